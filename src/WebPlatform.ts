/**
 * The browser platform layer: fetch HTTP client, WebCrypto signer and the global WebSocket constructor. Also runs on
 * Node 20+ (all three are globals there), which is how the tests check the browser path.
 *
 * @since 0.1.0
 */

import * as Effect from "effect/Effect"
import * as FetchHttpClient from "effect/http/FetchHttpClient"
import * as HttpBody from "effect/http/HttpBody"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientRequest from "effect/http/HttpClientRequest"
import * as Layer from "effect/Layer"
import * as Socket from "effect/socket/Socket"
import * as Logs from "./Observability/Logs.js"
import * as Metrics from "./Observability/Metrics.js"
import * as Platform from "./Platform.js"
import * as FastDecode from "./Schema/FastDecode.js"
import type { Signer } from "./Signing/Signer.js"
import * as SignerWeb from "./Signing/SignerWeb.js"
import * as BybitSocket from "./Socket/BybitSocket.js"

/** The request with its body as raw bytes (no length), so it carries no `content-length` header. */
const withoutContentLength = (request: HttpClientRequest.HttpClientRequest): HttpClientRequest.HttpClientRequest =>
  request.body._tag !== "Uint8Array"
    ? request
    : HttpClientRequest.setBody(request, HttpBody.raw(request.body.body, { contentType: request.body.contentType }))

/**
 * The fetch client without an explicit `content-length`: fetch computes it from the body itself (browsers drop it as
 * a forbidden header anyway), and the built-in fetch of Node 20 and 22 (undici 6), once npm's undici 7 has installed
 * its global dispatcher (loading undici does), refuses every request that sets one with "invalid content-length
 * header" — every signed POST would fail as a transport error. (Effect 4's fetch client drops the header too; the request is kept free of
 * it here for any `HttpClient` layered under this one.)
 *
 * @since 0.1.0
 * @category layers
 */
export const layerFetch: Layer.Layer<HttpClient.HttpClient> = Layer.effect(
  HttpClient.HttpClient,
  Effect.map(HttpClient.HttpClient, HttpClient.mapRequest(withoutContentLength))
).pipe(Layer.provide(FetchHttpClient.layer))

/**
 * Everything the library needs from a browser, the REST client's compiled fast path for decoding
 * (`FastDecode.layer`: a trading page decodes account answers of many rows), the library's metrics
 * (`Metrics.layer`) and the logging of its WebSocket warnings (`Logs.layer`).
 *
 * @example
 * ```ts
 * import { Bybit, Environment, Trade, WebPlatform } from "effect-bybit"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // a trading page: fetch, the WebCrypto signer, the global WebSocket
 * const client = Bybit.layer({
 *   environment: Environment.testnet,
 *   credentials: { apiKey: "<apiKey>", apiSecret: "<apiSecret>" }
 * }).pipe(Layer.provide(WebPlatform.layer))
 *
 * const program = Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<
  Platform.Platform | Platform.Parts | HttpClient.HttpClient | Signer | Socket.WebSocketConstructor
> = Platform.layer({
  transport: layerFetch,
  signer: SignerWeb.layer,
  webSocket: Socket.layerWebSocketConstructorGlobal,
  socketAuth: BybitSocket.layerAuth,
  decoder: FastDecode.layer,
  recorder: Metrics.layer,
  logSink: Logs.layer
})

/**
 * What a public-only browser program needs from the browser (with `Bybit.layerPublic`, which brings its own signer
 * that refuses): fetch and the global WebSocket constructor, without the WebCrypto signer, so its code stays out of
 * the page's bundle, and with the REST client decoding by Effect's Schema parser (no `FastDecode`, whose bytes
 * docs/BENCHMARKS.md gives; add `FastDecode.layer` to decode long answers faster), recording no metric (no `Metrics.layer`: Effect's
 * `Metric` module stays out too; add it to read them), and logging none of the WebSocket client's warnings (a refused
 * unsubscribe, frames skipped as invalid: no `Logs.layer`, so Effect's default logger and cause renderer stay
 * out; add it to log them). The fetch client is Effect's own (it drops an explicit `content-length` itself; `layerFetch`'s
 * request mapping is for a client layered under it, and would bring the body rewriting into the page).
 *
 * @example
 * ```ts
 * import { Bybit, Environment, Market, WebPlatform } from "effect-bybit"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // a public market page: no signer, no recorder, no log sink in its bundle
 * const client = Bybit.layerPublic({ environment: Environment.live }).pipe(Layer.provide(WebPlatform.layerPublic))
 *
 * Effect.runPromise(Effect.provide(Market.getTickers({ category: "spot", symbol: "BTCUSDT" }), client))
 * ```
 *
 * @since 1.0.0
 * @category layers
 */
export const layerPublic: Layer.Layer<Platform.Platform | HttpClient.HttpClient | Socket.WebSocketConstructor> =
  Platform.layer({
    transport: FetchHttpClient.layer,
    signer: undefined,
    webSocket: Socket.layerWebSocketConstructorGlobal,
    socketAuth: undefined,
    decoder: undefined,
    recorder: undefined,
    logSink: undefined
  })
