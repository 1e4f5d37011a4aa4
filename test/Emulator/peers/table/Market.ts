/**
 * Peer rows: market data (public) and the system endpoints.
 */
import type { Row } from "../Peers.js"

const linear = { category: "linear", symbol: "BTCUSDT" } as const
const kline = { ...linear, interval: "60", limit: 3 } as const

/** The Market family: every endpoint read for linear BTCUSDT (options where only options answer). */
export const market: ReadonlyArray<Row> = [
  { method: "GET", path: "/v5/market/time", bybitApi: "getServerTime", ccxt: "publicGetV5MarketTime" },
  { method: "GET", path: "/v5/market/kline", bybitApi: "getKline", ccxt: "publicGetV5MarketKline", params: kline },
  {
    method: "GET",
    path: "/v5/market/mark-price-kline",
    bybitApi: "getMarkPriceKline",
    ccxt: "publicGetV5MarketMarkPriceKline",
    params: kline
  },
  {
    method: "GET",
    path: "/v5/market/index-price-kline",
    bybitApi: "getIndexPriceKline",
    ccxt: "publicGetV5MarketIndexPriceKline",
    params: kline
  },
  {
    method: "GET",
    path: "/v5/market/premium-index-price-kline",
    bybitApi: "getPremiumIndexPriceKline",
    ccxt: "publicGetV5MarketPremiumIndexPriceKline",
    params: kline
  },
  {
    method: "GET",
    path: "/v5/market/instruments-info",
    bybitApi: "getInstrumentsInfo",
    ccxt: "publicGetV5MarketInstrumentsInfo",
    params: linear
  },
  {
    method: "GET",
    path: "/v5/market/orderbook",
    bybitApi: "getOrderbook",
    ccxt: "publicGetV5MarketOrderbook",
    params: { ...linear, limit: 25 }
  },
  {
    method: "GET",
    path: "/v5/market/full_orderbook",
    bybitApi: "getFullDepthOrderbook",
    ccxt: "publicGetV5MarketFullOrderbook",
    params: linear
  },
  {
    method: "GET",
    path: "/v5/market/rpi_orderbook",
    bybitApi: "getRPIOrderbook",
    ccxt: "publicGetV5MarketRpiOrderbook",
    params: { ...linear, limit: 10 }
  },
  {
    method: "GET",
    path: "/v5/market/tickers",
    bybitApi: "getTickers",
    ccxt: "publicGetV5MarketTickers",
    params: linear
  },
  {
    method: "GET",
    path: "/v5/market/funding/history",
    bybitApi: "getFundingRateHistory",
    ccxt: "publicGetV5MarketFundingHistory",
    params: { ...linear, limit: 5 }
  },
  {
    method: "GET",
    path: "/v5/market/recent-trade",
    bybitApi: "getPublicTradingHistory",
    ccxt: "publicGetV5MarketRecentTrade",
    params: { ...linear, limit: 5 }
  },
  {
    method: "GET",
    path: "/v5/market/open-interest",
    bybitApi: "getOpenInterest",
    ccxt: "publicGetV5MarketOpenInterest",
    params: { ...linear, intervalTime: "1h", limit: 5 }
  },
  {
    method: "GET",
    path: "/v5/market/historical-volatility",
    bybitApi: "getHistoricalVolatility",
    ccxt: "publicGetV5MarketHistoricalVolatility",
    params: { category: "option", baseCoin: "BTC", period: 7 }
  },
  {
    method: "GET",
    path: "/v5/market/insurance",
    bybitApi: "getInsurance",
    ccxt: "publicGetV5MarketInsurance",
    params: { coin: "USDT" }
  },
  {
    method: "GET",
    path: "/v5/market/risk-limit",
    bybitApi: "getRiskLimit",
    ccxt: "publicGetV5MarketRiskLimit",
    params: linear
  },
  {
    method: "GET",
    path: "/v5/market/delivery-price",
    bybitApi: "getDeliveryPrice",
    ccxt: "publicGetV5MarketDeliveryPrice",
    params: { category: "option", baseCoin: "BTC", limit: 5 }
  },
  {
    method: "GET",
    path: "/v5/market/new-delivery-price",
    bybitApi: "getNewDeliveryPrice",
    ccxt: "publicGetV5MarketNewDeliveryPrice",
    params: { category: "option", baseCoin: "BTC" }
  },
  {
    method: "GET",
    path: "/v5/market/account-ratio",
    bybitApi: "getLongShortRatio",
    ccxt: "publicGetV5MarketAccountRatio",
    params: { ...linear, period: "1h", limit: 5 }
  },
  {
    method: "GET",
    path: "/v5/market/price-limit",
    bybitApi: "getOrderPriceLimit",
    ccxt: "publicGetV5MarketPriceLimit",
    params: linear
  },
  {
    method: "GET",
    path: "/v5/market/index-price-components",
    bybitApi: "getIndexPriceComponents",
    ccxt: "publicGetV5MarketIndexPriceComponents",
    params: { indexName: "BTCUSDT" }
  },
  {
    method: "GET",
    path: "/v5/market/fee-group-info",
    bybitApi: "getFeeGroupStructure",
    ccxt: "publicGetV5MarketFeeGroupInfo",
    params: { productType: "contract" }
  },
  { method: "GET", path: "/v5/market/adlAlert", bybitApi: "getADLAlert", ccxt: "publicGetV5MarketAdlAlert" }
]

/** System status and announcements. */
export const misc: ReadonlyArray<Row> = [
  { method: "GET", path: "/v5/system/status", bybitApi: "getSystemStatus", ccxt: "publicGetV5SystemStatus" },
  {
    method: "GET",
    path: "/v5/announcements/index",
    ccxt: "publicGetV5AnnouncementsIndex",
    params: { locale: "en-US", limit: 5 }
  }
]
