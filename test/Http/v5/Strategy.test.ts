import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Strategy from "../../../src/Http/v5/Strategy.js"
import { decodeExample } from "./docsExample.js"

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    Strategy.create,
    (r: Schema.Schema.Type<typeof Strategy.create.response>) => {
      expect(r.strategyId).toBe("119b6211-2611-461b-be5e-5ac557099e82")
      expect(r.result).toBeNull()
    }
  ],
  [
    Strategy.list,
    (r: Schema.Schema.Type<typeof Strategy.list.response>) => {
      const s = r.list[0]!
      expect(s.status).toBe(3)
      expect(s.executedStartTimeE3).toBe(1773711467045)
      expect(s.triggerCount).toBe(26)
      expect(s.orderType).toBe("UNKNOWN")
      expect(s.executedAvgPrice).toBe("76695.48")
      expect(s.interval).toBe(60)
      expect(r.nextCursor).toBe("")
    }
  ],
  [
    Strategy.orderList,
    (r: Schema.Schema.Type<typeof Strategy.orderList.response>) => {
      expect(r.list.map((o) => [o.status, o.code])).toEqual([
        ["3", 30208],
        ["7", 60068]
      ])
      expect(r.list[0]!.parentOrderId).toBe(r.list[1]!.orderId)
      expect(r.list[0]!.dealTimeE3).toBe(0)
      expect(r.nextCursor).toMatch(/^eyJ/)
    }
  ],
  [
    Strategy.stop,
    (r: Schema.Schema.Type<typeof Strategy.stop.response>) =>
      expect(r.strategyId).toBe("119b6211-2611-461b-be5e-5ac557099e82")
  ]
]

describe("V5 strategy endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "strategy"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of Strategy.endpoints) expect(covered.has(endpoint.name), endpoint.name).toBe(true)
  })

  it("validates strategy requests", () => {
    const decode = Schema.decodeUnknownResult(Strategy.create.request)
    const twap = {
      category: "UTA_USDT",
      symbol: "BTCUSDT",
      side: "Buy",
      size: "0.1",
      strategyType: "twap",
      duration: 600,
      interval: 30
    }
    expect(Result.isSuccess(decode(twap))).toBe(true)
    expect(Result.isFailure(decode({ ...twap, duration: 100 }))).toBe(true)
    expect(Result.isFailure(decode({ ...twap, interval: 7 }))).toBe(true)
    expect(Result.isFailure(decode({ ...twap, category: "linear" }))).toBe(true)
    expect(Result.isFailure(decode({ ...twap, strategyType: "vwap" }))).toBe(true)
    const list = Schema.decodeUnknownResult(Strategy.list.request)
    expect(Result.isSuccess(list({ status: "2", pageSize: 50 }))).toBe(true)
    expect(Result.isFailure(list({ pageSize: 51 }))).toBe(true)
  })

  it("asks for the trading permission of the strategy's product", () => {
    expect(Endpoint.permissionFor(Strategy.create, { category: "UTA_SPOT" })).toEqual({
      group: "Spot",
      name: "SpotTrade"
    })
    expect(Endpoint.permissionFor(Strategy.create, { category: "UTA_USDT" })).toEqual({
      group: "ContractTrade",
      name: "Order"
    })
  })
})
