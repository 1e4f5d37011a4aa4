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
import type * as Effect from "effect/Effect"
import type * as Redacted from "effect/Redacted"
import type * as Socket from "effect/socket/Socket"
import type * as Tracer from "effect/Tracer"
import type * as Signer from "../../Signing/Signer.js"
import type * as WsAuth from "../../Signing/WsAuth.js"
import type * as Registry from "../Registry.js"
import type { Shared, SocketEnd } from "./socketRun.js"

/**
 * The steps of a socket that authenticates with an `auth` op.
 *
 * @since 1.0.0
 * @category models
 */
export interface AuthSteps {
  /** The `auth` op's arguments for a key, signed by `signer`; a failure is the reason, as the refusal reads it. */
  readonly args: (
    signer: Signer.SignerService,
    input: {
      readonly apiKey: Redacted.Redacted<string>
      readonly secret: Redacted.Redacted<string>
      readonly expires: number
    }
  ) => Effect.Effect<WsAuth.AuthArgs, string>
  /**
   * Authenticates an open socket under its connect span: `undefined` once the server accepted, else how the socket
   * ends (refused: `AuthFailed`; no answer: `Closed`, and it reconnects).
   */
  readonly authenticate: (
    s: Shared,
    send: Registry.Write,
    args: Effect.Effect<WsAuth.AuthArgs, string>,
    span: Tracer.Span
  ) => Effect.Effect<SocketEnd | undefined, Socket.SocketError>
}

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
