/**
 * Exchange errors, the codes that endpoints of more than one family declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 110001; legacy 140001: order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderNotFound = catalogued("OrderNotFound")
/** An instance of {@link OrderNotFound}. */
export type OrderNotFound = Catalogued<"OrderNotFound">

/**
 * 110007, 110012; legacy 30042, 140007, 140012: available balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export const InsufficientBalance = catalogued("InsufficientBalance")
/** An instance of {@link InsufficientBalance}. */
export type InsufficientBalance = Catalogued<"InsufficientBalance">

/**
 * 110008; legacy 140008: the order has been completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderAlreadyFinished = catalogued("OrderAlreadyFinished")
/** An instance of {@link OrderAlreadyFinished}. */
export type OrderAlreadyFinished = Catalogued<"OrderAlreadyFinished">

/**
 * 110043; legacy 34036, 140043: set leverage not modified (leverage unchanged).
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageNotModified = catalogued("LeverageNotModified")
/** An instance of {@link LeverageNotModified}. */
export type LeverageNotModified = Catalogued<"LeverageNotModified">

/**
 * 110072: orderLinkId is duplicate.
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateOrderLinkId = catalogued("DuplicateOrderLinkId")
/** An instance of {@link DuplicateOrderLinkId}. */
export type DuplicateOrderLinkId = Catalogued<"DuplicateOrderLinkId">

/**
 * 182011, 3200641, 131239, 148006, 148048: the collateral amount reached the platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralPlatformLimitReached = catalogued("CollateralPlatformLimitReached")
/** An instance of {@link CollateralPlatformLimitReached}. */
export type CollateralPlatformLimitReached = Catalogued<"CollateralPlatformLimitReached">

/**
 * 34040: not modified: the TP/SL value is already set.
 *
 * @since 0.1.0
 * @category errors
 */
export const TpSlNotModified = catalogued("TpSlNotModified")
/** An instance of {@link TpSlNotModified}. */
export type TpSlNotModified = Catalogued<"TpSlNotModified">

/**
 * 500010: the subaccount does not belong to the parent account.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubaccountNotOwned = catalogued("SubaccountNotOwned")
/** An instance of {@link SubaccountNotOwned}. */
export type SubaccountNotOwned = Catalogued<"SubaccountNotOwned">

/**
 * 170036, 176008: spot (cross) margin trading is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export const SpotMarginNotEnabled = catalogued("SpotMarginNotEnabled")
/** An instance of {@link SpotMarginNotEnabled}. */
export type SpotMarginNotEnabled = Catalogued<"SpotMarginNotEnabled">

/**
 * 170312: the current order does not support modification.
 *
 * @since 0.1.0
 * @category errors
 */
export const OrderNotModifiable = catalogued("OrderNotModifiable")
/** An instance of {@link OrderNotModifiable}. */
export type OrderNotModifiable = Catalogued<"OrderNotModifiable">

/**
 * 176004, 181009, 182202: the start time must be before the end time.
 *
 * @since 0.1.0
 * @category errors
 */
export const StartTimeNotBeforeEnd = catalogued("StartTimeNotBeforeEnd")
/** An instance of {@link StartTimeNotBeforeEnd}. */
export type StartTimeNotBeforeEnd = Catalogued<"StartTimeNotBeforeEnd">

/**
 * 176005, 34022045: borrowing failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowFailed = catalogued("BorrowFailed")
/** An instance of {@link BorrowFailed}. */
export type BorrowFailed = Catalogued<"BorrowFailed">

/**
 * 176006, 177021, 34022044: repayment failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentFailed = catalogued("RepaymentFailed")
/** An instance of {@link RepaymentFailed}. */
export type RepaymentFailed = Catalogued<"RepaymentFailed">

/**
 * 176009: cross margin trading not enabled: the activation is not confirmed.
 *
 * @since 0.1.0
 * @category errors
 */
export const CrossMarginNotConfirmed = catalogued("CrossMarginNotConfirmed")
/** An instance of {@link CrossMarginNotConfirmed}. */
export type CrossMarginNotConfirmed = Catalogued<"CrossMarginNotConfirmed">

/**
 * 176017, 148038, 177010, 3777039: the repayment amount exceeds the liability.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentExceedsLiability = catalogued("RepaymentExceedsLiability")
/** An instance of {@link RepaymentExceedsLiability}. */
export type RepaymentExceedsLiability = Catalogued<"RepaymentExceedsLiability">

/**
 * 176025: the borrow amount is below the minimum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowBelowMinPerTransaction = catalogued("BorrowBelowMinPerTransaction")
/** An instance of {@link BorrowBelowMinPerTransaction}. */
export type BorrowBelowMinPerTransaction = Catalogued<"BorrowBelowMinPerTransaction">

/**
 * 176026: the borrow amount is above the maximum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowAboveMaxPerTransaction = catalogued("BorrowAboveMaxPerTransaction")
/** An instance of {@link BorrowAboveMaxPerTransaction}. */
export type BorrowAboveMaxPerTransaction = Catalogued<"BorrowAboveMaxPerTransaction">

/**
 * 176027: the borrow amount is above the maximum per user.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowAboveMaxPerUser = catalogued("BorrowAboveMaxPerUser")
/** An instance of {@link BorrowAboveMaxPerUser}. */
export type BorrowAboveMaxPerUser = Catalogued<"BorrowAboveMaxPerUser">

/**
 * 176028: the borrow amount exceeds Bybit's maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowAbovePlatformMax = catalogued("BorrowAbovePlatformMax")
/** An instance of {@link BorrowAbovePlatformMax}. */
export type BorrowAbovePlatformMax = Catalogued<"BorrowAbovePlatformMax">

/**
 * 176031: the borrow amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowAmountTooPrecise = catalogued("BorrowAmountTooPrecise")
/** An instance of {@link BorrowAmountTooPrecise}. */
export type BorrowAmountTooPrecise = Catalogued<"BorrowAmountTooPrecise">

/**
 * 176035: the leverage switch cannot be closed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const LeverageSwitchCloseDuringLiquidation = catalogued("LeverageSwitchCloseDuringLiquidation")
/** An instance of {@link LeverageSwitchCloseDuringLiquidation}. */
export type LeverageSwitchCloseDuringLiquidation = Catalogued<"LeverageSwitchCloseDuringLiquidation">

/**
 * 176133: liquidation may be triggered; adjust the transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export const LiquidationRisk = catalogued("LiquidationRisk")
/** An instance of {@link LiquidationRisk}. */
export type LiquidationRisk = Catalogued<"LiquidationRisk">

/**
 * 176138: all debts must be repaid before disabling margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const DebtsBlockMarginDisable = catalogued("DebtsBlockMarginDisable")
/** An instance of {@link DebtsBlockMarginDisable}. */
export type DebtsBlockMarginDisable = Catalogued<"DebtsBlockMarginDisable">

/**
 * 176139: not eligible to enable cross margin.
 *
 * @since 0.1.0
 * @category errors
 */
export const CrossMarginNotEligible = catalogued("CrossMarginNotEligible")
/** An instance of {@link CrossMarginNotEligible}. */
export type CrossMarginNotEligible = Catalogued<"CrossMarginNotEligible">

/**
 * 181008, 182201, 3500405, 3500407: startTime and endTime must be given together.
 *
 * @since 0.1.0
 * @category errors
 */
export const TimeRangeIncomplete = catalogued("TimeRangeIncomplete")
/** An instance of {@link TimeRangeIncomplete}. */
export type TimeRangeIncomplete = Catalogued<"TimeRangeIncomplete">

/**
 * 400001: fiat convert: broker not found; reward: invalid parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export const BrokerNotFoundOrInvalidRewardParameter = catalogued("BrokerNotFoundOrInvalidRewardParameter")
/** An instance of {@link BrokerNotFoundOrInvalidRewardParameter}. */
export type BrokerNotFoundOrInvalidRewardParameter = Catalogued<"BrokerNotFoundOrInvalidRewardParameter">

/**
 * 148002: the amount is below the minimum borrowable amount.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowBelowMinimum = catalogued("BorrowBelowMinimum")
/** An instance of {@link BorrowBelowMinimum}. */
export type BorrowBelowMinimum = Catalogued<"BorrowBelowMinimum">

/**
 * 148003, 148042: exceeds the allowed decimal precision for this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export const CurrencyPrecisionExceeded = catalogued("CurrencyPrecisionExceeded")
/** An instance of {@link CurrencyPrecisionExceeded}. */
export type CurrencyPrecisionExceeded = Catalogued<"CurrencyPrecisionExceeded">

/**
 * 148004, 177017: this currency cannot be used as collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export const CurrencyNotCollateral = catalogued("CurrencyNotCollateral")
/** An instance of {@link CurrencyNotCollateral}. */
export type CurrencyNotCollateral = Catalogued<"CurrencyNotCollateral">

/**
 * 148005: exceeds the allowed decimal precision for this collateral currency.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralPrecisionExceeded = catalogued("CollateralPrecisionExceeded")
/** An instance of {@link CollateralPrecisionExceeded}. */
export type CollateralPrecisionExceeded = Catalogued<"CollateralPrecisionExceeded">

/**
 * 148007: borrow amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export const NegativeBorrowAmount = catalogued("NegativeBorrowAmount")
/** An instance of {@link NegativeBorrowAmount}. */
export type NegativeBorrowAmount = Catalogued<"NegativeBorrowAmount">

/**
 * 148008: collateral amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export const NegativeCollateralAmount = catalogued("NegativeCollateralAmount")
/** An instance of {@link NegativeCollateralAmount}. */
export type NegativeCollateralAmount = Catalogued<"NegativeCollateralAmount">

/**
 * 148009: the LTV exceeds the risk threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export const LtvAboveRiskThreshold = catalogued("LtvAboveRiskThreshold")
/** An instance of {@link LtvAboveRiskThreshold}. */
export type LtvAboveRiskThreshold = Catalogued<"LtvAboveRiskThreshold">

/**
 * 148010: insufficient available quota.
 *
 * @since 0.1.0
 * @category errors
 */
export const AvailableQuotaInsufficient = catalogued("AvailableQuotaInsufficient")
/** An instance of {@link AvailableQuotaInsufficient}. */
export type AvailableQuotaInsufficient = Catalogued<"AvailableQuotaInsufficient">

/**
 * 148012: insufficient collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralInsufficient = catalogued("CollateralInsufficient")
/** An instance of {@link CollateralInsufficient}. */
export type CollateralInsufficient = Catalogued<"CollateralInsufficient">

/**
 * 148014: this currency is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanCurrencyUnsupported = catalogued("LoanCurrencyUnsupported")
/** An instance of {@link LoanCurrencyUnsupported}. */
export type LoanCurrencyUnsupported = Catalogued<"LoanCurrencyUnsupported">

/**
 * 148019: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanSystemBusy = catalogued("LoanSystemBusy")
/** An instance of {@link LoanSystemBusy}. */
export type LoanSystemBusy = Catalogued<"LoanSystemBusy">

/**
 * 148020: insufficient platform lending quota.
 *
 * @since 0.1.0
 * @category errors
 */
export const PlatformLendingQuotaInsufficient = catalogued("PlatformLendingQuotaInsufficient")
/** An instance of {@link PlatformLendingQuotaInsufficient}. */
export type PlatformLendingQuotaInsufficient = Catalogued<"PlatformLendingQuotaInsufficient">

/**
 * 148021: operation conflict detected; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const OperationConflict = catalogued("OperationConflict")
/** An instance of {@link OperationConflict}. */
export type OperationConflict = Catalogued<"OperationConflict">

/**
 * 148026: failed to create the repayment; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentCreationFailed = catalogued("RepaymentCreationFailed")
/** An instance of {@link RepaymentCreationFailed}. */
export type RepaymentCreationFailed = Catalogued<"RepaymentCreationFailed">

/**
 * 148027: no active loan for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoActiveLoan = catalogued("NoActiveLoan")
/** An instance of {@link NoActiveLoan}. */
export type NoActiveLoan = Catalogued<"NoActiveLoan">

/**
 * 148028: the repayment amount exceeds the supported precision.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentPrecisionExceeded = catalogued("RepaymentPrecisionExceeded")
/** An instance of {@link RepaymentPrecisionExceeded}. */
export type RepaymentPrecisionExceeded = Catalogued<"RepaymentPrecisionExceeded">

/**
 * 148029: insufficient balance in the repayment account.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepaymentAccountBalanceInsufficient = catalogued("RepaymentAccountBalanceInsufficient")
/** An instance of {@link RepaymentAccountBalanceInsufficient}. */
export type RepaymentAccountBalanceInsufficient = Catalogued<"RepaymentAccountBalanceInsufficient">

/**
 * 148031: operation not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export const OperationDuringLiquidation = catalogued("OperationDuringLiquidation")
/** An instance of {@link OperationDuringLiquidation}. */
export type OperationDuringLiquidation = Catalogued<"OperationDuringLiquidation">

/**
 * 148032: no outstanding debt: repayment is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const NoOutstandingDebt = catalogued("NoOutstandingDebt")
/** An instance of {@link NoOutstandingDebt}. */
export type NoOutstandingDebt = Catalogued<"NoOutstandingDebt">

/**
 * 148034, 148035: please wait and try again later.
 *
 * @since 0.1.0
 * @category errors
 */
export const LoanRetryLater = catalogued("LoanRetryLater")
/** An instance of {@link LoanRetryLater}. */
export type LoanRetryLater = Catalogued<"LoanRetryLater">

/**
 * 148039: duplicate collateral assets.
 *
 * @since 0.1.0
 * @category errors
 */
export const DuplicateCollateralAssets = catalogued("DuplicateCollateralAssets")
/** An instance of {@link DuplicateCollateralAssets}. */
export type DuplicateCollateralAssets = Catalogued<"DuplicateCollateralAssets">

/**
 * 148040: pledge token error.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidPledgeToken = catalogued("InvalidPledgeToken")
/** An instance of {@link InvalidPledgeToken}. */
export type InvalidPledgeToken = Catalogued<"InvalidPledgeToken">

/**
 * 148041: a repay order already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepayOrderExists = catalogued("RepayOrderExists")
/** An instance of {@link RepayOrderExists}. */
export type RepayOrderExists = Catalogued<"RepayOrderExists">

/**
 * 148047: the requested collateral amount exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const CollateralRequestAboveMax = catalogued("CollateralRequestAboveMax")
/** An instance of {@link CollateralRequestAboveMax}. */
export type CollateralRequestAboveMax = Catalogued<"CollateralRequestAboveMax">

/**
 * 180001: invalid (request) parameter (earn, prediction).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnParamsError = catalogued("EarnParamsError")
/** An instance of {@link EarnParamsError}. */
export type EarnParamsError = Catalogued<"EarnParamsError">

/**
 * 180002: invalid coin (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnInvalidCoin = catalogued("EarnInvalidCoin")
/** An instance of {@link EarnInvalidCoin}. */
export type EarnInvalidCoin = Catalogued<"EarnInvalidCoin">

/**
 * 180007: product not available.
 *
 * @since 0.1.0
 * @category errors
 */
export const ProductNotAvailable = catalogued("ProductNotAvailable")
/** An instance of {@link ProductNotAvailable}. */
export type ProductNotAvailable = Catalogued<"ProductNotAvailable">

/**
 * 180008: invalid product.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidProduct = catalogued("InvalidProduct")
/** An instance of {@link InvalidProduct}. */
export type InvalidProduct = Catalogued<"InvalidProduct">

/**
 * 180012: purchase share is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidPurchaseShare = catalogued("InvalidPurchaseShare")
/** An instance of {@link InvalidPurchaseShare}. */
export type InvalidPurchaseShare = Catalogued<"InvalidPurchaseShare">

/**
 * 180013: stake over the maximum share.
 *
 * @since 0.1.0
 * @category errors
 */
export const StakeAboveMaxShare = catalogued("StakeAboveMaxShare")
/** An instance of {@link StakeAboveMaxShare}. */
export type StakeAboveMaxShare = Catalogued<"StakeAboveMaxShare">

/**
 * 180014: redeem share invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidRedeemShare = catalogued("InvalidRedeemShare")
/** An instance of {@link InvalidRedeemShare}. */
export type InvalidRedeemShare = Catalogued<"InvalidRedeemShare">

/**
 * 180016: balance not enough (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnBalanceInsufficient = catalogued("EarnBalanceInsufficient")
/** An instance of {@link EarnBalanceInsufficient}. */
export type EarnBalanceInsufficient = Catalogued<"EarnBalanceInsufficient">

/**
 * 180019: empty order link id.
 *
 * @since 0.1.0
 * @category errors
 */
export const EmptyOrderLinkId = catalogued("EmptyOrderLinkId")
/** An instance of {@link EmptyOrderLinkId}. */
export type EmptyOrderLinkId = Catalogued<"EmptyOrderLinkId">

/**
 * 180020: position not found (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnPositionNotFound = catalogued("EarnPositionNotFound")
/** An instance of {@link EarnPositionNotFound}. */
export type EarnPositionNotFound = Catalogued<"EarnPositionNotFound">

/**
 * 180025: order already exists (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export const EarnOrderExists = catalogued("EarnOrderExists")
/** An instance of {@link EarnOrderExists}. */
export type EarnOrderExists = Catalogued<"EarnOrderExists">

/**
 * 180028: reinvest validation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const ReinvestValidationFailed = catalogued("ReinvestValidationFailed")
/** An instance of {@link ReinvestValidationFailed}. */
export type ReinvestValidationFailed = Catalogued<"ReinvestValidationFailed">

/**
 * 180029: redeem not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export const RedeemNotAllowed = catalogued("RedeemNotAllowed")
/** An instance of {@link RedeemNotAllowed}. */
export type RedeemNotAllowed = Catalogued<"RedeemNotAllowed">

/**
 * 3500002: the current user is not an institutional user.
 *
 * @since 0.1.0
 * @category errors
 */
export const NotInstitutionalUser = catalogued("NotInstitutionalUser")
/** An instance of {@link NotInstitutionalUser}. */
export type NotInstitutionalUser = Catalogued<"NotInstitutionalUser">

/**
 * 3500153: no permission to operate on or query these UIDs.
 *
 * @since 0.1.0
 * @category errors
 */
export const UidPermissionDenied = catalogued("UidPermissionDenied")
/** An instance of {@link UidPermissionDenied}. */
export type UidPermissionDenied = Catalogued<"UidPermissionDenied">

/**
 * 34022030: borrowing demand is high and the fund pool is low.
 *
 * @since 0.1.0
 * @category errors
 */
export const FundPoolLow = catalogued("FundPoolLow")
/** An instance of {@link FundPoolLow}. */
export type FundPoolLow = Catalogued<"FundPoolLow">

/**
 * 34022031: risk rate limit exceeded: reduce the borrow amount.
 *
 * @since 0.1.0
 * @category errors
 */
export const BorrowRiskRateExceeded = catalogued("BorrowRiskRateExceeded")
/** An instance of {@link BorrowRiskRateExceeded}. */
export type BorrowRiskRateExceeded = Catalogued<"BorrowRiskRateExceeded">
