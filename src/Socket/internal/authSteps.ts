/**
 * Where a socket finds the steps of an `auth` op (sign the arguments, send the frame, wait for the answer): installed
 * beside a signer by the platform layers (`Node.layer`, `WebPlatform.layer`: their `Platform` record), since the
 * arguments are a signature; a client without one (`Bybit.layerPublic` on `WebPlatform.layerPublic`, a page that only
 * reads the market) carries none of them. The steps are `socketAuth`; this module holds only the tag, so
 * reading it brings nothing along. Private to the library.
 *
 * @since 1.0.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import type { AuthSteps, Shared } from "../SessionConfig.js"

export type { AuthSteps } from "../SessionConfig.js"

/**
 * What `BybitSocket.layerAuth` installs, named in its type: the steps a socket authenticates with. The library reads
 * it where a client is built (`installed`): without it, private streams are refused (`noSigner`). `BybitSocket`
 * re-exports it.
 *
 * @since 1.2.0
 * @category tags
 */
export class SocketAuth extends Context.Service<SocketAuth, AuthSteps>()("effect-bybit/Socket/SocketAuth") {}

/**
 * The installed steps, as a client reads them when it is built: none without `SocketAuth`.
 *
 * @since 2.1.0
 * @category references
 */
export const installed: Effect.Effect<AuthSteps | undefined> = Effect.withFiber((fiber) =>
  Effect.succeed(Context.getOrUndefined(fiber.context, SocketAuth))
)

/**
 * Why a stream cannot authenticate where no steps are installed: without a key, the reason a missing key has always
 * read; with one, that nothing can sign it.
 *
 * @since 1.0.0
 * @category constants
 */
export const noSigner =
  "no signer to authenticate with: provide a platform with one (Node.layer, WebPlatform.layer), or BybitSocket.layerAuth beside your own Signer"

/**
 * The next id of a session's own requests (pings, the auth op).
 *
 * @since 1.0.0
 * @category utils
 */
export const reqId = (s: Shared): string => `p${s.nextReqId++}`
