/**
 * Spot v1 (`/spot/v1`, `/spot/quote/v1`, `/spot/order`): legacy signed parameters (`recvWindow` spelling),
 * form-encoded POST bodies, DELETE cancellations, legacy envelope (`ret_code`, `ret_msg` may be `null`).
 * Source: bybit-exchange/docs-legacy `source/includes/spot/v1/*.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */

import { NoParams } from "../../Schema/legacy/Common.js"
import * as S from "../../Schema/legacy/SpotV1.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/SpotV1.js"

const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }
const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `GET /spot/v1/time`: the server time in `result.serverTime`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const serverTime = Endpoint.make({
  ...legacy,
  name: "getServerTime",
  method: "GET",
  path: "/spot/v1/time",
  auth: "public",
  request: NoParams,
  response: S.ServerTime
})

/**
 * The spot v1 server time.
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const getServerTime = callable(serverTime)

/**
 * `GET /spot/v1/symbols`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const symbols = Endpoint.make({
  ...legacy,
  name: "getSymbols",
  method: "GET",
  path: "/spot/v1/symbols",
  auth: "public",
  request: NoParams,
  response: S.Symbols
})

/**
 * Every spot v1 symbol with its precision and trade limits.
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const getSymbols = callable(symbols)

/**
 * `GET /spot/quote/v1/depth`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderBook = Endpoint.make({
  ...legacy,
  name: "getOrderBook",
  method: "GET",
  path: "/spot/quote/v1/depth",
  auth: "public",
  request: S.OrderBookRequest,
  response: S.OrderBook
})

/**
 * The spot v1 order book of one symbol.
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const getOrderBook = callable(orderBook)

/**
 * `POST /spot/v1/order` (form-encoded).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCreate = Endpoint.make({
  ...legacy,
  name: "submitOrder",
  method: "POST",
  path: "/spot/v1/order",
  auth: "private",
  bodyEncoding: "form",
  permission: spotTrade,
  request: S.SubmitOrderRequest,
  response: S.OrderAck
})

/**
 * Places a spot v1 order.
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const submitOrder = callable(orderCreate)

/**
 * `GET /spot/v1/order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const order = Endpoint.make({
  ...legacy,
  name: "getOrder",
  method: "GET",
  path: "/spot/v1/order",
  auth: "private",
  request: S.OrderIdRequest,
  response: S.Order
})

/**
 * One spot v1 order by `orderId` or `orderLinkId`.
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const getOrder = callable(order)

/**
 * `DELETE /spot/v1/order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  ...legacy,
  name: "cancelOrder",
  method: "DELETE",
  path: "/spot/v1/order",
  auth: "private",
  permission: spotTrade,
  request: S.OrderIdRequest,
  response: S.OrderAck
})

/**
 * Cancels a spot v1 order (a DELETE).
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const cancelOrder = callable(orderCancel)

/**
 * `DELETE /spot/order/batch-cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchCancel = Endpoint.make({
  ...legacy,
  name: "cancelOrderBatch",
  method: "DELETE",
  path: "/spot/order/batch-cancel",
  auth: "private",
  permission: spotTrade,
  request: S.BatchCancelRequest,
  response: S.BatchCancel
})

/**
 * Cancels the open spot v1 orders of a symbol, optionally by side and `orderTypes`.
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const cancelOrderBatch = callable(batchCancel)

/**
 * `GET /spot/v1/open-orders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const openOrders = Endpoint.make({
  ...legacy,
  name: "getOpenOrders",
  method: "GET",
  path: "/spot/v1/open-orders",
  auth: "private",
  request: S.OpenOrdersRequest,
  response: S.Orders
})

/**
 * The open spot v1 orders.
 *
 * @since 0.1.0
 * @category spot-v1
 */
export const getOpenOrders = callable(openOrders)

/**
 * Every spot v1 endpoint.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  serverTime,
  symbols,
  orderBook,
  orderCreate,
  order,
  orderCancel,
  batchCancel,
  openOrders,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
