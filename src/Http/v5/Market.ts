/**
 * V5 market data (`/v5/market/*`): public, no credentials.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as ExchangeError from "../../Errors/ExchangeError.js"
import * as DeliveryPrice from "../../Schema/DeliveryPrice.js"
import * as FeeGroup from "../../Schema/FeeGroup.js"
import * as FundingHistory from "../../Schema/FundingHistory.js"
import * as HistoricalVolatility from "../../Schema/HistoricalVolatility.js"
import * as IndexPriceComponents from "../../Schema/IndexPriceComponents.js"
import * as InstrumentsInfo from "../../Schema/InstrumentsInfo.js"
import * as Insurance from "../../Schema/Insurance.js"
import * as Kline from "../../Schema/Kline.js"
import * as LongShortRatio from "../../Schema/LongShortRatio.js"
import * as OpenInterest from "../../Schema/OpenInterest.js"
import * as Orderbook from "../../Schema/Orderbook.js"
import * as PriceLimit from "../../Schema/PriceLimit.js"
import * as RecentTrade from "../../Schema/RecentTrade.js"
import * as RiskLimit from "../../Schema/RiskLimit.js"
import * as ServerTime from "../../Schema/ServerTime.js"
import * as Tickers from "../../Schema/Tickers.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../internal/callable.js"

/**
 * `GET /v5/market/time`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const time = Endpoint.make({
  name: "getServerTime",
  method: "GET",
  path: "/v5/market/time",
  auth: "public",
  request: () => Schema.Struct({}),
  response: ServerTime.ServerTime
})

/**
 * The exchange's clock.
 *
 * @since 0.1.0
 * @category market
 */
export const getServerTime = callable(time)

/**
 * `GET /v5/market/kline`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const kline = Endpoint.make({
  name: "getKline",
  method: "GET",
  path: "/v5/market/kline",
  auth: "public",
  request: Kline.KlineRequest,
  response: Kline.Kline
})

/**
 * Candles, newest first.
 *
 * @since 0.1.0
 * @category market
 */
export const getKline = callable(kline)

/**
 * `GET /v5/market/mark-price-kline`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const markPriceKline = Endpoint.make({
  name: "getMarkPriceKline",
  method: "GET",
  path: "/v5/market/mark-price-kline",
  auth: "public",
  request: Kline.KlineRequest,
  response: Kline.PriceKline
})

/**
 * Mark-price candles (linear, inverse), newest first.
 *
 * @since 0.1.0
 * @category market
 */
export const getMarkPriceKline = callable(markPriceKline)

/**
 * `GET /v5/market/index-price-kline`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const indexPriceKline = Endpoint.make({
  name: "getIndexPriceKline",
  method: "GET",
  path: "/v5/market/index-price-kline",
  auth: "public",
  request: Kline.KlineRequest,
  response: Kline.PriceKline
})

/**
 * Index-price candles (linear, inverse), newest first.
 *
 * @since 0.1.0
 * @category market
 */
export const getIndexPriceKline = callable(indexPriceKline)

/**
 * `GET /v5/market/premium-index-price-kline`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const premiumIndexPriceKline = Endpoint.make({
  name: "getPremiumIndexPriceKline",
  method: "GET",
  path: "/v5/market/premium-index-price-kline",
  auth: "public",
  request: Kline.KlineRequest,
  response: Kline.PriceKline
})

/**
 * Premium-index candles (linear perpetuals), newest first.
 *
 * @since 0.1.0
 * @category market
 */
export const getPremiumIndexPriceKline = callable(premiumIndexPriceKline)

/**
 * `GET /v5/market/instruments-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const instrumentsInfo = Endpoint.make({
  name: "getInstrumentsInfo",
  method: "GET",
  path: "/v5/market/instruments-info",
  auth: "public",
  request: InstrumentsInfo.InstrumentsInfoRequest,
  response: InstrumentsInfo.InstrumentsInfo,
  errors: [ExchangeError.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Instrument specifications (tick size, lot size, leverage limits).
 *
 * @since 0.1.0
 * @category market
 */
export const getInstrumentsInfo = callable(instrumentsInfo)

/**
 * `GET /v5/market/orderbook`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderbook = Endpoint.make({
  name: "getOrderbook",
  method: "GET",
  path: "/v5/market/orderbook",
  auth: "public",
  request: Orderbook.OrderbookRequest,
  response: Orderbook.Orderbook
})

/**
 * An order book snapshot.
 *
 * @since 0.1.0
 * @category market
 */
export const getOrderbook = callable(orderbook)

/**
 * `GET /v5/market/full_orderbook`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fullOrderbook = Endpoint.make({
  name: "getFullOrderbook",
  method: "GET",
  path: "/v5/market/full_orderbook",
  auth: "public",
  request: Orderbook.FullOrderbookRequest,
  response: Orderbook.Orderbook
})

/**
 * A full-depth snapshot (up to 10 000 levels per side, RPI orders excluded) to seed the `orderbook.full` stream.
 *
 * @since 0.1.0
 * @category market
 */
export const getFullOrderbook = callable(fullOrderbook)

/**
 * `GET /v5/market/rpi_orderbook`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const rpiOrderbook = Endpoint.make({
  name: "getRPIOrderbook",
  method: "GET",
  path: "/v5/market/rpi_orderbook",
  auth: "public",
  request: Orderbook.RpiOrderbookRequest,
  response: Orderbook.RpiOrderbook
})

/**
 * A 50-level snapshot with retail-price-improvement sizes.
 *
 * @since 0.1.0
 * @category market
 */
export const getRPIOrderbook = callable(rpiOrderbook)

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
  errors: [ExchangeError.InvalidCursor],
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
 * `GET /v5/market/insurance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const insurance = Endpoint.make({
  name: "getInsurance",
  method: "GET",
  path: "/v5/market/insurance",
  auth: "public",
  request: Insurance.InsuranceRequest,
  response: Insurance.Insurance
})

/**
 * Insurance pool balances (updated daily).
 *
 * @since 0.1.0
 * @category market
 */
export const getInsurance = callable(insurance)

/**
 * `GET /v5/market/risk-limit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const riskLimit = Endpoint.make({
  name: "getRiskLimit",
  method: "GET",
  path: "/v5/market/risk-limit",
  auth: "public",
  request: RiskLimit.RiskLimitRequest,
  response: RiskLimit.RiskLimits,
  errors: [ExchangeError.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Risk-limit tiers of linear and inverse contracts.
 *
 * @since 0.1.0
 * @category market
 */
export const getRiskLimit = callable(riskLimit)

/**
 * `GET /v5/market/delivery-price`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deliveryPrice = Endpoint.make({
  name: "getDeliveryPrice",
  method: "GET",
  path: "/v5/market/delivery-price",
  auth: "public",
  request: DeliveryPrice.DeliveryPriceRequest,
  response: DeliveryPrice.DeliveryPrices,
  errors: [ExchangeError.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Delivery prices of expired options and futures.
 *
 * @since 0.1.0
 * @category market
 */
export const getDeliveryPrice = callable(deliveryPrice)

/**
 * `GET /v5/market/new-delivery-price`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const newDeliveryPrice = Endpoint.make({
  name: "getNewDeliveryPrice",
  method: "GET",
  path: "/v5/market/new-delivery-price",
  auth: "public",
  request: DeliveryPrice.NewDeliveryPriceRequest,
  response: DeliveryPrice.NewDeliveryPrices
})

/**
 * The last 50 option settlement prices of a base coin.
 *
 * @since 0.1.0
 * @category market
 */
export const getNewDeliveryPrice = callable(newDeliveryPrice)

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
  errors: [ExchangeError.InvalidCursor],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * The share of accounts net long and net short.
 *
 * @since 0.1.0
 * @category market
 */
export const getLongShortRatio = callable(accountRatio)

/**
 * `GET /v5/market/price-limit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const priceLimit = Endpoint.make({
  name: "getOrderPriceLimit",
  method: "GET",
  path: "/v5/market/price-limit",
  auth: "public",
  request: PriceLimit.PriceLimitRequest,
  response: PriceLimit.PriceLimit
})

/**
 * The highest buy and lowest sell price an order may have now.
 *
 * @since 0.1.0
 * @category market
 */
export const getOrderPriceLimit = callable(priceLimit)

/**
 * `GET /v5/market/index-price-components`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const indexPriceComponents = Endpoint.make({
  name: "getIndexPriceComponents",
  method: "GET",
  path: "/v5/market/index-price-components",
  auth: "public",
  request: IndexPriceComponents.IndexPriceComponentsRequest,
  response: IndexPriceComponents.IndexPriceComponents
})

/**
 * The exchanges and pairs an index price is computed from.
 *
 * @since 0.1.0
 * @category market
 */
export const getIndexPriceComponents = callable(indexPriceComponents)

/**
 * `GET /v5/market/fee-group-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const feeGroupInfo = Endpoint.make({
  name: "getFeeGroupStructure",
  method: "GET",
  path: "/v5/market/fee-group-info",
  auth: "public",
  request: FeeGroup.FeeGroupRequest,
  response: FeeGroup.FeeGroups
})

/**
 * The grouped contract fee structure.
 *
 * @since 0.1.0
 * @category market
 */
export const getFeeGroupStructure = callable(feeGroupInfo)

/**
 * `GET /v5/market/adlAlert`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const adlAlert = Endpoint.make({
  name: "getADLAlert",
  method: "GET",
  path: "/v5/market/adlAlert",
  auth: "public",
  request: Insurance.AdlAlertRequest,
  response: Insurance.AdlAlert
})

/**
 * Auto-deleveraging thresholds and insurance pool state per contract (updated every minute).
 *
 * @since 0.1.0
 * @category market
 */
export const getADLAlert = callable(adlAlert)

/**
 * Every market endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  time,
  kline,
  markPriceKline,
  indexPriceKline,
  premiumIndexPriceKline,
  instrumentsInfo,
  orderbook,
  fullOrderbook,
  rpiOrderbook,
  tickers,
  fundingHistory,
  recentTrade,
  openInterest,
  historicalVolatility,
  insurance,
  riskLimit,
  deliveryPrice,
  newDeliveryPrice,
  accountRatio,
  priceLimit,
  indexPriceComponents,
  feeGroupInfo,
  adlAlert
] as const
