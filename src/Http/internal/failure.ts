/**
 * What a call needs only once something went wrong, as one module behind one dynamic import (`lazyFailure`): the
 * error catalogue's classification (~700 codes) for a refused request, and the retry policy with its order-creation
 * check for a failed send. One
 * chunk for both keeps a bundler from splitting off more shared chunks from the program's start-up code.
 *
 * @since 0.2.0
 * @internal
 */
export { classify } from "../../Errors/Classify.js"
export { confirmation } from "./orderCheck.js"
export { recoverIdempotent, recoverUnconfirmed, runConfirmed } from "./retryPolicy.js"
