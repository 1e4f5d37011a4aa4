/**
 * V5 real-world-asset earn (`/v5/earn/rwa/*`): products and NAV chart (public), stake/redeem orders and positions
 * (signed, `Earn` permission).
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as EarnRwa from "../../Schema/EarnRwa.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/rwa/product` (docs: `docs/v5/finance/rwa/product.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const product = Endpoint.make({
  name: "getRWAProductList",
  method: "GET",
  path: "/v5/earn/rwa/product",
  auth: "public",
  request: EarnRwa.EarnRwaProductRequest,
  response: EarnRwa.EarnRwaProductResult
})

/**
 * RWA products, optionally of one settlement coin; `userQuota` only when signed.
 *
 * @since 0.1.0
 * @category earn
 */
export const getRWAProductList = callable(product)

/**
 * `POST /v5/earn/rwa/place-order` (docs: `docs/v5/finance/rwa/place-order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeOrder = Endpoint.make({
  name: "placeRWAOrder",
  method: "POST",
  path: "/v5/earn/rwa/place-order",
  auth: "private",
  request: EarnRwa.EarnRwaPlaceOrderRequest,
  response: EarnRwa.EarnRwaPlaceOrderResult,
  errors: [
    SharedErrors.InvalidProduct,
    SharedErrors.EarnInvalidCoin,
    SharedErrors.InvalidPurchaseShare,
    SharedErrors.StakeAboveMaxShare,
    SharedErrors.EarnBalanceInsufficient,
    SharedErrors.InvalidRedeemShare,
    SharedErrors.RedeemNotAllowed,
    SharedErrors.EarnOrderExists
  ],
  permission
})

/**
 * Stakes settlement coin for shares at the next NAV, or redeems shares (settled T+N); `orderLinkId` is required and
 * unique.
 *
 * @since 0.1.0
 * @category earn
 */
export const placeRWAOrder = callable(placeOrder)

/**
 * `GET /v5/earn/rwa/order` (docs: `docs/v5/finance/rwa/order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const order = Endpoint.make({
  name: "getRWAOrderList",
  method: "GET",
  path: "/v5/earn/rwa/order",
  auth: "private",
  request: EarnRwa.EarnRwaOrderRequest,
  response: EarnRwa.EarnRwaOrderResult,
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * RWA orders: one by id, or filtered (last 7 days by default, 180 at most), page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getRWAOrderList = callable(order)

/**
 * `GET /v5/earn/rwa/position` (docs: `docs/v5/finance/rwa/position.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const position = Endpoint.make({
  name: "getRWAPositionList",
  method: "GET",
  path: "/v5/earn/rwa/position",
  auth: "private",
  request: EarnRwa.EarnRwaPositionRequest,
  response: EarnRwa.EarnRwaPositionResult,
  permission
})

/**
 * The caller's RWA positions: effective and pending shares, bonus and value at the current NAV.
 *
 * @since 0.1.0
 * @category earn
 */
export const getRWAPositionList = callable(position)

/**
 * `GET /v5/earn/rwa/nav-chart` (docs: `docs/v5/finance/rwa/nav-chart.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const navChart = Endpoint.make({
  name: "getRWANavChart",
  method: "GET",
  path: "/v5/earn/rwa/nav-chart",
  auth: "public",
  request: EarnRwa.EarnRwaNavChartRequest,
  response: EarnRwa.EarnRwaNavChartResult,
  errors: [SharedErrors.InvalidProduct]
})

/**
 * Daily NAV of a product (UTC dates, ascending; last 7 days by default, 180 at most).
 *
 * @since 0.1.0
 * @category earn
 */
export const getRWANavChart = callable(navChart)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [product, placeOrder, order, position, navChart] as const
