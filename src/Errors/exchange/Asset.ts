/**
 * Exchange errors, the codes only the `Asset` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { catalogued } from "../CatalogueClass.js"

/**
 * 131002: parameter error, or the withdraw address chain or destination tag do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export class AssetParamsError extends catalogued<AssetParamsError>()("AssetParamsError") {}

/**
 * 131004, 20096: KYC needed.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycRequired extends catalogued<KycRequired>()("KycRequired") {}

/**
 * 131065: the KYC information is incomplete.
 *
 * @since 0.1.0
 * @category errors
 */
export class KycIncomplete extends catalogued<KycIncomplete>()("KycIncomplete") {}

/**
 * 131066: this address does not support withdrawals for now.
 *
 * @since 0.1.0
 * @category errors
 */
export class AddressWithdrawalsSuspended extends catalogued<AddressWithdrawalsSuspended>()(
  "AddressWithdrawalsSuspended"
) {}

/**
 * 131067: travel rule verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export class TravelRuleVerificationFailed extends catalogued<TravelRuleVerificationFailed>()(
  "TravelRuleVerificationFailed"
) {}

/**
 * 131068: travel rule information is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export class TravelRuleInfoInsufficient extends catalogued<TravelRuleInfoInsufficient>()(
  "TravelRuleInfoInsufficient"
) {}

/**
 * 131074: beneficiary info is required.
 *
 * @since 0.1.0
 * @category errors
 */
export class BeneficiaryInfoRequired extends catalogued<BeneficiaryInfoRequired>()("BeneficiaryInfoRequired") {}

/**
 * 131075: an internal transfer address cannot be yourself.
 *
 * @since 0.1.0
 * @category errors
 */
export class InternalAddressIsSelf extends catalogued<InternalAddressIsSelf>()("InternalAddressIsSelf") {}

/**
 * 131077: the receiving user does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class RecipientNotFound extends catalogued<RecipientNotFound>()("RecipientNotFound") {}

/**
 * 131081: do not input a memo/tag.
 *
 * @since 0.1.0
 * @category errors
 */
export class MemoNotAllowed extends catalogued<MemoNotAllowed>()("MemoNotAllowed") {}

/**
 * 131082: do not repeat the request.
 *
 * @since 0.1.0
 * @category errors
 */
export class RepeatedWithdrawRequest extends catalogued<RepeatedWithdrawRequest>()("RepeatedWithdrawRequest") {}

/**
 * 131083: withdrawals only allowed to the address book.
 *
 * @since 0.1.0
 * @category errors
 */
export class AddressBookOnly extends catalogued<AddressBookOnly>()("AddressBookOnly") {}

/**
 * 131085: the withdrawal amount is greater than the available balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveAvailableBalance extends catalogued<WithdrawAboveAvailableBalance>()(
  "WithdrawAboveAvailableBalance"
) {}

/**
 * 131086: the withdrawal amount exceeds the margin-trade risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveMarginRiskLimit extends catalogued<WithdrawAboveMarginRiskLimit>()(
  "WithdrawAboveMarginRiskLimit"
) {}

/**
 * 131088: the withdrawal amount exceeds the remaining limit of the identity level.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAboveKycLimit extends catalogued<WithdrawAboveKycLimit>()("WithdrawAboveKycLimit") {}

/**
 * 131089: withdrawals are prohibited within 24 hours of a sensitive operation.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawLockedAfterSensitiveOperation extends catalogued<WithdrawLockedAfterSensitiveOperation>()(
  "WithdrawLockedAfterSensitiveOperation"
) {}

/**
 * 131090: the user's withdrawals are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawBanned extends catalogued<WithdrawBanned>()("WithdrawBanned") {}

/**
 * 131093: the withdrawal address is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAddressNotWhitelisted extends catalogued<WithdrawAddressNotWhitelisted>()(
  "WithdrawAddressNotWhitelisted"
) {}

/**
 * 131095: the withdrawal amount exceeds the 24-hour platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAbovePlatformDailyLimit extends catalogued<WithdrawAbovePlatformDailyLimit>()(
  "WithdrawAbovePlatformDailyLimit"
) {}

/**
 * 131096: the withdrawal amount is outside the lower or upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawAmountOutOfRange extends catalogued<WithdrawAmountOutOfRange>()("WithdrawAmountOutOfRange") {}

/**
 * 131097: withdrawal of this currency has been closed.
 *
 * @since 0.1.0
 * @category errors
 */
export class CurrencyWithdrawalClosed extends catalogued<CurrencyWithdrawalClosed>()("CurrencyWithdrawalClosed") {}

/**
 * 131098: withdrawal from a new address is currently not available.
 *
 * @since 0.1.0
 * @category errors
 */
export class NewAddressWithdrawUnavailable extends catalogued<NewAddressWithdrawUnavailable>()(
  "NewAddressWithdrawUnavailable"
) {}

/**
 * 131099: the withdrawal can only be cancelled in hot-wallet status.
 *
 * @since 0.1.0
 * @category errors
 */
export class WithdrawCancelNotAllowed extends catalogued<WithdrawCancelNotAllowed>()("WithdrawCancelNotAllowed") {}

/**
 * 131202: invalid memberId.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidMemberId extends catalogued<InvalidMemberId>()("InvalidMemberId") {}

/**
 * 131203: transfer request parameter error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferParamsError extends catalogued<TransferParamsError>()("TransferParamsError") {}

/**
 * 131205: query transfer error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryTransferError extends catalogued<QueryTransferError>()("QueryTransferError") {}

/**
 * 131206: cannot be transferred.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferNotAllowed extends catalogued<TransferNotAllowed>()("TransferNotAllowed") {}

/**
 * 131207: account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class AccountNotFound extends catalogued<AccountNotFound>()("AccountNotFound") {}

/**
 * 131208: transfer forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferForbidden extends catalogued<TransferForbidden>()("TransferForbidden") {}

/**
 * 131209: get sub-member relation error.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubMemberRelationError extends catalogued<SubMemberRelationError>()("SubMemberRelationError") {}

/**
 * 131210: amount accuracy error.
 *
 * @since 0.1.0
 * @category errors
 */
export class AmountPrecisionError extends catalogued<AmountPrecisionError>()("AmountPrecisionError") {}

/**
 * 131211: fromAccountType cannot be the same as toAccountType.
 *
 * @since 0.1.0
 * @category errors
 */
export class SameTransferAccountType extends catalogued<SameTransferAccountType>()("SameTransferAccountType") {}

/**
 * 131212: insufficient balance (transfer).
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferBalanceInsufficient extends catalogued<TransferBalanceInsufficient>()(
  "TransferBalanceInsufficient"
) {}

/**
 * 131213: transfer LTV check error.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferLtvCheckFailed extends catalogued<TransferLtvCheckFailed>()("TransferLtvCheckFailed") {}

/**
 * 131214: the transfer id exists.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferIdExists extends catalogued<TransferIdExists>()("TransferIdExists") {}

/**
 * 131215: amount error.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidTransferAmount extends catalogued<InvalidTransferAmount>()("InvalidTransferAmount") {}

/**
 * 131216: query balance error.
 *
 * @since 0.1.0
 * @category errors
 */
export class QueryBalanceError extends catalogued<QueryBalanceError>()("QueryBalanceError") {}

/**
 * 131217: risk check error.
 *
 * @since 0.1.0
 * @category errors
 */
export class RiskCheckFailed extends catalogued<RiskCheckFailed>()("RiskCheckFailed") {}

/**
 * 131227: the subaccount has no universal transfer permission.
 *
 * @since 0.1.0
 * @category errors
 */
export class SubaccountUniversalTransferDenied extends catalogued<SubaccountUniversalTransferDenied>()(
  "SubaccountUniversalTransferDenied"
) {}

/**
 * 131228: the balance is not enough: check the transfer safe amount.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferSafeAmountExceeded extends catalogued<TransferSafeAmountExceeded>()(
  "TransferSafeAmountExceeded"
) {}

/**
 * 131230: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferSystemBusy extends catalogued<TransferSystemBusy>()("TransferSystemBusy") {}

/**
 * 131231: transfers into this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferInUnsupported extends catalogued<TransferInUnsupported>()("TransferInUnsupported") {}

/**
 * 131232: transfers out of this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class TransferOutUnsupported extends catalogued<TransferOutUnsupported>()("TransferOutUnsupported") {}

/**
 * 181001: category only supports linear, option or spot.
 *
 * @since 0.1.0
 * @category errors
 */
export class CategoryUnsupported extends catalogued<CategoryUnsupported>()("CategoryUnsupported") {}

/**
 * 181013: only settleCoin usdc is supported.
 *
 * @since 0.1.0
 * @category errors
 */
export class UsdcSettleCoinOnly extends catalogued<UsdcSettleCoinOnly>()("UsdcSettleCoinOnly") {}

/**
 * 181018: invalid expDate.
 *
 * @since 0.1.0
 * @category errors
 */
export class InvalidExpDate extends catalogued<InvalidExpDate>()("InvalidExpDate") {}

/**
 * 181019: expDate cannot be earlier than 2 years.
 *
 * @since 0.1.0
 * @category errors
 */
export class ExpDateTooOld extends catalogued<ExpDateTooOld>()("ExpDateTooOld") {}

/**
 * 700000: convert parameter error (accountType/quoteTxId missing).
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertParamsError extends catalogued<ConvertParamsError>()("ConvertParamsError") {}

/**
 * 700001: convert: no dealer can quote; prediction: the market was not found or is closed.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertNoDealerOrPredictionMarketClosed extends catalogued<ConvertNoDealerOrPredictionMarketClosed>()(
  "ConvertNoDealerOrPredictionMarketClosed"
) {}

/**
 * 700002: convert: quote type not supported; prediction: insufficient liquidity for a FOK order.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient extends catalogued<ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient>()(
  "ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient"
) {}

/**
 * 700004: convert order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOrderNotFound extends catalogued<ConvertOrderNotFound>()("ConvertOrderNotFound") {}

/**
 * 700005: the available balance is insufficient or the wallet does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertBalanceInsufficient extends catalogued<ConvertBalanceInsufficient>()(
  "ConvertBalanceInsufficient"
) {}

/**
 * 700006: convert amount below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertAmountTooLow extends catalogued<ConvertAmountTooLow>()("ConvertAmountTooLow") {}

/**
 * 700007: convert amount above the large-amount limit.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertAmountTooLarge extends catalogued<ConvertAmountTooLarge>()("ConvertAmountTooLarge") {}

/**
 * 700008: quote failed: the price timed out.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertQuoteExpired extends catalogued<ConvertQuoteExpired>()("ConvertQuoteExpired") {}

/**
 * 700009: quoteTxId has already been used.
 *
 * @since 0.1.0
 * @category errors
 */
export class QuoteTxIdUsed extends catalogued<QuoteTxIdUsed>()("QuoteTxIdUsed") {}

/**
 * 700010: convert: loan users cannot convert; prediction: insufficient USDC balance.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertLoanUserOrUsdcBalanceInsufficient extends catalogued<ConvertLoanUserOrUsdcBalanceInsufficient>()(
  "ConvertLoanUserOrUsdcBalanceInsufficient"
) {}

/**
 * 700012: convert unavailable during the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertBlockedByUtaUpgrade extends catalogued<ConvertBlockedByUtaUpgrade>()(
  "ConvertBlockedByUtaUpgrade"
) {}

/**
 * 700013: the coin does not support convert.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertCoinUnsupported extends catalogued<ConvertCoinUnsupported>()("ConvertCoinUnsupported") {}

/**
 * 700021: an exchange order is being processed; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export class ConvertOrderProcessing extends catalogued<ConvertOrderProcessing>()("ConvertOrderProcessing") {}
