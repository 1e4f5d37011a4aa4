/**
 * The insurance pools: `GET /v5/market/insurance` (balances) and `GET /v5/market/adlAlert` (auto-deleveraging
 * thresholds per symbol).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/insurance`: one `coin`, or all without it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InsuranceRequest = LazySchema.struct("InsuranceRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of an insurance query.
 *
 * @since 0.1.0
 * @category models
 */
export interface InsuranceRequest extends Schema.Schema.Type<typeof InsuranceRequest> {}

/**
 * One pool: coin, balance, USD value; `symbols` (comma-separated) and `isolated` on grouped pools.
 *
 * @since 0.1.0
 * @category schemas
 */
export class InsurancePool extends LazyClass.Class<InsurancePool>("InsurancePool")(() => ({
  coin: Schema.String,
  balance: Decimal,
  value: DecimalOrEmpty,
  symbols: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/market/insurance` (updated daily).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Insurance extends LazyClass.Class<Insurance>("Insurance")(() => ({
  updatedTime: Schema.String,
  list: Schema.Array(InsurancePool)
})) {}

/**
 * The query of `/v5/market/adlAlert`: one contract, or all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdlAlertRequest = LazySchema.struct("AdlAlertRequest", () => ({
  symbol: Schema.optional(Schema.String)
}))

/**
 * The parameters of an ADL alert query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdlAlertRequest extends Schema.Schema.Type<typeof AdlAlertRequest> {}

/**
 * One symbol's pool: its balance (and 8 h maximum), the 8 h PnL drawdown ratio, and the ADL trigger and stop
 * thresholds.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdlAlertItem extends LazyClass.Class<AdlAlertItem>("AdlAlertItem")(() => ({
  coin: Schema.String,
  symbol: Schema.String,
  balance: Decimal,
  maxBalance: Decimal,
  insurancePnlRatio: Decimal,
  pnlRatio: Decimal,
  adlTriggerThreshold: Decimal,
  adlStopRatio: Decimal
})) {}

/**
 * The result of `/v5/market/adlAlert`. The docs name the time `updateTime`, their example `updatedTime`: either may
 * come.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdlAlert extends LazyClass.Class<AdlAlert>("AdlAlert")(() => ({
  updatedTime: Schema.optional(Schema.String),
  updateTime: Schema.optional(Schema.String),
  list: Schema.Array(AdlAlertItem)
})) {}
