/**
 * Institutional API rate-limit management (`/v5/apilimit/*`): per-UID limits by business type.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The business a limit applies to.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BizType = LazySchema.make(() => Schema.Literals(["SPOT", "DERIVATIVES", "OPTIONS"]))

/**
 * {@link BizType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BizTypeTolerant = LazySchema.make(() => Enums.tolerant(BizType))

/**
 * The body of `POST /v5/apilimit/set`: each entry sets `rate` (requests per second) for comma-separated `uids`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetRateLimitRequest = LazySchema.struct("SetRateLimitRequest", () => ({
  list: Schema.Array(Schema.Struct({ uids: Schema.String, bizType: BizType, rate: Schema.Int })).pipe(
    Schema.check(Schema.isMinLength(1))
  )
}))

/**
 * The parameters of setting rate limits.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetRateLimitRequest extends Schema.Schema.Type<typeof SetRateLimitRequest> {}

/**
 * The outcome of one entry of a set request.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SetRateLimitOutcome extends LazyClass.Class<SetRateLimitOutcome>("SetRateLimitOutcome")(() => ({
  uids: Schema.String,
  bizType: BizTypeTolerant,
  rate: Enums.IntegerLike,
  success: Schema.Boolean,
  msg: Schema.String
})) {}

/**
 * The result of `/v5/apilimit/set` (the list is named `result`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SetRateLimitResult extends LazyClass.Class<SetRateLimitResult>("SetRateLimitResult")(() => ({
  result: Schema.Array(SetRateLimitOutcome),
  // The docs' table names the array `list`; their example sends `result`.
  list: Schema.optional(Schema.Array(SetRateLimitOutcome))
})) {}

/**
 * The query of `/v5/apilimit/query`: comma-separated UIDs.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RateLimitRequest = LazySchema.struct("RateLimitRequest", () => ({
  uids: Schema.String
}))

/**
 * The parameters of a rate-limit query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RateLimitRequest extends Schema.Schema.Type<typeof RateLimitRequest> {}

/**
 * A per-second limit for UIDs and a business type.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimit extends LazyClass.Class<RateLimit>("RateLimit")(() => ({
  uids: Schema.String,
  bizType: BizTypeTolerant,
  rate: Enums.IntegerLike
})) {}

/**
 * The result of `/v5/apilimit/query`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimits extends LazyClass.Class<RateLimits>("RateLimits")(() => ({
  list: Schema.Array(RateLimit)
})) {}

/**
 * The query of `/v5/apilimit/query-all`: `limit` 1-1000 (default 1000), `uids` across masters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AllRateLimitsRequest = LazySchema.struct("AllRateLimitsRequest", () => ({
  limit: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String),
  uids: Schema.optional(Schema.String)
}))

/**
 * The parameters of an all-limits query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AllRateLimitsRequest extends Schema.Schema.Type<typeof AllRateLimitsRequest> {}

/**
 * A page of every UID-level limit.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AllRateLimits extends LazyClass.Class<AllRateLimits>("AllRateLimits")(() => ({
  list: Schema.Array(RateLimit),
  nextPageCursor: Schema.String
})) {}

/**
 * The institution's usage (`totalRate`) against its cap (`insCap`) and the per-UID cap (`uidCap`), per business
 * type (numbers, sometimes sent as strings).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimitCap extends LazyClass.Class<RateLimitCap>("RateLimitCap")(() => ({
  bizType: BizTypeTolerant,
  totalRate: Enums.IntegerLike,
  insCap: Enums.IntegerLike,
  uidCap: Enums.IntegerLike
})) {}

/**
 * The result of `/v5/apilimit/query-cap`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RateLimitCaps extends LazyClass.Class<RateLimitCaps>("RateLimitCaps")(() => ({
  list: Schema.Array(RateLimitCap)
})) {}
