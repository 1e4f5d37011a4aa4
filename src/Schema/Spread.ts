/**
 * Spread trading (`/v5/spread/*`): two-leg combinations (perpetual or futures against spot, or two expiries)
 * traded as one instrument. Market data is public; orders are signed.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The combination type: `FundingRateArb` (perpetual and spot), `CarryTrade` (futures and spot), `FutureSpread`
 * (two expiries), `PerpBasis` (futures and perpetual).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ContractType = LazySchema.make(() =>
  Schema.Literals(["FundingRateArb", "CarryTrade", "FutureSpread", "PerpBasis"])
)

/**
 * {@link ContractType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ContractTypeTolerant = LazySchema.make(() => Enums.tolerant(ContractType))

/**
 * The query of `/v5/spread/instrument`: `limit` 1-500 (default 200).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadInstrumentsRequest = LazySchema.struct("SpreadInstrumentsRequest", () => ({
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 500 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a spread instrument query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadInstrumentsRequest extends Schema.Schema.Type<typeof SpreadInstrumentsRequest> {}

/**
 * One leg of a combination.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadInstrumentLeg extends LazyClass.Class<SpreadInstrumentLeg>("SpreadInstrumentLeg")(() => ({
  symbol: Schema.String,
  contractType: Enums.tolerant(Schema.Literals(["LinearPerpetual", "LinearFutures", "Spot"]))
})) {}

/**
 * One spread combination: prices may be negative; `deliveryTime` is `"0"` without an expiry.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadInstrument extends LazyClass.Class<SpreadInstrument>("SpreadInstrument")(() => ({
  symbol: Schema.String,
  contractType: ContractTypeTolerant,
  status: Enums.tolerant(Schema.Literals(["Trading", "Settling"])),
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  settleCoin: Schema.String,
  tickSize: Decimal,
  minPrice: Decimal,
  maxPrice: Decimal,
  lotSize: Decimal,
  minSize: Decimal,
  maxSize: Decimal,
  launchTime: Schema.String,
  deliveryTime: Schema.String,
  legs: Schema.Array(SpreadInstrumentLeg)
})) {}

/**
 * A page of spread combinations.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadInstruments extends LazyClass.Class<SpreadInstruments>("SpreadInstruments")(() => ({
  list: Schema.Array(SpreadInstrument),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/spread/orderbook`: `limit` levels per side, 1-25 (default 1).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadOrderbookRequest = LazySchema.struct("SpreadOrderbookRequest", () => ({
  symbol: Schema.String,
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 25 }))))
}))

/**
 * The parameters of a spread orderbook query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadOrderbookRequest extends Schema.Schema.Type<typeof SpreadOrderbookRequest> {}

const Level = LazySchema.make(() => Schema.Tuple([Decimal, Decimal]))

/**
 * A spread orderbook snapshot: `b` bids (price descending) and `a` asks (ascending) as `[price, size]`; `u`
 * update id, `seq` cross sequence, `ts` and `cts` (matching engine) in ms.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadOrderbook extends LazyClass.Class<SpreadOrderbook>("SpreadOrderbook")(() => ({
  s: Schema.String,
  b: Schema.Array(Level),
  a: Schema.Array(Level),
  ts: Schema.Number,
  u: Schema.Number,
  seq: Schema.Number,
  cts: Schema.Number
})) {}

/**
 * The query of `/v5/spread/tickers`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadTickersRequest = LazySchema.struct("SpreadTickersRequest", () => ({
  symbol: Schema.String
}))

/**
 * The parameters of a spread ticker query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadTickersRequest extends Schema.Schema.Type<typeof SpreadTickersRequest> {}

/**
 * A spread ticker; the best bid/ask fields are `""` on an empty side.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadTicker extends LazyClass.Class<SpreadTicker>("SpreadTicker")(() => ({
  symbol: Schema.String,
  bidPrice: DecimalOrEmpty,
  bidSize: DecimalOrEmpty,
  askPrice: DecimalOrEmpty,
  askSize: DecimalOrEmpty,
  lastPrice: DecimalOrEmpty,
  highPrice24h: DecimalOrEmpty,
  lowPrice24h: DecimalOrEmpty,
  prevPrice24h: DecimalOrEmpty,
  volume24h: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/spread/tickers`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadTickers extends LazyClass.Class<SpreadTickers>("SpreadTickers")(() => ({
  list: Schema.Array(SpreadTicker)
})) {}

/**
 * The query of `/v5/spread/recent-trade`: `limit` 1-1000 (default 500).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadRecentTradesRequest = LazySchema.struct("SpreadRecentTradesRequest", () => ({
  symbol: Schema.String,
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))))
}))

/**
 * The parameters of a spread public trade query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadRecentTradesRequest extends Schema.Schema.Type<typeof SpreadRecentTradesRequest> {}

/**
 * One public spread trade (`side` is the taker's).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadRecentTrade extends LazyClass.Class<SpreadRecentTrade>("SpreadRecentTrade")(() => ({
  execId: Schema.String,
  symbol: Schema.String,
  price: Decimal,
  size: Decimal,
  side: Enums.SideTolerant,
  time: Schema.String,
  seq: Schema.String
})) {}

/**
 * The result of `/v5/spread/recent-trade`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadRecentTrades extends LazyClass.Class<SpreadRecentTrades>("SpreadRecentTrades")(() => ({
  list: Schema.Array(SpreadRecentTrade)
})) {}

/**
 * The body of `POST /v5/spread/order/create` (at most 50 open orders per account; `orderLinkId` up to 45 letters,
 * digits, `-` or `_`; prices may be negative).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateSpreadOrderRequest = LazySchema.struct("CreateSpreadOrderRequest", () => ({
  symbol: Schema.String,
  side: Enums.Side,
  orderType: Enums.OrderType,
  qty: DecimalString,
  price: DecimalString,
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,45}$/))),
  timeInForce: Schema.Literals(["IOC", "FOK", "GTC", "PostOnly"])
}))

/**
 * The parameters of placing a spread order.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateSpreadOrderRequest extends Schema.Schema.Type<typeof CreateSpreadOrderRequest> {}

/**
 * The body of `POST /v5/spread/order/amend`: `orderId` or `orderLinkId`, and `qty` or `price` (`price: ""` keeps
 * the price).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AmendSpreadOrderRequest = LazySchema.struct("AmendSpreadOrderRequest", () => ({
  symbol: Schema.String,
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  qty: Schema.optional(DecimalString),
  price: Schema.optional(Schema.Union([DecimalString, Schema.Literal("")]))
}))

/**
 * The parameters of amending a spread order.
 *
 * @since 0.1.0
 * @category models
 */
export interface AmendSpreadOrderRequest extends Schema.Schema.Type<typeof AmendSpreadOrderRequest> {}

/**
 * The body of `POST /v5/spread/order/cancel`: `orderId` or `orderLinkId`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelSpreadOrderRequest = LazySchema.struct("CancelSpreadOrderRequest", () => ({
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String)
}))

/**
 * The parameters of cancelling a spread order.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelSpreadOrderRequest extends Schema.Schema.Type<typeof CancelSpreadOrderRequest> {}

/**
 * The acknowledgement of a spread order request (accepted, not yet done: the order stream confirms).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadOrderAck extends LazyClass.Class<SpreadOrderAck>("SpreadOrderAck")(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The body of `POST /v5/spread/order/cancel-all`: a `symbol` cancels its orders; without one, `cancelAll: true`
 * cancels every order.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAllSpreadOrdersRequest = LazySchema.struct("CancelAllSpreadOrdersRequest", () => ({
  symbol: Schema.optional(Schema.String),
  cancelAll: Schema.optional(Schema.Boolean)
}))

/**
 * The parameters of cancelling all spread orders.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelAllSpreadOrdersRequest extends Schema.Schema.Type<typeof CancelAllSpreadOrdersRequest> {}

/**
 * The result of `/v5/spread/order/cancel-all` (`success` carries no meaning).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CancelledSpreadOrders extends LazyClass.Class<CancelledSpreadOrders>("CancelledSpreadOrders")(() => ({
  list: Schema.Array(SpreadOrderAck),
  success: Schema.String
})) {}

/**
 * The query of `/v5/spread/order/realtime`: `limit` 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadOpenOrdersRequest = LazySchema.struct("SpreadOpenOrdersRequest", () => ({
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an open spread order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadOpenOrdersRequest extends Schema.Schema.Type<typeof SpreadOpenOrdersRequest> {}

/**
 * An open (new or partially filled) spread order.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadOpenOrder extends LazyClass.Class<SpreadOpenOrder>("SpreadOpenOrder")(() => ({
  symbol: Schema.String,
  baseCoin: Schema.String,
  orderType: Enums.OrderTypeTolerant,
  orderLinkId: Schema.String,
  side: Enums.SideTolerant,
  timeInForce: Enums.TimeInForceTolerant,
  orderId: Schema.String,
  leavesQty: Decimal,
  orderStatus: Enums.OrderStatusTolerant,
  cumExecQty: Decimal,
  price: Decimal,
  qty: Decimal,
  createdTime: Schema.String,
  updatedTime: Schema.String
})) {}

/**
 * A page of open spread orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadOpenOrders extends LazyClass.Class<SpreadOpenOrders>("SpreadOpenOrders")(() => ({
  list: Schema.Array(SpreadOpenOrder),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/spread/order/history` and `/v5/spread/execution/list`: at most 7 days per window (the last 7
 * by default); `limit` 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadHistoryRequest = LazySchema.struct("SpreadHistoryRequest", () => ({
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a spread order or trade history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadHistoryRequest extends Schema.Schema.Type<typeof SpreadHistoryRequest> {}

const LegProdType = LazySchema.make(() => Enums.tolerant(Schema.Literals(["Futures", "Spot"])))

/**
 * A finished spread order with both legs' order ids (fully cancelled orders are kept 24 hours).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadOrderHistoryItem extends LazyClass.Class<SpreadOrderHistoryItem>("SpreadOrderHistoryItem")(() => ({
  symbol: Schema.String,
  orderType: Enums.OrderTypeTolerant,
  orderLinkId: Schema.String,
  orderId: Schema.String,
  contractType: ContractTypeTolerant,
  cxlRejReason: Schema.optional(Enums.RejectReasonTolerant),
  orderStatus: Enums.OrderStatusTolerant,
  price: Decimal,
  orderQty: Decimal,
  timeInForce: Enums.TimeInForceTolerant,
  baseCoin: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  side: Enums.SideTolerant,
  leavesQty: Decimal,
  settleCoin: Schema.String,
  cumExecQty: Decimal,
  qty: Decimal,
  leg1Symbol: Schema.String,
  leg1ProdType: LegProdType,
  leg1OrderId: Schema.String,
  leg1Side: Enums.SideTolerant,
  leg2ProdType: LegProdType,
  leg2OrderId: Schema.String,
  leg2Symbol: Schema.String,
  leg2Side: Enums.SideTolerant
})) {}

/**
 * A page of spread order history.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadOrderHistory extends LazyClass.Class<SpreadOrderHistory>("SpreadOrderHistory")(() => ({
  list: Schema.Array(SpreadOrderHistoryItem),
  nextPageCursor: Schema.String
})) {}

/**
 * One leg execution of a spread trade.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadTradeLeg extends LazyClass.Class<SpreadTradeLeg>("SpreadTradeLeg")(() => ({
  execFeeV2: Schema.optional(Schema.String),
  feeCurrency: Schema.optional(Schema.String),
  symbol: Schema.String,
  side: Enums.SideTolerant,
  execPrice: Decimal,
  execTime: Schema.String,
  execValue: Decimal,
  execType: Enums.ExecTypeTolerant,
  category: Enums.CategoryTolerant,
  execQty: Decimal,
  execFee: Decimal,
  execId: Schema.String
})) {}

/**
 * One spread trade with its leg executions.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadTrade extends LazyClass.Class<SpreadTrade>("SpreadTrade")(() => ({
  symbol: Schema.String,
  orderLinkId: Schema.String,
  side: Enums.SideTolerant,
  orderId: Schema.String,
  execPrice: Decimal,
  execTime: Schema.String,
  execType: Enums.ExecTypeTolerant,
  execQty: Decimal,
  execId: Schema.String,
  legs: Schema.Array(SpreadTradeLeg)
})) {}

/**
 * A page of spread trades.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadTrades extends LazyClass.Class<SpreadTrades>("SpreadTrades")(() => ({
  list: Schema.Array(SpreadTrade),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/spread/max-qty`: `side` `"1"` buy, `"2"` sell, at `orderPrice`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpreadMaxQtyRequest = LazySchema.struct("SpreadMaxQtyRequest", () => ({
  symbol: Schema.String,
  side: Schema.Literals(["1", "2"]),
  orderPrice: DecimalString
}))

/**
 * The parameters of a spread max-quantity query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpreadMaxQtyRequest extends Schema.Schema.Type<typeof SpreadMaxQtyRequest> {}

/**
 * The result of `/v5/spread/max-qty`: `ab`, the available balance (8 decimals).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpreadMaxQty extends LazyClass.Class<SpreadMaxQty>("SpreadMaxQty")(() => ({
  ab: Decimal
})) {}
