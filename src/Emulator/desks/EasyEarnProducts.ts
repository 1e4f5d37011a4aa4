/**
 * The products of Easy Earn: flexible savings (staked at once, yield accrued every hour and paid into the Funding
 * wallet at 00:30 UTC each day) and on-chain staking (staked from the next whole hour, yield accrued hourly while
 * active and paid with the principal when the redemption completes; a fixed-term product settles by itself at
 * the end of its term).
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { SCALE } from "../books/Accounts.js"

const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

/**
 * An Easy Earn product.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnProduct {
  readonly productId: string
  readonly category: "FlexibleSaving" | "OnChain"
  readonly coin: string
  /** The annual rate. */
  readonly apr: bigint
  /** Decimals of an amount. */
  readonly precision: number
  readonly min: bigint
  /** The most one account may hold. */
  readonly max: bigint
  /** On-chain: the term in days (0 for a flexible product). */
  readonly term: number
  /** On-chain: how long a redemption takes. */
  readonly redeemMinutes: number
}

/**
 * The products.
 *
 * @since 0.1.0
 * @category data
 */
export const EARN_PRODUCTS: ReadonlyArray<EarnProduct> = [
  ["1", "FlexibleSaving", "USDT", "0.05", 4, "1", "2000000", 0, 0],
  ["2", "FlexibleSaving", "USDC", "0.045", 4, "1", "2000000", 0, 0],
  ["3", "FlexibleSaving", "BTC", "0.01", 8, "0.0001", "100", 0, 0],
  ["4", "FlexibleSaving", "ETH", "0.02", 8, "0.001", "1000", 0, 0],
  ["11", "OnChain", "SOL", "0.065", 6, "0.1", "100000", 0, 1440],
  ["12", "OnChain", "ETH", "0.035", 8, "0.01", "1000", 30, 60]
].map(([productId, category, coin, apr, precision, min, max, term, redeem]) => ({
  productId: String(productId),
  category: category as EarnProduct["category"],
  coin: String(coin),
  apr: u(String(apr)),
  precision: Number(precision),
  min: u(String(min)),
  max: u(String(max)),
  term: Number(term),
  redeemMinutes: Number(redeem)
}))

/**
 * A product by id.
 *
 * @since 0.1.0
 * @category data
 */
export const productOf = (productId: string | undefined): EarnProduct | undefined =>
  EARN_PRODUCTS.find((p) => p.productId === productId)

/** One hour. */
export const HOUR = 3_600_000

/** One day. */
export const DAY = 24 * HOUR

/**
 * One hour's yield on `amount` at a product's rate, rounded down to its precision.
 *
 * @since 0.1.0
 * @category yield
 */
export const hourlyYield = (p: EarnProduct, amount: bigint): bigint => {
  const step = Fixed.pow10(SCALE - p.precision)
  return ((amount * p.apr) / Fixed.pow10(SCALE) / 8_760n / step) * step
}

/**
 * The next whole hour after `t`.
 *
 * @since 0.1.0
 * @category time
 */
export const nextHour = (t: number): number => Math.floor(t / HOUR) * HOUR + HOUR
