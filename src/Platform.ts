/**
 * What a platform gives the library, as one typed record: the REST transport (the platform's `HttpClient`, and a
 * native transport where there is one), the signer, the WebSocket factory and whether its sockets authenticate, the
 * decoder of answers, where metrics are recorded, and where log lines go. `Node.layer` fills it for Node,
 * `WebPlatform.layer` for a browser, `WebPlatform.layerPublic` for a public market view (no signer, no recorder, no
 * log sink, Effect's Schema parser).
 *
 * `layer` installs a record and names in its type everything it installs: the `Platform` record itself, which the
 * optional parts are read from, and the services the rest of the library requires of a platform.
 *
 * @since 1.2.0
 */
import * as Context from "effect/Context"
import type * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import type * as Socket from "effect/socket/Socket"
import type * as Transport from "./Http/Transport.js"
import type * as Logs from "./Observability/Logs.js"
import type * as Metrics from "./Observability/Metrics.js"
import type * as FastDecode from "./Schema/FastDecode.js"
import type { Signer } from "./Signing/Signer.js"
import type * as BybitSocket from "./Socket/BybitSocket.js"

/**
 * The record: the services a platform provides, and its optional parts (`undefined`: left out). Each optional part
 * is the layer of the one service the library reads for it (named in the layer's type), so a platform without it
 * bundles none of its code.
 *
 * @since 1.2.0
 * @category models
 */
export interface Shape<
  T extends HttpClient.HttpClient | Transport.Transport,
  S extends Signer,
  A extends BybitSocket.SocketAuth = never,
  D extends FastDecode.FastDecoding = never,
  M extends Metrics.Recording = never,
  L extends Logs.LogSink = never
> {
  /** The REST transport: the platform's `HttpClient`, and its native transport when it has one. */
  readonly transport: Layer.Layer<T>
  /** The signer; `undefined` for a platform that never signs (`WebPlatform.layerPublic`). */
  readonly signer: Layer.Layer<S> | undefined
  /** The WebSocket factory. */
  readonly webSocket: Layer.Layer<Socket.WebSocketConstructor>
  /**
   * The steps a socket authenticates with (`BybitSocket.layerAuth`), installed only beside a signer; `undefined`:
   * private streams are refused.
   */
  readonly socketAuth: Layer.Layer<A> | undefined
  /** The decoder in place of Effect's Schema parser (`FastDecode.layer`); `undefined`: the Schema parser. */
  readonly decoder: Layer.Layer<D> | undefined
  /** The metrics recorder (`Metrics.layer`); `undefined`: nothing recorded. */
  readonly recorder: Layer.Layer<M> | undefined
  /** The log sink (`Logs.layer`); `undefined`: the library's warnings dropped. */
  readonly logSink: Layer.Layer<L> | undefined
}

/**
 * The services that name the optional parts a platform installs, each one's own: `BybitSocket.SocketAuth`,
 * `FastDecode.FastDecoding`, `Metrics.Recording`, `Logs.LogSink`.
 *
 * @since 1.2.0
 * @category models
 */
export type Parts = BybitSocket.SocketAuth | FastDecode.FastDecoding | Metrics.Recording | Logs.LogSink

/**
 * What the installed platform has of the optional parts.
 *
 * @since 1.2.0
 * @category models
 */
export interface Installed {
  readonly signs: boolean
  readonly socketAuth: boolean
  readonly fastDecoding: boolean
  readonly records: boolean
  readonly logs: boolean
}

/**
 * The installed platform's account of its optional parts.
 *
 * @since 1.2.0
 * @category tags
 */
export class Platform extends Context.Service<Platform, Installed>()("effect-bybit/Platform") {}

// A part left out is `undefined`, and then its type parameter is never (nothing is inferred from `undefined`): the
// empty layer provides it.
const part = <X>(layer: Layer.Layer<X> | undefined): Layer.Layer<X> => layer ?? (Layer.empty as Layer.Layer<X>)

/**
 * Installs a platform record: `Platform`, the services the library requires of a platform, and each optional part
 * given, all named in the type (a part by its service, `Parts`; the sockets' auth only beside a signer).
 *
 * @example
 * ```ts
 * import { BybitSocket, Observability, Platform, Signer, WebPlatform } from "effect-bybit"
 * import * as Layer from "effect/Layer"
 * import * as Socket from "effect/socket/Socket"
 *
 * declare const mySigner: Signer.Signer["Service"]
 *
 * // a browser platform with a signer of your own (a hardware key), the metrics, and Effect's Schema parser
 * const platform = Platform.layer({
 *   transport: WebPlatform.layerFetch,
 *   signer: Layer.succeed(Signer.Signer, mySigner),
 *   webSocket: Socket.layerWebSocketConstructorGlobal,
 *   socketAuth: BybitSocket.layerAuth,
 *   decoder: undefined,
 *   recorder: Observability.Metrics.layer,
 *   logSink: Observability.Logs.layer
 * })
 * ```
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = <
  T extends HttpClient.HttpClient | Transport.Transport,
  S extends Signer = never,
  A extends BybitSocket.SocketAuth = never,
  D extends FastDecode.FastDecoding = never,
  M extends Metrics.Recording = never,
  L extends Logs.LogSink = never
>(
  shape: Shape<T, S, A, D, M, L>
): Layer.Layer<Platform | T | S | Socket.WebSocketConstructor | ([S] extends [never] ? never : A) | D | M | L> => {
  const { signer, decoder, recorder, logSink } = shape
  // the sockets' auth steps only beside a signer
  const socketAuth = signer === undefined ? undefined : shape.socketAuth
  return Layer.mergeAll(
    Layer.succeed(Platform, {
      signs: signer !== undefined,
      socketAuth: socketAuth !== undefined,
      fastDecoding: decoder !== undefined,
      records: recorder !== undefined,
      logs: logSink !== undefined
    }),
    shape.transport,
    shape.webSocket,
    part(signer),
    part(socketAuth),
    part(decoder),
    part(recorder),
    part(logSink)
  )
}
