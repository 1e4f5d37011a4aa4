import { describe, expect, it } from "@effect/vitest"
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Account from "../../src/Http/v5/Account.js"
import * as PositionApi from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as AccountState from "../../src/Socket/AccountState.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type { ConnectionEvent } from "../../src/Socket/ConnectionState.js"
import * as Harness from "../support/Harness.js"
import { eventually, type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

// ---------------------------------------------------------------------------------------------- the fold rules

const order = (orderId: string, orderStatus: string, updatedTime: number, qty = "1"): AccountState.Order => ({
  category: "linear",
  orderId,
  orderLinkId: "",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  orderStatus,
  price: Decimal.make("100"),
  qty: Decimal.make(qty),
  createdTime: "1",
  updatedTime: String(updatedTime)
})

const position = (symbol: string, size: string, updatedTime: number): AccountState.Position => ({
  category: "linear",
  symbol,
  side: size === "0" ? "" : "Buy",
  size: Decimal.make(size),
  positionIdx: 0,
  updatedTime: String(updatedTime)
})

const coin = (name: string, walletBalance: string) => ({ coin: name, walletBalance: Decimal.make(walletBalance) })

const openOrders = (ledger: AccountState.Ledger) =>
  ledger.view("live", 1).orders.map((o) => [o.orderId, o.orderStatus, o.qty])

describe("AccountState: the ledger's rules", () => {
  it("an order update older than the one held is ignored", () => {
    const ledger = new AccountState.Ledger("UNIFIED")
    expect(ledger.applyOrder(order("a", "New", 10, "1"))).toBe(true)
    expect(ledger.applyOrder(order("a", "PartiallyFilled", 20, "1"))).toBe(true)
    expect(ledger.applyOrder(order("a", "New", 15, "2"))).toBe(false)
    expect(openOrders(ledger)).toEqual([["a", "PartiallyFilled", "1"]])
  })

  it("filled, cancelled and other closed orders leave, and a late update cannot bring them back", () => {
    const ledger = new AccountState.Ledger("UNIFIED")
    for (const id of ["f", "c", "r", "p", "d", "n"]) ledger.applyOrder(order(id, "New", 10))
    ledger.applyOrder(order("f", "Filled", 20))
    ledger.applyOrder(order("c", "Cancelled", 20))
    ledger.applyOrder(order("r", "Rejected", 20))
    ledger.applyOrder(order("p", "PartiallyFilledCanceled", 20))
    ledger.applyOrder(order("d", "Deactivated", 20))
    expect(openOrders(ledger)).toEqual([["n", "New", "1"]])
    // late: an older New, and a New with the same updatedTime as the close
    expect(ledger.applyOrder(order("f", "New", 15))).toBe(false)
    expect(ledger.applyOrder(order("c", "PartiallyFilled", 20))).toBe(false)
    expect(openOrders(ledger)).toEqual([["n", "New", "1"]])
    // a close we never saw open is remembered too
    expect(ledger.applyOrder(order("x", "Cancelled", 30))).toBe(false)
    expect(ledger.applyOrder(order("x", "New", 25))).toBe(false)
    expect(openOrders(ledger)).toEqual([["n", "New", "1"]])
  })

  it("a position of size 0 leaves; an older position update is ignored", () => {
    const ledger = new AccountState.Ledger("UNIFIED")
    ledger.applyPosition(position("BTCUSDT", "0.5", 10))
    ledger.applyPosition(position("ETHUSDT", "2", 10))
    expect(ledger.applyPosition(position("BTCUSDT", "0.4", 5))).toBe(false)
    expect(ledger.applyPosition(position("ETHUSDT", "0", 20))).toBe(true)
    expect(ledger.applyPosition(position("ETHUSDT", "2", 15))).toBe(false)
    expect(ledger.view("live", 1).positions.map((p) => [p.symbol, p.size])).toEqual([["BTCUSDT", "0.5"]])
  })

  it("a wallet push replaces totals and the coins it lists, and keeps the others", () => {
    const ledger = new AccountState.Ledger("UNIFIED")
    ledger.applyWallet({
      accountType: "UNIFIED",
      totalEquity: Decimal.make("10"),
      coin: [coin("USDT", "5"), coin("BTC", "1")]
    })
    expect(ledger.applyWallet({ accountType: "FUND", coin: [coin("USDT", "0")] })).toBe(false)
    ledger.applyWallet({ accountType: "UNIFIED", totalEquity: Decimal.make("11"), coin: [coin("USDT", "6")] })
    const wallet = Option.getOrThrow(ledger.view("live", 1).wallet)
    expect(wallet.totalEquity).toBe("11")
    expect(wallet.coin.map((c) => [c.coin, c.walletBalance])).toEqual([
      ["BTC", "1"],
      ["USDT", "6"]
    ])
  })

  it("a REST read replaces the state, except where a push showed a newer version", () => {
    const ledger = new AccountState.Ledger("UNIFIED")
    ledger.applyOrder(order("newer", "PartiallyFilled", 30))
    ledger.applyOrder(order("gone", "New", 10))
    ledger.applyOrder(order("closed", "Filled", 30))
    ledger.reset(
      [order("newer", "New", 20), order("closed", "New", 20), order("fresh", "New", 25)],
      [position("BTCUSDT", "1", 10), position("ETHUSDT", "0", 10)],
      { accountType: "UNIFIED", coin: [coin("USDT", "7")] }
    )
    expect(openOrders(ledger)).toEqual([
      ["fresh", "New", "1"],
      ["newer", "PartiallyFilled", "1"]
    ])
    const state = ledger.view("live", 1)
    expect(state.positions.map((p) => p.symbol)).toEqual(["BTCUSDT"])
    expect(Option.map(state.wallet, (w) => w.coin.map((c) => c.walletBalance))).toEqual(Option.some(["7"]))
  })
})

// ---------------------------------------------------------------------------------------------- against the emulator

// On the TestClock the exchange only moves when the test moves the clock, and the private socket reconnects 30 s
// (of TestClock) after a drop: orders placed meanwhile fill with nobody listening.

const T0 = Date.UTC(2026, 0, 5, 12, 0, 10)
const selections: ReadonlyArray<AccountState.Selection> = [
  { category: "linear", settleCoin: "USDT" },
  { category: "spot" }
]

const harness: Harness.Options = {
  seed: 3,
  tickMs: 1000,
  startAt: T0,
  socket: { pingInterval: "1 hour", reconnect: Schedule.spaced("30 seconds") }
}

// Waits in real time; the TestClock does not move.
const realTime: WaitOptions = { interval: "5 millis", timeout: "15 seconds" }

// The comparable figures of each part (REST decodes into classes that drop fields the push keeps).
const orderFigures = (o: AccountState.Order) => ({
  category: o.category,
  orderId: o.orderId,
  orderLinkId: o.orderLinkId,
  symbol: o.symbol,
  side: o.side,
  orderType: o.orderType,
  orderStatus: o.orderStatus,
  price: o.price,
  qty: o.qty,
  leavesQty: o.leavesQty,
  cumExecQty: o.cumExecQty,
  avgPrice: o.avgPrice,
  timeInForce: o.timeInForce,
  positionIdx: o.positionIdx,
  createdTime: o.createdTime,
  updatedTime: o.updatedTime
})

const positionFigures = (p: AccountState.Position) => ({
  category: p.category,
  symbol: p.symbol,
  side: p.side,
  size: p.size,
  positionIdx: p.positionIdx,
  entryPrice: p.entryPrice,
  leverage: p.leverage,
  positionValue: p.positionValue,
  markPrice: p.markPrice,
  unrealisedPnl: p.unrealisedPnl,
  curRealisedPnl: p.curRealisedPnl,
  cumRealisedPnl: p.cumRealisedPnl,
  updatedTime: p.updatedTime
})

const walletFigures = (w: AccountState.Wallet) => ({
  accountType: w.accountType,
  totalEquity: w.totalEquity,
  totalWalletBalance: w.totalWalletBalance,
  totalAvailableBalance: w.totalAvailableBalance,
  totalInitialMargin: w.totalInitialMargin,
  coins: w.coin
    .map((c) => ({
      coin: c.coin,
      walletBalance: c.walletBalance,
      equity: c.equity,
      locked: c.locked,
      unrealisedPnl: c.unrealisedPnl,
      totalOrderIM: c.totalOrderIM,
      totalPositionIM: c.totalPositionIM
    }))
    .sort((a, b) => (a.coin < b.coin ? -1 : 1))
})

const byId = <A extends { readonly orderId: string }>(a: A, b: A) => (a.orderId < b.orderId ? -1 : 1)

const figuresOf = (state: AccountState.State) => ({
  orders: state.orders.map(orderFigures).sort(byId),
  positions: state.positions.map(positionFigures),
  wallet: Option.map(state.wallet, walletFigures)
})

// The exchange's own state, read through REST.
const exchangeState = Effect.gen(function* () {
  const linear = yield* Trade.getActiveOrders({ category: "linear", settleCoin: "USDT", limit: 50 })
  const spot = yield* Trade.getActiveOrders({ category: "spot", limit: 50 })
  const positions = yield* PositionApi.getPositionInfo({ category: "linear", settleCoin: "USDT", limit: 200 })
  const wallet = yield* Account.getWalletBalance({ accountType: "UNIFIED" })
  return {
    orders: [
      ...linear.list.map((o) => AccountState.orderFromRest(o, "linear")),
      ...spot.list.map((o) => AccountState.orderFromRest(o, "spot"))
    ]
      .map(orderFigures)
      .sort(byId),
    positions: positions.list.map((p) => positionFigures(AccountState.positionFromRest(p, "linear"))),
    wallet: Option.map(Option.fromNullishOr(wallet.list[0]), (w) => walletFigures(AccountState.walletFromRest(w)))
  }
})

const expectEqualsExchange = (seen: { latest: AccountState.State | undefined }) =>
  Effect.gen(function* () {
    const exchange = yield* exchangeState
    // pushes may still be on their way: wait for them, then compare (for a readable failure)
    const same = () => JSON.stringify(figuresOf(seen.latest!)) === JSON.stringify(exchange)
    yield* eventually(same, "the state to equal the exchange's", realTime)
    expect(figuresOf(seen.latest!)).toEqual(exchange)
    return exchange
  })

const qtyOf = (state: AccountState.State | undefined, symbol: string) =>
  state?.positions.find((p) => p.symbol === symbol)?.size

describe("AccountState against the emulator", () => {
  it.effect(
    "orders fill while the private socket is down; after the reconnect the state equals the exchange's",
    () =>
      Harness.withEmulator(harness, (emulator) =>
        Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          const events: Array<ConnectionEvent> = []
          yield* Stream.runForEach(socket.events("private"), (e) => Effect.sync(() => events.push(e))).pipe(
            Effect.forkScoped
          )
          const seen: { latest: AccountState.State | undefined } = { latest: undefined }
          yield* Stream.runForEach(AccountState.stream({ selections }), (state) =>
            Effect.sync(() => {
              seen.latest = state
            })
          ).pipe(Effect.forkScoped)
          yield* waitFor(() => seen.latest?.status === "live", "the first state", realTime)
          expect(seen.latest?.reconciles).toBe(1)
          expect(seen.latest?.orders).toEqual([])
          yield* expectEqualsExchange(seen)

          // connected: a resting order and two fills reach the state by push alone
          yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price: "1000",
            orderLinkId: "rest-1"
          })
          yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Market",
            qty: "0.02"
          })
          yield* Trade.submitOrder({
            category: "spot",
            symbol: "BTCUSDT",
            side: "Sell",
            orderType: "Market",
            qty: "0.01"
          })
          yield* waitFor(() => qtyOf(seen.latest, "BTCUSDT") === "0.020", "the position", realTime)
          yield* expectEqualsExchange(seen)
          expect(seen.latest?.orders.map((o) => o.orderLinkId)).toEqual(["rest-1"])
          expect(seen.latest?.reconciles).toBe(1)

          // the private socket drops; nobody listens while one order is cancelled, one placed and three fill
          emulator.admin.apply({ op: "drop-sockets", market: "private" })
          yield* waitFor(() => seen.latest?.status === "syncing", "the syncing state", realTime)
          yield* Trade.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderLinkId: "rest-1" })
          yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price: "1100",
            orderLinkId: "rest-2"
          })
          yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Sell",
            orderType: "Market",
            qty: "0.005"
          })
          // a limit order priced through the best ask fills at once
          const ask = emulator.admin.book("linear", "BTCUSDT", 1)?.a[0]?.[0]
          expect(ask).toBeDefined()
          yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.001",
            price: ask!,
            orderLinkId: "cross-1"
          })
          yield* Trade.submitOrder({
            category: "spot",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Market",
            qty: "100"
          })
          // the state still shows what it knew: it is stale, and says so
          expect(seen.latest?.status).toBe("syncing")
          expect(seen.latest?.orders.map((o) => o.orderLinkId)).toEqual(["rest-1"])
          expect(qtyOf(seen.latest, "BTCUSDT")).toBe("0.020")

          // the socket comes back (30 s later), resubscribes, and the state is read again
          yield* TestClock.adjust("31 seconds")
          yield* waitFor(() => events.some((e) => e._tag === "Resubscribed"), "the resubscription", realTime)
          yield* waitFor(
            () => seen.latest?.status === "live" && seen.latest.reconciles === 2,
            "the reconcile",
            realTime
          )
          const exchange = yield* expectEqualsExchange(seen)
          expect(seen.latest?.orders.map((o) => o.orderLinkId)).toEqual(["rest-2"])
          expect(qtyOf(seen.latest, "BTCUSDT")).toBe("0.016")
          // the wallet's balances are the exchange's own, not only what REST says
          expect(exchange.wallet._tag).toBe("Some")
          const coins = new Map(Option.getOrThrow(seen.latest!.wallet).coin.map((c) => [c.coin, c.walletBalance]))
          const balances = emulator.admin.balances()
          expect(balances.length).toBeGreaterThan(1)
          const exact = (d: string) =>
            Decimal.fromBigDecimal(BigDecimal.normalize(Decimal.toBigDecimal(Decimal.make(d))))
          for (const b of balances) {
            const held = coins.get(b.coin)
            expect(held === undefined || held === "" ? undefined : exact(held)).toBe(exact(b.walletBalance))
          }

          // live again: a push after the reconcile is folded in
          yield* Trade.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderLinkId: "rest-2" })
          yield* waitFor(() => seen.latest?.orders.length === 0, "the cancel push", realTime)
          yield* expectEqualsExchange(seen)
          expect(seen.latest?.reconciles).toBe(2)
        })
      ),
    30_000
  )
})
