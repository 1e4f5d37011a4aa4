/**
 * Exchange errors, the codes only the `CryptoLoan` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 182203, 177003: invalid characters in a parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidCharacters extends catalogued<InvalidCharacters>()("InvalidCharacters") {}

/**
 * 177002: server busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanServerBusy extends catalogued<LoanServerBusy>()("LoanServerBusy") {}

/**
 * 177004: precision over the maximum defined for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetPrecisionExceeded extends catalogued<AssetPrecisionExceeded>()("AssetPrecisionExceeded") {}

/**
 * 177005: crypto loan order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class CryptoLoanOrderNotFound extends catalogued<CryptoLoanOrderNotFound>()("CryptoLoanOrderNotFound") {}

/**
 * 177006: the asset is not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanAssetUnsupported extends catalogued<LoanAssetUnsupported>()("LoanAssetUnsupported") {}

/**
 * 177007: the borrow amount exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMax extends catalogued<BorrowAboveMax>()("BorrowAboveMax") {}

/**
 * 177008: borrowing is banned for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBanned extends catalogued<BorrowBanned>()("BorrowBanned") {}

/**
 * 177009: the borrow amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMin extends catalogued<BorrowBelowMin>()("BorrowBelowMin") {}

/**
 * 177011: balance is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanBalanceInsufficient extends catalogued<LoanBalanceInsufficient>()("LoanBalanceInsufficient") {}

/**
 * 177012: the system does not have enough of the asset now.
 *
 * @since 0.1.0
 * @category errors
 */
export class SystemAssetInsufficient extends catalogued<SystemAssetInsufficient>()("SystemAssetInsufficient") {}

/**
 * 177013: the adjustment exceeds the minimum collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class AdjustmentBelowMinCollateral extends catalogued<AdjustmentBelowMinCollateral>()(
  "AdjustmentBelowMinCollateral"
) {}

/**
 * 177014: individual loan quota reached.
 *
 * @since 0.1.0
 * @category errors
 */
export class IndividualLoanQuotaReached extends catalogued<IndividualLoanQuotaReached>()(
  "IndividualLoanQuotaReached"
) {}

/**
 * 177015: the collateral amount has reached the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralLimitReached extends catalogued<CollateralLimitReached>()("CollateralLimitReached") {}

/**
 * 177016: minimum collateral amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export class MinCollateralNotMet extends catalogued<MinCollateralNotMet>()("MinCollateralNotMet") {}

/**
 * 177018: duplicate request (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateLoanRequest extends catalogued<DuplicateLoanRequest>()("DuplicateLoanRequest") {}

/**
 * 177019: the input parameter is invalid (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanParamsError extends catalogued<LoanParamsError>()("LoanParamsError") {}

/**
 * 177020: the account does not support the asset.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountAssetUnsupported extends catalogued<AccountAssetUnsupported>()("AccountAssetUnsupported") {}
