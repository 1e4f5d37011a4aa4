/**
 * Exchange errors, the codes only the `SpotCrossMarginTrade` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 170037, 176011: cross margin trading is not supported for the selected coin.
 *
 * @since 0.1.0
 * @category errors
 */
export const CrossMarginCoinNotSupported = catalogued("CrossMarginCoinNotSupported")
/** An instance of {@link CrossMarginCoinNotSupported}. */
export type CrossMarginCoinNotSupported = Catalogued<"CrossMarginCoinNotSupported">

/**
 * 176002; legacy 12602: query user account info error.
 *
 * @since 0.1.0
 * @category errors
 */
export const QueryAccountInfoError = catalogued("QueryAccountInfoError")
/** An instance of {@link QueryAccountInfoError}. */
export type QueryAccountInfoError = Catalogued<"QueryAccountInfoError">

/**
 * 176003: query user loan history error.
 *
 * @since 0.1.0
 * @category errors
 */
export const QueryLoanHistoryError = catalogued("QueryLoanHistoryError")
/** An instance of {@link QueryLoanHistoryError}. */
export type QueryLoanHistoryError = Catalogued<"QueryLoanHistoryError">

/**
 * 176010: failed to locate the coins to borrow.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowCoinNotFound = catalogued("BorrowCoinNotFound")
/** An instance of {@link BorrowCoinNotFound}. */
export type BorrowCoinNotFound = Catalogued<"BorrowCoinNotFound">

/**
 * 176014: repeated repayment requests.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepeatedRepayment = catalogued("RepeatedRepayment")
/** An instance of {@link RepeatedRepayment}. */
export type RepeatedRepayment = Catalogued<"RepeatedRepayment">

/**
 * 176015: insufficient available balance (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginAvailableBalanceInsufficient = catalogued("MarginAvailableBalanceInsufficient")
/** An instance of {@link MarginAvailableBalanceInsufficient}. */
export type MarginAvailableBalanceInsufficient = Catalogued<"MarginAvailableBalanceInsufficient">

/**
 * 176016; legacy 12616: no repayment required.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoRepaymentRequired = catalogued("NoRepaymentRequired")
/** An instance of {@link NoRepaymentRequired}. */
export type NoRepaymentRequired = Catalogued<"NoRepaymentRequired">

/**
 * 176018: settlement in progress (spot margin).
 *
 * @since 0.1.0
 * @category errors
 */
export const MarginSettlementInProgress = catalogued("MarginSettlementInProgress")
/** An instance of {@link MarginSettlementInProgress}. */
export type MarginSettlementInProgress = Catalogued<"MarginSettlementInProgress">

/**
 * 176019: liquidation in progress.
 *
 * @since 0.1.0
 * @category errors
 */
export const LiquidationInProgress = catalogued("LiquidationInProgress")
/** An instance of {@link LiquidationInProgress}. */
export type LiquidationInProgress = Catalogued<"LiquidationInProgress">

/**
 * 176020: failed to locate the repayment history.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentHistoryNotFound = catalogued("RepaymentHistoryNotFound")
/** An instance of {@link RepaymentHistoryNotFound}. */
export type RepaymentHistoryNotFound = Catalogued<"RepaymentHistoryNotFound">

/**
 * 176021: repeated borrowing requests.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepeatedBorrowing = catalogued("RepeatedBorrowing")
/** An instance of {@link RepeatedBorrowing}. */
export type RepeatedBorrowing = Catalogued<"RepeatedBorrowing">

/**
 * 176022: the coin to borrow is not generally available yet.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowCoinNotAvailable = catalogued("BorrowCoinNotAvailable")
/** An instance of {@link BorrowCoinNotAvailable}. */
export type BorrowCoinNotAvailable = Catalogued<"BorrowCoinNotAvailable">

/**
 * 176024: invalid user status.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidUserStatus = catalogued("InvalidUserStatus")
/** An instance of {@link InvalidUserStatus}. */
export type InvalidUserStatus = Catalogued<"InvalidUserStatus">

/**
 * 176029: the borrow amount exceeds the user's estimated maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowAboveEstimatedMax = catalogued("BorrowAboveEstimatedMax")
/** An instance of {@link BorrowAboveEstimatedMax}. */
export type BorrowAboveEstimatedMax = Catalogued<"BorrowAboveEstimatedMax">

/**
 * 176030: query user loan info error.
 *
 * @since 0.1.0
 * @category errors
 */
export const QueryLoanInfoError = catalogued("QueryLoanInfoError")
/** An instance of {@link QueryLoanInfoError}. */
export type QueryLoanInfoError = Catalogued<"QueryLoanInfoError">

/**
 * 176132: the repay amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepayAmountTooPrecise = catalogued("RepayAmountTooPrecise")
/** An instance of {@link RepayAmountTooPrecise}. */
export type RepayAmountTooPrecise = Catalogued<"RepayAmountTooPrecise">

/**
 * 176134: the account has been (or is being) upgraded to UTA.
 *
 * @since 0.1.0
 * @category errors
 */
export const AccountUpgradedToUta = catalogued("AccountUpgradedToUta")
/** An instance of {@link AccountUpgradedToUta}. */
export type AccountUpgradedToUta = Catalogued<"AccountUpgradedToUta">

/**
 * 176137: failed to switch the user status.
 *
 * @since 0.1.0
 * @category errors
 */
export const UserStatusSwitchFailed = catalogued("UserStatusSwitchFailed")
/** An instance of {@link UserStatusSwitchFailed}. */
export type UserStatusSwitchFailed = Catalogued<"UserStatusSwitchFailed">
