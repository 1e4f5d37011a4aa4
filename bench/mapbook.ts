/**
 * The baseline books a hand-written client keeps: `MapBook`, one `Map` of price to size per side (apply only), and
 * `SortedBook`, the same Maps plus a sorted price index per side so a top-N view costs N, not a sort of every level.
 * The raw `ws` baseline and bybit-api (which keeps no book) apply frames to these.
 *
 * @since 0.1.0
 */

/**
 * The part of a book frame the baselines read.
 *
 * @since 0.1.0
 * @category models
 */
export interface BookFrame {
  readonly type: string
  readonly data: {
    readonly b: ReadonlyArray<readonly [string, string]>
    readonly a: ReadonlyArray<readonly [string, string]>
    readonly u: number
  }
}

/**
 * A plain Map book.
 *
 * @since 0.1.0
 * @category models
 */
export class MapBook {
  readonly bids = new Map<string, string>()
  readonly asks = new Map<string, string>()
  u = 0

  apply(frame: BookFrame): void {
    const data = frame.data
    if (frame.type === "snapshot") {
      this.bids.clear()
      this.asks.clear()
    }
    MapBook.side(this.bids, data.b)
    MapBook.side(this.asks, data.a)
    this.u = data.u
  }

  private static side(side: Map<string, string>, levels: ReadonlyArray<readonly [string, string]>): void {
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i] as readonly [string, string]
      if (level[1] === "0") side.delete(level[0])
      else side.set(level[0], level[1])
    }
  }
}

class SortedSide {
  readonly sizes = new Map<string, string>()
  /** Prices, best first. */
  readonly prices: Array<number> = []
  readonly keys: Array<string> = []

  constructor(private readonly descending: boolean) {}

  clear(): void {
    this.sizes.clear()
    this.prices.length = 0
    this.keys.length = 0
  }

  // the index where `p` is or would go
  private find(p: number): number {
    let lo = 0
    let hi = this.prices.length
    const desc = this.descending
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const at = this.prices[mid] as number
      if (desc ? at > p : at < p) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  set(key: string, size: string): void {
    const known = this.sizes.has(key)
    if (size === "0") {
      if (!known) return
      this.sizes.delete(key)
      const i = this.find(Number(key))
      this.prices.splice(i, 1)
      this.keys.splice(i, 1)
      return
    }
    this.sizes.set(key, size)
    if (known) return
    const p = Number(key)
    const i = this.find(p)
    this.prices.splice(i, 0, p)
    this.keys.splice(i, 0, key)
  }

  top(n: number): Array<readonly [string, string]> {
    const m = Math.min(n, this.keys.length)
    const out = new Array<readonly [string, string]>(m)
    for (let i = 0; i < m; i++) {
      const key = this.keys[i] as string
      out[i] = [key, this.sizes.get(key) as string]
    }
    return out
  }
}

/**
 * A Map book with a sorted price index per side.
 *
 * @since 0.1.0
 * @category models
 */
export class SortedBook {
  readonly bids = new SortedSide(true)
  readonly asks = new SortedSide(false)
  u = 0

  apply(frame: BookFrame): void {
    const data = frame.data
    if (frame.type === "snapshot") {
      this.bids.clear()
      this.asks.clear()
    }
    for (const [p, q] of data.b) this.bids.set(p, q)
    for (const [p, q] of data.a) this.asks.set(p, q)
    this.u = data.u
  }

  /** The best `n` levels of each side, as fresh arrays. */
  top(n: number): {
    readonly bids: ReadonlyArray<readonly [string, string]>
    readonly asks: ReadonlyArray<readonly [string, string]>
  } {
    return { bids: this.bids.top(n), asks: this.asks.top(n) }
  }
}
