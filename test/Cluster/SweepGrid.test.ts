import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as fc from "fast-check"
import * as SweepGrid from "../../src/Cluster/SweepGrid.js"
import * as SweepRank from "../../src/Cluster/SweepRank.js"

const settingsOf = (input: unknown) => Result.getOrThrow(SweepGrid.expand(input))

describe("SweepGrid", () => {
  it("expands a grid into every combination, the first field varying slowest", () => {
    expect(settingsOf({ a: [1, 2], b: ["x", "y"] })).toEqual([
      { a: 1, b: "x" },
      { a: 1, b: "y" },
      { a: 2, b: "x" },
      { a: 2, b: "y" }
    ])
  })

  it("a grid's runs are the product of its fields' lengths, each combination once", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }), (lengths) => {
        const grid = Object.fromEntries(lengths.map((n, f) => [`f${f}`, Array.from({ length: n }, (_, v) => v)]))
        const runs = settingsOf(grid)
        expect(runs.length).toBe(lengths.reduce((a, b) => a * b, 1))
        expect(new Set(runs.map((r) => JSON.stringify(r))).size).toBe(runs.length)
      })
    )
  })

  it("refuses a grid of more runs than a sweep takes, before making them", () => {
    // 4 fields of 100 values: 10^8 combinations, which filled the heap (a crash) before the bound
    const values = Array.from({ length: 100 }, (_, v) => v)
    const result = SweepGrid.expand({ a: values, b: values, c: values, d: values })
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure.reason).toBe("grid")
      expect(result.failure.message).toBe(
        `the grid makes 100000000 runs, more than the ${SweepGrid.maxRuns} a sweep takes`
      )
    }
    // the bound itself is taken
    expect(settingsOf({ a: values, b: values, c: values.slice(0, 10) }).length).toBe(SweepGrid.maxRuns)
  })

  it("takes a list of settings as it is", () => {
    expect(settingsOf([{ a: 1 }, { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }])
  })

  it.each([
    ["not JSON", "settings are not JSON"],
    ["42", "settings must be a grid"],
    ['"x"', "settings must be a grid"],
    ["[]", "the list of settings is empty"],
    ['[{"a":1}, 3]', "settings 1 of the list is not an object"],
    ["{}", "the grid has no field"],
    ['{"a": 1}', 'grid field "a" is not an array of values'],
    ['{"a": []}', 'grid field "a" has no value']
  ])("refuses %s", (text, message) => {
    const result = SweepGrid.parse(text)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure.reason).toBe("grid")
      expect(result.failure.message).toContain(message)
    }
  })
})

const report = (change: string, fills: number) =>
  JSON.stringify({
    equity: { coin: "USD", start: "100", end: "100", change },
    totals: [{ coin: "USDT", net: change }],
    fills: Array.from({ length: fills }, () => ({}))
  })
const results: ReadonlyArray<SweepRank.RunResult> = [
  { index: 0, recording: "a.jsonl", settings: { k: 0 }, report: report("1.5", 2) },
  { index: 1, recording: "a.jsonl", settings: { k: 1 }, report: report("-3", 5) },
  { index: 2, recording: "a.jsonl", settings: { k: 2 }, report: report("7", 1) },
  { index: 3, recording: "a.jsonl", settings: { k: 3 }, report: report("1.5", 0) }
]

describe("SweepRank", () => {
  it("ranks by a figure, largest first, equal figures in the sweep's order", () => {
    const ranked = Result.getOrThrow(SweepRank.rank(results))
    expect(ranked.map((r) => [r.rank, r.index, r.figure])).toEqual([
      [1, 2, 7],
      [2, 0, 1.5],
      [3, 3, 1.5],
      [4, 1, -3]
    ])
  })

  it("ranks ascending, by a coin's total, or by a count", () => {
    const asc = Result.getOrThrow(SweepRank.rank(results, { by: "totals.USDT.net", order: "asc" }))
    expect(asc.map((r) => r.index)).toEqual([1, 0, 3, 2])
    const byFills = Result.getOrThrow(SweepRank.rank(results, { by: "fills" }))
    expect(byFills.map((r) => r.figure)).toEqual([5, 2, 1, 0])
  })

  it("refuses a figure a report does not hold", () => {
    const result = SweepRank.rank(results, { by: "equity.nope" })
    expect(Result.isFailure(result) && result.failure.reason).toBe("figure")
  })

  it("shows the ranked runs as a table, best first", () => {
    const lines = SweepRank.table(Result.getOrThrow(SweepRank.rank(results))).split("\n")
    expect(lines[0]).toMatch(
      /^rank\s+run\s+recording\s+equity\.change\s+fills\s+drawdown\s+sharpe\s+turnover\s+settings$/
    )
    expect(lines[1]).toMatch(/^1\s+2\s+a\.jsonl\s+7\s+1\s+\{"k":2\}$/)
    expect(lines.length).toBe(5)
  })
})
