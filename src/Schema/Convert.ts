/**
 * Coin conversion (`/v5/asset/exchange/*`): the convertible coins, a quote, its execution and result, the history
 * of API conversions, and the older exchange records.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"

/**
 * The wallet a conversion uses.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertAccountType = Schema.Literal(
  "eb_convert_funding",
  "eb_convert_uta",
  "eb_convert_spot",
  "eb_convert_contract",
  "eb_convert_inverse"
)

/**
 * A value of {@link ConvertAccountType}.
 *
 * @since 0.1.0
 * @category models
 */
export type ConvertAccountType = typeof ConvertAccountType.Type

/**
 * {@link ConvertAccountType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertAccountTypeTolerant = Enums.tolerant(ConvertAccountType)

/**
 * The state of a conversion: `init`, `processing`, `success`, `failure`, or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExchangeStatusTolerant = Enums.tolerant(Schema.Literal("init", "processing", "success", "failure"))

/**
 * The query of `/v5/asset/exchange/query-coin-list`: `side` `0` lists coins to sell (with balances), `1` coins to
 * buy (for `coin` if given).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertCoinsRequest = Schema.Struct({
  accountType: ConvertAccountType,
  coin: Schema.optional(Schema.String),
  side: Schema.optional(Schema.Literal(0, 1))
}).annotations({ identifier: "ConvertCoinsRequest" })

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
export class ConvertCoin extends Schema.Class<ConvertCoin>("ConvertCoin")({
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
}) {}

/**
 * The result of `/v5/asset/exchange/query-coin-list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertCoins extends Schema.Class<ConvertCoins>("ConvertCoins")({
  coins: Schema.Array(ConvertCoin)
}) {}

/**
 * The body of `POST /v5/asset/exchange/quote-apply`: sell `requestAmount` of `fromCoin` (= `requestCoin`) for
 * `toCoin`. `paramType: "opFrom"` with `paramValue` (broker id) is for API brokers; `requestId` (at most 36
 * characters) tracks the request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertQuoteRequest = Schema.Struct({
  accountType: ConvertAccountType,
  fromCoin: Schema.String,
  toCoin: Schema.String,
  requestCoin: Schema.String,
  requestAmount: DecimalString,
  fromCoinType: Schema.optional(Schema.Literal("crypto")),
  toCoinType: Schema.optional(Schema.Literal("crypto")),
  paramType: Schema.optional(Schema.Literal("opFrom")),
  paramValue: Schema.optional(Schema.String),
  requestId: Schema.optional(Schema.String.pipe(Schema.maxLength(36)))
}).annotations({ identifier: "ConvertQuoteRequest" })

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
export class ConvertQuote extends Schema.Class<ConvertQuote>("ConvertQuote")({
  quoteTxId: Schema.String,
  exchangeRate: Decimal,
  fromCoin: Schema.String,
  fromCoinType: Schema.String,
  toCoin: Schema.String,
  toCoinType: Schema.String,
  fromAmount: Decimal,
  toAmount: Decimal,
  expiredTime: Schema.String,
  requestId: Schema.optional(Schema.String)
}) {}

/**
 * The body of `POST /v5/asset/exchange/convert-execute`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConfirmQuoteRequest = Schema.Struct({
  quoteTxId: Schema.String
}).annotations({ identifier: "ConfirmQuoteRequest" })

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
export class ConfirmQuoteResult extends Schema.Class<ConfirmQuoteResult>("ConfirmQuoteResult")({
  quoteTxId: Schema.String,
  exchangeStatus: ExchangeStatusTolerant
}) {}

/**
 * The query of `/v5/asset/exchange/convert-result-query`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertStatusRequest = Schema.Struct({
  quoteTxId: Schema.String,
  accountType: ConvertAccountType
}).annotations({ identifier: "ConvertStatusRequest" })

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
export class Conversion extends Schema.Class<Conversion>("Conversion")({
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
  extInfo: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  convertRate: DecimalOrEmpty,
  createdAt: Schema.String
}) {}

/**
 * The result of `/v5/asset/exchange/convert-result-query`: the conversion is nested under `result`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertStatus extends Schema.Class<ConvertStatus>("ConvertStatus")({
  result: Conversion
}) {}

/**
 * The query of `/v5/asset/exchange/query-convert-history`: comma-separated account types, page `index` from 1 and
 * `limit` (default 20, at most 100).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ConvertHistoryRequest = Schema.Struct({
  accountType: Schema.optional(Schema.String),
  index: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number)
}).annotations({ identifier: "ConvertHistoryRequest" })

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
export class ConvertHistory extends Schema.Class<ConvertHistory>("ConvertHistory")({
  list: Schema.Array(Conversion)
}) {}

/**
 * The query of `/v5/asset/exchange/order-record` (`limit` 1-50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExchangeRecordsRequest = Schema.Struct({
  fromCoin: Schema.optional(Schema.String),
  toCoin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}).annotations({ identifier: "ExchangeRecordsRequest" })

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
export class ExchangeRecord extends Schema.Class<ExchangeRecord>("ExchangeRecord")({
  fromCoin: Schema.String,
  fromAmount: Decimal,
  toCoin: Schema.String,
  toAmount: Decimal,
  exchangeRate: DecimalOrEmpty,
  createdTime: Schema.String,
  exchangeTxId: Schema.String
}) {}

/**
 * The result of `/v5/asset/exchange/order-record`: the items are under `orderBody`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ExchangeRecords extends Schema.Class<ExchangeRecords>("ExchangeRecords")({
  orderBody: Schema.Array(ExchangeRecord),
  nextPageCursor: Schema.optional(Schema.String)
}) {}
