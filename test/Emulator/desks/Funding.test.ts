import { describe, expect, it, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Execution from "../../../src/Http/v5/Execution.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as Topics from "../../../src/Socket/Topics.js"
import { Accounts, layer as deskLayer, NOW } from "../../support/DeskHarness.js"
import { settling, withTwoAccounts } from "../../support/TwoAccounts.js"
import { waitFor } from "../../support/WaitFor.js"

// Funding of a USDT perpetual through the library, over simulated days. The master is long 0.1 BTCUSDT, the
// sub-account short 0.1: at every funding time (every 8 hours, from 16:00 UTC on) each pays or receives the
// position's value at that moment's mark price times the rate published in the funding history for that time,
// with opposite signs. Nothing moves between funding times; a position closed before one pays nothing.

const HOUR = 3_600_000
const S16 = Date.UTC(2026, 0, 15, 16)
const num = (x: unknown) => Number(String(x))
const usdt = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }), (w) =>
  num(w.list[0]?.coin.find((c) => c.coin === "USDT")?.walletBalance ?? "0")
)
const cumRealised = Effect.map(Position.getPositionInfo({ category: "linear", symbol: "BTCUSDT" }), (r) =>
  num(r.list.find((p) => num(p.size) > 0)?.cumRealisedPnl ?? "NaN")
)
const fundings = Effect.map(
  Execution.getExecutionList({ category: "linear", symbol: "BTCUSDT", execType: "Funding", limit: 100 }),
  (r) => r.list
)
const markAt = (t: number) =>
  Effect.map(
    Market.getMarkPriceKline({ category: "linear", symbol: "BTCUSDT", interval: "1", start: t, end: t }),
    (k) => num(k.list[0]?.open)
  )
const rateAt = (t: number) =>
  Effect.map(
    Market.getFundingRateHistory({ category: "linear", symbol: "BTCUSDT", startTime: t, endTime: t, limit: 1 }),
    (h) => {
      expect(num(h.list[0]?.fundingRateTimestamp)).toBe(t)
      return num(h.list[0]?.fundingRate)
    }
  )
const order = (side: "Buy" | "Sell", qty: string, reduceOnly = false) =>
  Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side, orderType: "Market", qty, reduceOnly })

layer(deskLayer({ seed: 89 }), { timeout: "120 seconds" })("perpetual funding", (it) => {
  describe("USDT perpetuals", () => {
    it.effect("each position pays or receives value × the published rate at every funding time, and only then", () =>
      Effect.gen(function* () {
        const { asSub } = yield* Accounts
        const { emulator } = yield* Accounts
        yield* order("Buy", "0.1")
        yield* asSub(order("Sell", "0.1"))
        const wallet0 = yield* usdt
        const subWallet0 = yield* asSub(usdt)
        const cum0 = yield* cumRealised
        const subCum0 = yield* asSub(cumRealised)

        // a minute before 16:00: nothing
        emulator.admin.moveClock(S16 - NOW - 60_000)
        expect(yield* fundings).toEqual([])
        expect(yield* usdt).toBe(wallet0)
        expect(yield* asSub(usdt)).toBe(subWallet0)

        // a minute after: one funding each, opposite signs, value at the 16:00 mark × the 16:00 rate
        emulator.admin.moveClock(120_000)
        const mark = yield* markAt(S16)
        const rate = yield* rateAt(S16)
        expect(rate).not.toBe(0)
        const fee = 0.1 * mark * rate
        const mine = yield* fundings
        expect(mine.map((e) => [e.execType, e.side, num(e.execQty), num(e.execTime), num(e.feeRate)])).toEqual([
          ["Funding", "Buy", 0.1, S16, rate]
        ])
        expect(num(mine[0]?.execPrice)).toBe(mark)
        expect(num(mine[0]?.execValue)).toBeCloseTo(0.1 * mark, 6)
        expect(num(mine[0]?.execFee)).toBeCloseTo(fee, 6)
        expect((yield* usdt) - wallet0).toBeCloseTo(-fee, 6)
        expect((yield* cumRealised) - cum0).toBeCloseTo(-fee, 6)
        const theirs = yield* asSub(fundings)
        expect(theirs.map((e) => [e.side, num(e.execTime)])).toEqual([["Sell", S16]])
        expect(num(theirs[0]?.execFee)).toBeCloseTo(-fee, 6)
        expect((yield* asSub(usdt)) - subWallet0).toBeCloseTo(fee, 6)
        expect((yield* asSub(cumRealised)) - subCum0).toBeCloseTo(fee, 6)

        // the transaction log books a SETTLEMENT with the funding (positive when received)
        const log = yield* Account.getTransactionLog({ category: "linear", type: "SETTLEMENT", startTime: S16 })
        expect(log.list.map((e) => [e.symbol, e.side, e.currency, num(e.funding), num(e.change)])).toEqual([
          ["BTCUSDT", "Buy", "USDT", num(log.list[0]?.change), num(log.list[0]?.change)]
        ])
        expect(num(log.list[0]?.funding)).toBeCloseTo(-fee, 6)
        expect(num(log.list[0]?.cashBalance)).toBeCloseTo(yield* usdt, 6)
        // no fee, no cash flow; the fee rate is the market rate for a long, its negation for a short (docs)
        expect([log.list[0]?.fee, num(log.list[0]?.cashFlow), num(log.list[0]?.feeRate)]).toEqual([
          "0.00000000",
          0,
          rate
        ])
        const subLog = yield* asSub(Account.getTransactionLog({ category: "linear", type: "SETTLEMENT" }))
        expect(num(subLog.list[0]?.funding)).toBeCloseTo(fee, 6)
        expect([subLog.list[0]?.side, num(subLog.list[0]?.feeRate)]).toEqual(["Sell", -rate])
        expect(num(subLog.list[0]?.size)).toBeLessThan(0)

        // nothing more until 00:00, then exactly one more
        emulator.admin.moveClock(8 * HOUR - 120_000)
        expect((yield* fundings).length).toBe(1)
        emulator.admin.moveClock(120_000)
        expect((yield* fundings).map((e) => num(e.execTime))).toEqual([S16 + 8 * HOUR, S16])

        // two days at once: six funding times, each at its own mark and rate
        emulator.admin.moveClock(48 * HOUR)
        const all = yield* fundings
        const times = all.map((e) => num(e.execTime))
        expect(times).toEqual(Array.from({ length: 8 }, (_, k) => S16 + (7 - k) * 8 * HOUR))
        let total = 0
        for (const e of all) {
          const t = num(e.execTime)
          const expected = 0.1 * (yield* markAt(t)) * (yield* rateAt(t))
          expect(num(e.execFee)).toBeCloseTo(expected, 6)
          total += expected
        }
        expect((yield* usdt) - wallet0).toBeCloseTo(-total, 5)
        expect((yield* asSub(usdt)) - subWallet0).toBeCloseTo(total, 5)
        expect((yield* asSub(fundings)).map((e) => num(e.execFee))).toEqual(all.map((e) => -num(e.execFee)))

        // the short closes before the next funding time: it pays nothing more; the long still does
        yield* asSub(order("Buy", "0.1", true))
        emulator.admin.moveClock(8 * HOUR)
        expect((yield* fundings).length).toBe(9)
        expect((yield* asSub(fundings)).length).toBe(8)
      })
    )
  })

  describe("inverse perpetuals", () => {
    it.effect("pay and receive in the coin: contracts / mark × rate, opposite signs for long and short", () =>
      Effect.gen(function* () {
        const { asSub, emulator, subUid } = yield* Accounts
        emulator.admin.setBalance("BTC", "1")
        emulator.admin.setBalance("BTC", "1", { uid: subUid })
        const inverse = (side: "Buy" | "Sell") =>
          Trade.submitOrder({ category: "inverse", symbol: "BTCUSD", side, orderType: "Market", qty: "1000" })
        yield* inverse("Buy")
        yield* asSub(inverse("Sell"))
        const btc = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "BTC" }), (w) =>
          num(w.list[0]?.coin.find((c) => c.coin === "BTC")?.walletBalance ?? "0")
        )
        const list = Effect.map(
          Execution.getExecutionList({ category: "inverse", symbol: "BTCUSD", execType: "Funding" }),
          (r) => r.list
        )
        const before = yield* btc
        const subBefore = yield* asSub(btc)
        const next = (Math.floor(emulator.admin.now() / (8 * HOUR)) + 1) * 8 * HOUR
        emulator.admin.moveClock(next - emulator.admin.now() - 60_000)
        expect(yield* list).toEqual([])
        emulator.admin.moveClock(120_000)
        const mark = yield* Effect.map(
          Market.getMarkPriceKline({ category: "inverse", symbol: "BTCUSD", interval: "1", start: next, end: next }),
          (k) => num(k.list[0]?.open)
        )
        const rate = yield* Effect.map(
          Market.getFundingRateHistory({ category: "inverse", symbol: "BTCUSD", startTime: next, endTime: next }),
          (h) => num(h.list[0]?.fundingRate)
        )
        const fee = (1000 / mark) * rate
        const mine = yield* list
        expect(mine.map((e) => [e.side, num(e.execTime), e.feeCurrency])).toEqual([["Buy", next, "BTC"]])
        expect(num(mine[0]?.execFee)).toBeCloseTo(fee, 8)
        expect((yield* btc) - before).toBeCloseTo(-fee, 8)
        expect((yield* asSub(btc)) - subBefore).toBeCloseTo(fee, 8)
        const log = yield* Account.getTransactionLog({ category: "inverse", type: "SETTLEMENT", startTime: next })
        expect(log.list.map((e) => [e.symbol, e.currency, num(e.funding)])).toEqual([
          ["BTCUSD", "BTC", num(mine[0]?.execFee) * -1]
        ])
      })
    )
  })
})

describe("funding pushes", () => {
  it.effect("each account's private stream shows its own Funding execution, position and wallet only", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW)
      yield* withTwoAccounts(
        ({ emulator, asSub }) =>
          Effect.gen(function* () {
            yield* order("Buy", "0.1")
            yield* asSub(order("Sell", "0.1"))
            const seen = new Map<string, Array<string>>()
            const note = (who: string, ...what: ReadonlyArray<string>): void => {
              seen.set(who, [...(seen.get(who) ?? []), ...what])
            }
            const watch = (who: string) => [
              Stream.runForEach(Topics.subscribe(Topics.execution("linear")), (m) =>
                Effect.sync(() => note(who, ...m.data.map((e) => `execution ${e.execType} ${e.side} ${e.execFee}`)))
              ),
              Stream.runForEach(Topics.subscribe(Topics.wallet), () => Effect.sync(() => note(who, "wallet")))
            ]
            const fibers = yield* Effect.forEach([...watch("master"), ...watch("sub").map((e) => asSub(e))], (e) =>
              Effect.forkChild(e)
            )
            yield* waitFor(
              () =>
                emulator.admin.openSockets().filter((s) => s.path === "/v5/private" && s.topics.length >= 2).length ===
                2,
              "both accounts' private topics",
              settling
            )
            emulator.admin.moveClock(S16 - NOW + 60_000)
            const mine = yield* fundings
            const theirs = yield* asSub(fundings)
            const pushed = (who: string) => (seen.get(who) ?? []).filter((x) => x.startsWith("execution Funding"))
            yield* waitFor(
              () => pushed("master").length > 0 && pushed("sub").length > 0,
              "the funding pushes",
              settling
            )
            expect(pushed("master")).toEqual([`execution Funding Buy ${String(mine[0]?.execFee)}`])
            expect(pushed("sub")).toEqual([`execution Funding Sell ${String(theirs[0]?.execFee)}`])
            const master = seen.get("master") ?? []
            expect(master.slice(master.indexOf(pushed("master")[0] as string)).includes("wallet")).toBe(true)
            yield* Effect.forEach(fibers, Fiber.interrupt)
          }),
        { seed: 89, tickMs: 600_000 }
      )
    })
  )
})
