/**
 * The price chart's lightweight-charts instance, as hooks of `PriceChart`: the chart made on its element, the bars
 * set on it (history at once, live bars one by one, the user's zoom and scroll kept), and the price axis at the
 * market's tick. Each writes what a test (or a curious user) can read off the element as `data-*` attributes.
 */
import {
  type BarPrice,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type MouseEventParams,
  type Time,
  type UTCTimestamp
} from "lightweight-charts"
import { type RefObject, useEffect, useRef, useState } from "react"
import type { Bar } from "../lib/Bars.js"
import { plan } from "../lib/ChartSync.js"
import * as ChartTime from "../lib/ChartTime.js"
import * as Format from "../lib/Format.js"
import { browserLocale } from "../lib/Locale.js"

const up = "#26a69a"
const down = "#ef5350"

/**
 * The chart and its two series.
 *
 * @since 1.2.0
 * @category models
 */
export interface Series {
  readonly chart: IChartApi
  readonly candles: ISeriesApi<"Candlestick">
  readonly volume: ISeriesApi<"Histogram">
}

/**
 * The shift in force (the viewer's offset, see ChartTime) and whether the bars are UTC days; read by the chart's
 * formatters.
 *
 * @since 1.2.0
 * @category models
 */
export interface Timing {
  readonly shift: number
  readonly daily: boolean
}

/**
 * A bar's open, high, low and close at its true time (what the legend writes).
 *
 * @since 1.2.0
 * @category models
 */
export interface Ohlc {
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  readonly time: number
}

/**
 * The series on the chart: its key (environment and series) and its bars.
 *
 * @since 1.2.0
 * @category models
 */
export interface Shown {
  readonly key: string
  readonly bars: ReadonlyArray<Bar>
}

type TickMark = (time: Time, type: ChartTime.TickType) => string

/**
 * What the price chart's hooks share: its element, the chart, and what the formatters read.
 *
 * @since 1.2.0
 * @category models
 */
export interface ChartRefs {
  readonly container: RefObject<HTMLDivElement | null>
  readonly series: RefObject<Series | undefined>
  readonly chartApi: RefObject<IChartApi | undefined>
  readonly shown: RefObject<Shown>
  readonly timing: RefObject<Timing>
  /** The axis labels of the series on screen, by true time (reported as `data-ticks`). */
  readonly axisTicks: RefObject<Map<number, ChartTime.TickLabel & { readonly t: number }>>
  readonly tickMarkOf: RefObject<TickMark>
  readonly priceLines: RefObject<Map<string, IPriceLine>>
}

// times are drawn shifted by the viewer's offset (see ChartTime); the true time is `time − shift`
const candleOf = (bar: Bar, shift: number) => ({
  time: (bar.time + shift) as UTCTimestamp,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close
})

const volumeOf = (bar: Bar, shift: number) => ({
  time: (bar.time + shift) as UTCTimestamp,
  value: bar.volume,
  color: bar.close >= bar.open ? "rgba(38,166,154,0.45)" : "rgba(239,83,80,0.45)"
})

const secondsOf = (time: Time): number => (typeof time === "number" ? time : Math.floor(Date.now() / 1000))

/** How far (CSS px) a price mark must be from the last price's label to be written: the label's height and a line. */
const labelClearance = 16

/** How many tick marks the chart reports on its element (`data-ticks`), newest first. */
const ticksKept = 64

/**
 * The refs of a price chart showing `interval` at first (its bars decide later).
 *
 * @since 1.2.0
 * @category hooks
 */
export const useChartRefs = (interval: string): ChartRefs => ({
  container: useRef<HTMLDivElement>(null),
  series: useRef<Series | undefined>(undefined),
  chartApi: useRef<IChartApi | undefined>(undefined),
  shown: useRef<Shown>({ key: "", bars: [] }),
  timing: useRef<Timing>({ shift: 0, daily: ChartTime.isDaily(interval) }),
  axisTicks: useRef(new Map<number, ChartTime.TickLabel & { readonly t: number }>()),
  tickMarkOf: useRef<TickMark>(() => ""),
  priceLines: useRef<Map<string, IPriceLine>>(new Map())
})

/**
 * the axis's tick marks at true time, in the viewer's locale; what the axis shows is kept on the element, for a test
 * (or a curious user) to read: `data-ticks`
 */
const tickMarker =
  (refs: ChartRefs, element: HTMLDivElement, locale: string): TickMark =>
  (time, type) => {
    const ticks = refs.axisTicks.current
    const t = secondsOf(time) - refs.timing.current.shift
    const label = ChartTime.tickLabel(t, type, refs.timing.current.daily, locale)
    if (ticks.get(t)?.label !== label.label) {
      ticks.delete(t)
      ticks.set(t, { t, ...label })
      if (ticks.size > ticksKept) ticks.delete(ticks.keys().next().value ?? t)
      element.dataset.ticks = JSON.stringify([...ticks.values()].reverse())
    }
    return label.label
  }

/** the chart with its candles and their volume, in the page's colours */
const makeChart = (element: HTMLDivElement, locale: string, refs: ChartRefs, tickMark: TickMark): Series => {
  const crosshairTime = (time: Time): string =>
    ChartTime.barLabel(secondsOf(time) - refs.timing.current.shift, refs.timing.current.daily)
  const chart = createChart(element, {
    autoSize: true,
    localization: { locale, timeFormatter: crosshairTime },
    layout: { background: { type: ColorType.Solid, color: "#0f141b" }, textColor: "#9aa7b4", fontSize: 11 },
    grid: { vertLines: { color: "#1b232d" }, horzLines: { color: "#1b232d" } },
    timeScale: {
      timeVisible: true,
      secondsVisible: false,
      borderColor: "#26303b",
      // with both edges fixed the chart moves the labels of the first and last marks inside the axis; free edges
      // let a mark near either end draw half its label off the axis ("09:0")
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: (time: Time, type: ChartTime.TickType) => tickMark(time, type)
    },
    rightPriceScale: { borderColor: "#26303b" }
  })
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: up,
    downColor: down,
    wickUpColor: up,
    wickDownColor: down,
    borderVisible: false
  })
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.25 } })
  // the volume overlays the candles' scale: its last value would be a second label on the price axis, over the
  // price marks and the candles' own last price
  const volume = chart.addSeries(HistogramSeries, {
    priceFormat: { type: "volume" },
    priceScaleId: "",
    lastValueVisible: false,
    priceLineVisible: false
  })
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
  return { chart, candles, volume }
}

/**
 * Makes the chart on the element once, for the component's life; returns the bar under the crosshair (undefined
 * off the bars).
 *
 * @since 1.2.0
 * @category hooks
 */
export function useChart(refs: ChartRefs): Ohlc | undefined {
  const [hover, setHover] = useState<Ohlc | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the component's own, made once
  useEffect(() => {
    const element = refs.container.current
    if (element === null) return
    const locale = browserLocale()
    const tickMark = tickMarker(refs, element, locale)
    refs.tickMarkOf.current = tickMark
    const made = makeChart(element, locale, refs, tickMark)
    const { chart } = made
    refs.series.current = made
    refs.chartApi.current = chart
    // what a test (or a curious user) can read off the element: the visible range and the bar spacing
    const report = () => {
      const range = chart.timeScale().getVisibleLogicalRange()
      element.dataset.visibleFrom = range === null ? "" : range.from.toFixed(2)
      element.dataset.visibleTo = range === null ? "" : range.to.toFixed(2)
      element.dataset.barSpacing = chart.timeScale().options().barSpacing.toFixed(3)
    }
    chart.timeScale().subscribeVisibleLogicalRangeChange(report)
    const onCrosshair = (param: MouseEventParams<Time>) => {
      const bar = param.seriesData.get(made.candles) as
        | { open: number; high: number; low: number; close: number; time: Time }
        | undefined
      setHover(
        bar === undefined || typeof bar.time !== "number"
          ? undefined
          : {
              open: bar.open,
              high: bar.high,
              low: bar.low,
              close: bar.close,
              time: bar.time - refs.timing.current.shift
            }
      )
    }
    chart.subscribeCrosshairMove(onCrosshair)
    return () => {
      chart.unsubscribeCrosshairMove(onCrosshair)
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(report)
      refs.series.current = undefined
      refs.chartApi.current = undefined
      refs.shown.current = { key: "", bars: [] }
      refs.priceLines.current.clear()
      chart.remove()
    }
  }, [])
  return hover
}

/**
 * a new series: the viewer's offset at its newest bar, and fresh tick marks (the same series keeps its shift, and
 * its view)
 */
const startSeries = (refs: ChartRefs, current: Series, element: HTMLDivElement, latest: Shown) => {
  const interval = latest.key.split("/")[2] ?? ""
  const newest = latest.bars[latest.bars.length - 1]?.time ?? Date.now() / 1000
  refs.timing.current = { shift: ChartTime.shiftOf(interval, newest * 1000), daily: ChartTime.isDaily(interval) }
  refs.axisTicks.current.clear()
  element.dataset.ticks = "[]"
  // a fresh formatter: the chart caches labels by (shifted) time, which another shift makes wrong
  current.chart.applyOptions({
    timeScale: { tickMarkFormatter: (time: Time, type: ChartTime.TickType) => refs.tickMarkOf.current(time, type) }
  })
}

/** the series on the chart, as a test (or a curious user) reads it off the element */
const reportBars = (current: Series, element: HTMLDivElement, latest: Shown, reset: boolean) => {
  element.dataset.candles = String(current.candles.data().length)
  element.dataset.key = latest.key
  const newest = latest.bars[latest.bars.length - 1]
  element.dataset.lastTime = String(newest?.time ?? "")
  // the newest bar's open, high, low and close as drawn (for a test to compare with the trades it was made of)
  element.dataset.lastBar = newest === undefined ? "" : `${newest.open},${newest.high},${newest.low},${newest.close}`
  // the last price's label as the price axis writes it (its formatter is the chart's localization's, when set; for
  // a test to read)
  const axis = current.chart.options().localization.priceFormatter
  element.dataset.priceLabel =
    newest === undefined
      ? ""
      : axis === undefined
        ? current.candles.priceFormatter().format(newest.close)
        : axis(newest.close as BarPrice)
  element.dataset.resets = String(Number(element.dataset.resets ?? 0) + (reset ? 1 : 0))
}

/**
 * Sets `latest` (the series of `env`, undefined while none is here) on the chart: a new series at once, the same
 * series' new bars one by one (the user's zoom and scroll stay). Returns the key of the series drawn last (set once
 * its bars are on the chart: the account's markers are placed on its bars).
 *
 * @since 1.2.0
 * @category hooks
 */
export function useBars(refs: ChartRefs, latest: Shown | undefined, env: string): string {
  const [drawnKey, setDrawnKey] = useState("")
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the component's own, made once
  useEffect(() => {
    const current = refs.series.current
    const element = refs.container.current
    if (current === undefined || element === null) return
    if (latest === undefined) {
      // nothing of this market here (yet): no other market's or environment's candles either
      if (refs.shown.current.key !== "") {
        current.candles.setData([])
        current.volume.setData([])
        refs.shown.current = { key: "", bars: [] }
        element.dataset.candles = "0"
        element.dataset.key = ""
        element.dataset.lastTime = ""
      }
      setDrawnKey(`${env}|`)
      return
    }
    // a series is also new in another environment, whatever its key
    const next = { key: `${env}|${latest.key}`, bars: latest.bars }
    const steps = plan(refs.shown.current, next)
    if (steps.reset) {
      const view = steps.keepView ? current.chart.timeScale().getVisibleRange() : null
      if (!steps.keepView) startSeries(refs, current, element, latest)
      const { shift } = refs.timing.current
      current.candles.setData(latest.bars.map((bar) => candleOf(bar, shift)))
      current.volume.setData(latest.bars.map((bar) => volumeOf(bar, shift)))
      if (view !== null) current.chart.timeScale().setVisibleRange(view)
      else if (latest.bars.length > 0) current.chart.timeScale().fitContent()
    } else {
      for (const { bar, historical } of steps.updates) {
        current.candles.update(candleOf(bar, refs.timing.current.shift), historical)
        current.volume.update(volumeOf(bar, refs.timing.current.shift), historical)
      }
    }
    refs.shown.current = next
    reportBars(current, element, latest, steps.reset)
    setDrawnKey(next.key)
  }, [latest, env])
  return drawnKey
}

/**
 * The price axis and the lines on it (entry, liquidation, orders) at the tick's `decimals`, not the chart's default
 * 2, written as the rest of the page writes prices (the reader's locale: "66.448,6" in German, not the chart's
 * "66448.6").
 *
 * @since 1.2.0
 * @category hooks
 */
export function usePriceAxis(refs: ChartRefs, decimals: number): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the component's own, made once
  useEffect(() => {
    const current = refs.series.current
    if (current === undefined) return
    current.candles.applyOptions({ priceFormat: { type: "price", precision: decimals, minMove: 10 ** -decimals } })
    current.chart.applyOptions({
      localization: {
        priceFormatter: (p: number) => Format.price(p, decimals),
        // a mark the last price's label would be drawn over is left blank: two figures on top of each other read as
        // neither
        tickmarksPriceFormatter: (prices: ReadonlyArray<number>) => {
          const last = refs.shown.current.bars[refs.shown.current.bars.length - 1]?.close
          const at = last === undefined ? null : current.candles.priceToCoordinate(last)
          return prices.map((p) => {
            const y = current.candles.priceToCoordinate(p)
            return at !== null && y !== null && Math.abs(y - at) < labelClearance ? "" : Format.price(p, decimals)
          })
        }
      }
    })
    refs.container.current?.setAttribute("data-precision", String(decimals))
  }, [decimals])
}
