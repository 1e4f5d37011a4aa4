/**
 * Derivatives v3 public market data (`/derivatives/v3/public`), shared by contract v3 and unified margin v3; the
 * `retCode` envelope. Public only: the private side of derivatives v3 is `UnifiedV3` (`/unified/v3/private`). Source: bybit-exchange/docs-legacy `source/includes/derivativesV3/_market_data.md`. Served by
 * `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/DerivativesV3.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"

/**
 * `GET /derivatives/v3/public/order-book/L2`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderBook = Endpoint.make({
  name: "getOrderBook",
  method: "GET",
  path: "/derivatives/v3/public/order-book/L2",
  auth: "public",
  request: S.OrderBookRequest,
  response: S.OrderBook
})

/**
 * The order book of one derivatives v3 symbol.
 *
 * @since 0.1.0
 * @category derivatives-v3
 */
export const getOrderBook = callable(orderBook)

/**
 * `GET /derivatives/v3/public/tickers`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const tickers = Endpoint.make({
  name: "getTickers",
  method: "GET",
  path: "/derivatives/v3/public/tickers",
  auth: "public",
  request: S.TickersRequest,
  response: S.Tickers
})

/**
 * Derivatives v3 tickers of a category.
 *
 * @since 0.1.0
 * @category derivatives-v3
 */
export const getTickers = callable(tickers)

/**
 * `GET /derivatives/v3/public/instruments-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const instrumentsInfo = Endpoint.make({
  pagination: { cursor: "nextPageCursor", list: "list" },
  name: "getInstrumentsInfo",
  method: "GET",
  path: "/derivatives/v3/public/instruments-info",
  auth: "public",
  request: S.InstrumentsRequest,
  response: S.Instruments
})

/**
 * Derivatives v3 instrument specifications.
 *
 * @since 0.1.0
 * @category derivatives-v3
 */
export const getInstrumentsInfo = callable(instrumentsInfo)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [orderBook, tickers, instrumentsInfo]
