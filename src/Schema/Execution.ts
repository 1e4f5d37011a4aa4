/**
 * Executions (fills): the query of `GET /v5/execution/list` and the execution item (also the WS `execution`
 * payload, which adds `category`, `isLeverage`, `execPnl` and `marketUnit`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as OrderFields from "./internal/orderFields.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/execution/list`: at most 7 days between `startTime` and `endTime` (default: the last 7 days);
 * `limit` is 1-100 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExecutionListRequest = LazySchema.struct("ExecutionListRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  settleCoin: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  execType: Schema.optional(Enums.ExecType),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an execution query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExecutionListRequest extends Schema.Schema.Type<typeof ExecutionListRequest> {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One execution. Figures may be `""` (`closedSize` for opening fills, option-only IVs elsewhere); `execTime` is ms
 * as a string; `seq` ties a fill to the position update it caused.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Execution extends LazyClass.Class<Execution>("Execution")(() => ({
  ...OrderFields.executedOrder(),
  execId: Schema.String,
  execPrice: DecimalOrEmpty,
  execQty: DecimalOrEmpty,
  execType: Enums.ExecTypeTolerant,
  execValue: DecimalOrEmpty,
  execTime: Schema.String,
  execFee: DecimalOrEmpty,
  isMaker: Schema.Boolean,
  createType: Schema.optional(Enums.CreateTypeTolerant),
  stopOrderType: Schema.optional(Enums.StopOrderTypeTolerant),
  execFeeV2: Figure,
  feeCurrency: Schema.optional(Schema.String),
  feeRate: Figure,
  tradeIv: Figure,
  markIv: Figure,
  markPrice: Figure,
  indexPrice: Figure,
  underlyingPrice: Figure,
  blockTradeId: Schema.optional(Schema.String),
  closedSize: Figure,
  seq: Schema.optional(Enums.IntegerLike),
  // `""` for most users; fee objects for some regional orders: kept as sent.
  extraFees: Schema.optional(Schema.Unknown),
  // WS `execution` only
  category: Schema.optional(Enums.CategoryTolerant),
  isLeverage: Schema.optional(Schema.String),
  execPnl: Figure,
  marketUnit: Schema.optional(Enums.MarketUnitTolerant)
})) {}

/**
 * The result of `/v5/execution/list`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ExecutionList extends LazyClass.Class<ExecutionList>("ExecutionList")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(Execution),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
