/**
 * The coins of the first-generation crypto loans: what may be pledged (with its LTV lines) and what may be borrowed
 * (with its hourly rates and limits).
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { SCALE } from "../books/Accounts.js"

const u = (text: string): bigint => Fixed.parseRounded(text, SCALE, "down") ?? 0n

/**
 * The fixed loan terms, in days.
 *
 * @since 0.1.0
 * @category data
 */
export const TERMS = ["7", "14", "30", "90", "180"] as const

/**
 * A collateral coin and its LTV lines.
 *
 * @since 0.1.0
 * @category models
 */
export interface Collateral {
  readonly coin: string
  readonly accuracy: number
  readonly initialLTV: bigint
  readonly marginCallLTV: bigint
  readonly liquidationLTV: bigint
  readonly maxLimit: bigint
}

/**
 * A loanable coin: its hourly rates (flexible and per term) and limits.
 *
 * @since 0.1.0
 * @category models
 */
export interface Loanable {
  readonly coin: string
  readonly accuracy: number
  /** Hourly rates: flexible, then per term. */
  readonly flexible: bigint
  readonly fixed: Readonly<Record<(typeof TERMS)[number], bigint>>
  readonly min: bigint
  readonly max: bigint
}

/**
 * The collateral coins.
 *
 * @since 0.1.0
 * @category data
 */
export const COLLATERAL: ReadonlyArray<Collateral> = [
  ["BTC", 8, "0.65", "0.8", "0.9", "100"],
  ["ETH", 8, "0.65", "0.8", "0.9", "2000"],
  ["SOL", 6, "0.5", "0.75", "0.85", "50000"],
  ["USDT", 4, "0.8", "0.85", "0.9", "2000000"],
  ["USDC", 4, "0.8", "0.85", "0.9", "2000000"]
].map(([coin, accuracy, i, m, l, max]) => ({
  coin: String(coin),
  accuracy: Number(accuracy),
  initialLTV: u(String(i)),
  marginCallLTV: u(String(m)),
  liquidationLTV: u(String(l)),
  maxLimit: u(String(max))
}))

const rates = (base: string) => {
  const b = u(base)
  return { "7": b, "14": (b * 105n) / 100n, "30": (b * 110n) / 100n, "90": (b * 120n) / 100n, "180": (b * 130n) / 100n }
}

/**
 * The loanable coins.
 *
 * @since 0.1.0
 * @category data
 */
export const LOANABLE: ReadonlyArray<Loanable> = [
  { coin: "USDT", accuracy: 4, flexible: u("0.0000059"), fixed: rates("0.0000053"), min: u("20"), max: u("2000000") },
  { coin: "USDC", accuracy: 4, flexible: u("0.0000059"), fixed: rates("0.0000053"), min: u("20"), max: u("2000000") },
  { coin: "BTC", accuracy: 8, flexible: u("0.0000012"), fixed: rates("0.0000011"), min: u("0.001"), max: u("50") },
  { coin: "ETH", accuracy: 8, flexible: u("0.0000021"), fixed: rates("0.0000019"), min: u("0.01"), max: u("500") }
]
