/**
 * V5 institutional (OTC) loans (`/v5/ins-loan/*`): products and margin coins (public), loan and repayment orders,
 * LTV, coin delta, UID binding and repayment. The docs name no key permission for the signed calls.
 *
 * @since 0.1.0
 */
import * as InsLoanErrors from "../../Errors/exchange/InsLoan.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as InsLoan from "../../Schema/InsLoan.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `GET /v5/ins-loan/product-infos`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const productInfos = Endpoint.make({
  name: "getInstitutionalLendingProductInfo",
  method: "GET",
  path: "/v5/ins-loan/product-infos",
  auth: "public",
  request: InsLoan.ProductRequest,
  response: InsLoan.Products
})

/**
 * Loan products: leverage, tradable markets, risk lines and whitelists. Sent unsigned, so it returns the public
 * terms (a bound UID's signed call would see its own).
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingProductInfo = callable(productInfos)

/**
 * `GET /v5/ins-loan/ensure-tokens-convert`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ensureTokensConvert = Endpoint.make({
  name: "getInstitutionalLendingMarginCoinInfoWithConversionRate",
  method: "GET",
  path: "/v5/ins-loan/ensure-tokens-convert",
  auth: "public",
  request: InsLoan.ProductRequest,
  response: InsLoan.MarginTokens
})

/**
 * Margin coins per product with their tiered conversion ratios.
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingMarginCoinInfoWithConversionRate = callable(ensureTokensConvert)

/**
 * `GET /v5/ins-loan/loan-order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const loanOrder = Endpoint.make({
  name: "getInstitutionalLendingLoanOrders",
  method: "GET",
  path: "/v5/ins-loan/loan-order",
  auth: "private",
  request: InsLoan.LoanOrdersRequest,
  response: InsLoan.LoanOrders,
  errors: [SharedErrors.StartTimeNotBeforeEnd]
})

/**
 * Loan orders of the last 2 years, newest first, with the terms each was granted under.
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingLoanOrders = callable(loanOrder)

/**
 * `GET /v5/ins-loan/repaid-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repaidHistory = Endpoint.make({
  name: "getInstitutionalLendingRepayOrders",
  method: "GET",
  path: "/v5/ins-loan/repaid-history",
  auth: "private",
  request: InsLoan.RepaidHistoryRequest,
  response: InsLoan.RepayOrders,
  errors: [SharedErrors.StartTimeNotBeforeEnd]
})

/**
 * Repayment orders of the last 2 years.
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingRepayOrders = callable(repaidHistory)

/**
 * `GET /v5/ins-loan/ltv-convert`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ltvConvert = Endpoint.make({
  name: "getInstitutionalLendingLTVWithLadderConversionRate",
  method: "GET",
  path: "/v5/ins-loan/ltv-convert",
  auth: "private",
  request: NoParams.NoParams,
  response: InsLoan.LtvInfo
})

/**
 * The risk unit's LTV (liquidation at 0.9), debts and converted margin; poll it often while a loan is open.
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingLTVWithLadderConversionRate = callable(ltvConvert)

/**
 * `GET /v5/ins-loan/coin-delta-amount`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const coinDeltaAmount = Endpoint.make({
  name: "getInstitutionalLendingCoinDeltaAmount",
  method: "GET",
  path: "/v5/ins-loan/coin-delta-amount",
  auth: "private",
  request: InsLoan.CoinDeltaRequest,
  response: InsLoan.CoinDeltas
})

/**
 * Delta limits of the risk unit and per coin (hedge product).
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingCoinDeltaAmount = callable(coinDeltaAmount)

/**
 * `POST /v5/ins-loan/association-uid`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const associationUid = Endpoint.make({
  name: "bindOrUnbindUID",
  method: "POST",
  path: "/v5/ins-loan/association-uid",
  auth: "private",
  request: InsLoan.AssociationUidRequest,
  response: InsLoan.AssociationUid,
  errors: [
    InsLoanErrors.UidAlreadyBound,
    InsLoanErrors.UidNotBound,
    InsLoanErrors.RiskUnitMainUidUnbind,
    InsLoanErrors.UnsettledLoanOrders,
    InsLoanErrors.UidBindRejected,
    InsLoanErrors.UidBindRequiresUtaPro,
    InsLoanErrors.InsLoanRequestProcessing,
    InsLoanErrors.UidBindLeverageCloseFailed,
    InsLoanErrors.PreMarketOrdersBlockBinding,
    InsLoanErrors.CopyProBlocksBinding,
    InsLoanErrors.InvalidUid
  ]
})

/**
 * Binds a (unified) UID to the risk unit (`operate: "0"`) or unbinds it (`"1"`); only UIDs of the risk unit may call.
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const bindOrUnbindUID = callable(associationUid)

/**
 * `POST /v5/ins-loan/repay-loan`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const repayLoan = Endpoint.make({
  name: "repayInstitutionalLoan",
  method: "POST",
  path: "/v5/ins-loan/repay-loan",
  auth: "private",
  request: InsLoan.RepayLoanRequest,
  response: InsLoan.RepayLoan,
  errors: [
    SharedErrors.RepaymentExceedsLiability,
    InsLoanErrors.InsLoanBalanceInsufficient,
    InsLoanErrors.RepaymentProcessing,
    InsLoanErrors.InsLoanRequestProcessing
  ]
})

/**
 * Repays the loan (risk unit UID only, urgent use); it settles asynchronously in 2-3 minutes.
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const repayInstitutionalLoan = callable(repayLoan)

/**
 * `GET /v5/ins-loan/ensure-tokens`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ensureTokens = Endpoint.make({
  name: "getInstitutionalLendingMarginCoinInfo",
  method: "GET",
  path: "/v5/ins-loan/ensure-tokens",
  auth: "public",
  request: InsLoan.ProductRequest,
  response: InsLoan.MarginCoins
})

/**
 * Margin coins per product with flat convert ratios (deprecated by the exchange; the ladders are in `getInstitutionalLendingMarginCoinInfoWithConversionRate`).
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingMarginCoinInfo = callable(ensureTokens)

/**
 * `GET /v5/ins-loan/ltv`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ltv = Endpoint.make({
  name: "getInstitutionalLendingLTV",
  method: "GET",
  path: "/v5/ins-loan/ltv",
  auth: "private",
  request: NoParams.NoParams,
  response: InsLoan.LegacyLtvInfo
})

/**
 * The risk unit's LTV with spot and contract balances (deprecated by the exchange; see `getInstitutionalLendingLTVWithLadderConversionRate`).
 *
 * @since 0.1.0
 * @category ins-loan
 */
export const getInstitutionalLendingLTV = callable(ltv)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  productInfos,
  ensureTokensConvert,
  loanOrder,
  repaidHistory,
  ltvConvert,
  coinDeltaAmount,
  associationUid,
  repayLoan,
  ensureTokens,
  ltv
] as const
