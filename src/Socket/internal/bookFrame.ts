/**
 * Reading an order-book frame straight from its text, without `JSON.parse`: a strict scanner of the exact layout
 * Bybit sends (`{"topic":…,"type":…,"ts":…,"data":{"s":…,"b":[…],"a":[…],"u":…,"seq":…},"cts":…}`, `ts` before
 * `type` on spot and level 1, no whitespace, `seq` and `cts` optional). It accepts a frame only when it is sure `JSON.parse` would give the same object and
 * `bookMessage.validate` would accept it (a test holds the three together); anything else — another key order,
 * whitespace, escapes, non-integer or long numbers, a malformed decimal — is declined, and the caller parses and
 * validates the frame as before. In a process that has loaded the library, `JSON.parse` of a book delta costs
 * several times this scan (see docs/BENCHMARKS.md). Private to the library.
 *
 * @since 0.1.0
 */
import type { Decimal } from "../../Schema/Decimal.js"
import type { Level } from "../../Schema/Orderbook.js"
import type * as WsPublic from "../../Schema/WsPublic.js"

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

// `"` + a decimal (`-?\d+(\.\d+)?`, as `Validator.isDecimalString`) + `"` at `i`.
const dec = (t: string, i: number): Decimal | undefined => {
  if (t.charCodeAt(i) !== 34) return undefined
  const start = i + 1
  let j = start
  if (t.charCodeAt(j) === 45) j++
  const intStart = j
  let c = t.charCodeAt(j)
  while (c >= 48 && c <= 57) c = t.charCodeAt(++j)
  if (j === intStart) return undefined
  if (c === 46) {
    const fracStart = ++j
    c = t.charCodeAt(j)
    while (c >= 48 && c <= 57) c = t.charCodeAt(++j)
    if (j === fracStart) return undefined
  }
  if (c !== 34) return undefined
  at = j + 1
  // checked against the Decimal pattern just now
  return t.slice(start, j) as Decimal
}

// `[]` or `[["p","s"],…]` at `i`.
const levels = (t: string, i: number): Array<Level> | undefined => {
  if (t.charCodeAt(i) !== 91) return undefined
  const out: Array<Level> = []
  if (t.charCodeAt(i + 1) === 93) {
    at = i + 2
    return out
  }
  i++
  for (;;) {
    if (t.charCodeAt(i) !== 91) return undefined
    const price = dec(t, i + 1)
    if (price === undefined || t.charCodeAt(at) !== 44) return undefined
    const size = dec(t, at + 1)
    if (size === undefined || t.charCodeAt(at) !== 93) return undefined
    out.push([price, size])
    const c = t.charCodeAt(at + 1)
    if (c === 93) {
      at += 2
      return out
    }
    if (c !== 44) return undefined
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

/**
 * The frame `JSON.parse(text)` would give — same keys in the same order, same values — when the text has the
 * exchange's exact book-frame layout and that frame passes `bookMessage.validate`; `undefined` otherwise (then parse
 * and validate it the ordinary way).
 *
 * @since 0.1.0
 * @category parsers
 */
export const scan = (t: string): WsPublic.OrderbookMessage | undefined => {
  if (!t.startsWith('{"topic":', 0)) return undefined
  const topic = str(t, 9)
  if (topic === undefined) return undefined
  // linear/inverse/option frames give the type first, spot and level-1 ones the time
  let type: "delta" | "snapshot" | undefined
  let ts: number
  const typeFirst = t.startsWith(',"type":"', at)
  if (typeFirst) {
    type = typeAt(t, at + 9)
    if (type === undefined || !t.startsWith(',"ts":', at)) return undefined
    ts = int(t, at + 6)
  } else {
    if (!t.startsWith(',"ts":', at)) return undefined
    ts = int(t, at + 6)
    if (ts < 0 || !t.startsWith(',"type":"', at)) return undefined
    type = typeAt(t, at + 9)
    if (type === undefined) return undefined
  }
  if (ts < 0 || !t.startsWith(',"data":{"s":', at)) return undefined
  const s = str(t, at + 13)
  if (s === undefined || !t.startsWith(',"b":', at)) return undefined
  const b = levels(t, at + 5)
  if (b === undefined || !t.startsWith(',"a":', at)) return undefined
  const a = levels(t, at + 5)
  if (a === undefined || !t.startsWith(',"u":', at)) return undefined
  const u = int(t, at + 5)
  if (u < 0) return undefined
  let seq = -1
  if (t.startsWith(',"seq":', at)) {
    seq = int(t, at + 7)
    if (seq < 0) return undefined
  }
  if (t.charCodeAt(at) !== 125) return undefined
  at++
  let cts = -1
  if (t.startsWith(',"cts":', at)) {
    cts = int(t, at + 7)
    if (cts < 0) return undefined
  }
  if (at !== t.length - 1 || t.charCodeAt(at) !== 125) return undefined
  // built in the text's key order, as JSON.parse builds it
  const data = seq < 0 ? { s, b, a, u } : { s, b, a, u, seq }
  if (typeFirst) return cts < 0 ? { topic, type, ts, data } : { topic, type, ts, data, cts }
  return cts < 0 ? { topic, ts, type, data } : { topic, ts, type, data, cts }
}
