/**
 * How a drawing is drawn: the chart's scales as functions of true time and price, and one drawing (trend line, ray,
 * horizontal line, rectangle, Fibonacci retracement) as SVG placed by them, with a wide invisible stroke to grab it by.
 *
 * @since 1.2.0
 */
import type { IChartApi, ISeriesApi, Logical } from "lightweight-charts"
import type { PointerEvent as ReactPointerEvent } from "react"
import * as Drawings from "../lib/Drawings.js"
import * as Format from "../lib/Format.js"

/** A drawing's colour, and a chosen one's. */
export const colour = "#f0b90b"
const selectedColour = "#4fc3f7"

/** The chart's scales: time and price to pixels and back, and the drawing area's size. */
export interface Scales {
  readonly x: (time: number) => number | undefined
  readonly y: (price: number) => number | undefined
  readonly time: (x: number) => number | undefined
  readonly price: (y: number) => number | undefined
  readonly width: number
  readonly height: number
}

/** The chart's scales as functions of true time (bars are drawn shifted; bar indices do not care). */
export const scalesOf = (
  chart: IChartApi,
  candles: ISeriesApi<"Candlestick">,
  times: ReadonlyArray<number>
): Scales | undefined => {
  if (times.length === 0) return undefined
  const timeScale = chart.timeScale()
  return {
    x: (time) => {
      // lightweight-charts places whole bar indices only (a fraction reads as 0, the left edge): a time between two
      // bars (a 1h anchor on the 4h chart, issue 72) is placed between theirs
      const index = Drawings.indexOfTime(times, time)
      const below = Math.floor(index)
      const from = timeScale.logicalToCoordinate(below as Logical)
      if (from === null || index === below) return from ?? undefined
      const to = timeScale.logicalToCoordinate((below + 1) as Logical)
      return to === null ? undefined : from + (index - below) * (to - from)
    },
    y: (price) => candles.priceToCoordinate(price) ?? undefined,
    time: (x) => {
      const logical = timeScale.coordinateToLogical(x)
      return logical === null ? undefined : Drawings.timeOfIndex(times, logical)
    },
    price: (y) => candles.coordinateToPrice(y) ?? undefined,
    width: timeScale.width(),
    height: chart.panes()[0]?.getHeight() ?? 0
  }
}

/** One drawing as SVG; `onGrab` starts a drag (a tap selects). */
export function Shape(props: {
  readonly drawing: Drawings.Drawing
  readonly scales: Scales
  readonly selected: boolean
  readonly decimals: number
  /** Whether a tool is in hand: then a tap goes through the shapes to the chart (a point of the new drawing). */
  readonly toolInHand: boolean
  readonly onGrab: (event: ReactPointerEvent<SVGElement>) => void
}) {
  const { drawing, scales, selected, decimals } = props
  const stroke = selected ? selectedColour : colour
  const [a, b] = drawing.points
  if (a === undefined) return null
  const common = {
    "data-testid": "drawing",
    "data-id": drawing.id,
    "data-kind": drawing.kind,
    "data-selected": selected ? "true" : "false",
    "data-prices": drawing.points.map((p) => p.price.toFixed(decimals)).join(",")
  }
  const hit = {
    stroke: "transparent",
    strokeWidth: 14,
    pointerEvents: props.toolInHand ? ("none" as const) : ("stroke" as const),
    onPointerDown: props.onGrab
  }
  if (drawing.kind === "horizontal") {
    const y = scales.y(a.price)
    if (y === undefined) return <g {...common} />
    return (
      <g {...common}>
        <line x1={0} x2={scales.width} y1={y} y2={y} stroke={stroke} strokeWidth={1.5} />
        <line x1={0} x2={scales.width} y1={y} y2={y} {...hit} className="drawing-hit" />
        <text x={4} y={y - 4} fill={stroke} fontSize={11} data-testid="drawing-label">
          {Format.price(a.price, decimals)}
        </text>
      </g>
    )
  }
  if (b === undefined) return <g {...common} />
  const x1 = scales.x(a.time)
  const x2 = scales.x(b.time)
  const y1 = scales.y(a.price)
  const y2 = scales.y(b.price)
  if (x1 === undefined || x2 === undefined || y1 === undefined || y2 === undefined) return <g {...common} />
  // where it is drawn and on which times, for the page's tests
  const placed = { ...common, "data-xs": `${x1.toFixed(1)},${x2.toFixed(1)}`, "data-times": `${a.time},${b.time}` }
  if (drawing.kind === "trend" || drawing.kind === "ray") {
    // a ray goes on from its second point to the drawing area's edge
    const [ex, ey] = drawing.kind === "ray" ? rayEnd(x1, y1, x2, y2, scales.width, scales.height) : [x2, y2]
    return (
      <g {...placed}>
        <line x1={x1} x2={ex} y1={y1} y2={ey} stroke={stroke} strokeWidth={1.5} />
        <line x1={x1} x2={ex} y1={y1} y2={ey} {...hit} className="drawing-hit" />
        <circle cx={x1} cy={y1} r={3} fill={stroke} />
        <circle cx={x2} cy={y2} r={3} fill={stroke} />
      </g>
    )
  }
  if (drawing.kind === "rect") {
    const box = { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) }
    return (
      <g {...placed}>
        <rect {...box} fill={selected ? "rgba(79,195,247,0.10)" : "rgba(240,185,11,0.08)"} stroke={stroke} />
        <rect {...box} fill="none" {...hit} className="drawing-hit" />
      </g>
    )
  }
  const left = Math.min(x1, x2)
  const right = Math.max(x1, x2, left + 40)
  const levels = Drawings.fibLevels(a, b)
  const ys = levels.map((level) => scales.y(level.price) ?? 0)
  return (
    <g {...placed}>
      <rect
        x={left}
        y={Math.min(...ys)}
        width={right - left}
        height={Math.max(1, Math.max(...ys) - Math.min(...ys))}
        fill={selected ? "rgba(79,195,247,0.08)" : "rgba(240,185,11,0.06)"}
      />
      <line x1={x1} x2={x2} y1={y1} y2={y2} stroke={stroke} strokeWidth={1} strokeDasharray="4 3" />
      {levels.map((level, i) => (
        <g key={level.ratio}>
          <line x1={left} x2={right} y1={ys[i]} y2={ys[i]} stroke={stroke} strokeWidth={1} />
          <line x1={left} x2={right} y1={ys[i]} y2={ys[i]} {...hit} className="drawing-hit" />
          <text x={left + 2} y={(ys[i] ?? 0) - 2} fill={stroke} fontSize={10} data-testid="fib-level">
            {`${Format.price(level.ratio, 3)} (${Format.price(level.price, decimals)})`}
          </text>
        </g>
      ))}
    </g>
  )
}

/** Where a ray from (x1, y1) through (x2, y2) leaves the drawing area (at least its second point). */
export const rayEnd = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  height: number
): readonly [number, number] => {
  const dx = x2 - x1
  const dy = y2 - y1
  const along = (d: number, from: number, size: number) =>
    d > 0 ? (size - from) / d : d < 0 ? -from / d : Number.POSITIVE_INFINITY
  const t = Math.min(along(dx, x1, width), along(dy, y1, height))
  const k = Number.isFinite(t) && t > 1 ? t : 1
  return [x1 + dx * k, y1 + dy * k]
}
