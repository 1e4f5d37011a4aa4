/**
 * The retry policy the retry stages run (`Retry` re-exports it): the recovery every call gets (a re-send after a
 * 10006 with a known reset, once after a 10002 with a resync), the re-sends of idempotent calls on a backoff, and the
 * writes', which are never re-sent blindly. Its types are the Pipeline's; `plan` makes the plan of one call.
 *
 * @since 1.2.0
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import type * as Schedule from "effect/Schedule"
import { OutcomeUnknown } from "../../Errors/SocketError.js"
import * as Backoff from "../../Layers/Backoff.js"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import type * as Pipeline from "../Pipeline.js"
import type { Plan, Policy, Tagged } from "../Pipeline.js"

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

// an error's field by name, as the wire gave it: Reflect.get reads any object's property without widening its type
const field = (error: Tagged, name: string): unknown => Reflect.get(error, name)

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

// The retry of writes: a write is never re-sent blindly. An order creation carrying an `orderLinkId` is confirmed by
// a lookup after an ambiguous failure; any other write whose answer was lost fails with `OutcomeUnknown`.
const unknownOutcome = (
  plan: { readonly op: string; readonly path: string; readonly orderLinkId: string | undefined },
  reason: string
): OutcomeUnknown =>
  new OutcomeUnknown({
    op: plan.op,
    reqId: plan.path,
    ...(plan.orderLinkId === undefined ? {} : { orderLinkId: plan.orderLinkId }),
    reason
  })

const confirmed = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  confirm: Effect.Effect<Option.Option<A>, E2>,
  once: Effect.Effect<A, E>,
  policy: Policy
): Effect.Effect<A, E | OutcomeUnknown> => confirmedFrom(plan, confirm, once, policy, once)

/**
 * The order-creation check's loop: `first` is the first send (with its recovery), `once` every later one; after an
 * ambiguous failure the order is looked up, and re-sent (on the backoff) when the exchange has none.
 */
const confirmedFrom = <A, E extends Tagged, E2 extends Tagged>(
  plan: Plan<A, E, E2>,
  confirm: Effect.Effect<Option.Option<A>, E2>,
  once: Effect.Effect<A, E>,
  policy: Policy,
  first: Effect.Effect<A, E>
): Effect.Effect<A, E | OutcomeUnknown> =>
  Effect.gen(function* () {
    // the backoff reads no start time (no elapsed-time step): made after the first send, its delays are the same
    const next = yield* Backoff.sleeps(backoffOf(policy))
    let sends = 0
    let send = first
    while (true) {
      const result = yield* Effect.result(send)
      send = once
      sends++
      if (Result.isSuccess(result)) return result.success
      const error = result.failure
      // after a lost answer, a re-send refused as a duplicate means the first one may have landed
      const ambiguous = isTransient(error) || (sends > 1 && error._tag === "DuplicateOrderLinkId")
      if (!ambiguous) return yield* Effect.fail(error)
      const more = yield* Effect.result(next(error))
      const found = yield* Effect.result(confirm)
      if (Result.isFailure(found)) {
        return yield* Effect.fail(
          unknownOutcome(plan, `${messageOf(error)}; looking the order up failed too: ${messageOf(found.failure)}`)
        )
      }
      if (Option.isSome(found.success)) return found.success.value
      if (Result.isFailure(more)) {
        return yield* Effect.fail(unknownOutcome(plan, `${messageOf(error)}; not found after ${sends} sends`))
      }
    }
  })

/**
 * Runs a call under the policy.
 *
 * @since 0.1.0
 * @category combinators
 */
export const run = <A, E extends Tagged, E2 extends Tagged = E>(
  plan: Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => {
  // a call whose first send succeeds pays for one failure frame: the recovery, the retry schedule and their closures
  // are only built once a send has failed (catch(catch(send, f), g) is catch(send, e => catch(f(e), g)))
  if (plan.idempotent) return runIdempotent(plan.send, () => plan, policy)
  if (Option.isSome(plan.confirm)) return confirmed(plan, plan.confirm.value, recovering(plan, policy), policy)
  return runUnconfirmed(plan.send, () => plan, policy)
}

/**
 * Runs a call that is neither idempotent nor confirmed by a lookup (most order writes) under the policy, its plan
 * (whose `send` is `send`, `confirm` none) made only once a send has failed: a call whose first send succeeds builds
 * none. The same as `run(plan(), policy)`.
 *
 * @since 0.2.0
 * @category combinators
 */
export const runUnconfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => catchFailure(send, (error) => recoverUnconfirmed(plan, policy, error))

/**
 * What `runUnconfirmed` does once its first send has failed with `error`: the recovery (a re-send after a 10006 with
 * a known reset, or after a 10002 with a resync); a transient error then leaves the outcome unknown.
 *
 * @since 0.2.0
 * @category combinators
 */
export const recoverUnconfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  plan: () => Plan<A, E, E2>,
  policy: Policy,
  error: E
): Effect.Effect<A, E | OutcomeUnknown> => {
  const made = plan()
  return Effect.catchIf(recoverFrom(made, policy)(error), isTransient, (next) =>
    Effect.fail(unknownOutcome(made, messageOf(next)))
  )
}

/**
 * Runs an order creation a lookup confirms (its plan's `confirm` is some) under the policy, its plan made only once
 * its first send has failed: a call whose first send succeeds builds none (no plan, no lookup, no backoff). The same
 * as `run(plan(), policy)`.
 *
 * @since 1.0.0
 * @category combinators
 */
export const runConfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => Plan<A, E, E2>,
  policy: Policy = {}
): Effect.Effect<A, E | OutcomeUnknown> => catchFailure(send, (error) => recoverConfirmed(plan, policy, error))

/**
 * What `runConfirmed` does once its first send has failed with `error`: that send's recovery (a re-send after a
 * 10006 with a known reset, or after a 10002 with a resync), then the order-creation check (the lookup after an
 * ambiguous failure, the re-sends on the backoff while the exchange has no such order). A plan without `confirm` is
 * run as `runUnconfirmed` would.
 *
 * @since 1.0.0
 * @category combinators
 */
export const recoverConfirmed = <A, E extends Tagged, E2 extends Tagged = E>(
  plan: () => Plan<A, E, E2>,
  policy: Policy,
  error: E
): Effect.Effect<A, E | OutcomeUnknown> => {
  const made = plan()
  if (Option.isNone(made.confirm)) return recoverUnconfirmed(() => made, policy, error)
  const recover = recoverFrom(made, policy)
  return confirmedFrom(made, made.confirm.value, Effect.catch(made.send, recover), policy, recover(error))
}

/**
 * The plan of one call, made once a send has failed: its re-send (`send`, the stages below the retry run again),
 * the endpoint's idempotency, the resync of the clock, and the last 10006's reset (kept on the call by the decode
 * stage); with no budget to pause the group (`pauses` false), the wait for that reset.
 *
 * @since 1.2.0
 * @internal
 */
export const plan = (
  call: Pipeline.Call,
  send: Effect.Effect<Pipeline.Response<unknown>, Pipeline.StageError>,
  clock: ClockOffset["Service"],
  pauses: boolean,
  orderLinkId: string | undefined
): Plan<Pipeline.Response<unknown>, Pipeline.StageError> => {
  const endpoint = call.endpoint
  return {
    send,
    idempotent: endpoint.idempotent,
    signed: endpoint.auth === "private",
    resync: clock.resync,
    resetKnown: () => call.resetAt !== undefined,
    ...(pauses ? {} : { untilReset: (cap: Duration.Duration) => untilReset(clock, call.resetAt, cap) }),
    confirm: Option.none(),
    op: endpoint.name,
    path: endpoint.path,
    orderLinkId
  }
}

/** Sleeps until the last 10006's reset (given on the server's clock), at most `cap`. */
const untilReset = (
  clock: ClockOffset["Service"],
  resetAt: number | undefined,
  cap: Duration.Duration
): Effect.Effect<void> =>
  resetAt === undefined
    ? Effect.void
    : Effect.flatMap(clock.offset, (offset) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Effect.sleep(Duration.millis(Math.min(Math.max(0, resetAt - offset - now), Duration.toMillis(cap))))
        )
      )

/**
 * What a retry stage is made of: the policy, the clock a 10002 resyncs, and `pauses` (a budget pauses a limited
 * group itself, so the plan has no wait of its own for a 10006's reset).
 *
 * @since 1.2.0
 * @internal
 */
export interface StageOptions {
  readonly policy: Policy
  readonly clock: ClockOffset["Service"]
  readonly pauses: boolean
}

/**
 * The opening both retry stages share: an idempotent call re-sent under the policy, any other call handed to
 * `other` with its send (the stages below, entered again by each re-send, each reading the call as it is then). A
 * plan is made only once a send has failed.
 *
 * @since 1.2.0
 * @internal
 */
export const stage =
  (
    options: StageOptions,
    other: (
      call: Pipeline.Call,
      send: Effect.Effect<Pipeline.Response<unknown>, Pipeline.StageError>
    ) => Effect.Effect<Pipeline.Response<unknown>, Pipeline.StageError>
  ): Pipeline.Stage =>
  (next) =>
  (call) => {
    const send = Effect.suspend(() => next(call))
    if (call.endpoint.idempotent) {
      const { policy, clock, pauses } = options
      return runIdempotent(send, () => plan(call, send, clock, pauses, undefined), policy)
    }
    return other(call, send)
  }
