/**
 * `GET /v5/market/orderbook`: a depth snapshot. Levels stay decimal strings; convert the few you need with
 * `Decimal.toBigDecimal`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as Enums from "./Enums.js"

/**
 * The query of `/v5/market/orderbook`. `limit` per side: spot 1-200 (default 1), linear/inverse 1-500 (default 25),
 * option 1-25 (default 1).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderbookRequest = Schema.Struct({
  category: Enums.Category,
  symbol: Schema.String,
  limit: Schema.optional(Schema.Number)
}).annotations({ identifier: "OrderbookRequest" })

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
export const Level = Schema.Tuple(Decimal, Decimal).annotations({ identifier: "Level" })

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
export class Orderbook extends Schema.Class<Orderbook>("Orderbook")({
  s: Schema.String,
  b: Schema.Array(Level),
  a: Schema.Array(Level),
  ts: Schema.Number,
  u: Schema.Number,
  seq: Schema.optional(Schema.Number),
  cts: Schema.optional(Schema.Number)
}) {}
