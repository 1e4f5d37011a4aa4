/**
 * V5 spot cross margin for classic (non-unified) accounts (`/v5/spot-cross-margin-trade/*`): margin and borrowable
 * coins (public), interest and quota, the loan account, borrow, repay, histories and the margin switch.
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as SpotCrossMarginTradeErrors from "../../Errors/exchange/SpotCrossMarginTrade.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as SpotCrossMargin from "../../Schema/SpotCrossMargin.js"
import * as SpotMargin from "../../Schema/SpotMargin.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

// Classic-account margin is part of spot trading: the key needs the spot permission.
const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `GET /v5/spot-cross-margin-trade/pledge-token`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const pledgeToken = Endpoint.make({
  name: "getSpotMarginCoinInfo",
  method: "GET",
  path: "/v5/spot-cross-margin-trade/pledge-token",
  auth: "public",
  request: SpotCrossMargin.OptionalCoinRequest,
  response: SpotCrossMargin.MarginCoins
})

/**
 * Margin coins with their conversion ratio and liquidation order.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const getSpotMarginCoinInfo = callable(pledgeToken)

/**
 * `GET /v5/spot-cross-margin-trade/borrow-token`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowToken = Endpoint.make({
  name: "getSpotMarginBorrowableCoinInfo",
  method: "GET",
  path: "/v5/spot-cross-margin-trade/borrow-token",
  auth: "public",
  request: SpotCrossMargin.OptionalCoinRequest,
  response: SpotCrossMargin.BorrowableCoins
})

/**
 * Borrowable coins with the precision of borrow and repay amounts.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const getSpotMarginBorrowableCoinInfo = callable(borrowToken)

/**
 * `GET /v5/spot-cross-margin-trade/loan-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const loanInfo = Endpoint.make({
  name: "getSpotMarginInterestAndQuota",
  method: "GET",
  path: "/v5/spot-cross-margin-trade/loan-info",
  auth: "private",
  request: SpotCrossMargin.CoinRequest,
  response: SpotCrossMargin.InterestAndQuota,
  errors: [
    SpotCrossMarginTradeErrors.QueryLoanInfoError,
    SpotCrossMarginTradeErrors.CrossMarginCoinNotSupported,
    SpotCrossMarginTradeErrors.AccountUpgradedToUta
  ],
  permission: spotTrade
})

/**
 * A coin's daily interest rate and how much of it can be borrowed.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const getSpotMarginInterestAndQuota = callable(loanInfo)

/**
 * `GET /v5/spot-cross-margin-trade/account`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const account = Endpoint.make({
  name: "getSpotMarginLoanAccountInfo",
  method: "GET",
  path: "/v5/spot-cross-margin-trade/account",
  auth: "private",
  request: NoParams.NoParams,
  response: SpotCrossMargin.LoanAccount,
  errors: [SpotCrossMarginTradeErrors.QueryAccountInfoError, SpotCrossMarginTradeErrors.AccountUpgradedToUta],
  permission: spotTrade
})

/**
 * The loan account: equity and debt in BTC, per-coin balances and loans, risk rate and status.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const getSpotMarginLoanAccountInfo = callable(account)

/**
 * `POST /v5/spot-cross-margin-trade/loan`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const loan = Endpoint.make({
  name: "spotMarginBorrow",
  method: "POST",
  path: "/v5/spot-cross-margin-trade/loan",
  auth: "private",
  request: SpotCrossMargin.BorrowRequest,
  response: SpotCrossMargin.Borrow,
  errors: [
    SharedErrors.SpotMarginNotEnabled,
    SharedErrors.CrossMarginNotConfirmed,
    SpotCrossMarginTradeErrors.CrossMarginCoinNotSupported,
    SharedErrors.BorrowFailed,
    SpotCrossMarginTradeErrors.BorrowCoinNotFound,
    SpotCrossMarginTradeErrors.BorrowCoinNotAvailable,
    SpotCrossMarginTradeErrors.RepeatedBorrowing,
    SpotCrossMarginTradeErrors.InvalidUserStatus,
    SharedErrors.BorrowBelowMinPerTransaction,
    SharedErrors.BorrowAboveMaxPerTransaction,
    SharedErrors.BorrowAboveMaxPerUser,
    SharedErrors.BorrowAbovePlatformMax,
    SpotCrossMarginTradeErrors.BorrowAboveEstimatedMax,
    SharedErrors.BorrowAmountTooPrecise,
    SpotCrossMarginTradeErrors.LiquidationInProgress,
    SpotCrossMarginTradeErrors.MarginSettlementInProgress,
    SharedErrors.LiquidationRisk,
    SpotCrossMarginTradeErrors.AccountUpgradedToUta
  ],
  permission: spotTrade
})

/**
 * Borrows a coin on the classic spot cross-margin account.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const spotMarginBorrow = callable(loan)

/**
 * `POST /v5/spot-cross-margin-trade/repay`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repay = Endpoint.make({
  name: "spotMarginRepay",
  method: "POST",
  path: "/v5/spot-cross-margin-trade/repay",
  auth: "private",
  request: SpotCrossMargin.RepayRequest,
  response: SpotCrossMargin.Repay,
  errors: [
    SharedErrors.RepaymentFailed,
    SpotCrossMarginTradeErrors.RepeatedRepayment,
    SpotCrossMarginTradeErrors.MarginAvailableBalanceInsufficient,
    SpotCrossMarginTradeErrors.NoRepaymentRequired,
    SharedErrors.RepaymentExceedsLiability,
    SpotCrossMarginTradeErrors.MarginSettlementInProgress,
    SpotCrossMarginTradeErrors.LiquidationInProgress,
    SpotCrossMarginTradeErrors.RepayAmountTooPrecise,
    SpotCrossMarginTradeErrors.AccountUpgradedToUta
  ],
  permission: spotTrade
})

/**
 * Repays an amount of a coin, or all of its debt with `completeRepayment: 1`.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const spotMarginRepay = callable(repay)

/**
 * `GET /v5/spot-cross-margin-trade/orders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orders = Endpoint.make({
  name: "getSpotMarginBorrowOrderDetail",
  method: "GET",
  path: "/v5/spot-cross-margin-trade/orders",
  auth: "private",
  request: SpotCrossMargin.BorrowOrdersRequest,
  response: SpotCrossMargin.BorrowOrders,
  errors: [
    SpotCrossMarginTradeErrors.QueryLoanHistoryError,
    SharedErrors.StartTimeNotBeforeEnd,
    SpotCrossMarginTradeErrors.AccountUpgradedToUta
  ],
  permission: spotTrade
})

/**
 * Borrow orders, filtered by coin, status and time.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const getSpotMarginBorrowOrderDetail = callable(orders)

/**
 * `GET /v5/spot-cross-margin-trade/repay-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repayHistory = Endpoint.make({
  name: "getSpotMarginRepaymentOrderDetail",
  method: "GET",
  path: "/v5/spot-cross-margin-trade/repay-history",
  auth: "private",
  request: SpotCrossMargin.RepayHistoryRequest,
  response: SpotCrossMargin.Repayments,
  errors: [
    SpotCrossMarginTradeErrors.RepaymentHistoryNotFound,
    SharedErrors.StartTimeNotBeforeEnd,
    SpotCrossMarginTradeErrors.AccountUpgradedToUta
  ],
  permission: spotTrade
})

/**
 * Repayments with the borrow transactions each one settled.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const getSpotMarginRepaymentOrderDetail = callable(repayHistory)

/**
 * `POST /v5/spot-cross-margin-trade/switch`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const switchEndpoint = Endpoint.make({
  name: "toggleSpotCrossMarginTrade",
  method: "POST",
  path: "/v5/spot-cross-margin-trade/switch",
  auth: "private",
  request: SpotCrossMargin.SwitchRequest,
  response: SpotCrossMargin.Switch,
  errors: [
    SharedErrors.SpotMarginNotEnabled,
    SharedErrors.CrossMarginNotConfirmed,
    SpotCrossMarginTradeErrors.UserStatusSwitchFailed,
    SharedErrors.DebtsBlockMarginDisable,
    SharedErrors.CrossMarginNotEligible,
    SharedErrors.LeverageSwitchCloseDuringLiquidation,
    SpotCrossMarginTradeErrors.AccountUpgradedToUta
  ],
  permission: spotTrade
})

/**
 * Turns classic spot cross-margin trading on (`1`) or off (`0`).
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const toggleSpotCrossMarginTrade = callable(switchEndpoint)

/**
 * `GET /v5/spot-cross-margin-trade/data`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const vipMarginData = Endpoint.make({
  name: "getSpotCrossMarginVIPMarginData",
  method: "GET",
  path: "/v5/spot-cross-margin-trade/data",
  auth: "public",
  request: SpotMargin.VipMarginDataRequest,
  response: SpotMargin.VipMarginData
})

/**
 * Borrowable coins per VIP level on the classic account: hourly rate, borrow cap, whether the coin is collateral.
 *
 * @since 0.1.0
 * @category spot-cross-margin
 */
export const getSpotCrossMarginVIPMarginData = callable(vipMarginData)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  pledgeToken,
  borrowToken,
  loanInfo,
  account,
  loan,
  repay,
  orders,
  repayHistory,
  switchEndpoint,
  vipMarginData
] as const
