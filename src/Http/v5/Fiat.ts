/**
 * V5 fiat convert (`/v5/fiat/*`), for fiat-convert brokers. Signed; the docs state no key permission.
 *
 * @since 0.1.0
 */
import * as FiatErrors from "../../Errors/exchange/Fiat.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as Fiat from "../../Schema/Fiat.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `GET /v5/fiat/query-coin-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const queryCoinList = Endpoint.make({
  name: "getFiatTradingPairList",
  method: "GET",
  path: "/v5/fiat/query-coin-list",
  auth: "private",
  request: Fiat.FiatCoinListRequest,
  response: Fiat.FiatCoinList,
  errors: [
    FiatErrors.FiatInvalidRequest,
    SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
    FiatErrors.FiatInternalError
  ]
})

/**
 * The fiat and crypto coins that can be converted, with per-transaction limits.
 *
 * @since 0.1.0
 * @category fiat
 */
export const getFiatTradingPairList = callable(queryCoinList)

/**
 * `GET /v5/fiat/reference-price`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const referencePrice = Endpoint.make({
  name: "getFiatReferencePrice",
  method: "GET",
  path: "/v5/fiat/reference-price",
  auth: "private",
  request: Fiat.ReferencePriceRequest,
  response: Fiat.ReferencePrice,
  errors: [
    FiatErrors.FiatInvalidRequest,
    SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
    FiatErrors.FiatInternalError
  ]
})

/**
 * Reference buy and sell prices of a fiat/crypto pair per payment method.
 *
 * @since 0.1.0
 * @category fiat
 */
export const getFiatReferencePrice = callable(referencePrice)

/**
 * `POST /v5/fiat/quote-apply`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const quoteApply = Endpoint.make({
  name: "requestFiatConvertQuote",
  method: "POST",
  path: "/v5/fiat/quote-apply",
  auth: "private",
  request: Fiat.FiatQuoteRequest,
  response: Fiat.FiatQuote,
  errors: [
    FiatErrors.FiatInvalidRequest,
    SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
    FiatErrors.FiatInternalError
  ],
  masterOnly: true
})

/**
 * Requests a quote to convert between fiat and crypto (master key).
 *
 * @since 0.1.0
 * @category fiat
 */
export const requestFiatConvertQuote = callable(quoteApply)

/**
 * `POST /v5/fiat/trade-execute`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradeExecute = Endpoint.make({
  name: "confirmFiatConvertQuote",
  method: "POST",
  path: "/v5/fiat/trade-execute",
  auth: "private",
  request: Fiat.FiatTradeExecuteRequest,
  response: Fiat.FiatTradeAck,
  errors: [
    FiatErrors.FiatInvalidRequest,
    SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
    FiatErrors.FiatInternalError
  ]
})

/**
 * Confirms a quote for a sub user before it expires; asynchronous (the status query tells the outcome).
 *
 * @since 0.1.0
 * @category fiat
 */
export const confirmFiatConvertQuote = callable(tradeExecute)

/**
 * `GET /v5/fiat/trade-query`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradeQuery = Endpoint.make({
  name: "getFiatConvertStatus",
  method: "GET",
  path: "/v5/fiat/trade-query",
  auth: "private",
  request: Fiat.FiatTradeQueryRequest,
  response: Fiat.FiatTrade,
  errors: [
    FiatErrors.FiatInvalidRequest,
    SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
    FiatErrors.FiatInternalError
  ]
})

/**
 * The status of one fiat-convert trade.
 *
 * @since 0.1.0
 * @category fiat
 */
export const getFiatConvertStatus = callable(tradeQuery)

/**
 * `GET /v5/fiat/query-trade-history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradeHistory = Endpoint.make({
  name: "getFiatConvertHistory",
  method: "GET",
  path: "/v5/fiat/query-trade-history",
  auth: "private",
  request: Fiat.FiatTradeHistoryRequest,
  response: Fiat.FiatTradeHistory,
  errors: [
    FiatErrors.FiatInvalidRequest,
    SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
    FiatErrors.FiatInternalError
  ]
})

/**
 * Fiat-convert trades, by page (`index`).
 *
 * @since 0.1.0
 * @category fiat
 */
export const getFiatConvertHistory = callable(tradeHistory)

/**
 * `GET /v5/fiat/balance-query`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const balanceQuery = Endpoint.make({
  name: "getFiatBalance",
  method: "GET",
  path: "/v5/fiat/balance-query",
  auth: "private",
  request: Fiat.FiatBalanceRequest,
  response: Fiat.FiatBalances,
  errors: [
    FiatErrors.FiatInvalidRequest,
    SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
    FiatErrors.FiatInternalError
  ]
})

/**
 * Fiat balances, one currency or all.
 *
 * @since 0.1.0
 * @category fiat
 */
export const getFiatBalance = callable(balanceQuery)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  queryCoinList,
  referencePrice,
  quoteApply,
  tradeExecute,
  tradeQuery,
  tradeHistory,
  balanceQuery
] as const
