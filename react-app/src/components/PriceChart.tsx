import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { lazy, useMemo } from "react"
import { useAtom, useAtomValue } from "../atom-react/index.js"
import { candlesAtom } from "../atoms/Candles.js"
import { envAtom } from "../atoms/Config.js"
import { instrumentAtom } from "../atoms/Market.js"
import { symbolAtom } from "../atoms/Selection.js"
import { publicStaleAtom, staleness } from "../atoms/Stale.js"
import { categoryAtom, type Interval, intervalAtom, intervalLabels, intervals } from "../atoms/Url.js"
import * as ChartTime from "../lib/ChartTime.js"
import { whenDrawn } from "../lib/FirstPaint.js"
import * as Format from "../lib/Format.js"
import { Quiet } from "./Boundary.js"
import { ChartTypeTools, IndicatorButtons, useIndicators } from "./ChartIndicators.js"
import { type Ohlc, useBars, useChart, useChartRefs, usePriceAxis } from "./ChartSeries.js"
import { useChartType } from "./ChartType.js"
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

/** The price chart's interval buttons, the one shown pressed. */
function IntervalButtons(props: { readonly interval: Interval; readonly onInterval: (value: Interval) => void }) {
  return (
    <div className="intervals">
      {intervals.map((value) => (
        <button
          key={value}
          type="button"
          data-testid={`interval-${value}`}
          className={value === props.interval ? "active" : ""}
          aria-pressed={value === props.interval}
          onClick={() => props.onInterval(value)}
        >
          {intervalLabels[value]}
        </button>
      ))}
      <ChartTypeTools place="intervals" />
    </div>
  )
}

/** Over the chart: the bar under the crosshair (else the newest) and the zone its times are in. */
function ChartInfo(props: { readonly ohlc: Ohlc | undefined; readonly daily: boolean; readonly decimals: number }) {
  const { ohlc, daily, decimals } = props
  return (
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
  )
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
  const refs = useChartRefs(interval)
  const { container, series, chartApi, timing } = refs
  const feed = Option.getOrUndefined(AsyncResult.value(candles))
  const latest = Option.getOrUndefined(Option.flatMap(Option.fromNullishOr(feed), (f) => f.value))
  const times = useMemo(() => (latest?.bars ?? []).map((bar) => bar.time), [latest])
  const hover = useChart(refs)
  const drawnKey = useBars(refs, latest, env)
  usePriceAxis(refs, decimals)
  useIndicators(chartApi, container, latest?.bars, timing)
  useChartType(refs, latest?.bars)

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
      actions={<IntervalButtons interval={interval} onInterval={setInterval} />}
    >
      <ChartInfo ohlc={ohlc} daily={daily} decimals={decimals} />
      {/* the indicators and the drawing tools share one row: a second row was taken from the chart's height */}
      <div className="chart-tools">
        <IndicatorButtons />
        <ChartTypeTools place="tools" />
        <Quiet>
          <ChartDrawings
            chart={chartApi}
            series={series}
            container={container}
            times={times}
            category={category}
            symbol={symbol}
            decimals={decimals}
          />
        </Quiet>
      </div>
      {category === "option" ? (
        // the IV line on a row of its own under the sentence (set in it, it rose into the row above, issue 72)
        <div className="muted chart-note" data-testid="chart-note">
          The exchange keeps no candles for options: bars follow the mark price this browser has seen (kept across
          visits).
          <OptionIv iv={latest?.iv ?? []} />
        </div>
      ) : null}
      {latest === undefined ? <Waiting what="candles" /> : null}
      <div className="chart" data-testid="chart" data-candles="0" ref={container} style={{ position: "relative" }} />
      {/* the account's lines and markers: a chunk fetched after the paint; without it the chart goes on */}
      <Quiet>
        <ChartAccount
          series={series}
          container={container}
          timing={timing}
          priceLines={refs.priceLines}
          symbol={symbol}
          seriesKey={drawnKey}
        />
      </Quiet>
    </Panel>
  )
}
