/**
 * Private wealth management, client side: investment plans and their positions, orders, NAV and asset trends,
 * customised plans, and custodian transfers. Times are unix milliseconds as strings.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/pwm/customize-plan/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmCustomizePlanProductRequest = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "PwmCustomizePlanProductRequest"
  })
)

/**
 * The parameters of `getPwmSubscribableProductInfo`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmCustomizePlanProductRequest extends Schema.Schema.Type<typeof PwmCustomizePlanProductRequest> {}

/**
 * An entry of the `getPwmSubscribableProductInfo` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmCustomizePlanProductResultProductsCards extends LazyClass.Class<PwmCustomizePlanProductResultProductsCards>(
  "PwmCustomizePlanProductResultProductsCards"
)(() => ({
  category: Schema.String,
  fundName: Schema.optional(Schema.String),
  coin: Schema.String,
  aprRangeLow: Schema.optional(Decimal),
  aprRangeHigh: Schema.optional(Decimal),
  tags: Schema.optional(Schema.Array(Schema.String)),
  introduction: Schema.optional(Schema.String),
  aum: Schema.optional(Schema.String),
  minInvestmentAmount: Decimal,
  maxInvestmentAmount: Decimal,
  maxDrawdown: Schema.optional(Decimal),
  sharpRatio: Schema.optional(Decimal),
  estAPR: Decimal,
  productId: Schema.optional(Schema.String),
  apr: Schema.optional(Decimal),
  duration: Schema.optional(Schema.Number)
})) {}

/**
 * An entry of the `getPwmSubscribableProductInfo` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmCustomizePlanProductResultProducts extends LazyClass.Class<PwmCustomizePlanProductResultProducts>(
  "PwmCustomizePlanProductResultProducts"
)(() => ({
  type: Enums.tolerant(Schema.Literals(["equityFund", "multiCoinEarning", "onchainEarn", "fixedYield"])),
  cards: Schema.Array(PwmCustomizePlanProductResultProductsCards)
})) {}

/**
 * The result of `GET /v5/earn/pwm/customize-plan/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmCustomizePlanProductResult extends LazyClass.Class<PwmCustomizePlanProductResult>(
  "PwmCustomizePlanProductResult"
)(() => ({
  products: Schema.Array(PwmCustomizePlanProductResultProducts)
})) {}

/**
 * The body of `POST /v5/earn/pwm/customize-plan/create`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmCustomizePlanCreateRequest = LazySchema.struct("PwmCustomizePlanCreateRequest", () => ({
  accountType: Schema.optional(Schema.String),
  products: Schema.NonEmptyArray(
    Schema.Struct({
      category: Schema.Literals(["multiCoinEarning", "fixedYield", "equityFund", "onchainEarn"]),
      productId: Schema.String,
      fundName: Schema.String,
      amount: DecimalString
    })
  )
}))

/**
 * The parameters of `createPwmCustomizeInvestmentPlan`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmCustomizePlanCreateRequest extends Schema.Schema.Type<typeof PwmCustomizePlanCreateRequest> {}

/**
 * The result of `POST /v5/earn/pwm/customize-plan/create`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmCustomizePlanCreateResult extends LazyClass.Class<PwmCustomizePlanCreateResult>(
  "PwmCustomizePlanCreateResult"
)(() => ({
  planId: Schema.String,
  planName: Schema.String,
  status: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/pwm/investment-plan/all`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmInvestmentPlansRequest = LazySchema.struct("PwmInvestmentPlansRequest", () => ({
  planId: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(["PendingSubscription", "Active", "Closed"])),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getPwmInvestmentPlans`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmInvestmentPlansRequest extends Schema.Schema.Type<typeof PwmInvestmentPlansRequest> {}

/**
 * An entry of the `getPwmInvestmentPlans` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmInvestmentPlansResultListInvestmentDistribution extends LazyClass.Class<PwmInvestmentPlansResultListInvestmentDistribution>(
  "PwmInvestmentPlansResultListInvestmentDistribution"
)(() => ({
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  currentAmount: Decimal
})) {}

/**
 * An entry of the `getPwmInvestmentPlans` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmInvestmentPlansResultList extends LazyClass.Class<PwmInvestmentPlansResultList>(
  "PwmInvestmentPlansResultList"
)(() => ({
  planId: Schema.String,
  planName: Schema.String,
  planType: Enums.tolerant(Schema.Literals(["stable", "advanced"])),
  status: Enums.tolerant(Schema.Literals(["PendingSubscription", "Active", "Closed"])),
  source: Enums.tolerant(Schema.Literals(["consultant", "direct", "institution"])),
  currentAssetUsd: Decimal,
  accumulateYieldUsd: Decimal,
  investmentDistribution: Schema.Array(PwmInvestmentPlansResultListInvestmentDistribution),
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/pwm/investment-plan/all`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmInvestmentPlansResult extends LazyClass.Class<PwmInvestmentPlansResult>("PwmInvestmentPlansResult")(
  () => ({
    list: Schema.Array(PwmInvestmentPlansResultList),
    nextPageCursor: Schema.String
  })
) {}

/**
 * The query of `GET /v5/earn/pwm/investment-plan/detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmPlanDetailRequest = LazySchema.struct("PwmPlanDetailRequest", () => ({
  planId: Schema.String
}))

/**
 * The parameters of `getPwmInvestmentPlanDetail`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmPlanDetailRequest extends Schema.Schema.Type<typeof PwmPlanDetailRequest> {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultCurrentAssets extends LazyClass.Class<PwmPlanDetailResultCurrentAssets>(
  "PwmPlanDetailResultCurrentAssets"
)(() => ({
  coin: Schema.String,
  amount: Decimal
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsMultiCoinsEarningItems extends LazyClass.Class<PwmPlanDetailResultPositionsMultiCoinsEarningItems>(
  "PwmPlanDetailResultPositionsMultiCoinsEarningItems"
)(() => ({
  status: Schema.optional(Schema.String),
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  currentAmount: Decimal,
  accumulateYield: Decimal,
  apr: Decimal,
  positionId: Schema.String
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsMultiCoinsEarning extends LazyClass.Class<PwmPlanDetailResultPositionsMultiCoinsEarning>(
  "PwmPlanDetailResultPositionsMultiCoinsEarning"
)(() => ({
  totalInvestmentUsd: Decimal,
  accumulateYieldUsd: Decimal,
  weightedAvgApr: Decimal,
  items: Schema.Array(PwmPlanDetailResultPositionsMultiCoinsEarningItems)
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsFixedYieldItems extends LazyClass.Class<PwmPlanDetailResultPositionsFixedYieldItems>(
  "PwmPlanDetailResultPositionsFixedYieldItems"
)(() => ({
  status: Schema.optional(Schema.String),
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  currentAmount: Decimal,
  accumulateYield: Decimal,
  apr: Decimal,
  duration: Schema.Number,
  maturityTime: Schema.String,
  autoReinvest: Schema.Boolean,
  positionId: Schema.String
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsFixedYield extends LazyClass.Class<PwmPlanDetailResultPositionsFixedYield>(
  "PwmPlanDetailResultPositionsFixedYield"
)(() => ({
  totalInvestmentUsd: Decimal,
  accumulateYieldUsd: Decimal,
  weightedAvgApr: Decimal,
  items: Schema.Array(PwmPlanDetailResultPositionsFixedYieldItems)
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsEquityFundsItems extends LazyClass.Class<PwmPlanDetailResultPositionsEquityFundsItems>(
  "PwmPlanDetailResultPositionsEquityFundsItems"
)(() => ({
  status: Schema.optional(Schema.String),
  positionId: Schema.optional(Schema.String),
  category: Schema.String,
  productId: Schema.String,
  fundName: Schema.String,
  coin: Schema.String,
  tags: Schema.Array(Schema.String),
  nav: Decimal,
  userShares: Decimal,
  shareValue: Decimal,
  holdingValue: Decimal,
  accumulateYield: Decimal,
  apr30d: Decimal,
  aprTotal: Decimal,
  sharpRatio: Decimal,
  maxDrawdown: Decimal,
  createdTime: Schema.String,
  runningDays: Schema.Number
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsEquityFunds extends LazyClass.Class<PwmPlanDetailResultPositionsEquityFunds>(
  "PwmPlanDetailResultPositionsEquityFunds"
)(() => ({
  totalInvestmentUsd: Decimal,
  accumulateYieldUsd: Decimal,
  weightedAvgApr: Decimal,
  items: Schema.Array(PwmPlanDetailResultPositionsEquityFundsItems)
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsOnchainEarnItems extends LazyClass.Class<PwmPlanDetailResultPositionsOnchainEarnItems>(
  "PwmPlanDetailResultPositionsOnchainEarnItems"
)(() => ({
  status: Schema.optional(Schema.String),
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  stakeAmount: Decimal,
  apr: Decimal,
  positionId: Schema.String
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsOnchainEarn extends LazyClass.Class<PwmPlanDetailResultPositionsOnchainEarn>(
  "PwmPlanDetailResultPositionsOnchainEarn"
)(() => ({
  totalInvestmentUsd: Decimal,
  accumulateYieldUsd: Decimal,
  items: Schema.Array(PwmPlanDetailResultPositionsOnchainEarnItems)
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositionsFundingAccount extends LazyClass.Class<PwmPlanDetailResultPositionsFundingAccount>(
  "PwmPlanDetailResultPositionsFundingAccount"
)(() => ({
  coin: Schema.String,
  amount: Decimal
})) {}

/**
 * An entry of the `getPwmInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResultPositions extends LazyClass.Class<PwmPlanDetailResultPositions>(
  "PwmPlanDetailResultPositions"
)(() => ({
  multiCoinsEarning: PwmPlanDetailResultPositionsMultiCoinsEarning,
  fixedYield: PwmPlanDetailResultPositionsFixedYield,
  equityFunds: PwmPlanDetailResultPositionsEquityFunds,
  onchainEarn: PwmPlanDetailResultPositionsOnchainEarn,
  fundingAccount: Schema.Array(PwmPlanDetailResultPositionsFundingAccount)
})) {}

/**
 * The result of `GET /v5/earn/pwm/investment-plan/detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmPlanDetailResult extends LazyClass.Class<PwmPlanDetailResult>("PwmPlanDetailResult")(() => ({
  planId: Schema.String,
  planName: Schema.String,
  planType: Schema.String,
  status: Schema.String,
  currentAssetUsd: Decimal,
  accumulateYieldUsd: Decimal,
  weightedAvgApr: Decimal,
  currentAssets: Schema.Array(PwmPlanDetailResultCurrentAssets),
  positions: PwmPlanDetailResultPositions,
  createdTime: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/pwm/investment-plan/new-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmNewPlanRequest = LazySchema.struct("PwmNewPlanRequest", () => ({
  planId: Schema.String
}))

/**
 * The parameters of `getPwmPendingInvestmentPlanDetail`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmNewPlanRequest extends Schema.Schema.Type<typeof PwmNewPlanRequest> {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsMultiCoinsEarningItems extends LazyClass.Class<PwmNewPlanResultProductsMultiCoinsEarningItems>(
  "PwmNewPlanResultProductsMultiCoinsEarningItems"
)(() => ({
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  configuredAmount: Decimal,
  apr: Decimal
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsMultiCoinsEarning extends LazyClass.Class<PwmNewPlanResultProductsMultiCoinsEarning>(
  "PwmNewPlanResultProductsMultiCoinsEarning"
)(() => ({
  configuredAmountUsd: Decimal,
  items: Schema.Array(PwmNewPlanResultProductsMultiCoinsEarningItems)
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsFixedYieldItems extends LazyClass.Class<PwmNewPlanResultProductsFixedYieldItems>(
  "PwmNewPlanResultProductsFixedYieldItems"
)(() => ({
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  configuredAmount: Decimal,
  apr: Decimal,
  duration: Schema.Number
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsFixedYield extends LazyClass.Class<PwmNewPlanResultProductsFixedYield>(
  "PwmNewPlanResultProductsFixedYield"
)(() => ({
  configuredAmountUsd: Decimal,
  items: Schema.Array(PwmNewPlanResultProductsFixedYieldItems)
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsEquityFundsItemsIntroduction extends LazyClass.Class<PwmNewPlanResultProductsEquityFundsItemsIntroduction>(
  "PwmNewPlanResultProductsEquityFundsItemsIntroduction"
)(() => ({
  description: Schema.String,
  historicalYieldRateMax: Decimal,
  historicalYieldRateMin: Decimal,
  sharpRatio: Decimal,
  maxDrawback: Decimal,
  lockupPeriod: Schema.String
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsEquityFundsItems extends LazyClass.Class<PwmNewPlanResultProductsEquityFundsItems>(
  "PwmNewPlanResultProductsEquityFundsItems"
)(() => ({
  category: Schema.String,
  productId: Schema.String,
  fundName: Schema.String,
  coin: Schema.String,
  configuredAmount: Decimal,
  tags: Schema.Array(Schema.String),
  introduction: PwmNewPlanResultProductsEquityFundsItemsIntroduction
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsEquityFunds extends LazyClass.Class<PwmNewPlanResultProductsEquityFunds>(
  "PwmNewPlanResultProductsEquityFunds"
)(() => ({
  configuredAmountUsd: Decimal,
  items: Schema.Array(PwmNewPlanResultProductsEquityFundsItems)
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsOnchainEarnItems extends LazyClass.Class<PwmNewPlanResultProductsOnchainEarnItems>(
  "PwmNewPlanResultProductsOnchainEarnItems"
)(() => ({
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  configuredAmount: Decimal,
  apr: Decimal
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProductsOnchainEarn extends LazyClass.Class<PwmNewPlanResultProductsOnchainEarn>(
  "PwmNewPlanResultProductsOnchainEarn"
)(() => ({
  configuredAmountUsd: Decimal,
  items: Schema.Array(PwmNewPlanResultProductsOnchainEarnItems)
})) {}

/**
 * An entry of the `getPwmPendingInvestmentPlanDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResultProducts extends LazyClass.Class<PwmNewPlanResultProducts>("PwmNewPlanResultProducts")(
  () => ({
    multiCoinsEarning: PwmNewPlanResultProductsMultiCoinsEarning,
    fixedYield: PwmNewPlanResultProductsFixedYield,
    equityFunds: PwmNewPlanResultProductsEquityFunds,
    onchainEarn: PwmNewPlanResultProductsOnchainEarn
  })
) {}

/**
 * The result of `GET /v5/earn/pwm/investment-plan/new-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmNewPlanResult extends LazyClass.Class<PwmNewPlanResult>("PwmNewPlanResult")(() => ({
  planId: Schema.String,
  planName: Schema.String,
  planType: Schema.String,
  status: Schema.String,
  source: Schema.String,
  totalConfiguredAmountUsd: Decimal,
  products: PwmNewPlanResultProducts,
  createdTime: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/investment-plan/subscribe`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmSubscribeRequest = LazySchema.struct("PwmSubscribeRequest", () => ({
  planId: Schema.String,
  accountType: Schema.optional(Schema.String),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `subscribePwmInvestmentPlan`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmSubscribeRequest extends Schema.Schema.Type<typeof PwmSubscribeRequest> {}

/**
 * The result of `POST /v5/earn/pwm/investment-plan/subscribe`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmSubscribeResult extends LazyClass.Class<PwmSubscribeResult>("PwmSubscribeResult")(() => ({
  planId: Schema.String,
  status: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/investment-plan/invest-more`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmInvestMoreRequest = LazySchema.struct("PwmInvestMoreRequest", () => ({
  planId: Schema.String,
  accountType: Schema.optional(Schema.String),
  category: Schema.String,
  productId: Schema.String,
  amount: DecimalString,
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `investMorePwmInvestmentPlan`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmInvestMoreRequest extends Schema.Schema.Type<typeof PwmInvestMoreRequest> {}

/**
 * The result of `POST /v5/earn/pwm/investment-plan/invest-more`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmInvestMoreResult extends LazyClass.Class<PwmInvestMoreResult>("PwmInvestMoreResult")(() => ({
  planId: Schema.String,
  category: Schema.String,
  productId: Schema.String,
  coin: Schema.String,
  amount: Decimal,
  status: Enums.tolerant(Schema.Literals(["Success", "Pending", "failed"])),
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/investment-plan/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmRedeemRequest = LazySchema.struct("PwmRedeemRequest", () => ({
  planId: Schema.String,
  category: Schema.String,
  productId: Schema.String,
  shares: Schema.optional(DecimalString),
  amount: Schema.optional(DecimalString),
  positionId: Schema.optional(Schema.String),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `redeemPwmInvestmentPlan`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmRedeemRequest extends Schema.Schema.Type<typeof PwmRedeemRequest> {}

/**
 * The result of `POST /v5/earn/pwm/investment-plan/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmRedeemResult extends LazyClass.Class<PwmRedeemResult>("PwmRedeemResult")(() => ({
  orderId: Schema.String,
  planId: Schema.String,
  category: Schema.String,
  productId: Schema.String,
  shares: Schema.optional(Decimal),
  estimatedAmount: Decimal,
  coin: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Success", "Pending"])),
  orderLinkId: Schema.String,
  amount: Schema.optional(Decimal)
})) {}

/**
 * The body of `POST /v5/earn/pwm/investment-plan/claim`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmClaimRequest = LazySchema.struct("PwmClaimRequest", () => ({
  planId: Schema.String,
  toAccountType: Schema.optional(Schema.String),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `claimPwmWithdrawableFunds`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmClaimRequest extends Schema.Schema.Type<typeof PwmClaimRequest> {}

/**
 * The result of `POST /v5/earn/pwm/investment-plan/claim`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmClaimResult extends LazyClass.Class<PwmClaimResult>("PwmClaimResult")(() => ({
  planId: Schema.String,
  toAccountType: Schema.Number,
  status: Schema.String,
  createdTime: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/pwm/investment-plan/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmOrdersRequest = LazySchema.struct("PwmOrdersRequest", () => ({
  planId: Schema.optional(Schema.String),
  category: Schema.optional(
    Schema.Literals(["flexibleSavings", "fundPool", "fundPoolPremium", "equityFund", "onchainEarn"])
  ),
  type: Schema.optional(Schema.Literals(["Subscribe", "Redeem"])),
  status: Schema.optional(Schema.Literals(["Completed", "Pending", "Failed"])),
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(36))))
}))

/**
 * The parameters of `getPwmInvestmentPlanOrders`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmOrdersRequest extends Schema.Schema.Type<typeof PwmOrdersRequest> {}

/**
 * An entry of the `getPwmInvestmentPlanOrders` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmOrdersResultList extends LazyClass.Class<PwmOrdersResultList>("PwmOrdersResultList")(() => ({
  orderId: Schema.String,
  planId: Schema.String,
  type: Enums.tolerant(Schema.Literals(["Subscribe", "Redeem", "AutoReinvest"])),
  accountType: Enums.tolerant(Schema.Literals(["Funding", "Unified"])),
  coin: Schema.String,
  amount: Decimal,
  category: Enums.tolerant(
    Schema.Literals(["flexibleSavings", "fundPool", "fundPoolPremium", "equityFund", "onchainEarn"])
  ),
  productId: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Completed", "Pending", "Failed"])),
  orderTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/pwm/investment-plan/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmOrdersResult extends LazyClass.Class<PwmOrdersResult>("PwmOrdersResult")(() => ({
  list: Schema.Array(PwmOrdersResultList),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/pwm/investment-plan/asset-trend`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetTrendRequest = LazySchema.struct("PwmAssetTrendRequest", () => ({
  planId: Schema.String,
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getPwmInvestmentPlanAssetTrend`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetTrendRequest extends Schema.Schema.Type<typeof PwmAssetTrendRequest> {}

/**
 * An entry of the `getPwmInvestmentPlanAssetTrend` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetTrendResultDataPoints extends LazyClass.Class<PwmAssetTrendResultDataPoints>(
  "PwmAssetTrendResultDataPoints"
)(() => ({
  date: Schema.String,
  assetValueUsd: Decimal
})) {}

/**
 * The result of `GET /v5/earn/pwm/investment-plan/asset-trend`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetTrendResult extends LazyClass.Class<PwmAssetTrendResult>("PwmAssetTrendResult")(() => ({
  planId: Schema.String,
  dataPoints: Schema.Array(PwmAssetTrendResultDataPoints)
})) {}

/**
 * The query of `GET /v5/earn/pwm/investment-plan/fund-nav`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmFundNavRequest = LazySchema.struct("PwmFundNavRequest", () => ({
  fundId: Schema.String,
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getPwmFundHistoricalNav`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmFundNavRequest extends Schema.Schema.Type<typeof PwmFundNavRequest> {}

/**
 * An entry of the `getPwmFundHistoricalNav` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmFundNavResultDataPoints extends LazyClass.Class<PwmFundNavResultDataPoints>(
  "PwmFundNavResultDataPoints"
)(() => ({
  date: Schema.String,
  nav: Decimal
})) {}

/**
 * The result of `GET /v5/earn/pwm/investment-plan/fund-nav`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmFundNavResult extends LazyClass.Class<PwmFundNavResult>("PwmFundNavResult")(() => ({
  fundId: Schema.String,
  fundName: Schema.String,
  coin: Schema.String,
  currentNav: Decimal,
  dataPoints: Schema.Array(PwmFundNavResultDataPoints)
})) {}

/**
 * The body of `POST /v5/earn/pwm/fund-transfer`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmFundTransferRequest = LazySchema.struct("PwmFundTransferRequest", () => ({
  transferId: Schema.String,
  fromUserId: Schema.Int,
  toUserId: Schema.Int,
  amount: DecimalString,
  coin: Schema.String
}))

/**
 * The parameters of `pwmFundTransfer`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmFundTransferRequest extends Schema.Schema.Type<typeof PwmFundTransferRequest> {}

/**
 * The result of `POST /v5/earn/pwm/fund-transfer`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmFundTransferResult extends LazyClass.Class<PwmFundTransferResult>("PwmFundTransferResult")(() => ({
  transferId: Schema.String,
  status: Enums.tolerant(Schema.Literals(["SUCCESS", "FAILED", "PROCESSING"]))
})) {}

/**
 * The query of `GET /v5/earn/pwm/query-fund-transfer-result`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmFundTransferResultRequest = LazySchema.struct("PwmFundTransferResultRequest", () => ({
  transferId: Schema.optional(Schema.String),
  fromUserId: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getPwmFundTransferRecords`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmFundTransferResultRequest extends Schema.Schema.Type<typeof PwmFundTransferResultRequest> {}

/**
 * The result of `GET /v5/earn/pwm/query-fund-transfer-result`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmFundTransferResultResult extends LazyClass.Class<PwmFundTransferResultResult>(
  "PwmFundTransferResultResult"
)(() => ({
  transferId: Schema.String,
  status: Enums.tolerant(Schema.Literals(["SUCCESS", "FAILED", "PROCESSING"])),
  fromUserId: Schema.Number,
  toUserId: Schema.Number,
  amount: Decimal,
  coin: Schema.String
})) {}
