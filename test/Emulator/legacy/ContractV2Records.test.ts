// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as InverseFutures from "../../../src/Http/legacy/InverseFutures.js"
import * as InverseV2 from "../../../src/Http/legacy/InverseV2.js"
import * as LinearV2 from "../../../src/Http/legacy/LinearV2.js"
import * as Position from "../../../src/Http/v5/Position.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// The v2 contract families' records and searches through the library's callables against the emulator, with two
// credential sets: executions, closed PnL and order searches read the account's own V5 state only.

const linear = LinearV2.Generated.calls
const inverse = InverseV2.Generated.calls
const futures = InverseFutures.Generated.calls

const linearMarket = (side: "Buy" | "Sell", qty: number, reduce = false) =>
  LinearV2.submitOrder({
    side,
    symbol: "BTCUSDT",
    order_type: "Market",
    qty,
    time_in_force: "ImmediateOrCancel",
    reduce_only: reduce,
    close_on_trigger: false
  })

const inverseMarket = (side: "Buy" | "Sell", qty: number) =>
  inverse.placeActiveOrder({ side, symbol: "BTCUSD", order_type: "Market", qty, time_in_force: "ImmediateOrCancel" })

describe("v2 trade records on the V5 state", () => {
  it.effect("linear: execution list and closed PnL paged by number, each account its own", () =>
    withTwoAccounts(({ asSub }) =>
      Effect.gen(function* () {
        const opened = yield* linearMarket("Buy", 0.02)
        const closed = yield* linearMarket("Sell", 0.02, true)
        const trades = yield* linear.getTradeRecords({ symbol: "BTCUSDT" })
        expect(trades.current_page).toBe(1)
        expect(new Set(trades.data.map((x) => x.order_id))).toEqual(new Set([opened.order_id, closed.order_id]))
        expect(trades.data.filter((x) => x.side === "Buy").reduce((s, x) => s + x.exec_qty, 0)).toBeCloseTo(0.02, 10)
        const second = yield* linear.getTradeRecords({ symbol: "BTCUSDT", limit: 1, page: 2 })
        expect(second.data).toHaveLength(Math.min(1, trades.data.length - 1))
        expect(second.data[0]?.exec_id).toBe(trades.data[1]?.exec_id)
        expect(yield* Effect.flip(linear.getTradeRecords({ symbol: "BTCUSDT", page: 0 }))).toMatchObject({
          code: 10001
        })
        expect((yield* asSub(linear.getTradeRecords({ symbol: "BTCUSDT" }))).data).toEqual([])

        const pnl = yield* linear.getClosedPnl({ symbol: "BTCUSDT" })
        const v5 = yield* Position.getClosedPnL({ category: "linear", symbol: "BTCUSDT" })
        expect(pnl.data).toHaveLength(1)
        expect(pnl.data[0]).toMatchObject({ order_id: closed.order_id, side: "Sell", closed_size: 0.02, id: 1 })
        expect(pnl.data[0]?.closed_pnl).toBe(Number(v5.list[0]?.closedPnl))
        expect((yield* linear.getClosedPnl({ symbol: "BTCUSDT", exec_type: "Funding" })).data).toEqual([])
        expect((yield* asSub(linear.getClosedPnl({ symbol: "BTCUSDT" }))).data).toEqual([])
      })
    )
  )

  it.effect("inverse v2 and futures closed PnL are the account's V5 inverse records", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("BTC", "3", { uid: subUid })
        yield* inverseMarket("Buy", 100)
        yield* inverseMarket("Sell", 100)
        const v2 = yield* inverse.getClosedPnl({ symbol: "BTCUSD" })
        expect(v2.data).toHaveLength(1)
        expect(v2.data[0]).toMatchObject({ symbol: "BTCUSD", side: "Sell", closed_size: 100 })
        expect((yield* futures.getClosedPnl({ symbol: "BTCUSD" })).data).toEqual(v2.data)
        expect((yield* asSub(inverse.getClosedPnl({ symbol: "BTCUSD" }))).data).toEqual([])
        yield* asSub(inverseMarket("Buy", 200))
        yield* asSub(inverseMarket("Sell", 200))
        expect((yield* asSub(futures.getClosedPnl({ symbol: "BTCUSD" }))).data).toMatchObject([{ closed_size: 200 }])
      })
    )
  )
})

describe("v2 order searches on the V5 state", () => {
  it.effect("linear order and stop-order search: by id or the open ones, never the other account's", () =>
    withTwoAccounts(({ emulator, asSub }) =>
      Effect.gen(function* () {
        const bid = Number(emulator.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0])
        const price = Math.round(bid * 0.8)
        const place = (link: string) =>
          LinearV2.submitOrder({
            side: "Buy",
            symbol: "BTCUSDT",
            order_type: "Limit",
            qty: 0.01,
            price,
            time_in_force: "GoodTillCancel",
            reduce_only: false,
            close_on_trigger: false,
            order_link_id: link
          })
        const mine = yield* place("q-m")
        const theirs = yield* asSub(place("q-s"))
        expect(yield* linear.queryActiveOrder({ symbol: "BTCUSDT", order_id: mine.order_id })).toMatchObject({
          order_id: mine.order_id,
          order_status: "New",
          price
        })
        expect(yield* linear.queryActiveOrder({ symbol: "BTCUSDT", order_link_id: "q-m" })).toMatchObject({
          order_id: mine.order_id
        })
        expect(yield* linear.queryActiveOrder({ symbol: "BTCUSDT" })).toMatchObject([{ order_id: mine.order_id }])
        expect(
          yield* Effect.flip(linear.queryActiveOrder({ symbol: "BTCUSDT", order_id: theirs.order_id }))
        ).toMatchObject({ code: 130010 })

        const up = Math.round(bid * 1.1)
        const stop = (link: string) =>
          linear.placeConditionalOrder({
            side: "Buy",
            symbol: "BTCUSDT",
            order_type: "Market",
            qty: 0.01,
            base_price: bid,
            stop_px: up,
            time_in_force: "GoodTillCancel",
            trigger_by: "LastPrice",
            reduce_only: false,
            close_on_trigger: false,
            order_link_id: link
          })
        const s = yield* stop("qs-m")
        const sub = yield* asSub(stop("qs-s"))
        expect(
          yield* linear.queryConditionalOrder({ symbol: "BTCUSDT", stop_order_id: s.stop_order_id })
        ).toMatchObject({ stop_order_id: s.stop_order_id, order_status: "Untriggered", trigger_price: up })
        expect(yield* linear.queryConditionalOrder({ symbol: "BTCUSDT" })).toMatchObject([
          { stop_order_id: s.stop_order_id }
        ])
        expect(yield* asSub(linear.queryConditionalOrder({ symbol: "BTCUSDT" }))).toMatchObject([
          { stop_order_id: sub.stop_order_id }
        ])
        expect(
          yield* Effect.flip(linear.queryConditionalOrder({ symbol: "BTCUSDT", stop_order_id: sub.stop_order_id }))
        ).toMatchObject({ code: 130010 })
      })
    )
  )

  it.effect("inverse futures stop-order query answers the account's own stop order", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("BTC", "3", { uid: subUid })
        const last = Number(emulator.admin.book("inverse", "BTCUSD", 1)?.b[0]?.[0])
        const place = (link: string) =>
          futures.placeConditionalOrder({
            side: "Sell",
            symbol: "BTCUSD",
            order_type: "Market",
            qty: "100",
            base_price: String(last),
            stop_px: String(Math.round(last * 0.9)),
            time_in_force: "GoodTillCancel",
            order_link_id: link
          })
        const mine = yield* place("fq-m")
        const theirs = yield* asSub(place("fq-s"))
        expect(
          yield* futures.queryConditionalOrder({ symbol: "BTCUSD", stop_order_id: mine.stop_order_id })
        ).toMatchObject({ order_id: mine.stop_order_id, order_link_id: "fq-m", qty: 100, order_status: "Untriggered" })
        expect(yield* futures.queryConditionalOrder({ symbol: "BTCUSD", order_link_id: "fq-m" })).toMatchObject({
          order_id: mine.stop_order_id
        })
        expect(
          yield* Effect.flip(futures.queryConditionalOrder({ symbol: "BTCUSD", stop_order_id: theirs.stop_order_id }))
        ).toMatchObject({ code: 20001 })
      })
    )
  )
})
