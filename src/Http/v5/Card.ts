/**
 * V5 Bybit Card (`/v5/card/*`): card transactions, reward points, tier, the reward mall and cashback orders. Every
 * call is a signed POST, the reads too (marked idempotent); the docs name no key permission.
 *
 * @since 0.1.0
 */
import * as Card from "../../Schema/Card.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

/**
 * `POST /v5/card/transaction/query-asset-records`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const assetRecords = Endpoint.make({
  name: "queryCardAssetRecords",
  method: "POST",
  path: "/v5/card/transaction/query-asset-records",
  auth: "private",
  request: Card.AssetRecordsRequest,
  response: Card.AssetRecords,
  idempotent: true
})

/**
 * Card transactions filtered by status, card, merchant, type and time, page by page.
 *
 * @since 0.1.0
 * @category card
 */
export const queryCardAssetRecords = callable(assetRecords)

/**
 * `POST /v5/card/reward/points/balance`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const pointsBalance = Endpoint.make({
  name: "queryCardPointsBalance",
  method: "POST",
  path: "/v5/card/reward/points/balance",
  auth: "private",
  request: NoParams.NoParams,
  response: Card.PointsBalance,
  idempotent: true
})

/**
 * The card reward points: available, pending (frozen) and the account's status.
 *
 * @since 0.1.0
 * @category card
 */
export const queryCardPointsBalance = callable(pointsBalance)

/**
 * `POST /v5/card/reward/points/records`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const pointsRecords = Endpoint.make({
  name: "queryCardPointsRecords",
  method: "POST",
  path: "/v5/card/reward/points/records",
  auth: "private",
  request: Card.PointsRecordsRequest,
  response: Card.PointsRecords,
  idempotent: true
})

/**
 * Points earned and spent with the card transaction behind each, page by page.
 *
 * @since 0.1.0
 * @category card
 */
export const queryCardPointsRecords = callable(pointsRecords)

/**
 * `POST /v5/card/reward/points/tier`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const pointsTier = Endpoint.make({
  name: "queryCardPointsTier",
  method: "POST",
  path: "/v5/card/reward/points/tier",
  auth: "private",
  request: NoParams.NoParams,
  response: Card.PointsTier,
  idempotent: true
})

/**
 * The reward tier, its spending limit and whether cashback is automatic.
 *
 * @since 0.1.0
 * @category card
 */
export const queryCardPointsTier = callable(pointsTier)

/**
 * `POST /v5/card/reward/mall/item/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const mallItems = Endpoint.make({
  name: "queryCardMallItemList",
  method: "POST",
  path: "/v5/card/reward/mall/item/list",
  auth: "private",
  request: Card.MallItemsRequest,
  response: Card.MallItems,
  idempotent: true
})

/**
 * The reward mall's items, page by page, sorted and filtered by type.
 *
 * @since 0.1.0
 * @category card
 */
export const queryCardMallItemList = callable(mallItems)

/**
 * `POST /v5/card/reward/point/cashback/detail`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const cashbackDetail = Endpoint.make({
  name: "queryCardPointCashbackDetail",
  method: "POST",
  path: "/v5/card/reward/point/cashback/detail",
  auth: "private",
  request: Card.CashbackDetailRequest,
  response: Card.CashbackDetail,
  idempotent: true
})

/**
 * One cashback order: the points spent, the amount paid back and its status.
 *
 * @since 0.1.0
 * @category card
 */
export const queryCardPointCashbackDetail = callable(cashbackDetail)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [assetRecords, pointsBalance, pointsRecords, pointsTier, mallItems, cashbackDetail] as const
