/**
 * Exchange errors, the codes only the `CryptoLoanCommon` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 148013: non-borrowing users cannot adjust collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export const NonBorrowerCollateralAdjustment = catalogued("NonBorrowerCollateralAdjustment")
/** An instance of {@link NonBorrowerCollateralAdjustment}. */
export type NonBorrowerCollateralAdjustment = Catalogued<"NonBorrowerCollateralAdjustment">

/**
 * 148036: failed to adjust the collateral amount; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralAdjustmentFailed = catalogued("CollateralAdjustmentFailed")
/** An instance of {@link CollateralAdjustmentFailed}. */
export type CollateralAdjustmentFailed = Catalogued<"CollateralAdjustmentFailed">

/**
 * 148037: insufficient assets, or the adjustment exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralAdjustmentAboveMax = catalogued("CollateralAdjustmentAboveMax")
/** An instance of {@link CollateralAdjustmentAboveMax}. */
export type CollateralAdjustmentAboveMax = Catalogued<"CollateralAdjustmentAboveMax">
