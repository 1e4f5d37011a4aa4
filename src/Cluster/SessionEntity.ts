/**
 * The protocol of a fleet session: the sharded entity (`effect/cluster`) that owns one API key's private stream and
 * trade session on whichever runner holds its shard, its messages and its id. The runners serve it
 * (`SessionHost`), the workers call it (`Fleet`).
 *
 * Every answer carries the session's **epoch** (a fresh id each time the session opens, on a runner): a request
 * that names another epoch than the session's was meant for a session that is gone (its runner died and the cluster
 * sent the request again, to the new owner), and is refused with `SessionMoved`, never sent to the exchange: an
 * order whose answer was lost in the move is never sent twice.
 *
 * @since 1.2.0
 */
import * as Entity from "effect/cluster/Entity"
import * as Redacted from "effect/Redacted"
import * as Rpc from "effect/rpc/Rpc"
import * as Schema from "effect/Schema"
import { InvalidParameters } from "../Errors/config/Request.js"
import { ExchangeError } from "../Errors/ExchangeErrorUnion.js"
import {
  InvalidTopics,
  OutcomeUnknown,
  SocketAuthFailed,
  SocketClosed,
  SocketUnauthorized,
  SubscribeFailed
} from "../Errors/SocketError.js"
import { DecodeError } from "../Errors/TransportError.js"
import { UnexpectedExchangeError } from "../Errors/UnexpectedExchangeError.js"
import type { EnvironmentShape } from "../Layers/Environment.js"
import { RateBudgetUnavailable } from "../Layers/RateBudgetStore.js"
import * as Order from "../Schema/Order.js"
import { derive } from "./FleetSecret.js"

/**
 * The private topics a session owns.
 *
 * @since 1.2.0
 * @category models
 */
export const PrivateTopic = Schema.Literals(["order", "execution", "position", "wallet"])

/**
 * A private topic a session owns.
 *
 * @since 1.2.0
 * @category models
 */
export type PrivateTopic = typeof PrivateTopic.Type

/**
 * The request named a session that is gone: the key's shard moved to another runner (whose session has `epoch`).
 * Nothing was sent to the exchange.
 *
 * @since 1.2.0
 * @category errors
 */
export class SessionMoved extends Schema.TaggedError<SessionMoved>()("SessionMoved", {
  epoch: Schema.String
}) {
  override get message(): string {
    return `The session moved (now epoch ${this.epoch}): nothing was sent`
  }
}

/**
 * The runner holding the key's shard has no credentials for it (the key was not given to `SessionHost.layer`).
 *
 * @since 1.2.0
 * @category errors
 */
export class UnknownSession extends Schema.TaggedError<UnknownSession>()("UnknownSession", {
  entityId: Schema.String
}) {
  override get message(): string {
    return `No runner credentials for the fleet session ${this.entityId}`
  }
}

/**
 * What a frame of the session's stream is on the wire: an update of one topic (its `seq` counts the topic's updates
 * from 1 in the epoch; `frame` is the exchange's message, a JSON value checked as such on both sides), or the session
 * (re)opened: the account's orders as the exchange has them now, and the topics' counts starting again.
 *
 * @since 1.2.0
 * @category models
 */
export const WireEvent = Schema.Union([
  Schema.TaggedStruct("Update", {
    epoch: Schema.String,
    topic: PrivateTopic,
    seq: Schema.Number,
    frame: Schema.Json
  }),
  Schema.TaggedStruct("Reconnected", {
    epoch: Schema.String,
    orders: Schema.Array(Order.Order)
  })
])

/**
 * A frame of the session's stream on the wire.
 *
 * @since 1.2.0
 * @category models
 */
export type WireEvent = typeof WireEvent.Type

/**
 * Every error an order-entry op can fail with (as `TradeApi`'s), and `SessionMoved`.
 *
 * @since 1.2.0
 * @category schemas
 */
export const TradeError = Schema.Union([
  ExchangeError,
  UnexpectedExchangeError,
  InvalidParameters,
  DecodeError,
  RateBudgetUnavailable,
  OutcomeUnknown,
  SocketClosed,
  SocketUnauthorized,
  SocketAuthFailed,
  SessionMoved,
  UnknownSession
])

/**
 * Why a subscription failed on the runner.
 *
 * @since 1.2.0
 * @category schemas
 */
export const SubscribeError = Schema.Union([
  SubscribeFailed,
  InvalidTopics,
  SocketClosed,
  SocketUnauthorized,
  SocketAuthFailed,
  UnknownSession
])

/**
 * A batch's per-item results on the wire: the acknowledgement, or the exchange's refusal of that item.
 *
 * @since 1.2.0
 * @category schemas
 */
export const BatchResults = Schema.Array(
  Schema.Union([Schema.Struct({ ok: Order.BatchOrderAck }), Schema.Struct({ error: ExchangeError })])
)

const tradeOp = <const Tag extends string, P extends Schema.Top, S extends Schema.Top>(
  tag: Tag,
  params: P,
  success: S
) =>
  Rpc.make(tag, {
    payload: { epoch: Schema.String, params, timeoutMs: Schema.optional(Schema.Number) },
    success,
    error: TradeError
  })

/**
 * Opens the session (where it is not open) and answers its epoch.
 *
 * @since 1.2.0
 * @category rpcs
 */
export const Hello = Rpc.make("Hello", { success: Schema.String, error: SubscribeError })

/**
 * The session's stream of the given topics: an update for every message the exchange pushes from now on, in order.
 * A subscriber that knew another epoch (`epoch`) gets `Reconnected` first.
 *
 * @since 1.2.0
 * @category rpcs
 */
export const Subscribe = Rpc.make("Subscribe", {
  payload: { epoch: Schema.String, topics: Schema.Array(PrivateTopic) },
  success: WireEvent,
  error: SubscribeError,
  stream: true
})

/**
 * The account's orders as the exchange has them now (open and recently closed), as `Reconnected` carries them.
 *
 * @since 1.2.0
 * @category rpcs
 */
export const Orders = Rpc.make("Orders", { success: Schema.Array(Order.Order), error: SubscribeError })

/**
 * An order of the account as the exchange has it now, by its `orderLinkId` (open, or recently closed).
 *
 * @since 1.2.0
 * @category rpcs
 */
export const Lookup = Rpc.make("Lookup", {
  payload: { category: Schema.Literals(["spot", "linear", "inverse", "option"]), orderLinkId: Schema.String },
  success: Schema.NullOr(Order.Order),
  error: SubscribeError
})

/**
 * The entity: one per (environment, endpoint, key identity).
 *
 * @since 1.2.0
 * @category entities
 */
export const SessionEntity = Entity.make("BybitKeySession", [
  Hello,
  Subscribe,
  Orders,
  Lookup,
  tradeOp("CreateOrder", Order.OrderCreateRequest, Order.OrderId),
  tradeOp("AmendOrder", Order.OrderAmendRequest, Order.OrderId),
  tradeOp("CancelOrder", Order.OrderCancelRequest, Order.OrderId),
  tradeOp("BatchCreate", Order.BatchCreateRequest, BatchResults),
  tradeOp("BatchAmend", Order.BatchAmendRequest, BatchResults),
  tradeOp("BatchCancel", Order.BatchCancelRequest, BatchResults)
])

/**
 * The entity id of a key: the environment's name, and a keyed hash (HMAC-SHA-256 under the fleet's secret) of the
 * environment's private endpoint and the API key. Never the key, and not computable from the key string alone: a
 * peer that knows a key but not the secret cannot name its session.
 *
 * @since 1.2.0
 * @category ids
 */
export const entityIdOf = (
  secret: Redacted.Redacted<string>,
  environment: EnvironmentShape,
  apiKey: Redacted.Redacted<string>
): string => `${environment.name}|${derive(secret, "session", `${environment.ws.private}|${Redacted.value(apiKey)}`)}`

/**
 * How logs name a key's session: a hash of its entity id (16 characters), which tells sessions apart in a log but
 * cannot address one (the entity id cannot be had from it).
 *
 * @since 1.3.0
 * @category ids
 */
export const logTagOf = (secret: Redacted.Redacted<string>, entityId: string): string =>
  derive(secret, "log", entityId).slice(0, 16)
