/**
 * V5 spot margin trading on the unified account (`/v5/spot-margin-trade/*`): margin data (public), the margin
 * switch and leverage, borrowing limits and liabilities, auto-repay, and fixed-rate borrowing. Signed calls need the
 * key's spot permission.
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as SpotMarginTradeErrors from "../../Errors/exchange/SpotMarginTrade.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as SpotMargin from "../../Schema/SpotMargin.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

// The docs: the key needs the "Spot" permission.
const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `GET /v5/spot-margin-trade/data`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const vipMarginData = Endpoint.make({
  name: "getVIPMarginData",
  method: "GET",
  path: "/v5/spot-margin-trade/data",
  auth: "public",
  request: SpotMargin.VipMarginDataRequest,
  response: SpotMargin.VipMarginData
})

/**
 * Borrowable coins per VIP level: hourly rate, borrow cap, whether the coin is collateral.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getVIPMarginData = callable(vipMarginData)

/**
 * `GET /v5/spot-margin-trade/collateral`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tieredCollateralRatio = Endpoint.make({
  name: "getTieredCollateralRatio",
  method: "GET",
  path: "/v5/spot-margin-trade/collateral",
  auth: "public",
  request: SpotMargin.OptionalCurrencyRequest,
  response: SpotMargin.TieredCollateralRatios
})

/**
 * The tiered collateral ratios of one coin or of all: the ratio falls as the holding grows.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getTieredCollateralRatio = callable(tieredCollateralRatio)

/**
 * `GET /v5/spot-margin-trade/interest-rate-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const interestRateHistory = Endpoint.make({
  name: "getHistoricalInterestRate",
  method: "GET",
  path: "/v5/spot-margin-trade/interest-rate-history",
  auth: "private",
  request: SpotMargin.InterestRateHistoryRequest,
  response: SpotMargin.InterestRateHistory,
  errors: [
    SharedErrors.StartTimeNotBeforeEnd,
    SharedErrors.TimeRangeIncomplete,
    SpotMarginTradeErrors.TimeRangeTooLong,
    SpotMarginTradeErrors.CoinNotFound,
    SpotMarginTradeErrors.UserLevelNotFound
  ],
  permission: spotTrade
})

/**
 * Hourly borrow rates of a coin for a VIP level (yours by default), up to six months back.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getHistoricalInterestRate = callable(interestRateHistory)

/**
 * `GET /v5/spot-margin-trade/currency-data`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const currencyData = Endpoint.make({
  name: "getSpotMarginCurrencyData",
  method: "GET",
  path: "/v5/spot-margin-trade/currency-data",
  auth: "private",
  request: SpotMargin.OptionalCurrencyRequest,
  response: SpotMargin.CurrencyDataList,
  permission: spotTrade
})

/**
 * Manual borrowing settings per coin: flexible and fixed-rate minimums, precisions and rate bounds.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getSpotMarginCurrencyData = callable(currencyData)

/**
 * `POST /v5/spot-margin-trade/switch-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const switchMode = Endpoint.make({
  name: "toggleSpotMarginTrade",
  method: "POST",
  path: "/v5/spot-margin-trade/switch-mode",
  auth: "private",
  request: SpotMargin.SwitchModeRequest,
  response: SpotMargin.SwitchMode,
  errors: [
    SharedErrors.SpotMarginNotEnabled,
    SpotMarginTradeErrors.SpotMarginQuestionnaireNotSubmitted,
    SharedErrors.CrossMarginNotConfirmed,
    SharedErrors.CrossMarginNotEligible,
    SpotMarginTradeErrors.SpotMarginIsolatedModeConflict,
    SharedErrors.LeverageSwitchCloseDuringLiquidation,
    SpotMarginTradeErrors.LeverageSwitchAdjustDuringLiquidation,
    SpotMarginTradeErrors.LeverageSwitchBlockedByOrder,
    SpotMarginTradeErrors.BorrowingInProgress,
    SharedErrors.DebtsBlockMarginDisable
  ],
  permission: spotTrade
})

/**
 * Turns spot margin trading on (`"1"`) or off (`"0"`); the margin quiz must have been passed on web or app.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const toggleSpotMarginTrade = callable(switchMode)

/**
 * `POST /v5/spot-margin-trade/set-leverage`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setLeverage = Endpoint.make({
  name: "setSpotMarginLeverage",
  method: "POST",
  path: "/v5/spot-margin-trade/set-leverage",
  auth: "private",
  request: SpotMargin.SetLeverageRequest,
  response: NoParams.EmptyResult,
  errors: [
    SharedErrors.SpotMarginNotEnabled,
    SpotMarginTradeErrors.SpotMarginQuestionnaireNotSubmitted,
    SpotMarginTradeErrors.LeverageRatioOutOfRange,
    SpotMarginTradeErrors.SpotLeverageClosed,
    SpotMarginTradeErrors.LeverageSwitchAdjustDuringLiquidation,
    SharedErrors.LiquidationRisk
  ],
  permission: spotTrade
})

/**
 * Sets the maximum spot margin leverage (2 to 10), for the account or one coin.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const setSpotMarginLeverage = callable(setLeverage)

/**
 * `GET /v5/spot-margin-trade/state`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const state = Endpoint.make({
  name: "getSpotMarginState",
  method: "GET",
  path: "/v5/spot-margin-trade/state",
  auth: "private",
  request: NoParams.NoParams,
  response: SpotMargin.State,
  permission: spotTrade
})

/**
 * Whether spot margin is on, its leverage and the actual leverage now.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getSpotMarginState = callable(state)

/**
 * `GET /v5/spot-margin-trade/max-borrowable`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const maxBorrowable = Endpoint.make({
  name: "getMaxBorrowableAmount",
  method: "GET",
  path: "/v5/spot-margin-trade/max-borrowable",
  auth: "private",
  request: SpotMargin.CurrencyRequest,
  response: SpotMargin.MaxBorrowable,
  permission: spotTrade
})

/**
 * The most of a coin the account can borrow now.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getMaxBorrowableAmount = callable(maxBorrowable)

/**
 * `GET /v5/spot-margin-trade/position-tiers`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const positionTiers = Endpoint.make({
  name: "getPositionTiers",
  method: "GET",
  path: "/v5/spot-margin-trade/position-tiers",
  auth: "private",
  request: SpotMargin.OptionalCurrencyRequest,
  response: SpotMargin.PositionTiers,
  permission: spotTrade
})

/**
 * Borrowing tiers per coin: cumulative limits, margin rates and maximum leverage.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getPositionTiers = callable(positionTiers)

/**
 * `GET /v5/spot-margin-trade/coinstate`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const coinState = Endpoint.make({
  name: "getCoinState",
  method: "GET",
  path: "/v5/spot-margin-trade/coinstate",
  auth: "private",
  request: SpotMargin.OptionalCurrencyRequest,
  response: SpotMargin.CoinStates,
  permission: spotTrade
})

/**
 * The spot margin leverage set for each coin.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getCoinState = callable(coinState)

/**
 * `GET /v5/spot-margin-trade/repayment-available-amount`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repaymentAvailableAmount = Endpoint.make({
  name: "getAvailableAmountToRepay",
  method: "GET",
  path: "/v5/spot-margin-trade/repayment-available-amount",
  auth: "private",
  request: SpotMargin.CurrencyRequest,
  response: SpotMargin.RepaymentAvailableAmount,
  permission: spotTrade
})

/**
 * How much of a coin's debt can be repaid from its spot balance without conversion.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getAvailableAmountToRepay = callable(repaymentAvailableAmount)

/**
 * `GET /v5/spot-margin-trade/get-auto-repay-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const getAutoRepayModeEndpoint = Endpoint.make({
  name: "getAutoRepayMode",
  method: "GET",
  path: "/v5/spot-margin-trade/get-auto-repay-mode",
  auth: "private",
  request: SpotMargin.OptionalCurrencyRequest,
  response: SpotMargin.AutoRepayModes,
  permission: spotTrade
})

/**
 * The auto-repay switch of one coin or of every coin.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getAutoRepayMode = callable(getAutoRepayModeEndpoint)

/**
 * `POST /v5/spot-margin-trade/set-auto-repay-mode`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setAutoRepayModeEndpoint = Endpoint.make({
  name: "setAutoRepayMode",
  method: "POST",
  path: "/v5/spot-margin-trade/set-auto-repay-mode",
  auth: "private",
  request: SpotMargin.SetAutoRepayModeRequest,
  response: SpotMargin.AutoRepayModes,
  permission: spotTrade
})

/**
 * Turns auto-repay (without conversion, at :00 and :30 each hour) on or off, for one coin or all.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const setAutoRepayMode = callable(setAutoRepayModeEndpoint)

/**
 * `GET /v5/spot-margin-trade/liability`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const liability = Endpoint.make({
  name: "getSpotMarginLiability",
  method: "GET",
  path: "/v5/spot-margin-trade/liability",
  auth: "private",
  request: SpotMargin.CurrencyRequest,
  response: SpotMargin.Liability,
  permission: spotTrade
})

/**
 * A coin's liability: total, fixed-rate, flexible, spot and derivatives parts.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getSpotMarginLiability = callable(liability)

/**
 * `POST /v5/spot-margin-trade/fixedborrow`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fixedBorrow = Endpoint.make({
  name: "submitFixedRateBorrow",
  method: "POST",
  path: "/v5/spot-margin-trade/fixedborrow",
  auth: "private",
  request: SpotMargin.FixedBorrowRequest,
  response: SpotMargin.FixedBorrow,
  errors: [
    SharedErrors.SpotMarginNotEnabled,
    SpotMarginTradeErrors.SpotMarginQuestionnaireNotSubmitted,
    SharedErrors.BorrowBelowMinPerTransaction,
    SharedErrors.BorrowAboveMaxPerTransaction,
    SharedErrors.BorrowAboveMaxPerUser,
    SharedErrors.BorrowAbovePlatformMax,
    SharedErrors.BorrowAmountTooPrecise,
    SharedErrors.BorrowFailed,
    SharedErrors.FundPoolLow,
    SharedErrors.BorrowRiskRateExceeded,
    SpotMarginTradeErrors.BorrowDuringLiquidation,
    SpotMarginTradeErrors.ManualBorrowingNotEnabled
  ],
  permission: spotTrade
})

/**
 * Places a fixed-rate borrow order at your annual rate and term; it matches against lenders' offers.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const submitFixedRateBorrow = callable(fixedBorrow)

/**
 * `GET /v5/spot-margin-trade/fixedborrow-order-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fixedBorrowOrderInfo = Endpoint.make({
  name: "getFixedRateBorrowOrderInfo",
  method: "GET",
  path: "/v5/spot-margin-trade/fixedborrow-order-info",
  auth: "private",
  request: SpotMargin.FixedBorrowOrderInfoRequest,
  response: SpotMargin.FixedBorrowOrders,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fixed-rate borrow orders, newest first.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getFixedRateBorrowOrderInfo = callable(fixedBorrowOrderInfo)

/**
 * `GET /v5/spot-margin-trade/fixedborrow-contract-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fixedBorrowContractInfo = Endpoint.make({
  name: "getFixedRateBorrowContractInfo",
  method: "GET",
  path: "/v5/spot-margin-trade/fixedborrow-contract-info",
  auth: "private",
  request: SpotMargin.FixedBorrowContractInfoRequest,
  response: SpotMargin.FixedBorrowContracts,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fixed-rate loan contracts (filled borrow orders), newest first.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getFixedRateBorrowContractInfo = callable(fixedBorrowContractInfo)

/**
 * `GET /v5/spot-margin-trade/fixedborrow-order-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fixedBorrowOrderQuote = Endpoint.make({
  name: "getFixedRateBorrowOrderQuote",
  method: "GET",
  path: "/v5/spot-margin-trade/fixedborrow-order-quote",
  auth: "private",
  request: SpotMargin.FixedBorrowQuoteRequest,
  response: SpotMargin.FixedRateQuotes,
  permission: spotTrade
})

/**
 * The lending offers a fixed-rate borrow order can match, sorted by rate, term or quantity.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getFixedRateBorrowOrderQuote = callable(fixedBorrowOrderQuote)

/**
 * `POST /v5/spot-margin-trade/fixedborrow-renew`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fixedBorrowRenew = Endpoint.make({
  name: "renewFixedRateBorrow",
  method: "POST",
  path: "/v5/spot-margin-trade/fixedborrow-renew",
  auth: "private",
  request: SpotMargin.FixedBorrowRenewRequest,
  response: SpotMargin.RenewOutcome,
  errors: [SharedErrors.BorrowFailed, SharedErrors.FundPoolLow, SharedErrors.BorrowRiskRateExceeded],
  permission: spotTrade
})

/**
 * Renews a fixed-rate loan (all of it, or `qty`); the result is the string `"Success"` or `"Failure"`.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const renewFixedRateBorrow = callable(fixedBorrowRenew)

/**
 * `GET /v5/spot-margin-trade/flexible-available-inventory`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const flexibleAvailableInventory = Endpoint.make({
  name: "getFlexibleAvailableInventory",
  method: "GET",
  path: "/v5/spot-margin-trade/flexible-available-inventory",
  auth: "private",
  request: SpotMargin.CurrencyRequest,
  response: SpotMargin.FlexibleInventory,
  permission: spotTrade
})

/**
 * How much of a coin can be borrowed at the flexible rate: min(platform lendable, your remaining limit).
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getFlexibleAvailableInventory = callable(flexibleAvailableInventory)

/**
 * `GET /v5/spot-margin-trade/fixed-available-inventory`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fixedAvailableInventory = Endpoint.make({
  name: "getFixedRateAvailableInventory",
  method: "GET",
  path: "/v5/spot-margin-trade/fixed-available-inventory",
  auth: "private",
  request: SpotMargin.FixedInventoryRequest,
  response: SpotMargin.FixedInventory,
  permission: spotTrade
})

/**
 * How much of a coin can be borrowed at a fixed rate and term.
 *
 * @since 0.1.0
 * @category spot-margin
 */
export const getFixedRateAvailableInventory = callable(fixedAvailableInventory)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  vipMarginData,
  tieredCollateralRatio,
  interestRateHistory,
  currencyData,
  switchMode,
  setLeverage,
  state,
  maxBorrowable,
  positionTiers,
  coinState,
  repaymentAvailableAmount,
  getAutoRepayModeEndpoint,
  setAutoRepayModeEndpoint,
  liability,
  fixedBorrow,
  fixedBorrowOrderInfo,
  fixedBorrowContractInfo,
  fixedBorrowOrderQuote,
  fixedBorrowRenew,
  flexibleAvailableInventory,
  fixedAvailableInventory
] as const
