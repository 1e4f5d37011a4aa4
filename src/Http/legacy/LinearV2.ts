/**
 * USDT perpetual v2 "linear" (`/private/linear`, `/public/linear`): legacy signed parameters in JSON bodies and
 * query strings, and the legacy envelope. Its own public paths are under `/public/linear` (candles, recent trades,
 * funding); the book, tickers and symbols are the shared `InverseV2` paths (`/v2/public/orderBook/L2`, ...).
 * Source: bybit-exchange/docs-legacy `source/includes/futuresV2/linear_perpetual/_account_data.md` and
 * `_market_data.md`. Served by `Http.call`.
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/LinearV2.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/LinearV2.js"

const contractOrder: Endpoint.Permission = { group: "ContractTrade", name: "Order" }
const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `POST /private/linear/order/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCreate = Endpoint.make({
  ...legacy,
  permission: contractOrder,
  name: "submitOrder",
  method: "POST",
  path: "/private/linear/order/create",
  orderEntry: "create",
  auth: "private",
  request: S.SubmitOrderRequest,
  response: S.Order
})

/**
 * Places a USDT perpetual v2 order.
 *
 * @since 0.1.0
 * @category linear-v2
 */
export const submitOrder = callable(orderCreate)

/**
 * `GET /private/linear/order/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderList = Endpoint.make({
  ...legacy,
  name: "getActiveOrderList",
  method: "GET",
  path: "/private/linear/order/list",
  auth: "private",
  request: S.OrderListRequest,
  response: S.OrderList
})

/**
 * The USDT perpetual v2 orders of a symbol, by page.
 *
 * @since 0.1.0
 * @category linear-v2
 */
export const getActiveOrderList = callable(orderList)

/**
 * `POST /private/linear/order/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  ...legacy,
  permission: contractOrder,
  name: "cancelOrder",
  method: "POST",
  path: "/private/linear/order/cancel",
  auth: "private",
  request: S.CancelOrderRequest,
  response: S.CancelAck
})

/**
 * Cancels a USDT perpetual v2 order.
 *
 * @since 0.1.0
 * @category linear-v2
 */
export const cancelOrder = callable(orderCancel)

/**
 * `POST /private/linear/order/cancel-all`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAll = Endpoint.make({
  ...legacy,
  permission: contractOrder,
  name: "cancelAllOrders",
  method: "POST",
  path: "/private/linear/order/cancel-all",
  auth: "private",
  request: S.CancelAllRequest,
  response: S.CancelAll
})

/**
 * Cancels every open USDT perpetual v2 order of a symbol.
 *
 * @since 0.1.0
 * @category linear-v2
 */
export const cancelAllOrders = callable(cancelAll)

/**
 * `GET /public/linear/recent-trading-records`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const recentTradingRecords = Endpoint.make({
  ...legacy,
  name: "getTrades",
  method: "GET",
  path: "/public/linear/recent-trading-records",
  auth: "public",
  request: S.TradesRequest,
  response: S.Trades
})

/**
 * Recent USDT perpetual public trades, newest first.
 *
 * @since 0.1.0
 * @category linear-v2
 */
export const getTrades = callable(recentTradingRecords)

/**
 * `GET /public/linear/funding/prev-funding-rate`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const prevFundingRate = Endpoint.make({
  ...legacy,
  name: "getLastFundingRate",
  method: "GET",
  path: "/public/linear/funding/prev-funding-rate",
  auth: "public",
  request: S.PrevFundingRateRequest,
  response: S.PrevFundingRate
})

/**
 * The funding rate of a USDT perpetual's last settlement.
 *
 * @since 0.1.0
 * @category linear-v2
 */
export const getLastFundingRate = callable(prevFundingRate)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  orderCreate,
  orderList,
  orderCancel,
  cancelAll,
  recentTradingRecords,
  prevFundingRate,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
