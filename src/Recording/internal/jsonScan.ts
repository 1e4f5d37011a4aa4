/**
 * JSON read over bytes without parsing it: each step takes the position of a value in `b` (ending before `end`)
 * and answers the position just after it, or -1 where the bytes are not JSON of that form. Only a strict subset is
 * read — no whitespace, strings of printable ASCII without escapes — so what passes is JSON that `JSON.parse` reads
 * to the same values; anything else is left to `JSON.parse` by the caller. Private to the library.
 *
 * @since 1.1.0
 */

/** `"` */
export const QUOTE = 0x22
/** `,` */
export const COMMA = 0x2c
/** `:` */
export const COLON = 0x3a
/** `{` */
export const OPEN_BRACE = 0x7b
/** `}` */
export const CLOSE_BRACE = 0x7d
/** `[` */
export const OPEN_BRACKET = 0x5b
/** `]` */
export const CLOSE_BRACKET = 0x5d

const BACKSLASH = 0x5c
const MINUS = 0x2d
const DOT = 0x2e

const isDigit = (c: number): boolean => c >= 48 && c <= 57

// A byte in a string: 0 printable ASCII, 1 the closing quote, 2 what ends the scan (an escape, a control
// character, a byte of a multi-byte character: left to JSON.parse).
const classes = Uint8Array.from({ length: 256 }, (_, c) =>
  c === QUOTE ? 1 : c === BACKSLASH || c < 0x20 || c > 0x7e ? 2 : 0
)

/**
 * Whether a byte may stand in a string as it is (printable ASCII but the quote and the backslash).
 *
 * @since 1.1.0
 */
export const plain = (c: number): boolean => classes[c] === 0

/**
 * The bytes of an ASCII text.
 *
 * @since 1.1.0
 */
export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0))

/**
 * Whether `word` lies at `at` (before `end`).
 *
 * @since 1.1.0
 */
export const has = (b: Uint8Array, at: number, end: number, word: Uint8Array): boolean => {
  const n = word.length
  if (at + n > end) return false
  for (let k = 0; k < n; k++) if (b[at + k] !== word[k]) return false
  return true
}

// The view of the bytes last compared four at a time (`Word`): a reader scans the lines of one chunk after another.
let viewed: Uint8Array | undefined
let view: DataView = new DataView(new ArrayBuffer(0))

/**
 * Makes `b` the bytes `Word.at` compares (it would on its first call with them).
 *
 * @since 1.1.0
 */
export const viewing = (b: Uint8Array): void => {
  if (b === viewed) return
  viewed = b
  view = new DataView(b.buffer, b.byteOffset, b.byteLength)
}

/**
 * A long word a recording repeats line after line, compared four bytes at a time: about three times as fast as
 * byte by byte (`has`) for the 60-byte head of a book line.
 *
 * @since 1.1.0
 */
export class Word {
  /** The word's bytes as little-endian 32-bit integers, its last `length % 4` bytes left out. */
  private readonly ints: Int32Array

  constructor(readonly bytes: Uint8Array) {
    const words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const ints = new Int32Array(bytes.length >> 2)
    for (let k = 0; k < ints.length; k++) ints[k] = words.getInt32(4 * k, true)
    this.ints = ints
  }

  /** Whether the word lies at `at` (before `end`). */
  at(b: Uint8Array, at: number, end: number): boolean {
    const bytes = this.bytes
    const n = bytes.length
    if (at + n > end) return false
    if (b !== viewed) viewing(b)
    const v = view
    const ints = this.ints
    for (let k = 0; k < ints.length; k++) if (v.getInt32(at + 4 * k, true) !== ints[k]) return false
    for (let k = ints.length * 4; k < n; k++) if (b[at + k] !== bytes[k]) return false
    return true
  }
}

/**
 * Whether the text from `from` to `to` is `word`.
 *
 * @since 1.1.0
 */
export const is = (b: Uint8Array, from: number, to: number, word: Uint8Array): boolean =>
  to - from === word.length && has(b, from, to, word)

/**
 * A string of printable ASCII without escapes at `at`: the position after its closing quote (its text lies from
 * `at + 1` to the result less 1).
 *
 * @since 1.1.0
 */
export const str = (b: Uint8Array, at: number, end: number): number => {
  if (at >= end || b[at] !== QUOTE) return -1
  for (let k = at + 1; k < end; k++) {
    const kind = classes[b[k] as number] as number
    if (kind !== 0) return kind === 1 ? k + 1 : -1
  }
  return -1
}

/**
 * A JSON number at `at`.
 *
 * @since 1.1.0
 */
export const num = (b: Uint8Array, at: number, end: number): number => {
  let k = at
  if (k < end && b[k] === MINUS) k++
  if (k >= end) return -1
  const first = b[k] as number
  if (first === 48) k++
  else if (isDigit(first)) {
    k++
    while (k < end && isDigit(b[k] as number)) k++
  } else return -1
  if (k < end && b[k] === DOT) {
    k++
    if (k >= end || !isDigit(b[k] as number)) return -1
    while (k < end && isDigit(b[k] as number)) k++
  }
  if (k < end && (b[k] === 0x65 || b[k] === 0x45)) {
    k++
    if (k < end && (b[k] === 0x2b || b[k] === MINUS)) k++
    if (k >= end || !isDigit(b[k] as number)) return -1
    while (k < end && isDigit(b[k] as number)) k++
  }
  return k
}

const trueBytes = ascii("true")
const falseBytes = ascii("false")
const nullBytes = ascii("null")

/**
 * `true` or `false` at `at`.
 *
 * @since 1.1.0
 */
export const bool = (b: Uint8Array, at: number, end: number): number => {
  const c = b[at]
  if (c === 0x74) return has(b, at, end, trueBytes) ? at + 4 : -1
  if (c === 0x66) return has(b, at, end, falseBytes) ? at + 5 : -1
  return -1
}

// Deeper values are left to JSON.parse (the scan recurses).
const maxDepth = 64

/**
 * Any JSON value at `at` (nested at most 64 deep).
 *
 * @since 1.1.0
 */
export const value = (b: Uint8Array, at: number, end: number, depth = 0): number => {
  if (at >= end || depth > maxDepth) return -1
  const c = b[at] as number
  // numbers first: most values a recorded line leaves unread are times
  if (isDigit(c) || c === MINUS) return num(b, at, end)
  if (c === QUOTE) return str(b, at, end)
  if (c === OPEN_BRACE) {
    let k = at + 1
    if (k < end && b[k] === CLOSE_BRACE) return k + 1
    for (;;) {
      k = str(b, k, end)
      if (k < 0 || k >= end || b[k] !== COLON) return -1
      k = value(b, k + 1, end, depth + 1)
      if (k < 0 || k >= end) return -1
      const next = b[k]
      if (next === CLOSE_BRACE) return k + 1
      if (next !== COMMA) return -1
      k++
    }
  }
  if (c === OPEN_BRACKET) {
    let k = at + 1
    if (k < end && b[k] === CLOSE_BRACKET) return k + 1
    for (;;) {
      k = value(b, k, end, depth + 1)
      if (k < 0 || k >= end) return -1
      const next = b[k]
      if (next === CLOSE_BRACKET) return k + 1
      if (next !== COMMA) return -1
      k++
    }
  }
  if (c === 0x6e) return has(b, at, end, nullBytes) ? at + 4 : -1
  if (c === 0x74 || c === 0x66) return bool(b, at, end)
  return num(b, at, end)
}

/**
 * Where `int` leaves the value of the integer it read.
 *
 * @since 1.1.0
 */
export const read = { int: 0 }

/**
 * A plain JSON integer at `at` — digits without a sign, a leading zero, a fraction or an exponent, at most 15 (exact
 * as a sum) — read in the one pass that finds its end, its value put in `read.int`: the position after it, or -1
 * where the bytes there are not one (any other number is left to `num` and `numberAt`).
 *
 * @since 1.1.0
 */
export const int = (b: Uint8Array, at: number, end: number): number => {
  let k = at
  let v = 0
  for (; k < end; k++) {
    const d = (b[k] as number) - 48
    if (d < 0 || d > 9) break
    v = v * 10 + d
  }
  const next = b[k]
  if (k === at || k - at > 15 || (b[at] === 48 && k > at + 1) || next === DOT || next === 0x65 || next === 0x45)
    return -1
  read.int = v
  return k
}

/**
 * The value of the JSON number from `from` to `to`: a plain integer of at most 15 digits read as it is, any other
 * by `Number` (as `JSON.parse` reads it).
 *
 * @since 1.1.0
 */
export const numberAt = (b: Uint8Array, from: number, to: number): number => {
  if (to - from <= 15) {
    let v = 0
    let k = from
    for (; k < to; k++) {
      const c = b[k] as number
      if (!isDigit(c)) break
      v = v * 10 + (c - 48)
    }
    if (k === to && k > from) return v
  }
  return Number(text(b, from, to))
}

/**
 * The ASCII text from `from` to `to`.
 *
 * @since 1.1.0
 */
export const text = (b: Uint8Array, from: number, to: number): string =>
  String.fromCharCode.apply(null, b.subarray(from, to) as unknown as Array<number>)

/**
 * A few texts a recording repeats line after line (topics, types, symbols, sides), kept as text and bytes: a text
 * read again is the one kept, not a new string.
 *
 * @since 1.1.0
 */
export class Interned {
  private readonly bytes: Array<Uint8Array> = []
  private readonly texts: Array<string> = []
  private next = 0
  private hit = 0

  constructor(private readonly slots: number) {}

  /** The text from `from` to `to`. */
  of(b: Uint8Array, from: number, to: number): string {
    const bytes = this.bytes
    // the text of the last line first: most lines repeat it
    if (this.hit < bytes.length && is(b, from, to, bytes[this.hit] as Uint8Array)) return this.texts[this.hit] as string
    for (let k = 0; k < bytes.length; k++)
      if (is(b, from, to, bytes[k] as Uint8Array)) {
        this.hit = k
        return this.texts[k] as string
      }
    const out = text(b, from, to)
    // the oldest is replaced once the slots are full
    const at = this.next
    this.next = (at + 1) % this.slots
    this.hit = at
    bytes[at] = b.slice(from, to)
    this.texts[at] = out
    return out
  }
}

/**
 * What every scanned message line gives: the bytes it lies in (`from` to `to`), its receive time and market, where
 * its message starts (the message's bytes are `bytes.subarray(mStart, to - 1)`), and the message's topic and type.
 *
 * @since 1.1.0
 * @category models
 */
export interface ScannedMessage {
  readonly bytes: Uint8Array
  readonly from: number
  readonly to: number
  readonly r: number
  readonly c: "spot" | "linear" | "inverse" | "option"
  readonly mStart: number
  readonly topic: string
  readonly type: string
}
