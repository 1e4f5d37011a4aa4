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
import * as Validate from "../Http/Validate.js"
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

interface Shard {
  readonly index: number
  /** Topic to the number of subscriptions holding it. */
  readonly topics: Map<string, number>
  chars: number
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
    market: WsMarket.Category | "private" | "misc"
  ) => Stream.Stream<Connection.Frame, Connection.SubscribeError>
  /**
   * Subscribes raw topics: private topics, and `system.status` (routed to the `misc` stream). A V5 public topic
   * fails with `CategoryRequired`, telling the caller to use `subscribeV5` with a category.
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

    // Connections are keyed "market#shard": topics beyond one connection's documented limits (option: 2000 args;
    // public: 21,000 characters of args) go to further connections of the same market.
    const connections = yield* RcMap.make({
      lookup: (key: string) =>
        Effect.gen(function* () {
          const id = key.slice(0, key.indexOf("#")) as WsMarket.MarketId
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
            market,
            url: Effect.succeed(url),
            ...(market.kind === "public" ? {} : { authFrame: authFrame(market) }),
            options
          }).pipe(Effect.provide(context))
        }),
      ...(options.idleTimeToLive === undefined ? {} : { idleTimeToLive: options.idleTimeToLive })
    })

    const connection = (id: WsMarket.MarketId) => RcMap.get(connections, `${id}#0`)
    const shards = new Map<WsMarket.MarketId, Array<Shard>>()

    // Places topics on shards with room (a topic already placed stays where it is), counting references.
    const assign = (id: WsMarket.MarketId, topics: ReadonlyArray<string>): Map<number, Array<string>> => {
      const market = WsMarket.markets[id]
      let list = shards.get(id)
      if (list === undefined) {
        list = []
        shards.set(id, list)
      }
      const placed = new Map<number, Array<string>>()
      for (const topic of topics) {
        let shard = list.find((candidate) => candidate.topics.has(topic))
        if (shard === undefined) {
          shard = list.find(
            (candidate) =>
              candidate.topics.size < market.maxArgsPerConnection &&
              candidate.chars + topic.length <= market.maxArgsChars
          )
          if (shard === undefined) {
            shard = { index: list.length, topics: new Map(), chars: 0 }
            list.push(shard)
          }
          shard.chars += topic.length
        }
        shard.topics.set(topic, (shard.topics.get(topic) ?? 0) + 1)
        const group = placed.get(shard.index) ?? []
        group.push(topic)
        placed.set(shard.index, group)
      }
      return placed
    }

    const release = (id: WsMarket.MarketId, placed: Map<number, Array<string>>) =>
      Effect.sync(() => {
        const list = shards.get(id) ?? []
        for (const [index, topics] of placed) {
          const shard = list[index]
          if (shard === undefined) continue
          for (const topic of topics) {
            const count = (shard.topics.get(topic) ?? 1) - 1
            if (count > 0) shard.topics.set(topic, count)
            else {
              shard.topics.delete(topic)
              shard.chars -= topic.length
            }
          }
        }
      })

    const subscribeV5 = (
      topics: string | ReadonlyArray<string>,
      market: WsMarket.Category | "private" | "misc"
    ): Stream.Stream<Connection.Frame, Connection.SubscribeError> =>
      // asyncPush: a frame is a synchronous buffer push, and frames that arrive between pulls reach the user as one
      // chunk (no fiber or promise per frame); unbounded so a slow consumer never loses a frame
      Stream.asyncPush<Connection.Frame, Connection.SubscribeError>(
        (emit) =>
          Effect.gen(function* () {
            const placed = assign(market, typeof topics === "string" ? [topics] : topics)
            yield* Effect.addFinalizer(() => release(market, placed))
            const listener = (frame: Connection.Frame) => {
              emit.single(frame)
            }
            yield* Effect.forEach(
              placed,
              ([index, group]) =>
                Effect.flatMap(RcMap.get(connections, `${market}#${index}`), (conn) => conn.subscribe(group, listener)),
              { discard: true, concurrency: "unbounded" }
            )
          }),
        { bufferSize: "unbounded" }
      )

    return {
      subscribeV5,
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
  market: WsMarket.Category | "private" | "misc"
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
