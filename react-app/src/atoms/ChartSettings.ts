/**
 * The price chart's settings kept in this browser (a preference, not a secret, as the chosen indicators and the
 * favourites are): the indicators' parameters (MA and EMA periods, Bollinger period and width, RSI period, MACD
 * periods, volume MA period) and the chart type (candles, hollow candles, line, Heikin-Ashi). What storage holds is
 * read through a Schema: a value this version cannot read gives the defaults, never a broken chart.
 *
 * @since 0.1.0
 */
import * as Atom from "effect/reactivity/Atom"
import * as Schema from "effect/Schema"
import { defaultPeriods, type Periods } from "../lib/Periods.js"

/**
 * The longest period a setting takes (the chart holds a few hundred bars: a longer one would draw nothing).
 *
 * @since 0.1.0
 * @category constants
 */
export const maxPeriod = 500

const Period = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: maxPeriod }))
const Width = Schema.Finite.check(Schema.isBetween({ minimum: 0.1, maximum: 10 }))

/**
 * The periods as stored (and as the settings form checks what is typed).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PeriodsSchema = Schema.Struct({
  ma: Schema.Array(Period).check(Schema.isMinLength(1), Schema.isMaxLength(3)),
  ema: Schema.Array(Period).check(Schema.isMinLength(1), Schema.isMaxLength(3)),
  boll: Schema.Struct({ period: Period, deviations: Width }),
  rsi: Period,
  macd: Schema.Struct({ fast: Period, slow: Period, signal: Period }),
  volma: Period
})

/**
 * The chart types: Japanese candles, hollow candles (a rising bar drawn as its outline), a line of the closes, and
 * Heikin-Ashi candles (each bar averaged with the one before: trends read without the noise).
 *
 * @since 0.1.0
 * @category models
 */
export type ChartType = "candles" | "hollow" | "line" | "heikin"

/**
 * The chart types in the order the picker lists them, with their names.
 *
 * @since 0.1.0
 * @category constants
 */
export const chartTypes: ReadonlyArray<{ readonly id: ChartType; readonly label: string }> = [
  { id: "candles", label: "Candles" },
  { id: "hollow", label: "Hollow candles" },
  { id: "line", label: "Line" },
  { id: "heikin", label: "Heikin-Ashi" }
]

const ChartTypeSchema = Schema.Literals(["candles", "hollow", "line", "heikin"])

// a kept setting: read through its Schema (the default when absent or unreadable), written back on every change
const kept = <A>(key: string, schema: Schema.Codec<A, unknown>, fallback: A): Atom.Writable<A> => {
  const decode = Schema.decodeUnknownSync(Schema.fromJsonString(schema))
  const load = (): A => {
    try {
      const text = globalThis.localStorage?.getItem(key)
      return text == null ? fallback : decode(text)
    } catch {
      return fallback
    }
  }
  return Atom.writable(
    () => load(),
    (ctx, value: A) => {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(value))
      } catch {
        // storage refused: the setting lasts for this visit
      }
      ctx.setSelf(value)
    }
  ).pipe(Atom.keepAlive)
}

/**
 * The indicators' periods, kept across visits.
 *
 * @since 0.1.0
 * @category atoms
 */
export const periodsAtom: Atom.Writable<Periods> = kept("effect-bybit.indicator-periods", PeriodsSchema, defaultPeriods)

/**
 * The chart type, kept across visits (candles at first).
 *
 * @since 0.1.0
 * @category atoms
 */
export const chartTypeAtom: Atom.Writable<ChartType> = kept("effect-bybit.chart-type", ChartTypeSchema, "candles")
