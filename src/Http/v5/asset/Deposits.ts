/**
 * V5 deposits (`/v5/asset/deposit/*`): allowed coins, the deposit account, records and addresses, the originator's
 * information. Part of `Asset`, which re-exports it.
 *
 * @since 1.2.0
 */
import * as AssetErrors from "../../../Errors/exchange/Asset.js"
import * as Deposit from "../../../Schema/Deposit.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

/**
 * `GET /v5/asset/deposit/query-allowed-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const allowedDepositList = Endpoint.make({
  name: "getAllowedDepositCoinInfo",
  method: "GET",
  path: "/v5/asset/deposit/query-allowed-list",
  auth: "private",
  request: Deposit.AllowedDepositCoinsRequest,
  response: Deposit.AllowedDepositCoins
})

/**
 * Coins and chains open for deposit, with confirmations and minimums.
 *
 * @since 0.1.0
 * @category asset
 */
export const getAllowedDepositCoinInfo = callable(allowedDepositList)

/**
 * `POST /v5/asset/deposit/deposit-to-account`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositToAccount = Endpoint.make({
  name: "setDepositAccount",
  method: "POST",
  path: "/v5/asset/deposit/deposit-to-account",
  auth: "private",
  request: Deposit.DepositAccountRequest,
  response: Deposit.StatusResult,
  masterOnly: true
})

/**
 * Chooses the account new deposits are credited to (funding by default).
 *
 * @since 0.1.0
 * @category asset
 */
export const setDepositAccount = callable(depositToAccount)

/**
 * `GET /v5/asset/deposit/query-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositRecord = Endpoint.make({
  name: "getDepositRecords",
  method: "GET",
  path: "/v5/asset/deposit/query-record",
  auth: "private",
  request: Deposit.DepositRecordsRequest,
  response: Deposit.DepositRecords,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * On-chain deposits of this UID (last 30 days by default).
 *
 * @since 0.1.0
 * @category asset
 */
export const getDepositRecords = callable(depositRecord)

/**
 * `GET /v5/asset/deposit/query-sub-member-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subDepositRecord = Endpoint.make({
  name: "getSubAccountDepositRecords",
  method: "GET",
  path: "/v5/asset/deposit/query-sub-member-record",
  auth: "private",
  request: Deposit.SubDepositRecordsRequest,
  response: Deposit.DepositRecords,
  errors: [AssetErrors.InvalidMemberId],
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * On-chain deposits of a sub UID, read with the master key.
 *
 * @since 0.1.0
 * @category asset
 */
export const getSubAccountDepositRecords = callable(subDepositRecord)

/**
 * `GET /v5/asset/deposit/query-internal-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const internalDepositRecord = Endpoint.make({
  name: "getInternalDepositRecords",
  method: "GET",
  path: "/v5/asset/deposit/query-internal-record",
  auth: "private",
  request: Deposit.InternalDepositRecordsRequest,
  response: Deposit.InternalDepositRecords,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * Off-chain deposits from other Bybit users (window at most 30 days).
 *
 * @since 0.1.0
 * @category asset
 */
export const getInternalDepositRecords = callable(internalDepositRecord)

/**
 * `GET /v5/asset/deposit/query-address`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositAddress = Endpoint.make({
  name: "getMasterDepositAddress",
  method: "GET",
  path: "/v5/asset/deposit/query-address",
  auth: "private",
  request: Deposit.DepositAddressRequest,
  response: Deposit.DepositAddress
})

/**
 * Deposit addresses of this UID for a coin, one per chain.
 *
 * @since 0.1.0
 * @category asset
 */
export const getMasterDepositAddress = callable(depositAddress)

/**
 * `GET /v5/asset/deposit/query-sub-member-address`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subDepositAddress = Endpoint.make({
  name: "getSubDepositAddress",
  method: "GET",
  path: "/v5/asset/deposit/query-sub-member-address",
  auth: "private",
  request: Deposit.SubDepositAddressRequest,
  response: Deposit.SubDepositAddress,
  errors: [AssetErrors.InvalidMemberId],
  masterOnly: true
})

/**
 * A sub UID's deposit address on one chain, read with the master key (not for custodial sub accounts).
 *
 * @since 0.1.0
 * @category asset
 */
export const getSubDepositAddress = callable(subDepositAddress)

/**
 * `POST /v5/asset/travel-rule/deposit/submit`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const depositOriginatorSubmit = Endpoint.make({
  name: "submitDepositOriginatorInfo",
  method: "POST",
  path: "/v5/asset/travel-rule/deposit/submit",
  auth: "private",
  request: Deposit.DepositOriginatorRequest,
  response: Deposit.DepositOriginatorResult
})

/**
 * Submits the originator questionnaire for a deposit held by a Travel Rule review; answers the review status.
 *
 * @since 0.1.0
 * @category asset
 */
export const submitDepositOriginatorInfo = callable(depositOriginatorSubmit)
