/**
 * The rate budget's fast path, for the in-memory store: when no draw waits in the lanes a call needs, its draw, its
 * settlement and its reply's correction run at once, in one effect step, instead of through the lanes (their
 * `uninterruptibleMask`, `ensuring` and `Deferred`) and one effect per store write. Nothing can run between the steps
 * of a synchronous draw, so it is the general path with no other fiber interleaved; a draw that must wait (its window
 * is full, its group paused) or finds a lane taken goes the general way, first come first served.
 *
 * @since 1.0.0
 * @internal
 */
import type * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import type { Draw, IpBanned, Observed, RateBudgetService } from "../RateBudgetService.js"
import type { BucketState, ModifyUnsafe, RateBudgetUnavailable } from "../RateBudgetStore.js"
import * as RateBucket from "./rateBucket.js"

/**
 * What the fast path shares with the budget it speeds up: its store's synchronous `modify`, its keys, its books of
 * units in flight and its general path.
 *
 * @since 1.0.0
 * @internal
 */
export interface Budget {
  readonly modify: ModifyUnsafe
  readonly marginMs: number
  readonly ipKey: string
  /** The budget's books: its keys, seeds, lanes and units in flight. */
  readonly books: {
    readonly keyOf: (draw: Draw) => string
    readonly seed: (draw: Draw) => BucketState
    /** Whether a draw runs (or waits) in the key's lane. */
    readonly laneBusy: (key: string) => boolean
    /** Notes `units` of the key held in flight since `sentAt`. */
    readonly noteHeld: (key: string, sentAt: number, units: number) => void
    readonly release: (key: string, sentAt: number, units: number) => number
    readonly noteObserved: (key: string, sentAt: number, units: number) => void
    readonly spendObserved: (key: string, sentAt: number, units: number) => number
    readonly wakeWaiters: () => void
  }
  readonly seedIp: () => BucketState
  readonly banned: (until: number) => IpBanned
  /** The IP's draw the general way (its lane, its waits), held under the call's stamp when one is given. */
  readonly ipDraw: (stampAt: number | undefined) => Effect.Effect<number, IpBanned | RateBudgetUnavailable>
  readonly general: Pick<RateBudgetService, "acquire" | "hold" | "settle" | "observe"> & {
    /** Settles the group's units of a held call whose IP draw failed. */
    readonly settleGroup: (draw: Draw, sentAt: number) => Effect.Effect<void>
  }
}

/**
 * The draw, settlement and correction of a budget on the in-memory store, each in one step when nothing waits.
 *
 * @since 1.0.0
 * @internal
 */
export const make = (budget: Budget): Pick<RateBudgetService, "acquire" | "hold" | "settle" | "observe"> => {
  const { modify, ipKey, books, seedIp, general } = budget
  // What `drawFrom` does for the account's key and then the IP's, at `now`; the general path once one must wait.
  const drawAt = (
    draw: Draw,
    hold: boolean,
    now: number
  ): Effect.Effect<number, IpBanned | RateBudgetUnavailable> | number => {
    const key = books.keyOf(draw)
    if (books.laneBusy(key) || books.laneBusy(ipKey)) return hold ? general.hold(draw) : general.acquire(draw)
    const ip = modify(ipKey, (current) => {
      const state = current ?? seedIp()
      return [state, state] as const
    })
    if (ip.pausedUntil > now) return Effect.fail(budget.banned(ip.pausedUntil))
    const cost = draw.account === undefined ? 0 : draw.cost
    const [retryAt, units] = modify(key, (current) => {
      const state = current ?? books.seed(draw)
      return [[RateBucket.take(state, cost, now, budget.marginMs, hold), Math.min(cost, state.limit)] as const, state]
    })
    // a full window or a pause: the general path waits for it (its take, at the same time, finds the same)
    if (retryAt >= 0) return hold ? general.hold(draw) : general.acquire(draw)
    if (hold && units > 0) books.noteHeld(key, now, units)
    // a held call's IP unit is held too: it leaves the window after the call's end (see `settle`)
    const ipRetry = modify(ipKey, (current) => {
      const state = current ?? seedIp()
      return [RateBucket.take(state, 1, now, budget.marginMs, hold), state] as const
    })
    if (ipRetry < 0) {
      if (hold) books.noteHeld(ipKey, now, 1)
      return now
    }
    // the IP's window is full: its draw waits the general way (a held call that fails there has its group's units
    // settled at once)
    return Effect.as(
      hold ? Effect.onError(budget.ipDraw(now), () => general.settleGroup(draw, now)) : budget.ipDraw(undefined),
      now
    )
  }
  const drawNow = (draw: Draw, hold: boolean) =>
    Effect.clockWith((clock: Clock.Clock) => {
      const drawn = drawAt(draw, hold, clock.currentTimeMillisUnsafe())
      return typeof drawn === "number" ? Effect.succeed(drawn) : drawn
    })

  // Settles `units` of `key` held at `sentAt` at `now`: they leave a window later (a key not stored is seeded as the
  // draw's group, or as the IP's when there is no draw).
  const settleHeld = (key: string, draw: Draw | undefined, sentAt: number, units: number, now: number): void => {
    if (units <= 0) return
    modify(key, (current) => {
      const state = current ?? (draw === undefined ? seedIp() : books.seed(draw))
      RateBucket.settleUnits(state, sentAt, units, now)
      return [undefined, state] as const
    })
    books.wakeWaiters()
  }

  // The server counts a request against the IP when it arrives, somewhere between our stamp and the call's end: the
  // end is the one time known not to be early, so the IP unit leaves the window after it.
  const settle = (draw: Draw, sentAt: number): Effect.Effect<void> =>
    Effect.clockWith((clock) => {
      const key = books.keyOf(draw)
      const now = clock.currentTimeMillisUnsafe()
      const observed = books.spendObserved(key, sentAt, draw.cost)
      settleHeld(key, draw, sentAt, books.release(key, sentAt, draw.cost - observed), now)
      settleHeld(ipKey, undefined, sentAt, books.release(ipKey, sentAt, 1), now)
      return Effect.void
    })

  const observe = (draw: Draw, observed: Observed): Effect.Effect<void> =>
    Effect.clockWith((clock) => {
      const now = clock.currentTimeMillisUnsafe()
      const key = books.keyOf(draw)
      const sentAt = observed.sentAt
      if (draw.account === undefined || observed.limit <= 0) {
        if (sentAt === undefined) return Effect.void
        const units = books.release(key, sentAt, draw.cost)
        if (units > 0) books.noteObserved(key, sentAt, units)
        settleHeld(key, draw, sentAt, units, now)
        return Effect.void
      }
      // this process's units of the call in flight, settled by the reply
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
      modify(key, (current) => {
        const state = current ?? books.seed(draw)
        RateBucket.correct(state, correction, now)
        return [undefined, state] as const
      })
      if (settling > 0) books.wakeWaiters()
      return Effect.void
    })

  return {
    acquire: (draw) => drawNow(draw, false),
    hold: (draw) => drawNow(draw, true),
    settle,
    observe
  }
}
