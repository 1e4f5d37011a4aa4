/**
 * V5 asset records: delivery and settlement records, the funding account's history and coin exchange records. Part of
 * `Asset`, which re-exports it.
 *
 * @since 1.2.0
 */
import * as AssetErrors from "../../../Errors/exchange/Asset.js"
import * as Asset from "../../../Schema/Asset.js"
import * as Convert from "../../../Schema/Convert.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

/**
 * `GET /v5/asset/delivery-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deliveryRecord = Endpoint.make({
  name: "getDeliveryRecord",
  method: "GET",
  path: "/v5/asset/delivery-record",
  auth: "private",
  request: Asset.DeliveryRecordRequest,
  response: Asset.DeliveryRecords,
  errors: [AssetErrors.CategoryUnsupported, AssetErrors.InvalidExpDate, AssetErrors.ExpDateTooOld],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Delivery records of options and USDC futures, newest first.
 *
 * @since 0.1.0
 * @category asset
 */
export const getDeliveryRecord = callable(deliveryRecord)

/**
 * `GET /v5/asset/settlement-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const settlementRecord = Endpoint.make({
  name: "getSettlementRecords",
  method: "GET",
  path: "/v5/asset/settlement-record",
  auth: "private",
  request: Asset.SettlementRecordRequest,
  response: Asset.SettlementRecords,
  errors: [AssetErrors.CategoryUnsupported, AssetErrors.UsdcSettleCoinOnly],
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Session settlements of USDC perpetual positions.
 *
 * @since 0.1.0
 * @category asset
 */
export const getSettlementRecords = callable(settlementRecord)

/**
 * `GET /v5/asset/fundinghistory`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const fundingHistory = Endpoint.make({
  name: "getFundingAccountTransactionHistory",
  method: "GET",
  path: "/v5/asset/fundinghistory",
  auth: "private",
  request: Asset.FundingHistoryRequest,
  response: Asset.FundingHistory,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Movements of the funding account (window in seconds, at most 7 days).
 *
 * @since 0.1.0
 * @category asset
 */
export const getFundingAccountTransactionHistory = callable(fundingHistory)

/**
 * `GET /v5/asset/exchange/order-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const exchangeOrderRecord = Endpoint.make({
  name: "getCoinExchangeRecords",
  method: "GET",
  path: "/v5/asset/exchange/order-record",
  auth: "private",
  request: Convert.ExchangeRecordsRequest,
  response: Convert.ExchangeRecords
})

/**
 * Older coin exchange records (may lag).
 *
 * @since 0.1.0
 * @category asset
 */
export const getCoinExchangeRecords = callable(exchangeOrderRecord)
