// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Instruments from "../../../src/Emulator/market/Instruments.js"
import * as SpotV1 from "../../../src/Http/legacy/SpotV1.js"
import * as SpotV3 from "../../../src/Http/legacy/SpotV3.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// Spot v3 through the library's callables against the emulator, with two credential sets: its orders are the V5
// spot orders of the same account, its trades the account's V5 executions, its market data the emulator's market.

const calls = SpotV3.Generated.calls

// One symbol asked: one answer, not the list for every symbol.
const one = <A extends object>(answer: A | ReadonlyArray<A>): A => {
  if (Array.isArray(answer)) throw new Error("one symbol asked, a list answered")
  return answer as A
}

describe("spot v3 on the V5 state", () => {
  it.effect("orders: placed, queried, cancelled; the other account neither sees nor cancels them", () =>
    withTwoAccounts(({ emulator, asSub }) =>
      Effect.gen(function* () {
        const book = emulator.admin.book("spot", "BTCUSDT", 1)
        const bid = Number(book?.b[0]?.[0])
        const price = (Math.round(bid * 0.9 * 10) / 10).toFixed(1)
        const placed = yield* SpotV3.submitOrder({
          symbol: "BTCUSDT",
          orderQty: "0.01",
          side: "Buy",
          orderType: "LIMIT",
          orderPrice: price,
          orderLinkId: "v3-a"
        })
        const v5 = yield* Trade.getActiveOrders({ category: "spot", symbol: "BTCUSDT" })
        expect(v5.list.map((o) => o.orderId)).toEqual([placed.orderId])
        expect((yield* asSub(Trade.getActiveOrders({ category: "spot", symbol: "BTCUSDT" }))).list).toEqual([])

        const got = yield* SpotV3.getOrder({ orderLinkId: "v3-a" })
        expect([got.orderId, got.status, got.orderType, got.side, got.orderPrice]).toEqual([
          placed.orderId,
          "NEW",
          "LIMIT",
          "BUY",
          v5.list[0]?.price
        ])
        expect(yield* Effect.flip(asSub(SpotV3.getOrder({ orderId: placed.orderId })))).toMatchObject({ code: 12213 })
        expect(yield* Effect.flip(asSub(SpotV3.cancelOrder({ orderId: placed.orderId })))).toMatchObject({
          code: 12213
        })
        const cancelled = yield* SpotV3.cancelOrder({ orderId: placed.orderId })
        expect([cancelled.orderId, cancelled.status]).toEqual([placed.orderId, "CANCELED"])
        expect((yield* Trade.getActiveOrders({ category: "spot", symbol: "BTCUSDT" })).list).toEqual([])
        expect((yield* SpotV3.getOrder({ orderId: placed.orderId })).status).toBe("CANCELED")
      })
    )
  )

  it.effect("my trades are the account's own executions", () =>
    withTwoAccounts(({ asSub }) =>
      Effect.gen(function* () {
        const bought = yield* Trade.submitOrder({
          category: "spot",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Market",
          qty: "100",
          marketUnit: "quoteCoin"
        })
        const mine = yield* calls.getMyTrades({ symbol: "BTCUSDT" })
        expect(mine.list.length).toBeGreaterThan(0)
        expect(mine.list.every((t) => t.orderId === bought.orderId && t.isBuyer === "0")).toBe(true)
        expect(mine.list[0]?.feeTokenId).toBe("BTC")
        expect((yield* asSub(calls.getMyTrades({ symbol: "BTCUSDT" }))).list).toEqual([])
      })
    )
  )

  it.effect("public: symbols, book, trades and tickers are the emulator's market", () =>
    withTwoAccounts(({ emulator }) =>
      Effect.gen(function* () {
        const symbols = yield* calls.getSymbols()
        expect(symbols.list.map((s) => s.name)).toEqual(Instruments.byCategory("spot").map((i) => i.symbol))
        const depth = yield* calls.getOrderBook({ symbol: "BTCUSDT", limit: 5 })
        const book = emulator.admin.book("spot", "BTCUSDT", 5)
        expect([depth.bids, depth.asks]).toEqual([book?.b, book?.a])
        const trades = yield* calls.getTrades({ symbol: "BTCUSDT", limit: 10 })
        const v5Trades = yield* Market.getPublicTradingHistory({ category: "spot", symbol: "BTCUSDT", limit: 10 })
        expect(trades.list.map((t) => t.price)).toEqual(v5Trades.list.map((t) => t.price))
        const ticker = one(yield* calls.get24hrTicker({ symbol: "BTCUSDT" }))
        const v5Ticker = (yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })).list[0]
        expect([ticker.s, ticker.h, ticker.l]).toEqual(["BTCUSDT", v5Ticker?.highPrice24h, v5Ticker?.lowPrice24h])
        const best = one(yield* calls.getBestBidAskPrice({ symbol: "BTCUSDT" }))
        expect([best.bidPrice, best.askPrice]).toEqual([v5Ticker?.bid1Price, v5Ticker?.ask1Price])
        // without a symbol: every spot symbol's, as a list (this failed with DecodeError)
        const spotSymbols = (yield* Market.getInstrumentsInfo({ category: "spot" })).list.map((i) => i.symbol)
        const all = yield* calls.get24hrTicker()
        expect(Array.isArray(all) && all.map((t) => t.s)).toEqual(spotSymbols)
        const books = yield* calls.getBestBidAskPrice()
        expect(Array.isArray(books) && books.map((b) => b.symbol)).toEqual(spotSymbols)
        expect(yield* Effect.flip(calls.getOrderBook({ symbol: "NOPE" }))).toMatchObject({ code: 10001 })
        // spot v1's book (moved with the spot v1 handlers) keeps its own code for an unknown symbol
        expect(yield* Effect.flip(SpotV1.getOrderBook({ symbol: "NOPE" }))).toMatchObject({ code: -100011 })
      })
    )
  )
})
