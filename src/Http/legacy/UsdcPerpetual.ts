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
import { alias } from "./Alias.js"
import * as Generated from "./generated/UsdcPerpetual.js"
import * as UsdcOption from "./UsdcOption.js"

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

// The two calls bybit-api's USDC perpetual client makes on the option paths (the shared USDC trade tape and
// open-order list) live here rather than in the generated module: UsdcOption's generated module aliases the
// perpetual's generated USDC reads, and importing UsdcOption from there would close an import cycle.

/**
 * `GET /option/usdc/openapi/public/v1/query-trade-latest` (bybit-api `getLast500Trades`): UsdcOption's `getLastTrades`,
 * which this client calls too.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const last500Trades = alias(UsdcOption.lastTrades, "getLast500Trades")

/**
 * The latest USDC trades (up to 500), as the USDC perpetual client asks for them.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const getLast500Trades = callable(last500Trades)

/**
 * `POST /option/usdc/openapi/private/v1/query-active-orders` (bybit-api `getActiveOrders`): UsdcOption's
 * `getActiveOrders`, which this client calls too (with `category: "PERPETUAL"`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const activeOrders = alias(UsdcOption.activeOrders, "getActiveOrders")

/**
 * The unfilled USDC orders, page by page; a read sent as POST.
 *
 * @since 0.1.0
 * @category usdc-perpetual
 */
export const getActiveOrders = callable(activeOrders)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  last500Trades,
  activeOrders,
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
