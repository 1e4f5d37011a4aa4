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
import * as Lane from "./internal/lane.js"
import * as RateBucket from "./internal/rateBucket.js"
import * as Tally from "./internal/tally.js"
import {
  type Draw,
  IpBanned,
  type Observed,
  RateBudget,
  type RateBudgetService,
  unlimited
} from "./RateBudgetService.js"
import * as RateBudgetStoreModule from "./RateBudgetStore.js"
import {
  type BucketState,
  RateBudgetStore,
  type RateBudgetStoreService,
  type RateBudgetUnavailable
} from "./RateBudgetStore.js"
import { bucketOf, ipLimit, limitFor } from "./RateLimits.js"

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

// the documented limits, as data, in a module of their own
export {
  bucketOf,
  ipLimit,
  type Limit,
  limitFor,
  perMinuteLimits,
  perSecondLimits,
  tradeLimits
} from "./RateLimits.js"

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
