import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import * as Cluster from "../../src/cluster.js"
import * as Trade from "../../src/Http/v5/Trade.js"

// A sweep run's report holds the recording's times only: a strategy that waits on past the recording's end moves
// the run's clock there, and the report still ends at the last recorded line, the same bytes run after run.

const recording = path.resolve("examples/recordings/btcusdt.jsonl")
// the recording's last line (its end marker) and how many lines it holds (the header is none)
const lastLine = 1_767_225_660_500
const lineCount = 182

const strategy: Cluster.Strategy = () =>
  Effect.gen(function* () {
    yield* Cluster.wait(1500)
    yield* Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.010" })
    while (!(yield* Cluster.ended)) yield* Cluster.wait(7000)
    // past the end
    yield* Cluster.wait(5000)
  })

interface Shape {
  readonly to: number
  readonly curve: ReadonlyArray<{ readonly t: number }>
  readonly fills: ReadonlyArray<unknown>
  readonly days: ReadonlyArray<{ readonly day: string }>
  readonly counts: { readonly lines: number; readonly messages: number; readonly decisions: number }
}

describe("a sweep run's report", () => {
  it.live(
    "ends at the recording's last line when the strategy waits past it, byte-identical over runs",
    () =>
      Effect.gen(function* () {
        const first = yield* SweepRun.run({ strategy, settings: {}, recording })
        const second = yield* SweepRun.run({ strategy, settings: {}, recording })
        expect(second).toBe(first)
        const report = JSON.parse(first) as Shape
        expect(report.to).toBe(lastLine)
        expect(Math.max(...report.curve.map((p) => p.t))).toBeLessThanOrEqual(lastLine)
        expect(report.fills.length).toBe(1)
        expect(report.days.map((d) => d.day)).toEqual(["2026-01-01"])
        // the order, and the client's one request before it (its instruments or time)
        expect(report.counts.lines).toBe(lineCount)
        expect(report.counts.decisions).toBe(1)
        expect(report.counts.messages).toBeGreaterThanOrEqual(1)
      }),
    { timeout: 120_000 }
  )
})
