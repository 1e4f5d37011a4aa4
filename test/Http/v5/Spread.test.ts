import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as Endpoint from "../../../src/Http/Endpoint.js"
import * as Spread from "../../../src/Http/v5/Spread.js"
import { decodeExample } from "./docsExample.js"

const examples: ReadonlyArray<readonly [Endpoint.Any, (result: never) => void]> = [
  [
    Spread.instrument,
    (r: Schema.Schema.Type<typeof Spread.instrument.response>) => {
      expect(r.list[0]!.contractType).toBe("FundingRateArb")
      expect(r.list[0]!.minPrice).toBe("-1999.9998")
      expect(r.list[0]!.legs.map((l) => l.contractType)).toEqual(["LinearPerpetual", "Spot"])
      expect(r.nextPageCursor).toBe("first%3D100008%26last%3D100008")
    }
  ],
  [
    Spread.orderbook,
    (r: Schema.Schema.Type<typeof Spread.orderbook.response>) => {
      expect(r.b[0]).toEqual(["21.0000", "0.1"])
      expect(r.a[0]).toEqual(["23.0107", "4.6"])
      expect(r.u).toBe(46977)
      expect(r.cts).toBe(1744076329043)
    }
  ],
  [
    Spread.tickers,
    (r: Schema.Schema.Type<typeof Spread.tickers.response>) => {
      expect(r.list[0]!.bidPrice).toBe("")
      expect(r.list[0]!.lastPrice).toBe("19.444")
    }
  ],
  [
    Spread.recentTrade,
    (r: Schema.Schema.Type<typeof Spread.recentTrade.response>) => {
      expect(r.list.map((t) => t.side)).toEqual(["Sell", "Buy"])
      expect(r.list[1]!.seq).toBe("123450")
    }
  ],
  [
    Spread.orderCreate,
    (r: Schema.Schema.Type<typeof Spread.orderCreate.response>) => {
      expect(r.orderId).toBe("1b00b997-d825-465e-ad1d-80b0eb1955af")
      expect(r.orderLinkId).toBe("1744072052193428479")
    }
  ],
  [
    Spread.orderAmend,
    (r: Schema.Schema.Type<typeof Spread.orderAmend.response>) =>
      expect(r.orderId).toBe("b0e6c938-9731-4122-8552-01e6dc06b303")
  ],
  [
    Spread.orderCancel,
    (r: Schema.Schema.Type<typeof Spread.orderCancel.response>) => expect(r.orderLinkId).toBe("1744072052193428476")
  ],
  [
    Spread.orderCancelAll,
    (r: Schema.Schema.Type<typeof Spread.orderCancelAll.response>) => {
      expect(r.list[0]!.orderId).toBe("11ec47f3-f0a2-4b2a-b302-236f2a2d53a2")
      expect(r.success).toBe("1")
    }
  ],
  [
    Spread.orderRealtime,
    (r: Schema.Schema.Type<typeof Spread.orderRealtime.response>) => {
      expect(r.list[0]!.price).toBe("-4")
      expect(r.list[0]!.orderStatus).toBe("New")
      expect(r.list[0]!.timeInForce).toBe("PostOnly")
    }
  ],
  [
    Spread.orderHistory,
    (r: Schema.Schema.Type<typeof Spread.orderHistory.response>) => {
      const o = r.list[0]!
      expect(o.orderStatus).toBe("Cancelled")
      expect([o.leg1ProdType, o.leg2ProdType]).toEqual(["Futures", "Spot"])
      expect(o.leg2OrderId).toBe("1924011967786517249")
    }
  ],
  [
    Spread.executionList,
    (r: Schema.Schema.Type<typeof Spread.executionList.response>) => {
      expect(r.list[0]!.execQty).toBe("2")
      expect(r.list[0]!.legs.map((l) => l.category)).toEqual(["linear", "spot"])
      expect(r.list[0]!.legs[1]!.execFee).toBe("0.06186912")
    }
  ],
  [Spread.maxQty, (r: Schema.Schema.Type<typeof Spread.maxQty.response>) => expect(r.ab).toBe("1992.55199490")]
]

describe("V5 spread endpoints", () => {
  for (const [endpoint, check] of examples) {
    it.effect(`${endpoint.name} decodes the docs example`, () =>
      Effect.map(decodeExample(endpoint, "spread"), (result) => check(result as never))
    )
  }

  it("every endpoint is in the table", () => {
    const covered = new Set(examples.map(([endpoint]) => endpoint.name))
    for (const endpoint of Spread.endpoints) expect(covered.has(endpoint.name), endpoint.name).toBe(true)
  })

  it("serves market data publicly and signs the rest", () => {
    const publicPaths = Spread.endpoints.filter((e) => e.auth === "public").map((e) => e.path)
    expect(publicPaths).toEqual([
      "/v5/spread/instrument",
      "/v5/spread/orderbook",
      "/v5/spread/tickers",
      "/v5/spread/recent-trade"
    ])
  })

  it("validates spread orders", () => {
    const decode = Schema.decodeUnknownResult(Spread.orderCreate.request)
    const order = {
      symbol: "SOLUSDT_SOL/USDT",
      side: "Buy",
      orderType: "Limit",
      qty: "0.1",
      price: "-4",
      orderLinkId: "1744072052193428479",
      timeInForce: "PostOnly"
    }
    expect(Result.isSuccess(decode(order))).toBe(true)
    expect(Result.isFailure(decode({ ...order, timeInForce: "RPI" }))).toBe(true)
    expect(Result.isFailure(decode({ ...order, orderLinkId: "x".repeat(46) }))).toBe(true)
    expect(Result.isFailure(decode({ ...order, orderLinkId: undefined }))).toBe(true)
    const amend = Schema.decodeUnknownResult(Spread.orderAmend.request)
    expect(Result.isSuccess(amend({ symbol: "SOLUSDT_SOL/USDT", orderId: "a", price: "" }))).toBe(true)
    const maxQty = Schema.decodeUnknownResult(Spread.maxQty.request)
    expect(Result.isSuccess(maxQty({ symbol: "SOLUSDT_SOL/USDT", side: "1", orderPrice: "50000" }))).toBe(true)
    expect(Result.isFailure(maxQty({ symbol: "SOLUSDT_SOL/USDT", side: "Buy", orderPrice: "50000" }))).toBe(true)
  })
})
