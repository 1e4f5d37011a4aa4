/**
 * Where a socket finds the steps of an `auth` op (sign the arguments, send the frame, wait for the answer): installed
 * beside a signer by the platform layers (`Node.layer`, `WebPlatform.layer`: their `Platform` record), since the
 * arguments are a signature; a client without one (`Bybit.layerPublic` on `WebPlatform.layerPublic`, a page that only
 * reads the market) carries none of them. The steps are `socketAuth`; this module holds only the reference, so
 * reading it brings nothing along. Private to the library.
 *
 * @since 1.0.0
 */
import * as Context from "effect/Context"
import type { AuthSteps, Shared } from "../SessionConfig.js"

export type { AuthSteps } from "../SessionConfig.js"

/**
 * The installed steps (none by default).
 *
 * @since 1.0.0
 * @category references
 */
export const Installed: Context.Reference<AuthSteps | undefined> = Context.Reference<AuthSteps | undefined>(
  "effect-bybit/Socket/AuthSteps",
  { defaultValue: () => undefined }
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
