/**
 * USDT perpetual v2 "linear" (`/private/linear`, `/public/linear`) shapes: snake_case, numbers for prices and
 * quantities, legacy envelope. Source: bybit-exchange/docs-legacy
 * `source/includes/futuresV2/linear_perpetual/_account_data.md` and `_market_data.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * `POST /private/linear/order/create` parameters (JSON body carrying `api_key`, `timestamp` and `sign`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubmitOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    side: Schema.Literals(["Buy", "Sell"]),
    symbol: Schema.String,
    order_type: Schema.Literals(["Limit", "Market"]),
    qty: Schema.Number,
    price: Schema.optional(Schema.Number),
    time_in_force: Schema.Literals(["GoodTillCancel", "ImmediateOrCancel", "FillOrKill", "PostOnly"]),
    reduce_only: Schema.Boolean,
    close_on_trigger: Schema.Boolean,
    order_link_id: Schema.optional(Schema.String),
    take_profit: Schema.optional(Schema.Number),
    stop_loss: Schema.optional(Schema.Number),
    tp_trigger_by: Schema.optional(Schema.String),
    sl_trigger_by: Schema.optional(Schema.String),
    position_idx: Schema.optional(Schema.Literals([0, 1, 2]))
  })
)

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
export const Order = LazySchema.make(() =>
  Schema.Struct({
    ...orderFields,
    position_idx: Schema.optional(Schema.Number)
  }).annotate({
    identifier: "LinearV2Order"
  })
)

/**
 * `GET /private/linear/order/list` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderListRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    order_id: Schema.optional(Schema.String),
    order_link_id: Schema.optional(Schema.String),
    order: Schema.optional(Schema.Literals(["desc", "asc"])),
    page: Schema.optional(Schema.Number),
    limit: Schema.optional(Schema.Number),
    order_status: Schema.optional(Schema.String)
  })
)

/**
 * `GET /private/linear/order/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderList = LazySchema.struct("LinearV2OrderList", () => ({
  current_page: Schema.Number,
  data: Schema.NullOr(Schema.Array(Order))
}))

/**
 * `POST /private/linear/order/cancel` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    order_id: Schema.optional(Schema.String),
    order_link_id: Schema.optional(Schema.String)
  })
)

/**
 * `POST /private/linear/order/cancel`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAck = LazySchema.make(() =>
  Schema.Struct({ order_id: Schema.String }).annotate({
    identifier: "LinearV2CancelAck"
  })
)

/**
 * `POST /private/linear/order/cancel-all` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAllRequest = LazySchema.make(() => Schema.Struct({ symbol: Schema.String }))

/**
 * `POST /private/linear/order/cancel-all`: the cancelled order ids.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAll = LazySchema.make(() => Schema.Array(Schema.String))

/**
 * `GET /public/linear/recent-trading-records` parameters (`limit` up to 1000, default 500). Source:
 * bybit-exchange/docs-legacy `source/includes/futuresV2/linear_perpetual/_market_data.md`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TradesRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    limit: Schema.optional(Schema.Number)
  })
)

/**
 * One public USDT perpetual trade: the id is a string here (a number on the inverse path), and
 * `trade_time_ms` carries the time in milliseconds next to the ISO `time`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Trade = LazySchema.struct("LinearV2Trade", () => ({
  id: Schema.String,
  symbol: Schema.String,
  price: Schema.Number,
  qty: Schema.Number,
  side: Schema.Literals(["Buy", "Sell"]),
  time: Schema.String,
  trade_time_ms: Schema.Number
}))

/**
 * `GET /public/linear/recent-trading-records`: newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Trades = LazySchema.make(() => Schema.Array(Trade))

/**
 * `GET /public/linear/funding/prev-funding-rate` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PrevFundingRateRequest = LazySchema.make(() => Schema.Struct({ symbol: Schema.String }))

/**
 * `GET /public/linear/funding/prev-funding-rate`: the rate of the last settlement and its ISO time.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PrevFundingRate = LazySchema.struct("LinearV2PrevFundingRate", () => ({
  symbol: Schema.String,
  funding_rate: Schema.Number,
  funding_rate_timestamp: Schema.String
}))
