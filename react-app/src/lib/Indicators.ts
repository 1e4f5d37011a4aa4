/**
 * The chart's indicators, computed by the `trading-signals` library (not by hand): moving average, exponential
 * moving average, Bollinger bands, RSI, MACD and a moving average of volume. This module is loaded only when a
 * trader turns an indicator on (its own chunk, after the first paint). Each indicator becomes lines (or a
 * histogram) in a pane of the chart; a value appears once the library calls the indicator stable (enough bars).
 *
 * @since 0.1.0
 */
import * as Signals from "trading-signals"
import { defaultPeriods, type Periods } from "./Periods.js"

/**
 * The indicators a trader can turn on.
 *
 * @since 0.1.0
 * @category models
 */
export type IndicatorId = "ma" | "ema" | "boll" | "volma" | "rsi" | "macd"

/**
 * Where a line is drawn: over the candles, over the volume, or in a pane of its own.
 *
 * @since 0.1.0
 * @category models
 */
export type Pane = "price" | "volume" | "rsi" | "macd"

/**
 * A bar as the indicators read it (time in seconds).
 *
 * @since 0.1.0
 * @category models
 */
export interface IndicatorBar {
  readonly time: number
  readonly close: number
  readonly volume: number
}

/**
 * One value of a line at a bar's time.
 *
 * @since 0.1.0
 * @category models
 */
export interface Point {
  readonly time: number
  readonly value: number
}

/**
 * One drawn line (or histogram) of an indicator.
 *
 * @since 0.1.0
 * @category models
 */
export interface Line {
  /** Unique across indicators: `ma7`, `bollUpper`, `macdHist`. */
  readonly key: string
  readonly title: string
  readonly pane: Pane
  readonly kind: "line" | "histogram"
  readonly color: string
  readonly points: ReadonlyArray<Point>
}

const palette = ["#f0b90b", "#e040fb", "#29b6f6"] as const
const colour = (i: number): string => palette[i % palette.length] ?? "#f0b90b"

// feeds every bar to an indicator; keeps a value once the library calls it stable
const run = <R>(
  bars: ReadonlyArray<IndicatorBar>,
  input: (bar: IndicatorBar) => number,
  indicator: { readonly add: (value: number) => R | null; readonly isStable: boolean }
): ReadonlyArray<{ readonly time: number; readonly value: R }> => {
  const out: Array<{ readonly time: number; readonly value: R }> = []
  for (const bar of bars) {
    const value = indicator.add(input(bar))
    if (value !== null && indicator.isStable) out.push({ time: bar.time, value })
  }
  return out
}

const close = (bar: IndicatorBar) => bar.close
const line = (key: string, title: string, pane: Pane, color: string, points: ReadonlyArray<Point>): Line => ({
  key,
  title,
  pane,
  kind: "line",
  color,
  points
})

/**
 * The lines of one indicator over the bars (oldest first).
 *
 * @since 0.1.0
 * @category constructors
 */
export const linesOf = (
  id: IndicatorId,
  bars: ReadonlyArray<IndicatorBar>,
  periods: Periods = defaultPeriods
): ReadonlyArray<Line> => {
  switch (id) {
    case "ma":
      return periods.ma.map((n, i) =>
        line(`ma${n}`, `MA(${n})`, "price", colour(i), run(bars, close, new Signals.SMA(n)))
      )
    case "ema":
      return periods.ema.map((n, i) =>
        line(`ema${n}`, `EMA(${n})`, "price", colour(i + 1), run(bars, close, new Signals.EMA(n)))
      )
    case "boll": {
      const { period, deviations } = periods.boll
      const bands = run(bars, close, new Signals.BollingerBands(period, deviations))
      const band = (part: "upper" | "middle" | "lower") => bands.map((b) => ({ time: b.time, value: b.value[part] }))
      return [
        line("bollUpper", `BOLL(${period}) upper`, "price", "#ab47bc", band("upper")),
        line("bollMiddle", `BOLL(${period})`, "price", "#f0b90b", band("middle")),
        line("bollLower", `BOLL(${period}) lower`, "price", "#ab47bc", band("lower"))
      ]
    }
    case "volma":
      return [
        line(
          `volma${periods.volma}`,
          `VOL MA(${periods.volma})`,
          "volume",
          "#f0b90b",
          run(bars, (bar) => bar.volume, new Signals.SMA(periods.volma))
        )
      ]
    case "rsi":
      return [
        line(
          `rsi${periods.rsi}`,
          `RSI(${periods.rsi})`,
          "rsi",
          "#e040fb",
          run(bars, close, new Signals.RSI(periods.rsi))
        )
      ]
    case "macd": {
      const { fast, slow, signal } = periods.macd
      const values = run(
        bars,
        close,
        new Signals.MACD(new Signals.EMA(fast), new Signals.EMA(slow), new Signals.EMA(signal))
      )
      const part = (name: "macd" | "signal" | "histogram") =>
        values.map((v) => ({ time: v.time, value: v.value[name] }))
      return [
        { ...line("macdHist", "MACD histogram", "macd", "#26a69a", part("histogram")), kind: "histogram" },
        line("macd", `MACD(${fast},${slow},${signal})`, "macd", "#29b6f6", part("macd")),
        line("macdSignal", "Signal", "macd", "#f0b90b", part("signal"))
      ]
    }
  }
}
