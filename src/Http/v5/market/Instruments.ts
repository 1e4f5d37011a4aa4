/**
 * The market's reference data: the exchange's clock, the instruments, their delivery prices, order price limits, index
 * components and fee groups. A part of `Market`, which re-exports it (see there why the family is in parts).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { InvalidCursor } from "../../../Errors/exchange/Common.js"
import * as DeliveryPrice from "../../../Schema/DeliveryPrice.js"
import * as FeeGroup from "../../../Schema/FeeGroup.js"
import * as IndexPriceComponents from "../../../Schema/IndexPriceComponents.js"
import * as InstrumentsInfo from "../../../Schema/InstrumentsInfo.js"
import * as PriceLimit from "../../../Schema/PriceLimit.js"
import * as ServerTime from "../../../Schema/ServerTime.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

/**
 * `GET /v5/market/time`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const time = Endpoint.make({
  name: "getServerTime",
  method: "GET",
  path: "/v5/market/time",
  auth: "public",
  request: () => Schema.Struct({}),
  response: ServerTime.ServerTime
})

/**
 * The exchange's clock.
 *
 * @since 0.1.0
 * @category market
 */
export const getServerTime = callable(time)

/**
 * `GET /v5/market/instruments-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const instrumentsInfo = Endpoint.make({
  name: "getInstrumentsInfo",
  method: "GET",
  path: "/v5/market/instruments-info",
  auth: "public",
  request: InstrumentsInfo.InstrumentsInfoRequest,
  response: InstrumentsInfo.InstrumentsInfo,
  errors: [InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Instrument specifications (tick size, lot size, leverage limits).
 *
 * @since 0.1.0
 * @category market
 */
export const getInstrumentsInfo = callable(instrumentsInfo)

/**
 * `GET /v5/market/delivery-price`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deliveryPrice = Endpoint.make({
  name: "getDeliveryPrice",
  method: "GET",
  path: "/v5/market/delivery-price",
  auth: "public",
  request: DeliveryPrice.DeliveryPriceRequest,
  response: DeliveryPrice.DeliveryPrices,
  errors: [InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Delivery prices of expired options and futures.
 *
 * @since 0.1.0
 * @category market
 */
export const getDeliveryPrice = callable(deliveryPrice)

/**
 * `GET /v5/market/new-delivery-price`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const newDeliveryPrice = Endpoint.make({
  name: "getNewDeliveryPrice",
  method: "GET",
  path: "/v5/market/new-delivery-price",
  auth: "public",
  request: DeliveryPrice.NewDeliveryPriceRequest,
  response: DeliveryPrice.NewDeliveryPrices
})

/**
 * The last 50 option settlement prices of a base coin.
 *
 * @since 0.1.0
 * @category market
 */
export const getNewDeliveryPrice = callable(newDeliveryPrice)

/**
 * `GET /v5/market/price-limit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const priceLimit = Endpoint.make({
  name: "getOrderPriceLimit",
  method: "GET",
  path: "/v5/market/price-limit",
  auth: "public",
  request: PriceLimit.PriceLimitRequest,
  response: PriceLimit.PriceLimit
})

/**
 * The highest buy and lowest sell price an order may have now.
 *
 * @since 0.1.0
 * @category market
 */
export const getOrderPriceLimit = callable(priceLimit)

/**
 * `GET /v5/market/index-price-components`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const indexPriceComponents = Endpoint.make({
  name: "getIndexPriceComponents",
  method: "GET",
  path: "/v5/market/index-price-components",
  auth: "public",
  request: IndexPriceComponents.IndexPriceComponentsRequest,
  response: IndexPriceComponents.IndexPriceComponents
})

/**
 * The exchanges and pairs an index price is computed from.
 *
 * @since 0.1.0
 * @category market
 */
export const getIndexPriceComponents = callable(indexPriceComponents)

/**
 * `GET /v5/market/fee-group-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const feeGroupInfo = Endpoint.make({
  name: "getFeeGroupStructure",
  method: "GET",
  path: "/v5/market/fee-group-info",
  auth: "public",
  request: FeeGroup.FeeGroupRequest,
  response: FeeGroup.FeeGroups
})

/**
 * The grouped contract fee structure.
 *
 * @since 0.1.0
 * @category market
 */
export const getFeeGroupStructure = callable(feeGroupInfo)
