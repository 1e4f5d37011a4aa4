/**
 * The failure path behind a dynamic import (`failure`): the error catalogue, loaded on the first refused request
 * instead of with the program (a bundle that splits at dynamic imports starts with only the error classes its
 * endpoints name), and the retry policy, loaded on a call's first failed send (or with the first send of an order
 * creation a lookup confirms). Once loaded both run synchronously, with the same rules as `Classify` and `Retry`.
 *
 * @since 0.2.0
 * @internal
 */
import * as Effect from "effect/Effect"
import type * as Catalogue from "../../Errors/Catalogue.js"
import { ApiError, type ExchangeError, type ExchangeErrorInput } from "../../Errors/ExchangeError.js"
import type { OutcomeUnknown } from "../../Errors/SocketError.js"
import type { UnexpectedExchangeError } from "../../Errors/UnexpectedExchangeError.js"
import type * as Failure from "./failure.js"
import type * as RetryPolicy from "./retryPolicy.js"

let loaded: typeof Failure | undefined

const load: Effect.Effect<typeof Failure, unknown> = Effect.tryPromise({
  try: () => import("./failure.js"),
  catch: (error) => error
}).pipe(
  Effect.map((module) => {
    loaded = module
    return module
  })
)

/**
 * The error for a refused request, as `Classify.classify` gives it. Should the catalogue fail to load (a chunk a
 * browser could not fetch), the error is the `ApiError` of a code outside the catalogue: code and message intact.
 *
 * @since 0.2.0
 * @internal
 */
export const classify = (
  channel: Catalogue.Channel,
  input: ExchangeErrorInput,
  declared: ReadonlyArray<unknown>,
  isPrivate: boolean
): Effect.Effect<ExchangeError | UnexpectedExchangeError> =>
  loaded !== undefined
    ? Effect.succeed(loaded.classify(channel, input, declared, isPrivate))
    : Effect.match(load, {
        onFailure: () => new ApiError(input),
        onSuccess: (module) => module.classify(channel, input, declared, isPrivate)
      })

/**
 * The first send as it is; on its first failure the policy's module is loaded (once per process) and `recover` runs
 * with it (`Effect.catch` as a failure frame that a success steps over, as the policy's own runners build it).
 * Should the module fail to load, the first error is the call's.
 */
const afterFirstFailure = <A, E, E3>(
  send: Effect.Effect<A, E>,
  recover: (failure: typeof Failure, error: E) => Effect.Effect<A, E3>
): Effect.Effect<A, E | E3> =>
  Effect.catchCause(send, (cause) =>
    Effect.catch(Effect.failCause(cause), (error) =>
      loaded !== undefined
        ? recover(loaded, error)
        : Effect.matchEffect(load, {
            onFailure: () => Effect.fail(error),
            onSuccess: (module) => recover(module, error)
          })
    )
  )

/**
 * `Retry.runIdempotent`: the first send as it is, the policy loaded on its first failure, the plan made with it.
 * Should the policy fail to load, the first error is the call's.
 *
 * @since 0.2.0
 * @internal
 */
export const runIdempotent = <A, E extends RetryPolicy.Tagged, E2 extends RetryPolicy.Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: (failure: typeof Failure) => RetryPolicy.Plan<A, E, E2>,
  policy: RetryPolicy.Policy
): Effect.Effect<A, E | OutcomeUnknown> =>
  afterFirstFailure(send, (failure, error) => failure.recoverIdempotent(send, planWith(plan, failure), policy, error))

/**
 * `Retry.runUnconfirmed`: the first send as it is, the policy loaded on its first failure, the plan made with it.
 * Should the policy fail to load, the first error is the call's.
 *
 * @since 0.2.0
 * @internal
 */
export const runUnconfirmed = <A, E extends RetryPolicy.Tagged, E2 extends RetryPolicy.Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: (failure: typeof Failure) => RetryPolicy.Plan<A, E, E2>,
  policy: RetryPolicy.Policy
): Effect.Effect<A, E | OutcomeUnknown> =>
  afterFirstFailure(send, (failure, error) => failure.recoverUnconfirmed(planWith(plan, failure), policy, error))

const planWith =
  <P>(plan: (failure: typeof Failure) => P, failure: typeof Failure): (() => P) =>
  () =>
    plan(failure)

/**
 * `Retry.runConfirmed` for an order creation a lookup confirms: the policy loaded before the first send (the lookup
 * must be at hand when a send's answer is lost, the network perhaps with it), the plan made only once a send has
 * failed. Should the policy fail to load, the call is sent once.
 *
 * @since 0.2.0
 * @internal
 */
export const run = <A, E extends RetryPolicy.Tagged, E2 extends RetryPolicy.Tagged = E>(
  send: Effect.Effect<A, E>,
  plan: (failure: typeof Failure) => RetryPolicy.Plan<A, E, E2>,
  policy: RetryPolicy.Policy
): Effect.Effect<A, E | OutcomeUnknown> =>
  loaded !== undefined
    ? loaded.runConfirmed(send, planWith(plan, loaded), policy)
    : Effect.matchEffect(load, {
        onFailure: () => send,
        onSuccess: (module) => module.runConfirmed(send, planWith(plan, module), policy)
      })
