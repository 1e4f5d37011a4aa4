/**
 * One WebSocket connection of one market, as a scoped resource: a state machine with ping/pong and reconnects on
 * Schedules, authentication for private and trade connections, and acknowledged subscriptions that are sent again
 * after every reconnect. Frames are parsed and routed synchronously in the socket's message handler (no per-frame
 * Queue hop: see MEASURED.md).
 *
 * @since 0.1.0
 */
import * as Socket from "@effect/platform/Socket"
import * as Cause from "effect/Cause"
import type * as Clock from "effect/Clock"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as FiberId from "effect/FiberId"
import * as Metric from "effect/Metric"
import * as Option from "effect/Option"
import * as PubSub from "effect/PubSub"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as SubscriptionRef from "effect/SubscriptionRef"
import type * as Tracer from "effect/Tracer"
import { SocketAuthFailed, SocketClosed, SocketUnauthorized, SubscribeFailed } from "../Errors/SocketError.js"
import * as Metrics from "../Observability/Metrics.js"
import * as Spans from "../Observability/Spans.js"
import type { ConnectionEvent, ConnectionState } from "./ConnectionState.js"
import * as WsMarket from "./WsMarket.js"

/**
 * A parsed frame handed to topic listeners. Listeners run synchronously inside the socket's message handler: keep
 * them short (apply a delta, push to a buffer).
 *
 * @since 0.1.0
 * @category models
 */
export type Frame = Readonly<Record<string, unknown>>

/**
 * A topic listener. It may carry `parse`, a reader of its topic's frame text that stands in for `JSON.parse`: it
 * returns the very object `JSON.parse` would (and only frames it has checked), or `undefined` to leave the text to
 * `JSON.parse`. Order books use it to skip `JSON.parse`, their costliest step.
 *
 * @since 0.1.0
 * @category models
 */
export interface Listener {
  (frame: Frame): void
  readonly parse?: ((text: string) => Frame | undefined) | undefined
}

/**
 * Timing and retry options (defaults from the specification).
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** Ping every this often. Default 10000 ms. */
  readonly pingInterval?: Duration.DurationInput
  /** A pong not seen within this closes the socket and reconnects. Default 1000 ms. */
  readonly pongTimeout?: Duration.DurationInput
  /** Delays between reconnect attempts. Default: exactly 500 ms first, then exponential with jitter up to 30 s. */
  readonly reconnect?: Schedule.Schedule<unknown, unknown>
  /** No data frame for this long while subscribed means the connection is dead. Default 30 s. */
  readonly silenceTimeout?: Duration.DurationInput
  /** Time to wait for the socket to open. Default 10 s. */
  readonly openTimeout?: Duration.DurationInput
  /** Time to wait for an acknowledgement (subscribe, auth). Default 10 s. */
  readonly ackTimeout?: Duration.DurationInput
}

/**
 * The default reconnect schedule: the first reconnect waits exactly 500 ms; later ones grow exponentially from
 * 1 s with jitter, capped at 30 s.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultReconnect: Schedule.Schedule<unknown, unknown> = Schedule.andThen(
  Schedule.fromDelay("500 millis"),
  Schedule.exponential("1 second").pipe(Schedule.jittered, Schedule.union(Schedule.spaced("30 seconds")))
)

/**
 * Defaults from the specification.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaults = {
  pingInterval: Duration.millis(10_000),
  pongTimeout: Duration.millis(1_000),
  silenceTimeout: Duration.seconds(30),
  openTimeout: Duration.seconds(10),
  ackTimeout: Duration.seconds(10)
} as const

/**
 * Errors a subscription can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type SubscribeError = SubscribeFailed | SocketClosed | SocketUnauthorized | SocketAuthFailed

/**
 * The server refused to unsubscribe some topics, or did not acknowledge the request within the acknowledgement
 * timeout. The message mirrors the subscribe one: `(a,b) failed to unsubscribe`.
 *
 * @since 0.1.0
 * @category errors
 */
export class UnsubscribeFailed extends Schema.TaggedError<UnsubscribeFailed>()("UnsubscribeFailed", {
  topics: Schema.Array(Schema.String),
  reason: Schema.String
}) {
  override get message(): string {
    return `(${this.topics.join(",")}) failed to unsubscribe`
  }
}

/**
 * Errors an acknowledged unsubscribe can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type UnsubscribeError = UnsubscribeFailed | SocketClosed | SocketUnauthorized | SocketAuthFailed

/**
 * A connection.
 *
 * @since 0.1.0
 * @category models
 */
export interface Connection {
  readonly market: WsMarket.WsMarket
  /** The current state, observable. */
  readonly state: SubscriptionRef.SubscriptionRef<ConnectionState>
  /** Reconnects, resubscriptions and other happenings. */
  readonly events: Stream.Stream<ConnectionEvent>
  /**
   * Adds a listener for topics and waits until the server confirmed every one; fails with
   * `(a,b) failed to subscribe` for refused topics. The listener is removed (and topics nobody listens to any more
   * unsubscribed) when the scope closes.
   */
  readonly subscribe: (
    topics: ReadonlyArray<string>,
    listener: Listener
  ) => Effect.Effect<void, SubscribeError, Scope.Scope>
  /**
   * Removes a listener now and, for topics nobody listens to any more, sends `unsubscribe` and waits until the
   * server acknowledged it (by `req_id`, or by `COMMAND_RESP` success/fail topic lists); fails with
   * `(a,b) failed to unsubscribe` when refused or not acknowledged within the acknowledgement timeout. Topics never
   * subscribed on the current socket or refused by the server (or a connection that is down) need no request; one
   * whose acknowledgement never came does. Idempotent with the scope's release.
   */
  readonly unsubscribe: (topics: ReadonlyArray<string>, listener: Listener) => Effect.Effect<void, UnsubscribeError>
  /**
   * Unsubscribes and subscribes topics again on the live socket (all current topics when none are given) and waits
   * for both acknowledgements: the server answers with fresh snapshots, which is how a book rebuilds after a gap.
   * Listeners stay in place.
   */
  readonly resubscribe: (topics?: ReadonlyArray<string>) => Effect.Effect<void, SubscribeError | UnsubscribeFailed>
  /** Listens to frames that carry no topic (trade responses); removed with the scope. */
  readonly onUntopical: (listener: Listener) => Effect.Effect<void, never, Scope.Scope>
  /** Sends a frame once connected (and authenticated); fails if the connection is closed for good. */
  readonly send: (frame: string) => Effect.Effect<void, SocketClosed | SocketUnauthorized | SocketAuthFailed>
  /** Topics currently wanted (with at least one listener). */
  readonly topics: Effect.Effect<ReadonlyArray<string>>
}

/**
 * What a connection needs to open: its URL (an Effect, so a reconnect can compute it again), and for private and
 * trade markets an auth frame builder and the check of the auth reply.
 *
 * @since 0.1.0
 * @category models
 */
export interface Config {
  readonly market: WsMarket.WsMarket
  readonly url: Effect.Effect<string>
  /** Builds the auth frame (signed now); present for private and trade markets. */
  readonly authFrame?: Effect.Effect<string, SocketAuthFailed>
  readonly options?: Options
}

type Refusal =
  | { readonly _tag: "Refused"; readonly reason: string }
  | SocketClosed
  | SocketUnauthorized
  | SocketAuthFailed

interface TopicState {
  readonly listeners: Set<Listener>
  // a listener's text reader, used for every frame of the topic (its result is what JSON.parse would give)
  parse: ((text: string) => Frame | undefined) | undefined
  ack: Deferred.Deferred<void, Refusal>
  confirmed: boolean
  // a subscribe for it went out on this socket and was not refused: the server may hold it even when its
  // acknowledgement never came, so leaving or resubscribing it must unsubscribe it first
  held: boolean
}

type SessionEnd =
  | { readonly _tag: "Closed"; readonly reason: string }
  | { readonly _tag: "Unauthorized" }
  | { readonly _tag: "AuthFailed"; readonly reason: string }

const decoder = new TextDecoder()

// How every topical frame of the exchange starts.
const topicHead = '{"topic":"'

const describe = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message
  if (typeof cause === "object" && cause !== null) {
    const record = cause as { message?: unknown; error?: unknown }
    if (typeof record.message === "string" && record.message !== "") return record.message
    if (record.error instanceof Error) return record.error.message
  }
  return String(cause)
}

const classify = (error: Socket.SocketError): SessionEnd => {
  if (error.reason === "Open" && /\b401\b/.test(describe(error.cause))) return { _tag: "Unauthorized" }
  return {
    _tag: "Closed",
    reason: error.reason === "Close" ? `closed with code ${error.code}` : `${error.reason}: ${describe(error.cause)}`
  }
}

// No answer to `auth` at all (a silent or half-open socket) is not a refusal: the session ends and reconnects.
const noAuthReply = "no auth reply"

const pingFrame = (market: WsMarket.WsMarket, reqId: string): string =>
  market.kind === "trade" ? `{"op":"ping","reqId":"${reqId}"}` : `{"req_id":"${reqId}","op":"ping"}`

/**
 * Opens a connection for the enclosing scope. It connects at once and keeps reconnecting until the scope closes
 * (closing the socket with code 1000 and failing every pending acknowledgement with `SocketClosed`), the server
 * refuses the upgrade with 401 (logged, not retried), or authentication is refused (an `auth` that gets no answer
 * within the acknowledgement timeout is not a refusal: the socket is closed and the connection reconnects).
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (config: Config): Effect.Effect<Connection, never, Scope.Scope | Socket.WebSocketConstructor> =>
  Effect.gen(function* () {
    const market = config.market
    const options = config.options ?? {}
    const pingInterval = options.pingInterval ?? defaults.pingInterval
    const pongTimeout = options.pongTimeout ?? defaults.pongTimeout
    const silenceMs = Duration.toMillis(options.silenceTimeout ?? defaults.silenceTimeout)
    const ackTimeout = options.ackTimeout ?? defaults.ackTimeout
    const clock: Clock.Clock = yield* Effect.clock
    const platform = yield* Effect.context<Socket.WebSocketConstructor>()
    const state = yield* SubscriptionRef.make<ConnectionState>("initial")
    const events = yield* PubSub.unbounded<ConnectionEvent>()
    const connected = yield* Effect.makeLatch(false)
    const topics = new Map<string, TopicState>()
    const requests = new Map<
      string,
      { readonly op: "subscribe" | "unsubscribe"; readonly topics: ReadonlyArray<string> }
    >()
    // acknowledgements of unsubscribe requests in flight, per topic
    const leaving = new Map<string, Deferred.Deferred<void, Refusal>>()
    const untopical = new Set<Listener>()
    // topics with a text reader: while there are none, a frame goes straight to JSON.parse
    let readers = 0
    let write: ((frame: string) => Effect.Effect<void, Socket.SocketError>) | undefined
    let fatal: SocketClosed | SocketUnauthorized | SocketAuthFailed | undefined
    // completed when the connection ends for good, so a sender waiting for "connected" is told why
    const closedForGood = yield* Deferred.make<never, SocketClosed | SocketUnauthorized | SocketAuthFailed>()
    let pong: Deferred.Deferred<void> | undefined
    let auth: Deferred.Deferred<void, string> | undefined
    // the retCode of the auth answer (trade sockets send one), for the auth span
    let authCode: number | undefined
    let lastDataAt = clock.unsafeCurrentTimeMillis()
    let nextReqId = 1
    const reqId = () => String(nextReqId++)

    const publish = (event: ConnectionEvent) => PubSub.publish(events, event)

    const reconnects = Metrics.reconnectsOf(market.id)
    const spanAttributes: Record<string, unknown> =
      market.kind === "public" && market.id !== "misc"
        ? { [Spans.Attributes.market]: market.id, [Spans.Attributes.category]: market.id }
        : { [Spans.Attributes.market]: market.id }
    const endSpan = (span: Tracer.Span, exit: Exit.Exit<unknown, unknown>) =>
      Effect.sync(() => {
        if (span.status._tag === "Started") span.end(clock.unsafeCurrentTimeNanos(), exit)
      })

    const settle = (topic: string, result: Exit.Exit<void, Refusal>) => {
      const entry = topics.get(topic)
      if (entry === undefined) return
      entry.confirmed = Exit.isSuccess(result)
      entry.held = entry.confirmed
      Deferred.unsafeDone(entry.ack, result)
    }

    const settleLeaving = (topic: string, result: Exit.Exit<void, Refusal>) => {
      const waiting = leaving.get(topic)
      if (waiting === undefined) return
      leaving.delete(topic)
      Deferred.unsafeDone(waiting, result)
    }

    const onAck = (frame: Frame) => {
      const id = typeof frame.req_id === "string" ? frame.req_id : undefined
      const requested = id === undefined ? undefined : requests.get(id)
      if (id !== undefined && requested !== undefined) requests.delete(id)
      // which request this answers: the echoed op, else the request id's, else (option COMMAND_RESP without an id)
      // per topic, an unsubscribe in flight first
      const op = frame.op === "subscribe" || frame.op === "unsubscribe" ? frame.op : requested?.op
      const apply = (topic: string, result: Exit.Exit<void, Refusal>) => {
        if (op === "unsubscribe" || (op === undefined && leaving.has(topic))) settleLeaving(topic, result)
        else settle(topic, result)
      }
      const data = frame.data as { successTopics?: unknown; failTopics?: unknown } | undefined
      if (frame.type === "COMMAND_RESP" && data !== undefined) {
        for (const t of Array.isArray(data.successTopics) ? data.successTopics : []) {
          if (typeof t === "string") apply(t, Exit.void)
        }
        const reason = typeof frame.ret_msg === "string" && frame.ret_msg !== "" ? frame.ret_msg : "failTopics"
        for (const t of Array.isArray(data.failTopics) ? data.failTopics : []) {
          if (typeof t === "string") apply(t, Exit.fail({ _tag: "Refused", reason }))
        }
        return
      }
      if (requested === undefined) return
      const result: Exit.Exit<void, Refusal> =
        frame.success === true
          ? Exit.void
          : Exit.fail({ _tag: "Refused", reason: typeof frame.ret_msg === "string" ? frame.ret_msg : "refused" })
      for (const t of requested.topics) apply(t, result)
    }

    const onAuth = (frame: Frame) => {
      if (auth === undefined) return
      if (typeof frame.retCode === "number") authCode = frame.retCode
      const ok = frame.success === true || frame.retCode === 0
      const reason =
        typeof frame.ret_msg === "string" ? frame.ret_msg : typeof frame.retMsg === "string" ? frame.retMsg : ""
      Deferred.unsafeDone(auth, ok ? Exit.void : Exit.fail(reason === "" ? "auth refused" : reason))
    }

    // The hot path: one JSON.parse, then route. Never throws: a malformed frame is reported and dropped.
    const onFrame = (data: string | Uint8Array): void => {
      const text = typeof data === "string" ? data : decoder.decode(data)
      // a topic with a text reader (order books): route by the topic at the head of the frame and let the reader
      // stand in for JSON.parse; what it declines goes the ordinary way
      if (readers > 0 && text.startsWith(topicHead)) {
        const end = text.indexOf('"', topicHead.length)
        const entry = end < 0 ? undefined : topics.get(text.slice(topicHead.length, end))
        const read = entry?.parse?.(text)
        if (entry !== undefined && read !== undefined) {
          lastDataAt = clock.unsafeCurrentTimeMillis()
          for (const listener of entry.listeners) listener(read)
          return
        }
      }
      let frame: Frame
      try {
        const parsed: unknown = JSON.parse(text)
        if (typeof parsed !== "object" || parsed === null) throw new Error("not an object")
        frame = parsed as Frame
      } catch {
        events.unsafeOffer({ _tag: "MalformedFrame", market: market.id, sample: text.slice(0, 200) })
        return
      }
      const topic = frame.topic
      if (typeof topic === "string") {
        lastDataAt = clock.unsafeCurrentTimeMillis()
        const entry = topics.get(topic)
        if (entry !== undefined) for (const listener of entry.listeners) listener(frame)
        return
      }
      const op = frame.op
      if (op === "pong" || frame.ret_msg === "pong") {
        if (pong !== undefined) Deferred.unsafeDone(pong, Exit.void)
        return
      }
      if (op === "auth" || frame.type === "AUTH_RESP") onAuth(frame)
      else if (op === "subscribe" || op === "unsubscribe" || frame.type === "COMMAND_RESP") onAck(frame)
      else for (const listener of untopical) listener(frame)
    }

    const sendSubscribe = (send: (frame: string) => Effect.Effect<void, Socket.SocketError>, wanted: Array<string>) =>
      Effect.forEach(
        WsMarket.batches(market, wanted),
        (batch) => {
          const id = reqId()
          requests.set(id, { op: "subscribe", topics: batch })
          for (const t of batch) {
            const entry = topics.get(t)
            if (entry !== undefined) entry.held = true
          }
          return send(JSON.stringify({ req_id: id, op: "subscribe", args: batch }))
        },
        { discard: true }
      )

    const heartbeat = (send: (frame: string) => Effect.Effect<void, Socket.SocketError>) =>
      Effect.gen(function* () {
        while (true) {
          yield* Effect.sleep(pingInterval)
          const now = clock.unsafeCurrentTimeMillis()
          if (topics.size > 0 && now - lastDataAt > silenceMs) {
            return { _tag: "Closed", reason: `no data for ${now - lastDataAt} ms` } satisfies SessionEnd
          }
          const waiting = Deferred.unsafeMake<void>(FiberId.none)
          pong = waiting
          yield* send(pingFrame(market, reqId()))
          const answered = yield* Deferred.await(waiting).pipe(Effect.timeout(pongTimeout), Effect.option)
          if (Option.isNone(answered)) return { _tag: "Closed", reason: "pong timeout" } satisfies SessionEnd
        }
      }).pipe(Effect.catchAll((error) => Effect.succeed(classify(error))))

    // Sends the auth frame and waits for the answer; a refusal fails with its reason. The frame (key and
    // signature) never reaches the span.
    const authenticate = (
      send: (frame: string) => Effect.Effect<void, Socket.SocketError>,
      authFrame: Effect.Effect<string, SocketAuthFailed>
    ): Effect.Effect<void, string | Socket.SocketError> =>
      Effect.gen(function* () {
        const waiting = Deferred.unsafeMake<void, string>(FiberId.none)
        auth = waiting
        authCode = undefined
        const frame = yield* Effect.mapError(authFrame, (error) => error.reason)
        yield* send(frame)
        yield* Deferred.await(waiting).pipe(
          Effect.timeoutFail({ duration: ackTimeout, onTimeout: () => noAuthReply }),
          Effect.ensuring(
            Effect.suspend(() =>
              authCode === undefined ? Effect.void : Effect.annotateCurrentSpan(Spans.Attributes.retCode, authCode)
            )
          )
        )
      })

    // After the socket opened: authenticate, resubscribe, then beat until something ends the session.
    const afterOpen = (
      send: (frame: string) => Effect.Effect<void, Socket.SocketError>,
      reconnect: boolean,
      span: Tracer.Span
    ) =>
      Effect.gen(function* () {
        if (config.authFrame !== undefined) {
          const refused = yield* authenticate(send, config.authFrame).pipe(
            Effect.withSpan(Spans.authSpan, {
              parent: span,
              kind: "client",
              captureStackTrace: false,
              attributes: { [Spans.Attributes.market]: market.id }
            }),
            Effect.as(undefined),
            Effect.catchIf((error): error is string => typeof error === "string", Effect.succeed)
          )
          if (refused === noAuthReply) return { _tag: "Closed", reason: noAuthReply } satisfies SessionEnd
          if (refused !== undefined) return { _tag: "AuthFailed", reason: refused } satisfies SessionEnd
        }
        write = send
        lastDataAt = clock.unsafeCurrentTimeMillis()
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
        yield* publish({ _tag: "Connected", market: market.id, reconnect })
        if (wanted.length > 0) {
          yield* sendSubscribe(send, wanted)
          if (reconnect) {
            yield* Effect.forkDaemon(
              Effect.gen(function* () {
                // the acknowledgements are awaited together: a silent server is reported after one ackTimeout,
                // not one per topic
                const results = yield* Effect.forEach(
                  wanted,
                  (t) => {
                    const entry = topics.get(t)
                    return entry === undefined
                      ? Effect.succeed(true)
                      : Deferred.await(entry.ack).pipe(
                          Effect.timeout(ackTimeout),
                          Effect.as(true),
                          Effect.orElseSucceed(() => false)
                        )
                  },
                  { concurrency: "unbounded" }
                )
                const failed = wanted.filter((_, i) => !results[i])
                yield* publish(
                  failed.length === 0
                    ? { _tag: "Resubscribed", market: market.id, topics: wanted }
                    : { _tag: "ResubscribeFailed", market: market.id, topics: failed }
                )
              })
            )
          }
        }
        yield* endSpan(span, Exit.void)
        return yield* heartbeat(send)
      }).pipe(Effect.catchAll((error) => Effect.succeed(classify(error))))

    // An attempt that ended before the connection was usable ends its connect span with the reason.
    const endConnect = (span: Tracer.Span, exit: Exit.Exit<SessionEnd>) => {
      if (Exit.isFailure(exit)) return endSpan(span, exit)
      const end = exit.value
      return endSpan(
        span,
        Exit.fail(
          end._tag === "Unauthorized"
            ? new SocketUnauthorized({ market: market.id })
            : end._tag === "AuthFailed"
              ? new SocketAuthFailed({ market: market.id, reason: end.reason })
              : new SocketClosed({ market: market.id, reason: end.reason })
        )
      )
    }

    // One socket, from open to close; its connect span is a root (the connection belongs to no caller's trace).
    const session = (reconnect: boolean): Effect.Effect<SessionEnd, never, Socket.WebSocketConstructor> =>
      Effect.flatMap(
        Effect.makeSpan(Spans.connectSpan, {
          root: true,
          kind: "client",
          captureStackTrace: false,
          attributes: { ...spanAttributes, [Spans.Attributes.reconnect]: reconnect }
        }),
        (span) =>
          Effect.scoped(
            Effect.gen(function* () {
              yield* SubscriptionRef.set(state, "connecting")
              const socket = yield* Socket.makeWebSocket(config.url, {
                closeCodeIsError: () => true,
                openTimeout: options.openTimeout ?? defaults.openTimeout
              })
              const send = yield* socket.writer
              const opened = yield* Deferred.make<void>()
              const reader = socket.runRaw(onFrame, { onOpen: Deferred.succeed(opened, undefined) }).pipe(
                Effect.as<SessionEnd>({ _tag: "Closed", reason: "closed by the server" }),
                Effect.catchAll((error) => Effect.succeed(classify(error)))
              )
              const driver = Effect.zipRight(Deferred.await(opened), afterOpen(send, reconnect, span))
              return yield* Effect.raceFirst(reader, driver)
            })
          ).pipe(Effect.onExit((exit) => endConnect(span, exit)))
      ).pipe(
        Effect.ensuring(
          Effect.gen(function* () {
            write = undefined
            yield* connected.close
            for (const entry of topics.values()) {
              entry.confirmed = false
              entry.held = false
            }
            requests.clear()
            // the server forgets a closed socket's subscriptions: an unsubscribe in flight has what it asked for
            for (const t of [...leaving.keys()]) settleLeaving(t, Exit.void)
          })
        )
      )

    const failEverything = (error: SocketClosed | SocketUnauthorized | SocketAuthFailed) =>
      Effect.sync(() => {
        fatal = error
        Deferred.unsafeDone(closedForGood, Exit.fail(error))
        for (const entry of topics.values()) Deferred.unsafeDone(entry.ack, Exit.fail(error))
        for (const waiting of leaving.values()) Deferred.unsafeDone(waiting, Exit.fail(error))
        leaving.clear()
      })

    const loop = Effect.gen(function* () {
      const delays = yield* Schedule.driver(options.reconnect ?? defaultReconnect)
      let attempt = 0
      while (true) {
        const end = yield* session(attempt > 0)
        if (end._tag === "Unauthorized") {
          yield* Effect.logError(`WebSocket ${market.id}: upgrade refused with 401, not retrying`)
          yield* failEverything(new SocketUnauthorized({ market: market.id }))
          yield* publish({ _tag: "Fatal", market: market.id, reason: "401 Unauthorized" })
          return yield* SubscriptionRef.set(state, "initial")
        }
        if (end._tag === "AuthFailed") {
          yield* Effect.logError(`WebSocket ${market.id}: authentication failed (${end.reason})`)
          yield* failEverything(new SocketAuthFailed({ market: market.id, reason: end.reason }))
          yield* publish({ _tag: "Fatal", market: market.id, reason: end.reason })
          return yield* SubscriptionRef.set(state, "initial")
        }
        const wasConnected = (yield* SubscriptionRef.get(state)) === "connected"
        yield* publish({ _tag: "Disconnected", market: market.id, reason: end.reason })
        yield* SubscriptionRef.set(state, "reconnecting")
        if (wasConnected) {
          // a connection that came up resets the back-off: the next reconnect waits the first delay again
          yield* delays.reset
          attempt = 0
        }
        attempt++
        yield* publish({ _tag: "Reconnecting", market: market.id, attempt })
        const next = yield* Effect.either(delays.next(undefined))
        if (Either.isLeft(next)) {
          yield* failEverything(new SocketClosed({ market: market.id, reason: "reconnect attempts exhausted" }))
          return yield* SubscriptionRef.set(state, "initial")
        }
        // once per reconnect attempt, as the next socket is about to open
        yield* Metric.increment(reconnects)
      }
    })

    // The socket opens on first use (a subscription or a send), so an observer sees the state leave "initial".
    let loopFiber: Fiber.RuntimeFiber<void> | undefined
    const start = Effect.suspend(() => {
      if (loopFiber !== undefined || fatal !== undefined) return Effect.void
      return Effect.map(Effect.forkDaemon(Effect.provide(loop, platform)), (fiber) => {
        loopFiber = fiber
      })
    })
    yield* Effect.addFinalizer(() =>
      Effect.gen(function* () {
        if (loopFiber === undefined) return yield* PubSub.shutdown(events)
        yield* SubscriptionRef.set(state, "closing")
        yield* Fiber.interrupt(loopFiber)
        yield* failEverything(new SocketClosed({ market: market.id, reason: "the connection's scope was closed" }))
        yield* SubscriptionRef.set(state, "initial")
        yield* PubSub.shutdown(events)
      })
    )

    const subscribe = (wanted: ReadonlyArray<string>, listener: Listener) =>
      Effect.gen(function* () {
        if (fatal !== undefined) return yield* Effect.fail(fatal)
        yield* start
        const fresh: Array<string> = []
        for (const t of wanted) {
          let entry = topics.get(t)
          if (entry === undefined) {
            entry = {
              listeners: new Set(),
              parse: undefined,
              ack: Deferred.unsafeMake<void, Refusal>(FiberId.none),
              confirmed: false,
              held: false
            }
            topics.set(t, entry)
            fresh.push(t)
          }
          entry.listeners.add(listener)
          if (entry.parse === undefined && listener.parse !== undefined) {
            entry.parse = listener.parse
            readers++
          }
        }
        yield* Effect.addFinalizer(() => release(wanted, listener))
        if (fresh.length > 0 && write !== undefined) {
          yield* sendSubscribe(write, fresh).pipe(Effect.ignore)
        }
        // a server that never acknowledges must not hang the caller: no answer within ackTimeout is a refusal
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
          const result = results[i]!
          if (Exit.isFailure(result)) {
            const failure = Option.getOrUndefined(Cause.failureOption(result.cause))
            if (failure !== undefined && failure._tag !== "Refused") return yield* Effect.fail(failure)
            refused.push(wanted[i]!)
            if (failure !== undefined && reason === "") reason = failure.reason
          }
        }
        if (refused.length > 0) {
          yield* release(refused, listener)
          return yield* Effect.fail(new SubscribeFailed({ topics: refused, reason }))
        }
      }).pipe(
        Effect.withSpan(Spans.subscribeSpan, {
          kind: "client",
          captureStackTrace: false,
          attributes: { ...spanAttributes, [Spans.Attributes.topics]: wanted.join(",") }
        })
      )

    // Removes the listener; sends unsubscribe for topics nobody listens to any more that the server may hold,
    // and returns the wait for their acknowledgements (already settled when nothing was sent).
    const detach = (
      gone: ReadonlyArray<string>,
      listener: Listener
    ): Effect.Effect<Effect.Effect<void, UnsubscribeError>> =>
      Effect.gen(function* () {
        const idle: Array<string> = []
        for (const t of gone) {
          const entry = topics.get(t)
          if (entry === undefined) continue
          entry.listeners.delete(listener)
          if (entry.parse !== undefined && entry.parse === listener.parse) {
            entry.parse = undefined
            readers--
            for (const other of entry.listeners) {
              if (other.parse !== undefined) {
                entry.parse = other.parse
                readers++
                break
              }
            }
          }
          if (entry.listeners.size === 0) {
            if (entry.held) idle.push(t)
            topics.delete(t)
          }
        }
        const send = write
        if (idle.length === 0 || send === undefined) return Effect.void
        return yield* sendUnsubscribe(send, idle)
      })

    const sendUnsubscribe = (send: (frame: string) => Effect.Effect<void, Socket.SocketError>, gone: Array<string>) =>
      Effect.gen(function* () {
        const acks = gone.map((t) => {
          const waiting = Deferred.unsafeMake<void, Refusal>(FiberId.none)
          const previous = leaving.get(t)
          if (previous !== undefined) Deferred.unsafeDone(previous, Exit.void)
          leaving.set(t, waiting)
          return waiting
        })
        yield* Effect.forEach(
          WsMarket.batches(market, gone),
          (batch) => {
            const id = reqId()
            requests.set(id, { op: "unsubscribe", topics: batch })
            return send(JSON.stringify({ req_id: id, op: "unsubscribe", args: batch }))
          },
          { discard: true }
        ).pipe(Effect.ignore)
        return awaitUnsubscribed(gone, acks)
      })

    const awaitUnsubscribed = (
      gone: ReadonlyArray<string>,
      acks: ReadonlyArray<Deferred.Deferred<void, Refusal>>
    ): Effect.Effect<void, UnsubscribeError> =>
      Effect.gen(function* () {
        const results = yield* Effect.forEach(
          acks,
          (ack) =>
            Effect.exit(
              Deferred.await(ack).pipe(
                Effect.timeoutFail({
                  duration: ackTimeout,
                  onTimeout: (): Refusal => ({
                    _tag: "Refused",
                    reason: `not acknowledged within ${Duration.format(Duration.decode(ackTimeout))}`
                  })
                })
              )
            ),
          { concurrency: "unbounded" }
        )
        const refused: Array<string> = []
        let reason = ""
        for (let i = 0; i < results.length; i++) {
          const result = results[i]!
          if (Exit.isFailure(result)) {
            const failure = Option.getOrUndefined(Cause.failureOption(result.cause))
            if (failure !== undefined && failure._tag !== "Refused") return yield* Effect.fail(failure)
            refused.push(gone[i]!)
            if (failure !== undefined && reason === "") reason = failure.reason
          }
        }
        for (const t of gone) if (leaving.get(t) !== undefined && refused.includes(t)) leaving.delete(t)
        if (refused.length > 0) return yield* Effect.fail(new UnsubscribeFailed({ topics: refused, reason }))
      })

    const unsubscribe = (gone: ReadonlyArray<string>, listener: Listener) =>
      Effect.flatMap(detach(gone, listener), (wait) => wait)

    // The scope's release must not wait for the server: the acknowledgement is awaited in the background, a
    // refusal logged.
    const release = (gone: ReadonlyArray<string>, listener: Listener) =>
      Effect.flatMap(detach(gone, listener), (wait) =>
        Effect.forkDaemon(
          wait.pipe(Effect.catchAll((error) => Effect.logWarning(`WebSocket ${market.id}: ${error.message}`)))
        )
      ).pipe(Effect.asVoid)

    const resubscribe = (only?: ReadonlyArray<string>): Effect.Effect<void, SubscribeError | UnsubscribeFailed> =>
      Effect.gen(function* () {
        if (fatal !== undefined) return yield* Effect.fail(fatal)
        const wanted = (only ?? [...topics.keys()]).filter((t) => topics.has(t))
        const send = write
        if (wanted.length === 0 || send === undefined) return
        const held = wanted.filter((t) => topics.get(t)?.held === true)
        if (held.length > 0) {
          const wait = yield* sendUnsubscribe(send, held)
          yield* wait
        }
        for (const t of wanted) {
          const entry = topics.get(t)
          if (entry === undefined) continue
          entry.confirmed = false
          entry.held = false
          if (yield* Deferred.isDone(entry.ack)) entry.ack = Deferred.unsafeMake<void, Refusal>(FiberId.none)
        }
        yield* sendSubscribe(send, wanted).pipe(Effect.ignore)
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
                      onTimeout: (): Refusal => ({ _tag: "Refused", reason: "resubscribe not acknowledged" })
                    })
                  )
                )
          },
          { concurrency: "unbounded" }
        )
        const refused: Array<string> = []
        let reason = ""
        for (let i = 0; i < results.length; i++) {
          const result = results[i]!
          if (Exit.isFailure(result)) {
            const failure = Option.getOrUndefined(Cause.failureOption(result.cause))
            if (failure !== undefined && failure._tag !== "Refused") return yield* Effect.fail(failure)
            refused.push(wanted[i]!)
            if (failure !== undefined && reason === "") reason = failure.reason
          }
        }
        if (refused.length > 0) return yield* Effect.fail(new SubscribeFailed({ topics: refused, reason }))
      })

    const send = (frame: string) =>
      Effect.gen(function* () {
        if (fatal !== undefined) return yield* Effect.fail(fatal)
        yield* start
        yield* Effect.raceFirst(connected.await, Deferred.await(closedForGood))
        const current = write
        if (current === undefined)
          return yield* Effect.fail(new SocketClosed({ market: market.id, reason: "not connected" }))
        yield* current(frame).pipe(
          Effect.mapError((error) => new SocketClosed({ market: market.id, reason: describe(error) }))
        )
      })

    return {
      market,
      state,
      events: Stream.fromPubSub(events),
      subscribe,
      unsubscribe,
      resubscribe,
      onUntopical: (listener: Listener) =>
        Effect.acquireRelease(
          Effect.sync(() => untopical.add(listener)),
          () => Effect.sync(() => untopical.delete(listener))
        ).pipe(Effect.asVoid),
      send,
      topics: Effect.sync(() => [...topics.keys()])
    } satisfies Connection
  })
