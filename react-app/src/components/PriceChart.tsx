import * as Result from "@effect-atom/atom/Result"
import { useAtom, useAtomValue } from "@effect-atom/atom-react"
import * as Option from "effect/Option"
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp
} from "lightweight-charts"
import { useEffect, useRef } from "react"
import { type Bar, type CandleSeries, candlesAtom, type Interval, intervalAtom, intervals } from "../atoms/Market.js"
import { browserLocale } from "../lib/Locale.js"
import { FailureLine, Waiting } from "./Failure.js"

const up = "#26a69a"
const down = "#ef5350"

interface Series {
  readonly chart: IChartApi
  readonly candles: ISeriesApi<"Candlestick">
  readonly volume: ISeriesApi<"Histogram">
}

const candleOf = (bar: Bar) => ({
  time: bar.time as UTCTimestamp,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close
})

const volumeOf = (bar: Bar) => ({
  time: bar.time as UTCTimestamp,
  value: bar.volume,
  color: bar.close >= bar.open ? "rgba(38,166,154,0.45)" : "rgba(239,83,80,0.45)"
})

const noSeries: CandleSeries = { key: "", bars: [] }

const intervalLabel: Readonly<Record<Interval, string>> = { "1": "1m", "5": "5m", "60": "1h", D: "1D" }

/** Candlesticks with volume: history, then each live bar; the interval buttons switch the series. */
export function PriceChart() {
  const [interval, setInterval] = useAtom(intervalAtom)
  const candles = useAtomValue(candlesAtom)
  const container = useRef<HTMLDivElement>(null)
  const series = useRef<Series | undefined>(undefined)
  const shown = useRef<CandleSeries>(noSeries)

  useEffect(() => {
    const element = container.current
    if (element === null) return
    const chart = createChart(element, {
      autoSize: true,
      localization: { locale: browserLocale() },
      layout: { background: { type: ColorType.Solid, color: "#0f141b" }, textColor: "#9aa7b4", fontSize: 11 },
      grid: { vertLines: { color: "#1b232d" }, horzLines: { color: "#1b232d" } },
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: "#26303b" },
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
    const volumeSeries = chart.addSeries(HistogramSeries, { priceFormat: { type: "volume" }, priceScaleId: "" })
    volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    series.current = { chart, candles: candleSeries, volume: volumeSeries }
    return () => {
      series.current = undefined
      shown.current = noSeries
      chart.remove()
    }
  }, [])

  const latest = Option.getOrElse(Result.value(candles), () => noSeries)

  useEffect(() => {
    const current = series.current
    const element = container.current
    if (current === undefined || element === null) return
    const before = shown.current.bars
    const bars = latest.bars
    const last = bars[bars.length - 1]
    // a live bar changes only the tail: update it instead of redrawing the series
    const tailOnly =
      last !== undefined &&
      latest.key === shown.current.key &&
      before.length > 0 &&
      before[0]?.time === bars[0]?.time &&
      (bars.length === before.length || bars.length === before.length + 1)
    if (tailOnly) {
      current.candles.update(candleOf(last))
      current.volume.update(volumeOf(last))
    } else {
      current.candles.setData(bars.map(candleOf))
      current.volume.setData(bars.map(volumeOf))
      if (bars.length > 0) current.chart.timeScale().fitContent()
    }
    shown.current = latest
    element.setAttribute("data-candles", String(current.candles.data().length))
  }, [latest])

  return (
    <section className="panel chart-panel">
      <div className="panel-head">
        <h2>Chart</h2>
        <div className="intervals">
          {intervals.map((value) => (
            <button
              key={value}
              type="button"
              data-testid={`interval-${value}`}
              className={value === interval ? "active" : ""}
              onClick={() => setInterval(value)}
            >
              {intervalLabel[value]}
            </button>
          ))}
        </div>
      </div>
      <Waiting result={candles} what="candles" />
      <FailureLine result={candles} />
      <div className="chart" data-testid="chart" data-candles="0" ref={container} />
    </section>
  )
}
