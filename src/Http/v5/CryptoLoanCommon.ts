/**
 * V5 crypto loans, shared part (`/v5/crypto-loan-common/*`): coin data (public), maximum loan and collateral
 * reduction, collateral adjustment, its history and the position. Signed calls need spot trading (the docs:
 * "Spot trade").
 *
 * @since 0.1.0
 */
import * as CryptoLoanCommonErrors from "../../Errors/exchange/CryptoLoanCommon.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as CryptoLoanCommon from "../../Schema/CryptoLoanCommon.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `GET /v5/crypto-loan-common/loanable-data`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const loanableData = Endpoint.make({
  name: "getLoanBorrowableCoins",
  method: "GET",
  path: "/v5/crypto-loan-common/loanable-data",
  auth: "public",
  request: CryptoLoanCommon.LoanableDataRequest,
  response: CryptoLoanCommon.LoanableCoins
})

/**
 * Borrowable coins for a VIP level: flexible/fixed support, bounds and the best fixed-market rates.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getLoanBorrowableCoins = callable(loanableData)

/**
 * `GET /v5/crypto-loan-common/collateral-data`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const collateralData = Endpoint.make({
  name: "getLoanCollateralCoins",
  method: "GET",
  path: "/v5/crypto-loan-common/collateral-data",
  auth: "public",
  request: CryptoLoanCommon.CollateralDataRequest,
  response: CryptoLoanCommon.CollateralData
})

/**
 * Tiered collateral ratios by coin group, and each coin's liquidation order.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getLoanCollateralCoins = callable(collateralData)

/**
 * `GET /v5/crypto-loan-common/max-collateral-amount`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const maxCollateralAmount = Endpoint.make({
  name: "getMaxCollateralAmount",
  method: "GET",
  path: "/v5/crypto-loan-common/max-collateral-amount",
  auth: "private",
  request: CryptoLoanCommon.MaxCollateralAmountRequest,
  response: CryptoLoanCommon.MaxCollateralAmount,
  errors: [SharedErrors.CurrencyNotCollateral],
  permission: spotTrade
})

/**
 * How much of a collateral coin can be withdrawn at the current LTV.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getMaxCollateralAmount = callable(maxCollateralAmount)

/**
 * `POST /v5/crypto-loan-common/max-loan`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const maxLoan = Endpoint.make({
  name: "getMaxLoanAmount",
  method: "POST",
  path: "/v5/crypto-loan-common/max-loan",
  auth: "private",
  request: CryptoLoanCommon.MaxLoanRequest,
  response: CryptoLoanCommon.MaxLoan,
  errors: [
    SharedErrors.LoanCurrencyUnsupported,
    SharedErrors.CurrencyNotCollateral,
    SharedErrors.DuplicateCollateralAssets
  ],
  permission: spotTrade,
  idempotent: true
})

/**
 * The most of a coin you can borrow with your collateral, optionally counting collateral you would add.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getMaxLoanAmount = callable(maxLoan)

/**
 * `POST /v5/crypto-loan-common/adjust-ltv`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const adjustLtv = Endpoint.make({
  name: "updateCollateralAmount",
  method: "POST",
  path: "/v5/crypto-loan-common/adjust-ltv",
  auth: "private",
  request: CryptoLoanCommon.AdjustLtvRequest,
  response: CryptoLoanCommon.AdjustLtv,
  errors: [
    SharedErrors.CurrencyNotCollateral,
    SharedErrors.CollateralPrecisionExceeded,
    SharedErrors.CollateralPlatformLimitReached,
    SharedErrors.NegativeCollateralAmount,
    SharedErrors.LtvAboveRiskThreshold,
    CryptoLoanCommonErrors.NonBorrowerCollateralAdjustment,
    SharedErrors.OperationDuringLiquidation,
    CryptoLoanCommonErrors.CollateralAdjustmentFailed,
    CryptoLoanCommonErrors.CollateralAdjustmentAboveMax,
    SharedErrors.CollateralRequestAboveMax,
    SharedErrors.OperationConflict,
    SharedErrors.LoanSystemBusy
  ],
  permission: spotTrade
})

/**
 * Adds (`direction: "0"`) or withdraws (`"1"`) collateral through the Funding wallet.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const updateCollateralAmount = callable(adjustLtv)

/**
 * `GET /v5/crypto-loan-common/adjustment-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const adjustmentHistory = Endpoint.make({
  name: "getCollateralAdjustmentHistory",
  method: "GET",
  path: "/v5/crypto-loan-common/adjustment-history",
  auth: "private",
  request: CryptoLoanCommon.AdjustmentHistoryRequest,
  response: CryptoLoanCommon.Adjustments,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Your collateral adjustments with the LTV before and after.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getCollateralAdjustmentHistory = callable(adjustmentHistory)

/**
 * `GET /v5/crypto-loan-common/position`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const position = Endpoint.make({
  name: "getCryptoLoanPosition",
  method: "GET",
  path: "/v5/crypto-loan-common/position",
  auth: "private",
  request: NoParams.NoParams,
  response: CryptoLoanCommon.Position,
  permission: spotTrade
})

/**
 * The whole crypto loan position: debts, collateral, supply, LTV and USD totals.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getCryptoLoanPosition = callable(position)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  loanableData,
  collateralData,
  maxCollateralAmount,
  maxLoan,
  adjustLtv,
  adjustmentHistory,
  position
] as const
