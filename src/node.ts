/**
 * The Node entry point (`effect-bybit/node`): the node:crypto signer, the REST transport on undici (node:http for a
 * path a URL parser would rewrite), the undici HTTP client and the `ws` WebSocket constructor, as one platform layer
 * for the library's open requirements.
 *
 * @since 0.1.0
 */

import * as Module from "node:module"
import type { Dispatcher } from "@effect/platform-node/NodeHttpClient"
import * as Effect from "effect/Effect"
import { identity } from "effect/Function"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientError from "effect/http/HttpClientError"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import * as Socket from "effect/socket/Socket"
import * as NodeTransport from "./Http/NodeTransport.js"
import type { Transport } from "./Http/Transport.js"
import * as Logs from "./Observability/Logs.js"
import * as Metrics from "./Observability/Metrics.js"
import * as Platform from "./Platform.js"
import * as FastDecode from "./Schema/FastDecode.js"
import type { Signer } from "./Signing/Signer.js"
import * as SignerNode from "./Signing/SignerNode.js"
import * as BybitSocket from "./Socket/BybitSocket.js"
import * as LazyWebSocket from "./Socket/LazyWebSocket.js"

export {
  /** @since 0.1.0 */
  NodeTransport,
  /** @since 0.1.0 */
  SignerNode
}

/**
 * The platform services the library leaves open.
 *
 * @since 0.1.0
 * @category models
 */
export type PlatformServices = HttpClient.HttpClient | Signer | Socket.WebSocketConstructor

/**
 * `NodeHttpClient.layerUndici`, with undici loaded by the first request: loading it costs RSS and heap (scripts/import-memory.ts;
 * docs/BENCHMARKS.md, "Figures quoted from code"), and REST goes through `NodeTransport` unless a tracer watches the call. The
 * client it builds on first use is `@effect/platform-node`'s own (`makeUndici`), on an undici `Agent` scoped to this
 * layer: the `Agent` of the undici this package depends on (the one `NodeTransport` uses, which runs on Node 20;
 * `@effect/platform-node`'s own copy needs Node 22), so requests, spans and errors are those of `layerUndici`.
 * Should undici fail to load, each request through this client fails with an `HttpClientError` whose reason is a
 * `TransportError`.
 */
const layerUndici: Layer.Layer<HttpClient.HttpClient> = Layer.effect(
  HttpClient.HttpClient,
  Effect.gen(function* () {
    const scope = yield* Effect.scope
    const undici = yield* Effect.cached(
      Effect.uninterruptible(
        Effect.tryPromise({
          try: () => Promise.all([import("@effect/platform-node/NodeHttpClient"), import("undici")]),
          catch: identity
        }).pipe(
          Effect.flatMap(([NodeHttpClient, Undici]) =>
            Effect.acquireRelease(
              Effect.sync(() => new Undici.Agent()),
              (agent) => Effect.promise(() => agent.destroy())
            ).pipe(
              Scope.provide(scope),
              Effect.flatMap((agent) =>
                // undici 7's Agent serves the calls makeUndici makes (request, and dispatch with the controller
                // handlers undici 7 has); its types are undici 8's, whose handler types changed
                Effect.provideService(
                  NodeHttpClient.makeUndici,
                  NodeHttpClient.Dispatcher,
                  agent as unknown as Dispatcher["Service"]
                )
              )
            )
          )
        )
      )
    )
    return HttpClient.makeWith<never, never, HttpClientError.HttpClientError, never>(
      (request) =>
        Effect.flatMap(request, (req) =>
          Effect.flatMap(
            // a client that could not be loaded fails the request as one that could not be sent
            Effect.mapError(
              undici,
              (cause) =>
                new HttpClientError.HttpClientError({
                  reason: new HttpClientError.TransportError({ request: req, cause })
                })
            ),
            (client) => client.execute(req)
          )
        ),
      Effect.succeed
    )
  })
)

type WebSocketClass = new (url: string, options?: Socket.WebSocketConstructorOptions) => globalThis.WebSocket

type WsClass = typeof import("ws").WebSocket

/** Options that are only subprotocols (or none): what every WebSocket constructor takes as its second argument. */
const isProtocols = (
  options: Socket.WebSocketConstructorOptions | undefined
): options is string | Array<string> | undefined =>
  options === undefined || typeof options === "string" || Array.isArray(options)

/** `ws`'s `WebSocket` taking the constructor's options as `NodeWS.layerWebSocketConstructor` passes them. */
const fromWs = (WebSocket: WsClass): WebSocketClass =>
  class extends WebSocket {
    constructor(url: string, options?: Socket.WebSocketConstructorOptions) {
      if (isProtocols(options)) super(url, options)
      else super(url, options.protocols, options.headers === undefined ? {} : { headers: options.headers })
    }
  } as unknown as WebSocketClass

/**
 * `NodeWS.layerWebSocketConstructor`, with `ws` loaded when the first socket opens (or when the constructor is
 * first called directly): importing `ws` costs RSS and heap (docs/BENCHMARKS.md), and a REST-only program
 * never opens a socket. Always `ws`, also where Node has a global `WebSocket` (22 and later): that one (undici's)
 * reports a refused upgrade without its HTTP status, so a 401 could not end the connection as `SocketUnauthorized`
 * and would be retried, and it loads Node's bundled undici.
 */
const layerWebSocketConstructor: Layer.Layer<Socket.WebSocketConstructor> = Layer.sync(
  Socket.WebSocketConstructor,
  () =>
    LazyWebSocket.make({
      load: () => import("ws").then((ws) => fromWs(ws.WebSocket)),
      loadNow: () => fromWs((Module.createRequire(import.meta.url)("ws") as typeof import("ws")).WebSocket)
    })
)

/**
 * Everything the library needs from the platform on Node, with REST going through the platform's `HttpClient`
 * (undici: `NodeHttpClient.layer` on node:http costs 3–4× the CPU per request), the node:crypto
 * signer and the `ws` WebSocket constructor. Use it instead of `layer` to route every REST call through an
 * `HttpClient` of your own (a proxy dispatcher, a request tap). Its platform record (`Platform.layer`): the REST
 * client decodes with the compiled fast path (`FastDecode.layer`), sockets authenticate with the signer
 * (`BybitSocket.layerAuth`), the library records its metrics (`Metrics.layer`) and logs its WebSocket warnings
 * (`Logs.layer`).
 *
 * @example
 * ```ts
 * import { Bybit, Environment, Market } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // every REST call through the platform's HttpClient (undici), e.g. to wrap it in a client of your own
 * const client = Bybit.layer({ environment: Environment.testnet }).pipe(Layer.provide(Node.layerHttpClient))
 *
 * Effect.runPromise(Effect.provide(Market.getTickers({ category: "linear", symbol: "BTCUSDT" }), client))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layerHttpClient: Layer.Layer<PlatformServices | Platform.Platform | Platform.Parts> = Platform.layer({
  transport: layerUndici,
  signer: SignerNode.layer,
  webSocket: layerWebSocketConstructor,
  socketAuth: BybitSocket.layerAuth,
  decoder: FastDecode.layer,
  recorder: Metrics.layer,
  logSink: Logs.layer
})

/**
 * Everything the library needs from the platform on Node: `layerHttpClient` plus the native REST transport
 * (`NodeTransport`: its own HTTP/1.1 keep-alive connections over `node:net` / `node:tls`, one shared deadline timer),
 * which carries every REST call, a traced one under a client span made as the `HttpClient`'s (docs/BENCHMARKS.md has
 * the CPU per request of both). REST calls load no undici: no WebAssembly HTTP parser for V8 to compile (its compiler
 * memory: docs/BENCHMARKS.md), and the process's global dispatcher, and so its `fetch`, stay Node's own (the
 * `HttpClient` loads undici's index, and installs its dispatcher, on its first request).
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment, Topics } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Stream from "effect/Stream"
 *
 * // REST and WebSocket clients over Node's platform: the native transport, node:crypto signer, `ws` sockets
 * const client = Layer.provideMerge(BybitSocket.layer(), Bybit.layer({ environment: Environment.testnet })).pipe(
 *   Layer.provide(Node.layer)
 * )
 *
 * const program = Topics.subscribe(Topics.tickers("BTCUSDT"), "linear").pipe(Stream.take(1), Stream.runCollect)
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<PlatformServices | Platform.Platform | Platform.Parts | Transport> = Platform.layer({
  transport: Layer.merge(layerUndici, NodeTransport.layer()),
  signer: SignerNode.layer,
  webSocket: layerWebSocketConstructor,
  socketAuth: BybitSocket.layerAuth,
  decoder: FastDecode.layer,
  recorder: Metrics.layer,
  logSink: Logs.layer
})
