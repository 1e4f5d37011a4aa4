/**
 * `GET /v5/market/historical-volatility`: hourly option volatility. Its `result` is the array itself (with
 * `category` next to it in the envelope), not an object.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import { IntegerLike } from "./internal/tolerant.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/historical-volatility` (`category` is `option`). `startTime` and `endTime` go together,
 * at most 30 days apart; without them the last hour is returned.
 *
 * @since 0.1.0
 * @category schemas
 */
export const HistoricalVolatilityRequest = LazySchema.struct("HistoricalVolatilityRequest", () => ({
  category: MarketEnums.Category,
  baseCoin: Schema.optional(Schema.String),
  quoteCoin: Schema.optional(Schema.String),
  period: Schema.optional(MarketEnums.OptionPeriod),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a historical-volatility query.
 *
 * @since 0.1.0
 * @category models
 */
export interface HistoricalVolatilityRequest extends Schema.Schema.Type<typeof HistoricalVolatilityRequest> {}

/**
 * One sample: the period (days), the volatility and its time (ms string).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Volatility extends LazyClass.Class<Volatility>("Volatility")(() => ({
  period: IntegerLike,
  value: Decimal,
  time: Schema.String
})) {}

/**
 * The result of `/v5/market/historical-volatility`: an array.
 *
 * @since 0.1.0
 * @category schemas
 */
export const HistoricalVolatility = LazySchema.make(() =>
  Schema.Array(Volatility).annotate({
    identifier: "HistoricalVolatility"
  })
)

/**
 * Decoded volatility samples.
 *
 * @since 0.1.0
 * @category models
 */
export type HistoricalVolatility = typeof HistoricalVolatility.Type
