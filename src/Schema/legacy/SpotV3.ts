/**
 * Spot v3 (`/spot/v3`) shapes. Source: bybit-exchange/docs-legacy `source/includes/spot/v3/_account_data.md`
 * (response examples and parameter tables); the leveraged-token fields `ltCode`/`serialNo` from bybit-api's
 * `SpotClientV3` (git `e4957b0~1`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * `GET /spot/v3/public/quote/ticker/price` parameters (one symbol).
 *
 * @since 0.1.0
 * @category schemas
 */
export const LastPriceRequest = LazySchema.make(() => Schema.Struct({ symbol: Schema.String }))

/**
 * `GET /spot/v3/public/quote/ticker/price` for one symbol.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LastPrice = LazySchema.make(() =>
  Schema.Struct({ symbol: Schema.String, price: Schema.String }).annotate({
    identifier: "SpotV3LastPrice"
  })
)

/**
 * `POST /spot/v3/private/order` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubmitOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    orderQty: Schema.String,
    side: Schema.Literals(["Buy", "Sell"]),
    orderType: Schema.Literals(["LIMIT", "MARKET", "LIMIT_MAKER"]),
    timeInForce: Schema.optional(Schema.Literals(["GTC", "FOK", "IOC"])),
    orderPrice: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    orderCategory: Schema.optional(Schema.Literals([0, 1])),
    triggerPrice: Schema.optional(Schema.String)
  })
)

/**
 * `POST /spot/v3/private/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderAck = LazySchema.struct("SpotV3OrderAck", () => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  symbol: Schema.String,
  createTime: Schema.String,
  orderPrice: Schema.String,
  orderQty: Schema.String,
  orderType: Schema.String,
  side: Schema.String,
  status: Schema.String,
  timeInForce: Schema.String,
  accountId: Schema.String,
  execQty: Schema.optional(Schema.String),
  orderCategory: Schema.optional(Schema.Number),
  triggerPrice: Schema.optional(Schema.String)
}))

/**
 * `GET /spot/v3/private/order` and `POST /spot/v3/private/cancel-order` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderIdRequest = LazySchema.make(() =>
  Schema.Struct({
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    orderCategory: Schema.optional(Schema.Literals([0, 1]))
  })
)

/**
 * `GET /spot/v3/private/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Order = LazySchema.struct("SpotV3Order", () => ({
  accountId: Schema.String,
  symbol: Schema.String,
  orderLinkId: Schema.String,
  orderId: Schema.String,
  orderPrice: Schema.String,
  orderQty: Schema.String,
  execQty: Schema.optional(Schema.String),
  cummulativeQuoteQty: Schema.optional(Schema.String),
  avgPrice: Schema.optional(Schema.String),
  status: Schema.String,
  timeInForce: Schema.String,
  orderType: Schema.String,
  side: Schema.String,
  stopPrice: Schema.String,
  icebergQty: Schema.String,
  createTime: Schema.String,
  updateTime: Schema.String,
  isWorking: Schema.String,
  locked: Schema.optional(Schema.String),
  executedOrderId: Schema.optional(Schema.String),
  triggerPrice: Schema.optional(Schema.String),
  orderCategory: Schema.optional(Schema.Number)
}))

/**
 * `POST /spot/v3/private/cancel-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAck = LazySchema.struct("SpotV3CancelAck", () => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  symbol: Schema.String,
  status: Schema.String,
  accountId: Schema.String,
  createTime: Schema.String,
  orderPrice: Schema.String,
  orderQty: Schema.String,
  execQty: Schema.String,
  timeInForce: Schema.String,
  orderType: Schema.String,
  side: Schema.String
}))

/**
 * `POST /spot/v3/private/cancel-orders` parameters; `orderTypes` is a comma-separated list.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchCancelRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    side: Schema.optional(Schema.Literals(["Buy", "Sell"])),
    orderTypes: Schema.optional(Schema.String),
    orderCategory: Schema.optional(Schema.Literals([0, 1]))
  })
)

/**
 * `POST /spot/v3/private/cancel-orders`: `success` is `"1"` or `"0"`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchCancel = LazySchema.make(() =>
  Schema.Struct({ success: Schema.String }).annotate({
    identifier: "SpotV3BatchCancel"
  })
)

/**
 * `POST /spot/v3/private/purchase` parameters: the leveraged token (`ltCode`), the amount and an optional serial
 * number (`serialNo`) that makes the purchase idempotent.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PurchaseRequest = LazySchema.make(() =>
  Schema.Struct({
    ltCode: Schema.String,
    ltAmount: Schema.String,
    serialNo: Schema.optional(Schema.String)
  })
)

/**
 * `POST /spot/v3/private/purchase`: the purchase order (`orderStatus` `"1"` processing, `"2"` success, `"3"`
 * failed), echoing `ltCode` and `serialNo`. Source: bybit-exchange/docs-legacy
 * `source/includes/spot/v3/_etp.md` ("Purchase").
 *
 * @since 0.1.0
 * @category schemas
 */
export const Purchase = LazySchema.struct("SpotV3Purchase", () => ({
  amount: Schema.String,
  id: Schema.String,
  ltCode: Schema.String,
  orderAmount: Schema.String,
  orderQuantity: Schema.String,
  orderStatus: Schema.String,
  serialNo: Schema.String,
  timestamp: Schema.Number,
  valueCoin: Schema.String
}))
