/**
 * The retry policy (`retryPolicy`, which `Retry` re-exports) behind a dynamic import: a read loads it only once a
 * send has failed, and a write (always private) with its first send, so a program whose public calls succeed starts
 * without the policy and its backoff. Once loaded it runs synchronously, as before.
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import type { OutcomeUnknown } from "../../Errors/SocketError.js"
import type * as RetryPolicy from "./retryPolicy.js"

let loaded: typeof RetryPolicy | undefined

const load: Effect.Effect<typeof RetryPolicy, unknown> = /*#__PURE__*/ Effect.tryPromise({
  try: () => import("./retryPolicy.js"),
  catch: (error) => error
}).pipe(
  /*#__PURE__*/ Effect.tap((module) => {
    loaded = module
  })
)

/**
 * `Retry.runIdempotent`: the first send as it is, the policy loaded on its first failure (`Effect.catchAll` as a
 * failure frame that a success steps over, as `runIdempotent` builds it). Should the policy fail to load (a chunk a
 * browser could not fetch), the first error is the call's.
 *
 * @since 0.2.0
 * @internal
 */
export const runIdempotent = <A, E extends RetryPolicy.Tagged, E2 extends RetryPolicy.Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: () => RetryPolicy.Plan<A, E, E2>,
  policy: RetryPolicy.Policy
): Effect.Effect<A, E | OutcomeUnknown> =>
  Effect.catchAllCause(send, (cause) =>
    Effect.catchAll(Effect.failCause(cause), (error) =>
      loaded !== undefined
        ? loaded.recoverIdempotent(send, plan, policy, error)
        : Effect.matchEffect(load, {
            onFailure: () => Effect.fail(error),
            onSuccess: (module) => module.recoverIdempotent(send, plan, policy, error)
          })
    )
  )

/**
 * `Retry.run`, loaded before the first send. Should the policy fail to load, the call is sent once.
 *
 * @since 0.2.0
 * @internal
 */
export const run = <A, E extends RetryPolicy.Tagged, E2 extends RetryPolicy.Tagged = E>(
  plan: RetryPolicy.Plan<A, E, E2>,
  policy: RetryPolicy.Policy
): Effect.Effect<A, E | OutcomeUnknown> =>
  loaded !== undefined
    ? loaded.run(plan, policy)
    : Effect.matchEffect(load, {
        onFailure: () => plan.send,
        onSuccess: (module) => module.run(plan, policy)
      })
