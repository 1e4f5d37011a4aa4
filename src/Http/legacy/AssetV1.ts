/**
 * Account asset v1 (`/asset/v1`): legacy signed parameters (`api_key`, `timestamp`, `sign`, JSON bodies) and the
 * legacy envelope (`time_now` in ms here). Its own public call is the supported deposit list
 * (`/asset/v1/public/deposit/allowed-deposit-list`); the server time is the shared `InverseV2` one. Source:
 * bybit-exchange/docs-legacy `source/includes/account_asset/v1/_api_transfer.md`. Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/AssetV1.js"
import { NoParams } from "../../Schema/legacy/Common.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/AssetV1.js"

const transfer: Endpoint.Permission = { group: "Wallet", name: "AccountTransfer" }
const legacy = { signing: "legacy", envelope: "legacy" } as const

/**
 * `POST /asset/v1/private/transfer`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const internalTransfer = Endpoint.make({
  ...legacy,
  permission: transfer,
  name: "createInternalTransfer",
  method: "POST",
  path: "/asset/v1/private/transfer",
  auth: "private",
  request: S.InternalTransferRequest,
  response: S.TransferAck
})

/**
 * Moves a coin between the caller's accounts (`transfer_id` is the caller's idempotency key).
 *
 * @since 0.1.0
 * @category asset-v1
 */
export const createInternalTransfer = callable(internalTransfer)

/**
 * `GET /asset/v1/private/transfer/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const transferList = Endpoint.make({
  ...legacy,
  pagination: { cursor: "cursor", list: "list" },
  name: "getInternalTransfers",
  method: "GET",
  path: "/asset/v1/private/transfer/list",
  auth: "private",
  request: S.TransferListRequest,
  response: S.TransferList
})

/**
 * The caller's internal transfers, page by page.
 *
 * @since 0.1.0
 * @category asset-v1
 */
export const getInternalTransfers = callable(transferList)

/**
 * `GET /asset/v1/private/sub-member/member-ids`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subMemberIds = Endpoint.make({
  ...legacy,
  masterOnly: true,
  name: "getSubAccounts",
  method: "GET",
  path: "/asset/v1/private/sub-member/member-ids",
  auth: "private",
  request: NoParams,
  response: S.SubAccounts
})

/**
 * The sub-account ids, and which of them may transfer.
 *
 * @since 0.1.0
 * @category asset-v1
 */
export const getSubAccounts = callable(subMemberIds)

/**
 * `GET /asset/v1/public/deposit/allowed-deposit-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const allowedDepositList = Endpoint.make({
  ...legacy,
  name: "getSupportedDepositList",
  method: "GET",
  path: "/asset/v1/public/deposit/allowed-deposit-list",
  auth: "public",
  request: S.AllowedDepositListRequest,
  response: S.AllowedDepositList
})

/**
 * The coins and chains open for deposit, page by page (`page_index` from 1).
 *
 * @since 0.1.0
 * @category asset-v1
 */
export const getSupportedDepositList = callable(allowedDepositList)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  internalTransfer,
  transferList,
  subMemberIds,
  allowedDepositList,
  ...Generated.endpoints
]

/**
 * The rest of the family's bybit-api calls, generated from the legacy docs: definitions and `calls`.
 *
 * @since 0.1.0
 * @category generated
 */
export { Generated }
