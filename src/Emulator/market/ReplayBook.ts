/**
 * The local book a replay keeps of one symbol from the recorded `orderbook.{depth}.{symbol}` messages, by the
 * exchange's rules: a snapshot replaces the book, a delta sets each level it names (size `0` removes it). Prices
 * and sizes are kept in units of the instrument's steps, so the matching engine lays them as they are.
 *
 * @since 1.1.0
 */

import type { ScannedBook } from "../../Recording/BookScan.js"
import * as BookScan from "../../Recording/BookScan.js"
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "./Instruments.js"
import type { LevelChanges, LevelSource, Liquidity, RecordedMessage } from "./MarketTypes.js"

const none: ReadonlyArray<number> = Object.freeze([])

/** The first `n` of `changed` (kept at that length), or `none`. */
const filled = (changed: Array<number>, n: number): ReadonlyArray<number> => {
  if (n === 0) return none
  if (changed.length !== n) changed.length = n
  return changed
}

/** A side's levels kept sorted, best first (a book whose prices leave the tick grid, or spread too wide for a ladder). */
class Sorted {
  /** Best first: bids descending, asks ascending. */
  readonly prices: Array<number> = []
  private readonly sizes: Array<number> = []

  constructor(private readonly isBid: boolean) {}

  /** Where `price` is, or would go (a loop per side: no test of the side at every step). */
  private search(price: number): number {
    const prices = this.prices
    let lo = 0
    let hi = prices.length
    if (this.isBid)
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if ((prices[mid] as number) > price) lo = mid + 1
        else hi = mid
      }
    else
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if ((prices[mid] as number) < price) lo = mid + 1
        else hi = mid
      }
    return lo
  }

  set(price: number, size: number): void {
    const { prices, sizes } = this
    const k = this.search(price)
    const here = k < prices.length && prices[k] === price
    if (size <= 0) {
      if (!here) return
      const last = prices.length - 1
      for (let j = k; j < last; j++) {
        prices[j] = prices[j + 1] as number
        sizes[j] = sizes[j + 1] as number
      }
      prices.pop()
      sizes.pop()
      return
    }
    if (here) {
      sizes[k] = size
      return
    }
    prices.push(0)
    sizes.push(0)
    for (let j = prices.length - 1; j > k; j--) {
      prices[j] = prices[j - 1] as number
      sizes[j] = sizes[j - 1] as number
    }
    prices[k] = price
    sizes[k] = size
  }

  size(price: number): number {
    const k = this.search(price)
    return this.prices[k] === price ? (this.sizes[k] as number) : 0
  }

  top(depth: number): Array<readonly [number, number]> {
    const out: Array<readonly [number, number]> = []
    for (let k = 0; k < this.prices.length && k < depth; k++)
      out.push([this.prices[k] as number, this.sizes[k] as number])
    return out
  }
}

// a ladder wider than this many ticks a side (a Float64Array of 2^16 sizes) is kept sorted instead
const maxTicks = 1 << 16

/**
 * One side: the size at each tick of a window of prices (a ladder), the best tick kept. A replay sets a few levels a
 * line, near one another: a level is set in place, where a sorted list would search for it and shift the levels
 * behind it (less time a book line of the bench's hour: docs/BENCHMARKS.md, "Figures quoted from code").
 * A price off the tick grid, or levels spread over more
 * than `maxTicks`, turn the side into a sorted list until the next snapshot clears it.
 */
class Side {
  private sizes = new Float64Array(256)
  /** The tick of `sizes[0]`. */
  private base = 0
  private count = 0
  /** Where the best level is in `sizes` (-1: none). */
  private bestAt = -1
  private sorted: Sorted | undefined

  constructor(
    private readonly isBid: boolean,
    private readonly tick: number
  ) {}

  set(price: number, size: number): void {
    const sorted = this.sorted
    if (sorted !== undefined) {
      sorted.set(price, size)
      return
    }
    const t = price / this.tick
    let x = t - this.base
    if (!(x >= 0 && x < this.sizes.length && Number.isInteger(t))) {
      // a level the ladder does not hold (off the grid, out of the window) has nothing to remove
      if (size <= 0) return
      x = this.reframe(t)
      if (x < 0) {
        ;(this.sorted as Sorted | undefined)?.set(price, size)
        return
      }
    }
    const s = this.sizes
    const had = (s[x] as number) > 0
    if (size <= 0) {
      if (!had) return
      s[x] = 0
      this.count--
      if (x === this.bestAt) this.bestAt = this.count === 0 ? -1 : this.next(x)
      return
    }
    s[x] = size
    if (had) return
    this.count++
    const best = this.bestAt
    if (best < 0 || (this.isBid ? x > best : x < best)) this.bestAt = x
  }

  /** The next level from `x` away from the spread (one is there). */
  private next(x: number): number {
    const s = this.sizes
    let j = x
    if (this.isBid) while ((s[--j] as number) === 0);
    else while ((s[++j] as number) === 0);
    return j
  }

  /**
   * The levels laid again in a window around tick `t` and themselves (twice as wide as they need); where `t` is in
   * it, or -1 when the side turned sorted (`t` off the grid, or the levels too far apart).
   */
  private reframe(t: number): number {
    const old = this.sizes
    const oldBase = this.base
    let lo = t
    let hi = t
    for (let k = 0; k < old.length; k++) {
      if ((old[k] as number) <= 0) continue
      if (oldBase + k < lo) lo = oldBase + k
      if (oldBase + k > hi) hi = oldBase + k
    }
    const span = hi - lo + 1
    if (!Number.isInteger(t) || span > maxTicks) {
      const sorted = new Sorted(this.isBid)
      for (const [p, q] of this.top(Number.POSITIVE_INFINITY)) sorted.set(p, q)
      this.sorted = sorted
      return -1
    }
    let cap = old.length
    while (cap < span * 2) cap *= 2
    const sizes = new Float64Array(cap)
    const base = lo - ((cap - span) >> 1)
    for (let k = 0; k < old.length; k++) if ((old[k] as number) > 0) sizes[oldBase + k - base] = old[k] as number
    if (this.bestAt >= 0) this.bestAt += oldBase - base
    this.sizes = sizes
    this.base = base
    return t - base
  }

  clear(): void {
    this.sorted = undefined
    if (this.count > 0) this.sizes.fill(0)
    this.count = 0
    this.bestAt = -1
  }

  size(price: number): number {
    if (this.sorted !== undefined) return this.sorted.size(price)
    const x = price / this.tick - this.base
    return Number.isInteger(x) && x >= 0 && x < this.sizes.length ? (this.sizes[x] as number) : 0
  }

  /** The best price, when the side has a level. */
  best(): number | undefined {
    if (this.sorted !== undefined) return this.sorted.prices[0]
    return this.bestAt < 0 ? undefined : (this.base + this.bestAt) * this.tick
  }

  top(depth: number): Array<readonly [number, number]> {
    if (this.sorted !== undefined) return this.sorted.top(depth)
    const out: Array<readonly [number, number]> = []
    const s = this.sizes
    const step = this.isBid ? -1 : 1
    for (let x = this.bestAt, n = 0; x >= 0 && x < s.length && n < this.count && out.length < depth; x += step) {
      const q = s[x] as number
      if (q <= 0) continue
      out.push([(this.base + x) * this.tick, q])
      n++
    }
    return out
  }
}

/**
 * The prices the last message set, per side, counted as they are set and cut to their counts only when read: the
 * engine reads them after a delta it lays, which a replay passing its book through does not do at every line.
 */
class Changed implements LevelChanges {
  readonly bidPrices: Array<number> = []
  readonly askPrices: Array<number> = []
  nBids = 0
  nAsks = 0

  constructor(readonly source: LevelSource) {}

  get bids(): ReadonlyArray<number> {
    return filled(this.bidPrices, this.nBids)
  }

  get asks(): ReadonlyArray<number> {
    return filled(this.askPrices, this.nAsks)
  }
}

/**
 * A recorded book of one instrument.
 *
 * The book is also a `LevelSource` the engine lays from, and after a delta `changes` names the prices it set, so
 * the engine lays those alone (`MatchingEngine.onLevels`).
 *
 * @since 1.1.0
 * @category models
 */
export class ReplayBook implements LevelSource {
  private readonly bids: Side
  private readonly asks: Side
  private readonly changing = new Changed(this)
  /** The prices the last message set, per side (what the engine lays after a delta). */
  get changes(): LevelChanges {
    return this.changing
  }
  /** No level changed (after a line that did not move the book): the engine lays only what a fill took. */
  readonly unchanged: LevelChanges = { source: this, bids: none, asks: none }
  /** Whether a snapshot has been applied (a delta before one is ignored, as a client would). */
  seeded = false
  /** The update id and cross sequence of the last message applied (0: it carried none). */
  u = 0
  seq = 0

  constructor(readonly instrument: Instrument) {
    this.bids = new Side(true, instrument.tickUnits)
    this.asks = new Side(false, instrument.tickUnits)
  }

  // a snapshot starts the book afresh; a delta before any snapshot is ignored (`false`)
  private begin(type: "snapshot" | "delta"): boolean {
    if (type === "snapshot") {
      this.bids.clear()
      this.asks.clear()
      this.seeded = true
    }
    return this.seeded
  }

  /**
   * Applies one recorded message's levels (and its `u` and `seq`, from `ids`); `false` for a delta before any
   * snapshot (ignored).
   */
  apply(
    type: "snapshot" | "delta",
    bids: ReadonlyArray<ReadonlyArray<unknown>>,
    asks: ReadonlyArray<ReadonlyArray<unknown>>,
    ids?: { readonly u?: unknown; readonly seq?: unknown }
  ): boolean {
    if (!this.begin(type)) return false
    const changing = this.changing
    changing.nBids = this.levels(this.bids, bids, changing.bidPrices)
    changing.nAsks = this.levels(this.asks, asks, changing.askPrices)
    this.u = typeof ids?.u === "number" ? ids.u : 0
    this.seq = typeof ids?.seq === "number" ? ids.seq : 0
    return true
  }

  /**
   * `apply` of a recorded line scanned from its bytes (`Recording/BookScan.ts`): its levels laid from
   * their texts in place (four offsets a level in its `spans`), its `u` and `seq` as the scan read them.
   */
  applyScanned(scan: ScannedBook): boolean {
    if (!this.begin(scan.type === "snapshot" ? "snapshot" : "delta")) return false
    const changing = this.changing
    changing.nBids = this.spans(this.bids, scan, scan.bidsFrom, scan.bidsTo, changing.bidPrices)
    changing.nAsks = this.spans(this.asks, scan, scan.asksFrom, scan.asksTo, changing.askPrices)
    this.u = scan.u ?? 0
    this.seq = scan.seq ?? 0
    return true
  }

  /** Sets the levels at `spans[from, to)`; the prices set go to the front of `changed`; answers how many. */
  private spans(side: Side, scan: ScannedBook, from: number, to: number, changed: Array<number>): number {
    const i = this.instrument
    const { bytes, spans, values } = scan
    let n = 0
    for (let k = from; k + 3 < to; k += 4) {
      // the units the scan read, else the texts read again
      const p = BookScan.units(values, k, i.priceDecimals)
      const q = BookScan.units(values, k + 2, i.qtyDecimals)
      const price =
        p >= 0 ? p : Fixed.parseUnitsBytes(bytes, spans[k] as number, spans[k + 1] as number, i.priceDecimals)
      const size =
        q >= 0 ? q : Fixed.parseUnitsBytes(bytes, spans[k + 2] as number, spans[k + 3] as number, i.qtyDecimals)
      if (price === undefined || size === undefined) continue
      side.set(price, size)
      changed[n++] = price
    }
    return n
  }

  /** `spans` of levels given as rows of strings. */
  private levels(side: Side, rows: ReadonlyArray<ReadonlyArray<unknown>>, changed: Array<number>): number {
    const i = this.instrument
    let n = 0
    for (const row of rows) {
      const [p, q] = row
      if (typeof p !== "string" || typeof q !== "string") continue
      const price = Fixed.parseUnits(p, i.priceDecimals)
      const size = Fixed.parseUnits(q, i.qtyDecimals)
      if (price === undefined || size === undefined) continue
      side.set(price, size)
      changed[n++] = price
    }
    return n
  }

  /** The size at a price (units; 0 where none rests). */
  size(isBid: boolean, price: number): number {
    return (isBid ? this.bids : this.asks).size(price)
  }

  /** The best price of a side, when it has one. */
  bestPrice(isBid: boolean): number | undefined {
    return (isBid ? this.bids : this.asks).best()
  }

  /** The top `depth` levels per side (all by default), best first, in units. */
  liquidity(depth = Number.POSITIVE_INFINITY): Liquidity {
    return { bids: this.bids.top(depth), asks: this.asks.top(depth) }
  }

  /**
   * The top `depth` levels per side as the exchange writes them, with the last message's `u` and `seq`: the
   * recorded book as a snapshot of the depth (sent when a subscriber starts on the recorded messages).
   */
  message(depth: number): RecordedMessage {
    const i = this.instrument
    const row = ([p, q]: readonly [number, number]) =>
      [Fixed.formatNumber(p, i.priceDecimals), Fixed.formatNumber(q, i.qtyDecimals)] as const
    return {
      s: i.symbol,
      b: this.bids.top(depth).map(row),
      a: this.asks.top(depth).map(row),
      u: this.u,
      seq: this.seq
    }
  }

  /** The best bid and ask, when present (units). */
  best(): { readonly bid: readonly [number, number] | undefined; readonly ask: readonly [number, number] | undefined } {
    return { bid: this.bids.top(1)[0], ask: this.asks.top(1)[0] }
  }
}
