/**
 * The retry policy's logic, re-exported by `Retry` (which adds the order-creation check's lookups): the policy, the
 * recovery every call gets and the retry of idempotent calls; that of writes (`OutcomeUnknown`, the order-creation
 * check) is `retryWrites`, which only the executor's private steps take, so a bundler can leave it out of a program
 * that never writes (or keep it in the chunk that does). The executor runs it through `lazyFailure`. It imports only
 * Effect (and the back-off it builds its schedule with).
 *
 * @since 0.2.0
 * @internal
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import type * as Option from "effect/Option"
import type * as Schedule from "effect/Schedule"
import type { OutcomeUnknown } from "../../Errors/SocketError.js"
import * as Backoff from "../../Layers/Backoff.js"

/**
 * A retry policy.
 *
 * @since 0.1.0
 * @category models
 */
export interface Policy {
  /** Re-sends of an idempotent call (and of a confirmed order creation) after transient errors. Default 3. */
  readonly retries?: number
  /** The first backoff delay, doubled each time. Default 100 ms. */
  readonly baseDelay?: Duration.Input
  /** The longest backoff delay. Default 5 s. */
  readonly maxDelay?: Duration.Input
  /** Re-sends after a 10006 that named its reset time. Default 3. */
  readonly rateLimitRetries?: number
  /** On 10002, resync the clock offset and re-send once. Default true. */
  readonly resyncClock?: boolean
}

/**
 * Defaults.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = {
  retries: 3,
  baseDelay: Duration.millis(100),
  maxDelay: Duration.seconds(5),
  rateLimitRetries: 3,
  resyncClock: true
} as const

/**
 * Anything with a tag (every error of the library).
 *
 * @since 0.1.0
 * @category models
 */
export interface Tagged {
  readonly _tag: string
}

const field = (error: Tagged, name: string): unknown => (error as unknown as Record<string, unknown>)[name]

/**
 * Whether an error may go away on its own: no response or a timeout, HTTP 5xx or 429, a server timeout (10000), a
 * server error or restart (10016) or an overloaded trading service (retCode 429). For a write, these are exactly the errors that leave its outcome
 * unknown.
 *
 * @since 0.1.0
 * @category predicates
 */
export const isTransient = (error: Tagged): boolean => {
  switch (error._tag) {
    case "TransportError": {
      const reason = field(error, "reason")
      return reason === "Transport" || reason === "Timeout"
    }
    case "HttpError": {
      const code = field(error, "code")
      return typeof code === "number" && (code >= 500 || code === 429)
    }
    case "ServerTimeout":
    case "ServerError":
    case "TradingServiceOverloaded":
      return true
    case "ApiError":
      return field(error, "code") === 10000
    default:
      return false
  }
}

/**
 * The backoff: exponential from `baseDelay`, capped at `maxDelay`, jittered, at most `retries` times.
 *
 * @since 0.1.0
 * @category schedules
 */
export const backoff = (policy: Policy = {}): Schedule.Schedule<unknown, unknown> =>
  Backoff.make({
    base: Duration.toMillis(Duration.fromInputUnsafe(policy.baseDelay ?? defaults.baseDelay)),
    cap: Duration.toMillis(Duration.fromInputUnsafe(policy.maxDelay ?? defaults.maxDelay)),
    capBeforeJitter: true,
    retries: policy.retries ?? defaults.retries
  })

/**
 * One call as the policy sees it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Plan<A, E extends Tagged, E2 extends Tagged = E> {
  /** One send (budget, signing, request, decoding). */
  readonly send: Effect.Effect<A, E>
  /** The endpoint's declared idempotency. */
  readonly idempotent: boolean
  /** Signed with a timestamp (a 10002 can then be cured by a resync). */
  readonly signed: boolean
  /** Resyncs the clock offset. */
  readonly resync: Effect.Effect<void>
  /** Whether the last 10006 named its reset time (its group is then paused until then). */
  readonly resetKnown: () => boolean
  /**
   * With no rate budget to pause the group: waits for the last 10006's reset (capped by the policy's `maxDelay`);
   * the call is then re-sent once. `undefined` when a budget paces the re-sends.
   */
  readonly untilReset?: (maxDelay: Duration.Duration) => Effect.Effect<void>
  /** For order creation with an `orderLinkId`: finds that order (`None` when the exchange has none). */
  readonly confirm: Option.Option<Effect.Effect<Option.Option<A>, E2>>
  /** The endpoint's name and path, for `OutcomeUnknown`. */
  readonly op: string
  readonly path: string
  readonly orderLinkId: string | undefined
}

/**
 * An error's message, or its tag when it has none.
 *
 * @since 1.0.0
 * @internal
 */
export const messageOf = (error: Tagged): string => {
  const message = field(error, "message")
  return typeof message === "string" && message !== "" ? message : error._tag
}

/**
 * What follows a failed first send: a re-send after a 10006 with a known reset and, once, after a 10002 with a
 * resync; any other error fails as it is.
 *
 * @since 1.0.0
 * @internal
 */
export const recoverFrom = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  policy: Policy
): ((error: E) => Effect.Effect<A, E>) => {
  const resync = policy.resyncClock ?? defaults.resyncClock
  const maxDelay = Duration.fromInputUnsafe(policy.maxDelay ?? defaults.maxDelay)
  const after =
    (rateLeft: number, resynced: boolean) =>
    (error: E): Effect.Effect<A, E> => {
      if (error._tag === "RateLimitExceeded" && rateLeft > 0 && plan.resetKnown()) {
        // no budget: wait for the window the exchange named, then one re-send (another at once would fail again)
        if (plan.untilReset !== undefined) return Effect.andThen(plan.untilReset(maxDelay), loop(0, resynced))
        // the acquire of the next send waits for the group's pause
        return loop(rateLeft - 1, resynced)
      }
      if (error._tag === "TimestampOutOfWindow" && plan.signed && resync && !resynced) {
        return Effect.andThen(plan.resync, loop(rateLeft, true))
      }
      return Effect.fail(error)
    }
  const loop = (rateLeft: number, resynced: boolean): Effect.Effect<A, E> =>
    Effect.catch(plan.send, after(rateLeft, resynced))
  return after(policy.rateLimitRetries ?? defaults.rateLimitRetries, false)
}

/**
 * The send, re-sent after a 10006 with a known reset and, once, after a 10002 with a resync.
 *
 * @since 1.0.0
 * @internal
 */
export const recovering = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  policy: Policy
): Effect.Effect<A, E> => Effect.catch(plan.send, recoverFrom(plan, policy))

const backoffs = new WeakMap<Policy, Schedule.Schedule<unknown, unknown>>()

/**
 * A policy's backoff, made once (a schedule is a description: every run steps its own state).
 *
 * @since 1.0.0
 * @internal
 */
export const backoffOf = (policy: Policy): Schedule.Schedule<unknown, unknown> => {
  let schedule = backoffs.get(policy)
  if (schedule === undefined) {
    schedule = backoff(policy)
    backoffs.set(policy, schedule)
  }
  return schedule
}

/** `Effect.retry` on the backoff, entered after the first transient failure (same delays and count). */
const retrying = <A, E extends Tagged>(once: Effect.Effect<A, E>, first: E, policy: Policy): Effect.Effect<A, E> =>
  Effect.flatMap(Backoff.sleeps(backoffOf(policy)), (next) => {
    const after = (error: E): Effect.Effect<A, E> =>
      Effect.flatMap(
        Effect.catch(next(error), () => Effect.fail(error)),
        () => Effect.catch(once, (next) => (isTransient(next) ? after(next) : Effect.fail(next)))
      )
    return after(first)
  })

/**
 * `Effect.catch` as a failure frame that a success steps over (its match takes one more step on success); a
 * failure goes through `Effect.catch` itself, so what is caught, and how, stays its own.
 *
 * @since 1.0.0
 * @internal
 */
export const catchFailure = <A, E, A2, E2>(
  self: Effect.Effect<A, E>,
  f: (error: E) => Effect.Effect<A2, E2>
): Effect.Effect<A | A2, E2> => Effect.catchCause(self, (cause) => Effect.catch(Effect.failCause(cause), f))

/**
 * Runs an idempotent call under the policy, its plan (whose `send` is `send`) made only once a send has failed: a
 * call whose first send succeeds builds none. The same as `run(plan(), policy)`.
 *
 * @since 0.2.0
 * @category combinators
 */
export const runIdempotent = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => catchFailure(send, (error) => recoverIdempotent(send, plan, policy, error))

/**
 * What `runIdempotent` does once its first send has failed with `error`: the recovery (a re-send after a 10006 with
 * a known reset, or after a 10002 with a resync), then the backoff's re-sends while the errors are transient.
 *
 * @since 0.2.0
 * @category combinators
 */
export const recoverIdempotent = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy,
  error: E
): Effect.Effect<A, E> => {
  const recover = recoverFrom(plan(), policy)
  const once = Effect.catch(send, recover)
  return Effect.catch(recover(error), (next) => (isTransient(next) ? retrying(once, next, policy) : Effect.fail(next)))
}
