/**
 * The matching engine's public models: what an order request carries (create, amend, cancel-all), the hooks
 * through which the account and position layers take part, and what the engine answers (order and execution
 * views, public trades, reports, outcomes, order-book messages).
 *
 * @since 0.1.0
 */
import type { Category, Instrument } from "../market/Instruments.js"
import type { Liquidity, PublicTrade } from "../market/MarketData.js"
import type { RecordedMessage } from "../market/MarketTypes.js"

/**
 * An order side.
 *
 * @since 0.1.0
 * @category models
 */
export type Side = "Buy" | "Sell"

/**
 * An order type.
 *
 * @since 0.1.0
 * @category models
 */
export type OrderType = "Market" | "Limit"

/**
 * A time in force.
 *
 * @since 0.1.0
 * @category models
 */
export type TimeInForce = "GTC" | "IOC" | "FOK" | "PostOnly"

/**
 * An order status, as the API spells it.
 *
 * @since 0.1.0
 * @category models
 */
export type OrderStatus =
  | "New"
  | "PartiallyFilled"
  | "Untriggered"
  | "Rejected"
  | "PartiallyFilledCanceled"
  | "Filled"
  | "Cancelled"
  | "Triggered"
  | "Deactivated"

/**
 * Which price a trigger watches.
 *
 * @since 0.1.0
 * @category models
 */
export type TriggerBy = "LastPrice" | "IndexPrice" | "MarkPrice"

/**
 * Maker and taker fee rates of the account placing an order, as decimal strings (`"0.0002"`, `"-0.0001"`).
 *
 * @since 0.1.0
 * @category models
 */
export interface Fees {
  readonly maker: string
  readonly taker: string
}

/**
 * A new order, as `/v5/order/create` carries it (validated for shape by the REST layer), plus the owner and its
 * fee rates.
 *
 * @since 0.1.0
 * @category models
 */
export interface PlaceOrder {
  readonly accountId: string
  readonly side: Side
  readonly orderType: OrderType
  readonly qty: string
  readonly price?: string | undefined
  readonly timeInForce?: TimeInForce | undefined
  readonly orderLinkId?: string | undefined
  readonly positionIdx?: 0 | 1 | 2 | undefined
  readonly reduceOnly?: boolean | undefined
  readonly closeOnTrigger?: boolean | undefined
  /** Who created it: `CreateByUser` unless the exchange closes a position (`CreateByStopLoss`, ...). */
  readonly createType?: string | undefined
  /** Spot market orders: what `qty` counts (default quote coin for Buy, base coin for Sell). */
  readonly marketUnit?: "baseCoin" | "quoteCoin" | undefined
  readonly isLeverage?: 0 | 1 | undefined
  /** Spot: `tpslOrder` / `StopOrder` make a conditional order from `triggerPrice`. */
  readonly orderFilter?: "Order" | "tpslOrder" | "StopOrder" | undefined
  readonly triggerPrice?: string | undefined
  /** 1: triggers when the price rises to `triggerPrice`; 2: when it falls to it. Derived when absent. */
  readonly triggerDirection?: 1 | 2 | undefined
  readonly triggerBy?: TriggerBy | undefined
  readonly takeProfit?: string | undefined
  readonly stopLoss?: string | undefined
  readonly tpTriggerBy?: TriggerBy | undefined
  readonly slTriggerBy?: TriggerBy | undefined
  readonly tpslMode?: "Full" | "Partial" | undefined
  readonly tpOrderType?: OrderType | undefined
  readonly slOrderType?: OrderType | undefined
  readonly tpLimitPrice?: string | undefined
  readonly slLimitPrice?: string | undefined
  readonly fees: Fees
}

/**
 * Which order a request addresses: `orderId` wins when both are given.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderRef {
  readonly accountId: string
  readonly orderId?: string | undefined
  readonly orderLinkId?: string | undefined
}

/**
 * An amendment (`/v5/order/amend`); `takeProfit: "0"` / `stopLoss: "0"` remove them.
 *
 * @since 0.1.0
 * @category models
 */
export interface AmendOrder extends OrderRef {
  readonly qty?: string | undefined
  readonly price?: string | undefined
  readonly triggerPrice?: string | undefined
  readonly takeProfit?: string | undefined
  readonly stopLoss?: string | undefined
  readonly tpLimitPrice?: string | undefined
  readonly slLimitPrice?: string | undefined
  readonly tpTriggerBy?: TriggerBy | undefined
  readonly slTriggerBy?: TriggerBy | undefined
  readonly triggerBy?: TriggerBy | undefined
}

/**
 * A cancel-all filter (`/v5/order/cancel-all`).
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelAllFilter {
  readonly accountId: string
  readonly category: Category
  readonly symbol?: string | undefined
  readonly baseCoin?: string | undefined
  readonly settleCoin?: string | undefined
  /** `Order`: active orders only; `StopOrder`: conditional; `tpslOrder`: TP/SL. Spot defaults to `Order`. */
  readonly orderFilter?: "Order" | "StopOrder" | "tpslOrder" | "OpenOrder" | undefined
}

/**
 * A refusal with the exchange's code and message; the REST layer wraps it in an envelope.
 *
 * @since 0.1.0
 * @category models
 */
export interface Rejection {
  readonly retCode: number
  readonly retMsg: string
}

/**
 * What the pre-trade hook is asked before an order is accepted or amended.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreTradeCheck {
  readonly accountId: string
  readonly instrument: Instrument
  readonly side: Side
  readonly orderType: OrderType
  /** Quantity (base coin or contracts); for a spot market buy in quote coin, the quote amount. */
  readonly qty: string
  readonly marketUnit: "baseCoin" | "quoteCoin" | ""
  /** Limit price, or the reference price of a market order ("" when the engine has none). */
  readonly price: string
  readonly reduceOnly: boolean
  /** Set when the check is for an amendment of this order. */
  readonly orderId?: string
}

/**
 * The hooks through which the account and position layers take part in matching.
 *
 * @since 0.1.0
 * @category models
 */
export interface EngineHooks {
  /** Balance / margin check (e.g. 110007, 170131); `undefined` accepts. */
  readonly preTradeCheck?: (check: PreTradeCheck, now: number) => Rejection | undefined
  /** The largest quantity a reduce-only order of `side` may close now (decimal string). */
  readonly reducibleQty?: (q: {
    readonly accountId: string
    readonly instrument: Instrument
    readonly side: Side
    readonly positionIdx: 0 | 1 | 2
  }) => string
  /** The underlying index price of an option at `now` (for the option fee cap). */
  readonly indexPrice?: (instrument: Instrument, now: number) => string | undefined
}

/**
 * Where the simulated market's resting liquidity comes from (`MarketData` is one).
 *
 * @since 0.1.0
 * @category models
 */
export interface LiquiditySource {
  readonly levels: (instrument: Instrument, lastUnits: number, now: number, depth?: number) => Liquidity
}

/**
 * Options of the engine.
 *
 * @since 0.1.0
 * @category models
 */
export interface EngineOptions {
  /** Seed of the order and execution ids. */
  readonly seed: number
  readonly hooks?: EngineHooks
  /** When present, `onPrice` lays the market's liquidity into each book and trades through crossed orders. */
  readonly liquidity?: LiquiditySource
  /** Market orders fill no further than this fraction from the reference price (default 0.05). */
  readonly marketSlippage?: string
  /**
   * How long a live order takes from its acceptance to the book, ms (default 0: at once). Accepted orders wait in
   * the book's arrivals until `MatchingEngine.arrive` reaches their time; a cancel takes them out on receipt.
   */
  readonly latencyMs?: number | undefined
}

/**
 * An order as `/v5/order/realtime`, `/v5/order/history` and the `order` topic show it, plus its owner and category.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderView {
  readonly accountId: string
  readonly category: Category
  readonly orderId: string
  readonly orderLinkId: string
  readonly parentOrderLinkId: string
  readonly blockTradeId: string
  readonly symbol: string
  readonly price: string
  readonly qty: string
  readonly side: Side
  readonly isLeverage: string
  readonly positionIdx: 0 | 1 | 2
  readonly orderStatus: OrderStatus
  readonly createType: string
  readonly cancelType: string
  readonly rejectReason: string
  readonly avgPrice: string
  readonly leavesQty: string
  readonly leavesValue: string
  readonly cumExecQty: string
  readonly cumExecValue: string
  readonly cumExecFee: string
  readonly cumFeeDetail: Readonly<Record<string, string>>
  readonly feeCurrency: string
  readonly timeInForce: TimeInForce
  readonly orderType: OrderType
  readonly stopOrderType: string
  readonly orderIv: string
  readonly marketUnit: string
  readonly triggerPrice: string
  readonly takeProfit: string
  readonly stopLoss: string
  readonly tpslMode: string
  readonly ocoTriggerBy: string
  readonly tpLimitPrice: string
  readonly slLimitPrice: string
  readonly tpTriggerBy: string
  readonly slTriggerBy: string
  readonly triggerDirection: 0 | 1 | 2
  readonly triggerBy: string
  readonly lastPriceOnCreated: string
  readonly basePrice: string
  readonly reduceOnly: boolean
  readonly closeOnTrigger: boolean
  readonly placeType: string
  readonly smpType: string
  readonly smpGroup: number
  readonly smpOrderId: string
  readonly slippageToleranceType: string
  readonly slippageTolerance: string
  /** Whether a fill of the order met an RPI order (the emulator's takers never do). */
  readonly rpiTakerAccess: boolean
  /** Quantity matched against RPI orders. */
  readonly rpiMatchedQty: string
  readonly createdTime: string
  readonly updatedTime: string
}

/**
 * One fill of one order, as `/v5/execution/list` and the `execution` topic show it, plus owner and category.
 * Position figures (`closedSize`, `execPnl`) belong to the position layer.
 *
 * @since 0.1.0
 * @category models
 */
export interface ExecutionView {
  readonly accountId: string
  readonly category: Category
  readonly symbol: string
  readonly orderId: string
  readonly orderLinkId: string
  readonly side: Side
  readonly orderPrice: string
  readonly orderQty: string
  readonly leavesQty: string
  readonly createType: string
  /** `UNKNOWN` on a funding execution, which has no order. */
  readonly orderType: OrderType | "UNKNOWN"
  readonly stopOrderType: string
  readonly execFee: string
  readonly execId: string
  readonly execPrice: string
  readonly execQty: string
  readonly execType: "Trade" | "BustTrade" | "Funding"
  readonly execValue: string
  readonly execTime: string
  readonly feeCurrency: string
  readonly isMaker: boolean
  readonly feeRate: string
  readonly tradeIv: string
  readonly markIv: string
  readonly markPrice: string
  readonly indexPrice: string
  readonly underlyingPrice: string
  readonly blockTradeId: string
  readonly seq: number
  readonly isLeverage: string
  readonly marketUnit: string
}

/**
 * A public trade printed by the engine (recent-trade shape plus the tick direction of the `publicTrade` topic).
 *
 * @since 0.1.0
 * @category models
 */
export interface TradePrint extends PublicTrade {
  readonly tickDirection: "PlusTick" | "ZeroPlusTick" | "MinusTick" | "ZeroMinusTick"
}

/**
 * What one engine call changed: order snapshots in the order they happened, executions, public trades.
 *
 * @since 0.1.0
 * @category models
 */
export interface Report {
  readonly orders: ReadonlyArray<OrderView>
  readonly executions: ReadonlyArray<ExecutionView>
  readonly trades: ReadonlyArray<TradePrint>
}

/**
 * The outcome of a request: accepted with its value and report, or rejected with the exchange's code.
 *
 * @since 0.1.0
 * @category models
 */
export type Outcome<A> =
  | { readonly _tag: "Accepted"; readonly value: A; readonly report: Report }
  | ({ readonly _tag: "Rejected" } & Rejection)

/**
 * The answer to create / amend / cancel: the ids.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderIds {
  readonly orderId: string
  readonly orderLinkId: string
}

/**
 * An order-book message body (`{s, b, a, u, seq}`), sizes and prices as strings, bids best first: the exchange's
 * wire shape, the one a recording holds (`MarketTypes.RecordedMessage`).
 *
 * @since 0.1.0
 * @category models
 */
export type BookMessage = RecordedMessage
