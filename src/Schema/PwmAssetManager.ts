/**
 * Private wealth management, asset-manager side: funds, fund orders, client investment plans, sub-accounts and profit
 * settlement. Times are unix milliseconds as strings; rates are percentages.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/pwm/asset-manager/all-funds`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerAllFundsRequest = LazySchema.struct("PwmAssetManagerAllFundsRequest", () => ({
  coin: Schema.optional(Schema.String),
  fundId: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(["PendingSubscribe", "Active", "Closing", "Closed"])),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getPwmAllFunds`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerAllFundsRequest extends Schema.Schema.Type<typeof PwmAssetManagerAllFundsRequest> {}

/**
 * An entry of the `getPwmAllFunds` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerAllFundsResultList extends LazyClass.Class<PwmAssetManagerAllFundsResultList>(
  "PwmAssetManagerAllFundsResultList"
)(() => ({
  currentAPR: Schema.optional(Schema.String),
  fundId: Schema.String,
  fundName: Schema.String,
  coin: Schema.String,
  status: Enums.tolerant(Schema.Literals(["PendingSubscribe", "Active", "Closing", "Closed"])),
  totalEquity: Decimal,
  totalShares: Decimal,
  currentNav: Decimal,
  accountUid: Schema.String,
  subAccountList: Schema.Array(Schema.String),
  profitShareRate: Decimal,
  managementFeeRate: Decimal,
  uncollectedProfit: Decimal,
  collectedProfit: Decimal,
  totalLoan: Decimal,
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/pwm/asset-manager/all-funds`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerAllFundsResult extends LazyClass.Class<PwmAssetManagerAllFundsResult>(
  "PwmAssetManagerAllFundsResult"
)(() => ({
  list: Schema.Array(PwmAssetManagerAllFundsResultList),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/pwm/asset-manager/all-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerAllOrdersRequest = LazySchema.struct("PwmAssetManagerAllOrdersRequest", () => ({
  fundId: Schema.optional(Schema.String),
  orderType: Schema.optional(Schema.Literals(["Subscribe", "Redeem"])),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(["Pending Review", "Processing", "Completed", "Rejected", "Failed"]))
}))

/**
 * The parameters of `getPwmAllFundOrders`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerAllOrdersRequest extends Schema.Schema.Type<typeof PwmAssetManagerAllOrdersRequest> {}

/**
 * An entry of the `getPwmAllFundOrders` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerAllOrdersResultList extends LazyClass.Class<PwmAssetManagerAllOrdersResultList>(
  "PwmAssetManagerAllOrdersResultList"
)(() => ({
  orderId: Schema.String,
  fundId: Schema.String,
  fundName: Schema.String,
  accountUid: Schema.String,
  orderType: Enums.tolerant(Schema.Literals(["Subscribe", "Redeem"])),
  coin: Schema.String,
  amount: DecimalOrEmpty,
  shares: DecimalOrEmpty,
  status: Enums.tolerant(Schema.Literals(["PendingReview", "Pass", "Rejected", "Processing", "Success", "Failed"])),
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/pwm/asset-manager/all-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerAllOrdersResult extends LazyClass.Class<PwmAssetManagerAllOrdersResult>(
  "PwmAssetManagerAllOrdersResult"
)(() => ({
  list: Schema.Array(PwmAssetManagerAllOrdersResultList),
  nextPageCursor: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/asset-manager/create-fund`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerCreateFundRequest = LazySchema.struct("PwmAssetManagerCreateFundRequest", () => ({
  coin: Schema.Literals(["BTC", "ETH", "USDT", "USDC", "SOL", "MNT", "XRP"]),
  profitShareRate: DecimalString,
  managementFeeRate: DecimalString,
  fundIntroduction: Schema.optional(Schema.String),
  fundName: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(50))),
  reqLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `createPwmFund`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerCreateFundRequest extends Schema.Schema.Type<typeof PwmAssetManagerCreateFundRequest> {}

/**
 * The result of `POST /v5/earn/pwm/asset-manager/create-fund`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerCreateFundResult extends LazyClass.Class<PwmAssetManagerCreateFundResult>(
  "PwmAssetManagerCreateFundResult"
)(() => ({
  fundId: Schema.String,
  fundName: Schema.String,
  coin: Schema.String,
  status: Enums.tolerant(Schema.Literals(["PendingSubscribe", "Active", "Closing", "Closed"])),
  profitShareRate: Decimal,
  managementFeeRate: Decimal,
  accountUid: Schema.String,
  createdTime: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/asset-manager/create-investment-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerCreateInvestmentPlanRequest = LazySchema.struct(
  "PwmAssetManagerCreateInvestmentPlanRequest",
  () => ({
    accountUid: Schema.String,
    planType: Schema.Literals(["stable", "advanced"]),
    planName: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(50))),
    investmentDistribution: Schema.NonEmptyArray(Schema.Struct({ productId: Schema.String, amount: DecimalString })),
    reqLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
  })
)

/**
 * The parameters of `createPwmAssetManagerInvestmentPlan`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerCreateInvestmentPlanRequest
  extends Schema.Schema.Type<typeof PwmAssetManagerCreateInvestmentPlanRequest> {}

/**
 * The result of `POST /v5/earn/pwm/asset-manager/create-investment-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerCreateInvestmentPlanResult extends LazyClass.Class<PwmAssetManagerCreateInvestmentPlanResult>(
  "PwmAssetManagerCreateInvestmentPlanResult"
)(() => ({
  planId: Schema.String,
  planType: Enums.tolerant(Schema.Literals(["stable", "advanced"])),
  accountUid: Schema.String,
  status: Schema.String,
  createdTime: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/asset-manager/manage-investment-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerManageInvestmentPlanRequest = LazySchema.struct(
  "PwmAssetManagerManageInvestmentPlanRequest",
  () => ({
    planId: Schema.String,
    updateStatus: Schema.optional(Schema.Literals(["Closed", "Deleted"])),
    updateFunds: Schema.optional(
      Schema.Array(Schema.Struct({ fundId: Schema.String, amount: DecimalString })).pipe(
        Schema.check(Schema.isMaxLength(10))
      )
    ),
    reqLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
  })
)

/**
 * The parameters of `managePwmAssetManagerInvestmentPlan`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerManageInvestmentPlanRequest
  extends Schema.Schema.Type<typeof PwmAssetManagerManageInvestmentPlanRequest> {}

/**
 * An entry of the `managePwmAssetManagerInvestmentPlan` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerManageInvestmentPlanResultUpdateFunds extends LazyClass.Class<PwmAssetManagerManageInvestmentPlanResultUpdateFunds>(
  "PwmAssetManagerManageInvestmentPlanResultUpdateFunds"
)(() => ({
  fundId: Schema.String,
  amount: Decimal
})) {}

/**
 * The result of `POST /v5/earn/pwm/asset-manager/manage-investment-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerManageInvestmentPlanResult extends LazyClass.Class<PwmAssetManagerManageInvestmentPlanResult>(
  "PwmAssetManagerManageInvestmentPlanResult"
)(() => ({
  planId: Schema.String,
  status: Enums.tolerant(Schema.Literals(["PendingSubscription", "Active", "Closed", "Deleted"])),
  updateFunds: Schema.Array(PwmAssetManagerManageInvestmentPlanResultUpdateFunds),
  updatedTime: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/asset-manager/manage-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerManageOrderRequest = LazySchema.struct("PwmAssetManagerManageOrderRequest", () => ({
  orderId: Schema.String,
  action: Schema.Literals(["approve", "reject"]),
  reqLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `managePwmFundOrder`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerManageOrderRequest
  extends Schema.Schema.Type<typeof PwmAssetManagerManageOrderRequest> {}

/**
 * The result of `POST /v5/earn/pwm/asset-manager/manage-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerManageOrderResult extends LazyClass.Class<PwmAssetManagerManageOrderResult>(
  "PwmAssetManagerManageOrderResult"
)(() => ({
  orderId: Schema.String,
  fundId: Schema.String,
  accountUid: Schema.String,
  orderStatus: Enums.tolerant(
    Schema.Literals(["PendingReview", "Pass", "Rejected", "Processing", "Success", "Failed"])
  ),
  orderType: Enums.tolerant(Schema.Literals(["Subscribe", "Redeem"])),
  action: Schema.String,
  coin: Schema.String,
  amount: DecimalOrEmpty,
  shares: DecimalOrEmpty,
  updatedTime: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/asset-manager/settle-profit`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerSettleProfitRequest = LazySchema.struct("PwmAssetManagerSettleProfitRequest", () => ({
  fundId: Schema.String,
  reqLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `settlePwmFundProfit`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerSettleProfitRequest
  extends Schema.Schema.Type<typeof PwmAssetManagerSettleProfitRequest> {}

/**
 * The result of `POST /v5/earn/pwm/asset-manager/settle-profit`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerSettleProfitResult extends LazyClass.Class<PwmAssetManagerSettleProfitResult>(
  "PwmAssetManagerSettleProfitResult"
)(() => ({
  fundId: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Processing", "Completed", "Failed"])),
  totalProfitShared: Decimal,
  instIncome: Decimal,
  coin: Schema.String,
  createdTime: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/pwm/asset-manager/create-sub-account`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerCreateSubAccountRequest = LazySchema.struct(
  "PwmAssetManagerCreateSubAccountRequest",
  () => ({
    fundId: Schema.String,
    reqLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
  })
)

/**
 * The parameters of `createPwmFundSubAccount`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerCreateSubAccountRequest
  extends Schema.Schema.Type<typeof PwmAssetManagerCreateSubAccountRequest> {}

/**
 * The result of `POST /v5/earn/pwm/asset-manager/create-sub-account`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerCreateSubAccountResult extends LazyClass.Class<PwmAssetManagerCreateSubAccountResult>(
  "PwmAssetManagerCreateSubAccountResult"
)(() => ({
  fundId: Schema.String,
  subAccountUid: Schema.String,
  createdTime: Schema.String,
  status: Enums.tolerant(Schema.Literals(["pending", "success", "destroyed"]))
})) {}

/**
 * The query of `GET /v5/earn/pwm/asset-manager/get-investment-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PwmAssetManagerInvestmentPlansRequest = LazySchema.struct("PwmAssetManagerInvestmentPlansRequest", () => ({
  planId: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(["PendingSubscription", "Active", "Closed", "Deleted"])),
  subscriptionUid: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getPwmAssetManagerInvestmentPlans`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PwmAssetManagerInvestmentPlansRequest
  extends Schema.Schema.Type<typeof PwmAssetManagerInvestmentPlansRequest> {}

/**
 * An entry of the `getPwmAssetManagerInvestmentPlans` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerInvestmentPlansResultListInvestmentDistribution extends LazyClass.Class<PwmAssetManagerInvestmentPlansResultListInvestmentDistribution>(
  "PwmAssetManagerInvestmentPlansResultListInvestmentDistribution"
)(() => ({
  category: Enums.tolerant(Schema.Literals(["multiCoinEarning", "fixedYield", "equityFund", "onchainEarn"])),
  productId: Schema.String,
  coin: Schema.String,
  currentAmount: Decimal
})) {}

/**
 * An entry of the `getPwmAssetManagerInvestmentPlans` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerInvestmentPlansResultList extends LazyClass.Class<PwmAssetManagerInvestmentPlansResultList>(
  "PwmAssetManagerInvestmentPlansResultList"
)(() => ({
  planId: Schema.String,
  planName: Schema.String,
  planType: Enums.tolerant(Schema.Literals(["stable", "advanced"])),
  status: Enums.tolerant(Schema.Literals(["PendingSubscription", "Active", "Closed", "Deleted"])),
  source: Enums.tolerant(Schema.Literals(["consultant", "direct", "institution"])),
  subscriptionUid: Schema.String,
  currentAssetUsd: Decimal,
  accumulateYieldUsd: Decimal,
  investmentDistribution: Schema.Array(PwmAssetManagerInvestmentPlansResultListInvestmentDistribution),
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/pwm/asset-manager/get-investment-plan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PwmAssetManagerInvestmentPlansResult extends LazyClass.Class<PwmAssetManagerInvestmentPlansResult>(
  "PwmAssetManagerInvestmentPlansResult"
)(() => ({
  list: Schema.Array(PwmAssetManagerInvestmentPlansResultList),
  nextPageCursor: Schema.String
})) {}
