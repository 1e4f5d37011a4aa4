/**
 * USDC options openapi v1 (`/option/usdc/openapi`): header-signed POST JSON (as `UsdcPerpetual`) and the `retCode`
 * envelope. Reads are POSTs here: `query-active-orders` is declared idempotent, so retries follow the definition and
 * not the verb. Source: bybit-exchange/docs-legacy `source/includes/usdc/option/_market_data.md` and
 * `source/includes/usdc/perp/perp_account_trading.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/Usdc.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/UsdcOption.js"

/**
 * `GET /option/usdc/openapi/public/v1/order-book`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderBook = Endpoint.make({
  name: "getOrderBook",
  method: "GET",
  path: "/option/usdc/openapi/public/v1/order-book",
  auth: "public",
  request: S.SymbolRequest,
  response: S.OrderBook
})

/**
 * The USDC option order book of one symbol.
 *
 * @since 0.1.0
 * @category usdc-option
 */
export const getOrderBook = callable(orderBook)

/**
 * `GET /option/usdc/openapi/public/v1/symbols`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const contracts = Endpoint.make({
  pagination: { cursor: "cursor", list: "dataList" },
  name: "getContracts",
  method: "GET",
  path: "/option/usdc/openapi/public/v1/symbols",
  auth: "public",
  request: S.OptionContractsRequest,
  response: S.OptionContracts
})

/**
 * The USDC option contracts.
 *
 * @since 0.1.0
 * @category usdc-option
 */
export const getContracts = callable(contracts)

/**
 * `GET /option/usdc/openapi/public/v1/tick`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tick = Endpoint.make({
  name: "getTicker",
  method: "GET",
  path: "/option/usdc/openapi/public/v1/tick",
  auth: "public",
  request: S.SymbolRequest,
  response: S.Ticker
})

/**
 * The USDC option ticker of one symbol.
 *
 * @since 0.1.0
 * @category usdc-option
 */
export const getTicker = callable(tick)

/**
 * `GET /option/usdc/openapi/public/v1/delivery-price`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deliveryPrice = Endpoint.make({
  pagination: { cursor: "cursor", list: "dataList" },
  name: "getDeliveryPrice",
  method: "GET",
  path: "/option/usdc/openapi/public/v1/delivery-price",
  auth: "public",
  request: S.DeliveryPriceRequest,
  response: S.DeliveryPrices
})

/**
 * USDC option delivery prices.
 *
 * @since 0.1.0
 * @category usdc-option
 */
export const getDeliveryPrice = callable(deliveryPrice)

/**
 * `GET /option/usdc/openapi/public/v1/query-trade-latest`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const lastTrades = Endpoint.make({
  name: "getLastTrades",
  method: "GET",
  path: "/option/usdc/openapi/public/v1/query-trade-latest",
  auth: "public",
  request: S.LastTradesRequest,
  response: S.LastTrades
})

/**
 * The latest USDC trades (up to 500).
 *
 * @since 0.1.0
 * @category usdc-option
 */
export const getLastTrades = callable(lastTrades)

/**
 * `POST /option/usdc/openapi/private/v1/query-active-orders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const activeOrders = Endpoint.make({
  idempotent: true,
  pagination: { cursor: "cursor", list: "dataList" },
  name: "getActiveOrders",
  method: "POST",
  path: "/option/usdc/openapi/private/v1/query-active-orders",
  auth: "private",
  request: S.ActiveOrdersRequest,
  response: S.ActiveOrders
})

/**
 * The unfilled USDC orders (perpetual or option), page by page; a read sent as POST.
 *
 * @since 0.1.0
 * @category usdc-option
 */
export const getActiveOrders = callable(activeOrders)

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
  deliveryPrice,
  lastTrades,
  activeOrders,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
