/**
 * V5 pre-upgrade records (`/v5/pre-upgrade/*`): what happened before the account was upgraded to the unified
 * account. Signed; read-only.
 *
 * @since 0.1.0
 */
import * as PreUpgrade from "../../Schema/PreUpgrade.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

const contractPosition: Endpoint.Permission = { group: "ContractTrade", name: "Position" }

/**
 * `GET /v5/pre-upgrade/order/history`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const orderHistory = Endpoint.make({
  name: "getPreUpgradeOrderHistory",
  method: "GET",
  path: "/v5/pre-upgrade/order/history",
  auth: "private",
  request: PreUpgrade.PreUpgradeOrderHistoryRequest,
  response: PreUpgrade.PreUpgradeOrders,
  permission: Endpoint.tradePermission,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Orders from before the upgrade (all statuses within 7 days, only filled ones beyond).
 *
 * @since 0.1.0
 * @category pre-upgrade
 */
export const getPreUpgradeOrderHistory = callable(orderHistory)

/**
 * `GET /v5/pre-upgrade/execution/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const executionList = Endpoint.make({
  name: "getPreUpgradeTradeHistory",
  method: "GET",
  path: "/v5/pre-upgrade/execution/list",
  auth: "private",
  request: PreUpgrade.PreUpgradeExecutionsRequest,
  response: PreUpgrade.PreUpgradeExecutions,
  permission: Endpoint.tradePermission,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Executions from before the upgrade, newest first.
 *
 * @since 0.1.0
 * @category pre-upgrade
 */
export const getPreUpgradeTradeHistory = callable(executionList)

/**
 * `GET /v5/pre-upgrade/position/closed-pnl`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const closedPnl = Endpoint.make({
  name: "getPreUpgradeClosedPnl",
  method: "GET",
  path: "/v5/pre-upgrade/position/closed-pnl",
  auth: "private",
  request: PreUpgrade.PreUpgradeClosedPnlRequest,
  response: PreUpgrade.PreUpgradeClosedPnls,
  permission: contractPosition,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Closed PnL of USDT perpetual and inverse contracts from before the upgrade.
 *
 * @since 0.1.0
 * @category pre-upgrade
 */
export const getPreUpgradeClosedPnl = callable(closedPnl)

/**
 * `GET /v5/pre-upgrade/account/transaction-log`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const transactionLog = Endpoint.make({
  name: "getPreUpgradeTransactions",
  method: "GET",
  path: "/v5/pre-upgrade/account/transaction-log",
  auth: "private",
  request: PreUpgrade.PreUpgradeTransactionLogRequest,
  response: PreUpgrade.PreUpgradeTransactions,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * The USDC derivatives wallet log (USDC perpetual and options) from before the upgrade.
 *
 * @since 0.1.0
 * @category pre-upgrade
 */
export const getPreUpgradeTransactions = callable(transactionLog)

/**
 * `GET /v5/pre-upgrade/asset/delivery-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const deliveryRecord = Endpoint.make({
  name: "getPreUpgradeOptionDeliveryRecord",
  method: "GET",
  path: "/v5/pre-upgrade/asset/delivery-record",
  auth: "private",
  request: PreUpgrade.PreUpgradeDeliveryRecordRequest,
  response: PreUpgrade.PreUpgradeDeliveries,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Option deliveries from before the upgrade, newest first.
 *
 * @since 0.1.0
 * @category pre-upgrade
 */
export const getPreUpgradeOptionDeliveryRecord = callable(deliveryRecord)

/**
 * `GET /v5/pre-upgrade/asset/settlement-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const settlementRecord = Endpoint.make({
  name: "getPreUpgradeUSDCSessionSettlements",
  method: "GET",
  path: "/v5/pre-upgrade/asset/settlement-record",
  auth: "private",
  request: PreUpgrade.PreUpgradeSettlementRecordRequest,
  response: PreUpgrade.PreUpgradeSettlements,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * USDC perpetual session settlements from before the upgrade.
 *
 * @since 0.1.0
 * @category pre-upgrade
 */
export const getPreUpgradeUSDCSessionSettlements = callable(settlementRecord)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  orderHistory,
  executionList,
  closedPnl,
  transactionLog,
  deliveryRecord,
  settlementRecord
] as const
