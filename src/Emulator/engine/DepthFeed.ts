/**
 * The depth feeds of the public orderbook topic: per book and depth, the top levels as last published and the
 * changes since (snapshot and deltas with `u`/`seq`), as rows of strings or as the rows' JSON text for a frame.
 *
 * @since 1.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { JsonBytes } from "../base/JsonBytes.js"
import type { Category } from "../market/Instruments.js"
import { type Book, type BookSide, type Level, levelSize, Marks } from "./Book.js"
import type { BookMessage } from "./Models.js"

/**
 * The WebSocket depth a REST order book's `u` is the `u` of (the orderbook page): 200 levels for futures, 50 for spot,
 * 25 for options.
 *
 * @since 1.3.0
 * @category market
 */
export const restBookDepth = (category: Category): number =>
  category === "spot" ? 50 : category === "option" ? 25 : 200

/**
 * Where a delta's rows lie in the bytes `DepthFeed.deltaInto` wrote them to (`[["price","size"],…]` per side, bids
 * then asks), with the delta's update id and cross sequence, for a frame written around them (`wire/BookFrame.ts`).
 *
 * @since 1.1.0
 * @category models
 * @internal
 */
export interface DeltaRows {
  readonly b: readonly [number, number]
  readonly a: readonly [number, number]
  readonly u: number
  readonly seq: number
}

/**
 * Sorts flat `[price, size, price, size, …]` pairs best first (bids down, asks up), in place: by insertion for a
 * delta's few levels, else through tuples and the built-in sort.
 */
const sortPairs = (pairs: Array<number>, isBid: boolean): void => {
  const n = pairs.length >> 1
  if (n > 16) {
    const tuples: Array<readonly [number, number]> = []
    for (let k = 0; k < n; k++) tuples.push([pairs[2 * k] as number, pairs[2 * k + 1] as number])
    tuples.sort(isBid ? (x, y) => y[0] - x[0] : (x, y) => x[0] - y[0])
    for (let k = 0; k < n; k++) {
      const [p, q] = tuples[k] as readonly [number, number]
      pairs[2 * k] = p
      pairs[2 * k + 1] = q
    }
    return
  }
  for (let k = 1; k < n; k++) {
    const p = pairs[2 * k] as number
    const q = pairs[2 * k + 1] as number
    let j = k - 1
    while (j >= 0 && (isBid ? (pairs[2 * j] as number) < p : (pairs[2 * j] as number) > p)) {
      pairs[2 * j + 2] = pairs[2 * j] as number
      pairs[2 * j + 3] = pairs[2 * j + 1] as number
      j--
    }
    pairs[2 * j + 2] = p
    pairs[2 * j + 3] = q
  }
}

/**
 * `Fixed.formatNumber` of the last few thousand values a feed formatted.
 *
 * @since 1.2.0
 * @category internals
 */
export class Texts {
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
 * last publish (size `"0"` for a level that left) with `u` one higher, or `undefined` when nothing changed;
 * `deltaInto()` is `delta()` with the rows written as JSON bytes.
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
  private readonly prices: Texts
  /** The last delta's changed levels per side, flat `[price, size, …]` (reused from delta to delta). */
  private readonly changedBids: Array<number> = []
  private readonly changedAsks: Array<number> = []

  /** @internal the engine makes the feeds of its books */
  constructor(
    private readonly book: Book,
    readonly depth: number
  ) {
    this.prices = new Texts(book.instrument.priceDecimals)
    const cap = Math.min(1024, Math.max(32, depth))
    this.marksBids = new Marks(cap)
    this.marksAsks = new Marks(cap)
    book.bids.watch(this.marksBids)
    book.asks.watch(this.marksAsks)
  }

  private size(q: number): string {
    return Fixed.formatNumber(q, this.book.instrument.qtyDecimals)
  }

  private current(side: BookSide): Map<number, number> {
    const m = new Map<number, number>()
    for (const l of side.top(this.depth)) m.set(l.price, levelSize(l))
    return m
  }

  /** Rows of flat pairs, best first. A level that left the view is sent with size "0", as the exchange does. */
  private rows(pairs: Array<number>, isBid: boolean): Array<readonly [string, string]> {
    sortPairs(pairs, isBid)
    const out: Array<readonly [string, string]> = new Array(pairs.length >> 1)
    for (let k = 0; k < pairs.length; k += 2) {
      const q = pairs[k + 1] as number
      out[k >> 1] = [this.prices.of(pairs[k] as number), q === 0 ? "0" : this.size(q)]
    }
    return out
  }

  /** `rows` as JSON bytes (prices and sizes are plain decimals: nothing to escape); where they lie in `out`. */
  private rowsInto(out: JsonBytes, pairs: Array<number>, isBid: boolean): readonly [number, number] {
    sortPairs(pairs, isBid)
    const from = out.length
    const i = this.book.instrument
    out.raw("[")
    for (let k = 0; k < pairs.length; k += 2) {
      const q = pairs[k + 1] as number
      out.raw(k === 0 ? '["' : ',["')
      out.units(pairs[k] as number, i.priceDecimals)
      out.raw('","')
      if (q === 0) out.raw("0")
      else out.units(q, i.qtyDecimals)
      out.raw('"]')
    }
    out.raw("]")
    return [from, out.length]
  }

  private static pairs(prev: Map<number, number>): Array<number> {
    const out: Array<number> = []
    for (const [p, q] of prev) out.push(p, q)
    return out
  }

  /**
   * The top `depth` levels as last published, with their update id: the next `delta()` continues exactly from it,
   * so a subscriber (or a REST seed) that joins between two publishes never sees a book its deltas do not fit.
   */
  snapshot(): BookMessage {
    if (this.u === 0) {
      // a feed's ids go on from the book's changes so far: 1 is a service restart's (`restart`), never a first subscribe
      this.u = Math.max(2, this.book.version)
      this.prevBids = this.current(this.book.bids)
      this.prevAsks = this.current(this.book.asks)
      this.seenVersion = this.book.version
      this.marksBids.reset()
      this.marksAsks.reset()
    }
    return {
      s: this.book.instrument.symbol,
      b: this.rows(DepthFeed.pairs(this.prevBids), true),
      a: this.rows(DepthFeed.pairs(this.prevAsks), false),
      u: this.u,
      seq: this.book.seq
    }
  }

  /**
   * The update id of the book as it stands: the view brought to the book's first (a change no subscriber was sent
   * moves it by one), so a REST answer of the book now carries the `u` the feed's next delta continues from.
   */
  updateId(): number {
    this.advance()
    return this.u
  }

  /** A service restart: the view brought to the book's, and the update ids start again at 1. */
  restart(): void {
    this.advance()
    this.u = 1
  }

  /** Brings the published view to the book's; whether a visible level changed (its levels in `changed…`). */
  private advance(): boolean {
    if (this.u === 0) this.snapshot()
    if (this.book.version === this.seenVersion) return false
    this.seenVersion = this.book.version
    this.changes(this.book.bids, this.prevBids, this.marksBids, this.changedBids)
    this.changes(this.book.asks, this.prevAsks, this.marksAsks, this.changedAsks)
    if (this.changedBids.length === 0 && this.changedAsks.length === 0) return false
    this.u += 1
    return true
  }

  /** The changes since the last publish, or `undefined` when the visible levels did not change. */
  delta(): BookMessage | undefined {
    if (!this.advance()) return undefined
    return {
      s: this.book.instrument.symbol,
      b: this.rows(this.changedBids, true),
      a: this.rows(this.changedAsks, false),
      u: this.u,
      seq: this.book.seq
    }
  }

  /**
   * `delta()` with the rows written to `out` as JSON (a frame is written around them), or `undefined`.
   *
   * @internal the public streams write their frames from it
   */
  deltaInto(out: JsonBytes): DeltaRows | undefined {
    if (!this.advance()) return undefined
    const b = this.rowsInto(out, this.changedBids, true)
    const a = this.rowsInto(out, this.changedAsks, false)
    return { b, a, u: this.u, seq: this.book.seq }
  }

  /**
   * The levels of one side whose shown size changed since the last publish (size 0: it left the view) into `out`,
   * `prev` brought to the view now: from the marked prices and the view's edges when the marks held, else by
   * rebuilding the view whole and comparing.
   */
  private changes(side: BookSide, prev: Map<number, number>, marks: Marks, out: Array<number>): void {
    out.length = 0
    if (marks.overflow) rebuilt(side.top(this.depth), prev, out)
    else marked(side, this.depth, prev, marks.prices, out)
    marks.reset()
  }
}

/** The whole view compared with the published one; `prev` becomes the view. */
const rebuilt = (top: ReadonlyArray<Level>, prev: Map<number, number>, out: Array<number>): void => {
  const next = new Map<number, number>()
  for (const l of top) next.set(l.price, levelSize(l))
  for (const [p, q] of next) if (prev.get(p) !== q) out.push(p, q)
  for (const p of prev.keys()) if (!next.has(p)) out.push(p, 0)
  prev.clear()
  for (const [p, q] of next) prev.set(p, q)
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
  prices: ReadonlySet<number>,
  out: Array<number>
): void => {
  const all = side.prices
  // the view is all[from .. all.length - 1] (best last)
  const from = Math.max(0, all.length - depth)
  for (const p of prices) {
    const l = side.levels.get(p)
    const before = prev.get(p)
    if (l !== undefined && side.search(p) >= from) {
      const q = levelSize(l)
      if (before === q) continue
      out.push(p, q)
      prev.set(p, q)
    } else if (before !== undefined) {
      out.push(p, 0)
      prev.delete(p)
    }
  }
  for (let k = from; k < all.length; k++) {
    const p = all[k] ?? 0
    if (prices.has(p)) continue
    if (prev.has(p)) break
    const l = side.levels.get(p)
    const q = l === undefined ? 0 : levelSize(l)
    out.push(p, q)
    prev.set(p, q)
  }
  for (let k = from - 1; k >= 0; k--) {
    const p = all[k] ?? 0
    if (prices.has(p)) continue
    if (!prev.has(p)) break
    out.push(p, 0)
    prev.delete(p)
  }
}
