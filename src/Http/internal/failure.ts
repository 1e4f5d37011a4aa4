/**
 * What a call needs once a send failed: the retry policy (that of writes is a private stage: see `privateStages`).
 *
 * @since 0.2.0
 * @internal
 */
export { recoverIdempotent } from "./retryPolicy.js"
