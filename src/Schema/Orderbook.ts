/**
 * `GET /v5/market/orderbook`: a depth snapshot. Levels stay decimal strings; convert the few you need with
 * `Decimal.toBigDecimal`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/orderbook`. `limit` per side: spot 1-200 (default 1), linear/inverse 1-500 (default 25),
 * option 1-25 (default 1).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderbookRequest = LazySchema.struct("OrderbookRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.String,
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of an orderbook query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderbookRequest extends Schema.Schema.Type<typeof OrderbookRequest> {}

/**
 * One level: `[price, size]`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Level = LazySchema.make(() => Schema.Tuple([Decimal, Decimal]).annotate({ identifier: "Level" }))

/**
 * A decoded level.
 *
 * @since 0.1.0
 * @category models
 */
export type Level = typeof Level.Type

/**
 * The result of `/v5/market/orderbook`: symbol `s`, bids `b` (price descending), asks `a` (price ascending),
 * `ts` the system time (ms), `u` the update id (matches `u` of the WebSocket book), `seq` the cross sequence (not for
 * options) and `cts` the matching-engine time (linear, inverse).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Orderbook extends LazyClass.Class<Orderbook>("Orderbook")(() => ({
  s: Schema.String,
  b: Schema.Array(Level),
  a: Schema.Array(Level),
  ts: Schema.Number,
  u: Schema.Number,
  seq: Schema.optional(Schema.Number),
  cts: Schema.optional(Schema.Number)
})) {}

/**
 * The query of `/v5/market/full_orderbook` (spot, linear, inverse): up to 10 000 levels per side, to seed a local
 * book before applying the `orderbook.full` stream.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FullOrderbookRequest = LazySchema.struct("FullOrderbookRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.String
}))

/**
 * The parameters of a full-depth orderbook query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FullOrderbookRequest extends Schema.Schema.Type<typeof FullOrderbookRequest> {}

/**
 * The query of `/v5/market/rpi_orderbook`: `limit` per side is required, 1-50.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RpiOrderbookRequest = LazySchema.struct("RpiOrderbookRequest", () => ({
  category: Schema.optional(MarketEnums.Category),
  symbol: Schema.String,
  limit: Schema.Number
}))

/**
 * The parameters of an RPI orderbook query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RpiOrderbookRequest extends Schema.Schema.Type<typeof RpiOrderbookRequest> {}

/**
 * One RPI level: `[price, nonRpiSize, rpiSize]`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RpiLevel = LazySchema.make(() =>
  Schema.Tuple([Decimal, Decimal, Decimal]).annotate({ identifier: "RpiLevel" })
)

/**
 * A decoded RPI level.
 *
 * @since 0.1.0
 * @category models
 */
export type RpiLevel = typeof RpiLevel.Type

/**
 * The result of `/v5/market/rpi_orderbook`: like {@link Orderbook}, with the RPI size as a third column.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RpiOrderbook extends LazyClass.Class<RpiOrderbook>("RpiOrderbook")(() => ({
  s: Schema.String,
  b: Schema.Array(RpiLevel),
  a: Schema.Array(RpiLevel),
  ts: Schema.Number,
  u: Schema.Number,
  seq: Schema.optional(Schema.Number),
  cts: Schema.optional(Schema.Number)
})) {}
