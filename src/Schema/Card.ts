/**
 * Bybit Card (`/v5/card/*`): card transactions, reward points (balance, records, tier), the reward mall and cashback
 * orders. Every call is a POST, reads included.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import { Millis } from "./Envelope.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A card transaction direction: authorization, clearing or refund.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransactionSide = LazySchema.make(() =>
  Schema.Literals(["SIDE_QUERY_AUTH", "SIDE_QUERY_FINANCIAL", "SIDE_QUERY_REFUND"])
)

/**
 * The body of `POST /v5/card/transaction/query-asset-records`: filters, `limit` 1-500 (default 100), `page` from 1.
 * `statusCode` `"0"` pending, `"1"` cleared, `"2"` declined; times in ms.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AssetRecordsRequest = LazySchema.struct("CardAssetRecordsRequest", () => ({
  statusCode: Schema.optional(Schema.Literals(["0", "1", "2"])),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 500 })))),
  page: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))),
  pan4: Schema.optional(Schema.String),
  createBeginTime: Schema.optional(Schema.Number),
  createEndTime: Schema.optional(Schema.Number),
  merchName: Schema.optional(Schema.String),
  type: Schema.optional(TransactionSide),
  txnId: Schema.optional(Schema.String),
  cardToken: Schema.optional(Schema.String),
  orderNo: Schema.optional(Schema.String)
}))

/**
 * The parameters of `queryCardAssetRecords`.
 *
 * @since 0.1.0
 * @category models
 */
export interface AssetRecordsRequest extends Schema.Schema.Type<typeof AssetRecordsRequest> {}

/**
 * One card transaction: the card, merchant, amounts in the transaction, basic and paid currencies, fees, and its
 * status (`pending`, `cleared`, `declined`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssetRecord extends LazyClass.Class<AssetRecord>("CardAssetRecord")(() => ({
  pan4: Schema.String,
  pan6: Schema.String,
  tradeStatus: Schema.String,
  side: Enums.tolerant(TransactionSide),
  basicAmount: DecimalOrEmpty,
  basicCurrency: Schema.String,
  transactionAmount: DecimalOrEmpty,
  transactionCurrency: Schema.String,
  txnCreate: Schema.Number,
  merchCountry: Schema.String,
  merchCity: Schema.String,
  merchName: Schema.String,
  txnId: Schema.String,
  declinedReason: Schema.String,
  totalFees: DecimalOrEmpty,
  uid: Schema.Number,
  transactionCurrencyAmount: DecimalOrEmpty,
  fxPad: Schema.String,
  interchangeFee: DecimalOrEmpty,
  billAmount: DecimalOrEmpty,
  paidAmount: DecimalOrEmpty,
  paidCurrency: Schema.String,
  bonusAmount: DecimalOrEmpty,
  foreignTransactionFee: DecimalOrEmpty,
  totalTax: DecimalOrEmpty,
  paidFiat: DecimalOrEmpty,
  withdrawalFee: DecimalOrEmpty,
  status: Enums.tolerant(Schema.Literals(["pending", "cleared", "declined"])),
  orderNo: Schema.String,
  mccCode: Schema.String,
  merchCategoryDesc: Schema.String
})) {}

/**
 * The result of `/v5/card/transaction/query-asset-records`: one page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssetRecords extends LazyClass.Class<AssetRecords>("CardAssetRecords")(() => ({
  pageSize: Schema.Number,
  pageNo: Schema.Number,
  totalCount: Schema.Number,
  data: Schema.Array(AssetRecord)
})) {}

/**
 * The result of `/v5/card/reward/points/balance`: available and pending (frozen) points.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PointsBalance extends LazyClass.Class<PointsBalance>("CardPointsBalance")(() => ({
  accountId: Schema.String,
  availablePoint: Schema.Number,
  pendingPoint: Schema.Number,
  status: Schema.String,
  updateTime: Schema.Number,
  settlementPeriod: Schema.Number
})) {}

/**
 * The body of `POST /v5/card/reward/points/records`: filters and paging (`pageSize`, `pageNo` from 1); `side` `"1"`
 * earned, `"2"` deducted.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PointsRecordsRequest = LazySchema.struct("CardPointsRecordsRequest", () => ({
  type: Schema.optional(Schema.String),
  pageSize: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))),
  pageNo: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  outOrderId: Schema.optional(Schema.String),
  bizId: Schema.optional(Schema.String),
  bizTxnId: Schema.optional(Schema.String),
  side: Schema.optional(Schema.Literals(["1", "2"]))
}))

/**
 * The parameters of `queryCardPointsRecords`.
 *
 * @since 0.1.0
 * @category models
 */
export interface PointsRecordsRequest extends Schema.Schema.Type<typeof PointsRecordsRequest> {}

/**
 * One point movement and the card transaction behind it.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PointsRecord extends LazyClass.Class<PointsRecord>("CardPointsRecord")(() => ({
  outOrderId: Schema.String,
  point: Schema.Number,
  side: Schema.String,
  type: Schema.String,
  subType: Schema.String,
  createTime: Schema.Number,
  updateTime: Schema.Number,
  bizId: Schema.String,
  bizTxnId: Schema.String,
  transactionDate: Schema.String,
  transactionId: Schema.String,
  transactionAmount: DecimalOrEmpty,
  basicCurrency: Schema.String,
  merchCategoryDesc: Schema.String,
  merchName: Schema.String,
  merchCountry: Schema.String,
  merchCity: Schema.String,
  pan4: Schema.String,
  payFiatAmount: DecimalOrEmpty,
  transactionCurrencyAmount: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/card/reward/points/records`: one page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PointsRecords extends LazyClass.Class<PointsRecords>("CardPointsRecords")(() => ({
  pageSize: Schema.Number,
  pageNo: Schema.Number,
  totalCount: Schema.Number,
  data: Schema.Array(PointsRecord)
})) {}

/**
 * The result of `/v5/card/reward/points/tier`: the tier and its spending limit (USD when `unit` is `"1"`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PointsTier extends LazyClass.Class<PointsTier>("CardPointsTier")(() => ({
  usedLimit: DecimalOrEmpty,
  limit: DecimalOrEmpty,
  unit: Schema.String,
  tier: Schema.String,
  autoCashback: Schema.Boolean
})) {}

/**
 * The body of `POST /v5/card/reward/mall/item/list`: paging, `itemType` `1` virtual / `2` physical, `itemBizType`
 * `1` points / `2` currency, `orderBy` `1` priority / `2` listing time / `3` price, `source` `1` for VIP items.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MallItemsRequest = LazySchema.struct("CardMallItemsRequest", () => ({
  pageNo: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))),
  pageSize: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))),
  itemType: Schema.optional(Schema.Literals([1, 2])),
  itemBizType: Schema.optional(Schema.Literals([1, 2])),
  orderBy: Schema.optional(Schema.Literals([1, 2, 3])),
  asc: Schema.optional(Schema.Boolean),
  source: Schema.optional(Schema.Literals([0, 1]))
}))

/**
 * The parameters of `queryCardMallItemList`.
 *
 * @since 0.1.0
 * @category models
 */
export interface MallItemsRequest extends Schema.Schema.Type<typeof MallItemsRequest> {}

/**
 * One reward mall item: its listing window (ms), price in `currency` (`POINT` or a coin) and stock.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MallItem extends LazyClass.Class<MallItem>("CardMallItem")(() => ({
  itemId: Schema.String,
  itemName: Schema.String,
  priority: Schema.Number,
  // The docs example sends the window as strings.
  onTime: Millis,
  offTime: Millis,
  price: DecimalOrEmpty,
  discountPrice: DecimalOrEmpty,
  totalNum: Schema.Number,
  redeemNum: Schema.Number,
  picPath: Schema.String,
  currency: Schema.String,
  currencyType: Schema.Union([Schema.Number, Schema.String]),
  itemType: Schema.Union([Schema.Number, Schema.String]),
  itemBizType: Schema.Union([Schema.Number, Schema.String])
})) {}

/**
 * The result of `/v5/card/reward/mall/item/list`: one page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MallItems extends LazyClass.Class<MallItems>("CardMallItems")(() => ({
  pageNo: Schema.Number,
  pageSize: Schema.Number,
  totalCount: Schema.Number,
  data: Schema.Array(MallItem)
})) {}

/**
 * The body of `POST /v5/card/reward/point/cashback/detail`: the cashback order id.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CashbackDetailRequest = LazySchema.struct("CardCashbackDetailRequest", () => ({
  bizTxnId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `queryCardPointCashbackDetail`.
 *
 * @since 0.1.0
 * @category models
 */
export interface CashbackDetailRequest extends Schema.Schema.Type<typeof CashbackDetailRequest> {}

/**
 * A cashback order: points spent, amount paid back and its display status (`NO_PAY`, `ORDER_PENDING_SHOW`,
 * `ORDER_SUCCESS`, `ORDER_FAIL`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CashbackDetail extends LazyClass.Class<CashbackDetail>("CardCashbackDetail")(() => ({
  points: DecimalOrEmpty,
  amt: DecimalOrEmpty,
  ccy: Schema.String,
  ccyType: Enums.tolerant(Schema.Literals(["FIAT", "CRYPTO"])),
  createTime: Schema.String,
  bizTxnId: Schema.String,
  sourceId: Schema.Number,
  sourceCode: Schema.String,
  orderStatus: Schema.Number,
  orderSubStatus: Schema.Number,
  orderShowStatus: Enums.tolerant(Schema.Literals(["NO_PAY", "ORDER_PENDING_SHOW", "ORDER_SUCCESS", "ORDER_FAIL"])),
  failedBizCode: Schema.String
})) {}
