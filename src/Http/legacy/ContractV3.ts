/**
 * Contract v3 (`/contract/v3/private`, derivatives accounts): V3 `X-BAPI-*` header signing (the V5 scheme, `X-BAPI-SIGN-TYPE: 2`) and the `retCode` envelope. Its public market data is
 * `DerivativesV3`; the server time `GET /v3/public/time` is defined here. Source: bybit-exchange/docs-legacy
 * `source/includes/derivativesV3/contract/_account_data.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as C from "../../Schema/legacy/Common.js"
import * as S from "../../Schema/legacy/ContractV3.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/ContractV3.js"

const contractOrder: Endpoint.Permission = { group: "ContractTrade", name: "Order" }

/**
 * `GET /v3/public/time`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const serverTime = Endpoint.make({
  name: "getServerTime",
  method: "GET",
  path: "/v3/public/time",
  auth: "public",
  request: C.NoParams,
  response: C.ServerTimeV3
})

/**
 * The v3 server time (`timeSecond`, `timeNano`).
 *
 * @since 0.1.0
 * @category contract-v3
 */
export const getServerTime = callable(serverTime)

/**
 * `POST /contract/v3/private/order/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCreate = Endpoint.make({
  permission: contractOrder,
  name: "submitOrder",
  method: "POST",
  path: "/contract/v3/private/order/create",
  orderEntry: "create",
  auth: "private",
  request: S.SubmitOrderRequest,
  response: C.OrderIds
})

/**
 * Places a contract v3 order.
 *
 * @since 0.1.0
 * @category contract-v3
 */
export const submitOrder = callable(orderCreate)

/**
 * `POST /contract/v3/private/order/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  permission: contractOrder,
  name: "cancelOrder",
  method: "POST",
  path: "/contract/v3/private/order/cancel",
  auth: "private",
  request: S.CancelOrderRequest,
  response: C.OrderIds
})

/**
 * Cancels a contract v3 order.
 *
 * @since 0.1.0
 * @category contract-v3
 */
export const cancelOrder = callable(orderCancel)

/**
 * `POST /contract/v3/private/order/cancel-all`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cancelAll = Endpoint.make({
  permission: contractOrder,
  name: "cancelAllOrders",
  method: "POST",
  path: "/contract/v3/private/order/cancel-all",
  auth: "private",
  request: S.CancelAllRequest,
  response: S.CancelAll
})

/**
 * Cancels every open contract v3 order of a symbol or settle coin.
 *
 * @since 0.1.0
 * @category contract-v3
 */
export const cancelAllOrders = callable(cancelAll)

/**
 * `GET /contract/v3/private/order/unfilled-orders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const unfilledOrders = Endpoint.make({
  pagination: { cursor: "nextPageCursor", list: "list" },
  name: "getActiveOrders",
  method: "GET",
  path: "/contract/v3/private/order/unfilled-orders",
  auth: "private",
  request: S.ActiveOrdersRequest,
  response: S.ActiveOrders
})

/**
 * The unfilled contract v3 orders, page by page.
 *
 * @since 0.1.0
 * @category contract-v3
 */
export const getActiveOrders = callable(unfilledOrders)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  serverTime,
  orderCreate,
  orderCancel,
  cancelAll,
  unfilledOrders,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
