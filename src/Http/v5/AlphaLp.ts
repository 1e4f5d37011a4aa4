/**
 * V5 Alpha liquidity pools (`/v5/alpha/lp/*`): pools, pay tokens and prices, staking into and redeeming from on-chain
 * LP positions, orders and positions. Signed POSTs with JSON bodies; the reads are safe to retry.
 *
 * @since 0.1.0
 */
import * as AlphaLp from "../../Schema/AlphaLp.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/alpha/lp/order-list` (docs: `docs/v5/alpha/lp/order-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderList = Endpoint.make({
  name: "getAlphaLPOrderList",
  method: "POST",
  path: "/v5/alpha/lp/order-list",
  auth: "private",
  request: AlphaLp.AlphaLpOrderListRequest,
  response: AlphaLp.AlphaLpOrderListResult,
  idempotent: true
})

/**
 * LP stake and redeem orders, newest first (default 90 days, at most 365), page by page.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaLPOrderList = callable(orderList)

/**
 * `POST /v5/alpha/lp/pay-token-list` (docs: `docs/v5/alpha/lp/pay-token-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const payTokenList = Endpoint.make({
  name: "getAlphaLPPayTokenList",
  method: "POST",
  path: "/v5/alpha/lp/pay-token-list",
  auth: "private",
  request: AlphaLp.AlphaLpPayTokenListRequest,
  response: AlphaLp.AlphaLpPayTokenListResult,
  idempotent: true
})

/**
 * The tokens LP stakes can be paid with, and the caller's balance of each.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaLPPayTokenList = callable(payTokenList)

/**
 * `POST /v5/alpha/lp/pay-token-price` (docs: `docs/v5/alpha/lp/pay-token-price.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const payTokenPrice = Endpoint.make({
  name: "getAlphaLPPayTokenPrice",
  method: "POST",
  path: "/v5/alpha/lp/pay-token-price",
  auth: "private",
  request: AlphaLp.AlphaLpPayTokenPriceRequest,
  response: AlphaLp.AlphaLpPayTokenPriceResult,
  idempotent: true
})

/**
 * USD prices of up to 50 pay tokens.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaLPPayTokenPrice = callable(payTokenPrice)

/**
 * `POST /v5/alpha/lp/pool-info` (docs: `docs/v5/alpha/lp/pool-info.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const poolInfo = Endpoint.make({
  name: "getAlphaLPPoolInfo",
  method: "POST",
  path: "/v5/alpha/lp/pool-info",
  auth: "private",
  request: AlphaLp.AlphaLpPoolInfoRequest,
  response: AlphaLp.AlphaLpPoolInfoResult,
  idempotent: true
})

/**
 * One pool: APY, TVL, fee rate, reserves and price range.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaLPPoolInfo = callable(poolInfo)

/**
 * `POST /v5/alpha/lp/pool-list` (docs: `docs/v5/alpha/lp/pool-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const poolList = Endpoint.make({
  name: "getAlphaLPPoolList",
  method: "POST",
  path: "/v5/alpha/lp/pool-list",
  auth: "private",
  request: AlphaLp.AlphaLpPoolListRequest,
  response: AlphaLp.AlphaLpPoolListResult,
  idempotent: true
})

/**
 * Pools, optionally those holding a token symbol.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaLPPoolList = callable(poolList)

/**
 * `POST /v5/alpha/lp/position-list` (docs: `docs/v5/alpha/lp/position-list.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const positionList = Endpoint.make({
  name: "getAlphaLPPositionList",
  method: "POST",
  path: "/v5/alpha/lp/position-list",
  auth: "private",
  request: AlphaLp.AlphaLpPositionListRequest,
  response: AlphaLp.AlphaLpPositionListResult,
  idempotent: true
})

/**
 * The caller's LP positions with value, rewards and APY.
 *
 * @since 0.1.0
 * @category alpha
 */
export const getAlphaLPPositionList = callable(positionList)

/**
 * `POST /v5/alpha/lp/redeem` (docs: `docs/v5/alpha/lp/redeem.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeem = Endpoint.make({
  name: "executeAlphaLPRedeem",
  method: "POST",
  path: "/v5/alpha/lp/redeem",
  auth: "private",
  request: AlphaLp.AlphaLpRedeemRequest,
  response: AlphaLp.AlphaLpRedeemResult
})

/**
 * Redeems a share (0-1) of an LP position; answers the order number to follow.
 *
 * @since 0.1.0
 * @category alpha
 */
export const executeAlphaLPRedeem = callable(redeem)

/**
 * `POST /v5/alpha/lp/stake` (docs: `docs/v5/alpha/lp/stake.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const stake = Endpoint.make({
  name: "executeAlphaLPStake",
  method: "POST",
  path: "/v5/alpha/lp/stake",
  auth: "private",
  request: AlphaLp.AlphaLpStakeRequest,
  response: AlphaLp.AlphaLpStakeResult
})

/**
 * Stakes a pay token into a pool (`positionId` 0 opens a position), with a range or a price band; answers the order
 * number.
 *
 * @since 0.1.0
 * @category alpha
 */
export const executeAlphaLPStake = callable(stake)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  orderList,
  payTokenList,
  payTokenPrice,
  poolInfo,
  poolList,
  positionList,
  redeem,
  stake
] as const
