/**
 * A sweep's results file (`effect-bybit sweep --out FILE`, or its `--json` output) read in the browser: the ranking
 * (`rankedBy`, `order`) and each run with its rank, settings, figure and whole paper-trading report, of which the page
 * draws the equity curve (`curve`), the drawdown under its running peak, and the fills. A file that is not JSON (cut
 * off while written, another file) or not a sweep's results gives a message that says which, never a throw.
 *
 * @since 1.3.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Format from "./Format.js"

// the report's decimals are strings (exact), a few are numbers
const Decimal = Schema.Union([Schema.String, Schema.Number])

const Point = Schema.Struct({ t: Schema.Number, equity: Decimal })

const Fill = Schema.Struct({
  time: Schema.Number,
  symbol: Schema.String,
  side: Schema.String,
  price: Decimal,
  qty: Decimal
})

const Report = Schema.Struct({
  equity: Schema.Struct({ coin: Schema.String, start: Decimal, end: Decimal, change: Decimal }),
  drawdown: Schema.Struct({ amount: Decimal, fraction: Decimal }),
  fills: Schema.Array(Fill),
  curve: Schema.Array(Point),
  ratios: Schema.optional(Schema.Struct({ sharpe: Schema.optional(Schema.NullOr(Schema.Number)) })),
  turnover: Schema.optional(Schema.Struct({ ratio: Decimal })),
  days: Schema.optional(Schema.Array(Schema.Struct({ day: Schema.String, pnl: Decimal })))
})

const Run = Schema.Struct({
  rank: Schema.Number,
  run: Schema.Number,
  recording: Schema.String,
  settings: Schema.Record(Schema.String, Schema.Unknown),
  figure: Schema.Number,
  report: Report
})

/**
 * The shape of a sweep's results file, as far as the page reads it (other fields are kept, not checked).
 *
 * @since 1.3.0
 * @category schemas
 */
export const SweepResults = Schema.Struct({
  id: Schema.String,
  rankedBy: Schema.String,
  order: Schema.Literals(["asc", "desc"]),
  runs: Schema.Array(Run)
})

/**
 * A decoded results file.
 *
 * @since 1.3.0
 * @category models
 */
export interface SweepResults extends Schema.Schema.Type<typeof SweepResults> {}

/**
 * One run of a results file.
 *
 * @since 1.3.0
 * @category models
 */
export type SweepRun = SweepResults["runs"][number]

const decode = Schema.decodeUnknownResult(SweepResults)

/**
 * A results file's text decoded, or a message for the trader: not JSON (cut off, or another kind of file), not a
 * sweep's results (which field is wrong), or a sweep with no runs.
 *
 * @since 1.3.0
 * @category parsing
 */
export const parse = (text: string): Result.Result<SweepResults, string> => {
  if (text.trim() === "") return Result.fail("The file is empty: it holds no sweep results.")
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause)
    return Result.fail(`The file is not whole JSON (cut off while written, or not a results file): ${why}`)
  }
  const decoded = decode(json)
  if (Result.isFailure(decoded)) {
    return Result.fail(`The file is not a sweep's results (effect-bybit sweep --out): ${decoded.failure.message}`)
  }
  if (decoded.success.runs.length === 0) return Result.fail("The sweep's results hold no runs.")
  return Result.succeed(decoded.success)
}

/**
 * A decimal of the report as a number (`NaN` when it is none).
 *
 * @since 1.3.0
 * @category getters
 */
export const num = (value: string | number | null | undefined): number =>
  typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN

/**
 * A point of a line drawn over time: `t` in ms, `v` the value.
 *
 * @since 1.3.0
 * @category models
 */
export interface Sample {
  readonly t: number
  readonly v: number
}

/**
 * A run's equity over its recording's time.
 *
 * @since 1.3.0
 * @category getters
 */
export const equityOf = (run: SweepRun): ReadonlyArray<Sample> =>
  run.report.curve.map((p) => ({ t: p.t, v: num(p.equity) })).filter((s) => Number.isFinite(s.v))

/**
 * A run's drawdown over time: how far (a fraction, 0 or below) its equity stands under its highest so far.
 *
 * @since 1.3.0
 * @category getters
 */
export const drawdownOf = (run: SweepRun): ReadonlyArray<Sample> => {
  let peak = Number.NEGATIVE_INFINITY
  return equityOf(run).map((s) => {
    peak = Math.max(peak, s.v)
    return { t: s.t, v: peak > 0 ? s.v / peak - 1 : 0 }
  })
}

/**
 * The columns the ranking table sorts by.
 *
 * @since 1.3.0
 * @category models
 */
export type SortKey = "rank" | "run" | "change" | "fills" | "drawdown" | "sharpe"

/**
 * A sort: a column and its direction.
 *
 * @since 1.3.0
 * @category models
 */
export interface Sort {
  readonly key: SortKey
  readonly ascending: boolean
}

/**
 * The value a run sorts by in a column (`NaN`, e.g. a Sharpe ratio the report could not compute, sorts last).
 *
 * @since 1.3.0
 * @category getters
 */
export const sortValue = (run: SweepRun, key: SortKey): number => {
  switch (key) {
    case "rank":
      return run.rank
    case "run":
      return run.run
    case "change":
      return num(run.report.equity.change)
    case "fills":
      return run.report.fills.length
    case "drawdown":
      return num(run.report.drawdown.fraction)
    case "sharpe":
      return num(run.report.ratios?.sharpe)
  }
}

/**
 * The runs in a column's order; runs without a value last, ties in rank order.
 *
 * @since 1.3.0
 * @category combinators
 */
export const sorted = (runs: ReadonlyArray<SweepRun>, sort: Sort): ReadonlyArray<SweepRun> =>
  [...runs].sort((a, b) => {
    const x = sortValue(a, sort.key)
    const y = sortValue(b, sort.key)
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1
    const by = Number.isNaN(x) ? 0 : sort.ascending ? x - y : y - x
    return by || a.rank - b.rank
  })

/**
 * A run's settings in one line: `everyMs=1000 lean=trend`.
 *
 * @since 1.3.0
 * @category formatting
 */
export const settingsText = (run: SweepRun): string =>
  Object.entries(run.settings)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(" ")

/**
 * The extent of some lines: the first and last time, the lowest and highest value (a flat line gets a span of 1).
 *
 * @since 1.3.0
 * @category getters
 */
export const extentOf = (
  lines: ReadonlyArray<ReadonlyArray<Sample>>
): { readonly t0: number; readonly t1: number; readonly lo: number; readonly hi: number } | undefined => {
  const all = lines.flat()
  if (all.length === 0) return undefined
  let t0 = Number.POSITIVE_INFINITY
  let t1 = Number.NEGATIVE_INFINITY
  let lo = Number.POSITIVE_INFINITY
  let hi = Number.NEGATIVE_INFINITY
  for (const s of all) {
    t0 = Math.min(t0, s.t)
    t1 = Math.max(t1, s.t)
    lo = Math.min(lo, s.v)
    hi = Math.max(hi, s.v)
  }
  if (t1 === t0) t1 = t0 + 1
  if (hi === lo) {
    hi += 0.5
    lo -= 0.5
  }
  return { t0, t1, lo, hi }
}

/**
 * A drawdown (a fraction, 0 or below) as a percentage with up to four decimals, a true minus before it: a sweep's
 * drawdowns are often far under 0.01%, which two decimals would show as 0.
 *
 * @since 1.3.0
 * @category formatting
 */
export const drawdownPercent = (fraction: number): string =>
  Number.isFinite(fraction) ? `${fraction < 0 ? "−" : ""}${Format.amount(Math.abs(fraction * 100), 4)}%` : "—"
