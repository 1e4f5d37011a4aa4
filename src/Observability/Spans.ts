/**
 * The names of the library's spans and of the attributes it puts on them, as constants, so exporters, dashboards
 * and tests can refer to them without repeating strings. docs/OBSERVABILITY.md describes each one.
 *
 * | span | kind | attributes | made by |
 * |---|---|---|---|
 * | `Bybit.<endpoint name>` (e.g. `Bybit.getTickers`) | client | endpoint, method, category, symbol, retCode | every REST call, when a tracer is installed |
 * | `http.client <METHOD>` | client | the platform's `url.*` and redacted `http.*.header.*` | `effect/http`'s `HttpClient`, below the REST span |
 * | `BybitSocket.connect` | client | market, category (public markets), reconnect | each socket a connection opens |
 * | `BybitSocket.auth` | client | market, retCode | authentication of a private or trade socket |
 * | `BybitSocket.subscribe` | client | market, category (public markets), topics | `Connection.subscribe` |
 * | `TradeApi.<op>` (e.g. `TradeApi.createOrder`) | internal | op, category, reqId, retCode | every WebSocket order op |
 *
 * No span carries an API key, a secret or a signature: REST auth headers are redacted, WebSocket auth frames are
 * never recorded.
 *
 * @since 0.1.0
 */

/**
 * Span attribute keys.
 *
 * @since 0.1.0
 * @category attributes
 */
export const Attributes = {
  /** The REST path, e.g. `/v5/market/tickers`. */
  endpoint: "bybit.endpoint",
  /** The HTTP method of a REST call. */
  method: "bybit.method",
  /** The product category sent (`spot`, `linear`, `inverse`, `option`), when the call or topic has one. */
  category: "bybit.category",
  /** The instrument a REST call names (its `symbol` parameter, e.g. `BTCUSDT`), when it has one. */
  symbol: "bybit.symbol",
  /** The exchange's return code (`0` is success); absent when no envelope was read (transport or HTTP errors). */
  retCode: "bybit.retCode",
  /** The `/v5/trade` op, e.g. `order.create`. */
  op: "bybit.op",
  /** The `reqId` a WebSocket order request carried (the id `OutcomeUnknown` names). */
  reqId: "bybit.reqId",
  /** The WebSocket market: a category, `private`, `trade` or `misc`. */
  market: "bybit.market",
  /** The topics of a subscribe request, comma separated. */
  topics: "bybit.topics",
  /** Whether a connect is a reconnect (the connection had a socket before). */
  reconnect: "bybit.reconnect"
} as const

/**
 * The span name of a REST call: `Bybit.` and the endpoint's method name (`Bybit.getTickers`).
 *
 * @since 0.1.0
 * @category names
 */
export const restSpan = (endpointName: string): string => `Bybit.${endpointName}`

/**
 * A connection opening a socket: from the start of the attempt until the connection is usable (opened,
 * authenticated, its topics sent again) or the attempt ended. A root span: the connection is shared, so it belongs
 * to no caller's trace.
 *
 * @since 0.1.0
 * @category names
 */
export const connectSpan = "BybitSocket.connect"

/**
 * Authentication of a private or trade socket, a child of `BybitSocket.connect`: from sending the auth frame to
 * the server's answer.
 *
 * @since 0.1.0
 * @category names
 */
export const authSpan = "BybitSocket.auth"

/**
 * A subscription: from the request until the server acknowledged (or refused) every topic; a child of the caller's
 * span.
 *
 * @since 0.1.0
 * @category names
 */
export const subscribeSpan = "BybitSocket.subscribe"

/**
 * The span names of the WebSocket order ops (`Effect.fn` spans of `TradeApi`).
 *
 * @since 0.1.0
 * @category names
 */
export const tradeSpans = {
  createOrder: "TradeApi.createOrder",
  amendOrder: "TradeApi.amendOrder",
  cancelOrder: "TradeApi.cancelOrder",
  batchCreate: "TradeApi.batchCreate",
  batchAmend: "TradeApi.batchAmend",
  batchCancel: "TradeApi.batchCancel"
} as const
