/**
 * One WebSocket connection as a scoped resource: a session (connect, auth, ping/pong, reconnect) and its
 * subscription registry (reference-counted topics, acknowledgements, resubscription), on one protocol value. The
 * connection belongs to the scope it is made in and ends with it. `BybitSocket` keeps one per (stream, credentials,
 * shard); the older markets' client builds its own on their protocols.
 *
 * @since 0.1.0
 */

import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import type * as Scope from "effect/Scope"
import type * as Stream from "effect/Stream"
import type * as Socket from "effect/socket/Socket"
import { type SocketFatal, UnsubscribeFailed } from "../Errors/SocketError.js"
import * as Logs from "../Observability/Logs.js"
import * as Recorder from "../Observability/Recorder.js"
import * as Spans from "../Observability/Spans.js"
import type * as WsAuth from "../Signing/WsAuth.js"
import type { ConnectionEvent, ConnectionState } from "./ConnectionState.js"
import * as Hub from "./Hub.js"
import type * as Protocol from "./Protocol.js"
import * as Registry from "./Registry.js"
import * as Session from "./Session.js"

export {
  /**
   * The default reconnect schedule (see `Session.defaultReconnect`).
   *
   * @since 0.1.0
   * @category constants
   */
  defaultReconnect,
  /**
   * Timing defaults from the specification (see `Session.defaults`).
   *
   * @since 0.1.0
   * @category constants
   */
  defaults
} from "./Session.js"

export {
  /**
   * The refusal of an unsubscribe: `(a,b) failed to unsubscribe`.
   *
   * @since 0.1.0
   * @category errors
   */
  UnsubscribeFailed
}

/**
 * A parsed frame handed to topic listeners.
 *
 * @since 0.1.0
 * @category models
 */
export type Frame = Protocol.Frame

/**
 * A topic listener (see `Registry.Listener`).
 *
 * @since 0.1.0
 * @category models
 */
export type Listener = Registry.Listener

/**
 * Timing and retry options (see `Session.Options`).
 *
 * @since 0.1.0
 * @category models
 */
export type Options = Session.Options

/**
 * Errors a subscription can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type SubscribeError = Registry.SubscribeError

/**
 * Errors an acknowledged unsubscribe can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type UnsubscribeError = UnsubscribeFailed | SocketFatal

/**
 * A connection.
 *
 * @since 0.1.0
 * @category models
 */
export interface Connection {
  readonly protocol: Protocol.Protocol
  /** The current state, observable. */
  readonly state: Hub.Cell<ConnectionState>
  /** Reconnects, resubscriptions and other happenings. */
  readonly events: Stream.Stream<ConnectionEvent>
  /**
   * Adds a listener for topics and waits until the server confirmed every one; fails with
   * `(a,b) failed to subscribe` for refused topics, and with `InvalidTopics` (nothing sent) for topics the exchange
   * would refuse. The listener is removed (and topics nobody listens to any more unsubscribed) when the scope closes.
   */
  readonly subscribe: (
    topics: ReadonlyArray<string>,
    listener: Listener
  ) => Effect.Effect<void, SubscribeError, Scope.Scope>
  /**
   * Removes a listener now and, for topics nobody listens to any more, sends `unsubscribe` and waits until the
   * server acknowledged it; fails with `(a,b) failed to unsubscribe` when refused, not acknowledged within the
   * acknowledgement timeout, or not subscribed by this listener. Idempotent with the scope's release.
   */
  readonly unsubscribe: (topics: ReadonlyArray<string>, listener: Listener) => Effect.Effect<void, UnsubscribeError>
  /**
   * Unsubscribes and subscribes topics again on the live socket (all current topics when none are given) and waits
   * for both acknowledgements: the server answers with fresh snapshots, which is how a book rebuilds after a gap.
   */
  readonly resubscribe: (topics?: ReadonlyArray<string>) => Effect.Effect<void, SubscribeError | UnsubscribeFailed>
  /** Listens to frames that carry no topic (trade responses); removed with the scope. */
  readonly onUntopical: (listener: Listener) => Effect.Effect<void, never, Scope.Scope>
  /** Sends a frame once connected (and authenticated); fails if the connection is closed for good. */
  readonly send: (frame: string) => Effect.Effect<void, SocketFatal>
  /** Topics currently wanted (with at least one listener). */
  readonly topics: Effect.Effect<ReadonlyArray<string>>
  /** Why the connection ended for good (401, refused authentication, reconnects exhausted), if it did. */
  readonly ended: Effect.Effect<Option.Option<SocketFatal>>
  /** Where the connection's subscribers log their warnings (`Logs.current` when it was made). */
  readonly log: Logs.Sink
}

/**
 * What a connection needs: its protocol, its URL (an Effect, computed at every connect), for streams that
 * authenticate with an `auth` op the signed arguments, and where error frames with a code go.
 *
 * @since 0.1.0
 * @category models
 */
export interface Config {
  readonly protocol: Protocol.Protocol
  readonly url: Effect.Effect<string, string>
  readonly authArgs?: Effect.Effect<WsAuth.AuthArgs, string> | undefined
  readonly authenticate?: Session.Config["authenticate"]
  readonly options?: Options | undefined
  readonly onError?: Session.Config["onError"]
  /** Span attributes of its connect span (default: the protocol's id as market). */
  readonly spanAttributes?: Readonly<Record<string, unknown>> | undefined
}

/**
 * Opens a connection for the enclosing scope. The socket opens on first use (a subscription or a send) and keeps
 * reconnecting until the scope closes, the server refuses the upgrade with 401 (logged, not retried), or
 * authentication is refused (an `auth` that gets no answer within the acknowledgement timeout is not a refusal: the
 * socket is closed and the connection reconnects).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (config: Config): Effect.Effect<Connection, never, Scope.Scope | Socket.WebSocketConstructor> =>
  Effect.gen(function* () {
    const options = config.options ?? {}
    const scope = yield* Effect.scope
    const clock = yield* Clock.Clock
    const events = Hub.make<ConnectionEvent>()
    // the registry and its session refer to each other: the registry reads the session once it exists
    let session: Session.Session | undefined
    const link: Registry.SessionLink = {
      start: Effect.suspend(() => session?.start ?? Effect.void),
      fatal: () => session?.fatal(),
      unreached: () => session?.unreached()
    }
    const log = yield* Logs.current
    const spanAttributes = config.spanAttributes ?? { [Spans.Attributes.market]: config.protocol.id }
    const registry = Registry.make({
      spanAttributes,
      protocol: config.protocol,
      ackTimeout: options.ackTimeout ?? Session.defaults.ackTimeout,
      scope,
      events,
      now: () => clock.currentTimeMillisUnsafe(),
      recorder: yield* Recorder.current,
      log,
      session: () => link,
      onError: config.onError
    })
    session = yield* Session.make({
      protocol: config.protocol,
      url: config.url,
      authArgs: config.authArgs,
      authenticate: config.authenticate,
      options,
      registry,
      events,
      onError: config.onError,
      spanAttributes
    })
    const live = session
    return {
      protocol: config.protocol,
      state: live.state,
      events: events.stream,
      subscribe: registry.subscribe,
      unsubscribe: registry.unsubscribe,
      resubscribe: registry.resubscribe,
      onUntopical: registry.onUntopical,
      send: live.send,
      topics: Effect.sync(registry.topics),
      ended: Effect.sync(() => Option.fromNullishOr(live.fatal())),
      log
    } satisfies Connection
  })
