/**
 * V5 spread trading (`/v5/spread/*`): combinations of two legs traded as one instrument. Market data is public;
 * orders are signed. The docs state no key permission for the order endpoints.
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as SpreadErrors from "../../Errors/exchange/Spread.js"
import * as Spread from "../../Schema/Spread.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `GET /v5/spread/instrument`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const instrument = Endpoint.make({
  name: "getSpreadInstrumentsInfo",
  method: "GET",
  path: "/v5/spread/instrument",
  auth: "public",
  request: Spread.SpreadInstrumentsRequest,
  response: Spread.SpreadInstruments,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Spread combinations and their legs, page by page.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadInstrumentsInfo = callable(instrument)

/**
 * `GET /v5/spread/orderbook`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderbook = Endpoint.make({
  name: "getSpreadOrderbook",
  method: "GET",
  path: "/v5/spread/orderbook",
  auth: "public",
  request: Spread.SpreadOrderbookRequest,
  response: Spread.SpreadOrderbook
})

/**
 * The spread orderbook, up to 25 levels a side.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadOrderbook = callable(orderbook)

/**
 * `GET /v5/spread/tickers`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tickers = Endpoint.make({
  name: "getSpreadTickers",
  method: "GET",
  path: "/v5/spread/tickers",
  auth: "public",
  request: Spread.SpreadTickersRequest,
  response: Spread.SpreadTickers
})

/**
 * A spread combination's best bid/ask, last price and 24-hour figures.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadTickers = callable(tickers)

/**
 * `GET /v5/spread/recent-trade`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const recentTrade = Endpoint.make({
  name: "getSpreadRecentTrades",
  method: "GET",
  path: "/v5/spread/recent-trade",
  auth: "public",
  request: Spread.SpreadRecentTradesRequest,
  response: Spread.SpreadRecentTrades
})

/**
 * Recent public spread trades.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadRecentTrades = callable(recentTrade)

/**
 * `POST /v5/spread/order/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCreate = Endpoint.make({
  name: "submitSpreadOrder",
  method: "POST",
  path: "/v5/spread/order/create",
  orderEntry: "create",
  auth: "private",
  request: Spread.CreateSpreadOrderRequest,
  response: Spread.SpreadOrderAck,
  errors: [
    SpreadErrors.SpreadIsolatedMarginUnsupported,
    SpreadErrors.SpreadRequiresUtaUpgrade,
    SpreadErrors.SpreadCopyTradingUnsupported,
    SpreadErrors.SpreadHedgeModeUnsupported,
    SpreadErrors.SpreadOrderInProgress,
    SpreadErrors.SpreadSymbolNotTradable,
    SharedErrors.DuplicateOrderLinkId,
    SpreadErrors.ActiveOrderLimitExceeded,
    SharedErrors.InsufficientBalance
  ]
})

/**
 * Places a spread order (asynchronous: the acknowledgement means accepted; the order stream confirms).
 *
 * @since 0.1.0
 * @category spread
 */
export const submitSpreadOrder = callable(orderCreate)

/**
 * `POST /v5/spread/order/amend`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderAmend = Endpoint.make({
  name: "amendSpreadOrder",
  method: "POST",
  path: "/v5/spread/order/amend",
  orderEntry: "amend",
  auth: "private",
  request: Spread.AmendSpreadOrderRequest,
  response: Spread.SpreadOrderAck,
  errors: [
    SharedErrors.OrderNotFound,
    SharedErrors.OrderAlreadyFinished,
    SpreadErrors.SpreadOrderInProgress,
    SharedErrors.OrderNotModifiable
  ]
})

/**
 * Amends the quantity or price of an unfilled or partially filled spread order.
 *
 * @since 0.1.0
 * @category spread
 */
export const amendSpreadOrder = callable(orderAmend)

/**
 * `POST /v5/spread/order/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  name: "cancelSpreadOrder",
  method: "POST",
  path: "/v5/spread/order/cancel",
  auth: "private",
  request: Spread.CancelSpreadOrderRequest,
  response: Spread.SpreadOrderAck,
  errors: [SharedErrors.OrderNotFound, SharedErrors.OrderAlreadyFinished, SpreadErrors.SpreadOrderInProgress]
})

/**
 * Cancels a spread order by `orderId` or `orderLinkId`.
 *
 * @since 0.1.0
 * @category spread
 */
export const cancelSpreadOrder = callable(orderCancel)

/**
 * `POST /v5/spread/order/cancel-all`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancelAll = Endpoint.make({
  name: "cancelAllSpreadOrders",
  method: "POST",
  path: "/v5/spread/order/cancel-all",
  auth: "private",
  request: Spread.CancelAllSpreadOrdersRequest,
  response: Spread.CancelledSpreadOrders,
  errors: [SpreadErrors.SpreadOrderInProgress]
})

/**
 * Cancels the open spread orders of a symbol, or all of them with `cancelAll: true`.
 *
 * @since 0.1.0
 * @category spread
 */
export const cancelAllSpreadOrders = callable(orderCancelAll)

/**
 * `GET /v5/spread/order/realtime`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderRealtime = Endpoint.make({
  name: "getSpreadOpenOrders",
  method: "GET",
  path: "/v5/spread/order/realtime",
  auth: "private",
  request: Spread.SpreadOpenOrdersRequest,
  response: Spread.SpreadOpenOrders,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Open (new or partially filled) spread orders, page by page.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadOpenOrders = callable(orderRealtime)

/**
 * `GET /v5/spread/order/history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderHistory = Endpoint.make({
  name: "getSpreadOrderHistory",
  method: "GET",
  path: "/v5/spread/order/history",
  auth: "private",
  request: Spread.SpreadHistoryRequest,
  response: Spread.SpreadOrderHistory,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Finished spread orders with both legs' order ids, page by page.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadOrderHistory = callable(orderHistory)

/**
 * `GET /v5/spread/execution/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const executionList = Endpoint.make({
  name: "getSpreadTradeHistory",
  method: "GET",
  path: "/v5/spread/execution/list",
  auth: "private",
  request: Spread.SpreadHistoryRequest,
  response: Spread.SpreadTrades,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Spread trades with their leg executions, page by page.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadTradeHistory = callable(executionList)

/**
 * `GET /v5/spread/max-qty`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const maxQty = Endpoint.make({
  name: "getSpreadMaxQty",
  method: "GET",
  path: "/v5/spread/max-qty",
  auth: "private",
  request: Spread.SpreadMaxQtyRequest,
  response: Spread.SpreadMaxQty,
  errors: [SpreadErrors.SpreadSymbolNotTradable]
})

/**
 * The available balance for a spread order at a price.
 *
 * @since 0.1.0
 * @category spread
 */
export const getSpreadMaxQty = callable(maxQty)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  instrument,
  orderbook,
  tickers,
  recentTrade,
  orderCreate,
  orderAmend,
  orderCancel,
  orderCancelAll,
  orderRealtime,
  orderHistory,
  executionList,
  maxQty
] as const
