/**
 * Drawings on the price chart (issue 60): trend lines, horizontal lines, Fibonacci retracements, rectangles and rays
 * (issue 72), anchored at (time, price) points so they stay on the bars they were drawn on through zoom, scroll, new
 * bars and another interval. Kept per market (category and symbol) in this browser's localStorage: a preference, not
 * a secret. What storage holds is checked when read; anything that is not a drawing is dropped, never trusted.
 *
 * @since 1.2.0
 */
import * as Schema from "effect/Schema"

/**
 * A point of a drawing: a true time in seconds (not the chart's shifted one) and a price.
 *
 * @since 1.2.0
 * @category models
 */
export interface Anchor {
  readonly time: number
  readonly price: number
}

/**
 * The kinds of drawing.
 *
 * @since 1.2.0
 * @category models
 */
export type Kind = "trend" | "horizontal" | "fib" | "rect" | "ray"

/**
 * The kinds of drawing, in the order of their buttons.
 *
 * @since 1.2.0
 * @category constants
 */
export const kinds: ReadonlyArray<Kind> = ["trend", "ray", "horizontal", "rect", "fib"]

const Point = Schema.Struct({ time: Schema.Finite, price: Schema.Finite })

const Stored = Schema.Struct({
  id: Schema.String,
  kind: Schema.Literals(["trend", "horizontal", "fib", "rect", "ray"]),
  points: Schema.Array(Point)
})

/**
 * One drawing: a horizontal line has one point; a trend line, a ray (from its first point through its second, on
 * to the chart's edge), a rectangle (two opposite corners) and a retracement two.
 *
 * @since 1.2.0
 * @category models
 */
export interface Drawing {
  readonly id: string
  readonly kind: Kind
  readonly points: ReadonlyArray<Anchor>
}

/**
 * How many points a drawing of `kind` takes.
 *
 * @since 1.2.0
 * @category constructors
 */
export const pointsOf = (kind: Kind): number => (kind === "horizontal" ? 1 : 2)

/**
 * The retracement ratios drawn between a retracement's two points (0 at the second point, 1 at the first).
 *
 * @since 1.2.0
 * @category constants
 */
export const fibRatios: ReadonlyArray<number> = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]

/**
 * The retracement's levels: each ratio with its price, from the move's end (`b`, 0) back to its start (`a`, 1).
 *
 * @since 1.2.0
 * @category constructors
 */
export const fibLevels = (a: Anchor, b: Anchor): ReadonlyArray<{ readonly ratio: number; readonly price: number }> =>
  fibRatios.map((ratio) => ({ ratio, price: b.price + (a.price - b.price) * ratio }))

/**
 * The storage key of a market's drawings.
 *
 * @since 1.2.0
 * @category storage
 */
export const storageKey = (category: string, symbol: string): string => `effect-bybit.drawings.${category}.${symbol}`

const decodeAll = Schema.decodeUnknownSync(Schema.fromJsonString(Schema.Array(Stored)))

/**
 * The drawings a stored text holds: none when there is no text or it is not a list of drawings; drawings with the
 * wrong number of points are dropped.
 *
 * @since 1.2.0
 * @category storage
 */
export const parse = (text: string | null | undefined): ReadonlyArray<Drawing> => {
  if (text == null) return []
  try {
    return decodeAll(text).filter((d) => d.points.length === pointsOf(d.kind))
  } catch {
    return []
  }
}

/**
 * A market's drawings as kept in this browser (none when storage is refused or holds something else).
 *
 * @since 1.2.0
 * @category storage
 */
export const load = (category: string, symbol: string): ReadonlyArray<Drawing> => {
  try {
    return parse(globalThis.localStorage?.getItem(storageKey(category, symbol)))
  } catch {
    return []
  }
}

/**
 * Keeps a market's drawings (an empty list removes the entry); storage refused: they last for this visit.
 *
 * @since 1.2.0
 * @category storage
 */
export const save = (category: string, symbol: string, drawings: ReadonlyArray<Drawing>): void => {
  try {
    const key = storageKey(category, symbol)
    if (drawings.length === 0) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, JSON.stringify(drawings))
  } catch {
    // storage refused (private mode, quota): the drawings last for this visit
  }
}

/**
 * A drawing moved by `dt` seconds and `dp` in price, every point alike.
 *
 * @since 1.2.0
 * @category transformations
 */
export const moved = (drawing: Drawing, dt: number, dp: number): Drawing => ({
  ...drawing,
  points: drawing.points.map((p) => ({ time: p.time + dt, price: p.price + dp }))
})

/**
 * The list with the drawing `id` replaced by `next`.
 *
 * @since 1.2.0
 * @category transformations
 */
export const replace = (drawings: ReadonlyArray<Drawing>, next: Drawing): ReadonlyArray<Drawing> =>
  drawings.map((d) => (d.id === next.id ? next : d))

/**
 * The list without the drawing `id`.
 *
 * @since 1.2.0
 * @category transformations
 */
export const remove = (drawings: ReadonlyArray<Drawing>, id: string): ReadonlyArray<Drawing> =>
  drawings.filter((d) => d.id !== id)

/**
 * Where a time falls among bars' times, as a fractional bar index: between two bars by linear interpolation, before
 * the first or after the last by the spacing of the two nearest bars (a line may run into the future). Needs at
 * least one bar; with one, the spacing is `fallbackStep` seconds.
 *
 * @since 1.2.0
 * @category conversions
 */
export const indexOfTime = (times: ReadonlyArray<number>, time: number, fallbackStep = 60): number => {
  const n = times.length
  const first = times[0] ?? 0
  const last = times[n - 1] ?? 0
  if (n === 1) return (time - first) / fallbackStep
  if (time <= first) return (time - first) / ((times[1] ?? first + fallbackStep) - first)
  if (time >= last) return n - 1 + (time - last) / (last - (times[n - 2] ?? last - fallbackStep))
  let lo = 0
  let hi = n - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if ((times[mid] ?? 0) <= time) lo = mid
    else hi = mid
  }
  const a = times[lo] ?? 0
  const b = times[hi] ?? a
  return b === a ? lo : lo + (time - a) / (b - a)
}

/**
 * The time at a fractional bar index: the inverse of {@link indexOfTime}.
 *
 * @since 1.2.0
 * @category conversions
 */
export const timeOfIndex = (times: ReadonlyArray<number>, index: number, fallbackStep = 60): number => {
  const n = times.length
  const first = times[0] ?? 0
  const last = times[n - 1] ?? 0
  if (n === 1) return first + index * fallbackStep
  if (index <= 0) return first + index * ((times[1] ?? first + fallbackStep) - first)
  if (index >= n - 1) return last + (index - (n - 1)) * (last - (times[n - 2] ?? last - fallbackStep))
  const lo = Math.floor(index)
  const a = times[lo] ?? 0
  const b = times[lo + 1] ?? a
  return a + (index - lo) * (b - a)
}
