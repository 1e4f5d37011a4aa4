/**
 * V5 token earn (`/v5/earn/token/*`): mint and redeem BYUSDT, its orders, position and yield. Products and APR history
 * are public; the rest is signed with a key holding the `Earn` permission.
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as EarnToken from "../../Schema/EarnToken.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/token/product` (docs: `docs/v5/finance/advanced-earn/byusdt/product.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const product = Endpoint.make({
  name: "getEarnTokenProduct",
  method: "GET",
  path: "/v5/earn/token/product",
  auth: "public",
  request: EarnToken.EarnTokenProductRequest,
  response: EarnToken.EarnTokenProductResult
})

/**
 * The BYUSDT product: fees, APR, quota and (signed) the caller's holdings.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnTokenProduct = callable(product)

/**
 * `POST /v5/earn/token/place-order` (docs: `docs/v5/finance/advanced-earn/byusdt/place-order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeOrder = Endpoint.make({
  name: "submitEarnTokenOrder",
  method: "POST",
  path: "/v5/earn/token/place-order",
  auth: "private",
  request: EarnToken.EarnTokenPlaceOrderRequest,
  response: EarnToken.EarnTokenPlaceOrderResult,
  errors: [
    SharedErrors.EarnParamsError,
    SharedErrors.InvalidPurchaseShare,
    SharedErrors.InvalidRedeemShare,
    SharedErrors.StakeAboveMaxShare,
    SharedErrors.EarnBalanceInsufficient,
    SharedErrors.EarnOrderExists
  ],
  permission
})

/**
 * Mints BYUSDT from Flexible Saving USDT or redeems it to the unified account; `orderLinkId` makes it idempotent.
 *
 * @since 0.1.0
 * @category earn
 */
export const submitEarnTokenOrder = callable(placeOrder)

/**
 * `GET /v5/earn/token/order` (docs: `docs/v5/finance/earn/byusdt/order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const order = Endpoint.make({
  name: "getEarnTokenOrders",
  method: "GET",
  path: "/v5/earn/token/order",
  auth: "private",
  request: EarnToken.EarnTokenOrderRequest,
  response: EarnToken.EarnTokenOrderResult,
  errors: [SharedErrors.EarnParamsError],
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * Mint and redeem orders: one by id, or filtered by type and time, page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnTokenOrders = callable(order)

/**
 * `GET /v5/earn/token/position` (docs: `docs/v5/finance/earn/byusdt/position.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const position = Endpoint.make({
  name: "getEarnTokenPosition",
  method: "GET",
  path: "/v5/earn/token/position",
  auth: "private",
  request: EarnToken.EarnTokenPositionRequest,
  response: EarnToken.EarnTokenPositionResult,
  permission
})

/**
 * The caller's BYUSDT holdings, total and yesterday's yield and current APR.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnTokenPosition = callable(position)

/**
 * `GET /v5/earn/token/yield` (docs: `docs/v5/finance/earn/byusdt/yield.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const dailyYield = Endpoint.make({
  name: "getEarnTokenDailyYield",
  method: "GET",
  path: "/v5/earn/token/yield",
  auth: "private",
  request: EarnToken.EarnTokenDailyYieldRequest,
  response: EarnToken.EarnTokenDailyYieldResult,
  errors: [SharedErrors.EarnParamsError],
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * Daily base and bonus yield records, page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnTokenDailyYield = callable(dailyYield)

/**
 * `GET /v5/earn/token/hourly-yield` (docs: `docs/v5/finance/earn/byusdt/hourly-yield.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const hourlyYield = Endpoint.make({
  name: "getEarnTokenHourlyYield",
  method: "GET",
  path: "/v5/earn/token/hourly-yield",
  auth: "private",
  request: EarnToken.EarnTokenHourlyYieldRequest,
  response: EarnToken.EarnTokenHourlyYieldResult,
  errors: [SharedErrors.EarnParamsError],
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * Hourly yield records (base `rewardType` 0, bonus 1), page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnTokenHourlyYield = callable(hourlyYield)

/**
 * `GET /v5/earn/token/history-apr` (docs: `docs/v5/finance/earn/byusdt/history-apr.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const historyApr = Endpoint.make({
  name: "getEarnTokenHistoryApr",
  method: "GET",
  path: "/v5/earn/token/history-apr",
  auth: "public",
  request: EarnToken.EarnTokenHistoryAprRequest,
  response: EarnToken.EarnTokenHistoryAprResult,
  errors: [SharedErrors.EarnParamsError]
})

/**
 * Daily APR over the last 7 (`range` 1), 30 (2) or 180 (3) days.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnTokenHistoryApr = callable(historyApr)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [product, placeOrder, order, position, dailyYield, hourlyYield, historyApr] as const
