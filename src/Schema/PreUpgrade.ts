/**
 * Records from before the account was upgraded to the unified account (`/v5/pre-upgrade/*`): orders, trades,
 * closed PnL, USDC transaction log, option deliveries and USDC session settlements.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as OrderFields from "./internal/orderFields.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/pre-upgrade/order/history`: at most 7 days per window (all statuses within 7 days, only filled
 * orders beyond); `limit` 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PreUpgradeOrderHistoryRequest = LazySchema.struct("PreUpgradeOrderHistoryRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  orderFilter: Schema.optional(Schema.Literals(["Order", "StopOrder"])),
  orderStatus: Schema.optional(Enums.OrderStatus),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a pre-upgrade order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreUpgradeOrderHistoryRequest extends Schema.Schema.Type<typeof PreUpgradeOrderHistoryRequest> {}

/**
 * One order from before the upgrade (`isLeverage` is meaningless here and usually `""`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeOrder extends LazyClass.Class<PreUpgradeOrder>("PreUpgradeOrder")(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  blockTradeId: Schema.String,
  symbol: Schema.String,
  price: DecimalOrEmpty,
  qty: Decimal,
  side: Enums.SideTolerant,
  isLeverage: Schema.String,
  positionIdx: Enums.PositionIdxTolerant,
  orderStatus: Enums.OrderStatusTolerant,
  cancelType: Enums.CancelTypeTolerant,
  rejectReason: Enums.RejectReasonTolerant,
  avgPrice: DecimalOrEmpty,
  leavesQty: DecimalOrEmpty,
  leavesValue: DecimalOrEmpty,
  cumExecQty: DecimalOrEmpty,
  cumExecValue: DecimalOrEmpty,
  cumExecFee: DecimalOrEmpty,
  timeInForce: Enums.TimeInForceTolerant,
  orderType: Enums.OrderTypeTolerant,
  stopOrderType: Enums.StopOrderTypeTolerant,
  orderIv: DecimalOrEmpty,
  triggerPrice: DecimalOrEmpty,
  takeProfit: DecimalOrEmpty,
  stopLoss: DecimalOrEmpty,
  tpTriggerBy: Enums.TriggerByTolerant,
  slTriggerBy: Enums.TriggerByTolerant,
  triggerDirection: Enums.TriggerDirectionTolerant,
  triggerBy: Enums.TriggerByTolerant,
  lastPriceOnCreated: DecimalOrEmpty,
  reduceOnly: Schema.Boolean,
  closeOnTrigger: Schema.Boolean,
  placeType: Schema.String,
  smpType: Enums.SmpTypeTolerant,
  smpGroup: Enums.IntegerLike,
  smpOrderId: Schema.String,
  createdTime: Schema.String,
  updatedTime: Schema.String
})) {}

/**
 * A page of pre-upgrade orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeOrders extends LazyClass.Class<PreUpgradeOrders>("PreUpgradeOrders")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(PreUpgradeOrder),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/pre-upgrade/execution/list`: `linear`, `inverse`, `option` or `spot`; at most 7 days per window;
 * `limit` 1-100 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PreUpgradeExecutionsRequest = LazySchema.struct("PreUpgradeExecutionsRequest", () => ({
  category: Schema.Literals(["linear", "inverse", "option", "spot"]),
  symbol: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  execType: Schema.optional(Enums.ExecType),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a pre-upgrade trade query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreUpgradeExecutionsRequest extends Schema.Schema.Type<typeof PreUpgradeExecutionsRequest> {}

/**
 * One execution from before the upgrade (funding shows as `execType` `Funding` with an `orderType` of `UNKNOWN`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeExecution extends LazyClass.Class<PreUpgradeExecution>("PreUpgradeExecution")(() => ({
  ...OrderFields.executedOrder(),
  stopOrderType: Schema.optional(Enums.StopOrderTypeTolerant),
  execFee: Decimal,
  execId: Schema.String,
  execPrice: Decimal,
  execQty: Decimal,
  execType: Enums.ExecTypeTolerant,
  execValue: DecimalOrEmpty,
  execTime: Schema.String,
  isMaker: Schema.Boolean,
  feeRate: DecimalOrEmpty,
  tradeIv: DecimalOrEmpty,
  markIv: DecimalOrEmpty,
  markPrice: DecimalOrEmpty,
  indexPrice: DecimalOrEmpty,
  underlyingPrice: DecimalOrEmpty,
  blockTradeId: Schema.String,
  closedSize: DecimalOrEmpty
})) {}

/**
 * A page of pre-upgrade executions.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeExecutions extends LazyClass.Class<PreUpgradeExecutions>("PreUpgradeExecutions")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(PreUpgradeExecution),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/pre-upgrade/position/closed-pnl`: `linear` or `inverse` and a symbol; at most 7 days per
 * window; `limit` 1-100 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PreUpgradeClosedPnlRequest = LazySchema.struct("PreUpgradeClosedPnlRequest", () => ({
  category: Schema.Literals(["linear", "inverse"]),
  symbol: Schema.String,
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a pre-upgrade closed PnL query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreUpgradeClosedPnlRequest extends Schema.Schema.Type<typeof PreUpgradeClosedPnlRequest> {}

/**
 * One closed PnL record from before the upgrade.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeClosedPnl extends LazyClass.Class<PreUpgradeClosedPnl>("PreUpgradeClosedPnl")(() => ({
  symbol: Schema.String,
  orderId: Schema.String,
  side: Enums.SideTolerant,
  qty: Decimal,
  orderPrice: DecimalOrEmpty,
  orderType: Enums.OrderTypeTolerant,
  execType: Enums.tolerant(Schema.Literals(["Trade", "BustTrade", "SessionSettlePnL", "Settle"])),
  closedSize: Decimal,
  cumEntryValue: Decimal,
  avgEntryPrice: Decimal,
  cumExitValue: Decimal,
  avgExitPrice: Decimal,
  closedPnl: Decimal,
  fillCount: Enums.IntegerLike,
  leverage: Decimal,
  createdTime: Schema.String,
  updatedTime: Schema.String
})) {}

/**
 * A page of pre-upgrade closed PnL.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeClosedPnls extends LazyClass.Class<PreUpgradeClosedPnls>("PreUpgradeClosedPnls")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(PreUpgradeClosedPnl),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/pre-upgrade/account/transaction-log` (USDC derivatives wallet): `type` takes the docs' log
 * types (kept as a string, the list grows); `limit` 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PreUpgradeTransactionLogRequest = LazySchema.struct("PreUpgradeTransactionLogRequest", () => ({
  category: Schema.optional(Schema.Literals(["linear", "option"])),
  baseCoin: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a pre-upgrade transaction log query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreUpgradeTransactionLogRequest extends Schema.Schema.Type<typeof PreUpgradeTransactionLogRequest> {}

/**
 * One USDC derivatives wallet entry from before the upgrade (`funding` positive when received; `fee` positive
 * when paid).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeTransaction extends LazyClass.Class<PreUpgradeTransaction>("PreUpgradeTransaction")(() => ({
  symbol: Schema.String,
  category: Enums.CategoryTolerant,
  side: Schema.String,
  transactionTime: Schema.String,
  type: Schema.String,
  qty: DecimalOrEmpty,
  size: DecimalOrEmpty,
  currency: Schema.String,
  tradePrice: DecimalOrEmpty,
  funding: DecimalOrEmpty,
  fee: DecimalOrEmpty,
  cashFlow: DecimalOrEmpty,
  change: DecimalOrEmpty,
  cashBalance: DecimalOrEmpty,
  feeRate: DecimalOrEmpty,
  bonusChange: DecimalOrEmpty,
  tradeId: Schema.String,
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * A page of pre-upgrade transactions.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeTransactions extends LazyClass.Class<PreUpgradeTransactions>("PreUpgradeTransactions")(() => ({
  list: Schema.Array(PreUpgradeTransaction),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/pre-upgrade/asset/delivery-record` (options): `expDate` like `25MAR22`; `limit` 1-50.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PreUpgradeDeliveryRecordRequest = LazySchema.struct("PreUpgradeDeliveryRecordRequest", () => ({
  category: Schema.Literal("option"),
  symbol: Schema.optional(Schema.String),
  expDate: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a pre-upgrade delivery query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreUpgradeDeliveryRecordRequest extends Schema.Schema.Type<typeof PreUpgradeDeliveryRecordRequest> {}

/**
 * One option delivery from before the upgrade (`deliveryTime` ms as a number).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeDelivery extends LazyClass.Class<PreUpgradeDelivery>("PreUpgradeDelivery")(() => ({
  deliveryTime: Schema.Number,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  position: Decimal,
  deliveryPrice: Decimal,
  strike: Decimal,
  fee: Decimal,
  deliveryRpl: Decimal
})) {}

/**
 * A page of pre-upgrade deliveries.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeDeliveries extends LazyClass.Class<PreUpgradeDeliveries>("PreUpgradeDeliveries")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(PreUpgradeDelivery),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/pre-upgrade/asset/settlement-record` (USDC perpetual): `limit` 1-50.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PreUpgradeSettlementRecordRequest = LazySchema.struct("PreUpgradeSettlementRecordRequest", () => ({
  category: Schema.Literal("linear"),
  symbol: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a pre-upgrade settlement query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreUpgradeSettlementRecordRequest
  extends Schema.Schema.Type<typeof PreUpgradeSettlementRecordRequest> {}

/**
 * One USDC perpetual session settlement from before the upgrade (`size` negative for shorts).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeSettlement extends LazyClass.Class<PreUpgradeSettlement>("PreUpgradeSettlement")(() => ({
  symbol: Schema.String,
  side: Enums.SideTolerant,
  size: Decimal,
  sessionAvgPrice: Decimal,
  markPrice: Decimal,
  realisedPnl: Decimal,
  createdTime: Schema.String
})) {}

/**
 * A page of pre-upgrade settlements.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreUpgradeSettlements extends LazyClass.Class<PreUpgradeSettlements>("PreUpgradeSettlements")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(PreUpgradeSettlement),
  nextPageCursor: Schema.String
})) {}
