/**
 * `GET /v5/market/risk-limit`: the risk-limit tiers of linear and inverse contracts.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import { IntegerLike } from "./internal/tolerant.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/risk-limit`; pages follow `cursor`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RiskLimitRequest = LazySchema.struct("RiskLimitRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a risk-limit query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RiskLimitRequest extends Schema.Schema.Type<typeof RiskLimitRequest> {}

/**
 * One tier: its id, the position value it allows, margin rates and max leverage; `isLowestRisk` is `1` for the
 * first tier.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RiskLimitTier extends LazyClass.Class<RiskLimitTier>("RiskLimitTier")(() => ({
  id: IntegerLike,
  symbol: Schema.String,
  riskLimitValue: Decimal,
  maintenanceMargin: Decimal,
  initialMargin: Decimal,
  isLowestRisk: IntegerLike,
  maxLeverage: Decimal,
  mmDeduction: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/market/risk-limit`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RiskLimits extends LazyClass.Class<RiskLimits>("RiskLimits")(() => ({
  category: MarketEnums.CategoryTolerant,
  list: Schema.Array(RiskLimitTier),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
