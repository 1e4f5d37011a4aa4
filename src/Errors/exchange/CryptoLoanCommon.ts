/**
 * Exchange errors, the codes only the `CryptoLoanCommon` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 148013: non-borrowing users cannot adjust collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class NonBorrowerCollateralAdjustment extends catalogued<NonBorrowerCollateralAdjustment>()(
  "NonBorrowerCollateralAdjustment"
) {}

/**
 * 148036: failed to adjust the collateral amount; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralAdjustmentFailed extends catalogued<CollateralAdjustmentFailed>()(
  "CollateralAdjustmentFailed"
) {}

/**
 * 148037: insufficient assets, or the adjustment exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralAdjustmentAboveMax extends catalogued<CollateralAdjustmentAboveMax>()(
  "CollateralAdjustmentAboveMax"
) {}
