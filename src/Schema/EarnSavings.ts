/**
 * Flexible-savings and on-chain earn extras: daily APR history and interest-rate coupons / Dual Assets reward cards.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/apr-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnSavingsAprHistoryRequest = LazySchema.struct("EarnSavingsAprHistoryRequest", () => ({
  category: Schema.Literals(["FlexibleSaving", "OnChain"]),
  productId: Schema.String,
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getEarnAprHistory`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnSavingsAprHistoryRequest extends Schema.Schema.Type<typeof EarnSavingsAprHistoryRequest> {}

/**
 * An entry of the `getEarnAprHistory` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnSavingsAprHistoryResultList extends LazyClass.Class<EarnSavingsAprHistoryResultList>(
  "EarnSavingsAprHistoryResultList"
)(() => ({
  timestamp: Schema.String,
  apr: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/apr-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnSavingsAprHistoryResult extends LazyClass.Class<EarnSavingsAprHistoryResult>(
  "EarnSavingsAprHistoryResult"
)(() => ({
  list: Schema.Array(EarnSavingsAprHistoryResultList)
})) {}

/**
 * The query of `GET /v5/earn/coupons`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnSavingsCouponsRequest = LazySchema.struct("EarnSavingsCouponsRequest", () => ({
  category: Schema.Literals(["FlexibleSaving", "DualAssets"])
}))

/**
 * The parameters of `getEarnCouponList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnSavingsCouponsRequest extends Schema.Schema.Type<typeof EarnSavingsCouponsRequest> {}

/**
 * An entry of the `getEarnCouponList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnSavingsCouponsResultInterestCards extends LazyClass.Class<EarnSavingsCouponsResultInterestCards>(
  "EarnSavingsCouponsResultInterestCards"
)(() => ({
  awardId: Schema.Number,
  specCode: Schema.String,
  coin: Schema.String,
  apy: Decimal,
  duration: Schema.Number,
  claimedAt: Schema.Number,
  expireAt: Schema.Number,
  usedAt: Schema.Number,
  status: Enums.tolerant(Schema.Literals(["InUse", "NotUse", "Expired", "AlreadyUsed"])),
  currentPnl: Decimal,
  limitPnl: Decimal,
  positionEffectiveAmount: Decimal,
  productId: Schema.Number,
  category: Enums.tolerant(Schema.Literals(["FlexibleSaving", "DualAssets"]))
})) {}

/**
 * The result of `GET /v5/earn/coupons`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnSavingsCouponsResult extends LazyClass.Class<EarnSavingsCouponsResult>("EarnSavingsCouponsResult")(
  () => ({
    interestCards: Schema.Array(EarnSavingsCouponsResultInterestCards),
    awardCards: Schema.Array(
      Schema.Struct({
        awardId: Schema.Number,
        specCode: Schema.String,
        claimedAt: Schema.Number,
        usedAt: Schema.Number,
        expireAt: Schema.Number,
        status: Enums.tolerant(Schema.Literals(["InUse", "NotUse", "Expired", "AlreadyUsed"])),
        amount: Decimal,
        limitPnlPercentage: Decimal,
        baseCoin: Schema.String,
        quoteCoin: Schema.String,
        direction: Enums.tolerantNumber(Schema.Literals([1, 2])),
        category: Enums.tolerant(Schema.Literals(["FlexibleSaving", "DualAssets"]))
      })
    )
  })
) {}
