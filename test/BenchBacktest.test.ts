/**
 * The backtest suite of `npm run bench` (bench/backtest.ts) in small: a quarter-minute of the replay suite's
 * recording through the replay alone and the three strategies, the fixed cost and one decision's, and its section.
 * Figures are not checked against any time (that is the bench's own run); only that each was measured.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { backtestSection, measureBacktest } from "../bench/backtest.js"

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
        const section = backtestSection(report).join("\n")
        expect(section).toContain("## Backtests")
        expect(section).toContain("| event-driven strategy (an order per change) |")
      }),
    { timeout: 120_000 }
  )
})
