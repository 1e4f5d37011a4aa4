/**
 * The WebSocket client: one shared, scoped connection per (stream, credentials, shard) — opened on first use,
 * closed when its last subscriber leaves (after `idleTimeToLive` when set) — category-aware subscriptions as
 * Streams, observable connection state and events. Private and trade streams authenticate with the credentials in
 * effect where the stream is opened or the call is made (`Credentials.withCredentials`), so two credential sets never
 * share a socket; sessions are told apart by API key, never by secret. Every subscription — raw (`subscribeV5`) or
 * typed (`Topics`, `OrderBook`, `Candles`, `TradeTape`, `AccountState`) — is placed on a shard by one registry, so
 * the per-connection limits hold for every route.
 *
 * @since 0.1.0
 */

import * as Cause from "effect/Cause"
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Queue from "effect/Queue"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import type * as Socket from "effect/socket/Socket"
import { CategoryRequired, InvalidTopics, SocketClosed, type SocketFatal } from "../Errors/SocketError.js"
import * as Validate from "../Http/Validate.js"
import { ClockOffset } from "../Layers/ClockOffset.js"
import * as Credentials from "../Layers/credentials/Default.js"
import { Environment } from "../Layers/Environment.js"
import * as Spans from "../Observability/Spans.js"
import { Signer } from "../Signing/Signer.js"
import * as WsAuth from "../Signing/WsAuth.js"
import * as Connection from "./Connection.js"
import type { ConnectionEvent, ConnectionState } from "./ConnectionState.js"
import * as AuthSteps from "./internal/authSteps.js"
import { IdentityKey, identityOf } from "./internal/identityKey.js"
import * as Pool from "./internal/pool.js"
import * as Shards from "./internal/shards.js"
import * as SocketAuthSteps from "./internal/socketAuth.js"
import * as Protocol from "./Protocol.js"
import * as Registry from "./Registry.js"
import * as WsMarket from "./WsMarket.js"

/**
 * Options of the WebSocket client.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options extends Connection.Options {
  /** Receive window of the auth signature (`expires = now + authWindow`). Default 5000 ms. */
  readonly authWindow?: number
  /** How long an unused connection stays open before it closes. Default: closes at once. */
  readonly idleTimeToLive?: Duration.Input
}

/**
 * Topics placed on one connection.
 *
 * @since 0.1.0
 * @category models
 */
export interface Placement {
  readonly connection: Connection.Connection
  readonly topics: ReadonlyArray<string>
}

/**
 * The WebSocket client service.
 *
 * @since 0.1.0
 * @category models
 */
export interface BybitSocketService {
  /**
   * Subscribes V5 topics of one category (public) or the private stream, and streams their frames. The stream
   * fails with `(a,b) failed to subscribe` when the server refuses topics, with `InvalidTopics` (nothing sent) for
   * topics the exchange would refuse, and keeps flowing across reconnects.
   */
  readonly subscribeV5: (
    topics: string | ReadonlyArray<string>,
    market: WsMarket.Category | WsMarket.ProductMarket | WsMarket.SbeMarket | "private" | "misc"
  ) => Stream.Stream<Connection.Frame, Connection.SubscribeError>
  /**
   * Listens to V5 topics of one category (public) or the private stream with a listener of the socket core: the
   * topics are placed on the market's connections and subscribed on each (the acknowledgements awaited), for the
   * enclosing scope. The listener is called synchronously with every frame as it arrives (parsed, untouched), and
   * its `lost` with every socket lost under it, in order with the frames: the door for a consumer that needs the
   * exchange's messages and their receive times as they are (a recorder). `subscribeV5` is this behind a queue.
   */
  readonly listen: (
    topics: ReadonlyArray<string>,
    market: WsMarket.Category | WsMarket.ProductMarket | WsMarket.SbeMarket | "private" | "misc",
    listener: Registry.Listener
  ) => Effect.Effect<void, Connection.SubscribeError, Scope.Scope>
  /**
   * Subscribes raw topics: private topics, and `system.status` (routed to the `misc` stream). A V5 public topic
   * fails with `CategoryRequired`, telling the caller to use `subscribeV5` with a category.
   */
  readonly subscribe: (
    topics: string | ReadonlyArray<string>
  ) => Stream.Stream<Connection.Frame, Connection.SubscribeError | CategoryRequired>
  /**
   * Places topics on the market's connections of the credentials in effect (the shards with room; a topic already
   * placed stays where it is) for the enclosing scope, and returns each connection with its topics. Subscribe each
   * group on its connection; the placement is released with the scope.
   */
  readonly place: (
    market: WsMarket.MarketId,
    topics: ReadonlyArray<string>
  ) => Effect.Effect<ReadonlyArray<Placement>, SocketFatal | InvalidTopics, Scope.Scope>
  /** The first connection of a market for the credentials in effect, for the enclosing scope. */
  readonly connection: (market: WsMarket.MarketId) => Effect.Effect<Connection.Connection, SocketFatal, Scope.Scope>
  /** The first connection of a market for the given credentials, for the enclosing scope. */
  readonly connectionOf: (
    market: WsMarket.MarketId,
    credentials: Option.Option<Credentials.ApiCredentials>
  ) => Effect.Effect<Connection.Connection, SocketFatal, Scope.Scope>
  /** The credentials in effect here: the `withCredentials` override, else the client's default. */
  readonly credentials: Effect.Effect<Option.Option<Credentials.ApiCredentials>>
  /** The state of a market's connection, as it changes (opens the connection while observed). */
  readonly state: (market: WsMarket.MarketId) => Stream.Stream<ConnectionState, SocketFatal>
  /** The events of a market's connection (opens the connection while observed). */
  readonly events: (market: WsMarket.MarketId) => Stream.Stream<ConnectionEvent, SocketFatal>
}

/**
 * The WebSocket client.
 *
 * @since 0.1.0
 * @category tags
 */
export class BybitSocket extends Context.Service<BybitSocket, BybitSocketService>()("effect-bybit/BybitSocket") {}

// A connection's key: market and shard (`where`), and the credentials' API key for private and trade streams.
const keyOf = (market: WsMarket.MarketId, shard: number, credentials: Option.Option<Credentials.ApiCredentials>) =>
  WsMarket.markets[market].kind === "public"
    ? new IdentityKey(`${market}#${shard}`, "", Option.none())
    : new IdentityKey(`${market}#${shard}`, identityOf(credentials), credentials)

const spanAttributesOf = (market: WsMarket.WsMarket): Record<string, unknown> =>
  market.kind === "public" &&
  market.id !== "misc" &&
  !WsMarket.isProductMarket(market.id) &&
  !WsMarket.isSbeMarket(market.id)
    ? { [Spans.Attributes.market]: market.id, [Spans.Attributes.category]: market.id }
    : { [Spans.Attributes.market]: market.id }

/**
 * Builds the client; connections are opened lazily, closed when unused, and all closed with the scope.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (
  options: Options = {}
): Effect.Effect<
  BybitSocketService,
  never,
  Scope.Scope | Environment | Credentials.Credentials | ClockOffset | Signer | Socket.WebSocketConstructor
> =>
  Effect.gen(function* () {
    const environment = yield* Environment
    const defaultCredentials = yield* Credentials.Credentials
    const clock = yield* ClockOffset
    const signer = yield* Signer
    const authWindow = options.authWindow ?? WsAuth.defaultAuthWindow

    // the auth op's steps come with a signer (AuthSteps): a client without one refuses private streams, saying why
    const auth = yield* AuthSteps.installed
    const authArgs = (credentials: Option.Option<Credentials.ApiCredentials>) =>
      Effect.gen(function* () {
        if (Option.isNone(credentials)) return yield* Effect.fail("Private endpoints require api and private keys set")
        if (auth === undefined) return yield* Effect.fail(AuthSteps.noSigner)
        const now = yield* clock.now
        return yield* auth.args(signer, {
          apiKey: credentials.value.apiKey,
          secret: credentials.value.apiSecret,
          expires: WsAuth.expiresAt(now, authWindow)
        })
      })

    // Each entry lives in its own scope (the pool's): it is opened by the first placement and closed when the last
    // one is released, never kept by this client's scope.
    const connections = yield* Pool.make({
      lookup: (key: IdentityKey) =>
        Effect.gen(function* () {
          const id = key.where.slice(0, key.where.indexOf("#")) as WsMarket.MarketId
          const market = WsMarket.markets[id]
          const url = market.url(environment)
          if (url === undefined) {
            return yield* new SocketClosed({
              market: id,
              reason: `the ${environment.name} environment has no ${id} WebSocket`
            })
          }
          // the auth signature and private streams must not travel in clear text to a remote host
          const insecure = Validate.insecureUrl(url)
          if (Option.isSome(insecure)) return yield* new SocketClosed({ market: id, reason: insecure.value })
          return yield* Connection.make({
            protocol: yield* Protocol.load(id),
            url: Effect.succeed(url),
            authArgs: market.kind === "public" ? undefined : authArgs(key.credentials),
            authenticate: auth?.authenticate,
            options,
            spanAttributes: spanAttributesOf(market)
          })
        }),
      ...(options.idleTimeToLive === undefined ? {} : { idleTimeToLive: options.idleTimeToLive })
    })

    const shards = Shards.make()
    const credentialsHere = Credentials.resolve(defaultCredentials)

    const connectionOf = (market: WsMarket.MarketId, credentials: Option.Option<Credentials.ApiCredentials>) =>
      connections.get(keyOf(market, 0, credentials))

    const place = (market: WsMarket.MarketId, topics: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const problem = Protocol.checkTopics(Protocol.v5Protocols[market], topics)
        if (problem !== undefined) return yield* new InvalidTopics({ market, topics, reason: problem })
        const credentials = yield* credentialsHere
        const identity = keyOf(market, 0, credentials).identity
        const placed = yield* Effect.acquireRelease(
          Effect.sync(() => shards.assign(WsMarket.markets[market], identity, topics)),
          (lease) => Effect.sync(() => shards.release(lease))
        )
        return yield* Effect.forEach(placed.groups, ([shard, group]) =>
          Effect.map(
            connections.get(keyOf(market, shard, credentials)),
            (connection): Placement => ({ connection, topics: group })
          )
        )
      })

    const listen = (
      topics: ReadonlyArray<string>,
      market: WsMarket.Category | WsMarket.ProductMarket | WsMarket.SbeMarket | "private" | "misc",
      listener: Registry.Listener
    ): Effect.Effect<void, Connection.SubscribeError, Scope.Scope> =>
      Effect.flatMap(place(market, topics), (placed) =>
        Effect.forEach(placed, ({ connection, topics }) => connection.subscribe(topics, listener), {
          discard: true,
          concurrency: "unbounded"
        })
      )

    const subscribeV5 = (
      topics: string | ReadonlyArray<string>,
      market: WsMarket.Category | WsMarket.ProductMarket | WsMarket.SbeMarket | "private" | "misc"
    ): Stream.Stream<Connection.Frame, Connection.SubscribeError> =>
      // callback: a frame is a synchronous buffer push, and frames that arrive between pulls reach the user as one
      // chunk (no fiber or promise per frame); unbounded so a slow consumer never loses a frame
      Stream.callback<Connection.Frame, Connection.SubscribeError>((emit) =>
        Effect.gen(function* () {
          const listener = Registry.failingWith(
            (frame) => {
              Queue.offerUnsafe(emit, frame)
            },
            (error) => Queue.failCauseUnsafe(emit, Cause.fail(error))
          )
          yield* listen(typeof topics === "string" ? [topics] : topics, market, listener)
        })
      )

    const connection = (market: WsMarket.MarketId) => Effect.flatMap(credentialsHere, (c) => connectionOf(market, c))

    return {
      subscribeV5,
      listen,
      subscribe: (topics) => {
        const list = typeof topics === "string" ? [topics] : topics
        const publicTopic = list.find(WsMarket.isPublicTopic)
        if (publicTopic !== undefined) return Stream.fail(new CategoryRequired({ topic: publicTopic }))
        const status = list.filter(WsMarket.isMiscTopic)
        const rest = list.filter((topic) => !WsMarket.isMiscTopic(topic))
        if (status.length === 0) return subscribeV5(rest, "private")
        if (rest.length === 0) return subscribeV5(status, "misc")
        return Stream.merge(subscribeV5(status, "misc"), subscribeV5(rest, "private"))
      },
      place,
      connection,
      connectionOf,
      credentials: credentialsHere,
      state: (id) => Stream.unwrap(Effect.map(connection(id), (conn) => conn.state.changes)),
      events: (id) => Stream.unwrap(Effect.map(connection(id), (conn) => conn.events))
    } satisfies BybitSocketService
  })

/**
 * The client as a layer (platform requirements stay open).
 *
 * @example
 * ```ts
 * import { Bybit, BybitSocket, Environment } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * import * as Stream from "effect/Stream"
 *
 * // REST and WebSocket on the local emulator (`npx effect-bybit emulator --port 8080`)
 * const client = Layer.provideMerge(
 *   BybitSocket.layer(),
 *   Bybit.layer({
 *     environment: Environment.custom({ restUrl: "http://127.0.0.1:8080", wsUrl: "ws://127.0.0.1:8080" })
 *   })
 * ).pipe(Layer.provide(Node.layer))
 *
 * const program = BybitSocket.subscribeV5("tickers.BTCUSDT", "linear").pipe(
 *   Stream.take(3),
 *   Stream.runForEach((frame) => Effect.log(frame.topic))
 * )
 *
 * Effect.runPromise(Effect.provide(program, client))
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  options: Options = {}
): Layer.Layer<
  BybitSocket,
  never,
  Environment | Credentials.Credentials | ClockOffset | Signer | Socket.WebSocketConstructor
> => Layer.effect(BybitSocket, make(options))

/**
 * What `layerAuth` installs, named in its type: the steps a socket authenticates with, which a client reads when it
 * is built (without them, private streams are refused).
 *
 * @since 1.2.0
 * @category tags
 */
export const SocketAuth: typeof AuthSteps.SocketAuth = AuthSteps.SocketAuth

/**
 * The tag's type (see `SocketAuth`).
 *
 * @since 1.2.0
 * @category tags
 */
export type SocketAuth = AuthSteps.SocketAuth

/**
 * The steps a socket authenticates with (the `auth` op: signed arguments, the frame, the wait for the answer), for a
 * program that provides a `Signer` of its own: the platform layers with a signer (`Node.layer`, `WebPlatform.layer`,
 * through their `Platform` record) install them beside it, and a client without them refuses private streams with
 * `SocketAuthFailed` ("no signer"), so that a program that never signs carries none of it. Provide it beside the
 * signer: `Layer.mergeAll(Layer.succeed(Signer.Signer, mySigner), BybitSocket.layerAuth)`.
 *
 * @since 1.0.0
 * @category layers
 */
export const layerAuth: Layer.Layer<SocketAuth> = Layer.succeed(SocketAuth, SocketAuthSteps.steps)

/**
 * Streams frames of V5 topics of one category or of the private stream.
 *
 * @example
 * ```ts
 * import { BybitSocket } from "effect-bybit"
 * import * as Effect from "effect/Effect"
 * import * as Stream from "effect/Stream"
 *
 * // raw frames of two public topics on one connection; `Topics.subscribe` gives typed messages instead
 * const frames = BybitSocket.subscribeV5(["publicTrade.BTCUSDT", "tickers.BTCUSDT"], "linear")
 *
 * // provide `BybitSocket.layer()` on a client to run it (see `layer`)
 * const firstTen = BybitSocket.take(frames, 10).pipe(Effect.map((frames) => frames.map((frame) => frame.topic)))
 * const forever = Stream.runForEach(frames, (frame) => Effect.log(frame.topic))
 * ```
 *
 * @since 0.1.0
 * @category subscriptions
 */
export const subscribeV5 = (
  topics: string | ReadonlyArray<string>,
  market: WsMarket.Category | WsMarket.ProductMarket | WsMarket.SbeMarket | "private" | "misc"
): Stream.Stream<Connection.Frame, Connection.SubscribeError, BybitSocket> =>
  Stream.unwrap(Effect.map(BybitSocket, (socket) => socket.subscribeV5(topics, market)))

/**
 * The state of a market's connection as it changes.
 *
 * @example
 * ```ts
 * import { BybitSocket } from "effect-bybit"
 * import * as Effect from "effect/Effect"
 * import * as Stream from "effect/Stream"
 *
 * // logs each change of the linear public connection (connecting, open, reconnecting, …); provide the socket client
 * // as in `layer`'s example to run it
 * const watch = BybitSocket.state("linear").pipe(Stream.runForEach((state) => Effect.log(state)))
 * ```
 *
 * @since 0.1.0
 * @category observability
 */
export const state = (market: WsMarket.MarketId): Stream.Stream<ConnectionState, SocketFatal, BybitSocket> =>
  Stream.unwrap(Effect.map(BybitSocket, (socket) => socket.state(market)))

/**
 * Collects a finite number of frames of a subscription (for scripts and tests).
 *
 * @since 0.1.0
 * @category subscriptions
 */
export const take = <E, R>(
  stream: Stream.Stream<Connection.Frame, E, R>,
  n: number
): Effect.Effect<ReadonlyArray<Connection.Frame>, E, R> => Stream.runCollect(Stream.take(stream, n))
