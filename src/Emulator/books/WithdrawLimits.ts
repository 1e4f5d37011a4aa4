/**
 * The daily withdrawal limit of an account, as the exchange's withdrawal rules document it for identity
 * verification Lv. 1 at VIP 0: at most 1,000,000 USDT worth of withdrawals per UTC day (the limit resets at
 * 00:00 UTC), every coin counted at its USD value when withdrawn. A withdrawal past what is left of the day's
 * limit answers 131088 with the amount of the coin still available; a cancelled withdrawal gives its value back.
 * (How often `/v5/asset/withdraw/create` may be called is its rate limit, enforced with the other rate limits.)
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import type { Fail } from "../base/Handler.js"
import { fail } from "../base/Handler.js"
import { SCALE } from "./Accounts.js"

const DAY = 86_400_000
const ONE = Fixed.pow10(SCALE)

/**
 * The daily limit in USD (10^-18 units).
 *
 * @since 0.1.0
 * @category limits
 */
export const dailyLimitUsd: bigint = 1_000_000n * ONE

/**
 * What each account withdrew on the current UTC day, per withdrawal id (USD, 10^-18).
 *
 * @since 0.1.0
 * @category models
 */
export class WithdrawLimits {
  private readonly days = new Map<string, { readonly day: number; readonly byId: Map<string, bigint> }>()

  constructor(private readonly limitUsd: bigint = dailyLimitUsd) {}

  /** What is left of an account's limit today (USD, 10^-18). */
  remaining(uid: string, now: number): bigint {
    const used = [...this.today(uid, now).byId.values()].reduce((s, x) => s + x, 0n)
    return Fixed.max(this.limitUsd - used, 0n)
  }

  /**
   * Refuses a withdrawal worth `usd` past what is left today; the message names what is left in the coin
   * (`usdPerCoin`: USD per coin, 10^-18).
   */
  check(uid: string, usd: bigint, usdPerCoin: bigint, decimals: number, now: number): Fail | undefined {
    const left = this.remaining(uid, now)
    if (usd <= left) return undefined
    const coins = usdPerCoin <= 0n ? 0n : (left * ONE) / usdPerCoin
    const shown = Fixed.formatTrimmed(Fixed.rescale(coins, SCALE, decimals, "down"), decimals)
    return fail(
      131088,
      `The withdrawal amount exceeds the remaining withdrawal limit of your identity verification level. The current available amount for withdrawal : ${shown}`
    )
  }

  /** Counts a withdrawal against today's limit. */
  record(uid: string, id: string, usd: bigint, now: number): void {
    this.today(uid, now).byId.set(id, usd)
  }

  /** Gives a cancelled withdrawal's value back (when it was made today). */
  release(uid: string, id: string, now: number): void {
    this.today(uid, now).byId.delete(id)
  }

  private today(uid: string, now: number): { readonly day: number; readonly byId: Map<string, bigint> } {
    const day = Math.floor(now / DAY)
    const cur = this.days.get(uid)
    if (cur !== undefined && cur.day === day) return cur
    const fresh = { day, byId: new Map<string, bigint>() }
    this.days.set(uid, fresh)
    return fresh
  }
}
