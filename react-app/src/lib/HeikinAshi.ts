/**
 * Heikin-Ashi candles: each bar's close is the mean of its open, high, low and close; its open the midpoint of the
 * Heikin-Ashi bar before (the first bar's: of its own open and close); its high and low take those two in. A pure
 * function of the bars, oldest first.
 *
 * @since 0.1.0
 */

/**
 * A bar as the chart draws it (time in seconds).
 *
 * @since 0.1.0
 * @category models
 */
export interface Candle {
  readonly time: number
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
}

/**
 * The Heikin-Ashi candles of `bars` (oldest first), at the same times.
 *
 * @since 0.1.0
 * @category constructors
 */
export const heikinAshi = <A extends Candle>(bars: ReadonlyArray<A>): ReadonlyArray<Candle> => {
  const out: Array<Candle> = []
  let previous: Candle | undefined
  for (const bar of bars) {
    const close = (bar.open + bar.high + bar.low + bar.close) / 4
    const open = previous === undefined ? (bar.open + bar.close) / 2 : (previous.open + previous.close) / 2
    const next = {
      time: bar.time,
      open,
      high: Math.max(bar.high, open, close),
      low: Math.min(bar.low, open, close),
      close
    }
    out.push(next)
    previous = next
  }
  return out
}
