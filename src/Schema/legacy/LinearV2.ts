/**
 * USDT perpetual v2 "linear" (`/private/linear`) shapes: snake_case, numbers for prices and quantities, legacy
 * envelope. Source: bybit-exchange/docs-legacy `source/includes/futuresV2/linear_perpetual/_account_data.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * `POST /private/linear/order/create` parameters (JSON body carrying `api_key`, `timestamp` and `sign`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubmitOrderRequest = Schema.Struct({
  side: Schema.Literal("Buy", "Sell"),
  symbol: Schema.String,
  order_type: Schema.Literal("Limit", "Market"),
  qty: Schema.Number,
  price: Schema.optional(Schema.Number),
  time_in_force: Schema.Literal("GoodTillCancel", "ImmediateOrCancel", "FillOrKill", "PostOnly"),
  reduce_only: Schema.Boolean,
  close_on_trigger: Schema.Boolean,
  order_link_id: Schema.optional(Schema.String),
  take_profit: Schema.optional(Schema.Number),
  stop_loss: Schema.optional(Schema.Number),
  tp_trigger_by: Schema.optional(Schema.String),
  sl_trigger_by: Schema.optional(Schema.String),
  position_idx: Schema.optional(Schema.Literal(0, 1, 2))
})

const orderFields = {
  order_id: Schema.String,
  user_id: Schema.Number,
  symbol: Schema.String,
  side: Schema.String,
  order_type: Schema.String,
  price: Schema.Number,
  qty: Schema.Number,
  time_in_force: Schema.String,
  order_status: Schema.String,
  last_exec_price: Schema.Number,
  cum_exec_qty: Schema.Number,
  cum_exec_value: Schema.Number,
  cum_exec_fee: Schema.Number,
  reduce_only: Schema.Boolean,
  close_on_trigger: Schema.Boolean,
  order_link_id: Schema.String,
  created_time: Schema.String,
  updated_time: Schema.String,
  take_profit: Schema.Number,
  stop_loss: Schema.Number,
  tp_trigger_by: Schema.String,
  sl_trigger_by: Schema.String
}

/**
 * A linear order as create and list answer it (`position_idx` only on create).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Order = Schema.Struct({ ...orderFields, position_idx: Schema.optional(Schema.Number) }).annotations({
  identifier: "LinearV2Order"
})

/**
 * `GET /private/linear/order/list` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderListRequest = Schema.Struct({
  symbol: Schema.String,
  order_id: Schema.optional(Schema.String),
  order_link_id: Schema.optional(Schema.String),
  order: Schema.optional(Schema.Literal("desc", "asc")),
  page: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  order_status: Schema.optional(Schema.String)
})

/**
 * `GET /private/linear/order/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderList = Schema.Struct({
  current_page: Schema.Number,
  data: Schema.NullOr(Schema.Array(Order))
}).annotations({ identifier: "LinearV2OrderList" })

/**
 * `POST /private/linear/order/cancel` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelOrderRequest = Schema.Struct({
  symbol: Schema.String,
  order_id: Schema.optional(Schema.String),
  order_link_id: Schema.optional(Schema.String)
})

/**
 * `POST /private/linear/order/cancel`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAck = Schema.Struct({ order_id: Schema.String }).annotations({ identifier: "LinearV2CancelAck" })

/**
 * `POST /private/linear/order/cancel-all` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAllRequest = Schema.Struct({ symbol: Schema.String })

/**
 * `POST /private/linear/order/cancel-all`: the cancelled order ids.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAll = Schema.Array(Schema.String)
