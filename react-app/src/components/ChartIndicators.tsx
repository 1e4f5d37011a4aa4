import * as Atom from "effect/reactivity/Atom"
import * as Schema from "effect/Schema"
import { HistogramSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from "lightweight-charts"
import { lazy, type RefObject, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react"
import { useAtom, useAtomValue } from "../atom-react/index.js"
import { type ChartType, chartTypeAtom, chartTypes, periodsAtom } from "../atoms/ChartSettings.js"
import type { IndicatorBar, IndicatorId, Line, Pane } from "../lib/Indicators.js"
import type { Periods } from "../lib/Periods.js"

// the indicators' settings form: fetched when the trader opens it
const IndicatorSettings = lazy(() => import("./IndicatorSettings.js").then((m) => ({ default: m.IndicatorSettings })))

// the indicators' code and their line series, fetched together the first time one is turned on
type Library = typeof import("../lib/Indicators.js") & typeof import("./IndicatorSeries.js")

/** The indicators, in the order of their buttons, each titled with the periods in force. */
const choices: ReadonlyArray<{
  readonly id: IndicatorId
  readonly label: string
  readonly title: (p: Periods) => string
}> = [
  { id: "ma", label: "MA", title: (p) => `Moving averages ${p.ma.join(", ")}` },
  { id: "ema", label: "EMA", title: (p) => `Exponential moving averages ${p.ema.join(", ")}` },
  { id: "boll", label: "BOLL", title: (p) => `Bollinger bands ${p.boll.period}, ±${p.boll.deviations}σ` },
  { id: "volma", label: "VOL MA", title: (p) => `Moving average of volume, ${p.volma}` },
  { id: "rsi", label: "RSI", title: (p) => `Relative strength index ${p.rsi} (a pane of its own)` },
  {
    id: "macd",
    label: "MACD",
    title: (p) => `MACD ${p.macd.fast}, ${p.macd.slow}, ${p.macd.signal} (a pane of its own)`
  }
]

const storageKey = "effect-bybit.indicators"
const Stored = Schema.fromJsonString(Schema.Array(Schema.Literals(["ma", "ema", "boll", "volma", "rsi", "macd"])))

// a preference, not a secret: this browser keeps the trader's indicators across visits
const load = (): ReadonlyArray<IndicatorId> => {
  try {
    const text = globalThis.localStorage?.getItem(storageKey)
    return text == null ? [] : Schema.decodeUnknownSync(Stored)(text)
  } catch {
    return []
  }
}

/** The indicators turned on (none at first: the first paint loads no indicator code). */
const indicatorsAtom: Atom.Writable<ReadonlyArray<IndicatorId>> = Atom.writable(
  () => load(),
  (ctx, value: ReadonlyArray<IndicatorId>) => {
    try {
      globalThis.localStorage?.setItem(storageKey, JSON.stringify(value))
    } catch {
      // storage refused: the choice lasts for this visit
    }
    ctx.setSelf(value)
  }
).pipe(Atom.keepAlive)

/** The chart type picker (candles, hollow candles, line, Heikin-Ashi). */
function ChartTypePicker() {
  const [type, setType] = useAtom(chartTypeAtom)
  return (
    <select
      className="chart-type"
      data-testid="chart-type"
      aria-label="Chart type"
      value={type}
      onChange={(event) => setType(event.currentTarget.value as ChartType)}
    >
      {chartTypes.map((t) => (
        <option key={t.id} value={t.id}>
          {t.label}
        </option>
      ))}
    </select>
  )
}

// a phone held upright (the app's own queries): its tool rows are full, the chart type and settings go on the
// intervals' second line, which has room beside 1D and 1W
const uprightQuery = "(max-width: 767px)"
const sidewaysQuery = "(pointer: coarse) and (max-height: 500px)"
const subscribe = (change: () => void) => {
  const lists = [uprightQuery, sidewaysQuery].map((q) => globalThis.matchMedia(q))
  for (const list of lists) list.addEventListener("change", change)
  return () => {
    for (const list of lists) list.removeEventListener("change", change)
  }
}
const upright = () => globalThis.matchMedia(uprightQuery).matches && !globalThis.matchMedia(sidewaysQuery).matches

/**
 * The chart type picker and the indicator settings button (with its form), drawn at `place`: the tool row, or on a
 * phone held upright the intervals' row (one of the two places draws them, by the screen).
 */
export function ChartTypeTools(props: { readonly place: "tools" | "intervals" }) {
  const phone = useSyncExternalStore(subscribe, upright)
  const [settings, setSettings] = useState(false)
  if ((props.place === "intervals") !== phone) return null
  return (
    <span className="chart-type-tools">
      <ChartTypePicker />
      <button
        type="button"
        className={`chip${settings ? " active" : ""}`}
        data-testid="indicator-settings"
        aria-label="Indicator settings"
        aria-expanded={settings}
        title="Indicator settings"
        onClick={() => setSettings(!settings)}
      >
        ⚙
      </button>
      {settings ? (
        <Suspense fallback={null}>
          <IndicatorSettings onClose={() => setSettings(false)} />
        </Suspense>
      ) : null}
    </span>
  )
}

/** The buttons that turn indicators on and off. */
export function IndicatorButtons() {
  const [chosen, setChosen] = useAtom(indicatorsAtom)
  const periods = useAtomValue(periodsAtom)
  return (
    <fieldset className="indicators" aria-label="Indicators">
      {choices.map((choice) => {
        const on = chosen.includes(choice.id)
        return (
          <button
            key={choice.id}
            type="button"
            className={`chip${on ? " active" : ""}`}
            data-testid={`indicator-${choice.id}`}
            aria-pressed={on}
            title={choice.title(periods)}
            onClick={() =>
              setChosen(
                on
                  ? chosen.filter((id) => id !== choice.id)
                  : choices.map((c) => c.id).filter((id) => id === choice.id || chosen.includes(id))
              )
            }
          >
            {choice.label}
          </button>
        )
      })}
    </fieldset>
  )
}

// the pane of each kind of line: the candles' (with the volume overlay, scale ""), then one per oscillator shown
const paneIndex = (pane: Pane, panes: ReadonlyArray<Pane>): number =>
  pane === "price" || pane === "volume" ? 0 : 1 + panes.indexOf(pane)

/**
 * Draws the chosen indicators on the chart over its bars (times shifted as the candles are); the
 * indicator code is fetched the first time one is turned on; with no bars nothing is drawn. What the chart holds is
 * reported on `element` as `data-indicators` (line keys with their point counts), `data-indicator-values` (each
 * line's newest values at true time) and `data-panes`; `timing` holds the shift the candles are drawn with. The
 * periods are the trader's (`ChartSettings.periodsAtom`).
 */
export function useIndicators(
  chart: RefObject<IChartApi | undefined>,
  element: RefObject<HTMLDivElement | null>,
  bars: ReadonlyArray<IndicatorBar> | undefined,
  timing: RefObject<{ readonly shift: number }>
): void {
  const [chosen] = useAtom(indicatorsAtom)
  const periods = useAtomValue(periodsAtom)
  const [library, setLibrary] = useState<Library | undefined>(undefined)
  const drawn = useRef<{ readonly ids: string; readonly series: Map<string, ISeriesApi<"Line" | "Histogram">> }>({
    ids: "",
    series: new Map()
  })
  useEffect(() => {
    if (chosen.length === 0 || library !== undefined) return
    let live = true
    void Promise.all([import("../lib/Indicators.js"), import("./IndicatorSeries.js")]).then(([indicators, series]) => {
      if (live) setLibrary({ ...indicators, ...series })
    })
    return () => {
      live = false
    }
  }, [chosen, library])
  useEffect(() => {
    const api = chart.current
    if (api === undefined) return
    // the shift of the series on screen (the candles' effect, which runs first, sets it for a new series)
    const { shift } = timing.current
    const lines: ReadonlyArray<Line> =
      library === undefined || bars === undefined ? [] : chosen.flatMap((id) => library.linesOf(id, bars, periods))
    // the lines drawn: with no bars (another market or environment loading, or one that cannot be reached) none, so
    // nothing computed from the bars that went stays on the chart
    const ids = lines.map((l) => l.key).join(",")
    // another set of lines: drawn afresh, panes included (a removed oscillator takes its pane with it)
    if (drawn.current.ids !== ids) {
      for (const series of drawn.current.series.values()) api.removeSeries(series)
      drawn.current.series.clear()
      for (let i = api.panes().length - 1; i > 0; i--) api.removePane(i)
      drawn.current = { ids, series: new Map() }
    }
    const panes = (["rsi", "macd"] as const).filter((p) => lines.some((l) => l.pane === p))
    for (const line of lines) {
      if (library === undefined) break
      let series = drawn.current.series.get(line.key)
      if (series === undefined) {
        const common = {
          color: line.color,
          // no axis titles: a dozen would hide the price scale; the buttons name what is on
          priceLineVisible: false,
          lastValueVisible: false,
          ...(line.pane === "volume" ? { priceScaleId: "" } : {})
        }
        series =
          line.kind === "histogram"
            ? api.addSeries(HistogramSeries, common, paneIndex(line.pane, panes))
            : api.addSeries(library.LineSeries, { ...common, lineWidth: 1 }, paneIndex(line.pane, panes))
        drawn.current.series.set(line.key, series)
      }
      series.setData(
        line.points.map((p) => ({
          time: (p.time + shift) as UTCTimestamp,
          value: p.value,
          ...(line.kind === "histogram" ? { color: p.value >= 0 ? "rgba(38,166,154,0.6)" : "rgba(239,83,80,0.6)" } : {})
        }))
      )
    }
    const all = api.panes()
    all[0]?.setStretchFactor(3)
    for (const pane of all.slice(1)) pane.setStretchFactor(1)
    const target = element.current
    if (target !== null) {
      // what the chart holds, series by series (not what was asked of it)
      target.dataset.indicators = JSON.stringify(
        Object.fromEntries([...drawn.current.series].map(([key, series]) => [key, series.data().length]))
      )
      target.dataset.panes = String(all.length)
      // the newest values of each line at their true times, as computed (for a test to check against the klines)
      target.dataset.indicatorValues = JSON.stringify(
        Object.fromEntries(lines.map((l) => [l.key, l.points.slice(-12).map((p) => [p.time, p.value])]))
      )
    }
  }, [chart, element, chosen, library, bars, timing, periods])
}
