/**
 * `GET /v5/market/funding/history`: settled funding rates of a perpetual.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/funding/history`. `startTime` alone is refused by the exchange; `limit` is 1-200
 * (default 200).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FundingHistoryRequest = LazySchema.struct("FundingHistoryRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.String,
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a funding-history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FundingHistoryRequest extends Schema.Schema.Type<typeof FundingHistoryRequest> {}

/**
 * One settled funding rate and its time (ms string).
 *
 * @since 0.1.0
 * @category schemas
 */
export class FundingRate extends LazyClass.Class<FundingRate>("FundingRate")(() => ({
  symbol: Schema.String,
  fundingRate: Decimal,
  fundingRateTimestamp: Schema.String
})) {}

/**
 * The result of `/v5/market/funding/history`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FundingHistory extends LazyClass.Class<FundingHistory>("FundingHistory")(() => ({
  category: MarketEnums.CategoryTolerant,
  list: Schema.Array(FundingRate)
})) {}
