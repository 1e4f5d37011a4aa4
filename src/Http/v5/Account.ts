/**
 * V5 account (`/v5/account/*`, and `/v5/asset/coin-greeks` which the docs file under account): signed.
 *
 * @since 0.1.0
 */
import * as AccountErrors from "../../Errors/exchange/Account.js"
import * as CommonErrors from "../../Errors/exchange/Common.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as AccountFunds from "../../Schema/AccountFunds.js"
import * as AccountInfo from "../../Schema/AccountInfo.js"
import * as Acknowledged from "../../Schema/Acknowledged.js"
import * as Borrow from "../../Schema/Borrow.js"
import * as Collateral from "../../Schema/Collateral.js"
import * as FeeRate from "../../Schema/FeeRate.js"
import * as InstrumentsInfo from "../../Schema/InstrumentsInfo.js"
import * as Mmp from "../../Schema/Mmp.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as OptionAsset from "../../Schema/OptionAsset.js"
import * as TransactionLog from "../../Schema/TransactionLog.js"
import * as WalletBalance from "../../Schema/WalletBalance.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const contractPosition: Endpoint.Permission = { group: "ContractTrade", name: "Position" }
const optionsTrade: Endpoint.Permission = { group: "Options", name: "OptionsTrade" }

/**
 * `GET /v5/account/wallet-balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const walletBalance = Endpoint.make({
  name: "getWalletBalance",
  method: "GET",
  path: "/v5/account/wallet-balance",
  auth: "private",
  request: WalletBalance.WalletBalanceRequest,
  response: WalletBalance.WalletBalance
})

/**
 * Balances of one account type (`UNIFIED`), per coin.
 *
 * @since 0.1.0
 * @category account
 */
export const getWalletBalance = callable(walletBalance)

/**
 * `GET /v5/account/withdrawal`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawal = Endpoint.make({
  name: "getTransferableAmount",
  method: "GET",
  path: "/v5/account/withdrawal",
  auth: "private",
  request: AccountFunds.TransferableAmountRequest,
  response: AccountFunds.TransferableAmount
})

/**
 * How much of each coin can leave the unified wallet now.
 *
 * @since 0.1.0
 * @category account
 */
export const getTransferableAmount = callable(withdrawal)

/**
 * `GET /v5/account/instruments-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const instrumentsInfo = Endpoint.make({
  name: "getAccountInstrumentsInfo",
  method: "GET",
  path: "/v5/account/instruments-info",
  auth: "private",
  request: InstrumentsInfo.AccountInstrumentsInfoRequest,
  response: InstrumentsInfo.InstrumentsInfo,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Instrument specifications with this account's own limits.
 *
 * @since 0.1.0
 * @category account
 */
export const getAccountInstrumentsInfo = callable(instrumentsInfo)

/**
 * `POST /v5/account/upgrade-to-uta`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const upgradeToUta = Endpoint.make({
  name: "upgradeToUnifiedAccount",
  method: "POST",
  path: "/v5/account/upgrade-to-uta",
  auth: "private",
  request: NoParams.NoParams,
  response: AccountInfo.UpgradeResult,
  errors: [
    AccountErrors.UnifiedMarginUpgradePaused,
    AccountErrors.BannedDuringUtaUpgrade,
    AccountErrors.UpgradeBlockedByUsdtHedgeOrIsolated,
    AccountErrors.UpgradeBlockedByUsdtPositions,
    AccountErrors.DerivativesRiskRateTooHigh,
    AccountErrors.UpgradeRiskRateTooHigh,
    AccountErrors.UpgradeBlockedByUsdcPositions,
    AccountErrors.UsdcDerivativesRiskRateTooHigh,
    AccountErrors.UpgradeBlockedByUsdcPerpetualOrders,
    AccountErrors.UpgradeBlockedByOptionsOrders,
    AccountErrors.UpgradeBlockedByUsdtPerpetualOrders,
    AccountErrors.UpgradeServerError,
    AccountErrors.NetAssetInsufficient
  ]
})

/**
 * Upgrades the account to the unified trading account (check `unifiedUpdateStatus`, then `getAccountInfo`).
 *
 * @since 0.1.0
 * @category account
 */
export const upgradeToUnifiedAccount = callable(upgradeToUta)

/**
 * `GET /v5/account/borrow-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowHistory = Endpoint.make({
  name: "getBorrowHistory",
  method: "GET",
  path: "/v5/account/borrow-history",
  auth: "private",
  request: Borrow.BorrowHistoryRequest,
  response: Borrow.BorrowHistory,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Hourly interest records, newest first.
 *
 * @since 0.1.0
 * @category account
 */
export const getBorrowHistory = callable(borrowHistory)

/**
 * `POST /v5/account/borrow`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrow = Endpoint.make({
  name: "manualBorrow",
  method: "POST",
  path: "/v5/account/borrow",
  auth: "private",
  request: Borrow.ManualBorrowRequest,
  response: Borrow.ManualBorrow,
  errors: [
    SharedErrors.BorrowAmountTooPrecise,
    SharedErrors.BorrowBelowMinPerTransaction,
    SharedErrors.BorrowAboveMaxPerTransaction,
    SharedErrors.BorrowAboveMaxPerUser,
    SharedErrors.FundPoolLow,
    SharedErrors.BorrowRiskRateExceeded
  ]
})

/**
 * Borrows a coin at the variable rate.
 *
 * @since 0.1.0
 * @category account
 */
export const manualBorrow = callable(borrow)

const repayErrors = [
  AccountErrors.RepaymentDuringForcedClose,
  AccountErrors.RepaymentCollateralInsufficient,
  AccountErrors.NoLiabilityToRepay,
  AccountErrors.InsLendingUnsupported
] as const

/**
 * `POST /v5/account/repay`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repay = Endpoint.make({
  name: "manualRepay",
  method: "POST",
  path: "/v5/account/repay",
  auth: "private",
  request: Borrow.ManualRepayRequest,
  response: Borrow.RepayStatus,
  errors: repayErrors
})

/**
 * Repays liabilities, converting other assets when the coin's own balance is short.
 *
 * @since 0.1.0
 * @category account
 */
export const manualRepay = callable(repay)

/**
 * `POST /v5/account/no-convert-repay`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const noConvertRepay = Endpoint.make({
  name: "manualRepayWithoutConversion",
  method: "POST",
  path: "/v5/account/no-convert-repay",
  auth: "private",
  request: Borrow.NoConvertRepayRequest,
  response: Borrow.RepayStatus,
  errors: repayErrors
})

/**
 * Repays a coin's liability from its own spot balance only.
 *
 * @since 0.1.0
 * @category account
 */
export const manualRepayWithoutConversion = callable(noConvertRepay)

/**
 * `POST /v5/account/quick-repayment`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const quickRepayment = Endpoint.make({
  name: "repayLiability",
  method: "POST",
  path: "/v5/account/quick-repayment",
  auth: "private",
  request: Borrow.QuickRepaymentRequest,
  response: Borrow.QuickRepayment,
  errors: repayErrors,
  // the page's "USDC Contracts": the key table's Options group (docs/v5/user/apikey-info: "Permission of USDC
  // Contract", OptionsTrade)
  permission: { group: "Options", name: "OptionsTrade" }
})

/**
 * Repays liabilities (one coin's or all) in one go; not for manual-borrow liabilities.
 *
 * @since 0.1.0
 * @category account
 */
export const repayLiability = callable(quickRepayment)

/**
 * `GET /v5/account/pay-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const payInfo = Endpoint.make({
  name: "getPayInfo",
  method: "GET",
  path: "/v5/account/pay-info",
  auth: "private",
  request: Borrow.PayInfoRequest,
  response: Borrow.PayInfo
})

/**
 * The collateral available to repay with, and a coin's borrow.
 *
 * @since 0.1.0
 * @category account
 */
export const getPayInfo = callable(payInfo)

const collateralErrors = [
  AccountErrors.CollateralSwitchMarginCheckFailed,
  AccountErrors.CollateralSwitchFailed,
  AccountErrors.NonCollateralCurrencyRequested,
  AccountErrors.DuplicateCurrency,
  AccountErrors.SettleCoinNotCollateral
] as const

/**
 * `POST /v5/account/set-collateral-switch`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setCollateralSwitch = Endpoint.make({
  name: "setCollateralCoin",
  method: "POST",
  path: "/v5/account/set-collateral-switch",
  auth: "private",
  request: Collateral.SetCollateralRequest,
  response: Acknowledged.Acknowledged,
  errors: collateralErrors,
  idempotent: true
})

/**
 * Turns a coin's use as collateral on or off.
 *
 * @since 0.1.0
 * @category account
 */
export const setCollateralCoin = callable(setCollateralSwitch)

/**
 * `POST /v5/account/set-collateral-switch-batch`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setCollateralSwitchBatch = Endpoint.make({
  name: "batchSetCollateralCoin",
  method: "POST",
  path: "/v5/account/set-collateral-switch-batch",
  auth: "private",
  request: Collateral.SetCollateralBatchRequest,
  response: Collateral.CollateralSwitches,
  errors: collateralErrors,
  idempotent: true
})

/**
 * Turns several coins' collateral use on or off.
 *
 * @since 0.1.0
 * @category account
 */
export const batchSetCollateralCoin = callable(setCollateralSwitchBatch)

/**
 * `GET /v5/account/collateral-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const collateralInfo = Endpoint.make({
  name: "getCollateralInfo",
  method: "GET",
  path: "/v5/account/collateral-info",
  auth: "private",
  request: Collateral.CollateralInfoRequest,
  response: Collateral.CollateralInfo
})

/**
 * Borrow rates, limits and collateral flags per coin.
 *
 * @since 0.1.0
 * @category account
 */
export const getCollateralInfo = callable(collateralInfo)

/**
 * `GET /v5/asset/coin-greeks`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const coinGreeks = Endpoint.make({
  name: "getCoinGreeks",
  method: "GET",
  path: "/v5/asset/coin-greeks",
  auth: "private",
  request: OptionAsset.CoinGreeksRequest,
  response: OptionAsset.CoinGreeks
})

/**
 * The account's option greeks per base coin.
 *
 * @since 0.1.0
 * @category account
 */
export const getCoinGreeks = callable(coinGreeks)

/**
 * `GET /v5/account/option-asset-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const optionAssetInfo = Endpoint.make({
  name: "getOptionAssetInfo",
  method: "GET",
  path: "/v5/account/option-asset-info",
  auth: "private",
  request: NoParams.NoParams,
  response: OptionAsset.OptionAssetInfo
})

/**
 * Option P&L and margin per coin.
 *
 * @since 0.1.0
 * @category account
 */
export const getOptionAssetInfo = callable(optionAssetInfo)

/**
 * `GET /v5/account/fee-rate`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const feeRate = Endpoint.make({
  name: "getFeeRate",
  method: "GET",
  path: "/v5/account/fee-rate",
  auth: "private",
  request: FeeRate.FeeRateRequest,
  response: FeeRate.FeeRates
})

/**
 * The account's taker and maker fee rates.
 *
 * @since 0.1.0
 * @category account
 */
export const getFeeRate = callable(feeRate)

/**
 * `GET /v5/account/info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const info = Endpoint.make({
  name: "getAccountInfo",
  method: "GET",
  path: "/v5/account/info",
  auth: "private",
  request: NoParams.NoParams,
  response: AccountInfo.AccountInfo
})

/**
 * Account mode (classic / UTA) and margin mode.
 *
 * @since 0.1.0
 * @category account
 */
export const getAccountInfo = callable(info)

/**
 * `GET /v5/account/query-dcp-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const dcpInfo = Endpoint.make({
  name: "getDCPInfo",
  method: "GET",
  path: "/v5/account/query-dcp-info",
  auth: "private",
  request: NoParams.NoParams,
  response: AccountInfo.DcpInfos
})

/**
 * The disconnection-protection settings per product.
 *
 * @since 0.1.0
 * @category account
 */
export const getDCPInfo = callable(dcpInfo)

/**
 * `GET /v5/account/transaction-log`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const transactionLog = Endpoint.make({
  name: "getTransactionLog",
  method: "GET",
  path: "/v5/account/transaction-log",
  auth: "private",
  request: TransactionLog.TransactionLogRequest,
  response: TransactionLog.TransactionLog,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Cash movements of the unified account, newest first.
 *
 * @since 0.1.0
 * @category account
 */
export const getTransactionLog = callable(transactionLog)

/**
 * `GET /v5/account/contract-transaction-log`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const contractTransactionLog = Endpoint.make({
  name: "getClassicTransactionLogs",
  method: "GET",
  path: "/v5/account/contract-transaction-log",
  auth: "private",
  request: TransactionLog.TransactionLogRequest,
  response: TransactionLog.TransactionLog,
  permission: contractPosition,
  errors: [CommonErrors.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Cash movements of the classic derivatives wallet (and the inverse wallet after the upgrade).
 *
 * @since 0.1.0
 * @category account
 */
export const getClassicTransactionLogs = callable(contractTransactionLog)

/**
 * `GET /v5/account/smp-group`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const smpGroup = Endpoint.make({
  name: "getSMPGroup",
  method: "GET",
  path: "/v5/account/smp-group",
  auth: "private",
  request: NoParams.NoParams,
  response: AccountInfo.SmpGroup
})

/**
 * The account's self-match-prevention group (`0`: none).
 *
 * @since 0.1.0
 * @category account
 */
export const getSMPGroup = callable(smpGroup)

/**
 * `POST /v5/account/set-margin-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setMarginModeEndpoint = Endpoint.make({
  name: "setMarginMode",
  method: "POST",
  path: "/v5/account/set-margin-mode",
  auth: "private",
  request: AccountInfo.SetMarginModeRequest,
  response: AccountInfo.SetMarginModeResult,
  errors: [AccountErrors.SetMarginModeFailed, AccountErrors.UsdcSetMarginModeFailed],
  idempotent: true
})

/**
 * Switches isolated, regular (cross) or portfolio margin. A refusal (`3400045`) carries its reasons in the
 * error's envelope.
 *
 * @since 0.1.0
 * @category account
 */
export const setMarginMode = callable(setMarginModeEndpoint)

/**
 * `POST /v5/account/set-hedging-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setHedgingMode = Endpoint.make({
  name: "setSpotHedging",
  method: "POST",
  path: "/v5/account/set-hedging-mode",
  auth: "private",
  request: AccountInfo.SetHedgingModeRequest,
  response: Acknowledged.Acknowledged,
  idempotent: true
})

/**
 * Turns spot hedging on or off (portfolio margin).
 *
 * @since 0.1.0
 * @category account
 */
export const setSpotHedging = callable(setHedgingMode)

/**
 * `POST /v5/account/set-limit-px-action`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setLimitPxAction = Endpoint.make({
  name: "setLimitPriceAction",
  method: "POST",
  path: "/v5/account/set-limit-px-action",
  auth: "private",
  request: AccountInfo.SetLimitPxActionRequest,
  response: Acknowledged.Acknowledged,
  idempotent: true
})

/**
 * Chooses whether an out-of-bounds limit price is moved to the boundary or refused.
 *
 * @since 0.1.0
 * @category account
 */
export const setLimitPriceAction = callable(setLimitPxAction)

/**
 * `GET /v5/account/user-setting-config`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const userSettingConfig = Endpoint.make({
  name: "getLimitPriceAction",
  method: "GET",
  path: "/v5/account/user-setting-config",
  auth: "private",
  request: NoParams.NoParams,
  response: AccountInfo.UserSettings
})

/**
 * The limit-price behaviour (and other trade settings) of the account.
 *
 * @since 0.1.0
 * @category account
 */
export const getLimitPriceAction = callable(userSettingConfig)

/**
 * `POST /v5/account/set-delta-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setDeltaModeEndpoint = Endpoint.make({
  name: "setDeltaMode",
  method: "POST",
  path: "/v5/account/set-delta-mode",
  auth: "private",
  request: AccountInfo.SetDeltaModeRequest,
  response: AccountInfo.SetDeltaModeResult,
  idempotent: true
})

/**
 * Turns delta-neutral mode (lower ADL ranking for delta-neutral positions) on or off.
 *
 * @since 0.1.0
 * @category account
 */
export const setDeltaMode = callable(setDeltaModeEndpoint)

/**
 * `POST /v5/account/mmp-modify`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const mmpModify = Endpoint.make({
  name: "setMMP",
  method: "POST",
  path: "/v5/account/mmp-modify",
  auth: "private",
  request: Mmp.MmpModifyRequest,
  response: Acknowledged.Acknowledged,
  errors: [AccountErrors.MmpNotEnabled, AccountErrors.MmpProfileNotFound, AccountErrors.InvalidMmpParameters],
  permission: optionsTrade,
  idempotent: true
})

/**
 * Configures market maker protection for a base coin's options.
 *
 * @since 0.1.0
 * @category account
 */
export const setMMP = callable(mmpModify)

/**
 * `POST /v5/account/mmp-reset`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const mmpReset = Endpoint.make({
  name: "resetMMP",
  method: "POST",
  path: "/v5/account/mmp-reset",
  auth: "private",
  request: Mmp.MmpBaseCoinRequest,
  response: Acknowledged.Acknowledged,
  errors: [AccountErrors.MmpNotEnabled, AccountErrors.MmpProfileNotFound, AccountErrors.InvalidMmpParameters],
  permission: optionsTrade,
  idempotent: true
})

/**
 * Unfreezes a base coin after MMP triggered (and resets its counters).
 *
 * @since 0.1.0
 * @category account
 */
export const resetMMP = callable(mmpReset)

/**
 * `GET /v5/account/mmp-state`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const mmpState = Endpoint.make({
  name: "getMMPState",
  method: "GET",
  path: "/v5/account/mmp-state",
  auth: "private",
  request: Mmp.MmpBaseCoinRequest,
  response: Mmp.MmpState,
  errors: [AccountErrors.InvalidMmpParameters],
  permission: optionsTrade
})

/**
 * A base coin's MMP configuration and whether it is frozen.
 *
 * @since 0.1.0
 * @category account
 */
export const getMMPState = callable(mmpState)

/**
 * `GET /v5/account/trade-info-for-analysis`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradeInfoForAnalysis = Endpoint.make({
  name: "getTradeInfoForAnalysis",
  method: "GET",
  path: "/v5/account/trade-info-for-analysis",
  auth: "private",
  request: AccountFunds.TradeAnalysisRequest,
  response: AccountFunds.TradeAnalysis
})

/**
 * A spot symbol's aggregated executions: values, quantities, fees and realised P&L.
 *
 * @since 0.1.0
 * @category account
 */
export const getTradeInfoForAnalysis = callable(tradeInfoForAnalysis)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  walletBalance,
  withdrawal,
  instrumentsInfo,
  upgradeToUta,
  borrowHistory,
  borrow,
  repay,
  noConvertRepay,
  quickRepayment,
  payInfo,
  setCollateralSwitch,
  setCollateralSwitchBatch,
  collateralInfo,
  coinGreeks,
  optionAssetInfo,
  feeRate,
  info,
  dcpInfo,
  transactionLog,
  contractTransactionLog,
  smpGroup,
  setMarginModeEndpoint,
  setHedgingMode,
  setLimitPxAction,
  userSettingConfig,
  setDeltaModeEndpoint,
  mmpModify,
  mmpReset,
  mmpState,
  tradeInfoForAnalysis
] as const
