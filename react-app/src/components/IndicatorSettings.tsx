/**
 * The indicators' settings form (fetched when the trader opens it): the MA and EMA periods, the Bollinger period and
 * width, the RSI period, the MACD periods and the volume MA period. What is typed is checked by the settings' Schema
 * before it is kept; a figure out of range is named and nothing changes.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { useState } from "react"
import { useAtom } from "../atom-react/index.js"
import { maxPeriod, PeriodsSchema, periodsAtom } from "../atoms/ChartSettings.js"
import { defaultPeriods, type Periods } from "../lib/Periods.js"
import "./IndicatorSettings.css"

// the form's fields: a name, a test id, and where the figure sits in the periods
interface Field {
  readonly id: string
  readonly label: string
  readonly read: (p: Periods) => number | undefined
}

const fields: ReadonlyArray<{ readonly group: string; readonly fields: ReadonlyArray<Field> }> = [
  {
    group: "MA",
    fields: [0, 1, 2].map((i) => ({ id: `ma-${i + 1}`, label: `MA ${i + 1}`, read: (p: Periods) => p.ma[i] }))
  },
  {
    group: "EMA",
    fields: [0, 1].map((i) => ({ id: `ema-${i + 1}`, label: `EMA ${i + 1}`, read: (p: Periods) => p.ema[i] }))
  },
  {
    group: "BOLL",
    fields: [
      { id: "boll-period", label: "Period", read: (p) => p.boll.period },
      { id: "boll-width", label: "Width (σ)", read: (p) => p.boll.deviations }
    ]
  },
  { group: "RSI", fields: [{ id: "rsi", label: "Period", read: (p) => p.rsi }] },
  {
    group: "MACD",
    fields: [
      { id: "macd-fast", label: "Fast", read: (p) => p.macd.fast },
      { id: "macd-slow", label: "Slow", read: (p) => p.macd.slow },
      { id: "macd-signal", label: "Signal", read: (p) => p.macd.signal }
    ]
  },
  { group: "VOL MA", fields: [{ id: "volma", label: "Period", read: (p) => p.volma }] }
]

const textsOf = (p: Periods): Record<string, string> =>
  Object.fromEntries(
    fields.flatMap((g) => g.fields.map((f) => [f.id, f.read(p) === undefined ? "" : String(f.read(p))]))
  )

// a typed figure: a comma taken as the decimal point (German keyboards), blank as absent
const figure = (text: string | undefined): number | undefined => {
  const trimmed = (text ?? "").trim().replace(",", ".")
  return trimmed === "" ? undefined : Number(trimmed)
}

const periodsOf = (texts: Record<string, string>): unknown => {
  const present = (ids: ReadonlyArray<string>) =>
    ids.map((id) => figure(texts[id])).filter((n): n is number => n !== undefined)
  return {
    ma: present(["ma-1", "ma-2", "ma-3"]),
    ema: present(["ema-1", "ema-2"]),
    boll: { period: figure(texts["boll-period"]), deviations: figure(texts["boll-width"]) },
    rsi: figure(texts.rsi),
    macd: { fast: figure(texts["macd-fast"]), slow: figure(texts["macd-slow"]), signal: figure(texts["macd-signal"]) },
    volma: figure(texts.volma)
  }
}

const decode = Schema.decodeUnknownExit(PeriodsSchema)

/** The settings form; `onClose` hides it. */
export function IndicatorSettings(props: { readonly onClose: () => void }) {
  const [periods, setPeriods] = useAtom(periodsAtom)
  const [texts, setTexts] = useState(() => textsOf(periods))
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const apply = () => {
    const read = decode(periodsOf(texts))
    if (read._tag === "Failure") {
      setProblem(`Periods are whole numbers from 1 to ${maxPeriod}; the Bollinger width is from 0.1 to 10.`)
      return
    }
    setProblem(undefined)
    setPeriods(read.value)
    props.onClose()
  }
  return (
    <form
      className="indicator-settings"
      data-testid="indicator-settings-form"
      aria-label="Indicator settings"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      {fields.map((g) => (
        <fieldset key={g.group}>
          <legend>{g.group}</legend>
          {g.fields.map((f) => (
            <label key={f.id}>
              <span>{f.label}</span>
              <input
                type="text"
                inputMode="decimal"
                data-testid={`setting-${f.id}`}
                value={texts[f.id] ?? ""}
                onChange={(event) => setTexts({ ...texts, [f.id]: event.currentTarget.value })}
              />
            </label>
          ))}
        </fieldset>
      ))}
      {problem === undefined ? null : (
        <p className="error" role="alert" data-testid="indicator-settings-error">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="button" data-testid="indicator-settings-reset" onClick={() => setTexts(textsOf(defaultPeriods))}>
          Defaults
        </button>
        <button type="button" onClick={props.onClose}>
          Cancel
        </button>
        <button type="submit" className="primary" data-testid="indicator-settings-apply">
          Apply
        </button>
      </div>
    </form>
  )
}
