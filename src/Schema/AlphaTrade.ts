/**
 * Alpha on-chain trading: tokens (`DEX_<id>` codes), pay tokens, quotes, purchase/redeem orders and on-chain holdings.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The body of `POST /v5/alpha/trade/asset-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeAssetDetailRequest = LazySchema.struct("AlphaTradeAssetDetailRequest", () => ({
  chainCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  tokenAddress: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getAlphaAssetDetail`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeAssetDetailRequest extends Schema.Schema.Type<typeof AlphaTradeAssetDetailRequest> {}

/**
 * An entry of the `getAlphaAssetDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeAssetDetailResultAssetList extends LazyClass.Class<AlphaTradeAssetDetailResultAssetList>(
  "AlphaTradeAssetDetailResultAssetList"
)(() => ({
  chainCode: Schema.String,
  chainIconUrl: Schema.String,
  tokenAddress: Schema.String,
  tokenCode: Schema.String,
  tokenSymbol: Schema.String,
  tokenDecimals: Schema.Number,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  tokenAmount: Decimal,
  tokenAmountUsd: Decimal,
  tradeFlag: Enums.tolerantNumber(Schema.Literals([0, 1])),
  pnl: Schema.NullOr(Decimal),
  pnlRatio: Schema.NullOr(Decimal),
  costPrice: Schema.NullOr(Decimal),
  lastPrice: Decimal,
  costTotalValue: Schema.NullOr(Decimal),
  assetStatus: Enums.tolerantNumber(Schema.Literals([0, 1, 2])),
  announcementUrl: Schema.optional(Schema.String),
  estimatedOfflineTime: Schema.optional(Schema.Number),
  delistingTime: Schema.optional(Schema.Number)
})) {}

/**
 * The result of `POST /v5/alpha/trade/asset-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeAssetDetailResult extends LazyClass.Class<AlphaTradeAssetDetailResult>(
  "AlphaTradeAssetDetailResult"
)(() => ({
  assetList: Schema.Array(AlphaTradeAssetDetailResultAssetList)
})) {}

/**
 * The body of `POST /v5/alpha/trade/asset-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeAssetListRequest = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "AlphaTradeAssetListRequest"
  })
)

/**
 * The parameters of `getAlphaAssetList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeAssetListRequest extends Schema.Schema.Type<typeof AlphaTradeAssetListRequest> {}

/**
 * An entry of the `getAlphaAssetList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeAssetListResultAssetList extends LazyClass.Class<AlphaTradeAssetListResultAssetList>(
  "AlphaTradeAssetListResultAssetList"
)(() => ({
  chainCode: Schema.String,
  chainIconUrl: Schema.String,
  tokenAddress: Schema.String,
  tokenCode: Schema.String,
  tokenSymbol: Schema.String,
  tokenDecimals: Schema.Number,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  tokenAmount: Decimal,
  tokenAmountUsd: Decimal,
  tradeFlag: Enums.tolerantNumber(Schema.Literals([0, 1])),
  pnl: Schema.NullOr(Decimal),
  pnlRatio: Schema.NullOr(Decimal),
  costPrice: Schema.NullOr(Decimal),
  lastPrice: Decimal,
  costTotalValue: Schema.NullOr(Decimal),
  assetStatus: Enums.tolerantNumber(Schema.Literals([0, 1, 2])),
  announcementUrl: Schema.optional(Schema.String),
  estimatedOfflineTime: Schema.optional(Schema.Number),
  delistingTime: Schema.optional(Schema.Number)
})) {}

/**
 * The result of `POST /v5/alpha/trade/asset-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeAssetListResult extends LazyClass.Class<AlphaTradeAssetListResult>("AlphaTradeAssetListResult")(
  () => ({
    totalAssetUsd: Decimal,
    assetList: Schema.Array(AlphaTradeAssetListResultAssetList)
  })
) {}

/**
 * The body of `POST /v5/alpha/trade/biz-token-details`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeBizTokenDetailsRequest = LazySchema.struct("AlphaTradeBizTokenDetailsRequest", () => ({
  chainCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  tokenAddress: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getAlphaBizTokenDetails`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeBizTokenDetailsRequest extends Schema.Schema.Type<typeof AlphaTradeBizTokenDetailsRequest> {}

/**
 * The result of `POST /v5/alpha/trade/biz-token-details`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeBizTokenDetailsResult extends LazyClass.Class<AlphaTradeBizTokenDetailsResult>(
  "AlphaTradeBizTokenDetailsResult"
)(() => ({
  tokenCode: Schema.String,
  chainCode: Schema.String,
  chainIconUrl: Schema.String,
  tokenAddress: Schema.String,
  symbol: Schema.String,
  tokenDecimals: Schema.Number,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  minOrderQuantity: Decimal,
  maxOrderQuantity: Decimal,
  maxPositionQuantity: Decimal,
  tokenDesc: Schema.String,
  xUrl: Schema.String,
  officialUrl: Schema.String,
  whitePaperUrl: Schema.String,
  tokenTag: Enums.tolerantNumber(Schema.Literals([0, 1, 2])),
  riskFlag: Enums.tolerantNumber(Schema.Literals([0, 1])),
  createTimeOnchain: Schema.Number,
  status: Enums.tolerantNumber(Schema.Literals([0, 1, 2, 3, 4])),
  tokenTags: Schema.Array(Schema.Number),
  showMessage: Enums.tolerantNumber(Schema.Literals([0, 1])),
  content: Schema.optional(Schema.String),
  linkName: Schema.optional(Schema.String),
  linkAddress: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/alpha/trade/biz-token-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeBizTokenListRequest = LazySchema.struct("AlphaTradeBizTokenListRequest", () => ({
  tokenTag: Schema.optional(Schema.Literals([0, 1, 2]))
}))

/**
 * The parameters of `getAlphaBizTokenList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeBizTokenListRequest extends Schema.Schema.Type<typeof AlphaTradeBizTokenListRequest> {}

/**
 * An entry of the `getAlphaBizTokenList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeBizTokenListResultItem extends LazyClass.Class<AlphaTradeBizTokenListResultItem>(
  "AlphaTradeBizTokenListResultItem"
)(() => ({
  tokenCode: Schema.String,
  chainCode: Schema.String,
  chainIconUrl: Schema.String,
  tokenAddress: Schema.String,
  symbol: Schema.String,
  tokenDecimals: Schema.Number,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  createTime: Schema.Number,
  createTimeOnchain: Schema.Number,
  riskFlag: Enums.tolerantNumber(Schema.Literals([0, 1])),
  minOrderQuantity: Schema.Number,
  maxOrderQuantity: Schema.Number,
  tokenTags: Schema.Array(Schema.Number),
  payTokenCodes: Schema.Array(Schema.String)
})) {}

/**
 * The result of `POST /v5/alpha/trade/biz-token-list`: a bare array.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeBizTokenListResult = LazySchema.make(() =>
  Schema.Array(AlphaTradeBizTokenListResultItem).annotate({
    identifier: "AlphaTradeBizTokenListResult"
  })
)

/**
 * The body of `POST /v5/alpha/trade/biz-token-price-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeBizTokenPriceListRequest = LazySchema.struct("AlphaTradeBizTokenPriceListRequest", () => ({
  tokenAddressInfo: Schema.NonEmptyArray(Schema.Struct({ chainCode: Schema.String, tokenAddress: Schema.String })).pipe(
    Schema.check(Schema.isMaxLength(20))
  )
}))

/**
 * The parameters of `getAlphaBizTokenPriceList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeBizTokenPriceListRequest
  extends Schema.Schema.Type<typeof AlphaTradeBizTokenPriceListRequest> {}

/**
 * An entry of the `getAlphaBizTokenPriceList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeBizTokenPriceListResultTokenPriceInfoList extends LazyClass.Class<AlphaTradeBizTokenPriceListResultTokenPriceInfoList>(
  "AlphaTradeBizTokenPriceListResultTokenPriceInfoList"
)(() => ({
  chainCode: Schema.String,
  tokenAddress: Schema.String,
  price: Decimal,
  change24h: Decimal,
  vol24h: Decimal,
  marketCap: Decimal,
  liquidity: Decimal,
  holders: Decimal
})) {}

/**
 * The result of `POST /v5/alpha/trade/biz-token-price-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeBizTokenPriceListResult extends LazyClass.Class<AlphaTradeBizTokenPriceListResult>(
  "AlphaTradeBizTokenPriceListResult"
)(() => ({
  tokenPriceInfoList: Schema.Array(AlphaTradeBizTokenPriceListResultTokenPriceInfoList)
})) {}

/**
 * The body of `POST /v5/alpha/trade/order-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeOrderListRequest = LazySchema.struct("AlphaTradeOrderListRequest", () => ({
  tradeType: Schema.optional(Schema.Literals([0, 1, 2])),
  tokenCode: Schema.optional(Schema.String),
  days: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 90 })))),
  limit: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  pageIndex: Schema.Int,
  direction: Schema.optional(Schema.Literals(["prev", "next"])),
  orderStatus: Schema.optional(Schema.Array(Schema.Literals([1, 2, 3])))
}))

/**
 * The parameters of `getAlphaTradeOrderList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeOrderListRequest extends Schema.Schema.Type<typeof AlphaTradeOrderListRequest> {}

/**
 * An entry of the `getAlphaTradeOrderList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeOrderListResultOrders extends LazyClass.Class<AlphaTradeOrderListResultOrders>(
  "AlphaTradeOrderListResultOrders"
)(() => ({
  orderType: Enums.tolerantNumber(Schema.Literals([1, 2])),
  tradeType: Enums.tolerantNumber(Schema.Literals([1, 2])),
  orderNo: Schema.String,
  orderStatus: Enums.tolerantNumber(Schema.Literals([1, 2, 3])),
  fromTokenCode: Schema.String,
  fromTokenAmount: Decimal,
  fromTokenSymbol: Schema.String,
  fromTokenDecimals: Schema.Number,
  fromChainCode: Schema.String,
  toTokenCode: Schema.String,
  toTokenAmount: Decimal,
  toTokenSymbol: Schema.String,
  toTokenDecimals: Schema.Number,
  toChainCode: Schema.String,
  gasTokenSymbol: Schema.String,
  gasOnchain: Decimal,
  gasUsd: Schema.NullOr(Decimal),
  platformFee: Decimal,
  platformFeeUsd: Schema.NullOr(Decimal),
  quoteMode: Schema.Number,
  createTime: Schema.Number,
  executionTime: Schema.Number,
  swapRate: Decimal,
  actualFromTokenAmount: Decimal,
  fromTokenIconUrlDay: Schema.optional(Schema.String),
  fromTokenIconUrlNight: Schema.optional(Schema.String),
  fromChainIconUrl: Schema.optional(Schema.String),
  toTokenIconUrlDay: Schema.optional(Schema.String),
  toTokenIconUrlNight: Schema.optional(Schema.String),
  toChainIconUrl: Schema.optional(Schema.String),
  failureReasonCode: Schema.optional(Schema.String),
  source: Schema.optional(Schema.String)
})) {}

/**
 * The result of `POST /v5/alpha/trade/order-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeOrderListResult extends LazyClass.Class<AlphaTradeOrderListResult>("AlphaTradeOrderListResult")(
  () => ({
    total: Schema.Number,
    pageIndex: Schema.Number,
    orders: Schema.Array(AlphaTradeOrderListResultOrders)
  })
) {}

/**
 * The body of `POST /v5/alpha/trade/pay-token-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradePayTokenListRequest = LazySchema.struct("AlphaTradePayTokenListRequest", () => ({
  chainCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  tokenAddress: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getAlphaPayTokenList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradePayTokenListRequest extends Schema.Schema.Type<typeof AlphaTradePayTokenListRequest> {}

/**
 * An entry of the `getAlphaPayTokenList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradePayTokenListResultItem extends LazyClass.Class<AlphaTradePayTokenListResultItem>(
  "AlphaTradePayTokenListResultItem"
)(() => ({
  tokenCode: Schema.String,
  symbol: Schema.String,
  tokenDecimals: Schema.Number,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  limit: Decimal,
  supportChains: Schema.Array(Schema.String)
})) {}

/**
 * The result of `POST /v5/alpha/trade/pay-token-list`: a bare array.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradePayTokenListResult = LazySchema.make(() =>
  Schema.Array(AlphaTradePayTokenListResultItem).annotate({
    identifier: "AlphaTradePayTokenListResult"
  })
)

/**
 * The body of `POST /v5/alpha/trade/quote`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeQuoteRequest = LazySchema.struct("AlphaTradeQuoteRequest", () => ({
  tradeType: Schema.Literals([1, 2]),
  fromTokenCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  fromTokenAmount: DecimalString,
  toTokenCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  quoteMode: Schema.optional(Schema.Literals([0, 1, 2]))
}))

/**
 * The parameters of `getAlphaTradeQuote`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeQuoteRequest extends Schema.Schema.Type<typeof AlphaTradeQuoteRequest> {}

/**
 * An entry of the `getAlphaTradeQuote` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeQuoteResultModeEstimations extends LazyClass.Class<AlphaTradeQuoteResultModeEstimations>(
  "AlphaTradeQuoteResultModeEstimations"
)(() => ({
  quoteMode: Enums.tolerantNumber(Schema.Literals([0, 1, 2])),
  estimatedGas: Decimal,
  estimatedGasUsd: Decimal,
  estimatedSlippage: Decimal
})) {}

/**
 * The result of `POST /v5/alpha/trade/quote`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeQuoteResult extends LazyClass.Class<AlphaTradeQuoteResult>("AlphaTradeQuoteResult")(() => ({
  tradeType: Enums.tolerantNumber(Schema.Literals([1, 2])),
  fromTokenCode: Schema.String,
  fromTokenAmount: Decimal,
  fromTokenAmountUsd: Decimal,
  toTokenCode: Schema.String,
  toTokenAmount: Decimal,
  toTokenAmountUsd: Decimal,
  minToTokenAmount: Decimal,
  slippage: Decimal,
  gas: Decimal,
  gasUsd: Decimal,
  platformFee: Decimal,
  platformFeeUsd: Decimal,
  swapRate: Decimal,
  lossRate: Decimal,
  quoteData: Schema.String,
  correctingCode: Schema.String,
  quoteMode: Enums.tolerantNumber(Schema.Literals([0, 1, 2])),
  quoteDataId: Schema.String,
  expireTime: Schema.Number,
  modeEstimations: Schema.Array(AlphaTradeQuoteResultModeEstimations),
  timestamp: Schema.optional(Schema.Number),
  chargeAmount: Schema.optional(Decimal)
})) {}

/**
 * The body of `POST /v5/alpha/trade/purchase`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradePurchaseRequest = LazySchema.struct("AlphaTradePurchaseRequest", () => ({
  fromTokenCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  fromTokenAmount: DecimalString,
  toTokenCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  slippage: DecimalString,
  quoteData: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  gas: DecimalString,
  quoteMode: Schema.Literals([0, 1, 2]),
  correctingCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  tenant: Schema.optional(Schema.String)
}))

/**
 * The parameters of `executeAlphaTradePurchase`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradePurchaseRequest extends Schema.Schema.Type<typeof AlphaTradePurchaseRequest> {}

/**
 * The result of `POST /v5/alpha/trade/purchase`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradePurchaseResult extends LazyClass.Class<AlphaTradePurchaseResult>("AlphaTradePurchaseResult")(
  () => ({
    orderNo: Schema.String
  })
) {}

/**
 * The body of `POST /v5/alpha/trade/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaTradeRedeemRequest = LazySchema.struct("AlphaTradeRedeemRequest", () => ({
  fromTokenCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  fromTokenAmount: DecimalString,
  toTokenCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  slippage: DecimalString,
  quoteData: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  gas: DecimalString,
  quoteMode: Schema.Literals([0, 1, 2]),
  correctingCode: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  tenant: Schema.optional(Schema.String)
}))

/**
 * The parameters of `executeAlphaTradeRedeem`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaTradeRedeemRequest extends Schema.Schema.Type<typeof AlphaTradeRedeemRequest> {}

/**
 * The result of `POST /v5/alpha/trade/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaTradeRedeemResult extends LazyClass.Class<AlphaTradeRedeemResult>("AlphaTradeRedeemResult")(() => ({
  orderNo: Schema.String
})) {}
