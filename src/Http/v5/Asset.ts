/**
 * V5 asset (`/v5/asset/*`): transfers, balances, deposits, withdrawals, conversion and delivery/settlement
 * records. Signed.
 *
 * @since 0.1.0
 */
import * as AssetErrors from "../../Errors/exchange/Asset.js"
import * as Asset from "../../Schema/Asset.js"
import * as Convert from "../../Schema/Convert.js"
import * as Deposit from "../../Schema/Deposit.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Transfer from "../../Schema/Transfer.js"
import * as Withdrawal from "../../Schema/Withdrawal.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../internal/callable.js"

/**
 * `POST /v5/asset/transfer/inter-transfer`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const interTransfer = Endpoint.make({
  name: "createInternalTransfer",
  method: "POST",
  path: "/v5/asset/transfer/inter-transfer",
  auth: "private",
  request: Transfer.InternalTransferRequest,
  response: Transfer.TransferResult,
  errors: [
    AssetErrors.TransferBalanceInsufficient,
    AssetErrors.SameTransferAccountType,
    AssetErrors.TransferIdExists,
    AssetErrors.TransferNotAllowed,
    AssetErrors.TransferForbidden,
    AssetErrors.AmountPrecisionError,
    AssetErrors.InvalidTransferAmount,
    AssetErrors.TransferSafeAmountExceeded,
    AssetErrors.TransferInUnsupported,
    AssetErrors.TransferOutUnsupported,
    AssetErrors.TransferParamsError,
    AssetErrors.TransferLtvCheckFailed,
    AssetErrors.RiskCheckFailed,
    AssetErrors.TransferSystemBusy
  ],
  permission: { group: "Wallet", name: "AccountTransfer" },
  rateGroup: "asset/transfer/inter-transfer"
})

/**
 * Moves funds between two account types of the same UID; `transferId` is a UUID you generate (it makes the call safe to retry: a repeat fails with `TransferIdExists`).
 *
 * @since 0.1.0
 * @category asset
 */
export const createInternalTransfer = callable(interTransfer)

/**
 * `GET /v5/asset/transfer/query-inter-transfer-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const interTransferList = Endpoint.make({
  name: "getInternalTransferRecords",
  method: "GET",
  path: "/v5/asset/transfer/query-inter-transfer-list",
  auth: "private",
  request: Transfer.TransferRecordsRequest,
  response: Transfer.InternalTransferRecords,
  errors: [AssetErrors.QueryTransferError],
  permission: { group: "Wallet", name: "AccountTransfer" },
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Internal transfers of this UID, newest first.
 *
 * @since 0.1.0
 * @category asset
 */
export const getInternalTransferRecords = callable(interTransferList)

/**
 * `POST /v5/asset/transfer/universal-transfer`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const universalTransfer = Endpoint.make({
  name: "createUniversalTransfer",
  method: "POST",
  path: "/v5/asset/transfer/universal-transfer",
  auth: "private",
  request: Transfer.UniversalTransferRequest,
  response: Transfer.TransferResult,
  errors: [
    AssetErrors.TransferBalanceInsufficient,
    AssetErrors.SameTransferAccountType,
    AssetErrors.TransferIdExists,
    AssetErrors.TransferNotAllowed,
    AssetErrors.TransferForbidden,
    AssetErrors.AmountPrecisionError,
    AssetErrors.InvalidTransferAmount,
    AssetErrors.TransferSafeAmountExceeded,
    AssetErrors.TransferInUnsupported,
    AssetErrors.TransferOutUnsupported,
    AssetErrors.TransferParamsError,
    AssetErrors.TransferLtvCheckFailed,
    AssetErrors.RiskCheckFailed,
    AssetErrors.TransferSystemBusy,
    AssetErrors.SubaccountUniversalTransferDenied,
    AssetErrors.InvalidMemberId,
    AssetErrors.SubMemberRelationError,
    AssetErrors.AccountNotFound
  ],
  permission: { group: "Wallet", name: "SubMemberTransfer" }
})

/**
 * Moves funds between the master and a sub UID or between two sub UIDs (a sub key may only send to its master).
 *
 * @since 0.1.0
 * @category asset
 */
export const createUniversalTransfer = callable(universalTransfer)

/**
 * `GET /v5/asset/transfer/query-universal-transfer-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const universalTransferList = Endpoint.make({
  name: "getUniversalTransferRecords",
  method: "GET",
  path: "/v5/asset/transfer/query-universal-transfer-list",
  auth: "private",
  request: Transfer.TransferRecordsRequest,
  response: Transfer.UniversalTransferRecords,
  errors: [AssetErrors.QueryTransferError],
  permission: { group: "Wallet", name: "SubMemberTransfer" },
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Universal transfers (master key: `SubMemberTransfer`; sub key: `SubMemberTransferList`).
 *
 * @since 0.1.0
 * @category asset
 */
export const getUniversalTransferRecords = callable(universalTransferList)

/**
 * `GET /v5/asset/transfer/query-sub-member-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subMemberList = Endpoint.make({
  name: "getSubUID",
  method: "GET",
  path: "/v5/asset/transfer/query-sub-member-list",
  auth: "private",
  request: NoParams.NoParams,
  response: Transfer.SubMemberIds,
  // the page states none; the live exchange answers 10005 to a master key without it
  permission: { group: "Wallet", name: "SubMemberTransfer" },
  masterOnly: true
})

/**
 * The sub UIDs of the master (at most 2000; `User.getSubUIDListUnlimited` pages through more). Master key with
 * `SubMemberTransfer`.
 *
 * @since 0.1.0
 * @category asset
 */
export const getSubUID = callable(subMemberList)

/**
 * `POST /v5/asset/transfer/save-transfer-sub-member`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const saveTransferSubMember = Endpoint.make({
  name: "enableUniversalTransferForSubUIDs",
  method: "POST",
  path: "/v5/asset/transfer/save-transfer-sub-member",
  auth: "private",
  request: Transfer.EnableUniversalTransferRequest,
  response: NoParams.EmptyResult,
  permission: { group: "Wallet", name: "SubMemberTransfer" },
  masterOnly: true
})

/**
 * Enables universal transfer for sub UIDs (deprecated: every sub UID is now enabled).
 *
 * @since 0.1.0
 * @category asset
 */
export const enableUniversalTransferForSubUIDs = callable(saveTransferSubMember)

/**
 * `GET /v5/asset/transfer/query-transfer-coin-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const transferCoinList = Endpoint.make({
  name: "getTransferableCoinList",
  method: "GET",
  path: "/v5/asset/transfer/query-transfer-coin-list",
  auth: "private",
  request: Transfer.TransferableCoinsRequest,
  response: Transfer.TransferableCoins,
  errors: [AssetErrors.TransferParamsError]
})

/**
 * The coins that can move between two account types.
 *
 * @since 0.1.0
 * @category asset
 */
export const getTransferableCoinList = callable(transferCoinList)

/**
 * `GET /v5/asset/transfer/query-account-coins-balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const accountCoinsBalance = Endpoint.make({
  name: "getAllCoinsBalance",
  method: "GET",
  path: "/v5/asset/transfer/query-account-coins-balance",
  auth: "private",
  request: Asset.AllCoinsBalanceRequest,
  response: Asset.AllCoinsBalance,
  errors: [AssetErrors.QueryBalanceError, AssetErrors.InvalidMemberId]
})

/**
 * Every coin's balance in one account type, of this UID or (master key, `memberId`) a sub UID.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAllCoinsBalance = callable(accountCoinsBalance)

/**
 * `GET /v5/asset/transfer/query-account-coin-balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const accountCoinBalance = Endpoint.make({
  name: "getCoinBalance",
  method: "GET",
  path: "/v5/asset/transfer/query-account-coin-balance",
  auth: "private",
  request: Asset.CoinBalanceRequest,
  response: Asset.CoinBalance,
  errors: [AssetErrors.QueryBalanceError, AssetErrors.InvalidMemberId, AssetErrors.TransferParamsError]
})

/**
 * One coin's balance in one account type, optionally with the amount safely transferable to another UID or account type.
 *
 * @since 0.1.0
 * @category asset
 */
export const getCoinBalance = callable(accountCoinBalance)

/**
 * `GET /v5/asset/transfer/query-asset-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetInfo = Endpoint.make({
  name: "getAssetInfo",
  method: "GET",
  path: "/v5/asset/transfer/query-asset-info",
  auth: "private",
  request: Asset.AssetInfoRequest,
  response: Asset.AssetInfo
})

/**
 * Spot assets of a classic account.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAssetInfo = callable(assetInfo)

/**
 * `GET /v5/asset/asset-overview`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetOverview = Endpoint.make({
  name: "getAssetOverview",
  method: "GET",
  path: "/v5/asset/asset-overview",
  auth: "private",
  request: Asset.AssetOverviewRequest,
  response: Asset.AssetOverview
})

/**
 * Total equity of this UID (or, master key with `memberId`, a sub UID) and its breakdown per account and product.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAssetOverview = callable(assetOverview)

/**
 * `GET /v5/asset/coin/query-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const coinInfo = Endpoint.make({
  name: "getCoinInfo",
  method: "GET",
  path: "/v5/asset/coin/query-info",
  auth: "private",
  request: Asset.CoinInfoRequest,
  response: Asset.CoinInfoList
})

/**
 * Coins with their chains: deposit and withdrawal status, fees, minimums and confirmations.
 *
 * @since 0.1.0
 * @category asset
 */
export const getCoinInfo = callable(coinInfo)

/**
 * `GET /v5/asset/withdraw/withdrawable-amount`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawableAmount = Endpoint.make({
  name: "getWithdrawableAmount",
  method: "GET",
  path: "/v5/asset/withdraw/withdrawable-amount",
  auth: "private",
  request: Asset.WithdrawableAmountRequest,
  response: Asset.WithdrawableAmount
})

/**
 * The withdrawable amount of a coin per wallet, and how much risk control holds back.
 *
 * @since 0.1.0
 * @category asset
 */
export const getWithdrawableAmount = callable(withdrawableAmount)

/**
 * `GET /v5/asset/delivery-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deliveryRecord = Endpoint.make({
  name: "getDeliveryRecord",
  method: "GET",
  path: "/v5/asset/delivery-record",
  auth: "private",
  request: Asset.DeliveryRecordRequest,
  response: Asset.DeliveryRecords,
  errors: [AssetErrors.CategoryUnsupported, AssetErrors.InvalidExpDate, AssetErrors.ExpDateTooOld],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Delivery records of options and USDC futures, newest first.
 *
 * @since 0.1.0
 * @category asset
 */
export const getDeliveryRecord = callable(deliveryRecord)

/**
 * `GET /v5/asset/settlement-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const settlementRecord = Endpoint.make({
  name: "getSettlementRecords",
  method: "GET",
  path: "/v5/asset/settlement-record",
  auth: "private",
  request: Asset.SettlementRecordRequest,
  response: Asset.SettlementRecords,
  errors: [AssetErrors.CategoryUnsupported, AssetErrors.UsdcSettleCoinOnly],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Session settlements of USDC perpetual positions.
 *
 * @since 0.1.0
 * @category asset
 */
export const getSettlementRecords = callable(settlementRecord)

/**
 * `GET /v5/asset/fundinghistory`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fundingHistory = Endpoint.make({
  name: "getFundingAccountTransactionHistory",
  method: "GET",
  path: "/v5/asset/fundinghistory",
  auth: "private",
  request: Asset.FundingHistoryRequest,
  response: Asset.FundingHistory,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Movements of the funding account (window in seconds, at most 7 days).
 *
 * @since 0.1.0
 * @category asset
 */
export const getFundingAccountTransactionHistory = callable(fundingHistory)

/**
 * `GET /v5/asset/deposit/query-allowed-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const allowedDepositList = Endpoint.make({
  name: "getAllowedDepositCoinInfo",
  method: "GET",
  path: "/v5/asset/deposit/query-allowed-list",
  auth: "private",
  request: Deposit.AllowedDepositCoinsRequest,
  response: Deposit.AllowedDepositCoins
})

/**
 * Coins and chains open for deposit, with confirmations and minimums.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAllowedDepositCoinInfo = callable(allowedDepositList)

/**
 * `POST /v5/asset/deposit/deposit-to-account`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositToAccount = Endpoint.make({
  name: "setDepositAccount",
  method: "POST",
  path: "/v5/asset/deposit/deposit-to-account",
  auth: "private",
  request: Deposit.DepositAccountRequest,
  response: Deposit.StatusResult,
  masterOnly: true
})

/**
 * Chooses the account new deposits are credited to (funding by default).
 *
 * @since 0.1.0
 * @category asset
 */
export const setDepositAccount = callable(depositToAccount)

/**
 * `GET /v5/asset/deposit/query-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositRecord = Endpoint.make({
  name: "getDepositRecords",
  method: "GET",
  path: "/v5/asset/deposit/query-record",
  auth: "private",
  request: Deposit.DepositRecordsRequest,
  response: Deposit.DepositRecords,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * On-chain deposits of this UID (last 30 days by default).
 *
 * @since 0.1.0
 * @category asset
 */
export const getDepositRecords = callable(depositRecord)

/**
 * `GET /v5/asset/deposit/query-sub-member-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subDepositRecord = Endpoint.make({
  name: "getSubAccountDepositRecords",
  method: "GET",
  path: "/v5/asset/deposit/query-sub-member-record",
  auth: "private",
  request: Deposit.SubDepositRecordsRequest,
  response: Deposit.DepositRecords,
  errors: [AssetErrors.InvalidMemberId],
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * On-chain deposits of a sub UID, read with the master key.
 *
 * @since 0.1.0
 * @category asset
 */
export const getSubAccountDepositRecords = callable(subDepositRecord)

/**
 * `GET /v5/asset/deposit/query-internal-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const internalDepositRecord = Endpoint.make({
  name: "getInternalDepositRecords",
  method: "GET",
  path: "/v5/asset/deposit/query-internal-record",
  auth: "private",
  request: Deposit.InternalDepositRecordsRequest,
  response: Deposit.InternalDepositRecords,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * Off-chain deposits from other Bybit users (window at most 30 days).
 *
 * @since 0.1.0
 * @category asset
 */
export const getInternalDepositRecords = callable(internalDepositRecord)

/**
 * `GET /v5/asset/deposit/query-address`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositAddress = Endpoint.make({
  name: "getMasterDepositAddress",
  method: "GET",
  path: "/v5/asset/deposit/query-address",
  auth: "private",
  request: Deposit.DepositAddressRequest,
  response: Deposit.DepositAddress
})

/**
 * Deposit addresses of this UID for a coin, one per chain.
 *
 * @since 0.1.0
 * @category asset
 */
export const getMasterDepositAddress = callable(depositAddress)

/**
 * `GET /v5/asset/deposit/query-sub-member-address`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subDepositAddress = Endpoint.make({
  name: "getSubDepositAddress",
  method: "GET",
  path: "/v5/asset/deposit/query-sub-member-address",
  auth: "private",
  request: Deposit.SubDepositAddressRequest,
  response: Deposit.SubDepositAddress,
  errors: [AssetErrors.InvalidMemberId],
  masterOnly: true
})

/**
 * A sub UID's deposit address on one chain, read with the master key (not for custodial sub accounts).
 *
 * @since 0.1.0
 * @category asset
 */
export const getSubDepositAddress = callable(subDepositAddress)

/**
 * `POST /v5/asset/withdraw/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawCreate = Endpoint.make({
  name: "submitWithdrawal",
  method: "POST",
  path: "/v5/asset/withdraw/create",
  auth: "private",
  request: Withdrawal.WithdrawRequest,
  response: Withdrawal.WithdrawResult,
  errors: [
    AssetErrors.AssetParamsError,
    AssetErrors.KycRequired,
    AssetErrors.KycIncomplete,
    AssetErrors.AddressWithdrawalsSuspended,
    AssetErrors.TravelRuleVerificationFailed,
    AssetErrors.TravelRuleInfoInsufficient,
    AssetErrors.BeneficiaryInfoRequired,
    AssetErrors.InternalAddressIsSelf,
    AssetErrors.RecipientNotFound,
    AssetErrors.MemoNotAllowed,
    AssetErrors.RepeatedWithdrawRequest,
    AssetErrors.AddressBookOnly,
    AssetErrors.WithdrawAboveAvailableBalance,
    AssetErrors.WithdrawAboveMarginRiskLimit,
    AssetErrors.WithdrawAboveKycLimit,
    AssetErrors.WithdrawLockedAfterSensitiveOperation,
    AssetErrors.WithdrawBanned,
    AssetErrors.WithdrawAddressNotWhitelisted,
    AssetErrors.WithdrawAbovePlatformDailyLimit,
    AssetErrors.WithdrawAmountOutOfRange,
    AssetErrors.CurrencyWithdrawalClosed,
    AssetErrors.NewAddressWithdrawUnavailable
  ],
  permission: { group: "Wallet", name: "Withdraw" },
  masterOnly: true
})

/**
 * Withdraws to a whitelisted address (or, `forceChain: 2`, to a Bybit UID). At most one withdrawal per coin and chain every 10 seconds.
 *
 * @since 0.1.0
 * @category asset
 */
export const submitWithdrawal = callable(withdrawCreate)

/**
 * `POST /v5/asset/withdraw/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawCancel = Endpoint.make({
  name: "cancelWithdrawal",
  method: "POST",
  path: "/v5/asset/withdraw/cancel",
  auth: "private",
  request: Withdrawal.CancelWithdrawRequest,
  response: Deposit.StatusResult,
  errors: [AssetErrors.WithdrawCancelNotAllowed],
  permission: { group: "Wallet", name: "Withdraw" },
  masterOnly: true
})

/**
 * Cancels a withdrawal that has not left the hot wallet yet.
 *
 * @since 0.1.0
 * @category asset
 */
export const cancelWithdrawal = callable(withdrawCancel)

/**
 * `GET /v5/asset/withdraw/query-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawRecord = Endpoint.make({
  name: "getWithdrawalRecords",
  method: "GET",
  path: "/v5/asset/withdraw/query-record",
  auth: "private",
  request: Withdrawal.WithdrawRecordsRequest,
  response: Withdrawal.WithdrawRecords,
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * Withdrawals (last 30 days by default), read with the master key.
 *
 * @since 0.1.0
 * @category asset
 */
export const getWithdrawalRecords = callable(withdrawRecord)

/**
 * `GET /v5/asset/withdraw/query-address`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawAddress = Endpoint.make({
  name: "getWithdrawalAddressList",
  method: "GET",
  path: "/v5/asset/withdraw/query-address",
  auth: "private",
  request: Withdrawal.WithdrawAddressesRequest,
  response: Withdrawal.WithdrawAddresses,
  permission: { group: "Wallet", name: "Withdraw" },
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * The address book: regular, universal and internal-transfer addresses.
 *
 * @since 0.1.0
 * @category asset
 */
export const getWithdrawalAddressList = callable(withdrawAddress)

/**
 * `GET /v5/asset/withdraw/vasp/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const vaspList = Endpoint.make({
  name: "getExchangeEntities",
  method: "GET",
  path: "/v5/asset/withdraw/vasp/list",
  auth: "private",
  request: NoParams.NoParams,
  response: Withdrawal.VaspList
})

/**
 * The receiving exchanges (VASPs) of the travel rule for this user's compliance zone.
 *
 * @since 0.1.0
 * @category asset
 */
export const getExchangeEntities = callable(vaspList)

/**
 * `GET /v5/asset/exchange/query-coin-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const convertCoinList = Endpoint.make({
  name: "getConvertCoins",
  method: "GET",
  path: "/v5/asset/exchange/query-coin-list",
  auth: "private",
  request: Convert.ConvertCoinsRequest,
  response: Convert.ConvertCoins,
  errors: [AssetErrors.ConvertParamsError, AssetErrors.ConvertCoinUnsupported],
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Coins that can be sold (`side: 0`, with balances) or bought (`side: 1`) by conversion.
 *
 * @since 0.1.0
 * @category asset
 */
export const getConvertCoins = callable(convertCoinList)

/**
 * `POST /v5/asset/exchange/quote-apply`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const quoteApply = Endpoint.make({
  name: "requestConvertQuote",
  method: "POST",
  path: "/v5/asset/exchange/quote-apply",
  auth: "private",
  request: Convert.ConvertQuoteRequest,
  response: Convert.ConvertQuote,
  errors: [
    AssetErrors.ConvertParamsError,
    AssetErrors.ConvertNoDealerOrPredictionMarketClosed,
    AssetErrors.ConvertQuoteTypeUnsupportedOrFokLiquidityInsufficient,
    AssetErrors.ConvertBalanceInsufficient,
    AssetErrors.ConvertAmountTooLow,
    AssetErrors.ConvertAmountTooLarge,
    AssetErrors.ConvertLoanUserOrUsdcBalanceInsufficient,
    AssetErrors.ConvertBlockedByUtaUpgrade,
    AssetErrors.ConvertCoinUnsupported
  ],
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Asks for a conversion quote, valid about 15 seconds.
 *
 * @since 0.1.0
 * @category asset
 */
export const requestConvertQuote = callable(quoteApply)

/**
 * `POST /v5/asset/exchange/convert-execute`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const convertExecute = Endpoint.make({
  name: "confirmConvertQuote",
  method: "POST",
  path: "/v5/asset/exchange/convert-execute",
  auth: "private",
  request: Convert.ConfirmQuoteRequest,
  response: Convert.ConfirmQuoteResult,
  errors: [
    AssetErrors.ConvertParamsError,
    AssetErrors.ConvertOrderNotFound,
    AssetErrors.ConvertQuoteExpired,
    AssetErrors.QuoteTxIdUsed,
    AssetErrors.ConvertBalanceInsufficient,
    AssetErrors.ConvertOrderProcessing
  ],
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Confirms a quote before it expires; the conversion completes asynchronously (`getConvertStatus`).
 *
 * @since 0.1.0
 * @category asset
 */
export const confirmConvertQuote = callable(convertExecute)

/**
 * `GET /v5/asset/exchange/convert-result-query`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const convertResult = Endpoint.make({
  name: "getConvertStatus",
  method: "GET",
  path: "/v5/asset/exchange/convert-result-query",
  auth: "private",
  request: Convert.ConvertStatusRequest,
  response: Convert.ConvertStatus,
  errors: [AssetErrors.ConvertParamsError, AssetErrors.ConvertOrderNotFound],
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * The state of a confirmed conversion.
 *
 * @since 0.1.0
 * @category asset
 */
export const getConvertStatus = callable(convertResult)

/**
 * `GET /v5/asset/exchange/query-convert-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const convertHistory = Endpoint.make({
  name: "getConvertHistory",
  method: "GET",
  path: "/v5/asset/exchange/query-convert-history",
  auth: "private",
  request: Convert.ConvertHistoryRequest,
  response: Convert.ConvertHistory,
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Conversions made through the API, paged by `index`.
 *
 * @since 0.1.0
 * @category asset
 */
export const getConvertHistory = callable(convertHistory)

/**
 * `GET /v5/asset/exchange/order-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const exchangeOrderRecord = Endpoint.make({
  name: "getCoinExchangeRecords",
  method: "GET",
  path: "/v5/asset/exchange/order-record",
  auth: "private",
  request: Convert.ExchangeRecordsRequest,
  response: Convert.ExchangeRecords
})

/**
 * Older coin exchange records (may lag).
 *
 * @since 0.1.0
 * @category asset
 */
export const getCoinExchangeRecords = callable(exchangeOrderRecord)

/**
 * `GET /v5/asset/covert/small-balance-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const smallBalanceList = Endpoint.make({
  name: "getSmallBalanceList",
  method: "GET",
  path: "/v5/asset/covert/small-balance-list",
  auth: "private",
  request: Convert.SmallBalanceListRequest,
  response: Convert.SmallBalanceList,
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Coins of the unified wallet worth under 10 USDT, whether each converts, and the coins they convert into.
 *
 * @since 0.1.0
 * @category asset
 */
export const getSmallBalanceList = callable(smallBalanceList)

/**
 * `POST /v5/asset/covert/get-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const smallBalanceQuote = Endpoint.make({
  name: "requestSmallBalanceQuote",
  method: "POST",
  path: "/v5/asset/covert/get-quote",
  auth: "private",
  request: Convert.SmallBalanceQuoteRequest,
  response: Convert.SmallBalanceQuote,
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Quotes converting up to 20 small balances into MNT, USDT or USDC; the quote holds for 30 seconds.
 *
 * @since 0.1.0
 * @category asset
 */
export const requestSmallBalanceQuote = callable(smallBalanceQuote)

/**
 * `POST /v5/asset/covert/small-balance-execute`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const smallBalanceExecute = Endpoint.make({
  name: "confirmSmallBalanceQuote",
  method: "POST",
  path: "/v5/asset/covert/small-balance-execute",
  auth: "private",
  request: Convert.SmallBalanceExecuteRequest,
  response: Convert.SmallBalanceExecution,
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Confirms a small-balance quote before it expires; the exchange settles asynchronously (`getSmallBalanceHistory`).
 *
 * @since 0.1.0
 * @category asset
 */
export const confirmSmallBalanceQuote = callable(smallBalanceExecute)

/**
 * `GET /v5/asset/covert/small-balance-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const smallBalanceHistory = Endpoint.make({
  name: "getSmallBalanceHistory",
  method: "GET",
  path: "/v5/asset/covert/small-balance-history",
  auth: "private",
  request: Convert.SmallBalanceHistoryRequest,
  response: Convert.SmallBalanceHistory,
  permission: { group: "Exchange", name: "ExchangeHistory" }
})

/**
 * Small-balance exchanges from the API or the app, per quote id or time, page by page (`cursor` is a page number).
 *
 * @since 0.1.0
 * @category asset
 */
export const getSmallBalanceHistory = callable(smallBalanceHistory)

/**
 * `GET /v5/asset/portfolio-margin`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const portfolioMargin = Endpoint.make({
  name: "getPortfolioMarginInfo",
  method: "GET",
  path: "/v5/asset/portfolio-margin",
  auth: "private",
  request: Asset.PortfolioMarginRequest,
  response: Asset.PortfolioMarginInfo
})

/**
 * The portfolio margin wallet and, per base coin, the P&L under price moves and IV shocks, as the web page shows them.
 *
 * @since 0.1.0
 * @category asset
 */
export const getPortfolioMarginInfo = callable(portfolioMargin)

/**
 * `GET /v5/asset/total-members-assets`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const totalMembersAssets = Endpoint.make({
  name: "getTotalMembersAssets",
  method: "GET",
  path: "/v5/asset/total-members-assets",
  auth: "private",
  request: Asset.TotalMembersAssetsRequest,
  response: Asset.TotalMembersAssets
})

/**
 * Assets across the master and its sub accounts, per wallet, in USD and in a chosen coin.
 *
 * @since 0.1.0
 * @category asset
 */
export const getTotalMembersAssets = callable(totalMembersAssets)

/**
 * `POST /v5/asset/travel-rule/deposit/submit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositOriginatorSubmit = Endpoint.make({
  name: "submitDepositOriginatorInfo",
  method: "POST",
  path: "/v5/asset/travel-rule/deposit/submit",
  auth: "private",
  request: Deposit.DepositOriginatorRequest,
  response: Deposit.DepositOriginatorResult
})

/**
 * Submits the originator questionnaire for a deposit held by a Travel Rule review; answers the review status.
 *
 * @since 0.1.0
 * @category asset
 */
export const submitDepositOriginatorInfo = callable(depositOriginatorSubmit)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  interTransfer,
  interTransferList,
  universalTransfer,
  universalTransferList,
  subMemberList,
  saveTransferSubMember,
  transferCoinList,
  accountCoinsBalance,
  accountCoinBalance,
  assetInfo,
  assetOverview,
  coinInfo,
  withdrawableAmount,
  deliveryRecord,
  settlementRecord,
  fundingHistory,
  allowedDepositList,
  depositToAccount,
  depositRecord,
  subDepositRecord,
  internalDepositRecord,
  depositAddress,
  subDepositAddress,
  withdrawCreate,
  withdrawCancel,
  withdrawRecord,
  withdrawAddress,
  vaspList,
  convertCoinList,
  quoteApply,
  convertExecute,
  convertResult,
  convertHistory,
  exchangeOrderRecord,
  smallBalanceList,
  smallBalanceQuote,
  smallBalanceExecute,
  smallBalanceHistory,
  portfolioMargin,
  totalMembersAssets,
  depositOriginatorSubmit
] as const
