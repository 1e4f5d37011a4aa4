/**
 * One socket of a session, from open to close: open it, authenticate, hand it to the registry, ping and watch for
 * the pong (and, on public streams, for silence) until something ends it, and say how it ended. The session's loop
 * (`Session.make`) runs one after another. Private to the library.
 *
 * @since 0.1.0
 */

import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Result from "effect/Result"
import type * as Socket from "effect/socket/Socket"
import type * as Tracer from "effect/Tracer"
import { SocketAuthFailed, SocketClosed, SocketUnauthorized } from "../../Errors/SocketError.js"
import * as Spans from "../../Observability/Spans.js"
import * as LazyWebSocket from "../LazyWebSocket.js"
import type { Write } from "../Listener.js"
import type { Shared, SocketEnd } from "../SessionConfig.js"
import * as AuthSteps from "./authSteps.js"
import * as FrameSocket from "./frameSocket.js"

export type { Shared, SocketEnd } from "../SessionConfig.js"

/**
 * A readable reason from a socket error's cause.
 *
 * @since 0.1.0
 * @category utils
 */
export const describe = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message
  if (typeof cause === "object" && cause !== null) {
    const record = cause as { message?: unknown; error?: unknown }
    if (typeof record.message === "string" && record.message !== "") return record.message
    if (record.error instanceof Error) return record.error.message
  }
  return String(cause)
}

// The stage a socket error happened at, as the reasons read ("Open: …", "Read: …").
const stages: Record<Socket.SocketErrorReason["_tag"], string> = {
  SocketOpenError: "Open",
  SocketReadError: "Read",
  SocketWriteError: "Write",
  SocketUpgradeError: "Upgrade",
  SocketCloseError: "Close"
}

const classify = (error: Socket.SocketError): SocketEnd => {
  const reason = error.reason
  if (reason._tag === "SocketCloseError") return { _tag: "Closed", reason: `closed with code ${reason.code}` }
  const cause = "cause" in reason ? reason.cause : undefined
  if (reason._tag === "SocketOpenError" && /\b401\b/.test(describe(cause))) return { _tag: "Unauthorized" }
  return { _tag: "Closed", reason: `${stages[reason._tag]}: ${describe(cause)}` }
}

const reqId = AuthSteps.reqId

// What the registry leaves to the session: pongs, auth answers, error frames.
const onFrame =
  (s: Shared) =>
  (data: string | Uint8Array): void => {
    const incoming = s.config.registry.read(data)
    if (incoming === undefined) return
    switch (incoming._tag) {
      case "Pong":
        if (s.pong !== undefined) Deferred.doneUnsafe(s.pong, Exit.void)
        return
      case "Auth": {
        if (!incoming.success && incoming.code !== undefined) {
          s.config.onError?.("auth", { code: incoming.code, message: incoming.reason })
        }
        if (s.auth === undefined) return
        s.auth.code = incoming.code
        const reason = incoming.code === undefined ? incoming.reason : `${incoming.code} ${incoming.reason}`
        Deferred.doneUnsafe(s.auth.answer, incoming.success ? Exit.void : Exit.fail(reason || "auth refused"))
        return
      }
      case "Error":
        s.config.onError?.("stream", { code: incoming.code, message: incoming.message })
        if (s.auth !== undefined) Deferred.doneUnsafe(s.auth.answer, Exit.fail(`${incoming.code} ${incoming.message}`))
        return
    }
  }

const heartbeat = (s: Shared, send: Write) =>
  Effect.gen(function* () {
    const { protocol, registry } = s.config
    while (true) {
      yield* Effect.sleep(s.timing.pingInterval)
      yield* registry.flush
      const now = s.clock.currentTimeMillisUnsafe()
      // silence is a sign of death on public data streams only: a private stream is quiet whenever the account is
      if (protocol.kind === "public" && registry.watching() && now - registry.lastDataAt() > s.timing.silenceMs) {
        return { _tag: "Closed", reason: `no data for ${now - registry.lastDataAt()} ms` } satisfies SocketEnd
      }
      const waiting = Deferred.makeUnsafe<void>()
      s.pong = waiting
      yield* send(protocol.ping(reqId(s), now))
      const answered = yield* Deferred.await(waiting).pipe(
        Effect.as(true),
        Effect.timeoutOrElse({ duration: s.timing.pongTimeout, orElse: () => Effect.succeed(false) })
      )
      if (!answered) return { _tag: "Closed", reason: "pong timeout" } satisfies SocketEnd
    }
  }).pipe(Effect.catch((error) => Effect.succeed(classify(error))))

/**
 * `Effect.result` written with `Effect.catch`, which the program has anyway (`Effect.result` and `Effect.match` bring
 * a failure primitive of their own).
 *
 * @since 1.0.0
 * @category combinators
 */
export const attempt = <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<Result.Result<A, E>, never, R> =>
  Effect.catch(Effect.map(self, Result.succeed), (error) => Effect.succeed(Result.fail(error)))

const endSpan = (s: Shared, span: Tracer.Span, exit: Exit.Exit<unknown, unknown>) =>
  Effect.sync(() => {
    if (span.status._tag === "Started") span.end(s.clock.currentTimeNanosUnsafe(), exit)
  })

// After the socket opened: authenticate, hand it to the registry, then beat until something ends it.
const afterOpen = (s: Shared, send: Write, reconnect: boolean, span: Tracer.Span) =>
  Effect.gen(function* () {
    const { protocol, registry, authArgs, events } = s.config
    if (protocol.auth === "op" && authArgs !== undefined) {
      // the steps come with a signer (AuthSteps); without one the arguments' own failure is the refusal
      const refused = yield* s.config.authenticate !== undefined
        ? s.config.authenticate(s, send, authArgs, span)
        : Effect.catch(
            Effect.as(authArgs, { _tag: "AuthFailed", reason: AuthSteps.noSigner } satisfies SocketEnd),
            (reason) => Effect.succeed({ _tag: "AuthFailed", reason } satisfies SocketEnd)
          )
      if (refused !== undefined) return refused
    }
    yield* registry.opened(send, reconnect)
    yield* s.state.set("connected")
    yield* s.connected.open
    events.publish({ _tag: "Connected", market: protocol.id, reconnect })
    yield* endSpan(s, span, Exit.void)
    return yield* heartbeat(s, send)
  }).pipe(Effect.catch((error) => Effect.succeed(classify(error))))

// An attempt that ended before the connection was usable ends its connect span with the reason.
const endConnect = (s: Shared, span: Tracer.Span, exit: Exit.Exit<SocketEnd>) => {
  if (Exit.isFailure(exit)) return endSpan(s, span, exit)
  const end = exit.value
  const market = s.config.protocol.id
  return endSpan(
    s,
    span,
    Exit.fail(
      end._tag === "Unauthorized"
        ? new SocketUnauthorized({ market })
        : end._tag === "AuthFailed"
          ? new SocketAuthFailed({ market, reason: end.reason })
          : new SocketClosed({ market, reason: end.reason })
    )
  )
}

/**
 * One socket, from open to close; its connect span is a root (the session belongs to no caller's trace).
 *
 * @since 0.1.0
 * @category constructors
 */
export const socketOnce = (
  s: Shared,
  reconnect: boolean
): Effect.Effect<SocketEnd, never, Socket.WebSocketConstructor> =>
  Effect.flatMap(
    Effect.makeSpan(Spans.connectSpan, {
      root: true,
      kind: "client",
      attributes: { ...s.config.spanAttributes, [Spans.Attributes.reconnect]: reconnect }
    }),
    (span) =>
      Effect.scoped(
        Effect.gen(function* () {
          yield* s.state.set("connecting")
          const url = yield* attempt(s.config.url)
          if (Result.isFailure(url)) return { _tag: "AuthFailed", reason: url.failure } satisfies SocketEnd
          // the WebSocket implementation, if it loads on first use (Node's `ws`): a failed load ends this socket
          const loaded = yield* attempt(LazyWebSocket.ready)
          if (Result.isFailure(loaded)) return classify(loaded.failure)
          // frames are handled in the socket's message event; every close (whatever its code) ends the socket
          const socket = yield* attempt(
            FrameSocket.open(url.success, { openTimeout: s.timing.openTimeout, onFrame: onFrame(s) })
          )
          if (Result.isFailure(socket)) return classify(socket.failure)
          const ended = socket.success.ended.pipe(Effect.catch((error) => Effect.succeed(classify(error))))
          return yield* Effect.raceFirst(ended, afterOpen(s, socket.success.send, reconnect, span))
        })
      ).pipe(Effect.onExit((exit) => endConnect(s, span, exit)))
  ).pipe(
    Effect.ensuring(
      Effect.suspend(() => {
        s.config.registry.closed()
        return Effect.andThen(s.connected.close, s.config.registry.flush)
      })
    )
  )
