/**
 * V5 order entry and queries (`/v5/order/*`): signed.
 *
 * @since 0.1.0
 */
import * as ExchangeError from "../../Errors/ExchangeError.js"
import * as Order from "../../Schema/Order.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"

/**
 * `POST /v5/order/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const create = Endpoint.make({
  name: "submitOrder",
  method: "POST",
  path: "/v5/order/create",
  auth: "private",
  request: Order.OrderCreateRequest,
  response: Order.OrderId,
  errors: [
    ExchangeError.InsufficientBalance,
    ExchangeError.SpotBalanceInsufficient,
    ExchangeError.DuplicateOrderLinkId,
    ExchangeError.DuplicateClientOrderId,
    ExchangeError.OrderQtyTruncatedToZero,
    ExchangeError.OrderPriceOutOfRange,
    ExchangeError.QtyExceedsMaxLimit
  ],
  permission: Endpoint.tradePermission,
  rateGroup: "order/create"
})

/**
 * Places an order. The response only acknowledges it: fills arrive on the `order` and `execution` topics.
 *
 * @since 0.1.0
 * @category trade
 */
export const submitOrder = callable(create)

/**
 * `POST /v5/order/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancel = Endpoint.make({
  name: "cancelOrder",
  method: "POST",
  path: "/v5/order/cancel",
  auth: "private",
  request: Order.OrderCancelRequest,
  response: Order.OrderId,
  errors: [
    ExchangeError.OrderNotFound,
    ExchangeError.OrderAlreadyFinished,
    ExchangeError.SpotOrderNotFound,
    ExchangeError.CancelInProgress
  ],
  permission: Endpoint.tradePermission,
  rateGroup: "order/cancel"
})

/**
 * Cancels one order by `orderId` or `orderLinkId`.
 *
 * @since 0.1.0
 * @category trade
 */
export const cancelOrder = callable(cancel)

/**
 * `GET /v5/order/realtime`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const realtime = Endpoint.make({
  name: "getActiveOrders",
  method: "GET",
  path: "/v5/order/realtime",
  auth: "private",
  request: Order.OrderRealtimeRequest,
  response: Order.OrderList,
  permission: Endpoint.tradePermission,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Open orders (and, with `openOnly: 1`, recently closed ones), newest first.
 *
 * @since 0.1.0
 * @category trade
 */
export const getActiveOrders = callable(realtime)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [create, cancel, realtime] as const
