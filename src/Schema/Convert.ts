/**
 * Coin conversion (`/v5/asset/exchange/*`): the convertible coins, a quote, its execution and result, the history
 * of API conversions, and the older exchange records.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The wallet a conversion uses.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertAccountType = LazySchema.make(() =>
  Schema.Literals([
    "eb_convert_funding",
    "eb_convert_uta",
    "eb_convert_spot",
    "eb_convert_contract",
    "eb_convert_inverse"
  ])
)

/**
 * A value of {@link ConvertAccountType}.
 *
 * @since 0.1.0
 * @category models
 */
export type ConvertAccountType = typeof ConvertAccountType.Type

/**
 * {@link ConvertAccountType} in responses, with the wallets of conversions made on the web or app (`funding`,
 * `funding_fiat`, `funding_fbtc_convert`, `funding_block_trade`), or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertAccountTypeTolerant = LazySchema.make(() =>
  Enums.tolerant(
    Schema.Literals([
      ...ConvertAccountType.literals,
      "funding",
      "funding_fiat",
      "funding_fbtc_convert",
      "funding_block_trade"
    ])
  )
)

/**
 * The state of a conversion: `init`, `processing`, `success`, `failure`, or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExchangeStatusTolerant = LazySchema.make(() =>
  Enums.tolerant(Schema.Literals(["init", "processing", "success", "failure"]))
)

/**
 * The query of `/v5/asset/exchange/query-coin-list`: `side` `0` lists coins to sell (with balances), `1` coins to
 * buy (for `coin` if given).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertCoinsRequest = LazySchema.struct("ConvertCoinsRequest", () => ({
  accountType: ConvertAccountType,
  coin: Schema.optional(Schema.String),
  side: Schema.optional(Schema.Literals([0, 1]))
}))

/**
 * The parameters of a convert coin-list query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConvertCoinsRequest extends Schema.Schema.Type<typeof ConvertCoinsRequest> {}

/**
 * One convertible coin: precision, balances and per-transaction limits (the `daily*`/`singleTo*` limits and
 * `timePeriod` are reserved).
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertCoin extends LazyClass.Class<ConvertCoin>("ConvertCoin")(() => ({
  coin: Schema.String,
  fullName: Schema.String,
  icon: Schema.String,
  iconNight: Schema.String,
  accuracyLength: Enums.IntegerLike,
  coinType: Schema.String,
  balance: DecimalOrEmpty,
  uBalance: DecimalOrEmpty,
  singleFromMinLimit: DecimalOrEmpty,
  singleFromMaxLimit: DecimalOrEmpty,
  disableFrom: Schema.Boolean,
  disableTo: Schema.Boolean,
  timePeriod: Schema.optional(Enums.IntegerLike),
  singleToMinLimit: Schema.optional(DecimalOrEmpty),
  singleToMaxLimit: Schema.optional(DecimalOrEmpty),
  dailyFromMinLimit: Schema.optional(DecimalOrEmpty),
  dailyFromMaxLimit: Schema.optional(DecimalOrEmpty),
  dailyToMinLimit: Schema.optional(DecimalOrEmpty),
  dailyToMaxLimit: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/asset/exchange/query-coin-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertCoins extends LazyClass.Class<ConvertCoins>("ConvertCoins")(() => ({
  coins: Schema.Array(ConvertCoin)
})) {}

/**
 * The body of `POST /v5/asset/exchange/quote-apply`: sell `requestAmount` of `fromCoin` (= `requestCoin`) for
 * `toCoin`. `paramType: "opFrom"` with `paramValue` (broker id) is for API brokers; `requestId` (at most 36
 * characters) tracks the request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertQuoteRequest = LazySchema.struct("ConvertQuoteRequest", () => ({
  accountType: ConvertAccountType,
  fromCoin: Schema.String,
  toCoin: Schema.String,
  requestCoin: Schema.String,
  requestAmount: DecimalString,
  fromCoinType: Schema.optional(Schema.Literal("crypto")),
  toCoinType: Schema.optional(Schema.Literal("crypto")),
  paramType: Schema.optional(Schema.Literal("opFrom")),
  paramValue: Schema.optional(Schema.String),
  requestId: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(36))))
}))

/**
 * The parameters of a convert quote.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConvertQuoteRequest extends Schema.Schema.Type<typeof ConvertQuoteRequest> {}

/**
 * A quote: valid until `expiredTime` (ms, about 15 seconds); confirm it with its `quoteTxId`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertQuote extends LazyClass.Class<ConvertQuote>("ConvertQuote")(() => ({
  quoteTxId: Schema.String,
  exchangeRate: Decimal,
  fromCoin: Schema.String,
  fromCoinType: Schema.String,
  toCoin: Schema.String,
  toCoinType: Schema.String,
  fromAmount: Decimal,
  toAmount: Decimal,
  expiredTime: Schema.String,
  requestId: Schema.optional(Schema.String),
  /** Compliance taxes and fees; empty today. */
  extTaxAndFee: Schema.optional(Schema.Array(Schema.Unknown))
})) {}

/**
 * The body of `POST /v5/asset/exchange/convert-execute`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConfirmQuoteRequest = LazySchema.struct("ConfirmQuoteRequest", () => ({
  quoteTxId: Schema.String
}))

/**
 * The parameters of confirming a quote.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConfirmQuoteRequest extends Schema.Schema.Type<typeof ConfirmQuoteRequest> {}

/**
 * The acknowledgement of a confirmed quote; the conversion completes asynchronously.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConfirmQuoteResult extends LazyClass.Class<ConfirmQuoteResult>("ConfirmQuoteResult")(() => ({
  quoteTxId: Schema.String,
  exchangeStatus: ExchangeStatusTolerant
})) {}

/**
 * The query of `/v5/asset/exchange/convert-result-query`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertStatusRequest = LazySchema.struct("ConvertStatusRequest", () => ({
  quoteTxId: Schema.String,
  accountType: ConvertAccountType
}))

/**
 * The parameters of a conversion status query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConvertStatusRequest extends Schema.Schema.Type<typeof ConvertStatusRequest> {}

/**
 * One conversion (`exchangeTxId` equals the quote's `quoteTxId`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Conversion extends LazyClass.Class<Conversion>("Conversion")(() => ({
  accountType: ConvertAccountTypeTolerant,
  exchangeTxId: Schema.String,
  userId: Schema.String,
  fromCoin: Schema.String,
  fromCoinType: Schema.String,
  toCoin: Schema.String,
  toCoinType: Schema.String,
  fromAmount: Decimal,
  toAmount: DecimalOrEmpty,
  exchangeStatus: ExchangeStatusTolerant,
  extInfo: Schema.Record(Schema.String, Schema.Unknown),
  convertRate: DecimalOrEmpty,
  createdAt: Schema.String
})) {}

/**
 * The result of `/v5/asset/exchange/convert-result-query`: the conversion is nested under `result`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertStatus extends LazyClass.Class<ConvertStatus>("ConvertStatus")(() => ({
  result: Conversion
})) {}

/**
 * The query of `/v5/asset/exchange/query-convert-history`: comma-separated account types, page `index` from 1 and
 * `limit` (default 20, at most 100).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertHistoryRequest = LazySchema.struct("ConvertHistoryRequest", () => ({
  accountType: Schema.optional(Schema.String),
  index: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a conversion history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ConvertHistoryRequest extends Schema.Schema.Type<typeof ConvertHistoryRequest> {}

/**
 * The result of `/v5/asset/exchange/query-convert-history` (conversions made through the API only).
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertHistory extends LazyClass.Class<ConvertHistory>("ConvertHistory")(() => ({
  list: Schema.Array(Conversion)
})) {}

/**
 * The query of `/v5/asset/exchange/order-record` (`limit` 1-50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExchangeRecordsRequest = LazySchema.struct("ExchangeRecordsRequest", () => ({
  fromCoin: Schema.optional(Schema.String),
  toCoin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an exchange-record query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExchangeRecordsRequest extends Schema.Schema.Type<typeof ExchangeRecordsRequest> {}

/**
 * One coin exchange.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ExchangeRecord extends LazyClass.Class<ExchangeRecord>("ExchangeRecord")(() => ({
  fromCoin: Schema.String,
  fromAmount: Decimal,
  toCoin: Schema.String,
  toAmount: Decimal,
  exchangeRate: DecimalOrEmpty,
  createdTime: Schema.String,
  exchangeTxId: Schema.String
})) {}

/**
 * The result of `/v5/asset/exchange/order-record`: the items are under `orderBody`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ExchangeRecords extends LazyClass.Class<ExchangeRecords>("ExchangeRecords")(() => ({
  orderBody: Schema.Array(ExchangeRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The wallets small-balance conversion reads (`eb_convert_uta`; history also lists `eb_convert_funding`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmallBalanceAccountType = LazySchema.make(() => Schema.Literals(["eb_convert_uta", "eb_convert_funding"]))

/**
 * The coins small balances convert into.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmallBalanceTarget = LazySchema.make(() => Schema.Literals(["MNT", "USDT", "USDC"]))

/**
 * The status of a small-balance conversion (and of each coin in it).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmallBalanceStatus = LazySchema.make(() =>
  Schema.Literals(["init", "processing", "success", "failure", "partial_fulfillment"])
)

/**
 * A conversion fee.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceFee extends LazyClass.Class<SmallBalanceFee>("SmallBalanceFee")(() => ({
  feeCoin: Schema.String,
  amount: DecimalOrEmpty,
  feeRate: DecimalOrEmpty
})) {}

/**
 * A tax fee: its total, coin (`""` when none) and items (left undescribed by the docs).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceTaxFee extends LazyClass.Class<SmallBalanceTaxFee>("SmallBalanceTaxFee")(() => ({
  totalAmount: DecimalOrEmpty,
  feeCoin: Schema.String,
  taxFeeItems: Schema.Array(Schema.Unknown)
})) {}

/**
 * The query of `GET /v5/asset/covert/small-balance-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmallBalanceListRequest = LazySchema.struct("SmallBalanceListRequest", () => ({
  accountType: Schema.Literal("eb_convert_uta"),
  fromCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getSmallBalanceList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface SmallBalanceListRequest extends Schema.Schema.Type<typeof SmallBalanceListRequest> {}

/**
 * A coin worth less than 10 USDT. `supportConvert` `1` convertible, `2` not; the target, amount, rate and fees are
 * reserved here (empty or `null`) and filled in a quote.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceCoin extends LazyClass.Class<SmallBalanceCoin>("SmallBalanceCoin")(() => ({
  fromCoin: Schema.String,
  supportConvert: Enums.tolerantNumber(Schema.Literals([1, 2])),
  availableBalance: DecimalOrEmpty,
  baseValue: DecimalOrEmpty,
  toCoin: Schema.optional(Schema.String),
  toAmount: Schema.optional(DecimalOrEmpty),
  exchangeRate: Schema.optional(DecimalOrEmpty),
  feeInfo: Schema.optional(Schema.NullOr(SmallBalanceFee)),
  taxFeeInfo: Schema.optional(Schema.NullOr(SmallBalanceTaxFee))
})) {}

/**
 * The result of `/v5/asset/covert/small-balance-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceList extends LazyClass.Class<SmallBalanceList>("SmallBalanceList")(() => ({
  smallAssetCoins: Schema.Array(SmallBalanceCoin),
  supportToCoins: Schema.Array(Schema.String)
})) {}

/**
 * The body of `POST /v5/asset/covert/get-quote`: up to 20 source coins, one target.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmallBalanceQuoteRequest = LazySchema.struct("SmallBalanceQuoteRequest", () => ({
  accountType: Schema.Literal("eb_convert_uta"),
  fromCoinList: Schema.Array(Schema.String).pipe(
    Schema.check(Schema.isMinLength(1)),
    Schema.check(Schema.isMaxLength(20))
  ),
  toCoin: SmallBalanceTarget
}))

/**
 * The parameters of `requestSmallBalanceQuote`.
 *
 * @since 0.1.0
 * @category models
 */
export interface SmallBalanceQuoteRequest extends Schema.Schema.Type<typeof SmallBalanceQuoteRequest> {}

/**
 * A quote's terms: its 30-second validity, each coin's estimate and the total fees.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceQuoteTerms extends LazyClass.Class<SmallBalanceQuoteTerms>("SmallBalanceQuoteTerms")(() => ({
  quoteCreateTime: Schema.String,
  quoteExpireTime: Schema.String,
  exchangeCoins: Schema.Array(SmallBalanceCoin),
  totalFeeInfo: SmallBalanceFee,
  totalTaxFeeInfo: SmallBalanceTaxFee
})) {}

/**
 * The result of `/v5/asset/covert/get-quote`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceQuote extends LazyClass.Class<SmallBalanceQuote>("SmallBalanceQuote")(() => ({
  quoteId: Schema.String,
  result: SmallBalanceQuoteTerms
})) {}

/**
 * The body of `POST /v5/asset/covert/small-balance-execute`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmallBalanceExecuteRequest = LazySchema.struct("SmallBalanceExecuteRequest", () => ({
  quoteId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `confirmSmallBalanceQuote`.
 *
 * @since 0.1.0
 * @category models
 */
export interface SmallBalanceExecuteRequest extends Schema.Schema.Type<typeof SmallBalanceExecuteRequest> {}

/**
 * The result of `/v5/asset/covert/small-balance-execute`: the exchange id (the quote id) and its first status.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceExecution extends LazyClass.Class<SmallBalanceExecution>("SmallBalanceExecution")(() => ({
  quoteId: Schema.String,
  exchangeTxId: Schema.String,
  submitTime: Schema.String,
  status: Enums.tolerant(SmallBalanceStatus),
  msg: Schema.String
})) {}

/**
 * The query of `GET /v5/asset/covert/small-balance-history`: `cursor` is a page number, `size` at most 100.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SmallBalanceHistoryRequest = LazySchema.struct("SmallBalanceHistoryRequest", () => ({
  accountType: Schema.optional(SmallBalanceAccountType),
  quoteId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  cursor: Schema.optional(Schema.String),
  size: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getSmallBalanceHistory`.
 *
 * @since 0.1.0
 * @category models
 */
export interface SmallBalanceHistoryRequest extends Schema.Schema.Type<typeof SmallBalanceHistoryRequest> {}

/**
 * One source coin of a small-balance exchange.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceSubRecord extends LazyClass.Class<SmallBalanceSubRecord>("SmallBalanceSubRecord")(() => ({
  fromCoin: Schema.String,
  fromAmount: DecimalOrEmpty,
  toCoin: Schema.String,
  toAmount: DecimalOrEmpty,
  feeCoin: Schema.String,
  feeAmount: DecimalOrEmpty,
  status: Enums.tolerant(SmallBalanceStatus),
  taxFeeInfo: SmallBalanceTaxFee
})) {}

/**
 * One small-balance exchange (made through the API or the app).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceRecord extends LazyClass.Class<SmallBalanceRecord>("SmallBalanceRecord")(() => ({
  accountType: Enums.tolerant(SmallBalanceAccountType),
  exchangeTxId: Schema.String,
  toCoin: Schema.String,
  toAmount: DecimalOrEmpty,
  subRecords: Schema.Array(SmallBalanceSubRecord),
  status: Enums.tolerant(SmallBalanceStatus),
  createdAt: Schema.String,
  exchangeSource: Enums.tolerant(Schema.Literals(["small_asset_uta", "small_asset_funding"])),
  feeCoin: Schema.String,
  totalFeeAmount: DecimalOrEmpty,
  totalTaxFeeInfo: SmallBalanceTaxFee
})) {}

/**
 * The result of `/v5/asset/covert/small-balance-history`: one page (numbers as strings).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SmallBalanceHistory extends LazyClass.Class<SmallBalanceHistory>("SmallBalanceHistory")(() => ({
  cursor: Schema.String,
  size: Schema.String,
  lastPage: Schema.String,
  totalCount: Schema.String,
  records: Schema.Array(SmallBalanceRecord)
})) {}
