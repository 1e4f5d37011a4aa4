/**
 * A recorded book line read without `JSON.parse`: the line's text is checked to be JSON of the shape the recorder
 * writes (`{"r":…,"c":"…","m":{"topic":"orderbook.…",…}}`, no whitespace, no escapes) and where its levels' texts
 * lie is noted, so a replay lays them as units straight from the text, and the message itself is parsed only if
 * someone reads it. A line of any other shape is not scanned (`undefined`): the caller parses it as JSON. Private to
 * the library.
 *
 * @since 1.1.0
 */

/**
 * A scanned book line: its text, receive time and market, where its message lies in the text, and the message's
 * topic, type and levels (the start and end of each level's price and size texts, four numbers a level).
 *
 * @since 1.1.0
 * @category models
 */
export interface ScannedBook {
  readonly text: string
  readonly r: number
  readonly c: "spot" | "linear" | "inverse" | "option"
  readonly mStart: number
  readonly topic: string
  readonly type: string
  readonly bids: ReadonlyArray<number>
  readonly asks: ReadonlyArray<number>
}

const QUOTE = 0x22
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const MINUS = 0x2d

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for (JSON refuses them raw)
const control = /[\u0000-\u001f]/

const isDigit = (c: number): boolean => c >= 48 && c <= 57

const markets = ["spot", "linear", "inverse", "option"] as const

/** One scan's cursor over a line's text (a fresh one per line: no state is shared between calls). */
class Cursor {
  at = 0
  /** The span of the last string read (without its quotes). */
  from = 0
  to = 0

  constructor(readonly t: string) {}

  /** A string at the cursor (the line has no escapes nor control characters: `scanBook` checked). */
  str(): boolean {
    if (this.t.charCodeAt(this.at) !== QUOTE) return false
    const from = this.at + 1
    const to = this.t.indexOf('"', from)
    if (to < 0) return false
    this.from = from
    this.to = to
    this.at = to + 1
    return true
  }

  /** Whether the last string read is `word`. */
  was(word: string): boolean {
    return this.to - this.from === word.length && this.t.startsWith(word, this.from)
  }

  /** A JSON number at the cursor. */
  num(): boolean {
    const t = this.t
    let k = this.at
    if (t.charCodeAt(k) === MINUS) k++
    const first = t.charCodeAt(k)
    if (first === 48) k++
    else if (isDigit(first)) while (isDigit(t.charCodeAt(k))) k++
    else return false
    if (t.charCodeAt(k) === 0x2e) {
      k++
      if (!isDigit(t.charCodeAt(k))) return false
      while (isDigit(t.charCodeAt(k))) k++
    }
    const e = t.charCodeAt(k)
    if (e === 0x65 || e === 0x45) {
      k++
      const sign = t.charCodeAt(k)
      if (sign === 0x2b || sign === MINUS) k++
      if (!isDigit(t.charCodeAt(k))) return false
      while (isDigit(t.charCodeAt(k))) k++
    }
    this.at = k
    return true
  }

  private word(w: string): boolean {
    if (!this.t.startsWith(w, this.at)) return false
    this.at += w.length
    return true
  }

  /** Any JSON value at the cursor. */
  value(): boolean {
    const c = this.t.charCodeAt(this.at)
    if (c === QUOTE) return this.str()
    if (c === OPEN_BRACE) return this.object()
    if (c === OPEN_BRACKET) return this.array()
    if (c === 0x74) return this.word("true")
    if (c === 0x66) return this.word("false")
    if (c === 0x6e) return this.word("null")
    return this.num()
  }

  /** `c` at the cursor, stepped over. */
  take(c: number): boolean {
    if (this.t.charCodeAt(this.at) !== c) return false
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
}

// The last topic and type read: a recording repeats them line after line, so a line reuses the string.
let lastTopic = ""
let lastType = ""

const spanText = (t: string, from: number, to: number, last: string): string =>
  to - from === last.length && t.startsWith(last, from) ? last : t.slice(from, to)

/** The message's `data`: an object whose `b` and `a` (each at most once) are rows; its other fields any JSON. */
const data = (k: Cursor, bids: Array<number>, asks: Array<number>): boolean => {
  if (!k.take(OPEN_BRACE)) return false
  if (k.take(CLOSE_BRACE)) return true
  let seenB = false
  let seenA = false
  do {
    if (!k.str() || !k.take(COLON)) return false
    if (k.was("b")) {
      if (seenB || !k.rows(bids)) return false
      seenB = true
    } else if (k.was("a")) {
      if (seenA || !k.rows(asks)) return false
      seenA = true
    } else if (!k.value()) return false
  } while (k.take(COMMA))
  return k.take(CLOSE_BRACE)
}

/**
 * The message (`m`): an object whose first field is an `orderbook.` topic, with its `type` and its `data` (an
 * object) at most once each; its other fields any JSON.
 */
const message = (
  k: Cursor,
  bids: Array<number>,
  asks: Array<number>
): { readonly topic: string; readonly type: string } | undefined => {
  const t = k.t
  if (!k.take(OPEN_BRACE) || !k.str() || !k.was("topic") || !k.take(COLON) || !k.str()) return undefined
  if (!t.startsWith("orderbook.", k.from)) return undefined
  const topic = spanText(t, k.from, k.to, lastTopic)
  lastTopic = topic
  let type: string | undefined
  let seenData = false
  while (k.take(COMMA)) {
    if (!k.str() || !k.take(COLON)) return undefined
    if (k.was("topic")) return undefined
    if (k.was("type")) {
      if (type !== undefined || !k.str()) return undefined
      type = spanText(t, k.from, k.to, lastType)
      lastType = type
    } else if (k.was("data")) {
      if (seenData || !data(k, bids, asks)) return undefined
      seenData = true
    } else if (!k.value()) return undefined
  }
  if (!k.take(CLOSE_BRACE) || type === undefined || !seenData) return undefined
  return { topic, type }
}

/** A plain integer of at most 15 digits as it is; any other JSON number by `Number`. */
const numberAt = (t: string, from: number, to: number): number => {
  if (to - from <= 15) {
    let v = 0
    let k = from
    for (; k < to; k++) {
      const c = t.charCodeAt(k)
      if (!isDigit(c)) break
      v = v * 10 + (c - 48)
    }
    if (k === to) return v
  }
  return Number(t.slice(from, to))
}

/**
 * Scans one line of a recording: a book message line of the recorder's shape, or `undefined` (anything else, or a
 * line that is not JSON: the caller parses it and says what is wrong).
 *
 * @since 1.1.0
 * @category decoding
 */
export const scanBook = (text: string): ScannedBook | undefined => {
  // a string with an escape or a control character is left to JSON.parse (a book line has neither)
  if (!text.startsWith('{"r":') || text.indexOf("\\") >= 0 || control.test(text)) return undefined
  const k = new Cursor(text)
  k.at = 5
  const rFrom = k.at
  if (!k.num()) return undefined
  const r = numberAt(text, rFrom, k.at)
  if (!Number.isFinite(r) || !text.startsWith(',"c":', k.at)) return undefined
  k.at += 5
  if (!k.str()) return undefined
  const c = markets.find((m) => k.was(m))
  if (c === undefined || !text.startsWith(',"m":', k.at)) return undefined
  k.at += 5
  const mStart = k.at
  const bids: Array<number> = []
  const asks: Array<number> = []
  const m = message(k, bids, asks)
  if (m === undefined || !k.take(CLOSE_BRACE) || k.at !== text.length) return undefined
  return { text, r, c, mStart, topic: m.topic, type: m.type, bids, asks }
}
