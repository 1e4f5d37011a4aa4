/**
 * Fixed-term savings (`/v5/earn/fixed-term/*`): products with tiered APY, orders, positions, early redemption and
 * auto-reinvest. Times are unix milliseconds.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import { Millis } from "./Envelope.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/fixed-term/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnFixedTermProductRequest = LazySchema.struct("EarnFixedTermProductRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getFixedTermEarnProduct`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnFixedTermProductRequest extends Schema.Schema.Type<typeof EarnFixedTermProductRequest> {}

/**
 * An entry of the `getFixedTermEarnProduct` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermProductResultListTieredApyList extends LazyClass.Class<EarnFixedTermProductResultListTieredApyList>(
  "EarnFixedTermProductResultListTieredApyList"
)(() => ({
  min: Decimal,
  max: Decimal,
  // A percentage such as "2.50%".
  apy: Schema.String
})) {}

/**
 * An entry of the `getFixedTermEarnProduct` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermProductResultListInterestCoinApyList extends LazyClass.Class<EarnFixedTermProductResultListInterestCoinApyList>(
  "EarnFixedTermProductResultListInterestCoinApyList"
)(() => ({
  coin: Schema.String,
  apy: Schema.String,
  expectUnitEarning: Schema.String,
  currentPrice: Decimal
})) {}

/**
 * An entry of the `getFixedTermEarnProduct` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermProductResultList extends LazyClass.Class<EarnFixedTermProductResultList>(
  "EarnFixedTermProductResultList"
)(() => ({
  productId: Millis,
  category: Enums.tolerant(Schema.Literals(["FixedTermSaving", "FundPool", "FundPoolPremium"])),
  coin: Schema.String,
  duration: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Available", "SoldOut", "NotStarted"])),
  tieredApyList: Schema.Array(EarnFixedTermProductResultListTieredApyList),
  minStakeAmount: Decimal,
  maxStakeAmount: Decimal,
  precision: Millis,
  subscribeStartAt: Millis,
  subscribeEndAt: Millis,
  allowEarlyRedemption: Schema.Boolean,
  earlyRedemptionApy: Schema.String,
  // A duration such as "1d".
  redemptionLimitDuration: Schema.String,
  allowAutoReinvest: Schema.Boolean,
  interestCoinApyList: Schema.Array(EarnFixedTermProductResultListInterestCoinApyList),
  isVip: Schema.Boolean,
  creditTime: Millis,
  specialUserGroupRequired: Schema.Boolean,
  specialUserGroupInfo: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/fixed-term/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermProductResult extends LazyClass.Class<EarnFixedTermProductResult>(
  "EarnFixedTermProductResult"
)(() => ({
  list: Schema.Array(EarnFixedTermProductResultList)
})) {}

/**
 * The body of `POST /v5/earn/fixed-term/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnFixedTermPlaceOrderRequest = LazySchema.struct("EarnFixedTermPlaceOrderRequest", () => ({
  productId: Schema.Int,
  category: Schema.Literals(["FixedTermSaving", "FundPool", "FundPoolPremium"]),
  coin: Schema.String,
  amount: DecimalString,
  accountType: Schema.Literals(["FUND", "UNIFIED"]),
  autoInvest: Schema.optional(Schema.Boolean),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `submitFixedTermEarnOrder`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnFixedTermPlaceOrderRequest extends Schema.Schema.Type<typeof EarnFixedTermPlaceOrderRequest> {}

/**
 * The result of `POST /v5/earn/fixed-term/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermPlaceOrderResult extends LazyClass.Class<EarnFixedTermPlaceOrderResult>(
  "EarnFixedTermPlaceOrderResult"
)(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/fixed-term/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnFixedTermOrderRequest = LazySchema.struct("EarnFixedTermOrderRequest", () => ({
  orderType: Schema.optional(Schema.Literals(["Stake", "Redeem", "Reinvest"])),
  productId: Schema.optional(Schema.Int),
  category: Schema.optional(Schema.Literals(["FixedTermSaving", "FundPool", "FundPoolPremium"])),
  orderId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getFixedTermEarnOrder`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnFixedTermOrderRequest extends Schema.Schema.Type<typeof EarnFixedTermOrderRequest> {}

/**
 * An entry of the `getFixedTermEarnOrder` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermOrderResultList extends LazyClass.Class<EarnFixedTermOrderResultList>(
  "EarnFixedTermOrderResultList"
)(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  orderType: Enums.tolerant(Schema.Literals(["Stake", "Redeem", "Reinvest"])),
  status: Enums.tolerant(Schema.Literals(["Processing", "Active", "Complete", "Failed"])),
  productId: Millis,
  category: Enums.tolerant(Schema.Literals(["FixedTermSaving", "FundPool", "FundPoolPremium"])),
  coin: Schema.String,
  amount: Decimal,
  duration: Schema.String,
  accountType: Enums.tolerant(Schema.Literals(["FUND", "UNIFIED"])),
  settlementTime: Millis,
  createdAt: Millis,
  yieldInfoList: Schema.Array(
    Schema.Struct({
      coin: Schema.String,
      amount: Decimal,
      status: Enums.tolerant(Schema.Literals(["Pending", "Distributed", "Fail", "ReinvestSuccess"])),
      createdAt: Millis,
      apy: Schema.String
    })
  )
})) {}

/**
 * The result of `GET /v5/earn/fixed-term/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermOrderResult extends LazyClass.Class<EarnFixedTermOrderResult>("EarnFixedTermOrderResult")(
  () => ({
    list: Schema.Array(EarnFixedTermOrderResultList),
    nextPageCursor: Schema.String
  })
) {}

/**
 * The query of `GET /v5/earn/fixed-term/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnFixedTermPositionRequest = LazySchema.struct("EarnFixedTermPositionRequest", () => ({
  productId: Schema.optional(Schema.Int),
  category: Schema.optional(Schema.Literals(["FixedTermSaving", "FundPool", "FundPoolPremium"])),
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getFixedTermEarnPosition`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnFixedTermPositionRequest extends Schema.Schema.Type<typeof EarnFixedTermPositionRequest> {}

/**
 * An entry of the `getFixedTermEarnPosition` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermPositionResultListEarlyRedeemInfo extends LazyClass.Class<EarnFixedTermPositionResultListEarlyRedeemInfo>(
  "EarnFixedTermPositionResultListEarlyRedeemInfo"
)(() => ({
  allowEarlyRedeem: Schema.Boolean,
  earlyRedeemEarning: DecimalOrEmpty,
  returnCoin: Schema.String,
  redemptionLimitDuration: Schema.String
})) {}

/**
 * An entry of the `getFixedTermEarnPosition` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermPositionResultListInterestCoinApyList extends LazyClass.Class<EarnFixedTermPositionResultListInterestCoinApyList>(
  "EarnFixedTermPositionResultListInterestCoinApyList"
)(() => ({
  coin: Schema.String,
  apy: Schema.String,
  expectReturnEarning: Decimal,
  price: Decimal
})) {}

/**
 * An entry of the `getFixedTermEarnPosition` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermPositionResultList extends LazyClass.Class<EarnFixedTermPositionResultList>(
  "EarnFixedTermPositionResultList"
)(() => ({
  positionId: Millis,
  productId: Millis,
  category: Enums.tolerant(Schema.Literals(["FixedTermSaving", "FundPool", "FundPoolPremium"])),
  coin: Schema.String,
  amount: Decimal,
  effectiveAmount: Decimal,
  duration: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Active", "EarlyRedemptionProcessing"])),
  settlementTime: Millis,
  createdAt: Millis,
  orderId: Schema.String,
  // `null` when the product cannot be redeemed early.
  earlyRedeemInfo: Schema.NullOr(EarnFixedTermPositionResultListEarlyRedeemInfo),
  allowAutoReinvest: Schema.Boolean,
  autoReinvest: Enums.tolerant(Schema.Literals(["Enable", "Disable"])),
  interestCoinApyList: Schema.Array(EarnFixedTermPositionResultListInterestCoinApyList)
})) {}

/**
 * The result of `GET /v5/earn/fixed-term/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermPositionResult extends LazyClass.Class<EarnFixedTermPositionResult>(
  "EarnFixedTermPositionResult"
)(() => ({
  list: Schema.Array(EarnFixedTermPositionResultList)
})) {}

/**
 * The body of `POST /v5/earn/fixed-term/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnFixedTermRedeemRequest = LazySchema.struct("EarnFixedTermRedeemRequest", () => ({
  productId: Schema.Int,
  category: Schema.Literal("FundPool"),
  positionId: Schema.Int
}))

/**
 * The parameters of `redeemFixedTermEarn`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnFixedTermRedeemRequest extends Schema.Schema.Type<typeof EarnFixedTermRedeemRequest> {}

/**
 * The result of `POST /v5/earn/fixed-term/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnFixedTermRedeemResult extends LazyClass.Class<EarnFixedTermRedeemResult>("EarnFixedTermRedeemResult")(
  () => ({
    redeemAmount: Decimal,
    estEarnings: Decimal
  })
) {}

/**
 * The body of `POST /v5/earn/fixed-term/position/auto-invest`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnFixedTermSetAutoInvestRequest = LazySchema.struct("EarnFixedTermSetAutoInvestRequest", () => ({
  productId: Schema.Int,
  category: Schema.Literals(["FixedTermSaving", "FundPool", "FundPoolPremium"]),
  positionId: Schema.Int,
  status: Schema.Literals(["Enable", "Disable"])
}))

/**
 * The parameters of `setFixedTermEarnAutoInvest`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnFixedTermSetAutoInvestRequest
  extends Schema.Schema.Type<typeof EarnFixedTermSetAutoInvestRequest> {}

/**
 * The result of `POST /v5/earn/fixed-term/position/auto-invest` (empty).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnFixedTermSetAutoInvestResult = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "EarnFixedTermSetAutoInvestResult"
  })
)
