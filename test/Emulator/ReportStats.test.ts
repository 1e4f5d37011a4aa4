import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as ReportStats from "../../src/Emulator/ReportStats.js"

// The report's statistics (src/Emulator/ReportStats.ts), kept as the samples come, against straightforward
// computations over the whole series: the returns of each period (two passes for the mean and deviations), the
// longest drawdown by brute force over every peak, and the per-day PnL by grouping.

const DAY = ReportStats.DAY_MS
const T0 = 1_767_225_600_000 // 2026-01-01T00:00:00Z
const ONE = 10n ** 18n

interface Sample {
  readonly t: number
  readonly equity: bigint
}

/** Increasing times (gaps of 1 ms to 3 days) and equities of 1 to 200,000 USD (10^-18 units). */
const series = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 3 * DAY }), fc.integer({ min: 1, max: 200_000_000 })), {
    minLength: 1,
    maxLength: 120
  })
  .map((steps): ReadonlyArray<Sample> => {
    let t = T0
    return steps.map(([gap, milli]) => {
      t += gap
      return { t, equity: (BigInt(milli) * ONE) / 1000n }
    })
  })

const run = (samples: ReadonlyArray<Sample>, periodMs = DAY) => {
  const r = new ReportStats.Running(periodMs)
  for (const s of samples) r.add(s.t, s.equity)
  return r
}

/** Each period's last sample, and the returns between them (the first period over the first sample). */
const referenceReturns = (samples: ReadonlyArray<Sample>, periodMs: number): ReadonlyArray<number> => {
  const closes = new Map<number, bigint>()
  for (const s of samples) closes.set(Math.floor(s.t / periodMs), s.equity)
  const out: Array<number> = []
  let previous = samples[0]?.equity ?? 0n
  for (const close of closes.values()) {
    out.push(Number(close - previous) / Number(previous))
    previous = close
  }
  return out
}

const referenceRatios = (returns: ReadonlyArray<number>, periodMs: number) => {
  const n = returns.length
  if (n < 2) return { sharpe: null, sortino: null }
  const mean = returns.reduce((a, b) => a + b, 0) / n
  const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (n - 1))
  const down = Math.sqrt(returns.reduce((a, r) => a + Math.min(r, 0) ** 2, 0) / n)
  const annual = Math.sqrt((365 * DAY) / periodMs)
  return { sharpe: sd > 0 ? (mean / sd) * annual : null, sortino: down > 0 ? (mean / down) * annual : null }
}

const close = (a: number | null, b: number | null) => {
  if (a === null || b === null) return a === b
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b))
}

/** Every peak (a sample at or above every one before it, followed by a fall): the time until it is reached again. */
const bruteLongest = (samples: ReadonlyArray<Sample>): ReportStats.Underwater | undefined => {
  let best: ReportStats.Underwater | undefined
  for (let i = 0; i + 1 < samples.length; i++) {
    const p = samples[i] as Sample
    if (samples.slice(0, i).some((s) => s.equity > p.equity)) continue
    if ((samples[i + 1] as Sample).equity >= p.equity) continue
    const back = samples.slice(i + 1).find((s) => s.equity >= p.equity)
    const last = samples[samples.length - 1] as Sample
    const u = { from: p.t, to: back?.t ?? last.t, recovered: back !== undefined }
    if (best === undefined || u.to - u.from > best.to - best.from) best = u
  }
  return best
}

describe("the report's statistics", () => {
  it("Sharpe and Sortino of daily and hourly returns match a two-pass computation over every sample", () =>
    fc.assert(
      fc.property(series, fc.constantFrom(DAY, 3_600_000), (samples, periodMs) => {
        const returns = referenceReturns(samples, periodMs)
        const m = run(samples, periodMs).returns()
        expect(m.n).toBe(returns.length)
        const got = ReportStats.ratios(m, periodMs)
        const want = referenceRatios(returns, periodMs)
        expect(close(got.sharpe, want.sharpe)).toBe(true)
        expect(close(got.sortino, want.sortino)).toBe(true)
      })
    ))

  it("daily returns: a worked example annualised by √365", () => {
    // 100 at the first sample, then three days' closes 110 → 99 → 108.9: returns 0.1, −0.1, 0.1
    const at = [T0, T0 + 1000, T0 + DAY + 1000, T0 + 2 * DAY + 1000]
    const samples = [1000, 1100, 990, 1089].map((e, k) => ({ t: at[k] as number, equity: BigInt(e) * 10n ** 17n }))
    const m = run(samples).returns()
    expect(m.n).toBe(3)
    const { sharpe, sortino } = ReportStats.ratios(m, DAY)
    // mean 1/30, sd √(((2/30)² · 2 + (4/30)²) / 2) = √(0.0133…), downside √(0.01 / 3)
    expect(sharpe).toBeCloseTo((1 / 30 / Math.sqrt(0.04 / 3)) * Math.sqrt(365), 9)
    expect(sortino).toBeCloseTo((1 / 30 / Math.sqrt(0.01 / 3)) * Math.sqrt(365), 9)
  })

  it("the longest drawdown matches a brute force over every peak", () =>
    fc.assert(
      fc.property(series, (samples) => {
        expect(run(samples).longestDrawdown()).toEqual(bruteLongest(samples))
      })
    ))

  it("per-day PnL: one entry per UTC day with a sample, summing to the equity's change", () =>
    fc.assert(
      fc.property(series, (samples) => {
        const days = run(samples).days()
        const first = samples[0] as Sample
        const last = samples[samples.length - 1] as Sample
        const wanted = [...new Set(samples.map((s) => new Date(s.t).toISOString().slice(0, 10)))]
        expect(days.map((d) => d.day)).toEqual(wanted)
        expect(days.reduce((a, d) => a + d.pnl, 0n)).toBe(last.equity - first.equity)
        expect(days[days.length - 1]?.equity).toBe(last.equity)
      })
    ))

  it("the mean equity is the mean of every sample; a sample at the last one's time replaces it", () => {
    const r = new ReportStats.Running()
    r.add(T0, 100n)
    r.add(T0 + 1000, 300n)
    r.add(T0 + 1000, 200n)
    expect(r.meanEquity()).toBe(150n)
    expect(new ReportStats.Running().meanEquity()).toBe(0n)
  })

  it("no ratio from one return, nor from returns with no deviation", () => {
    expect(ReportStats.ratios(run([{ t: T0, equity: ONE }]).returns(), DAY)).toEqual({ sharpe: null, sortino: null })
    const flat = [0, 1, 2].map((k) => ({ t: T0 + k * DAY, equity: ONE }))
    expect(ReportStats.ratios(run(flat).returns(), DAY)).toEqual({ sharpe: null, sortino: null })
  })
})
