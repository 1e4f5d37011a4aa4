/**
 * Public WebSocket messages of Advanced Earn (`/v5/public/fp`): each `earn.*.offers` topic pushes a full snapshot of
 * the online products' quotes, keyed by one-letter fields as the docs name them. Identifiers and e8 figures the docs
 * type as int64 arrive as strings in their examples: both are accepted and decoded to numbers.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Millis } from "./Envelope.js"
import * as LazySchema from "./LazySchema.js"

// int64 in the tables, strings in the examples
const Int64 = Millis

/**
 * One price point of a Dual Assets quote: selected price `s`, annualized yield `a` (e8), maximum investment `m` and
 * quote expiry `x` (ms, as a string).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DualAssetsQuote = LazySchema.struct("DualAssetsQuote", () => ({
  s: Schema.String,
  a: Int64,
  m: Schema.String,
  x: Schema.String
}))

/**
 * A message of `earn.dualassets.offers`: per product `p`, the current price `c` and its buy-low (`b`) and sell-high
 * (`s`) price lists.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DualAssetsOffersMessage = LazySchema.struct("DualAssetsOffersMessage", () => ({
  topic: Schema.String,
  data: Schema.Array(
    Schema.Struct({
      p: Int64,
      c: Schema.String,
      b: Schema.Array(DualAssetsQuote),
      s: Schema.Array(DualAssetsQuote)
    })
  )
}))

/**
 * A decoded Dual Assets offers message.
 *
 * @since 0.1.0
 * @category models
 */
export interface DualAssetsOffersMessage extends Schema.Schema.Type<typeof DualAssetsOffersMessage> {}

/**
 * A message of `earn.discountbuy.offers`: per product `p`, the index price `c`, anchor buy price `b`, knockout price
 * `k`, annualized rate `e` (e8), maximum amount `m`, the market maker's institution id `i` (pass it as-is when
 * ordering) and the quote expiry `x` (`"0"`: none).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DiscountBuyOffersMessage = LazySchema.struct("DiscountBuyOffersMessage", () => ({
  topic: Schema.String,
  data: Schema.Array(
    Schema.Struct({
      p: Schema.String,
      c: Schema.String,
      b: Schema.String,
      k: Schema.String,
      e: Schema.String,
      m: Schema.String,
      i: Schema.String,
      x: Schema.String
    })
  )
}))

/**
 * A decoded Discount Buy offers message.
 *
 * @since 0.1.0
 * @category models
 */
export interface DiscountBuyOffersMessage extends Schema.Schema.Type<typeof DiscountBuyOffersMessage> {}

/**
 * A message of `earn.doublewin.offers`: per product `p`, the index price `c`, maximum leverage `l`, maximum single
 * order `m` and quote expiry `e` (ms).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DoubleWinOffersMessage = LazySchema.struct("DoubleWinOffersMessage", () => ({
  topic: Schema.String,
  data: Schema.Array(
    Schema.Struct({
      p: Schema.String,
      c: Schema.String,
      l: Schema.String,
      m: Schema.String,
      e: Schema.String
    })
  )
}))

/**
 * A decoded Double Win offers message.
 *
 * @since 0.1.0
 * @category models
 */
export interface DoubleWinOffersMessage extends Schema.Schema.Type<typeof DoubleWinOffersMessage> {}

/**
 * A message of `earn.smartleverage.offers`: per product `p`, the breakeven price `b`, quote expiry `e`, maximum single
 * order `m` and the underlying's market price `c`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmartLeverageOffersMessage = LazySchema.struct("SmartLeverageOffersMessage", () => ({
  topic: Schema.String,
  data: Schema.Array(
    Schema.Struct({
      p: Schema.String,
      b: Schema.String,
      e: Schema.String,
      m: Schema.String,
      c: Schema.String
    })
  )
}))

/**
 * A decoded Smart Leverage offers message.
 *
 * @since 0.1.0
 * @category models
 */
export interface SmartLeverageOffersMessage extends Schema.Schema.Type<typeof SmartLeverageOffersMessage> {}
