/**
 * The sweep view's pictures, drawn as SVG: lines over time (the picked runs' equity, or their drawdown), each run's
 * line a path of its own colour (`data-run`), and one run's fills as markers at their time and price over its equity.
 * The lines stretch with the panel (a non-scaling stroke); the axis labels and the markers are HTML over it, so they
 * keep their shape.
 *
 * @since 1.3.0
 */
import * as Format from "../lib/Format.js"
import * as SweepResults from "../lib/SweepResults.js"

const width = 1000
const height = 300

const palette = ["#f0b90b", "#26a69a", "#42a5f5", "#ab47bc", "#ef5350", "#8d6e63", "#26c6da", "#d4e157"]

/**
 * A run's colour (the same in the table, the curves and the drawdown).
 *
 * @since 1.3.0
 * @category rendering
 */
export const colorOf = (run: number): string => palette[run % palette.length] ?? "#d3dae3"

type Extent = NonNullable<ReturnType<typeof SweepResults.extentOf>>

const x = (e: Extent, t: number) => ((t - e.t0) / (e.t1 - e.t0)) * width
const y = (e: Extent, v: number) => (1 - (v - e.lo) / (e.hi - e.lo)) * height

const pathOf = (e: Extent, samples: ReadonlyArray<SweepResults.Sample>): string =>
  samples.map((s, i) => `${i === 0 ? "M" : "L"}${x(e, s.t).toFixed(1)},${y(e, s.v).toFixed(1)}`).join("")

/**
 * A line of a chart: a run and its samples.
 *
 * @since 1.3.0
 * @category models
 */
export interface Line {
  readonly run: number
  readonly samples: ReadonlyArray<SweepResults.Sample>
}

function Axes(props: { readonly extent: Extent; readonly value: (v: number) => string }) {
  const { extent } = props
  return (
    <>
      <span className="sweep-axis sweep-axis-hi">{props.value(extent.hi)}</span>
      <span className="sweep-axis sweep-axis-lo">{props.value(extent.lo)}</span>
      <span className="sweep-axis sweep-axis-t0">{Format.clock(extent.t0)}</span>
      <span className="sweep-axis sweep-axis-t1">{Format.clock(extent.t1)}</span>
    </>
  )
}

/**
 * Lines over time on one scale: `data-lines` counts the paths drawn.
 *
 * @since 1.3.0
 * @category components
 */
export function LineChart(props: {
  readonly testId: string
  readonly label: string
  readonly lines: ReadonlyArray<Line>
  readonly value: (v: number) => string
}) {
  const extent = SweepResults.extentOf(props.lines.map((l) => l.samples))
  return (
    <figure
      className="sweep-chart"
      data-testid={props.testId}
      data-lines={extent === undefined ? 0 : props.lines.length}
    >
      <figcaption>{props.label}</figcaption>
      {extent === undefined ? (
        <div className="muted sweep-empty">Pick a run in the table to draw it.</div>
      ) : (
        <div className="sweep-plot">
          <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={props.label}>
            {props.lines.map((line) => (
              <path
                key={line.run}
                data-run={line.run}
                d={pathOf(extent, line.samples)}
                fill="none"
                stroke={colorOf(line.run)}
                strokeWidth={1.5}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          <Axes extent={extent} value={props.value} />
        </div>
      )}
    </figure>
  )
}

const decimalsOfRun = (run: SweepResults.SweepRun): number =>
  Math.max(0, ...run.report.fills.map((f) => (typeof f.price === "string" ? Format.decimalsOf(f.price) : 2)))

/**
 * One run's fills: its equity as a line (left labels) and each fill a marker at its time and price (right labels),
 * green up for a buy, red down for a sell; `data-fills` counts the run's fills, `data-shown` the markers drawn. With
 * `until` (a replay's time) only what happened by then is drawn, on the whole run's scales, with a cursor at it.
 *
 * @since 1.3.0
 * @category components
 */
export function FillsChart(props: { readonly run: SweepResults.SweepRun; readonly until?: number | undefined }) {
  const { run, until } = props
  const whole = SweepResults.equityOf(run)
  const equity = until === undefined ? whole : whole.filter((s) => s.t <= until)
  const shown = until === undefined ? run.report.fills : run.report.fills.filter((f) => f.time <= until)
  const fills = run.report.fills
  const prices = fills.map((f) => ({ t: f.time, v: SweepResults.num(f.price) }))
  const span = SweepResults.extentOf([whole, prices])
  const priceExtent = SweepResults.extentOf([prices])
  const equityExtent = SweepResults.extentOf([whole])
  const decimals = decimalsOfRun(run)
  if (span === undefined) return <div className="muted sweep-empty">This run has no equity curve or fills.</div>
  // both scales share the time axis; the prices get a margin so a marker is not cut at the edge
  const pad = priceExtent === undefined ? 0 : (priceExtent.hi - priceExtent.lo) * 0.08
  const price: Extent | undefined =
    priceExtent === undefined ? undefined : { ...span, lo: priceExtent.lo - pad, hi: priceExtent.hi + pad }
  const money: Extent | undefined = equityExtent === undefined ? undefined : { ...span, ...pick(equityExtent) }
  return (
    <figure
      className="sweep-chart"
      data-testid="sweep-fills-chart"
      data-fills={fills.length}
      data-shown={shown.length}
      data-run={run.run}
    >
      <figcaption>
        Run {run.run}: equity and its {fills.length} fills
      </figcaption>
      <div className="sweep-plot">
        <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label="Equity and fills">
          {money === undefined ? null : (
            <path
              d={pathOf(money, equity)}
              fill="none"
              stroke={colorOf(run.run)}
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {until === undefined ? null : (
            <line
              x1={x(span, until)}
              x2={x(span, until)}
              y1={0}
              y2={height}
              stroke="#7d8996"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        {price === undefined
          ? null
          : shown.map((f, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: fills keep their order; two can share a time
                key={i}
                className={`sweep-fill ${f.side === "Buy" ? "buy" : "sell"}`}
                data-testid="sweep-fill"
                title={`${f.side} ${f.qty} at ${f.price}, ${Format.clock(f.time)}`}
                style={{
                  left: `${(x(price, f.time) / width) * 100}%`,
                  top: `${(y(price, SweepResults.num(f.price)) / height) * 100}%`
                }}
              />
            ))}
        {money === undefined ? null : <Axes extent={money} value={(v) => Format.money(v)} />}
        {price === undefined ? null : (
          <>
            <span className="sweep-axis sweep-axis-hi sweep-axis-right">{Format.price(price.hi, decimals)}</span>
            <span className="sweep-axis sweep-axis-lo sweep-axis-right">{Format.price(price.lo, decimals)}</span>
          </>
        )}
      </div>
    </figure>
  )
}

const pick = (e: Extent) => ({ lo: e.lo, hi: e.hi })
