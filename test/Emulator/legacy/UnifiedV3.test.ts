// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as UnifiedV3 from "../../../src/Http/legacy/UnifiedV3.js"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Asset from "../../../src/Http/v5/Asset.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { withTwoAccounts } from "../../support/TwoAccounts.js"

// Unified margin v3 through the library's callables against the emulator, with two credential sets: its orders,
// positions, executions and wallet are the V5 ones of the same account, and never the other account's.

const calls = UnifiedV3.Generated.calls

describe("unified margin v3 on the V5 state", () => {
  it.effect("orders: create, unfilled, replace, cancel, cancel-all and history, per account", () =>
    withTwoAccounts(({ emulator, asSub }) =>
      Effect.gen(function* () {
        const bid = Number(emulator.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0])
        const price = (Math.round(bid * 0.95 * 10) / 10).toFixed(1)
        const place = (link: string) =>
          UnifiedV3.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price,
            timeInForce: "GoodTillCancel",
            orderLinkId: link
          })
        const a = yield* place("u-a")
        const b = yield* place("u-b")
        const theirs = yield* asSub(place("u-s"))
        const unfilled = yield* UnifiedV3.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(unfilled.list.map((o) => o.orderId).sort()).toEqual([a.orderId, b.orderId].sort())
        expect(unfilled.list[0]?.timeInForce).toBe("GoodTillCancel")
        const subUnfilled = yield* asSub(UnifiedV3.getActiveOrders({ category: "linear", symbol: "BTCUSDT" }))
        expect(subUnfilled.list.map((o) => o.orderId)).toEqual([theirs.orderId])

        const lower = (Math.round(bid * 0.94 * 10) / 10).toFixed(1)
        expect(
          yield* calls.modifyOrder({ category: "linear", symbol: "BTCUSDT", orderId: a.orderId, price: lower })
        ).toEqual({ orderId: a.orderId, orderLinkId: "u-a" })
        const v5 = yield* Trade.getActiveOrders({ category: "linear", orderId: a.orderId })
        expect(Number(v5.list[0]?.price)).toBe(Number(lower))

        const foreign = yield* Effect.flip(
          asSub(UnifiedV3.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId: a.orderId }))
        )
        expect(foreign).toMatchObject({ code: 110001 })
        yield* UnifiedV3.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId: a.orderId })
        const all = yield* calls.cancelAllOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(all.list.map((o) => o.orderId)).toEqual([b.orderId])
        expect((yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })).list).toEqual([])
        const history = yield* calls.getHistoricOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(history.list.map((o) => [o.orderId, o.orderStatus]).sort()).toEqual(
          [
            [a.orderId, "Cancelled"],
            [b.orderId, "Cancelled"]
          ].sort()
        )
        expect((yield* asSub(Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" }))).list).toHaveLength(1)
      })
    )
  )

  it.effect("positions, leverage, trading stop, executions and the wallet are the account's own", () =>
    withTwoAccounts(({ asSub }) =>
      Effect.gen(function* () {
        yield* calls.setLeverage({ category: "linear", symbol: "BTCUSDT", buyLeverage: "4", sellLeverage: "4" })
        const bought = yield* UnifiedV3.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Market",
          qty: "0.02",
          timeInForce: "ImmediateOrCancel"
        })
        const positions = yield* calls.getPositions({ category: "linear", symbol: "BTCUSDT" })
        expect(positions.list.map((p) => [p.side, Number(p.size), p.leverage])).toEqual([["Buy", 0.02, "4"]])
        const subPositions = yield* asSub(calls.getPositions({ category: "linear", symbol: "BTCUSDT" }))
        expect(subPositions.list.every((p) => Number(p.size) === 0)).toBe(true)

        yield* calls.setTPSL({ category: "linear", symbol: "BTCUSDT", takeProfit: "1000000" })
        const v5 = yield* Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" })
        expect(Number(v5.list[0]?.takeProfit)).toBe(1_000_000)

        const executions = yield* calls.get7DayTradingHistory({ category: "linear", symbol: "BTCUSDT" })
        expect(executions.list.map((x) => x.orderId)).toContain(bought.orderId)
        expect(executions.list.reduce((sum, x) => sum + Number(x.execQty), 0)).toBeCloseTo(0.02, 10)
        expect((yield* asSub(calls.get7DayTradingHistory({ category: "linear" }))).list).toEqual([])

        const wallet = yield* calls.getBalances({ coin: "USDT" })
        const v5Wallet = yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" })
        expect(wallet.coin.map((c) => [c.currencyCoin, c.walletBalance, c.totalPositionIM])).toEqual(
          v5Wallet.list[0]?.coin.map((c) => [c.coin, c.walletBalance, c.totalPositionIM])
        )
        expect(wallet.totalEquity).toBe(v5Wallet.list[0]?.totalEquity)
      })
    )
  )

  it.effect("USDC perpetual session settlements: each account reads its own, as V5's records", () =>
    withTwoAccounts(({ emulator, asSub, subUid }) =>
      Effect.gen(function* () {
        emulator.admin.setBalance("USDC", "50000")
        emulator.admin.setBalance("USDC", "50000", { uid: subUid })
        const market = (side: "Buy" | "Sell", qty: string) =>
          UnifiedV3.submitOrder({
            category: "linear",
            symbol: "ETHPERP",
            side,
            orderType: "Market",
            qty,
            timeInForce: "ImmediateOrCancel"
          })
        yield* market("Buy", "0.5")
        yield* asSub(market("Sell", "0.2"))
        expect((yield* calls.getUSDCPerpetualSettlementHistory({ category: "linear" })).list).toEqual([])
        // past two 8-hour boundaries: two settlements each
        const now = emulator.admin.now()
        emulator.admin.moveClock((Math.floor(now / 28_800_000) + 2) * 28_800_000 - now + 60_000)
        const mine = yield* calls.getUSDCPerpetualSettlementHistory({ category: "linear", symbol: "ETHPERP" })
        const v5 = yield* Asset.getSettlementRecords({ category: "linear", symbol: "ETHPERP" })
        expect(mine.list.map((x) => [x.symbol, x.side, Number(x.size)])).toEqual([
          ["ETHPERP", "Buy", 0.5],
          ["ETHPERP", "Buy", 0.5]
        ])
        expect(mine.list.map((x) => [x.time, x.sessionAvgPrice, x.markPrice, x.realisedPnl])).toEqual(
          v5.list.map((x) => [x.createdTime, x.sessionAvgPrice, x.markPrice, x.realisedPnl])
        )
        const theirs = yield* asSub(calls.getUSDCPerpetualSettlementHistory({ category: "linear" }))
        expect(theirs.list.map((x) => [x.side, Number(x.size)])).toEqual([
          ["Sell", 0.2],
          ["Sell", 0.2]
        ])
        const page = yield* calls.getUSDCPerpetualSettlementHistory({ category: "linear", limit: 1 })
        expect(page.list.length).toBe(1)
        expect(page.nextPageCursor).not.toBe("")
        expect(
          yield* Effect.flip(calls.getUSDCPerpetualSettlementHistory({ category: "linear", symbol: "ETHUSDT" }))
        ).toMatchObject({ code: 181013 })
      })
    )
  )
})
