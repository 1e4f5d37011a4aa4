/**
 * The client-side rate budget (not `RateLimiter`: that is Effect's). Bybit limits each UID per endpoint group in a
 * rolling window (one second for most groups, a minute for some asset endpoints) and each IP to 600 requests in 5
 * seconds. The budget is seeded from the documented limits below (as data), corrected by the `X-Bapi-Limit*` headers
 * of every response, and consulted before every send:
 *
 * - a spent group waits (FIFO) until its window frees a unit instead of sending;
 * - 10006 pauses that group until the reset time the server announced;
 * - HTTP 403 is the per-IP ban: every group is paused (10 minutes by default) and every waiting or new call fails
 *   with `IpBanned` instead of hanging;
 * - batches draw one unit per order (option batches one per request), and WebSocket order entry draws on the same
 *   groups as REST.
 *
 * Counters live in a `RateBudgetStore` (in memory by default) so a shared store can be plugged in later.
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import {
  type Draw,
  IpBanned,
  type Observed,
  RateBudget,
  type RateBudgetService,
  unlimited
} from "./RateBudgetService.js"
import * as Lane from "./internal/lane.js"
import * as RateBucket from "./internal/rateBucket.js"
import * as Tally from "./internal/tally.js"
import * as RateBudgetStoreModule from "./RateBudgetStore.js"
import {
  type BucketState,
  RateBudgetStore,
  type RateBudgetStoreService,
  type RateBudgetUnavailable
} from "./RateBudgetStore.js"

// the service, a call's draw, the unlimited budget and the IP ban: what the executor reads, in a module of their own
// so that a program installing no budget bundles none of the tables and buckets below
export {
  accountOf,
  costOf,
  type Draw,
  IpBanned,
  isUnlimited,
  type Observed,
  RateBudget,
  type RateBudgetService,
  unlimited,
  withUnits,
  withUnitsOf
} from "./RateBudgetService.js"

/**
 * A documented limit: `limit` units per `windowMs`.
 *
 * @since 0.1.0
 * @category models
 */
export interface Limit {
  readonly limit: number
  readonly windowMs: number
}

const SECOND = 1_000
const MINUTE = 60_000

/**
 * Trade groups, per category column `[linear + inverse, option, spot]` per second (the documented UTA Pro defaults).
 *
 * @since 0.1.0
 * @category limits
 */
export const tradeLimits: Readonly<Record<string, readonly [number, number, number]>> = {
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

/**
 * Other groups with a documented per-second limit.
 *
 * @since 0.1.0
 * @category limits
 */
export const perSecondLimits: Readonly<Record<string, number>> = {
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
  "user/invitation/referrals": 10,
  "user/agreement": 20,
  "user/submembers": 5,
  "user/escrow_sub_members": 5,
  "user/create-demo-member": 5,
  // bots, strategies, fiat, spot margin (UTA), spread, RFQ and institutional loans (the rate-limit page; per
  // category where it says so, the highest here: the budget counts the group)
  "fcombobot/getlimit": 10,
  "fcombobot/create": 10,
  "fcombobot/close": 10,
  "fcombobot/detail": 10,
  "fgridbot/validate": 10,
  "fgridbot/create": 10,
  "fgridbot/close": 10,
  "fgridbot/detail": 10,
  "fmartingalebot/getlimit": 10,
  "fmartingalebot/create": 100,
  "fmartingalebot/close": 10,
  "fmartingalebot/detail": 10,
  "grid/validate-input": 100,
  "grid/create-grid": 3,
  "grid/close-grid": 3,
  "grid/query-grid-detail": 10,
  "dca/create-bot": 3,
  "dca/close-bot": 3,
  "strategy/create": 100,
  "strategy/list": 200,
  "strategy/order-list": 200,
  "strategy/stop": 100,
  "fiat/balance-query": 1000,
  "fiat/query-coin-list": 1000,
  "fiat/trade-query": 1000,
  "fiat/query-trade-history": 1000,
  "fiat/trade-execute": 100,
  "fiat/quote-apply": 1000,
  "fiat/reference-price": 1000,
  "spot-margin-trade/switch-mode": 5,
  "spot-margin-trade/set-leverage": 5,
  "spot-margin-trade/state": 50,
  "spot-margin-trade/max-borrowable": 50,
  "spot-margin-trade/coinstate": 50,
  "spot-margin-trade/repayment-available-amount": 50,
  "spot-margin-trade/set-auto-repay-mode": 5,
  "spot-margin-trade/get-auto-repay-mode": 50,
  "spot-margin-trade/fixedborrow-order-quote": 5,
  "spot-margin-trade/fixedborrow": 1,
  "spot-margin-trade/fixedborrow-renew": 1,
  "spot-margin-trade/fixedborrow-order-info": 5,
  "spot-margin-trade/fixedborrow-contract-info": 5,
  "spot-margin-trade/liability": 5,
  "spread/order/create": 20,
  "spread/order/amend": 20,
  "spread/order/cancel": 20,
  "spread/order/cancel-all": 5,
  "spread/order/realtime": 50,
  "spread/order/history": 50,
  "spread/execution/list": 50,
  "spread/max-qty": 50,
  "rfq/cancel-all-quotes": 50,
  "rfq/cancel-quote": 50,
  "rfq/accept-other-quote": 50,
  "rfq/cancel-all-rfq": 50,
  "rfq/create-quote": 50,
  "rfq/create-rfq": 50,
  "rfq/execute-quote": 50,
  "rfq/cancel-rfq": 50,
  "rfq/public-trades": 50,
  "rfq/quote-list": 50,
  "rfq/quote-realtime": 50,
  "rfq/config": 50,
  "rfq/rfq-list": 50,
  "rfq/rfq-realtime": 50,
  "rfq/trade-list": 50,
  "ins-loan/product-infos": 100,
  "ins-loan/ensure-tokens-convert": 100,
  "ins-loan/loan-order": 20,
  "ins-loan/repaid-history": 20,
  "ins-loan/ltv-convert": 20,
  "ins-loan/association-uid": 1,
  "ins-loan/repay-loan": 1
}

/**
 * Groups limited per minute, as documented.
 *
 * @since 0.1.0
 * @category limits
 */
export const perMinuteLimits: Readonly<Record<string, number>> = {
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
  "asset/exchange/order-record": 600,
  "account/demo-apply-money": 1
}

/**
 * The per-IP limit across all hosts: 600 requests per 5 seconds.
 *
 * @since 0.1.0
 * @category limits
 */
export const ipLimit: Limit = { limit: 600, windowMs: 5_000 }

/**
 * The documented limit of a group for a category. Undocumented groups get 50/s for reads and 10/s for writes, the
 * values most documented reads and writes have; the headers correct them on the first answer.
 *
 * @since 0.1.0
 * @category limits
 */
export const limitFor = (group: string, category: string | undefined, isRead: boolean): Limit => {
  const trade = tradeLimits[group]
  if (trade !== undefined) {
    return { limit: category === "spot" ? trade[2] : category === "option" ? trade[1] : trade[0], windowMs: SECOND }
  }
  const perSecond = perSecondLimits[group]
  if (perSecond !== undefined) return { limit: perSecond, windowMs: SECOND }
  const perMinute = perMinuteLimits[group]
  if (perMinute !== undefined) return { limit: perMinute, windowMs: MINUTE }
  return { limit: isRead ? 50 : 10, windowMs: SECOND }
}

/**
 * The budget key of a group: trade groups are counted per category column (spot, option, derivatives); the WebSocket
 * `order.create` op shares `order/create` with REST.
 *
 * @since 0.1.0
 * @category limits
 */
export const bucketOf = (group: string, category: string | undefined): string =>
  tradeLimits[group] === undefined
    ? group
    : `${group}:${category === "spot" ? "spot" : category === "option" ? "option" : "derivatives"}`

// What a request already sent reports (headers, a 10006, a 403) cannot be undone: when a shared store is down the
// report is logged and dropped, never turned into a failure of the call that made it.
const bookkeeping = <A>(effect: Effect.Effect<A, RateBudgetUnavailable>, fallback: A): Effect.Effect<A> =>
  Effect.catchTag(effect, "RateBudgetUnavailable", (error) => Effect.as(Effect.logWarning(error.message), fallback))

/**
 * Options of the budget.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** Per-group limits replacing the documented ones (e.g. a VIP level's), in units per the group's window. */
  readonly limits?: Readonly<Record<string, number>>
  /** How long an HTTP 403 pauses every group. Default 10 minutes (the docs: at least 10). */
  readonly banDuration?: Duration.Input
  /** Extra wait after a window frees a unit, for the network's jitter. Default 5 ms. */
  readonly marginMs?: number
  /** How long a 10006 without a reset header pauses its group. Default 1 s (the window). */
  readonly fallbackPause?: Duration.Input
  /**
   * Where the counters live: in this process's memory by default; a shared store (`effect-bybit/redis`) makes a
   * fleet of processes on one key draw from one budget.
   */
  readonly store?: Layer.Layer<RateBudgetStore>
}

/**
 * Defaults.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = {
  banDuration: Duration.minutes(10),
  marginMs: 5,
  fallbackPause: Duration.seconds(1)
} as const

const IP_KEY = "ip"

/**
 * Builds the budget on a store.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options: Options = {}): Effect.Effect<RateBudgetService, never, RateBudgetStore> =>
  Effect.map(RateBudgetStore, (store) => makeWith(store, options))

/**
 * A budget's own books in this process: its first-come-first-served lanes, the signals that wake its sleepers, the
 * units it holds in flight, and its store keys (made once per account, group and category).
 */
class Books {
  readonly lanes = new Map<string, Lane.Lane>()
  banSignal = Deferred.makeUnsafe<void>()
  // woken when this process settles units in flight (waiters look again)
  // (made when a waiter first needs it: most settlements find no one waiting)
  private settleSignal: Deferred.Deferred<void> | undefined
  // the units this process holds in flight, per key and stamp (what `observe` or `settle` may settle: never another
  // process's units that happen to carry the same stamp, never twice)
  private readonly held = new Tally.Tally()
  // Units `observe` settled whose calls have not ended yet, per key and stamp. Calls granted in the same ms share a
  // stamp: the end of an observed call must not settle a sibling still in flight, so it spends one of these first.
  private readonly observedUnits = new Tally.Tally()
  // (one string per account, group and category, made once: the same string every call, its hash kept)
  private readonly keys = new Map<string, Map<string, Map<string | undefined, string>>>()

  constructor(private readonly limits: Options["limits"]) {}

  settled(): Deferred.Deferred<void> {
    this.settleSignal ??= Deferred.makeUnsafe<void>()
    return this.settleSignal
  }
  wakeWaiters(): void {
    const signal = this.settleSignal
    if (signal === undefined) return
    this.settleSignal = undefined
    Deferred.doneUnsafe(signal, Exit.void)
  }
  /** Wakes every sleeper so it fails now instead of after its wait. */
  wakeBanned(): void {
    const signal = this.banSignal
    this.banSignal = Deferred.makeUnsafe<void>()
    Deferred.doneUnsafe(signal, Exit.void)
  }
  noteHeld(key: string, sentAt: number, units: number): void {
    this.held.add(key, sentAt, units)
  }
  release(key: string, sentAt: number, units: number): number {
    return this.held.take(key, sentAt, units)
  }
  noteObserved(key: string, sentAt: number, units: number): void {
    this.observedUnits.add(key, sentAt, units)
  }
  spendObserved(key: string, sentAt: number, units: number): number {
    return this.observedUnits.take(key, sentAt, units)
  }
  laneOf(key: string): Lane.Lane {
    let lane = this.lanes.get(key)
    if (lane === undefined) {
      lane = new Lane.Lane()
      this.lanes.set(key, lane)
    }
    return lane
  }
  // Public calls have no per-UID budget: their group key only carries a 10006 pause.
  keyOf(draw: Draw): string {
    const account = draw.account ?? "public"
    let groups = this.keys.get(account)
    if (groups === undefined) {
      groups = new Map()
      this.keys.set(account, groups)
    }
    let categories = groups.get(draw.group)
    if (categories === undefined) {
      categories = new Map()
      groups.set(draw.group, categories)
    }
    let key = categories.get(draw.category)
    if (key === undefined) {
      key = `${account}|${bucketOf(draw.group, draw.category)}`
      categories.set(draw.category, key)
    }
    return key
  }
  seed(draw: Draw): BucketState {
    const documented = limitFor(draw.group, draw.category, draw.isRead)
    const override = this.limits?.[draw.group]
    return { limit: override ?? documented.limit, windowMs: documented.windowMs, stamps: [], pausedUntil: 0 }
  }
}

const seedIp = (): BucketState => ({ ...ipLimit, stamps: [], pausedUntil: 0 })

const bannedAt = (
  store: RateBudgetStoreService,
  now: number
): Effect.Effect<number | undefined, RateBudgetUnavailable> =>
  store.modify(IP_KEY, (current) => {
    const state = current ?? seedIp()
    return [state.pausedUntil > now ? state.pausedUntil : undefined, state] as const
  })

/** The general path: every step a store write of its own, every draw in its key's lane (any store). */
interface General extends Pick<RateBudgetService, "acquire" | "hold" | "settle" | "observe"> {
  /**
   * Draws `cost` units of `key` in its lane, waiting for them (`fresh` seeds a key not yet stored); `stampAt` stamps
   * them earlier than the draw (an IP unit held with the call's own stamp, so the call's end finds it).
   */
  readonly drawFrom: (
    key: string,
    cost: number,
    fresh: () => BucketState,
    hold?: boolean,
    stampAt?: number
  ) => Effect.Effect<number, IpBanned | RateBudgetUnavailable>
  /** Settles the IP unit a held call stamped `sentAt` at the call's end. */
  readonly settleIp: (sentAt: number) => Effect.Effect<void>
  /** Settles the group's units of a held call (not its IP unit: one that failed to draw it). */
  readonly settleGroup: (draw: Draw, sentAt: number) => Effect.Effect<void>
}

const generalOf = (store: RateBudgetStoreService, books: Books, marginMs: number): General => {
  const sleepUntil = (at: number, now: number): Effect.Effect<void> =>
    Effect.raceFirst(
      Effect.sleep(Duration.millis(Math.max(0, at - now))),
      Effect.raceFirst(Deferred.await(books.banSignal), Deferred.await(books.settled()))
    )

  const drawFrom = (
    key: string,
    cost: number,
    fresh: () => BucketState,
    hold = false,
    stampAt?: number
  ): Effect.Effect<number, IpBanned | RateBudgetUnavailable> => {
    const attempt: Effect.Effect<number, IpBanned | RateBudgetUnavailable> = Effect.clockWith((clock) =>
      Effect.flatMap(bannedAt(store, clock.currentTimeMillisUnsafe()), (until) => {
        if (until !== undefined) return Effect.fail(new IpBanned({ until }))
        return Effect.flatMap(
          store.modify(key, (current) => {
            // the time of this write, not of the call: a shared store may run it after a wait (its lock, a
            // conflicting writer), and a stamp older than the send would leave its window early
            const now = clock.currentTimeMillisUnsafe()
            const stamp = stampAt === undefined ? now : Math.min(stampAt, now)
            const state = current ?? fresh()
            const retryAt = RateBucket.take(state, cost, now, marginMs, hold, stamp)
            return [[retryAt, now, stamp, Math.min(cost, state.limit)] as const, state] as const
          }),
          ([retryAt, now, stamp, units]) => {
            if (retryAt >= 0) return Effect.andThen(sleepUntil(retryAt, now), attempt)
            if (hold && units > 0) books.noteHeld(key, stamp, units)
            return Effect.succeed(now)
          }
        )
      })
    )
    return books.laneOf(key).run(attempt)
  }

  const fresh = (draw: Draw) => () => books.seed(draw)

  // Settles `units` of `key` held at `sentAt` now: they leave a window later.
  const settleHeld = (key: string, seed: () => BucketState, sentAt: number, units: number): Effect.Effect<void> =>
    units <= 0
      ? Effect.void
      : Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Effect.andThen(
            bookkeeping(
              store.modify(key, (current) => {
                const state = current ?? seed()
                RateBucket.settleUnits(state, sentAt, units, now)
                return [undefined, state] as const
              }),
              undefined
            ),
            Effect.sync(() => books.wakeWaiters())
          )
        )

  // The end of a held call's group units: nothing when its reply was observed, else they settle now.
  const settleGroup = (draw: Draw, sentAt: number): Effect.Effect<void> =>
    Effect.suspend(() => {
      const key = books.keyOf(draw)
      const observed = books.spendObserved(key, sentAt, draw.cost)
      return settleHeld(key, fresh(draw), sentAt, books.release(key, sentAt, draw.cost - observed))
    })

  // The server counts a request against the IP when it arrives, somewhere between our stamp and the call's end: the
  // end is the one time known not to be early, so the unit leaves the window 5 s after it (a stamp left at the draw
  // let a request that arrived late still count at the server when ours had left: HTTP 403 and a 10-minute ban).
  const settleIp = (sentAt: number): Effect.Effect<void> =>
    Effect.suspend(() => settleHeld(IP_KEY, seedIp, sentAt, books.release(IP_KEY, sentAt, 1)))

  // The end of a held call: its group's units and its IP unit.
  const settle = (draw: Draw, sentAt: number): Effect.Effect<void> =>
    Effect.andThen(settleGroup(draw, sentAt), settleIp(sentAt))

  // Corrects the group's budget from a reply's headers (the call's units in flight settled by it).
  const correct = (draw: Draw, observed: Observed): Effect.Effect<void> =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const key = books.keyOf(draw)
      const sentAt = observed.sentAt
      // this process's units of the call in flight, settled by the reply (outside `f`: a store may run it twice)
      const settling = sentAt === undefined ? 0 : books.release(key, sentAt, draw.cost)
      if (sentAt !== undefined && settling > 0) books.noteObserved(key, sentAt, settling)
      const correction: RateBucket.Correction = {
        limit: observed.limit,
        remaining: observed.remaining,
        resetAt: observed.resetAt,
        sentAt,
        cost: draw.cost,
        settling
      }
      const settled = bookkeeping(
        store.modify(key, (current) => {
          const state = current ?? books.seed(draw)
          RateBucket.correct(state, correction, now)
          return [undefined, state] as const
        }),
        undefined
      )
      return settling > 0
        ? Effect.andThen(
            settled,
            Effect.sync(() => books.wakeWaiters())
          )
        : settled
    })

  return {
    drawFrom,
    settleIp,
    settleGroup,
    acquire: (draw) =>
      Effect.tap(drawFrom(books.keyOf(draw), draw.account === undefined ? 0 : draw.cost, fresh(draw)), () =>
        drawFrom(IP_KEY, 1, seedIp)
      ),
    hold: (draw) =>
      Effect.tap(
        drawFrom(books.keyOf(draw), draw.account === undefined ? 0 : draw.cost, fresh(draw), true),
        // the IP unit is held too, under the call's stamp; a call that fails here, before anything is sent, has
        // its group's units settled at once
        (sentAt) => Effect.onError(drawFrom(IP_KEY, 1, seedIp, true, sentAt), () => settleGroup(draw, sentAt))
      ),
    settle,
    observe: (draw, observed) =>
      draw.account === undefined || observed.limit <= 0
        ? observed.sentAt === undefined
          ? Effect.void
          : Effect.suspend(() => {
              const sentAt = observed.sentAt ?? 0
              const units = books.release(books.keyOf(draw), sentAt, draw.cost)
              if (units > 0) books.noteObserved(books.keyOf(draw), sentAt, units)
              return settleHeld(books.keyOf(draw), fresh(draw), sentAt, units)
            })
        : correct(draw, observed)
  }
}

/**
 * Builds the budget on a given store.
 *
 * @since 0.1.0
 * @category constructors
 */
export const makeWith = (store: RateBudgetStoreService, options: Options = {}): RateBudgetService => {
  const banMs = Duration.toMillis(Duration.fromInputUnsafe(options.banDuration ?? defaults.banDuration))
  const marginMs = options.marginMs ?? defaults.marginMs
  const fallbackMs = Duration.toMillis(Duration.fromInputUnsafe(options.fallbackPause ?? defaults.fallbackPause))
  const books = new Books(options.limits)
  const general = generalOf(store, books, marginMs)
  return {
    acquire: general.acquire,
    hold: general.hold,
    settle: general.settle,
    observe: general.observe,
    pause: (draw, until) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        bookkeeping(
          store.modify(books.keyOf(draw), (current) => {
            const state = current ?? books.seed(draw)
            state.pausedUntil = Math.max(state.pausedUntil, until ?? now + fallbackMs)
            return [undefined, state] as const
          }),
          undefined
        )
      ),
    ban: Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.andThen(
        bookkeeping(
          store.modify(IP_KEY, (current) => {
            const state = current ?? seedIp()
            state.pausedUntil = Math.max(state.pausedUntil, now + banMs)
            return [undefined, state] as const
          }),
          undefined
        ),
        Effect.sync(() => books.wakeBanned())
      )
    ),
    bannedUntil: Effect.flatMap(Clock.currentTimeMillis, (now) => bookkeeping(bannedAt(store, now), undefined)),
    snapshot: store.entries
  }
}

/**
 * {@link withUnits} for a scope: `hold`s the draw's units and settles them when the scope closes (the call's end,
 * whether its reply was observed or not). Succeeds with the time they were stamped, for `observe`'s `sentAt`.
 *
 * @since 1.0.0
 * @category combinators
 */
export const holdScoped = (
  budget: RateBudgetService,
  draw: Draw
): Effect.Effect<number, IpBanned | RateBudgetUnavailable, Scope.Scope> =>
  Effect.uninterruptibleMask((restore) =>
    Effect.flatMap(restore(budget.hold(draw)), (sentAt) =>
      Effect.as(
        Effect.addFinalizer(() => budget.settle(draw, sentAt)),
        sentAt
      )
    )
  )

/**
 * The budget as a layer over a store.
 *
 * @since 0.1.0
 * @category layers
 */
export const layerWithStore = (options: Options = {}): Layer.Layer<RateBudget, never, RateBudgetStore> =>
  Layer.effect(RateBudget, make(options))

/**
 * The budget with its counters in `options.store`, or in memory (the default).
 *
 * @example
 * ```ts
 * import { Bybit, Environment } from "effect-bybit"
 *
 * // Bybit.layer builds the budget from its `rateBudget` option (the documented limits, in memory, by default);
 * // `false` leaves it out, e.g. against a local emulator with its limits switched off
 * const client = Bybit.layer({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *   rateBudget: false
 * })
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<RateBudget> =>
  layerWithStore(options).pipe(Layer.provide(options.store ?? RateBudgetStoreModule.layerMemory))

/**
 * No budget: every draw is granted at once and nothing is counted (what `rateBudget: false` gives).
 *
 * @since 0.1.0
 * @category layers
 */
export const layerUnlimited: Layer.Layer<RateBudget> = Layer.succeed(RateBudget, unlimited)
