/**
 * The public-only composition: the REST executor for public endpoints (market data) and the services the public
 * streams read, without credentials, clock offset, rate budget or signer. Its own module, so that a program using
 * only it (a page's market view) bundles none of what `Bybit.layer` brings: the rate budget and its tables, the
 * key check, the clock sync. `Bybit.layerPublic` is this layer.
 *
 * @since 0.1.0
 */

import * as Effect from "effect/Effect"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import type * as BybitHttp from "./Http/BybitHttp.js"
import * as Executor from "./Http/Executor.js"
import * as ClockOffset from "./Layers/ClockOffset.js"
import * as Credentials from "./Layers/credentials/Default.js"
import * as Environment from "./Layers/Environment.js"
import * as RequestDefaults from "./Layers/RequestDefaults.js"
import { Signer } from "./Signing/Signer.js"

/**
 * Options of the public-only layer: where to connect and the executor's own settings (referer, timeout, retry).
 *
 * @since 0.1.0
 * @category models
 */
export interface PublicOptions extends BybitHttp.Options {
  /** Where to connect. Default: live. */
  readonly environment?: Environment.EnvironmentShape
}

/**
 * The services the public-only layer provides: what public REST calls and public streams read, with a signer that
 * refuses (a public stream's socket asks for one), so a browser program on it needs no WebCrypto signer
 * (`WebPlatform.layerPublic`).
 *
 * @since 0.1.0
 * @category models
 */
export type PublicServices =
  | BybitHttp.BybitHttp
  | RequestDefaults.RequestDefaults
  | Environment.Environment
  | Credentials.Credentials
  | ClockOffset.ClockOffset
  | Signer

// no signatures without credentials: a call that brings its own (`Credentials.withCredentials`) is a programming
// error on this layer, told as a defect
const cannotSign = () => Effect.die("Bybit.layerPublic cannot sign: use Bybit.layer for private calls")
const noSigner = Layer.succeed(Signer, {
  hmacSha256Hex: cannotSign,
  rsaSha256Base64: cannotSign,
  hmacSha256HexBytes: cannotSign,
  rsaSha256Base64Bytes: cannotSign,
  forSecret: () => ({ kind: "hmac", sign: cannotSign, signNow: undefined })
})

/**
 * A public-only client: the REST executor for public endpoints (market data) and what the public streams read, with
 * no credentials, no clock offset (public calls carry no timestamp), no client-side rate budget and no signer. What
 * it leaves out stays out of a bundle that uses only it: the rate budget's tables, the key check and the signing
 * code (a browser page can show the market with it and load `layer` for the account later). A private call on it
 * fails with `MissingCredentials`. Requires only an `HttpClient`.
 *
 * @example
 * ```ts
 * import { Bybit, Environment, Market } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // market data only: no credentials, no signer (a browser page provides `WebPlatform.layer` instead)
 * const client = Bybit.layerPublic({
 *   environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 * }).pipe(Layer.provide(Node.layer))
 *
 * const program = Effect.gen(function* () {
 *   const book = yield* Market.getOrderbook({ category: "linear", symbol: "BTCUSDT", limit: 5 })
 *   console.log(book.b[0], book.a[0])
 * })
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerPublic = (options: PublicOptions = {}): Layer.Layer<PublicServices, never, HttpClient.HttpClient> => {
  const { environment, ...httpOptions } = options
  const base = Layer.mergeAll(
    Environment.layer(environment ?? Environment.live),
    Credentials.layerNone,
    ClockOffset.layerNone,
    RequestDefaults.layer(httpOptions),
    noSigner
  )
  return Layer.provideMerge(Executor.layerPublic(httpOptions), base)
}
