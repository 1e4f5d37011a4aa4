import { describe, expect, it } from "@effect/vitest"
import * as Analysis from "../../react-app/src/lib/PnlAnalysis.js"

// The closed-PnL analysis on four records over two UTC days and two symbols, worked out by hand.
const day1 = Date.UTC(2026, 10, 28, 23, 59, 59)
const day2 = Date.UTC(2026, 10, 29, 0, 0, 1)
const records = [
  { symbol: "BTCUSDT", closedPnl: "0.1", updatedTime: String(day2 + 2000) },
  { symbol: "SOLUSDT", closedPnl: "-0.7186", updatedTime: String(day1) },
  { symbol: "BTCUSDT", closedPnl: "0.2", updatedTime: String(day2) },
  { symbol: "BTCUSDT", closedPnl: "-1.00000001", updatedTime: String(day1 - 1000) }
]

describe("closed-PnL analysis", () => {
  it("sums by UTC day (newest first) and by symbol (largest first), exactly in the records' decimals", () => {
    const a = Analysis.analyse(records)
    expect(a.total).toEqual({ key: "all", pnl: -1.41860001, count: 4, wins: 2 })
    // 0.1 + 0.2 is 0.3, not 0.30000000000000004; 23:59:59 UTC is the day before 00:00:01 UTC
    expect(a.byDay).toEqual([
      { key: "2026-11-29", pnl: 0.3, count: 2, wins: 2 },
      { key: "2026-11-28", pnl: -1.71860001, count: 2, wins: 0 }
    ])
    expect(a.bySymbol).toEqual([
      { key: "BTCUSDT", pnl: -0.70000001, count: 3, wins: 2 },
      { key: "SOLUSDT", pnl: -0.7186, count: 1, wins: 0 }
    ])
  })

  it("runs the sum in time order for the curve", () => {
    expect(Analysis.analyse(records).curve).toEqual([
      { time: day1 - 1000, cumulative: -1.00000001 },
      { time: day1, cumulative: -1.71860001 },
      { time: day2, cumulative: -1.51860001 },
      { time: day2 + 2000, cumulative: -1.41860001 }
    ])
  })

  it("reads nothing into no records or a malformed figure", () => {
    expect(Analysis.analyse([]).total).toEqual({ key: "all", pnl: 0, count: 0, wins: 0 })
    expect(Analysis.analyse([{ symbol: "X", closedPnl: "", updatedTime: String(day1) }]).total.pnl).toBe(0)
  })

  it("covers a period with requests of at most 7 days, newest first, each millisecond once", () => {
    const now = day2
    const week = 7 * 86_400_000
    expect(Analysis.windows(now, 7)).toEqual([{ startTime: now - week + 1, endTime: now }])
    for (const days of Analysis.periods) {
      const ws = Analysis.windows(now, days)
      expect(ws.length).toBe(Math.ceil(days / 7))
      expect(ws[0]?.endTime).toBe(now)
      expect(ws.at(-1)?.startTime).toBe(now - days * 86_400_000 + 1)
      for (const [i, w] of ws.entries()) {
        expect(w.endTime - w.startTime).toBeLessThan(week)
        if (i > 0) expect(w.endTime).toBe((ws[i - 1]?.startTime ?? 0) - 1)
      }
    }
  })
})
