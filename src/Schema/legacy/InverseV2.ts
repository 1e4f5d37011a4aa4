/**
 * Inverse v2 (`/v2/public`, `/v2/private`) shapes, also answered by the inverse futures paths
 * (`/futures/private`). snake_case, legacy envelope with `time_now`. Source: bybit-exchange/docs-legacy
 * `source/includes/futuresV2/inverse_perpetual/_market_data.md` and `source/includes/_wallet_data.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * `GET /v2/public/time`: `result` is `{}`, the time travels in the envelope's `time_now`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ServerTime = LazySchema.make(() => Schema.Struct({}).annotate({ identifier: "InverseV2ServerTime" }))

/**
 * Parameters naming one symbol.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SymbolRequest = LazySchema.make(() => Schema.Struct({ symbol: Schema.String }))

/**
 * One `orderBook/L2` entry: the size is a number of contracts.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BookEntry = LazySchema.struct("InverseV2BookEntry", () => ({
  symbol: Schema.String,
  price: Schema.String,
  size: Schema.Number,
  side: Schema.String
}))

/**
 * `GET /v2/public/orderBook/L2`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderBook = LazySchema.make(() => Schema.Array(BookEntry))

/**
 * `GET /v2/public/kline/list` parameters: `from` in seconds.
 *
 * @since 0.1.0
 * @category schemas
 */
export const KlineRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    interval: Schema.String,
    from: Schema.Number,
    limit: Schema.optional(Schema.Number)
  })
)

/**
 * `GET /v2/public/kline/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Kline = LazySchema.make(() =>
  Schema.Array(
    Schema.Struct({
      symbol: Schema.String,
      interval: Schema.String,
      open_time: Schema.Number,
      open: Schema.String,
      high: Schema.String,
      low: Schema.String,
      close: Schema.String,
      volume: Schema.String,
      turnover: Schema.String
    })
  ).annotate({ identifier: "InverseV2Kline" })
)

/**
 * `GET /v2/public/tickers` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TickersRequest = LazySchema.make(() => Schema.Struct({ symbol: Schema.optional(Schema.String) }))

/**
 * A v2 ticker (inverse perpetual, inverse futures and, on the same path, USDT perpetual).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Ticker = LazySchema.struct("InverseV2Ticker", () => ({
  symbol: Schema.String,
  bid_price: Schema.String,
  ask_price: Schema.String,
  last_price: Schema.String,
  last_tick_direction: Schema.String,
  prev_price_24h: Schema.String,
  price_24h_pcnt: Schema.String,
  high_price_24h: Schema.String,
  low_price_24h: Schema.String,
  prev_price_1h: Schema.String,
  price_1h_pcnt: Schema.String,
  mark_price: Schema.String,
  index_price: Schema.String,
  open_interest: Schema.Number,
  open_value: Schema.String,
  total_turnover: Schema.String,
  turnover_24h: Schema.String,
  total_volume: Schema.Number,
  volume_24h: Schema.Number,
  funding_rate: Schema.String,
  predicted_funding_rate: Schema.String,
  next_funding_time: Schema.String,
  countdown_hour: Schema.Number,
  delivery_fee_rate: Schema.String,
  predicted_delivery_price: Schema.String,
  delivery_time: Schema.String
}))

/**
 * `GET /v2/public/tickers`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Tickers = LazySchema.make(() => Schema.Array(Ticker))

/**
 * `GET /v2/public/trading-records` parameters.
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
 * `GET /v2/public/trading-records`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Trades = LazySchema.make(() =>
  Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      symbol: Schema.String,
      price: Schema.Number,
      qty: Schema.Number,
      side: Schema.String,
      time: Schema.String
    })
  ).annotate({ identifier: "InverseV2Trades" })
)

/**
 * `GET /v2/private/execution/list` (and `/futures/private/execution/list`) parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExecutionsRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    order_id: Schema.optional(Schema.String),
    start_time: Schema.optional(Schema.Number),
    page: Schema.optional(Schema.Number),
    limit: Schema.optional(Schema.Number),
    order: Schema.optional(Schema.Literals(["desc", "asc"]))
  })
)

/**
 * One execution; `exec_time` is seconds with a fraction as a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Execution = LazySchema.struct("InverseV2Execution", () => ({
  closed_size: Schema.Number,
  cross_seq: Schema.Number,
  exec_fee: Schema.String,
  exec_id: Schema.String,
  exec_price: Schema.String,
  exec_qty: Schema.Number,
  exec_time: Schema.String,
  exec_type: Schema.String,
  exec_value: Schema.String,
  fee_rate: Schema.String,
  last_liquidity_ind: Schema.String,
  leaves_qty: Schema.Number,
  nth_fill: Schema.Number,
  order_id: Schema.String,
  order_link_id: Schema.String,
  order_price: Schema.String,
  order_qty: Schema.Number,
  order_type: Schema.String,
  side: Schema.String,
  symbol: Schema.String,
  user_id: Schema.Number
}))

/**
 * `GET /v2/private/execution/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Executions = LazySchema.struct("InverseV2Executions", () => ({
  order_id: Schema.String,
  trade_list: Schema.NullOr(Schema.Array(Execution))
}))

/**
 * `POST /v2/private/position/leverage/save` parameters: `leverage` is a number (0 meant cross margin on the
 * legacy exchange); `leverage_only` changes the leverage without switching the margin mode. Source:
 * bybit-exchange/docs-legacy `source/includes/futuresV2/inverse_perpetual/_account_data.md` ("Set Leverage").
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetLeverageRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    leverage: Schema.Number,
    leverage_only: Schema.optional(Schema.Boolean)
  })
)

/**
 * `POST /v2/private/position/leverage/save`: `result` is the leverage now set.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetLeverage = LazySchema.make(() => Schema.Number.annotate({ identifier: "InverseV2SetLeverage" }))
