/**
 * The `data` of a recorded book message read over its bytes (`internal/lineScan.ts` reads the line around it):
 * where each level's price and size texts lie and their values, read once, so a replay lays them as units without
 * reading the texts again (`units`). The recording's module for the replay, which lays a scanned line's levels
 * (the emulator's `ReplayBook`); no entry point of the package exports it.
 *
 * @since 1.1.0
 */
import * as Json from "./internal/jsonScan.js"

/**
 * A scanned book line: the bytes it lies in (`from` to `to`), its receive time and market, where its message
 * starts, the message's topic and type, its data's `u` and `seq`, and its levels: four offsets into `bytes` a level
 * (the start and end of its price's text and of its size's) in `spans`, a block the levels of many lines share
 * (this line's bids from `bidsFrom` to `bidsTo`, its asks from `asksFrom` to `asksTo`): no array per line. In
 * `values`, at the same places, each text's digits as one integer and its count of decimals (`units` reads them).
 *
 * @since 1.1.0
 * @category models
 */
export interface ScannedBook extends Json.ScannedMessage {
  readonly kind: "book"
  readonly spans: Int32Array
  /** At a level's span `k`: its price's digits (`k`) and decimals (`k + 1`), its size's (`k + 2`, `k + 3`). */
  readonly values: Float64Array
  readonly bidsFrom: number
  readonly bidsTo: number
  readonly asksFrom: number
  readonly asksTo: number
  /** The data's update id `u` and cross sequence `seq`, where each is a number (else `undefined`). */
  readonly u: number | undefined
  readonly seq: number | undefined
}

/**
 * What `bookData` leaves of a line's data (one holder, reset by `begin` for each line): its `u` and `seq`, and
 * where its bids' and asks' spans lie from the line's first span (`lineStart` of the block).
 *
 * @since 1.1.0
 * @category models
 */
export interface BookData {
  u: number | undefined
  seq: number | undefined
  bidsFrom: number
  bidsTo: number
  asksFrom: number
  asksTo: number
}

const blockSize = 16 * 1024
// The first block is small, so the first lines of a read fill it and it is changed while the scan is still new: the
// scan is then made fast knowing that it changes blocks (a first change after that, ~800 lines in, threw away the
// fast code of the scan and had it made again, compiling it twice: docs/BENCHMARKS.md, "Figures quoted from code").
const firstBlockSize = 1024

/**
 * The block the scanned lines' level spans go to (and their values, `values`, at the same places): a line's spans
 * are appended; when the block is full the line's spans so far move to a new one (the lines scanned before keep the
 * old). The spans of a line that is not scanned after all are dropped (`drop`).
 *
 * @since 1.1.0
 * @category models
 */
export class Spans {
  block = new Int32Array(firstBlockSize)
  values = new Float64Array(firstBlockSize)
  /** Where the line being scanned starts in the block, and the next free place. */
  lineStart = 0
  used = 0

  /** A new line starts. */
  begin(): void {
    this.lineStart = this.used
  }

  /** The line being scanned was not scanned after all. */
  drop(): void {
    this.used = this.lineStart
  }

  /** Where the line's spans go now (from `lineStart`): the block is changed when it is full. */
  room(count: number): Int32Array {
    if (this.used + count <= this.block.length) return this.block
    const line = this.used - this.lineStart
    const size = Math.max(blockSize, 2 * (line + count))
    const block = new Int32Array(size)
    block.set(this.block.subarray(this.lineStart, this.used))
    const values = new Float64Array(size)
    values.set(this.values.subarray(this.lineStart, this.used))
    this.block = block
    this.values = values
    this.lineStart = 0
    this.used = line
    return block
  }
}

/**
 * The spans of every scanned line (scanning is synchronous: one line at a time).
 *
 * @since 1.1.0
 */
export const spans = new Spans()

const SEQ = Json.ascii("seq")

/**
 * The end of the string at `at` (its closing quote's place), as `Json.str` less 1: a level's texts are decimals, their
 * bytes digits and a point, read by a tighter loop that also reads their value: `values[slot]` the digits as one
 * integer and `values[slot + 1]` the count of decimals, or -1 where the text is not a plain decimal of at most 15
 * digits (any other byte is left to `Json.str`).
 */
const decimal = (b: Uint8Array, at: number, end: number, values: Float64Array, slot: number): number => {
  if (at >= end || b[at] !== Json.QUOTE) return -1
  let k = at + 1
  let v = 0
  let point = -1
  for (; k < end; k++) {
    const c = b[k] as number
    if (c >= 48 && c <= 57) v = v * 10 + (c - 48)
    else if (c === 46 && point < 0) point = k
    else break
  }
  if (k < end && b[k] === Json.QUOTE) {
    const digits = k - at - 1 - (point < 0 ? 0 : 1)
    // digits on both sides of a point, at most 15 in all (their integer exact)
    const plain = digits > 0 && digits <= 15 && point !== at + 1 && point !== k - 1
    values[slot] = v
    values[slot + 1] = plain ? (point < 0 ? 0 : k - point - 1) : -1
    return k
  }
  values[slot + 1] = -1
  const e = Json.str(b, at, end)
  return e < 0 ? -1 : e - 1
}

const powers = Array.from({ length: 23 }, (_, k) => 10 ** k)

/**
 * The units of 10^-`scale` of the text whose values lie at `at` of `values` (a level's price at its span `k`, its
 * size at `k + 2`): its digits times the power of ten its decimals leave to `scale`; -1 where that is not exact (a
 * text that is not a plain decimal, more decimals than `scale`, 10^15 units or more): the text is then read as it
 * is (`Fixed.parseUnitsBytes`), which gives the same units wherever this gives any.
 *
 * @since 1.1.0
 */
export const units = (values: Float64Array, at: number, scale: number): number => {
  const decimals = values[at + 1] as number
  if (decimals < 0 || decimals > scale || scale - decimals >= powers.length) return -1
  const v = (values[at] as number) * (powers[scale - decimals] as number)
  return v < 1e15 ? v : -1
}

/** Book levels at `at`: an array of `[price, size]` rows of two strings, their spans appended to `spans`. */
const rows = (b: Uint8Array, at: number, end: number): number => {
  if (b[at] !== Json.OPEN_BRACKET) return -1
  let k = at + 1
  if (k < end && b[k] === Json.CLOSE_BRACKET) return k + 1
  // the block and the next free place held here, put back in `spans` when the block changes and at the end
  const s = spans
  let block: Int32Array = s.block
  let values = s.values
  let n = s.used
  for (;;) {
    if (k >= end || b[k] !== Json.OPEN_BRACKET) break
    if (n + 4 > block.length) {
      s.used = n
      block = s.room(4)
      values = s.values
      n = s.used
    }
    // p and q: the closing quotes of the price and the size
    const p = decimal(b, k + 1, end, values, n)
    if (p < 0 || p + 1 >= end || b[p + 1] !== Json.COMMA) break
    const q = decimal(b, p + 2, end, values, n + 2)
    if (q < 0 || q + 1 >= end || b[q + 1] !== Json.CLOSE_BRACKET) break
    block[n] = k + 2
    block[n + 1] = p
    block[n + 2] = p + 3
    block[n + 3] = q
    n += 4
    k = q + 2
    if (k >= end) break
    const c = b[k]
    if (c === Json.CLOSE_BRACKET) {
      s.used = n
      return k + 1
    }
    if (c !== Json.COMMA) break
    k++
  }
  s.used = n
  return -1
}

/**
 * The message's `data` at `at`: an object whose `b` and `a` (each at most once) are rows, their spans appended to
 * `spans` (where each side's lie put in `ids`), and whose number `u` and `seq` (each at most once) are put in
 * `ids`; its other fields any JSON.
 * The position after it, or -1.
 *
 * @since 1.1.0
 */
export const bookData = (b: Uint8Array, at: number, end: number, ids: BookData): number => {
  if (at >= end || b[at] !== Json.OPEN_BRACE) return -1
  let k = at + 1
  if (k < end && b[k] === Json.CLOSE_BRACE) return k + 1
  let seenB = false
  let seenA = false
  let seenU = false
  let seenSeq = false
  for (;;) {
    // a one-letter key read at once (its letter a plain one); any other by `Json.str`
    const key =
      b[k + 2] === Json.QUOTE && b[k] === Json.QUOTE && Json.plain(b[k + 1] as number) ? k + 3 : Json.str(b, k, end)
    if (key < 0 || key >= end || b[key] !== Json.COLON) return -1
    // one-letter keys by their letter; `seq`
    const name = key - k === 3 ? (b[k + 1] as number) : key - k === 5 && Json.has(b, k + 1, key, SEQ) ? 1 : 0
    k = key + 1
    if (name === 0x62) {
      if (seenB) return -1
      seenB = true
      ids.bidsFrom = spans.used - spans.lineStart
      k = rows(b, k, end)
      ids.bidsTo = spans.used - spans.lineStart
    } else if (name === 0x61) {
      if (seenA) return -1
      seenA = true
      ids.asksFrom = spans.used - spans.lineStart
      k = rows(b, k, end)
      ids.asksTo = spans.used - spans.lineStart
    } else if (name === 0x75 || name === 1) {
      // `u` and `seq`, each at most once: their value when a number
      if (name === 1 ? seenSeq : seenU) return -1
      if (name === 1) seenSeq = true
      else seenU = true
      let e = Json.int(b, k, end)
      let v = Json.read.int
      if (e < 0) {
        e = Json.num(b, k, end)
        v = e < 0 ? 0 : Json.numberAt(b, k, e)
      }
      if (e < 0) k = Json.value(b, k, end)
      else {
        if (name === 1) ids.seq = v
        else ids.u = v
        k = e
      }
    } else k = Json.value(b, k, end)
    if (k < 0 || k >= end) return -1
    if (b[k] === Json.CLOSE_BRACE) return k + 1
    if (b[k] !== Json.COMMA) return -1
    k++
  }
}
