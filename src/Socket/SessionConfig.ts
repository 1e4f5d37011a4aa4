/**
 * What a session is made of (`Config`, with its timing `Options`), and the shapes its sockets share with the steps
 * of an `auth` op (`Shared`, `SocketEnd`, `AuthSteps`): types that refer to each other, so they live in one module,
 * below `Session` (which re-exports `Config` and `Options`), its socket runs and the auth steps.
 *
 * @since 1.2.0
 */
import type * as Clock from "effect/Clock"
import type * as Deferred from "effect/Deferred"
import type * as Duration from "effect/Duration"
import type * as Effect from "effect/Effect"
import type * as Latch from "effect/Latch"
import type * as Redacted from "effect/Redacted"
import type * as Schedule from "effect/Schedule"
import type * as Socket from "effect/socket/Socket"
import type * as Tracer from "effect/Tracer"
import type * as Signer from "../Signing/Signer.js"
import type * as WsAuth from "../Signing/WsAuth.js"
import type { ConnectionEvent, ConnectionState } from "./ConnectionState.js"
import type * as Hub from "./Hub.js"
import type { Write } from "./Listener.js"
import type * as Protocol from "./Protocol.js"
import type * as Registry from "./Registry.js"

/**
 * Timing and retry options (defaults from the specification).
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** Ping every this often. Default 10000 ms. */
  readonly pingInterval?: Duration.Input
  /** A pong not seen within this closes the socket and reconnects. Default 1000 ms. */
  readonly pongTimeout?: Duration.Input
  /** Delays between reconnect attempts. Default: exactly 500 ms first, then exponential with jitter up to 30 s. */
  readonly reconnect?: Schedule.Schedule<unknown, unknown>
  /**
   * No data frame for this long while subscribed means the connection is dead. Default 30 s. Public streams only:
   * a private stream is quiet whenever the account is (its pongs prove it alive).
   */
  readonly silenceTimeout?: Duration.Input
  /** Time to wait for the socket to open. Default 10 s. */
  readonly openTimeout?: Duration.Input
  /** Time to wait for an acknowledgement (subscribe, auth). Default 10 s. */
  readonly ackTimeout?: Duration.Input
}

/**
 * What a session is made of.
 *
 * @since 0.1.0
 * @category models
 */
export interface Config {
  readonly protocol: Protocol.Protocol
  /** The URL, computed at every connect (signed for streams that authenticate with URL parameters); a failure is a refused authentication. */
  readonly url: Effect.Effect<string, string>
  /** The signed `auth` arguments, computed at every connect (streams that authenticate with an `auth` op). */
  readonly authArgs?: Effect.Effect<WsAuth.AuthArgs, string> | undefined
  /** The steps that send them and wait for the answer (installed with a signer: `AuthSteps`). */
  readonly authenticate?: AuthSteps["authenticate"] | undefined
  readonly options?: Options | undefined
  readonly registry: Registry.Registry
  readonly events: Hub.Hub<ConnectionEvent>
  /** Error frames with a code (older markets), and refused authentications that carry one. */
  readonly onError?: ((op: string, error: { readonly code: number; readonly message: string }) => void) | undefined
  /** Span attributes of the connect and auth spans. */
  readonly spanAttributes: Readonly<Record<string, unknown>>
}

/**
 * How one socket ended: closed (reconnect), its upgrade refused with 401, or its authentication refused.
 *
 * @since 0.1.0
 * @category models
 */
export type SocketEnd =
  | { readonly _tag: "Closed"; readonly reason: string }
  | { readonly _tag: "Unauthorized" }
  | { readonly _tag: "AuthFailed"; readonly reason: string }

/**
 * What the sockets of one session share: its configuration, clock, state and latch, timings, and the answers
 * waited for (the pong, the auth reply).
 *
 * @since 0.1.0
 * @category models
 */
export interface Shared {
  readonly config: Config
  readonly clock: Clock.Clock
  readonly state: Hub.MutableCell<ConnectionState>
  readonly connected: Latch.Latch
  readonly timing: {
    readonly pingInterval: Duration.Input
    readonly pongTimeout: Duration.Input
    readonly silenceMs: number
    readonly ackTimeout: Duration.Input
    readonly openTimeout: Duration.Input
  }
  pong: Deferred.Deferred<void> | undefined
  auth: { readonly answer: Deferred.Deferred<void, string>; code: number | undefined } | undefined
  nextReqId: number
}

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
    send: Write,
    args: Effect.Effect<WsAuth.AuthArgs, string>,
    span: Tracer.Span
  ) => Effect.Effect<SocketEnd | undefined, Socket.SocketError>
}
