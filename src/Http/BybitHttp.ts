/**
 * The REST executor: turns an endpoint definition and parameters into a signed request, and the response into a
 * typed result or a tagged error, through the stage list of `Pipeline` (confirm, retry, prepare, checkRules, budget,
 * sign, send, decode, classify), composed once when the layer is built (`Executor`).
 *
 * @since 0.1.0
 */

import type * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as RequestDefaults from "../Layers/RequestDefaults.js"
import * as Executor from "./Executor.js"
import * as PrivateStages from "./internal/privateStages.js"
import { BybitHttp, type BybitHttpService, type Options, type Requirements } from "./Pipeline.js"

export type {
  BybitHttpService,
  CallError,
  CallOptions,
  CommonError,
  Options,
  PrivateError,
  Requirements,
  Response
} from "./Pipeline.js"
export { BybitHttp, type Callable, callable } from "./Pipeline.js"

/**
 * Defaults from the specification (kept with the shared settings, `RequestDefaults.defaults`).
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = RequestDefaults.defaults

/**
 * Builds the executor from its platform and configuration services.
 *
 * Observability: each call is a span `Bybit.<endpoint name>` with `bybit.endpoint`, `bybit.method`, `bybit.category`
 * and `bybit.retCode` attributes (and an `http.client <method>` span below it, its auth headers redacted: the
 * platform client's, or the same span made around the native transport when the platform has one) when a tracer is
 * installed; with Effect's default tracer no span is made, which keeps the hot path cheap. Latency and
 * budget waits go to `Metrics.requestLatency` and `Metrics.budgetWait`.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options: Options = {}): Effect.Effect<BybitHttpService, never, Requirements> =>
  Executor.makeWith(options, PrivateStages.make)

/**
 * The executor as a layer; platform and configuration requirements stay open.
 *
 * @example
 * ```ts
 * import { BybitHttp, ClockOffset, Credentials, Environment, Market } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // the executor alone, over the services `Bybit.layer` would provide: no keys, no clock sync
 * const rest = BybitHttp.layer({ timeout: "10 seconds" }).pipe(
 *   Layer.provide([
 *     Environment.layer(Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })),
 *     Credentials.layerNone,
 *     ClockOffset.layerNone,
 *     Node.layer
 *   ])
 * )
 *
 * Effect.runPromise(Effect.provide(Market.getTickers({ category: "spot", symbol: "BTCUSDT" }), rest))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<BybitHttp, never, Requirements> =>
  Layer.effect(BybitHttp, make(options))

/**
 * The executor for public calls only (`Bybit.layerPublic`'s): the same steps for a call without credentials but the
 * rate budget (it reads none, even one in its context: `layer` consults it), and none of those a call with
 * credentials takes — no signing, no check of order entry (its quantities and prices, new orders against the
 * instrument rules), no retry policy of writes, no lookup confirming an order creation — so a program built on it
 * bundles none of them. A private call on it fails
 * with `MissingCredentials` as on any executor without keys; one that brings its own (`Credentials.withCredentials`)
 * is a programming error, told as a defect.
 *
 * @since 1.0.0
 * @category layers
 */
export const layerPublic = (options: Options = {}): Layer.Layer<BybitHttp, never, Requirements> =>
  Executor.layerPublic(options)
