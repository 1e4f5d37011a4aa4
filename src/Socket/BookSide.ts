/**
 * One side of a local order book, built for 1000-level books under bursty deltas. The sorted order lives in two
 * typed arrays — numeric keys (`Float64Array`, searched by bisection) and slot numbers (`Int32Array`) — while the
 * price and size strings, as they came off the wire, sit in slot-indexed arrays that never move. A level change is
 * a binary search; an insert or a delete also shifts the typed arrays behind it (a memmove, no write barriers),
 * and takes or returns a slot from a free list. Nothing is re-sorted and no object is allocated per level. Levels
 * are stored worst first, best last, because most changes happen near the touch, so shifts stay short.
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
  /** The slot of each sorted position. */
  private slots: Int32Array
  /** Free slots (a stack). */
  private free: Int32Array
  private freeTop: number
  private readonly prices: Array<string>
  private readonly sizes: Array<string>
  private n = 0
  private readonly sign: 1 | -1

  constructor(
    readonly side: Side,
    capacity = 64
  ) {
    const cap = Math.max(4, capacity)
    this.keys = new Float64Array(cap)
    this.slots = new Int32Array(cap)
    this.free = new Int32Array(cap)
    this.prices = new Array<string>(cap).fill("")
    this.sizes = new Array<string>(cap).fill("")
    for (let i = 0; i < cap; i++) this.free[i] = cap - 1 - i
    this.freeTop = cap
    this.sign = side === "bid" ? 1 : -1
  }

  /** The number of levels. */
  get length(): number {
    return this.n
  }

  /** Removes every level (keeps the storage). */
  clear(): void {
    const cap = this.keys.length
    for (let i = 0; i < cap; i++) {
      this.free[i] = cap - 1 - i
      this.prices[i] = ""
      this.sizes[i] = ""
    }
    this.freeTop = cap
    this.n = 0
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
      const slot = this.slots[i] as number
      this.sizes[slot] = size
      this.prices[slot] = price
      return true
    }
    this.insertAt(i, key, price, size)
    return true
  }

  private grow(): void {
    const cap = this.keys.length
    const next = cap * 2
    const keys = new Float64Array(next)
    keys.set(this.keys)
    const slots = new Int32Array(next)
    slots.set(this.slots)
    const free = new Int32Array(next)
    // every slot is in use when growing: the new ones are free
    for (let i = 0; i < cap; i++) free[i] = next - 1 - i
    for (let i = cap; i < next; i++) {
      this.prices.push("")
      this.sizes.push("")
    }
    this.keys = keys
    this.slots = slots
    this.free = free
    this.freeTop = cap
  }

  private insertAt(i: number, key: number, price: string, size: string): void {
    if (this.n === this.keys.length) this.grow()
    const n = this.n
    const slot = this.free[--this.freeTop] as number
    this.keys.copyWithin(i + 1, i, n)
    this.slots.copyWithin(i + 1, i, n)
    this.keys[i] = key
    this.slots[i] = slot
    this.prices[slot] = price
    this.sizes[slot] = size
    this.n = n + 1
  }

  private removeAt(i: number): void {
    const n = this.n
    const slot = this.slots[i] as number
    this.keys.copyWithin(i, i + 1, n)
    this.slots.copyWithin(i, i + 1, n)
    this.free[this.freeTop++] = slot
    this.n = n - 1
  }

  /** The best price as a number, `NaN` when the side is empty. */
  bestPrice(): number {
    return this.n === 0 ? Number.NaN : (this.keys[this.n - 1] as number) * this.sign
  }

  /** The price at `rank` (0 = best). */
  priceAt(rank: number): string {
    return this.prices[this.slots[this.n - 1 - rank] as number] as string
  }

  /** The size at `rank` (0 = best). */
  sizeAt(rank: number): string {
    return this.sizes[this.slots[this.n - 1 - rank] as number] as string
  }

  /** The size at a price, `undefined` when there is no such level. */
  sizeOf(price: string): string | undefined {
    const key = +price * this.sign
    const i = this.lowerBound(key)
    return i < this.n && this.keys[i] === key ? this.sizes[this.slots[i] as number] : undefined
  }

  /** Copies the best `limit` levels (all by default), best first, into new price and size arrays. */
  copy(limit: number = this.n): { readonly prices: Array<string>; readonly sizes: Array<string> } {
    const m = Math.min(limit, this.n)
    const prices: Array<string> = []
    const sizes: Array<string> = []
    for (let r = 0; r < m; r++) {
      const slot = this.slots[this.n - 1 - r] as number
      prices.push(this.prices[slot] as string)
      sizes.push(this.sizes[slot] as string)
    }
    return { prices, sizes }
  }
}
