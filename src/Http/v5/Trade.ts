/**
 * V5 order entry and queries (`/v5/order/*`): signed.
 *
 * @since 0.1.0
 */
import * as CommonErrors from "../../Errors/exchange/Common.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as TradeErrors from "../../Errors/exchange/Trade.js"
import * as Acknowledged from "../../Schema/Acknowledged.js"
import * as Order from "../../Schema/Order.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

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
  orderEntry: "create",
  // a lost answer is confirmed by looking the order up by its link id before anything is re-sent
  confirmBy: "orderLinkId",
  auth: "private",
  request: Order.OrderCreateRequest,
  response: Order.OrderId,
  errors: [
    SharedErrors.InsufficientBalance,
    TradeErrors.SpotBalanceInsufficient,
    SharedErrors.DuplicateOrderLinkId,
    TradeErrors.DuplicateClientOrderId,
    TradeErrors.OrderQtyTruncatedToZero,
    TradeErrors.OrderPriceOutOfRange,
    TradeErrors.QtyExceedsMaxLimit,
    // spot order checks
    TradeErrors.InvalidSymbol,
    TradeErrors.SpotOrderPriceTooLow,
    TradeErrors.SpotOrderValueTooLow,
    TradeErrors.SpotOrderPriceTooPrecise,
    TradeErrors.SpotOrderQtyTooPrecise,
    TradeErrors.MarketOrderAmountTooPrecise
  ],
  permission: Endpoint.tradePermission,
  rateGroup: "order/create"
})

/**
 * Places an order. The response only acknowledges it: fills arrive on the `order` and `execution` topics. With
 * `InstrumentRules.layer` installed, an order that breaks its symbol's loaded rules (an off-tick price, a quantity
 * off its step, ...) fails with `InvalidParameters` and is not sent.
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
    SharedErrors.OrderNotFound,
    SharedErrors.OrderAlreadyFinished,
    TradeErrors.SpotOrderNotFound,
    TradeErrors.CancelInProgress
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
  errors: [CommonErrors.InvalidCursor],
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
 * `POST /v5/order/amend`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const amend = Endpoint.make({
  name: "amendOrder",
  method: "POST",
  path: "/v5/order/amend",
  orderEntry: "amend",
  auth: "private",
  request: Order.OrderAmendRequest,
  response: Order.OrderId,
  errors: [
    SharedErrors.OrderNotFound,
    SharedErrors.OrderAlreadyFinished,
    TradeErrors.OrderPriceOutOfRange,
    TradeErrors.ModifiedQtyNotAboveFilled,
    TradeErrors.OrderProcessing,
    SharedErrors.TpSlNotModified,
    TradeErrors.SpotOrderNotFound,
    SharedErrors.OrderNotModifiable,
    TradeErrors.OrderModificationFailed,
    SharedErrors.InsufficientBalance
  ],
  permission: Endpoint.tradePermission,
  rateGroup: "order/amend"
})

/**
 * Changes an open order's qty, price, trigger or TP/SL. Like placement, the answer only acknowledges.
 *
 * @since 0.1.0
 * @category trade
 */
export const amendOrder = callable(amend)

/**
 * `POST /v5/order/cancel-all`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAll = Endpoint.make({
  name: "cancelAllOrders",
  method: "POST",
  path: "/v5/order/cancel-all",
  auth: "private",
  request: Order.CancelAllRequest,
  response: Order.CancelAll,
  errors: [TradeErrors.CancelInProgress],
  permission: Endpoint.tradePermission,
  rateGroup: "order/cancel-all"
})

/**
 * Cancels every open order of a category (by symbol, base coin or settle coin for linear and inverse).
 *
 * @since 0.1.0
 * @category trade
 */
export const cancelAllOrders = callable(cancelAll)

/**
 * `GET /v5/order/history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const history = Endpoint.make({
  name: "getHistoricOrders",
  method: "GET",
  path: "/v5/order/history",
  auth: "private",
  request: Order.OrderHistoryRequest,
  response: Order.OrderList,
  permission: Endpoint.tradePermission,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Closed and open orders (closed ones kept 7 days, cancelled without fills 24 h), newest first.
 *
 * @since 0.1.0
 * @category trade
 */
export const getHistoricOrders = callable(history)

/**
 * `POST /v5/order/create-batch`. Use `Batch.batchSubmitOrders`, which splits long lists and types each item.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createBatch = Endpoint.make({
  name: "batchSubmitOrders",
  method: "POST",
  path: "/v5/order/create-batch",
  orderEntry: "createBatch",
  auth: "private",
  request: Order.BatchCreateRequest,
  response: Order.BatchResult,
  permission: Endpoint.tradePermission,
  rateGroup: "order/create-batch"
})

/**
 * `POST /v5/order/amend-batch`. Use `Batch.batchAmendOrders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const amendBatch = Endpoint.make({
  name: "batchAmendOrders",
  method: "POST",
  path: "/v5/order/amend-batch",
  orderEntry: "amendBatch",
  auth: "private",
  request: Order.BatchAmendRequest,
  response: Order.BatchResult,
  permission: Endpoint.tradePermission,
  rateGroup: "order/amend-batch"
})

/**
 * `POST /v5/order/cancel-batch`. Use `Batch.batchCancelOrders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelBatch = Endpoint.make({
  name: "batchCancelOrders",
  method: "POST",
  path: "/v5/order/cancel-batch",
  auth: "private",
  request: Order.BatchCancelRequest,
  response: Order.BatchResult,
  permission: Endpoint.tradePermission,
  rateGroup: "order/cancel-batch"
})

/**
 * `GET /v5/order/spot-borrow-check`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const spotBorrowCheck = Endpoint.make({
  name: "getSpotBorrowCheck",
  method: "GET",
  path: "/v5/order/spot-borrow-check",
  auth: "private",
  request: Order.SpotBorrowCheckRequest,
  response: Order.SpotBorrowCheck,
  permission: { group: "Spot", name: "SpotTrade" }
})

/**
 * How much of a spot symbol can be bought or sold, with and without margin borrowing.
 *
 * @since 0.1.0
 * @category trade
 */
export const getSpotBorrowCheck = callable(spotBorrowCheck)

const dcpPermission = (params: Readonly<Record<string, unknown>>): Endpoint.Permission =>
  params.product === "SPOT"
    ? { group: "Spot", name: "SpotTrade" }
    : params.product === "DERIVATIVES"
      ? { group: "ContractTrade", name: "Order" }
      : { group: "Options", name: "OptionsTrade" }

/**
 * `POST /v5/order/disconnected-cancel-all`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const disconnectedCancelAll = Endpoint.make({
  name: "setDisconnectCancelAllWindow",
  method: "POST",
  path: "/v5/order/disconnected-cancel-all",
  auth: "private",
  request: Order.DcpWindowRequest,
  response: Acknowledged.Acknowledged,
  permission: dcpPermission,
  idempotent: true
})

/**
 * Sets the disconnection-protection window: open orders of the product are cancelled when the private WebSocket
 * stays disconnected that long (DCP must be enabled for the account).
 *
 * @since 0.1.0
 * @category trade
 */
export const setDisconnectCancelAllWindow = callable(disconnectedCancelAll)

/**
 * `POST /v5/order/pre-check`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const preCheck = Endpoint.make({
  name: "preCheckOrder",
  method: "POST",
  path: "/v5/order/pre-check",
  orderEntry: "create",
  auth: "private",
  request: Order.OrderCreateRequest,
  response: Order.PreCheck,
  errors: [SharedErrors.InsufficientBalance],
  permission: Endpoint.tradePermission,
  // Places nothing: safe to repeat.
  idempotent: true
})

/**
 * The account's initial and maintenance margin rates before and after a hypothetical order (cross and portfolio
 * margin; no conditional orders).
 *
 * @since 0.1.0
 * @category trade
 */
export const preCheckOrder = callable(preCheck)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  create,
  amend,
  cancel,
  cancelAll,
  realtime,
  history,
  createBatch,
  amendBatch,
  cancelBatch,
  spotBorrowCheck,
  disconnectedCancelAll,
  preCheck
] as const
