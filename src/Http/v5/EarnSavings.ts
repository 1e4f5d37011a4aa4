/**
 * V5 flexible-savings and on-chain earn extras: APR history (public) and the caller's coupons and reward cards
 * (signed, `Earn` permission).
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as EarnSavings from "../../Schema/EarnSavings.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/apr-history` (docs: `docs/v5/finance/earn/easy-onchain/apr-history.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const aprHistory = Endpoint.make({
  name: "getEarnAprHistory",
  method: "GET",
  path: "/v5/earn/apr-history",
  auth: "public",
  request: EarnSavings.EarnSavingsAprHistoryRequest,
  response: EarnSavings.EarnSavingsAprHistoryResult,
  errors: [SharedErrors.EarnParamsError, SharedErrors.InvalidProduct]
})

/**
 * Daily APR of a flexible-savings or on-chain product (last 7 days by default, at most 182 days a window).
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnAprHistory = callable(aprHistory)

/**
 * `GET /v5/earn/coupons` (docs: `docs/v5/finance/earn/easy-onchain/coupons.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const coupons = Endpoint.make({
  name: "getEarnCouponList",
  method: "GET",
  path: "/v5/earn/coupons",
  auth: "private",
  request: EarnSavings.EarnSavingsCouponsRequest,
  response: EarnSavings.EarnSavingsCouponsResult,
  errors: [SharedErrors.EarnParamsError],
  permission
})

/**
 * The caller's interest-rate coupons and Dual Assets reward cards, in every state.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnCouponList = callable(coupons)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [aprHistory, coupons] as const
