/**
 * What the emulator's asset flows (withdrawals, deposits, conversions) share: the coin catalogue of the asset
 * endpoints, the `Funds` view of the exchange's balances they move, and the parameter and paging helpers.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import type { AccountType, Member } from "./Accounts.js"
import { SCALE } from "./Accounts.js"
import type { EntryType } from "./Ledger.js"

/**
 * Why a funding balance moved.
 *
 * @since 0.1.0
 * @category models
 */
export type FundReason = "Transfer" | "Deposit" | "Withdraw" | "Convert"

/**
 * The exchange's balances as the asset flows see them.
 *
 * @since 0.1.0
 * @category models
 */
export interface Funds {
  /** The wallet balance (units of 10^-18). */
  readonly balance: (uid: string, type: AccountType, coin: string) => bigint
  /**
   * What may leave the account type at `now`: the FUND balance, or the UNIFIED balance not held by orders or margin
   * (positions valued at `now`'s marks).
   */
  readonly free: (uid: string, type: AccountType, coin: string, now: number) => bigint
  /**
   * Changes a balance by `delta`; UNIFIED changes are booked in the ledger (transfer in/out) and pushed, FUND
   * changes in the funding history with `reason`; `entry` books a UNIFIED change under another transaction-log type
   * (`TOKENS_SUBSCRIPTION`, `BORROW`, `INTEREST` …).
   */
  readonly move: (
    uid: string,
    type: AccountType,
    coin: string,
    delta: bigint,
    now: number,
    reason: FundReason,
    entry?: EntryType
  ) => void
  readonly member: (uid: string) => Member | undefined
  /** The coin's price in USD from the emulator's last prices (units of 10^-18; 0 when unknown). */
  readonly usdPrice: (coin: string, now: number) => bigint
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

/** The order a conversion takes other coins in. */
const CONVERT_ORDER = ["USDT", "USDC", "BTC", "ETH", "SOL"]

/**
 * Buys up to `need` of `coin` in an account's unified wallet with the free balances of its other coins, at the
 * emulator's prices (stablecoins first); books the sale under `sold` and the purchase under `bought`. Answers what
 * was bought.
 *
 * @since 0.1.0
 * @category operations
 */
export const buyWith = (
  funds: Funds,
  uid: string,
  coin: string,
  need: bigint,
  now: number,
  sold: EntryType,
  bought: EntryType
): bigint => {
  const one = 10n ** BigInt(SCALE)
  const price = funds.usdPrice(coin, now)
  let got = 0n
  for (const other of CONVERT_ORDER) {
    if (other === coin || got >= need || price <= 0n) continue
    const otherPrice = funds.usdPrice(other, now)
    const free = funds.free(uid, "UNIFIED", other, now)
    if (otherPrice <= 0n || free <= 0n) continue
    const wantedUsd = ((need - got) * price) / one
    const sell = Fixed.min(free, Fixed.divide(wantedUsd * one, otherPrice, "up"))
    const gained = Fixed.min(need - got, (sell * otherPrice) / price)
    if (gained <= 0n) continue
    funds.move(uid, "UNIFIED", other, -sell, now, "Convert", sold)
    funds.move(uid, "UNIFIED", coin, gained, now, "Convert", bought)
    got += gained
  }
  return got
}
