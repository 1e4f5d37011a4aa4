/**
 * Exchange errors, the codes only the `CryptoLoan` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 182203, 177003: invalid characters in a parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidCharacters = catalogued("InvalidCharacters")
/** An instance of {@link InvalidCharacters}. */
export type InvalidCharacters = Catalogued<"InvalidCharacters">

/**
 * 177002: server busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanServerBusy = catalogued("LoanServerBusy")
/** An instance of {@link LoanServerBusy}. */
export type LoanServerBusy = Catalogued<"LoanServerBusy">

/**
 * 177004: precision over the maximum defined for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export const AssetPrecisionExceeded = catalogued("AssetPrecisionExceeded")
/** An instance of {@link AssetPrecisionExceeded}. */
export type AssetPrecisionExceeded = Catalogued<"AssetPrecisionExceeded">

/**
 * 177005: crypto loan order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const CryptoLoanOrderNotFound = catalogued("CryptoLoanOrderNotFound")
/** An instance of {@link CryptoLoanOrderNotFound}. */
export type CryptoLoanOrderNotFound = Catalogued<"CryptoLoanOrderNotFound">

/**
 * 177006: the asset is not available.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanAssetUnsupported = catalogued("LoanAssetUnsupported")
/** An instance of {@link LoanAssetUnsupported}. */
export type LoanAssetUnsupported = Catalogued<"LoanAssetUnsupported">

/**
 * 177007: the borrow amount exceeds the maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowAboveMax = catalogued("BorrowAboveMax")
/** An instance of {@link BorrowAboveMax}. */
export type BorrowAboveMax = Catalogued<"BorrowAboveMax">

/**
 * 177008: borrowing is banned for this asset.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowBanned = catalogued("BorrowBanned")
/** An instance of {@link BorrowBanned}. */
export type BorrowBanned = Catalogued<"BorrowBanned">

/**
 * 177009: the borrow amount is below the minimum.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowBelowMin = catalogued("BorrowBelowMin")
/** An instance of {@link BorrowBelowMin}. */
export type BorrowBelowMin = Catalogued<"BorrowBelowMin">

/**
 * 177011: balance is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanBalanceInsufficient = catalogued("LoanBalanceInsufficient")
/** An instance of {@link LoanBalanceInsufficient}. */
export type LoanBalanceInsufficient = Catalogued<"LoanBalanceInsufficient">

/**
 * 177012: the system does not have enough of the asset now.
 *
 * @since 0.1.0
 * @category errors
 */
export const SystemAssetInsufficient = catalogued("SystemAssetInsufficient")
/** An instance of {@link SystemAssetInsufficient}. */
export type SystemAssetInsufficient = Catalogued<"SystemAssetInsufficient">

/**
 * 177013: the adjustment exceeds the minimum collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export const AdjustmentBelowMinCollateral = catalogued("AdjustmentBelowMinCollateral")
/** An instance of {@link AdjustmentBelowMinCollateral}. */
export type AdjustmentBelowMinCollateral = Catalogued<"AdjustmentBelowMinCollateral">

/**
 * 177014: individual loan quota reached.
 *
 * @since 0.1.0
 * @category errors
 */
export const IndividualLoanQuotaReached = catalogued("IndividualLoanQuotaReached")
/** An instance of {@link IndividualLoanQuotaReached}. */
export type IndividualLoanQuotaReached = Catalogued<"IndividualLoanQuotaReached">

/**
 * 177015: the collateral amount has reached the limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralLimitReached = catalogued("CollateralLimitReached")
/** An instance of {@link CollateralLimitReached}. */
export type CollateralLimitReached = Catalogued<"CollateralLimitReached">

/**
 * 177016: minimum collateral amount is not enough.
 *
 * @since 0.1.0
 * @category errors
 */
export const MinCollateralNotMet = catalogued("MinCollateralNotMet")
/** An instance of {@link MinCollateralNotMet}. */
export type MinCollateralNotMet = Catalogued<"MinCollateralNotMet">

/**
 * 177018: duplicate request (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateLoanRequest = catalogued("DuplicateLoanRequest")
/** An instance of {@link DuplicateLoanRequest}. */
export type DuplicateLoanRequest = Catalogued<"DuplicateLoanRequest">

/**
 * 177019: the input parameter is invalid (crypto loan).
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanParamsError = catalogued("LoanParamsError")
/** An instance of {@link LoanParamsError}. */
export type LoanParamsError = Catalogued<"LoanParamsError">

/**
 * 177020: the account does not support the asset.
 *
 * @since 0.1.0
 * @category errors
 */
export const AccountAssetUnsupported = catalogued("AccountAssetUnsupported")
/** An instance of {@link AccountAssetUnsupported}. */
export type AccountAssetUnsupported = Catalogued<"AccountAssetUnsupported">
