/**
 * USDC openapi v1 shapes (`/perpetual/usdc/openapi`, `/option/usdc/openapi`). Source: bybit-exchange/docs-legacy
 * `source/includes/usdc/perp/perp_market_data.md`, `perp_account_trading.md` and
 * `source/includes/usdc/option/_market_data.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"
import { DataPage } from "./Common.js"

/**
 * `order-book` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SymbolRequest = LazySchema.make(() => Schema.Struct({ symbol: Schema.String }))

/**
 * One book entry; sizes are strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BookEntry = LazySchema.make(() =>
  Schema.Struct({ price: Schema.String, size: Schema.String, side: Schema.String })
)

/**
 * `GET .../public/v1/order-book`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderBook = LazySchema.make(() => Schema.Array(BookEntry))

/**
 * `GET /perpetual/usdc/openapi/public/v1/symbols` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ContractsRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.optional(Schema.String),
    direction: Schema.optional(Schema.Literals(["prev", "next"])),
    limit: Schema.optional(Schema.String)
  })
)

/**
 * A USDC perpetual contract.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PerpetualContract = LazySchema.struct("UsdcPerpetualContract", () => ({
  symbol: Schema.String,
  status: Schema.String,
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  takerFeeRate: Schema.String,
  makerFeeRate: Schema.String,
  minLeverage: Schema.String,
  maxLeverage: Schema.String,
  leverageStep: Schema.String,
  minPrice: Schema.String,
  maxPrice: Schema.String,
  tickSize: Schema.String,
  maxTradingQty: Schema.String,
  minTradingQty: Schema.String,
  qtyStep: Schema.String,
  deliveryFeeRate: Schema.String,
  deliveryTime: Schema.String
}))

/**
 * `GET /perpetual/usdc/openapi/public/v1/symbols`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PerpetualContracts = LazySchema.make(() => Schema.Array(PerpetualContract))

/**
 * `GET .../public/v1/tick`: perpetual and option tickers share the shape; option ones leave the funding fields out.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Ticker = LazySchema.struct("UsdcTicker", () => ({
  symbol: Schema.String,
  bid: Schema.String,
  bidIv: Schema.String,
  bidSize: Schema.String,
  ask: Schema.String,
  askIv: Schema.String,
  askSize: Schema.String,
  lastPrice: Schema.String,
  openInterest: Schema.String,
  indexPrice: Schema.String,
  markPrice: Schema.String,
  markPriceIv: Schema.String,
  change24h: Schema.String,
  high24h: Schema.String,
  low24h: Schema.String,
  volume24h: Schema.String,
  turnover24h: Schema.String,
  totalVolume: Schema.String,
  totalTurnover: Schema.String,
  fundingRate: Schema.optional(Schema.String),
  predictedFundingRate: Schema.optional(Schema.String),
  nextFundingTime: Schema.optional(Schema.String),
  countdownHour: Schema.optional(Schema.String),
  predictedDeliveryPrice: Schema.String,
  underlyingPrice: Schema.String,
  delta: Schema.String,
  gamma: Schema.String,
  vega: Schema.String,
  theta: Schema.String
}))

/**
 * `POST /perpetual/usdc/openapi/private/v1/place-order` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PerpetualOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    orderType: Schema.Literals(["Limit", "Market"]),
    orderFilter: Schema.Literals(["Order", "StopOrder"]),
    side: Schema.Literals(["Buy", "Sell"]),
    orderPrice: Schema.optional(Schema.String),
    orderQty: Schema.String,
    timeInForce: Schema.optional(Schema.Literals(["GoodTillCancel", "ImmediateOrCancel", "FillOrKill", "PostOnly"])),
    orderLinkId: Schema.optional(Schema.String),
    reduceOnly: Schema.optional(Schema.Boolean),
    closeOnTrigger: Schema.optional(Schema.Boolean),
    takeProfit: Schema.optional(Schema.String),
    stopLoss: Schema.optional(Schema.String),
    tptriggerby: Schema.optional(Schema.String),
    slTriggerBy: Schema.optional(Schema.String),
    triggerPrice: Schema.optional(Schema.String),
    triggerBy: Schema.optional(Schema.String),
    mmp: Schema.optional(Schema.Boolean)
  })
)

/**
 * `POST /perpetual/usdc/openapi/private/v1/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PerpetualOrderAck = LazySchema.struct("UsdcPerpetualOrderAck", () => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  mmp: Schema.Boolean,
  symbol: Schema.String,
  orderType: Schema.String,
  side: Schema.String,
  orderQty: Schema.String,
  orderPrice: Schema.String,
  iv: Schema.String,
  timeInForce: Schema.String,
  orderStatus: Schema.String,
  createdAt: Schema.String,
  basePrice: Schema.String,
  triggerPrice: Schema.String,
  takeProfit: Schema.String,
  stopLoss: Schema.String,
  slTriggerBy: Schema.String,
  tpTriggerBy: Schema.String
}))

/**
 * `POST /perpetual/usdc/openapi/private/v1/cancel-order` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PerpetualCancelRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    orderFilter: Schema.Literals(["Order", "StopOrder"]),
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * `POST /perpetual/usdc/openapi/private/v1/cancel-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAck = LazySchema.make(() =>
  Schema.Struct({ orderId: Schema.String }).annotate({
    identifier: "UsdcCancelAck"
  })
)

/**
 * `POST /option/usdc/openapi/private/v1/query-active-orders` parameters (a read sent as POST).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrdersRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Schema.Literals(["PERPETUAL", "OPTION"]),
    symbol: Schema.optional(Schema.String),
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    orderFilter: Schema.optional(Schema.String),
    direction: Schema.optional(Schema.Literals(["prev", "next"])),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * An unfilled USDC order; `reduceOnly` is `0`/`1` here and `closeOnTrigger` a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrder = LazySchema.struct("UsdcActiveOrder", () => ({
  symbol: Schema.String,
  orderType: Schema.String,
  orderLinkId: Schema.String,
  orderId: Schema.String,
  stopOrderType: Schema.String,
  orderStatus: Schema.String,
  takeProfit: Schema.String,
  cumExecValue: Schema.String,
  createdAt: Schema.String,
  orderPnl: Schema.String,
  price: Schema.String,
  tpTriggerBy: Schema.String,
  timeInForce: Schema.String,
  basePrice: Schema.String,
  side: Schema.String,
  triggerPrice: Schema.String,
  cumExecFee: Schema.String,
  leavesQty: Schema.String,
  slTriggerBy: Schema.String,
  iv: Schema.String,
  closeOnTrigger: Schema.String,
  cumExecQty: Schema.String,
  reduceOnly: Schema.Number,
  qty: Schema.String,
  stopLoss: Schema.String,
  lastExecPrice: Schema.String,
  triggerBy: Schema.String,
  orderIM: Schema.String
}))

/**
 * `POST /option/usdc/openapi/private/v1/query-active-orders`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrders = LazySchema.make(() => DataPage(ActiveOrder).annotate({ identifier: "UsdcActiveOrders" }))

/**
 * `GET /option/usdc/openapi/public/v1/symbols` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionContractsRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.optional(Schema.String),
    status: Schema.optional(Schema.Literals(["WAITING_ONLINE", "ONLINE", "DELIVERING", "OFFLINE"])),
    direction: Schema.optional(Schema.Literals(["prev", "next"])),
    limit: Schema.optional(Schema.String),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * A USDC option contract.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionContract = LazySchema.struct("UsdcOptionContract", () => ({
  symbol: Schema.String,
  status: Schema.String,
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  settleCoin: Schema.String,
  takerFee: Schema.String,
  makerFee: Schema.String,
  minLeverage: Schema.String,
  maxLeverage: Schema.String,
  leverageStep: Schema.String,
  minOrderPrice: Schema.String,
  maxOrderPrice: Schema.String,
  minOrderSize: Schema.String,
  maxOrderSize: Schema.String,
  tickSize: Schema.String,
  minOrderSizeIncrement: Schema.String,
  basicDeliveryFeeRate: Schema.String,
  deliveryTime: Schema.String
}))

/**
 * `GET /option/usdc/openapi/public/v1/symbols`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionContracts = LazySchema.make(() =>
  DataPage(OptionContract).annotate({ identifier: "UsdcOptionContracts" })
)

/**
 * `GET /option/usdc/openapi/public/v1/delivery-price` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DeliveryPriceRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.optional(Schema.String),
    direction: Schema.optional(Schema.Literals(["prev", "next"])),
    limit: Schema.optional(Schema.String),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * `GET /option/usdc/openapi/public/v1/delivery-price`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DeliveryPrices = LazySchema.make(() =>
  DataPage(
    Schema.Struct({ symbol: Schema.String, deliveryPrice: Schema.String, deliveryTime: Schema.String })
  ).annotate({ identifier: "UsdcDeliveryPrices" })
)

/**
 * `GET /option/usdc/openapi/public/v1/query-trade-latest` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LastTradesRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Schema.Literals(["OPTION", "PERPETUAL"]),
    symbol: Schema.optional(Schema.String),
    optionType: Schema.optional(Schema.Literals(["Call", "Put"])),
    limit: Schema.optional(Schema.String)
  })
)

/**
 * `GET /option/usdc/openapi/public/v1/query-trade-latest` (no cursor on this page).
 *
 * @since 0.1.0
 * @category schemas
 */
export const LastTrades = LazySchema.make(() =>
  DataPage(
    Schema.Struct({ symbol: Schema.String, orderQty: Schema.String, orderPrice: Schema.String, time: Schema.String })
  ).annotate({ identifier: "UsdcLastTrades" })
)

/**
 * `POST /perpetual/usdc/openapi/private/v1/predicted-funding`: the next funding rate and the caller's predicted
 * fee (a read sent as POST). Source: bybit-exchange/docs-legacy `source/includes/usdc/perp/perp_funding_rate.md`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PredictedFunding = LazySchema.struct("UsdcPredictedFunding", () => ({
  predictedFundingRate: Schema.String,
  predictedFundingFee: Schema.String
}))
