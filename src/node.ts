/**
 * The Node entry point (`effect-bybit/node`): the node:crypto signer, the REST transport on undici (node:http for a
 * path a URL parser would rewrite), the undici HTTP client and the `ws` WebSocket constructor, as one platform layer
 * for the library's open requirements.
 *
 * @since 0.1.0
 */

import * as Module from "node:module"
import * as HttpClient from "effect/http/HttpClient"
import * as HttpClientError from "effect/http/HttpClientError"
import * as Socket from "effect/socket/Socket"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import { identity } from "effect/Function"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import * as NodeTransport from "./Http/NodeTransport.js"
import type { Transport } from "./Http/Transport.js"
import type { Signer } from "./Signing/Signer.js"
import * as SignerNode from "./Signing/SignerNode.js"
import * as LazyWebSocket from "./Socket/internal/lazyWebSocket.js"

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
 * `NodeHttpClient.layerUndici`, with undici loaded by the first request: loading it costs about 7 MB of RSS and 4 MB
 * of heap (scripts/import-memory.ts), and REST goes through `NodeTransport` unless a tracer watches the call. The
 * client it builds on first use is undici's own (`makeUndici` on a dispatcher scoped to this layer, the layer's
 * context merged into the responses' as `layerUndici` does), so requests, spans and errors are the same. Should
 * undici fail to load, each request through this client fails with a `RequestError` (reason "Transport").
 */
const layerUndici: Layer.Layer<HttpClient.HttpClient> = /*#__PURE__*/ Layer.scoped(
  HttpClient.HttpClient,
  /*#__PURE__*/ Effect.gen(function* () {
    const scope = yield* Effect.scope
    const context = yield* Effect.context<never>()
    const undici = yield* Effect.cached(
      Effect.uninterruptible(
        Effect.tryPromise({ try: () => import("@effect/platform-node/NodeHttpClient"), catch: identity }).pipe(
          Effect.flatMap((NodeHttpClient) =>
            Effect.map(Scope.extend(NodeHttpClient.makeDispatcher, scope), (dispatcher) =>
              HttpClient.transformResponse(
                NodeHttpClient.makeUndici(dispatcher),
                Effect.mapInputContext((input: Context.Context<never>) => Context.merge(context, input))
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
              (cause) => new HttpClientError.RequestError({ request: req, reason: "Transport", cause })
            ),
            (client) => client.execute(req)
          )
        ),
      Effect.succeed
    )
  })
)

type WebSocketClass = new (url: string, protocols?: string | Array<string>) => globalThis.WebSocket

/**
 * `NodeSocket.layerWebSocketConstructor`, with `ws` loaded when the first socket opens (or when the constructor is
 * first called directly): importing `@effect/platform-node/NodeSocket` and `ws` costs about 4.5 MB of RSS and 0.7 MB
 * of heap, and a REST-only program never opens a socket. As that layer, it takes the global `WebSocket` when there
 * is one; otherwise `ws`'s `WebSocket`, the class NodeSocket's constructor builds sockets with.
 */
const layerWebSocketConstructor: Layer.Layer<Socket.WebSocketConstructor> = /*#__PURE__*/ Layer.sync(
  Socket.WebSocketConstructor,
  () =>
    "WebSocket" in globalThis
      ? (url, protocols) => new globalThis.WebSocket(url, protocols)
      : LazyWebSocket.make({
          load: () => import("ws").then((ws) => ws.WebSocket as unknown as WebSocketClass),
          loadNow: () =>
            (Module.createRequire(import.meta.url)("ws") as typeof import("ws")).WebSocket as unknown as WebSocketClass
        })
)

/**
 * Everything the library needs from the platform on Node, with REST going through the platform's `HttpClient`
 * (undici: `NodeHttpClient.layer` on node:http costs 3–4× the CPU per request), the node:crypto
 * signer and the `ws` WebSocket constructor. Use it instead of `layer` to route every REST call through an
 * `HttpClient` of your own (a proxy dispatcher, a request tap).
 *
 * @since 0.1.0
 * @category layers
 */
export const layerHttpClient: Layer.Layer<PlatformServices> = /*#__PURE__*/ Layer.mergeAll(
  layerUndici,
  SignerNode.layer,
  layerWebSocketConstructor
)

/**
 * Everything the library needs from the platform on Node: `layerHttpClient` plus the native REST transport
 * (`NodeTransport`: keep-alive undici connections, one shared deadline timer), which carries every REST call, a traced
 * one under a client span made as the `HttpClient`'s (docs/BENCHMARKS.md has the CPU per request of both). Building
 * the transport loads undici's `Client` class alone (about 9 MB of RSS and 1.4 MB of heap with its first request,
 * where undici's whole index took 15–18 MB and 4.4 MB), not undici's index: the process's global dispatcher, and so
 * its `fetch`, stay Node's own (the `HttpClient` loads the index, and installs undici's dispatcher, on its first
 * request).
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<PlatformServices | Transport> = /*#__PURE__*/ Layer.merge(
  layerHttpClient,
  /*#__PURE__*/ NodeTransport.layer()
)
