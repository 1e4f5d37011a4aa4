/**
 * V5 liquidity mining (`/v5/earn/liquidity-mining/*`): products (public); adding and removing (leveraged) liquidity,
 * margin, reinvesting and claiming yield, orders, positions, yield and liquidation records (signed, `Earn`
 * permission).
 *
 * @since 0.1.0
 */
import * as LiquidityMining from "../../Schema/LiquidityMining.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/liquidity-mining/product` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/product-info.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const product = Endpoint.make({
  name: "getLiquidityMiningProduct",
  method: "GET",
  path: "/v5/earn/liquidity-mining/product",
  auth: "public",
  request: LiquidityMining.LiquidityMiningProductRequest,
  response: LiquidityMining.LiquidityMiningProductResult
})

/**
 * Liquidity-mining pools, optionally of a base or quote coin.
 *
 * @since 0.1.0
 * @category earn
 */
export const getLiquidityMiningProduct = callable(product)

/**
 * `POST /v5/earn/liquidity-mining/add-liquidity` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/add-liquidity.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const addLiquidity = Endpoint.make({
  name: "addLiquidityMining",
  method: "POST",
  path: "/v5/earn/liquidity-mining/add-liquidity",
  auth: "private",
  request: LiquidityMining.LiquidityMiningAddLiquidityRequest,
  response: LiquidityMining.LiquidityMiningAddLiquidityResult,
  permission
})

/**
 * Adds quote and/or base coin to a pool, optionally leveraged; `orderLinkId` makes it idempotent for 30 minutes.
 *
 * @since 0.1.0
 * @category earn
 */
export const addLiquidityMining = callable(addLiquidity)

/**
 * `POST /v5/earn/liquidity-mining/remove-liquidity` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/remove-liquidity.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const removeLiquidity = Endpoint.make({
  name: "removeLiquidityMining",
  method: "POST",
  path: "/v5/earn/liquidity-mining/remove-liquidity",
  auth: "private",
  request: LiquidityMining.LiquidityMiningRemoveLiquidityRequest,
  response: LiquidityMining.LiquidityMiningRemoveLiquidityResult,
  permission
})

/**
 * Withdraws a percentage (1-100, default all) of a position, both coins or one side only.
 *
 * @since 0.1.0
 * @category earn
 */
export const removeLiquidityMining = callable(removeLiquidity)

/**
 * `POST /v5/earn/liquidity-mining/reinvest` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/reinvest.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const reinvest = Endpoint.make({
  name: "reinvestLiquidityMining",
  method: "POST",
  path: "/v5/earn/liquidity-mining/reinvest",
  auth: "private",
  request: LiquidityMining.LiquidityMiningReinvestRequest,
  response: LiquidityMining.LiquidityMiningReinvestResult,
  permission
})

/**
 * Reinvests a position's claimable yield into the pool.
 *
 * @since 0.1.0
 * @category earn
 */
export const reinvestLiquidityMining = callable(reinvest)

/**
 * `POST /v5/earn/liquidity-mining/add-margin` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/add-margin.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const addMargin = Endpoint.make({
  name: "addLiquidityMiningMargin",
  method: "POST",
  path: "/v5/earn/liquidity-mining/add-margin",
  auth: "private",
  request: LiquidityMining.LiquidityMiningAddMarginRequest,
  response: LiquidityMining.LiquidityMiningAddMarginResult,
  permission
})

/**
 * Adds quote-coin margin to a leveraged position.
 *
 * @since 0.1.0
 * @category earn
 */
export const addLiquidityMiningMargin = callable(addMargin)

/**
 * `POST /v5/earn/liquidity-mining/claim-interest` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/claim-interest.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const claimInterest = Endpoint.make({
  name: "claimLiquidityMiningInterest",
  method: "POST",
  path: "/v5/earn/liquidity-mining/claim-interest",
  auth: "private",
  request: LiquidityMining.LiquidityMiningClaimInterestRequest,
  response: LiquidityMining.LiquidityMiningClaimInterestResult,
  permission
})

/**
 * Claims the yield of a product (`-1`: of every position).
 *
 * @since 0.1.0
 * @category earn
 */
export const claimLiquidityMiningInterest = callable(claimInterest)

/**
 * `GET /v5/earn/liquidity-mining/order` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const order = Endpoint.make({
  name: "getLiquidityMiningOrders",
  method: "GET",
  path: "/v5/earn/liquidity-mining/order",
  auth: "private",
  request: LiquidityMining.LiquidityMiningOrderRequest,
  response: LiquidityMining.LiquidityMiningOrderResult,
  pagination: { cursor: "nextPageCursor", list: "orders" },
  permission
})

/**
 * Liquidity-mining orders: one by id, or filtered, page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getLiquidityMiningOrders = callable(order)

/**
 * `GET /v5/earn/liquidity-mining/position` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/position.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const position = Endpoint.make({
  name: "getLiquidityMiningPositions",
  method: "GET",
  path: "/v5/earn/liquidity-mining/position",
  auth: "private",
  request: LiquidityMining.LiquidityMiningPositionRequest,
  response: LiquidityMining.LiquidityMiningPositionResult,
  permission
})

/**
 * Active liquidity-mining positions, valued at the current price.
 *
 * @since 0.1.0
 * @category earn
 */
export const getLiquidityMiningPositions = callable(position)

/**
 * `GET /v5/earn/liquidity-mining/yield-records` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/yield-records.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const yieldRecords = Endpoint.make({
  name: "getLiquidityMiningYieldRecords",
  method: "GET",
  path: "/v5/earn/liquidity-mining/yield-records",
  auth: "private",
  request: LiquidityMining.LiquidityMiningYieldRecordsRequest,
  response: LiquidityMining.LiquidityMiningYieldRecordsResult,
  pagination: { cursor: "nextPageCursor", list: "records" },
  permission
})

/**
 * Claimed yield (manual claims and yield settled on removal), page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getLiquidityMiningYieldRecords = callable(yieldRecords)

/**
 * `GET /v5/earn/liquidity-mining/liquidation-records` (docs: `docs/v5/finance/advanced-earn/liquidity-mining/liquidation-records.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const liquidationRecords = Endpoint.make({
  name: "getLiquidityMiningLiquidationRecords",
  method: "GET",
  path: "/v5/earn/liquidity-mining/liquidation-records",
  auth: "private",
  request: LiquidityMining.LiquidityMiningLiquidationRecordsRequest,
  response: LiquidityMining.LiquidityMiningLiquidationRecordsResult,
  pagination: { cursor: "nextPageCursor", list: "records" },
  permission
})

/**
 * Liquidations of the caller's leveraged positions, page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getLiquidityMiningLiquidationRecords = callable(liquidationRecords)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  product,
  addLiquidity,
  removeLiquidity,
  reinvest,
  addMargin,
  claimInterest,
  order,
  position,
  yieldRecords,
  liquidationRecords
] as const
