/**
 * V5 asset transfers (`/v5/asset/transfer/*`): between own accounts, between members, the sub-members and coins a
 * transfer may take. Part of `Asset`, which re-exports it.
 *
 * @since 1.2.0
 */
import * as AssetErrors from "../../../Errors/exchange/Asset.js"
import * as NoParams from "../../../Schema/NoParams.js"
import * as Transfer from "../../../Schema/Transfer.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

// Why a transfer, between one's own accounts or between UIDs, can be refused.
const transferErrors = [
  AssetErrors.TransferBalanceInsufficient,
  AssetErrors.SameTransferAccountType,
  AssetErrors.TransferIdExists,
  AssetErrors.TransferNotAllowed,
  AssetErrors.TransferForbidden,
  AssetErrors.AmountPrecisionError,
  AssetErrors.InvalidTransferAmount,
  AssetErrors.TransferSafeAmountExceeded,
  AssetErrors.TransferInUnsupported,
  AssetErrors.TransferOutUnsupported,
  AssetErrors.TransferParamsError,
  AssetErrors.TransferLtvCheckFailed,
  AssetErrors.RiskCheckFailed,
  AssetErrors.TransferSystemBusy
] as const

/**
 * `POST /v5/asset/transfer/inter-transfer`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const interTransfer = Endpoint.make({
  name: "createInternalTransfer",
  method: "POST",
  path: "/v5/asset/transfer/inter-transfer",
  auth: "private",
  request: Transfer.InternalTransferRequest,
  response: Transfer.TransferResult,
  errors: transferErrors,
  permission: { group: "Wallet", name: "AccountTransfer" },
  rateGroup: "asset/transfer/inter-transfer"
})

/**
 * Moves funds between two account types of the same UID; `transferId` is a UUID you generate (it makes the call safe to retry: a repeat fails with `TransferIdExists`).
 *
 * @since 0.1.0
 * @category asset
 */
export const createInternalTransfer = callable(interTransfer)

/**
 * `GET /v5/asset/transfer/query-inter-transfer-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const interTransferList = Endpoint.make({
  name: "getInternalTransferRecords",
  method: "GET",
  path: "/v5/asset/transfer/query-inter-transfer-list",
  auth: "private",
  request: Transfer.TransferRecordsRequest,
  response: Transfer.InternalTransferRecords,
  errors: [AssetErrors.QueryTransferError],
  permission: { group: "Wallet", name: "AccountTransfer" },
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Internal transfers of this UID, newest first.
 *
 * @since 0.1.0
 * @category asset
 */
export const getInternalTransferRecords = callable(interTransferList)

/**
 * `POST /v5/asset/transfer/universal-transfer`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const universalTransfer = Endpoint.make({
  name: "createUniversalTransfer",
  method: "POST",
  path: "/v5/asset/transfer/universal-transfer",
  auth: "private",
  request: Transfer.UniversalTransferRequest,
  response: Transfer.TransferResult,
  errors: [
    ...transferErrors,
    AssetErrors.SubaccountUniversalTransferDenied,
    AssetErrors.InvalidMemberId,
    AssetErrors.SubMemberRelationError,
    AssetErrors.AccountNotFound
  ],
  permission: { group: "Wallet", name: "SubMemberTransfer" }
})

/**
 * Moves funds between the master and a sub UID or between two sub UIDs (a sub key may only send to its master).
 *
 * @since 0.1.0
 * @category asset
 */
export const createUniversalTransfer = callable(universalTransfer)

/**
 * `GET /v5/asset/transfer/query-universal-transfer-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const universalTransferList = Endpoint.make({
  name: "getUniversalTransferRecords",
  method: "GET",
  path: "/v5/asset/transfer/query-universal-transfer-list",
  auth: "private",
  request: Transfer.TransferRecordsRequest,
  response: Transfer.UniversalTransferRecords,
  errors: [AssetErrors.QueryTransferError],
  permission: { group: "Wallet", name: "SubMemberTransfer" },
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Universal transfers (master key: `SubMemberTransfer`; sub key: `SubMemberTransferList`).
 *
 * @since 0.1.0
 * @category asset
 */
export const getUniversalTransferRecords = callable(universalTransferList)

/**
 * `GET /v5/asset/transfer/query-sub-member-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subMemberList = Endpoint.make({
  name: "getSubUID",
  method: "GET",
  path: "/v5/asset/transfer/query-sub-member-list",
  auth: "private",
  request: NoParams.NoParams,
  response: Transfer.SubMemberIds,
  // the page states none; the live exchange answers 10005 to a master key without it
  permission: { group: "Wallet", name: "SubMemberTransfer" },
  masterOnly: true
})

/**
 * The sub UIDs of the master (at most 2000; `User.getSubUIDListUnlimited` pages through more). Master key with
 * `SubMemberTransfer`.
 *
 * @since 0.1.0
 * @category asset
 */
export const getSubUID = callable(subMemberList)

/**
 * `POST /v5/asset/transfer/save-transfer-sub-member`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const saveTransferSubMember = Endpoint.make({
  name: "enableUniversalTransferForSubUIDs",
  method: "POST",
  path: "/v5/asset/transfer/save-transfer-sub-member",
  auth: "private",
  request: Transfer.EnableUniversalTransferRequest,
  response: NoParams.EmptyResult,
  permission: { group: "Wallet", name: "SubMemberTransfer" },
  masterOnly: true
})

/**
 * Enables universal transfer for sub UIDs (deprecated: every sub UID is now enabled).
 *
 * @since 0.1.0
 * @category asset
 */
export const enableUniversalTransferForSubUIDs = callable(saveTransferSubMember)

/**
 * `GET /v5/asset/transfer/query-transfer-coin-list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const transferCoinList = Endpoint.make({
  name: "getTransferableCoinList",
  method: "GET",
  path: "/v5/asset/transfer/query-transfer-coin-list",
  auth: "private",
  request: Transfer.TransferableCoinsRequest,
  response: Transfer.TransferableCoins,
  errors: [AssetErrors.TransferParamsError]
})

/**
 * The coins that can move between two account types.
 *
 * @since 0.1.0
 * @category asset
 */
export const getTransferableCoinList = callable(transferCoinList)
