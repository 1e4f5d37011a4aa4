/**
 * Spot v3 (`/spot/v3`): V3 `X-BAPI-*` header signing (the V5 scheme, `X-BAPI-SIGN-TYPE: 2`) and the `retCode` envelope.
 * Source: bybit-exchange/docs-legacy `source/includes/spot/v3/_account_data.md`; leveraged-token purchase
 * (`ltCode`, `serialNo`) from bybit-api `SpotClientV3` (git `e4957b0~1`) and `_etp.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/SpotV3.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/SpotV3.js"

const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `GET /spot/v3/public/quote/ticker/price`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const lastPrice = Endpoint.make({
  name: "getLastTradedPrice",
  method: "GET",
  path: "/spot/v3/public/quote/ticker/price",
  auth: "public",
  request: S.LastPriceRequest,
  response: S.LastPrice
})

/**
 * The last traded spot price of one symbol.
 *
 * @since 0.1.0
 * @category spot-v3
 */
export const getLastTradedPrice = callable(lastPrice)

/**
 * `POST /spot/v3/private/order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCreate = Endpoint.make({
  permission: spotTrade,
  name: "submitOrder",
  method: "POST",
  path: "/spot/v3/private/order",
  auth: "private",
  request: S.SubmitOrderRequest,
  response: S.OrderAck
})

/**
 * Places a spot v3 order (normal, or TP/SL with `orderCategory: 1`).
 *
 * @since 0.1.0
 * @category spot-v3
 */
export const submitOrder = callable(orderCreate)

/**
 * `GET /spot/v3/private/order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const order = Endpoint.make({
  name: "getOrder",
  method: "GET",
  path: "/spot/v3/private/order",
  auth: "private",
  request: S.OrderIdRequest,
  response: S.Order
})

/**
 * One spot v3 order by `orderId` or `orderLinkId`.
 *
 * @since 0.1.0
 * @category spot-v3
 */
export const getOrder = callable(order)

/**
 * `POST /spot/v3/private/cancel-order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  permission: spotTrade,
  name: "cancelOrder",
  method: "POST",
  path: "/spot/v3/private/cancel-order",
  auth: "private",
  request: S.OrderIdRequest,
  response: S.CancelAck
})

/**
 * Cancels a spot v3 order.
 *
 * @since 0.1.0
 * @category spot-v3
 */
export const cancelOrder = callable(orderCancel)

/**
 * `POST /spot/v3/private/cancel-orders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const batchCancel = Endpoint.make({
  permission: spotTrade,
  name: "cancelOrderBatch",
  method: "POST",
  path: "/spot/v3/private/cancel-orders",
  auth: "private",
  request: S.BatchCancelRequest,
  response: S.BatchCancel
})

/**
 * Cancels the open spot v3 orders of a symbol, optionally by side and `orderTypes`.
 *
 * @since 0.1.0
 * @category spot-v3
 */
export const cancelOrderBatch = callable(batchCancel)

/**
 * `POST /spot/v3/private/purchase`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const purchase = Endpoint.make({
  permission: { group: "Spot", name: "SpotTrade" },
  name: "purchaseLeveragedToken",
  method: "POST",
  path: "/spot/v3/private/purchase",
  auth: "private",
  request: S.PurchaseRequest,
  response: S.Purchase
})

/**
 * Buys a leveraged token (`ltCode`) for `ltAmount` of its value coin; a `serialNo` makes a repeated purchase
 * recognisable.
 *
 * @since 0.1.0
 * @category spot-v3
 */
export const purchaseLeveragedToken = callable(purchase)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  lastPrice,
  orderCreate,
  order,
  orderCancel,
  batchCancel,
  purchase,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
