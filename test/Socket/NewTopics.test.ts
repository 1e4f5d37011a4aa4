import { describe, expect, it } from "@effect/vitest"
import * as Topics from "../../src/Socket/Topics.js"

const strategyFrame = (status: unknown) => ({
  id: "m-1",
  topic: "strategy",
  creationTime: 1760000000000,
  data: [
    {
      strategyId: "s-1",
      strategyType: "twap",
      category: "UTA_USDT",
      symbol: "ETHUSDT",
      size: "2",
      side: "Sell",
      duration: 600,
      status,
      terminateType: 0,
      executedSize: "0.5",
      createdTimeE3: 1759999990000,
      isRandom: true,
      reduceOnly: false,
      ChasePercentE4: 0,
      orderType: "UNKNOWN"
    }
  ]
})

describe("strategy topic", () => {
  it("is the private `strategy` topic", () => {
    expect(Topics.strategy.name).toBe("strategy")
    expect(Topics.strategy.markets).toEqual(["private"])
  })

  it("decodes a strategy update and refuses one whose status is not a number", () => {
    const decoded = Topics.strategy.validate(strategyFrame(2))
    expect(decoded?.data[0]?.strategyType).toBe("twap")
    expect(decoded?.data[0]?.duration).toBe(600)
    expect(decoded?.data[0]?.limitPrice).toBeUndefined()
    expect(Topics.strategy.validate(strategyFrame("running"))).toBeUndefined()
  })
})
