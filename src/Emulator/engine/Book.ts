/**
 * The books of the matching engine: the orders as the engine keeps them, the price levels of each side in
 * price-time priority (the market's liquidity first, then user orders), resting and unresting an order, and the
 * depth feeds of the public orderbook topic (snapshot and deltas with `u`/`seq`).
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "../market/Instruments.js"
import type { BookMessage, OrderStatus, OrderType, Side, TimeInForce, TradePrint, TriggerBy } from "./Models.js"

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
    this.prices.clear()
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
 * The book of one instrument: both sides, the conditional orders waiting for their trigger, the depth feeds, and
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
  readonly feeds = new Map<number, DepthFeed>()
  /** Prices (per side) at which the market currently rests. */
  readonly mmBids = new Set<number>()
  readonly mmAsks = new Set<number>()
  /**
   * Prices (per side) whose market quantity a fill or a sweep took since the market's liquidity was last laid: an
   * incremental lay (`Triggers.layChanges`) lays them again with the recorded changes.
   */
  readonly staleBids = new Set<number>()
  readonly staleAsks = new Set<number>()

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

const byPriceDown = (x: readonly [number, number], y: readonly [number, number]): number => y[0] - x[0]
const byPriceUp = (x: readonly [number, number], y: readonly [number, number]): number => x[0] - y[0]

/**
 * Sorts levels best first (bids down, asks up), in place: a delta's few levels by insertion (the built-in sort
 * allocates a work array per call, one per published delta), a snapshot's many by the built-in sort.
 */
const sortByPrice = (levels: Array<readonly [number, number]>, isBid: boolean): void => {
  if (levels.length > 16) {
    levels.sort(isBid ? byPriceDown : byPriceUp)
    return
  }
  for (let k = 1; k < levels.length; k++) {
    const level = levels[k] as readonly [number, number]
    let j = k - 1
    while (
      j >= 0 &&
      (isBid
        ? (levels[j] as readonly [number, number])[0] < level[0]
        : (levels[j] as readonly [number, number])[0] > level[0])
    ) {
      levels[j + 1] = levels[j] as readonly [number, number]
      j--
    }
    levels[j + 1] = level
  }
}

/** `Fixed.formatNumber` of the last few thousand prices a feed formatted. */
class PriceTexts {
  private readonly texts = new Map<number, string>()

  constructor(private readonly decimals: number) {}

  of(units: number): string {
    let text = this.texts.get(units)
    if (text === undefined) {
      // bounded: a market that wandered far starts over
      if (this.texts.size >= 4096) this.texts.clear()
      text = Fixed.formatNumber(units, this.decimals)
      this.texts.set(units, text)
    }
    return text
  }
}

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
  /** The prices changed since the last publish, per side: a delta looks at those and at the view's edge only. */
  private readonly marksBids: Marks
  private readonly marksAsks: Marks
  /** The texts of the prices it published lately (a book's prices come back frame after frame; sizes seldom do). */
  private readonly prices: PriceTexts

  /** @internal the engine makes the feeds of its books */
  constructor(
    private readonly book: Book,
    readonly depth: number
  ) {
    this.prices = new PriceTexts(book.instrument.priceDecimals)
    const cap = Math.min(1024, Math.max(32, depth))
    this.marksBids = new Marks(cap)
    this.marksAsks = new Marks(cap)
    book.bids.watch(this.marksBids)
    book.asks.watch(this.marksAsks)
  }

  private current(side: BookSide): Map<number, number> {
    const m = new Map<number, number>()
    for (const l of side.top(this.depth)) m.set(l.price, levelSize(l))
    return m
  }

  private rows(entries: Iterable<readonly [number, number]>, isBid: boolean): Array<readonly [string, string]> {
    const i = this.book.instrument
    const sorted = Array.isArray(entries) ? entries : [...entries]
    sortByPrice(sorted, isBid)
    const out: Array<readonly [string, string]> = new Array(sorted.length)
    for (let k = 0; k < sorted.length; k++) {
      const [p, q] = sorted[k] as readonly [number, number]
      // A level that left the view is sent with size "0", as the exchange does.
      out[k] = [this.prices.of(p), q === 0 ? "0" : Fixed.formatNumber(q, i.qtyDecimals)]
    }
    return out
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
      this.marksBids.reset()
      this.marksAsks.reset()
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
    const db = this.changes(this.book.bids, this.prevBids, this.marksBids)
    const da = this.changes(this.book.asks, this.prevAsks, this.marksAsks)
    if (db.length === 0 && da.length === 0) return undefined
    this.u += 1
    return {
      s: this.book.instrument.symbol,
      b: this.rows(db, true),
      a: this.rows(da, false),
      u: this.u,
      seq: this.book.seq
    }
  }

  /**
   * The levels of one side whose shown size changed since the last publish (size 0: it left the view), `prev`
   * brought to the view now: from the marked prices and the view's edges when the marks held, else by rebuilding
   * the view whole and comparing.
   */
  private changes(side: BookSide, prev: Map<number, number>, marks: Marks): Array<readonly [number, number]> {
    const out = marks.overflow ? rebuilt(side.top(this.depth), prev) : marked(side, this.depth, prev, marks.prices)
    marks.reset()
    return out
  }
}

/** The whole view compared with the published one; `prev` becomes the view. */
const rebuilt = (top: ReadonlyArray<Level>, prev: Map<number, number>): Array<readonly [number, number]> => {
  const next = new Map<number, number>()
  for (const l of top) next.set(l.price, levelSize(l))
  const out: Array<readonly [number, number]> = []
  for (const [p, q] of next) if (prev.get(p) !== q) out.push([p, q])
  for (const p of prev.keys()) if (!next.has(p)) out.push([p, 0])
  prev.clear()
  for (const [p, q] of next) prev.set(p, q)
  return out
}

/**
 * The view's changes from the marked prices: a marked level in the view with a new size, or one that left it;
 * then the unmarked levels the view's edge moved over. An unmarked level kept its size and, among unmarked levels,
 * its rank order, so those that entered the view are the worst of its unmarked levels not yet published (counted
 * from the view's worst end until one that was), and those that left it are the published ones just below it
 * (counted outward until one that was not). `prev` becomes the view.
 */
const marked = (
  side: BookSide,
  depth: number,
  prev: Map<number, number>,
  prices: ReadonlySet<number>
): Array<readonly [number, number]> => {
  const out: Array<readonly [number, number]> = []
  const all = side.prices
  // the view is all[from .. all.length - 1] (best last)
  const from = Math.max(0, all.length - depth)
  for (const p of prices) {
    const l = side.levels.get(p)
    const before = prev.get(p)
    if (l !== undefined && side.search(p) >= from) {
      const q = levelSize(l)
      if (before === q) continue
      out.push([p, q])
      prev.set(p, q)
    } else if (before !== undefined) {
      out.push([p, 0])
      prev.delete(p)
    }
  }
  for (let k = from; k < all.length; k++) {
    const p = all[k] ?? 0
    if (prices.has(p)) continue
    if (prev.has(p)) break
    const l = side.levels.get(p)
    const q = l === undefined ? 0 : levelSize(l)
    out.push([p, q])
    prev.set(p, q)
  }
  for (let k = from - 1; k >= 0; k--) {
    const p = all[k] ?? 0
    if (prices.has(p)) continue
    if (!prev.has(p)) break
    out.push([p, 0])
    prev.delete(p)
  }
  return out
}

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
