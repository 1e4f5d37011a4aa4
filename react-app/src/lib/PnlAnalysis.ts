/**
 * Closed-PnL analysis: the exchange's closed-PnL records (`/v5/position/closed-pnl`, one per closing order) summed
 * by UTC day and by symbol, and their running sum over time (the cumulative curve). Sums are exact in the records'
 * decimals: each figure is added as an integer count of 10⁻⁸ (the finest the exchange writes), so 0.1 + 0.2 is 0.3.
 *
 * @since 0.1.0
 */

/**
 * The fields of a closed-PnL record the analysis reads.
 *
 * @since 0.1.0
 * @category models
 */
export interface Record {
  readonly symbol: string
  readonly closedPnl: string
  /** When the closing order was last updated (ms, as a decimal string). */
  readonly updatedTime: string
}

/**
 * A group's total: the PnL summed, how many closes, how many of them won.
 *
 * @since 0.1.0
 * @category models
 */
export interface Total {
  readonly key: string
  readonly pnl: number
  readonly count: number
  readonly wins: number
}

/**
 * A point of the cumulative curve: a close's time and the PnL summed up to and with it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Point {
  readonly time: number
  readonly cumulative: number
}

/**
 * The analysis of a set of records.
 *
 * @since 0.1.0
 * @category models
 */
export interface Analysis {
  readonly total: Total
  /** By UTC day (`YYYY-MM-DD`), newest first. */
  readonly byDay: ReadonlyArray<Total>
  /** By symbol, the largest PnL first. */
  readonly bySymbol: ReadonlyArray<Total>
  /** Oldest first. */
  readonly curve: ReadonlyArray<Point>
}

const scale = 100_000_000n

// a decimal string as a count of 10⁻⁸ (a malformed figure counts as 0)
const units = (text: string): bigint => {
  const match = /^(-?)(\d*)(?:\.(\d{0,8}))?/.exec(text.trim())
  if (match === null || (match[2] === "" && (match[3] ?? "") === "")) return 0n
  const whole = BigInt(match[2] || "0") * scale + BigInt((match[3] ?? "").padEnd(8, "0"))
  return match[1] === "-" ? -whole : whole
}

const toNumber = (u: bigint): number => Number(u) / Number(scale)

/**
 * The UTC day of a time (ms): `YYYY-MM-DD`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

const group = (
  records: ReadonlyArray<Record>,
  keyOf: (r: Record) => string
): Array<{ key: string; pnl: bigint; count: number; wins: number }> => {
  const groups = new Map<string, { key: string; pnl: bigint; count: number; wins: number }>()
  for (const r of records) {
    const key = keyOf(r)
    const g = groups.get(key) ?? { key, pnl: 0n, count: 0, wins: 0 }
    const pnl = units(r.closedPnl)
    groups.set(key, { key, pnl: g.pnl + pnl, count: g.count + 1, wins: g.wins + (pnl > 0n ? 1 : 0) })
  }
  return [...groups.values()]
}

const total = (g: { key: string; pnl: bigint; count: number; wins: number }): Total => ({
  key: g.key,
  pnl: toNumber(g.pnl),
  count: g.count,
  wins: g.wins
})

/**
 * Sums the records by UTC day and by symbol, and their running sum in time order.
 *
 * @since 0.1.0
 * @category constructors
 */
export const analyse = (records: ReadonlyArray<Record>): Analysis => {
  const timed = [...records].sort((a, b) => Number(a.updatedTime) - Number(b.updatedTime))
  let running = 0n
  const curve = timed.map((r) => {
    running += units(r.closedPnl)
    return { time: Number(r.updatedTime), cumulative: toNumber(running) }
  })
  const all = group(records, () => "all")[0] ?? { key: "all", pnl: 0n, count: 0, wins: 0 }
  return {
    total: total(all),
    byDay: group(records, (r) => utcDay(Number(r.updatedTime)))
      .sort((a, b) => b.key.localeCompare(a.key))
      .map(total),
    bySymbol: group(records, (r) => r.symbol)
      .sort((a, b) => (a.pnl === b.pnl ? a.key.localeCompare(b.key) : a.pnl > b.pnl ? -1 : 1))
      .map(total),
    curve
  }
}

/**
 * The periods the analysis covers, in days, as Bybit's PnL analysis offers them.
 *
 * @since 1.3.0
 * @category constants
 */
export const periods = [7, 30, 90] as const

/**
 * A period of the analysis, in days.
 *
 * @since 1.3.0
 * @category models
 */
export type Period = (typeof periods)[number]

/**
 * The longest span one `/v5/position/closed-pnl` request may ask for: 7 days.
 *
 * @since 1.3.0
 * @category constants
 */
export const windowMs = 7 * 86_400_000

/**
 * A time range, both ends included (ms).
 *
 * @since 1.3.0
 * @category models
 */
export interface Window {
  readonly startTime: number
  readonly endTime: number
}

/**
 * The requests' ranges covering the `days` up to `now`: 7 days each (the exchange's most), newest first, not
 * overlapping (a record on a boundary is read once), the oldest cut at the period's start.
 *
 * @since 1.3.0
 * @category constructors
 */
export const windows = (now: number, days: number): ReadonlyArray<Window> => {
  const start = now - days * 86_400_000 + 1
  const out: Array<Window> = []
  for (let endTime = now; endTime >= start; endTime -= windowMs) {
    out.push({ startTime: Math.max(start, endTime - windowMs + 1), endTime })
  }
  return out
}
