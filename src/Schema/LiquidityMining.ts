/**
 * Liquidity mining (advanced earn): pool products, liquidity orders, leveraged positions, yield and liquidation
 * records. APYs are e8 integers sent as strings; times are unix milliseconds as strings.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/liquidity-mining/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningProductRequest = LazySchema.struct("LiquidityMiningProductRequest", () => ({
  baseCoin: Schema.optional(Schema.String),
  quoteCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getLiquidityMiningProduct`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningProductRequest extends Schema.Schema.Type<typeof LiquidityMiningProductRequest> {}

/**
 * An entry of the `getLiquidityMiningProduct` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningProductResultProducts extends LazyClass.Class<LiquidityMiningProductResultProducts>(
  "LiquidityMiningProductResultProducts"
)(() => ({
  productId: Schema.String,
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Available", "NotAvailable"])),
  maxLeverage: Schema.Number,
  minInvestmentQuote: Decimal,
  minInvestmentBase: Decimal,
  maxInvestmentQuote: Decimal,
  maxInvestmentBase: Decimal,
  minWithdrawalAmount: Decimal,
  baseCoinPrecision: Schema.Number,
  quoteCoinPrecision: Schema.Number,
  minReinvestAmount: Decimal,
  yieldCoins: Schema.Array(Schema.String),
  apyE8: Decimal,
  apy7dE8: Decimal,
  poolLiquidityValue: Decimal,
  dailyYield: Decimal,
  slippage_levels: Schema.Array(Decimal),
  apyBreakdown: Schema.Array(Schema.Struct({ coin: Schema.String, apy: Schema.String })),
  apy7dBreakdown: Schema.Array(Schema.Struct({ coin: Schema.String, apy: Schema.String })),
  slippageRateE8List: Schema.Array(Decimal)
})) {}

/**
 * The result of `GET /v5/earn/liquidity-mining/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningProductResult extends LazyClass.Class<LiquidityMiningProductResult>(
  "LiquidityMiningProductResult"
)(() => ({
  products: Schema.Array(LiquidityMiningProductResultProducts)
})) {}

/**
 * The body of `POST /v5/earn/liquidity-mining/add-liquidity`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningAddLiquidityRequest = LazySchema.struct("LiquidityMiningAddLiquidityRequest", () => ({
  productId: Schema.String,
  quoteAmount: Schema.optional(DecimalString),
  baseAmount: Schema.optional(DecimalString),
  quoteAccountType: Schema.optional(Schema.Literals(["FUND", "UNIFIED"])),
  baseAccountType: Schema.optional(Schema.Literals(["FUND", "UNIFIED"])),
  leverage: Schema.optional(DecimalString),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `addLiquidityMining`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningAddLiquidityRequest
  extends Schema.Schema.Type<typeof LiquidityMiningAddLiquidityRequest> {}

/**
 * The result of `POST /v5/earn/liquidity-mining/add-liquidity`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningAddLiquidityResult extends LazyClass.Class<LiquidityMiningAddLiquidityResult>(
  "LiquidityMiningAddLiquidityResult"
)(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/liquidity-mining/remove-liquidity`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningRemoveLiquidityRequest = LazySchema.struct("LiquidityMiningRemoveLiquidityRequest", () => ({
  productId: Schema.String,
  positionId: Schema.String,
  removeRate: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 100 })))),
  removeType: Schema.optional(Schema.Literals(["Normal", "SingleQuoteCoin", "SingleBaseCoin"])),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `removeLiquidityMining`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningRemoveLiquidityRequest
  extends Schema.Schema.Type<typeof LiquidityMiningRemoveLiquidityRequest> {}

/**
 * The result of `POST /v5/earn/liquidity-mining/remove-liquidity`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningRemoveLiquidityResult extends LazyClass.Class<LiquidityMiningRemoveLiquidityResult>(
  "LiquidityMiningRemoveLiquidityResult"
)(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/liquidity-mining/reinvest`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningReinvestRequest = LazySchema.struct("LiquidityMiningReinvestRequest", () => ({
  productId: Schema.String,
  positionId: Schema.String,
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(40)))
}))

/**
 * The parameters of `reinvestLiquidityMining`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningReinvestRequest extends Schema.Schema.Type<typeof LiquidityMiningReinvestRequest> {}

/**
 * The result of `POST /v5/earn/liquidity-mining/reinvest`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningReinvestResult extends LazyClass.Class<LiquidityMiningReinvestResult>(
  "LiquidityMiningReinvestResult"
)(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/liquidity-mining/add-margin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningAddMarginRequest = LazySchema.struct("LiquidityMiningAddMarginRequest", () => ({
  productId: Schema.String,
  positionId: Schema.String,
  amount: DecimalString,
  quoteAccountType: Schema.Literals(["FUND", "UNIFIED"]),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36)))
}))

/**
 * The parameters of `addLiquidityMiningMargin`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningAddMarginRequest extends Schema.Schema.Type<typeof LiquidityMiningAddMarginRequest> {}

/**
 * The result of `POST /v5/earn/liquidity-mining/add-margin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningAddMarginResult extends LazyClass.Class<LiquidityMiningAddMarginResult>(
  "LiquidityMiningAddMarginResult"
)(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The body of `POST /v5/earn/liquidity-mining/claim-interest`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningClaimInterestRequest = LazySchema.struct("LiquidityMiningClaimInterestRequest", () => ({
  productId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `claimLiquidityMiningInterest`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningClaimInterestRequest
  extends Schema.Schema.Type<typeof LiquidityMiningClaimInterestRequest> {}

/**
 * The result of `POST /v5/earn/liquidity-mining/claim-interest` (empty).
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningClaimInterestResult = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "LiquidityMiningClaimInterestResult"
  })
)

/**
 * The query of `GET /v5/earn/liquidity-mining/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningOrderRequest = LazySchema.struct("LiquidityMiningOrderRequest", () => ({
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  productId: Schema.optional(Schema.String),
  orderType: Schema.optional(Schema.Literals(["AddLiquidity", "RemoveLiquidity", "Reinvest", "AddMargin"])),
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(["Success", "Processing"])),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getLiquidityMiningOrders`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningOrderRequest extends Schema.Schema.Type<typeof LiquidityMiningOrderRequest> {}

/**
 * An entry of the `getLiquidityMiningOrders` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningOrderResultOrders extends LazyClass.Class<LiquidityMiningOrderResultOrders>(
  "LiquidityMiningOrderResultOrders"
)(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  productId: Schema.String,
  orderType: Enums.tolerant(Schema.Literals(["AddLiquidity", "RemoveLiquidity", "Reinvest", "AddMargin"])),
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  quoteAmount: Decimal,
  baseAmount: Decimal,
  status: Enums.tolerant(Schema.Literals(["Success", "Processing", "Fail"])),
  removeType: Enums.tolerant(Schema.Literals(["Normal", "SingleQuoteCoin", "SingleBaseCoin"])),
  removeRate: Schema.Number,
  leverage: DecimalOrEmpty,
  slippageValue: DecimalOrEmpty,
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/liquidity-mining/order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningOrderResult extends LazyClass.Class<LiquidityMiningOrderResult>(
  "LiquidityMiningOrderResult"
)(() => ({
  orders: Schema.Array(LiquidityMiningOrderResultOrders),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/liquidity-mining/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningPositionRequest = LazySchema.struct("LiquidityMiningPositionRequest", () => ({
  productId: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getLiquidityMiningPositions`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningPositionRequest extends Schema.Schema.Type<typeof LiquidityMiningPositionRequest> {}

/**
 * An entry of the `getLiquidityMiningPositions` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningPositionResultPositions extends LazyClass.Class<LiquidityMiningPositionResultPositions>(
  "LiquidityMiningPositionResultPositions"
)(() => ({
  positionId: Schema.String,
  productId: Schema.String,
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  quoteAmount: Decimal,
  baseAmount: Decimal,
  principalQuoteAmount: Decimal,
  principalBaseAmount: Decimal,
  principalLiquidityValue: Decimal,
  leveragedValue: Decimal,
  loan: Decimal,
  claimableYield: Decimal,
  currentApr: Decimal,
  leverage: Decimal,
  margin: Decimal,
  liquidationPrice: Decimal,
  currentPriceY: Decimal,
  status: Enums.tolerant(Schema.Literals(["Active", "Liquidating"])),
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/liquidity-mining/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningPositionResult extends LazyClass.Class<LiquidityMiningPositionResult>(
  "LiquidityMiningPositionResult"
)(() => ({
  positions: Schema.Array(LiquidityMiningPositionResultPositions)
})) {}

/**
 * The query of `GET /v5/earn/liquidity-mining/yield-records`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningYieldRecordsRequest = LazySchema.struct("LiquidityMiningYieldRecordsRequest", () => ({
  baseCoin: Schema.optional(Schema.String),
  quoteCoin: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getLiquidityMiningYieldRecords`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningYieldRecordsRequest
  extends Schema.Schema.Type<typeof LiquidityMiningYieldRecordsRequest> {}

/**
 * An entry of the `getLiquidityMiningYieldRecords` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningYieldRecordsResultRecords extends LazyClass.Class<LiquidityMiningYieldRecordsResultRecords>(
  "LiquidityMiningYieldRecordsResultRecords"
)(() => ({
  coin: Schema.String,
  amount: Decimal,
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  type: Enums.tolerant(Schema.Literals(["Manual", "RemoveLiquidity"])),
  status: Enums.tolerant(Schema.Literals(["Complete", "Processing"])),
  createdTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/liquidity-mining/yield-records`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningYieldRecordsResult extends LazyClass.Class<LiquidityMiningYieldRecordsResult>(
  "LiquidityMiningYieldRecordsResult"
)(() => ({
  records: Schema.Array(LiquidityMiningYieldRecordsResultRecords),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `GET /v5/earn/liquidity-mining/liquidation-records`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LiquidityMiningLiquidationRecordsRequest = LazySchema.struct(
  "LiquidityMiningLiquidationRecordsRequest",
  () => ({
    baseCoin: Schema.optional(Schema.String),
    quoteCoin: Schema.optional(Schema.String),
    startTime: Schema.optional(Schema.String),
    endTime: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * The parameters of `getLiquidityMiningLiquidationRecords`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquidityMiningLiquidationRecordsRequest
  extends Schema.Schema.Type<typeof LiquidityMiningLiquidationRecordsRequest> {}

/**
 * An entry of the `getLiquidityMiningLiquidationRecords` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningLiquidationRecordsResultRecords extends LazyClass.Class<LiquidityMiningLiquidationRecordsResultRecords>(
  "LiquidityMiningLiquidationRecordsResultRecords"
)(() => ({
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  baseAmount: Decimal,
  quoteAmount: Decimal,
  liquidationPrice: Decimal,
  liquidationTime: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/liquidity-mining/liquidation-records`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LiquidityMiningLiquidationRecordsResult extends LazyClass.Class<LiquidityMiningLiquidationRecordsResult>(
  "LiquidityMiningLiquidationRecordsResult"
)(() => ({
  records: Schema.Array(LiquidityMiningLiquidationRecordsResultRecords),
  nextPageCursor: Schema.String
})) {}
