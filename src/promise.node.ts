/**
 * The Node form of `effect-bybit/promise` (package.json's `node` condition picks it): the same exports as the browser
 * form, except that `createClient` defaults to `effect-bybit/node`'s platform layer (its HTTP/1.1 transport and node:crypto)
 * instead of fetch + WebCrypto. The browser form never imports this file, so it reaches no `node:` module and no
 * `ws`.
 *
 * ```ts
 * import { createClient } from "effect-bybit/promise" // on Node: the Node platform, no option needed
 * const client = createClient({ environment: "testnet", apiKey, apiSecret })
 * ```
 *
 * @since 0.2.0
 */
import { layer as nodeLayer } from "./node.js"
import * as Client from "./Promise/Client.js"

/** @since 0.2.0 */
export * from "./promise.js"

/**
 * Creates a client whose methods return Promises, on the Node platform unless `options.platform` names another;
 * call `dispose()` when done.
 *
 * @since 0.2.0
 * @category constructors
 */
export const createClient: (options?: Client.ClientOptions) => Client.Client = Client.makeWith(nodeLayer)
