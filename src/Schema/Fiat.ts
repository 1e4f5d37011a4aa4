/**
 * Fiat convert for brokers (`/v5/fiat/*`): trading pairs, reference prices, quotes and their execution for sub
 * users, trade status and history, fiat balances. The docs' tables and examples disagree on two spellings
 * (`quoteTxId`/`quoteTaxId`, `expiredTime`/`expireTime`); both decode.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * Whether a coin is `fiat` or `crypto`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinType = LazySchema.make(() => Schema.Literals(["fiat", "crypto"]))

/**
 * {@link CoinType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinTypeTolerant = LazySchema.make(() => Enums.tolerant(CoinType))

/**
 * The query of `/v5/fiat/query-coin-list`: `side` `"0"` buy crypto with fiat, `"1"` sell crypto for fiat.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatCoinListRequest = LazySchema.struct("FiatCoinListRequest", () => ({
  side: Schema.optional(Schema.Literals(["0", "1"]))
}))

/**
 * The parameters of a trading-pair query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FiatCoinListRequest extends Schema.Schema.Type<typeof FiatCoinListRequest> {}

/**
 * A fiat or crypto coin and its per-transaction limits (of the side it is sold from).
 *
 * @since 0.1.0
 * @category schemas
 */
export class FiatConvertCoin extends LazyClass.Class<FiatConvertCoin>("FiatConvertCoin")(() => ({
  coin: Schema.String,
  fullName: Schema.String,
  icon: Schema.String,
  iconNight: Schema.String,
  precision: Schema.Number,
  disable: Schema.Boolean,
  singleFromMinLimit: Decimal,
  singleFromMaxLimit: Decimal
})) {}

/**
 * The result of `/v5/fiat/query-coin-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FiatCoinList extends LazyClass.Class<FiatCoinList>("FiatCoinList")(() => ({
  fiats: Schema.Array(FiatConvertCoin),
  cryptos: Schema.Array(FiatConvertCoin)
})) {}

/**
 * The query of `/v5/fiat/reference-price`: a pair like `EUR-USDT`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ReferencePriceRequest = LazySchema.struct("ReferencePriceRequest", () => ({
  symbol: Schema.String
}))

/**
 * The parameters of a reference price query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ReferencePriceRequest extends Schema.Schema.Type<typeof ReferencePriceRequest> {}

/**
 * A price for one payment method (`unitPrice`: fiat per crypto unit).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PaymentMethodPrice extends LazyClass.Class<PaymentMethodPrice>("PaymentMethodPrice")(() => ({
  unitPrice: Decimal,
  paymentMethod: Schema.String
})) {}

/**
 * The result of `/v5/fiat/reference-price` (`timestamp` in seconds).
 *
 * @since 0.1.0
 * @category schemas
 */
export class ReferencePrice extends LazyClass.Class<ReferencePrice>("ReferencePrice")(() => ({
  symbol: Schema.String,
  fiat: Schema.String,
  crypto: Schema.String,
  timestamp: Schema.String,
  buys: Schema.Array(PaymentMethodPrice),
  sells: Schema.Array(PaymentMethodPrice)
})) {}

/**
 * The body of `POST /v5/fiat/quote-apply` (master key): sell `requestAmount` of `fromCoin` for `toCoin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatQuoteRequest = LazySchema.struct("FiatQuoteRequest", () => ({
  fromCoin: Schema.String,
  fromCoinType: CoinType,
  toCoin: Schema.String,
  toCoinType: CoinType,
  requestAmount: DecimalString,
  requestCoinType: Schema.optional(CoinType)
}))

/**
 * The parameters of requesting a fiat-convert quote.
 *
 * @since 0.1.0
 * @category models
 */
export interface FiatQuoteRequest extends Schema.Schema.Type<typeof FiatQuoteRequest> {}

// What a quote fixes, as both the quote and the trade made on it report it.
const quoted = () => ({
  quoteTxId: Schema.optional(Schema.String),
  quoteTaxId: Schema.optional(Schema.String),
  exchangeRate: Decimal,
  fromCoin: Schema.String,
  fromCoinType: CoinTypeTolerant,
  toCoin: Schema.String,
  toCoinType: CoinTypeTolerant,
  fromAmount: Decimal,
  toAmount: Decimal
})

/**
 * A fiat-convert quote, valid until its expiry (ms).
 *
 * @since 0.1.0
 * @category schemas
 */
export class FiatQuote extends LazyClass.Class<FiatQuote>("FiatQuote")(() => ({
  ...quoted(),
  expiredTime: Schema.optional(Schema.String),
  expireTime: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/fiat/trade-execute`: confirm a quote for a sub user before it expires; `webhookUrl` (at
 * most 256 characters) is called on the outcome; `MerchantRequestId` (at most 36) is the caller's own id.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatTradeExecuteRequest = LazySchema.struct("FiatTradeExecuteRequest", () => ({
  quoteTxId: Schema.String,
  subUserId: Schema.String,
  webhookUrl: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(256)))),
  MerchantRequestId: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMaxLength(36))))
}))

/**
 * The parameters of confirming a fiat-convert quote.
 *
 * @since 0.1.0
 * @category models
 */
export interface FiatTradeExecuteRequest extends Schema.Schema.Type<typeof FiatTradeExecuteRequest> {}

/**
 * The result of `/v5/fiat/trade-execute` (asynchronous: the trade query tells the outcome).
 *
 * @since 0.1.0
 * @category schemas
 */
export class FiatTradeAck extends LazyClass.Class<FiatTradeAck>("FiatTradeAck")(() => ({
  tradeNo: Schema.String,
  merchantRequestId: Schema.String
})) {}

/**
 * The query of `/v5/fiat/trade-query`: `tradeNo` or `merchantRequestId`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatTradeQueryRequest = LazySchema.struct("FiatTradeQueryRequest", () => ({
  tradeNo: Schema.optional(Schema.String),
  merchantRequestId: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fiat-convert status query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FiatTradeQueryRequest extends Schema.Schema.Type<typeof FiatTradeQueryRequest> {}

/**
 * A fiat-convert trade: `processing`, `success` or `failed`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FiatTrade extends LazyClass.Class<FiatTrade>("FiatTrade")(() => ({
  tradeNo: Schema.String,
  status: Enums.tolerant(Schema.Literals(["processing", "success", "failed"])),
  ...quoted(),
  createdAt: Schema.String,
  subUserId: Schema.String
})) {}

/**
 * The query of `/v5/fiat/query-trade-history`: `index` the page from 1; `limit` 20-100 (default 20); times in ms
 * as strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatTradeHistoryRequest = LazySchema.struct("FiatTradeHistoryRequest", () => ({
  index: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 20, maximum: 100 })))),
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fiat-convert history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FiatTradeHistoryRequest extends Schema.Schema.Type<typeof FiatTradeHistoryRequest> {}

/**
 * The result of `/v5/fiat/query-trade-history`: the trades themselves.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatTradeHistory = LazySchema.make(() =>
  Schema.Array(FiatTrade).annotate({ identifier: "FiatTradeHistory" })
)

/**
 * The query of `/v5/fiat/balance-query`: one ISO 4217 currency, or all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatBalanceRequest = LazySchema.struct("FiatBalanceRequest", () => ({
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fiat balance query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FiatBalanceRequest extends Schema.Schema.Type<typeof FiatBalanceRequest> {}

/**
 * A fiat balance: `totalBalance` = `balance` (available) + `frozenBalance`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FiatBalance extends LazyClass.Class<FiatBalance>("FiatBalance")(() => ({
  currency: Schema.String,
  totalBalance: Decimal,
  balance: Decimal,
  frozenBalance: Decimal
})) {}

/**
 * The result of `/v5/fiat/balance-query` (the docs describe an object, the example answers a list; both decode).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FiatBalances = LazySchema.make(() =>
  Schema.Union([Schema.Array(FiatBalance), FiatBalance]).annotate({
    identifier: "FiatBalances"
  })
)
