/**
 * The Node entry point (`effect-bybit/node`): the node:crypto signer, the undici HTTP client and the `ws` WebSocket
 * constructor, as one platform layer for the library's open requirements.
 *
 * @since 0.1.0
 */

import type * as HttpClient from "@effect/platform/HttpClient"
import type * as Socket from "@effect/platform/Socket"
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import * as NodeSocket from "@effect/platform-node/NodeSocket"
import * as Layer from "effect/Layer"
import type { Signer } from "./Signing/Signer.js"
import * as SignerNode from "./Signing/SignerNode.js"

export {
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
 * Everything the library needs from the platform on Node: undici HTTP client (see MEASURED.md: node:http costs 3–4×
 * the CPU per request), node:crypto signer, `ws` WebSocket constructor.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<PlatformServices> = Layer.mergeAll(
  NodeHttpClient.layerUndici,
  SignerNode.layer,
  NodeSocket.layerWebSocketConstructor
)
