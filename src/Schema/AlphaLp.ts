/**
 * Alpha liquidity pools: pools, pay tokens, LP positions and stake/redeem orders. Times are unix seconds; statuses are
 * numeric codes.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The body of `POST /v5/alpha/lp/order-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpOrderListRequest = LazySchema.struct("AlphaLpOrderListRequest", () => ({
  orderType: Schema.optional(Schema.Literals([0, 1, 2])),
  tokenCode: Schema.optional(Schema.String),
  days: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 365 })))),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  pageIndex: Schema.optional(Schema.Int),
  poolAddress: Schema.optional(Schema.String),
  orderStatus: Schema.optional(Schema.Array(Schema.Literals([1, 2, 3])))
}))

/**
 * The parameters of `getAlphaLPOrderList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpOrderListRequest extends Schema.Schema.Type<typeof AlphaLpOrderListRequest> {}

/**
 * An entry of the `getAlphaLPOrderList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpOrderListResultOrders extends LazyClass.Class<AlphaLpOrderListResultOrders>(
  "AlphaLpOrderListResultOrders"
)(() => ({
  orderType: Enums.tolerantNumber(Schema.Literals([1, 2])),
  orderNo: Schema.String,
  orderStatus: Enums.tolerantNumber(Schema.Literals([1, 2, 3])),
  poolAddress: Schema.String,
  poolName: Schema.String,
  positionId: Schema.Number,
  tokenCode: Schema.String,
  tokenSymbol: Schema.String,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  amount: Decimal,
  chainCode: Schema.String,
  chainIconUrl: Schema.String,
  gasTokenSymbol: Schema.String,
  gasOnchain: DecimalOrEmpty,
  gasUsd: Schema.NullOr(DecimalOrEmpty),
  platformFee: DecimalOrEmpty,
  platformFeeUsd: Schema.NullOr(DecimalOrEmpty),
  createTime: Schema.Number,
  executionTime: Schema.Number,
  failureReason: Schema.String,
  dercRatio: DecimalOrEmpty
})) {}

/**
 * The result of `POST /v5/alpha/lp/order-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpOrderListResult extends LazyClass.Class<AlphaLpOrderListResult>("AlphaLpOrderListResult")(() => ({
  total: Schema.Number,
  pageIndex: Schema.Number,
  orders: Schema.Array(AlphaLpOrderListResultOrders)
})) {}

/**
 * The body of `POST /v5/alpha/lp/pay-token-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpPayTokenListRequest = LazySchema.struct("AlphaLpPayTokenListRequest", () => ({
  chainCode: Schema.optional(Schema.String),
  tokenAddress: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getAlphaLPPayTokenList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpPayTokenListRequest extends Schema.Schema.Type<typeof AlphaLpPayTokenListRequest> {}

/**
 * An entry of the `getAlphaLPPayTokenList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPayTokenListResultTokens extends LazyClass.Class<AlphaLpPayTokenListResultTokens>(
  "AlphaLpPayTokenListResultTokens"
)(() => ({
  tokenCode: Schema.String,
  tokenSymbol: Schema.String,
  chainCode: Schema.String,
  chainIconUrl: Schema.String,
  decimals: Schema.Number,
  availableBalance: Decimal,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  minStakeAmount: DecimalOrEmpty,
  maxStakeAmount: DecimalOrEmpty
})) {}

/**
 * The result of `POST /v5/alpha/lp/pay-token-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPayTokenListResult extends LazyClass.Class<AlphaLpPayTokenListResult>("AlphaLpPayTokenListResult")(
  () => ({
    tokens: Schema.Array(AlphaLpPayTokenListResultTokens)
  })
) {}

/**
 * The body of `POST /v5/alpha/lp/pay-token-price`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpPayTokenPriceRequest = LazySchema.struct("AlphaLpPayTokenPriceRequest", () => ({
  chainCode: Schema.optional(Schema.String),
  tokenCode: Schema.NonEmptyArray(Schema.String).pipe(Schema.check(Schema.isMaxLength(50)))
}))

/**
 * The parameters of `getAlphaLPPayTokenPrice`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpPayTokenPriceRequest extends Schema.Schema.Type<typeof AlphaLpPayTokenPriceRequest> {}

/**
 * An entry of the `getAlphaLPPayTokenPrice` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPayTokenPriceResultPrices extends LazyClass.Class<AlphaLpPayTokenPriceResultPrices>(
  "AlphaLpPayTokenPriceResultPrices"
)(() => ({
  tokenCode: Schema.String,
  tokenSymbol: Schema.String,
  priceUsd: Decimal,
  chainCode: Schema.String,
  updateTime: Schema.Number
})) {}

/**
 * The result of `POST /v5/alpha/lp/pay-token-price`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPayTokenPriceResult extends LazyClass.Class<AlphaLpPayTokenPriceResult>(
  "AlphaLpPayTokenPriceResult"
)(() => ({
  prices: Schema.Array(AlphaLpPayTokenPriceResultPrices)
})) {}

/**
 * The body of `POST /v5/alpha/lp/pool-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpPoolInfoRequest = LazySchema.struct("AlphaLpPoolInfoRequest", () => ({
  poolAddress: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getAlphaLPPoolInfo`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpPoolInfoRequest extends Schema.Schema.Type<typeof AlphaLpPoolInfoRequest> {}

/**
 * The result of `POST /v5/alpha/lp/pool-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPoolInfoResult extends LazyClass.Class<AlphaLpPoolInfoResult>("AlphaLpPoolInfoResult")(() => ({
  poolAddress: Schema.String,
  poolName: Schema.String,
  apy: Decimal,
  tvl: Decimal,
  feeRate: Decimal,
  token0Symbol: Schema.String,
  token0Reserve: Decimal,
  token1Symbol: Schema.String,
  token1Reserve: Decimal,
  priceRangeLower: DecimalOrEmpty,
  priceRangeUpper: DecimalOrEmpty,
  currentPrice: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/alpha/lp/pool-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpPoolListRequest = LazySchema.struct("AlphaLpPoolListRequest", () => ({
  tokenSymbol: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getAlphaLPPoolList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpPoolListRequest extends Schema.Schema.Type<typeof AlphaLpPoolListRequest> {}

/**
 * An entry of the `getAlphaLPPoolList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPoolListResultPools extends LazyClass.Class<AlphaLpPoolListResultPools>(
  "AlphaLpPoolListResultPools"
)(() => ({
  poolAddress: Schema.String,
  poolName: Schema.String,
  poolTag: Schema.String,
  apy: Decimal,
  tvl: Decimal,
  token0Symbol: Schema.String,
  token0IconUrlDay: Schema.String,
  token0IconUrlNight: Schema.String,
  token1Symbol: Schema.String,
  token1IconUrlDay: Schema.String,
  token1IconUrlNight: Schema.String,
  chainCode: Schema.String,
  chainIconUrl: Schema.String
})) {}

/**
 * The result of `POST /v5/alpha/lp/pool-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPoolListResult extends LazyClass.Class<AlphaLpPoolListResult>("AlphaLpPoolListResult")(() => ({
  pools: Schema.Array(AlphaLpPoolListResultPools)
})) {}

/**
 * The body of `POST /v5/alpha/lp/position-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpPositionListRequest = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "AlphaLpPositionListRequest"
  })
)

/**
 * The parameters of `getAlphaLPPositionList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpPositionListRequest extends Schema.Schema.Type<typeof AlphaLpPositionListRequest> {}

/**
 * An entry of the `getAlphaLPPositionList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPositionListResultPositions extends LazyClass.Class<AlphaLpPositionListResultPositions>(
  "AlphaLpPositionListResultPositions"
)(() => ({
  positionId: Schema.Number,
  poolAddress: Schema.String,
  poolName: Schema.String,
  stakedAmount: Decimal,
  stakedTokenCode: Schema.String,
  stakedTokenSymbol: Schema.String,
  currentValueUsd: Decimal,
  earnedRewardsUsd: Decimal,
  unrealizedPnl: Decimal,
  realizedPnl: Decimal,
  apy: Decimal,
  token0Amount: Decimal,
  token0Symbol: Schema.String,
  token1Amount: Decimal,
  token1Symbol: Schema.String,
  rangeUpper: Decimal,
  rangeLower: Decimal,
  createTime: Schema.Number,
  updateTime: Schema.Number,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3]))
})) {}

/**
 * The result of `POST /v5/alpha/lp/position-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpPositionListResult extends LazyClass.Class<AlphaLpPositionListResult>("AlphaLpPositionListResult")(
  () => ({
    positions: Schema.Array(AlphaLpPositionListResultPositions)
  })
) {}

/**
 * The body of `POST /v5/alpha/lp/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpRedeemRequest = LazySchema.struct("AlphaLpRedeemRequest", () => ({
  positionId: Schema.Int,
  poolAddress: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  dercRatio: DecimalString,
  receiveTokenCode: Schema.optional(Schema.String)
}))

/**
 * The parameters of `executeAlphaLPRedeem`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpRedeemRequest extends Schema.Schema.Type<typeof AlphaLpRedeemRequest> {}

/**
 * The result of `POST /v5/alpha/lp/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpRedeemResult extends LazyClass.Class<AlphaLpRedeemResult>("AlphaLpRedeemResult")(() => ({
  orderNo: Schema.String
})) {}

/**
 * The body of `POST /v5/alpha/lp/stake`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaLpStakeRequest = LazySchema.struct("AlphaLpStakeRequest", () => ({
  positionId: Schema.Int,
  poolAddress: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  payTokenAmount: DecimalString,
  payTokenCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  rangeUpper: Schema.optional(DecimalString),
  rangeLower: Schema.optional(DecimalString),
  priceUpper: Schema.optional(DecimalString),
  priceLower: Schema.optional(DecimalString)
}))

/**
 * The parameters of `executeAlphaLPStake`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaLpStakeRequest extends Schema.Schema.Type<typeof AlphaLpStakeRequest> {}

/**
 * The result of `POST /v5/alpha/lp/stake`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaLpStakeResult extends LazyClass.Class<AlphaLpStakeResult>("AlphaLpStakeResult")(() => ({
  positionId: Schema.Number,
  orderNo: Schema.String
})) {}
