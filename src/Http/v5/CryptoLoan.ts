/**
 * V5 legacy crypto loans (`/v5/crypto-loan/*`): coin data (public), account limits, borrow, repay, collateral
 * adjustment and histories. Signed calls need the key's spot trading permission (the docs: "Spot trade").
 *
 * @since 0.1.0
 */
import * as CryptoLoanErrors from "../../Errors/exchange/CryptoLoan.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as CryptoLoan from "../../Schema/CryptoLoan.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `GET /v5/crypto-loan/collateral-data`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const collateralData = Endpoint.make({
  name: "getCollateralCoins",
  method: "GET",
  path: "/v5/crypto-loan/collateral-data",
  auth: "public",
  request: CryptoLoan.VipCoinsRequest,
  response: CryptoLoan.CollateralCoins
})

/**
 * Collateral coins per VIP level with their LTV thresholds and caps.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getCollateralCoins = callable(collateralData)

/**
 * `GET /v5/crypto-loan/loanable-data`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const loanableData = Endpoint.make({
  name: "getBorrowableCoins",
  method: "GET",
  path: "/v5/crypto-loan/loanable-data",
  auth: "public",
  request: CryptoLoan.VipCoinsRequest,
  response: CryptoLoan.BorrowableCoins
})

/**
 * Borrowable coins per VIP level with flexible and fixed-term hourly rates.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getBorrowableCoins = callable(loanableData)

/**
 * `GET /v5/crypto-loan/borrowable-collateralisable-number`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowableCollateralisable = Endpoint.make({
  name: "getAccountBorrowCollateralLimit",
  method: "GET",
  path: "/v5/crypto-loan/borrowable-collateralisable-number",
  auth: "private",
  request: CryptoLoan.BorrowCollateralLimitRequest,
  response: CryptoLoan.BorrowCollateralLimit,
  errors: [
    CryptoLoanErrors.LoanAssetUnsupported,
    SharedErrors.CurrencyNotCollateral,
    CryptoLoanErrors.AccountAssetUnsupported
  ],
  permission: spotTrade
})

/**
 * The account's minimum and maximum borrow and collateral for a coin pair.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getAccountBorrowCollateralLimit = callable(borrowableCollateralisable)

/**
 * `POST /v5/crypto-loan/borrow`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrow = Endpoint.make({
  name: "borrowCryptoLoan",
  method: "POST",
  path: "/v5/crypto-loan/borrow",
  auth: "private",
  request: CryptoLoan.BorrowRequest,
  response: CryptoLoan.LoanOrderId,
  errors: [
    CryptoLoanErrors.LoanServerBusy,
    CryptoLoanErrors.InvalidCharacters,
    CryptoLoanErrors.AssetPrecisionExceeded,
    CryptoLoanErrors.LoanAssetUnsupported,
    CryptoLoanErrors.BorrowAboveMax,
    CryptoLoanErrors.BorrowBanned,
    CryptoLoanErrors.BorrowBelowMin,
    CryptoLoanErrors.LoanBalanceInsufficient,
    CryptoLoanErrors.SystemAssetInsufficient,
    CryptoLoanErrors.IndividualLoanQuotaReached,
    CryptoLoanErrors.CollateralLimitReached,
    CryptoLoanErrors.MinCollateralNotMet,
    SharedErrors.CurrencyNotCollateral,
    CryptoLoanErrors.DuplicateLoanRequest,
    CryptoLoanErrors.LoanParamsError,
    CryptoLoanErrors.AccountAssetUnsupported
  ],
  permission: spotTrade
})

/**
 * Takes a flexible or fixed-term loan; collateral leaves and the loan arrives in the Funding wallet.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const borrowCryptoLoan = callable(borrow)

/**
 * `POST /v5/crypto-loan/repay`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repay = Endpoint.make({
  name: "repayCryptoLoan",
  method: "POST",
  path: "/v5/crypto-loan/repay",
  auth: "private",
  request: CryptoLoan.RepayRequest,
  response: CryptoLoan.RepayId,
  errors: [
    CryptoLoanErrors.LoanServerBusy,
    CryptoLoanErrors.CryptoLoanOrderNotFound,
    CryptoLoanErrors.AssetPrecisionExceeded,
    SharedErrors.RepaymentExceedsLiability,
    CryptoLoanErrors.LoanBalanceInsufficient,
    CryptoLoanErrors.DuplicateLoanRequest,
    CryptoLoanErrors.LoanParamsError,
    SharedErrors.RepaymentFailed
  ],
  permission: spotTrade
})

/**
 * Repays a loan from the Funding wallet, interest first.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const repayCryptoLoan = callable(repay)

/**
 * `GET /v5/crypto-loan/ongoing-orders`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ongoingOrders = Endpoint.make({
  name: "getUnpaidLoanOrders",
  method: "GET",
  path: "/v5/crypto-loan/ongoing-orders",
  auth: "private",
  request: CryptoLoan.UnpaidLoansRequest,
  response: CryptoLoan.UnpaidLoans,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Ongoing loans with their LTV and outstanding debt.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getUnpaidLoanOrders = callable(ongoingOrders)

/**
 * `GET /v5/crypto-loan/repayment-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repaymentHistory = Endpoint.make({
  name: "getRepaymentHistory",
  method: "GET",
  path: "/v5/crypto-loan/repayment-history",
  auth: "private",
  request: CryptoLoan.RepaymentHistoryRequest,
  response: CryptoLoan.Repayments,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Successful repayments of the last 6 months.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getRepaymentHistory = callable(repaymentHistory)

/**
 * `GET /v5/crypto-loan/borrow-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowHistory = Endpoint.make({
  name: "getCompletedLoanOrderHistory",
  method: "GET",
  path: "/v5/crypto-loan/borrow-history",
  auth: "private",
  request: CryptoLoan.CompletedLoansRequest,
  response: CryptoLoan.CompletedLoans,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fully repaid loans of the last 6 months.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getCompletedLoanOrderHistory = callable(borrowHistory)

/**
 * `GET /v5/crypto-loan/max-collateral-amount`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const maxCollateralAmount = Endpoint.make({
  name: "getMaxAllowedReductionCollateralAmount",
  method: "GET",
  path: "/v5/crypto-loan/max-collateral-amount",
  auth: "private",
  request: CryptoLoan.MaxCollateralReductionRequest,
  response: CryptoLoan.MaxCollateralAmount,
  errors: [CryptoLoanErrors.CryptoLoanOrderNotFound],
  permission: spotTrade
})

/**
 * How much collateral a loan can give back now.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getMaxAllowedReductionCollateralAmount = callable(maxCollateralAmount)

/**
 * `POST /v5/crypto-loan/adjust-ltv`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const adjustLtv = Endpoint.make({
  name: "adjustCollateralAmount",
  method: "POST",
  path: "/v5/crypto-loan/adjust-ltv",
  auth: "private",
  request: CryptoLoan.AdjustLtvRequest,
  response: CryptoLoan.AdjustId,
  errors: [
    CryptoLoanErrors.LoanServerBusy,
    CryptoLoanErrors.CryptoLoanOrderNotFound,
    CryptoLoanErrors.AssetPrecisionExceeded,
    CryptoLoanErrors.AdjustmentBelowMinCollateral,
    CryptoLoanErrors.CollateralLimitReached,
    CryptoLoanErrors.LoanBalanceInsufficient,
    CryptoLoanErrors.DuplicateLoanRequest,
    CryptoLoanErrors.LoanParamsError
  ],
  permission: spotTrade
})

/**
 * Adds (`direction: "0"`) or withdraws (`"1"`) collateral, through the Funding wallet.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const adjustCollateralAmount = callable(adjustLtv)

/**
 * `GET /v5/crypto-loan/adjustment-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const adjustmentHistory = Endpoint.make({
  name: "getLoanLTVAdjustmentHistory",
  method: "GET",
  path: "/v5/crypto-loan/adjustment-history",
  auth: "private",
  request: CryptoLoan.AdjustmentHistoryRequest,
  response: CryptoLoan.Adjustments,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Your collateral adjustments of the last 6 months with the LTV before and after.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getLoanLTVAdjustmentHistory = callable(adjustmentHistory)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  collateralData,
  loanableData,
  borrowableCollateralisable,
  borrow,
  repay,
  ongoingOrders,
  repaymentHistory,
  borrowHistory,
  maxCollateralAmount,
  adjustLtv,
  adjustmentHistory
] as const
