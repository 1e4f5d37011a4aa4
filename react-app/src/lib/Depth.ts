/**
 * The depth chart's points: cumulative size against price, both sides in ascending price as the chart's horizontal
 * scale needs (bids: the size at or above each price; asks: at or below). Display only.
 *
 * @since 0.1.0
 */

/**
 * One step of a depth curve.
 *
 * @since 0.1.0
 * @category models
 */
export interface DepthPoint {
  readonly price: number
  readonly total: number
}

/**
 * The cumulative curves of a book given best-first levels.
 *
 * @since 0.1.0
 * @category constructors
 */
export const depthPoints = (
  bidPrices: ReadonlyArray<string>,
  bidSizes: ReadonlyArray<string>,
  askPrices: ReadonlyArray<string>,
  askSizes: ReadonlyArray<string>
): { readonly bids: ReadonlyArray<DepthPoint>; readonly asks: ReadonlyArray<DepthPoint> } => {
  const curve = (prices: ReadonlyArray<string>, sizes: ReadonlyArray<string>) => {
    let total = 0
    const out: Array<DepthPoint> = []
    for (let i = 0; i < prices.length; i++) {
      total += Number(sizes[i] ?? 0)
      out.push({ price: Number(prices[i]), total })
    }
    return out
  }
  // bids are best (highest) first: reversed, prices ascend
  return { bids: curve(bidPrices, bidSizes).reverse(), asks: curve(askPrices, askSizes) }
}
