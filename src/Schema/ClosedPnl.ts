/**
 * Closed positions: `GET /v5/position/closed-pnl` (linear, inverse) and `GET /v5/position/get-closed-positions`
 * (options, last 6 months).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of both endpoints: `limit` is 1-200 for closed PnL (default 50) and 1-100 for options (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ClosedPnlRequest = LazySchema.struct("ClosedPnlRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a closed-PnL query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ClosedPnlRequest extends Schema.Schema.Type<typeof ClosedPnlRequest> {}

/**
 * One closing order's PnL. `createdTime` may carry nanoseconds (`"1672214887231423699"`): it stays a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ClosedPnl extends LazyClass.Class<ClosedPnl>("ClosedPnl")(() => ({
  symbol: Schema.String,
  orderId: Schema.String,
  side: Enums.SideTolerant,
  qty: DecimalOrEmpty,
  orderPrice: DecimalOrEmpty,
  orderType: Enums.OrderTypeTolerant,
  // a closed position also shows `SessionSettlePnL` (the USDC session settlement), which no execution filter takes
  execType: Enums.tolerant(Schema.Literals([...Enums.ExecType.literals, "SessionSettlePnL"])),
  closedSize: DecimalOrEmpty,
  cumEntryValue: DecimalOrEmpty,
  avgEntryPrice: DecimalOrEmpty,
  cumExitValue: DecimalOrEmpty,
  avgExitPrice: DecimalOrEmpty,
  closedPnl: DecimalOrEmpty,
  fillCount: Schema.String,
  leverage: DecimalOrEmpty,
  createdTime: Schema.String,
  updatedTime: Schema.String,
  openFee: Schema.optional(DecimalOrEmpty),
  closeFee: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/position/closed-pnl`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ClosedPnlList extends LazyClass.Class<ClosedPnlList>("ClosedPnlList")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(ClosedPnl),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * One closed option position: fees, prices and PnL (8 decimals); `openTime` and `closeTime` are ms numbers.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ClosedOptionPosition extends LazyClass.Class<ClosedOptionPosition>("ClosedOptionPosition")(() => ({
  symbol: Schema.String,
  side: Enums.SideTolerant,
  totalOpenFee: DecimalOrEmpty,
  deliveryFee: DecimalOrEmpty,
  totalCloseFee: DecimalOrEmpty,
  qty: DecimalOrEmpty,
  closeTime: Schema.Number,
  avgExitPrice: DecimalOrEmpty,
  deliveryPrice: DecimalOrEmpty,
  openTime: Schema.Number,
  avgEntryPrice: DecimalOrEmpty,
  totalPnl: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/position/get-closed-positions`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ClosedOptionPositions extends LazyClass.Class<ClosedOptionPositions>("ClosedOptionPositions")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(ClosedOptionPosition),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
