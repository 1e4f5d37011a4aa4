/**
 * The market's activity: tickers, recent trades, funding rates, open interest, volatility and the long-short ratio. A
 * part of `Market`, which re-exports it (see there why the family is in parts).
 *
 * @since 0.1.0
 */
import { InvalidCursor } from "../../../Errors/exchange/Common.js"
import * as FundingHistory from "../../../Schema/FundingHistory.js"
import * as HistoricalVolatility from "../../../Schema/HistoricalVolatility.js"
import * as LongShortRatio from "../../../Schema/LongShortRatio.js"
import * as OpenInterest from "../../../Schema/OpenInterest.js"
import * as RecentTrade from "../../../Schema/RecentTrade.js"
import * as Tickers from "../../../Schema/Tickers.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

/**
 * `GET /v5/market/tickers`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tickers = Endpoint.make({
  name: "getTickers",
  method: "GET",
  path: "/v5/market/tickers",
  auth: "public",
  request: Tickers.TickersRequest,
  response: Tickers.Tickers
})

/**
 * Latest prices and 24h statistics.
 *
 * @since 0.1.0
 * @category market
 */
export const getTickers = callable(tickers)

/**
 * `GET /v5/market/recent-trade`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const recentTrade = Endpoint.make({
  name: "getPublicTradingHistory",
  method: "GET",
  path: "/v5/market/recent-trade",
  auth: "public",
  request: RecentTrade.RecentTradeRequest,
  response: RecentTrade.RecentTrades
})

/**
 * The latest public trades.
 *
 * @since 0.1.0
 * @category market
 */
export const getPublicTradingHistory = callable(recentTrade)

/**
 * `GET /v5/market/funding/history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fundingHistory = Endpoint.make({
  name: "getFundingRateHistory",
  method: "GET",
  path: "/v5/market/funding/history",
  auth: "public",
  request: FundingHistory.FundingHistoryRequest,
  response: FundingHistory.FundingHistory
})

/**
 * Settled funding rates of a perpetual, newest first.
 *
 * @since 0.1.0
 * @category market
 */
export const getFundingRateHistory = callable(fundingHistory)

/**
 * `GET /v5/market/open-interest`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const openInterest = Endpoint.make({
  name: "getOpenInterest",
  method: "GET",
  path: "/v5/market/open-interest",
  auth: "public",
  request: OpenInterest.OpenInterestRequest,
  response: OpenInterest.OpenInterest,
  errors: [InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Open interest history of a contract.
 *
 * @since 0.1.0
 * @category market
 */
export const getOpenInterest = callable(openInterest)

/**
 * `GET /v5/market/historical-volatility`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const historicalVolatility = Endpoint.make({
  name: "getHistoricalVolatility",
  method: "GET",
  path: "/v5/market/historical-volatility",
  auth: "public",
  request: HistoricalVolatility.HistoricalVolatilityRequest,
  response: HistoricalVolatility.HistoricalVolatility
})

/**
 * Hourly option volatility; the result is the array itself.
 *
 * @since 0.1.0
 * @category market
 */
export const getHistoricalVolatility = callable(historicalVolatility)

/**
 * `GET /v5/market/account-ratio`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const accountRatio = Endpoint.make({
  name: "getLongShortRatio",
  method: "GET",
  path: "/v5/market/account-ratio",
  auth: "public",
  request: LongShortRatio.LongShortRatioRequest,
  response: LongShortRatio.LongShortRatio,
  errors: [InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * The share of accounts net long and net short.
 *
 * @since 0.1.0
 * @category market
 */
export const getLongShortRatio = callable(accountRatio)
