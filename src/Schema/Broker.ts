/**
 * Exchange and API broker endpoints (`/v5/broker/*`): earnings and account info, sub-account deposits, per-UID API
 * rate limits, vouchers (awards), and the API broker's IP whitelist and its change log.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Deposit from "./Deposit.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * An earnings business type.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarningBizType = LazySchema.make(() =>
  Schema.Literals(["SPOT", "DERIVATIVES", "OPTIONS", "CONVERT", "FIAT_CONVERT"])
)

/**
 * A rate-limit business type.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RateLimitBizType = LazySchema.make(() => Schema.Literals(["SPOT", "DERIVATIVES", "OPTIONS"]))

/**
 * The query of `GET /v5/broker/earnings-info`: dates as `YYYYMMDD` (both or neither; the last 7 days by default,
 * at most a month back until T-1); `limit` 1-1000 (default 1000).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarningsRequest = LazySchema.struct("BrokerEarningsRequest", () => ({
  bizType: Schema.optional(EarningBizType),
  begin: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{8}$/)))),
  end: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{8}$/)))),
  uid: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a broker earnings query.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarningsRequest extends Schema.Schema.Type<typeof EarningsRequest> {}

/**
 * A rebate amount in one coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinEarning extends LazyClass.Class<CoinEarning>("BrokerCoinEarning")(() => ({
  coin: Schema.String,
  earning: DecimalOrEmpty
})) {}

/**
 * Rebate totals per category (an empty list where there is none).
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarningTotals extends LazyClass.Class<EarningTotals>("BrokerEarningTotals")(() => ({
  spot: Schema.Array(CoinEarning),
  derivatives: Schema.Array(CoinEarning),
  options: Schema.Array(CoinEarning),
  // The docs list it; their example omits it.
  convert: Schema.optional(Schema.Array(CoinEarning)),
  fiatConvert: Schema.optional(Schema.Array(CoinEarning)),
  total: Schema.Array(CoinEarning)
})) {}

/**
 * One rebate: the sub UID, the trade, and the split between markup and base fee.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarningDetail extends LazyClass.Class<EarningDetail>("BrokerEarningDetail")(() => ({
  userId: Schema.String,
  bizType: Enums.tolerant(EarningBizType),
  symbol: Schema.String,
  coin: Schema.String,
  earning: DecimalOrEmpty,
  markupEarning: DecimalOrEmpty,
  baseFeeEarning: DecimalOrEmpty,
  orderId: Schema.String,
  execId: Schema.String,
  execTime: Schema.String
})) {}

/**
 * The result of `/v5/broker/earnings-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Earnings extends LazyClass.Class<Earnings>("BrokerEarnings")(() => ({
  totalEarningCat: EarningTotals,
  details: Schema.Array(EarningDetail),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The result of `/v5/broker/account-info`: sub-account count and cap, rebate percentages (`"10.0%"`), and the
 * server time (ms, string).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AccountInfo extends LazyClass.Class<AccountInfo>("BrokerAccountInfo")(() => ({
  subAcctQty: Schema.String,
  maxSubAcctQty: Schema.String,
  baseFeeRebateRate: Schema.Struct({ spot: Schema.String, derivatives: Schema.String }).annotate({
    identifier: "BrokerBaseFeeRebateRate"
  }),
  markupFeeRebateRate: Schema.Struct({
    spot: Schema.String,
    derivatives: Schema.String,
    convert: Schema.optional(Schema.String)
  }).annotate({ identifier: "BrokerMarkupFeeRebateRate" }),
  ts: Schema.String
})) {}

/**
 * The query of `GET /v5/broker/asset/query-sub-member-deposit-record`: a window under 30 days (the last 30 by
 * default); `limit` 1-50 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubDepositsRequest = LazySchema.struct("BrokerSubDepositsRequest", () => ({
  id: Schema.optional(Schema.String),
  txID: Schema.optional(Schema.String),
  subMemberId: Schema.optional(Schema.String),
  coin: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a broker sub-account deposit query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SubDepositsRequest extends Schema.Schema.Type<typeof SubDepositsRequest> {}

/**
 * One sub-account deposit: an on-chain deposit record with the sub UID.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubDeposit extends LazyClass.Class<SubDeposit>("BrokerSubDeposit")(() => ({
  ...Deposit.DepositRecord.fields,
  subMemberId: Schema.String
})) {}

/**
 * The result of `/v5/broker/asset/query-sub-member-deposit-record`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubDeposits extends LazyClass.Class<SubDeposits>("BrokerSubDeposits")(() => ({
  rows: Schema.Array(SubDeposit),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * One rate-limit setting: comma-separated UIDs, business type and requests per second.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RateLimitSetting = LazySchema.struct("BrokerRateLimitSetting", () => ({
  uids: Schema.String,
  bizType: RateLimitBizType,
  rate: Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0)))
}))

/**
 * The body of `POST /v5/broker/apilimit/set`: a master sets its subs' limits; a sub only its own.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetRateLimitRequest = LazySchema.struct("BrokerSetRateLimitRequest", () => ({
  list: Schema.NonEmptyArray(RateLimitSetting)
}))

/**
 * The parameters of setting API rate limits.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetRateLimitRequest extends Schema.Schema.Type<typeof SetRateLimitRequest> {}

/**
 * The outcome of one setting.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimitOutcome extends LazyClass.Class<RateLimitOutcome>("BrokerRateLimitOutcome")(() => ({
  uids: Schema.String,
  bizType: Enums.tolerant(RateLimitBizType),
  rate: Schema.Number,
  success: Schema.Boolean,
  msg: Schema.String
})) {}

/**
 * The result of `/v5/broker/apilimit/set`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SetRateLimit extends LazyClass.Class<SetRateLimit>("BrokerSetRateLimit")(() => ({
  result: Schema.Array(RateLimitOutcome)
})) {}

/**
 * The query of `GET /v5/broker/apilimit/query-all`: `limit` 1-1000; `uids` comma-separated.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RateLimitsRequest = LazySchema.struct("BrokerRateLimitsRequest", () => ({
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String),
  uids: Schema.optional(Schema.String)
}))

/**
 * The parameters of a rate-limit query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RateLimitsRequest extends Schema.Schema.Type<typeof RateLimitsRequest> {}

/**
 * UIDs sharing a configured limit.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimit extends LazyClass.Class<RateLimit>("BrokerRateLimit")(() => ({
  uids: Schema.String,
  bizType: Enums.tolerant(RateLimitBizType),
  rate: Schema.Number
})) {}

/**
 * The result of `/v5/broker/apilimit/query-all` (UIDs never configured are absent).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimits extends LazyClass.Class<RateLimits>("BrokerRateLimits")(() => ({
  list: Schema.Array(RateLimit),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The entity's usage and caps for one business type (requests per second).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimitCap extends LazyClass.Class<RateLimitCap>("BrokerRateLimitCap")(() => ({
  bizType: Enums.tolerant(RateLimitBizType),
  totalRate: Schema.String,
  ebCap: Schema.String,
  uidCap: Schema.String
})) {}

/**
 * The result of `/v5/broker/apilimit/query-cap` (empty without a specific configuration).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimitCaps extends LazyClass.Class<RateLimitCaps>("BrokerRateLimitCaps")(() => ({
  list: Schema.Array(RateLimitCap)
})) {}

/**
 * The body of `POST /v5/broker/award/info`: the voucher id.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VoucherSpecRequest = LazySchema.struct("BrokerVoucherSpecRequest", () => ({
  id: Schema.String
}))

/**
 * The parameters of a voucher spec query.
 *
 * @since 0.1.0
 * @category models
 */
export interface VoucherSpecRequest extends Schema.Schema.Type<typeof VoucherSpecRequest> {}

/**
 * A voucher: coin, amount unit (`AWARD_AMOUNT_UNIT_USD`/`_COIN`), product lines, total and used amounts.
 *
 * @since 0.1.0
 * @category schemas
 */
export class VoucherSpec extends LazyClass.Class<VoucherSpec>("BrokerVoucherSpec")(() => ({
  id: Schema.String,
  coin: Schema.String,
  amountUnit: Enums.tolerant(Schema.Literals(["AWARD_AMOUNT_UNIT_USD", "AWARD_AMOUNT_UNIT_COIN"])),
  productLine: Schema.String,
  subProductLine: Schema.String,
  totalAmount: DecimalOrEmpty,
  usedAmount: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/broker/award/distribute-award`: `specCode` is your unique code (up to 8 characters);
 * amounts take up to 16 decimals for spot airdrops, 4 otherwise.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IssueVoucherRequest = LazySchema.struct("BrokerIssueVoucherRequest", () => ({
  accountId: Schema.String,
  awardId: Schema.String,
  specCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(8))),
  amount: DecimalString,
  brokerId: Schema.String
}))

/**
 * The parameters of issuing a voucher.
 *
 * @since 0.1.0
 * @category models
 */
export interface IssueVoucherRequest extends Schema.Schema.Type<typeof IssueVoucherRequest> {}

/**
 * The body of `POST /v5/broker/award/distribution-record`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IssuedVoucherRequest = LazySchema.struct("BrokerIssuedVoucherRequest", () => ({
  accountId: Schema.String,
  awardId: Schema.String,
  specCode: Schema.String,
  withUsedAmount: Schema.optional(Schema.Boolean)
}))

/**
 * The parameters of an issued voucher query.
 *
 * @since 0.1.0
 * @category models
 */
export interface IssuedVoucherRequest extends Schema.Schema.Type<typeof IssuedVoucherRequest> {}

/**
 * An issued voucher: claim window and validity (seconds, as strings), and the used amount when asked for.
 *
 * @since 0.1.0
 * @category schemas
 */
export class IssuedVoucher extends LazyClass.Class<IssuedVoucher>("BrokerIssuedVoucher")(() => ({
  accountId: Schema.String,
  awardId: Schema.String,
  specCode: Schema.String,
  amount: DecimalOrEmpty,
  isClaimed: Schema.Boolean,
  startAt: Schema.String,
  endAt: Schema.String,
  effectiveAt: Schema.String,
  ineffectiveAt: Schema.String,
  usedAmount: DecimalOrEmpty
})) {}

/**
 * The query of `GET /v5/broker/ip/changelog`: times in ms; `limit` 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const IpChangelogRequest = LazySchema.struct("BrokerIpChangelogRequest", () => ({
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an IP change log query.
 *
 * @since 0.1.0
 * @category models
 */
export interface IpChangelogRequest extends Schema.Schema.Type<typeof IpChangelogRequest> {}

/**
 * One whitelist change: `ADD`, `REMOVE`, `ENABLE` or `DISABLE` of an address for the HTTP (`GW`) or WebSocket
 * (`WS`) host; `createdAt` is ISO 8601 UTC.
 *
 * @since 0.1.0
 * @category schemas
 */
export class IpChange extends LazyClass.Class<IpChange>("BrokerIpChange")(() => ({
  operationType: Enums.tolerant(Schema.Literals(["ADD", "REMOVE", "ENABLE", "DISABLE"])),
  ipAddress: Schema.String,
  domainType: Enums.tolerant(Schema.Literals(["GW", "WS"])),
  operator: Schema.optional(Schema.String),
  changeReason: Schema.optional(Schema.String),
  createdAt: Schema.String
})) {}

/**
 * The result of `/v5/broker/ip/changelog`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class IpChangelog extends LazyClass.Class<IpChangelog>("BrokerIpChangelog")(() => ({
  list: Schema.Array(IpChange),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * One API broker client: its dedicated hostname and whitelisted addresses.
 *
 * @since 0.1.0
 * @category schemas
 */
export class WhitelistEntry extends LazyClass.Class<WhitelistEntry>("BrokerWhitelistEntry")(() => ({
  name: Schema.String,
  endpointDomain: Schema.String,
  ipList: Schema.Array(Schema.String)
})) {}

/**
 * The result of `/v5/broker/whitelist/ip`: an array as `result`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Whitelist = LazySchema.make(() => Schema.Array(WhitelistEntry).annotate({ identifier: "BrokerWhitelist" }))

/**
 * The query of the deprecated `GET /v5/broker/earning-record`: `startTime` and `endTime` (ms) both or neither,
 * up to 6 months back until T-1; `limit` 1-1000 (default 1000).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarningRecordsRequest = LazySchema.struct("BrokerEarningRecordsRequest", () => ({
  bizType: Schema.optional(RateLimitBizType),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 1000 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getBrokerEarnings`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarningRecordsRequest extends Schema.Schema.Type<typeof EarningRecordsRequest> {}

/**
 * One commission of the deprecated earning records.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarningRecord extends LazyClass.Class<EarningRecord>("BrokerEarningRecord")(() => ({
  userId: Schema.String,
  bizType: Enums.tolerant(RateLimitBizType),
  symbol: Schema.String,
  coin: Schema.String,
  earning: DecimalOrEmpty,
  orderId: Schema.String,
  execTime: Schema.String
})) {}

/**
 * The result of `/v5/broker/earning-record`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarningRecords extends LazyClass.Class<EarningRecords>("BrokerEarningRecords")(() => ({
  list: Schema.Array(EarningRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
