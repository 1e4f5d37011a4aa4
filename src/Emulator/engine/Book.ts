/**
 * The books of the matching engine: the orders as the engine keeps them, the price levels of each side in
 * price-time priority (the market's liquidity first, then user orders), resting and unresting an order, and the
 * marks the depth feeds (`DepthFeed`) read their changes from.
 *
 * @since 0.1.0
 */
import type { Instrument } from "../market/Instruments.js"
import type { OrderStatus, OrderType, Side, TimeInForce, TradePrint, TriggerBy } from "./Models.js"

/**
 * An order as the engine keeps it: quantities and prices in integer units of the instrument's steps, values and
 * fees as scaled integers; mutable, since fills, amendments and triggers change it in place.
 *
 * @since 0.1.0
 * @category internals
 */
export interface Order {
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
  /**
   * The market's quantity ahead of it at its price (units): set when it rests, read by the replay's queue model
   * (`Queue`); the synthetic market never reads it.
   */
  queueAhead: number
  /** When it reaches the book (ms), while it is on its way (`EngineOptions.latencyMs`); 0 once it arrived. */
  arrivesAt: number
  /**
   * Twice the book's mid (price units) when it was accepted (a conditional order: when it triggered), for the
   * report's slippage; 0 when the book had no two sides then.
   */
  entryMid2: number
}

/**
 * Twice the mid of a book's best bid and ask (price units; 0 when a side is empty): exact, a mid may fall between ticks.
 *
 * @since 1.1.0
 * @category internals
 */
export const mid2 = (bids: BookSide, asks: BookSide): number => {
  const bid = bids.best()
  const ask = asks.best()
  return bid === undefined || ask === undefined ? 0 : bid.price + ask.price
}

/**
 * One price level of a book side: the market's resting quantity and the user orders in time priority.
 *
 * @since 0.1.0
 * @category internals
 */
export interface Level {
  readonly price: number
  /** The market's resting quantity, matched before user orders (it was there first). */
  mm: number
  readonly orders: Array<Order>
  userQty: number
}

/**
 * The prices of one side a depth feed has not published yet: each change of a level (its size, its coming or going)
 * marks its price, until the feed publishes. Past `cap` marks the feed rebuilds its view whole instead
 * (`overflow`), so a feed nobody reads holds a bounded set.
 *
 * @since 1.1.0
 * @category internals
 */
export class Marks {
  readonly prices = new Set<number>()
  overflow = false

  constructor(readonly cap: number) {}

  add(price: number): void {
    if (this.overflow) return
    if (this.prices.size >= this.cap) {
      this.overflow = true
      this.prices.clear()
      return
    }
    this.prices.add(price)
  }

  reset(): void {
    // a Set cleared is a new table: an empty one is left as it is
    if (this.prices.size > 0) this.prices.clear()
    this.overflow = false
  }
}

/**
 * One side of a book: prices sorted so that the best price is the last element (pop is O(1)).
 *
 * @since 0.1.0
 * @category internals
 */
export class BookSide {
  readonly prices: Array<number> = []
  readonly levels = new Map<number, Level>()
  /** The depth feeds' marks of this side (see `Marks`). */
  private readonly watchers: Array<Marks> = []

  constructor(readonly isBid: boolean) {}

  /** Index where `price` sits or would be inserted, keeping best-last order. */
  search(price: number): number {
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

  /** Marks a price whose level changed, for the depth feeds. */
  mark(price: number): void {
    for (const m of this.watchers) m.add(price)
  }

  /** A depth feed's marks, from now on told of every change of this side. */
  watch(marks: Marks): void {
    this.watchers.push(marks)
  }

  level(price: number): Level {
    let l = this.levels.get(price)
    if (l === undefined) {
      l = { price, mm: 0, orders: [], userQty: 0 }
      this.levels.set(price, l)
      this.prices.splice(this.search(price), 0, price)
      this.mark(price)
    }
    return l
  }

  dropIfEmpty(l: Level): void {
    if (l.mm > 0 || l.orders.length > 0) return
    if (this.levels.get(l.price) !== l) return
    this.levels.delete(l.price)
    this.mark(l.price)
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

/**
 * The book of one instrument: both sides, the conditional orders waiting for their trigger, and
 * the counters (`version`, `seq`) and prices (reference, last trade) the feeds and triggers read.
 *
 * @since 0.1.0
 * @category internals
 */
export class Book {
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
  /** Live orders accepted but not yet in the book (latency), in arrival order. */
  readonly arriving: Array<Order> = []
  /** Prices (per side) at which the market currently rests. */
  readonly mmBids = new Set<number>()
  readonly mmAsks = new Set<number>()
  /**
   * Prices (per side) whose market quantity a fill or a sweep took since the market's liquidity was last laid: an
   * incremental lay (`Triggers.layChanges`) lays them again with the recorded changes.
   */
  readonly staleBids = new Set<number>()
  readonly staleAsks = new Set<number>()
  /**
   * A replay's lazy laying (`MatchingEngine.defer`): the reads of the book through the engine, and their count when
   * the replay last laid or deferred it (a book read since is one someone wants laid line by line).
   */
  reads = 0
  readsAtLay = 0
  /**
   * A book the replay did not lay while no order was open on it (`MatchingEngine.defer`): the time of the line it
   * stands at, laid whole from the liquidity source when next read (`EngineState.book`); `undefined` once laid.
   */
  deferredAt: number | undefined = undefined

  constructor(readonly instrument: Instrument) {}

  side(isBid: boolean): BookSide {
    return isBid ? this.bids : this.asks
  }

  /** A level of `side` at `price` changed: the version moves and the depth feeds are told the price. */
  changed(side: BookSide, price: number): void {
    this.version++
    side.mark(price)
  }
}

/**
 * The quantity shown at a level: the market's and the users'.
 *
 * @since 0.1.0
 * @category internals
 */
export const levelSize = (l: Level): number => l.mm + l.userQty

/**
 * Rests an order at its price, behind the orders already there.
 *
 * @since 0.1.0
 * @category internals
 */
export const rest = (b: Book, o: Order): void => {
  const l = b.side(o.side === "Buy").level(o.price)
  l.orders.push(o)
  l.userQty += o.qty - o.cumQty
  o.level = l
  // behind everything the market shows at its price (the replay's queue model; see `Queue`)
  o.queueAhead = l.mm
  b.changed(b.side(o.side === "Buy"), l.price)
  b.seq++
}

/**
 * Takes an order off its level (if it rests) or out of the arrivals (if it is on its way), dropping the level when
 * it empties.
 *
 * @since 0.1.0
 * @category internals
 */
export const unrest = (b: Book, o: Order): void => {
  if (o.arrivesAt > 0) {
    // still on its way: it leaves the arrivals, never having touched a level
    const k = b.arriving.indexOf(o)
    if (k >= 0) b.arriving.splice(k, 1)
    o.arrivesAt = 0
    return
  }
  const l = o.level
  if (l === undefined) return
  const k = l.orders.indexOf(o)
  if (k >= 0) l.orders.splice(k, 1)
  l.userQty -= o.qty - o.cumQty
  o.level = undefined
  const side = b.side(o.side === "Buy")
  side.dropIfEmpty(l)
  b.changed(side, l.price)
  b.seq++
}
