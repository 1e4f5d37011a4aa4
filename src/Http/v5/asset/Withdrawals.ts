/**
 * V5 withdrawals (`/v5/asset/withdraw/*`): submit and cancel, records, the address list and the exchange entities
 * (VASPs). Part of `Asset`, which re-exports it.
 *
 * @since 1.2.0
 */
import * as AssetErrors from "../../../Errors/exchange/Asset.js"
import * as Deposit from "../../../Schema/Deposit.js"
import * as NoParams from "../../../Schema/NoParams.js"
import * as Withdrawal from "../../../Schema/Withdrawal.js"
import * as Endpoint from "../../Endpoint.js"
import { callable } from "../../Pipeline.js"

/**
 * `POST /v5/asset/withdraw/create`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawCreate = Endpoint.make({
  name: "submitWithdrawal",
  method: "POST",
  path: "/v5/asset/withdraw/create",
  auth: "private",
  request: Withdrawal.WithdrawRequest,
  response: Withdrawal.WithdrawResult,
  errors: [
    AssetErrors.AssetParamsError,
    AssetErrors.KycRequired,
    AssetErrors.KycIncomplete,
    AssetErrors.AddressWithdrawalsSuspended,
    AssetErrors.TravelRuleVerificationFailed,
    AssetErrors.TravelRuleInfoInsufficient,
    AssetErrors.BeneficiaryInfoRequired,
    AssetErrors.InternalAddressIsSelf,
    AssetErrors.RecipientNotFound,
    AssetErrors.MemoNotAllowed,
    AssetErrors.RepeatedWithdrawRequest,
    AssetErrors.AddressBookOnly,
    AssetErrors.WithdrawAboveAvailableBalance,
    AssetErrors.WithdrawAboveMarginRiskLimit,
    AssetErrors.WithdrawAboveKycLimit,
    AssetErrors.WithdrawLockedAfterSensitiveOperation,
    AssetErrors.WithdrawBanned,
    AssetErrors.WithdrawAddressNotWhitelisted,
    AssetErrors.WithdrawAbovePlatformDailyLimit,
    AssetErrors.WithdrawAmountOutOfRange,
    AssetErrors.CurrencyWithdrawalClosed,
    AssetErrors.NewAddressWithdrawUnavailable
  ],
  permission: { group: "Wallet", name: "Withdraw" },
  masterOnly: true
})

/**
 * Withdraws to a whitelisted address (or, `forceChain: 2`, to a Bybit UID). At most one withdrawal per coin and chain every 10 seconds.
 *
 * @since 0.1.0
 * @category asset
 */
export const submitWithdrawal = callable(withdrawCreate)

/**
 * `POST /v5/asset/withdraw/cancel`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawCancel = Endpoint.make({
  name: "cancelWithdrawal",
  method: "POST",
  path: "/v5/asset/withdraw/cancel",
  auth: "private",
  request: Withdrawal.CancelWithdrawRequest,
  response: Deposit.StatusResult,
  errors: [AssetErrors.WithdrawCancelNotAllowed],
  permission: { group: "Wallet", name: "Withdraw" },
  masterOnly: true
})

/**
 * Cancels a withdrawal that has not left the hot wallet yet.
 *
 * @since 0.1.0
 * @category asset
 */
export const cancelWithdrawal = callable(withdrawCancel)

/**
 * `GET /v5/asset/withdraw/query-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawRecord = Endpoint.make({
  name: "getWithdrawalRecords",
  method: "GET",
  path: "/v5/asset/withdraw/query-record",
  auth: "private",
  request: Withdrawal.WithdrawRecordsRequest,
  response: Withdrawal.WithdrawRecords,
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * Withdrawals (last 30 days by default), read with the master key.
 *
 * @since 0.1.0
 * @category asset
 */
export const getWithdrawalRecords = callable(withdrawRecord)

/**
 * `GET /v5/asset/withdraw/query-address`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const withdrawAddress = Endpoint.make({
  name: "getWithdrawalAddressList",
  method: "GET",
  path: "/v5/asset/withdraw/query-address",
  auth: "private",
  request: Withdrawal.WithdrawAddressesRequest,
  response: Withdrawal.WithdrawAddresses,
  permission: { group: "Wallet", name: "Withdraw" },
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * The address book: regular, universal and internal-transfer addresses.
 *
 * @since 0.1.0
 * @category asset
 */
export const getWithdrawalAddressList = callable(withdrawAddress)

/**
 * `GET /v5/asset/withdraw/vasp/list`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const vaspList = Endpoint.make({
  name: "getExchangeEntities",
  method: "GET",
  path: "/v5/asset/withdraw/vasp/list",
  auth: "private",
  request: NoParams.NoParams,
  response: Withdrawal.VaspList
})

/**
 * The receiving exchanges (VASPs) of the travel rule for this user's compliance zone.
 *
 * @since 0.1.0
 * @category asset
 */
export const getExchangeEntities = callable(vaspList)
