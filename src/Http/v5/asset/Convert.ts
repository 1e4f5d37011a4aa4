/**
 * V5 coin conversion (`/v5/asset/exchange/*`) and small-balance conversion. Part of `Asset`, which re-exports it.
 *
 * @since 1.2.0
 */
import * as AssetErrors from "../../../Errors/exchange/Asset.js"
import * as Convert from "../../../Schema/Convert.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

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
    AssetErrors.ConvertOrderProcessing,
    AssetErrors.ConvertRateDeviationExceeded
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
