/**
 * The local book a replay keeps of one symbol from the recorded `orderbook.{depth}.{symbol}` messages, by the
 * exchange's rules: a snapshot replaces the book, a delta sets each level it names (size `0` removes it). Prices
 * and sizes are kept in units of the instrument's steps, so the matching engine lays them as they are.
 *
 * @since 1.1.0
 */

import type { ScannedBook } from "../../Recording/internal/bookScan.js"
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "./Instruments.js"
import type { LevelChanges, LevelSource, Liquidity, RecordedMessage } from "./MarketTypes.js"

/** One side: sizes by price, and the prices sorted best first. */
class Side {
  readonly sizes = new Map<number, number>()
  /** Best first: bids descending, asks ascending. */
  readonly prices: Array<number> = []

  constructor(private readonly isBid: boolean) {}

  private search(price: number): number {
    let lo = 0
    let hi = this.prices.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const p = this.prices[mid] ?? 0
      if (this.isBid ? p > price : p < price) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  set(price: number, size: number): void {
    if (size <= 0) {
      if (!this.sizes.delete(price)) return
      const k = this.search(price)
      if (this.prices[k] === price) this.prices.splice(k, 1)
      return
    }
    if (!this.sizes.has(price)) this.prices.splice(this.search(price), 0, price)
    this.sizes.set(price, size)
  }

  clear(): void {
    this.sizes.clear()
    this.prices.length = 0
  }

  size(price: number): number {
    return this.sizes.get(price) ?? 0
  }

  top(depth: number): Array<readonly [number, number]> {
    const out: Array<readonly [number, number]> = []
    for (let k = 0; k < this.prices.length && k < depth; k++) {
      const p = this.prices[k] ?? 0
      out.push([p, this.sizes.get(p) ?? 0])
    }
    return out
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
  private readonly bids = new Side(true)
  private readonly asks = new Side(false)
  private readonly changedBids: Array<number> = []
  private readonly changedAsks: Array<number> = []
  /** The prices the last message set, per side (what the engine lays after a delta). */
  readonly changes: LevelChanges = { source: this, bids: this.changedBids, asks: this.changedAsks }
  /** No level changed (after a line that did not move the book): the engine lays only what a fill took. */
  readonly unchanged: LevelChanges = { source: this, bids: [], asks: [] }
  /** Whether a snapshot has been applied (a delta before one is ignored, as a client would). */
  seeded = false
  /** The update id and cross sequence of the last message applied (0: it carried none). */
  u = 0
  seq = 0

  constructor(readonly instrument: Instrument) {}

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
    this.levels(this.bids, bids, this.changedBids)
    this.levels(this.asks, asks, this.changedAsks)
    this.u = typeof ids?.u === "number" ? ids.u : 0
    this.seq = typeof ids?.seq === "number" ? ids.seq : 0
    return true
  }

  /**
   * `apply` of a recorded line scanned from its bytes (`Recording/internal/bookScan.ts`): its levels laid from
   * their texts in place (four offsets a level in its `spans`), its `u` and `seq` as the scan read them.
   */
  applyScanned(scan: ScannedBook): boolean {
    if (!this.begin(scan.type === "snapshot" ? "snapshot" : "delta")) return false
    this.spans(this.bids, scan, scan.bidsFrom, scan.bidsTo, this.changedBids)
    this.spans(this.asks, scan, scan.asksFrom, scan.asksTo, this.changedAsks)
    this.u = scan.u ?? 0
    this.seq = scan.seq ?? 0
    return true
  }

  private spans(side: Side, scan: ScannedBook, from: number, to: number, changed: Array<number>): void {
    const i = this.instrument
    const { bytes, spans } = scan
    changed.length = 0
    for (let k = from; k + 3 < to; k += 4) {
      const price = Fixed.parseUnitsBytes(bytes, spans[k] as number, spans[k + 1] as number, i.priceDecimals)
      const size = Fixed.parseUnitsBytes(bytes, spans[k + 2] as number, spans[k + 3] as number, i.qtyDecimals)
      if (price === undefined || size === undefined) continue
      side.set(price, size)
      changed.push(price)
    }
  }

  private levels(side: Side, rows: ReadonlyArray<ReadonlyArray<unknown>>, changed: Array<number>): void {
    const i = this.instrument
    changed.length = 0
    for (const row of rows) {
      const [p, q] = row
      if (typeof p !== "string" || typeof q !== "string") continue
      const price = Fixed.parseUnits(p, i.priceDecimals)
      const size = Fixed.parseUnits(q, i.qtyDecimals)
      if (price === undefined || size === undefined) continue
      side.set(price, size)
      changed.push(price)
    }
  }

  /** The size at a price (units; 0 where none rests). */
  size(isBid: boolean, price: number): number {
    return (isBid ? this.bids : this.asks).size(price)
  }

  /** The best price of a side, when it has one. */
  bestPrice(isBid: boolean): number | undefined {
    return (isBid ? this.bids : this.asks).prices[0]
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
