/**
 * One side of a local order book, built for 1000-level books under bursty deltas: three parallel arrays sorted
 * once and kept sorted — numeric keys (a `Float64Array`, searched by bisection), the price strings and the size
 * strings as they came off the wire. A level change is a binary search plus, for an insert or a delete, a shift of
 * the levels behind it; nothing is re-sorted and no object is allocated per level. Levels are stored worst first,
 * best last, because most changes happen near the touch, so shifts stay short.
 *
 * Prices are compared as numbers parsed once per level change (a decimal string of at most 15 significant digits
 * maps to a distinct double, far more than any Bybit tick needs); sizes are never parsed, so they stay exact.
 *
 * @since 0.1.0
 */

/**
 * Which side: bids (best = highest price) or asks (best = lowest price).
 *
 * @since 0.1.0
 * @category models
 */
export type Side = "bid" | "ask"

/**
 * Whether a decimal string is zero (`"0"`, `"0.000"`): the size that deletes a level.
 *
 * @since 0.1.0
 * @category utils
 */
export const isZero = (size: string): boolean => {
  for (let i = 0; i < size.length; i++) {
    const c = size.charCodeAt(i)
    if (c !== 48 && c !== 46) return false
  }
  return true
}

/**
 * One side of a book (mutable; see the module docs).
 *
 * @since 0.1.0
 * @category models
 */
export class BookSide {
  /** Sort keys, ascending, best last: the price for bids, minus the price for asks. */
  private keys: Float64Array
  private readonly prices: Array<string> = []
  private readonly sizes: Array<string> = []
  private n = 0
  private readonly sign: 1 | -1

  constructor(
    readonly side: Side,
    capacity = 64
  ) {
    this.keys = new Float64Array(Math.max(4, capacity))
    this.sign = side === "bid" ? 1 : -1
  }

  /** The number of levels. */
  get length(): number {
    return this.n
  }

  /** Removes every level (keeps the storage). */
  clear(): void {
    this.n = 0
    this.prices.length = 0
    this.sizes.length = 0
  }

  // The index of the first key >= `key` (0..n).
  private lowerBound(key: number): number {
    const keys = this.keys
    let lo = 0
    let hi = this.n
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((keys[mid] as number) < key) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /**
   * Sets a level: a zero size deletes it, an unknown price inserts it, a known one replaces its size. Returns
   * `false` when the price is not a finite number (the caller treats the message as invalid).
   */
  set(price: string, size: string): boolean {
    const numeric = +price
    if (!Number.isFinite(numeric)) return false
    const key = numeric * this.sign
    const i = this.lowerBound(key)
    const found = i < this.n && this.keys[i] === key
    if (isZero(size)) {
      if (found) this.removeAt(i)
      return true
    }
    if (found) {
      this.sizes[i] = size
      this.prices[i] = price
      return true
    }
    this.insertAt(i, key, price, size)
    return true
  }

  private insertAt(i: number, key: number, price: string, size: string): void {
    const n = this.n
    if (n === this.keys.length) {
      const grown = new Float64Array(n * 2)
      grown.set(this.keys)
      this.keys = grown
    }
    this.keys.copyWithin(i + 1, i, n)
    this.keys[i] = key
    const prices = this.prices
    const sizes = this.sizes
    if (i === n) {
      prices.push(price)
      sizes.push(size)
    } else {
      // grow by one at the end, then shift the tail up by one (no splice: it allocates its result array)
      prices.push(prices[n - 1] as string)
      sizes.push(sizes[n - 1] as string)
      for (let j = n - 1; j > i; j--) {
        prices[j] = prices[j - 1] as string
        sizes[j] = sizes[j - 1] as string
      }
      prices[i] = price
      sizes[i] = size
    }
    this.n = n + 1
  }

  private removeAt(i: number): void {
    const n = this.n
    this.keys.copyWithin(i, i + 1, n)
    const prices = this.prices
    const sizes = this.sizes
    for (let j = i; j < n - 1; j++) {
      prices[j] = prices[j + 1] as string
      sizes[j] = sizes[j + 1] as string
    }
    prices.pop()
    sizes.pop()
    this.n = n - 1
  }

  /** The best price as a number, `NaN` when the side is empty. */
  bestPrice(): number {
    return this.n === 0 ? Number.NaN : (this.keys[this.n - 1] as number) * this.sign
  }

  /** The price at `rank` (0 = best). */
  priceAt(rank: number): string {
    return this.prices[this.n - 1 - rank] as string
  }

  /** The size at `rank` (0 = best). */
  sizeAt(rank: number): string {
    return this.sizes[this.n - 1 - rank] as string
  }

  /** The size at a price, `undefined` when there is no such level. */
  sizeOf(price: string): string | undefined {
    const key = +price * this.sign
    const i = this.lowerBound(key)
    return i < this.n && this.keys[i] === key ? this.sizes[i] : undefined
  }

  /** Copies the best `limit` levels (all by default), best first, into new price and size arrays. */
  copy(limit: number = this.n): { readonly prices: Array<string>; readonly sizes: Array<string> } {
    const m = Math.min(limit, this.n)
    const prices = new Array<string>(m)
    const sizes = new Array<string>(m)
    for (let r = 0; r < m; r++) {
      prices[r] = this.prices[this.n - 1 - r] as string
      sizes[r] = this.sizes[this.n - 1 - r] as string
    }
    return { prices, sizes }
  }
}
