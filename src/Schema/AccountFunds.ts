/**
 * Figures of the unified wallet beyond the balance: the transferable amount (`/v5/account/withdrawal`) and the
 * spot trade summary (`/v5/account/trade-info-for-analysis`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/account/withdrawal`: up to 20 comma-separated coins.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferableAmountRequest = LazySchema.struct("TransferableAmountRequest", () => ({
  coinName: Schema.String
}))

/**
 * The parameters of a transferable-amount query.
 *
 * @since 0.1.0
 * @category models
 */
export interface TransferableAmountRequest extends Schema.Schema.Type<typeof TransferableAmountRequest> {}

/**
 * The result of `/v5/account/withdrawal`: the amount of the first coin, and every requested coin's in a map.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TransferableAmount extends LazyClass.Class<TransferableAmount>("TransferableAmount")(() => ({
  availableWithdrawal: Decimal,
  availableWithdrawalMap: Schema.optional(Schema.Record(Schema.String, Decimal))
})) {}

/**
 * The query of `GET /v5/account/trade-info-for-analysis`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TradeAnalysisRequest = LazySchema.struct("TradeAnalysisRequest", () => ({
  symbol: Schema.String,
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a trade-analysis query.
 *
 * @since 0.1.0
 * @category models
 */
export interface TradeAnalysisRequest extends Schema.Schema.Type<typeof TradeAnalysisRequest> {}

/**
 * One day's executed value (buy, sell, total).
 *
 * @since 0.1.0
 * @category schemas
 */
export class DailyExecValue extends LazyClass.Class<DailyExecValue>("DailyExecValue")(() => ({
  day: Schema.String,
  sumBuyExecValue: Decimal,
  sumSellExecValue: Decimal,
  sumExecValue: Decimal
})) {}

/**
 * The result of `/v5/account/trade-info-for-analysis`: realised P&L, sums and averages per side; `sumPriceList`
 * (per day) only when there were trades.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TradeAnalysis extends LazyClass.Class<TradeAnalysis>("TradeAnalysis")(() => ({
  symbolRnl: Decimal,
  netExecQty: Decimal,
  sumExecValue: Decimal,
  sumExecQty: Decimal,
  avgBuyExecPrice: Decimal,
  sumBuyExecValue: Decimal,
  sumBuyExecQty: Decimal,
  sumBuyExecFee: Decimal,
  sumBuyOrderQty: Decimal,
  avgSellExecPrice: Decimal,
  sumSellExecValue: Decimal,
  sumSellExecQty: Decimal,
  sumSellExecFee: Decimal,
  sumSellOrderQty: Decimal,
  maxMarginVersion: Enums.IntegerLike,
  baseCoin: Schema.String,
  settleCoin: Schema.String,
  sumPriceList: Schema.optional(Schema.Array(DailyExecValue))
})) {}
