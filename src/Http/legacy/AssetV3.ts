/**
 * Account asset v3 (`/asset/v3`): V3 `X-BAPI-*` header signing (the V5 scheme, `X-BAPI-SIGN-TYPE: 2`) and the
 * `retCode` envelope. Its public call is the supported deposit list
 * (`/asset/v3/public/deposit/allowed-deposit-list/query`, the docs' path: the `/query` suffix is part of it).
 * Source: bybit-api `AccountAssetClientV3` (git `e4957b0~1`) for paths and parameters, and
 * bybit-exchange/docs-legacy `source/includes/account_asset/v3/_api_transfer.md` (withdrawal cancel, deposit
 * list). Served by `Http.call` (BybitHttp).
 *
 * @since 0.1.0
 */
import * as S from "../../Schema/legacy/AssetV3.js"
import { callable } from "../BybitHttp.js"
import * as Endpoint from "../Endpoint.js"
import * as Generated from "./generated/AssetV3.js"

const transfer: Endpoint.Permission = { group: "Wallet", name: "AccountTransfer" }

/**
 * `POST /asset/v3/private/transfer/inter-transfer`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const interTransfer = Endpoint.make({
  permission: transfer,
  name: "createInternalTransfer",
  method: "POST",
  path: "/asset/v3/private/transfer/inter-transfer",
  auth: "private",
  request: S.InterTransferRequest,
  response: S.TransferAck
})

/**
 * Moves a coin between the caller's accounts.
 *
 * @since 0.1.0
 * @category asset-v3
 */
export const createInternalTransfer = callable(interTransfer)

/**
 * `GET /asset/v3/private/transfer/account-coin/balance/query`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const coinBalance = Endpoint.make({
  name: "getAccountCoinBalance",
  method: "GET",
  path: "/asset/v3/private/transfer/account-coin/balance/query",
  auth: "private",
  request: S.CoinBalanceRequest,
  response: S.CoinBalance
})

/**
 * One coin's wallet and transferable balance in one account type.
 *
 * @since 0.1.0
 * @category asset-v3
 */
export const getAccountCoinBalance = callable(coinBalance)

/**
 * `POST /asset/v3/private/withdraw/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawCancel = Endpoint.make({
  permission: { group: "Wallet", name: "Withdraw" },
  masterOnly: true,
  name: "cancelWithdrawal",
  method: "POST",
  path: "/asset/v3/private/withdraw/cancel",
  auth: "private",
  request: S.CancelWithdrawalRequest,
  response: S.CancelWithdrawal
})

/**
 * Cancels a withdrawal by its id (`withdrawalId`, sent as the docs' `id`).
 *
 * @since 0.1.0
 * @category asset-v3
 */
export const cancelWithdrawal = callable(withdrawCancel)

/**
 * `GET /asset/v3/public/deposit/allowed-deposit-list/query`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const allowedDepositList = Endpoint.make({
  pagination: { cursor: "nextPageCursor", list: "configList" },
  name: "getSupportedDepositList",
  method: "GET",
  path: "/asset/v3/public/deposit/allowed-deposit-list/query",
  auth: "public",
  request: S.AllowedDepositListRequest,
  response: S.AllowedDepositList
})

/**
 * The coins and chains open for deposit, page by page (`Paginate.paginate` follows `nextPageCursor`).
 *
 * @since 0.1.0
 * @category asset-v3
 */
export const getSupportedDepositList = callable(allowedDepositList)

/**
 * Every endpoint of this family.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints: ReadonlyArray<Endpoint.Any> = [
  interTransfer,
  coinBalance,
  withdrawCancel,
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
