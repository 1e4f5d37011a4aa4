/**
 * Spot v1 (`/spot/v1`, `/spot/quote/v1`, `/spot/order`) shapes. Source: bybit-exchange/docs-legacy
 * `source/includes/spot/v1/_market_data.md` and `_account_data.md` (response examples and parameter tables).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"
import { Level } from "./Common.js"

/**
 * `GET /spot/v1/time`: `result.serverTime` in ms.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ServerTime = LazySchema.make(() =>
  Schema.Struct({ serverTime: Schema.Number }).annotate({
    identifier: "SpotV1ServerTime"
  })
)

/**
 * One spot v1 symbol.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpotSymbol = LazySchema.struct("SpotV1Symbol", () => ({
  name: Schema.String,
  alias: Schema.String,
  baseCurrency: Schema.String,
  quoteCurrency: Schema.String,
  basePrecision: Schema.String,
  quotePrecision: Schema.String,
  minTradeQuantity: Schema.String,
  minTradeAmount: Schema.String,
  minPricePrecision: Schema.String,
  maxTradeQuantity: Schema.optional(Schema.String),
  maxTradeAmount: Schema.optional(Schema.String),
  category: Schema.Number,
  innovation: Schema.optional(Schema.Boolean),
  showStatus: Schema.optional(Schema.Boolean)
}))

/**
 * `GET /spot/v1/symbols`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Symbols = LazySchema.make(() => Schema.Array(SpotSymbol))

/**
 * `GET /spot/quote/v1/depth` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderBookRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    limit: Schema.optional(Schema.Number)
  })
)

/**
 * `GET /spot/quote/v1/depth`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderBook = LazySchema.struct("SpotV1OrderBook", () => ({
  time: Schema.Number,
  bids: Schema.Array(Level),
  asks: Schema.Array(Level)
}))

/**
 * `POST /spot/v1/order` parameters (form-encoded, signed).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubmitOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    qty: Schema.Number,
    side: Schema.Literals(["Buy", "Sell"]),
    type: Schema.Literals(["LIMIT", "MARKET", "LIMIT_MAKER"]),
    timeInForce: Schema.optional(Schema.Literals(["GTC", "FOK", "IOC"])),
    price: Schema.optional(Schema.Number),
    orderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * The order answered by create and cancel.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderAck = LazySchema.struct("SpotV1OrderAck", () => ({
  accountId: Schema.String,
  symbol: Schema.String,
  symbolName: Schema.optional(Schema.String),
  orderLinkId: Schema.String,
  orderId: Schema.String,
  transactTime: Schema.String,
  price: Schema.String,
  origQty: Schema.String,
  executedQty: Schema.String,
  status: Schema.String,
  timeInForce: Schema.String,
  type: Schema.String,
  side: Schema.String
}))

/**
 * `GET|DELETE /spot/v1/order` parameters: one of the two ids.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderIdRequest = LazySchema.make(() =>
  Schema.Struct({
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * An order as the queries answer it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Order = LazySchema.struct("SpotV1Order", () => ({
  accountId: Schema.String,
  exchangeId: Schema.String,
  symbol: Schema.String,
  symbolName: Schema.String,
  orderLinkId: Schema.String,
  orderId: Schema.String,
  price: Schema.String,
  origQty: Schema.String,
  executedQty: Schema.String,
  cummulativeQuoteQty: Schema.String,
  avgPrice: Schema.String,
  status: Schema.String,
  timeInForce: Schema.String,
  type: Schema.String,
  side: Schema.String,
  stopPrice: Schema.String,
  icebergQty: Schema.String,
  time: Schema.String,
  updateTime: Schema.String,
  isWorking: Schema.Boolean,
  locked: Schema.optional(Schema.String)
}))

/**
 * `GET /spot/v1/open-orders` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OpenOrdersRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.optional(Schema.String),
    orderId: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number)
  })
)

/**
 * `GET /spot/v1/open-orders`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Orders = LazySchema.make(() => Schema.Array(Order))

/**
 * `DELETE /spot/order/batch-cancel` parameters; `orderTypes` is a comma-separated list (`LIMIT,LIMIT_MAKER`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchCancelRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    side: Schema.optional(Schema.Literals(["Buy", "Sell"])),
    orderTypes: Schema.optional(Schema.String)
  })
)

/**
 * `DELETE /spot/order/batch-cancel`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchCancel = LazySchema.make(() =>
  Schema.Struct({ success: Schema.Boolean }).annotate({
    identifier: "SpotV1BatchCancel"
  })
)
