/**
 * USDC perpetual openapi v1 (`/perpetual/usdc/openapi`): POST JSON writes signed with `X-BAPI-*` headers (the docs'
 * USDC variant: `timestamp + apiKey + recvWindow + body`, `X-BAPI-SIGN-TYPE: 2`, which is the V5 scheme) and the
 * `retCode` envelope. The private reads (`query-active-orders`, ...) live on the shared `/option/usdc/openapi` paths
 * (see `UsdcOption`); `predicted-funding` is a perpetual-path read sent as POST. Source: bybit-exchange/docs-legacy
 * `source/includes/usdc/perp/*.md`. Served by `Http.call`.
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/Usdc.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/UsdcPerpetual.js"

const contractOrder: Endpoint.Permission = { group: "ContractTrade", name: "Order" }

/**
 * `GET /perpetual/usdc/openapi/public/v1/order-book`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderBook = Endpoint.make({
  name: "getOrderBook",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/order-book",
  auth: "public",
  request: S.SymbolRequest,
  response: S.OrderBook
})

/**
 * The USDC perpetual order book of one symbol.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const getOrderBook = callable(orderBook)

/**
 * `GET /perpetual/usdc/openapi/public/v1/symbols`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const contracts = Endpoint.make({
  name: "getContracts",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/symbols",
  auth: "public",
  request: S.ContractsRequest,
  response: S.PerpetualContracts
})

/**
 * The USDC perpetual contracts.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const getContracts = callable(contracts)

/**
 * `GET /perpetual/usdc/openapi/public/v1/tick`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tick = Endpoint.make({
  name: "getTicker",
  method: "GET",
  path: "/perpetual/usdc/openapi/public/v1/tick",
  auth: "public",
  request: S.SymbolRequest,
  response: S.Ticker
})

/**
 * The USDC perpetual ticker of one symbol.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const getTicker = callable(tick)

/**
 * `POST /perpetual/usdc/openapi/private/v1/place-order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeOrder = Endpoint.make({
  permission: contractOrder,
  name: "submitOrder",
  method: "POST",
  path: "/perpetual/usdc/openapi/private/v1/place-order",
  auth: "private",
  request: S.PerpetualOrderRequest,
  response: S.PerpetualOrderAck
})

/**
 * Places a USDC perpetual order.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const submitOrder = callable(placeOrder)

/**
 * `POST /perpetual/usdc/openapi/private/v1/cancel-order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderCancel = Endpoint.make({
  permission: contractOrder,
  name: "cancelOrder",
  method: "POST",
  path: "/perpetual/usdc/openapi/private/v1/cancel-order",
  auth: "private",
  request: S.PerpetualCancelRequest,
  response: S.CancelAck
})

/**
 * Cancels a USDC perpetual order.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const cancelOrder = callable(orderCancel)

/**
 * `POST /perpetual/usdc/openapi/private/v1/predicted-funding`: a read sent as POST, idempotent by definition.
 * (The docs' heading says `/funding/predicted-funding`; their example, bybit-api and ccxt use this path.)
 *
 * @since 0.1.0
 * @category endpoints
 */
export const predictedFunding = Endpoint.make({
  name: "getPredictedFundingRate",
  method: "POST",
  path: "/perpetual/usdc/openapi/private/v1/predicted-funding",
  auth: "private",
  idempotent: true,
  request: S.SymbolRequest,
  response: S.PredictedFunding
})

/**
 * The predicted funding rate of a USDC perpetual and the caller's predicted funding fee.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const getPredictedFundingRate = callable(predictedFunding)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  orderBook,
  contracts,
  tick,
  placeOrder,
  orderCancel,
  predictedFunding,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
