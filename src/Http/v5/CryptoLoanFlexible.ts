/**
 * V5 flexible-rate crypto loans (`/v5/crypto-loan-flexible/*`): borrow, repay, repay with collateral, ongoing loans,
 * histories and pool inventory. Signed; the key needs spot trading (the docs: "Spot trade").
 *
 * @since 0.1.0
 */
import * as CryptoLoanFlexibleErrors from "../../Errors/exchange/CryptoLoanFlexible.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as CryptoLoanFlexible from "../../Schema/CryptoLoanFlexible.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Endpoint from "../Endpoint.js"
import { repayErrors } from "../internal/loanRepayErrors.js"
import { callable } from "../Pipeline.js"

const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `POST /v5/crypto-loan-flexible/borrow`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrow = Endpoint.make({
  name: "borrowFlexible",
  method: "POST",
  path: "/v5/crypto-loan-flexible/borrow",
  auth: "private",
  request: CryptoLoanFlexible.BorrowRequest,
  response: CryptoLoanFlexible.Borrow,
  errors: [
    SharedErrors.LoanCurrencyUnsupported,
    SharedErrors.BorrowBelowMinimum,
    SharedErrors.CurrencyPrecisionExceeded,
    SharedErrors.CurrencyNotCollateral,
    SharedErrors.CollateralPrecisionExceeded,
    SharedErrors.CollateralPlatformLimitReached,
    SharedErrors.NegativeBorrowAmount,
    SharedErrors.NegativeCollateralAmount,
    SharedErrors.LtvAboveRiskThreshold,
    SharedErrors.AvailableQuotaInsufficient,
    CryptoLoanFlexibleErrors.FundingPoolInsufficient,
    SharedErrors.CollateralInsufficient,
    SharedErrors.PlatformLendingQuotaInsufficient,
    SharedErrors.DuplicateCollateralAssets,
    SharedErrors.OperationDuringLiquidation,
    SharedErrors.LoanSystemBusy,
    SharedErrors.OperationConflict
  ],
  permission: spotTrade
})

/**
 * Borrows at the flexible rate; collateral leaves and the loan arrives in the Funding wallet.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const borrowFlexible = callable(borrow)

/**
 * `POST /v5/crypto-loan-flexible/repay`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repay = Endpoint.make({
  name: "repayFlexible",
  method: "POST",
  path: "/v5/crypto-loan-flexible/repay",
  auth: "private",
  request: CryptoLoanFlexible.RepayRequest,
  response: CryptoLoanFlexible.Repay,
  errors: repayErrors,
  permission: spotTrade
})

/**
 * Repays a flexible loan from the Funding wallet, interest first.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const repayFlexible = callable(repay)

/**
 * `POST /v5/crypto-loan-flexible/repay-collateral`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repayCollateral = Endpoint.make({
  name: "repayCollateralFlexible",
  method: "POST",
  path: "/v5/crypto-loan-flexible/repay-collateral",
  auth: "private",
  request: CryptoLoanFlexible.RepayCollateralRequest,
  response: NoParams.EmptyResult,
  errors: [
    ...repayErrors,
    SharedErrors.CurrencyNotCollateral,
    SharedErrors.InvalidPledgeToken,
    SharedErrors.CollateralInsufficient,
    SharedErrors.CollateralRequestAboveMax
  ],
  permission: spotTrade
})

/**
 * Repays a flexible loan by selling collateral (one coin or several, comma-separated), interest first.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const repayCollateralFlexible = callable(repayCollateral)

/**
 * `GET /v5/crypto-loan-flexible/ongoing-coin`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ongoingCoin = Endpoint.make({
  name: "getOngoingFlexibleLoans",
  method: "GET",
  path: "/v5/crypto-loan-flexible/ongoing-coin",
  auth: "private",
  request: CryptoLoanFlexible.OngoingLoansRequest,
  response: CryptoLoanFlexible.OngoingLoans,
  permission: spotTrade
})

/**
 * Ongoing flexible loans per coin with principal and interest owed.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getOngoingFlexibleLoans = callable(ongoingCoin)

/**
 * `GET /v5/crypto-loan-flexible/borrow-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowHistory = Endpoint.make({
  name: "getBorrowHistoryFlexible",
  method: "GET",
  path: "/v5/crypto-loan-flexible/borrow-history",
  auth: "private",
  request: CryptoLoanFlexible.BorrowHistoryRequest,
  response: CryptoLoanFlexible.BorrowHistory,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Flexible borrows, newest first.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getBorrowHistoryFlexible = callable(borrowHistory)

/**
 * `GET /v5/crypto-loan-flexible/repayment-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repaymentHistory = Endpoint.make({
  name: "getRepaymentHistoryFlexible",
  method: "GET",
  path: "/v5/crypto-loan-flexible/repayment-history",
  auth: "private",
  request: CryptoLoanFlexible.RepaymentHistoryRequest,
  response: CryptoLoanFlexible.Repayments,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Flexible repayments, newest first, with how each was made.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getRepaymentHistoryFlexible = callable(repaymentHistory)

/**
 * `GET /v5/crypto-loan-flexible/available-inventory`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const availableInventory = Endpoint.make({
  name: "getFlexibleLoanAvailableInventory",
  method: "GET",
  path: "/v5/crypto-loan-flexible/available-inventory",
  auth: "private",
  request: CryptoLoanFlexible.InventoryRequest,
  response: CryptoLoanFlexible.Inventory,
  permission: spotTrade
})

/**
 * How much of a coin the flexible lending pool can lend now.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getFlexibleLoanAvailableInventory = callable(availableInventory)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  borrow,
  repay,
  repayCollateral,
  ongoingCoin,
  borrowHistory,
  repaymentHistory,
  availableInventory
] as const
