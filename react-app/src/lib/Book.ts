/**
 * The order book as the ladder shows it: levels grouped into wider price buckets.
 *
 * @since 0.1.0
 */

/**
 * A level of the grouped book: price, size and the running total from the best level.
 *
 * @since 0.1.0
 * @category models
 */
export interface Level {
  readonly price: number
  readonly size: number
  readonly total: number
}

/**
 * The book's levels merged into buckets of `group` (a multiple of the tick): bids down to their bucket, asks up to
 * theirs, sizes summed; at most `count` levels, best first, with running totals. Display only.
 *
 * @since 0.1.0
 * @category constructors
 */
export const groupLevels = (
  prices: ReadonlyArray<string>,
  sizes: ReadonlyArray<string>,
  group: number,
  side: "bid" | "ask",
  count: number
): ReadonlyArray<Level> => {
  const out: Array<{ price: number; size: number }> = []
  for (let i = 0; i < prices.length && out.length <= count; i++) {
    const price = Number(prices[i])
    const size = Number(sizes[i])
    const units = price / group
    // a small tolerance: prices on the grid divide to whole numbers up to float error
    const bucket = (side === "bid" ? Math.floor(units + 1e-9) : Math.ceil(units - 1e-9)) * group
    const last = out[out.length - 1]
    if (last !== undefined && Math.abs(last.price - bucket) < group / 2) last.size += size
    else out.push({ price: bucket, size })
  }
  let total = 0
  return out.slice(0, count).map((level) => {
    total += level.size
    return { ...level, total }
  })
}
