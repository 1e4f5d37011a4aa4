/**
 * Deposits (`/v5/asset/deposit/*`): allowed coins, on-chain and internal records (own and sub UIDs), deposit
 * addresses, and the account deposits are credited to.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * An on-chain deposit status: `0` unknown, `1` to be confirmed, `2` processing, `3` success, `4` failed, `7`
 * rollback processing, `70011`/`70012`/`70013` rolled back / kept / rollback failed, `10011`/`10012` pending to /
 * credited to the funding pool; any other integer decodes too.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepositStatusTolerant = LazySchema.make(() =>
  Enums.tolerantNumber(Schema.Literals([0, 1, 2, 3, 4, 7, 70011, 70012, 70013, 10011, 10012]))
)

/**
 * The query of `/v5/asset/deposit/query-allowed-list` (`coin` and `chain` go together; `limit` 1-35).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AllowedDepositCoinsRequest = LazySchema.struct("AllowedDepositCoinsRequest", () => ({
  coin: Schema.optional(Schema.String),
  chain: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an allowed-deposit-coin query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AllowedDepositCoinsRequest extends Schema.Schema.Type<typeof AllowedDepositCoinsRequest> {}

/**
 * One depositable coin on one chain.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AllowedDepositCoin extends LazyClass.Class<AllowedDepositCoin>("AllowedDepositCoin")(() => ({
  coin: Schema.String,
  chain: Schema.String,
  coinShowName: Schema.String,
  chainType: Schema.String,
  blockConfirmNumber: Enums.IntegerLike,
  minDepositAmount: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/asset/deposit/query-allowed-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AllowedDepositCoins extends LazyClass.Class<AllowedDepositCoins>("AllowedDepositCoins")(() => ({
  configList: Schema.Array(AllowedDepositCoin),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/asset/deposit/deposit-to-account`: the account deposits are moved to (master only); `EARN`
 * stakes them in flexible savings (a coin without one goes to the Funding account).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepositAccountRequest = LazySchema.struct("DepositAccountRequest", () => ({
  accountType: Schema.Literals(["UNIFIED", "SPOT", "CONTRACT", "FUND", "EARN"])
}))

/**
 * The parameters of setting the deposit account.
 *
 * @since 0.1.0
 * @category models
 */
export interface DepositAccountRequest extends Schema.Schema.Type<typeof DepositAccountRequest> {}

/**
 * A `0` (fail) / `1` (success) outcome.
 *
 * @since 0.1.0
 * @category schemas
 */
export class StatusResult extends LazyClass.Class<StatusResult>("StatusResult")(() => ({
  status: Enums.tolerantNumber(Schema.Literals([0, 1]))
})) {}

/**
 * The query of `/v5/asset/deposit/query-record`: window in ms (under 30 days, last 30 days by default), `limit`
 * 1-50 and the cursor; `id` wins over the other filters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepositRecordsRequest = LazySchema.struct("DepositRecordsRequest", () => ({
  id: Schema.optional(Schema.String),
  txID: Schema.optional(Schema.String),
  coin: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a deposit-record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface DepositRecordsRequest extends Schema.Schema.Type<typeof DepositRecordsRequest> {}

/**
 * The query of `/v5/asset/deposit/query-sub-member-record`: as {@link DepositRecordsRequest}, for one sub UID.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubDepositRecordsRequest = LazySchema.struct("SubDepositRecordsRequest", () => ({
  ...DepositRecordsRequest.fields,
  subMemberId: Schema.String
}))

/**
 * The parameters of a sub UID deposit-record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SubDepositRecordsRequest extends Schema.Schema.Type<typeof SubDepositRecordsRequest> {}

/**
 * One on-chain deposit. `batchReleaseLimit` `"-1"` means no limit; `depositType` `0` normal, `10` daily limit
 * reached, `20` abnormal.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DepositRecord extends LazyClass.Class<DepositRecord>("DepositRecord")(() => ({
  id: Schema.optional(Schema.String),
  coin: Schema.String,
  chain: Schema.String,
  amount: Decimal,
  txID: Schema.String,
  status: DepositStatusTolerant,
  toAddress: Schema.String,
  tag: Schema.String,
  depositFee: DecimalOrEmpty,
  successAt: Schema.String,
  confirmations: Schema.String,
  txIndex: Schema.String,
  blockHash: Schema.String,
  batchReleaseLimit: Schema.String,
  depositType: Schema.String,
  fromAddress: Schema.optional(Schema.String),
  taxDepositRecordsId: Schema.optional(Schema.String),
  taxStatus: Schema.optional(Schema.Union([Schema.String, Schema.Number]))
})) {}

/**
 * The result of the deposit record queries (`query-record`, `query-sub-member-record`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class DepositRecords extends LazyClass.Class<DepositRecords>("DepositRecords")(() => ({
  rows: Schema.Array(DepositRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/asset/deposit/query-internal-record` (off-chain deposits within Bybit; window at most 30 days).
 *
 * @since 0.1.0
 * @category schemas
 */
export const InternalDepositRecordsRequest = LazySchema.struct("InternalDepositRecordsRequest", () => ({
  txID: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  coin: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of an internal deposit-record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface InternalDepositRecordsRequest extends Schema.Schema.Type<typeof InternalDepositRecordsRequest> {}

/**
 * One internal deposit: `status` `1` processing, `2` success, `3` failed; `address` is the sender's email or phone.
 *
 * @since 0.1.0
 * @category schemas
 */
export class InternalDepositRecord extends LazyClass.Class<InternalDepositRecord>("InternalDepositRecord")(() => ({
  id: Schema.String,
  type: Enums.IntegerLike,
  coin: Schema.String,
  amount: Decimal,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3])),
  address: Schema.String,
  createdTime: Schema.String,
  fromMemberId: Schema.optional(Schema.String),
  txID: Schema.optional(Schema.String),
  taxDepositRecordsId: Schema.optional(Schema.String),
  taxStatus: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  complianceStatus: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/asset/deposit/query-internal-record`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class InternalDepositRecords extends LazyClass.Class<InternalDepositRecords>("InternalDepositRecords")(() => ({
  rows: Schema.Array(InternalDepositRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/asset/deposit/query-address` (`chainType` is the `chain` of coin info).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepositAddressRequest = LazySchema.struct("DepositAddressRequest", () => ({
  coin: Schema.String,
  chainType: Schema.optional(Schema.String)
}))

/**
 * The parameters of a master deposit-address query.
 *
 * @since 0.1.0
 * @category models
 */
export interface DepositAddressRequest extends Schema.Schema.Type<typeof DepositAddressRequest> {}

/**
 * The query of `/v5/asset/deposit/query-sub-member-address` (master key only).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubDepositAddressRequest = LazySchema.struct("SubDepositAddressRequest", () => ({
  coin: Schema.String,
  chainType: Schema.String,
  subMemberId: Schema.String
}))

/**
 * The parameters of a sub UID deposit-address query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SubDepositAddressRequest extends Schema.Schema.Type<typeof SubDepositAddressRequest> {}

/**
 * A deposit address on one chain (`contractAddress` shows its last 6 characters, `""` for native coins).
 *
 * @since 0.1.0
 * @category schemas
 */
export class DepositAddressChain extends LazyClass.Class<DepositAddressChain>("DepositAddressChain")(() => ({
  chainType: Schema.String,
  addressDeposit: Schema.String,
  tagDeposit: Schema.String,
  chain: Schema.String,
  batchReleaseLimit: Schema.optional(Schema.String),
  contractAddress: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/asset/deposit/query-address`: one address per chain.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DepositAddress extends LazyClass.Class<DepositAddress>("DepositAddress")(() => ({
  coin: Schema.String,
  chains: Schema.Array(DepositAddressChain)
})) {}

/**
 * The result of `/v5/asset/deposit/query-sub-member-address`: unlike the master query, `chains` is one object.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubDepositAddress extends LazyClass.Class<SubDepositAddress>("SubDepositAddress")(() => ({
  coin: Schema.String,
  chains: DepositAddressChain
})) {}

/**
 * The body of `POST /v5/asset/travel-rule/deposit/submit`: the deposit (id from the deposit records), the broker's
 * target sub-account (`0` or absent: this account) and the questionnaire as a JSON string of at most 16384 bytes
 * (checked here in characters; the exchange counts bytes).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DepositOriginatorRequest = LazySchema.struct("DepositOriginatorRequest", () => ({
  depositId: Schema.Int,
  subAccountId: Schema.optional(Schema.Int),
  questionnaire: Schema.String.pipe(Schema.check(Schema.isMinLength(2)), Schema.check(Schema.isMaxLength(16384)))
}))

/**
 * The parameters of `submitDepositOriginatorInfo`.
 *
 * @since 0.1.0
 * @category models
 */
export interface DepositOriginatorRequest extends Schema.Schema.Type<typeof DepositOriginatorRequest> {}

/**
 * A Travel Rule review status: `0` approved, `1` counterparty info required, `2` under review, `3` rejected.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TravelRuleStatus = LazySchema.make(() => Enums.tolerantNumber(Schema.Literals([0, 1, 2, 3])))

/**
 * The result of `/v5/asset/travel-rule/deposit/submit`. The docs' table names the field `travelRuleStatus` and
 * their example `travel_rule_status`: either decodes.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DepositOriginatorResult extends LazyClass.Class<DepositOriginatorResult>("DepositOriginatorResult")(
  () => ({
    travelRuleStatus: Schema.optional(TravelRuleStatus),
    travel_rule_status: Schema.optional(TravelRuleStatus)
  })
) {}
