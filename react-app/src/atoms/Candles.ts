/**
 * The chart's candles: the library's `Candles.stream` (REST history, then live bars from the kline topic, repaired
 * from REST after a reconnect) for the selected symbol and interval. The exchange keeps no candles for options
 * (neither the kline endpoint nor the topic serves them): their bars are built here from the option's live ticker
 * (its mark price), from the moment the chart opens. Loaded with the chart, not with the first paint.
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { Candles, Topics } from "effect-bybit"
import * as Feed from "./Feed.js"
import { symbolAtom } from "./Market.js"
import { perEnvironment, publicRuntime } from "./Runtime.js"
import { categoryAtom, type Interval, intervalAtom } from "./Url.js"

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
}

/**
 * How many bars the chart keeps.
 *
 * @since 0.1.0
 * @category constants
 */
export const historyLength = 200

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
 * The candles of the selected symbol and interval, as a feed.
 *
 * @since 0.1.0
 * @category atoms
 */
export const candlesAtom = perEnvironment(() =>
  publicRuntime.atom((get) => {
    const category = get(categoryAtom)
    const symbol = get(symbolAtom)
    const interval = get(intervalAtom)
    if (symbol === "") return Stream.make(Feed.empty<CandleSeries>())
    const key = `${category}/${symbol}/${interval}`
    if (category === "option") {
      const samples = Stream.mapEffect(Topics.tickerState(symbol, category), (ticker) =>
        Effect.map(Clock.currentTimeMillis, (at) => ({ at, price: Number(ticker.markPrice ?? ticker.lastPrice ?? "") }))
      )
      return Feed.feed(
        samples.pipe(
          Stream.filter((sample) => Number.isFinite(sample.price) && sample.price > 0),
          Stream.scan(
            (): CandleSeries => ({ key, bars: [] }),
            (series, sample) => ({
              key,
              bars: addSample(series.bars, interval, sample.at, sample.price)
            })
          ),
          Stream.drop(1)
        )
      )
    }
    return Feed.feed(
      Stream.map(
        Candles.stream(interval, symbol, category, { maxBars: historyLength }),
        (series): CandleSeries => ({ key, bars: series.bars.map(chartBar) })
      )
    )
  })
)
