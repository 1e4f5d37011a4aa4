/**
 * V5 private wealth management for asset managers (`/v5/earn/pwm/asset-manager/*`): funds, their sub-accounts,
 * investment plans for clients, subscription/redemption review and profit settlement. Signed (`Earn` permission),
 * institution keys.
 *
 * @since 0.1.0
 */
import * as PwmAssetManager from "../../Schema/PwmAssetManager.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/pwm/asset-manager/all-funds` (docs: `docs/v5/finance/pwm/asset-manager/all-funds.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const allFunds = Endpoint.make({
  name: "getPwmAllFunds",
  method: "GET",
  path: "/v5/earn/pwm/asset-manager/all-funds",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerAllFundsRequest,
  response: PwmAssetManager.PwmAssetManagerAllFundsResult,
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * The institution's funds, newest first, page by page.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmAllFunds = callable(allFunds)

/**
 * `GET /v5/earn/pwm/asset-manager/all-order` (docs: `docs/v5/finance/pwm/asset-manager/all-order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const allOrders = Endpoint.make({
  name: "getPwmAllFundOrders",
  method: "GET",
  path: "/v5/earn/pwm/asset-manager/all-order",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerAllOrdersRequest,
  response: PwmAssetManager.PwmAssetManagerAllOrdersResult,
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * Subscription and redemption orders of the institution's funds (7-day windows), page by page.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmAllFundOrders = callable(allOrders)

/**
 * `POST /v5/earn/pwm/asset-manager/create-fund` (docs: `docs/v5/finance/pwm/asset-manager/create-fund.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createFund = Endpoint.make({
  name: "createPwmFund",
  method: "POST",
  path: "/v5/earn/pwm/asset-manager/create-fund",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerCreateFundRequest,
  response: PwmAssetManager.PwmAssetManagerCreateFundResult,
  permission
})

/**
 * Creates a fund (at most 10 an institution), pending subscription.
 *
 * @since 0.1.0
 * @category pwm
 */
export const createPwmFund = callable(createFund)

/**
 * `POST /v5/earn/pwm/asset-manager/create-investment-plan` (docs: `docs/v5/finance/pwm/asset-manager/create-investment-plan.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createInvestmentPlan = Endpoint.make({
  name: "createPwmAssetManagerInvestmentPlan",
  method: "POST",
  path: "/v5/earn/pwm/asset-manager/create-investment-plan",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerCreateInvestmentPlanRequest,
  response: PwmAssetManager.PwmAssetManagerCreateInvestmentPlanResult,
  permission
})

/**
 * Configures an investment plan of the institution's funds for a client UID.
 *
 * @since 0.1.0
 * @category pwm
 */
export const createPwmAssetManagerInvestmentPlan = callable(createInvestmentPlan)

/**
 * `POST /v5/earn/pwm/asset-manager/manage-investment-plan` (docs: `docs/v5/finance/pwm/asset-manager/manage-investment-plan.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const manageInvestmentPlan = Endpoint.make({
  name: "managePwmAssetManagerInvestmentPlan",
  method: "POST",
  path: "/v5/earn/pwm/asset-manager/manage-investment-plan",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerManageInvestmentPlanRequest,
  response: PwmAssetManager.PwmAssetManagerManageInvestmentPlanResult,
  permission
})

/**
 * Closes or deletes a plan, or adds/updates its fund amounts (at most 10).
 *
 * @since 0.1.0
 * @category pwm
 */
export const managePwmAssetManagerInvestmentPlan = callable(manageInvestmentPlan)

/**
 * `POST /v5/earn/pwm/asset-manager/manage-order` (docs: `docs/v5/finance/pwm/asset-manager/manage-order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const manageOrder = Endpoint.make({
  name: "managePwmFundOrder",
  method: "POST",
  path: "/v5/earn/pwm/asset-manager/manage-order",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerManageOrderRequest,
  response: PwmAssetManager.PwmAssetManagerManageOrderResult,
  permission
})

/**
 * Approves or rejects a fund order pending review.
 *
 * @since 0.1.0
 * @category pwm
 */
export const managePwmFundOrder = callable(manageOrder)

/**
 * `POST /v5/earn/pwm/asset-manager/settle-profit` (docs: `docs/v5/finance/pwm/asset-manager/settle-profit.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const settleProfit = Endpoint.make({
  name: "settlePwmFundProfit",
  method: "POST",
  path: "/v5/earn/pwm/asset-manager/settle-profit",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerSettleProfitRequest,
  response: PwmAssetManager.PwmAssetManagerSettleProfitResult,
  permission
})

/**
 * Settles the profit share of an active fund.
 *
 * @since 0.1.0
 * @category pwm
 */
export const settlePwmFundProfit = callable(settleProfit)

/**
 * `POST /v5/earn/pwm/asset-manager/create-sub-account` (docs: `docs/v5/finance/pwm/asset-manager/create-sub-account.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const createSubAccount = Endpoint.make({
  name: "createPwmFundSubAccount",
  method: "POST",
  path: "/v5/earn/pwm/asset-manager/create-sub-account",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerCreateSubAccountRequest,
  response: PwmAssetManager.PwmAssetManagerCreateSubAccountResult,
  permission
})

/**
 * Creates a sub-account of an active fund (asynchronous: repeat the call with the same `reqLinkId` to read its UID).
 *
 * @since 0.1.0
 * @category pwm
 */
export const createPwmFundSubAccount = callable(createSubAccount)

/**
 * `GET /v5/earn/pwm/asset-manager/get-investment-plan` (docs: `docs/v5/finance/pwm/asset-manager/get-investment-plan.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const investmentPlans = Endpoint.make({
  name: "getPwmAssetManagerInvestmentPlans",
  method: "GET",
  path: "/v5/earn/pwm/asset-manager/get-investment-plan",
  auth: "private",
  request: PwmAssetManager.PwmAssetManagerInvestmentPlansRequest,
  response: PwmAssetManager.PwmAssetManagerInvestmentPlansResult,
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * The investment plans the institution created, page by page.
 *
 * @since 0.1.0
 * @category pwm
 */
export const getPwmAssetManagerInvestmentPlans = callable(investmentPlans)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  allFunds,
  allOrders,
  createFund,
  createInvestmentPlan,
  manageInvestmentPlan,
  manageOrder,
  settleProfit,
  createSubAccount,
  investmentPlans
] as const
