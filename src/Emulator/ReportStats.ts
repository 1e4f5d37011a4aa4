/**
 * The paper-trading report's statistics over an account's equity samples (`Report`): plain functions and one
 * running accumulator, no Effect. Every figure is kept over every sample as it comes (the stored curve is thinned;
 * these are not), and every time is a sample's time, the market's clock (a replay's: the recording's).
 *
 * - **Returns per period**: the samples fall in periods of `periodMs` (one UTC day by default) counted from the
 *   epoch; a period's return is its last sample's equity over the previous period's last (the first period: over
 *   the first sample) less 1. The first and last periods may be partial; a period with no sample has no return (its
 *   move falls in the next period that has one). The period under way when the report is made counts.
 * - **Sharpe** = mean(r) / sd(r) × √(365 days / period) (sd with n − 1; risk-free rate 0); **Sortino** = mean(r) /
 *   √(Σ min(r, 0)² / n) × √(365 days / period) (target 0). Daily returns are annualised by √365. `null` with fewer
 *   than two returns, or when the deviation is 0.
 * - **Longest drawdown**: the longest time from a peak (the latest sample at the running maximum, just before the
 *   equity falls under it) to the first sample back at or above it; when the equity has not recovered by the last
 *   sample, until that sample (`recovered: false`).
 * - **Per-day PnL**: for each UTC day of the market's clock that holds a sample, the equity at its last sample less
 *   the equity at the previous such day's last (the first day: less the first sample). The days' PnL sum to the
 *   equity's change.
 * - **Mean equity**: the mean of every sample's equity (samples come at most once per `everyMs` of market time).
 *
 * @since 1.3.0
 */

/**
 * One UTC day, in ms.
 *
 * @since 1.3.0
 * @category constants
 */
export const DAY_MS = 86_400_000

/**
 * One year of the ratios' annualisation: 365 days, in ms.
 *
 * @since 1.3.0
 * @category constants
 */
export const YEAR_MS = 365 * DAY_MS

/**
 * The mean, the sample standard deviation (n − 1) and the downside deviation (target 0, over n) of running returns.
 *
 * @since 1.3.0
 * @category models
 */
export interface Moments {
  readonly n: number
  readonly mean: number
  /** Σ (r − mean)², Welford's. */
  readonly m2: number
  /** Σ min(r, 0)². */
  readonly down2: number
}

/**
 * No return yet.
 *
 * @since 1.3.0
 * @category constructors
 */
export const emptyMoments: Moments = { n: 0, mean: 0, m2: 0, down2: 0 }

/**
 * The moments with one more return (Welford's update: stable over weeks of returns).
 *
 * @since 1.3.0
 * @category combinators
 */
export const addReturn = (m: Moments, r: number): Moments => {
  const n = m.n + 1
  const delta = r - m.mean
  const mean = m.mean + delta / n
  return { n, mean, m2: m.m2 + delta * (r - mean), down2: m.down2 + (r < 0 ? r * r : 0) }
}

/**
 * The annualised Sharpe and Sortino ratios of returns of `periodMs` periods (risk-free rate and target 0); `null`
 * with fewer than two returns or a deviation of 0.
 *
 * @since 1.3.0
 * @category getters
 */
export const ratios = (
  m: Moments,
  periodMs: number
): { readonly sharpe: number | null; readonly sortino: number | null } => {
  if (m.n < 2) return { sharpe: null, sortino: null }
  const annual = Math.sqrt(YEAR_MS / periodMs)
  const sd = Math.sqrt(m.m2 / (m.n - 1))
  const downside = Math.sqrt(m.down2 / m.n)
  return {
    sharpe: sd > 0 && Number.isFinite(sd) ? (m.mean / sd) * annual : null,
    sortino: downside > 0 && Number.isFinite(downside) ? (m.mean / downside) * annual : null
  }
}

/**
 * A period's return: its closing equity over the previous close, less 1 (`null` when the previous close is not
 * above 0: no return is defined on an account with nothing).
 *
 * @since 1.3.0
 * @category getters
 */
export const periodReturn = (close: bigint, previous: bigint): number | null =>
  previous > 0n ? Number(close - previous) / Number(previous) : null

/**
 * The UTC day of a time, `YYYY-MM-DD`.
 *
 * @since 1.3.0
 * @category getters
 */
export const dayOf = (t: number): string => new Date(Math.floor(t / DAY_MS) * DAY_MS).toISOString().slice(0, 10)

/**
 * The longest drawdown so far: its peak's time, and its end (the recovery, or the last sample while under water).
 *
 * @since 1.3.0
 * @category models
 */
export interface Underwater {
  readonly from: number
  readonly to: number
  readonly recovered: boolean
}

/**
 * One UTC day's PnL (10^-18 USD units) and the equity at its last sample.
 *
 * @since 1.3.0
 * @category models
 */
export interface DayPnl {
  readonly day: string
  readonly pnl: bigint
  readonly equity: bigint
}

/**
 * What is kept of an account's samples for its statistics (see the module's notes); `Running.add` takes each.
 *
 * @since 1.3.0
 * @category models
 */
export class Running {
  /** The moments of the closed periods' returns. */
  private moments: Moments = emptyMoments
  private period = 0
  /** The equity at the close of the last closed period (at first: the first sample). */
  private periodOpen = 0n
  /** The per-day PnL of the closed days, oldest first, and the day under way. */
  private readonly closedDays: Array<DayPnl> = []
  /** The UTC day under way, as days since the epoch. */
  private day = 0
  private dayOpen = 0n
  private peak = 0n
  private peakAt = 0
  private underSince: number | undefined
  private longest: Underwater | undefined
  private sum = 0n
  private count = 0
  private last: { readonly t: number; readonly equity: bigint } | undefined

  constructor(readonly periodMs: number = DAY_MS) {}

  /** One sample (times never go back; a sample at the last one's time replaces it). */
  add(t: number, equity: bigint): void {
    const last = this.last
    if (last === undefined) {
      this.period = Math.floor(t / this.periodMs)
      this.periodOpen = equity
      this.day = Math.floor(t / DAY_MS)
      this.dayOpen = equity
      this.peak = equity
      this.peakAt = t
    } else {
      if (t === last.t) this.sum -= last.equity
      else this.count++
      const period = Math.floor(t / this.periodMs)
      if (period !== this.period) {
        const r = periodReturn(last.equity, this.periodOpen)
        if (r !== null) this.moments = addReturn(this.moments, r)
        this.period = period
        this.periodOpen = last.equity
      }
      const day = Math.floor(t / DAY_MS)
      if (day !== this.day) {
        this.closedDays.push({ day: dayOf(this.day * DAY_MS), pnl: last.equity - this.dayOpen, equity: last.equity })
        this.day = day
        this.dayOpen = last.equity
      }
    }
    if (last === undefined) this.count = 1
    this.sum += equity
    this.last = { t, equity }
    this.underwater(t, equity)
  }

  private underwater(t: number, equity: bigint): void {
    if (equity >= this.peak) {
      if (this.underSince !== undefined) this.longer({ from: this.peakAt, to: t, recovered: true })
      this.underSince = undefined
      this.peak = equity
      this.peakAt = t
    } else if (this.underSince === undefined) this.underSince = t
  }

  private longer(u: Underwater): void {
    if (this.longest === undefined || u.to - u.from > this.longest.to - this.longest.from) this.longest = u
  }

  /** The moments of every period's return, the one under way included. */
  returns(): Moments {
    const last = this.last
    if (last === undefined) return this.moments
    const r = periodReturn(last.equity, this.periodOpen)
    return r === null ? this.moments : addReturn(this.moments, r)
  }

  /** The PnL of every day with a sample, the day under way included. */
  days(): ReadonlyArray<DayPnl> {
    const last = this.last
    if (last === undefined) return this.closedDays
    return [...this.closedDays, { day: dayOf(this.day * DAY_MS), pnl: last.equity - this.dayOpen, equity: last.equity }]
  }

  /** The longest drawdown, the one still under water included; `undefined` when the equity never fell. */
  longestDrawdown(): Underwater | undefined {
    const last = this.last
    if (this.underSince === undefined || last === undefined) return this.longest
    const open = { from: this.peakAt, to: last.t, recovered: false }
    const longest = this.longest
    return longest === undefined || open.to - open.from > longest.to - longest.from ? open : longest
  }

  /** The mean of every sample's equity (10^-18 units); 0 before the first. */
  meanEquity(): bigint {
    return this.count === 0 ? 0n : this.sum / BigInt(this.count)
  }
}
