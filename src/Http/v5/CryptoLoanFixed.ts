/**
 * V5 fixed-rate crypto loans (`/v5/crypto-loan-fixed/*`): markets (public), borrow and supply orders, cancellation,
 * contracts, repayment, renewal and pool inventory. Signed calls need spot trading (the docs: "Spot trade").
 *
 * @since 0.1.0
 */
import * as CryptoLoanFixedErrors from "../../Errors/exchange/CryptoLoanFixed.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as CryptoLoanFixed from "../../Schema/CryptoLoanFixed.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Endpoint from "../Endpoint.js"
import * as LoanRepay from "../internal/loanRepayErrors.js"
import { callable } from "../Pipeline.js"

const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

// Why the terms of a borrow, supply or renewal order can be refused.
const orderTermErrors = [
  SharedErrors.LoanCurrencyUnsupported,
  SharedErrors.BorrowBelowMinimum,
  SharedErrors.CurrencyPrecisionExceeded,
  CryptoLoanFixedErrors.LoanTermOutOfRange,
  CryptoLoanFixedErrors.LendingRateUnsupported,
  CryptoLoanFixedErrors.InterestRatePrecisionExceeded,
  CryptoLoanFixedErrors.LoanOpenOrderLimitExceeded,
  SharedErrors.OperationConflict,
  SharedErrors.LoanSystemBusy
] as const

// Why the collateral of a borrow or renewal can be refused.
const collateralErrors = [
  SharedErrors.CurrencyNotCollateral,
  SharedErrors.CollateralPrecisionExceeded,
  SharedErrors.CollateralPlatformLimitReached,
  SharedErrors.NegativeBorrowAmount,
  SharedErrors.NegativeCollateralAmount,
  SharedErrors.LtvAboveRiskThreshold,
  SharedErrors.AvailableQuotaInsufficient,
  SharedErrors.CollateralInsufficient,
  SharedErrors.PlatformLendingQuotaInsufficient,
  SharedErrors.DuplicateCollateralAssets,
  SharedErrors.OperationDuringLiquidation
] as const

// Why a repayment, from the Funding wallet or from collateral, can be refused: the reasons both loan families share,
// and a fixed loan order that cannot be repaid (148033).
const repayErrors = [...LoanRepay.repayErrors, CryptoLoanFixedErrors.LoanNotRepayable] as const

/**
 * `GET /v5/crypto-loan-fixed/supply-order-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const supplyOrderQuote = Endpoint.make({
  name: "getSupplyOrderQuoteFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/supply-order-quote",
  auth: "public",
  request: CryptoLoanFixed.MarketRequest,
  response: CryptoLoanFixed.MarketQuotes
})

/**
 * The supplying market: borrow orders a new supply order could fill.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getSupplyOrderQuoteFixed = callable(supplyOrderQuote)

/**
 * `GET /v5/crypto-loan-fixed/borrow-order-quote`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowOrderQuote = Endpoint.make({
  name: "getBorrowOrderQuoteFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/borrow-order-quote",
  auth: "public",
  request: CryptoLoanFixed.MarketRequest,
  response: CryptoLoanFixed.MarketQuotes
})

/**
 * The borrowing market: supply orders a new borrow order could fill.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getBorrowOrderQuoteFixed = callable(borrowOrderQuote)

/**
 * `POST /v5/crypto-loan-fixed/borrow`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrow = Endpoint.make({
  name: "createBorrowOrderFixed",
  method: "POST",
  path: "/v5/crypto-loan-fixed/borrow",
  auth: "private",
  request: CryptoLoanFixed.BorrowRequest,
  response: CryptoLoanFixed.OrderId,
  errors: [...orderTermErrors, ...collateralErrors],
  permission: spotTrade
})

/**
 * Places a fixed-rate borrow order; collateral leaves and the loan arrives in the Funding wallet.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const createBorrowOrderFixed = callable(borrow)

/**
 * `POST /v5/crypto-loan-fixed/supply`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const supply = Endpoint.make({
  name: "createSupplyOrderFixed",
  method: "POST",
  path: "/v5/crypto-loan-fixed/supply",
  auth: "private",
  request: CryptoLoanFixed.SupplyRequest,
  response: CryptoLoanFixed.OrderId,
  errors: [...orderTermErrors, CryptoLoanFixedErrors.LendingAssetsInsufficient],
  permission: spotTrade
})

/**
 * Places a fixed-rate supply (lending) order at your annual rate and term.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const createSupplyOrderFixed = callable(supply)

/**
 * `POST /v5/crypto-loan-fixed/borrow-order-cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowOrderCancel = Endpoint.make({
  name: "cancelBorrowOrderFixed",
  method: "POST",
  path: "/v5/crypto-loan-fixed/borrow-order-cancel",
  auth: "private",
  request: CryptoLoanFixed.CancelBorrowRequest,
  response: NoParams.EmptyResult,
  errors: [
    CryptoLoanFixedErrors.LoanOrderNotFound,
    CryptoLoanFixedErrors.LoanCancellationFailed,
    SharedErrors.OperationConflict
  ],
  permission: spotTrade
})

/**
 * Cancels a fixed borrow order that is still matching.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const cancelBorrowOrderFixed = callable(borrowOrderCancel)

/**
 * `POST /v5/crypto-loan-fixed/supply-order-cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const supplyOrderCancel = Endpoint.make({
  name: "cancelSupplyOrderFixed",
  method: "POST",
  path: "/v5/crypto-loan-fixed/supply-order-cancel",
  auth: "private",
  request: CryptoLoanFixed.CancelSupplyRequest,
  response: NoParams.EmptyResult,
  errors: [
    CryptoLoanFixedErrors.DepositOrderNotFound,
    CryptoLoanFixedErrors.LendingCancellationFailed,
    SharedErrors.OperationConflict
  ],
  permission: spotTrade
})

/**
 * Cancels a fixed supply order that is still matching.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const cancelSupplyOrderFixed = callable(supplyOrderCancel)

/**
 * `GET /v5/crypto-loan-fixed/borrow-contract-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowContractInfo = Endpoint.make({
  name: "getBorrowContractInfoFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/borrow-contract-info",
  auth: "private",
  request: CryptoLoanFixed.BorrowContractsRequest,
  response: CryptoLoanFixed.BorrowContracts,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fixed borrow contracts (filled borrow orders) with what is still owed.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getBorrowContractInfoFixed = callable(borrowContractInfo)

/**
 * `GET /v5/crypto-loan-fixed/supply-contract-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const supplyContractInfo = Endpoint.make({
  name: "getSupplyContractInfoFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/supply-contract-info",
  auth: "private",
  request: CryptoLoanFixed.SupplyContractsRequest,
  response: CryptoLoanFixed.SupplyContracts,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fixed supply contracts (filled supply orders) with interest and redemption times.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getSupplyContractInfoFixed = callable(supplyContractInfo)

/**
 * `GET /v5/crypto-loan-fixed/borrow-order-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const borrowOrderInfo = Endpoint.make({
  name: "getBorrowOrderInfoFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/borrow-order-info",
  auth: "private",
  request: CryptoLoanFixed.OrdersRequest,
  response: CryptoLoanFixed.Orders,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fixed borrow orders and their fill state.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getBorrowOrderInfoFixed = callable(borrowOrderInfo)

/**
 * `GET /v5/crypto-loan-fixed/supply-order-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const supplyOrderInfo = Endpoint.make({
  name: "getSupplyOrderInfoFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/supply-order-info",
  auth: "private",
  request: CryptoLoanFixed.OrdersRequest,
  response: CryptoLoanFixed.Orders,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fixed supply orders and their fill state.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getSupplyOrderInfoFixed = callable(supplyOrderInfo)

/**
 * `POST /v5/crypto-loan-fixed/fully-repay`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fullyRepay = Endpoint.make({
  name: "repayFixed",
  method: "POST",
  path: "/v5/crypto-loan-fixed/fully-repay",
  auth: "private",
  request: CryptoLoanFixed.FullyRepayRequest,
  response: CryptoLoanFixed.Repay,
  errors: repayErrors,
  permission: spotTrade
})

/**
 * Repays a fixed contract in full (`loanId`), or every fixed loan of a coin (`loanCurrency`).
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const repayFixed = callable(fullyRepay)

/**
 * `POST /v5/crypto-loan-fixed/repay-collateral`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repayCollateral = Endpoint.make({
  name: "repayCollateralFixed",
  method: "POST",
  path: "/v5/crypto-loan-fixed/repay-collateral",
  auth: "private",
  request: CryptoLoanFixed.RepayCollateralRequest,
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
 * Repays fixed loans by selling collateral, interest first, nearest maturity first unless `loanId` is given.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const repayCollateralFixed = callable(repayCollateral)

/**
 * `GET /v5/crypto-loan-fixed/repayment-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repaymentHistory = Endpoint.make({
  name: "getRepaymentHistoryFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/repayment-history",
  auth: "private",
  request: CryptoLoanFixed.RepaymentHistoryRequest,
  response: CryptoLoanFixed.Repayments,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Fixed repayments with the contracts each one covered.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getRepaymentHistoryFixed = callable(repaymentHistory)

/**
 * `POST /v5/crypto-loan-fixed/renew`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const renew = Endpoint.make({
  name: "renewBorrowOrderFixed",
  method: "POST",
  path: "/v5/crypto-loan-fixed/renew",
  auth: "private",
  request: CryptoLoanFixed.RenewRequest,
  response: CryptoLoanFixed.OrderId,
  errors: [...orderTermErrors, ...collateralErrors],
  permission: spotTrade
})

/**
 * Re-borrows the principal already repaid on a fixed contract, optionally adding collateral.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const renewBorrowOrderFixed = callable(renew)

/**
 * `GET /v5/crypto-loan-fixed/renew-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const renewInfo = Endpoint.make({
  name: "getRenewOrderInfoFixed",
  method: "GET",
  path: "/v5/crypto-loan-fixed/renew-info",
  auth: "private",
  request: CryptoLoanFixed.RenewInfoRequest,
  response: CryptoLoanFixed.Renewals,
  permission: spotTrade,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Renewals of fixed contracts.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getRenewOrderInfoFixed = callable(renewInfo)

/**
 * `GET /v5/crypto-loan-fixed/available-inventory`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const availableInventory = Endpoint.make({
  name: "getFixedLoanAvailableInventory",
  method: "GET",
  path: "/v5/crypto-loan-fixed/available-inventory",
  auth: "private",
  request: CryptoLoanFixed.InventoryRequest,
  response: CryptoLoanFixed.Inventory,
  permission: spotTrade
})

/**
 * How much of a coin the fixed lending pool can lend at a term and rate.
 *
 * @since 0.1.0
 * @category crypto-loan
 */
export const getFixedLoanAvailableInventory = callable(availableInventory)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  supplyOrderQuote,
  borrowOrderQuote,
  borrow,
  supply,
  borrowOrderCancel,
  supplyOrderCancel,
  borrowContractInfo,
  supplyContractInfo,
  borrowOrderInfo,
  supplyOrderInfo,
  fullyRepay,
  repayCollateral,
  repaymentHistory,
  renew,
  renewInfo,
  availableInventory
] as const
