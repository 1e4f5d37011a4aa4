/**
 * Inverse perpetual v2 (`/v2/public`, `/v2/private`): legacy signed parameters (`api_key`, `timestamp`,
 * `recv_window`, `sign`) and the legacy envelope with `time_now` (seconds with a fraction). The v2 public paths
 * also serve the linear and inverse futures families. Source: bybit-exchange/docs-legacy
 * `source/includes/futuresV2/inverse_perpetual/_market_data.md`, `_account_data.md` (set leverage) and
 * `source/includes/_wallet_data.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */

import * as SharedErrors from "../../Errors/exchange/Shared.js"
import { NoParams } from "../../Schema/legacy/Common.js"
import * as S from "../../Schema/legacy/InverseV2.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/InverseV2.js"

const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `GET /v2/public/time`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const serverTime = Endpoint.make({
  ...legacy,
  name: "getServerTime",
  method: "GET",
  path: "/v2/public/time",
  auth: "public",
  request: NoParams,
  response: S.ServerTime
})

/**
 * The v2 server time; it arrives in the envelope's `time_now` (see `BybitHttp.callWithMeta`).
 *
 * @since 0.1.0
 * @category inverse-v2
 */
export const getServerTime = callable(serverTime)

/**
 * `GET /v2/public/orderBook/L2`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderBook = Endpoint.make({
  ...legacy,
  name: "getOrderBook",
  method: "GET",
  path: "/v2/public/orderBook/L2",
  auth: "public",
  request: S.SymbolRequest,
  response: S.OrderBook
})

/**
 * The top 25 levels each side of a v2 book.
 *
 * @since 0.1.0
 * @category inverse-v2
 */
export const getOrderBook = callable(orderBook)

/**
 * `GET /v2/public/kline/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const kline = Endpoint.make({
  ...legacy,
  name: "getKline",
  method: "GET",
  path: "/v2/public/kline/list",
  auth: "public",
  request: S.KlineRequest,
  response: S.Kline
})

/**
 * v2 candles from `from` (seconds).
 *
 * @since 0.1.0
 * @category inverse-v2
 */
export const getKline = callable(kline)

/**
 * `GET /v2/public/tickers`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tickers = Endpoint.make({
  ...legacy,
  name: "getTickers",
  method: "GET",
  path: "/v2/public/tickers",
  auth: "public",
  request: S.TickersRequest,
  response: S.Tickers
})

/**
 * v2 tickers, one symbol or all.
 *
 * @since 0.1.0
 * @category inverse-v2
 */
export const getTickers = callable(tickers)

/**
 * `GET /v2/public/trading-records`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tradingRecords = Endpoint.make({
  ...legacy,
  name: "getTrades",
  method: "GET",
  path: "/v2/public/trading-records",
  auth: "public",
  request: S.TradesRequest,
  response: S.Trades
})

/**
 * Recent v2 public trades.
 *
 * @since 0.1.0
 * @category inverse-v2
 */
export const getTrades = callable(tradingRecords)

/**
 * `GET /v2/private/execution/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const executions = Endpoint.make({
  ...legacy,
  name: "getExecutions",
  method: "GET",
  path: "/v2/private/execution/list",
  auth: "private",
  request: S.ExecutionsRequest,
  response: S.Executions
})

/**
 * The caller's v2 inverse executions.
 *
 * @since 0.1.0
 * @category inverse-v2
 */
export const getExecutions = callable(executions)

/**
 * `POST /v2/private/position/leverage/save` (JSON body with the legacy signed parameters).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const leverageSave = Endpoint.make({
  ...legacy,
  name: "setUserLeverage",
  method: "POST",
  path: "/v2/private/position/leverage/save",
  auth: "private",
  permission: { group: "ContractTrade", name: "Position" },
  request: S.SetLeverageRequest,
  response: S.SetLeverage,
  // 34036 on the legacy channel
  errors: [SharedErrors.LeverageNotModified]
})

/**
 * Sets the leverage of an inverse v2 position; the result is the leverage now set.
 *
 * @since 0.1.0
 * @category inverse-v2
 */
export const setUserLeverage = callable(leverageSave)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  serverTime,
  orderBook,
  kline,
  tickers,
  tradingRecords,
  executions,
  leverageSave,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
