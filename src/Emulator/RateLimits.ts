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

/**
 * A limit: `limit` requests per `windowMs`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Limit {
  readonly limit: number
  readonly windowMs: number
}

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

/**
 * The per-IP limit (all hosts): 600 requests per 5 seconds.
 *
 * @since 0.1.0
 * @category constants
 */
export const ipLimit: Limit = { limit: 600, windowMs: 5000 }

const SECOND = 1000
const MINUTE = 60_000

/** Trade endpoints: [linear + inverse, option, spot] per second (UTA Pro defaults). */
const TRADE: Readonly<Record<string, readonly [number, number, number]>> = {
  "order/create": [10, 10, 20],
  "order/amend": [10, 10, 10],
  "order/cancel": [10, 10, 20],
  "order/cancel-all": [10, 1, 20],
  "order/create-batch": [10, 10, 20],
  "order/amend-batch": [10, 10, 20],
  "order/cancel-batch": [10, 10, 20],
  "order/pre-check": [10, 10, 20],
  "order/disconnected-cancel-all": [5, 5, 5]
}

/** Other endpoints with a documented per-second limit. */
const PER_SECOND: Readonly<Record<string, number>> = {
  "order/realtime": 50,
  "order/history": 50,
  "execution/list": 50,
  "order/spot-borrow-check": 50,
  "position/list": 50,
  "position/closed-pnl": 50,
  "position/get-closed-positions": 50,
  "position/move-history": 10,
  "position/set-leverage": 10,
  "position/switch-mode": 10,
  "position/switch-isolated": 10,
  "position/trading-stop": 10,
  "position/set-auto-add-margin": 10,
  "position/add-margin": 10,
  "position/confirm-pending-mmr": 10,
  "position/move-positions": 10,
  "account/wallet-balance": 50,
  "account/withdrawal": 50,
  "account/borrow-history": 50,
  "account/borrow": 1,
  "account/repay": 1,
  "account/no-convert-repay": 1,
  "account/quick-repayment": 1,
  "account/collateral-info": 50,
  "asset/coin-greeks": 50,
  "account/transaction-log": 25,
  "account/fee-rate": 5,
  "account/info": 50,
  "account/instruments-info": 10,
  "account/pay-info": 50,
  "account/query-dcp-info": 5,
  "account/smp-group": 5,
  "account/trade-info-for-analysis": 50,
  "account/user-setting-config": 50,
  "account/mmp-modify": 5,
  "account/mmp-reset": 5,
  "account/set-collateral-switch-batch": 5,
  "account/set-limit-px-action": 10,
  "account/set-margin-mode": 5,
  "account/upgrade-to-uta": 1,
  "asset/transfer/query-universal-transfer-list": 5,
  "asset/transfer/query-account-coins-balance": 5,
  "asset/transfer/query-account-coin-balance": 450,
  "asset/asset-overview": 50,
  "asset/withdraw/withdrawable-amount": 300,
  "asset/coin/query-info": 5,
  "asset/exchange/query-coin-list": 30,
  "asset/covert/small-balance-history": 5,
  "asset/covert/small-balance-list": 10,
  "asset/covert/get-quote": 5,
  "asset/covert/small-balance-execute": 5,
  "asset/delivery-record": 50,
  "asset/settlement-record": 50,
  "asset/deposit/query-internal-record": 300,
  "asset/fundinghistory": 30,
  "asset/portfolio-margin": 50,
  "asset/total-members-assets": 50,
  "asset/withdraw/vasp/list": 1,
  "asset/withdraw/query-address": 300,
  "asset/transfer/save-transfer-sub-member": 20,
  "asset/transfer/universal-transfer": 5,
  "asset/withdraw/create": 5,
  "asset/exchange/quote-apply": 20,
  "asset/exchange/convert-execute": 20,
  "asset/deposit/deposit-to-account": 300,
  "asset/exchange/convert-result-query": 50,
  "asset/exchange/query-convert-history": 50,
  "user/create-sub-member": 1,
  "user/create-sub-api": 1,
  "user/frozen-sub-member": 5,
  "user/update-api": 5,
  "user/update-sub-api": 5,
  "user/delete-api": 5,
  "user/delete-sub-api": 5,
  "user/del-submember": 5,
  "user/query-sub-members": 10,
  "user/query-api": 10,
  "user/aff-customer-info": 10,
  "user/sub-apikeys": 10,
  "user/get-member-type": 10,
  "user/submembers": 5,
  "user/escrow_sub_members": 5
}

/** Endpoints limited per minute. */
const PER_MINUTE: Readonly<Record<string, number>> = {
  "asset/transfer/query-asset-info": 60,
  "asset/transfer/query-transfer-coin-list": 60,
  "asset/transfer/query-inter-transfer-list": 60,
  "asset/transfer/query-sub-member-list": 60,
  "asset/transfer/inter-transfer": 60,
  "asset/deposit/query-record": 100,
  "asset/deposit/query-sub-member-record": 300,
  "asset/deposit/query-address": 300,
  "asset/deposit/query-sub-member-address": 300,
  "asset/withdraw/query-record": 300,
  "asset/withdraw/cancel": 60,
  "asset/exchange/order-record": 600
}

/**
 * The documented limit of a rate-limit group (`Endpoint.rateGroup`) for a category. Undocumented groups get 50/s
 * for reads and 10/s for writes, the values most documented reads and writes have.
 *
 * @since 0.1.0
 * @category limits
 */
export const limitFor = (group: string, category: string | undefined, isRead: boolean): Limit => {
  const trade = TRADE[group]
  if (trade !== undefined) {
    const limit = category === "spot" ? trade[2] : category === "option" ? trade[1] : trade[0]
    return { limit, windowMs: SECOND }
  }
  const perSecond = PER_SECOND[group]
  if (perSecond !== undefined) return { limit: perSecond, windowMs: SECOND }
  const perMinute = PER_MINUTE[group]
  if (perMinute !== undefined) return { limit: perMinute, windowMs: MINUTE }
  return { limit: isRead ? 50 : 10, windowMs: SECOND }
}

/**
 * The counter key of a group: trade groups are counted per category column (spot, option, derivatives).
 *
 * @since 0.1.0
 * @category limits
 */
export const bucketOf = (group: string, category: string | undefined): string =>
  TRADE[group] === undefined
    ? group
    : `${group}:${category === "spot" ? "spot" : category === "option" ? "option" : "derivatives"}`

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

  /** Forgets every counter. */
  reset(): void {
    this.windows.clear()
    this.ips.clear()
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
