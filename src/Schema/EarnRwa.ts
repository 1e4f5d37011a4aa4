/**
 * Real-world-asset (RWA) earn: products, NAV history, stake/redeem orders and share positions. Order times are unix
 * seconds.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/rwa/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnRwaProductRequest = LazySchema.struct("EarnRwaProductRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getRWAProductList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnRwaProductRequest extends Schema.Schema.Type<typeof EarnRwaProductRequest> {}

/**
 * An entry of the `getRWAProductList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaProductResultList extends LazyClass.Class<EarnRwaProductResultList>("EarnRwaProductResultList")(
  () => ({
    productId: Schema.Number,
    coin: Schema.String,
    assetSymbol: Schema.String,
    manager: Schema.String,
    baseApr: Decimal,
    bonusApr: DecimalOrEmpty,
    savingType: Enums.tolerant(Schema.Literals(["Flexible", "Fixed"])),
    duration: Schema.Number,
    nav: Decimal,
    minStakeAmount: Decimal,
    maxStakeAmount: DecimalOrEmpty,
    userMaxAmount: DecimalOrEmpty,
    userQuota: DecimalOrEmpty,
    minRedeemShare: Decimal,
    redeemFeeRate: Decimal,
    subscriptionFee: Decimal,
    extLink: Schema.String,
    amountPrecision: Schema.Number,
    sharePrecision: Schema.Number
  })
) {}

/**
 * The result of `GET /v5/earn/rwa/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaProductResult extends LazyClass.Class<EarnRwaProductResult>("EarnRwaProductResult")(() => ({
  list: Schema.Array(EarnRwaProductResultList)
})) {}

/**
 * The body of `POST /v5/earn/rwa/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnRwaPlaceOrderRequest = LazySchema.struct("EarnRwaPlaceOrderRequest", () => ({
  productId: Schema.Int,
  orderType: Schema.Literals(["Stake", "Redeem"]),
  coin: Schema.String,
  stakeAmount: Schema.optional(DecimalString),
  redeemShares: Schema.optional(DecimalString),
  accountType: Schema.optional(Schema.Literals(["FUND", "UNIFIED"])),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-zA-Z0-9_-]{1,36}$/)))
}))

/**
 * The parameters of `placeRWAOrder`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnRwaPlaceOrderRequest extends Schema.Schema.Type<typeof EarnRwaPlaceOrderRequest> {}

/**
 * The result of `POST /v5/earn/rwa/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaPlaceOrderResult extends LazyClass.Class<EarnRwaPlaceOrderResult>("EarnRwaPlaceOrderResult")(
  () => ({
    orderId: Schema.String,
    orderLinkId: Schema.String
  })
) {}

/**
 * The query of `GET /v5/earn/rwa/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnRwaOrderRequest = LazySchema.struct("EarnRwaOrderRequest", () => ({
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  orderType: Schema.optional(Schema.Literals(["Stake", "Redeem"])),
  productId: Schema.optional(Schema.Int),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getRWAOrderList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnRwaOrderRequest extends Schema.Schema.Type<typeof EarnRwaOrderRequest> {}

/**
 * An entry of the `getRWAOrderList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaOrderResultList extends LazyClass.Class<EarnRwaOrderResultList>("EarnRwaOrderResultList")(() => ({
  redeemShares: Schema.optional(Schema.String),
  settledAmount: Schema.optional(Schema.String),
  orderId: Schema.String,
  orderLinkId: Schema.String,
  orderType: Enums.tolerant(Schema.Literals(["Stake", "Redeem"])),
  productId: Schema.Number,
  coin: Schema.String,
  stakeAmount: Schema.optional(Decimal),
  status: Enums.tolerant(Schema.Literals(["Processing", "Success", "Failed"])),
  accountType: Enums.tolerant(Schema.Literals(["FUND", "UNIFIED"])),
  createdTime: Schema.Number,
  updatedTime: Schema.Number,
  settledShares: Schema.optional(Decimal)
})) {}

/**
 * The result of `GET /v5/earn/rwa/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaOrderResult extends LazyClass.Class<EarnRwaOrderResult>("EarnRwaOrderResult")(() => ({
  list: Schema.Array(EarnRwaOrderResultList),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/rwa/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnRwaPositionRequest = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "EarnRwaPositionRequest"
  })
)

/**
 * The parameters of `getRWAPositionList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnRwaPositionRequest extends Schema.Schema.Type<typeof EarnRwaPositionRequest> {}

/**
 * An entry of the `getRWAPositionList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaPositionResultList extends LazyClass.Class<EarnRwaPositionResultList>("EarnRwaPositionResultList")(
  () => ({
    productId: Schema.Number,
    coin: Schema.String,
    assetSymbol: Schema.String,
    effectiveShare: Decimal,
    processingStakeAmount: Decimal,
    processingRedeemShare: Decimal,
    bonusEarned: Decimal,
    nav: Decimal,
    holdAmount: Decimal,
    duration: Schema.Number
  })
) {}

/**
 * The result of `GET /v5/earn/rwa/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaPositionResult extends LazyClass.Class<EarnRwaPositionResult>("EarnRwaPositionResult")(() => ({
  list: Schema.Array(EarnRwaPositionResultList)
})) {}

/**
 * The query of `GET /v5/earn/rwa/nav-chart`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnRwaNavChartRequest = LazySchema.struct("EarnRwaNavChartRequest", () => ({
  productId: Schema.Int,
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getRWANavChart`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnRwaNavChartRequest extends Schema.Schema.Type<typeof EarnRwaNavChartRequest> {}

/**
 * An entry of the `getRWANavChart` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaNavChartResultList extends LazyClass.Class<EarnRwaNavChartResultList>("EarnRwaNavChartResultList")(
  () => ({
    date: Schema.String,
    nav: Decimal
  })
) {}

/**
 * The result of `GET /v5/earn/rwa/nav-chart`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnRwaNavChartResult extends LazyClass.Class<EarnRwaNavChartResult>("EarnRwaNavChartResult")(() => ({
  productId: Schema.Number,
  list: Schema.Array(EarnRwaNavChartResultList)
})) {}
