/**
 * Exchange errors, the codes only the `CryptoLoanFixed` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 148015: the loan term exceeds the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanTermOutOfRange = catalogued("LoanTermOutOfRange")
/** An instance of {@link LoanTermOutOfRange}. */
export type LoanTermOutOfRange = Catalogued<"LoanTermOutOfRange">

/**
 * 148016: the specified lending rate is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const LendingRateUnsupported = catalogued("LendingRateUnsupported")
/** An instance of {@link LendingRateUnsupported}. */
export type LendingRateUnsupported = Catalogued<"LendingRateUnsupported">

/**
 * 148017: the interest rate exceeds the allowed decimal precision.
 *
 * @since 0.1.0
 * @category errors
 */
export const InterestRatePrecisionExceeded = catalogued("InterestRatePrecisionExceeded")
/** An instance of {@link InterestRatePrecisionExceeded}. */
export type InterestRatePrecisionExceeded = Catalogued<"InterestRatePrecisionExceeded">

/**
 * 148018: exceeded the maximum number of open orders.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanOpenOrderLimitExceeded = catalogued("LoanOpenOrderLimitExceeded")
/** An instance of {@link LoanOpenOrderLimitExceeded}. */
export type LoanOpenOrderLimitExceeded = Catalogued<"LoanOpenOrderLimitExceeded">

/**
 * 148022: insufficient assets for lending.
 *
 * @since 0.1.0
 * @category errors
 */
export const LendingAssetsInsufficient = catalogued("LendingAssetsInsufficient")
/** An instance of {@link LendingAssetsInsufficient}. */
export type LendingAssetsInsufficient = Catalogued<"LendingAssetsInsufficient">

/**
 * 148023: loan order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanOrderNotFound = catalogued("LoanOrderNotFound")
/** An instance of {@link LoanOrderNotFound}. */
export type LoanOrderNotFound = Catalogued<"LoanOrderNotFound">

/**
 * 148024: loan cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanCancellationFailed = catalogued("LoanCancellationFailed")
/** An instance of {@link LoanCancellationFailed}. */
export type LoanCancellationFailed = Catalogued<"LoanCancellationFailed">

/**
 * 148025: lending order cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export const LendingCancellationFailed = catalogued("LendingCancellationFailed")
/** An instance of {@link LendingCancellationFailed}. */
export type LendingCancellationFailed = Catalogued<"LendingCancellationFailed">

/**
 * 148030: deposit order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const DepositOrderNotFound = catalogued("DepositOrderNotFound")
/** An instance of {@link DepositOrderNotFound}. */
export type DepositOrderNotFound = Catalogued<"DepositOrderNotFound">

/**
 * 148033: this loan order cannot be repaid.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanNotRepayable = catalogued("LoanNotRepayable")
/** An instance of {@link LoanNotRepayable}. */
export type LoanNotRepayable = Catalogued<"LoanNotRepayable">
