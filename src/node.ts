/**
 * The Node entry point (`effect-bybit/node`): the node:crypto signer, the REST transport on node:http, the undici HTTP
 * client and the `ws` WebSocket constructor, as one platform layer for the library's open requirements.
 *
 * @since 0.1.0
 */

import type * as HttpClient from "@effect/platform/HttpClient"
import type * as Socket from "@effect/platform/Socket"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import * as NodeSocket from "@effect/platform-node/NodeSocket"
import * as Layer from "effect/Layer"
import * as NodeTransport from "./Http/NodeTransport.js"
import type { Transport } from "./Http/Transport.js"
import type { Signer } from "./Signing/Signer.js"
import * as SignerNode from "./Signing/SignerNode.js"

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
 * Everything the library needs from the platform on Node, with REST going through the platform's `HttpClient`
 * (undici; see MEASURED.md: `NodeHttpClient.layer` on node:http costs 3–4× the CPU per request), the node:crypto
 * signer and the `ws` WebSocket constructor. Use it instead of `layer` to route every REST call through an
 * `HttpClient` of your own (a proxy dispatcher, a request tap).
 *
 * @since 0.1.0
 * @category layers
 */
export const layerHttpClient: Layer.Layer<PlatformServices> = Layer.mergeAll(
  NodeHttpClient.layerUndici,
  SignerNode.layer,
  NodeSocket.layerWebSocketConstructor
)

/**
 * Everything the library needs from the platform on Node: `layerHttpClient` plus the native REST transport
 * (`NodeTransport`: node:http keep-alive, a timer per request), which carries every REST call no tracer watches —
 * about a third of the client CPU per request of the `HttpClient` path (docs/BENCHMARKS.md). Traced calls keep the
 * `HttpClient` and its client span.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<PlatformServices | Transport> = Layer.merge(layerHttpClient, NodeTransport.layer())
