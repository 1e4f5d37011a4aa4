/**
 * Order-book snapshots (`/v5/market/orderbook`, `full_orderbook`, `rpi_orderbook`). A part of `Market`, which
 * re-exports it (see there why the family is in parts).
 *
 * @since 0.1.0
 */
import * as Orderbook from "../../../Schema/Orderbook.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

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
