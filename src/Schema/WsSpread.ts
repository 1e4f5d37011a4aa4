/**
 * WebSocket messages of spread trading, as the docs describe them: the private `spread.order` and
 * `spread.execution`, and the public `tickers.{symbol}` of `/v5/public/spread` (its `orderbook.25.{symbol}` and
 * `publicTrade.{symbol}` messages have the category streams' shapes, `WsPublic.OrderbookMessage` and
 * `WsPublic.PublicTradeMessage`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "./LazySchema.js"

/**
 * A message of the private `spread.order` topic: combo and leg orders of spread trading (`category` is `combination`, `spot_leg` or `future_leg`; times are ms strings).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadOrderMessage = LazySchema.struct("SpreadOrderMessage", () => ({
  id: Schema.String,
  topic: Schema.String,
  creationTime: Schema.Number,
  data: Schema.Array(
    Schema.Struct({
      category: Schema.String,
      symbol: Schema.String,
      parentOrderId: Schema.String,
      orderId: Schema.String,
      orderLinkId: Schema.String,
      side: Schema.String,
      orderStatus: Schema.String,
      cancelType: Schema.String,
      rejectReason: Schema.String,
      timeInForce: Schema.String,
      price: Schema.String,
      qty: Schema.String,
      avgPrice: Schema.String,
      leavesQty: Schema.String,
      leavesValue: Schema.String,
      cumExecQty: Schema.String,
      cumExecValue: Schema.String,
      cumExecFee: Schema.String,
      orderType: Schema.String,
      isLeverage: Schema.String,
      createdTime: Schema.String,
      updatedTime: Schema.String,
      feeCurrency: Schema.String,
      createType: Schema.String,
      closedPnl: Schema.String,
      // The table says string; the example sends fees by coin.
      cumFeeDetail: Schema.Union([Schema.String, Schema.Record(Schema.String, Schema.String)])
    })
  )
}))

/**
 * A decoded spread order message.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadOrderMessage extends Schema.Schema.Type<typeof SpreadOrderMessage> {}

/**
 * A message of the private `spread.execution` topic: fills of spread combos and their legs. The docs give no example, so the fields of each fill are optional.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadExecutionMessage = LazySchema.struct("SpreadExecutionMessage", () => ({
  id: Schema.optional(Schema.String),
  topic: Schema.String,
  creationTime: Schema.Number,
  data: Schema.Array(
    Schema.Struct({
      category: Schema.optional(Schema.String),
      symbol: Schema.optional(Schema.String),
      isLeverage: Schema.optional(Schema.String),
      orderId: Schema.optional(Schema.String),
      orderLinkId: Schema.optional(Schema.String),
      side: Schema.optional(Schema.String),
      orderPrice: Schema.optional(Schema.String),
      orderQty: Schema.optional(Schema.String),
      leavesQty: Schema.optional(Schema.String),
      createType: Schema.optional(Schema.String),
      orderType: Schema.optional(Schema.String),
      execFee: Schema.optional(Schema.String),
      execFeeV2: Schema.optional(Schema.String),
      feeCoin: Schema.optional(Schema.String),
      parentExecId: Schema.optional(Schema.String),
      execId: Schema.optional(Schema.String),
      execPrice: Schema.optional(Schema.String),
      execQty: Schema.optional(Schema.String),
      execPnl: Schema.optional(Schema.String),
      execType: Schema.optional(Schema.String),
      execValue: Schema.optional(Schema.String),
      execTime: Schema.optional(Schema.String),
      isMaker: Schema.optional(Schema.Boolean),
      feeRate: Schema.optional(Schema.String),
      markPrice: Schema.optional(Schema.String),
      closedSize: Schema.optional(Schema.String),
      seq: Schema.optional(Schema.Number)
    })
  )
}))

/**
 * A decoded spread execution message.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadExecutionMessage extends Schema.Schema.Type<typeof SpreadExecutionMessage> {}

/**
 * A message of the public spread `tickers.{symbol}` topic (`/v5/public/spread`), a snapshot every 100 ms. A side with
 * no quote is sent as empty strings (`askPrice: ""`), and a spread's price may be negative.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadTickerMessage = LazySchema.struct("SpreadTickerMessage", () => ({
  topic: Schema.String,
  type: Schema.String,
  ts: Schema.Number,
  data: Schema.Struct({
    symbol: Schema.String,
    bidPrice: Schema.String,
    bidSize: Schema.String,
    askPrice: Schema.String,
    askSize: Schema.String,
    lastPrice: Schema.String,
    highPrice24h: Schema.String,
    lowPrice24h: Schema.String,
    prevPrice24h: Schema.String,
    volume24h: Schema.String
  })
}))

/**
 * A decoded spread ticker message.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadTickerMessage extends Schema.Schema.Type<typeof SpreadTickerMessage> {}
