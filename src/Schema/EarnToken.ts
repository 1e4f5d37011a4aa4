/**
 * Token earn (BYUSDT, `/v5/earn/token/*`): product, mint/redeem orders, position, daily and hourly yield, APR history.
 * Rates are e8 integers sent as strings; times are unix seconds.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/token/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnTokenProductRequest = LazySchema.struct("EarnTokenProductRequest", () => ({
  coin: Schema.Literal("BYUSDT")
}))

/**
 * The parameters of `getEarnTokenProduct`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnTokenProductRequest extends Schema.Schema.Type<typeof EarnTokenProductRequest> {}

/**
 * The result of `GET /v5/earn/token/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenProductResult extends LazyClass.Class<EarnTokenProductResult>("EarnTokenProductResult")(() => ({
  productId: Schema.String,
  coin: Schema.String,
  mintFeeRateE8: Decimal,
  redeemFeeRateE8: Decimal,
  minInvestment: Decimal,
  userHolding: DecimalOrEmpty,
  leftQuota: DecimalOrEmpty,
  canMint: Schema.Boolean,
  savingsBalance: DecimalOrEmpty,
  aprE8: Decimal,
  bonusAprE8: Decimal,
  bonusMaxAmount: DecimalOrEmpty,
  baseCoinPrecision: Schema.Number,
  tokenPrecision: Schema.Number
})) {}

/**
 * The body of `POST /v5/earn/token/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnTokenPlaceOrderRequest = LazySchema.struct("EarnTokenPlaceOrderRequest", () => ({
  coin: Schema.Literal("BYUSDT"),
  orderType: Schema.Literals(["Mint", "Redeem"]),
  amount: DecimalString,
  accountType: Schema.Literals(["FlexibleSaving", "UNIFIED"]),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `submitEarnTokenOrder`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnTokenPlaceOrderRequest extends Schema.Schema.Type<typeof EarnTokenPlaceOrderRequest> {}

/**
 * The result of `POST /v5/earn/token/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenPlaceOrderResult extends LazyClass.Class<EarnTokenPlaceOrderResult>("EarnTokenPlaceOrderResult")(
  () => ({
    orderId: Schema.String,
    orderLinkId: Schema.String
  })
) {}

/**
 * The query of `GET /v5/earn/token/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnTokenOrderRequest = LazySchema.struct("EarnTokenOrderRequest", () => ({
  coin: Schema.Literal("BYUSDT"),
  orderLinkId: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderType: Schema.optional(Schema.Literals(["Mint", "Redeem"])),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 }))))
}))

/**
 * The parameters of `getEarnTokenOrders`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnTokenOrderRequest extends Schema.Schema.Type<typeof EarnTokenOrderRequest> {}

/**
 * An entry of the `getEarnTokenOrders` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenOrderResultList extends LazyClass.Class<EarnTokenOrderResultList>("EarnTokenOrderResultList")(
  () => ({
    fromAccount: Schema.optional(Schema.String),
    toAccount: Schema.optional(Schema.String),
    externalEventType: Schema.optional(Schema.String),
    orderId: Schema.String,
    orderLinkId: Schema.String,
    orderType: Enums.tolerant(Schema.Literals(["Mint", "Redeem"])),
    fromCoin: Schema.String,
    toCoin: Schema.String,
    fromAmount: Decimal,
    toAmount: Decimal,
    serviceFee: Decimal,
    status: Enums.tolerant(Schema.Literals(["Success", "Processing", "Fail"])),
    createdTime: Schema.String
  })
) {}

/**
 * The result of `GET /v5/earn/token/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenOrderResult extends LazyClass.Class<EarnTokenOrderResult>("EarnTokenOrderResult")(() => ({
  list: Schema.Array(EarnTokenOrderResultList),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/token/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnTokenPositionRequest = LazySchema.struct("EarnTokenPositionRequest", () => ({
  coin: Schema.Literal("BYUSDT")
}))

/**
 * The parameters of `getEarnTokenPosition`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnTokenPositionRequest extends Schema.Schema.Type<typeof EarnTokenPositionRequest> {}

/**
 * The result of `GET /v5/earn/token/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenPositionResult extends LazyClass.Class<EarnTokenPositionResult>("EarnTokenPositionResult")(
  () => ({
    totalAmount: Decimal,
    totalYield: Decimal,
    yesterdayYield: Decimal,
    aprE8: Decimal,
    bonusAprE8: Decimal,
    bonusMaxAmount: DecimalOrEmpty,
    hasQuota: Schema.Boolean
  })
) {}

/**
 * The query of `GET /v5/earn/token/yield`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnTokenDailyYieldRequest = LazySchema.struct("EarnTokenDailyYieldRequest", () => ({
  coin: Schema.Literal("BYUSDT"),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getEarnTokenDailyYield`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnTokenDailyYieldRequest extends Schema.Schema.Type<typeof EarnTokenDailyYieldRequest> {}

/**
 * An entry of the `getEarnTokenDailyYield` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenDailyYieldResultList extends LazyClass.Class<EarnTokenDailyYieldResultList>(
  "EarnTokenDailyYieldResultList"
)(() => ({
  yield: Decimal,
  bonusYield: Decimal,
  status: Enums.tolerant(Schema.Literals(["Success", "Processing"])),
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/token/yield`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenDailyYieldResult extends LazyClass.Class<EarnTokenDailyYieldResult>("EarnTokenDailyYieldResult")(
  () => ({
    list: Schema.Array(EarnTokenDailyYieldResultList),
    nextPageCursor: Schema.String
  })
) {}

/**
 * The query of `GET /v5/earn/token/hourly-yield`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnTokenHourlyYieldRequest = LazySchema.struct("EarnTokenHourlyYieldRequest", () => ({
  coin: Schema.Literal("BYUSDT"),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  cursor: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getEarnTokenHourlyYield`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnTokenHourlyYieldRequest extends Schema.Schema.Type<typeof EarnTokenHourlyYieldRequest> {}

/**
 * An entry of the `getEarnTokenHourlyYield` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenHourlyYieldResultList extends LazyClass.Class<EarnTokenHourlyYieldResultList>(
  "EarnTokenHourlyYieldResultList"
)(() => ({
  effectiveAmount: Decimal,
  yield: Decimal,
  rewardType: Enums.tolerantNumber(Schema.Literals([0, 1])),
  aprE8: Decimal,
  hourlyDate: Schema.String,
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/token/hourly-yield`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenHourlyYieldResult extends LazyClass.Class<EarnTokenHourlyYieldResult>(
  "EarnTokenHourlyYieldResult"
)(() => ({
  list: Schema.Array(EarnTokenHourlyYieldResultList),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/token/history-apr`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnTokenHistoryAprRequest = LazySchema.struct("EarnTokenHistoryAprRequest", () => ({
  coin: Schema.Literal("BYUSDT"),
  range: Schema.Literals([1, 2, 3])
}))

/**
 * The parameters of `getEarnTokenHistoryApr`.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnTokenHistoryAprRequest extends Schema.Schema.Type<typeof EarnTokenHistoryAprRequest> {}

/**
 * An entry of the `getEarnTokenHistoryApr` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenHistoryAprResultList extends LazyClass.Class<EarnTokenHistoryAprResultList>(
  "EarnTokenHistoryAprResultList"
)(() => ({
  timestamp: Schema.String,
  aprE8: Decimal
})) {}

/**
 * The result of `GET /v5/earn/token/history-apr`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnTokenHistoryAprResult extends LazyClass.Class<EarnTokenHistoryAprResult>("EarnTokenHistoryAprResult")(
  () => ({
    list: Schema.Array(EarnTokenHistoryAprResultList)
  })
) {}
