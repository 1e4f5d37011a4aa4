/**
 * A position's trailing stop (`/v5/position/trading-stop` `trailingStop`, with `activePrice`), one last price at a
 * time, as the docs describe it: a price distance from the best price since the stop armed; armed at once, or only
 * once the last price reaches the activation price ("triggered when this price is reached only"); it fires when the
 * last price falls back (a long) or rises back (a short) by the distance from that best price. Prices are exact
 * scaled integers.
 *
 * @since 1.2.0
 */

/**
 * A trailing stop's terms.
 *
 * @since 1.2.0
 * @category models
 */
export interface TrailingStop {
  /** Whether it guards a long (it then sells when the price falls back). */
  readonly long: boolean
  /** The price distance. */
  readonly distance: bigint
  /** The price that arms it; `0n`: armed at once. */
  readonly activePrice: bigint
}

/**
 * Where a trailing stop stands after a price: the best price since it armed (`undefined`: not armed yet), and
 * whether this price fired it.
 *
 * @since 1.2.0
 * @category models
 */
export interface Trail {
  readonly best: bigint | undefined
  readonly fired: boolean
}

/**
 * The trailing stop after one more last price. A stop arms on the price that reaches its activation price (that
 * price is its first best) and can fire from the next one on.
 *
 * @since 1.2.0
 * @category steps
 */
export const step = (stop: TrailingStop, best: bigint | undefined, last: bigint): Trail => {
  if (best === undefined) {
    const reached = stop.activePrice === 0n || (stop.long ? last >= stop.activePrice : last <= stop.activePrice)
    return { best: reached ? last : undefined, fired: false }
  }
  const next = stop.long ? (last > best ? last : best) : last < best ? last : best
  const fired = stop.long ? last <= next - stop.distance : last >= next + stop.distance
  return { best: next, fired }
}
