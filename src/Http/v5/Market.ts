/**
 * V5 market data (`/v5/market/*`): public, no credentials.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as InstrumentsInfo from "../../Schema/InstrumentsInfo.js"
import * as Kline from "../../Schema/Kline.js"
import * as Orderbook from "../../Schema/Orderbook.js"
import * as ServerTime from "../../Schema/ServerTime.js"
import * as Tickers from "../../Schema/Tickers.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"

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
  request: Schema.Struct({}),
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
 * Every market endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [time, kline, instrumentsInfo, orderbook, tickers] as const
