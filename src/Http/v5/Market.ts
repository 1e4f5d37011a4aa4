/**
 * V5 market data (`/v5/market/*`): public, no credentials.
 *
 * The endpoints are defined in parts by concern (src/Http/v5/market/: candles, instruments, books, activity, risk),
 * all re-exported here. A bundler places a module by who imports it, not by what they use of it: as one module, a
 * page drawing candles for an instrument brought the tickers', trades' and risk limits' schemas its later views call
 * into the React app's first paint (docs/BENCHMARKS.md, "Figures quoted from code"). This module itself holds only `endpoints`, which the reference
 * tables read: a program naming a part's endpoints loads that part alone.
 *
 * @since 0.1.0
 */
import * as Activity from "./market/Activity.js"
import * as Books from "./market/Books.js"
import * as Candles from "./market/Candles.js"
import * as Instruments from "./market/Instruments.js"
import * as Risk from "./market/Risk.js"

export * from "./market/Activity.js"
export * from "./market/Books.js"
export * from "./market/Candles.js"
export * from "./market/Instruments.js"
export * from "./market/Risk.js"

/**
 * Every market endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  Instruments.time,
  Candles.kline,
  Candles.markPriceKline,
  Candles.indexPriceKline,
  Candles.premiumIndexPriceKline,
  Instruments.instrumentsInfo,
  Books.orderbook,
  Books.fullOrderbook,
  Books.rpiOrderbook,
  Activity.tickers,
  Activity.fundingHistory,
  Activity.recentTrade,
  Activity.openInterest,
  Activity.historicalVolatility,
  Risk.insurance,
  Risk.riskLimit,
  Instruments.deliveryPrice,
  Instruments.newDeliveryPrice,
  Activity.accountRatio,
  Instruments.priceLimit,
  Instruments.indexPriceComponents,
  Instruments.feeGroupInfo,
  Risk.adlAlert
] as const
