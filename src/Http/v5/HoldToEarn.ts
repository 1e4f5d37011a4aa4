/**
 * V5 hold-to-earn airdrops (`/v5/earn/hold-to-earn/*`): the airdrop products (public) and the caller's daily airdrop
 * yield (signed, `Earn` permission).
 *
 * @since 0.1.0
 */
import * as HoldToEarn from "../../Schema/HoldToEarn.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/hold-to-earn/product` (docs: `docs/v5/finance/earn/hold-to-earn/product.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const product = Endpoint.make({
  name: "getHoldToEarnAirdropProducts",
  method: "GET",
  path: "/v5/earn/hold-to-earn/product",
  auth: "public",
  request: HoldToEarn.HoldToEarnProductRequest,
  response: HoldToEarn.HoldToEarnProductResult
})

/**
 * Airdrop products the caller may join, newest first, with yesterday's APR (display strings such as `10%`).
 *
 * @since 0.1.0
 * @category earn
 */
export const getHoldToEarnAirdropProducts = callable(product)

/**
 * `GET /v5/earn/hold-to-earn/yield-history` (docs: `docs/v5/finance/earn/hold-to-earn/yield-history.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const yieldHistory = Endpoint.make({
  name: "getHoldToEarnAirdropYieldHistory",
  method: "GET",
  path: "/v5/earn/hold-to-earn/yield-history",
  auth: "private",
  request: HoldToEarn.HoldToEarnYieldHistoryRequest,
  response: HoldToEarn.HoldToEarnYieldHistoryResult,
  pagination: { cursor: "nextCursor", list: "airdropDailyPnls" },
  permission
})

/**
 * Distributed daily airdrop yield (at most 3 months back), newest first, page by page. The docs example shows the bare
 * result; the fixture wraps it in the V5 envelope.
 *
 * @since 0.1.0
 * @category earn
 */
export const getHoldToEarnAirdropYieldHistory = callable(yieldHistory)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [product, yieldHistory] as const
