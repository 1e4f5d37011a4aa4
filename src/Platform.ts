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
import type { Signer } from "./Signing/Signer.js"

/**
 * The record: the services a platform provides, and its optional parts (`undefined`: left out). Each optional part
 * is the layer that sets what the library reads (a reference with a default), so a platform without it bundles
 * none of its code.
 *
 * @since 1.2.0
 * @category models
 */
export interface Shape<T extends HttpClient.HttpClient | Transport.Transport, S extends Signer> {
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
  readonly socketAuth: Layer.Layer<never> | undefined
  /** The decoder in place of Effect's Schema parser (`FastDecode.layer`); `undefined`: the Schema parser. */
  readonly decoder: Layer.Layer<never> | undefined
  /** The metrics recorder (`Metrics.layer`); `undefined`: nothing recorded. */
  readonly recorder: Layer.Layer<never> | undefined
  /** The log sink (`Logs.layer`); `undefined`: the library's warnings dropped. */
  readonly logSink: Layer.Layer<never> | undefined
}

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

/**
 * Installs a platform record: `Platform`, the services the library requires of a platform (named in the type), and
 * each optional part given.
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = <T extends HttpClient.HttpClient | Transport.Transport, S extends Signer = never>(
  shape: Shape<T, S>
): Layer.Layer<Platform | T | S | Socket.WebSocketConstructor> => {
  const { signer, decoder, recorder, logSink } = shape
  // the sockets' auth steps only beside a signer
  const socketAuth = signer === undefined ? undefined : shape.socketAuth
  const optional = [socketAuth, decoder, recorder, logSink].filter((part) => part !== undefined)
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
    // without a signer S is never (nothing inferred from `undefined`): the empty layer provides it
    (signer ?? Layer.empty) as Layer.Layer<S>,
    ...optional
  )
}
