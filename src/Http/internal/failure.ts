/**
 * What a call needs once a send failed: the retry policy (the order-creation check is a private step, given with the
 * plan: see `privateSteps`).
 *
 * @since 0.2.0
 * @internal
 */
export { recoverIdempotent, recoverUnconfirmed, runConfirmed } from "./retryPolicy.js"
