/**
 * The rate budget's service and what the REST pipeline's budget stage reads of it (the tag, a call's draw, the
 * unlimited budget), apart from the budget itself (its limits tables, buckets and store): a program that installs no
 * budget (a page's public market view) bundles only this. `RateBudget` re-exports all of it.
 *
 * @since 1.2.0
 */
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"
import type { BucketState, RateBudgetUnavailable } from "./RateBudgetStore.js"

/**
 * Every waiting or new call failed because the IP is banned (an HTTP 403 "access too frequent" was received):
 * nothing was sent. `until` is when the pause ends (ms).
 *
 * @since 0.1.0
 * @category errors
 */
export class IpBanned extends Schema.TaggedError<IpBanned>()("IpBanned", {
  until: Schema.Number
}) {
  override get message(): string {
    return `Not sent: every request is paused until ${new Date(this.until).toISOString()} after HTTP 403 (the per-IP rate limit)`
  }
}

const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, "0")
}

const fingerprints = new WeakMap<Redacted.Redacted<string>, string>()

/**
 * Whose budget a key draws on: a short hash of the key, so the key itself never becomes a store key. REST and
 * WebSocket order entry with the same key draw on the same account.
 *
 * @since 0.1.0
 * @category limits
 */
export const accountOf = (apiKey: Redacted.Redacted<string>): string => {
  let known = fingerprints.get(apiKey)
  if (known === undefined) {
    known = fnv1a(Redacted.value(apiKey))
    fingerprints.set(apiKey, known)
  }
  return known
}

/**
 * The units a call draws: one per order of a batch (option batches count once), otherwise one.
 *
 * @since 0.1.0
 * @category limits
 */
export const costOf = (wire: Readonly<Record<string, unknown>>): number =>
  Array.isArray(wire.request) && wire.category !== "option" ? Math.max(1, wire.request.length) : 1

/**
 * What one call draws: its group, category and cost, and whose budget (an account fingerprint; `undefined` for
 * public calls, which only count against the IP).
 *
 * @since 0.1.0
 * @category models
 */
export interface Draw {
  readonly group: string
  readonly category: string | undefined
  readonly isRead: boolean
  /** Units: 1, or the number of orders of a batch. */
  readonly cost: number
  readonly account: string | undefined
}

/**
 * The state a response's headers report: `limit`, `remaining` and `resetAt` (ms on the local clock).
 *
 * @since 0.1.0
 * @category models
 */
export interface Observed {
  readonly limit: number
  readonly remaining: number
  readonly resetAt: number
  /** When the request's units were stamped (what `acquire` returned): they move to the reply's arrival. */
  readonly sentAt?: number | undefined
}

/**
 * The rate-budget service.
 *
 * @since 0.1.0
 * @category models
 */
export interface RateBudgetService {
  /**
   * Waits, first come first served, until the draw fits its group's and the IP's budget; `IpBanned` during a ban.
   * Succeeds with the time (ms) its units were stamped, to hand back to `observe` as `sentAt`. A shared store that
   * is unavailable and fails closed fails it with `RateBudgetUnavailable` (nothing is sent).
   */
  readonly acquire: (draw: Draw) => Effect.Effect<number, IpBanned | RateBudgetUnavailable>
  /**
   * Like `acquire`, but the group's units stay spent while the call is in flight, however long that takes: they
   * leave their window only once the call is settled, by `observe` (the reply's arrival) or `settle` (its end
   * without a reply). Every call held must be settled: {@link withUnits} does it.
   */
  readonly hold: (draw: Draw) => Effect.Effect<number, IpBanned | RateBudgetUnavailable>
  /**
   * Ends a call `hold` granted at `sentAt` (what it returned): when no reply was observed (it failed before sending,
   * or was interrupted) its units are settled now and leave a window later; when `observe` settled them, nothing
   * more happens. Every held call ends here exactly once, observed or not ({@link withUnits} does it): calls granted
   * in the same ms share a stamp, and this is how the end of one is told from a sibling still in flight.
   */
  readonly settle: (draw: Draw, sentAt: number) => Effect.Effect<void>
  /** Corrects the group's budget from a response's rate-limit headers. */
  readonly observe: (draw: Draw, observed: Observed) => Effect.Effect<void>
  /** 10006: no unit of the group is granted before `until` (ms, local clock; default now + `fallbackPause`). */
  readonly pause: (draw: Draw, until?: number) => Effect.Effect<void>
  /** HTTP 403: pauses every group for the ban duration and fails every waiting call with `IpBanned`. */
  readonly ban: Effect.Effect<void>
  /** The end of the ban in force, if any (ms). */
  readonly bannedUntil: Effect.Effect<number | undefined>
  /** The counters, per key. */
  readonly snapshot: Effect.Effect<ReadonlyMap<string, BucketState>, RateBudgetUnavailable>
}

/**
 * The rate budget.
 *
 * @since 0.1.0
 * @category tags
 */
export class RateBudget extends Context.Service<RateBudget, RateBudgetService>()("effect-bybit/RateBudget") {}

/**
 * One call on the budget: `hold`s its units, runs `use` with the time they were stamped (to hand to `observe` as
 * `sentAt`) and settles them when `use` ends without having observed its reply (it failed, or was interrupted). The
 * units stay spent from their stamp until then, so a call in flight longer than its window is still counted.
 *
 * @since 0.2.0
 * @category combinators
 */
export const withUnits = <A, E, R>(
  budget: RateBudgetService,
  draw: Draw,
  use: (sentAt: number) => Effect.Effect<A, E, R>
): Effect.Effect<A, E | IpBanned | RateBudgetUnavailable, R> => withUnitsOf(budget, draw, budget.hold(draw), use)

/**
 * {@link withUnits} with the `hold` given as an effect (the draw's own `hold`, wrapped: e.g. timed, its errors
 * mapped), so every caller settles the same way.
 *
 * @since 1.0.0
 * @category combinators
 */
export const withUnitsOf = <A, E, R, E2, R2>(
  budget: RateBudgetService,
  draw: Draw,
  hold: Effect.Effect<number, E2, R2>,
  use: (sentAt: number) => Effect.Effect<A, E, R>
): Effect.Effect<A, E | E2, R | R2> =>
  Effect.uninterruptibleMask((restore) =>
    Effect.flatMap(restore(hold), (sentAt) => Effect.ensuring(restore(use(sentAt)), budget.settle(draw, sentAt)))
  )

/**
 * No budget: every draw is granted at once and nothing is counted.
 *
 * @since 0.1.0
 * @category constructors
 */
export const unlimited: RateBudgetService = {
  acquire: () => Clock.currentTimeMillis,
  hold: () => Clock.currentTimeMillis,
  settle: () => Effect.void,
  observe: () => Effect.void,
  pause: () => Effect.void,
  ban: Effect.void,
  bannedUntil: Effect.succeed(undefined),
  snapshot: Effect.succeed(new Map())
}

/**
 * Whether a budget is {@link unlimited} itself: the executor then skips the draw's steps, which would all do nothing.
 *
 * @since 0.1.0
 * @category predicates
 */
export const isUnlimited = (budget: RateBudgetService): boolean => budget === unlimited
