import { beforeAll, describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as SweepResults from "../../react-app/src/lib/SweepResults.js"
import { resultsText, settings } from "../support/SweepResultsFile.js"

// The sweep view's reading of a results file, on a file a real sweep wrote (the example strategy over
// examples/recordings/btcusdt.jsonl): every run is read with its curve and fills; a file cut off while written, a
// file of another shape and an empty one each give a message that says which, never a throw.

let text = ""
beforeAll(async () => {
  text = await Effect.runPromise(resultsText)
}, 120_000)

const parsed = (t: string) => {
  const result = SweepResults.parse(t)
  if (Result.isFailure(result)) throw new Error(result.failure)
  return result.success
}

const failure = (t: string): string => {
  const result = SweepResults.parse(t)
  if (Result.isSuccess(result)) throw new Error("expected a failure")
  return result.failure
}

describe("a sweep's results file in the React app", () => {
  it("reads every run of a real sweep: rank, settings, curve and fills as the report has them", () => {
    const results = parsed(text)
    const raw = JSON.parse(text) as {
      runs: ReadonlyArray<{ run: number; report: { fills: ReadonlyArray<unknown>; curve: ReadonlyArray<unknown> } }>
    }
    expect(results.rankedBy).toBe("equity.change")
    expect(results.runs.map((r) => r.rank)).toEqual(settings.map((_, i) => i + 1))
    expect([...results.runs.map((r) => r.run)].sort()).toEqual([0, 1, 2, 3])
    for (const run of results.runs) {
      const original = raw.runs.find((r) => r.run === run.run)
      expect(run.report.fills.length).toBe(original?.report.fills.length)
      expect(SweepResults.equityOf(run).length).toBe(original?.report.curve.length)
      expect(SweepResults.equityOf(run).length).toBeGreaterThan(10)
      // a drawdown is never above 0, and the curve's (sampled every second) is no deeper than the report's own
      const drawdown = SweepResults.drawdownOf(run)
      const deepest = -Math.min(...drawdown.map((s) => s.v))
      expect(Math.max(...drawdown.map((s) => s.v))).toBe(0)
      expect(deepest).toBeLessThanOrEqual(SweepResults.num(run.report.drawdown.fraction) + 1e-12)
      if (SweepResults.num(run.report.drawdown.fraction) > 0.00001) expect(deepest).toBeGreaterThan(0)
    }
    expect(Math.max(...results.runs.map((r) => r.report.fills.length))).toBeGreaterThan(0)
    // sorted by the equity's change, largest first, is the ranking's own order
    const byChange = SweepResults.sorted(results.runs, { key: "change", ascending: false }).map((r) => r.rank)
    expect(byChange).toEqual([1, 2, 3, 4])
    const byRun = SweepResults.sorted(results.runs, { key: "run", ascending: true }).map((r) => r.run)
    expect(byRun).toEqual([0, 1, 2, 3])
  })

  it("a file cut off while written says it is not whole JSON", () => {
    for (const cut of [0.1, 0.5, 0.99]) {
      expect(failure(text.slice(0, Math.floor(text.length * cut)))).toMatch(/not whole JSON/)
    }
  })

  it("a file of another shape says it is not a sweep's results, and names the field", () => {
    expect(failure(JSON.stringify({ hello: 1 }))).toMatch(/not a sweep's results/)
    const results = JSON.parse(text) as { runs: Array<{ report: { curve: unknown } }> }
    const first = results.runs[0]
    if (first !== undefined) first.report.curve = "not a curve"
    expect(failure(JSON.stringify(results))).toMatch(/not a sweep's results[\s\S]*curve/)
    expect(failure("[1, 2, 3]")).toMatch(/not a sweep's results/)
    expect(failure("   ")).toMatch(/empty/)
    expect(failure(JSON.stringify({ ...JSON.parse(text), runs: [] }))).toMatch(/no runs/)
  })
})
