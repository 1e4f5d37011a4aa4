/**
 * Contract v3 (`/contract/v3/private`) shapes. Source: bybit-exchange/docs-legacy
 * `source/includes/derivativesV3/contract/_account_data.md` (response examples and parameter tables).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"
import { OrderIds } from "./Common.js"

/**
 * `POST /contract/v3/private/order/create` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubmitOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    side: Schema.Literals(["Buy", "Sell"]),
    positionIdx: Schema.optional(Schema.Literals([0, 1, 2])),
    orderType: Schema.Literals(["Limit", "Market"]),
    qty: Schema.String,
    price: Schema.optional(Schema.String),
    triggerDirection: Schema.optional(Schema.Literals([1, 2])),
    triggerPrice: Schema.optional(Schema.String),
    triggerBy: Schema.optional(Schema.String),
    tpTriggerBy: Schema.optional(Schema.String),
    slTriggerBy: Schema.optional(Schema.String),
    timeInForce: Schema.Literals(["GoodTillCancel", "ImmediateOrCancel", "FillOrKill", "PostOnly"]),
    orderLinkId: Schema.optional(Schema.String),
    takeProfit: Schema.optional(Schema.String),
    stopLoss: Schema.optional(Schema.String),
    reduceOnly: Schema.optional(Schema.Boolean),
    closeOnTrigger: Schema.optional(Schema.Boolean)
  })
)

/**
 * `POST /contract/v3/private/order/cancel` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * `POST /contract/v3/private/order/cancel-all` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAllRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.optional(Schema.String),
    settleCoin: Schema.optional(Schema.String)
  })
)

/**
 * `POST /contract/v3/private/order/cancel-all`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAll = LazySchema.make(() =>
  Schema.Struct({ list: Schema.Array(OrderIds) }).annotate({
    identifier: "ContractV3CancelAll"
  })
)

/**
 * `GET /contract/v3/private/order/unfilled-orders` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrdersRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.optional(Schema.String),
    settleCoin: Schema.optional(Schema.String),
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * An unfilled order.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrder = LazySchema.struct("ContractV3ActiveOrder", () => ({
  symbol: Schema.String,
  orderId: Schema.String,
  side: Schema.String,
  orderType: Schema.String,
  stopOrderType: Schema.String,
  price: Schema.String,
  qty: Schema.String,
  timeInForce: Schema.String,
  orderStatus: Schema.String,
  triggerPrice: Schema.String,
  orderLinkId: Schema.String,
  createdTime: Schema.String,
  updatedTime: Schema.String,
  takeProfit: Schema.String,
  stopLoss: Schema.String,
  tpTriggerBy: Schema.String,
  slTriggerBy: Schema.String,
  triggerBy: Schema.String,
  reduceOnly: Schema.Boolean,
  leavesQty: Schema.String,
  leavesValue: Schema.String,
  cumExecQty: Schema.String,
  cumExecValue: Schema.String,
  cumExecFee: Schema.String,
  triggerDirection: Schema.Number,
  positionIdx: Schema.optional(Schema.Number),
  closeOnTrigger: Schema.optional(Schema.Boolean)
}))

/**
 * `GET /contract/v3/private/order/unfilled-orders`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ActiveOrders = LazySchema.struct("ContractV3ActiveOrders", () => ({
  list: Schema.Array(ActiveOrder),
  nextPageCursor: Schema.String
}))
