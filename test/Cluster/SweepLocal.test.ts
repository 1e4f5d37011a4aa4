import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Sweep from "../../src/Cluster/Sweep.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import { strategy } from "../support/SweepStrategy.js"

// A sweep in one process (an in-memory workflow engine): every run's report is byte-identical to the same run made
// alone, the runs are ranked by the figure, and the strategy traded (the reports differ with the settings).

const recording = path.resolve("examples/recordings/btcusdt.jsonl")
const settings = [
  { everyMs: 1000, qty: "0.010", lean: "trend" },
  { everyMs: 1000, qty: "0.010", lean: "fade" },
  { everyMs: 3000, qty: "0.050", lean: "trend" }
]

describe("Sweep in one process", () => {
  it.live(
    "gives each run's report as the run made alone gives it, ranked by the figure",
    () =>
      Effect.gen(function* () {
        const results = yield* Sweep.run({ strategy: "test", settings, recordings: [recording] }).pipe(
          Effect.provide(Sweep.layerLocal({ test: strategy }))
        )
        expect([...results.runs.map((r) => r.index)].sort()).toEqual([0, 1, 2])
        for (const run of results.runs) {
          const alone = yield* SweepRun.run({ strategy, settings: run.settings, recording })
          expect(run.report).toBe(alone)
        }
        const figures = results.runs.map((r) => r.figure)
        expect(figures).toEqual([...figures].sort((a, b) => b - a))
        const fills = results.runs.map((r) => (JSON.parse(r.report) as { fills: ReadonlyArray<unknown> }).fills.length)
        expect(Math.max(...fills)).toBeGreaterThan(0)
        expect(new Set(results.runs.map((r) => r.report)).size).toBe(3)
      }),
    { timeout: 120_000 }
  )
})
