/**
 * V5 Earn (`/v5/earn/*`): flexible savings, on-chain staking and Advanced Earn (Dual Assets). Products are public;
 * the rest is signed with a key holding the `Earn` permission.
 *
 * @since 0.1.0
 */
import * as EarnErrors from "../../Errors/exchange/Earn.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as Acknowledged from "../../Schema/Acknowledged.js"
import * as Earn from "../../Schema/Earn.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const earnPermission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/product`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const product = Endpoint.make({
  name: "getEarnProduct",
  method: "GET",
  path: "/v5/earn/product",
  auth: "public",
  request: Earn.EarnProductRequest,
  response: Earn.EarnProducts,
  errors: [SharedErrors.EarnParamsError, SharedErrors.EarnInvalidCoin]
})

/**
 * The flexible-savings or on-chain products, optionally of one coin.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnProduct = callable(product)

/**
 * `POST /v5/earn/place-order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeOrder = Endpoint.make({
  name: "submitStakeRedeem",
  method: "POST",
  path: "/v5/earn/place-order",
  auth: "private",
  request: Earn.EarnPlaceOrderRequest,
  response: Earn.EarnOrderAck,
  errors: [
    SharedErrors.EarnParamsError,
    SharedErrors.EarnInvalidCoin,
    EarnErrors.EarnUserBanned,
    EarnErrors.SiteNotAllowed,
    EarnErrors.ComplianceWalletNotReached,
    EarnErrors.EarnValidationFailed,
    SharedErrors.ProductNotAvailable,
    SharedErrors.InvalidProduct,
    EarnErrors.ProductForbidden,
    EarnErrors.EarnUserNotAllowed,
    EarnErrors.UserNotVip,
    SharedErrors.InvalidPurchaseShare,
    SharedErrors.StakeAboveMaxShare,
    SharedErrors.InvalidRedeemShare,
    EarnErrors.ProductShareInsufficient,
    SharedErrors.EarnBalanceInsufficient,
    EarnErrors.InvalidRiskUser,
    EarnErrors.EarnInternalError,
    SharedErrors.EmptyOrderLinkId,
    SharedErrors.EarnPositionNotFound,
    EarnErrors.KycLevelNotReached,
    EarnErrors.ServiceMaintenance,
    EarnErrors.ChildMemberForbidden,
    SharedErrors.EarnOrderExists,
    SharedErrors.RedeemNotAllowed,
    EarnErrors.DuplicateEarnOrder
  ],
  permission: earnPermission
})

/**
 * Stakes into or redeems from a product. A redemption cannot be cancelled and may take up to 48 hours (days for
 * on-chain); the `orderLinkId` guards against replays for 30 minutes.
 *
 * @since 0.1.0
 * @category earn
 */
export const submitStakeRedeem = callable(placeOrder)

/**
 * `GET /v5/earn/order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const order = Endpoint.make({
  name: "getEarnOrderHistory",
  method: "GET",
  path: "/v5/earn/order",
  auth: "private",
  request: Earn.EarnOrderHistoryRequest,
  response: Earn.EarnOrders,
  errors: [SharedErrors.EarnParamsError],
  permission: earnPermission,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Stake and redeem orders, page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnOrderHistory = callable(order)

/**
 * `GET /v5/earn/position`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const position = Endpoint.make({
  name: "getEarnPosition",
  method: "GET",
  path: "/v5/earn/position",
  auth: "private",
  request: Earn.EarnPositionRequest,
  response: Earn.EarnPositions,
  errors: [SharedErrors.EarnParamsError],
  permission: earnPermission
})

/**
 * Staked positions with their claimable yield.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnPosition = callable(position)

/**
 * `POST /v5/earn/position/modify`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const modifyPosition = Endpoint.make({
  name: "modifyEarnPosition",
  method: "POST",
  path: "/v5/earn/position/modify",
  auth: "private",
  request: Earn.EarnModifyPositionRequest,
  response: Acknowledged.Acknowledged,
  errors: [SharedErrors.EarnParamsError, SharedErrors.EarnPositionNotFound, SharedErrors.ReinvestValidationFailed],
  permission: earnPermission,
  // Setting the switch again leaves the same state.
  idempotent: true
})

/**
 * Turns auto-reinvest on or off for a fixed-duration on-chain position.
 *
 * @since 0.1.0
 * @category earn
 */
export const modifyEarnPosition = callable(modifyPosition)

/**
 * `GET /v5/earn/yield`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const yieldHistory = Endpoint.make({
  name: "getEarnYieldHistory",
  method: "GET",
  path: "/v5/earn/yield",
  auth: "private",
  request: Earn.EarnYieldRequest,
  response: Earn.EarnYieldHistory,
  errors: [SharedErrors.EarnParamsError],
  permission: earnPermission,
  pagination: { cursor: "nextPageCursor", list: "yield" }
})

/**
 * Flexible-savings or on-chain yield distributions, page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnYieldHistory = callable(yieldHistory)

/**
 * `GET /v5/earn/hourly-yield`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const hourlyYield = Endpoint.make({
  name: "getEarnHourlyYieldHistory",
  method: "GET",
  path: "/v5/earn/hourly-yield",
  auth: "private",
  request: Earn.EarnHourlyYieldRequest,
  response: Earn.EarnHourlyYieldHistory,
  errors: [SharedErrors.EarnParamsError],
  permission: earnPermission,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Flexible-savings yield accrued hour by hour, page by page.
 *
 * @since 0.1.0
 * @category earn
 */
export const getEarnHourlyYieldHistory = callable(hourlyYield)

/**
 * `GET /v5/earn/advance/product`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const advanceProduct = Endpoint.make({
  name: "getAdvancedEarnProduct",
  method: "GET",
  path: "/v5/earn/advance/product",
  auth: "public",
  request: Earn.AdvancedProductRequest,
  response: Earn.AdvancedProducts,
  errors: [SharedErrors.EarnParamsError, SharedErrors.EarnInvalidCoin]
})

/**
 * Dual Assets products, optionally of one coin or duration.
 *
 * @since 0.1.0
 * @category advanced-earn
 */
export const getAdvancedEarnProduct = callable(advanceProduct)

/**
 * `GET /v5/earn/advance/product-extra-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const advanceProductExtraInfo = Endpoint.make({
  name: "getAdvancedEarnProductQuote",
  method: "GET",
  path: "/v5/earn/advance/product-extra-info",
  auth: "public",
  request: Earn.AdvancedProductQuoteRequest,
  response: Earn.AdvancedProductQuote,
  errors: [SharedErrors.EarnParamsError, SharedErrors.InvalidProduct]
})

/**
 * The live target prices and APYs of a Dual Assets product, both directions.
 *
 * @since 0.1.0
 * @category advanced-earn
 */
export const getAdvancedEarnProductQuote = callable(advanceProductExtraInfo)

/**
 * `POST /v5/earn/advance/place-order` (the docs page writes `/v5/order/advance/place-order`; every other
 * advanced-earn path and the SDKs use the `earn` prefix).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const advancePlaceOrder = Endpoint.make({
  name: "submitAdvancedEarnOrder",
  method: "POST",
  path: "/v5/earn/advance/place-order",
  auth: "private",
  request: Earn.AdvancedPlaceOrderRequest,
  response: Earn.EarnOrderAck,
  errors: [
    SharedErrors.EarnParamsError,
    SharedErrors.EarnInvalidCoin,
    SharedErrors.ProductNotAvailable,
    SharedErrors.InvalidProduct,
    SharedErrors.EarnBalanceInsufficient,
    EarnErrors.ProductShareInsufficient,
    EarnErrors.InvalidSelectPrice,
    EarnErrors.AprLowered,
    SharedErrors.EarnOrderExists,
    EarnErrors.DuplicateEarnOrder,
    SharedErrors.EarnPositionNotFound,
    SharedErrors.RedeemNotAllowed
  ],
  permission: earnPermission,
  // Resending the same orderLinkId within 30 minutes answers the same order.
  idempotent: true
})

/**
 * Subscribes to a Dual Assets product at a quoted target price (asynchronous: track it with the order query).
 *
 * @since 0.1.0
 * @category advanced-earn
 */
export const submitAdvancedEarnOrder = callable(advancePlaceOrder)

/**
 * `GET /v5/earn/advance/order`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const advanceOrder = Endpoint.make({
  name: "getAdvancedEarnOrders",
  method: "GET",
  path: "/v5/earn/advance/order",
  auth: "private",
  request: Earn.AdvancedOrdersRequest,
  response: Earn.AdvancedOrders,
  errors: [SharedErrors.EarnParamsError],
  permission: earnPermission,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Dual Assets orders, page by page.
 *
 * @since 0.1.0
 * @category advanced-earn
 */
export const getAdvancedEarnOrders = callable(advanceOrder)

/**
 * `GET /v5/earn/advance/position`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const advancePosition = Endpoint.make({
  name: "getAdvancedEarnPositions",
  method: "GET",
  path: "/v5/earn/advance/position",
  auth: "private",
  request: Earn.AdvancedPositionsRequest,
  response: Earn.AdvancedPositions,
  errors: [SharedErrors.EarnParamsError],
  permission: earnPermission,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Active Dual Assets positions, page by page.
 *
 * @since 0.1.0
 * @category advanced-earn
 */
export const getAdvancedEarnPositions = callable(advancePosition)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  product,
  placeOrder,
  order,
  position,
  modifyPosition,
  yieldHistory,
  hourlyYield,
  advanceProduct,
  advanceProductExtraInfo,
  advancePlaceOrder,
  advanceOrder,
  advancePosition
] as const
