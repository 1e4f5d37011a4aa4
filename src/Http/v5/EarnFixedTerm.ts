/**
 * V5 fixed-term savings (`/v5/earn/fixed-term/*`): products (public), stake orders, positions, early redemption and
 * auto-reinvest (signed, `Earn` permission).
 *
 * @since 0.1.0
 */
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as EarnFixedTerm from "../../Schema/EarnFixedTerm.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Earn", name: "Earn" }

/**
 * `GET /v5/earn/fixed-term/product` (docs: `docs/v5/finance/earn/fixed-saving/product.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const product = Endpoint.make({
  name: "getFixedTermEarnProduct",
  method: "GET",
  path: "/v5/earn/fixed-term/product",
  auth: "public",
  request: EarnFixedTerm.EarnFixedTermProductRequest,
  response: EarnFixedTerm.EarnFixedTermProductResult
})

/**
 * Fixed-term products, optionally of one coin, with tiered and multi-coin APY.
 *
 * @since 0.1.0
 * @category earn
 */
export const getFixedTermEarnProduct = callable(product)

/**
 * `POST /v5/earn/fixed-term/place-order` (docs: `docs/v5/finance/earn/fixed-saving/place-order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const placeOrder = Endpoint.make({
  name: "submitFixedTermEarnOrder",
  method: "POST",
  path: "/v5/earn/fixed-term/place-order",
  auth: "private",
  request: EarnFixedTerm.EarnFixedTermPlaceOrderRequest,
  response: EarnFixedTerm.EarnFixedTermPlaceOrderResult,
  errors: [
    SharedErrors.EarnParamsError,
    SharedErrors.EarnInvalidCoin,
    SharedErrors.InvalidProduct,
    SharedErrors.ProductNotAvailable,
    SharedErrors.InvalidPurchaseShare,
    SharedErrors.StakeAboveMaxShare,
    SharedErrors.EarnBalanceInsufficient,
    SharedErrors.EmptyOrderLinkId,
    SharedErrors.EarnOrderExists
  ],
  permission
})

/**
 * Subscribes to a fixed-term product from `FUND` or `UNIFIED`; `orderLinkId` makes it idempotent.
 *
 * @since 0.1.0
 * @category earn
 */
export const submitFixedTermEarnOrder = callable(placeOrder)

/**
 * `GET /v5/earn/fixed-term/order` (docs: `docs/v5/finance/earn/fixed-saving/order.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const order = Endpoint.make({
  name: "getFixedTermEarnOrder",
  method: "GET",
  path: "/v5/earn/fixed-term/order",
  auth: "private",
  request: EarnFixedTerm.EarnFixedTermOrderRequest,
  response: EarnFixedTerm.EarnFixedTermOrderResult,
  errors: [SharedErrors.EarnParamsError],
  pagination: { cursor: "nextPageCursor", list: "list" },
  permission
})

/**
 * Stake, redeem and reinvest orders: one by id or filtered, page by page (`productId` needs `category`).
 *
 * @since 0.1.0
 * @category earn
 */
export const getFixedTermEarnOrder = callable(order)

/**
 * `GET /v5/earn/fixed-term/position` (docs: `docs/v5/finance/earn/fixed-saving/position.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const position = Endpoint.make({
  name: "getFixedTermEarnPosition",
  method: "GET",
  path: "/v5/earn/fixed-term/position",
  auth: "private",
  request: EarnFixedTerm.EarnFixedTermPositionRequest,
  response: EarnFixedTerm.EarnFixedTermPositionResult,
  errors: [SharedErrors.EarnParamsError],
  permission
})

/**
 * Active fixed-term positions with early-redemption info and auto-reinvest setting.
 *
 * @since 0.1.0
 * @category earn
 */
export const getFixedTermEarnPosition = callable(position)

/**
 * `POST /v5/earn/fixed-term/redeem` (docs: `docs/v5/finance/earn/fixed-saving/redeem.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeem = Endpoint.make({
  name: "redeemFixedTermEarn",
  method: "POST",
  path: "/v5/earn/fixed-term/redeem",
  auth: "private",
  request: EarnFixedTerm.EarnFixedTermRedeemRequest,
  response: EarnFixedTerm.EarnFixedTermRedeemResult,
  errors: [
    SharedErrors.EarnParamsError,
    SharedErrors.InvalidProduct,
    SharedErrors.EarnPositionNotFound,
    SharedErrors.RedeemNotAllowed
  ],
  permission
})

/**
 * Redeems a `FundPool` position early (where allowed); funds go to `FUND`.
 *
 * @since 0.1.0
 * @category earn
 */
export const redeemFixedTermEarn = callable(redeem)

/**
 * `POST /v5/earn/fixed-term/position/auto-invest` (docs: `docs/v5/finance/earn/fixed-saving/set-auto-invest.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setAutoInvest = Endpoint.make({
  name: "setFixedTermEarnAutoInvest",
  method: "POST",
  path: "/v5/earn/fixed-term/position/auto-invest",
  auth: "private",
  request: EarnFixedTerm.EarnFixedTermSetAutoInvestRequest,
  response: EarnFixedTerm.EarnFixedTermSetAutoInvestResult,
  errors: [SharedErrors.EarnParamsError, SharedErrors.EarnPositionNotFound, SharedErrors.ReinvestValidationFailed],
  permission
})

/**
 * Turns auto-reinvest of a position on or off.
 *
 * @since 0.1.0
 * @category earn
 */
export const setFixedTermEarnAutoInvest = callable(setAutoInvest)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [product, placeOrder, order, position, redeem, setAutoInvest] as const
