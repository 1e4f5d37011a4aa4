/**
 * The steps of a socket that authenticates with an `auth` op: the signed arguments, then the frame and the wait for
 * the server's answer under the `BybitSocket.auth` span. Installed beside a signer (`BybitSocket.layerAuth`, which the
 * platform layers' `Platform` record includes) and read from `AuthSteps.Installed` when a client is built, so a program that never
 * signs carries none of it. Private to the library.
 *
 * @since 1.0.0
 */
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Spans from "../../Observability/Spans.js"
import * as Signer from "../../Signing/Signer.js"
import * as WsAuth from "../../Signing/WsAuth.js"
import * as AuthSteps from "./authSteps.js"
import type * as SocketRun from "./socketRun.js"

// No answer to `auth` at all (a silent or half-open socket) is not a refusal: the socket ends and reconnects.
const noAuthReply = "no auth reply"

const signedArgs: AuthSteps.AuthSteps["args"] = (signer, input) =>
  WsAuth.authArgs(input).pipe(
    Effect.mapError((error) => error.message),
    Effect.provideService(Signer.Signer, signer)
  )

// Sends the auth frame and waits for the answer; a refusal fails with its reason. The frame (key and signature)
// never reaches the span (`Effect.useSpan` and `Effect.withParentSpan`: `Effect.withSpan`'s two steps).
const authenticating = (
  s: SocketRun.Shared,
  send: Parameters<AuthSteps.AuthSteps["authenticate"]>[1],
  args: Effect.Effect<WsAuth.AuthArgs, string>
) =>
  Effect.gen(function* () {
    const pending = { answer: Deferred.makeUnsafe<void, string>(), code: undefined as number | undefined }
    s.auth = pending
    const signed = yield* args
    yield* send(s.config.protocol.authFrame(signed, AuthSteps.reqId(s)))
    yield* Deferred.await(pending.answer).pipe(
      Effect.timeoutOrElse({ duration: s.timing.ackTimeout, orElse: () => Effect.fail(noAuthReply) }),
      Effect.ensuring(
        Effect.suspend(() => {
          s.auth = undefined
          return pending.code === undefined
            ? Effect.void
            : Effect.annotateCurrentSpan(Spans.Attributes.retCode, pending.code)
        })
      )
    )
  })

const authenticate: AuthSteps.AuthSteps["authenticate"] = (s, send, args, connectSpan) =>
  Effect.useSpan(
    Spans.authSpan,
    { kind: "client", attributes: { [Spans.Attributes.market]: s.config.protocol.id } },
    (span) => Effect.withParentSpan(authenticating(s, send, args), span, { captureStackTrace: false })
  ).pipe(
    Effect.withParentSpan(connectSpan),
    Effect.as(undefined),
    Effect.catchIf(
      (error): error is string => typeof error === "string",
      (refused): Effect.Effect<SocketRun.SocketEnd> =>
        Effect.succeed(
          refused === noAuthReply ? { _tag: "Closed", reason: noAuthReply } : { _tag: "AuthFailed", reason: refused }
        )
    )
  )

/**
 * The steps.
 *
 * @since 1.0.0
 * @category constants
 */
export const steps: AuthSteps.AuthSteps = { args: signedArgs, authenticate }
