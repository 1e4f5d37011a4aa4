/**
 * Exchange errors, the codes only the `CryptoLoanFixed` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 148015: the loan term exceeds the allowed range.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanTermOutOfRange extends catalogued<LoanTermOutOfRange>()("LoanTermOutOfRange") {}

/**
 * 148016: the specified lending rate is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingRateUnsupported extends catalogued<LendingRateUnsupported>()("LendingRateUnsupported") {}

/**
 * 148017: the interest rate exceeds the allowed decimal precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class InterestRatePrecisionExceeded extends catalogued<InterestRatePrecisionExceeded>()(
  "InterestRatePrecisionExceeded"
) {}

/**
 * 148018: exceeded the maximum number of open orders.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanOpenOrderLimitExceeded extends catalogued<LoanOpenOrderLimitExceeded>()(
  "LoanOpenOrderLimitExceeded"
) {}

/**
 * 148022: insufficient assets for lending.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingAssetsInsufficient extends catalogued<LendingAssetsInsufficient>()("LendingAssetsInsufficient") {}

/**
 * 148023: loan order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanOrderNotFound extends catalogued<LoanOrderNotFound>()("LoanOrderNotFound") {}

/**
 * 148024: loan cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanCancellationFailed extends catalogued<LoanCancellationFailed>()("LoanCancellationFailed") {}

/**
 * 148025: lending order cancellation failed: the order may be completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class LendingCancellationFailed extends catalogued<LendingCancellationFailed>()("LendingCancellationFailed") {}

/**
 * 148030: deposit order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class DepositOrderNotFound extends catalogued<DepositOrderNotFound>()("DepositOrderNotFound") {}

/**
 * 148033: this loan order cannot be repaid.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanNotRepayable extends catalogued<LoanNotRepayable>()("LoanNotRepayable") {}
