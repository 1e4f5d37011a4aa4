/**
 * The subscriptions of one session: which topics are wanted and by which listeners (reference counts), the
 * requests in flight and their acknowledgements (with a timeout), refused topics, unsubscribing what nobody listens
 * to any more, and subscribing everything again on every new socket. It also routes incoming frames: data to the
 * topic's listeners (synchronously, in the socket's message handler: no per-frame Queue hop), acknowledgements to
 * their waiters, frames without a topic to their listeners; what is left (pongs, auth answers, errors) goes back to
 * the session.
 *
 * @since 0.1.0
 */

import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Scope from "effect/Scope"
import { InvalidTopics, type SocketFatal, SubscribeFailed, UnsubscribeFailed } from "../Errors/SocketError.js"
import type * as Logs from "../Observability/Logs.js"
import type * as Recorder from "../Observability/Recorder.js"
import * as Spans from "../Observability/Spans.js"
import type { ConnectionEvent } from "./ConnectionState.js"
import type * as Hub from "./Hub.js"
import * as Acks from "./internal/acks.js"
import * as Table from "./internal/table.js"
import type { Listener, Write } from "./Listener.js"
import * as Protocol from "./Protocol.js"

export type {
  /** @since 0.1.0 */
  Listener,
  /** @since 0.1.0 */
  Write
} from "./Listener.js"

/**
 * The listener with `fail` set: what a stream passes so that the end of its connection ends it too (its text readers,
 * if any, are kept).
 *
 * @since 0.1.0
 * @category constructors
 */
export const failingWith = (listener: Listener, fail: (error: SocketFatal) => void): Listener =>
  Object.assign((frame: Protocol.Frame) => listener(frame), {
    parse: listener.parse,
    read: listener.read,
    lost: listener.lost,
    malformed: listener.malformed,
    fail
  })

/**
 * Errors a subscription can fail with.
 *
 * @since 0.1.0
 * @category errors
 */
export type SubscribeError = SubscribeFailed | InvalidTopics | SocketFatal

/**
 * A failed resubscription as the stream that asked for it fails: the unsubscribe half refused is a subscribe
 * failure of its topics (reason `resubscribe: <why>`); any other error stays as it is.
 *
 * @since 1.2.0
 * @category errors
 */
export const resubscribeFailure = (error: SubscribeError | UnsubscribeFailed): SubscribeError =>
  error._tag === "UnsubscribeFailed"
    ? new SubscribeFailed({ topics: error.topics, reason: `resubscribe: ${error.reason}` })
    : error

/**
 * What the registry needs from its session.
 *
 * @since 0.1.0
 * @category models
 */
export interface SessionLink {
  /** Opens the socket if it is not open or opening. */
  readonly start: Effect.Effect<void>
  /** Why the session ended for good, if it did. */
  readonly fatal: () => SocketFatal | undefined
  /** Why the last socket ended or could not open, while the session is not connected (`undefined` when it is). */
  readonly unreached: () => string | undefined
}

/**
 * What a registry is built from.
 *
 * @since 0.1.0
 * @category models
 */
export interface Config {
  readonly protocol: Protocol.Protocol
  readonly ackTimeout: Duration.Input
  /** The session's scope: background waits run in it and end with it. */
  readonly scope: Scope.Scope
  readonly events: Hub.Hub<ConnectionEvent>
  readonly session: () => SessionLink
  /** Current time, for the silence check. */
  readonly now: () => number
  /** Where the per-message metrics go (`Recorder.current`, read when the connection is made). */
  readonly recorder?: Recorder.Recorder | undefined
  /** Where a refused unsubscribe is logged (`Logs.current`, read when the connection is made): none, dropped. */
  readonly log?: Logs.Sink | undefined
  /** Attributes of the subscribe span (market, category). */
  readonly spanAttributes: Readonly<Record<string, unknown>>
  /** Refusals that carry the exchange's code (older markets report them as typed errors). */
  readonly onError?: ((op: string, error: { readonly code: number; readonly message: string }) => void) | undefined
}

/**
 * A registry.
 *
 * @since 0.1.0
 * @category models
 */
export interface Registry {
  readonly subscribe: (
    topics: ReadonlyArray<string>,
    listener: Listener
  ) => Effect.Effect<void, SubscribeError, Scope.Scope>
  readonly unsubscribe: (
    topics: ReadonlyArray<string>,
    listener: Listener
  ) => Effect.Effect<void, UnsubscribeFailed | SocketFatal>
  readonly resubscribe: (
    topics?: ReadonlyArray<string>
  ) => Effect.Effect<void, SubscribeFailed | UnsubscribeFailed | SocketFatal>
  readonly onUntopical: (listener: Listener) => Effect.Effect<void, never, Scope.Scope>
  readonly topics: () => ReadonlyArray<string>
  /** The socket is open (and authenticated): subscribe everything wanted on it. */
  readonly opened: (write: Write, reconnect: boolean) => Effect.Effect<void>
  /** The socket is gone: the server forgets its subscriptions. */
  readonly closed: () => void
  /** The connection ended for good: every waiter fails with why. */
  readonly failAll: (error: SocketFatal) => void
  /** A socket that was connected is gone (the session reconnects): every listener that asked is told why. */
  readonly lost: (reason: string) => void
  /** Routes a frame's text; returns what is the session's to handle (pong, auth answer, error), if anything. */
  readonly read: (data: string | Uint8Array) => Protocol.Incoming | undefined
  /** When the last data frame arrived, and whether any topic is wanted (the session's silence check). */
  readonly lastDataAt: () => number
  readonly watching: () => boolean
  /** Hands the per-message counts and decode times gathered since the last flush to the metrics. */
  readonly flush: Effect.Effect<void>
  readonly write: () => Write | undefined
}

interface Ctx {
  readonly table: Table.Table
  readonly config: Config
}

const sendRequests = (ctx: Ctx, send: Write, op: "subscribe" | "unsubscribe", wanted: ReadonlyArray<string>) =>
  Effect.forEach(
    ctx.config.protocol.batches(wanted),
    (batch) => {
      const id = ctx.table.reqId()
      ctx.table.requests.set(id, { op, topics: batch })
      return Effect.forEach(ctx.config.protocol.request(op, batch, id), send, { discard: true })
    },
    { discard: true }
  ).pipe(Effect.catch(() => Effect.void))

// Marks the topics as sent (synchronously, before any frame goes out) and sends the requests.
const sendSubscribe = (ctx: Ctx, send: Write, wanted: ReadonlyArray<string>): Effect.Effect<void> => {
  ctx.table.markSent(wanted)
  return ctx.config.protocol.unsolicited ? Effect.void : sendRequests(ctx, send, "subscribe", wanted)
}

// A subscription not acknowledged in time says why when the socket never came up (no WebSocket in the runtime, a
// refused or unreachable host), instead of only that the server was silent.
const timedOut = (ctx: Ctx): string => {
  const reason = Acks.timeoutReason(ctx.config.ackTimeout)
  const unreached = ctx.config.session().unreached()
  return unreached === undefined ? reason : `${reason}: the socket is not connected (${unreached})`
}

// The subscribe span (`Effect.useSpan`, as the REST call's, and `Effect.withParentSpan`: what `Effect.withSpan` does,
// without bringing `withSpan` itself into a program).
const subscribe = (ctx: Ctx, wanted: ReadonlyArray<string>, listener: Listener) =>
  Effect.useSpan(
    Spans.subscribeSpan,
    {
      kind: "client",
      attributes: {
        ...ctx.config.spanAttributes,
        [Spans.Attributes.topics]: Array.isArray(wanted) ? wanted.join(",") : String(wanted)
      }
    },
    (span) => Effect.withParentSpan(subscribing(ctx, wanted, listener), span, { captureStackTrace: false })
  )

const subscribing = (ctx: Ctx, wanted: ReadonlyArray<string>, listener: Listener) =>
  Effect.gen(function* () {
    const { table, config } = ctx
    const problem = Protocol.checkTopics(config.protocol, wanted)
    if (problem !== undefined) {
      return yield* new InvalidTopics({ market: config.protocol.id, topics: wanted, reason: problem })
    }
    const session = config.session()
    const fatal = session.fatal()
    if (fatal !== undefined) return yield* Effect.fail(fatal)
    yield* session.start
    const fresh = table.add(wanted, listener)
    yield* Effect.addFinalizer(() => release(ctx, wanted, listener))
    const write = table.write as Write | undefined
    if (fresh.length > 0 && write !== undefined) yield* sendSubscribe(ctx, write, fresh)
    const outcome = yield* Acks.await_(wanted, table.acksOf(wanted), config.ackTimeout, () => timedOut(ctx))
    if (outcome.refused.length > 0) {
      yield* release(ctx, outcome.refused, listener)
      return yield* new SubscribeFailed({ topics: outcome.refused, reason: outcome.reason })
    }
  })

// Sends `unsubscribe` for topics the server may hold; returns the wait for the acknowledgements.
const sendUnsubscribe = (ctx: Ctx, send: Write, gone: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const { table, config } = ctx
    const acks = gone.map((t) => {
      const waiting = Acks.make()
      const previous = table.leaving.get(t)
      if (previous !== undefined) Acks.settle(previous, Exit.void)
      table.leaving.set(t, waiting)
      return waiting
    })
    yield* sendRequests(ctx, send, "unsubscribe", gone)
    return Effect.gen(function* () {
      const outcome = yield* Acks.await_(gone, acks, config.ackTimeout)
      for (const t of outcome.refused) table.leaving.delete(t)
      if (outcome.refused.length > 0) {
        return yield* new UnsubscribeFailed({ topics: outcome.refused, reason: outcome.reason })
      }
    })
  })

// Removes the listener; sends unsubscribe for topics nobody listens to any more that the server may hold, and
// returns the wait for their acknowledgements (with the topics this listener did not hold).
const detach = (
  ctx: Ctx,
  gone: ReadonlyArray<string>,
  listener: Listener
): Effect.Effect<Effect.Effect<ReadonlyArray<string>, UnsubscribeFailed | SocketFatal>> =>
  Effect.suspend(() => {
    const { idle, strangers } = ctx.table.remove(gone, listener)
    const send = ctx.table.write as Write | undefined
    if (idle.length === 0 || send === undefined) return Effect.succeed(Effect.succeed(strangers))
    return Effect.map(sendUnsubscribe(ctx, send, idle), (wait) => Effect.as(wait, strangers))
  })

// An explicit unsubscribe: topics this listener does not hold are refused (nothing is sent for them).
const unsubscribe = (ctx: Ctx, gone: ReadonlyArray<string>, listener: Listener) =>
  Effect.gen(function* () {
    const strangers = yield* Effect.flatten(detach(ctx, gone, listener))
    if (strangers.length > 0) {
      return yield* new UnsubscribeFailed({ topics: strangers, reason: "not subscribed by this subscriber" })
    }
  })

// The scope's release must not wait for the server: the acknowledgement is awaited in the session's scope
// (interruptible even when released from a finalizer, so closing the session never waits for a withheld ack), a
// refusal logged (where a log sink is installed).
const release = (ctx: Ctx, gone: ReadonlyArray<string>, listener: Listener) =>
  Effect.flatMap(detach(ctx, gone, listener), (wait) =>
    Effect.forkIn(
      Effect.interruptible(
        wait.pipe(
          Effect.catch(
            (error) => ctx.config.log?.("Warn", `WebSocket ${ctx.config.protocol.id}: ${error.message}`) ?? Effect.void
          )
        )
      ),
      ctx.config.scope
    )
  ).pipe(Effect.asVoid)

const resubscribe = (ctx: Ctx, only?: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const { table, config } = ctx
    const fatal = config.session().fatal()
    if (fatal !== undefined) return yield* Effect.fail(fatal)
    const wanted = (only ?? [...table.topics.keys()]).filter((t) => table.topics.has(t))
    const send = table.write as Write | undefined
    if (wanted.length === 0 || send === undefined) return
    const held = wanted.filter((t) => table.topics.get(t)?.held === true)
    if (held.length > 0 && !config.protocol.unsolicited) yield* Effect.flatten(sendUnsubscribe(ctx, send, held))
    for (const t of wanted) {
      const entry = table.topics.get(t)
      if (entry !== undefined) entry.held = false
    }
    table.freshAcks(wanted)
    yield* sendSubscribe(ctx, send, wanted)
    const outcome = yield* Acks.await_(wanted, table.acksOf(wanted), config.ackTimeout, "resubscribe not acknowledged")
    if (outcome.refused.length > 0) {
      return yield* new SubscribeFailed({ topics: outcome.refused, reason: outcome.reason })
    }
  })

// A new socket (authenticated when it must be): everything wanted is subscribed on it. The topic list, the ack
// reset and `write` change in one synchronous step, so a subscriber cannot slip a second request in between.
const opened = (ctx: Ctx, send: Write, reconnect: boolean) =>
  Effect.suspend(() => {
    const { table, config } = ctx
    table.write = send
    table.lastDataAt = config.now()
    const wanted = [...table.topics.keys()]
    table.freshAcks(wanted)
    if (wanted.length === 0) return Effect.void
    const acks = table.acksOf(wanted)
    const sent = sendSubscribe(ctx, send, wanted)
    if (!reconnect) return sent
    // the acknowledgements are awaited in the background: the session goes on beating meanwhile
    const report = Acks.await_(wanted, acks, config.ackTimeout).pipe(
      Effect.map((outcome) =>
        config.events.publish(
          outcome.refused.length === 0
            ? { _tag: "Resubscribed", market: config.protocol.id, topics: wanted }
            : { _tag: "ResubscribeFailed", market: config.protocol.id, topics: outcome.refused }
        )
      ),
      // failures dropped as `Effect.ignore` would (whose logging option brings the logger's cause rendering in)
      Effect.catch(() => Effect.void)
    )
    return Effect.andThen(sent, Effect.forkIn(Effect.interruptible(report), config.scope))
  }).pipe(Effect.asVoid)

/**
 * Builds the registry of one session.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (config: Config): Registry => {
  const table = new Table.Table(config)
  const ctx: Ctx = { table, config }
  return {
    subscribe: (topics, listener) => subscribe(ctx, topics, listener),
    unsubscribe: (topics, listener) => unsubscribe(ctx, topics, listener),
    resubscribe: (topics) => resubscribe(ctx, topics),
    onUntopical: (listener) =>
      Effect.acquireRelease(
        Effect.sync(() => table.untopical.add(listener)),
        () => Effect.sync(() => table.untopical.delete(listener))
      ).pipe(Effect.asVoid),
    topics: () => [...table.topics.keys()],
    opened: (send, reconnect) => opened(ctx, send, reconnect),
    closed: () => table.closed(),
    failAll: (error) => table.failAll(error),
    lost: (reason) => table.lost(reason),
    read: (data) => table.read(data),
    lastDataAt: () => table.lastDataAt,
    watching: () => table.topics.size > 0,
    flush: table.metrics.flush,
    write: () => table.write as Write | undefined
  }
}
