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

// The documented limits are the emulator's own data (RateLimitTable, written from the docs' page), never the
// client's budget table: a limit transcribed wrong in one of them shows as a disagreement, not as a pass on both.
import * as RateLimitTable from "./RateLimitTable.js"

/**
 * A limit: requests per rolling window.
 *
 * @since 0.1.0
 * @category models
 */
export interface Limit {
  readonly limit: number
  readonly windowMs: number
}

/**
 * The per-IP limit across all hosts: 600 requests per 5 seconds.
 *
 * @since 0.1.0
 * @category limits
 */
export const ipLimit: Limit = RateLimitTable.perIp

const categoryIndex = (category: string | undefined): 0 | 1 | 2 | 3 =>
  category === "inverse" ? 0 : category === "option" ? 2 : category === "spot" ? 3 : 1

/**
 * The documented limit of a group for a category (a missing category reads as linear). Where the category has no
 * such endpoint the row's highest limit counts (the handler refuses the request anyway); a group the page lists
 * without a limit, or not at all, gets 50/s for reads and 10/s for writes.
 *
 * @since 0.1.0
 * @category limits
 */
export const limitFor = (group: string, category: string | undefined, isRead: boolean): Limit => {
  const row = RateLimitTable.byCategory[group]
  if (row !== undefined) {
    const limit = row[categoryIndex(category)] ?? Math.max(...row.map((cell) => cell ?? 0))
    return { limit, windowMs: 1_000 }
  }
  const one = RateLimitTable.single[group]
  if (one !== undefined) return { limit: one[0], windowMs: one[1] }
  const fallback = RateLimitTable.undocumented
  return { limit: isRead ? fallback.read : fallback.write, windowMs: fallback.windowMs }
}

const upgradable = new Set(RateLimitTable.upgradable)

/**
 * The budget key of a group: the upgradable (order) groups are counted per trade column (spot, option,
 * derivatives); the WebSocket `order.create` op shares `order/create` with REST.
 *
 * @since 0.1.0
 * @category limits
 */
export const bucketOf = (group: string, category: string | undefined): string =>
  upgradable.has(group)
    ? `${group}:${category === "spot" ? "spot" : category === "option" ? "option" : "derivatives"}`
    : group

/**
 * A trade column of the UID-level limits.
 *
 * @since 0.1.0
 * @category models
 */
export type Column = "spot" | "derivatives" | "option"

/**
 * An institution's pro level (market makers are `MM1`–`MM3`).
 *
 * @since 0.1.0
 * @category models
 */
export type ProLevel = "PRO1" | "PRO2" | "PRO3" | "PRO4" | "PRO5" | "PRO6" | "MM1" | "MM2" | "MM3"

/**
 * Per pro level: the most one UID may be given per column, and the institution's aggregate cap per column.
 *
 * @since 0.1.0
 * @category limits
 */
export const proCaps: Readonly<Record<ProLevel, { readonly uidCap: number; readonly insCap: number }>> = {
  PRO1: { uidCap: 200, insCap: 10_000 },
  PRO2: { uidCap: 400, insCap: 20_000 },
  PRO3: { uidCap: 600, insCap: 30_000 },
  PRO4: { uidCap: 800, insCap: 40_000 },
  PRO5: { uidCap: 1_000, insCap: 50_000 },
  PRO6: { uidCap: 1_200, insCap: 60_000 },
  MM1: { uidCap: 600, insCap: 30_000 },
  MM2: { uidCap: 800, insCap: 40_000 },
  MM3: { uidCap: 1_000, insCap: 50_000 }
}

/**
 * The UID-level default per column (order creation's documented default).
 *
 * @since 0.1.0
 * @category limits
 */
export const defaultColumnLimit: Readonly<Record<Column, number>> = { spot: 20, derivatives: 10, option: 10 }

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
  // stamps before `head` have left the window; they are cut off in bulk so a busy window stays O(1) a request
  private stamps: Array<number> = []
  private head = 0

  get count(): number {
    return this.stamps.length - this.head
  }

  get oldest(): number | undefined {
    return this.stamps[this.head]
  }

  push(now: number): void {
    this.stamps.push(now)
  }

  prune(now: number, windowMs: number): void {
    while (this.head < this.stamps.length && (this.stamps[this.head] ?? 0) <= now - windowMs) this.head++
    if (this.head > 1024 && this.head * 2 > this.stamps.length) {
      this.stamps = this.stamps.slice(this.head)
      this.head = 0
    }
  }
}

/** The map keys and base limit `take` uses for one (uid, group, category, read). */
interface TakeKeys {
  readonly base: { readonly limit: number; readonly windowMs: number }
  /** `uid|group`: the overrides and refusals. */
  readonly group: string
  /** `uid|bucket`: the window. */
  readonly bucket: string
  /** `uid|column` of a trade group: the rate API's limit. */
  readonly column: string | undefined
}

/**
 * The counters of one emulator.
 *
 * @since 0.1.0
 * @category models
 */
export class RateLimits {
  private readonly windows = new Map<string, Window>()
  private readonly takeKeys = new Map<string, TakeKeys>()
  private readonly ips = new Map<string, Window>()
  /** Per-UID overrides of a bucket's limit (admin). */
  private readonly overrides = new Map<string, number>()
  /** Requests refused with 10006, per `uid|group` (for fleet and load tests). */
  private readonly refused = new Map<string, number>()
  /** UID-level limits of the trade groups per column (`uid|spot`, `uid|derivatives`, `uid|option`): the rate API. */
  private readonly columns = new Map<string, number>()
  /** Institutions (master uid → pro level) that may use the rate-limit API. */
  private readonly levels = new Map<string, ProLevel>()
  /** Exchange brokers (master uid → the level whose caps their entity has). */
  private readonly brokerLevels = new Map<string, ProLevel>()

  // The keys and base limit of a (uid, group, category, read) are built once: a request takes them on every call.
  private keysOf(uid: string, group: string, category: string | undefined, isRead: boolean): TakeKeys {
    const id = `${uid}|${group}|${category ?? ""}|${isRead ? 1 : 0}`
    let k = this.takeKeys.get(id)
    if (k === undefined) {
      const bucket = bucketOf(group, category)
      k = {
        base: limitFor(group, category, isRead),
        group: `${uid}|${group}`,
        bucket: `${uid}|${bucket}`,
        column: bucket === group ? undefined : `${uid}|${bucket.slice(bucket.indexOf(":") + 1)}`
      }
      // many uids (a long test run) keep a bounded table
      if (this.takeKeys.size >= 4096) this.takeKeys.clear()
      this.takeKeys.set(id, k)
    }
    return k
  }

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

  /** Makes a master account an institution of a pro level (admin), or an ordinary account with `undefined`. */
  setInstitution(masterUid: string, level: ProLevel | undefined): void {
    if (level === undefined) this.levels.delete(masterUid)
    else this.levels.set(masterUid, level)
  }

  /** The master uids of every institution. */
  institutions(): ReadonlyArray<string> {
    return [...this.levels.keys()]
  }

  /** The pro level of an institution's master account. */
  institution(masterUid: string): ProLevel | undefined {
    return this.levels.get(masterUid)
  }

  /** Makes a master account an exchange broker whose entity has a level's caps (admin), or not with `undefined`. */
  setBroker(masterUid: string, level: ProLevel | undefined): void {
    if (level === undefined) this.brokerLevels.delete(masterUid)
    else this.brokerLevels.set(masterUid, level)
  }

  /** The master uids of every exchange broker. */
  brokers(): ReadonlyArray<string> {
    return [...this.brokerLevels.keys()]
  }

  /** The level of an exchange broker's master account. */
  broker(masterUid: string): ProLevel | undefined {
    return this.brokerLevels.get(masterUid)
  }

  /** Sets a uid's limit of every trade group in one column (`spot`, `derivatives`, `option`). */
  setColumnLimit(uid: string, column: Column, limit: number): void {
    this.columns.set(`${uid}|${column}`, limit)
  }

  /** The uid's limit of a trade column: the rate API's setting, else the documented default. */
  columnLimit(uid: string, column: Column): number {
    return this.columns.get(`${uid}|${column}`) ?? defaultColumnLimit[column]
  }

  /** Whether the rate API set the uid's limit of a column (defaults do not count toward the institution's cap). */
  columnSet(uid: string, column: Column): boolean {
    return this.columns.has(`${uid}|${column}`)
  }

  /**
   * Takes `cost` units (a batch counts its orders) of a uid's budget for a group at `now`; grants as many as fit.
   */
  take(uid: string, group: string, category: string | undefined, isRead: boolean, now: number, cost = 1): Budget {
    const k = this.keysOf(uid, group, category, isRead)
    const base = k.base
    const limit =
      this.overrides.get(k.group) ?? (k.column === undefined ? undefined : this.columns.get(k.column)) ?? base.limit
    const w = this.window(this.windows, k.bucket)
    w.prune(now, base.windowMs)
    const granted = Math.max(0, Math.min(cost, limit - w.count))
    if (granted === 0 && cost > 0) this.refused.set(k.group, (this.refused.get(k.group) ?? 0) + 1)
    for (let n = 0; n < granted; n++) w.push(now)
    const remaining = Math.max(0, limit - w.count)
    const resetAt = remaining > 0 || w.count === 0 ? now : (w.oldest ?? now) + base.windowMs
    return { granted, limit, remaining, resetAt }
  }

  /** Counts one request of an IP; `false` past 600 requests in 5 seconds. */
  takeIp(ip: string, now: number): boolean {
    const w = this.window(this.ips, ip)
    w.prune(now, ipLimit.windowMs)
    if (w.count >= ipLimit.limit) return false
    w.push(now)
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
