import { describe, expect, it } from "@effect/vitest"
import * as ProductTopics from "../../src/Socket/ProductTopics.js"
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

describe("spread and RFQ topics", () => {
  it("are private topics named as the exchange names them", () => {
    const topics = [
      ProductTopics.spreadOrder,
      ProductTopics.spreadExecution,
      ProductTopics.rfqs,
      ProductTopics.rfqQuotes,
      ProductTopics.rfqTrades
    ]
    expect(topics.map((topic) => topic.name)).toEqual([
      "spread.order",
      "spread.execution",
      "rfq.open.rfqs",
      "rfq.open.quotes",
      "rfq.open.trades"
    ])
    for (const topic of topics) expect(topic.markets).toEqual(["private"])
  })

  it("validate a quote update and refuse one without its legs", () => {
    const quote = {
      rfqId: "r-1",
      rfqLinkId: "",
      quoteId: "q-1",
      quoteLinkId: "",
      expiresAt: "1760000060000",
      deskCode: "desk",
      status: "Active",
      execQuoteSide: "",
      createdAt: "1760000000000",
      updatedAt: "1760000000000",
      quoteBuyList: [{ category: "linear", symbol: "BTCUSDT", price: "60000", qty: "1" }],
      quoteSellList: []
    }
    const frame = (data: unknown) => ({ topic: "rfq.open.quotes", creationTime: 1760000000001, data: [data] })
    expect(ProductTopics.rfqQuotes.validate(frame(quote))?.data[0]?.quoteBuyList[0]?.price).toBe("60000")
    const { quoteBuyList: _dropped, ...withoutLegs } = quote
    expect(ProductTopics.rfqQuotes.validate(frame(withoutLegs))).toBeUndefined()
  })

  it("validate a spread fill whose documented fields are all optional", () => {
    const frame = { topic: "spread.execution", creationTime: 1, data: [{ symbol: "SOLUSDT_SOL/USDT", execQty: "1" }] }
    expect(ProductTopics.spreadExecution.validate(frame)?.data[0]?.execQty).toBe("1")
    expect(ProductTopics.spreadExecution.validate({ topic: "spread.execution", data: [] })).toBeUndefined()
  })
})
