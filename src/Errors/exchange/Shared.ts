/**
 * Exchange errors, the codes that endpoints of more than one family declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 110001; legacy 140001: order not found.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotFound extends catalogued<OrderNotFound>()("OrderNotFound") {}

/**
 * 110007, 110012; legacy 30042, 140007, 140012: available balance is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class InsufficientBalance extends catalogued<InsufficientBalance>()("InsufficientBalance") {}

/**
 * 110008; legacy 140008: the order has been completed or cancelled.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderAlreadyFinished extends catalogued<OrderAlreadyFinished>()("OrderAlreadyFinished") {}

/**
 * 110043; legacy 34036, 140043: set leverage not modified (leverage unchanged).
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageNotModified extends catalogued<LeverageNotModified>()("LeverageNotModified") {}

/**
 * 110072: orderLinkId is duplicate.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateOrderLinkId extends catalogued<DuplicateOrderLinkId>()("DuplicateOrderLinkId") {}

/**
 * 182011, 3200641, 131239, 148006, 148048: the collateral amount reached the platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralPlatformLimitReached extends catalogued<CollateralPlatformLimitReached>()(
  "CollateralPlatformLimitReached"
) {}

/**
 * 34040: not modified: the TP/SL value is already set.
 *
 * @since 0.1.0
 * @category errors
 */
export class TpSlNotModified extends catalogued<TpSlNotModified>()("TpSlNotModified") {}

/**
 * 500010: the subaccount does not belong to the parent account.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountNotOwned extends catalogued<SubaccountNotOwned>()("SubaccountNotOwned") {}

/**
 * 170036, 176008: spot (cross) margin trading is not enabled.
 *
 * @since 0.1.0
 * @category errors
 */
export class SpotMarginNotEnabled extends catalogued<SpotMarginNotEnabled>()("SpotMarginNotEnabled") {}

/**
 * 170312: the current order does not support modification.
 *
 * @since 0.1.0
 * @category errors
 */
export class OrderNotModifiable extends catalogued<OrderNotModifiable>()("OrderNotModifiable") {}

/**
 * 176004, 181009, 182202: the start time must be before the end time.
 *
 * @since 0.1.0
 * @category errors
 */
export class StartTimeNotBeforeEnd extends catalogued<StartTimeNotBeforeEnd>()("StartTimeNotBeforeEnd") {}

/**
 * 176005, 34022045: borrowing failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowFailed extends catalogued<BorrowFailed>()("BorrowFailed") {}

/**
 * 176006, 177021, 34022044: repayment failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentFailed extends catalogued<RepaymentFailed>()("RepaymentFailed") {}

/**
 * 176009: cross margin trading not enabled: the activation is not confirmed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginNotConfirmed extends catalogued<CrossMarginNotConfirmed>()("CrossMarginNotConfirmed") {}

/**
 * 176017, 148038, 177010, 3777039: the repayment amount exceeds the liability.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentExceedsLiability extends catalogued<RepaymentExceedsLiability>()("RepaymentExceedsLiability") {}

/**
 * 176025: the borrow amount is below the minimum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMinPerTransaction extends catalogued<BorrowBelowMinPerTransaction>()(
  "BorrowBelowMinPerTransaction"
) {}

/**
 * 176026: the borrow amount is above the maximum per transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMaxPerTransaction extends catalogued<BorrowAboveMaxPerTransaction>()(
  "BorrowAboveMaxPerTransaction"
) {}

/**
 * 176027: the borrow amount is above the maximum per user.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAboveMaxPerUser extends catalogued<BorrowAboveMaxPerUser>()("BorrowAboveMaxPerUser") {}

/**
 * 176028: the borrow amount exceeds Bybit's maximum.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAbovePlatformMax extends catalogued<BorrowAbovePlatformMax>()("BorrowAbovePlatformMax") {}

/**
 * 176031: the borrow amount has too many decimals.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowAmountTooPrecise extends catalogued<BorrowAmountTooPrecise>()("BorrowAmountTooPrecise") {}

/**
 * 176035: the leverage switch cannot be closed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class LeverageSwitchCloseDuringLiquidation extends catalogued<LeverageSwitchCloseDuringLiquidation>()(
  "LeverageSwitchCloseDuringLiquidation"
) {}

/**
 * 176133: liquidation may be triggered; adjust the transaction.
 *
 * @since 0.1.0
 * @category errors
 */
export class LiquidationRisk extends catalogued<LiquidationRisk>()("LiquidationRisk") {}

/**
 * 176138: all debts must be repaid before disabling margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class DebtsBlockMarginDisable extends catalogued<DebtsBlockMarginDisable>()("DebtsBlockMarginDisable") {}

/**
 * 176139: not eligible to enable cross margin.
 *
 * @since 0.1.0
 * @category errors
 */
export class CrossMarginNotEligible extends catalogued<CrossMarginNotEligible>()("CrossMarginNotEligible") {}

/**
 * 181008, 182201, 3500405, 3500407: startTime and endTime must be given together.
 *
 * @since 0.1.0
 * @category errors
 */
export class TimeRangeIncomplete extends catalogued<TimeRangeIncomplete>()("TimeRangeIncomplete") {}

/**
 * 400001: fiat convert: broker not found; reward: invalid parameter.
 *
 * @since 0.1.0
 * @category errors
 */
export class BrokerNotFoundOrInvalidRewardParameter extends catalogued<BrokerNotFoundOrInvalidRewardParameter>()(
  "BrokerNotFoundOrInvalidRewardParameter"
) {}

/**
 * 148002: the amount is below the minimum borrowable amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowBelowMinimum extends catalogued<BorrowBelowMinimum>()("BorrowBelowMinimum") {}

/**
 * 148003, 148042: exceeds the allowed decimal precision for this currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyPrecisionExceeded extends catalogued<CurrencyPrecisionExceeded>()("CurrencyPrecisionExceeded") {}

/**
 * 148004, 177017: this currency cannot be used as collateral.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyNotCollateral extends catalogued<CurrencyNotCollateral>()("CurrencyNotCollateral") {}

/**
 * 148005: exceeds the allowed decimal precision for this collateral currency.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralPrecisionExceeded extends catalogued<CollateralPrecisionExceeded>()(
  "CollateralPrecisionExceeded"
) {}

/**
 * 148007: borrow amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export class NegativeBorrowAmount extends catalogued<NegativeBorrowAmount>()("NegativeBorrowAmount") {}

/**
 * 148008: collateral amount cannot be negative.
 *
 * @since 0.1.0
 * @category errors
 */
export class NegativeCollateralAmount extends catalogued<NegativeCollateralAmount>()("NegativeCollateralAmount") {}

/**
 * 148009: the LTV exceeds the risk threshold.
 *
 * @since 0.1.0
 * @category errors
 */
export class LtvAboveRiskThreshold extends catalogued<LtvAboveRiskThreshold>()("LtvAboveRiskThreshold") {}

/**
 * 148010: insufficient available quota.
 *
 * @since 0.1.0
 * @category errors
 */
export class AvailableQuotaInsufficient extends catalogued<AvailableQuotaInsufficient>()(
  "AvailableQuotaInsufficient"
) {}

/**
 * 148012: insufficient collateral amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralInsufficient extends catalogued<CollateralInsufficient>()("CollateralInsufficient") {}

/**
 * 148014: this currency is not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanCurrencyUnsupported extends catalogued<LoanCurrencyUnsupported>()("LoanCurrencyUnsupported") {}

/**
 * 148019: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanSystemBusy extends catalogued<LoanSystemBusy>()("LoanSystemBusy") {}

/**
 * 148020: insufficient platform lending quota.
 *
 * @since 0.1.0
 * @category errors
 */
export class PlatformLendingQuotaInsufficient extends catalogued<PlatformLendingQuotaInsufficient>()(
  "PlatformLendingQuotaInsufficient"
) {}

/**
 * 148021: operation conflict detected; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationConflict extends catalogued<OperationConflict>()("OperationConflict") {}

/**
 * 148026: failed to create the repayment; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentCreationFailed extends catalogued<RepaymentCreationFailed>()("RepaymentCreationFailed") {}

/**
 * 148027: no active loan for this account.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoActiveLoan extends catalogued<NoActiveLoan>()("NoActiveLoan") {}

/**
 * 148028: the repayment amount exceeds the supported precision.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentPrecisionExceeded extends catalogued<RepaymentPrecisionExceeded>()(
  "RepaymentPrecisionExceeded"
) {}

/**
 * 148029: insufficient balance in the repayment account.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepaymentAccountBalanceInsufficient extends catalogued<RepaymentAccountBalanceInsufficient>()(
  "RepaymentAccountBalanceInsufficient"
) {}

/**
 * 148031: operation not allowed during liquidation.
 *
 * @since 0.1.0
 * @category errors
 */
export class OperationDuringLiquidation extends catalogued<OperationDuringLiquidation>()(
  "OperationDuringLiquidation"
) {}

/**
 * 148032: no outstanding debt: repayment is not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class NoOutstandingDebt extends catalogued<NoOutstandingDebt>()("NoOutstandingDebt") {}

/**
 * 148034, 148035: please wait and try again later.
 *
 * @since 0.1.0
 * @category errors
 */
export class LoanRetryLater extends catalogued<LoanRetryLater>()("LoanRetryLater") {}

/**
 * 148039: duplicate collateral assets.
 *
 * @since 0.1.0
 * @category errors
 */
export class DuplicateCollateralAssets extends catalogued<DuplicateCollateralAssets>()("DuplicateCollateralAssets") {}

/**
 * 148040: pledge token error.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPledgeToken extends catalogued<InvalidPledgeToken>()("InvalidPledgeToken") {}

/**
 * 148041: a repay order already exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepayOrderExists extends catalogued<RepayOrderExists>()("RepayOrderExists") {}

/**
 * 148047: the requested collateral amount exceeds the maximum allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CollateralRequestAboveMax extends catalogued<CollateralRequestAboveMax>()("CollateralRequestAboveMax") {}

/**
 * 180001: invalid (request) parameter (earn, prediction).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnParamsError extends catalogued<EarnParamsError>()("EarnParamsError") {}

/**
 * 180002: invalid coin (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnInvalidCoin extends catalogued<EarnInvalidCoin>()("EarnInvalidCoin") {}

/**
 * 180007: product not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class ProductNotAvailable extends catalogued<ProductNotAvailable>()("ProductNotAvailable") {}

/**
 * 180008: invalid product.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidProduct extends catalogued<InvalidProduct>()("InvalidProduct") {}

/**
 * 180012: purchase share is invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidPurchaseShare extends catalogued<InvalidPurchaseShare>()("InvalidPurchaseShare") {}

/**
 * 180013: stake over the maximum share.
 *
 * @since 0.1.0
 * @category errors
 */
export class StakeAboveMaxShare extends catalogued<StakeAboveMaxShare>()("StakeAboveMaxShare") {}

/**
 * 180014: redeem share invalid.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidRedeemShare extends catalogued<InvalidRedeemShare>()("InvalidRedeemShare") {}

/**
 * 180016: balance not enough (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnBalanceInsufficient extends catalogued<EarnBalanceInsufficient>()("EarnBalanceInsufficient") {}

/**
 * 180019: empty order link id.
 *
 * @since 0.1.0
 * @category errors
 */
export class EmptyOrderLinkId extends catalogued<EmptyOrderLinkId>()("EmptyOrderLinkId") {}

/**
 * 180020: position not found (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnPositionNotFound extends catalogued<EarnPositionNotFound>()("EarnPositionNotFound") {}

/**
 * 180025: order already exists (earn).
 *
 * @since 0.1.0
 * @category errors
 */
export class EarnOrderExists extends catalogued<EarnOrderExists>()("EarnOrderExists") {}

/**
 * 180028: reinvest validation failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ReinvestValidationFailed extends catalogued<ReinvestValidationFailed>()("ReinvestValidationFailed") {}

/**
 * 180029: redeem not allowed.
 *
 * @since 0.1.0
 * @category errors
 */
export class RedeemNotAllowed extends catalogued<RedeemNotAllowed>()("RedeemNotAllowed") {}

/**
 * 3500002: the current user is not an institutional user.
 *
 * @since 0.1.0
 * @category errors
 */
export class NotInstitutionalUser extends catalogued<NotInstitutionalUser>()("NotInstitutionalUser") {}

/**
 * 3500153: no permission to operate on or query these UIDs.
 *
 * @since 0.1.0
 * @category errors
 */
export class UidPermissionDenied extends catalogued<UidPermissionDenied>()("UidPermissionDenied") {}

/**
 * 34022030: borrowing demand is high and the fund pool is low.
 *
 * @since 0.1.0
 * @category errors
 */
export class FundPoolLow extends catalogued<FundPoolLow>()("FundPoolLow") {}

/**
 * 34022031: risk rate limit exceeded: reduce the borrow amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class BorrowRiskRateExceeded extends catalogued<BorrowRiskRateExceeded>()("BorrowRiskRateExceeded") {}
