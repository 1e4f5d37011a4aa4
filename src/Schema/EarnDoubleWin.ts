/**
 * Double-Win advanced earn: custom price-range leverage quotes and redeem estimates.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalString } from "./Decimal.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/advance/double-win-leverage`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnDoubleWinLeverageRequest = LazySchema.struct("EarnDoubleWinLeverageRequest", () => ({
  productId: Schema.String,
  initialPrice: DecimalString,
  lowerPrice: DecimalString,
  upperPrice: DecimalString
}))

/**
 * The parameters of `getDoubleWinLeverage`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnDoubleWinLeverageRequest extends Schema.Schema.Type<typeof EarnDoubleWinLeverageRequest> {}

/**
 * The result of `GET /v5/earn/advance/double-win-leverage`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnDoubleWinLeverageResult extends LazyClass.Class<EarnDoubleWinLeverageResult>(
  "EarnDoubleWinLeverageResult"
)(() => ({
  productId: Schema.String,
  initialPrice: Decimal,
  lowerPrice: Decimal,
  upperPrice: Decimal,
  leverage: Decimal,
  expireTime: Schema.String,
  maxInvestmentAmount: Decimal
})) {}

/**
 * The query of `GET /v5/earn/advance/get-redeem-est-amount-list`: Double-Win or Smart Leverage positions (the two
 * products share the path).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnDoubleWinRedeemEstimateRequest = LazySchema.struct("EarnDoubleWinRedeemEstimateRequest", () => ({
  category: Schema.Literals(["DoubleWin", "SmartLeverage"]),
  positionIds: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getDoubleWinRedeemEstimate`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnDoubleWinRedeemEstimateRequest
  extends Schema.Schema.Type<typeof EarnDoubleWinRedeemEstimateRequest> {}

/**
 * An entry of the `getDoubleWinRedeemEstimate` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnDoubleWinRedeemEstimateResultList extends LazyClass.Class<EarnDoubleWinRedeemEstimateResultList>(
  "EarnDoubleWinRedeemEstimateResultList"
)(() => ({
  success: Schema.Boolean,
  positionId: Schema.String,
  estRedeemAmount: Decimal,
  estRedeemTime: Decimal,
  slippageRate: Decimal
})) {}

/**
 * The result of `GET /v5/earn/advance/get-redeem-est-amount-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnDoubleWinRedeemEstimateResult extends LazyClass.Class<EarnDoubleWinRedeemEstimateResult>(
  "EarnDoubleWinRedeemEstimateResult"
)(() => ({
  list: Schema.Array(EarnDoubleWinRedeemEstimateResultList)
})) {}
