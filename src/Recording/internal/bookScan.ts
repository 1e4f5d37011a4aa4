/**
 * A recorded book line read without `JSON.parse`: the line's bytes are checked to be JSON of the shape the recorder
 * writes (`{"r":…,"c":"…","m":{"topic":"orderbook.…",…}}`, no whitespace, no escapes, ASCII strings) and where its
 * levels' texts lie is noted, so a replay lays them as units straight from the bytes, and the message itself is
 * decoded and parsed only if someone reads it. A line of any other shape is not scanned (`undefined`): the caller
 * parses it as JSON. Private to the library.
 *
 * @since 1.1.0
 */

/**
 * A scanned book line: the bytes it lies in (`from` to `to`), its receive time and market, where its message
 * starts, and the message's topic, type and levels (the start and end of each level's price and size texts, four
 * offsets into `bytes` a level).
 *
 * @since 1.1.0
 * @category models
 */
export interface ScannedBook {
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
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const MINUS = 0x2d

const isDigit = (c: number): boolean => c >= 48 && c <= 57

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0))

const markets = ["spot", "linear", "inverse", "option"] as const
const marketBytes = markets.map(ascii)
const prefix = ascii('{"r":')
const cField = ascii(',"c":')
const mField = ascii(',"m":')
const topicKey = ascii("topic")
const typeKey = ascii("type")
const dataKey = ascii("data")
const orderbook = ascii("orderbook.")
const trueBytes = ascii("true")
const falseBytes = ascii("false")
const nullBytes = ascii("null")

/** One scan's cursor over a line's bytes (a fresh one per line: no state is shared between calls). */
class Cursor {
  /** The span of the last string read (without its quotes). */
  from = 0
  to = 0

  constructor(
    readonly b: Uint8Array,
    public at: number,
    readonly end: number
  ) {}

  /** Whether `word` is at `at`. */
  has(word: Uint8Array, at: number): boolean {
    if (at + word.length > this.end) return false
    for (let k = 0; k < word.length; k++) if (this.b[at + k] !== word[k]) return false
    return true
  }

  /** A string of printable ASCII without escapes at the cursor (anything else is left to JSON.parse). */
  str(): boolean {
    const b = this.b
    if (b[this.at] !== QUOTE) return false
    const from = this.at + 1
    let k = from
    for (;;) {
      if (k >= this.end) return false
      const c = b[k] as number
      if (c === QUOTE) break
      if (c === BACKSLASH || c < 0x20 || c > 0x7e) return false
      k++
    }
    this.from = from
    this.to = k
    this.at = k + 1
    return true
  }

  /** Whether the last string read is `word`. */
  was(word: Uint8Array): boolean {
    return this.to - this.from === word.length && this.has(word, this.from)
  }

  /** A JSON number at the cursor. */
  num(): boolean {
    const b = this.b
    let k = this.at
    if (b[k] === MINUS) k++
    const first = k < this.end ? (b[k] as number) : 0
    if (first === 48) k++
    else if (isDigit(first)) while (k < this.end && isDigit(b[k] as number)) k++
    else return false
    if (b[k] === 0x2e && k < this.end) {
      k++
      if (k >= this.end || !isDigit(b[k] as number)) return false
      while (k < this.end && isDigit(b[k] as number)) k++
    }
    const e = b[k]
    if ((e === 0x65 || e === 0x45) && k < this.end) {
      k++
      if (b[k] === 0x2b || b[k] === MINUS) k++
      if (k >= this.end || !isDigit(b[k] as number)) return false
      while (k < this.end && isDigit(b[k] as number)) k++
    }
    if (k > this.end) return false
    this.at = k
    return true
  }

  private word(w: Uint8Array): boolean {
    if (!this.has(w, this.at)) return false
    this.at += w.length
    return true
  }

  /** Any JSON value at the cursor. */
  value(): boolean {
    const c = this.b[this.at]
    if (c === QUOTE) return this.str()
    if (c === OPEN_BRACE) return this.object()
    if (c === OPEN_BRACKET) return this.array()
    if (c === 0x74) return this.word(trueBytes)
    if (c === 0x66) return this.word(falseBytes)
    if (c === 0x6e) return this.word(nullBytes)
    return this.num()
  }

  /** `c` at the cursor, stepped over. */
  take(c: number): boolean {
    if (this.at >= this.end || this.b[this.at] !== c) return false
    this.at++
    return true
  }

  private object(): boolean {
    this.at++
    if (this.take(CLOSE_BRACE)) return true
    do if (!this.str() || !this.take(COLON) || !this.value()) return false
    while (this.take(COMMA))
    return this.take(CLOSE_BRACE)
  }

  private array(): boolean {
    this.at++
    if (this.take(CLOSE_BRACKET)) return true
    do if (!this.value()) return false
    while (this.take(COMMA))
    return this.take(CLOSE_BRACKET)
  }

  /** Book levels: an array of `[price, size]` rows of two strings, their spans pushed to `out`. */
  rows(out: Array<number>): boolean {
    if (!this.take(OPEN_BRACKET)) return false
    if (this.take(CLOSE_BRACKET)) return true
    do {
      if (!this.take(OPEN_BRACKET) || !this.str()) return false
      out.push(this.from, this.to)
      if (!this.take(COMMA) || !this.str() || !this.take(CLOSE_BRACKET)) return false
      out.push(this.from, this.to)
    } while (this.take(COMMA))
    return this.take(CLOSE_BRACKET)
  }

  /** The last string read, as text (ASCII: `str` let nothing else through). */
  text(): string {
    return String.fromCharCode.apply(null, this.b.subarray(this.from, this.to) as unknown as Array<number>)
  }
}

// The last topic and type read, as text and bytes: a recording repeats them line after line, so a line reuses them.
class Interned {
  private bytes: Uint8Array = new Uint8Array(0)
  private text = ""

  of(k: Cursor): string {
    if (!k.was(this.bytes)) {
      this.bytes = k.b.slice(k.from, k.to)
      this.text = k.text()
    }
    return this.text
  }
}
const topics = new Interned()
const types = new Interned()

/** The message's `data`: an object whose `b` and `a` (each at most once) are rows; its other fields any JSON. */
const data = (k: Cursor, bids: Array<number>, asks: Array<number>): boolean => {
  if (!k.take(OPEN_BRACE)) return false
  if (k.take(CLOSE_BRACE)) return true
  let seenB = false
  let seenA = false
  do {
    if (!k.str() || !k.take(COLON)) return false
    const key = k.to - k.from === 1 ? k.b[k.from] : 0
    if (key === 0x62) {
      if (seenB || !k.rows(bids)) return false
      seenB = true
    } else if (key === 0x61) {
      if (seenA || !k.rows(asks)) return false
      seenA = true
    } else if (!k.value()) return false
  } while (k.take(COMMA))
  return k.take(CLOSE_BRACE)
}

/**
 * The message (`m`): an object whose first field is an `orderbook.` topic, with its `type` and its `data` (an
 * object) at most once each; its other fields any JSON. Its topic and type, or `undefined`.
 */
const message = (k: Cursor, bids: Array<number>, asks: Array<number>): readonly [string, string] | undefined => {
  if (!k.take(OPEN_BRACE) || !k.str() || !k.was(topicKey) || !k.take(COLON) || !k.str()) return undefined
  if (!k.has(orderbook, k.from)) return undefined
  const topic = topics.of(k)
  let type: string | undefined
  let seenData = false
  while (k.take(COMMA)) {
    if (!k.str() || !k.take(COLON)) return undefined
    if (k.was(topicKey)) return undefined
    if (k.was(typeKey)) {
      if (type !== undefined || !k.str()) return undefined
      type = types.of(k)
    } else if (k.was(dataKey)) {
      if (seenData || !data(k, bids, asks)) return undefined
      seenData = true
    } else if (!k.value()) return undefined
  }
  if (!k.take(CLOSE_BRACE) || type === undefined || !seenData) return undefined
  return [topic, type]
}

/** A plain integer of at most 15 digits as it is; any other JSON number by `Number`. */
const numberAt = (b: Uint8Array, from: number, to: number): number => {
  if (to - from <= 15) {
    let v = 0
    let k = from
    for (; k < to; k++) {
      const c = b[k] as number
      if (!isDigit(c)) break
      v = v * 10 + (c - 48)
    }
    if (k === to) return v
  }
  return Number(String.fromCharCode.apply(null, b.subarray(from, to) as unknown as Array<number>))
}

/**
 * Scans one line of a recording, the bytes of `bytes` from `from` to `to` (without its newline): a book message line
 * of the recorder's shape, or `undefined` (anything else, or a line that is not JSON: the caller parses it and says
 * what is wrong).
 *
 * @since 1.1.0
 * @category decoding
 */
export const scanBook = (bytes: Uint8Array, from: number, to: number): ScannedBook | undefined => {
  const k = new Cursor(bytes, from, to)
  if (!k.has(prefix, from)) return undefined
  k.at = from + prefix.length
  const rFrom = k.at
  if (!k.num()) return undefined
  const r = numberAt(bytes, rFrom, k.at)
  if (!Number.isFinite(r) || !k.has(cField, k.at)) return undefined
  k.at += cField.length
  if (!k.str()) return undefined
  let c: ScannedBook["c"] | undefined
  for (let m = 0; m < markets.length; m++) if (k.was(marketBytes[m] as Uint8Array)) c = markets[m]
  if (c === undefined || !k.has(mField, k.at)) return undefined
  k.at += mField.length
  const mStart = k.at
  const bids: Array<number> = []
  const asks: Array<number> = []
  const found = message(k, bids, asks)
  if (found === undefined || !k.take(CLOSE_BRACE) || k.at !== to) return undefined
  return { bytes, from, to, r, c, mStart, topic: found[0], type: found[1], bids, asks }
}

const encoder = new TextEncoder()

/**
 * `scanBook` of a line's text.
 *
 * @since 1.1.0
 * @category decoding
 */
export const scanBookText = (text: string): ScannedBook | undefined => {
  // only a line that starts as a recorded line is encoded to be scanned
  if (!text.startsWith('{"r":')) return undefined
  const bytes = encoder.encode(text)
  return scanBook(bytes, 0, bytes.length)
}
