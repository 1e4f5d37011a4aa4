/**
 * A key's private session as a program sees it, in one process or across a fleet: the typed updates of its private
 * topics (order, execution, position, wallet), each numbered in order, with one `Reconnected` (and the account's
 * orders read back) wherever the session was lost and opened again, so an update is never silently missed; and its
 * orders looked up by `orderLinkId`, to settle an `OutcomeUnknown`. Orders go through `TradeApi`.
 *
 * The program is the same text in one process and in a fleet: provide `KeySession.layer()` and `TradeApi.layer()`
 * (one process: this process opens the sockets), or `Fleet.layer(...)` (the runner holding the key's shard opens
 * them, once for every worker).
 *
 * @since 1.2.0
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import type * as Http from "../Http/BybitHttp.js"
import type * as Order from "../Schema/Order.js"
import type { BybitSocket } from "../Socket/BybitSocket.js"
import type * as Connection from "../Socket/Connection.js"
import type { Topic } from "../Socket/Topic.js"
import { TopicDecodeError } from "../Socket/Topics.js"
import * as SessionCore from "./SessionCore.js"
import type { PrivateTopic, WireEvent } from "./SessionEntity.js"

/**
 * An update of a topic: the exchange's message, decoded by the topic's Schema, and its number (from 1, one more
 * each update of the topic, counted again from 1 after `Reconnected`) in the session's `epoch`.
 *
 * @since 1.2.0
 * @category models
 */
export interface Update<A> {
  readonly _tag: "Update"
  readonly epoch: string
  readonly seq: number
  readonly message: A
}

/**
 * The session was lost and opened again (a socket reconnected, or the key's shard moved to another runner): what
 * the exchange pushed meanwhile may be missing, and `orders` is the account's orders as the exchange has them now
 * (open and recently closed). The updates that follow are numbered from 1 again.
 *
 * @since 1.2.0
 * @category models
 */
export interface Reconnected {
  readonly _tag: "Reconnected"
  readonly epoch: string
  readonly orders: ReadonlyArray<Order.Order>
}

/**
 * What a subscription streams.
 *
 * @since 1.2.0
 * @category models
 */
export type SessionEvent<A> = Update<A> | Reconnected

/**
 * The session is out of reach: the cluster could not deliver to the runner holding the key's shard, or that
 * runner has no credentials for the key.
 *
 * @since 1.2.0
 * @category errors
 */
export class SessionUnavailable extends Schema.TaggedError<SessionUnavailable>()("SessionUnavailable", {
  reason: Schema.String
}) {
  override get message(): string {
    return `The key's session is unavailable: ${this.reason}`
  }
}

/**
 * Why a subscription failed.
 *
 * @since 1.2.0
 * @category errors
 */
export type UpdatesError = Connection.SubscribeError | TopicDecodeError | SessionUnavailable

/**
 * The service.
 *
 * @since 1.2.0
 * @category models
 */
export interface KeySessionService {
  /** The updates of a private topic (`Topics.order()`, `Topics.execution()`, `Topics.position()`, `Topics.wallet()`). */
  readonly updates: <A, I>(topic: Topic<A, "private", I>) => Stream.Stream<SessionEvent<A>, UpdatesError>
  /** An order of the account by its `orderLinkId` as the exchange has it now; `null` when it has none. */
  readonly lookup: (
    category: SessionCore.ReconcileScope["category"],
    orderLinkId: string
  ) => Effect.Effect<Order.Order | null, Connection.SubscribeError | SessionUnavailable>
}

/**
 * The service's tag.
 *
 * @since 1.2.0
 * @category tags
 */
export class KeySession extends Context.Service<KeySession, KeySessionService>()("effect-bybit/KeySession") {}

const topicName = (name: string): PrivateTopic | undefined => {
  const base = name.split(".")[0]
  return base === "order" || base === "execution" || base === "position" || base === "wallet" ? base : undefined
}

/**
 * Turns the session's wire events into typed events of one topic: decodes each update's message by the topic's
 * Schema (failing with `TopicDecodeError` on a message it refuses).
 *
 * @since 1.2.0
 * @category internals
 */
export const decodeEvents =
  <A, I>(topic: Topic<A, "private", I>) =>
  <E, R>(wire: Stream.Stream<WireEvent, E, R>): Stream.Stream<SessionEvent<A>, E | TopicDecodeError, R> => {
    const decode = Schema.decodeUnknownResult(topic.schema)
    return Stream.mapEffect(wire, (event): Effect.Effect<SessionEvent<A>, TopicDecodeError> => {
      if (event._tag === "Reconnected") return Effect.succeed(event)
      const decoded = decode(event.frame)
      return decoded._tag === "Success"
        ? Effect.succeed({ _tag: "Update", epoch: event.epoch, seq: event.seq, message: decoded.success })
        : Effect.fail(
            new TopicDecodeError({
              topic: topic.name,
              market: "private",
              issue: String(decoded.failure),
              sample: JSON.stringify(event.frame).slice(0, 200)
            })
          )
    })
  }

/**
 * The topic of a `Topic` a session owns, or a failure naming the four it does.
 *
 * @since 1.2.0
 * @category internals
 */
export const ownedTopic = <A, I>(topic: Topic<A, "private", I>): Effect.Effect<PrivateTopic, SessionUnavailable> => {
  const name = topicName(topic.name)
  return name === undefined
    ? Effect.fail(
        new SessionUnavailable({
          reason: `${topic.name} is not a topic of the session (order, execution, position, wallet)`
        })
      )
    : Effect.succeed(name)
}

/**
 * The session in this process: opens the key's private stream on the credentials of the client (`BybitSocket`
 * and REST), for the layer's lifetime.
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (
  options: SessionCore.Options = {}
): Layer.Layer<KeySession, Connection.SubscribeError, BybitSocket | Http.BybitHttp> =>
  Layer.effect(
    KeySession,
    Effect.map(SessionCore.make(options), (core) =>
      KeySession.of({
        updates: (topic) =>
          Stream.unwrap(
            Effect.flatMap(ownedTopic(topic), (name) => Effect.map(core.subscribe([name]), decodeEvents(topic)))
          ),
        lookup: core.lookup
      })
    )
  )

/**
 * The updates of a private topic of the key in effect.
 *
 * @since 1.2.0
 * @category accessors
 */
export const updates = <A, I>(
  topic: Topic<A, "private", I>
): Stream.Stream<SessionEvent<A>, UpdatesError, KeySession> =>
  Stream.unwrap(Effect.map(KeySession, (session) => session.updates(topic)))

/**
 * An order of the key in effect by its `orderLinkId`; `null` when the exchange has none.
 *
 * @since 1.2.0
 * @category accessors
 */
export const lookup = (
  category: SessionCore.ReconcileScope["category"],
  orderLinkId: string
): Effect.Effect<Order.Order | null, Connection.SubscribeError | SessionUnavailable, KeySession> =>
  Effect.flatMap(KeySession, (session) => session.lookup(category, orderLinkId))
