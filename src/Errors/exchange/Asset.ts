/**
 * Exchange errors, the codes only the `Asset` family's endpoints declare. Part of `ExchangeError`, which
 * re-exports every class: the classes are split by who names them so that a program bundles only the ones its
 * endpoints declare.
 *
 * @since 0.2.0
 */
import { type Catalogued, catalogued } from "../CatalogueClass.js"

/**
 * 131002: parameter error, or the withdraw address chain or destination tag do not match.
 *
 * @since 0.1.0
 * @category errors
 */
export const AssetParamsError = catalogued("AssetParamsError")
/** An instance of {@link AssetParamsError}. */
export type AssetParamsError = Catalogued<"AssetParamsError">

/**
 * 131004, 20096: KYC needed.
 *
 * @since 0.1.0
 * @category errors
 */
export const KycRequired = catalogued("KycRequired")
/** An instance of {@link KycRequired}. */
export type KycRequired = Catalogued<"KycRequired">

/**
 * 131065: the KYC information is incomplete.
 *
 * @since 0.1.0
 * @category errors
 */
export const KycIncomplete = catalogued("KycIncomplete")
/** An instance of {@link KycIncomplete}. */
export type KycIncomplete = Catalogued<"KycIncomplete">

/**
 * 131066: this address does not support withdrawals for now.
 *
 * @since 0.1.0
 * @category errors
 */
export const AddressWithdrawalsSuspended = catalogued("AddressWithdrawalsSuspended")
/** An instance of {@link AddressWithdrawalsSuspended}. */
export type AddressWithdrawalsSuspended = Catalogued<"AddressWithdrawalsSuspended">

/**
 * 131067: travel rule verification failed.
 *
 * @since 0.1.0
 * @category errors
 */
export const TravelRuleVerificationFailed = catalogued("TravelRuleVerificationFailed")
/** An instance of {@link TravelRuleVerificationFailed}. */
export type TravelRuleVerificationFailed = Catalogued<"TravelRuleVerificationFailed">

/**
 * 131068: travel rule information is insufficient.
 *
 * @since 0.1.0
 * @category errors
 */
export const TravelRuleInfoInsufficient = catalogued("TravelRuleInfoInsufficient")
/** An instance of {@link TravelRuleInfoInsufficient}. */
export type TravelRuleInfoInsufficient = Catalogued<"TravelRuleInfoInsufficient">

/**
 * 131074: beneficiary info is required.
 *
 * @since 0.1.0
 * @category errors
 */
export const BeneficiaryInfoRequired = catalogued("BeneficiaryInfoRequired")
/** An instance of {@link BeneficiaryInfoRequired}. */
export type BeneficiaryInfoRequired = Catalogued<"BeneficiaryInfoRequired">

/**
 * 131075: an internal transfer address cannot be yourself.
 *
 * @since 0.1.0
 * @category errors
 */
export const InternalAddressIsSelf = catalogued("InternalAddressIsSelf")
/** An instance of {@link InternalAddressIsSelf}. */
export type InternalAddressIsSelf = Catalogued<"InternalAddressIsSelf">

/**
 * 131077: the receiving user does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const RecipientNotFound = catalogued("RecipientNotFound")
/** An instance of {@link RecipientNotFound}. */
export type RecipientNotFound = Catalogued<"RecipientNotFound">

/**
 * 131081: do not input a memo/tag.
 *
 * @since 0.1.0
 * @category errors
 */
export const MemoNotAllowed = catalogued("MemoNotAllowed")
/** An instance of {@link MemoNotAllowed}. */
export type MemoNotAllowed = Catalogued<"MemoNotAllowed">

/**
 * 131082: do not repeat the request.
 *
 * @since 0.1.0
 * @category errors
 */
export const RepeatedWithdrawRequest = catalogued("RepeatedWithdrawRequest")
/** An instance of {@link RepeatedWithdrawRequest}. */
export type RepeatedWithdrawRequest = Catalogued<"RepeatedWithdrawRequest">

/**
 * 131083: withdrawals only allowed to the address book.
 *
 * @since 0.1.0
 * @category errors
 */
export const AddressBookOnly = catalogued("AddressBookOnly")
/** An instance of {@link AddressBookOnly}. */
export type AddressBookOnly = Catalogued<"AddressBookOnly">

/**
 * 131085: the withdrawal amount is greater than the available balance.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawAboveAvailableBalance = catalogued("WithdrawAboveAvailableBalance")
/** An instance of {@link WithdrawAboveAvailableBalance}. */
export type WithdrawAboveAvailableBalance = Catalogued<"WithdrawAboveAvailableBalance">

/**
 * 131086: the withdrawal amount exceeds the margin-trade risk limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawAboveMarginRiskLimit = catalogued("WithdrawAboveMarginRiskLimit")
/** An instance of {@link WithdrawAboveMarginRiskLimit}. */
export type WithdrawAboveMarginRiskLimit = Catalogued<"WithdrawAboveMarginRiskLimit">

/**
 * 131088: the withdrawal amount exceeds the remaining limit of the identity level.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawAboveKycLimit = catalogued("WithdrawAboveKycLimit")
/** An instance of {@link WithdrawAboveKycLimit}. */
export type WithdrawAboveKycLimit = Catalogued<"WithdrawAboveKycLimit">

/**
 * 131089: withdrawals are prohibited within 24 hours of a sensitive operation.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawLockedAfterSensitiveOperation = catalogued("WithdrawLockedAfterSensitiveOperation")
/** An instance of {@link WithdrawLockedAfterSensitiveOperation}. */
export type WithdrawLockedAfterSensitiveOperation = Catalogued<"WithdrawLockedAfterSensitiveOperation">

/**
 * 131090: the user's withdrawals are banned.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawBanned = catalogued("WithdrawBanned")
/** An instance of {@link WithdrawBanned}. */
export type WithdrawBanned = Catalogued<"WithdrawBanned">

/**
 * 131093: the withdrawal address is not in the whitelist.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawAddressNotWhitelisted = catalogued("WithdrawAddressNotWhitelisted")
/** An instance of {@link WithdrawAddressNotWhitelisted}. */
export type WithdrawAddressNotWhitelisted = Catalogued<"WithdrawAddressNotWhitelisted">

/**
 * 131095: the withdrawal amount exceeds the 24-hour platform limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawAbovePlatformDailyLimit = catalogued("WithdrawAbovePlatformDailyLimit")
/** An instance of {@link WithdrawAbovePlatformDailyLimit}. */
export type WithdrawAbovePlatformDailyLimit = Catalogued<"WithdrawAbovePlatformDailyLimit">

/**
 * 131096: the withdrawal amount is outside the lower or upper limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawAmountOutOfRange = catalogued("WithdrawAmountOutOfRange")
/** An instance of {@link WithdrawAmountOutOfRange}. */
export type WithdrawAmountOutOfRange = Catalogued<"WithdrawAmountOutOfRange">

/**
 * 131097: withdrawal of this currency has been closed.
 *
 * @since 0.1.0
 * @category errors
 */
export const CurrencyWithdrawalClosed = catalogued("CurrencyWithdrawalClosed")
/** An instance of {@link CurrencyWithdrawalClosed}. */
export type CurrencyWithdrawalClosed = Catalogued<"CurrencyWithdrawalClosed">

/**
 * 131098: withdrawal from a new address is currently not available.
 *
 * @since 0.1.0
 * @category errors
 */
export const NewAddressWithdrawUnavailable = catalogued("NewAddressWithdrawUnavailable")
/** An instance of {@link NewAddressWithdrawUnavailable}. */
export type NewAddressWithdrawUnavailable = Catalogued<"NewAddressWithdrawUnavailable">

/**
 * 131099: the withdrawal can only be cancelled in hot-wallet status.
 *
 * @since 0.1.0
 * @category errors
 */
export const WithdrawCancelNotAllowed = catalogued("WithdrawCancelNotAllowed")
/** An instance of {@link WithdrawCancelNotAllowed}. */
export type WithdrawCancelNotAllowed = Catalogued<"WithdrawCancelNotAllowed">

/**
 * 131202: invalid memberId.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidMemberId = catalogued("InvalidMemberId")
/** An instance of {@link InvalidMemberId}. */
export type InvalidMemberId = Catalogued<"InvalidMemberId">

/**
 * 131203: transfer request parameter error.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferParamsError = catalogued("TransferParamsError")
/** An instance of {@link TransferParamsError}. */
export type TransferParamsError = Catalogued<"TransferParamsError">

/**
 * 131205: query transfer error.
 *
 * @since 0.1.0
 * @category errors
 */
export const QueryTransferError = catalogued("QueryTransferError")
/** An instance of {@link QueryTransferError}. */
export type QueryTransferError = Catalogued<"QueryTransferError">

/**
 * 131206: cannot be transferred.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferNotAllowed = catalogued("TransferNotAllowed")
/** An instance of {@link TransferNotAllowed}. */
export type TransferNotAllowed = Catalogued<"TransferNotAllowed">

/**
 * 131207: account does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const AccountNotFound = catalogued("AccountNotFound")
/** An instance of {@link AccountNotFound}. */
export type AccountNotFound = Catalogued<"AccountNotFound">

/**
 * 131208: transfer forbidden.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferForbidden = catalogued("TransferForbidden")
/** An instance of {@link TransferForbidden}. */
export type TransferForbidden = Catalogued<"TransferForbidden">

/**
 * 131209: get sub-member relation error.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubMemberRelationError = catalogued("SubMemberRelationError")
/** An instance of {@link SubMemberRelationError}. */
export type SubMemberRelationError = Catalogued<"SubMemberRelationError">

/**
 * 131210: amount accuracy error.
 *
 * @since 0.1.0
 * @category errors
 */
export const AmountPrecisionError = catalogued("AmountPrecisionError")
/** An instance of {@link AmountPrecisionError}. */
export type AmountPrecisionError = Catalogued<"AmountPrecisionError">

/**
 * 131211: fromAccountType cannot be the same as toAccountType.
 *
 * @since 0.1.0
 * @category errors
 */
export const SameTransferAccountType = catalogued("SameTransferAccountType")
/** An instance of {@link SameTransferAccountType}. */
export type SameTransferAccountType = Catalogued<"SameTransferAccountType">

/**
 * 131212: insufficient balance (transfer).
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferBalanceInsufficient = catalogued("TransferBalanceInsufficient")
/** An instance of {@link TransferBalanceInsufficient}. */
export type TransferBalanceInsufficient = Catalogued<"TransferBalanceInsufficient">

/**
 * 131213: transfer LTV check error.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferLtvCheckFailed = catalogued("TransferLtvCheckFailed")
/** An instance of {@link TransferLtvCheckFailed}. */
export type TransferLtvCheckFailed = Catalogued<"TransferLtvCheckFailed">

/**
 * 131214: the transfer id exists.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferIdExists = catalogued("TransferIdExists")
/** An instance of {@link TransferIdExists}. */
export type TransferIdExists = Catalogued<"TransferIdExists">

/**
 * 131215: amount error.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidTransferAmount = catalogued("InvalidTransferAmount")
/** An instance of {@link InvalidTransferAmount}. */
export type InvalidTransferAmount = Catalogued<"InvalidTransferAmount">

/**
 * 131216: query balance error.
 *
 * @since 0.1.0
 * @category errors
 */
export const QueryBalanceError = catalogued("QueryBalanceError")
/** An instance of {@link QueryBalanceError}. */
export type QueryBalanceError = Catalogued<"QueryBalanceError">

/**
 * 131217: risk check error.
 *
 * @since 0.1.0
 * @category errors
 */
export const RiskCheckFailed = catalogued("RiskCheckFailed")
/** An instance of {@link RiskCheckFailed}. */
export type RiskCheckFailed = Catalogued<"RiskCheckFailed">

/**
 * 131227: the subaccount has no universal transfer permission.
 *
 * @since 0.1.0
 * @category errors
 */
export const SubaccountUniversalTransferDenied = catalogued("SubaccountUniversalTransferDenied")
/** An instance of {@link SubaccountUniversalTransferDenied}. */
export type SubaccountUniversalTransferDenied = Catalogued<"SubaccountUniversalTransferDenied">

/**
 * 131228: the balance is not enough: check the transfer safe amount.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferSafeAmountExceeded = catalogued("TransferSafeAmountExceeded")
/** An instance of {@link TransferSafeAmountExceeded}. */
export type TransferSafeAmountExceeded = Catalogued<"TransferSafeAmountExceeded">

/**
 * 131230: the system is busy; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferSystemBusy = catalogued("TransferSystemBusy")
/** An instance of {@link TransferSystemBusy}. */
export type TransferSystemBusy = Catalogued<"TransferSystemBusy">

/**
 * 131231: transfers into this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferInUnsupported = catalogued("TransferInUnsupported")
/** An instance of {@link TransferInUnsupported}. */
export type TransferInUnsupported = Catalogued<"TransferInUnsupported">

/**
 * 131232: transfers out of this account are not supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const TransferOutUnsupported = catalogued("TransferOutUnsupported")
/** An instance of {@link TransferOutUnsupported}. */
export type TransferOutUnsupported = Catalogued<"TransferOutUnsupported">

/**
 * 181001: category only supports linear, option or spot.
 *
 * @since 0.1.0
 * @category errors
 */
export const CategoryUnsupported = catalogued("CategoryUnsupported")
/** An instance of {@link CategoryUnsupported}. */
export type CategoryUnsupported = Catalogued<"CategoryUnsupported">

/**
 * 181013: only settleCoin usdc is supported.
 *
 * @since 0.1.0
 * @category errors
 */
export const UsdcSettleCoinOnly = catalogued("UsdcSettleCoinOnly")
/** An instance of {@link UsdcSettleCoinOnly}. */
export type UsdcSettleCoinOnly = Catalogued<"UsdcSettleCoinOnly">

/**
 * 181018: invalid expDate.
 *
 * @since 0.1.0
 * @category errors
 */
export const InvalidExpDate = catalogued("InvalidExpDate")
/** An instance of {@link InvalidExpDate}. */
export type InvalidExpDate = Catalogued<"InvalidExpDate">

/**
 * 181019: expDate cannot be earlier than 2 years.
 *
 * @since 0.1.0
 * @category errors
 */
export const ExpDateTooOld = catalogued("ExpDateTooOld")
/** An instance of {@link ExpDateTooOld}. */
export type ExpDateTooOld = Catalogued<"ExpDateTooOld">

/**
 * 700000: convert parameter error (accountType/quoteTxId missing).
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertParamsError = catalogued("ConvertParamsError")
/** An instance of {@link ConvertParamsError}. */
export type ConvertParamsError = Catalogued<"ConvertParamsError">

/**
 * 700001: convert: no dealer can quote; prediction: the market was not found or is closed.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertNoDealerOrPredictionMarketClosed = catalogued("ConvertNoDealerOrPredictionMarketClosed")
/** An instance of {@link ConvertNoDealerOrPredictionMarketClosed}. */
export type ConvertNoDealerOrPredictionMarketClosed = Catalogued<"ConvertNoDealerOrPredictionMarketClosed">

/**
 * 700002: convert: quote type not supported; prediction: insufficient liquidity for a FOK order.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient = catalogued(
  "ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient"
)
/** An instance of {@link ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient}. */
export type ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient =
  Catalogued<"ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient">

/**
 * 700004: convert order does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertOrderNotFound = catalogued("ConvertOrderNotFound")
/** An instance of {@link ConvertOrderNotFound}. */
export type ConvertOrderNotFound = Catalogued<"ConvertOrderNotFound">

/**
 * 700005: the available balance is insufficient or the wallet does not exist.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertBalanceInsufficient = catalogued("ConvertBalanceInsufficient")
/** An instance of {@link ConvertBalanceInsufficient}. */
export type ConvertBalanceInsufficient = Catalogued<"ConvertBalanceInsufficient">

/**
 * 700006: convert amount below the lower limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertAmountTooLow = catalogued("ConvertAmountTooLow")
/** An instance of {@link ConvertAmountTooLow}. */
export type ConvertAmountTooLow = Catalogued<"ConvertAmountTooLow">

/**
 * 700007: convert amount above the large-amount limit.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertAmountTooLarge = catalogued("ConvertAmountTooLarge")
/** An instance of {@link ConvertAmountTooLarge}. */
export type ConvertAmountTooLarge = Catalogued<"ConvertAmountTooLarge">

/**
 * 700008: quote failed: the price timed out.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertQuoteExpired = catalogued("ConvertQuoteExpired")
/** An instance of {@link ConvertQuoteExpired}. */
export type ConvertQuoteExpired = Catalogued<"ConvertQuoteExpired">

/**
 * 700009: quoteTxId has already been used.
 *
 * @since 0.1.0
 * @category errors
 */
export const QuoteTxIdUsed = catalogued("QuoteTxIdUsed")
/** An instance of {@link QuoteTxIdUsed}. */
export type QuoteTxIdUsed = Catalogued<"QuoteTxIdUsed">

/**
 * 700010: convert: loan users cannot convert; prediction: insufficient USDC balance.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertLoanUserOrUsdcBalanceInsufficient = catalogued("ConvertLoanUserOrUsdcBalanceInsufficient")
/** An instance of {@link ConvertLoanUserOrUsdcBalanceInsufficient}. */
export type ConvertLoanUserOrUsdcBalanceInsufficient = Catalogued<"ConvertLoanUserOrUsdcBalanceInsufficient">

/**
 * 700012: convert unavailable during the UTA upgrade.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertBlockedByUtaUpgrade = catalogued("ConvertBlockedByUtaUpgrade")
/** An instance of {@link ConvertBlockedByUtaUpgrade}. */
export type ConvertBlockedByUtaUpgrade = Catalogued<"ConvertBlockedByUtaUpgrade">

/**
 * 32024: the rate at confirmation differs from the quoted one by more than 0.5 %; the convert is refused.
 *
 * @since 1.3.0
 * @category errors
 */
export const ConvertRateDeviationExceeded = catalogued("ConvertRateDeviationExceeded")
/** An instance of {@link ConvertRateDeviationExceeded}. */
export type ConvertRateDeviationExceeded = Catalogued<"ConvertRateDeviationExceeded">

/**
 * 700013: the coin does not support convert.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertCoinUnsupported = catalogued("ConvertCoinUnsupported")
/** An instance of {@link ConvertCoinUnsupported}. */
export type ConvertCoinUnsupported = Catalogued<"ConvertCoinUnsupported">

/**
 * 700021: an exchange order is being processed; retry later.
 *
 * @since 0.1.0
 * @category errors
 */
export const ConvertOrderProcessing = catalogued("ConvertOrderProcessing")
/** An instance of {@link ConvertOrderProcessing}. */
export type ConvertOrderProcessing = Catalogued<"ConvertOrderProcessing">
