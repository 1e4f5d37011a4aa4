/**
 * Rate limits as the exchange documents them: per UID and endpoint (and, for trading, per category column) in a
 * rolling window — one second for most endpoints, a minute for the asset endpoints limited per minute — with the
 * documented defaults (order create 10/s for linear, inverse and option, 20/s for spot; queries 50/s; ...), and the
 * per-IP limit of 600 requests in 5 seconds (HTTP 403 "access too frequent" past it). Every private answer carries
 * `X-Bapi-Limit`, `X-Bapi-Limit-Status` and `X-Bapi-Limit-Reset-Timestamp`; past the budget the answer is
 * retCode 10006 "Too many visits!".
 *
 * @since 0.1.0
 */

// The documented limits are the library's table (src/Layers/RateBudget.ts): the client's budget and the server's
// enforcement read the same data.
import { bucketOf, ipLimit, limitFor } from "../Layers/RateBudget.js"

export {
  /** @since 0.1.0 */
  bucketOf,
  /** @since 0.1.0 */
  ipLimit,
  /** @since 0.1.0 */
  type Limit,
  /** @since 0.1.0 */
  limitFor
} from "../Layers/RateBudget.js"

/**
 * What a take returns: how many of the requested units were granted, and the three header values after it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Budget {
  readonly granted: number
  readonly limit: number
  readonly remaining: number
  /** When the oldest counted request leaves the window (ms); `now` while there is budget left. */
  readonly resetAt: number
}

/**
 * The retMsg of 10006.
 *
 * @since 0.1.0
 * @category constants
 */
export const tooManyVisits = "Too many visits!"

/**
 * The body of the HTTP 403 answered past the IP limit.
 *
 * @since 0.1.0
 * @category constants
 */
export const ipLimitMessage = "access too frequent"

/** Timestamps of counted requests inside one rolling window, oldest first. */
class Window {
  readonly stamps: Array<number> = []

  prune(now: number, windowMs: number): void {
    let drop = 0
    while (drop < this.stamps.length && (this.stamps[drop] ?? 0) <= now - windowMs) drop++
    if (drop > 0) this.stamps.splice(0, drop)
  }
}

/**
 * The counters of one emulator.
 *
 * @since 0.1.0
 * @category models
 */
export class RateLimits {
  private readonly windows = new Map<string, Window>()
  private readonly ips = new Map<string, Window>()
  /** Per-UID overrides of a bucket's limit (admin). */
  private readonly overrides = new Map<string, number>()
  /** Requests refused with 10006, per `uid|group` (for fleet and load tests). */
  private readonly refused = new Map<string, number>()

  private window(map: Map<string, Window>, key: string): Window {
    let w = map.get(key)
    if (w === undefined) {
      w = new Window()
      map.set(key, w)
    }
    return w
  }

  /** Sets the limit of a group for one uid (admin; e.g. a VIP upgrade), or clears it with `undefined`. */
  setLimit(uid: string, group: string, limit: number | undefined): void {
    if (limit === undefined) this.overrides.delete(`${uid}|${group}`)
    else this.overrides.set(`${uid}|${group}`, limit)
  }

  /**
   * Takes `cost` units (a batch counts its orders) of a uid's budget for a group at `now`; grants as many as fit.
   */
  take(uid: string, group: string, category: string | undefined, isRead: boolean, now: number, cost = 1): Budget {
    const base = limitFor(group, category, isRead)
    const limit = this.overrides.get(`${uid}|${group}`) ?? base.limit
    const w = this.window(this.windows, `${uid}|${bucketOf(group, category)}`)
    w.prune(now, base.windowMs)
    const granted = Math.max(0, Math.min(cost, limit - w.stamps.length))
    if (granted === 0 && cost > 0) this.refused.set(`${uid}|${group}`, (this.refused.get(`${uid}|${group}`) ?? 0) + 1)
    for (let n = 0; n < granted; n++) w.stamps.push(now)
    const remaining = Math.max(0, limit - w.stamps.length)
    const resetAt = remaining > 0 || w.stamps.length === 0 ? now : (w.stamps[0] ?? now) + base.windowMs
    return { granted, limit, remaining, resetAt }
  }

  /** Counts one request of an IP; `false` past 600 requests in 5 seconds. */
  takeIp(ip: string, now: number): boolean {
    const w = this.window(this.ips, ip)
    w.prune(now, ipLimit.windowMs)
    if (w.stamps.length >= ipLimit.limit) return false
    w.stamps.push(now)
    return true
  }

  /** How many requests were refused with 10006 (all of them, or one uid's group's). */
  refusals(uid?: string, group?: string): number {
    if (uid !== undefined && group !== undefined) return this.refused.get(`${uid}|${group}`) ?? 0
    let total = 0
    for (const n of this.refused.values()) total += n
    return total
  }

  /** Forgets every counter. */
  reset(): void {
    this.windows.clear()
    this.ips.clear()
    this.refused.clear()
  }
}

/**
 * The three rate-limit headers of a budget.
 *
 * @since 0.1.0
 * @category limits
 */
export const headers = (budget: Budget): Record<string, string> => ({
  "X-Bapi-Limit": String(budget.limit),
  "X-Bapi-Limit-Status": String(budget.remaining),
  "X-Bapi-Limit-Reset-Timestamp": String(budget.resetAt)
})
