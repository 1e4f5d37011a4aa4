/**
 * `GET /v5/account/fee-rate`: the account's trading fee rates.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/account/fee-rate`: `symbol` for spot, linear and inverse; `baseCoin` for options.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FeeRateRequest = LazySchema.struct("FeeRateRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fee-rate query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FeeRateRequest extends Schema.Schema.Type<typeof FeeRateRequest> {}

/**
 * One symbol's (or option base coin's) taker and maker rates; a negative maker rate is a rebate.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FeeRate extends LazyClass.Class<FeeRate>("FeeRate")(() => ({
  symbol: Schema.String,
  baseCoin: Schema.optional(Schema.String),
  takerFeeRate: Decimal,
  makerFeeRate: Decimal
})) {}

/**
 * The result of `/v5/account/fee-rate` (`category` is absent for derivatives).
 *
 * @since 0.1.0
 * @category schemas
 */
export class FeeRates extends LazyClass.Class<FeeRates>("FeeRates")(() => ({
  category: Schema.optional(Enums.CategoryTolerant),
  list: Schema.Array(FeeRate)
})) {}
