/**
 * Withdrawals (`/v5/asset/withdraw/*`): create and cancel, records, the address book and the exchange entities
 * (VASPs) of the travel rule.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A withdrawal status (`SecurityCheck`, `Pending`, `success`, `CancelByUser`, `Reject`, `Fail`,
 * `BlockchainConfirmed`, `MoreInformationRequired`, `Unknown`) or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const WithdrawStatusTolerant = LazySchema.make(() =>
  Enums.tolerant(
    Schema.Literals([
      "SecurityCheck",
      "Pending",
      "success",
      "CancelByUser",
      "Reject",
      "Fail",
      "BlockchainConfirmed",
      "MoreInformationRequired",
      "Unknown"
    ])
  )
)

/**
 * The wallet a withdrawal is paid from: `FUND`, `UTA` (moved to funding first), `EARN` (not every coin), `FUND,UTA`
 * or `FUND,UTA,EARN` (funding first, the rest from the others) or `SPOT` (classic accounts).
 *
 * @since 0.1.0
 * @category schemas
 */
export const WithdrawAccountType = LazySchema.make(() =>
  Schema.Literals(["FUND", "UTA", "EARN", "FUND,UTA", "FUND,UTA,EARN", "SPOT"])
)

/**
 * Travel-rule details of the beneficiary (required for some jurisdictions: KOR, IND, TR, KZ, UAE, ...).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Beneficiary = LazySchema.struct("Beneficiary", () => ({
  vaspEntityId: Schema.optional(Schema.String),
  beneficiaryName: Schema.optional(Schema.String),
  beneficiaryLegalType: Schema.optional(Schema.Literals(["individual", "company"])),
  beneficiaryWalletType: Schema.optional(Schema.Literals(["0", "1"])),
  beneficiaryUnhostedWalletType: Schema.optional(Schema.Literals(["0", "1"])),
  beneficiaryPoiNumber: Schema.optional(Schema.String),
  beneficiaryPoiType: Schema.optional(Schema.String),
  beneficiaryPoiIssuingCountry: Schema.optional(Schema.String),
  beneficiaryPoiExpiredDate: Schema.optional(Schema.String),
  beneficiaryAddressCountry: Schema.optional(Schema.String),
  beneficiaryAddressState: Schema.optional(Schema.String),
  beneficiaryAddressCity: Schema.optional(Schema.String),
  beneficiaryAddressBuilding: Schema.optional(Schema.String),
  beneficiaryAddressStreet: Schema.optional(Schema.String),
  beneficiaryAddressPostalCode: Schema.optional(Schema.String),
  beneficiaryDateOfBirth: Schema.optional(Schema.String),
  beneficiaryPlaceOfBirth: Schema.optional(Schema.String),
  // a Korean user's withdrawal to a company through the Korean CODE channel
  beneficiaryTransactionPurpose: Schema.optional(Schema.String),
  beneficiaryRepresentativeFirstName: Schema.optional(Schema.String),
  beneficiaryRepresentativeLastName: Schema.optional(Schema.String)
}))

/**
 * The body of `POST /v5/asset/withdraw/create` (master key only). `timestamp` (ms) guards against replay;
 * `forceChain` `0` lets an internal address become an internal transfer, `1` forces on-chain, `2` withdraws to a
 * Bybit UID given as `address`; `feeType` `1` deducts the fee from `amount`; `requestId` (1-32 letters or digits)
 * makes the request idempotent.
 *
 * @since 0.1.0
 * @category schemas
 */
export const WithdrawRequest = LazySchema.struct("WithdrawRequest", () => ({
  coin: Schema.String,
  chain: Schema.optional(Schema.String),
  address: Schema.String,
  tag: Schema.optional(Schema.String),
  amount: DecimalString,
  timestamp: Schema.Int,
  forceChain: Schema.optional(Schema.Literals([0, 1, 2])),
  accountType: WithdrawAccountType,
  feeType: Schema.optional(Schema.Literals([0, 1])),
  requestId: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9]{1,32}$/)))),
  beneficiary: Schema.optional(Beneficiary),
  /** The purpose of the withdrawal, at least 20 characters (required of some regional sites' users). */
  transactionPurpose: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMinLength(20)))),
  /** Travel-rule questionnaire as a JSON string of at most 16384 bytes; supersedes `beneficiary` and the purpose. */
  questionnaire: Schema.optional(
    Schema.String.check(
      Schema.makeFilter((s: string) => new TextEncoder().encode(s).length <= 16_384 || "at most 16384 bytes")
    )
  )
}))

/**
 * The parameters of a withdrawal.
 *
 * @since 0.1.0
 * @category models
 */
export interface WithdrawRequest extends Schema.Schema.Type<typeof WithdrawRequest> {}

/**
 * The acknowledgement of a withdrawal: its id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WithdrawResult extends LazyClass.Class<WithdrawResult>("WithdrawResult")(() => ({
  id: Schema.String
})) {}

/**
 * The body of `POST /v5/asset/withdraw/cancel`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelWithdrawRequest = LazySchema.struct("CancelWithdrawRequest", () => ({
  id: Schema.String
}))

/**
 * The parameters of a withdrawal cancellation.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelWithdrawRequest extends Schema.Schema.Type<typeof CancelWithdrawRequest> {}

/**
 * The query of `/v5/asset/withdraw/query-record`: `withdrawType` `0` on-chain (default), `1` off-chain, `2` all;
 * window in ms (under 30 days).
 *
 * @since 0.1.0
 * @category schemas
 */
export const WithdrawRecordsRequest = LazySchema.struct("WithdrawRecordsRequest", () => ({
  withdrawID: Schema.optional(Schema.String),
  txID: Schema.optional(Schema.String),
  coin: Schema.optional(Schema.String),
  withdrawType: Schema.optional(Schema.Literals([0, 1, 2])),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a withdrawal-record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface WithdrawRecordsRequest extends Schema.Schema.Type<typeof WithdrawRecordsRequest> {}

/**
 * One withdrawal; `txID` is `""` until broadcast (and for failed or cancelled ones), `toAddress` is the UID of an
 * internal transfer. The tax fields concern EU users.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WithdrawRecord extends LazyClass.Class<WithdrawRecord>("WithdrawRecord")(() => ({
  withdrawId: Schema.String,
  txID: Schema.String,
  withdrawType: Enums.IntegerLike,
  coin: Schema.String,
  chain: Schema.String,
  amount: Decimal,
  withdrawFee: DecimalOrEmpty,
  status: WithdrawStatusTolerant,
  toAddress: Schema.String,
  tag: Schema.String,
  createTime: Schema.String,
  updateTime: Schema.String,
  fee: Schema.optional(DecimalOrEmpty),
  tax: Schema.optional(DecimalOrEmpty),
  taxRate: Schema.optional(DecimalOrEmpty),
  taxType: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/asset/withdraw/query-record`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WithdrawRecords extends LazyClass.Class<WithdrawRecords>("WithdrawRecords")(() => ({
  rows: Schema.Array(WithdrawRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/asset/withdraw/query-address`: `coin=baseCoin` selects universal addresses; `addressType` `0`
 * on-chain, `1` internal, `2` both.
 *
 * @since 0.1.0
 * @category schemas
 */
export const WithdrawAddressesRequest = LazySchema.struct("WithdrawAddressesRequest", () => ({
  coin: Schema.optional(Schema.String),
  chain: Schema.optional(Schema.String),
  addressType: Schema.optional(Schema.Literals([0, 1, 2])),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an address-book query.
 *
 * @since 0.1.0
 * @category models
 */
export interface WithdrawAddressesRequest extends Schema.Schema.Type<typeof WithdrawAddressesRequest> {}

/**
 * One address-book entry: `status` `1` while a new address is barred for 24 hours; `verified` `1` when verified.
 * The docs' table says `createAt`, their example `createdAt`: both decode.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WithdrawAddress extends LazyClass.Class<WithdrawAddress>("WithdrawAddress")(() => ({
  coin: Schema.String,
  chain: Schema.String,
  address: Schema.String,
  tag: Schema.String,
  remark: Schema.String,
  status: Enums.IntegerLike,
  addressType: Enums.IntegerLike,
  verified: Enums.IntegerLike,
  createAt: Schema.optional(Schema.String),
  createdAt: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/asset/withdraw/query-address`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WithdrawAddresses extends LazyClass.Class<WithdrawAddresses>("WithdrawAddresses")(() => ({
  rows: Schema.Array(WithdrawAddress),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/asset/withdraw/vasp/list`: the receiving exchanges of the user's compliance zone (`others`
 * for any exchange not listed).
 *
 * @since 0.1.0
 * @category schemas
 */
export class VaspList extends LazyClass.Class<VaspList>("VaspList")(() => ({
  vasp: Schema.Array(Schema.Struct({ vaspEntityId: Schema.String, vaspName: Schema.String }))
})) {}
