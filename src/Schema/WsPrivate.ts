/**
 * The messages of the V5 private WebSocket topics (docs `v5/websocket/private/*`): `position`, `execution`,
 * `execution.fast`, `order`, `wallet`, `greeks` and `dcp`. Envelope: message `id` (absent on `execution.fast`),
 * `topic`, `creationTime` (ms) and a `data` array. Every schema is a plain `Struct` whose decoded form is the wire
 * form, so a frame accepted by the derived validator (`Validator`) is delivered without a copy; integers stay JSON
 * numbers, figures stay decimal strings (`""` where the exchange has no value), enums are tolerant.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as OrderFields from "./internal/orderFields.js"
import * as LazySchema from "./LazySchema.js"
import { Wallet, WalletCoin } from "./WalletBalance.js"

const Figure = Schema.optional(DecimalOrEmpty)
const Text = Schema.optional(Schema.String)

/**
 * The private envelope around an item schema.
 *
 * @since 0.1.0
 * @category constructors
 */
export const message = <A, I>(item: Schema.Codec<A, I>) =>
  Schema.Struct({
    id: Schema.optional(Schema.String),
    topic: Schema.String,
    creationTime: Schema.Number,
    data: Schema.Array(item)
  })

/**
 * One position update (`position`, `position.{linear|inverse|option}`), pushed on every create/amend/cancel even
 * when nothing changed. `side` is `""` when flat; WS sends `entryPrice` (REST: `avgPrice`); `positionIdx`,
 * `tradeMode`, `riskId`, `autoAddMargin` and `adlRankIndicator` are JSON numbers; `seq` is `-1` (number or string)
 * for a never-traded symbol.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionUpdate = LazySchema.struct("PositionUpdate", () => ({
  /** When the position opened (ms); `0` by default. */
  openTime: Schema.optional(Schema.Number),
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  size: Decimal,
  positionIdx: Schema.optional(Schema.Number),
  tradeMode: Schema.optional(Schema.Number),
  riskId: Schema.optional(Schema.Number),
  riskLimitValue: Figure,
  entryPrice: Figure,
  markPrice: Figure,
  leverage: Figure,
  positionValue: Figure,
  positionBalance: Figure,
  autoAddMargin: Schema.optional(Schema.Number),
  positionIM: Figure,
  positionIMByMp: Figure,
  positionMM: Figure,
  positionMMByMp: Figure,
  liqPrice: Figure,
  bustPrice: Figure,
  breakEvenPrice: Figure,
  tpslMode: Schema.optional(Enums.TpSlModeTolerant),
  takeProfit: Figure,
  stopLoss: Figure,
  trailingStop: Figure,
  unrealisedPnl: Figure,
  curRealisedPnl: Figure,
  cumRealisedPnl: Figure,
  sessionAvgPrice: Figure,
  delta: Figure,
  gamma: Figure,
  vega: Figure,
  theta: Figure,
  positionStatus: Schema.optional(Enums.PositionStatusTolerant),
  adlRankIndicator: Schema.optional(Schema.Number),
  isReduceOnly: Schema.optional(Schema.Boolean),
  mmrSysUpdatedTime: Text,
  leverageSysUpdatedTime: Text,
  createdTime: Text,
  updatedTime: Text,
  seq: Schema.optional(Schema.Union([Schema.Number, Schema.String]))
}))

/**
 * A decoded position update.
 *
 * @since 0.1.0
 * @category models
 */
export interface PositionUpdate extends Schema.Schema.Type<typeof PositionUpdate> {}

/**
 * A message of `position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionMessage = LazySchema.make(() =>
  message(PositionUpdate).annotate({ identifier: "PositionMessage" })
)

/**
 * A decoded position message.
 *
 * @since 0.1.0
 * @category models
 */
export interface PositionMessage extends Schema.Schema.Type<typeof PositionMessage> {}

/**
 * One fill (`execution`, `execution.{category}`); one message may carry several fills of one order. `seq` ties the
 * fill to the position update it caused.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExecutionUpdate = LazySchema.struct("ExecutionUpdate", () => ({
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  orderId: Schema.String,
  orderLinkId: Schema.String,
  side: Enums.SideTolerant,
  execId: Schema.String,
  execPrice: DecimalOrEmpty,
  execQty: DecimalOrEmpty,
  execType: Enums.ExecTypeTolerant,
  execTime: Schema.String,
  isMaker: Schema.Boolean,
  isLeverage: Text,
  orderPrice: Figure,
  orderQty: Figure,
  leavesQty: Figure,
  orderType: Schema.optional(Enums.OrderTypeTolerant),
  stopOrderType: Schema.optional(Enums.StopOrderTypeTolerant),
  createType: Schema.optional(Enums.CreateTypeTolerant),
  execFee: Figure,
  execFeeV2: Figure,
  execValue: Figure,
  execPnl: Figure,
  feeRate: Figure,
  feeCurrency: Text,
  tradeIv: Figure,
  markIv: Figure,
  markPrice: Figure,
  indexPrice: Figure,
  underlyingPrice: Figure,
  blockTradeId: Text,
  closedSize: Figure,
  marketUnit: Schema.optional(Enums.MarketUnitTolerant),
  seq: Schema.optional(Schema.Number),
  // `""` for most users; fee objects for some regional orders: kept as sent.
  extraFees: Schema.optional(Schema.Unknown)
}))

/**
 * A decoded fill.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExecutionUpdate extends Schema.Schema.Type<typeof ExecutionUpdate> {}

/**
 * A message of `execution`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ExecutionMessage = LazySchema.make(() =>
  message(ExecutionUpdate).annotate({ identifier: "ExecutionMessage" })
)

/**
 * A decoded execution message.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExecutionMessage extends Schema.Schema.Type<typeof ExecutionMessage> {}

/**
 * One fill of `execution.fast` (lower latency, `execType=Trade` only, fewer fields; `orderLinkId` is `""` for
 * makers).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FastExecution = LazySchema.struct("FastExecution", () => ({
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  orderId: Schema.String,
  orderLinkId: Schema.String,
  isMaker: Schema.Boolean,
  execId: Schema.String,
  execPrice: Decimal,
  execQty: Decimal,
  side: Enums.SideTolerant,
  execTime: Schema.String,
  seq: Schema.Number
}))

/**
 * A decoded fast fill.
 *
 * @since 0.1.0
 * @category models
 */
export interface FastExecution extends Schema.Schema.Type<typeof FastExecution> {}

/**
 * A message of `execution.fast` (no `id`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FastExecutionMessage = LazySchema.make(() =>
  message(FastExecution).annotate({
    identifier: "FastExecutionMessage"
  })
)

/**
 * A decoded fast execution message.
 *
 * @since 0.1.0
 * @category models
 */
export interface FastExecutionMessage extends Schema.Schema.Type<typeof FastExecutionMessage> {}

/**
 * One order update (`order`, `order.{category}`). Two `Filled` updates may arrive when a cancel races a fill (the
 * second with `cancelType=CancelByUser`, `rejectReason=EC_OrigClOrdIDDoesNotExist`). `positionIdx`,
 * `triggerDirection` and `smpGroup` are JSON numbers; `cumFeeDetail` maps fee coins to amounts.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderUpdate = LazySchema.struct("OrderUpdate", () => ({
  category: Enums.CategoryTolerant,
  orderId: Schema.String,
  orderLinkId: Schema.String,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  orderType: Enums.OrderTypeTolerant,
  orderStatus: Enums.OrderStatusTolerant,
  price: DecimalOrEmpty,
  qty: DecimalOrEmpty,
  createdTime: Schema.String,
  updatedTime: Schema.String,
  isLeverage: Text,
  blockTradeId: Text,
  parentOrderLinkId: Text,
  brokerOrderPrice: Figure,
  positionIdx: Schema.optional(Schema.Number),
  createType: Schema.optional(Enums.CreateTypeTolerant),
  cancelType: Schema.optional(Enums.CancelTypeTolerant),
  rejectReason: Schema.optional(Enums.RejectReasonTolerant),
  ...OrderFields.filled(),
  closedPnl: Figure,
  feeCurrency: Text,
  timeInForce: Schema.optional(Enums.TimeInForceTolerant),
  stopOrderType: Schema.optional(Enums.StopOrderTypeTolerant),
  ocoTriggerBy: Schema.optional(Enums.OcoTriggerByTolerant),
  orderIv: Figure,
  marketUnit: Schema.optional(Enums.MarketUnitTolerant),
  slippageToleranceType: Schema.optional(Enums.SlippageToleranceTypeTolerant),
  slippageTolerance: Figure,
  triggerPrice: Figure,
  takeProfit: Figure,
  stopLoss: Figure,
  tpslMode: Schema.optional(Enums.TpSlModeTolerant),
  tpLimitPrice: Figure,
  slLimitPrice: Figure,
  tpTriggerBy: Schema.optional(Enums.TriggerByTolerant),
  slTriggerBy: Schema.optional(Enums.TriggerByTolerant),
  triggerDirection: Schema.optional(Schema.Number),
  triggerBy: Schema.optional(Enums.TriggerByTolerant),
  lastPriceOnCreated: Figure,
  basePrice: Figure,
  reduceOnly: Schema.optional(Schema.Boolean),
  closeOnTrigger: Schema.optional(Schema.Boolean),
  placeType: Schema.optional(Enums.PlaceTypeTolerant),
  smpType: Schema.optional(Enums.SmpTypeTolerant),
  smpGroup: Schema.optional(Schema.Number),
  smpOrderId: Text,
  rpiTakerAccess: Schema.optional(Schema.Boolean),
  rpiMatchedQty: Figure,
  // `""` for most users; fee objects for some regional orders: kept as sent.
  extraFees: Schema.optional(Schema.Unknown)
}))

/**
 * A decoded order update.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderUpdate extends Schema.Schema.Type<typeof OrderUpdate> {}

/**
 * A message of `order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderMessage = LazySchema.make(() => message(OrderUpdate).annotate({ identifier: "OrderMessage" }))

/**
 * A decoded order message.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderMessage extends Schema.Schema.Type<typeof OrderMessage> {}

/**
 * One coin of a wallet update: the fields of `/v5/account/wallet-balance`'s coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const WalletCoinUpdate = LazySchema.make(() =>
  Schema.Struct(WalletCoin.fields).annotate({
    identifier: "WalletCoinUpdate"
  })
)

/**
 * A decoded wallet coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface WalletCoinUpdate extends Schema.Schema.Type<typeof WalletCoinUpdate> {}

/**
 * One account of a wallet update (`wallet`): the fields of `/v5/account/wallet-balance`'s account. There is no
 * initial snapshot, and unrealised PnL changes alone push nothing.
 *
 * @since 0.1.0
 * @category schemas
 */
export const WalletUpdate = LazySchema.make(() =>
  Schema.Struct({
    ...Wallet.fields,
    coin: Schema.Array(WalletCoinUpdate)
  }).annotate({
    identifier: "WalletUpdate"
  })
)

/**
 * A decoded wallet update.
 *
 * @since 0.1.0
 * @category models
 */
export interface WalletUpdate extends Schema.Schema.Type<typeof WalletUpdate> {}

/**
 * A message of `wallet`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const WalletMessage = LazySchema.make(() => message(WalletUpdate).annotate({ identifier: "WalletMessage" }))

/**
 * A decoded wallet message.
 *
 * @since 0.1.0
 * @category models
 */
export interface WalletMessage extends Schema.Schema.Type<typeof WalletMessage> {}

/**
 * The option greeks of one base coin (`greeks`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Greeks = LazySchema.struct("Greeks", () => ({
  baseCoin: Schema.String,
  totalDelta: Decimal,
  totalGamma: Decimal,
  totalVega: Decimal,
  totalTheta: Decimal
}))

/**
 * Decoded greeks.
 *
 * @since 0.1.0
 * @category models
 */
export interface Greeks extends Schema.Schema.Type<typeof Greeks> {}

/**
 * A message of `greeks`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const GreeksMessage = LazySchema.make(() => message(Greeks).annotate({ identifier: "GreeksMessage" }))

/**
 * A decoded greeks message.
 *
 * @since 0.1.0
 * @category models
 */
export interface GreeksMessage extends Schema.Schema.Type<typeof GreeksMessage> {}

/**
 * A message of `dcp.{future|spot|option}`. Subscribing arms Disconnect-Cancel-Protection; the docs document no
 * payload, so the envelope is checked and `data` is kept as sent.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DcpMessage = LazySchema.struct("DcpMessage", () => ({
  id: Schema.optional(Schema.String),
  topic: Schema.String,
  creationTime: Schema.optional(Schema.Number),
  data: Schema.optional(Schema.Unknown)
}))

/**
 * A decoded DCP message.
 *
 * @since 0.1.0
 * @category models
 */
export interface DcpMessage extends Schema.Schema.Type<typeof DcpMessage> {}

const optionalString = Schema.optional(Schema.String)
const optionalNumber = Schema.optional(Schema.Number)
const optionalBoolean = Schema.optional(Schema.Boolean)

/**
 * One update of an algorithmic strategy (`strategy`: TWAP, iceberg, chase, POV). `status`: `2` running, `3`
 * terminated, `4` terminated with orders unfilled, `5` paused, `6` not yet triggered; times are ms (`…TimeE3`);
 * `category` is the product (`UTA_USDT`, `UTA_SPOT`, …). Fields that belong to one strategy type are optional.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyUpdate = LazySchema.struct("StrategyUpdate", () => ({
  strategyId: Schema.String,
  strategyType: Schema.String,
  category: Schema.String,
  symbol: Schema.String,
  size: optionalString,
  side: Schema.String,
  duration: optionalNumber,
  status: Schema.Number,
  terminateType: optionalNumber,
  terminateRemark: optionalString,
  executedDuration: optionalNumber,
  executedSize: optionalString,
  executedAvgPrice: optionalString,
  executedStartTimeE3: optionalNumber,
  executedEndTimeE3: optionalNumber,
  createdTimeE3: optionalNumber,
  updatedTimeE3: optionalNumber,
  isRandom: optionalBoolean,
  reduceOnly: optionalBoolean,
  limitPrice: optionalString,
  triggerCount: optionalNumber,
  tradingCount: optionalNumber,
  chaseDistance: optionalString,
  ChasePercentE4: optionalNumber,
  maxChasePrice: optionalString,
  chaseOrderPrice: optionalString,
  strategyPrefer: optionalString,
  interval: optionalNumber,
  leverageType: optionalNumber,
  postOnly: optionalNumber,
  triggerPrice: optionalString,
  isTriggered: optionalBoolean,
  strategyTp: optionalString,
  strategySl: optionalString,
  orderType: optionalString,
  orderPriceOffset: optionalString,
  positionValue: optionalString,
  filledPositionValue: optionalString
}))

/**
 * A decoded strategy update.
 *
 * @since 0.1.0
 * @category models
 */
export interface StrategyUpdate extends Schema.Schema.Type<typeof StrategyUpdate> {}

/**
 * A message of the private `strategy` topic.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyMessage = LazySchema.make(() =>
  message(StrategyUpdate).annotate({ identifier: "StrategyMessage" })
)

/**
 * A decoded strategy message.
 *
 * @since 0.1.0
 * @category models
 */
export interface StrategyMessage extends Schema.Schema.Type<typeof StrategyMessage> {}
