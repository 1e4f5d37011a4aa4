/**
 * Exchange errors, the codes only the `SpotCrossMarginTrade` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 170037, 176011: cross margin trading is not supported for the selected coin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginCoinNotSupported extends catalogued<CrossMarginCoinNotSupported>()(
  "CrossMarginCoinNotSupported"
) {}

/**
 * 176002; legacy 12602: query user account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryAccountInfoError extends catalogued<QueryAccountInfoError>()("QueryAccountInfoError") {}

/**
 * 176003: query user loan history error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryLoanHistoryError extends catalogued<QueryLoanHistoryError>()("QueryLoanHistoryError") {}

/**
 * 176010: failed to locate the coins to borrow.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowCoinNotFound extends catalogued<BorrowCoinNotFound>()("BorrowCoinNotFound") {}

/**
 * 176014: repeated repayment requests.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedRepayment extends catalogued<RepeatedRepayment>()("RepeatedRepayment") {}

/**
 * 176015: insufficient available balance (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginAvailableBalanceInsufficient extends catalogued<MarginAvailableBalanceInsufficient>()(
  "MarginAvailableBalanceInsufficient"
) {}

/**
 * 176016; legacy 12616: no repayment required.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoRepaymentRequired extends catalogued<NoRepaymentRequired>()("NoRepaymentRequired") {}

/**
 * 176018: settlement in progress (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export class MarginSettlementInProgress extends catalogued<MarginSettlementInProgress>()(
  "MarginSettlementInProgress"
) {}

/**
 * 176019: liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export class LiquidationInProgress extends catalogued<LiquidationInProgress>()("LiquidationInProgress") {}

/**
 * 176020: failed to locate the repayment history.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentHistoryNotFound extends catalogued<RepaymentHistoryNotFound>()("RepaymentHistoryNotFound") {}

/**
 * 176021: repeated borrowing requests.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedBorrowing extends catalogued<RepeatedBorrowing>()("RepeatedBorrowing") {}

/**
 * 176022: the coin to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowCoinNotAvailable extends catalogued<BorrowCoinNotAvailable>()("BorrowCoinNotAvailable") {}

/**
 * 176024: invalid user status.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidUserStatus extends catalogued<InvalidUserStatus>()("InvalidUserStatus") {}

/**
 * 176029: the borrow amount exceeds the user's estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveEstimatedMax extends catalogued<BorrowAboveEstimatedMax>()("BorrowAboveEstimatedMax") {}

/**
 * 176030: query user loan info error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryLoanInfoError extends catalogued<QueryLoanInfoError>()("QueryLoanInfoError") {}

/**
 * 176132: the repay amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepayAmountTooPrecise extends catalogued<RepayAmountTooPrecise>()("RepayAmountTooPrecise") {}

/**
 * 176134: the account has been (or is being) upgraded to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountUpgradedToUta extends catalogued<AccountUpgradedToUta>()("AccountUpgradedToUta") {}

/**
 * 176137: failed to switch the user status.
 *
 * @since 0.1.0
 * @category errors
 */
export class UserStatusSwitchFailed extends catalogued<UserStatusSwitchFailed>()("UserStatusSwitchFailed") {}
