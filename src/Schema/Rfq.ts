/**
 * Request for quote, block trading (`/v5/rfq/*`): an inquirer asks chosen counterparties for a price on a
 * multi-leg combination; quoters answer; the inquirer executes a quote.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

const LinkId = LazySchema.make(() => Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9]{1,32}$/))))

/**
 * A product an RFQ leg can trade.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqCategory = LazySchema.make(() => Schema.Literals(["spot", "linear", "option"]))

/**
 * The status of an RFQ or a quote.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqStatus = LazySchema.make(() =>
  Schema.Literals(["Active", "PendingFill", "Canceled", "Filled", "Expired", "Failed"])
)

/**
 * {@link RfqStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqStatusTolerant = LazySchema.make(() => Enums.tolerant(RfqStatus))

/**
 * Which side of the inquiry the caller looks from: as `quote`r or as `request`er.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TraderType = LazySchema.make(() => Schema.Literals(["quote", "request"]))

/**
 * The body of `POST /v5/rfq/create-rfq` (UTA 2.0 only, not for demo users): the counterparties' desk codes and
 * the legs (at most `maxLegs` from the config; one base and settle coin; one symbol per category).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateRfqRequest = LazySchema.struct("CreateRfqRequest", () => ({
  counterparties: Schema.Array(Schema.String).pipe(Schema.check(Schema.isMinLength(1))),
  rfqLinkId: Schema.optional(LinkId),
  anonymous: Schema.optional(Schema.Boolean),
  strategyType: Schema.optional(Schema.String),
  list: Schema.Array(
    Schema.Struct({ category: RfqCategory, symbol: Schema.String, side: Enums.Side, qty: DecimalString })
  ).pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of creating an RFQ.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateRfqRequest extends Schema.Schema.Type<typeof CreateRfqRequest> {}

/**
 * The result of `/v5/rfq/create-rfq`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CreatedRfq extends LazyClass.Class<CreatedRfq>("CreatedRfq")(() => ({
  rfqId: Schema.String,
  rfqLinkId: Schema.String,
  status: RfqStatusTolerant,
  expiresAt: Schema.String,
  deskCode: Schema.String
})) {}

/**
 * A strategy (combination) type the RFQ desk offers.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqStrategyType extends LazyClass.Class<RfqStrategyType>("RfqStrategyType")(() => ({
  strategyName: Schema.String
})) {}

/**
 * A quoter the caller may ask (`type` `LP` for API market makers, null for ordinary quoters).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqCounterparty extends LazyClass.Class<RfqCounterparty>("RfqCounterparty")(() => ({
  traderName: Schema.String,
  deskCode: Schema.String,
  type: Schema.NullOr(Schema.String)
})) {}

/**
 * The result of `/v5/rfq/config`: the caller's desk code, limits (`rfqExpireTime` in minutes) and counterparties.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqConfig extends LazyClass.Class<RfqConfig>("RfqConfig")(() => ({
  deskCode: Schema.String,
  maxLegs: Schema.Number,
  maxLP: Schema.Number,
  maxActiveRfq: Schema.Number,
  rfqExpireTime: Schema.Number,
  minLimitQtySpotOrder: Schema.Number,
  minLimitQtyContractOrder: Schema.Number,
  minLimitQtyOptionOrder: Schema.Number,
  strategyTypes: Schema.Array(RfqStrategyType),
  counterparties: Schema.Array(RfqCounterparty)
})) {}

/**
 * The body of `POST /v5/rfq/cancel-rfq`: `rfqId` (wins) or `rfqLinkId`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelRfqRequest = LazySchema.struct("CancelRfqRequest", () => ({
  rfqId: Schema.optional(Schema.String),
  rfqLinkId: Schema.optional(Schema.String)
}))

/**
 * The parameters of cancelling an RFQ.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelRfqRequest extends Schema.Schema.Type<typeof CancelRfqRequest> {}

/**
 * The result of `/v5/rfq/cancel-rfq`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CancelledRfq extends LazyClass.Class<CancelledRfq>("CancelledRfq")(() => ({
  rfqId: Schema.String,
  rfqLinkId: Schema.String
})) {}

/**
 * The outcome of cancelling one RFQ in a cancel-all (`code` `0` cancelled).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqCancelOutcome extends LazyClass.Class<RfqCancelOutcome>("RfqCancelOutcome")(() => ({
  rfqId: Schema.String,
  rfqLinkId: Schema.String,
  code: Enums.IntegerLike,
  msg: Schema.String
})) {}

/**
 * The result of `/v5/rfq/cancel-all-rfq`: the docs describe `{ data: [...] }`, the example answers the bare array;
 * both decode.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelledAllRfqs = LazySchema.make(() =>
  Schema.Union([Schema.Array(RfqCancelOutcome), Schema.Struct({ data: Schema.Array(RfqCancelOutcome) })]).annotate({
    identifier: "CancelledAllRfqs"
  })
)

/**
 * A price for one leg of a quote.
 *
 * @since 0.1.0
 * @category schemas
 */
export const QuoteLegRequest = LazySchema.struct("QuoteLegRequest", () => ({
  category: RfqCategory,
  symbol: Schema.String,
  price: DecimalString
}))

/**
 * The body of `POST /v5/rfq/create-quote`: prices for the whole inquiry in the buy and/or sell direction;
 * `expireIn` 10-120 seconds (default 60).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateQuoteRequest = LazySchema.struct("CreateQuoteRequest", () => ({
  rfqId: Schema.String,
  quoteLinkId: Schema.optional(LinkId),
  anonymous: Schema.optional(Schema.Boolean),
  expireIn: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 10, maximum: 120 })))),
  quoteBuyList: Schema.optional(Schema.Array(QuoteLegRequest)),
  quoteSellList: Schema.optional(Schema.Array(QuoteLegRequest))
}))

/**
 * The parameters of creating a quote.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateQuoteRequest extends Schema.Schema.Type<typeof CreateQuoteRequest> {}

/**
 * The result of `/v5/rfq/create-quote`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CreatedQuote extends LazyClass.Class<CreatedQuote>("CreatedQuote")(() => ({
  rfqId: Schema.String,
  quoteId: Schema.String,
  quoteLinkId: Schema.String,
  expiresAt: Schema.String,
  deskCode: Schema.String,
  status: RfqStatusTolerant
})) {}

/**
 * The body of `POST /v5/rfq/execute-quote` (inquirer only): which quote, and its direction.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExecuteQuoteRequest = LazySchema.struct("ExecuteQuoteRequest", () => ({
  rfqId: Schema.String,
  quoteId: Schema.String,
  quoteSide: Enums.Side
}))

/**
 * The parameters of executing a quote.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExecuteQuoteRequest extends Schema.Schema.Type<typeof ExecuteQuoteRequest> {}

/**
 * The result of `/v5/rfq/execute-quote`: `PendingFill` (sent to matching) or `Failed`; the trade list tells the
 * outcome.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ExecutedQuote extends LazyClass.Class<ExecutedQuote>("ExecutedQuote")(() => ({
  rfqId: Schema.String,
  rfqLinkId: Schema.String,
  quoteId: Schema.String,
  status: RfqStatusTolerant
})) {}

/**
 * The body of `POST /v5/rfq/cancel-quote`: one of `quoteId` > `quoteLinkId` > `rfqId` (that priority).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelQuoteRequest = LazySchema.struct("CancelQuoteRequest", () => ({
  quoteId: Schema.optional(Schema.String),
  rfqId: Schema.optional(Schema.String),
  quoteLinkId: Schema.optional(Schema.String)
}))

/**
 * The parameters of cancelling a quote.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelQuoteRequest extends Schema.Schema.Type<typeof CancelQuoteRequest> {}

/**
 * The result of `/v5/rfq/cancel-quote`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CancelledQuote extends LazyClass.Class<CancelledQuote>("CancelledQuote")(() => ({
  rfqId: Schema.String,
  quoteId: Schema.String,
  quoteLinkId: Schema.String
})) {}

/**
 * The outcome of cancelling one quote in a cancel-all (`code` `0` cancelled).
 *
 * @since 0.1.0
 * @category schemas
 */
export class QuoteCancelOutcome extends LazyClass.Class<QuoteCancelOutcome>("QuoteCancelOutcome")(() => ({
  rfqId: Schema.String,
  quoteId: Schema.String,
  quoteLinkId: Schema.String,
  code: Enums.IntegerLike,
  msg: Schema.String
})) {}

/**
 * The result of `/v5/rfq/cancel-all-quotes`: the docs describe `{ data: [...] }`, the example answers the bare
 * array; both decode.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelledAllQuotes = LazySchema.make(() =>
  Schema.Union([Schema.Array(QuoteCancelOutcome), Schema.Struct({ data: Schema.Array(QuoteCancelOutcome) })]).annotate({
    identifier: "CancelledAllQuotes"
  })
)

/**
 * The body of `POST /v5/rfq/accept-other-quote`: accept non-LP quotes on an RFQ.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AcceptOtherQuoteRequest = LazySchema.struct("AcceptOtherQuoteRequest", () => ({
  rfqId: Schema.String
}))

/**
 * The parameters of accepting non-LP quotes.
 *
 * @since 0.1.0
 * @category models
 */
export interface AcceptOtherQuoteRequest extends Schema.Schema.Type<typeof AcceptOtherQuoteRequest> {}

/**
 * The result of `/v5/rfq/accept-other-quote`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AcceptedOtherQuote extends LazyClass.Class<AcceptedOtherQuote>("AcceptedOtherQuote")(() => ({
  rfqId: Schema.String
})) {}

/**
 * The query of `/v5/rfq/rfq-realtime` (no delay): `rfqId` wins over `rfqLinkId`; `traderType` default `quote`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqRealtimeRequest = LazySchema.struct("RfqRealtimeRequest", () => ({
  rfqId: Schema.optional(Schema.String),
  rfqLinkId: Schema.optional(Schema.String),
  traderType: Schema.optional(TraderType)
}))

/**
 * The parameters of a real-time RFQ query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqRealtimeRequest extends Schema.Schema.Type<typeof RfqRealtimeRequest> {}

/**
 * One leg of an RFQ.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqLeg extends LazyClass.Class<RfqLeg>("RfqLeg")(() => ({
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  qty: Decimal
})) {}

/**
 * An RFQ. `acceptOtherQuoteStatus` (`"true"`/`"false"`, whether non-LP quotes are accepted) comes with the
 * real-time query; `deskCode` is hidden for anonymous inquiries.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Rfq extends LazyClass.Class<Rfq>("Rfq")(() => ({
  rfqId: Schema.String,
  rfqLinkId: Schema.String,
  counterparties: Schema.Array(Schema.String),
  expiresAt: Schema.String,
  strategyType: Schema.String,
  status: RfqStatusTolerant,
  acceptOtherQuoteStatus: Schema.optional(Schema.String),
  deskCode: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  legs: Schema.Array(RfqLeg)
})) {}

/**
 * The result of `/v5/rfq/rfq-realtime`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqsRealtime extends LazyClass.Class<RfqsRealtime>("RfqsRealtime")(() => ({
  list: Schema.Array(Rfq)
})) {}

/**
 * The query of `/v5/rfq/rfq-list` (delayed, from the database): `traderType` default `request` (the docs spell the
 * quoting side both `quote` and `quoter`, so both are accepted); `limit` at most 100 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqListRequest = LazySchema.struct("RfqListRequest", () => ({
  rfqId: Schema.optional(Schema.String),
  rfqLinkId: Schema.optional(Schema.String),
  traderType: Schema.optional(Schema.Literals(["quote", "quoter", "request"])),
  status: Schema.optional(RfqStatus),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an RFQ history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqListRequest extends Schema.Schema.Type<typeof RfqListRequest> {}

/**
 * A page of RFQs (`cursor` `""` on the last page).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqList extends LazyClass.Class<RfqList>("RfqList")(() => ({
  cursor: Schema.String,
  list: Schema.Array(Rfq)
})) {}

/**
 * The query of `/v5/rfq/quote-realtime` (no delay; only non-final quotes): priority `quoteId` > `quoteLinkId` >
 * `rfqId`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const QuoteRealtimeRequest = LazySchema.struct("QuoteRealtimeRequest", () => ({
  rfqId: Schema.optional(Schema.String),
  quoteId: Schema.optional(Schema.String),
  quoteLinkId: Schema.optional(Schema.String),
  traderType: Schema.optional(TraderType)
}))

/**
 * The parameters of a real-time quote query.
 *
 * @since 0.1.0
 * @category models
 */
export interface QuoteRealtimeRequest extends Schema.Schema.Type<typeof QuoteRealtimeRequest> {}

/**
 * One leg price of a quote.
 *
 * @since 0.1.0
 * @category schemas
 */
export class QuoteLeg extends LazyClass.Class<QuoteLeg>("QuoteLeg")(() => ({
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  price: Decimal,
  qty: Decimal
})) {}

/**
 * A quote; `execQuoteSide` is `""` until executed.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Quote extends LazyClass.Class<Quote>("Quote")(() => ({
  rfqId: Schema.String,
  rfqLinkId: Schema.String,
  quoteId: Schema.String,
  quoteLinkId: Schema.String,
  expiresAt: Schema.String,
  deskCode: Schema.String,
  status: RfqStatusTolerant,
  execQuoteSide: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  quoteBuyList: Schema.Array(QuoteLeg),
  quoteSellList: Schema.Array(QuoteLeg)
})) {}

/**
 * The result of `/v5/rfq/quote-realtime`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class QuotesRealtime extends LazyClass.Class<QuotesRealtime>("QuotesRealtime")(() => ({
  list: Schema.Array(Quote)
})) {}

/**
 * The query of `/v5/rfq/quote-list` (delayed): `limit` 1-100 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const QuoteListRequest = LazySchema.struct("QuoteListRequest", () => ({
  rfqId: Schema.optional(Schema.String),
  quoteId: Schema.optional(Schema.String),
  quoteLinkId: Schema.optional(Schema.String),
  traderType: Schema.optional(TraderType),
  status: Schema.optional(RfqStatus),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a quote history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface QuoteListRequest extends Schema.Schema.Type<typeof QuoteListRequest> {}

/**
 * A page of quotes.
 *
 * @since 0.1.0
 * @category schemas
 */
export class QuoteList extends LazyClass.Class<QuoteList>("QuoteList")(() => ({
  cursor: Schema.String,
  list: Schema.Array(Quote)
})) {}

/**
 * The query of `/v5/rfq/trade-list`: priority `rfqId` > `rfqLinkId`, `quoteId` > `quoteLinkId`; `limit` 1-100.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqTradeListRequest = LazySchema.struct("RfqTradeListRequest", () => ({
  rfqId: Schema.optional(Schema.String),
  rfqLinkId: Schema.optional(Schema.String),
  quoteId: Schema.optional(Schema.String),
  quoteLinkId: Schema.optional(Schema.String),
  traderType: Schema.optional(TraderType),
  status: Schema.optional(Schema.Literals(["Filled", "Failed"])),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an RFQ trade query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqTradeListRequest extends Schema.Schema.Type<typeof RfqTradeListRequest> {}

/**
 * One executed (or rejected) leg of an RFQ trade: `resultCode` `0` success, else the exchange code with
 * `rejectParty` `taker`, `maker` or `bybit`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqTradeLeg extends LazyClass.Class<RfqTradeLeg>("RfqTradeLeg")(() => ({
  category: Enums.CategoryTolerant,
  orderId: Schema.String,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  price: Decimal,
  qty: Decimal,
  markPrice: DecimalOrEmpty,
  execFee: DecimalOrEmpty,
  execId: Schema.String,
  resultCode: Schema.Number,
  resultMessage: Schema.String,
  rejectParty: Schema.String
})) {}

/**
 * An RFQ trade (the RFQ and the executed quote).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqTrade extends LazyClass.Class<RfqTrade>("RfqTrade")(() => ({
  rfqId: Schema.String,
  rfqLinkId: Schema.optional(Schema.String),
  quoteId: Schema.String,
  quoteLinkId: Schema.optional(Schema.String),
  quoteSide: Enums.SideTolerant,
  strategyType: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Filled", "Failed"])),
  rfqDeskCode: Schema.String,
  quoteDeskCode: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  legs: Schema.Array(RfqTradeLeg)
})) {}

/**
 * A page of RFQ trades.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqTradeList extends LazyClass.Class<RfqTradeList>("RfqTradeList")(() => ({
  cursor: Schema.String,
  list: Schema.Array(RfqTrade)
})) {}

/**
 * The query of `/v5/rfq/public-trades`: a window of at most 30 days; `limit` 1-100.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RfqPublicTradesRequest = LazySchema.struct("RfqPublicTradesRequest", () => ({
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an RFQ public trade query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RfqPublicTradesRequest extends Schema.Schema.Type<typeof RfqPublicTradesRequest> {}

/**
 * One leg of a public RFQ trade (`markPrice` is the index price for spot, the underlying's mark for options).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqPublicTradeLeg extends LazyClass.Class<RfqPublicTradeLeg>("RfqPublicTradeLeg")(() => ({
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  price: Decimal,
  qty: Decimal,
  markPrice: DecimalOrEmpty
})) {}

/**
 * A recently executed RFQ.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqPublicTrade extends LazyClass.Class<RfqPublicTrade>("RfqPublicTrade")(() => ({
  rfqId: Schema.String,
  strategyType: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  legs: Schema.Array(RfqPublicTradeLeg)
})) {}

/**
 * A page of public RFQ trades.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RfqPublicTrades extends LazyClass.Class<RfqPublicTrades>("RfqPublicTrades")(() => ({
  cursor: Schema.String,
  list: Schema.Array(RfqPublicTrade)
})) {}
