/**
 * Unified margin v3 (`/unified/v3/private`): V3 `X-BAPI-*` header signing (the V5 scheme, `X-BAPI-SIGN-TYPE: 2`) and the `retCode` envelope. Public market data is `DerivativesV3`.
 * Source: bybit-exchange/docs-legacy `source/includes/derivativesV3/unified_margin/_unified_margin_account.md`.
 * Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as C from "../../Schema/legacy/Common.js"
import * as S from "../../Schema/legacy/UnifiedV3.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/UnifiedV3.js"

const derivativesTrade: Endpoint.Permission = { group: "Derivatives", name: "DerivativesTrade" }

/**
 * `POST /unified/v3/private/order/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCreate = Endpoint.make({
  permission: derivativesTrade,
  name: "submitOrder",
  method: "POST",
  path: "/unified/v3/private/order/create",
  orderEntry: "create",
  auth: "private",
  request: S.SubmitOrderRequest,
  response: C.OrderIds
})

/**
 * Places a unified margin v3 order.
 *
 * @since 0.1.0
 * @category unified-v3
 */
export const submitOrder = callable(orderCreate)

/**
 * `POST /unified/v3/private/order/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  permission: derivativesTrade,
  name: "cancelOrder",
  method: "POST",
  path: "/unified/v3/private/order/cancel",
  auth: "private",
  request: S.CancelOrderRequest,
  response: C.OrderIds
})

/**
 * Cancels a unified margin v3 order.
 *
 * @since 0.1.0
 * @category unified-v3
 */
export const cancelOrder = callable(orderCancel)

/**
 * `GET /unified/v3/private/order/unfilled-orders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const unfilledOrders = Endpoint.make({
  pagination: { cursor: "nextPageCursor", list: "list" },
  name: "getActiveOrders",
  method: "GET",
  path: "/unified/v3/private/order/unfilled-orders",
  auth: "private",
  request: S.ActiveOrdersRequest,
  response: S.ActiveOrders
})

/**
 * The unfilled unified margin v3 orders, page by page.
 *
 * @since 0.1.0
 * @category unified-v3
 */
export const getActiveOrders = callable(unfilledOrders)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [orderCreate, orderCancel, unfilledOrders, ...Generated.endpoints]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
