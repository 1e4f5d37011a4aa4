/**
 * The browser platform layer: fetch HTTP client, WebCrypto signer and the global WebSocket constructor. Also runs on
 * Node 20+ (all three are globals there), which is how the tests check the browser path.
 *
 * @since 0.1.0
 */
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import type * as HttpClient from "@effect/platform/HttpClient"
import * as Socket from "@effect/platform/Socket"
import * as Layer from "effect/Layer"
import type { Signer } from "./Signing/Signer.js"
import * as SignerWeb from "./Signing/SignerWeb.js"

/**
 * Everything the library needs from a browser.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer: Layer.Layer<HttpClient.HttpClient | Signer | Socket.WebSocketConstructor> = Layer.mergeAll(
  FetchHttpClient.layer,
  SignerWeb.layer,
  Socket.layerWebSocketConstructorGlobal
)
