/**
 * V5 spot leveraged tokens (`/v5/spot-lever-token/*`): token info and market reference (public), purchase,
 * redemption and their history (signed, spot trading permission).
 *
 * @since 0.1.0
 */
import * as SpotLeverTokenErrors from "../../Errors/exchange/SpotLeverToken.js"
import * as LeverageToken from "../../Schema/LeverageToken.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

// Purchases and redemptions are spot-account operations: the key needs spot trading.
const spotTrade: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `GET /v5/spot-lever-token/info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const info = Endpoint.make({
  name: "getLeveragedTokenInfo",
  method: "GET",
  path: "/v5/spot-lever-token/info",
  auth: "public",
  request: LeverageToken.LeveragedTokenInfoRequest,
  response: LeverageToken.LeveragedTokenInfo
})

/**
 * Limits, fees, status and value of one leveraged token, or of all.
 *
 * @since 0.1.0
 * @category leveraged-token
 */
export const getLeveragedTokenInfo = callable(info)

/**
 * `GET /v5/spot-lever-token/reference`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const reference = Endpoint.make({
  name: "getLeveragedTokenMarket",
  method: "GET",
  path: "/v5/spot-lever-token/reference",
  auth: "public",
  request: LeverageToken.LeveragedTokenMarketRequest,
  response: LeverageToken.LeveragedTokenMarket
})

/**
 * A token's net asset value, circulation, basket and real leverage.
 *
 * @since 0.1.0
 * @category leveraged-token
 */
export const getLeveragedTokenMarket = callable(reference)

/**
 * `POST /v5/spot-lever-token/purchase`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const purchase = Endpoint.make({
  name: "purchaseSpotLeveragedToken",
  method: "POST",
  path: "/v5/spot-lever-token/purchase",
  auth: "private",
  request: LeverageToken.PurchaseRequest,
  response: LeverageToken.Purchase,
  errors: [
    SpotLeverTokenErrors.SerialNumInUse,
    SpotLeverTokenErrors.DailyPurchaseLimitExceeded,
    SpotLeverTokenErrors.PurchaseQueueBusy,
    SpotLeverTokenErrors.LeveragedTokenBalanceInsufficient,
    SpotLeverTokenErrors.PurchasePeriodNotStarted,
    SpotLeverTokenErrors.PurchaseAmountAboveLimit,
    SpotLeverTokenErrors.LeveragedTokenQuizRequired,
    SpotLeverTokenErrors.LeveragedTokenPurchaseSuspended,
    SpotLeverTokenErrors.LeveragedTokenInvalidFormat,
    SpotLeverTokenErrors.LeveragedTokenPositionLimitExceeded,
    SpotLeverTokenErrors.LeveragedTokenUpgradeInProgress
  ],
  permission: spotTrade
})

/**
 * Buys a leveraged token for `ltAmount` of quote coin; the order usually answers "in progress" and settles later
 * (see {@link getSpotLeveragedTokenOrderHistory}).
 *
 * @since 0.1.0
 * @category leveraged-token
 */
export const purchaseSpotLeveragedToken = callable(purchase)

/**
 * `POST /v5/spot-lever-token/redeem`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeem = Endpoint.make({
  name: "redeemSpotLeveragedToken",
  method: "POST",
  path: "/v5/spot-lever-token/redeem",
  auth: "private",
  request: LeverageToken.RedeemRequest,
  response: LeverageToken.Redeem,
  errors: [
    SpotLeverTokenErrors.SerialNumInUse,
    SpotLeverTokenErrors.DailyRedemptionLimitExceeded,
    SpotLeverTokenErrors.RedemptionQueueBusy,
    SpotLeverTokenErrors.LeveragedTokenBalanceInsufficient,
    SpotLeverTokenErrors.RedemptionPeriodNotStarted,
    SpotLeverTokenErrors.RedemptionAmountAboveLimit,
    SpotLeverTokenErrors.LeveragedTokenQuizRequired,
    SpotLeverTokenErrors.LeveragedTokenRedemptionSuspended,
    SpotLeverTokenErrors.LeveragedTokenInvalidFormat,
    SpotLeverTokenErrors.LeveragedTokenUpgradeInProgress
  ],
  permission: spotTrade
})

/**
 * Redeems `quantity` of a leveraged token for its quote coin.
 *
 * @since 0.1.0
 * @category leveraged-token
 */
export const redeemSpotLeveragedToken = callable(redeem)

/**
 * `GET /v5/spot-lever-token/order-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderRecord = Endpoint.make({
  name: "getSpotLeveragedTokenOrderHistory",
  method: "GET",
  path: "/v5/spot-lever-token/order-record",
  auth: "private",
  request: LeverageToken.OrderRecordRequest,
  response: LeverageToken.OrderRecords,
  errors: [SpotLeverTokenErrors.LeveragedTokenOrderNotFound],
  permission: spotTrade
})

/**
 * Purchase and redemption history, filtered by token, order id, serial number, type or time.
 *
 * @since 0.1.0
 * @category leveraged-token
 */
export const getSpotLeveragedTokenOrderHistory = callable(orderRecord)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [info, reference, purchase, redeem, orderRecord] as const
