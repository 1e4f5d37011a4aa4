import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as TestClock from "effect/testing/TestClock"
import type * as ExchangeTypes from "../../src/Emulator/ExchangeTypes.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as Format from "../../src/Recording/Format.js"
import * as Harness from "../support/Harness.js"
import * as RecordedLines from "../support/RecordedLines.js"
import { controlOf, serverTime } from "../support/ReplayProbe.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { waitFor } from "../support/WaitFor.js"

// Stepping a replay through its recording (`Control.stepTo`): a test moves the replay's clock to a time of its
// choosing, the lines received up to it are applied and the next waits, however long the (test) clock runs. The
// step answers once its lines are in: no wait on the clock, no poll.

const patient = { timeout: "60 seconds" } as const
const T0 = 1_767_225_600_000
const lines = SeededRecording.record({ seed: 11, start: T0, steps: 50, stepMs: 200 })
const last = (lines[lines.length - 1] as Format.Line).r
const upTo = (time: number) => lines.filter((l) => l.r <= time).length

describe("stepping a replay", () => {
  it.effect("a paused-start replay steps to a time: its lines are in when the step answers, and nothing after", () =>
    Harness.withEmulator({ startAt: T0, market: Replay.from(lines, { speed: 1, start: "paused" }) }, (emulator) =>
      Effect.gen(function* () {
        const control = controlOf(emulator)
        yield* waitFor(() => control.status().lines === upTo(T0), "the lines of the first receive time", patient)

        // between two receive times: the lines up to it, the clock at it, started and paused
        const stepped = yield* control.stepTo(T0 + 2_100)
        expect(stepped).toMatchObject({ state: "paused", time: T0 + 2_100, lines: upTo(T0 + 2_100), at: T0 + 2_000 })
        expect(stepped.waiting).toBeUndefined()
        expect(upTo(T0 + 2_100)).toBeGreaterThan(upTo(T0))
        expect(upTo(T0 + 2_100)).toBeLessThan(lines.length)

        // a minute of the test's clock: the replay stands where the step left it
        yield* TestClock.adjust(60_000)
        expect(yield* serverTime(emulator)).toBe(T0 + 2_100)
        expect(control.status()).toMatchObject({ state: "paused", time: T0 + 2_100, lines: upTo(T0 + 2_100) })

        // a time it passed already leaves it where it is
        expect(yield* control.stepTo(T0 + 1_000)).toMatchObject({ time: T0 + 2_100, lines: upTo(T0 + 2_100) })
        // onto a receive time exactly: that time's lines are in
        expect(yield* control.stepTo(T0 + 4_000)).toMatchObject({ time: T0 + 4_000, lines: upTo(T0 + 4_000) })

        // played, it goes on from where the step left it
        control.play()
        yield* TestClock.adjust(1_000)
        yield* waitFor(() => control.status().lines === upTo(T0 + 5_000), "the lines of the next second", patient)
        expect(control.status()).toMatchObject({ state: "playing", time: T0 + 5_000 })

        // past the last line: every line is in and the recording ended
        expect(yield* control.stepTo(last + 60_000)).toMatchObject({
          state: "ended",
          lines: lines.length,
          at: last,
          progress: 1
        })
        // a time that is not one is a defect
        const bad = yield* Effect.exit(control.stepTo(Number.NaN))
        expect(Exit.isFailure(bad) && Exit.hasDies(bad)).toBe(true)
      })
    )
  )

  it.effect("a playing replay steps paused; the bar and ticker pushed are the trades up to the step", () => {
    const trades = Array.from({ length: 60 }, (_, k) => ({ T: T0 + 25 + 50 * k, p: 60_000 + 7 * k + (k % 3) * 11 }))
    const tradeLines = trades.map((t, k) => RecordedLines.btcTrade(t.T, t.p.toFixed(2), "0.010", `t${k}`))
    const recording = [RecordedLines.btcBook(T0), ...tradeLines]
    return Harness.withEmulator({ seed: 3, startAt: T0, market: Replay.from(recording, { speed: 1 }) }, (emulator) =>
      Effect.gen(function* () {
        const control = controlOf(emulator)
        const exchange = emulator.admin.exchange
        const pushed: Array<ExchangeTypes.PublicEvent> = []
        const stop = exchange.onPublic((e) => {
          if (e.symbol === "BTCUSDT" && (e.kind === "kline" || e.kind === "ticker")) pushed.push(e)
        })
        const releases = [
          exchange.watch({ kind: "kline", category: "linear", symbol: "BTCUSDT", interval: "60" }),
          exchange.watch({ kind: "ticker", category: "linear", symbol: "BTCUSDT" })
        ]
        yield* waitFor(() => control.status().lines === 1, "the book", patient)
        expect(control.status().state).toBe("playing")

        // the test's clock has not moved: the step alone applies the trades up to 1.33 s (the market's steps come
        // every 200 ms of its time, the last at 1.2 s: what came after it is published by the step)
        const stepped = yield* control.stepTo(T0 + 1_330)
        const applied = trades.filter((t) => t.T <= T0 + 1_330)
        expect(stepped).toMatchObject({ state: "paused", time: T0 + 1_330, lines: 1 + applied.length })
        const prices = applied.map((t) => t.p)
        const bars = pushed.flatMap((e) => (e.kind === "kline" ? [e.data] : []))
        expect(bars.at(-1)).toMatchObject({
          start: T0,
          open: (prices[0] as number).toFixed(2),
          high: Math.max(...prices).toFixed(2),
          low: Math.min(...prices).toFixed(2),
          close: (prices.at(-1) as number).toFixed(2)
        })
        const tickers = pushed.flatMap((e) => (e.kind === "ticker" ? [e.data] : []))
        expect(tickers.at(-1)).toMatchObject({ lastPrice: (prices.at(-1) as number).toFixed(2) })

        yield* TestClock.adjust(10_000)
        expect(control.status()).toMatchObject({ state: "paused", time: T0 + 1_330, lines: 1 + applied.length })
        for (const release of releases) release()
        stop()
      })
    )
  })
})
