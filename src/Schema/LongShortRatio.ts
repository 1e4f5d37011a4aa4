/**
 * `GET /v5/market/account-ratio`: the share of accounts net long and net short on a contract.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/account-ratio`. `limit` is 1-500 (default 50); pages follow `cursor`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LongShortRatioRequest = LazySchema.struct("LongShortRatioRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.String,
  period: MarketEnums.IntervalTime,
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a long/short ratio query.
 *
 * @since 0.1.0
 * @category models
 */
export interface LongShortRatioRequest extends Schema.Schema.Type<typeof LongShortRatioRequest> {}

/**
 * One sample: buy (net long) and sell (net short) ratios at `timestamp` (ms string).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Ratio extends LazyClass.Class<Ratio>("Ratio")(() => ({
  symbol: Schema.String,
  buyRatio: Decimal,
  sellRatio: Decimal,
  timestamp: Schema.String
})) {}

/**
 * The result of `/v5/market/account-ratio`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LongShortRatio extends LazyClass.Class<LongShortRatio>("LongShortRatio")(() => ({
  list: Schema.Array(Ratio),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
