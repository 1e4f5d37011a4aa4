/**
 * A WebSocket client bound to one legacy market (spot v1, spot v3, USDC options or perpetuals, unified, contract):
 * the V5 session and subscription registry (states, ping/pong, reconnect Schedule, acknowledged subscriptions sent
 * again after every reconnect) on the market's protocol value (`Protocol.protocolOf`), one connection per (stream
 * path, credentials), opened on first use and closed when its last subscriber leaves. Private streams authenticate
 * with the credentials in effect where they are subscribed (`Credentials.withCredentials`), else the client's.
 * A topic of another market fails with `WrongMarket`; a merged spot v1 book without its dump scale fails with
 * `DumpScaleRequired`; a 401 on the upgrade (spot v1 private signs its URL) is logged and not retried.
 * Error frames become the catalogue's typed errors on `errors`.
 *
 * @since 0.1.0
 */

import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as PubSub from "effect/PubSub"
import * as Queue from "effect/Queue"
import * as Result from "effect/Result"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type * as Socket from "effect/socket/Socket"
import type * as ExchangeError from "../../Errors/ExchangeError.js"
import {
  type InvalidTopics,
  type SocketAuthFailed,
  type SocketClosed,
  type SocketUnauthorized,
  type SubscribeFailed,
  WrongMarket
} from "../../Errors/SocketError.js"
import * as Credentials from "../../Layers/Credentials.js"
import { Environment, type EnvironmentShape } from "../../Layers/Environment.js"
import { Signer } from "../../Signing/Signer.js"
import * as WsAuth from "../../Signing/WsAuth.js"
import * as Connection from "../Connection.js"
import type { ConnectionEvent, ConnectionState } from "../ConnectionState.js"
import { IdentityKey, identityOf } from "../internal/identityKey.js"
import * as Pool from "../internal/pool.js"
import * as SocketAuth from "../internal/socketAuth.js"
import * as Registry from "../Registry.js"
import * as Markets from "./Markets.js"
import * as Protocol from "./Protocol.js"

/**
 * Options: the V5 connection's timings and reconnect schedule, plus the auth receive window.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options extends Connection.Options {
  /** `expires = now + authWindow` for signed URLs and auth ops. Default 5000 ms. */
  readonly authWindow?: number
}

/**
 * What a legacy client is built from.
 *
 * @since 0.1.0
 * @category models
 */
export interface Config {
  readonly market: Markets.MarketId
  readonly environment: EnvironmentShape
  /**
   * The default credentials of private topics (`Credentials.withCredentials` overrides them per subscriber): plain
   * strings or `Redacted` ones, checked by `Credentials.check` when the client is made.
   */
  readonly credentials?: Credentials.CredentialsInput | undefined
  readonly options?: Options | undefined
  /** How long an unused stream stays open before it closes. Default: closes at once. */
  readonly idleTimeToLive?: Duration.Input | undefined
}

/**
 * Errors a subscription can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type SubscribeError =
  | WrongMarket
  | Protocol.DumpScaleRequired
  | SubscribeFailed
  | InvalidTopics
  | SocketClosed
  | SocketUnauthorized
  | SocketAuthFailed

/**
 * A market-bound legacy client.
 *
 * @since 0.1.0
 * @category models
 */
export interface Service {
  readonly market: Markets.Market
  /**
   * Adds a listener for topics of this market and waits until the server confirmed each; the listener goes (and
   * topics nobody listens to are unsubscribed) when the scope closes.
   */
  readonly subscribe: (
    topics: string | ReadonlyArray<string>,
    listener: Connection.Listener
  ) => Effect.Effect<void, SubscribeError, Scope.Scope>
  /** The frames of one topic, from the subscription on. */
  readonly stream: (topic: string) => Stream.Stream<Connection.Frame, SubscribeError>
  /** The state of the connection that serves a topic (`initial` before first use). */
  readonly state: (topic: string) => Effect.Effect<ConnectionState>
  /** Connections, reconnects and fatal ends, of every stream of this client. */
  readonly events: Stream.Stream<ConnectionEvent>
  /** Error frames, as the catalogue's typed errors (e.g. -1004 `NotAuthenticated`). */
  readonly errors: Stream.Stream<ExchangeError.ExchangeError>
}

/**
 * The legacy client service.
 *
 * @since 0.1.0
 * @category tags
 */
export class LegacySocket extends Context.Service<LegacySocket, Service>()("effect-bybit/LegacySocket") {}

/** The channel and path of a topic on a market, or WrongMarket naming the markets that carry it. */
const route = (market: Markets.Market, topic: string) =>
  Effect.gen(function* () {
    const kind = Markets.channelOf(market, topic)
    if (kind === undefined) {
      const owners = Markets.marketsOf(topic)
      return yield* Effect.fail(
        new WrongMarket({
          market: market.id,
          expected: owners.length === 0 ? "no legacy" : owners.join(" or "),
          method: `subscribe("${topic}")`
        })
      )
    }
    if (market.protocol === "spotV1" && kind === "public") yield* Protocol.parseSpotV1Topic(topic)
    return { kind, path: Markets.pathOf(market, kind, topic) }
  })

/** The pool key of a connection: public ones are shared, private ones are one per credentials. */
const keyOf = (
  kind: "public" | "private",
  path: string,
  credentials: Option.Option<Credentials.ApiCredentials>
): IdentityKey =>
  kind === "public"
    ? new IdentityKey(`public|${path}`, "", Option.none())
    : new IdentityKey(`private|${path}`, identityOf(credentials), credentials)

/**
 * Builds a client for the enclosing scope. Streams open on first subscription and close when their last subscriber
 * leaves, or with the scope.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make: (
  config: Config
) => Effect.Effect<Service, never, Scope.Scope | Socket.WebSocketConstructor | Signer> = Effect.fn("LegacySocket.make")(
  function* (config: Config) {
    // from untyped JavaScript the set may hold plain strings (wrapped here) or what is no key at all: refused here,
    // before any socket opens, as a defect carrying the typed error (the config's type admits neither)
    const checked = Credentials.check(config.credentials)
    if (Result.isFailure(checked)) return yield* Effect.die(checked.failure)
    const defaultCredentials = checked.success
    const market = Markets.markets[config.market]
    const options = config.options ?? {}
    const authWindow = options.authWindow ?? WsAuth.defaultAuthWindow
    const signer = yield* Signer
    const clientScope = yield* Effect.scope
    const events = yield* PubSub.unbounded<ConnectionEvent>()
    const errors = yield* PubSub.unbounded<ExchangeError.ExchangeError>()
    const host = Markets.hostOf(config.environment)
    // the open connections by key, for `state`
    const open = new Map<string, Connection.Connection>()
    const nameOf = (key: IdentityKey) => `${key.where}\u0000${key.identity}`

    const report = (op: string, error: { readonly code: number; readonly message: string }) => {
      PubSub.publishUnsafe(errors, Protocol.toExchangeError(market, op, error))
    }

    const signedArgs = (credentials: Option.Option<Credentials.ApiCredentials>) =>
      Effect.gen(function* () {
        if (Option.isNone(credentials)) return yield* Effect.fail("private topics need API credentials")
        const now = yield* Clock.currentTimeMillis
        return yield* WsAuth.authArgs({
          apiKey: credentials.value.apiKey,
          secret: credentials.value.apiSecret,
          expires: WsAuth.expiresAt(now, authWindow)
        }).pipe(
          Effect.mapError((e) => e.message),
          Effect.provideService(Signer, signer)
        )
      })

    const pool = yield* Pool.make({
      lookup: (key: IdentityKey) =>
        Effect.gen(function* () {
          const kind = key.where.startsWith("private|") ? "private" : "public"
          const path = key.where.slice(key.where.indexOf("|") + 1)
          const signsUrl = kind === "private" && market.auth === "urlParams"
          const url = Effect.gen(function* () {
            if (host === undefined)
              return yield* Effect.fail(`${market.id} has no stream in ${config.environment.name}`)
            if (!signsUrl) return `${host}${path}`
            return `${host}${path}${Protocol.authQuery(yield* signedArgs(key.credentials))}`
          })
          const connection = yield* Connection.make({
            protocol: Protocol.protocolOf(market, kind, path),
            url,
            authArgs: kind === "private" && market.auth === "op" ? signedArgs(key.credentials) : undefined,
            authenticate: SocketAuth.steps.authenticate,
            options,
            onError: report
          })
          // The client's events: every stream's, until the stream's events end (they end when its connection
          // closes, after the events they hold). Forked in the client's scope, not the connection's: interrupted with
          // the connection, it would lose the Fatal of a connection that a 401 ends (the failed subscriber closes the
          // connection's scope before this fiber is scheduled to pass the event on).
          yield* Stream.runForEach(connection.events, (event) => PubSub.publish(events, event)).pipe(
            Effect.interruptible,
            Effect.forkIn(clientScope, { startImmediately: true })
          )
          const name = nameOf(key)
          open.set(name, connection)
          yield* Effect.addFinalizer(() => Effect.sync(() => open.delete(name)))
          return connection
        }),
      idleTimeToLive: config.idleTimeToLive
    })

    yield* Effect.addFinalizer(() => Effect.andThen(PubSub.shutdown(events), PubSub.shutdown(errors)))

    const subscribe = (input: string | ReadonlyArray<string>, listener: Connection.Listener) =>
      Effect.gen(function* () {
        const wanted = typeof input === "string" ? [input] : input
        const groups = new Map<string, { kind: "public" | "private"; path: string; topics: Array<string> }>()
        for (const topic of wanted) {
          const { kind, path } = yield* route(market, topic)
          const group = groups.get(`${kind}|${path}`)
          if (group === undefined) groups.set(`${kind}|${path}`, { kind, path, topics: [topic] })
          else group.topics.push(topic)
        }
        const credentials = yield* Credentials.resolve(defaultCredentials)
        yield* Effect.forEach(
          [...groups.values()],
          (group) =>
            Effect.flatMap(pool.get(keyOf(group.kind, group.path, credentials)), (connection) =>
              connection.subscribe(group.topics, listener)
            ),
          { concurrency: "unbounded", discard: true }
        )
      })

    const stream = (topic: string): Stream.Stream<Connection.Frame, SubscribeError> =>
      Stream.callback<Connection.Frame, SubscribeError>((emit) =>
        subscribe(
          topic,
          Registry.failingWith(
            (frame) => {
              Queue.offerUnsafe(emit, frame)
            },
            (error) => Queue.failCauseUnsafe(emit, Cause.fail(error))
          )
        )
      )

    const state = (topic: string) =>
      Effect.gen(function* () {
        const kind = Markets.channelOf(market, topic)
        if (kind === undefined) return "initial" as ConnectionState
        const credentials = yield* Credentials.resolve(defaultCredentials)
        const connection = open.get(nameOf(keyOf(kind, Markets.pathOf(market, kind, topic), credentials)))
        return connection === undefined ? ("initial" as ConnectionState) : yield* connection.state.get
      })

    return {
      market,
      subscribe,
      stream,
      state,
      events: Stream.fromPubSub(events),
      errors: Stream.fromPubSub(errors)
    } satisfies Service
  }
)

/**
 * The client as a layer, for the market given, reading the environment and the default credentials.
 *
 * @example
 * ```ts
 * import { Bybit, Environment } from "effect-bybit"
 * import { LegacyWs } from "effect-bybit/legacy"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 *
 * // the pre-V5 spot v3 streams, on the emulator
 * const client = LegacyWs.LegacySocket.layer("spotV3").pipe(
 *   Layer.provideMerge(
 *     Bybit.layer({
 *       environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 *     })
 *   ),
 *   Layer.provide(Node.layer)
 * )
 *
 * const program = Effect.gen(function* () {
 *   const socket = yield* LegacyWs.LegacySocket.LegacySocket
 *   yield* socket.subscribe("trade.BTCUSDT", (frame) => console.log(frame))
 *   yield* Effect.never
 * })
 *
 * Effect.runPromise(Effect.scoped(Effect.provide(program, client)))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  market: Markets.MarketId,
  options?: Options
): Layer.Layer<LegacySocket, never, Environment | Credentials.Credentials | Socket.WebSocketConstructor | Signer> =>
  Layer.effect(
    LegacySocket,
    Effect.gen(function* () {
      const environment = yield* Environment
      const credentials = yield* Credentials.Credentials
      return yield* make({
        market,
        environment,
        credentials: Option.getOrUndefined(credentials),
        options
      })
    })
  )
