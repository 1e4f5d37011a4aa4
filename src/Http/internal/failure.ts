/**
 * What a call needs once a send failed: the retry policy with its order-creation check, as one module the plans are
 * made with (`lazyFailure`).
 *
 * @since 0.2.0
 * @internal
 */
export { confirmation } from "./orderCheck.js"
export { recoverIdempotent, recoverUnconfirmed, runConfirmed } from "./retryPolicy.js"
