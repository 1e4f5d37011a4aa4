/**
 * The retry stage of the public-only list (`Bybit.layerPublic`'s): an idempotent call re-sent under the policy
 * (`Retry`); anything else (a write, which that list cannot sign) sent once. The retry of writes is the full list's
 * (`stages/retry`), so a program on the public list bundles none of it.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import type { ClockOffset } from "../../Layers/ClockOffset.js"
import * as RetryPolicy from "../internal/retryPolicy.js"
import type * as Pipeline from "../Pipeline.js"

/**
 * The retry stage of reads under a policy; `pauses`: a budget pauses a limited group itself (the plan then has no
 * wait of its own for a 10006's reset).
 *
 * @since 1.2.0
 */
export const make =
  (options: {
    readonly policy: Pipeline.Policy
    readonly clock: ClockOffset["Service"]
    readonly pauses: boolean
  }): Pipeline.Stage =>
  (next) => {
    const { policy, clock, pauses } = options
    return (call) => {
      // the stages below, entered again by each re-send (each reads the call as it is then)
      const send = Effect.suspend(() => next(call))
      if (!call.endpoint.idempotent) return send
      // the plan is made only once a send has failed
      return RetryPolicy.runIdempotent(send, () => RetryPolicy.plan(call, send, clock, pauses, undefined), policy)
    }
  }
