/**
 * A replayed instrument's bars built from its trades (the recorded ones and the engine's prints), for a recording
 * that holds no `kline` topic of it: a minute's open, high, low, close, volume and turnover per minute that saw a
 * trade, summed into a bar of any interval when asked, and the recording's figures over a time window (what a
 * ticker's 24h fields are when the recording holds no `tickers`). Nothing of the seeded walk is in them.
 *
 * @since 1.2.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "./Instruments.js"
import { barStart, nextBarStart } from "./MarketData.js"
import type { KlineBar, KlineInterval, Ticker } from "./MarketTypes.js"

const MINUTE = 60_000

/** One minute's trades: prices in units, volume in quantity units, turnover in the quote (the coin, inverse). */
interface Minute {
  readonly start: number
  /** The time of the minute's first and last trade: a late print keeps the open and close in time order. */
  firstAt: number
  lastAt: number
  open: number
  high: number
  low: number
  close: number
  volume: number
  turnover: number
}

/**
 * The figures of the trades of a time window.
 *
 * @since 1.2.0
 * @category models
 */
export interface WindowFigures {
  /** Prices in units. */
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  /** In quantity units. */
  readonly volume: number
  readonly turnover: number
}

/**
 * The minutes of an instrument's trades, in time order.
 *
 * @since 1.2.0
 * @category models
 */
export class TradeBars {
  private readonly minutes: Array<Minute> = []

  constructor(private readonly instrument: Instrument) {}

  /** Whether no trade was added yet. */
  get empty(): boolean {
    return this.minutes.length === 0
  }

  /** Adds a trade at `at` (ms) of `priceUnits` and `qtyUnits`. */
  add(at: number, priceUnits: number, qtyUnits: number): void {
    if (!(priceUnits > 0) || !Number.isFinite(at)) return
    const start = Math.floor(at / MINUTE) * MINUTE
    const i = this.instrument
    const price = priceUnits / 10 ** i.priceDecimals
    const qty = qtyUnits / 10 ** i.qtyDecimals
    const turnover = i.category === "inverse" ? qty / price : qty * price
    const list = this.minutes
    let m = list[list.length - 1]
    // the trades come in time order; a trade of an earlier minute (a late print) finds its minute
    if (m === undefined || m.start !== start) {
      const at0 = this.lowerBound(start)
      m = list[at0]
      if (m === undefined || m.start !== start) {
        m = {
          start,
          firstAt: at,
          lastAt: at,
          open: priceUnits,
          high: priceUnits,
          low: priceUnits,
          close: priceUnits,
          volume: 0,
          turnover: 0
        }
        list.splice(at0, 0, m)
      }
    }
    if (priceUnits > m.high) m.high = priceUnits
    if (priceUnits < m.low) m.low = priceUnits
    if (at >= m.lastAt) {
      m.lastAt = at
      m.close = priceUnits
    }
    if (at < m.firstAt) {
      m.firstAt = at
      m.open = priceUnits
    }
    m.volume += qtyUnits
    m.turnover += turnover
  }

  // the index of the first minute starting at or after `t`
  private lowerBound(t: number): number {
    const list = this.minutes
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((list[mid] as Minute).start < t) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** The figures of the trades in `[from, to]` (whole minutes), or `undefined` when none traded then. */
  window(from: number, to: number): WindowFigures | undefined {
    const list = this.minutes
    let out: { open: number; high: number; low: number; close: number; volume: number; turnover: number } | undefined
    for (let k = this.lowerBound(Math.floor(from / MINUTE) * MINUTE); k < list.length; k++) {
      const m = list[k] as Minute
      if (m.start > to) break
      if (out === undefined) out = { open: m.open, high: m.high, low: m.low, close: m.close, volume: 0, turnover: 0 }
      if (m.high > out.high) out.high = m.high
      if (m.low < out.low) out.low = m.low
      out.close = m.close
      out.volume += m.volume
      out.turnover += m.turnover
    }
    return out
  }

  /** The bar of `interval` starting at `start`, as of `now`; `undefined` when no trade fell in it by then. */
  bar(interval: KlineInterval, start: number, now: number): KlineBar | undefined {
    const end = nextBarStart(interval, start)
    const w = this.window(start, Math.min(end - 1, now))
    if (w === undefined) return undefined
    const i = this.instrument
    const px = (u: number) => Fixed.formatNumber(u, i.priceDecimals)
    return {
      start,
      end: end - 1,
      interval,
      open: px(w.open),
      close: px(w.close),
      high: px(w.high),
      low: px(w.low),
      volume: Fixed.formatNumber(w.volume, i.qtyDecimals),
      turnover: String(Number(w.turnover.toFixed(8))),
      confirm: now >= end,
      timestamp: now
    }
  }

  /** The starts of the bars of `interval` that hold a trade in `[from, to]`, oldest first. */
  starts(interval: KlineInterval, from: number, to: number): Array<number> {
    const out: Array<number> = []
    const list = this.minutes
    for (let k = this.lowerBound(from); k < list.length; k++) {
      const m = list[k] as Minute
      if (m.start > to) break
      const s = barStart(interval, m.start)
      if (s >= from && out[out.length - 1] !== s) out.push(s)
    }
    return out
  }
}

/** The ticker fields only the seeded walk knows when a recording holds no `tickers`: sent empty, not made up. */
const unrecorded = [
  "openInterest",
  "openInterestValue",
  "singleOpenInterest",
  "singleOpenInterestValue",
  "fundingRate",
  "nextFundingTime",
  "usdIndexPrice"
] as const

const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A ticker's fields for an instrument the recording holds no `tickers` of: its 24h (and 1h) figures from the trades
 * recorded in the window (the recording's own, shorter when it is), the walk's figures it cannot know empty; the
 * rest of `shape` (the fields a ticker of its category has) as given.
 *
 * @since 1.2.0
 * @category constructors
 */
export const tradeTicker = <T extends Ticker>(
  shape: T,
  bars: TradeBars,
  i: Instrument,
  lastUnits: number,
  now: number
): T => {
  const out: T = { ...shape }
  for (const k of unrecorded) overwrite(out, k, "")
  const px = (u: number) => Fixed.formatNumber(u, i.priceDecimals)
  const day = bars.window(now - DAY, now)
  const open = day?.open ?? lastUnits
  const figures: Record<string, string> = {
    prevPrice24h: px(open),
    price24hPcnt: open > 0 ? ((lastUnits - open) / open).toFixed(6) : "0",
    highPrice24h: px(Math.max(day?.high ?? lastUnits, lastUnits)),
    lowPrice24h: px(Math.min(day?.low ?? lastUnits, lastUnits)),
    volume24h: Fixed.formatNumber(day?.volume ?? 0, i.qtyDecimals),
    turnover24h: String(Number((day?.turnover ?? 0).toFixed(4))),
    prevPrice1h: px(bars.window(now - HOUR, now)?.open ?? lastUnits)
  }
  for (const [k, v] of Object.entries(figures)) overwrite(out, k, v)
  return out
}

/**
 * Sets a field `ticker` already has (its category's) to `value`, and nothing else: every ticker field is a string,
 * so a string keeps the ticker's type, and a field of another category is never added.
 *
 * @since 1.2.0
 * @category mutations
 */
export const overwrite = (ticker: Ticker, key: string, value: string): void => {
  if (key in ticker) Reflect.set(ticker, key, value)
}
