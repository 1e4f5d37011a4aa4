/**
 * One side of a local order book, built for 1000-level books under bursty deltas. The sorted order lives in two
 * typed arrays — numeric keys (`Float64Array`, searched by bisection) and slot numbers (`Int32Array`) — while the
 * price and size strings, as they came off the wire, sit in slot-indexed arrays that never move. A level change is
 * a search (galloping from the touch, then bisection); an insert or a delete also shifts the shorter part of the
 * typed arrays (no write barriers), and takes or returns a slot from a free list. Nothing is re-sorted and no object is allocated per level. Levels are
 * stored worst first, best last, in the middle of arrays with room at both ends: changes cluster at the touch (the
 * high end) and, on deep books, at the worst level (levels leaving and entering the subscribed depth), so both
 * ends shift only a few entries.
 *
 * Prices are compared as numbers parsed once per level change (a decimal string of at most 15 significant digits
 * maps to a distinct double, far more than any Bybit tick needs); sizes are never parsed, so they stay exact.
 *
 * @since 0.1.0
 */
import * as Price from "./internal/price.js"

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
export const isZero = (size: string): boolean => isZeroIn(size, 0, size.length)

// Whether `text.slice(start, end)` is zero, read in place.
const isZeroIn = (text: string, start: number, end: number): boolean => {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c !== 48 && c !== 46) return false
  }
  return true
}

// Whether `known` has the characters of `text.slice(start, end)`.
const sameAs = (known: string, text: string, start: number, end: number): boolean => {
  const n = end - start
  if (known.length !== n) return false
  for (let k = 0; k < n; k++) if (known.charCodeAt(k) !== text.charCodeAt(start + k)) return false
  return true
}

// Moves `len` entries of both position arrays from `from` to `to` (overlap allowed); short moves by hand, since
// they are the common case and the builtin's call costs more than the copy.
const shift = (keys: Float64Array, slots: Int32Array, from: number, to: number, len: number): void => {
  if (len > 24) {
    keys.copyWithin(to, from, from + len)
    slots.copyWithin(to, from, from + len)
  } else if (to < from) {
    for (let j = 0; j < len; j++) {
      keys[to + j] = keys[from + j] as number
      slots[to + j] = slots[from + j] as number
    }
  } else {
    for (let j = len - 1; j >= 0; j--) {
      keys[to + j] = keys[from + j] as number
      slots[to + j] = slots[from + j] as number
    }
  }
}

/**
 * One side of a book (mutable; see the module docs).
 *
 * @since 0.1.0
 * @category models
 */
export class BookSide {
  /** Sort keys at positions `lo` to `lo + n - 1`, ascending, best last: the price for bids, minus it for asks. */
  private keys: Float64Array
  /** The slot of each sorted position. */
  private slots: Int32Array
  /** The position of the worst level; the arrays hold twice the slots plus two, so both ends have room. */
  private lo: number
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
    this.keys = new Float64Array(2 * cap + 2)
    this.slots = new Int32Array(2 * cap + 2)
    this.lo = cap + 1
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
    const cap = this.free.length
    for (let i = 0; i < cap; i++) {
      this.free[i] = cap - 1 - i
      this.prices[i] = ""
      this.sizes[i] = ""
    }
    this.freeTop = cap
    this.n = 0
    this.lo = this.keys.length >> 1
  }

  // The index (from the worst level) of the first key >= `key` (0..n). Most changes are near the touch (the top):
  // gallop down from it, then bisect the last step; a key at or below the worst level (levels leaving or entering
  // the subscribed depth) is answered at once.
  private lowerBound(key: number): number {
    const keys = this.keys
    const base = this.lo
    const n = this.n
    if (n === 0 || key <= (keys[base] as number)) return 0
    let hi = base + n - 1
    if ((keys[hi] as number) < key) return n
    // keys[hi] >= key > keys[base]
    let step = 1
    let lo = hi - 1
    while (lo > base && (keys[lo] as number) >= key) {
      hi = lo
      step += step
      lo = hi - step
    }
    if (lo < base) lo = base
    // keys[lo] < key <= keys[hi]
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1
      if ((keys[mid] as number) < key) lo = mid
      else hi = mid
    }
    return hi - base
  }

  /**
   * Sets a level: a zero size deletes it, an unknown price inserts it, a known one replaces its size. Returns
   * `false` when the price is not a finite number (the caller treats the message as invalid).
   */
  set(price: string, size: string): boolean {
    return this.setIn(Price.parsePrice(price), price, 0, price.length, size, 0, size.length)
  }

  /**
   * `set(priceText.slice(ps, pe), sizeText.slice(ss, se))`, where `numeric` is `Price.parsePrice` of that price,
   * read in place: a string is sliced only when the side keeps it (a size, or a price it did not hold as such).
   */
  setIn(numeric: number, priceText: string, ps: number, pe: number, sizeText: string, ss: number, se: number): boolean {
    if (!Number.isFinite(numeric)) return false
    const key = numeric * this.sign
    const i = this.lowerBound(key)
    const found = i < this.n && this.keys[this.lo + i] === key
    if (isZeroIn(sizeText, ss, se)) {
      if (found) this.removeAt(i)
      return true
    }
    // (a slice of a whole string is that string)
    const size = sizeText.slice(ss, se)
    if (found) {
      const slot = this.slots[this.lo + i] as number
      this.sizes[slot] = size
      // another spelling of the same price (`1.50` for `1.5`) replaces it, as the frame says it
      if (!sameAs(this.prices[slot] as string, priceText, ps, pe)) this.prices[slot] = priceText.slice(ps, pe)
      return true
    }
    this.insertAt(i, key, priceText.slice(ps, pe), size)
    return true
  }

  // Every slot is in use: doubles the slots and the position arrays, the levels centred again.
  private grow(): void {
    const cap = this.free.length
    const next = cap * 2
    const positions = 2 * next + 2
    const lo = (positions - this.n) >> 1
    const keys = new Float64Array(positions)
    keys.set(this.keys.subarray(this.lo, this.lo + this.n), lo)
    const slots = new Int32Array(positions)
    slots.set(this.slots.subarray(this.lo, this.lo + this.n), lo)
    const free = new Int32Array(next)
    for (let i = 0; i < cap; i++) free[i] = next - 1 - i
    for (let i = cap; i < next; i++) {
      this.prices.push("")
      this.sizes.push("")
    }
    this.keys = keys
    this.slots = slots
    this.lo = lo
    this.free = free
    this.freeTop = cap
  }

  // An end of the position arrays was reached: centre the levels (the arrays hold more than twice of them).
  private recentre(): void {
    const lo = (this.keys.length - this.n) >> 1
    shift(this.keys, this.slots, this.lo, lo, this.n)
    this.lo = lo
  }

  private insertAt(i: number, key: number, price: string, size: string): void {
    if (this.freeTop === 0) this.grow()
    const n = this.n
    const slot = this.free[--this.freeTop] as number
    let at: number
    if (i < n - i) {
      // the worse part is the shorter: move it one down
      if (this.lo === 0) this.recentre()
      const lo = this.lo
      shift(this.keys, this.slots, lo, lo - 1, i)
      this.lo = lo - 1
      at = lo - 1 + i
    } else {
      if (this.lo + n === this.keys.length) this.recentre()
      at = this.lo + i
      shift(this.keys, this.slots, at, at + 1, n - i)
    }
    this.keys[at] = key
    this.slots[at] = slot
    this.prices[slot] = price
    this.sizes[slot] = size
    this.n = n + 1
  }

  private removeAt(i: number): void {
    const n = this.n
    const lo = this.lo
    const slot = this.slots[lo + i] as number
    if (i < n - 1 - i) {
      shift(this.keys, this.slots, lo, lo + 1, i)
      this.lo = lo + 1
    } else {
      shift(this.keys, this.slots, lo + i + 1, lo + i, n - 1 - i)
    }
    this.free[this.freeTop++] = slot
    this.n = n - 1
  }

  /** The best price as a number, `NaN` when the side is empty. */
  bestPrice(): number {
    return this.n === 0 ? Number.NaN : (this.keys[this.lo + this.n - 1] as number) * this.sign
  }

  /** The price at `rank` (0 = best). */
  priceAt(rank: number): string {
    return this.prices[this.slots[this.lo + this.n - 1 - rank] as number] as string
  }

  /** The size at `rank` (0 = best). */
  sizeAt(rank: number): string {
    return this.sizes[this.slots[this.lo + this.n - 1 - rank] as number] as string
  }

  /** The size at a price, `undefined` when there is no such level. */
  sizeOf(price: string): string | undefined {
    const key = Price.parsePrice(price) * this.sign
    const i = this.lowerBound(key)
    return i < this.n && this.keys[this.lo + i] === key ? this.sizes[this.slots[this.lo + i] as number] : undefined
  }

  /** Copies the best `limit` levels (all by default), best first, into new price and size arrays. */
  copy(limit: number = this.n): { readonly prices: Array<string>; readonly sizes: Array<string> } {
    const m = Math.min(limit, this.n)
    const prices: Array<string> = []
    const sizes: Array<string> = []
    const top = this.lo + this.n - 1
    for (let r = 0; r < m; r++) {
      const slot = this.slots[top - r] as number
      prices.push(this.prices[slot] as string)
      sizes.push(this.sizes[slot] as string)
    }
    return { prices, sizes }
  }
}
