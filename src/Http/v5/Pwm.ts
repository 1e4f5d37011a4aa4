/**
 * V5 private wealth management for clients (`/v5/earn/pwm/*`): subscribable products (public), customised and managed
 * investment plans, their orders, NAV and asset history, claims and redemptions, and transfers between fund custodian
 * sub-accounts. Signed with the `Earn` permission.
 *
 * @since 0.1.0
 */
import * as Pwm from "../../Schema/Pwm.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/pwm/customize-plan/product` (docs: `docs/v5/finance/pwm/customize-plan/product.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const customizePlanProduct = Endpoint.make({
  name: "getPwmSubscribableProductInfo",
  method: "GET",
  path: "/v5/earn/pwm/customize-plan/product",
  auth: "public",
  request: Pwm.PwmCustomizePlanProductRequest,
  response: Pwm.PwmCustomizePlanProductResult
})

/**
 * The products a customised plan can hold, grouped by category.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmSubscribableProductInfo = callable(customizePlanProduct)

/**
 * `POST /v5/earn/pwm/customize-plan/create` (docs: `docs/v5/finance/pwm/customize-plan/create.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const customizePlanCreate = Endpoint.make({
  name: "createPwmCustomizeInvestmentPlan",
  method: "POST",
  path: "/v5/earn/pwm/customize-plan/create",
  auth: "private",
  request: Pwm.PwmCustomizePlanCreateRequest,
  response: Pwm.PwmCustomizePlanCreateResult,
  permission
})

/**
 * Creates and subscribes a customised plan in one step (at most 20 active or pending plans).
 *
 * @since 0.1.0
 * @category pwm
 */
export const createPwmCustomizeInvestmentPlan = callable(customizePlanCreate)

/**
 * `GET /v5/earn/pwm/investment-plan/all` (docs: `docs/v5/finance/pwm/investment-plan/all.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const investmentPlans = Endpoint.make({
  name: "getPwmInvestmentPlans",
  method: "GET",
  path: "/v5/earn/pwm/investment-plan/all",
  auth: "private",
  request: Pwm.PwmInvestmentPlansRequest,
  response: Pwm.PwmInvestmentPlansResult,
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * The caller's investment plans, page by page.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmInvestmentPlans = callable(investmentPlans)

/**
 * `GET /v5/earn/pwm/investment-plan/detail` (docs: `docs/v5/finance/pwm/investment-plan/detail.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const planDetail = Endpoint.make({
  name: "getPwmInvestmentPlanDetail",
  method: "GET",
  path: "/v5/earn/pwm/investment-plan/detail",
  auth: "private",
  request: Pwm.PwmPlanDetailRequest,
  response: Pwm.PwmPlanDetailResult,
  permission
})

/**
 * An active or closed plan: assets and positions by product category.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmInvestmentPlanDetail = callable(planDetail)

/**
 * `GET /v5/earn/pwm/investment-plan/new-plan` (docs: `docs/v5/finance/pwm/investment-plan/new-plan.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const newPlan = Endpoint.make({
  name: "getPwmPendingInvestmentPlanDetail",
  method: "GET",
  path: "/v5/earn/pwm/investment-plan/new-plan",
  auth: "private",
  request: Pwm.PwmNewPlanRequest,
  response: Pwm.PwmNewPlanResult,
  permission
})

/**
 * A plan pending subscription: its configured amounts by product category.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmPendingInvestmentPlanDetail = callable(newPlan)

/**
 * `POST /v5/earn/pwm/investment-plan/subscribe` (docs: `docs/v5/finance/pwm/investment-plan/subscribe.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subscribe = Endpoint.make({
  name: "subscribePwmInvestmentPlan",
  method: "POST",
  path: "/v5/earn/pwm/investment-plan/subscribe",
  auth: "private",
  request: Pwm.PwmSubscribeRequest,
  response: Pwm.PwmSubscribeResult,
  permission
})

/**
 * Subscribes a plan pending subscription.
 *
 * @since 0.1.0
 * @category pwm
 */
export const subscribePwmInvestmentPlan = callable(subscribe)

/**
 * `POST /v5/earn/pwm/investment-plan/invest-more` (docs: `docs/v5/finance/pwm/investment-plan/invest-more.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const investMore = Endpoint.make({
  name: "investMorePwmInvestmentPlan",
  method: "POST",
  path: "/v5/earn/pwm/investment-plan/invest-more",
  auth: "private",
  request: Pwm.PwmInvestMoreRequest,
  response: Pwm.PwmInvestMoreResult,
  permission
})

/**
 * Adds to one product of an active plan.
 *
 * @since 0.1.0
 * @category pwm
 */
export const investMorePwmInvestmentPlan = callable(investMore)

/**
 * `POST /v5/earn/pwm/investment-plan/redeem` (docs: `docs/v5/finance/pwm/investment-plan/redeem.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeem = Endpoint.make({
  name: "redeemPwmInvestmentPlan",
  method: "POST",
  path: "/v5/earn/pwm/investment-plan/redeem",
  auth: "private",
  request: Pwm.PwmRedeemRequest,
  response: Pwm.PwmRedeemResult,
  permission
})

/**
 * Redeems shares of a fund or an amount of another product of a plan (funds need approval).
 *
 * @since 0.1.0
 * @category pwm
 */
export const redeemPwmInvestmentPlan = callable(redeem)

/**
 * `POST /v5/earn/pwm/investment-plan/claim` (docs: `docs/v5/finance/pwm/investment-plan/claim.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const claim = Endpoint.make({
  name: "claimPwmWithdrawableFunds",
  method: "POST",
  path: "/v5/earn/pwm/investment-plan/claim",
  auth: "private",
  request: Pwm.PwmClaimRequest,
  response: Pwm.PwmClaimResult,
  permission
})

/**
 * Claims an active plan's withdrawable funds to an account (`FUND` by default).
 *
 * @since 0.1.0
 * @category pwm
 */
export const claimPwmWithdrawableFunds = callable(claim)

/**
 * `GET /v5/earn/pwm/investment-plan/order` (docs: `docs/v5/finance/pwm/investment-plan/order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orders = Endpoint.make({
  name: "getPwmInvestmentPlanOrders",
  method: "GET",
  path: "/v5/earn/pwm/investment-plan/order",
  auth: "private",
  request: Pwm.PwmOrdersRequest,
  response: Pwm.PwmOrdersResult,
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * Subscription, redemption and auto-reinvest orders of the caller's plans, newest first, page by page.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmInvestmentPlanOrders = callable(orders)

/**
 * `GET /v5/earn/pwm/investment-plan/asset-trend` (docs: `docs/v5/finance/pwm/investment-plan/asset-trend.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetTrend = Endpoint.make({
  name: "getPwmInvestmentPlanAssetTrend",
  method: "GET",
  path: "/v5/earn/pwm/investment-plan/asset-trend",
  auth: "private",
  request: Pwm.PwmAssetTrendRequest,
  response: Pwm.PwmAssetTrendResult,
  permission
})

/**
 * A plan's daily USD value (last 7 days by default).
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmInvestmentPlanAssetTrend = callable(assetTrend)

/**
 * `GET /v5/earn/pwm/investment-plan/fund-nav` (docs: `docs/v5/finance/pwm/investment-plan/fund-nav.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fundNav = Endpoint.make({
  name: "getPwmFundHistoricalNav",
  method: "GET",
  path: "/v5/earn/pwm/investment-plan/fund-nav",
  auth: "private",
  request: Pwm.PwmFundNavRequest,
  response: Pwm.PwmFundNavResult,
  permission
})

/**
 * A fund's daily NAV (last 7 days by default, 180 at most).
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmFundHistoricalNav = callable(fundNav)

/**
 * `POST /v5/earn/pwm/fund-transfer` (docs: `docs/v5/finance/pwm/fund-transfer.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fundTransfer = Endpoint.make({
  name: "pwmFundTransfer",
  method: "POST",
  path: "/v5/earn/pwm/fund-transfer",
  auth: "private",
  request: Pwm.PwmFundTransferRequest,
  response: Pwm.PwmFundTransferResult,
  permission
})

/**
 * Moves funds between two custodian sub-accounts of a fund (custodian sub-account key).
 *
 * @since 0.1.0
 * @category pwm
 */
export const pwmFundTransfer = callable(fundTransfer)

/**
 * `GET /v5/earn/pwm/query-fund-transfer-result` (docs: `docs/v5/finance/pwm/query-fund-transfer-result.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fundTransferResult = Endpoint.make({
  name: "getPwmFundTransferRecords",
  method: "GET",
  path: "/v5/earn/pwm/query-fund-transfer-result",
  auth: "private",
  request: Pwm.PwmFundTransferResultRequest,
  response: Pwm.PwmFundTransferResultResult,
  permission
})

/**
 * A custodian transfer by id, or the 20 latest unfinished ones of the past month.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmFundTransferRecords = callable(fundTransferResult)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  customizePlanProduct,
  customizePlanCreate,
  investmentPlans,
  planDetail,
  newPlan,
  subscribe,
  investMore,
  redeem,
  claim,
  orders,
  assetTrend,
  fundNav,
  fundTransfer,
  fundTransferResult
] as const
