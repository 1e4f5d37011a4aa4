/**
 * V5 broker endpoints (`/v5/broker/*`): exchange broker earnings, account info, sub-account deposits and API rate
 * limits, vouchers, and the API broker's IP whitelist. The docs name no key permission; most need the broker's
 * master UID.
 *
 * @since 0.1.0
 */
import * as BrokerErrors from "../../Errors/exchange/Broker.js"
import * as CommonErrors from "../../Errors/exchange/Common.js"
import * as SharedErrors from "../../Errors/exchange/Shared.js"
import * as Acknowledged from "../../Schema/Acknowledged.js"
import * as Broker from "../../Schema/Broker.js"
import * as NoParams from "../../Schema/NoParams.js"
import * as Endpoint from "../Endpoint.js"
import { callable } from "../Pipeline.js"

// Why a page of the broker's earnings or sub-account deposits can be refused.
const historyPageErrors = [
  BrokerErrors.InvalidLimitParameter,
  CommonErrors.InvalidCursor,
  SharedErrors.TimeRangeIncomplete,
  BrokerErrors.QueryTimeOutOfRange
] as const

// Why a voucher's spec, issue or record can be refused.
const voucherErrors = [
  SharedErrors.BrokerNotFoundOrInvalidRewardParameter,
  BrokerErrors.VoucherRecycled,
  BrokerErrors.VoucherExpired,
  BrokerErrors.VoucherNotRedeemable,
  BrokerErrors.RewardBudgetExceeded,
  BrokerErrors.RewardAccountRejected,
  BrokerErrors.ResourceNotFound,
  BrokerErrors.InventoryInsufficient,
  BrokerErrors.VipLevelLimit,
  BrokerErrors.RewardInternalError
] as const

/**
 * `GET /v5/broker/earnings-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const earningsInfo = Endpoint.make({
  name: "getExchangeBrokerEarnings",
  method: "GET",
  path: "/v5/broker/earnings-info",
  auth: "private",
  request: Broker.EarningsRequest,
  response: Broker.Earnings,
  errors: [BrokerErrors.BrokerMainAccountOnly, ...historyPageErrors],
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "details" }
})

/**
 * Rebates per category and per trade of the broker's sub UIDs (last month until T-1; 7 days by default).
 *
 * @since 0.1.0
 * @category broker
 */
export const getExchangeBrokerEarnings = callable(earningsInfo)

/**
 * `GET /v5/broker/account-info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const accountInfo = Endpoint.make({
  name: "getExchangeBrokerAccountInfo",
  method: "GET",
  path: "/v5/broker/account-info",
  auth: "private",
  request: NoParams.NoParams,
  response: Broker.AccountInfo,
  errors: [BrokerErrors.BrokerMainAccountOnly],
  masterOnly: true
})

/**
 * Sub-account count and cap, and the base-fee and markup rebate rates.
 *
 * @since 0.1.0
 * @category broker
 */
export const getExchangeBrokerAccountInfo = callable(accountInfo)

/**
 * `GET /v5/broker/asset/query-sub-member-deposit-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const subMemberDepositRecord = Endpoint.make({
  name: "getBrokerSubAccountDeposits",
  method: "GET",
  path: "/v5/broker/asset/query-sub-member-deposit-record",
  auth: "private",
  request: Broker.SubDepositsRequest,
  response: Broker.SubDeposits,
  errors: [BrokerErrors.BrokerMainAccountOnly, SharedErrors.StartTimeNotBeforeEnd, ...historyPageErrors],
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "rows" }
})

/**
 * On-chain deposits of all the broker's sub accounts, newest first, without naming each UID.
 *
 * @since 0.1.0
 * @category broker
 */
export const getBrokerSubAccountDeposits = callable(subMemberDepositRecord)

/**
 * `POST /v5/broker/apilimit/set`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const setRateLimit = Endpoint.make({
  name: "setBrokerRateLimit",
  method: "POST",
  path: "/v5/broker/apilimit/set",
  auth: "private",
  request: Broker.SetRateLimitRequest,
  response: Broker.SetRateLimit,
  errors: [SharedErrors.NotInstitutionalUser, SharedErrors.UidPermissionDenied]
})

/**
 * Sets per-UID API rate limits by business type (a master for its subs, a sub for itself).
 *
 * @since 0.1.0
 * @category broker
 */
export const setBrokerRateLimit = callable(setRateLimit)

/**
 * `GET /v5/broker/apilimit/query-cap`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const rateLimitCap = Endpoint.make({
  name: "getBrokerRateLimitCap",
  method: "GET",
  path: "/v5/broker/apilimit/query-cap",
  auth: "private",
  request: NoParams.NoParams,
  response: Broker.RateLimitCaps,
  errors: [SharedErrors.NotInstitutionalUser, BrokerErrors.SubaccountForbidden],
  masterOnly: true
})

/**
 * The broker entity's total rate usage and its entity and per-UID caps.
 *
 * @since 0.1.0
 * @category broker
 */
export const getBrokerRateLimitCap = callable(rateLimitCap)

/**
 * `GET /v5/broker/apilimit/query-all`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const rateLimitAll = Endpoint.make({
  name: "getAllBrokerRateLimits",
  method: "GET",
  path: "/v5/broker/apilimit/query-all",
  auth: "private",
  request: Broker.RateLimitsRequest,
  response: Broker.RateLimits,
  errors: [SharedErrors.NotInstitutionalUser, SharedErrors.UidPermissionDenied, CommonErrors.InvalidCursor],
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Every configured per-UID rate limit across the broker's accounts.
 *
 * @since 0.1.0
 * @category broker
 */
export const getAllBrokerRateLimits = callable(rateLimitAll)

/**
 * `POST /v5/broker/award/info`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const awardInfo = Endpoint.make({
  name: "getBrokerVoucherSpec",
  method: "POST",
  path: "/v5/broker/award/info",
  auth: "private",
  request: Broker.VoucherSpecRequest,
  response: Broker.VoucherSpec,
  errors: voucherErrors,
  idempotent: true
})

/**
 * A voucher's coin, unit, product line and total and used amounts (a read, sent as POST).
 *
 * @since 0.1.0
 * @category broker
 */
export const getBrokerVoucherSpec = callable(awardInfo)

/**
 * `POST /v5/broker/award/distribute-award`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const distributeAward = Endpoint.make({
  name: "issueBrokerVoucher",
  method: "POST",
  path: "/v5/broker/award/distribute-award",
  auth: "private",
  request: Broker.IssueVoucherRequest,
  response: Acknowledged.Acknowledged,
  errors: voucherErrors
})

/**
 * Issues a voucher to a user; `specCode` makes the issue unique.
 *
 * @since 0.1.0
 * @category broker
 */
export const issueBrokerVoucher = callable(distributeAward)

/**
 * `POST /v5/broker/award/distribution-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const distributionRecord = Endpoint.make({
  name: "getBrokerIssuedVoucher",
  method: "POST",
  path: "/v5/broker/award/distribution-record",
  auth: "private",
  request: Broker.IssuedVoucherRequest,
  response: Broker.IssuedVoucher,
  errors: voucherErrors,
  idempotent: true
})

/**
 * An issued voucher: claimed or not, claim window and validity, used amount (a read, sent as POST).
 *
 * @since 0.1.0
 * @category broker
 */
export const getBrokerIssuedVoucher = callable(distributionRecord)

/**
 * `GET /v5/broker/ip/changelog`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const ipChangelog = Endpoint.make({
  name: "getBrokerIpChangelog",
  method: "GET",
  path: "/v5/broker/ip/changelog",
  auth: "private",
  request: Broker.IpChangelogRequest,
  response: Broker.IpChangelog,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Changes to the API broker's IP whitelist; callable only from a whitelisted address.
 *
 * @since 0.1.0
 * @category broker
 */
export const getBrokerIpChangelog = callable(ipChangelog)

/**
 * `GET /v5/broker/whitelist/ip`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const whitelistIp = Endpoint.make({
  name: "getBrokerWhitelistIp",
  method: "GET",
  path: "/v5/broker/whitelist/ip",
  auth: "public",
  request: NoParams.NoParams,
  response: Broker.Whitelist
})

/**
 * The API broker's dedicated hostnames and whitelisted addresses; callable only from a whitelisted address.
 *
 * @since 0.1.0
 * @category broker
 */
export const getBrokerWhitelistIp = callable(whitelistIp)

/**
 * `GET /v5/broker/earning-record`.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const earningRecord = Endpoint.make({
  name: "getBrokerEarnings",
  method: "GET",
  path: "/v5/broker/earning-record",
  auth: "private",
  request: Broker.EarningRecordsRequest,
  response: Broker.EarningRecords,
  masterOnly: true,
  pagination: { cursor: "nextPageCursor", list: "list" }
})

/**
 * Commissions per trade of the broker's sub UIDs (deprecated by the exchange in favour of `getExchangeBrokerEarnings`).
 *
 * @since 0.1.0
 * @category broker
 */
export const getBrokerEarnings = callable(earningRecord)

/**
 * Every endpoint of this module.
 *
 * @since 0.1.0
 * @category endpoints
 */
export const endpoints = [
  earningsInfo,
  accountInfo,
  subMemberDepositRecord,
  setRateLimit,
  rateLimitCap,
  rateLimitAll,
  awardInfo,
  distributeAward,
  distributionRecord,
  ipChangelog,
  whitelistIp,
  earningRecord
] as const
