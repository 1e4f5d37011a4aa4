/**
 * A WebSocket client bound to one legacy market (spot v1, spot v3, USDC options or perpetuals, unified, contract):
 * one scoped connection per stream path, opened on first use, with the V5 machinery's states, ping/pong, reconnect
 * Schedule and acknowledged subscriptions sent again after every reconnect — framed by the market's protocol
 * (`Protocol`). A topic of another market fails with `WrongMarket`; a merged spot v1 book without its dump scale
 * fails with `DumpScaleRequired`; a 401 on the upgrade (spot v1 private signs its URL) is logged and not retried.
 * Error frames become the catalogue's typed errors on `errors`.
 *
 * @since 0.1.0
 */
import * as Socket from "@effect/platform/Socket"
import * as Cause from "effect/Cause"
import * as Clock from "effect/Clock"
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as FiberId from "effect/FiberId"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as PubSub from "effect/PubSub"
import * as Queue from "effect/Queue"
import * as Schedule from "effect/Schedule"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type * as ExchangeError from "../../Errors/ExchangeError.js"
import {
  SocketAuthFailed,
  SocketClosed,
  SocketUnauthorized,
  SubscribeFailed,
  WrongMarket
} from "../../Errors/SocketError.js"
import * as Credentials from "../../Layers/Credentials.js"
import { Environment, type EnvironmentShape } from "../../Layers/Environment.js"
import type { Signer } from "../../Signing/Signer.js"
import * as WsAuth from "../../Signing/WsAuth.js"
import * as Connection from "../Connection.js"
import type { ConnectionEvent, ConnectionState } from "../ConnectionState.js"
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
  /** Needed for private topics. */
  readonly credentials?: Credentials.ApiCredentials | undefined
  readonly options?: Options | undefined
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
export class LegacySocket extends Context.Tag("effect-bybit/LegacySocket")<LegacySocket, Service>() {}

type Refusal =
  | { readonly _tag: "Refused"; readonly reason: string }
  | SocketClosed
  | SocketUnauthorized
  | SocketAuthFailed

type Fatal = SocketClosed | SocketUnauthorized | SocketAuthFailed

interface TopicState {
  readonly listeners: Set<Connection.Listener>
  ack: Deferred.Deferred<void, Refusal>
  confirmed: boolean
}

type SessionEnd =
  | { readonly _tag: "Closed"; readonly reason: string }
  | { readonly _tag: "Unauthorized" }
  | { readonly _tag: "AuthFailed"; readonly reason: string }

interface Channel {
  readonly state: SubscriptionRef.SubscriptionRef<ConnectionState>
  readonly subscribe: (
    topics: ReadonlyArray<string>,
    listener: Connection.Listener
  ) => Effect.Effect<void, SubscribeFailed | Fatal, Scope.Scope>
}

const decoder = new TextDecoder()

const describe = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message
  if (typeof cause === "object" && cause !== null) {
    const record = cause as { message?: unknown; error?: unknown }
    if (typeof record.message === "string" && record.message !== "") return record.message
    if (record.error instanceof Error) return record.error.message
  }
  return String(cause)
}

const classifySocketError = (error: Socket.SocketError): SessionEnd => {
  if (error.reason === "Open" && /\b401\b/.test(describe(error.cause))) return { _tag: "Unauthorized" }
  return {
    _tag: "Closed",
    reason: error.reason === "Close" ? `closed with code ${error.code}` : `${error.reason}: ${describe(error.cause)}`
  }
}

const batches = (topics: ReadonlyArray<string>, size: number): Array<Array<string>> => {
  const out: Array<Array<string>> = []
  const step = Math.max(1, Math.min(size, topics.length))
  for (let i = 0; i < topics.length; i += step) out.push(topics.slice(i, i + step))
  return out
}

/**
 * Builds a client for the enclosing scope. Connections open on first subscription and close with the scope.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (
  config: Config
): Effect.Effect<Service, never, Scope.Scope | Socket.WebSocketConstructor | Signer> =>
  Effect.gen(function* () {
    const market = Markets.markets[config.market]
    const options = config.options ?? {}
    const pingInterval = options.pingInterval ?? Connection.defaults.pingInterval
    const pongTimeout = options.pongTimeout ?? Connection.defaults.pongTimeout
    const ackTimeout = options.ackTimeout ?? Connection.defaults.ackTimeout
    const authWindow = options.authWindow ?? WsAuth.defaultAuthWindow
    const context = yield* Effect.context<Socket.WebSocketConstructor | Signer>()
    const events = yield* PubSub.unbounded<ConnectionEvent>()
    const errors = yield* PubSub.unbounded<ExchangeError.ExchangeError>()
    const host = Markets.hostOf(config.environment)
    const channels = new Map<string, Channel>()
    const fibers = new Set<Fiber.RuntimeFiber<void>>()
    let nextReqId = 1
    const reqId = () => String(nextReqId++)

    const report = (op: string, error: { readonly code: number; readonly message: string }) =>
      errors.unsafeOffer(Protocol.toExchangeError(market, op, error))

    const signedArgs = Effect.gen(function* () {
      const credentials = config.credentials
      if (credentials === undefined) {
        return yield* Effect.fail("private topics need API credentials")
      }
      const now = yield* Clock.currentTimeMillis
      return yield* WsAuth.authArgs({
        apiKey: credentials.apiKey,
        secret: credentials.apiSecret,
        expires: WsAuth.expiresAt(now, authWindow)
      }).pipe(Effect.mapError((e) => e.message))
    })

    const makeChannel = (path: string, kind: "public" | "private"): Effect.Effect<Channel> =>
      Effect.gen(function* () {
        const label = `${market.id}${path}`
        const state = yield* SubscriptionRef.make<ConnectionState>("initial")
        const connected = yield* Effect.makeLatch(false)
        const topics = new Map<string, TopicState>()
        const requests = new Map<string, ReadonlyArray<string>>()
        const closedForGood = yield* Deferred.make<never, Fatal>()
        const unsolicited = kind === "private" && market.privateUnsolicited
        let write: ((frame: string) => Effect.Effect<void, Socket.SocketError>) | undefined
        let fatal: Fatal | undefined
        let pong: Deferred.Deferred<void> | undefined
        let auth: Deferred.Deferred<void, string> | undefined

        const settle = (topic: string, result: Exit.Exit<void, Refusal>) => {
          const entry = topics.get(topic)
          if (entry === undefined) return
          entry.confirmed = Exit.isSuccess(result)
          Deferred.unsafeDone(entry.ack, result)
        }

        const deliver = (topic: string, frame: Connection.Frame) => {
          const entry = topics.get(topic)
          if (entry !== undefined) for (const listener of entry.listeners) listener(frame)
        }

        // The hot path: one JSON.parse, classify, route. A malformed frame is reported and dropped.
        const onFrame = (data: string | Uint8Array): void => {
          const text = typeof data === "string" ? data : decoder.decode(data)
          let parsed: unknown
          try {
            parsed = JSON.parse(text)
          } catch {
            events.unsafeOffer({ _tag: "MalformedFrame", market: label, sample: text.slice(0, 200) })
            return
          }
          const incoming = Protocol.classify(market.protocol, parsed)
          switch (incoming._tag) {
            case "Data": {
              if (Array.isArray(parsed)) {
                for (const item of parsed) {
                  if (typeof item === "object" && item !== null) {
                    const e = (item as Connection.Frame).e
                    if (typeof e === "string") deliver(e, item as Connection.Frame)
                  }
                }
              } else deliver(incoming.topic, parsed as Connection.Frame)
              return
            }
            case "Pong":
              if (pong !== undefined) Deferred.unsafeDone(pong, Exit.void)
              return
            case "Auth": {
              if (!incoming.success && incoming.code !== undefined) {
                report("auth", { code: incoming.code, message: incoming.message })
              }
              const reason = incoming.code === undefined ? incoming.message : `${incoming.code} ${incoming.message}`
              if (auth !== undefined) {
                Deferred.unsafeDone(auth, incoming.success ? Exit.void : Exit.fail(reason || "auth refused"))
              }
              return
            }
            case "Ack": {
              if (incoming.op === "unsubscribe") return
              if (incoming.code !== undefined) report("subscribe", { code: incoming.code, message: incoming.message })
              const reason = incoming.code === undefined ? incoming.message : `${incoming.code} ${incoming.message}`
              const refusal: Exit.Exit<void, Refusal> = Exit.fail({ _tag: "Refused", reason: reason || "refused" })
              const requested = incoming.reqId === undefined ? undefined : requests.get(incoming.reqId)
              if (requested !== undefined && incoming.reqId !== undefined) {
                requests.delete(incoming.reqId)
                if (incoming.topics.length === 0) {
                  for (const t of requested) settle(t, incoming.success ? Exit.void : refusal)
                  return
                }
              }
              for (const t of incoming.topics) settle(t, incoming.failed.includes(t) ? refusal : Exit.void)
              return
            }
            case "Error": {
              report("stream", incoming)
              if (auth !== undefined) Deferred.unsafeDone(auth, Exit.fail(`${incoming.code} ${incoming.message}`))
              return
            }
            case "Unknown":
              return
          }
        }

        const sendSubscribe = (
          send: (frame: string) => Effect.Effect<void, Socket.SocketError>,
          wanted: Array<string>
        ) =>
          unsolicited
            ? Effect.sync(() => {
                for (const t of wanted) settle(t, Exit.void)
              })
            : Effect.forEach(
                batches(wanted, market.maxArgsPerRequest),
                (batch) => {
                  const id = reqId()
                  requests.set(id, batch)
                  return Protocol.encodeSubscription(market.protocol, "subscribe", batch, id).pipe(
                    Effect.catchTag("DumpScaleRequired", () => Effect.succeed([])),
                    Effect.flatMap((frames) => Effect.forEach(frames, send, { discard: true }))
                  )
                },
                { discard: true }
              )

        const heartbeat = (send: (frame: string) => Effect.Effect<void, Socket.SocketError>) =>
          Effect.gen(function* () {
            while (true) {
              yield* Effect.sleep(pingInterval)
              const waiting = Deferred.unsafeMake<void>(FiberId.none)
              pong = waiting
              yield* send(Protocol.encodePing(market.protocol, reqId(), yield* Clock.currentTimeMillis))
              const answered = yield* Deferred.await(waiting).pipe(Effect.timeout(pongTimeout), Effect.option)
              if (Option.isNone(answered)) return { _tag: "Closed", reason: "pong timeout" } satisfies SessionEnd
            }
          }).pipe(Effect.catchAll((error) => Effect.succeed(classifySocketError(error))))

        const afterOpen = (send: (frame: string) => Effect.Effect<void, Socket.SocketError>, reconnect: boolean) =>
          Effect.gen(function* () {
            if (kind === "private" && market.auth === "op") {
              const waiting = Deferred.unsafeMake<void, string>(FiberId.none)
              auth = waiting
              const args = yield* Effect.either(signedArgs)
              if (Either.isLeft(args)) return { _tag: "AuthFailed", reason: args.left } satisfies SessionEnd
              yield* send(Protocol.encodeAuth(market.protocol, args.right, reqId()))
              const answer = yield* Deferred.await(waiting).pipe(
                Effect.timeoutFail({ duration: ackTimeout, onTimeout: () => "no auth reply" }),
                Effect.either
              )
              auth = undefined
              if (Either.isLeft(answer)) return { _tag: "AuthFailed", reason: answer.left } satisfies SessionEnd
            }
            write = send
            const wanted = [...topics.keys()]
            for (const t of wanted) {
              const entry = topics.get(t)
              // a settled acknowledgement belongs to the previous socket; a pending one keeps its waiting subscriber
              if (entry !== undefined && (yield* Deferred.isDone(entry.ack))) {
                entry.confirmed = false
                entry.ack = Deferred.unsafeMake<void, Refusal>(FiberId.none)
              }
            }
            yield* SubscriptionRef.set(state, "connected")
            yield* connected.open
            yield* PubSub.publish(events, { _tag: "Connected", market: label, reconnect })
            if (wanted.length > 0) yield* sendSubscribe(send, wanted)
            return yield* heartbeat(send)
          }).pipe(Effect.catchAll((error) => Effect.succeed(classifySocketError(error))))

        const url = Effect.gen(function* () {
          if (host === undefined) return yield* Effect.fail(`${market.id} has no stream in ${config.environment.name}`)
          if (kind === "private" && market.auth === "urlParams") {
            const args = yield* signedArgs
            return `${host}${path}${Protocol.authQuery(args)}`
          }
          return `${host}${path}`
        })

        const session = (reconnect: boolean): Effect.Effect<SessionEnd, never, Socket.WebSocketConstructor | Signer> =>
          Effect.scoped(
            Effect.gen(function* () {
              yield* SubscriptionRef.set(state, "connecting")
              const target = yield* Effect.either(url)
              if (Either.isLeft(target)) return { _tag: "AuthFailed", reason: target.left } satisfies SessionEnd
              const socket = yield* Socket.makeWebSocket(target.right, {
                closeCodeIsError: () => true,
                openTimeout: options.openTimeout ?? Connection.defaults.openTimeout
              })
              const send = yield* socket.writer
              const opened = yield* Deferred.make<void>()
              const reader = socket.runRaw(onFrame, { onOpen: Deferred.succeed(opened, undefined) }).pipe(
                Effect.as<SessionEnd>({ _tag: "Closed", reason: "closed by the server" }),
                Effect.catchAll((error) => Effect.succeed(classifySocketError(error)))
              )
              const driver = Effect.zipRight(Deferred.await(opened), afterOpen(send, reconnect))
              return yield* Effect.raceFirst(reader, driver)
            })
          ).pipe(
            Effect.ensuring(
              Effect.gen(function* () {
                write = undefined
                yield* connected.close
                for (const entry of topics.values()) entry.confirmed = false
                requests.clear()
              })
            )
          )

        const failEverything = (error: Fatal) =>
          Effect.sync(() => {
            fatal = error
            Deferred.unsafeDone(closedForGood, Exit.fail(error))
            for (const entry of topics.values()) Deferred.unsafeDone(entry.ack, Exit.fail(error))
          })

        const loop = Effect.gen(function* () {
          const delays = yield* Schedule.driver(options.reconnect ?? Connection.defaultReconnect)
          let attempt = 0
          while (true) {
            const end = yield* session(attempt > 0)
            if (end._tag === "Unauthorized") {
              yield* Effect.logError(`WebSocket ${label}: upgrade refused with 401, not retrying`)
              yield* failEverything(new SocketUnauthorized({ market: label }))
              yield* PubSub.publish(events, { _tag: "Fatal", market: label, reason: "401 Unauthorized" })
              return yield* SubscriptionRef.set(state, "initial")
            }
            if (end._tag === "AuthFailed") {
              yield* Effect.logError(`WebSocket ${label}: authentication failed (${end.reason})`)
              yield* failEverything(new SocketAuthFailed({ market: label, reason: end.reason }))
              yield* PubSub.publish(events, { _tag: "Fatal", market: label, reason: end.reason })
              return yield* SubscriptionRef.set(state, "initial")
            }
            const wasConnected = (yield* SubscriptionRef.get(state)) === "connected"
            yield* PubSub.publish(events, { _tag: "Disconnected", market: label, reason: end.reason })
            yield* SubscriptionRef.set(state, "reconnecting")
            if (wasConnected) {
              yield* delays.reset
              attempt = 0
            }
            attempt++
            yield* PubSub.publish(events, { _tag: "Reconnecting", market: label, attempt })
            const next = yield* Effect.either(delays.next(undefined))
            if (Either.isLeft(next)) {
              yield* failEverything(new SocketClosed({ market: label, reason: "reconnect attempts exhausted" }))
              return yield* SubscriptionRef.set(state, "initial")
            }
          }
        })

        let loopFiber: Fiber.RuntimeFiber<void> | undefined
        const start = Effect.suspend(() => {
          if (loopFiber !== undefined || fatal !== undefined) return Effect.void
          return Effect.map(Effect.forkDaemon(Effect.provide(loop, context)), (fiber) => {
            loopFiber = fiber
            fibers.add(fiber)
          })
        })

        const unsubscribe = (gone: ReadonlyArray<string>, listener: Connection.Listener) =>
          Effect.gen(function* () {
            const idle: Array<string> = []
            for (const t of gone) {
              const entry = topics.get(t)
              if (entry === undefined) continue
              entry.listeners.delete(listener)
              if (entry.listeners.size === 0) {
                if (entry.confirmed) idle.push(t)
                topics.delete(t)
              }
            }
            const send = write
            if (idle.length > 0 && send !== undefined && !unsolicited) {
              yield* Effect.forEach(
                batches(idle, market.maxArgsPerRequest),
                (batch) =>
                  Protocol.encodeSubscription(market.protocol, "unsubscribe", batch, reqId()).pipe(
                    Effect.flatMap((frames) => Effect.forEach(frames, send, { discard: true }))
                  ),
                { discard: true }
              ).pipe(Effect.ignore)
            }
          })

        const subscribe = (wanted: ReadonlyArray<string>, listener: Connection.Listener) =>
          Effect.gen(function* () {
            if (fatal !== undefined) return yield* Effect.fail(fatal)
            yield* start
            const fresh: Array<string> = []
            for (const t of wanted) {
              let entry = topics.get(t)
              if (entry === undefined) {
                entry = {
                  listeners: new Set(),
                  ack: Deferred.unsafeMake<void, Refusal>(FiberId.none),
                  confirmed: false
                }
                topics.set(t, entry)
                fresh.push(t)
              }
              entry.listeners.add(listener)
            }
            yield* Effect.addFinalizer(() => unsubscribe(wanted, listener))
            if (fresh.length > 0 && write !== undefined) yield* sendSubscribe(write, fresh).pipe(Effect.ignore)
            const results = yield* Effect.forEach(
              wanted,
              (t) => {
                const entry = topics.get(t)
                return entry === undefined
                  ? Effect.succeed(Exit.void)
                  : Effect.exit(
                      Deferred.await(entry.ack).pipe(
                        Effect.timeoutFail({
                          duration: ackTimeout,
                          onTimeout: (): Refusal => ({
                            _tag: "Refused",
                            reason: `not acknowledged within ${Duration.format(Duration.decode(ackTimeout))}`
                          })
                        })
                      )
                    )
              },
              { concurrency: "unbounded" }
            )
            const refused: Array<string> = []
            let reason = ""
            for (let i = 0; i < results.length; i++) {
              const result = results[i]
              const topic = wanted[i]
              if (result === undefined || topic === undefined || Exit.isSuccess(result)) continue
              const failure = Option.getOrUndefined(Cause.failureOption(result.cause))
              if (failure !== undefined && failure._tag !== "Refused") return yield* Effect.fail(failure)
              refused.push(topic)
              if (failure !== undefined && reason === "") reason = failure.reason
            }
            if (refused.length > 0) {
              yield* unsubscribe(refused, listener)
              return yield* Effect.fail(new SubscribeFailed({ topics: refused, reason }))
            }
          })

        return { state, subscribe } satisfies Channel
      })

    const channelFor = (path: string, kind: "public" | "private") =>
      Effect.gen(function* () {
        const existing = channels.get(path)
        if (existing !== undefined) return existing
        const created = yield* makeChannel(path, kind)
        channels.set(path, created)
        return created
      })

    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        for (const fiber of fibers) yield* Fiber.interrupt(fiber)
        for (const channel of channels.values()) yield* SubscriptionRef.set(channel.state, "initial")
        yield* PubSub.shutdown(events)
        yield* PubSub.shutdown(errors)
      })
    )

    const route = (topic: string) =>
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

    const subscribe = (input: string | ReadonlyArray<string>, listener: Connection.Listener) =>
      Effect.gen(function* () {
        const wanted = typeof input === "string" ? [input] : input
        const groups = new Map<string, { kind: "public" | "private"; topics: Array<string> }>()
        for (const topic of wanted) {
          const { kind, path } = yield* route(topic)
          const group = groups.get(path)
          if (group === undefined) groups.set(path, { kind, topics: [topic] })
          else group.topics.push(topic)
        }
        yield* Effect.forEach(
          [...groups],
          ([path, group]) => Effect.flatMap(channelFor(path, group.kind), (c) => c.subscribe(group.topics, listener)),
          { concurrency: "unbounded", discard: true }
        )
      })

    const stream = (topic: string): Stream.Stream<Connection.Frame, SubscribeError> =>
      Stream.unwrapScoped(
        Effect.gen(function* () {
          const queue = yield* Effect.acquireRelease(Queue.unbounded<Connection.Frame>(), Queue.shutdown)
          yield* subscribe(topic, (frame) => {
            queue.unsafeOffer(frame)
          })
          return Stream.fromQueue(queue)
        })
      )

    const state = (topic: string) =>
      Effect.gen(function* () {
        const kind = Markets.channelOf(market, topic)
        if (kind === undefined) return "initial" as ConnectionState
        const channel = channels.get(Markets.pathOf(market, kind, topic))
        return channel === undefined ? ("initial" as ConnectionState) : yield* SubscriptionRef.get(channel.state)
      })

    return {
      market,
      subscribe,
      stream,
      state,
      events: Stream.fromPubSub(events),
      errors: Stream.fromPubSub(errors)
    } satisfies Service
  })

/**
 * The client as a layer, for the market given, reading the environment and the default credentials.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (
  market: Markets.MarketId,
  options?: Options
): Layer.Layer<LegacySocket, never, Environment | Credentials.Credentials | Socket.WebSocketConstructor | Signer> =>
  Layer.scoped(
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
