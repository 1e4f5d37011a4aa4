/**
 * V5 Alpha prediction markets (`/v5/alpha/prediction/*`): engine status, events, sports schedules, order books, prices
 * and estimates; buying and selling outcome tokens; orders, positions and portfolio. Signed; the reads (mostly POSTs)
 * are safe to retry.
 *
 * @since 0.1.0
 */
import * as AlphaPrediction from "../../Schema/AlphaPrediction.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `GET /v5/alpha/prediction/engine-status` (docs: `docs/v5/alpha/prediction/engine-status.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const engineStatus = Endpoint.make({
  name: "getAlphaPredictionEngineStatus",
  method: "GET",
  path: "/v5/alpha/prediction/engine-status",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionEngineStatusRequest,
  response: AlphaPrediction.AlphaPredictionEngineStatusResult
})

/**
 * Whether the matching engine takes orders now.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionEngineStatus = callable(engineStatus)

/**
 * `POST /v5/alpha/prediction/buy` (docs: `docs/v5/alpha/prediction/buy.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const buy = Endpoint.make({
  name: "executeAlphaPredictionBuy",
  method: "POST",
  path: "/v5/alpha/prediction/buy",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionBuyRequest,
  response: AlphaPrediction.AlphaPredictionBuyResult
})

/**
 * Buys outcome-token shares with USDC (fill-or-kill); answers the order number to follow.
 *
 * @since 0.1.0
 * @category alpha
 */
export const executeAlphaPredictionBuy = callable(buy)

/**
 * `POST /v5/alpha/prediction/event-detail` (docs: `docs/v5/alpha/prediction/event-detail.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const eventDetail = Endpoint.make({
  name: "getAlphaPredictionEventDetail",
  method: "POST",
  path: "/v5/alpha/prediction/event-detail",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionEventDetailRequest,
  response: AlphaPrediction.AlphaPredictionEventDetailResult,
  idempotent: true
})

/**
 * An event by slug or id, with its outcome markets and prices.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionEventDetail = callable(eventDetail)

/**
 * `POST /v5/alpha/prediction/order-book` (docs: `docs/v5/alpha/prediction/order-book.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderBook = Endpoint.make({
  name: "getAlphaPredictionOrderBook",
  method: "POST",
  path: "/v5/alpha/prediction/order-book",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionOrderBookRequest,
  response: AlphaPrediction.AlphaPredictionOrderBookResult,
  idempotent: true
})

/**
 * Full bid/ask depth of up to 20 outcome tokens.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionOrderBook = callable(orderBook)

/**
 * `POST /v5/alpha/prediction/order-estimate` (docs: `docs/v5/alpha/prediction/order-estimate.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderEstimate = Endpoint.make({
  name: "getAlphaPredictionOrderEstimate",
  method: "POST",
  path: "/v5/alpha/prediction/order-estimate",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionOrderEstimateRequest,
  response: AlphaPrediction.AlphaPredictionOrderEstimateResult,
  idempotent: true
})

/**
 * The estimated cost, proceeds and fees of a buy or sell (show it before ordering).
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionOrderEstimate = callable(orderEstimate)

/**
 * `POST /v5/alpha/prediction/order-list` (docs: `docs/v5/alpha/prediction/order-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderList = Endpoint.make({
  name: "getAlphaPredictionOrderList",
  method: "POST",
  path: "/v5/alpha/prediction/order-list",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionOrderListRequest,
  response: AlphaPrediction.AlphaPredictionOrderListResult,
  idempotent: true
})

/**
 * The caller's prediction orders (at most 90 days back), page by page.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionOrderList = callable(orderList)

/**
 * `GET /v5/alpha/prediction/pay-token-list` (docs: `docs/v5/alpha/prediction/pay-token-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const payTokenList = Endpoint.make({
  name: "getAlphaPredictionPayTokenList",
  method: "GET",
  path: "/v5/alpha/prediction/pay-token-list",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionPayTokenListRequest,
  response: AlphaPrediction.AlphaPredictionPayTokenListResult
})

/**
 * The tokens prediction orders can be paid with (USDC for now) and their chains.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionPayTokenList = callable(payTokenList)

/**
 * `POST /v5/alpha/prediction/portfolio-summary` (docs: `docs/v5/alpha/prediction/portfolio-summary.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const portfolioSummary = Endpoint.make({
  name: "getAlphaPredictionPortfolioSummary",
  method: "POST",
  path: "/v5/alpha/prediction/portfolio-summary",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionPortfolioSummaryRequest,
  response: AlphaPrediction.AlphaPredictionPortfolioSummaryResult,
  idempotent: true
})

/**
 * The caller's portfolio: open value, biggest win and win/loss counts.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionPortfolioSummary = callable(portfolioSummary)

/**
 * `POST /v5/alpha/prediction/position-history` (docs: `docs/v5/alpha/prediction/position-history.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const positionHistory = Endpoint.make({
  name: "getAlphaPredictionPositionHistory",
  method: "POST",
  path: "/v5/alpha/prediction/position-history",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionPositionHistoryRequest,
  response: AlphaPrediction.AlphaPredictionPositionHistoryResult,
  idempotent: true
})

/**
 * Closed positions with their settlement result (at most 90 days back), page by page.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionPositionHistory = callable(positionHistory)

/**
 * `POST /v5/alpha/prediction/position-list` (docs: `docs/v5/alpha/prediction/position-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const positionList = Endpoint.make({
  name: "getAlphaPredictionPositionList",
  method: "POST",
  path: "/v5/alpha/prediction/position-list",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionPositionListRequest,
  response: AlphaPrediction.AlphaPredictionPositionListResult,
  idempotent: true
})

/**
 * Open positions valued at the current price, page by page.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionPositionList = callable(positionList)

/**
 * `POST /v5/alpha/prediction/price-history` (docs: `docs/v5/alpha/prediction/price-history.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const priceHistory = Endpoint.make({
  name: "getAlphaPredictionPriceHistory",
  method: "POST",
  path: "/v5/alpha/prediction/price-history",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionPriceHistoryRequest,
  response: AlphaPrediction.AlphaPredictionPriceHistoryResult,
  idempotent: true
})

/**
 * OHLC candles of an outcome token, newest first.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionPriceHistory = callable(priceHistory)

/**
 * `POST /v5/alpha/prediction/sell` (docs: `docs/v5/alpha/prediction/sell.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const sell = Endpoint.make({
  name: "executeAlphaPredictionSell",
  method: "POST",
  path: "/v5/alpha/prediction/sell",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionSellRequest,
  response: AlphaPrediction.AlphaPredictionSellResult
})

/**
 * Sells outcome-token shares for USDC (fill-or-kill); answers the order number to follow.
 *
 * @since 0.1.0
 * @category alpha
 */
export const executeAlphaPredictionSell = callable(sell)

/**
 * `POST /v5/alpha/prediction/side-market-list` (docs: `docs/v5/alpha/prediction/side-market-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const sideMarketList = Endpoint.make({
  name: "getAlphaPredictionSideMarketList",
  method: "POST",
  path: "/v5/alpha/prediction/side-market-list",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionSideMarketListRequest,
  response: AlphaPrediction.AlphaPredictionSideMarketListResult,
  idempotent: true
})

/**
 * The markets of an event and their outcome tokens, page by page.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionSideMarketList = callable(sideMarketList)

/**
 * `POST /v5/alpha/prediction/token-price` (docs: `docs/v5/alpha/prediction/token-price.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tokenPrice = Endpoint.make({
  name: "getAlphaPredictionTokenPrice",
  method: "POST",
  path: "/v5/alpha/prediction/token-price",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionTokenPriceRequest,
  response: AlphaPrediction.AlphaPredictionTokenPriceResult,
  idempotent: true
})

/**
 * Best bid, ask and last price of up to 20 outcome tokens.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionTokenPrice = callable(tokenPrice)

/**
 * `POST /v5/alpha/prediction/sports/group-stage-detail` (docs: `docs/v5/alpha/prediction/sports-group-stage-detail.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const groupStageDetail = Endpoint.make({
  name: "getAlphaPredictionSportsGroupStageDetail",
  method: "POST",
  path: "/v5/alpha/prediction/sports/group-stage-detail",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionGroupStageDetailRequest,
  response: AlphaPrediction.AlphaPredictionGroupStageDetailResult,
  idempotent: true
})

/**
 * Group standings and matches of a sports event (FIFA 2026 is `eventType` 1).
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionSportsGroupStageDetail = callable(groupStageDetail)

/**
 * `POST /v5/alpha/prediction/sports/match-list` (docs: `docs/v5/alpha/prediction/sports-match-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const matchList = Endpoint.make({
  name: "getAlphaPredictionSportsMatchList",
  method: "POST",
  path: "/v5/alpha/prediction/sports/match-list",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionMatchListRequest,
  response: AlphaPrediction.AlphaPredictionMatchListResult,
  idempotent: true
})

/**
 * Matches of a sports event, filtered by status, stage and time, page by page.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionSportsMatchList = callable(matchList)

/**
 * `GET /v5/alpha/prediction/sports/timeline-stages` (docs: `docs/v5/alpha/prediction/sports-timeline-stages.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const timelineStages = Endpoint.make({
  name: "getAlphaPredictionSportsTimelineStages",
  method: "GET",
  path: "/v5/alpha/prediction/sports/timeline-stages",
  auth: "private",
  request: AlphaPrediction.AlphaPredictionTimelineStagesRequest,
  response: AlphaPrediction.AlphaPredictionTimelineStagesResult
})

/**
 * The stages of a sports event's tournament with their status and match counts.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaPredictionSportsTimelineStages = callable(timelineStages)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  engineStatus,
  buy,
  eventDetail,
  orderBook,
  orderEstimate,
  orderList,
  payTokenList,
  portfolioSummary,
  positionHistory,
  positionList,
  priceHistory,
  sell,
  sideMarketList,
  tokenPrice,
  groupStageDetail,
  matchList,
  timelineStages
] as const
