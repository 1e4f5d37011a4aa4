/**
 * A recorded message line read without `JSON.parse`: the line's bytes are checked to be JSON of the shape the
 * recorder writes (`{"r":…,"c":"…","m":{"topic":"…",…}}`, no whitespace, no escapes, ASCII strings) for a book
 * (`orderbook.…`, `BookScan.ts`) or a trade message (`publicTrade.…`, `TradeScan.ts`), and where what a replay
 * needs lies is noted; the message itself is decoded and parsed only if someone reads it. A line of any other shape
 * is not scanned (`undefined`): the caller parses it as JSON and says what is wrong. A line's head (its market, its
 * message's topic and type) repeats line after line: it is scanned once and then recognised by its bytes (`Heads`).
 * Private to the library.
 *
 * @since 1.1.0
 */
import * as BookScan from "../BookScan.js"
import * as TradeScan from "../TradeScan.js"
import * as Json from "./jsonScan.js"

/**
 * A scanned line: a book or a trade message.
 *
 * @since 1.1.0
 * @category models
 */
export type Scanned = BookScan.ScannedBook | TradeScan.ScannedTrades

const markets: ReadonlyArray<Scanned["c"]> = ["spot", "linear", "inverse", "option"]
const marketBytes = markets.map(Json.ascii)

/** The market whose name lies from `from` to `to`. */
const market = (b: Uint8Array, from: number, to: number): Scanned["c"] | undefined => {
  // told apart by their first letter
  const first = b[from]
  const m = first === 0x6c ? 1 : first === 0x73 ? 0 : first === 0x69 ? 2 : first === 0x6f ? 3 : -1
  return m >= 0 && Json.is(b, from, to, marketBytes[m] as Uint8Array) ? markets[m] : undefined
}

const prefix = Json.ascii('{"r":')
const cField = Json.ascii(',"c":')
const mField = Json.ascii(',"m":{"topic":')
const typeKey = Json.ascii('"type":')
const typeName = Json.ascii("type")
const dataName = Json.ascii("data")
const topicName = Json.ascii("topic")
const orderbook = Json.ascii("orderbook.")
const publicTrade = Json.ascii("publicTrade.")

// a recording repeats its topics and types line after line: a line reuses their texts
const topics = new Json.Interned(8)
// what the data of the book line being scanned gave
const ids: BookScan.BookData = { u: undefined, seq: undefined, bidsFrom: 0, bidsTo: 0, asksFrom: 0, asksTo: 0 }
// a trade line's trades, gathered here and copied out at their count (`slice`): an array made as a literal per line
// could be moved to the old generation as the lines are (see `BookLine`)
const gathered: Array<TradeScan.ScannedTrade> = []
const types = new Json.Interned(4)

/**
 * Scans one line of a recording, the bytes of `bytes` from `from` to `to` (without its newline): a book or trade
 * message line of the recorder's shape, or `undefined`.
 *
 * @since 1.1.0
 * @category decoding
 */
export const scan = (bytes: Uint8Array, from: number, to: number): Scanned | undefined => {
  const scanned = scanFrom(bytes, from, to)
  if (scanned === undefined || scanned.to === to) return scanned
  BookScan.spans.drop()
  return undefined
}

/**
 * Scans the line that starts at `from`, up to `limit` at most: a book or trade message of the recorder's shape,
 * whose `to` is where its JSON ends (a reader checks that its newline follows: then it needs no search for it), or
 * `undefined`.
 *
 * @since 1.1.0
 * @category decoding
 */
export const scanFrom = (bytes: Uint8Array, from: number, limit: number): Scanned | undefined => {
  const spans = BookScan.spans
  spans.begin()
  const kind = line(bytes, from, limit)
  if (kind === NONE) {
    spans.drop()
    return undefined
  }
  // made here, not in `line`: small enough to be made in place (`line` has no room left to take a constructor in)
  const { to, r, c, mStart, topic, type } = found
  if (kind === TRADES) return new TradesLine(bytes, from, to, r, c, mStart, topic, type, gathered.slice())
  const start = spans.lineStart
  return new BookLine(
    bytes,
    from,
    to,
    r,
    c,
    mStart,
    topic,
    type,
    spans.block,
    spans.values,
    start + ids.bidsFrom,
    start + ids.bidsTo,
    start + ids.asksFrom,
    start + ids.asksTo,
    ids.u,
    ids.seq
  )
}

/**
 * What a line's head says: its market, its message's topic and type, where its message starts. The head is the
 * line's bytes from its market's field to the end of its message's topic, or of its type where the type follows
 * (`,"c":"linear","m":{"topic":"orderbook.50.BTCUSDT","type":"delta"`).
 */
interface Head {
  readonly bytes: Json.Word
  readonly c: Scanned["c"]
  readonly topic: string
  readonly type: string | undefined
  readonly book: boolean
  /** Where the message starts, from the head's start. */
  readonly m: number
}

// Where a head's topic starts from the head's start, by its market's first letter: `,"c":"` (6 bytes), the market,
// `","m":{"topic":"` (16)
const topicAt = (first: number | undefined): number =>
  first === 0x6c ? 28 : first === 0x73 ? 26 : first === 0x69 ? 29 : first === 0x6f ? 28 : -1

/**
 * A hash of the market and topic of the head at `at` (its market's first letter, its topic's bytes up to its closing
 * quote), or -1 where the bytes there cannot be a head's. Heads are kept by it: a line's head is then compared with
 * the few kept under its topic (its types), not with every kept head.
 */
const topicHash = (b: Uint8Array, at: number, end: number): number => {
  const first = b[at + 6]
  const from = at + topicAt(first)
  if (from <= at) return -1
  let h = first as number
  for (let k = from; k < end; k++) {
    const c = b[k] as number
    if (c === Json.QUOTE) return h >>> 1
    h = (Math.imul(h, 31) + c) | 0
  }
  return -1
}

/**
 * The heads of the lines read so far (a recording repeats a few, line after line), by their topic's hash: a line
 * whose bytes there are a kept head's is read as that head was scanned, by one comparison with the last line's head,
 * else with the heads kept under its topic. At most `limit` are kept (then they are dropped, and kept again as they
 * come).
 */
class Heads {
  private readonly kept = new Map<number, Array<Head>>()
  // the heads of the last two lines that differed (a book's lines and its trades' take turns)
  private last: Head | undefined
  private before: Head | undefined
  private count = 0

  constructor(private readonly limit: number) {}

  /** The kept head that lies at `at` (before `end`), or `undefined`. */
  at(b: Uint8Array, at: number, end: number): Head | undefined {
    const last = this.last
    if (last?.bytes.at(b, at, end) === true) return last
    const before = this.before
    if (before?.bytes.at(b, at, end) === true) {
      this.before = last
      this.last = before
      return before
    }
    const hash = topicHash(b, at, end)
    const kept = hash < 0 ? undefined : this.kept.get(hash)
    if (kept === undefined) return undefined
    for (const head of kept)
      if (head.bytes.at(b, at, end)) {
        this.before = last
        this.last = head
        return head
      }
    return undefined
  }

  /** Keeps the head that lies at `at`. */
  keep(b: Uint8Array, at: number, end: number, head: Head): void {
    const hash = topicHash(b, at, end)
    if (hash < 0) return
    if (this.count >= this.limit) {
      this.kept.clear()
      this.count = 0
      this.last = this.before = undefined
    }
    const kept = this.kept.get(hash)
    if (kept === undefined) this.kept.set(hash, [head])
    else kept.push(head)
    this.count++
    this.before = this.last
    this.last = head
  }
}

const heads = new Heads(1024)

/** The head at `at` scanned, or `undefined` where the bytes there are not one. */
const scanHead = (b: Uint8Array, at: number, to: number): Head | undefined => {
  if (!Json.has(b, at, to, cField)) return undefined
  let k = at + cField.length
  const cEnd = Json.str(b, k, to)
  if (cEnd < 0) return undefined
  const c = market(b, k + 1, cEnd - 1)
  if (c === undefined || !Json.has(b, cEnd, to, mField)) return undefined
  k = cEnd + mField.length
  const topicEnd = Json.str(b, k, to)
  if (topicEnd < 0) return undefined
  const book = Json.has(b, k + 1, topicEnd, orderbook)
  if (!book && !Json.has(b, k + 1, topicEnd, publicTrade)) return undefined
  const topic = topics.of(b, k + 1, topicEnd - 1)
  const m = cEnd + mField.length - '{"topic":'.length - at
  k = topicEnd
  if (b[k] !== Json.COMMA || !Json.has(b, k + 1, to, typeKey))
    return { bytes: new Json.Word(b.slice(at, k)), c, topic, type: undefined, book, m }
  const e = Json.str(b, k + 1 + typeKey.length, to)
  if (e < 0) return undefined
  const type = types.of(b, k + 1 + typeKey.length + 1, e - 1)
  return { bytes: new Json.Word(b.slice(at, e)), c, topic, type, book, m }
}

// A scanned line is made by `new`, not as an object literal: V8 moves what a literal's site makes straight to the old
// generation once most of it outlives a young collection (a chunk's lines wait there while the replay waits for a
// slow reader), and a read's hundreds of thousands of lines, each garbage a chunk later, then cost a full collection
// every few chunks (seen: 6-18 mark-compacts in the replay of an hour, against 0-2).

// Their fields are declared, not defined, and set once by the constructor (a class field is first defined as
// `undefined`, then set: twice the stores of a literal).

/** A scanned book line (`BookScan.ScannedBook`). */
class BookLine implements BookScan.ScannedBook {
  declare readonly kind: "book"
  declare readonly bytes: Uint8Array
  declare readonly from: number
  declare readonly to: number
  declare readonly r: number
  declare readonly c: Scanned["c"]
  declare readonly mStart: number
  declare readonly topic: string
  declare readonly type: string
  declare readonly spans: Int32Array
  declare readonly values: Float64Array
  declare readonly bidsFrom: number
  declare readonly bidsTo: number
  declare readonly asksFrom: number
  declare readonly asksTo: number
  declare readonly u: number | undefined
  declare readonly seq: number | undefined

  constructor(
    bytes: Uint8Array,
    from: number,
    to: number,
    r: number,
    c: Scanned["c"],
    mStart: number,
    topic: string,
    type: string,
    spans: Int32Array,
    values: Float64Array,
    bidsFrom: number,
    bidsTo: number,
    asksFrom: number,
    asksTo: number,
    u: number | undefined,
    seq: number | undefined
  ) {
    this.kind = "book"
    this.bytes = bytes
    this.from = from
    this.to = to
    this.r = r
    this.c = c
    this.mStart = mStart
    this.topic = topic
    this.type = type
    this.spans = spans
    this.values = values
    this.bidsFrom = bidsFrom
    this.bidsTo = bidsTo
    this.asksFrom = asksFrom
    this.asksTo = asksTo
    this.u = u
    this.seq = seq
  }
}

/** A scanned trade line (`TradeScan.ScannedTrades`). */
class TradesLine implements TradeScan.ScannedTrades {
  declare readonly kind: "trades"
  declare readonly bytes: Uint8Array
  declare readonly from: number
  declare readonly to: number
  declare readonly r: number
  declare readonly c: Scanned["c"]
  declare readonly mStart: number
  declare readonly topic: string
  declare readonly type: string
  declare readonly trades: ReadonlyArray<TradeScan.ScannedTrade>

  constructor(
    bytes: Uint8Array,
    from: number,
    to: number,
    r: number,
    c: Scanned["c"],
    mStart: number,
    topic: string,
    type: string,
    trades: ReadonlyArray<TradeScan.ScannedTrade>
  ) {
    this.kind = "trades"
    this.bytes = bytes
    this.from = from
    this.to = to
    this.r = r
    this.c = c
    this.mStart = mStart
    this.topic = topic
    this.type = type
    this.trades = trades
  }
}

// What `line` found: none (the line is not one it scans), a book line or a trade line; what it read of the line is
// left in `found` (and `ids`, `gathered`), and `scanFrom` makes the line of it
const NONE = 0
const BOOK = 1
const TRADES = 2

/** What `line` read of the line it scanned, but its bytes and where it starts. */
const found: { to: number; r: number; c: Scanned["c"]; mStart: number; topic: string; type: string } = {
  to: 0,
  r: 0,
  c: "linear",
  mStart: 0,
  topic: "",
  type: ""
}

const line = (bytes: Uint8Array, from: number, limit: number): number => {
  const b = bytes
  const to = limit
  if (!Json.has(b, from, to, prefix)) return NONE
  const rFrom = from + prefix.length
  // `r`: a plain integer (a time in ms) read as its digits are found; any other number by `num` and `numberAt`
  let k = Json.int(b, rFrom, to)
  let r = Json.read.int
  if (k < 0) {
    k = Json.num(b, rFrom, to)
    if (k < 0) return NONE
    r = Json.numberAt(b, rFrom, k)
  }
  if (!Number.isFinite(r)) return NONE
  let head = heads.at(b, k, to)
  if (head === undefined) {
    head = scanHead(b, k, to)
    if (head === undefined) return NONE
    heads.keep(b, k, to, head)
  }
  const { c, topic, book } = head
  let type = head.type
  const mStart = k + head.m
  k += head.bytes.bytes.length
  let seenData = false
  ids.u = undefined
  ids.seq = undefined
  ids.bidsFrom = ids.bidsTo = ids.asksFrom = ids.asksTo = 0
  if (!book) gathered.length = 0
  // the message's other fields: `type` and `data` at most once each, the topic once, the rest any JSON
  while (k < to && b[k] === Json.COMMA) {
    k++
    // the key, then what it names: `type`, `data` and `topic` told by their length and first letter
    const key = Json.str(b, k, to)
    if (key < 0 || key >= to || b[key] !== Json.COLON) return NONE
    const length = key - k - 2
    const first = b[k + 1]
    if (length === 4 && first === 0x74 && Json.is(b, k + 1, key - 1, typeName)) {
      if (type !== undefined) return NONE
      const e = Json.str(b, key + 1, to)
      if (e < 0) return NONE
      type = types.of(b, key + 2, e - 1)
      k = e
    } else if (length === 4 && first === 0x64 && Json.is(b, k + 1, key - 1, dataName)) {
      if (seenData) return NONE
      seenData = true
      k = book ? BookScan.bookData(b, key + 1, to, ids) : TradeScan.tradeData(b, key + 1, to, gathered)
    } else if (length === 5 && first === 0x74 && Json.is(b, k + 1, key - 1, topicName)) return NONE
    else k = Json.value(b, key + 1, to)
    if (k < 0) return NONE
  }
  if (type === undefined || !seenData || k + 2 > limit || b[k] !== Json.CLOSE_BRACE || b[k + 1] !== Json.CLOSE_BRACE)
    return NONE
  found.to = k + 2
  found.r = r
  found.c = c
  found.mStart = mStart
  found.topic = topic
  found.type = type
  return book ? BOOK : TRADES
}

/**
 * Says that the lines scanned next lie in `bytes` (a reader's chunk), before the first is scanned: a scan of a chunk's
 * lines then takes nothing new from line to line (a new chunk met in a scan made fast for the last one would throw
 * that away).
 *
 * @since 1.1.0
 * @category decoding
 */
export const reading = (bytes: Uint8Array): void => Json.viewing(bytes)

const encoder = new TextEncoder()

/**
 * `scan` of a line's text.
 *
 * @since 1.1.0
 * @category decoding
 */
export const scanText = (text: string): Scanned | undefined => {
  // only a line that starts as a recorded line is encoded to be scanned
  if (!text.startsWith('{"r":')) return undefined
  const bytes = encoder.encode(text)
  return scan(bytes, 0, bytes.length)
}
