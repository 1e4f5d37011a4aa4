import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { strategy } from "../../examples/sweep/event-strategy.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"

// An event-driven strategy (a local book, the trade tape and the private executions, an order per change) in a
// sweep's run: lock-step makes its report the same bytes run after run, whatever the machine is doing meanwhile.

const recording = path.resolve("examples/recordings/btcusdt.jsonl")

interface Shape {
  readonly fills: ReadonlyArray<{ readonly orderLinkId?: string }>
  readonly counts: { readonly lines: number; readonly messages: number; readonly decisions: number }
}

describe("an event-driven strategy in a sweep's run", () => {
  it.live(
    "reacts to each book change and each trade, and gives the same report over three runs",
    () =>
      Effect.gen(function* () {
        const run = () => SweepRun.run({ strategy, settings: { qty: "0.002", offset: 1 }, recording })
        const first = yield* run()
        const second = yield* run()
        const third = yield* run()
        expect(second).toBe(first)
        expect(third).toBe(first)
        const report = JSON.parse(first) as Shape
        console.log(first.slice(0, 2000))
        expect(report.counts.lines).toBe(182)
        expect(report.fills.length).toBeGreaterThan(0)
      }),
    { timeout: 120_000 }
  )
})
