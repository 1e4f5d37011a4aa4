/**
 * Orders: the parameters of `/v5/order/create`, `/v5/order/cancel` and `/v5/order/realtime`, their acknowledgement
 * `{orderId, orderLinkId}`, and the order item of `/v5/order/realtime`, `/v5/order/history` (and WS `order`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"

/**
 * A user order id: at most 36 characters of letters, digits, `-` and `_` (required for options).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderLinkId = Schema.String.pipe(
  Schema.maxLength(36),
  Schema.pattern(/^[A-Za-z0-9_-]+$/),
  Schema.annotations({ identifier: "OrderLinkId" })
)

/**
 * The body of `POST /v5/order/create`. Quantities and prices are decimal strings on the wire; `reduceOnly`,
 * `closeOnTrigger`, `mmp` and `rpiTakerAccess` are booleans; `isLeverage`, `positionIdx` and `triggerDirection`
 * are integers. In hedge mode `positionIdx` is required; for options `orderLinkId` is.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderCreateRequest = Schema.Struct({
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
}).annotations({ identifier: "OrderCreateRequest" })

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
export const OrderCancelRequest = Schema.Struct({
  category: Enums.Category,
  symbol: Schema.String,
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(OrderLinkId),
  orderFilter: Schema.optional(Enums.OrderFilter)
}).annotations({ identifier: "OrderCancelRequest" })

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
export const OrderRealtimeRequest = Schema.Struct({
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
}).annotations({ identifier: "OrderRealtimeRequest" })

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
export class OrderId extends Schema.Class<OrderId>("OrderId")({
  orderId: Schema.String,
  orderLinkId: Schema.String
}) {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One order. Ids, symbol, side, type, status, price, qty and the timestamps are always present; the rest depends on
 * the category and the order kind. Figures may be `""` (e.g. `avgPrice` before a fill); enums are tolerant (`"UNKNOWN"`
 * is common); `isLeverage` is `"0"`, `"1"` or `""`; timestamps are ms strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Order extends Schema.Class<Order>("Order")({
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
  avgPrice: Figure,
  leavesQty: Figure,
  leavesValue: Figure,
  cumExecQty: Figure,
  cumExecValue: Figure,
  cumExecFee: Figure,
  cumFeeDetail: Schema.optional(Schema.Record({ key: Schema.String, value: DecimalOrEmpty })),
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
}) {}

/**
 * The result of `/v5/order/realtime` and `/v5/order/history`: newest first; `nextPageCursor` is `""` on the last
 * page.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OrderList extends Schema.Class<OrderList>("OrderList")({
  category: Enums.CategoryTolerant,
  list: Schema.Array(Order),
  nextPageCursor: Schema.optional(Schema.String)
}) {}
