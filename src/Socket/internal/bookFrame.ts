/**
 * Reading an order-book frame straight from its text, without `JSON.parse`: a strict scanner of the exact layout
 * Bybit sends (`{"topic":…,"type":…,"ts":…,"data":{"s":…,"b":[…],"a":[…],"u":…,"seq":…},"cts":…}`, `ts` before
 * `type` on spot and level 1, no whitespace, `seq` and `cts` optional). It accepts a frame only when it is sure `JSON.parse` would give the same object and
 * `bookMessage.validate` would accept it (a test holds the three together); anything else — another key order,
 * whitespace, escapes, non-integer or long numbers, a malformed decimal — is declined, and the caller parses and
 * validates the frame as before. In a process that has loaded the library, `JSON.parse` of a book delta costs
 * several times this scan (see docs/BENCHMARKS.md).
 *
 * `read` is the scan without the frame: it leaves the frame's fields and where each level's price and size sit in the
 * text in a reused `Reading`, and numbers each price as `Price.parsePrice` would, so a book can apply the levels
 * straight from the text (`LocalBook.applyReading`), slicing only the strings it keeps. `scan` is `read` plus the
 * frame built from the reading, so both accept exactly the same texts. Private to the library.
 *
 * @since 0.1.0
 */
import type { Decimal } from "../../Schema/Decimal.js"
import type { Level } from "../../Schema/Orderbook.js"
import type * as WsPublic from "../../Schema/WsPublic.js"
import * as Price from "./price.js"

/**
 * Where a frame's fields and levels sit in its text, filled by `read` (one instance is reused frame after frame).
 * Level `k` (bids first, then asks) spans `bounds[4k]`..`bounds[4k + 1]` (price) and `bounds[4k + 2]`..`bounds[4k + 3]`
 * (size), without quotes; `prices[k]` is its price as `Price.parsePrice` reads it.
 *
 * @since 0.1.0
 * @category models
 */
export class Reading {
  text = ""
  topic = ""
  type: "delta" | "snapshot" = "delta"
  /** `ts` before `type` in the text (spot and level-1 frames). */
  timeFirst = false
  ts = 0
  /** -1 when the frame has no `cts`. */
  cts = -1
  s = ""
  u = 0
  /** -1 when the frame has no `seq`. */
  seq = -1
  bids = 0
  asks = 0
  bounds: Int32Array = new Int32Array(4 * 64)
  prices: Float64Array = new Float64Array(64)

  /** Room for `n` levels. */
  reserve(n: number): void {
    if (n <= this.prices.length) return
    const size = Math.max(n, this.prices.length * 2)
    const bounds = new Int32Array(4 * size)
    bounds.set(this.bounds)
    const prices = new Float64Array(size)
    prices.set(this.prices)
    this.bounds = bounds
    this.prices = prices
  }

  /** The price string of level `k`. */
  price(k: number): Decimal {
    return this.text.slice(this.bounds[4 * k] as number, this.bounds[4 * k + 1] as number) as Decimal
  }

  /** The size string of level `k`. */
  size(k: number): Decimal {
    return this.text.slice(this.bounds[4 * k + 2] as number, this.bounds[4 * k + 3] as number) as Decimal
  }
}

// Where the scan stopped, or -1 when the text is declined.
let at = 0

// `"` + plain characters + `"` at `i` (no escape, no control character: JSON.parse gives the same characters).
const str = (t: string, i: number): string | undefined => {
  if (t.charCodeAt(i) !== 34) return undefined
  const start = i + 1
  let j = start
  for (;;) {
    const c = t.charCodeAt(j)
    if (c === 34) break
    // NaN (end of text), a control character or a backslash: decline
    if (!(c >= 32) || c === 92) return undefined
    j++
  }
  at = j + 1
  return t.slice(start, j)
}

// A JSON integer of at most 15 digits at `i` (exactly representable, so its value is JSON.parse's); -1 otherwise.
const int = (t: string, i: number): number => {
  let c = t.charCodeAt(i)
  if (c === 48) {
    at = i + 1
    return 0
  }
  if (!(c >= 49 && c <= 57)) return -1
  let m = 0
  const start = i
  while (c >= 48 && c <= 57) {
    m = m * 10 + (c - 48)
    c = t.charCodeAt(++i)
  }
  // a fraction or an exponent is not an integer literal here: decline
  if (i - start > 15 || c === 46 || c === 101 || c === 69) return -1
  at = i
  return m
}

// `"` + a decimal (`-?\d+(\.\d+)?`, as `Validator.isDecimalString`) + `"` at `i`: true when it is one, `at` then
// just past the closing quote (the digits are `i + 1`..`at - 1`).
const dec = (t: string, i: number): boolean => {
  if (t.charCodeAt(i) !== 34) return false
  let j = i + 1
  if (t.charCodeAt(j) === 45) j++
  const intStart = j
  let c = t.charCodeAt(j)
  while (c >= 48 && c <= 57) c = t.charCodeAt(++j)
  if (j === intStart) return false
  if (c === 46) {
    const fracStart = ++j
    c = t.charCodeAt(j)
    while (c >= 48 && c <= 57) c = t.charCodeAt(++j)
    if (j === fracStart) return false
  }
  if (c !== 34) return false
  at = j + 1
  return true
}

// `[]` or `[["p","s"],…]` at `i`, recorded into `r` from level `k` on; the number of levels, or -1.
const levels = (t: string, i: number, r: Reading, k: number): number => {
  if (t.charCodeAt(i) !== 91) return -1
  if (t.charCodeAt(i + 1) === 93) {
    at = i + 2
    return 0
  }
  const first = k
  i++
  for (;;) {
    if (t.charCodeAt(i) !== 91 || !dec(t, i + 1) || t.charCodeAt(at) !== 44) return -1
    const priceEnd = at - 1
    const sizeAt = at + 1
    if (!dec(t, sizeAt) || t.charCodeAt(at) !== 93) return -1
    if (k >= r.prices.length) r.reserve(k + 1)
    const b = r.bounds
    b[4 * k] = i + 2
    b[4 * k + 1] = priceEnd
    b[4 * k + 2] = sizeAt + 1
    b[4 * k + 3] = at - 1
    r.prices[k] = Price.parsePriceIn(t, i + 2, priceEnd)
    k++
    const c = t.charCodeAt(at + 1)
    if (c === 93) {
      at += 2
      return k - first
    }
    if (c !== 44) return -1
    i = at + 2
  }
}

// `delta"` or `snapshot"` at `i` (after the opening quote).
const typeAt = (t: string, i: number): "delta" | "snapshot" | undefined => {
  if (t.startsWith('delta"', i)) {
    at = i + 6
    return "delta"
  }
  if (t.startsWith('snapshot"', i)) {
    at = i + 9
    return "snapshot"
  }
  return undefined
}

// One topic string per topic: the text's topic is handed back as the one read before when the characters match.
let lastTopic = ""

const topicOf = (t: string): string | undefined => {
  const n = lastTopic.length
  if (t.charCodeAt(9 + n + 1) === 34 && t.startsWith(lastTopic, 10) && t.charCodeAt(9) === 34) {
    // the same characters and no escape in them (they were checked when first read)
    at = 9 + n + 2
    return lastTopic
  }
  const topic = str(t, 9)
  if (topic !== undefined) lastTopic = topic
  return topic
}

/**
 * Reads a frame with the exchange's exact book-frame layout into `r` (see `Reading`); false when the text is
 * declined (then parse and validate it the ordinary way). What it accepts is what `scan` accepts.
 *
 * @since 0.1.0
 * @category parsers
 */
export const read = (t: string, r: Reading): boolean => {
  if (!t.startsWith('{"topic":', 0)) return false
  const topic = topicOf(t)
  if (topic === undefined) return false
  // linear/inverse/option frames give the type first, spot and level-1 ones the time
  let type: "delta" | "snapshot" | undefined
  let ts: number
  const typeFirst = t.startsWith(',"type":"', at)
  if (typeFirst) {
    type = typeAt(t, at + 9)
    if (type === undefined || !t.startsWith(',"ts":', at)) return false
    ts = int(t, at + 6)
  } else {
    if (!t.startsWith(',"ts":', at)) return false
    ts = int(t, at + 6)
    if (ts < 0 || !t.startsWith(',"type":"', at)) return false
    type = typeAt(t, at + 9)
    if (type === undefined) return false
  }
  if (ts < 0 || !t.startsWith(',"data":{"s":', at)) return false
  const s = str(t, at + 13)
  if (s === undefined || !t.startsWith(',"b":', at)) return false
  const bids = levels(t, at + 5, r, 0)
  if (bids < 0 || !t.startsWith(',"a":', at)) return false
  const asks = levels(t, at + 5, r, bids)
  if (asks < 0 || !t.startsWith(',"u":', at)) return false
  const u = int(t, at + 5)
  if (u < 0) return false
  let seq = -1
  if (t.startsWith(',"seq":', at)) {
    seq = int(t, at + 7)
    if (seq < 0) return false
  }
  if (t.charCodeAt(at) !== 125) return false
  at++
  let cts = -1
  if (t.startsWith(',"cts":', at)) {
    cts = int(t, at + 7)
    if (cts < 0) return false
  }
  if (at !== t.length - 1 || t.charCodeAt(at) !== 125) return false
  r.text = t
  r.topic = topic
  r.type = type
  r.timeFirst = !typeFirst
  r.ts = ts
  r.cts = cts
  r.s = s
  r.u = u
  r.seq = seq
  r.bids = bids
  r.asks = asks
  return true
}

const levelsOf = (r: Reading, from: number, to: number): Array<Level> => {
  const out = new Array<Level>(to - from)
  for (let k = from; k < to; k++) out[k - from] = [r.price(k), r.size(k)]
  return out
}

/**
 * The frame of a reading, as `JSON.parse` builds it (same keys in the same order, same values).
 *
 * @since 0.1.0
 * @category parsers
 */
export const frameOf = (r: Reading): WsPublic.OrderbookMessage => {
  const { topic, type, ts, s, u, seq, cts } = r
  const b = levelsOf(r, 0, r.bids)
  const a = levelsOf(r, r.bids, r.bids + r.asks)
  // built in the text's key order, as JSON.parse builds it
  const data = seq < 0 ? { s, b, a, u } : { s, b, a, u, seq }
  if (!r.timeFirst) return cts < 0 ? { topic, type, ts, data } : { topic, type, ts, data, cts }
  return cts < 0 ? { topic, ts, type, data } : { topic, ts, type, data, cts }
}

const scanned = new Reading()

/**
 * The frame `JSON.parse(text)` would give — same keys in the same order, same values — when the text has the
 * exchange's exact book-frame layout and that frame passes `bookMessage.validate`; `undefined` otherwise (then parse
 * and validate it the ordinary way).
 *
 * @since 0.1.0
 * @category parsers
 */
export const scan = (t: string): WsPublic.OrderbookMessage | undefined => {
  if (!read(t, scanned)) return undefined
  const frame = frameOf(scanned)
  scanned.text = ""
  return frame
}
