/**
 * What the emulator's asset flows (withdrawals, deposits, conversions) share: the coin catalogue of the asset
 * endpoints, the `Funds` view of the exchange's balances they move, and the parameter and paging helpers.
 *
 * @since 0.1.0
 */
import type { AccountType, Member } from "./Accounts.js"
import { SCALE } from "./Accounts.js"
import type { Params, Result } from "./Exchange.js"
import * as Fixed from "./Fixed.js"
import type { FundReason } from "./FundingLog.js"

/**
 * A coin of the asset endpoints, with its one chain and that chain's withdrawal terms.
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinChain {
  readonly coin: string
  readonly chain: string
  readonly withdrawFee: string
  /** Smallest withdrawal (the docs' `withdrawMin`). */
  readonly withdrawMin: string
  /** Decimals an amount of the coin may have (`minAccuracy`). */
  readonly accuracy: number
}

/**
 * Coins the asset endpoints know, with one chain each.
 *
 * @since 0.1.0
 * @category data
 */
export const COINS: ReadonlyArray<CoinChain> = [
  { coin: "BTC", chain: "BTC", withdrawFee: "0.0005", withdrawMin: "0.0005", accuracy: 8 },
  { coin: "ETH", chain: "ETH", withdrawFee: "0.0012", withdrawMin: "0.0012", accuracy: 8 },
  { coin: "SOL", chain: "SOL", withdrawFee: "0.01", withdrawMin: "0.01", accuracy: 8 },
  { coin: "USDT", chain: "ETH", withdrawFee: "4", withdrawMin: "4", accuracy: 8 },
  { coin: "USDC", chain: "ETH", withdrawFee: "4", withdrawMin: "4", accuracy: 8 }
]

/**
 * The catalogue entry of a coin.
 *
 * @since 0.1.0
 * @category data
 */
export const coinOf = (coin: string): CoinChain | undefined => COINS.find((c) => c.coin === coin)

/**
 * The exchange's balances as the asset flows see them.
 *
 * @since 0.1.0
 * @category models
 */
export interface Funds {
  /** The wallet balance (units of 10^-18). */
  readonly balance: (uid: string, type: AccountType, coin: string) => bigint
  /** What may leave the account type now: the FUND balance, or the UNIFIED balance not held by orders or margin. */
  readonly free: (uid: string, type: AccountType, coin: string) => bigint
  /**
   * Changes a balance by `delta`; UNIFIED changes are booked in the ledger (transfer in/out) and pushed, FUND
   * changes in the funding history with `reason`.
   */
  readonly move: (uid: string, type: AccountType, coin: string, delta: bigint, now: number, reason: FundReason) => void
  readonly member: (uid: string) => Member | undefined
  /** The coin's price in USD from the emulator's last prices (units of 10^-18; 0 when unknown). */
  readonly usdPrice: (coin: string, now: number) => bigint
}

/**
 * A failed `Result`.
 *
 * @since 0.1.0
 * @category results
 */
export type Fail = { readonly ok: false; readonly retCode: number; readonly retMsg: string }

/**
 * A successful `Result`.
 *
 * @since 0.1.0
 * @category results
 */
export const ok = <A>(value: A): Result<A> => ({ ok: true, value })

/**
 * A failed `Result` with a V5 code and message.
 *
 * @since 0.1.0
 * @category results
 */
export const fail = (retCode: number, retMsg: string): Fail => ({ ok: false, retCode, retMsg })

/**
 * Whether a value is a `Fail`.
 *
 * @since 0.1.0
 * @category results
 */
export const isFail = (v: unknown): v is Fail =>
  typeof v === "object" && v !== null && (v as { ok?: unknown }).ok === false && "retCode" in v

/**
 * A parameter as text (`undefined` when absent or empty).
 *
 * @since 0.1.0
 * @category params
 */
export const text = (p: Params, k: string): string | undefined => {
  const v = p[k]
  if (typeof v === "string") return v === "" ? undefined : v
  if (typeof v === "number" || typeof v === "boolean") return String(v)
  return undefined
}

/**
 * An integer parameter: `undefined` when absent, `NaN` when not an integer.
 *
 * @since 0.1.0
 * @category params
 */
export const int = (p: Params, k: string): number | undefined => {
  const v = text(p, k)
  if (v === undefined) return undefined
  return /^-?\d+$/.test(v) ? Number(v) : Number.NaN
}

/**
 * The `limit` parameter within `[min, max]` (`def` when absent); 10001 otherwise.
 *
 * @since 0.1.0
 * @category params
 */
export const limitOf = (p: Params, min: number, max: number, def: number): number | Fail => {
  const v = int(p, "limit")
  if (v === undefined) return def
  if (Number.isNaN(v) || v < min || v > max) return fail(10001, "params error: limit invalid")
  return v
}

const cursorOf = (key: string): string => Buffer.from(`k=${key}`, "utf8").toString("base64url")

/**
 * A page of `items` (newest first) after the cursor's item, with the next cursor (`""` on the last page); 10001
 * for a cursor that names no item.
 *
 * @since 0.1.0
 * @category params
 */
export const page = <A>(
  items: ReadonlyArray<A>,
  keyOf: (a: A) => string,
  limit: number,
  cursor: string | undefined
): { readonly list: ReadonlyArray<A>; readonly next: string } | Fail => {
  let start = 0
  if (cursor !== undefined) {
    const decoded = Buffer.from(cursor, "base64url").toString("utf8")
    const key = decoded.startsWith("k=") ? decoded.slice(2) : undefined
    const at = key === undefined ? -1 : items.findIndex((a) => keyOf(a) === key)
    if (at < 0) return fail(10001, "params error: cursor invalid")
    start = at + 1
  }
  const list = items.slice(start, start + limit)
  const last = list[list.length - 1]
  return { list, next: start + limit < items.length && last !== undefined ? cursorOf(keyOf(last)) : "" }
}

/**
 * The `[startTime, endTime]` window in ms: the last `defaultMs` when both are absent, `spanMs` after the start or
 * before the end when one is given; 10001 for a window that is not a number, reversed or longer than `spanMs`.
 *
 * @since 0.1.0
 * @category params
 */
export const windowOf = (
  p: Params,
  now: number,
  spanMs: number,
  keys: readonly [string, string] = ["startTime", "endTime"]
): { readonly from: number; readonly to: number } | Fail => {
  const start = int(p, keys[0])
  const end = int(p, keys[1])
  if (Number.isNaN(start) || Number.isNaN(end)) return fail(10001, "params error: time invalid")
  const to = end ?? (start === undefined ? now : start + spanMs)
  const from = start ?? to - spanMs
  if (from > to) return fail(10001, "params error: startTime must be less than endTime")
  if (to - from > spanMs) return fail(10001, "params error: the time range exceeds the limit")
  return { from, to }
}

/**
 * Units of 10^-18 as a trimmed decimal (`"0.0005"`, `"77"`).
 *
 * @since 0.1.0
 * @category format
 */
export const show = (units: bigint): string => Fixed.formatTrimmed(units, SCALE)

/**
 * A positive decimal amount with at most `decimals` decimals as units of 10^-18: `"format"` when not a positive
 * decimal, `"precision"` when it has too many decimals.
 *
 * @since 0.1.0
 * @category params
 */
export const amountOf = (value: string, decimals: number): bigint | "format" | "precision" => {
  if (!/^\d+(\.\d+)?$/.test(value)) return "format"
  if (Fixed.decimalsOf(value.replace(/0+$/, "")) > decimals && value.includes(".")) return "precision"
  const units = Fixed.parse(value, SCALE)
  return units === undefined ? "precision" : units <= 0n ? "format" : units
}
