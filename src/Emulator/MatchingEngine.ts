/**
 * The emulator's matching engine: one price-time priority book per symbol, in which the simulated market's
 * resting liquidity and the users' orders live side by side, so user orders fill against the market and against
 * each other. Limit/Market, GTC/IOC/FOK/PostOnly, reduce-only, conditional orders triggered by the price walk,
 * attached TP/SL, amend, cancel, cancel-all, partial fills, fees, executions and order-book feeds (snapshot and
 * deltas with `u`/`seq`) for the public orderbook topic.
 *
 * Pure and synchronous: time is passed in, ids come from a seeded generator, and every call returns what changed
 * (order snapshots, executions, public trades) for the account, REST and WebSocket layers to apply and publish.
 * Balance checks stay outside: the engine asks the `preTradeCheck` hook, and the position layer answers how much
 * a reduce-only order may close through `reducibleQty`.
 *
 * @since 0.1.0
 */
import * as Fixed from "./Fixed.js"
import type { Category, Instrument } from "./Instruments.js"
import type { Liquidity, PublicTrade } from "./MarketData.js"
import { Prng } from "./Prng.js"

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
  readonly preTradeCheck?: (check: PreTradeCheck) => Rejection | undefined
  /** The largest quantity a reduce-only order of `side` may close now (decimal string). */
  readonly reducibleQty?: (q: {
    readonly accountId: string
    readonly instrument: Instrument
    readonly side: Side
    readonly positionIdx: 0 | 1 | 2
  }) => string
  /** The underlying index price of an option (for the option fee cap). */
  readonly indexPrice?: (instrument: Instrument) => string | undefined
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
  readonly orderType: OrderType
  readonly stopOrderType: string
  readonly execFee: string
  readonly execId: string
  readonly execPrice: string
  readonly execQty: string
  readonly execType: "Trade" | "BustTrade"
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
 * An order-book message body (`{s, b, a, u, seq}`), sizes and prices as strings, bids best first.
 *
 * @since 0.1.0
 * @category models
 */
export interface BookMessage {
  readonly s: string
  readonly b: ReadonlyArray<readonly [string, string]>
  readonly a: ReadonlyArray<readonly [string, string]>
  readonly u: number
  readonly seq: number
}

// ------------------------------------------------------------------------------------------ internals

const RATE_SCALE = 8
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

interface Order {
  readonly orderId: string
  readonly orderLinkId: string
  readonly parentOrderLinkId: string
  readonly accountId: string
  readonly instrument: Instrument
  readonly side: Side
  orderType: OrderType
  timeInForce: TimeInForce
  /** Limit price in units; market orders: protection price (0 when unknown). */
  price: number
  /** Quantity in units; 0 for a spot market buy counted in quote coin. */
  qty: number
  /** Spot market buy in quote coin: the amount to spend (value scale). */
  readonly quoteBudget: bigint | undefined
  readonly marketUnit: "baseCoin" | "quoteCoin" | ""
  cumQty: number
  cumValue: bigint
  cumFee: bigint
  status: OrderStatus
  createType: string
  cancelType: string
  rejectReason: string
  readonly stopOrderType: string
  triggerPrice: number
  triggerDirection: 0 | 1 | 2
  triggerBy: TriggerBy | ""
  readonly reduceOnly: boolean
  readonly closeOnTrigger: boolean
  readonly positionIdx: 0 | 1 | 2
  readonly isLeverage: string
  takeProfit: number
  stopLoss: number
  tpLimitPrice: number
  slLimitPrice: number
  tpTriggerBy: TriggerBy | ""
  slTriggerBy: TriggerBy | ""
  readonly tpslMode: "Full" | "Partial" | ""
  readonly tpOrderType: OrderType
  readonly slOrderType: OrderType
  readonly makerRate: bigint
  readonly takerRate: bigint
  readonly feeRateText: { readonly maker: string; readonly taker: string }
  readonly lastPriceOnCreated: string
  readonly createdTime: number
  updatedTime: number
  /** TP/SL children created from this order's fills, and the sibling of a TP/SL child. */
  tpChild: Order | undefined
  slChild: Order | undefined
  sibling: Order | undefined
  /** Where it rests, when it does. */
  level: Level | undefined
}

interface Level {
  readonly price: number
  /** The market's resting quantity, matched before user orders (it was there first). */
  mm: number
  readonly orders: Array<Order>
  userQty: number
}

/** One side of a book: prices sorted so that the best price is the last element (pop is O(1)). */
class BookSide {
  readonly prices: Array<number> = []
  readonly levels = new Map<number, Level>()

  constructor(readonly isBid: boolean) {}

  /** Index where `price` sits or would be inserted, keeping best-last order. */
  private search(price: number): number {
    let lo = 0
    let hi = this.prices.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const p = this.prices[mid] ?? 0
      // Bids ascend toward the best (highest); asks descend toward the best (lowest).
      if (this.isBid ? p < price : p > price) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  level(price: number): Level {
    let l = this.levels.get(price)
    if (l === undefined) {
      l = { price, mm: 0, orders: [], userQty: 0 }
      this.levels.set(price, l)
      this.prices.splice(this.search(price), 0, price)
    }
    return l
  }

  dropIfEmpty(l: Level): void {
    if (l.mm > 0 || l.orders.length > 0) return
    if (this.levels.get(l.price) !== l) return
    this.levels.delete(l.price)
    const best = this.prices[this.prices.length - 1]
    if (best === l.price) this.prices.pop()
    else {
      const i = this.search(l.price)
      if (this.prices[i] === l.price) this.prices.splice(i, 1)
    }
  }

  best(): Level | undefined {
    const p = this.prices[this.prices.length - 1]
    return p === undefined ? undefined : this.levels.get(p)
  }

  /** Levels from the best outward, at most `n`. */
  top(n: number): Array<Level> {
    const out: Array<Level> = []
    for (let i = this.prices.length - 1; i >= 0 && out.length < n; i--) {
      const l = this.levels.get(this.prices[i] ?? 0)
      if (l !== undefined) out.push(l)
    }
    return out
  }
}

class Book {
  readonly bids = new BookSide(true)
  readonly asks = new BookSide(false)
  /** Bumped on every change of any level: the REST `u` and the feeds' change detector. */
  version = 0
  /** Cross sequence: bumped per matching event and per book change batch. */
  seq = 0
  /** Reference price (units): the last walk price or trade; 0 when unknown. */
  reference = 0
  lastTradePrice = 0
  lastTickDirection: TradePrint["tickDirection"] = "ZeroPlusTick"
  readonly conditionals: Array<Order> = []
  readonly feeds = new Map<number, DepthFeed>()
  /** Prices (per side) at which the market currently rests. */
  readonly mmBids = new Set<number>()
  readonly mmAsks = new Set<number>()

  constructor(readonly instrument: Instrument) {}

  side(isBid: boolean): BookSide {
    return isBid ? this.bids : this.asks
  }
}

const levelSize = (l: Level): number => l.mm + l.userQty

/**
 * The order-book feed of one depth for the public `orderbook.{depth}.{symbol}` topic: `snapshot()` gives the
 * current top levels with the last published `u`; `delta()` gives the levels changed within that depth since the
 * last publish (size `"0"` for a level that left) with `u` one higher, or `undefined` when nothing changed.
 *
 * @since 0.1.0
 * @category models
 */
export class DepthFeed {
  private u = 0
  private prevBids = new Map<number, number>()
  private prevAsks = new Map<number, number>()
  private seenVersion = -1

  /** @internal the engine makes the feeds of its books */
  constructor(
    private readonly book: Book,
    readonly depth: number
  ) {}

  private current(side: BookSide): Map<number, number> {
    const m = new Map<number, number>()
    for (const l of side.top(this.depth)) m.set(l.price, levelSize(l))
    return m
  }

  private rows(entries: Iterable<readonly [number, number]>, isBid: boolean): Array<readonly [string, string]> {
    const i = this.book.instrument
    const sorted = [...entries].sort((x, y) => (isBid ? y[0] - x[0] : x[0] - y[0]))
    // A level that left the view is sent with size "0", as the exchange does.
    return sorted.map(([p, q]) => [
      Fixed.formatNumber(p, i.priceDecimals),
      q === 0 ? "0" : Fixed.formatNumber(q, i.qtyDecimals)
    ])
  }

  /**
   * The top `depth` levels as last published, with their update id: the next `delta()` continues exactly from it,
   * so a subscriber (or a REST seed) that joins between two publishes never sees a book its deltas do not fit.
   */
  snapshot(): BookMessage {
    if (this.u === 0) {
      this.u = 1
      this.prevBids = this.current(this.book.bids)
      this.prevAsks = this.current(this.book.asks)
      this.seenVersion = this.book.version
    }
    return {
      s: this.book.instrument.symbol,
      b: this.rows(this.prevBids, true),
      a: this.rows(this.prevAsks, false),
      u: this.u,
      seq: this.book.seq
    }
  }

  /** The changes since the last publish, or `undefined` when the visible levels did not change. */
  delta(): BookMessage | undefined {
    if (this.u === 0) this.snapshot()
    if (this.book.version === this.seenVersion) return undefined
    this.seenVersion = this.book.version
    const bids = this.current(this.book.bids)
    const asks = this.current(this.book.asks)
    const db = diff(this.prevBids, bids)
    const da = diff(this.prevAsks, asks)
    if (db.length === 0 && da.length === 0) return undefined
    this.prevBids = bids
    this.prevAsks = asks
    this.u += 1
    return {
      s: this.book.instrument.symbol,
      b: this.rows(db, true),
      a: this.rows(da, false),
      u: this.u,
      seq: this.book.seq
    }
  }
}

const diff = (prev: Map<number, number>, next: Map<number, number>): Array<readonly [number, number]> => {
  const out: Array<readonly [number, number]> = []
  for (const [p, q] of next) if (prev.get(p) !== q) out.push([p, q])
  for (const p of prev.keys()) if (!next.has(p)) out.push([p, 0])
  return out
}

class Collector {
  readonly orders: Array<OrderView> = []
  readonly executions: Array<ExecutionView> = []
  readonly trades: Array<TradePrint> = []
  private readonly touched: Array<Order> = []

  touch(o: Order): void {
    if (!this.touched.includes(o)) this.touched.push(o)
  }

  /** Emits a snapshot now (for transient states such as Triggered) and forgets earlier touches of the order. */
  emit(o: Order): void {
    const i = this.touched.indexOf(o)
    if (i >= 0) this.touched.splice(i, 1)
    this.orders.push(view(o))
  }

  flush(): Report {
    for (const o of this.touched) this.orders.push(view(o))
    this.touched.length = 0
    return { orders: this.orders, executions: this.executions, trades: this.trades }
  }
}

const reject = (retCode: number, retMsg: string): Outcome<never> => ({ _tag: "Rejected", retCode, retMsg })

const isOpen = (o: Order): boolean => o.status === "New" || o.status === "PartiallyFilled" || o.status === "Untriggered"

const valueScale = (i: Instrument): number => (i.category === "inverse" ? 8 : i.priceDecimals + i.qtyDecimals)

const feeScale = (i: Instrument, side: Side): number =>
  i.category === "inverse"
    ? 8
    : i.category === "spot" && side === "Buy"
      ? i.qtyDecimals + RATE_SCALE
      : valueScale(i) + RATE_SCALE

const feeCurrency = (i: Instrument, side: Side): string =>
  i.category === "spot" ? (side === "Buy" ? i.baseCoin : i.quoteCoin) : i.settleCoin

/** Value of `qty` at `price` (units): quote value, or base value with 8 decimals on inverse. */
const notional = (i: Instrument, price: number, qty: number): bigint => {
  if (i.category === "inverse") {
    if (price === 0) return 0n
    return Fixed.divide(
      BigInt(qty) * Fixed.pow10(i.priceDecimals + 8),
      BigInt(price) * Fixed.pow10(i.qtyDecimals),
      "down"
    )
  }
  return BigInt(price) * BigInt(qty)
}

const px = (i: Instrument, units: number): string => Fixed.formatNumber(units, i.priceDecimals)
const qt = (i: Instrument, units: number): string => Fixed.formatNumber(units, i.qtyDecimals)

const avgPrice = (o: Order): string => {
  const i = o.instrument
  if (o.cumQty === 0) return "0"
  if (i.category === "inverse") {
    if (o.cumValue === 0n) return "0"
    const v = Fixed.divide(
      BigInt(o.cumQty) * Fixed.pow10(i.priceDecimals + 8 + 4),
      o.cumValue * Fixed.pow10(i.qtyDecimals),
      "halfUp"
    )
    return Fixed.formatTrimmed(v, i.priceDecimals + 4)
  }
  const exact = o.cumValue % BigInt(o.cumQty) === 0n
  if (exact) return Fixed.format(o.cumValue / BigInt(o.cumQty), i.priceDecimals)
  const v = Fixed.divide(o.cumValue * Fixed.pow10(8), BigInt(o.cumQty), "halfUp")
  return Fixed.formatTrimmed(v, i.priceDecimals + 8)
}

const view = (o: Order): OrderView => {
  const i = o.instrument
  const leaves = isOpen(o) ? Math.max(o.qty - o.cumQty, 0) : 0
  const fee = Fixed.formatTrimmed(o.cumFee, feeScale(i, o.side))
  const vs = valueScale(i)
  return {
    accountId: o.accountId,
    category: i.category,
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
    parentOrderLinkId: o.parentOrderLinkId,
    blockTradeId: "",
    symbol: i.symbol,
    price: o.price === 0 ? "0" : px(i, o.price),
    qty: o.quoteBudget !== undefined ? Fixed.formatTrimmed(o.quoteBudget, vs) : qt(i, o.qty),
    side: o.side,
    isLeverage: o.isLeverage,
    positionIdx: o.positionIdx,
    orderStatus: o.status,
    createType: o.createType,
    cancelType: o.cancelType,
    rejectReason: o.rejectReason,
    avgPrice: avgPrice(o),
    leavesQty: qt(i, leaves),
    leavesValue: o.orderType === "Limit" ? Fixed.formatTrimmed(notional(i, o.price, leaves), vs) : "0",
    cumExecQty: qt(i, o.cumQty),
    cumExecValue: Fixed.formatTrimmed(o.cumValue, vs),
    cumExecFee: fee,
    cumFeeDetail: o.cumFee === 0n ? {} : { [feeCurrency(i, o.side)]: fee },
    feeCurrency: feeCurrency(i, o.side),
    timeInForce: o.timeInForce,
    orderType: o.orderType,
    stopOrderType: o.stopOrderType,
    orderIv: "",
    marketUnit: o.marketUnit,
    triggerPrice: o.triggerPrice === 0 ? "0" : px(i, o.triggerPrice),
    takeProfit: o.takeProfit === 0 ? "0" : px(i, o.takeProfit),
    stopLoss: o.stopLoss === 0 ? "0" : px(i, o.stopLoss),
    tpslMode: o.takeProfit !== 0 || o.stopLoss !== 0 ? o.tpslMode : "",
    ocoTriggerBy: "OcoTriggerByUnknown",
    tpLimitPrice: o.tpLimitPrice === 0 ? "0" : px(i, o.tpLimitPrice),
    slLimitPrice: o.slLimitPrice === 0 ? "0" : px(i, o.slLimitPrice),
    tpTriggerBy: o.tpTriggerBy,
    slTriggerBy: o.slTriggerBy,
    triggerDirection: o.triggerDirection,
    triggerBy: o.triggerBy,
    lastPriceOnCreated: o.lastPriceOnCreated,
    basePrice: o.triggerPrice === 0 ? "" : o.lastPriceOnCreated,
    reduceOnly: o.reduceOnly,
    closeOnTrigger: o.closeOnTrigger,
    placeType: "",
    smpType: "None",
    smpGroup: 0,
    smpOrderId: "",
    slippageToleranceType: "UNKNOWN",
    slippageTolerance: "0",
    createdTime: String(o.createdTime),
    updatedTime: String(o.updatedTime)
  }
}

// ------------------------------------------------------------------------------------------ the engine

/**
 * The exchange refuses (retCode 10001) a take-profit on the wrong side of the order's base price — the trigger
 * price of a conditional order, the limit price, or the last price for a market order: a Buy's take-profit must be
 * above it and its stop-loss below, a Sell's the other way round. The message is the exchange's.
 */
const tpslSides = (i: Instrument, side: Side, base: number, tp: number, sl: number): string | undefined => {
  if (base <= 0) return undefined
  const buy = side === "Buy"
  const where = (name: string, value: number, above: boolean) =>
    `${name}:${px(i, value)} set for ${side} position should be ${above ? "higher" : "lower"} than base_price:${px(i, base)}??LastPrice`
  if (tp !== 0 && (buy ? tp <= base : tp >= base)) return where("TakeProfit", tp, buy)
  if (sl !== 0 && (buy ? sl >= base : sl <= base)) return where("StopLoss", sl, !buy)
  return undefined
}

/**
 * The matching engine of every symbol.
 *
 * @since 0.1.0
 * @category models
 */
export class MatchingEngine {
  private readonly ids: Prng
  private readonly hooks: EngineHooks
  private readonly liquidity: LiquiditySource | undefined
  private readonly slippage: bigint
  private readonly books = new Map<Instrument, Book>()
  private readonly byId = new Map<string, Order>()
  private readonly byLinkId = new Map<string, Order>()
  private readonly all: Array<Order> = []
  private readonly open = new Set<Order>()
  private readonly executionsByAccount = new Map<string, Array<ExecutionView>>()

  constructor(options: EngineOptions) {
    this.ids = new Prng(options.seed)
    this.hooks = options.hooks ?? {}
    this.liquidity = options.liquidity
    this.slippage = Fixed.parse(options.marketSlippage ?? "0.05", RATE_SCALE) ?? 5_000_000n
  }

  private book(i: Instrument): Book {
    let b = this.books.get(i)
    if (b === undefined) {
      b = new Book(i)
      this.books.set(i, b)
    }
    return b
  }

  private linkKey(accountId: string, category: Category, orderLinkId: string): string {
    return `${accountId}\u0000${category === "spot" ? "spot" : category}\u0000${orderLinkId}`
  }

  // ---------------------------------------------------------------- validation helpers

  private qtyUnits(i: Instrument, text: string): number | Rejection {
    const spot = i.category === "spot"
    const u = Fixed.parse(text, i.qtyDecimals)
    if (u === undefined || u > MAX_SAFE) {
      return spot
        ? { retCode: 170137, retMsg: "Order volume decimal too long." }
        : { retCode: 10001, retMsg: "Qty invalid" }
    }
    const units = Number(u)
    if (units <= 0) return { retCode: 10001, retMsg: "Qty invalid" }
    if (units % i.stepUnits !== 0) {
      return spot
        ? { retCode: 170137, retMsg: "Order volume decimal too long." }
        : { retCode: 10001, retMsg: "Qty invalid" }
    }
    return units
  }

  private priceUnits(i: Instrument, text: string): number | Rejection {
    const spot = i.category === "spot"
    const u = Fixed.parse(text, i.priceDecimals)
    if (u === undefined || u > MAX_SAFE || (Number(u) > 0 && Number(u) % i.tickUnits !== 0)) {
      return spot
        ? { retCode: 170134, retMsg: "Order price decimal too long." }
        : { retCode: 10001, retMsg: "Price invalid" }
    }
    const units = Number(u)
    const min = Number(Fixed.parse(i.minPrice, i.priceDecimals) ?? 0n)
    const max = Number(Fixed.parse(i.maxPrice, i.priceDecimals) ?? MAX_SAFE)
    if (units < min) {
      return spot
        ? { retCode: 170133, retMsg: "Order price lower than the minimum." }
        : { retCode: 110003, retMsg: "Order price is out of permissible range" }
    }
    if (units > max) {
      return spot
        ? { retCode: 170132, retMsg: "Order price too high." }
        : { retCode: 110003, retMsg: "Order price is out of permissible range" }
    }
    return units
  }

  private checkQtyBounds(i: Instrument, units: number, market: boolean): Rejection | undefined {
    const spot = i.category === "spot"
    const min = Number(Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 0n)
    const max = Number(Fixed.parse(market ? i.maxMarketOrderQty : i.maxOrderQty, i.qtyDecimals) ?? MAX_SAFE)
    if (!spot && units < min) return { retCode: 10001, retMsg: "The number of contracts is below the minimum allowed." }
    if (units > max) {
      return spot
        ? { retCode: 170381, retMsg: "Order quantity too large." }
        : { retCode: 10001, retMsg: "The number of contracts exceeds maximum limit allowed: too large" }
    }
    return undefined
  }

  private checkNotional(i: Instrument, price: number, units: number): Rejection | undefined {
    if (i.minNotionalValue === "" || price === 0) return undefined
    const min = Fixed.parse(i.minNotionalValue, valueScale(i)) ?? 0n
    if (notional(i, price, units) >= min) return undefined
    return i.category === "spot"
      ? { retCode: 170140, retMsg: "Order value exceeded lower limit." }
      : { retCode: 110094, retMsg: `Order does not meet minimum order value ${i.minNotionalValue}${i.quoteCoin}` }
  }

  /** Market protection price: the reference moved by the slippage band, on the tick grid. */
  private protection(b: Book, side: Side): number {
    const i = b.instrument
    const ref = b.reference > 0 ? b.reference : ((side === "Buy" ? b.asks : b.bids).best()?.price ?? 0)
    if (ref === 0) return 0
    const one = Fixed.pow10(RATE_SCALE)
    const raw = (BigInt(ref) * (side === "Buy" ? one + this.slippage : one - this.slippage)) / one
    const ticks = Fixed.divide(raw, BigInt(i.tickUnits), side === "Buy" ? "down" : "up")
    return Math.max(Number(ticks) * i.tickUnits, i.tickUnits)
  }

  private reducible(o: { accountId: string; instrument: Instrument; side: Side; positionIdx: 0 | 1 | 2 }): number {
    const hook = this.hooks.reducibleQty
    if (hook === undefined) return Number.MAX_SAFE_INTEGER
    const text = hook(o)
    const u = Fixed.parseRounded(text, o.instrument.qtyDecimals, "down")
    return u === undefined ? 0 : Number(Fixed.min(u, MAX_SAFE))
  }

  // ---------------------------------------------------------------- create

  /** Places an order (`/v5/order/create`). */
  place(instrument: Instrument, input: PlaceOrder, now: number): Outcome<OrderIds> {
    const i = instrument
    const spot = i.category === "spot"
    const b = this.book(i)
    const linkId = input.orderLinkId ?? ""
    if (i.category === "option" && linkId === "") return reject(10001, "params error: orderLinkId is required")
    if (linkId !== "" && this.byLinkId.has(this.linkKey(input.accountId, i.category, linkId))) {
      return spot ? reject(170141, "Duplicate clientOrderId.") : reject(110072, "OrderLinkedID is duplicate")
    }
    const market = input.orderType === "Market"
    const marketUnit: "baseCoin" | "quoteCoin" | "" =
      spot && market ? (input.marketUnit ?? (input.side === "Buy" ? "quoteCoin" : "baseCoin")) : ""
    let qty = 0
    let quoteBudget: bigint | undefined
    if (marketUnit === "quoteCoin") {
      const budget = Fixed.parse(input.qty, valueScale(i))
      if (budget === undefined || budget <= 0n) return reject(170148, "Market order amount decimal too long.")
      quoteBudget = budget
    } else {
      const q = this.qtyUnits(i, input.qty)
      if (typeof q !== "number") return reject(q.retCode, q.retMsg)
      const bounds = this.checkQtyBounds(i, q, market)
      if (bounds !== undefined) return reject(bounds.retCode, bounds.retMsg)
      qty = q
    }
    let price = 0
    if (!market) {
      if (input.price === undefined || input.price === "") return reject(10001, "params error: price is required")
      const p = this.priceUnits(i, input.price)
      if (typeof p !== "number") return reject(p.retCode, p.retMsg)
      price = p
    }
    const notionalPrice = market ? b.reference : price
    if (quoteBudget === undefined) {
      const n = this.checkNotional(i, notionalPrice, qty)
      if (n !== undefined) return reject(n.retCode, n.retMsg)
    } else if (quoteBudget < (Fixed.parse(i.minNotionalValue, valueScale(i)) ?? 0n)) {
      return reject(170140, "Order value exceeded lower limit.")
    }
    const reduceOnly = !spot && (input.reduceOnly === true || input.closeOnTrigger === true)
    const positionIdx = input.positionIdx ?? 0
    // Conditional?
    const conditional =
      input.triggerPrice !== undefined &&
      input.triggerPrice !== "" &&
      input.triggerPrice !== "0" &&
      (!spot ||
        input.orderFilter === "StopOrder" ||
        input.orderFilter === "tpslOrder" ||
        input.orderFilter === undefined)
    let triggerPrice = 0
    let triggerDirection: 0 | 1 | 2 = 0
    if (conditional) {
      const t = this.priceUnits(i, input.triggerPrice ?? "")
      if (typeof t !== "number") return reject(t.retCode, t.retMsg)
      triggerPrice = t
      const current = b.reference
      triggerDirection = input.triggerDirection ?? (current === 0 || t > current ? 1 : 2)
      if (current > 0 && triggerDirection === 1 && t <= current) {
        return reject(110092, `expect Rising, but trigger_price[${px(i, t)}] <= current[${px(i, current)}]??LastPrice`)
      }
      if (current > 0 && triggerDirection === 2 && t >= current) {
        return reject(110093, `expect Falling, but trigger_price[${px(i, t)}] >= current[${px(i, current)}]??LastPrice`)
      }
    }
    const tp = this.optionalPrice(i, input.takeProfit)
    if (typeof tp !== "number") return reject(tp.retCode, tp.retMsg)
    const sl = this.optionalPrice(i, input.stopLoss)
    if (typeof sl !== "number") return reject(sl.retCode, sl.retMsg)
    const tpLimit = this.optionalPrice(i, input.tpLimitPrice)
    if (typeof tpLimit !== "number") return reject(tpLimit.retCode, tpLimit.retMsg)
    const slLimit = this.optionalPrice(i, input.slLimitPrice)
    if (typeof slLimit !== "number") return reject(slLimit.retCode, slLimit.retMsg)
    const tpsl = tpslSides(i, input.side, conditional ? triggerPrice : market ? b.reference : price, tp, sl)
    if (tpsl !== undefined) return reject(10001, tpsl)
    if (reduceOnly && !conditional) {
      const allowed = this.reducible({ accountId: input.accountId, instrument: i, side: input.side, positionIdx })
      if (allowed <= 0) return reject(110017, "Reduce-only order has same side with current position")
      qty = Math.min(qty, allowed - (allowed % i.stepUnits))
      if (qty <= 0) return reject(110017, "orderQty will be truncated to zero")
    }
    const check = this.hooks.preTradeCheck?.({
      accountId: input.accountId,
      instrument: i,
      side: input.side,
      orderType: input.orderType,
      qty: quoteBudget !== undefined ? Fixed.formatTrimmed(quoteBudget, valueScale(i)) : qt(i, qty),
      marketUnit,
      price: market ? (b.reference > 0 ? px(i, b.reference) : "") : px(i, price),
      reduceOnly
    })
    if (check !== undefined) return reject(check.retCode, check.retMsg)

    const makerRate = Fixed.parseRounded(input.fees.maker, RATE_SCALE, "halfUp") ?? 0n
    const takerRate = Fixed.parseRounded(input.fees.taker, RATE_SCALE, "halfUp") ?? 0n
    const tif: TimeInForce = market ? "IOC" : (input.timeInForce ?? "GTC")
    const stopOrderType = conditional ? (spot && input.orderFilter === "tpslOrder" ? "tpslOrder" : "Stop") : ""
    const o: Order = {
      orderId: this.ids.uuid(),
      orderLinkId: linkId,
      parentOrderLinkId: "",
      accountId: input.accountId,
      instrument: i,
      side: input.side,
      orderType: input.orderType,
      timeInForce: tif,
      price: market && !spot ? this.protection(b, input.side) : price,
      qty,
      quoteBudget,
      marketUnit,
      cumQty: 0,
      cumValue: 0n,
      cumFee: 0n,
      status: conditional ? "Untriggered" : "New",
      createType: input.createType ?? "CreateByUser",
      cancelType: "UNKNOWN",
      rejectReason: "EC_NoError",
      stopOrderType,
      triggerPrice,
      triggerDirection,
      triggerBy: conditional ? (input.triggerBy ?? "LastPrice") : "",
      reduceOnly,
      closeOnTrigger: !spot && input.closeOnTrigger === true,
      positionIdx,
      isLeverage: spot ? String(input.isLeverage ?? 0) : "",
      takeProfit: tp,
      stopLoss: sl,
      tpLimitPrice: tpLimit,
      slLimitPrice: slLimit,
      tpTriggerBy: tp !== 0 ? (input.tpTriggerBy ?? "LastPrice") : "",
      slTriggerBy: sl !== 0 ? (input.slTriggerBy ?? "LastPrice") : "",
      tpslMode: tp !== 0 || sl !== 0 ? (input.tpslMode ?? "Full") : "",
      tpOrderType: input.tpOrderType ?? (input.tpslMode === "Partial" && tpLimit !== 0 ? "Limit" : "Market"),
      slOrderType: input.slOrderType ?? (input.tpslMode === "Partial" && slLimit !== 0 ? "Limit" : "Market"),
      makerRate,
      takerRate,
      feeRateText: {
        maker: Fixed.formatTrimmed(makerRate, RATE_SCALE),
        taker: Fixed.formatTrimmed(takerRate, RATE_SCALE)
      },
      lastPriceOnCreated: b.reference > 0 ? px(i, b.reference) : "",
      createdTime: now,
      updatedTime: now,
      tpChild: undefined,
      slChild: undefined,
      sibling: undefined,
      level: undefined
    }
    this.register(o)
    const c = new Collector()
    if (conditional) {
      b.conditionals.push(o)
      c.touch(o)
    } else {
      this.execute(b, o, now, c)
    }
    return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
  }

  private optionalPrice(i: Instrument, text: string | undefined): number | Rejection {
    if (text === undefined || text === "" || text === "0") return 0
    return this.priceUnits(i, text)
  }

  private register(o: Order): void {
    this.byId.set(o.orderId, o)
    if (o.orderLinkId !== "") this.byLinkId.set(this.linkKey(o.accountId, o.instrument.category, o.orderLinkId), o)
    this.all.push(o)
    this.open.add(o)
  }

  /** Available quantity against `o` within its limit (for FOK), stopping once `need` is reached. */
  private available(b: Book, o: Order, need: number): number {
    const opposite = o.side === "Buy" ? b.asks : b.bids
    let sum = 0
    for (let k = opposite.prices.length - 1; k >= 0 && sum < need; k--) {
      const p = opposite.prices[k] ?? 0
      if (!this.crosses(o, p)) break
      const l = opposite.levels.get(p)
      if (l !== undefined) sum += levelSize(l)
    }
    return sum
  }

  private crosses(o: Order, levelPrice: number): boolean {
    if (o.orderType === "Market")
      return o.price === 0 || (o.side === "Buy" ? levelPrice <= o.price : levelPrice >= o.price)
    return o.side === "Buy" ? levelPrice <= o.price : levelPrice >= o.price
  }

  /** Runs a live (non-conditional) order: time-in-force rules, matching, resting or cancelling the rest. */
  private execute(b: Book, o: Order, now: number, c: Collector): void {
    const opposite = o.side === "Buy" ? b.asks : b.bids
    c.touch(o)
    if (o.timeInForce === "PostOnly") {
      const best = opposite.best()
      if (best !== undefined && this.crosses(o, best.price)) {
        this.close(o, "Cancelled", now, "EC_PostOnlyWillTakeLiquidity", "UNKNOWN")
        return
      }
    }
    if (o.timeInForce === "FOK" && o.quoteBudget === undefined) {
      if (this.available(b, o, o.qty) < o.qty) {
        this.close(o, "Cancelled", now, "EC_CancelForNoFullFill", "UNKNOWN")
        return
      }
    }
    const before = o.cumQty
    this.match(b, o, now, c)
    if (o.cumQty > before) this.attachTpSl(b, o, now, c)
    // A quote budget is spent when what is left buys less than one qty step at the last fill.
    const done =
      o.quoteBudget !== undefined
        ? o.cumQty > 0 && this.budgetLeft(o) < BigInt(b.lastTradePrice) * BigInt(o.instrument.stepUnits)
        : o.cumQty >= o.qty
    if (done) {
      o.status = "Filled"
      this.open.delete(o)
      return
    }
    if (o.timeInForce === "IOC" || o.timeInForce === "FOK" || o.orderType === "Market") {
      const reason = o.cumQty === 0 ? "EC_NoImmediateQtyToFill" : "EC_CancelForNoFullFill"
      this.close(
        o,
        o.cumQty > 0 && o.instrument.category === "spot" ? "PartiallyFilledCanceled" : "Cancelled",
        now,
        reason,
        "UNKNOWN"
      )
      return
    }
    o.status = o.cumQty > 0 ? "PartiallyFilled" : "New"
    this.rest(b, o)
  }

  private budgetLeft(o: Order): bigint {
    return (o.quoteBudget ?? 0n) - o.cumValue
  }

  private rest(b: Book, o: Order): void {
    const l = b.side(o.side === "Buy").level(o.price)
    l.orders.push(o)
    l.userQty += o.qty - o.cumQty
    o.level = l
    b.version++
    b.seq++
  }

  private unrest(b: Book, o: Order): void {
    const l = o.level
    if (l === undefined) return
    const k = l.orders.indexOf(o)
    if (k >= 0) l.orders.splice(k, 1)
    l.userQty -= o.qty - o.cumQty
    o.level = undefined
    b.side(o.side === "Buy").dropIfEmpty(l)
    b.version++
    b.seq++
  }

  private close(o: Order, status: OrderStatus, now: number, rejectReason: string, cancelType: string): void {
    o.status = status
    o.rejectReason = rejectReason
    o.cancelType = cancelType
    o.updatedTime = now
    this.open.delete(o)
  }

  /** Matches `o` as taker against the opposite side, best level first, market liquidity before user orders. */
  private match(b: Book, o: Order, now: number, c: Collector): void {
    const i = b.instrument
    const opposite = o.side === "Buy" ? b.asks : b.bids
    const budget = o.quoteBudget !== undefined
    for (;;) {
      const l = opposite.best()
      if (l === undefined || !this.crosses(o, l.price)) break
      let want: number
      if (budget) {
        const left = this.budgetLeft(o)
        want = Number(Fixed.min(left / BigInt(l.price) / BigInt(i.stepUnits), MAX_SAFE / 2n)) * i.stepUnits
      } else want = o.qty - o.cumQty
      if (want <= 0) break
      if (l.mm > 0) {
        const q = Math.min(want, l.mm)
        l.mm -= q
        if (l.mm === 0) (o.side === "Buy" ? b.mmAsks : b.mmBids).delete(l.price)
        this.fill(b, o, undefined, l.price, q, now, c)
        b.version++
        continue
      }
      const maker = l.orders[0]
      if (maker === undefined) {
        opposite.dropIfEmpty(l)
        if (opposite.best() === l) break
        continue
      }
      const q = Math.min(want, maker.qty - maker.cumQty)
      l.userQty -= q
      this.fill(b, o, maker, l.price, q, now, c)
      if (maker.cumQty >= maker.qty) {
        l.orders.shift()
        maker.level = undefined
        maker.status = "Filled"
        this.open.delete(maker)
      } else maker.status = "PartiallyFilled"
      b.version++
      opposite.dropIfEmpty(l)
    }
  }

  /** One trade between a taker and a maker (a user order, or the market when `maker` is undefined). */
  private fill(
    b: Book,
    taker: Order,
    maker: Order | undefined,
    price: number,
    q: number,
    now: number,
    c: Collector
  ): void {
    const i = b.instrument
    b.seq++
    const execId = this.ids.uuid()
    const value = notional(i, price, q)
    this.applyFill(taker, price, q, value, false, execId, b.seq, now, c)
    if (maker !== undefined) {
      this.applyFill(maker, price, q, value, true, execId, b.seq, now, c)
      if (maker.cumQty > 0) this.attachTpSl(b, maker, now, c)
    }
    const direction: TradePrint["tickDirection"] =
      b.lastTradePrice === 0 || price === b.lastTradePrice
        ? b.lastTickDirection === "MinusTick" || b.lastTickDirection === "ZeroMinusTick"
          ? "ZeroMinusTick"
          : "ZeroPlusTick"
        : price > b.lastTradePrice
          ? "PlusTick"
          : "MinusTick"
    b.lastTradePrice = price
    b.lastTickDirection = direction
    c.trades.push({
      execId,
      symbol: i.symbol,
      price: px(i, price),
      size: qt(i, q),
      side: taker.side,
      time: String(now),
      isBlockTrade: false,
      isRPITrade: false,
      seq: String(b.seq),
      tickDirection: direction
    })
  }

  private applyFill(
    o: Order,
    price: number,
    q: number,
    value: bigint,
    isMaker: boolean,
    execId: string,
    seq: number,
    now: number,
    c: Collector
  ): void {
    const i = o.instrument
    const rate = isMaker ? o.makerRate : o.takerRate
    const fee = this.fee(i, o.side, q, value, rate)
    o.cumQty += q
    o.cumValue += value
    o.cumFee += fee
    o.updatedTime = now
    c.touch(o)
    const e: ExecutionView = {
      accountId: o.accountId,
      category: i.category,
      symbol: i.symbol,
      orderId: o.orderId,
      orderLinkId: o.orderLinkId,
      side: o.side,
      orderPrice: o.price === 0 ? "0" : px(i, o.price),
      orderQty: o.quoteBudget !== undefined ? "0" : qt(i, o.qty),
      leavesQty: qt(i, Math.max(o.qty - o.cumQty, 0)),
      createType: o.createType,
      orderType: o.orderType,
      stopOrderType: o.stopOrderType === "" ? "UNKNOWN" : o.stopOrderType,
      execFee: Fixed.formatTrimmed(fee, feeScale(i, o.side)),
      execId,
      execPrice: px(i, price),
      execQty: qt(i, q),
      execType: o.createType === "CreateByLiq" ? "BustTrade" : "Trade",
      execValue: Fixed.formatTrimmed(value, valueScale(i)),
      execTime: String(now),
      feeCurrency: feeCurrency(i, o.side),
      isMaker,
      feeRate: isMaker ? o.feeRateText.maker : o.feeRateText.taker,
      tradeIv: "",
      markIv: "",
      markPrice: "",
      indexPrice: "",
      underlyingPrice: "",
      blockTradeId: "",
      seq,
      isLeverage: o.isLeverage,
      marketUnit: o.marketUnit
    }
    c.executions.push(e)
    let list = this.executionsByAccount.get(o.accountId)
    if (list === undefined) {
      list = []
      this.executionsByAccount.set(o.accountId, list)
    }
    list.push(e)
  }

  /** The fee of one fill in the order's fee scale (see `feeScale`). */
  private fee(i: Instrument, side: Side, q: number, value: bigint, rate: bigint): bigint {
    if (i.category === "inverse") return Fixed.rescale(value * rate, 8 + RATE_SCALE, 8, "halfUp")
    if (i.category === "spot" && side === "Buy") return BigInt(q) * rate
    if (i.category === "option") {
      // Options: the rate applies to the underlying's value, capped at 7 % of the option's value.
      const cap = value * 7_000_000n
      const indexText = this.hooks.indexPrice?.(i)
      const index = indexText === undefined ? undefined : Fixed.parseRounded(indexText, 2, "halfUp")
      if (index === undefined) return Fixed.min(value * rate, cap)
      const byIndex = Fixed.rescale(
        index * BigInt(q) * rate,
        2 + i.qtyDecimals + RATE_SCALE,
        valueScale(i) + RATE_SCALE,
        "halfUp"
      )
      return Fixed.min(byIndex, cap)
    }
    return value * rate
  }

  /** After fills of an order carrying TP/SL, keeps its TP/SL close orders sized to the filled quantity. */
  private attachTpSl(b: Book, parent: Order, now: number, c: Collector): void {
    if (parent.takeProfit === 0 && parent.stopLoss === 0) return
    const rise: 1 | 2 = parent.side === "Buy" ? 1 : 2
    const fall: 1 | 2 = parent.side === "Buy" ? 2 : 1
    const partial = parent.tpslMode === "Partial"
    const spot = parent.instrument.category === "spot"
    const make = (kind: "tp" | "sl"): Order | undefined => {
      const trigger = kind === "tp" ? parent.takeProfit : parent.stopLoss
      if (trigger === 0) return undefined
      const existing = kind === "tp" ? parent.tpChild : parent.slChild
      if (existing !== undefined) {
        if (isOpen(existing)) {
          existing.qty = parent.cumQty
          existing.updatedTime = now
          c.touch(existing)
        }
        return existing
      }
      const orderType = kind === "tp" ? parent.tpOrderType : parent.slOrderType
      const limit = kind === "tp" ? parent.tpLimitPrice : parent.slLimitPrice
      const name = kind === "tp" ? "TakeProfit" : "StopLoss"
      const child: Order = {
        orderId: this.ids.uuid(),
        orderLinkId: "",
        parentOrderLinkId: parent.orderLinkId,
        accountId: parent.accountId,
        instrument: parent.instrument,
        side: parent.side === "Buy" ? "Sell" : "Buy",
        orderType,
        timeInForce: orderType === "Market" ? "IOC" : "GTC",
        price: orderType === "Limit" ? limit : 0,
        qty: parent.cumQty,
        quoteBudget: undefined,
        marketUnit: spot && orderType === "Market" ? "baseCoin" : "",
        cumQty: 0,
        cumValue: 0n,
        cumFee: 0n,
        status: "Untriggered",
        createType: partial ? `CreateByPartial${name}` : `CreateBy${name}`,
        cancelType: "UNKNOWN",
        rejectReason: "EC_NoError",
        stopOrderType: spot ? "tpslOrder" : partial ? `Partial${name}` : name,
        triggerPrice: trigger,
        triggerDirection: kind === "tp" ? rise : fall,
        triggerBy: (kind === "tp" ? parent.tpTriggerBy : parent.slTriggerBy) || "LastPrice",
        reduceOnly: !spot,
        closeOnTrigger: !spot,
        positionIdx: parent.positionIdx,
        isLeverage: parent.isLeverage,
        takeProfit: 0,
        stopLoss: 0,
        tpLimitPrice: 0,
        slLimitPrice: 0,
        tpTriggerBy: "",
        slTriggerBy: "",
        tpslMode: parent.tpslMode,
        tpOrderType: "Market",
        slOrderType: "Market",
        makerRate: parent.makerRate,
        takerRate: parent.takerRate,
        feeRateText: parent.feeRateText,
        lastPriceOnCreated: b.reference > 0 ? px(parent.instrument, b.reference) : "",
        createdTime: now,
        updatedTime: now,
        tpChild: undefined,
        slChild: undefined,
        sibling: undefined,
        level: undefined
      }
      this.register(child)
      b.conditionals.push(child)
      c.touch(child)
      return child
    }
    const tp = make("tp")
    const sl = make("sl")
    parent.tpChild = tp
    parent.slChild = sl
    if (tp !== undefined && sl !== undefined) {
      tp.sibling = sl
      sl.sibling = tp
    }
  }

  // ---------------------------------------------------------------- price updates and triggers

  /**
   * Feeds the walk's price to a book at `now`: trades through user orders the market crossed, lays the market's
   * liquidity around the new price, then triggers the conditional orders whose direction is met (by last, mark or
   * index price as each asks). `price` is a decimal string or price units.
   */
  onPrice(
    instrument: Instrument,
    price: string | number,
    now: number,
    refs?: { readonly markPrice?: string | undefined; readonly indexPrice?: string | undefined }
  ): Report {
    const i = instrument
    const b = this.book(i)
    const c = new Collector()
    const units = typeof price === "number" ? price : Number(Fixed.parseRounded(price, i.priceDecimals, "halfUp") ?? 0n)
    if (units <= 0) return c.flush()
    b.reference = units
    const liquidity = this.liquidity?.levels(i, units, now)
    if (liquidity !== undefined) {
      this.tradeThrough(b, liquidity, now, c)
      this.layLiquidity(b, liquidity)
    }
    // Triggered orders meet the market as it stands at the new price.
    this.trigger(b, units, refs, now, c)
    return c.flush()
  }

  private tradeThrough(b: Book, liquidity: Liquidity, now: number, c: Collector): void {
    const minAsk = liquidity.asks[0]?.[0]
    const maxBid = liquidity.bids[0]?.[0]
    const sweep = (side: BookSide, crossed: (p: number) => boolean, mmSet: Set<number>) => {
      for (let k = side.prices.length - 1; k >= 0; k--) {
        const p = side.prices[k] ?? 0
        if (!crossed(p)) break
        const l = side.levels.get(p)
        if (l === undefined) continue
        for (const o of [...l.orders]) {
          const q = o.qty - o.cumQty
          l.userQty -= q
          l.orders.splice(l.orders.indexOf(o), 1)
          o.level = undefined
          this.fillByMarket(b, o, p, q, now, c)
        }
        l.mm = 0
        mmSet.delete(p)
        side.dropIfEmpty(l)
        b.version++
      }
    }
    if (minAsk !== undefined) sweep(b.bids, (p) => p >= minAsk, b.mmBids)
    if (maxBid !== undefined) sweep(b.asks, (p) => p <= maxBid, b.mmAsks)
  }

  /** A resting user order filled as maker by the market trading through its price. */
  private fillByMarket(b: Book, o: Order, price: number, q: number, now: number, c: Collector): void {
    const i = b.instrument
    b.seq++
    const execId = this.ids.uuid()
    this.applyFill(o, price, q, notional(i, price, q), true, execId, b.seq, now, c)
    o.status = "Filled"
    this.open.delete(o)
    this.attachTpSl(b, o, now, c)
    c.trades.push({
      execId,
      symbol: i.symbol,
      price: px(i, price),
      size: qt(i, q),
      side: o.side === "Buy" ? "Sell" : "Buy",
      time: String(now),
      isBlockTrade: false,
      isRPITrade: false,
      seq: String(b.seq),
      tickDirection: price >= b.lastTradePrice ? "PlusTick" : "MinusTick"
    })
    b.lastTradePrice = price
  }

  private layLiquidity(b: Book, liquidity: Liquidity): void {
    const apply = (side: BookSide, levels: ReadonlyArray<readonly [number, number]>, current: Set<number>) => {
      const wanted = new Map<number, number>()
      for (const [p, q] of levels) wanted.set(p, q)
      for (const p of [...current]) {
        if (wanted.has(p)) continue
        const l = side.levels.get(p)
        current.delete(p)
        if (l === undefined) continue
        l.mm = 0
        side.dropIfEmpty(l)
        b.version++
      }
      for (const [p, q] of wanted) {
        const existing = side.levels.get(p)
        if (existing !== undefined && existing.mm === q) continue
        const l = existing ?? side.level(p)
        l.mm = q
        current.add(p)
        b.version++
      }
    }
    apply(b.bids, liquidity.bids, b.mmBids)
    apply(b.asks, liquidity.asks, b.mmAsks)
    b.seq++
  }

  private trigger(
    b: Book,
    last: number,
    refs: { readonly markPrice?: string | undefined; readonly indexPrice?: string | undefined } | undefined,
    now: number,
    c: Collector
  ): void {
    const i = b.instrument
    const ref = (by: TriggerBy | ""): number => {
      const text = by === "MarkPrice" ? refs?.markPrice : by === "IndexPrice" ? refs?.indexPrice : undefined
      if (text === undefined) return last
      return Number(Fixed.parseRounded(text, i.priceDecimals, "halfUp") ?? BigInt(last))
    }
    const fired = b.conditionals.filter((o) => {
      if (o.status !== "Untriggered") return false
      const p = ref(o.triggerBy)
      return o.triggerDirection === 1 ? p >= o.triggerPrice : p <= o.triggerPrice
    })
    for (const o of fired) {
      if (o.status !== "Untriggered") continue // a sibling's trigger may have deactivated it
      const k = b.conditionals.indexOf(o)
      if (k >= 0) b.conditionals.splice(k, 1)
      o.updatedTime = now
      if (o.sibling !== undefined && o.sibling.status === "Untriggered") {
        const s = o.sibling
        const sk = b.conditionals.indexOf(s)
        if (sk >= 0) b.conditionals.splice(sk, 1)
        this.close(s, "Deactivated", now, "EC_NoError", "CancelByTpSlTsClear")
        c.touch(s)
      }
      if (o.reduceOnly) {
        const allowed = this.reducible(o)
        const capped = Math.min(o.qty, allowed - (allowed % i.stepUnits))
        if (capped <= 0) {
          this.close(o, "Deactivated", now, "EC_NoError", "CancelByReduceOnly")
          c.touch(o)
          continue
        }
        o.qty = capped
      }
      const check = this.hooks.preTradeCheck?.({
        accountId: o.accountId,
        instrument: i,
        side: o.side,
        orderType: o.orderType,
        qty: o.quoteBudget !== undefined ? Fixed.formatTrimmed(o.quoteBudget, valueScale(i)) : qt(i, o.qty),
        marketUnit: o.marketUnit,
        price: o.orderType === "Limit" ? px(i, o.price) : px(i, last),
        reduceOnly: o.reduceOnly,
        orderId: o.orderId
      })
      o.status = "Triggered"
      c.emit(o)
      if (check !== undefined) {
        this.close(o, "Rejected", now, "EC_Others", "UNKNOWN")
        c.touch(o)
        continue
      }
      o.status = "New"
      if (o.orderType === "Market" && o.instrument.category !== "spot") o.price = this.protection(b, o.side)
      this.execute(b, o, now, c)
    }
  }

  // ---------------------------------------------------------------- amend / cancel

  private find(category: Category, ref: OrderRef): Order | undefined {
    const o =
      ref.orderId !== undefined && ref.orderId !== ""
        ? this.byId.get(ref.orderId)
        : ref.orderLinkId !== undefined && ref.orderLinkId !== ""
          ? this.byLinkId.get(this.linkKey(ref.accountId, category, ref.orderLinkId))
          : undefined
    return o !== undefined && o.accountId === ref.accountId && o.instrument.category === category ? o : undefined
  }

  private notFound(i: Instrument, amend: boolean): Outcome<never> {
    if (i.category === "spot") return reject(170213, "Order does not exist.")
    return amend ? reject(110001, "order not exists or too late to replace") : reject(110001, "Order does not exist")
  }

  /**
   * Amends an open order (`/v5/order/amend`). A price change or a quantity increase sends the order to the back
   * of its price level; a decrease keeps its place. A new price that crosses trades at once (a PostOnly order
   * that would cross is cancelled instead).
   */
  amend(instrument: Instrument, input: AmendOrder, now: number): Outcome<OrderIds> {
    const i = instrument
    const spot = i.category === "spot"
    const o = this.find(i.category, input)
    if (o === undefined || o.instrument !== i || !isOpen(o)) return this.notFound(i, true)
    let qty = o.qty
    if (input.qty !== undefined && input.qty !== "") {
      const q = this.qtyUnits(i, input.qty)
      if (typeof q !== "number") return reject(q.retCode, q.retMsg)
      const bounds = this.checkQtyBounds(i, q, o.orderType === "Market")
      if (bounds !== undefined) return reject(bounds.retCode, bounds.retMsg)
      if (q <= o.cumQty) {
        return spot
          ? reject(170313, "The modified contract quantity cannot be less than to the filled quantity.")
          : reject(110064, "The modified contract quantity cannot be less than or equal to the filled quantity")
      }
      qty = q
    }
    let price = o.price
    if (input.price !== undefined && input.price !== "" && o.orderType === "Limit") {
      const p = this.priceUnits(i, input.price)
      if (typeof p !== "number") return reject(p.retCode, p.retMsg)
      price = p
    }
    let triggerPrice = o.triggerPrice
    if (input.triggerPrice !== undefined && input.triggerPrice !== "" && o.status === "Untriggered") {
      const t = this.priceUnits(i, input.triggerPrice)
      if (typeof t !== "number") return reject(t.retCode, t.retMsg)
      triggerPrice = t
    }
    const tp = input.takeProfit === undefined ? o.takeProfit : this.optionalPrice(i, input.takeProfit)
    if (typeof tp !== "number") return reject(tp.retCode, tp.retMsg)
    const sl = input.stopLoss === undefined ? o.stopLoss : this.optionalPrice(i, input.stopLoss)
    if (typeof sl !== "number") return reject(sl.retCode, sl.retMsg)
    const tpLimit = input.tpLimitPrice === undefined ? o.tpLimitPrice : this.optionalPrice(i, input.tpLimitPrice)
    if (typeof tpLimit !== "number") return reject(tpLimit.retCode, tpLimit.retMsg)
    const slLimit = input.slLimitPrice === undefined ? o.slLimitPrice : this.optionalPrice(i, input.slLimitPrice)
    if (typeof slLimit !== "number") return reject(slLimit.retCode, slLimit.retMsg)
    const triggerByChanged =
      (input.triggerBy !== undefined && input.triggerBy !== o.triggerBy) ||
      (input.tpTriggerBy !== undefined && input.tpTriggerBy !== o.tpTriggerBy) ||
      (input.slTriggerBy !== undefined && input.slTriggerBy !== o.slTriggerBy)
    const changed =
      qty !== o.qty ||
      price !== o.price ||
      triggerPrice !== o.triggerPrice ||
      tp !== o.takeProfit ||
      sl !== o.stopLoss ||
      tpLimit !== o.tpLimitPrice ||
      slLimit !== o.slLimitPrice ||
      triggerByChanged
    if (!changed) return reject(10001, "The order remains unchanged as the parameters entered match the existing ones.")
    if (o.orderType === "Limit") {
      const n = this.checkNotional(i, price, qty)
      if (n !== undefined) return reject(n.retCode, n.retMsg)
    }
    if (qty !== o.qty || price !== o.price) {
      const check = this.hooks.preTradeCheck?.({
        accountId: o.accountId,
        instrument: i,
        side: o.side,
        orderType: o.orderType,
        qty: qt(i, qty),
        marketUnit: o.marketUnit,
        price: price === 0 ? "" : px(i, price),
        reduceOnly: o.reduceOnly,
        orderId: o.orderId
      })
      if (check !== undefined) return reject(check.retCode, check.retMsg)
    }
    const b = this.book(i)
    const c = new Collector()
    o.updatedTime = now
    o.takeProfit = tp
    o.stopLoss = sl
    o.tpLimitPrice = tpLimit
    o.slLimitPrice = slLimit
    if (input.tpTriggerBy !== undefined) o.tpTriggerBy = input.tpTriggerBy
    if (input.slTriggerBy !== undefined) o.slTriggerBy = input.slTriggerBy
    if (tp !== 0 && o.tpTriggerBy === "") o.tpTriggerBy = "LastPrice"
    if (sl !== 0 && o.slTriggerBy === "") o.slTriggerBy = "LastPrice"
    if (input.triggerBy !== undefined && o.status === "Untriggered") o.triggerBy = input.triggerBy
    c.touch(o)
    if (o.status === "Untriggered") {
      o.qty = qty
      o.price = price
      o.triggerPrice = triggerPrice
      return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
    }
    const l = o.level
    if (price === o.price && qty <= o.qty && l !== undefined) {
      // A decrease keeps time priority: the order stays where it is.
      l.userQty -= o.qty - qty
      o.qty = qty
      b.version++
      b.seq++
    } else {
      this.unrest(b, o)
      o.qty = qty
      o.price = price
      this.execute(b, o, now, c)
    }
    return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
  }

  /** Cancels an open order (`/v5/order/cancel`); an untriggered conditional order becomes Deactivated. */
  cancel(
    instrument: Instrument,
    ref: OrderRef,
    now: number,
    cancelType = "CancelByUser",
    rejectReason = "EC_PerCancelRequest"
  ): Outcome<OrderIds> {
    const o = this.find(instrument.category, ref)
    if (o === undefined || o.instrument !== instrument || !isOpen(o)) return this.notFound(instrument, false)
    const c = new Collector()
    this.cancelOrder(o, now, c, cancelType, rejectReason)
    return { _tag: "Accepted", value: { orderId: o.orderId, orderLinkId: o.orderLinkId }, report: c.flush() }
  }

  private cancelOrder(o: Order, now: number, c: Collector, cancelType: string, why = "EC_PerCancelRequest"): void {
    const b = this.book(o.instrument)
    if (o.status === "Untriggered") {
      const k = b.conditionals.indexOf(o)
      if (k >= 0) b.conditionals.splice(k, 1)
      this.close(o, "Deactivated", now, why, cancelType)
    } else {
      this.unrest(b, o)
      const status: OrderStatus =
        o.cumQty > 0 && o.instrument.category === "spot" ? "PartiallyFilledCanceled" : "Cancelled"
      this.close(o, status, now, why, cancelType)
    }
    c.touch(o)
  }

  /**
   * Takes a position over at its bankruptcy price (liquidation): a filled `CreateByLiq` market order of the
   * closing side and its `BustTrade` execution, outside the book (the insurance fund is the counterparty).
   */
  bust(
    i: Instrument,
    input: { readonly accountId: string; readonly side: Side; readonly qty: string; readonly price: string },
    positionIdx: 0 | 1 | 2,
    now: number
  ): Report {
    const q = this.qtyUnits(i, input.qty)
    const price = this.priceUnits(i, input.price)
    const c = new Collector()
    if (typeof q !== "number" || typeof price !== "number" || q <= 0) return c.flush()
    const o: Order = {
      orderId: this.ids.uuid(),
      orderLinkId: "",
      parentOrderLinkId: "",
      accountId: input.accountId,
      instrument: i,
      side: input.side,
      orderType: "Market",
      timeInForce: "IOC",
      price,
      qty: q,
      quoteBudget: undefined,
      marketUnit: "",
      cumQty: 0,
      cumValue: 0n,
      cumFee: 0n,
      status: "New",
      createType: "CreateByLiq",
      cancelType: "UNKNOWN",
      rejectReason: "EC_NoError",
      stopOrderType: "",
      triggerPrice: 0,
      triggerDirection: 0,
      triggerBy: "",
      reduceOnly: true,
      closeOnTrigger: true,
      positionIdx,
      isLeverage: "",
      takeProfit: 0,
      stopLoss: 0,
      tpLimitPrice: 0,
      slLimitPrice: 0,
      tpTriggerBy: "",
      slTriggerBy: "",
      tpslMode: "",
      tpOrderType: "Market",
      slOrderType: "Market",
      makerRate: 0n,
      takerRate: 0n,
      feeRateText: { maker: "0", taker: "0" },
      lastPriceOnCreated: "",
      createdTime: now,
      updatedTime: now,
      tpChild: undefined,
      slChild: undefined,
      sibling: undefined,
      level: undefined
    }
    this.register(o)
    const b = this.book(i)
    b.seq++
    this.applyFill(o, price, q, notional(i, price, q), false, this.ids.uuid(), b.seq, now, c)
    this.close(o, "Filled", now, "EC_NoError", "UNKNOWN")
    return c.flush()
  }

  /** The accounts with an open order in an instrument (delivery cancels them). */
  openAccounts(i: Instrument): ReadonlyArray<string> {
    return [...new Set([...this.open].filter((o) => o.instrument === i).map((o) => o.accountId))]
  }

  /** Cancels every open order of an account that matches the filter (`/v5/order/cancel-all`, DCP). */
  cancelAll(
    filter: CancelAllFilter,
    now: number,
    cancelType = "CancelByUser"
  ): { readonly list: ReadonlyArray<OrderIds>; readonly report: Report } {
    const c = new Collector()
    const list: Array<OrderIds> = []
    const kind = filter.orderFilter ?? (filter.category === "spot" ? "Order" : undefined)
    const targets = [...this.open].filter((o) => {
      const i = o.instrument
      if (o.accountId !== filter.accountId || i.category !== filter.category) return false
      if (filter.symbol !== undefined && filter.symbol !== "" && i.symbol !== filter.symbol) return false
      if (filter.baseCoin !== undefined && filter.baseCoin !== "" && i.baseCoin !== filter.baseCoin) return false
      if (filter.settleCoin !== undefined && filter.settleCoin !== "" && i.settleCoin !== filter.settleCoin)
        return false
      const conditional = o.status === "Untriggered"
      const tpsl = o.createType !== "CreateByUser"
      if (kind === "Order" || kind === "OpenOrder") return !conditional
      if (kind === "StopOrder") return conditional && !tpsl
      if (kind === "tpslOrder") return conditional && tpsl
      return true
    })
    for (const o of targets) {
      this.cancelOrder(o, now, c, cancelType)
      list.push({ orderId: o.orderId, orderLinkId: o.orderLinkId })
    }
    return { list, report: c.flush() }
  }

  // ---------------------------------------------------------------- queries

  /** An order of an account by id or link id, in any state. */
  order(category: Category, ref: OrderRef): OrderView | undefined {
    const o = this.find(category, ref)
    return o === undefined ? undefined : view(o)
  }

  /**
   * Orders of an account, newest first: open ones (`openOnly`), or all the engine remembers (history).
   */
  orders(filter: {
    readonly accountId: string
    readonly category: Category
    readonly symbol?: string | undefined
    readonly openOnly: boolean
  }): ReadonlyArray<OrderView> {
    const out: Array<OrderView> = []
    for (let k = this.all.length - 1; k >= 0; k--) {
      const o = this.all[k]
      if (o === undefined || o.accountId !== filter.accountId || o.instrument.category !== filter.category) continue
      if (filter.symbol !== undefined && o.instrument.symbol !== filter.symbol) continue
      if (filter.openOnly && !isOpen(o)) continue
      out.push(view(o))
    }
    return out
  }

  /** Executions of an account, newest first. */
  executions(accountId: string, category?: Category): ReadonlyArray<ExecutionView> {
    const list = this.executionsByAccount.get(accountId) ?? []
    const out: Array<ExecutionView> = []
    for (let k = list.length - 1; k >= 0; k--) {
      const e = list[k]
      if (e !== undefined && (category === undefined || e.category === category)) out.push(e)
    }
    return out
  }

  /** The book's top `limit` levels per side (`/v5/market/orderbook`), with the update id and cross sequence. */
  depth(instrument: Instrument, limit: number): BookMessage {
    const b = this.book(instrument)
    const rows = (side: BookSide) =>
      side.top(limit).map((l) => [px(instrument, l.price), qt(instrument, levelSize(l))] as const)
    return { s: instrument.symbol, b: rows(b.bids), a: rows(b.asks), u: b.version, seq: b.seq }
  }

  /** The shared order-book feed of one depth for a symbol (created on first use). */
  feed(instrument: Instrument, depth: number): DepthFeed {
    const b = this.book(instrument)
    let f = b.feeds.get(depth)
    if (f === undefined) {
      f = new DepthFeed(b, depth)
      b.feeds.set(depth, f)
    }
    return f
  }

  /** Best bid and ask (price and size strings), when present. */
  bestBidAsk(instrument: Instrument): {
    readonly bid?: readonly [string, string]
    readonly ask?: readonly [string, string]
  } {
    const b = this.book(instrument)
    const bid = b.bids.best()
    const ask = b.asks.best()
    return {
      ...(bid === undefined ? {} : { bid: [px(instrument, bid.price), qt(instrument, levelSize(bid))] as const }),
      ...(ask === undefined ? {} : { ask: [px(instrument, ask.price), qt(instrument, levelSize(ask))] as const })
    }
  }
}
