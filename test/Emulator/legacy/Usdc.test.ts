// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import * as UsdcOption from "../../../src/Http/legacy/UsdcOption.js"
import * as UsdcPerpetual from "../../../src/Http/legacy/UsdcPerpetual.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// USDC perpetual and options through the library's callables against the emulator, with two credential sets:
// orders, executions, positions, session settlements and the wallet are the V5 ones of the same account, never the
// other's; the perpetual calls trade the USDC perpetuals (BTCPERP) and refuse other symbols.

const perp = UsdcPerpetual.Generated.calls
const option = UsdcOption.Generated.calls
const OPTION = "BTC-25DEC26-70000-C"

const under = (h: Emulator.EmulatorHandle, category: "linear" | "option", symbol: string, ticks: number) => {
  const instrument = h.admin.exchange.instrument(category, symbol)
  const book = h.admin.book(category, symbol, 1)
  if (instrument === undefined || book === undefined) throw new Error(`no ${category} ${symbol}`)
  const tick = Number(instrument.tickSize)
  const best = Number(book.b[0]?.[0] ?? book.a[0]?.[0])
  return ((Math.round(best / tick) - ticks) * tick).toFixed(instrument.priceDecimals)
}

describe("USDC perpetual and options on the V5 state", () => {
  it.effect("perpetual: replace, cancel, history, executions, positions and leverage per account", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("USDC", "50000")
        emulator.admin.setBalance("USDC", "20000", { uid: subUid })
        const place = (link: string) =>
          UsdcPerpetual.submitOrder({
            symbol: "BTCPERP",
            orderType: "Limit",
            orderFilter: "Order",
            side: "Buy",
            orderQty: "0.01",
            orderPrice: under(emulator, "linear", "BTCPERP", 20),
            timeInForce: "GoodTillCancel",
            orderLinkId: link
          })
        const mine = yield* place("p-1")
        const theirs = yield* asSub(place("p-s"))
        const lower = under(emulator, "linear", "BTCPERP", 30)
        const replaced = yield* perp.modifyOrder({
          symbol: "BTCPERP",
          orderFilter: "Order",
          orderId: mine.orderId,
          orderPrice: lower
        })
        expect([replaced.orderId, Number(replaced.price)]).toEqual([mine.orderId, Number(lower)])
        expect(
          yield* Effect.flip(
            asSub(UsdcPerpetual.cancelOrder({ symbol: "BTCPERP", orderFilter: "Order", orderId: mine.orderId }))
          )
        ).toMatchObject({ code: 3100136 })
        expect(
          yield* UsdcPerpetual.cancelOrder({ symbol: "BTCPERP", orderFilter: "Order", orderId: mine.orderId })
        ).toEqual({
          orderId: mine.orderId
        })
        const history = yield* perp.getHistoricOrders({ category: "PERPETUAL", symbol: "BTCPERP" })
        expect(history.dataList.map((o) => [o.orderId, o.orderStatus])).toEqual([[mine.orderId, "Cancelled"]])
        const subHistory = yield* asSub(perp.getHistoricOrders({ category: "PERPETUAL", symbol: "BTCPERP" }))
        expect(subHistory.dataList.map((o) => o.orderId)).toEqual([theirs.orderId])

        expect(yield* perp.setLeverage({ symbol: "BTCPERP", leverage: "6" })).toEqual({ leverage: 6 })
        const bought = yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCPERP",
          side: "Buy",
          orderType: "Market",
          qty: "0.03"
        })
        const fills = yield* perp.getOrderExecutionHistory({ category: "PERPETUAL", symbol: "BTCPERP" })
        expect(fills.dataList.every((x) => x.orderId === bought.orderId)).toBe(true)
        expect(fills.dataList.reduce((sum, x) => sum + Number(x.execQty), 0)).toBeCloseTo(0.03, 10)
        const positions = yield* perp.getPositions({ category: "PERPETUAL", symbol: "BTCPERP" })
        const v5 = (yield* Position.getPositionInfo({ category: "linear", symbol: "BTCPERP" })).list[0]
        expect(positions.dataList.map((x) => [x.size, x.leverage, x.entryPrice])).toEqual([
          [v5?.size, "6", v5?.avgPrice]
        ])
        const subPositions = yield* asSub(perp.getPositions({ category: "PERPETUAL", symbol: "BTCPERP" }))
        expect(subPositions.dataList.every((x) => Number(x.size) === 0)).toBe(true)
        // without a symbol the family lists its own coin's positions: the USDC perpetuals only
        const listed = yield* perp.getPositions({ category: "PERPETUAL" })
        expect(listed.dataList.map((x) => x.symbol)).toEqual(["BTCPERP"])

        // the session settlement at the next 8-hour boundary, read back through the family's own query
        const now = emulator.admin.now()
        const boundary = (Math.floor(now / 28_800_000) + 1) * 28_800_000
        emulator.admin.moveClock(boundary - now + 60_000)
        const settled = yield* perp.getSettlementHistory({ symbol: "BTCPERP" })
        const v5Records = (yield* Asset.getSettlementRecords({ category: "linear", symbol: "BTCPERP" })).list
        expect(settled.dataList.map((x) => [x.symbol, x.side, Number(x.size), Number(x.time)])).toEqual([
          ["BTCPERP", "Buy", 0.03, boundary]
        ])
        expect(settled.dataList.map((x) => [x.sessionAvgPrice, x.markPrice, x.sessionRpl])).toEqual(
          v5Records.map((x) => [x.sessionAvgPrice, x.markPrice, x.realisedPnl])
        )
        expect((yield* asSub(perp.getSettlementHistory({ symbol: "BTCPERP" }))).dataList).toEqual([])

        // a symbol that is not a USDC perpetual is no contract of the family
        expect(
          yield* Effect.flip(
            UsdcPerpetual.submitOrder({
              symbol: "BTCUSDT",
              orderType: "Market",
              orderFilter: "Order",
              side: "Buy",
              orderQty: "0.01",
              timeInForce: "GoodTillCancel"
            })
          )
        ).toMatchObject({ code: 3100111 })
        expect(yield* Effect.flip(perp.setLeverage({ symbol: "BTCUSDT", leverage: "6" }))).toMatchObject({
          code: 3100111
        })
        expect(yield* Effect.flip(perp.getSettlementHistory({ symbol: "ETHUSDT" }))).toMatchObject({ code: 3100111 })
      })
    )
  )

  it.effect("options: place, replace, cancel and cancel-all; the USDC wallet is the Unified wallet's USDC", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("USDC", "50000")
        emulator.admin.setBalance("USDC", "20000", { uid: subUid })
        const place = (link: string, ticks: number) =>
          option.submitOrder({
            symbol: OPTION,
            orderType: "Limit",
            side: "Buy",
            orderQty: "0.1",
            orderPrice: under(emulator, "option", OPTION, ticks),
            timeInForce: "GoodTillCancel",
            orderLinkId: link
          })
        const a = yield* place("o-a", 2)
        const b = yield* place("o-b", 3)
        const theirs = yield* asSub(place("o-s", 2))
        const open = yield* Trade.getActiveOrders({ category: "option", symbol: OPTION })
        expect(open.list.map((o) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort())

        const price = under(emulator, "option", OPTION, 4)
        expect(yield* option.modifyOrder({ symbol: OPTION, orderId: a.orderId, orderPrice: price })).toMatchObject({
          orderId: a.orderId,
          orderLinkId: "o-a"
        })
        expect(Number((yield* Trade.getActiveOrders({ category: "option", orderId: a.orderId })).list[0]?.price)).toBe(
          Number(price)
        )
        expect(yield* Effect.flip(asSub(option.cancelOrder({ symbol: OPTION, orderId: a.orderId })))).toMatchObject({
          code: 3100136
        })
        yield* option.cancelOrder({ symbol: OPTION, orderLinkId: "o-a" })
        const all = yield* option.cancelActiveOrders({ symbol: OPTION })
        expect(all.map((o) => [o.orderId, o.symbol])).toEqual([[b.orderId, OPTION]])
        expect((yield* Trade.getActiveOrders({ category: "option", symbol: OPTION })).list).toEqual([])
        const subOpen = yield* asSub(Trade.getActiveOrders({ category: "option", symbol: OPTION }))
        expect(subOpen.list.map((o) => o.orderId)).toEqual([theirs.orderId])

        const wallet = yield* perp.getBalances({})
        const v5 = (yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDC" })).list[0]?.coin[0]
        expect([wallet.walletBalance, wallet.equity]).toEqual([v5?.walletBalance, v5?.equity])
        expect(Number((yield* asSub(perp.getBalances({}))).walletBalance)).toBeLessThanOrEqual(20000)
        expect(Number(wallet.walletBalance)).toBeGreaterThan(20000)
      })
    )
  )
})
