// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import * as InverseFutures from "../../../src/Http/legacy/InverseFutures.js"
import * as InverseV2 from "../../../src/Http/legacy/InverseV2.js"
import * as LinearV2 from "../../../src/Http/legacy/LinearV2.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// The v2 contract families (linear, inverse v2, inverse futures) through the library's callables against the
// emulator, with two credential sets: every order is the V5 order of the same account, and never the other's.

const linear = LinearV2.Generated.calls
const inverse = InverseV2.Generated.calls
const futures = InverseFutures.Generated.calls

/** A bid `ticks` ticks under the best bid: it rests. */
const restingBid = (h: Emulator.EmulatorHandle, category: "linear" | "inverse", symbol: string, ticks = 20) => {
  const instrument = h.admin.exchange.instrument(category, symbol)
  const book = h.admin.book(category, symbol, 1)
  if (instrument === undefined || book === undefined) throw new Error(`no ${category} ${symbol}`)
  const tick = Number(instrument.tickSize)
  return Number(((Math.round(Number(book.b[0]?.[0]) / tick) - ticks) * tick).toFixed(instrument.priceDecimals))
}

const openIds = (category: "linear" | "inverse", symbol: string) =>
  Effect.map(Trade.getActiveOrders({ category, symbol }), (r) => r.list.map((o) => o.orderId).sort())

describe("linear v2 orders, positions and records on the V5 state", () => {
  it.effect("orders: create, list, replace, cancel and cancel-all, each account seeing only its own", () =>
    withTwoAccounts(({ emulator, asSub }) =>
      Effect.gen(function* () {
        const price = restingBid(emulator, "linear", "BTCUSDT")
        const place = (link: string, at = price) =>
          LinearV2.submitOrder({
            side: "Buy",
            symbol: "BTCUSDT",
            order_type: "Limit",
            qty: 0.01,
            price: at,
            time_in_force: "GoodTillCancel",
            reduce_only: false,
            close_on_trigger: false,
            order_link_id: link
          })
        const mine = yield* place("m-1")
        const theirs = yield* asSub(place("s-1"))
        // a V5 order of the master's shows in the linear list too
        const v5 = yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: String(price),
          orderLinkId: "m-v5"
        })
        expect(yield* openIds("linear", "BTCUSDT")).toEqual([mine.order_id, v5.orderId].sort())
        expect(yield* asSub(openIds("linear", "BTCUSDT"))).toEqual([theirs.order_id])

        const list = yield* LinearV2.getActiveOrderList({ symbol: "BTCUSDT" })
        expect(list.data?.map((o) => o.order_link_id).sort()).toEqual(["m-1", "m-v5"])
        expect(list.data?.every((o) => o.order_status === "New" && o.price === price)).toBe(true)
        const subList = yield* asSub(LinearV2.getActiveOrderList({ symbol: "BTCUSDT", order_status: "New" }))
        expect(subList.data?.map((o) => o.order_id)).toEqual([theirs.order_id])
        const paged = yield* LinearV2.getActiveOrderList({ symbol: "BTCUSDT", limit: 1, page: 2 })
        expect(paged).toMatchObject({ current_page: 2, data: [{ order_link_id: "m-1" }] })

        const lower = restingBid(emulator, "linear", "BTCUSDT", 30)
        expect(
          yield* linear.replaceActiveOrder({ symbol: "BTCUSDT", order_id: mine.order_id, p_r_price: lower })
        ).toEqual({ order_id: mine.order_id })
        const amended = yield* Trade.getActiveOrders({ category: "linear", orderId: mine.order_id })
        expect(Number(amended.list[0]?.price)).toBe(lower)

        // the sub cannot touch the master's order: the family's own "not found" code
        const foreign = yield* Effect.flip(asSub(LinearV2.cancelOrder({ symbol: "BTCUSDT", order_id: mine.order_id })))
        expect(foreign).toMatchObject({ code: 130010 })
        expect(yield* LinearV2.cancelOrder({ symbol: "BTCUSDT", order_link_id: "m-1" })).toEqual({
          order_id: mine.order_id
        })
        expect(yield* LinearV2.cancelAllOrders({ symbol: "BTCUSDT" })).toEqual([v5.orderId])
        expect(yield* openIds("linear", "BTCUSDT")).toEqual([])
        expect(yield* asSub(openIds("linear", "BTCUSDT"))).toEqual([theirs.order_id])
        const history = yield* LinearV2.getActiveOrderList({ symbol: "BTCUSDT", order_status: "Cancelled" })
        expect(history.data?.map((o) => o.order_id).sort()).toEqual([mine.order_id, v5.orderId].sort())
      })
    )
  )

  it.effect("leverage, trading stop and the execution history follow the account's own position", () =>
    withTwoAccounts(({ asSub }) =>
      Effect.gen(function* () {
        expect(yield* linear.setUserLeverage({ symbol: "BTCUSDT", buy_leverage: 5, sell_leverage: 5 })).toBeNull()
        const lev = yield* Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" })
        expect(lev.list[0]?.leverage).toBe("5")
        const subLev = yield* asSub(Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" }))
        expect(subLev.list[0]?.leverage).not.toBe("5")
        const again = yield* Effect.flip(
          linear.setUserLeverage({ symbol: "BTCUSDT", buy_leverage: 5, sell_leverage: 5 })
        )
        expect(again).toMatchObject({ code: 34036 })

        const stop = (tp: number) => linear.setTradingStop({ symbol: "BTCUSDT", side: "Buy", take_profit: tp })
        expect(yield* Effect.flip(stop(1_000_000))).toMatchObject({ code: 130024 })
        const bought = yield* LinearV2.submitOrder({
          side: "Buy",
          symbol: "BTCUSDT",
          order_type: "Market",
          qty: 0.01,
          time_in_force: "ImmediateOrCancel",
          reduce_only: false,
          close_on_trigger: false
        })
        expect(yield* stop(1_000_000)).toBeNull()
        const position = yield* Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" })
        expect([Number(position.list[0]?.size), Number(position.list[0]?.takeProfit)]).toEqual([0.01, 1_000_000])
        // the sub has no position: its stop is refused
        expect(yield* Effect.flip(asSub(stop(1_000_000)))).toMatchObject({ code: 130024 })

        const records = yield* linear.getHistoryTradeRecords({ symbol: "BTCUSDT" })
        expect(records.data.map((x) => x.order_id)).toContain(bought.order_id)
        expect(records.data.reduce((sum, x) => sum + x.exec_qty, 0)).toBeCloseTo(0.01, 10)
        expect((yield* asSub(linear.getHistoryTradeRecords({ symbol: "BTCUSDT" }))).data).toEqual([])
      })
    )
  )
})

describe("linear v2 conditional orders on the V5 state", () => {
  it.effect("stop orders: create, list, replace, cancel and cancel-all are V5 conditional orders of the account", () =>
    withTwoAccounts(({ emulator, asSub }) =>
      Effect.gen(function* () {
        const last = Number(emulator.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0])
        const stop = (link: string, stopPx: number) =>
          linear.placeConditionalOrder({
            side: "Buy",
            symbol: "BTCUSDT",
            order_type: "Market",
            qty: 0.01,
            base_price: last,
            stop_px: stopPx,
            time_in_force: "GoodTillCancel",
            trigger_by: "LastPrice",
            reduce_only: false,
            close_on_trigger: false,
            order_link_id: link
          })
        const up = Math.round(last * 1.1)
        const a = yield* stop("st-a", up)
        expect([a.order_status, a.trigger_price, a.order_link_id]).toEqual(["Untriggered", up, "st-a"])
        const b = yield* stop("st-b", up + 10)
        const theirs = yield* asSub(stop("st-s", up))
        const v5 = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT", orderFilter: "StopOrder" })
        expect(v5.list.map((o) => o.orderId).sort()).toEqual([a.stop_order_id, b.stop_order_id].sort())
        expect(v5.list.every((o) => o.triggerDirection === 1)).toBe(true)

        const listed = yield* linear.getConditionalOrder({ symbol: "BTCUSDT", stop_order_status: "Untriggered" })
        expect(listed.data.map((o) => o.order_link_id).sort()).toEqual(["st-a", "st-b"])
        const subListed = yield* asSub(linear.getConditionalOrder({ symbol: "BTCUSDT" }))
        expect(subListed.data.map((o) => o.stop_order_id)).toEqual([theirs.stop_order_id])

        expect(
          yield* linear.replaceConditionalOrder({
            symbol: "BTCUSDT",
            stop_order_id: a.stop_order_id,
            p_r_trigger_price: up + 20
          })
        ).toEqual({ stop_order_id: a.stop_order_id })
        const amended = yield* Trade.getActiveOrders({ category: "linear", orderId: a.stop_order_id })
        expect(Number(amended.list[0]?.triggerPrice)).toBe(up + 20)

        const foreign = yield* Effect.flip(
          asSub(linear.cancelConditionalOrder({ symbol: "BTCUSDT", stop_order_id: a.stop_order_id }))
        )
        expect(foreign).toMatchObject({ code: 130010 })
        expect(yield* linear.cancelConditionalOrder({ symbol: "BTCUSDT", order_link_id: "st-a" })).toEqual({
          stop_order_id: a.stop_order_id
        })
        expect(yield* linear.cancelAllConditionalOrders({ symbol: "BTCUSDT" })).toEqual([b.stop_order_id])
        const left = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT", orderFilter: "StopOrder" })
        expect(left.list).toEqual([])
        const subLeft = yield* asSub(
          Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT", orderFilter: "StopOrder" })
        )
        expect(subLeft.list.map((o) => o.orderId)).toEqual([theirs.stop_order_id])
      })
    )
  )
})

describe("inverse v2 and inverse futures conditional orders on the V5 state", () => {
  it.effect("stop orders through both families are the account's V5 conditional inverse orders", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("BTC", "10")
        emulator.admin.setBalance("BTC", "10", { uid: subUid })
        const last = Number(emulator.admin.book("inverse", "BTCUSD", 1)?.b[0]?.[0])
        const down = String(Math.round(last * 0.9))
        const place = (link: string) =>
          inverse.placeConditionalOrder({
            side: "Sell",
            symbol: "BTCUSD",
            order_type: "Market",
            qty: "100",
            base_price: String(last),
            stop_px: down,
            time_in_force: "GoodTillCancel",
            order_link_id: link
          })
        const a = yield* place("is-a")
        expect([Number(a.stop_px), a.order_link_id, a.qty]).toEqual([Number(down), "is-a", "100"])
        const theirs = yield* asSub(place("is-s"))
        const b = yield* futures.placeConditionalOrder({
          side: "Sell",
          symbol: "BTCUSD",
          order_type: "Market",
          qty: "200",
          base_price: String(last),
          stop_px: down,
          time_in_force: "GoodTillCancel",
          order_link_id: "fs-b"
        })
        const v5 = yield* Trade.getActiveOrders({ category: "inverse", symbol: "BTCUSD", orderFilter: "StopOrder" })
        expect(v5.list.map((o) => o.orderId).sort()).toEqual([a.stop_order_id, b.stop_order_id].sort())
        expect(v5.list.every((o) => o.triggerDirection === 2)).toBe(true)

        const page1 = yield* inverse.getConditionalOrder({ symbol: "BTCUSD", limit: 1 })
        const page2 = yield* inverse.getConditionalOrder({ symbol: "BTCUSD", limit: 1, cursor: page1.cursor })
        expect([...page1.data, ...page2.data].map((o) => o.stop_order_id).sort()).toEqual(
          [a.stop_order_id, b.stop_order_id].sort()
        )
        const futuresList = yield* futures.getConditionalOrder({ symbol: "BTCUSD", order_status: "Untriggered" })
        expect(futuresList.data.map((o) => o.stop_order_status)).toEqual(["Untriggered", "Untriggered"])
        const queried = yield* inverse.queryConditionalOrder({ symbol: "BTCUSD", stop_order_id: a.stop_order_id })
        expect(queried.map((o) => [o.order_id, o.qty, o.order_status])).toEqual([[a.stop_order_id, 100, "Untriggered"]])

        const lower = String(Math.round(last * 0.85))
        yield* futures.replaceConditionalOrder({
          symbol: "BTCUSD",
          stop_order_id: b.stop_order_id,
          p_r_trigger_price: Number(lower)
        })
        const amended = yield* Trade.getActiveOrders({ category: "inverse", orderId: b.stop_order_id })
        expect(Number(amended.list[0]?.triggerPrice)).toBe(Number(lower))

        const foreign = yield* Effect.flip(
          asSub(inverse.cancelConditionalOrder({ symbol: "BTCUSD", stop_order_id: a.stop_order_id }))
        )
        expect(foreign).toMatchObject({ code: 20001 })
        expect(yield* inverse.cancelConditionalOrder({ symbol: "BTCUSD", order_link_id: "is-a" })).toEqual({
          stop_order_id: a.stop_order_id
        })
        const all = yield* futures.cancelAllConditionalOrders({ symbol: "BTCUSD" })
        expect(all.map((o) => [o.clOrdID, o.qty, o.expected_direction])).toEqual([[b.stop_order_id, 200, "Falling"]])
        const left = yield* Trade.getActiveOrders({ category: "inverse", symbol: "BTCUSD", orderFilter: "StopOrder" })
        expect(left.list).toEqual([])
        const subLeft = yield* asSub(
          Trade.getActiveOrders({ category: "inverse", symbol: "BTCUSD", orderFilter: "StopOrder" })
        )
        expect(subLeft.list.map((o) => o.orderId)).toEqual([theirs.stop_order_id])
      })
    )
  )
})

describe("inverse v2 and inverse futures orders, stops and wallet on the V5 state", () => {
  it.effect("orders through /v2/private and /futures/private are the same inverse orders as V5's", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("BTC", "10")
        emulator.admin.setBalance("BTC", "10", { uid: subUid })
        const price = restingBid(emulator, "inverse", "BTCUSD")
        const place = (link: string) =>
          inverse.placeActiveOrder({
            side: "Buy",
            symbol: "BTCUSD",
            order_type: "Limit",
            qty: 100,
            price,
            time_in_force: "GoodTillCancel",
            order_link_id: link
          })
        const mine = yield* place("iv-1")
        expect([mine.order_status, mine.price, mine.qty, mine.order_link_id]).toEqual(["Created", price, 100, "iv-1"])
        const theirs = yield* asSub(place("iv-s"))
        const fut = yield* futures.placeActiveOrder({
          side: "Buy",
          symbol: "BTCUSD",
          order_type: "Limit",
          qty: 200,
          price,
          time_in_force: "GoodTillCancel",
          order_link_id: "fu-1"
        })
        expect(yield* openIds("inverse", "BTCUSD")).toEqual([mine.order_id, fut.order_id].sort())
        expect(yield* asSub(openIds("inverse", "BTCUSD"))).toEqual([theirs.order_id])

        const queried = yield* inverse.queryActiveOrder({ symbol: "BTCUSD", order_link_id: "iv-1" })
        expect([queried.order_id, queried.qty, queried.order_status]).toEqual([mine.order_id, 100, "New"])
        const page1 = yield* inverse.getActiveOrderList({ symbol: "BTCUSD", limit: 1 })
        expect(page1.data).toHaveLength(1)
        const page2 = yield* inverse.getActiveOrderList({ symbol: "BTCUSD", limit: 1, cursor: page1.cursor })
        expect([...page1.data, ...page2.data].map((o) => o.order_id).sort()).toEqual(
          [mine.order_id, fut.order_id].sort()
        )
        expect(page2.cursor).toBe("")
        const futList = yield* futures.getActiveOrderList({ symbol: "BTCUSD" })
        expect(futList.data.map((o) => o.order_link_id).sort()).toEqual(["fu-1", "iv-1"])

        expect(yield* futures.replaceActiveOrder({ symbol: "BTCUSD", order_id: fut.order_id, p_r_qty: 300 })).toEqual({
          order_id: fut.order_id
        })
        expect((yield* Trade.getActiveOrders({ category: "inverse", orderId: fut.order_id })).list[0]?.qty).toBe("300")

        const foreign = yield* Effect.flip(
          asSub(inverse.cancelActiveOrder({ symbol: "BTCUSD", order_id: mine.order_id }))
        )
        expect(foreign).toMatchObject({ code: 20001 })
        const cancelled = yield* inverse.cancelActiveOrder({ symbol: "BTCUSD", order_id: mine.order_id })
        expect([cancelled.order_id, cancelled.order_status]).toEqual([mine.order_id, "Cancelled"])
        const all = yield* futures.cancelAllActiveOrders({ symbol: "BTCUSD" })
        expect(all.map((o) => [o.clOrdID, o.qty])).toEqual([[fut.order_id, 300]])
        expect(yield* openIds("inverse", "BTCUSD")).toEqual([])
        expect(yield* asSub(openIds("inverse", "BTCUSD"))).toEqual([theirs.order_id])
      })
    )
  )

  it.effect("wallet balance is the Unified wallet; trading stop answers the position; leverage per family", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("BTC", "10")
        emulator.admin.setBalance("BTC", "3", { uid: subUid })
        const wallet = yield* inverse.getWalletBalance({ coin: "BTC" })
        expect(wallet.BTC.wallet_balance).toBe(10)
        expect((yield* asSub(inverse.getWalletBalance({}))).BTC.wallet_balance).toBe(3)

        expect(yield* Effect.flip(inverse.setTradingStop({ symbol: "BTCUSD", take_profit: 1_000_000 }))).toMatchObject({
          code: 30024
        })
        yield* inverse.placeActiveOrder({
          side: "Buy",
          symbol: "BTCUSD",
          order_type: "Market",
          qty: 100,
          time_in_force: "ImmediateOrCancel"
        })
        const stop = yield* inverse.setTradingStop({ symbol: "BTCUSD", take_profit: 1_000_000 })
        expect([stop.side, stop.size, stop.take_profit]).toEqual(["Buy", 100, 1_000_000])
        const v5 = yield* Position.getPositionInfo({ category: "inverse", symbol: "BTCUSD" })
        expect(Number(v5.list[0]?.takeProfit)).toBe(1_000_000)
        const after = yield* inverse.getWalletBalance({})
        const v5Wallet = yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "BTC" })
        expect(after.BTC.position_margin).toBe(Number(v5Wallet.list[0]?.coin[0]?.totalPositionIM))
        expect(after.BTC.position_margin).toBeGreaterThan(0)

        expect(yield* futures.setUserLeverage({ symbol: "BTCUSD", buy_leverage: 7, sell_leverage: 7 })).toBe(7)
        expect((yield* Position.getPositionInfo({ category: "inverse", symbol: "BTCUSD" })).list[0]?.leverage).toBe("7")
        expect(
          yield* Effect.flip(futures.setUserLeverage({ symbol: "BTCUSD", buy_leverage: 7, sell_leverage: 7 }))
        ).toMatchObject({ code: 34036 })
      })
    )
  )
})
