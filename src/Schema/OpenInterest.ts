/**
 * `GET /v5/market/open-interest`: open interest history of a linear or inverse contract (one side only).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/open-interest`. `limit` is 1-200 (default 50); pages follow `cursor`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OpenInterestRequest = LazySchema.struct("OpenInterestRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.String,
  intervalTime: MarketEnums.IntervalTime,
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an open-interest query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OpenInterestRequest extends Schema.Schema.Type<typeof OpenInterestRequest> {}

/**
 * One sample: open interest (contracts, or coins for inverse) at `timestamp` (ms string).
 *
 * @since 0.1.0
 * @category schemas
 */
export class OpenInterestPoint extends LazyClass.Class<OpenInterestPoint>("OpenInterestPoint")(() => ({
  openInterest: Decimal,
  singleOpenInterest: Schema.optional(Decimal),
  timestamp: Schema.String
})) {}

/**
 * The result of `/v5/market/open-interest`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OpenInterest extends LazyClass.Class<OpenInterest>("OpenInterest")(() => ({
  category: MarketEnums.CategoryTolerant,
  symbol: Schema.String,
  list: Schema.Array(OpenInterestPoint),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
