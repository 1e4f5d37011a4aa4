/**
 * The retry stage of the public-only list (`Bybit.layerPublic`'s): an idempotent call re-sent under the policy
 * (`Retry`); anything else (a write, which that list cannot sign) sent once. The retry of writes is the full list's
 * (`stages/retry`), so a program on the public list bundles none of it.
 *
 * @since 1.2.0
 */
import * as RetryPolicy from "../internal/retryPolicy.js"
import type * as Pipeline from "../Pipeline.js"

/**
 * The retry stage of reads under a policy; `pauses`: a budget pauses a limited group itself (the plan then has no
 * wait of its own for a 10006's reset).
 *
 * @since 1.2.0
 */
export const make = (options: RetryPolicy.StageOptions): Pipeline.Stage =>
  // anything but a read (a write, which this list cannot sign) is sent once
  RetryPolicy.stage(options, (_call, send) => send)
