/**
 * Execution strategies (`/v5/strategy/*`): TWAP, chase and iceberg orders run by the exchange.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The product a strategy trades (its own naming, not `category`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyCategory = LazySchema.make(() =>
  Schema.Literals([
    "UTA_USDT",
    "UTA_USDC",
    "UTA_USDC_FUTURE",
    "UTA_SPOT",
    "UTA_INVERSE",
    "UTA_INVERSE_FUTURE",
    "UTA_USDT_FUTURE"
  ])
)

/**
 * {@link StrategyCategory} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyCategoryTolerant = LazySchema.make(() => Enums.tolerant(StrategyCategory))

/**
 * Strategy type.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyType = LazySchema.make(() => Schema.Literals(["twap", "chaseOrder", "iceberg", "pov"]))

/**
 * {@link StrategyType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyTypeTolerant = LazySchema.make(() => Enums.tolerant(StrategyType))

const twapIntervals: ReadonlyArray<number> = [5, 10, 15, 30, 60, 120]

// The sub-order interval each type takes: TWAP one of six, POV 0 (at once) or 5-3600 seconds.
const intervalFits = (r: { readonly strategyType: string; readonly interval?: number | undefined }) =>
  r.interval === undefined ||
  (r.strategyType === "twap" && twapIntervals.includes(r.interval)) ||
  (r.strategyType === "pov" && (r.interval === 0 || r.interval >= 5)) ||
  (r.strategyType !== "twap" && r.strategyType !== "pov") ||
  "interval: TWAP takes 5, 10, 15, 30, 60 or 120; POV 0 or 5-3600"

/**
 * The body of `POST /v5/strategy/create`: the quantity as `size` (coin) or `positionValue` (value). TWAP needs
 * `duration` (300-86400 s, divisible by `interval`: 5, 10, 15, 30 (default), 60 or 120); iceberg takes `subSize`,
 * `subPositionValue` or `orderCount`; `chaseDistance` wins over `chasePercentE4`; POV (participation of volume)
 * takes `povParams`, `size` or `duration` (900-86400 s) and an `interval` of 0 (at once) or 5-3600 s.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateStrategyRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Schema.Literals([
      "UTA_USDT",
      "UTA_USDC",
      "UTA_SPOT",
      "UTA_INVERSE",
      "UTA_INVERSE_FUTURE",
      "UTA_USDT_FUTURE"
    ]),
    symbol: Schema.String,
    side: Enums.Side,
    size: Schema.optional(DecimalString),
    positionValue: Schema.optional(DecimalString),
    strategyType: StrategyType,
    duration: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 300, maximum: 86400 })))),
    reduceOnly: Schema.optional(Schema.Boolean),
    positionIdx: Schema.optional(Enums.PositionIdx),
    leverageType: Schema.optional(Schema.Literals([0, 1])),
    interval: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 3600 })))),
    isRandom: Schema.optional(Schema.Boolean),
    triggerPrice: Schema.optional(DecimalString),
    maxChasePrice: Schema.optional(DecimalString),
    chaseDistance: Schema.optional(DecimalString),
    chasePercentE4: Schema.optional(Schema.Int),
    subSize: Schema.optional(DecimalString),
    subPositionValue: Schema.optional(DecimalString),
    orderCount: Schema.optional(Schema.Int),
    postOnly: Schema.optional(Schema.Literals([0, 1])),
    limitPrice: Schema.optional(DecimalString),
    povParams: Schema.optional(
      Schema.Struct({
        mode: Schema.Literals(["TradedVolume", "OppositeSideLiquidity", "SameSideLiquidity"]),
        participationRate: DecimalString,
        referenceWindow: Schema.optional(Schema.String),
        depthReference: Schema.optional(Schema.Int)
      })
    )
  }).pipe(Schema.check(Schema.makeFilter(intervalFits)), Schema.annotate({ identifier: "CreateStrategyRequest" }))
)

/**
 * The parameters of creating a strategy.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateStrategyRequest extends Schema.Schema.Type<typeof CreateStrategyRequest> {}

/**
 * The result of `/v5/strategy/create`: the strategy's UUID; `result` is `null` on success.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CreatedStrategy extends LazyClass.Class<CreatedStrategy>("CreatedStrategy")(() => ({
  strategyId: Schema.String,
  result: Schema.optional(Schema.NullOr(Schema.String))
})) {}

/**
 * The body of `POST /v5/strategy/stop` (a stopped strategy cannot resume; its open orders are cancelled).
 *
 * @since 0.1.0
 * @category schemas
 */
export const StopStrategyRequest = LazySchema.struct("StopStrategyRequest", () => ({
  strategyId: Schema.String
}))

/**
 * The parameters of stopping a strategy.
 *
 * @since 0.1.0
 * @category models
 */
export interface StopStrategyRequest extends Schema.Schema.Type<typeof StopStrategyRequest> {}

/**
 * The result of `/v5/strategy/stop`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class StoppedStrategy extends LazyClass.Class<StoppedStrategy>("StoppedStrategy")(() => ({
  strategyId: Schema.String
})) {}

/**
 * Strategy status: `2` running, `3` terminated, `4` terminated with unfilled orders, `5` paused, `6` untriggered.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyStatus = LazySchema.make(() => Schema.Literals(["2", "3", "4", "5", "6"]))

/**
 * The query of `/v5/strategy/list`: times in seconds; `pageSize` default 20, at most 50.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyListRequest = LazySchema.struct("StrategyListRequest", () => ({
  strategyId: Schema.optional(Schema.String),
  symbol: Schema.optional(Schema.String),
  status: Schema.optional(StrategyStatus),
  category: Schema.optional(StrategyCategory),
  strategyType: Schema.optional(StrategyType),
  beginTimeE0: Schema.optional(Schema.Int),
  endTimeE0: Schema.optional(Schema.Int),
  pageSize: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 50 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a strategy list query.
 *
 * @since 0.1.0
 * @category models
 */
export interface StrategyListRequest extends Schema.Schema.Type<typeof StrategyListRequest> {}

// Documented as integer 1 (market) / 2 (limit); the exchange also sends "UNKNOWN".
const StrategyOrderType = LazySchema.make(() =>
  Schema.Union([Enums.tolerantNumber(Schema.Literals([1, 2])), Schema.String])
)

/**
 * One strategy. Times with `E3` are ms (sent as numeric strings); `executedEndTimeE3` `0` while running.
 * TWAP-only fields (`duration`, `executedDuration`, `isRandom`, `interval`) and chase/iceberg ones may be absent.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Strategy extends LazyClass.Class<Strategy>("Strategy")(() => ({
  mode: Schema.optional(Schema.String),
  participationRate: Schema.optional(Schema.String),
  referenceWindow: Schema.optional(Schema.String),
  depthReference: Schema.optional(Schema.String),
  strategyId: Schema.String,
  category: StrategyCategoryTolerant,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  size: Decimal,
  strategyType: StrategyTypeTolerant,
  status: Enums.tolerantNumber(Schema.Literals([2, 3, 4, 5, 6])),
  executedSize: DecimalOrEmpty,
  executedAvgPrice: DecimalOrEmpty,
  executedStartTimeE3: Enums.IntegerLike,
  executedEndTimeE3: Enums.IntegerLike,
  createdTimeE3: Enums.IntegerLike,
  updatedTimeE3: Enums.IntegerLike,
  reduceOnly: Schema.Boolean,
  triggerPrice: DecimalOrEmpty,
  isTriggered: Schema.Boolean,
  leverageType: Enums.tolerantNumber(Schema.Literals([0, 1])),
  terminateType: Enums.IntegerLike,
  terminateRemark: Schema.String,
  triggerCount: Enums.IntegerLike,
  tradingCount: Enums.IntegerLike,
  realizedPnl: DecimalOrEmpty,
  strategyName: Schema.String,
  strategyPrefer: Enums.tolerant(Schema.Literals(["limit", "priceSpeedBalance", "fastestExecution", "quickExecution"])),
  duration: Schema.optional(Enums.IntegerLike),
  executedDuration: Schema.optional(Enums.IntegerLike),
  isRandom: Schema.optional(Schema.Boolean),
  interval: Schema.optional(Enums.IntegerLike),
  limitPrice: DecimalOrEmpty,
  chasePercentE4: Schema.optional(Enums.IntegerLike),
  chaseDistance: Schema.optional(DecimalOrEmpty),
  maxChasePrice: Schema.optional(DecimalOrEmpty),
  chaseOrderPrice: Schema.optional(DecimalOrEmpty),
  chasePrice: Schema.optional(Schema.String),
  postOnly: Schema.optional(Enums.tolerantNumber(Schema.Literals([0, 1]))),
  isRebalance: Schema.Boolean,
  orderType: StrategyOrderType,
  orderPriceOffset: DecimalOrEmpty,
  strategySl: DecimalOrEmpty,
  strategyTp: DecimalOrEmpty,
  arbitrageOrders: Schema.Array(Schema.Record(Schema.String, Schema.Unknown)),
  positionValue: DecimalOrEmpty,
  filledPositionValue: DecimalOrEmpty
})) {}

/**
 * A page of strategies; an empty `nextCursor` ends.
 *
 * @since 0.1.0
 * @category schemas
 */
export class StrategyList extends LazyClass.Class<StrategyList>("StrategyList")(() => ({
  list: Schema.Array(Strategy),
  nextCursor: Schema.String,
  prevCursor: Schema.String
})) {}

/**
 * Child order status: `2` created, `3` create failed, `4` partially filled, `5` filled, `6` rejected, `7` cancelled.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyOrderStatus = LazySchema.make(() => Schema.Literals(["2", "3", "4", "5", "6", "7"]))

/**
 * The query of `/v5/strategy/order-list`: the orders one strategy placed.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyOrderListRequest = LazySchema.struct("StrategyOrderListRequest", () => ({
  strategyId: Schema.String,
  status: Schema.optional(StrategyOrderStatus),
  symbol: Schema.optional(Schema.String),
  strategyType: Schema.optional(StrategyType),
  beginTimeE0: Schema.optional(Schema.Int),
  endTimeE0: Schema.optional(Schema.Int),
  pageSize: Schema.optional(Schema.Int),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a strategy order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface StrategyOrderListRequest extends Schema.Schema.Type<typeof StrategyOrderListRequest> {}

/**
 * One order a strategy placed; `code` is the exchange's error code for that order (`0` success), `parentOrderId`
 * the order a retry replaced.
 *
 * @since 0.1.0
 * @category schemas
 */
export class StrategyOrder extends LazyClass.Class<StrategyOrder>("StrategyOrder")(() => ({
  strategyId: Schema.String,
  orderId: Schema.String,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  size: Decimal,
  price: DecimalOrEmpty,
  status: Enums.tolerant(StrategyOrderStatus),
  executedSize: DecimalOrEmpty,
  dealTimeE3: Enums.IntegerLike,
  parentOrderId: Schema.String,
  createdTimeE3: Enums.IntegerLike,
  updatedTimeE3: Enums.IntegerLike,
  code: Schema.Number,
  msg: Schema.String,
  category: StrategyCategoryTolerant,
  positionIdx: Enums.PositionIdxTolerant,
  orderType: StrategyOrderType,
  leverageType: Enums.tolerantNumber(Schema.Literals([0, 1])),
  tpPrice: DecimalOrEmpty,
  slPrice: DecimalOrEmpty,
  orderPriceOffset: DecimalOrEmpty,
  positionValue: DecimalOrEmpty,
  filledPositionValue: DecimalOrEmpty
})) {}

/**
 * A page of strategy orders; an empty `nextCursor` ends.
 *
 * @since 0.1.0
 * @category schemas
 */
export class StrategyOrders extends LazyClass.Class<StrategyOrders>("StrategyOrders")(() => ({
  list: Schema.Array(StrategyOrder),
  nextCursor: Schema.String,
  prevCursor: Schema.String
})) {}
