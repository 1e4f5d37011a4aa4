/**
 * Draws the price chart in a type other than plain candles (fetched when one is first chosen, after the first
 * paint; `ChartType.useChartType` calls it). One candlestick series stays the chart's series whatever the type (the
 * account's lines and markers, the drawings and the legend are attached to it): hollow candles are its options;
 * Heikin-Ashi its data replaced by the averaged bars; a line is a line series of the closes over candles drawn
 * transparent. What the chart holds is reported on the element: `data-chart-type`, `data-drawn-bars` (the newest
 * candles as drawn, at true time) and `data-line-points`.
 *
 * @since 0.1.0
 */
import type { CandlestickSeriesPartialOptions, ISeriesApi, UTCTimestamp } from "lightweight-charts"
import { LineSeries } from "lightweight-charts/later"
import type { ChartType } from "../atoms/ChartSettings.js"
import type { Bar } from "../lib/Bars.js"
import { heikinAshi } from "../lib/HeikinAshi.js"
import type { Series } from "./ChartSeries.js"

/**
 * What a chart's drawing keeps between calls: its line series, and whether the candles hold Heikin-Ashi bars
 * (leaving the type puts the bars themselves back).
 *
 * @since 0.1.0
 * @category models
 */
export interface DrawState {
  line: ISeriesApi<"Line"> | undefined
  averaged: boolean
}

const up = "#26a69a"
const down = "#ef5350"
const none = "rgba(0,0,0,0)"

// the candles' look in each type
const styleOf = (type: ChartType): CandlestickSeriesPartialOptions => {
  const shown = { lastValueVisible: type !== "line", priceLineVisible: type !== "line" }
  switch (type) {
    case "hollow":
      return {
        ...shown,
        upColor: none,
        downColor: down,
        borderVisible: true,
        borderUpColor: up,
        borderDownColor: down,
        wickUpColor: up,
        wickDownColor: down
      }
    case "line":
      return { ...shown, upColor: none, downColor: none, borderVisible: false, wickUpColor: none, wickDownColor: none }
    default:
      return { ...shown, upColor: up, downColor: down, borderVisible: false, wickUpColor: up, wickDownColor: down }
  }
}

/**
 * Draws `bars` (the series on screen, shifted by `shift`) in `type` on the chart's series.
 *
 * @since 0.1.0
 * @category drawing
 */
export const draw = (
  state: DrawState,
  current: Series,
  element: HTMLElement,
  shift: number,
  bars: ReadonlyArray<Bar>,
  type: ChartType
): void => {
  current.candles.applyOptions(styleOf(type))
  if (type === "heikin" || state.averaged) {
    const view = current.chart.timeScale().getVisibleLogicalRange()
    const drawn = type === "heikin" ? heikinAshi(bars) : bars
    current.candles.setData(
      drawn.map((b) => ({
        time: (b.time + shift) as UTCTimestamp,
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close
      }))
    )
    if (view !== null && bars.length > 0) current.chart.timeScale().setVisibleLogicalRange(view)
    state.averaged = type === "heikin"
  }
  if (type === "line") {
    state.line ??= current.chart.addSeries(LineSeries, { color: "#4f8ef7", lineWidth: 2 })
    state.line.setData(bars.map((b) => ({ time: (b.time + shift) as UTCTimestamp, value: b.close })))
  } else if (state.line !== undefined) {
    current.chart.removeSeries(state.line)
    state.line = undefined
  }
  // what the chart holds (not what was asked of it)
  element.dataset.chartType = type
  element.dataset.linePoints = String(state.line?.data().length ?? 0)
  element.dataset.drawnBars = JSON.stringify(
    current.candles
      .data()
      .slice(-3)
      .map((d) => ("open" in d ? [Number(d.time) - shift, d.open, d.high, d.low, d.close] : [Number(d.time) - shift]))
  )
}
