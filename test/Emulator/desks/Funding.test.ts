import { describe, expect, layer } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Account from "../../../src/Http/v5/Account.js"
import * as Execution from "../../../src/Http/v5/Execution.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Position from "../../../src/Http/v5/Position.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import { Accounts, layer as deskLayer, NOW } from "../../support/DeskHarness.js"

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
        const subLog = yield* asSub(Account.getTransactionLog({ category: "linear", type: "SETTLEMENT" }))
        expect(num(subLog.list[0]?.funding)).toBeCloseTo(fee, 6)

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
})
