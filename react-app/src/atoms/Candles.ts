/**
 * The chart's candles for the selected symbol and interval: for the first paint the kline endpoint's bars (REST),
 * then, once the public sockets' module is loaded (`Live.ts`), the library's `Candles.stream` (REST history, then live
 * bars from the kline topic, repaired from REST after a reconnect). The exchange keeps no candles for options
 * (neither the kline endpoint nor the topic serves them): their bars are built from the option's live ticker (its
 * mark price), from the moment the chart opens (`Live.ts`).
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import type { Candles, BybitSchema as Wire } from "effect-bybit"
import type * as Feed from "./Feed.js"
import { hasValue, historyLength, klinePageAtom, liveModule } from "./Market.js"
import { categoryAtom, type Interval } from "./Url.js"

export { historyLength }

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

// the kline endpoint's page as the chart's series (oldest first)
const snapshotAtom = Atom.readable((get) =>
  AsyncResult.map(
    get(klinePageAtom),
    (feed): Feed.Feed<CandleSeries> => ({
      value: Option.map(feed.value, (page) => ({ key: page.key, bars: page.list.map(restBar).reverse() })),
      error: feed.error
    })
  )
)

/**
 * The candles of the selected symbol and interval, as a feed: the socket's series once it has one; for the first
 * paint, until then, the kline endpoint's bars.
 *
 * @since 0.1.0
 * @category atoms
 */
export const candlesAtom = Atom.readable((get) => {
  const live = liveModule(get)
  if (live !== undefined) {
    const streamed = get(live.candlesAtom)
    if (hasValue(streamed) || get(categoryAtom) === "option") return streamed
  }
  return get(snapshotAtom)
})
