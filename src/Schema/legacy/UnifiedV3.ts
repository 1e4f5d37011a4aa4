/**
 * Unified margin v3 (`/unified/v3/private`) shapes. Source: bybit-exchange/docs-legacy
 * `source/includes/derivativesV3/unified_margin/_unified_margin_account.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * The unified margin categories.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Category = LazySchema.make(() => Schema.Literals(["linear", "option"]))

/**
 * `POST /unified/v3/private/order/create` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubmitOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Category,
    symbol: Schema.String,
    side: Schema.Literals(["Buy", "Sell"]),
    positionIdx: Schema.optional(Schema.String),
    orderType: Schema.Literals(["Limit", "Market"]),
    qty: Schema.String,
    price: Schema.optional(Schema.String),
    basePrice: Schema.optional(Schema.String),
    triggerPrice: Schema.optional(Schema.String),
    triggerBy: Schema.optional(Schema.String),
    iv: Schema.optional(Schema.String),
    timeInForce: Schema.Literals(["GoodTillCancel", "ImmediateOrCancel", "FillOrKill", "PostOnly"]),
    orderLinkId: Schema.optional(Schema.String),
    takeProfit: Schema.optional(Schema.String),
    stopLoss: Schema.optional(Schema.String),
    tpTriggerBy: Schema.optional(Schema.String),
    slTriggerBy: Schema.optional(Schema.String),
    reduceOnly: Schema.optional(Schema.Boolean),
    closeOnTrigger: Schema.optional(Schema.Boolean),
    mmp: Schema.optional(Schema.Boolean)
  })
)

/**
 * `POST /unified/v3/private/order/cancel` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Category,
    symbol: Schema.String,
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    orderFilter: Schema.optional(Schema.String)
  })
)

/**
 * `GET /unified/v3/private/order/unfilled-orders` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrdersRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Category,
    symbol: Schema.optional(Schema.String),
    baseCoin: Schema.optional(Schema.String),
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    orderFilter: Schema.optional(Schema.String),
    direction: Schema.optional(Schema.Literals(["prev", "next"])),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * An unfilled unified-margin order (times are numbers here, strings on contract v3).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrder = LazySchema.struct("UnifiedV3ActiveOrder", () => ({
  symbol: Schema.String,
  orderType: Schema.String,
  orderLinkId: Schema.String,
  orderId: Schema.String,
  stopOrderType: Schema.String,
  orderStatus: Schema.String,
  takeProfit: Schema.String,
  cumExecValue: Schema.String,
  blockTradeId: Schema.String,
  price: Schema.String,
  createdTime: Schema.Number,
  tpTriggerBy: Schema.String,
  timeInForce: Schema.String,
  basePrice: Schema.String,
  updatedTime: Schema.Number,
  side: Schema.String,
  triggerPrice: Schema.String,
  cumExecFee: Schema.String,
  slTriggerBy: Schema.String,
  leavesQty: Schema.String,
  closeOnTrigger: Schema.Boolean,
  cumExecQty: Schema.String,
  reduceOnly: Schema.Boolean,
  qty: Schema.String,
  stopLoss: Schema.String,
  triggerBy: Schema.String,
  orderIM: Schema.String,
  iv: Schema.optional(Schema.String)
}))

/**
 * `GET /unified/v3/private/order/unfilled-orders`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrders = LazySchema.struct("UnifiedV3ActiveOrders", () => ({
  nextPageCursor: Schema.String,
  category: Schema.String,
  list: Schema.Array(ActiveOrder)
}))
