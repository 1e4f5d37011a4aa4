/**
 * The `data` of a recorded book message read over its bytes (`lineScan.ts` reads the line around it): where each
 * level's price and size texts lie, so a replay lays them as units straight from the bytes. Private to the library.
 *
 * @since 1.1.0
 */
import * as Json from "./jsonScan.js"

/**
 * A scanned book line: the bytes it lies in (`from` to `to`), its receive time and market, where its message
 * starts, and the message's topic, type and levels (the start and end of each level's price and size texts, four
 * offsets into `bytes` a level).
 *
 * @since 1.1.0
 * @category models
 */
export interface ScannedBook {
  readonly kind: "book"
  readonly bytes: Uint8Array
  readonly from: number
  readonly to: number
  readonly r: number
  readonly c: "spot" | "linear" | "inverse" | "option"
  readonly mStart: number
  readonly topic: string
  readonly type: string
  readonly bids: ReadonlyArray<number>
  readonly asks: ReadonlyArray<number>
  /** The data's update id `u` and cross sequence `seq`, where each is a number (else `undefined`). */
  readonly u: number | undefined
  readonly seq: number | undefined
}

/**
 * Where `bookData` leaves the data's `u` and `seq` (one holder, reset by the caller for each line).
 *
 * @since 1.1.0
 * @category models
 */
export interface BookIds {
  u: number | undefined
  seq: number | undefined
}

const SEQ = Json.ascii("seq")

/** Book levels at `at`: an array of `[price, size]` rows of two strings, their spans pushed to `out`. */
const rows = (b: Uint8Array, at: number, end: number, out: Array<number>): number => {
  if (b[at] !== Json.OPEN_BRACKET) return -1
  let k = at + 1
  if (k < end && b[k] === Json.CLOSE_BRACKET) return k + 1
  for (;;) {
    if (k >= end || b[k] !== Json.OPEN_BRACKET) return -1
    const p = Json.str(b, k + 1, end)
    if (p < 0 || p >= end || b[p] !== Json.COMMA) return -1
    const q = Json.str(b, p + 1, end)
    if (q < 0 || q >= end || b[q] !== Json.CLOSE_BRACKET) return -1
    out.push(k + 2, p - 1, p + 2, q - 1)
    k = q + 1
    if (k >= end) return -1
    if (b[k] === Json.CLOSE_BRACKET) return k + 1
    if (b[k] !== Json.COMMA) return -1
    k++
  }
}

/**
 * The message's `data` at `at`: an object whose `b` and `a` (each at most once) are rows, their spans pushed to
 * `bids` and `asks`, and whose number `u` and `seq` (each at most once) are put in `ids`; its other fields any JSON.
 * The position after it, or -1.
 *
 * @since 1.1.0
 */
export const bookData = (
  b: Uint8Array,
  at: number,
  end: number,
  bids: Array<number>,
  asks: Array<number>,
  ids: BookIds
): number => {
  if (at >= end || b[at] !== Json.OPEN_BRACE) return -1
  let k = at + 1
  if (k < end && b[k] === Json.CLOSE_BRACE) return k + 1
  let seenB = false
  let seenA = false
  let seenU = false
  let seenSeq = false
  for (;;) {
    const key = Json.str(b, k, end)
    if (key < 0 || key >= end || b[key] !== Json.COLON) return -1
    // one-letter keys by their letter; `seq`
    const name = key - k === 3 ? (b[k + 1] as number) : key - k === 5 && Json.has(b, k + 1, key, SEQ) ? 1 : 0
    k = key + 1
    if (name === 0x62) {
      if (seenB) return -1
      seenB = true
      k = rows(b, k, end, bids)
    } else if (name === 0x61) {
      if (seenA) return -1
      seenA = true
      k = rows(b, k, end, asks)
    } else if (name === 0x75 || name === 1) {
      // `u` and `seq`, each at most once: their value when a number
      if (name === 1 ? seenSeq : seenU) return -1
      if (name === 1) seenSeq = true
      else seenU = true
      const e = Json.num(b, k, end)
      if (e < 0) k = Json.value(b, k, end)
      else {
        if (name === 1) ids.seq = Json.numberAt(b, k, e)
        else ids.u = Json.numberAt(b, k, e)
        k = e
      }
    } else k = Json.value(b, k, end)
    if (k < 0 || k >= end) return -1
    if (b[k] === Json.CLOSE_BRACE) return k + 1
    if (b[k] !== Json.COMMA) return -1
    k++
  }
}
