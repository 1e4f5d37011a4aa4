/**
 * The market choices the page offers: the product categories and the chart's intervals, as schemas (the address
 * bar's parameters decode them, `atoms/Url.ts`) and in the order the page shows them.
 *
 * @since 1.2.0
 */

import * as Schema from "effect/Schema"

/**
 * A product category.
 *
 * @since 0.1.0
 * @category models
 */
export const Category = Schema.Literals(["spot", "linear", "inverse", "option"])

/**
 * A value of {@link Category}.
 *
 * @since 0.1.0
 * @category models
 */
export type Category = typeof Category.Type

/**
 * The categories, in the order the selector shows them.
 *
 * @since 0.1.0
 * @category constants
 */
export const categories: ReadonlyArray<Category> = Category.literals

/**
 * The chart intervals the page offers (the exchange's kline intervals).
 *
 * @since 0.1.0
 * @category models
 */
export const Interval = Schema.Literals(["1", "3", "5", "15", "30", "60", "240", "D", "W"])

/**
 * A value of {@link Interval}.
 *
 * @since 0.1.0
 * @category models
 */
export type Interval = typeof Interval.Type

/**
 * The intervals, in button order.
 *
 * @since 0.1.0
 * @category constants
 */
export const intervals: ReadonlyArray<Interval> = Interval.literals

/**
 * The label of each interval.
 *
 * @since 0.1.0
 * @category constants
 */
export const intervalLabels: Readonly<Record<Interval, string>> = {
  "1": "1m",
  "3": "3m",
  "5": "5m",
  "15": "15m",
  "30": "30m",
  "60": "1h",
  "240": "4h",
  D: "1D",
  W: "1W"
}
