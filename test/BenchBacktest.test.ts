/**
 * The backtest suite of `npm run bench` (bench/backtest.ts) in small: a quarter-minute of the replay suite's
 * recording through the replay alone and the three strategies, the fixed cost and one decision's (and its client
 * part alone), and its section.
 * Figures are not checked against any time (that is the bench's own run); only that each was measured.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { backtestSection, daySection, measureBacktest } from "../bench/backtest.js"

describe("the backtest bench", () => {
  it.live(
    "measures each row, the fixed cost and a decision, and writes its section",
    () =>
      Effect.promise(async () => {
        const report = await measureBacktest("test", { minutes: 0.25, reps: 1, decisions: 10, log: () => {} })
        expect(report.rows.map((r) => r.name)).toEqual([
          "replay alone",
          "no-op strategy",
          "polling strategy (a read a second)",
          "event-driven strategy (an order per change)"
        ])
        expect(report.lines).toBeGreaterThan(500)
        for (const row of report.rows) expect(row.cpuUsPerLine).toBeGreaterThan(0)
        expect(report.rows[0]?.ratio).toBe(1)
        expect(report.fixedMs).toBeGreaterThan(0)
        expect(Number.isFinite(report.decisionMs)).toBe(true)
        expect(Number.isFinite(report.clientMs)).toBe(true)
        const section = backtestSection(report).join("\n")
        expect(section).toContain("## Backtests")
        expect(section).toContain("| event-driven strategy (an order per change) |")
      }),
    { timeout: 120_000 }
  )

  it("writes the day over runners: runs per minute and the ratio to 1 runner, the load beside each", () => {
    const row = (runners: number, seconds: number) => ({
      runners,
      runs: 48,
      seconds: [seconds],
      loadBefore: 2,
      loadAfter: 3
    })
    const section = daySection({
      files: 24,
      minutesPerFile: 1,
      lines: 86_400,
      settings: 2,
      cores: 2,
      rows: [row(1, 96), row(2, 60), row(3, 48)]
    }).join("\n")
    expect(section).toContain("| 1 | 48 | 96.0 | 30.0 | 1.00 | 2.00 | 3.00 |")
    expect(section).toContain("| 3 | 48 | 48.0 | 60.0 | 2.00 | 2.00 | 3.00 |")
    expect(section).toContain("3 runners cannot triple")
  })
})
