/**
 * WebSocket errors: subscriptions, authentication, the socket itself and order entry over WebSocket.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * Some topics were refused by the server. The message is the specification's: `(a,b) failed to subscribe`.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubscribeFailed extends Schema.TaggedError<SubscribeFailed>()("SubscribeFailed", {
  topics: Schema.Array(Schema.String),
  reason: Schema.String
}) {
  override get message(): string {
    return `(${this.topics.join(",")}) failed to subscribe`
  }
}

/**
 * The server refused to unsubscribe some topics, did not acknowledge the request within the acknowledgement
 * timeout, or the topics were not subscribed by this subscriber. The message mirrors the subscribe one:
 * `(a,b) failed to unsubscribe`.
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
 * A subscription was asked for with topics the exchange would refuse, so nothing was sent: no topics, an empty,
 * over-long or whitespace-containing topic, a topic given twice, or another market's topic.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidTopics extends Schema.TaggedError<InvalidTopics>()("InvalidTopics", {
  market: Schema.String,
  /** What was given, as given (untyped callers may pass anything). */
  topics: Schema.Unknown,
  reason: Schema.String
}) {
  override get message(): string {
    return `cannot subscribe on ${this.market}: ${this.reason}`
  }
}

/**
 * A V5 public topic was subscribed without its category.
 *
 * @since 0.1.0
 * @category errors
 */
export class CategoryRequired extends Schema.TaggedError<CategoryRequired>()("CategoryRequired", {
  topic: Schema.String
}) {
  override get message(): string {
    return `"${this.topic}" is a V5 public topic: use subscribeV5(topic, category) with a category (spot, linear, inverse or option)`
  }
}

/**
 * A method was called on a WebSocket client that serves another market.
 *
 * @since 0.1.0
 * @category errors
 */
export class WrongMarket extends Schema.TaggedError<WrongMarket>()("WrongMarket", {
  market: Schema.String,
  expected: Schema.String,
  method: Schema.String
}) {
  override get message(): string {
    return `${this.method} is for the ${this.expected} market, but this WebSocket client serves ${this.market}`
  }
}

/**
 * The connection was closed (deliberately, or for good) while a request waited for its answer.
 *
 * @since 0.1.0
 * @category errors
 */
export class SocketClosed extends Schema.TaggedError<SocketClosed>()("SocketClosed", {
  market: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `WebSocket (${this.market}) closed: ${this.reason}`
  }
}

/**
 * The server refused the WebSocket upgrade with 401: logged and not retried.
 *
 * @since 0.1.0
 * @category errors
 */
export class SocketUnauthorized extends Schema.TaggedError<SocketUnauthorized>()("SocketUnauthorized", {
  market: Schema.String
}) {
  override get message(): string {
    return `WebSocket (${this.market}) refused with 401 Unauthorized`
  }
}

/**
 * Authentication of a private or trade connection failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class SocketAuthFailed extends Schema.TaggedError<SocketAuthFailed>()("SocketAuthFailed", {
  market: Schema.String,
  reason: Schema.String
}) {
  override get message(): string {
    return `WebSocket (${this.market}) authentication failed: ${this.reason}`
  }
}

/**
 * An order-entry request got no answer before its deadline (or its write was interrupted): whether the exchange
 * acted on it is unknown. Query the order by `orderLinkId` to find out.
 *
 * @since 0.1.0
 * @category errors
 */
export class OutcomeUnknown extends Schema.TaggedError<OutcomeUnknown>()("OutcomeUnknown", {
  op: Schema.String,
  reqId: Schema.String,
  orderLinkId: Schema.optional(Schema.String),
  reason: Schema.String
}) {
  override get message(): string {
    const link = this.orderLinkId === undefined ? "" : ` (orderLinkId ${this.orderLinkId})`
    return `Outcome of ${this.op} ${this.reqId}${link} is unknown: ${this.reason}`
  }
}

/**
 * Why a WebSocket connection ended for good: closed (deliberately, or reconnects exhausted), its upgrade refused
 * with 401, or its authentication refused.
 *
 * @since 0.1.0
 * @category errors
 */
export type SocketFatal = SocketClosed | SocketUnauthorized | SocketAuthFailed
