/**
 * Liquidation through the library's client, on TestClock, with two accounts in one process that hold opposite
 * 100× positions: when the walk moves far enough one way, the account on the wrong side is liquidated at its
 * bankruptcy price — a `CreateByLiq` order, a `BustTrade` execution, the position closed, its wallet pushed, a
 * `LIQUIDATION` entry in its transaction log — while the other account's position stays open.
 */
import { describe, expect, it, layer } from "@effect/vitest"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Account from "../../src/Http/v5/Account.js"
import * as Execution from "../../src/Http/v5/Execution.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Topics from "../../src/Socket/Topics.js"
import { Accounts, layer as deskLayer } from "../support/DeskHarness.js"
import { settling, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"
import * as SteppedClock from "./SteppedClock.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const BTC = { category: "linear", symbol: "BTCUSDT" } as const

/** A quantity worth about `usdt` at the last price, on the 0.001 step. */
const qtyWorth = (usdt: number) =>
  Effect.map(Market.getTickers(BTC), (r) => {
    const last = Number((r.list[0] as { readonly lastPrice: string }).lastPrice)
    return (Math.round((usdt / last) * 1000) / 1000).toFixed(3)
  })

const sizeOf = Effect.map(Position.getPositionInfo(BTC), (r) => Number(r.list[0]?.size ?? "0"))

/**
 * Walks the clock in 1-hour steps (up to 3 days) until one of the two accounts' positions is gone; `adjust` moves
 * it (`SteppedClock.adjust` while private streams are open).
 */
const untilOneIsGone = (
  asSub: <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>,
  adjust: (duration: Duration.Input) => Effect.Effect<void> = TestClock.adjust
) =>
  Effect.gen(function* () {
    for (let step = 0; step < 3 * 24; step++) {
      yield* adjust("1 hour")
      const master = yield* sizeOf
      const sub = yield* asSub(sizeOf)
      if (master === 0 || sub === 0) return { master, sub }
    }
    return yield* Effect.die(new Error("no liquidation in three days of the walk"))
  })

describe("liquidation", () => {
  it.effect(
    "isolated: the losing side is taken over at its bankruptcy price, with its messages and ledger entry",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        yield* withTwoAccounts(
          ({ emulator, asSub }) =>
            Effect.gen(function* () {
              const seen = new Map<string, Array<string>>()
              const note = (who: string, ...what: ReadonlyArray<string>): void => {
                seen.set(who, [...(seen.get(who) ?? []), ...what])
              }
              const watch = (who: string) => [
                Stream.runForEach(Topics.subscribe(Topics.execution("linear")), (m) =>
                  Effect.sync(() => note(who, ...m.data.map((e) => `execution ${e.execType} ${e.execPrice}`)))
                ),
                Stream.runForEach(Topics.subscribe(Topics.order("linear")), (m) =>
                  Effect.sync(() => note(who, ...m.data.map((o) => `order ${o.createType} ${o.orderStatus}`)))
                ),
                Stream.runForEach(Topics.subscribe(Topics.position("linear")), (m) =>
                  Effect.sync(() => note(who, ...m.data.map((p) => `position ${Number(p.size)}`)))
                ),
                Stream.runForEach(Topics.subscribe(Topics.wallet), () => Effect.sync(() => note(who, "wallet")))
              ]
              const fibers = yield* Effect.forEach([...watch("master"), ...watch("sub").map((e) => asSub(e))], (e) =>
                Effect.forkChild(e)
              )
              yield* waitFor(
                () =>
                  emulator.admin.openSockets().filter((s) => s.path === "/v5/private" && s.topics.length >= 4)
                    .length === 2,
                "both accounts' private topics",
                settling
              )
              const isolated100 = { ...BTC, tradeMode: 1, buyLeverage: "100", sellLeverage: "100" } as const
              yield* Position.switchIsolatedMargin(isolated100)
              yield* asSub(Position.switchIsolatedMargin(isolated100))
              const qty = yield* qtyWorth(5000)
              yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty })
              yield* asSub(Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty }))
              const entry = {
                master: Number((yield* Position.getPositionInfo(BTC)).list[0]?.avgPrice),
                sub: Number((yield* asSub(Position.getPositionInfo(BTC))).list[0]?.avgPrice)
              }
              const before = {
                master: yield* Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }),
                sub: yield* asSub(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }))
              }

              // steps of 15 s against the 30 s pong timeout below: the socket's ping is answered between steps as
              // with the defaults' 500 ms against 1 s, in 240 turns of the event loop per hour instead of 7,200
              const sizes = yield* untilOneIsGone(asSub, (d) => SteppedClock.adjust(d, "15 seconds"))
              const loser = sizes.master === 0 ? "master" : "sub"
              const as = <A, E, R>(e: Effect.Effect<A, E, R>) => (loser === "sub" ? asSub(e) : e)
              // the winner still holds its position
              expect(yield* loser === "sub" ? sizeOf : asSub(sizeOf)).toBe(Number(qty))

              // a BustTrade at the bankruptcy price: the entry less (long) or plus (short) 1/100 of it
              const fills = (yield* as(Execution.getExecutionList({ ...BTC, execType: "BustTrade" }))).list
              expect(fills.length).toBe(1)
              const bust = Number(fills[0]?.execPrice)
              const long = loser === "master"
              const expected = long ? entry.master * 0.99 : entry.sub * 1.01
              expect(Math.abs(bust - expected)).toBeLessThanOrEqual(0.1 + expected * 1e-6)
              expect(fills[0]?.side).toBe(long ? "Sell" : "Buy")
              const orders = (yield* as(Trade.getHistoricOrders({ ...BTC, orderId: fills[0]?.orderId ?? "" }))).list
              expect(orders.map((o) => [o.createType, o.orderStatus, o.qty])).toEqual([["CreateByLiq", "Filled", qty]])

              // the ledger: one LIQUIDATION entry whose change is the margin lost
              const log = (yield* as(Account.getTransactionLog({ accountType: "UNIFIED", category: "linear" }))).list
              const liq = log.filter((x) => x.type === "LIQUIDATION")
              expect(liq.length).toBe(1)
              const margin = (Number(qty) * (long ? entry.master : entry.sub)) / 100
              expect(Math.abs(Number(liq[0]?.change) + margin)).toBeLessThan(margin * 0.01)
              const after = yield* as(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }))
              const was = Number(before[loser].list[0]?.coin[0]?.walletBalance)
              expect(Math.abs(was - Number(after.list[0]?.coin[0]?.walletBalance) - margin)).toBeLessThan(margin * 0.01)

              // the pushes reached the liquidated account only
              yield* waitFor(
                () => (seen.get(loser) ?? []).includes(`position 0`),
                `the closed position on the liquidated account's stream: ${JSON.stringify(seen.get(loser))}`,
                settling
              )
              const pushed = seen.get(loser) ?? []
              expect(pushed).toContain("order CreateByLiq Filled")
              expect(pushed).toContain(`execution BustTrade ${fills[0]?.execPrice}`)
              expect(pushed.slice(pushed.indexOf("order CreateByLiq Filled"))).toContain("wallet")
              const winner = seen.get(loser === "master" ? "sub" : "master") ?? []
              expect(winner.some((x) => x.includes("BustTrade") || x.includes("CreateByLiq"))).toBe(false)
              yield* Effect.forEach(fibers, Fiber.interrupt)
            }),
          { seed: 62, tickMs: 600_000, socket: { pongTimeout: "30 seconds" } }
        )
      }),
    120_000
  )
})

layer(deskLayer({ seed: 62, usdt: "100" }), { timeout: "120 seconds" })("cross liquidation", (it) => {
  it.effect(
    "the unified account whose equity no longer covers its maintenance margin loses its position",
    () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        // cross at 100×: about 9,000 USDT of BTC on 100 USDT of equity
        yield* Position.setLeverage({ ...BTC, buyLeverage: "100", sellLeverage: "100" })
        yield* asSub(Position.setLeverage({ ...BTC, buyLeverage: "100", sellLeverage: "100" }))
        const qty = yield* qtyWorth(9000)
        yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty })
        yield* asSub(Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty }))
        const sizes = yield* untilOneIsGone(asSub)
        const loser = sizes.master === 0 ? "master" : "sub"
        const as = <A, E, R>(e: Effect.Effect<A, E, R>) => (loser === "sub" ? asSub(e) : e)
        expect(yield* loser === "sub" ? sizeOf : asSub(sizeOf)).toBe(Number(qty))
        const fills = (yield* as(Execution.getExecutionList({ ...BTC, execType: "BustTrade" }))).list
        expect(fills.map((f) => f.execQty)).toEqual([qty])
        // the account's equity went to the position: what is left is about nothing
        const wallet = (yield* as(Account.getWalletBalance({ accountType: "UNIFIED" }))).list[0]
        expect(Math.abs(Number(wallet?.totalEquity))).toBeLessThan(1)
        const log = (yield* as(Account.getTransactionLog({ accountType: "UNIFIED", category: "linear" }))).list
        expect(log.filter((x) => x.type === "LIQUIDATION").length).toBe(1)
      }),
    120_000
  )
})
