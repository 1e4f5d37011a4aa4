/**
 * The chart's bars as plain numbers: a library bar or a kline endpoint's bar as the chart draws it, and bars built
 * from price samples (an option's chart, which the exchange keeps no candles for). No atom and no stream: the chart's
 * REST first paint (`atoms/Candles.ts`) and the sockets' chunk (`atoms/Live.ts`) both build on it.
 *
 * @since 0.1.0
 */
import type { Candles, BybitSchema as Wire } from "effect-bybit"
import type { Interval } from "./Choices.js"

/**
 * How many bars the chart keeps (and reads from the kline endpoint for the first paint).
 *
 * @since 0.1.0
 * @category constants
 */
export const historyLength = 200

/**
 * One chart bar: time in seconds (what lightweight-charts takes), prices and volume as numbers for drawing only.
 *
 * @since 0.1.0
 * @category models
 */
export interface Bar {
  readonly time: number
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  readonly volume: number
}

/**
 * The bars of one symbol and interval, oldest first.
 *
 * @since 0.1.0
 * @category models
 */
export interface CandleSeries {
  /** `category/symbol/interval`: a new key means a new series, not an update of the last one. */
  readonly key: string
  readonly bars: ReadonlyArray<Bar>
  /** An option's mark IV (a fraction) by time in seconds: the exchange keeps no candles for options, the page does. */
  readonly iv?: ReadonlyArray<{ readonly time: number; readonly value: number }>
}

/**
 * A library bar as the chart draws it: seconds and plain numbers (drawing only; the exact values stay upstream).
 *
 * @since 0.1.0
 * @category constructors
 */
export const chartBar = (bar: Candles.Bar): Bar => ({
  time: Math.floor(bar.start / 1000),
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
  volume: Number(bar.volume)
})

const minute = 60_000
const day = 24 * 60 * minute
// the exchange's weeks start on Monday, 00:00 UTC; 1970-01-05 was the first Monday after the epoch
const firstMonday = 4 * day

/**
 * The start (ms, UTC) of the bar of `interval` that holds the moment `at`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const barStart = (interval: Interval, at: number): number => {
  switch (interval) {
    case "D":
      return Math.floor(at / day) * day
    case "W":
      return Math.floor((at - firstMonday) / (7 * day)) * 7 * day + firstMonday
    default: {
      const size = Number(interval) * minute
      return Math.floor(at / size) * size
    }
  }
}

/**
 * A price sample added to bars: it moves the bar of its moment or opens the next one; at most `historyLength` bars.
 *
 * @since 0.1.0
 * @category constructors
 */
export const addSample = (
  bars: ReadonlyArray<Bar>,
  interval: Interval,
  at: number,
  price: number
): ReadonlyArray<Bar> => {
  const time = Math.floor(barStart(interval, at) / 1000)
  const last = bars[bars.length - 1]
  if (last !== undefined && last.time === time) {
    const moved: Bar = {
      ...last,
      high: Math.max(last.high, price),
      low: Math.min(last.low, price),
      close: price
    }
    return [...bars.slice(0, -1), moved]
  }
  if (last !== undefined && last.time > time) return bars
  const opened: Bar = { time, open: price, high: price, low: price, close: price, volume: 0 }
  return [...bars, opened].slice(-historyLength)
}

/**
 * A bar of the kline endpoint as the chart draws it.
 *
 * @since 0.1.0
 * @category constructors
 */
export const restBar = (candle: Wire.Kline.Candle): Bar => ({
  time: Math.floor(candle.startTime / 1000),
  open: Number(candle.open),
  high: Number(candle.high),
  low: Number(candle.low),
  close: Number(candle.close),
  volume: Number(candle.volume)
})
