/**
 * The WebSocket client: one shared, scoped connection per market (opened on first use, closed when its last
 * subscriber leaves), category-aware subscriptions as Streams, observable connection state and events.
 *
 * @since 0.1.0
 */
import type * as Socket from "@effect/platform/Socket"
import * as Chunk from "effect/Chunk"
import * as Context from "effect/Context"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as RcMap from "effect/RcMap"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import { CategoryRequired, SocketAuthFailed, SocketClosed } from "../Errors/SocketError.js"
import { ClockOffset } from "../Layers/ClockOffset.js"
import * as Credentials from "../Layers/Credentials.js"
import { Environment } from "../Layers/Environment.js"
import type { Signer } from "../Signing/Signer.js"
import * as WsAuth from "../Signing/WsAuth.js"
import * as Connection from "./Connection.js"
import type { ConnectionEvent, ConnectionState } from "./ConnectionState.js"
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
  readonly idleTimeToLive?: Duration.DurationInput
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
   * fails with `(a,b) failed to subscribe` when the server refuses topics, and keeps flowing across reconnects.
   */
  readonly subscribeV5: (
    topics: string | ReadonlyArray<string>,
    market: WsMarket.Category | "private"
  ) => Stream.Stream<Connection.Frame, Connection.SubscribeError>
  /**
   * Subscribes raw topics: private topics only. A V5 public topic fails with `CategoryRequired`, telling the caller
   * to use `subscribeV5` with a category.
   */
  readonly subscribe: (
    topics: string | ReadonlyArray<string>
  ) => Stream.Stream<Connection.Frame, Connection.SubscribeError | CategoryRequired>
  /** The shared connection of a market, for the enclosing scope. */
  readonly connection: (market: WsMarket.MarketId) => Effect.Effect<Connection.Connection, SocketClosed, Scope.Scope>
  /** The state of a market's connection, as it changes (opens the connection while observed). */
  readonly state: (market: WsMarket.MarketId) => Stream.Stream<ConnectionState, SocketClosed>
  /** The events of a market's connection (opens the connection while observed). */
  readonly events: (market: WsMarket.MarketId) => Stream.Stream<ConnectionEvent, SocketClosed>
}

/**
 * The WebSocket client.
 *
 * @since 0.1.0
 * @category tags
 */
export class BybitSocket extends Context.Tag("effect-bybit/BybitSocket")<BybitSocket, BybitSocketService>() {}

/**
 * Builds the client; connections are opened lazily and closed with the scope.
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
    const context = yield* Effect.context<Signer | Socket.WebSocketConstructor>()

    const authFrame = (market: WsMarket.WsMarket): Effect.Effect<string, SocketAuthFailed> =>
      Effect.gen(function* () {
        const credentials = yield* Credentials.resolve(defaultCredentials)
        if (Option.isNone(credentials)) {
          return yield* new SocketAuthFailed({
            market: market.id,
            reason: "Private endpoints require api and private keys set"
          })
        }
        const now = yield* clock.now
        return yield* WsAuth.signedFrame({
          apiKey: credentials.value.apiKey,
          secret: credentials.value.apiSecret,
          now,
          authWindow: options.authWindow ?? WsAuth.defaultAuthWindow,
          reqIdField: market.kind === "trade" ? "reqId" : "req_id"
        }).pipe(
          Effect.mapError((error) => new SocketAuthFailed({ market: market.id, reason: error.message })),
          Effect.provide(context)
        )
      })

    const connections = yield* RcMap.make({
      lookup: (id: WsMarket.MarketId) =>
        Effect.gen(function* () {
          const market = WsMarket.markets[id]
          const url = market.url(environment)
          if (url === undefined) {
            return yield* new SocketClosed({
              market: id,
              reason: `the ${environment.name} environment has no ${id} WebSocket`
            })
          }
          return yield* Connection.make({
            market,
            url: Effect.succeed(url),
            ...(market.kind === "public" ? {} : { authFrame: authFrame(market) }),
            options
          }).pipe(Effect.provide(context))
        }),
      ...(options.idleTimeToLive === undefined ? {} : { idleTimeToLive: options.idleTimeToLive })
    })

    const connection = (id: WsMarket.MarketId) => RcMap.get(connections, id)

    const subscribeV5 = (
      topics: string | ReadonlyArray<string>,
      market: WsMarket.Category | "private"
    ): Stream.Stream<Connection.Frame, Connection.SubscribeError> =>
      Stream.asyncScoped<Connection.Frame, Connection.SubscribeError>((emit) =>
        Effect.gen(function* () {
          const conn = yield* connection(market)
          yield* conn.subscribe(typeof topics === "string" ? [topics] : topics, (frame) => {
            emit.single(frame)
          })
        }).pipe(Effect.catchAll((error) => Effect.sync(() => emit.fail(error))))
      )

    return {
      subscribeV5,
      subscribe: (topics) => {
        const list = typeof topics === "string" ? [topics] : topics
        const publicTopic = list.find(WsMarket.isPublicTopic)
        return publicTopic === undefined
          ? subscribeV5(list, "private")
          : Stream.fail(new CategoryRequired({ topic: publicTopic }))
      },
      connection,
      state: (id) => Stream.unwrapScoped(Effect.map(connection(id), (conn) => conn.state.changes)),
      events: (id) => Stream.unwrapScoped(Effect.map(connection(id), (conn) => conn.events))
    } satisfies BybitSocketService
  })

/**
 * The client as a layer (platform requirements stay open).
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
> => Layer.scoped(BybitSocket, make(options))

/**
 * Streams frames of V5 topics of one category or of the private stream.
 *
 * @since 0.1.0
 * @category subscriptions
 */
export const subscribeV5 = (
  topics: string | ReadonlyArray<string>,
  market: WsMarket.Category | "private"
): Stream.Stream<Connection.Frame, Connection.SubscribeError, BybitSocket> =>
  Stream.unwrap(Effect.map(BybitSocket, (socket) => socket.subscribeV5(topics, market)))

/**
 * The state of a market's connection as it changes.
 *
 * @since 0.1.0
 * @category observability
 */
export const state = (market: WsMarket.MarketId): Stream.Stream<ConnectionState, SocketClosed, BybitSocket> =>
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
): Effect.Effect<ReadonlyArray<Connection.Frame>, E, R> =>
  Effect.map(Stream.runCollect(Stream.take(stream, n)), Chunk.toReadonlyArray)
