/**
 * The retry policy of writes, re-exported by `Retry`: a write is never re-sent blindly. An order creation carrying an
 * `orderLinkId` is confirmed by a lookup after an ambiguous failure; any other write whose answer was lost fails with
 * `OutcomeUnknown`. Apart from `retryPolicy` (what every call gets), so that only the executor's private steps lead a
 * bundler here.
 *
 * @since 1.0.0
 * @internal
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import { OutcomeUnknown } from "../../Errors/SocketError.js"
import * as Backoff from "../../Layers/Backoff.js"
import {
  backoffOf,
  catchFailure,
  isTransient,
  messageOf,
  type Plan,
  type Policy,
  recoverFrom,
  recovering,
  runIdempotent,
  type Tagged
} from "./retryPolicy.js"

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
