import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Harness from "../support/Harness.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { waitFor } from "../support/WaitFor.js"

// Every time of a report is the recording's: once the replay ended, the emulator's clock runs on (at 1×, the
// wall's pace outside a TestClock) and the market still steps, but the report stops at the recording's last line.
// A report made at once and one made ten seconds of the clock later are the same bytes. While it plays, the accounts
// are sampled on the recorded lines, at their times (lines 230 ms apart, the market's steps every 100 ms: a step's
// time follows the wall clock outside a TestClock).

const patient = { timeout: "60 seconds" } as const
const T0 = 1_767_225_600_000
const stepMs = 230
const steps = 20
const lines = SeededRecording.record({ seed: 3, start: T0, steps, stepMs })
const last = lines[lines.length - 1]?.r ?? T0

const run = Harness.withEmulator({ seed: 9, startAt: T0, market: Replay.from(lines, { speed: 1 }) }, (emulator) =>
  Effect.gen(function* () {
    const control = emulator.replay
    if (control === undefined) throw new Error("not replaying")
    yield* waitFor(() => control.status().lines > 0, "the first line", patient)
    const book = yield* Market.getOrderbook({ category: "linear", symbol: "BTCUSDT", limit: 1 })
    expect(book.b.length).toBeGreaterThan(0)
    yield* Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.010" })
    for (let k = 1; k <= steps; k++) {
      yield* TestClock.adjust(stepMs)
      yield* waitFor(
        () => control.status().lines === lines.filter((l) => l.r <= T0 + k * stepMs).length,
        `step ${k}`,
        patient
      )
    }
    yield* waitFor(() => control.status().state === "ended", "the end of the recording", patient)
    const atEnd = JSON.stringify(emulator.admin.report())
    // the clock runs on past the end, the market steps: 10 s later
    yield* TestClock.adjust("10 seconds")
    const later = JSON.stringify(emulator.admin.report())
    return { atEnd, later }
  })
)

describe("a report after the recording ended", () => {
  it.effect("stops at the recording's last line: the same bytes 10 s of the clock later, and run again", () =>
    Effect.gen(function* () {
      const { atEnd, later } = yield* run
      const report = JSON.parse(atEnd) as {
        readonly to: number
        readonly curve: ReadonlyArray<{ readonly t: number }>
        readonly fills: ReadonlyArray<unknown>
        readonly counts: { readonly lines: number; readonly messages: number; readonly decisions: number }
      }
      expect(report.fills.length).toBe(1)
      expect(report.to).toBe(last)
      expect(Math.max(...report.curve.map((p) => p.t))).toBeLessThanOrEqual(last)
      const recorded = new Set(lines.map((l) => l.r))
      expect(report.curve.length).toBeGreaterThan(3)
      expect(report.curve.filter((p) => !recorded.has(p.t))).toEqual([])
      // every line; the book read and the order (and whatever the client asked first); one order
      expect(report.counts.lines).toBe(lines.length)
      expect(report.counts.messages).toBeGreaterThanOrEqual(2)
      expect(report.counts.decisions).toBe(1)
      expect(later).toBe(atEnd)
      // and the same run again gives the same bytes
      const again = yield* run
      expect(again.later).toBe(later)
    })
  )
})
