/**
 * The closed-PnL analysis above the Closed PnL table (a chunk fetched when the tab is first opened): over a chosen
 * period (7, 30 or 90 days, every record of it, not only the page the table lists), the total, the PnL by UTC day
 * and by symbol, and the cumulative PnL as a curve.
 * Each figure carries its exact sum as `data-value` (for a test, or a curious user).
 *
 * @since 0.1.0
 */

import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import * as PnlPeriod from "../atoms/PnlPeriod.js"
import * as Format from "../lib/Format.js"
import * as Analysis from "../lib/PnlAnalysis.js"
import "./PnlAnalysis.css"

const tone = (pnl: number): string => (pnl > 0 ? "up" : pnl < 0 ? "down" : "")

/** One group's row: its name, its PnL, how many closes and how many won. */
function TotalRow(props: { readonly total: Analysis.Total; readonly testId: string }) {
  const { total } = props
  return (
    <tr data-testid={props.testId} data-key={total.key}>
      <td>{total.key}</td>
      <td className={`num ${tone(total.pnl)}`} data-testid="pnl-sum" data-value={total.pnl}>
        {Format.pnl(total.pnl)}
      </td>
      <td className="num" data-testid="pnl-count">
        {total.count}
      </td>
      <td className="num muted">{Format.amount((total.wins / Math.max(total.count, 1)) * 100, 0)}%</td>
    </tr>
  )
}

/** A table of group totals. */
function Totals(props: {
  readonly title: string
  readonly rows: ReadonlyArray<Analysis.Total>
  readonly testId: string
}) {
  return (
    <table className="pnl-totals" data-testid={`${props.testId}-table`}>
      <caption>{props.title}</caption>
      <thead>
        <tr>
          <th scope="col">{props.title === "By day (UTC)" ? "Day" : "Symbol"}</th>
          <th scope="col" className="num">
            PnL
          </th>
          <th scope="col" className="num">
            Closes
          </th>
          <th scope="col" className="num">
            Won
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((total) => (
          <TotalRow key={total.key} total={total} testId={props.testId} />
        ))}
      </tbody>
    </table>
  )
}

const width = 300
const height = 80

/** The cumulative PnL over the closes' times, with the zero line. */
function Curve(props: { readonly curve: ReadonlyArray<Analysis.Point> }) {
  const { curve } = props
  const values = [0, ...curve.map((p) => p.cumulative)]
  const low = Math.min(...values)
  const high = Math.max(...values)
  const span = high - low || 1
  const first = curve[0]?.time ?? 0
  const last = curve.at(-1)?.time ?? first
  const x = (t: number) => (last === first ? width / 2 : ((t - first) / (last - first)) * width)
  const y = (v: number) => height - 4 - ((v - low) / span) * (height - 8)
  const points = [
    ...(first === 0 ? [] : [`0,${y(0).toFixed(1)}`]),
    ...curve.map((p) => `${x(p.time).toFixed(1)},${y(p.cumulative).toFixed(1)}`)
  ].join(" ")
  const end = curve.at(-1)?.cumulative ?? 0
  return (
    <figure className="pnl-curve">
      <figcaption>Cumulative PnL</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Cumulative PnL, ${Format.pnl(end)} after ${curve.length} closes`}
        data-testid="pnl-curve"
        data-points={JSON.stringify(curve.map((p) => [p.time, p.cumulative]))}
      >
        <line className="zero" x1={0} x2={width} y1={y(0)} y2={y(0)} />
        <polyline className={tone(end)} points={points} vectorEffect="non-scaling-stroke" />
      </svg>
    </figure>
  )
}

/** The period's choice: 7, 30 or 90 days, as buttons (the pressed one is the period shown). */
function PeriodChoice(props: { readonly period: Analysis.Period; readonly choose: (p: Analysis.Period) => void }) {
  return (
    <fieldset className="pnl-periods" aria-label="Period">
      {Analysis.periods.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === props.period}
          data-testid={`pnl-period-${days}`}
          onClick={() => props.choose(days)}
        >
          {days}D
        </button>
      ))}
    </fieldset>
  )
}

// the period's ends as dates in the user's locale (UTC, as the by-day table)
const dayOf = (ms: number): string =>
  new Date(ms).toLocaleDateString(undefined, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" })

/**
 * The analysis of the closed-PnL records of a chosen period (7, 30 or 90 days; every record of it, read in 7-day
 * requests page after page): total, by day, by symbol, cumulative curve, and the range it covers.
 *
 * @since 0.1.0
 * @category components
 */
export function PnlAnalysis(props: { readonly category: "linear" | "inverse" }) {
  const period = useAtomValue(PnlPeriod.periodAtom)
  const choose = useAtomSet(PnlPeriod.periodAtom)
  const result = useAtomValue(PnlPeriod.closedPnlOfPeriod(props.category, period))
  const feed = AsyncResult.isSuccess(result) ? result.value : undefined
  const covered = feed === undefined ? undefined : Option.getOrUndefined(feed.value)
  const analysis = Analysis.analyse(covered?.records ?? [])
  const { total } = analysis
  return (
    <section className="pnl-analysis" data-testid="pnl-analysis" aria-label="Closed PnL analysis">
      <div className="pnl-total">
        <PeriodChoice period={period} choose={choose} />{" "}
        {covered === undefined ? (
          <span className="muted">{feed?.error ?? "Reading…"}</span>
        ) : (
          <>
            <span
              className="muted"
              data-testid="pnl-period"
              data-days={period}
              data-from={covered.from}
              data-to={covered.to}
            >
              Last {period} days ({dayOf(covered.from)} – {dayOf(covered.to)} UTC):
            </span>{" "}
            <span className="muted">Realised PnL</span>{" "}
            <b className={tone(total.pnl)} data-testid="pnl-total" data-value={total.pnl}>
              {Format.pnl(total.pnl)}
            </b>{" "}
            <span className="muted">
              over {total.count} closes
              {total.count === 0 ? "" : `, ${Format.amount((total.wins / total.count) * 100, 0)}% won`}
            </span>
            {feed?.error === undefined ? null : <span className="failure"> {feed.error}</span>}
          </>
        )}
      </div>
      {total.count === 0 ? null : (
        <div className="pnl-parts">
          <Curve curve={analysis.curve} />
          <Totals title="By day (UTC)" rows={analysis.byDay} testId="pnl-day" />
          <Totals title="By symbol" rows={analysis.bySymbol} testId="pnl-symbol" />
        </div>
      )}
    </section>
  )
}
