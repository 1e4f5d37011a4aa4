/**
 * Alpha prediction markets: events and their outcome markets, order books, estimates, orders, positions and sports
 * schedules. Prices are probabilities (0-1); sides are `1` buy and `2` sell.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/alpha/prediction/engine-status`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionEngineStatusRequest = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "AlphaPredictionEngineStatusRequest"
  })
)

/**
 * The parameters of `getAlphaPredictionEngineStatus`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionEngineStatusRequest
  extends Schema.Schema.Type<typeof AlphaPredictionEngineStatusRequest> {}

/**
 * The result of `GET /v5/alpha/prediction/engine-status`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionEngineStatusResult extends LazyClass.Class<AlphaPredictionEngineStatusResult>(
  "AlphaPredictionEngineStatusResult"
)(() => ({
  available: Schema.Boolean
})) {}

/**
 * The body of `POST /v5/alpha/prediction/buy`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionBuyRequest = LazySchema.struct("AlphaPredictionBuyRequest", () => ({
  tokenId: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  amount: DecimalString,
  payTokenCode: Schema.Literal("USDC"),
  orderType: Schema.Literal(1),
  slippage: DecimalString,
  eventId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `executeAlphaPredictionBuy`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionBuyRequest extends Schema.Schema.Type<typeof AlphaPredictionBuyRequest> {}

/**
 * The result of `POST /v5/alpha/prediction/buy`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionBuyResult extends LazyClass.Class<AlphaPredictionBuyResult>("AlphaPredictionBuyResult")(
  () => ({
    orderNo: Schema.String
  })
) {}

/**
 * The body of `POST /v5/alpha/prediction/event-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionEventDetailRequest = LazySchema.struct("AlphaPredictionEventDetailRequest", () => ({
  eventId: Schema.optional(Schema.String),
  slug: Schema.optional(Schema.String),
  hasMoreMarkets: Schema.optional(Schema.Boolean)
}))

/**
 * The parameters of `getAlphaPredictionEventDetail`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionEventDetailRequest
  extends Schema.Schema.Type<typeof AlphaPredictionEventDetailRequest> {}

/**
 * An entry of the `getAlphaPredictionEventDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionEventDetailResultMarkets extends LazyClass.Class<AlphaPredictionEventDetailResultMarkets>(
  "AlphaPredictionEventDetailResultMarkets"
)(() => ({
  tokenId: Schema.String,
  outcome: Schema.String,
  price: Decimal,
  side: Enums.tolerantNumber(Schema.Literals([1, 2])),
  volume: Decimal,
  liquidity: Decimal
})) {}

/**
 * The result of `POST /v5/alpha/prediction/event-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionEventDetailResult extends LazyClass.Class<AlphaPredictionEventDetailResult>(
  "AlphaPredictionEventDetailResult"
)(() => ({
  eventId: Schema.String,
  slug: Schema.String,
  title: Schema.String,
  description: Schema.String,
  category: Schema.String,
  endDate: Schema.Number,
  resolved: Schema.Boolean,
  volume: Decimal,
  liquidity: Decimal,
  markets: Schema.Array(AlphaPredictionEventDetailResultMarkets)
})) {}

/**
 * The body of `POST /v5/alpha/prediction/order-book`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionOrderBookRequest = LazySchema.struct("AlphaPredictionOrderBookRequest", () => ({
  tokenIds: Schema.NonEmptyArray(Schema.String).pipe(Schema.check(Schema.isMaxLength(20)))
}))

/**
 * The parameters of `getAlphaPredictionOrderBook`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionOrderBookRequest extends Schema.Schema.Type<typeof AlphaPredictionOrderBookRequest> {}

/**
 * An entry of the `getAlphaPredictionOrderBook` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionOrderBookResultItemBids extends LazyClass.Class<AlphaPredictionOrderBookResultItemBids>(
  "AlphaPredictionOrderBookResultItemBids"
)(() => ({
  price: Decimal,
  size: Decimal
})) {}

/**
 * An entry of the `getAlphaPredictionOrderBook` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionOrderBookResultItemAsks extends LazyClass.Class<AlphaPredictionOrderBookResultItemAsks>(
  "AlphaPredictionOrderBookResultItemAsks"
)(() => ({
  price: Decimal,
  size: Decimal
})) {}

/**
 * An entry of the `getAlphaPredictionOrderBook` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionOrderBookResultItem extends LazyClass.Class<AlphaPredictionOrderBookResultItem>(
  "AlphaPredictionOrderBookResultItem"
)(() => ({
  tokenId: Schema.String,
  bids: Schema.Array(AlphaPredictionOrderBookResultItemBids),
  asks: Schema.Array(AlphaPredictionOrderBookResultItemAsks)
})) {}

/**
 * The result of `POST /v5/alpha/prediction/order-book`: a bare array.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionOrderBookResult = LazySchema.make(() =>
  Schema.Array(AlphaPredictionOrderBookResultItem).annotate({
    identifier: "AlphaPredictionOrderBookResult"
  })
)

/**
 * The body of `POST /v5/alpha/prediction/order-estimate`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionOrderEstimateRequest = LazySchema.struct("AlphaPredictionOrderEstimateRequest", () => ({
  tokenId: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  side: Schema.Literals([1, 2]),
  eventId: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  amount: DecimalString,
  orderType: Schema.Literal(1),
  payTokenCode: Schema.optional(Schema.Literal("USDC"))
}))

/**
 * The parameters of `getAlphaPredictionOrderEstimate`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionOrderEstimateRequest
  extends Schema.Schema.Type<typeof AlphaPredictionOrderEstimateRequest> {}

/**
 * An entry of the `getAlphaPredictionOrderEstimate` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionOrderEstimateResultFeeDetail extends LazyClass.Class<AlphaPredictionOrderEstimateResultFeeDetail>(
  "AlphaPredictionOrderEstimateResultFeeDetail"
)(() => ({
  serverFee: Decimal,
  polymarketFee: Decimal
})) {}

/**
 * The result of `POST /v5/alpha/prediction/order-estimate`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionOrderEstimateResult extends LazyClass.Class<AlphaPredictionOrderEstimateResult>(
  "AlphaPredictionOrderEstimateResult"
)(() => ({
  avgPrice: Decimal,
  estimatedCost: Decimal,
  estimatedReceive: Decimal,
  toWin: Decimal,
  feeAmount: Decimal,
  feeDetail: AlphaPredictionOrderEstimateResultFeeDetail,
  slippage: Decimal
})) {}

/**
 * The body of `POST /v5/alpha/prediction/order-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionOrderListRequest = LazySchema.struct("AlphaPredictionOrderListRequest", () => ({
  status: Schema.optional(Schema.Int),
  tokenId: Schema.optional(Schema.String),
  eventId: Schema.optional(Schema.String),
  side: Schema.optional(Schema.Literals([1, 2])),
  days: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 90 })))),
  limit: Schema.optional(Schema.Int),
  pageIndex: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getAlphaPredictionOrderList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionOrderListRequest extends Schema.Schema.Type<typeof AlphaPredictionOrderListRequest> {}

/**
 * An entry of the `getAlphaPredictionOrderList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionOrderListResultOrders extends LazyClass.Class<AlphaPredictionOrderListResultOrders>(
  "AlphaPredictionOrderListResultOrders"
)(() => ({
  orderNo: Schema.String,
  tokenId: Schema.String,
  eventId: Schema.String,
  side: Enums.tolerantNumber(Schema.Literals([1, 2])),
  orderType: Schema.Number,
  orderAmount: Decimal,
  filledSize: Decimal,
  filledPrice: Decimal,
  totalFee: Decimal,
  status: Schema.Number,
  createdAt: Schema.Number,
  updatedAt: Schema.Number
})) {}

/**
 * The result of `POST /v5/alpha/prediction/order-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionOrderListResult extends LazyClass.Class<AlphaPredictionOrderListResult>(
  "AlphaPredictionOrderListResult"
)(() => ({
  orders: Schema.Array(AlphaPredictionOrderListResultOrders),
  total: Schema.Number,
  pageIndex: Schema.Number
})) {}

/**
 * The query of `GET /v5/alpha/prediction/pay-token-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionPayTokenListRequest = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "AlphaPredictionPayTokenListRequest"
  })
)

/**
 * The parameters of `getAlphaPredictionPayTokenList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionPayTokenListRequest
  extends Schema.Schema.Type<typeof AlphaPredictionPayTokenListRequest> {}

/**
 * An entry of the `getAlphaPredictionPayTokenList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPayTokenListResultItem extends LazyClass.Class<AlphaPredictionPayTokenListResultItem>(
  "AlphaPredictionPayTokenListResultItem"
)(() => ({
  tokenCode: Schema.String,
  symbol: Schema.String,
  tokenDecimals: Schema.Number,
  tokenIconUrlDay: Schema.String,
  tokenIconUrlNight: Schema.String,
  supportChains: Schema.Array(Schema.String)
})) {}

/**
 * The result of `GET /v5/alpha/prediction/pay-token-list`: a bare array.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionPayTokenListResult = LazySchema.make(() =>
  Schema.Array(AlphaPredictionPayTokenListResultItem).annotate({
    identifier: "AlphaPredictionPayTokenListResult"
  })
)

/**
 * The body of `POST /v5/alpha/prediction/portfolio-summary`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionPortfolioSummaryRequest = LazySchema.struct(
  "AlphaPredictionPortfolioSummaryRequest",
  () => ({
    eventType: Schema.optional(Schema.Int)
  })
)

/**
 * The parameters of `getAlphaPredictionPortfolioSummary`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionPortfolioSummaryRequest
  extends Schema.Schema.Type<typeof AlphaPredictionPortfolioSummaryRequest> {}

/**
 * The result of `POST /v5/alpha/prediction/portfolio-summary`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPortfolioSummaryResult extends LazyClass.Class<AlphaPredictionPortfolioSummaryResult>(
  "AlphaPredictionPortfolioSummaryResult"
)(() => ({
  positionValue: Decimal,
  positionValueUsd: Decimal,
  biggestWin: Decimal,
  winRate: Decimal,
  winCount: Schema.Number,
  lossCount: Schema.Number
})) {}

/**
 * The body of `POST /v5/alpha/prediction/position-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionPositionHistoryRequest = LazySchema.struct("AlphaPredictionPositionHistoryRequest", () => ({
  tokenId: Schema.optional(Schema.String),
  eventId: Schema.optional(Schema.String),
  result: Schema.optional(Schema.Int),
  days: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 90 })))),
  limit: Schema.optional(Schema.Int),
  pageIndex: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getAlphaPredictionPositionHistory`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionPositionHistoryRequest
  extends Schema.Schema.Type<typeof AlphaPredictionPositionHistoryRequest> {}

/**
 * An entry of the `getAlphaPredictionPositionHistory` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPositionHistoryResultPositions extends LazyClass.Class<AlphaPredictionPositionHistoryResultPositions>(
  "AlphaPredictionPositionHistoryResultPositions"
)(() => ({
  positionId: Schema.String,
  tokenId: Schema.String,
  eventId: Schema.String,
  outcomeName: Schema.String,
  shares: Decimal,
  cost: Decimal,
  avgPrice: Decimal,
  exitPrice: Decimal,
  realizedPnl: Decimal,
  realizedPnlRate: Decimal,
  result: Schema.Number,
  closedAt: Schema.Number
})) {}

/**
 * The result of `POST /v5/alpha/prediction/position-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPositionHistoryResult extends LazyClass.Class<AlphaPredictionPositionHistoryResult>(
  "AlphaPredictionPositionHistoryResult"
)(() => ({
  positions: Schema.Array(AlphaPredictionPositionHistoryResultPositions),
  total: Schema.Number
})) {}

/**
 * The body of `POST /v5/alpha/prediction/position-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionPositionListRequest = LazySchema.struct("AlphaPredictionPositionListRequest", () => ({
  tokenId: Schema.optional(Schema.String),
  eventId: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int),
  pageIndex: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getAlphaPredictionPositionList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionPositionListRequest
  extends Schema.Schema.Type<typeof AlphaPredictionPositionListRequest> {}

/**
 * An entry of the `getAlphaPredictionPositionList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPositionListResultPositions extends LazyClass.Class<AlphaPredictionPositionListResultPositions>(
  "AlphaPredictionPositionListResultPositions"
)(() => ({
  positionId: Schema.String,
  tokenId: Schema.String,
  eventId: Schema.String,
  outcomeName: Schema.String,
  shares: Decimal,
  cost: Decimal,
  avgPrice: Decimal,
  currentPrice: Decimal,
  value: Decimal,
  unrealizedPnl: Decimal,
  unrealizedPnlRate: Decimal,
  createdAt: Schema.Number,
  finished: Schema.Boolean
})) {}

/**
 * The result of `POST /v5/alpha/prediction/position-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPositionListResult extends LazyClass.Class<AlphaPredictionPositionListResult>(
  "AlphaPredictionPositionListResult"
)(() => ({
  positions: Schema.Array(AlphaPredictionPositionListResultPositions),
  total: Schema.Number,
  totalAssetUsd: Decimal
})) {}

/**
 * The body of `POST /v5/alpha/prediction/price-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionPriceHistoryRequest = LazySchema.struct("AlphaPredictionPriceHistoryRequest", () => ({
  tokenId: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  interval: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getAlphaPredictionPriceHistory`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionPriceHistoryRequest
  extends Schema.Schema.Type<typeof AlphaPredictionPriceHistoryRequest> {}

/**
 * An entry of the `getAlphaPredictionPriceHistory` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPriceHistoryResultList extends LazyClass.Class<AlphaPredictionPriceHistoryResultList>(
  "AlphaPredictionPriceHistoryResultList"
)(() => ({
  openTime: Schema.Number,
  open: Decimal,
  high: Decimal,
  low: Decimal,
  close: Decimal,
  volume: Decimal
})) {}

/**
 * The result of `POST /v5/alpha/prediction/price-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionPriceHistoryResult extends LazyClass.Class<AlphaPredictionPriceHistoryResult>(
  "AlphaPredictionPriceHistoryResult"
)(() => ({
  tokenId: Schema.String,
  interval: Schema.String,
  list: Schema.Array(AlphaPredictionPriceHistoryResultList)
})) {}

/**
 * The body of `POST /v5/alpha/prediction/sell`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionSellRequest = LazySchema.struct("AlphaPredictionSellRequest", () => ({
  tokenId: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  size: DecimalString,
  orderType: Schema.Literal(1),
  slippage: DecimalString,
  eventId: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  toTokenCode: Schema.optional(Schema.Literal("USDC"))
}))

/**
 * The parameters of `executeAlphaPredictionSell`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionSellRequest extends Schema.Schema.Type<typeof AlphaPredictionSellRequest> {}

/**
 * The result of `POST /v5/alpha/prediction/sell`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionSellResult extends LazyClass.Class<AlphaPredictionSellResult>("AlphaPredictionSellResult")(
  () => ({
    orderNo: Schema.String
  })
) {}

/**
 * The body of `POST /v5/alpha/prediction/side-market-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionSideMarketListRequest = LazySchema.struct("AlphaPredictionSideMarketListRequest", () => ({
  eventId: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  sortBy: Schema.optional(Schema.Literals(["volume", "liquidity", "endDate"])),
  marketType: Schema.optional(Schema.Int),
  limit: Schema.optional(Schema.Int),
  pageIndex: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getAlphaPredictionSideMarketList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionSideMarketListRequest
  extends Schema.Schema.Type<typeof AlphaPredictionSideMarketListRequest> {}

/**
 * An entry of the `getAlphaPredictionSideMarketList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionSideMarketListResultListTokens extends LazyClass.Class<AlphaPredictionSideMarketListResultListTokens>(
  "AlphaPredictionSideMarketListResultListTokens"
)(() => ({
  tokenId: Schema.String,
  outcome: Schema.String,
  price: Decimal,
  liquidity: Decimal
})) {}

/**
 * An entry of the `getAlphaPredictionSideMarketList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionSideMarketListResultList extends LazyClass.Class<AlphaPredictionSideMarketListResultList>(
  "AlphaPredictionSideMarketListResultList"
)(() => ({
  marketId: Schema.String,
  eventId: Schema.String,
  marketType: Schema.Number,
  question: Schema.String,
  tokens: Schema.Array(AlphaPredictionSideMarketListResultListTokens),
  volume24h: Decimal,
  endDate: Schema.Number,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3]))
})) {}

/**
 * The result of `POST /v5/alpha/prediction/side-market-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionSideMarketListResult extends LazyClass.Class<AlphaPredictionSideMarketListResult>(
  "AlphaPredictionSideMarketListResult"
)(() => ({
  list: Schema.Array(AlphaPredictionSideMarketListResultList),
  total: Schema.Number,
  pageIndex: Schema.Number,
  pageSize: Schema.Number
})) {}

/**
 * The body of `POST /v5/alpha/prediction/token-price`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionTokenPriceRequest = LazySchema.struct("AlphaPredictionTokenPriceRequest", () => ({
  tokenIds: Schema.NonEmptyArray(Schema.String).pipe(Schema.check(Schema.isMaxLength(20)))
}))

/**
 * The parameters of `getAlphaPredictionTokenPrice`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionTokenPriceRequest extends Schema.Schema.Type<typeof AlphaPredictionTokenPriceRequest> {}

/**
 * An entry of the `getAlphaPredictionTokenPrice` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionTokenPriceResultItem extends LazyClass.Class<AlphaPredictionTokenPriceResultItem>(
  "AlphaPredictionTokenPriceResultItem"
)(() => ({
  tokenId: Schema.String,
  bestBid: Decimal,
  bestAsk: Decimal,
  lastPrice: Decimal,
  volume24h: Decimal,
  updateTime: Schema.Number
})) {}

/**
 * The result of `POST /v5/alpha/prediction/token-price`: a bare array.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionTokenPriceResult = LazySchema.make(() =>
  Schema.Array(AlphaPredictionTokenPriceResultItem).annotate({
    identifier: "AlphaPredictionTokenPriceResult"
  })
)

/**
 * The body of `POST /v5/alpha/prediction/sports/group-stage-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionGroupStageDetailRequest = LazySchema.struct(
  "AlphaPredictionGroupStageDetailRequest",
  () => ({
    eventType: Schema.Int,
    groupName: Schema.optional(Schema.String)
  })
)

/**
 * The parameters of `getAlphaPredictionSportsGroupStageDetail`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionGroupStageDetailRequest
  extends Schema.Schema.Type<typeof AlphaPredictionGroupStageDetailRequest> {}

/**
 * An entry of the `getAlphaPredictionSportsGroupStageDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionGroupStageDetailResultGroupsStandings extends LazyClass.Class<AlphaPredictionGroupStageDetailResultGroupsStandings>(
  "AlphaPredictionGroupStageDetailResultGroupsStandings"
)(() => ({
  rank: Schema.Number,
  teamName: Schema.String,
  played: Schema.Number,
  won: Schema.Number,
  drawn: Schema.Number,
  lost: Schema.Number,
  goalsFor: Schema.Number,
  goalsAgainst: Schema.Number,
  goalDifference: Schema.Number,
  points: Schema.Number
})) {}

/**
 * An entry of the `getAlphaPredictionSportsGroupStageDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionGroupStageDetailResultGroupsMatches extends LazyClass.Class<AlphaPredictionGroupStageDetailResultGroupsMatches>(
  "AlphaPredictionGroupStageDetailResultGroupsMatches"
)(() => ({
  matchId: Schema.String,
  homeTeam: Schema.String,
  awayTeam: Schema.String,
  matchTime: Schema.Number,
  status: Schema.Number,
  homeScore: Schema.Number,
  awayScore: Schema.Number,
  eventId: Schema.String
})) {}

/**
 * An entry of the `getAlphaPredictionSportsGroupStageDetail` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionGroupStageDetailResultGroups extends LazyClass.Class<AlphaPredictionGroupStageDetailResultGroups>(
  "AlphaPredictionGroupStageDetailResultGroups"
)(() => ({
  groupName: Schema.String,
  standings: Schema.Array(AlphaPredictionGroupStageDetailResultGroupsStandings),
  matches: Schema.Array(AlphaPredictionGroupStageDetailResultGroupsMatches)
})) {}

/**
 * The result of `POST /v5/alpha/prediction/sports/group-stage-detail`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionGroupStageDetailResult extends LazyClass.Class<AlphaPredictionGroupStageDetailResult>(
  "AlphaPredictionGroupStageDetailResult"
)(() => ({
  groups: Schema.Array(AlphaPredictionGroupStageDetailResultGroups)
})) {}

/**
 * The body of `POST /v5/alpha/prediction/sports/match-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionMatchListRequest = LazySchema.struct("AlphaPredictionMatchListRequest", () => ({
  eventType: Schema.Int,
  status: Schema.optional(Schema.Int),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  stageCode: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int),
  pageIndex: Schema.optional(Schema.Int)
}))

/**
 * The parameters of `getAlphaPredictionSportsMatchList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionMatchListRequest extends Schema.Schema.Type<typeof AlphaPredictionMatchListRequest> {}

/**
 * An entry of the `getAlphaPredictionSportsMatchList` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionMatchListResultList extends LazyClass.Class<AlphaPredictionMatchListResultList>(
  "AlphaPredictionMatchListResultList"
)(() => ({
  matchId: Schema.String,
  eventType: Schema.Number,
  stageCode: Schema.String,
  homeTeam: Schema.String,
  awayTeam: Schema.String,
  matchTime: Schema.Number,
  status: Schema.Number,
  eventId: Schema.String
})) {}

/**
 * The result of `POST /v5/alpha/prediction/sports/match-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionMatchListResult extends LazyClass.Class<AlphaPredictionMatchListResult>(
  "AlphaPredictionMatchListResult"
)(() => ({
  list: Schema.Array(AlphaPredictionMatchListResultList),
  total: Schema.Number,
  pageIndex: Schema.Number,
  pageSize: Schema.Number
})) {}

/**
 * The query of `GET /v5/alpha/prediction/sports/timeline-stages`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AlphaPredictionTimelineStagesRequest = LazySchema.struct("AlphaPredictionTimelineStagesRequest", () => ({
  eventType: Schema.Int
}))

/**
 * The parameters of `getAlphaPredictionSportsTimelineStages`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AlphaPredictionTimelineStagesRequest
  extends Schema.Schema.Type<typeof AlphaPredictionTimelineStagesRequest> {}

/**
 * An entry of the `getAlphaPredictionSportsTimelineStages` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionTimelineStagesResultStages extends LazyClass.Class<AlphaPredictionTimelineStagesResultStages>(
  "AlphaPredictionTimelineStagesResultStages"
)(() => ({
  stageCode: Schema.String,
  stageName: Schema.String,
  status: Schema.Number,
  matchCount: Schema.Number,
  startTime: Schema.Number,
  endTime: Schema.Number
})) {}

/**
 * The result of `GET /v5/alpha/prediction/sports/timeline-stages`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AlphaPredictionTimelineStagesResult extends LazyClass.Class<AlphaPredictionTimelineStagesResult>(
  "AlphaPredictionTimelineStagesResult"
)(() => ({
  eventType: Schema.Number,
  stages: Schema.Array(AlphaPredictionTimelineStagesResultStages)
})) {}
