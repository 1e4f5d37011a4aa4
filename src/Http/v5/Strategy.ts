/**
 * V5 execution strategies (`/v5/strategy/*`): TWAP, chase and iceberg orders that the exchange works for you.
 * Signed.
 *
 * @since 0.1.0
 */
import * as StrategyErrors from "../../Errors/exchange/Strategy.js"
import * as Strategy from "../../Schema/Strategy.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

// The docs name no key permission; a strategy places orders, so it needs the trading permission of its product
// (spot trading for UTA_SPOT, contract orders otherwise). Reads carry no `category` requirement.
const strategyPermission = (params: Readonly<Record<string, unknown>>): Endpoint.Permission =>
  params.category === "UTA_SPOT" ? { group: "Spot", name: "SpotTrade" } : { group: "ContractTrade", name: "Order" }

/**
 * `POST /v5/strategy/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const create = Endpoint.make({
  name: "createStrategy",
  method: "POST",
  path: "/v5/strategy/create",
  auth: "private",
  request: Strategy.CreateStrategyRequest,
  response: Strategy.CreatedStrategy,
  errors: [
    StrategyErrors.StrategyCreationFailed,
    StrategyErrors.StrategySymbolUnsupported,
    StrategyErrors.TwapInverseStepBelowMin,
    StrategyErrors.TwapInverseStepAboveMax,
    StrategyErrors.InvalidStrategy
  ],
  permission: strategyPermission
})

/**
 * Starts a TWAP, chase or iceberg strategy; answers its UUID.
 *
 * @since 0.1.0
 * @category strategy
 */
export const createStrategy = callable(create)

/**
 * `GET /v5/strategy/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const list = Endpoint.make({
  name: "getStrategyList",
  method: "GET",
  path: "/v5/strategy/list",
  auth: "private",
  request: Strategy.StrategyListRequest,
  response: Strategy.StrategyList,
  pagination: { cursor: "nextCursor", list: "list" }
})

/**
 * Strategies, filtered by id, symbol, status, product or type, page by page.
 *
 * @since 0.1.0
 * @category strategy
 */
export const getStrategyList = callable(list)

/**
 * `GET /v5/strategy/order-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderList = Endpoint.make({
  name: "getStrategyOrderList",
  method: "GET",
  path: "/v5/strategy/order-list",
  auth: "private",
  request: Strategy.StrategyOrderListRequest,
  response: Strategy.StrategyOrders,
  errors: [StrategyErrors.StrategyNotFound],
  pagination: { cursor: "nextCursor", list: "list" }
})

/**
 * The orders one strategy placed, with each order's own result code.
 *
 * @since 0.1.0
 * @category strategy
 */
export const getStrategyOrderList = callable(orderList)

/**
 * `POST /v5/strategy/stop`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const stop = Endpoint.make({
  name: "stopStrategy",
  method: "POST",
  path: "/v5/strategy/stop",
  auth: "private",
  request: Strategy.StopStrategyRequest,
  response: Strategy.StoppedStrategy,
  errors: [
    StrategyErrors.StrategyNotFound,
    StrategyErrors.StrategyTerminated,
    StrategyErrors.StrategyStopped,
    StrategyErrors.StrategyStatusModifyFailed
  ]
})

/**
 * Stops a strategy for good: its unfilled orders (and the rest of partly filled ones) are cancelled.
 *
 * @since 0.1.0
 * @category strategy
 */
export const stopStrategy = callable(stop)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [create, list, orderList, stop] as const
