/**
 * The Promise entry point (`effect-bybit/promise`) for code that does not use Effect: `createClient(options)`
 * returns one object with a method per endpoint (`getTickers`, `submitOrder`, …) returning Promises that reject
 * with the library's tagged errors. This is the browser form, browser-safe like `effect-bybit` (fetch + WebCrypto by
 * default); on Node, package.json's `node` condition resolves `effect-bybit/promise` to `promise.node.ts`, whose
 * `createClient` defaults to the Node platform.
 *
 * ```ts
 * import { createClient } from "effect-bybit/promise"
 * const client = createClient({ environment: "testnet", apiKey, apiSecret })
 * const { list } = await client.getTickers({ category: "linear", symbol: "BTCUSDT" })
 * await client.dispose()
 * ```
 *
 * @since 0.1.0
 */
import * as Client from "./Promise/Client.js"

/** @since 0.1.0 */
export type {
  AnyEndpoint,
  CallArgs,
  CallOptions,
  Client,
  ClientOptions,
  Errors,
  Method,
  MethodName,
  Methods,
  Platform,
  Rejection
} from "./Promise/Client.js"

/**
 * Creates a client whose methods return Promises; call `dispose()` when done.
 *
 * @example
 * ```ts
 * import { createClient, Environment } from "effect-bybit/promise"
 *
 * const client = createClient({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" }),
 *   apiKey: "<apiKey>",
 *   apiSecret: "<apiSecret>"
 * })
 * try {
 *   const { list } = await client.getTickers({ category: "linear", symbol: "BTCUSDT" })
 *   console.log(list[0]?.lastPrice)
 * } catch (error) {
 *   // the library's tagged errors: `error._tag` names it
 *   console.error(error)
 * } finally {
 *   await client.dispose()
 * }
 * ```
 *
 * @since 0.1.0
 * @category constructors
 */
export const createClient: (options?: Client.ClientOptions) => Client.Client = Client.make

/** @since 0.1.0 */
export * from "./Errors/index.js"
/** @since 0.1.0 */
export * as Environment from "./Layers/Environment.js"
/**
 * The facade's own errors: `Aborted` (the call's signal fired), `InvalidOptions` and `ClientDisposed` (a call on a
 * disposed client).
 *
 * @since 0.2.0
 */
export { Aborted, ClientDisposed, InvalidOptions } from "./Promise/Errors.js"
/** @since 0.1.0 */
export * as WebPlatform from "./WebPlatform.js"
