/**
 * Orders: the parameters of `/v5/order/create`, `/v5/order/cancel` and `/v5/order/realtime`, their acknowledgement
 * `{orderId, orderLinkId}`, and the order item of `/v5/order/realtime`, `/v5/order/history` (and WS `order`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as Struct from "effect/Struct"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as OrderFields from "./internal/orderFields.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A user order id: at most 36 characters of letters, digits, `-` and `_` (required for options).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderLinkId = LazySchema.make(() =>
  Schema.String.pipe(
    Schema.check(Schema.isMaxLength(36)),
    Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]+$/)),
    Schema.annotate({ identifier: "OrderLinkId" })
  )
)

/**
 * The body of `POST /v5/order/create`. Quantities and prices are decimal strings on the wire; `reduceOnly`,
 * `closeOnTrigger`, `mmp` and `rpiTakerAccess` are booleans; `isLeverage`, `positionIdx` and `triggerDirection`
 * are integers. In hedge mode `positionIdx` is required; for options `orderLinkId` is.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderCreateRequest = LazySchema.struct("OrderCreateRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  side: Enums.Side,
  orderType: Enums.OrderType,
  qty: DecimalString,
  price: Schema.optional(DecimalString),
  isLeverage: Schema.optional(Enums.IsLeverage),
  marketUnit: Schema.optional(Enums.MarketUnit),
  timeInForce: Schema.optional(Enums.TimeInForce),
  positionIdx: Schema.optional(Enums.PositionIdx),
  orderLinkId: Schema.optional(OrderLinkId),
  triggerPrice: Schema.optional(DecimalString),
  triggerDirection: Schema.optional(Enums.TriggerDirection),
  triggerBy: Schema.optional(Enums.TriggerBy),
  orderFilter: Schema.optional(Enums.OrderFilter),
  orderIv: Schema.optional(DecimalString),
  takeProfit: Schema.optional(DecimalString),
  stopLoss: Schema.optional(DecimalString),
  tpTriggerBy: Schema.optional(Enums.TriggerBy),
  slTriggerBy: Schema.optional(Enums.TriggerBy),
  tpslMode: Schema.optional(Enums.TpSlMode),
  tpLimitPrice: Schema.optional(DecimalString),
  slLimitPrice: Schema.optional(DecimalString),
  tpOrderType: Schema.optional(Enums.OrderType),
  slOrderType: Schema.optional(Enums.OrderType),
  reduceOnly: Schema.optional(Schema.Boolean),
  closeOnTrigger: Schema.optional(Schema.Boolean),
  smpType: Schema.optional(Enums.SmpType),
  mmp: Schema.optional(Schema.Boolean),
  slippageToleranceType: Schema.optional(Enums.SlippageToleranceType),
  slippageTolerance: Schema.optional(DecimalString),
  bboSideType: Schema.optional(Enums.BboSideType),
  bboLevel: Schema.optional(Enums.BboLevel),
  rpiTakerAccess: Schema.optional(Schema.Boolean)
}))

/**
 * The parameters of a new order.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderCreateRequest extends Schema.Schema.Type<typeof OrderCreateRequest> {}

/**
 * The body of `POST /v5/order/cancel`: `orderId` or `orderLinkId` must be given (the exchange answers 10001
 * otherwise); `orderFilter` is spot only.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderCancelRequest = LazySchema.struct("OrderCancelRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(OrderLinkId),
  orderFilter: Schema.optional(Enums.OrderFilter)
}))

/**
 * The parameters of a cancellation.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderCancelRequest extends Schema.Schema.Type<typeof OrderCancelRequest> {}

/**
 * The query of `GET /v5/order/realtime`. For linear one of `symbol`, `baseCoin`, `settleCoin` is required;
 * `openOnly=1` returns recent closed orders; `limit` is 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderRealtimeRequest = LazySchema.struct("OrderRealtimeRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  settleCoin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  openOnly: Schema.optional(Enums.OpenOnly),
  orderFilter: Schema.optional(Enums.OrderFilter),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an open-orders query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderRealtimeRequest extends Schema.Schema.Type<typeof OrderRealtimeRequest> {}

/**
 * The acknowledgement of create / amend / cancel: the order's ids. The order's state arrives later (WS `order`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class OrderId extends LazyClass.Class<OrderId>("OrderId")(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One order. Ids, symbol, side, type, status, price, qty and the timestamps are always present; the rest depends on
 * the category and the order kind. Figures may be `""` (e.g. `avgPrice` before a fill); enums are tolerant (`"UNKNOWN"`
 * is common); `isLeverage` is `"0"`, `"1"` or `""`; timestamps are ms strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Order extends LazyClass.Class<Order>("Order")(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  symbol: Schema.String,
  side: Enums.SideTolerant,
  orderType: Enums.OrderTypeTolerant,
  orderStatus: Enums.OrderStatusTolerant,
  price: DecimalOrEmpty,
  qty: Decimal,
  createdTime: Schema.String,
  updatedTime: Schema.String,
  category: Schema.optional(Enums.CategoryTolerant),
  parentOrderLinkId: Schema.optional(Schema.String),
  blockTradeId: Schema.optional(Schema.String),
  isLeverage: Schema.optional(Schema.String),
  positionIdx: Schema.optional(Enums.PositionIdxTolerant),
  createType: Schema.optional(Enums.CreateTypeTolerant),
  cancelType: Schema.optional(Enums.CancelTypeTolerant),
  rejectReason: Schema.optional(Enums.RejectReasonTolerant),
  ...OrderFields.filled(),
  timeInForce: Schema.optional(Enums.TimeInForceTolerant),
  stopOrderType: Schema.optional(Enums.StopOrderTypeTolerant),
  orderIv: Figure,
  marketUnit: Schema.optional(Enums.MarketUnitTolerant),
  slippageToleranceType: Schema.optional(Enums.SlippageToleranceTypeTolerant),
  slippageTolerance: Figure,
  triggerPrice: Figure,
  takeProfit: Figure,
  stopLoss: Figure,
  tpslMode: Schema.optional(Enums.TpSlModeTolerant),
  ocoTriggerBy: Schema.optional(Enums.OcoTriggerByTolerant),
  tpLimitPrice: Figure,
  slLimitPrice: Figure,
  tpTriggerBy: Schema.optional(Enums.TriggerByTolerant),
  slTriggerBy: Schema.optional(Enums.TriggerByTolerant),
  triggerDirection: Schema.optional(Enums.TriggerDirectionTolerant),
  triggerBy: Schema.optional(Enums.TriggerByTolerant),
  lastPriceOnCreated: Figure,
  basePrice: Figure,
  reduceOnly: Schema.optional(Schema.Boolean),
  closeOnTrigger: Schema.optional(Schema.Boolean),
  placeType: Schema.optional(Enums.PlaceTypeTolerant),
  smpType: Schema.optional(Enums.SmpTypeTolerant),
  smpGroup: Schema.optional(Enums.IntegerLike),
  smpOrderId: Schema.optional(Schema.String),
  // `""` for most users; a list of fee objects for some regional spot orders: kept as sent.
  extraFees: Schema.optional(Schema.Unknown),
  rpiTakerAccess: Schema.optional(Schema.Boolean),
  rpiMatchedQty: Figure,
  // WS `order` only
  closedPnl: Figure,
  feeCurrency: Schema.optional(Schema.String),
  brokerOrderPrice: Figure
})) {}

/**
 * The result of `/v5/order/realtime` and `/v5/order/history`: newest first; `nextPageCursor` is `""` on the last
 * page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OrderList extends LazyClass.Class<OrderList>("OrderList")(() => ({
  category: Enums.CategoryTolerant,
  list: Schema.Array(Order),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/order/amend`: `orderId` or `orderLinkId`, then only the fields to change; `takeProfit` /
 * `stopLoss` `"0"` removes them. Only unfilled or partially filled orders can be amended.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderAmendRequest = LazySchema.struct("OrderAmendRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(OrderLinkId),
  orderIv: Schema.optional(DecimalString),
  triggerPrice: Schema.optional(DecimalString),
  qty: Schema.optional(DecimalString),
  price: Schema.optional(DecimalString),
  tpslMode: Schema.optional(Enums.TpSlMode),
  takeProfit: Schema.optional(DecimalString),
  stopLoss: Schema.optional(DecimalString),
  tpTriggerBy: Schema.optional(Enums.TriggerBy),
  slTriggerBy: Schema.optional(Enums.TriggerBy),
  triggerBy: Schema.optional(Enums.TriggerBy),
  tpLimitPrice: Schema.optional(DecimalString),
  slLimitPrice: Schema.optional(DecimalString)
}))

/**
 * The parameters of an amendment.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderAmendRequest extends Schema.Schema.Type<typeof OrderAmendRequest> {}

/**
 * The body of `POST /v5/order/cancel-all`. Linear and inverse need `symbol`, `baseCoin` or `settleCoin`;
 * `stopOrderType: "Stop"` (with `orderFilter: "StopOrder"`) keeps TP/SL and trailing stops.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelAllRequest = LazySchema.struct("CancelAllRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  settleCoin: Schema.optional(Schema.String),
  orderFilter: Schema.optional(Enums.OrderFilter),
  stopOrderType: Schema.optional(Schema.Literal("Stop"))
}))

/**
 * The parameters of a cancel-all.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelAllRequest extends Schema.Schema.Type<typeof CancelAllRequest> {}

/**
 * The result of `/v5/order/cancel-all`: the cancelled ids and `success` (`"1"`, or `"0"` on failure).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CancelAll extends LazyClass.Class<CancelAll>("CancelAll")(() => ({
  list: Schema.Array(OrderId),
  success: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/order/history`: at most 7 days between `startTime` and `endTime`; `limit` is 1-50
 * (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderHistoryRequest = LazySchema.struct("OrderHistoryRequest", () => ({
  category: Enums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  settleCoin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  orderFilter: Schema.optional(Enums.OrderFilter),
  orderStatus: Schema.optional(Enums.OrderStatus),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an order-history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderHistoryRequest extends Schema.Schema.Type<typeof OrderHistoryRequest> {}

// the batch shapes are the single orders' fields without `category`, read when a batch schema is first built
const createFields = () => Struct.omit(OrderCreateRequest.fields, ["category"])
const amendFields = () => Struct.omit(OrderAmendRequest.fields, ["category"])
const cancelFields = () => Struct.omit(OrderCancelRequest.fields, ["category"])

/**
 * One order of a batch placement: the fields of {@link OrderCreateRequest} without `category`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchOrder = LazySchema.make(() => Schema.Struct(createFields()).annotate({ identifier: "BatchOrder" }))

/**
 * An order of a batch placement.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchOrder extends Schema.Schema.Type<typeof BatchOrder> {}

/**
 * One amendment of a batch: the fields of {@link OrderAmendRequest} without `category`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchAmend = LazySchema.make(() => Schema.Struct(amendFields()).annotate({ identifier: "BatchAmend" }))

/**
 * An amendment of a batch.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchAmend extends Schema.Schema.Type<typeof BatchAmend> {}

/**
 * One cancellation of a batch: the fields of {@link OrderCancelRequest} without `category`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchCancel = LazySchema.make(() => Schema.Struct(cancelFields()).annotate({ identifier: "BatchCancel" }))

/**
 * A cancellation of a batch.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchCancel extends Schema.Schema.Type<typeof BatchCancel> {}

/**
 * The body of `POST /v5/order/create-batch`: at most 20 orders (linear, inverse, option) or 10 (spot) per request;
 * `Batch.batchSubmitOrders` splits longer lists.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchCreateRequest = LazySchema.struct("BatchCreateRequest", () => ({
  category: Enums.Category,
  request: Schema.Array(BatchOrder)
}))

/**
 * The parameters of a batch placement.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchCreateRequest extends Schema.Schema.Type<typeof BatchCreateRequest> {}

/**
 * The body of `POST /v5/order/amend-batch` (same size limits as placement).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchAmendRequest = LazySchema.struct("BatchAmendRequest", () => ({
  category: Enums.Category,
  request: Schema.Array(BatchAmend)
}))

/**
 * The parameters of a batch amendment.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchAmendRequest extends Schema.Schema.Type<typeof BatchAmendRequest> {}

/**
 * The body of `POST /v5/order/cancel-batch` (same size limits as placement).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BatchCancelRequest = LazySchema.struct("BatchCancelRequest", () => ({
  category: Enums.Category,
  request: Schema.Array(BatchCancel)
}))

/**
 * The parameters of a batch cancellation.
 *
 * @since 0.1.0
 * @category models
 */
export interface BatchCancelRequest extends Schema.Schema.Type<typeof BatchCancelRequest> {}

/**
 * One item of a batch result, in request order. A failed item keeps its place with empty ids; its error is the
 * matching `retExtInfo.list` entry. `createAt` (ms string) comes with placements only.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BatchOrderAck extends LazyClass.Class<BatchOrderAck>("BatchOrderAck")(() => ({
  category: Enums.CategoryTolerant,
  symbol: Schema.String,
  orderId: Schema.String,
  orderLinkId: Schema.String,
  createAt: Schema.optional(Schema.String)
})) {}

/**
 * The result of the batch endpoints.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BatchResult extends LazyClass.Class<BatchResult>("BatchResult")(() => ({
  list: Schema.Array(BatchOrderAck)
})) {}

/**
 * The query of `GET /v5/order/spot-borrow-check` (`category` is `spot`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpotBorrowCheckRequest = LazySchema.struct("SpotBorrowCheckRequest", () => ({
  category: Enums.Category,
  symbol: Schema.String,
  side: Enums.Side
}))

/**
 * The parameters of a spot borrow quota query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpotBorrowCheckRequest extends Schema.Schema.Type<typeof SpotBorrowCheckRequest> {}

/**
 * The result of `/v5/order/spot-borrow-check`: the most base qty / quote amount tradable with borrowing
 * (`maxTrade*`) and without it (`spotMaxTrade*`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SpotBorrowCheck extends LazyClass.Class<SpotBorrowCheck>("SpotBorrowCheck")(() => ({
  symbol: Schema.String,
  side: Enums.SideTolerant,
  maxTradeQty: DecimalOrEmpty,
  maxTradeAmount: DecimalOrEmpty,
  spotMaxTradeQty: DecimalOrEmpty,
  spotMaxTradeAmount: DecimalOrEmpty,
  borrowCoin: Schema.String
})) {}

/**
 * The body of `POST /v5/order/disconnected-cancel-all`: the DCP window in seconds (3-300) for a product.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DcpWindowRequest = LazySchema.struct("DcpWindowRequest", () => ({
  product: Schema.optional(Enums.DcpProduct),
  timeWindow: Schema.Number.pipe(
    Schema.check(Schema.isInt()),
    Schema.check(Schema.isBetween({ minimum: 3, maximum: 300 }))
  )
}))

/**
 * The parameters of a DCP window change.
 *
 * @since 0.1.0
 * @category models
 */
export interface DcpWindowRequest extends Schema.Schema.Type<typeof DcpWindowRequest> {}

/**
 * The result of `/v5/order/pre-check`: margin rates before and after the order, in units of 1e-4 (`30` is 0.30 %).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PreCheck extends LazyClass.Class<PreCheck>("PreCheck")(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String,
  preImrE4: Enums.IntegerLike,
  preMmrE4: Enums.IntegerLike,
  postImrE4: Enums.IntegerLike,
  postMmrE4: Enums.IntegerLike
})) {}
