/**
 * V5 lending (`/v5/lending/*`, deprecated in the docs' abandon folder, still served): coins, deposits into and
 * redemptions from the lending pool, order records and the lending account. Signed with a key holding the `Spot`
 * permission.
 *
 * @since 0.1.0
 */
import * as Lending from "../../Schema/Lending.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const permission: Endpoint.Permission = { group: "Spot", name: "SpotTrade" }

/**
 * `GET /v5/lending/info` (docs: `docs/v5/abandon/coin-info.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const info = Endpoint.make({
  name: "getLendingCoinInfo",
  method: "GET",
  path: "/v5/lending/info",
  auth: "private",
  request: Lending.LendingInfoRequest,
  response: Lending.LendingInfoResult,
  permission
})

/**
 * The lending coins (or one): rates, limits and utilisation.
 *
 * @since 0.1.0
 * @category lending
 */
export const getLendingCoinInfo = callable(info)

/**
 * `POST /v5/lending/purchase` (docs: `docs/v5/abandon/deposit.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const purchase = Endpoint.make({
  name: "depositLendingFunds",
  method: "POST",
  path: "/v5/lending/purchase",
  auth: "private",
  request: Lending.LendingPurchaseRequest,
  response: Lending.LendingPurchaseResult,
  permission
})

/**
 * Lends a quantity of a coin to the pool (from the spot or unified wallet).
 *
 * @since 0.1.0
 * @category lending
 */
export const depositLendingFunds = callable(purchase)

/**
 * `POST /v5/lending/redeem` (docs: `docs/v5/abandon/redeem.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeem = Endpoint.make({
  name: "redeemLendingFunds",
  method: "POST",
  path: "/v5/lending/redeem",
  auth: "private",
  request: Lending.LendingRedeemRequest,
  response: Lending.LendingRedeemResult,
  permission
})

/**
 * Redeems a quantity from the pool (the interest comes as a second record).
 *
 * @since 0.1.0
 * @category lending
 */
export const redeemLendingFunds = callable(redeem)

/**
 * `POST /v5/lending/redeem-cancel` (docs: `docs/v5/abandon/cancel-redeem.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const redeemCancel = Endpoint.make({
  name: "cancelRedeemLendingFunds",
  method: "POST",
  path: "/v5/lending/redeem-cancel",
  auth: "private",
  request: Lending.LendingRedeemCancelRequest,
  response: Lending.LendingRedeemCancelResult,
  permission
})

/**
 * Cancels a redemption by order id or serial number.
 *
 * @since 0.1.0
 * @category lending
 */
export const cancelRedeemLendingFunds = callable(redeemCancel)

/**
 * `GET /v5/lending/history-order` (docs: `docs/v5/abandon/order-record.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const historyOrder = Endpoint.make({
  name: "getLendingOrderRecords",
  method: "GET",
  path: "/v5/lending/history-order",
  auth: "private",
  request: Lending.LendingHistoryOrderRequest,
  response: Lending.LendingHistoryOrderResult,
  permission
})

/**
 * Deposit, redemption and proceeds records.
 *
 * @since 0.1.0
 * @category lending
 */
export const getLendingOrderRecords = callable(historyOrder)

/**
 * `GET /v5/lending/account` (docs: `docs/v5/abandon/account-info.mdx`).
 *
 * @since 0.1.0
 * @category endpoints
 */
export const account = Endpoint.make({
  name: "getLendingAccountInfo",
  method: "GET",
  path: "/v5/lending/account",
  auth: "private",
  request: Lending.LendingAccountRequest,
  response: Lending.LendingAccountResult,
  permission
})

/**
 * The caller's lending position in a coin: deposited, redeemable today and interest.
 *
 * @since 0.1.0
 * @category lending
 */
export const getLendingAccountInfo = callable(account)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [info, purchase, redeem, redeemCancel, historyOrder, account] as const
