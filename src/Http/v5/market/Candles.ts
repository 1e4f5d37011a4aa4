/**
 * Candles of the market (`/v5/market/*kline`): last-traded, mark, index and premium-index prices. A part of `Market`,
 * which re-exports it (see there why the family is in parts).
 *
 * @since 0.1.0
 */
import * as Kline from "../../../Schema/Kline.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

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
