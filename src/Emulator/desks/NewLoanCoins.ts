/**
 * The coins of the new-generation crypto loans: what may be borrowed (flexible and fixed accuracies, minimums, the
 * per-account limit, the flexible annual rate, the repayment-with-collateral fee) and what may be pledged (its
 * accuracy, its group's tiered collateral ratios and its liquidation order), with the position's LTV lines.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { SCALE } from "../books/Accounts.js"

const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

/**
 * One unit (10^18 units).
 *
 * @since 0.1.0
 * @category data
 */
export const ONE = Fixed.pow10(SCALE)

/**
 * The fixed terms, in days.
 *
 * @since 0.1.0
 * @category data
 */
export const TERMS = ["7", "14", "30", "90", "180"] as const

/**
 * A fixed term.
 *
 * @since 0.1.0
 * @category models
 */
export type Term = (typeof TERMS)[number]

/**
 * The position's LTV lines: borrowing and collateral reduction stop at `initial`; at `liquidation` the position's
 * collateral repays its debt.
 *
 * @since 0.1.0
 * @category data
 */
export const LTV = { initial: u("0.8"), marginCall: u("0.87"), liquidation: u("0.91") } as const

/**
 * The platform's borrowing limit per master account (shared with its sub-accounts), in USD.
 *
 * @since 0.1.0
 * @category data
 */
export const PLATFORM_QUOTA_USD = u("10000000")

/**
 * The most collateral one repayment with collateral may sell, in USD (148047 past it).
 *
 * @since 0.1.0
 * @category data
 */
export const COLLATERAL_REPAY_MAX_USD = u("300000")

/**
 * Open fixed orders one account may keep (148018 past it).
 *
 * @since 0.1.0
 * @category data
 */
export const MAX_OPEN_FIXED_ORDERS = 20

/**
 * A borrowable coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface LoanCoin {
  readonly coin: string
  readonly flexibleAccuracy: number
  readonly fixedAccuracy: number
  readonly minFlexible: bigint
  readonly minFixed: bigint
  /** The most one account may owe of the coin. */
  readonly max: bigint
  /** The flexible annual rate; interest is charged hourly at a 8,760th of it. */
  readonly flexibleAnnual: bigint
  /** The fee rate of a repayment with collateral. */
  readonly repayFee: bigint
  /** The flexible lending pool the platform holds. */
  readonly pool: bigint
}

/**
 * The borrowable coins.
 *
 * @since 0.1.0
 * @category data
 */
export const LOAN_COINS: ReadonlyArray<LoanCoin> = [
  ["USDT", 4, 4, "10", "100", "2000000", "0.0612", "0.002", "50000000"],
  ["USDC", 4, 4, "10", "100", "2000000", "0.0587", "0.002", "50000000"],
  ["BTC", 6, 6, "0.0001", "0.001", "50", "0.0131", "0.003", "500"],
  ["ETH", 4, 6, "0.001", "0.1", "1100", "0.0143", "0.003", "8000"]
].map(([coin, flex, fixed, minFlex, minFixed, max, annual, fee, pool]) => ({
  coin: String(coin),
  flexibleAccuracy: Number(flex),
  fixedAccuracy: Number(fixed),
  minFlexible: u(String(minFlex)),
  minFixed: u(String(minFixed)),
  max: u(String(max)),
  flexibleAnnual: u(String(annual)),
  repayFee: u(String(fee)),
  pool: u(String(pool))
}))

/**
 * One collateral tier: the part of a coin's collateral value between `min` and `max` USD counts at `ratio`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Tier {
  readonly min: bigint
  readonly max: bigint
  readonly ratio: bigint
}

/**
 * A group of collateral coins sharing their tiers.
 *
 * @since 0.1.0
 * @category models
 */
export interface CollateralGroup {
  readonly coins: ReadonlyArray<string>
  readonly tiers: ReadonlyArray<Tier>
}

const tiers = (...rows: ReadonlyArray<readonly [string, string, string]>): ReadonlyArray<Tier> =>
  rows.map(([min, max, ratio]) => ({ min: u(min), max: u(max), ratio: u(ratio) }))

/**
 * The collateral groups.
 *
 * @since 0.1.0
 * @category data
 */
export const COLLATERAL_GROUPS: ReadonlyArray<CollateralGroup> = [
  {
    coins: ["BTC", "ETH"],
    tiers: tiers(["0", "5000000", "0.85"], ["5000000", "20000000", "0.7"], ["20000000", "99999999999", "0.5"])
  },
  {
    coins: ["SOL", "XRP"],
    tiers: tiers(["0", "1000000", "0.7"], ["1000000", "5000000", "0.5"], ["5000000", "99999999999", "0.3"])
  },
  { coins: ["USDT", "USDC"], tiers: tiers(["0", "99999999999", "0.95"]) }
]

/**
 * A pledgeable coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface CollateralCoin {
  readonly coin: string
  readonly accuracy: number
  readonly group: CollateralGroup
  /** Sold first when lowest. */
  readonly liquidationOrder: number
  /** The most the platform takes of the coin as collateral from one account. */
  readonly maxLimit: bigint
}

/**
 * The pledgeable coins, in liquidation order.
 *
 * @since 0.1.0
 * @category data
 */
export const COLLATERAL_COINS: ReadonlyArray<CollateralCoin> = [
  ["XRP", 2, 1, "5000000"],
  ["SOL", 6, 2, "200000"],
  ["ETH", 8, 3, "20000"],
  ["BTC", 8, 4, "1000"],
  ["USDC", 4, 5, "50000000"],
  ["USDT", 4, 6, "50000000"]
].map(([coin, accuracy, order, max]) => ({
  coin: String(coin),
  accuracy: Number(accuracy),
  group: COLLATERAL_GROUPS.find((g) => g.coins.includes(String(coin))) ?? (COLLATERAL_GROUPS[0] as CollateralGroup),
  liquidationOrder: Number(order),
  maxLimit: u(String(max))
}))

/**
 * The collateral value (USD) that counts after the tiers, for a coin whose collateral is worth `usd`.
 *
 * @since 0.1.0
 * @category valuation
 */
export const tiered = (group: CollateralGroup, usd: bigint): bigint => {
  let out = 0n
  for (const t of group.tiers) {
    if (usd <= t.min) break
    out += ((Fixed.min(usd, t.max) - t.min) * t.ratio) / ONE
  }
  return out
}

/**
 * A loan coin by name.
 *
 * @since 0.1.0
 * @category data
 */
export const loanCoin = (coin: string | undefined): LoanCoin | undefined => LOAN_COINS.find((c) => c.coin === coin)

/**
 * A collateral coin by name.
 *
 * @since 0.1.0
 * @category data
 */
export const collateralCoin = (coin: string | undefined): CollateralCoin | undefined =>
  COLLATERAL_COINS.find((c) => c.coin === coin)
