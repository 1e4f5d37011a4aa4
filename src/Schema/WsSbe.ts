/**
 * The decoded messages of the market-maker streams' binary topics (`ob.rpi.1.sbe.{symbol}`, `ob.50.sbe.{symbol}`,
 * `publicTrade.sbe.{symbol}`), as `Sbe.decode` gives them: field names as the SBE template names them, prices and
 * sizes as exact decimal strings, timestamps in microseconds.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "./LazySchema.js"

/**
 * A decoded `BestOBRpiEvent`: the best normal and RPI quotes of each side.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BestOBRpiMessage = LazySchema.struct("BestOBRpiMessage", () => ({
  topic: Schema.String,
  ts: Schema.Number,
  seq: Schema.Number,
  cts: Schema.Number,
  u: Schema.Number,
  askNormalPrice: Schema.String,
  askNormalSize: Schema.String,
  askRpiPrice: Schema.String,
  askRpiSize: Schema.String,
  bidNormalPrice: Schema.String,
  bidNormalSize: Schema.String,
  bidRpiPrice: Schema.String,
  bidRpiSize: Schema.String,
  priceExponent: Schema.Number,
  sizeExponent: Schema.Number,
  symbol: Schema.String
}))

/**
 * A decoded best-quotes message.
 *
 * @since 0.1.0
 * @category models
 */
export interface BestOBRpiMessage extends Schema.Schema.Type<typeof BestOBRpiMessage> {}

const Level = LazySchema.make(() => Schema.Struct({ price: Schema.String, size: Schema.String }))

/**
 * A decoded `OBL50Event`: 50 levels a side as a snapshot, or the changed levels (size `"0"` removes one).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OBL50Message = LazySchema.struct("OBL50Message", () => ({
  topic: Schema.String,
  ts: Schema.Number,
  seq: Schema.Number,
  cts: Schema.Number,
  u: Schema.Number,
  priceExponent: Schema.Number,
  sizeExponent: Schema.Number,
  pkgType: Schema.Literals(["SNAPSHOT", "DELTA"]),
  asks: Schema.Array(Level),
  bids: Schema.Array(Level),
  symbol: Schema.String
}))

/**
 * A decoded level-50 book message.
 *
 * @since 0.1.0
 * @category models
 */
export interface OBL50Message extends Schema.Schema.Type<typeof OBL50Message> {}

/**
 * A decoded `PublicTradeEvent`: the trades since the last push, with the taker's side by the template's names.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PublicTradeSbeMessage = LazySchema.struct("PublicTradeSbeMessage", () => ({
  topic: Schema.String,
  ts: Schema.Number,
  priceExponent: Schema.Number,
  sizeExponent: Schema.Number,
  tradeItems: Schema.Array(
    Schema.Struct({
      fillTime: Schema.Number,
      price: Schema.String,
      size: Schema.String,
      seq: Schema.Number,
      side: Schema.Literals(["UNKNOWN", "BUY", "SELL", "NON_REPRESENTABLE"]),
      isBlockTrade: Schema.Boolean,
      isRPI: Schema.Boolean,
      execId: Schema.String
    })
  ),
  symbol: Schema.String
}))

/**
 * A decoded binary public-trade message.
 *
 * @since 0.1.0
 * @category models
 */
export interface PublicTradeSbeMessage extends Schema.Schema.Type<typeof PublicTradeSbeMessage> {}
