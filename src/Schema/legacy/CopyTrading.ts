/**
 * Copy trading v3 (`/contract/v3/private/copytrading`, `/contract/v3/public/copytrading`) shapes. Source:
 * bybit-exchange/docs-legacy `source/includes/copy_trading/_account_data.md`, `_wallet_data.md` and
 * `_market_data.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"

/**
 * A copy-trading symbol.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CopySymbol = LazySchema.struct("CopyTradingSymbol", () => ({
  symbol: Schema.String,
  baseCurrency: Schema.String,
  quoteCurrency: Schema.String,
  priceScale: Schema.String,
  takerFee: Schema.String,
  makerFee: Schema.String,
  fundingInterval: Schema.String,
  leverageFilter: Schema.Struct({ maxLeverage: Schema.String, minLeverage: Schema.String }),
  priceFilter: Schema.Struct({ minPrice: Schema.String, maxPrice: Schema.String, tickSize: Schema.String }),
  lotSizeFilter: Schema.Struct({ qtyStep: Schema.String, maxOrderQty: Schema.String, minOrderQty: Schema.String })
}))

/**
 * `GET /contract/v3/public/copytrading/symbol/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Symbols = LazySchema.make(() =>
  Schema.Struct({ list: Schema.Array(CopySymbol) }).annotate({
    identifier: "CopyTradingSymbols"
  })
)

/**
 * `POST /contract/v3/private/copytrading/order/create` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SubmitOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    side: Schema.Literals(["Buy", "Sell"]),
    symbol: Schema.String,
    orderType: Schema.Literals(["Limit", "Market"]),
    qty: Schema.String,
    price: Schema.optional(Schema.String),
    takeProfit: Schema.optional(Schema.String),
    stopLoss: Schema.optional(Schema.String),
    tpTriggerBy: Schema.optional(Schema.String),
    slTriggerBy: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * `GET /contract/v3/private/copytrading/order/list` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderListRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.optional(Schema.String),
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String),
    copyTradeOrderType: Schema.optional(Schema.String)
  })
)

/**
 * A copy-trading order; `leverage` is a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Order = LazySchema.struct("CopyTradingOrder", () => ({
  orderId: Schema.String,
  symbol: Schema.String,
  orderLinkId: Schema.String,
  side: Schema.String,
  copyTradeOrderStatus: Schema.String,
  price: Schema.String,
  qty: Schema.String,
  timeInForce: Schema.String,
  leavesQty: Schema.String,
  isIsolated: Schema.Boolean,
  leavesValue: Schema.String,
  leverage: Schema.String,
  cumExecValue: Schema.String,
  cumExecFee: Schema.String,
  takeProfit: Schema.optional(Schema.String),
  stopLoss: Schema.optional(Schema.String),
  tpTriggerBy: Schema.optional(Schema.String),
  slTriggerBy: Schema.optional(Schema.String),
  createdTime: Schema.String,
  updatedTime: Schema.String
}))

/**
 * `GET /contract/v3/private/copytrading/order/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Orders = LazySchema.make(() =>
  Schema.Struct({ list: Schema.Array(Order) }).annotate({
    identifier: "CopyTradingOrders"
  })
)

/**
 * `POST /contract/v3/private/copytrading/order/cancel` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    orderId: Schema.optional(Schema.String),
    orderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * `POST /contract/v3/private/copytrading/order/close` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CloseOrderRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    orderLinkId: Schema.optional(Schema.String),
    parentOrderId: Schema.optional(Schema.String),
    parentOrderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * `POST /contract/v3/private/copytrading/order/trading-stop` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TradingStopRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    parentOrderId: Schema.String,
    takeProfit: Schema.optional(Schema.String),
    stopLoss: Schema.optional(Schema.String),
    tpTriggerBy: Schema.optional(Schema.String),
    slTriggerBy: Schema.optional(Schema.String),
    parentOrderLinkId: Schema.optional(Schema.String)
  })
)

/**
 * `GET /contract/v3/private/copytrading/position/list` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PositionsRequest = LazySchema.make(() => Schema.Struct({ symbol: Schema.optional(Schema.String) }))

/**
 * A copy-trading position; `positionIdx` is a string here.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Position = LazySchema.struct("CopyTradingPosition", () => ({
  symbol: Schema.String,
  side: Schema.String,
  size: Schema.String,
  positionValue: Schema.String,
  entryPrice: Schema.String,
  liqPrice: Schema.String,
  bustPrice: Schema.String,
  markPrice: Schema.String,
  leverage: Schema.String,
  isIsolated: Schema.Boolean,
  positionMargin: Schema.String,
  occClosingFee: Schema.String,
  occFundingFee: Schema.String,
  cumRealisedPnl: Schema.String,
  freeQty: Schema.String,
  unrealisedPnl: Schema.String,
  positionIdx: Schema.String,
  createdTime: Schema.String,
  updatedTime: Schema.String
}))

/**
 * `GET /contract/v3/private/copytrading/position/list`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Positions = LazySchema.make(() =>
  Schema.Struct({ list: Schema.Array(Position) }).annotate({
    identifier: "CopyTradingPositions"
  })
)

/**
 * `POST /contract/v3/private/copytrading/position/close` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ClosePositionRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    positionIdx: Schema.Literals(["0", "1", "2"])
  })
)

/**
 * `POST /contract/v3/private/copytrading/position/set-leverage` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetLeverageRequest = LazySchema.make(() =>
  Schema.Struct({
    symbol: Schema.String,
    buyLeverage: Schema.String,
    sellLeverage: Schema.String
  })
)

/**
 * `GET /contract/v3/private/copytrading/wallet/balance`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Balance = LazySchema.struct("CopyTradingBalance", () => ({
  availableBalance: Schema.String,
  usedMargin: Schema.String,
  orderMargin: Schema.String,
  positionMargin: Schema.String,
  walletBalance: Schema.String,
  realisedPnl: Schema.String,
  unrealisedPnl: Schema.String,
  cumRealisedPnl: Schema.String,
  coin: Schema.String,
  equity: Schema.String
}))

/**
 * `POST /contract/v3/private/copytrading/wallet/transfer` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferRequest = LazySchema.make(() =>
  Schema.Struct({
    transferId: Schema.String,
    coin: Schema.String,
    amount: Schema.String,
    fromAccountType: Schema.Literals(["CONTRACT", "COPYTRADING"]),
    toAccountType: Schema.Literals(["CONTRACT", "COPYTRADING"])
  })
)

/**
 * `POST /contract/v3/private/copytrading/wallet/transfer`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TransferAck = LazySchema.make(() =>
  Schema.Struct({ transferId: Schema.String }).annotate({
    identifier: "CopyTradingTransferAck"
  })
)
