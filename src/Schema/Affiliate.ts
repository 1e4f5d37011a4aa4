/**
 * Affiliate reads: the affiliate's users (`/v5/affiliate/aff-user-list`), one user's volumes
 * (`/v5/user/aff-customer-info`) and the sub-affiliates (`/v5/affiliate/affiliate-sub-list`). Master UID keys
 * holding only the `Affiliate` permission.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/affiliate/aff-user-list`: page `size` 0-1000, and flags to include deposit, 30-day and
 * 365-day figures.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AffiliateUsersRequest = LazySchema.struct("AffiliateUsersRequest", () => ({
  size: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String),
  needDeposit: Schema.optional(Schema.Boolean),
  need30: Schema.optional(Schema.Boolean),
  need365: Schema.optional(Schema.Boolean),
  startDate: Schema.optional(Schema.String),
  endDate: Schema.optional(Schema.String)
}))

/**
 * The parameters of an affiliate user list query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AffiliateUsersRequest extends Schema.Schema.Type<typeof AffiliateUsersRequest> {}

const Volume = Schema.optional(DecimalOrEmpty)

const ByCoin = Schema.optional(Schema.Record(Schema.String, DecimalOrEmpty))

/**
 * One referred user: registration, KYC and (when asked for) volumes and deposits in USDT.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AffiliateUser extends LazyClass.Class<AffiliateUser>("AffiliateUser")(() => ({
  userId: Schema.String,
  registerTime: Schema.String,
  source: Schema.Union([Schema.String, Schema.Number]),
  remarks: Schema.Union([Schema.String, Schema.Number]),
  isKyc: Schema.Boolean,
  takerVol30Day: Volume,
  makerVol30Day: Volume,
  tradeVol30Day: Volume,
  depositAmount30Day: Volume,
  takerVol365Day: Volume,
  makerVol365Day: Volume,
  tradeVol365Day: Volume,
  depositAmount365Day: Volume,
  takerVol: Volume,
  makerVol: Volume,
  tradeVol: Volume,
  startDate: Schema.optional(Schema.String),
  endDate: Schema.optional(Schema.String),
  tradfiTradeVol: Volume,
  tradfiTradeVol30Day: Volume,
  tradfiTradeVol365Day: Volume,
  // Commissions by coin (`{ "USDT": "17.04" }`).
  commissionsVol: ByCoin,
  commissions30Day: ByCoin,
  commissions365Day: ByCoin
})) {}

/**
 * The result of `/v5/affiliate/aff-user-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AffiliateUsers extends LazyClass.Class<AffiliateUsers>("AffiliateUsers")(() => ({
  list: Schema.Array(AffiliateUser),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/user/aff-customer-info`: the client's master UID.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AffiliateUserInfoRequest = LazySchema.struct("AffiliateUserInfoRequest", () => ({
  uid: Schema.String,
  coin: Schema.optional(Schema.String),
  business: Schema.optional(Schema.String)
}))

/**
 * The parameters of an affiliate user info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AffiliateUserInfoRequest extends Schema.Schema.Type<typeof AffiliateUserInfoRequest> {}

/**
 * One client's volumes and deposits (USDT), wallet balance band (`1` under 100 ... `4` over 500), and update times.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AffiliateUserInfo extends LazyClass.Class<AffiliateUserInfo>("AffiliateUserInfo")(() => ({
  uid: Schema.String,
  vipLevel: Schema.String,
  takerVol30Day: DecimalOrEmpty,
  makerVol30Day: DecimalOrEmpty,
  tradeVol30Day: DecimalOrEmpty,
  depositAmount30Day: DecimalOrEmpty,
  takerVol365Day: DecimalOrEmpty,
  makerVol365Day: DecimalOrEmpty,
  tradeVol365Day: DecimalOrEmpty,
  depositAmount365Day: DecimalOrEmpty,
  totalWalletBalance: Schema.String,
  depositUpdateTime: Schema.String,
  volUpdateTime: Schema.String,
  KycLevel: Schema.optional(Schema.Number),
  tradfiTradeVol30Day: Volume,
  tradfiTradeVol365Day: Volume,
  // Per coin (the docs once showed a single figure; today an object by coin).
  commissions30Day: Schema.optional(Schema.Union([DecimalOrEmpty, Schema.Record(Schema.String, DecimalOrEmpty)])),
  commissions365Day: Schema.optional(Schema.Union([DecimalOrEmpty, Schema.Record(Schema.String, DecimalOrEmpty)])),
  paySendAmount30Day: Volume,
  payFtt: Schema.optional(Schema.Union([Schema.String, Schema.Boolean])),
  cardFtt: Schema.optional(Schema.Union([Schema.String, Schema.Boolean]))
})) {}

/**
 * The query of `/v5/affiliate/affiliate-sub-list`: page `size` 0-100, a date window (`YYYY-MM-DD`, both or neither,
 * at most 3 months) and an optional sub-affiliate id.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubAffiliatesRequest = LazySchema.struct("SubAffiliatesRequest", () => ({
  cursor: Schema.optional(Schema.String),
  size: Schema.optional(Schema.Number),
  startDate: Schema.optional(Schema.String),
  endDate: Schema.optional(Schema.String),
  subAffId: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a sub-affiliate list query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SubAffiliatesRequest extends Schema.Schema.Type<typeof SubAffiliatesRequest> {}

/**
 * One sub-affiliate with its commissions per coin and in USDT over the queried window.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubAffiliate extends LazyClass.Class<SubAffiliate>("SubAffiliate")(() => ({
  subAffId: Schema.String,
  userId: Schema.String,
  name: Schema.String,
  email: Schema.String,
  commissionsVol: Schema.Record(Schema.String, DecimalOrEmpty),
  commissionsForUsdt: DecimalOrEmpty,
  becameAffTime: Schema.String,
  startDate: Schema.String,
  endDate: Schema.String
})) {}

/**
 * The result of `/v5/affiliate/affiliate-sub-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SubAffiliates extends LazyClass.Class<SubAffiliates>("SubAffiliates")(() => ({
  list: Schema.Array(SubAffiliate),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
