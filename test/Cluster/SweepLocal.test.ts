import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { strategy } from "../../examples/sweep/strategy.js"
import * as Sweep from "../../src/Cluster/Sweep.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import type * as Cluster from "../../src/cluster.js"

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

// A strategy is user code: one that throws, dies or returns a Promise fails the sweep with a typed `SweepError`
// naming it (without the catch in SweepRun it was a defect: `effect-bybit sweep` exited 1 printing nothing).
const broken: ReadonlyArray<readonly [string, Cluster.Strategy, string, RegExp]> = [
  [
    "throws",
    () => {
      throw new Error("thrown by the strategy")
    },
    "run",
    /thrown by the strategy/
  ],
  ["dies", () => Effect.die(new Error("died in the strategy")), "run", /died in the strategy/]
]

// an async function where an Effect was meant: a module's export is only checked to be a function
const asyncModule = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sweep-local-")), "async.mjs")
fs.writeFileSync(asyncModule, "export const strategy = async () => 1\n")

describe("Sweep in one process, a broken strategy", () => {
  it.live.each(broken)(
    "a strategy that %s fails the sweep with a SweepError",
    ([, broke, reason, message]) =>
      Effect.gen(function* () {
        const error = yield* Sweep.run({ strategy: "broken", settings: [{}], recordings: [recording] }).pipe(
          Effect.provide(Sweep.layerLocal({ broken: broke })),
          Effect.flip
        )
        expect(error._tag).toBe("SweepError")
        expect(error.reason).toBe(reason)
        expect(error.message).toMatch(message)
      }),
    { timeout: 120_000 }
  )

  it.live(
    "a module whose strategy returns a Promise fails the sweep with a SweepError naming it",
    () =>
      Effect.gen(function* () {
        const error = yield* Sweep.run({ strategy: asyncModule, settings: [{}], recordings: [recording] }).pipe(
          Effect.provide(Sweep.layerLocal()),
          Effect.flip
        )
        expect(error.reason).toBe("strategy")
        expect(error.message).toMatch(/returned a Promise, not an Effect/)
      }),
    { timeout: 120_000 }
  )
})

describe("Sweep in one process, a concurrency that is no count of runs", () => {
  it.live.each([0, -3, 1.5, Number.NaN])("%s is refused with a SweepError before any run", (concurrency) =>
    Effect.gen(function* () {
      let finished = 0
      const error = yield* Sweep.run({
        strategy: "test",
        settings,
        recordings: [recording],
        concurrency,
        onRun: () => Effect.sync(() => finished++)
      }).pipe(Effect.provide(Sweep.layerLocal({ test: strategy })), Effect.flip)
      expect(error.reason).toBe("concurrency")
      expect(error.message).toContain(`(got ${concurrency})`)
      expect(finished).toBe(0)
    })
  )
})

describe("Sweep in one process, a ranking figure the reports do not hold", () => {
  it.live(
    "fails with a SweepError at the first report, before the other runs are made",
    () =>
      Effect.gen(function* () {
        let finished = 0
        const error = yield* Sweep.run({
          strategy: "test",
          settings,
          recordings: [recording],
          ranking: { by: "equity.chnage" },
          concurrency: 1,
          onRun: () => Effect.sync(() => finished++)
        }).pipe(Effect.provide(Sweep.layerLocal({ test: strategy })), Effect.flip)
        expect(error.reason).toBe("figure")
        expect(error.message).toBe('the report of run 0 has no figure "equity.chnage"')
        // before the check, all three runs were made (and their reports lost) before the figure was looked for
        expect(finished).toBe(0)
      }),
    { timeout: 120_000 }
  )
})
