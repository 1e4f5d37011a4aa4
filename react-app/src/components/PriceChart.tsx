import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
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
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react"
import { useAtom, useAtomValue } from "../atom-react/index.js"
import { type Bar, candlesAtom } from "../atoms/Candles.js"
import { envAtom } from "../atoms/Config.js"
import { instrumentAtom, symbolAtom } from "../atoms/Market.js"
import { publicStaleAtom, staleness } from "../atoms/Stale.js"
import { categoryAtom, intervalAtom, intervalLabels, intervals } from "../atoms/Url.js"
import { plan } from "../lib/ChartSync.js"
import * as ChartTime from "../lib/ChartTime.js"
import { whenDrawn } from "../lib/FirstPaint.js"
import * as Format from "../lib/Format.js"
import { browserLocale } from "../lib/Locale.js"
import { Boundary } from "./Boundary.js"
import { IndicatorButtons, useIndicators } from "./ChartIndicators.js"
import { OptionIv } from "./OptionIv.js"
import { Panel, Waiting } from "./Panel.js"

// the account's lines and markers on the chart come with the account side, after the first paint
const ChartAccount = lazy(() =>
  whenDrawn().then(() => import("./ChartAccount.js").then((m) => ({ default: m.ChartAccount })))
)

// the trader's drawings (trend, level, Fibonacci) come after the first paint too
const ChartDrawings = lazy(() =>
  whenDrawn().then(() => import("./ChartDrawings.js").then((m) => ({ default: m.ChartDrawings })))
)

const up = "#26a69a"
const down = "#ef5350"

interface Series {
  readonly chart: IChartApi
  readonly candles: ISeriesApi<"Candlestick">
  readonly volume: ISeriesApi<"Histogram">
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

interface Ohlc {
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  readonly time: number
}

/** Candlesticks with volume: history, then live bars added one by one (the user's zoom and scroll stay). */
export function PriceChart() {
  const [interval, setInterval] = useAtom(intervalAtom)
  const candles = useAtomValue(candlesAtom)
  const symbol = useAtomValue(symbolAtom)
  const category = useAtomValue(categoryAtom)
  const env = useAtomValue(envAtom)
  const socket = useAtomValue(publicStaleAtom)
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const decimals = Option.match(instrument, { onNone: () => 2, onSome: (i) => Format.decimalsOf(i.tickSize) })
  const container = useRef<HTMLDivElement>(null)
  const series = useRef<Series | undefined>(undefined)
  const chartApi = useRef<IChartApi | undefined>(undefined)
  const shown = useRef<{ key: string; bars: ReadonlyArray<Bar> }>({ key: "", bars: [] })
  // the shift in force and whether the bars are UTC days; read by the chart's formatters
  const timing = useRef<{ shift: number; daily: boolean }>({ shift: 0, daily: ChartTime.isDaily(interval) })
  // the axis labels of the series on screen, by true time (reported as `data-ticks`)
  const axisTicks = useRef(new Map<number, ChartTime.TickLabel & { readonly t: number }>())
  const tickMarkOf = useRef<(time: Time, type: ChartTime.TickType) => string>(() => "")
  const priceLines = useRef<Map<string, IPriceLine>>(new Map())
  // the series drawn last (set once its bars are on the chart): the account's markers are placed on its bars
  const [drawnKey, setDrawnKey] = useState("")
  const [hover, setHover] = useState<Ohlc | undefined>(undefined)
  const feed = Option.getOrUndefined(AsyncResult.value(candles))
  const latest = Option.getOrUndefined(Option.flatMap(Option.fromNullishOr(feed), (f) => f.value))
  const times = useMemo(() => (latest?.bars ?? []).map((bar) => bar.time), [latest])

  useEffect(() => {
    const element = container.current
    if (element === null) return
    const locale = browserLocale()
    // what the axis shows, by true time, for a test (or a curious user) to read: `data-ticks`
    const ticks = axisTicks.current
    const tickMark = (time: Time, type: ChartTime.TickType): string => {
      const t = secondsOf(time) - timing.current.shift
      const label = ChartTime.tickLabel(t, type, timing.current.daily, locale)
      if (ticks.get(t)?.label !== label.label) {
        ticks.delete(t)
        ticks.set(t, { t, ...label })
        if (ticks.size > ticksKept) ticks.delete(ticks.keys().next().value ?? t)
        element.dataset.ticks = JSON.stringify([...ticks.values()].reverse())
      }
      return label.label
    }
    tickMarkOf.current = tickMark
    const crosshairTime = (time: Time): string =>
      ChartTime.barLabel(secondsOf(time) - timing.current.shift, timing.current.daily)
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
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      wickUpColor: up,
      wickDownColor: down,
      borderVisible: false
    })
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.25 } })
    // the volume overlays the candles' scale: its last value would be a second label on the price axis, over the
    // price marks and the candles' own last price
    const volumeSeries = chart.addSeries(HistogramSeries, {
      priceFormat: { type: "volume" },
      priceScaleId: "",
      lastValueVisible: false,
      priceLineVisible: false
    })
    volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    series.current = { chart, candles: candleSeries, volume: volumeSeries }
    chartApi.current = chart
    // what a test (or a curious user) can read off the element: the visible range and the bar spacing
    const report = () => {
      const range = chart.timeScale().getVisibleLogicalRange()
      element.dataset.visibleFrom = range === null ? "" : range.from.toFixed(2)
      element.dataset.visibleTo = range === null ? "" : range.to.toFixed(2)
      element.dataset.barSpacing = chart.timeScale().options().barSpacing.toFixed(3)
    }
    chart.timeScale().subscribeVisibleLogicalRangeChange(report)
    const onCrosshair = (param: MouseEventParams<Time>) => {
      const bar = param.seriesData.get(candleSeries) as
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
              time: bar.time - timing.current.shift
            }
      )
    }
    chart.subscribeCrosshairMove(onCrosshair)
    return () => {
      chart.unsubscribeCrosshairMove(onCrosshair)
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(report)
      series.current = undefined
      chartApi.current = undefined
      shown.current = { key: "", bars: [] }
      priceLines.current.clear()
      chart.remove()
    }
  }, [])

  useEffect(() => {
    const current = series.current
    const element = container.current
    if (current === undefined || element === null) return
    if (latest === undefined) {
      // nothing of this market here (yet): no other market's or environment's candles either
      if (shown.current.key !== "") {
        current.candles.setData([])
        current.volume.setData([])
        shown.current = { key: "", bars: [] }
        element.dataset.candles = "0"
        element.dataset.key = ""
        element.dataset.lastTime = ""
      }
      setDrawnKey(`${env}|`)
      return
    }
    // a series is also new in another environment, whatever its key
    const next = { key: `${env}|${latest.key}`, bars: latest.bars }
    const steps = plan(shown.current, next)
    if (steps.reset) {
      const view = steps.keepView ? current.chart.timeScale().getVisibleRange() : null
      if (!steps.keepView) {
        // a new series: the viewer's offset at its newest bar (the same series keeps its shift, and its view)
        const interval = latest.key.split("/")[2] ?? ""
        const newest = latest.bars[latest.bars.length - 1]?.time ?? Date.now() / 1000
        timing.current = { shift: ChartTime.shiftOf(interval, newest * 1000), daily: ChartTime.isDaily(interval) }
        axisTicks.current.clear()
        element.dataset.ticks = "[]"
        // a fresh formatter: the chart caches labels by (shifted) time, which another shift makes wrong
        current.chart.applyOptions({
          timeScale: { tickMarkFormatter: (time: Time, type: ChartTime.TickType) => tickMarkOf.current(time, type) }
        })
      }
      const { shift } = timing.current
      current.candles.setData(latest.bars.map((bar) => candleOf(bar, shift)))
      current.volume.setData(latest.bars.map((bar) => volumeOf(bar, shift)))
      if (view !== null) current.chart.timeScale().setVisibleRange(view)
      else if (latest.bars.length > 0) current.chart.timeScale().fitContent()
    } else {
      for (const { bar, historical } of steps.updates) {
        current.candles.update(candleOf(bar, timing.current.shift), historical)
        current.volume.update(volumeOf(bar, timing.current.shift), historical)
      }
    }
    shown.current = next
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
    element.dataset.resets = String(Number(element.dataset.resets ?? 0) + (steps.reset ? 1 : 0))
    setDrawnKey(next.key)
  }, [latest, env])

  // the price axis and the lines on it (entry, liquidation, orders) at the tick's decimals, not the chart's default 2,
  // written as the rest of the page writes prices (the reader's locale: "66.448,6" in German, not the chart's "66448.6")
  useEffect(() => {
    const current = series.current
    if (current === undefined) return
    current.candles.applyOptions({ priceFormat: { type: "price", precision: decimals, minMove: 10 ** -decimals } })
    current.chart.applyOptions({
      localization: {
        priceFormatter: (p: number) => Format.price(p, decimals),
        // a mark the last price's label would be drawn over is left blank: two figures on top of each other read as
        // neither
        tickmarksPriceFormatter: (prices: ReadonlyArray<number>) => {
          const last = shown.current.bars[shown.current.bars.length - 1]?.close
          const at = last === undefined ? null : current.candles.priceToCoordinate(last)
          return prices.map((p) => {
            const y = current.candles.priceToCoordinate(p)
            return at !== null && y !== null && Math.abs(y - at) < labelClearance ? "" : Format.price(p, decimals)
          })
        }
      }
    })
    container.current?.setAttribute("data-precision", String(decimals))
  }, [decimals])

  useIndicators(chartApi, container, latest?.bars, timing)

  const lastBar = latest?.bars[latest.bars.length - 1]
  // the series on screen decides (the new interval's bars may still be on their way)
  const daily = ChartTime.isDaily(latest?.key.split("/")[2] ?? interval)
  const ohlc = hover ?? lastBar
  return (
    <Panel
      title="Chart"
      className="chart-panel"
      testId="chart-panel"
      stale={staleness(candles, socket)}
      actions={
        <div className="intervals">
          {intervals.map((value) => (
            <button
              key={value}
              type="button"
              data-testid={`interval-${value}`}
              className={value === interval ? "active" : ""}
              aria-pressed={value === interval}
              onClick={() => setInterval(value)}
            >
              {intervalLabels[value]}
            </button>
          ))}
        </div>
      }
    >
      <div className="chart-info">
        <span className="ohlc" data-testid="chart-ohlc">
          {ohlc === undefined ? (
            "—"
          ) : (
            <>
              <span className="muted">{ChartTime.barLabel(ohlc.time, daily)}</span> O{" "}
              <b>{Format.price(ohlc.open, decimals)}</b> H <b>{Format.price(ohlc.high, decimals)}</b> L{" "}
              <b>{Format.price(ohlc.low, decimals)}</b> C{" "}
              <b className={ohlc.close >= ohlc.open ? "up" : "down"}>{Format.price(ohlc.close, decimals)}</b>
            </>
          )}
        </span>
        {daily ? (
          <span className="tz muted" data-testid="chart-tz" title="Daily candles are the exchange's UTC days">
            UTC days
          </span>
        ) : (
          <span className="tz muted" data-testid="chart-tz" title="Times are in this time zone">
            {Format.timeZoneLabel()}
          </span>
        )}
      </div>
      {/* the indicators and the drawing tools share one row: a second row was taken from the chart's height */}
      <div className="chart-tools">
        <IndicatorButtons />
        <Boundary fallback={null}>
          <Suspense fallback={null}>
            <ChartDrawings
              chart={chartApi}
              series={series}
              container={container}
              times={times}
              category={category}
              symbol={symbol}
              decimals={decimals}
            />
          </Suspense>
        </Boundary>
      </div>
      {category === "option" ? (
        <div className="muted chart-note" data-testid="chart-note">
          The exchange keeps no candles for options: bars follow the mark price this browser has seen (kept across
          visits). <OptionIv iv={latest?.iv ?? []} />
        </div>
      ) : null}
      {latest === undefined ? <Waiting what="candles" /> : null}
      <div className="chart" data-testid="chart" data-candles="0" ref={container} style={{ position: "relative" }} />
      {/* the account's lines and markers: a chunk fetched after the paint; without it the chart goes on */}
      <Boundary fallback={null}>
        <Suspense fallback={null}>
          <ChartAccount
            series={series}
            container={container}
            timing={timing}
            priceLines={priceLines}
            symbol={symbol}
            seriesKey={drawnKey}
          />
        </Suspense>
      </Boundary>
    </Panel>
  )
}
