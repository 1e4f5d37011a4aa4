/**
 * The replay's recorded instruments, and how each line of the recording changes them (`ReplayMarket` answers the
 * market from them, and from the seeded walk for the rest): books from `orderbook`, the last price and trades from
 * `publicTrade`, ticker fields from `tickers`, bars from `kline`, and the gaps the recording marks.
 *
 * @since 1.2.0
 */
import type { ScannedBook } from "../../Recording/BookScan.js"
import * as Format from "../../Recording/Format.js"
import type { ScannedTrade, ScannedTrades } from "../../Recording/TradeScan.js"
import type { Instrument } from "./Instruments.js"
import * as Instruments from "./Instruments.js"
import { RECORDED_TRADES } from "./MarketData.js"
import type { KlineBar, KlineInterval, LevelChanges, RecordedMessage } from "./MarketTypes.js"
import { klineIntervals, optionTickerFields } from "./MarketTypes.js"
import { TradeBars } from "./ReplayBars.js"
import { ReplayBook } from "./ReplayBook.js"
import type { RecordedTrade } from "./ReplayTrades.js"
import * as ReplayTrades from "./ReplayTrades.js"

/**
 * What one recorded line changed, for the exchange to act on: a book (`reset`: the recording rebuilt it after a
 * gap or re-snapshot, so subscribers get a fresh snapshot; `changes`: after a delta, the levels it set, for the
 * engine to lay alone — a snapshot is laid whole), trades, a ticker, a bar, or nothing the exchange acts on.
 *
 * @since 1.1.0
 * @category models
 */
export type Applied =
  | {
      readonly kind: "book"
      readonly instrument: Instrument
      readonly reset: boolean
      readonly changes: LevelChanges | undefined
      /**
       * The recorded message's bytes as the exchange sent them (a line read from a file, whose `u` is known), for
       * the subscribers of its topic to get as they are (`ReplayFeed`); `undefined` for a line held as an object.
       */
      readonly message: Uint8Array | undefined
      readonly topic: string
      readonly snapshot: boolean
    }
  | {
      readonly kind: "trades"
      readonly instrument: Instrument
      readonly trades: ReadonlyArray<RecordedTrade>
      /**
       * The recorded message's bytes as the exchange sent them, when the line was read from a file and every trade
       * of it was taken (`trades` is the whole message), for the subscribers of its topic to get as they are;
       * `undefined` otherwise (they get the trades written anew).
       */
      readonly message: Uint8Array | undefined
    }
  | { readonly kind: "ticker"; readonly instrument: Instrument }
  | { readonly kind: "kline"; readonly instrument: Instrument; readonly interval: KlineInterval }
  | { readonly kind: "none" }

/**
 * A scanned trade line every trade of which was taken (`TradeReader.uniform`): its trades made objects from the
 * scan when first read, and its message's bytes cut from the line's only when read (a subscriber of its topic does;
 * a server with none never does) (a line's bytes stay as they were read: the reader hands out fresh chunks).
 */
class ScannedLineTrades {
  readonly kind = "trades" as const
  private made: ReadonlyArray<RecordedTrade> | undefined

  constructor(
    readonly instrument: Instrument,
    /** Whether the line's topic is the one its trades go out on (its message then goes out as recorded). */
    private readonly passes: boolean,
    private readonly scan: ScannedTrades,
    private readonly reader: ReplayTrades.TradeReader
  ) {}

  get trades(): ReadonlyArray<RecordedTrade> {
    this.made ??= this.reader.fromScan(this.scan).trades
    return this.made
  }

  get message(): Uint8Array | undefined {
    const s = this.scan
    return this.passes ? s.bytes.subarray(s.mStart, s.to - 1) : undefined
  }
}

/**
 * What the replay keeps of one recorded instrument: its book, last price, ticker fields, bars and trades as the
 * recording's lines left them.
 *
 * @since 1.2.0
 * @category models
 */
export interface Recorded {
  readonly instrument: Instrument
  book: ReplayBook | undefined
  bookTopic: string | undefined
  /** The last book line came as bytes with its `u`: its subscribers can be sent the recorded messages. */
  passable: boolean
  /** A gap was seen on its market since its last snapshot. */
  gap: boolean
  lastUnits: number
  readonly ticker: Map<string, string>
  readonly bars: Map<KlineInterval, Map<number, KlineBar>>
  /** Recorded and engine-printed trades (the last `RECORDED_TRADES`), made REST rows only when `recentTrades` asks. */
  readonly trades: ReplayTrades.KeptTrades
  /** The same trades by the minute, all of them: the bars and 24h figures of a recording without klines or tickers. */
  readonly tradeBars: TradeBars
}

/** An option `tickers` field's REST name, by its stream name. */
const optionNames: ReadonlyMap<string, string> = new Map(optionTickerFields)

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)
const isRow = (r: unknown): r is ReadonlyArray<unknown> => Array.isArray(r)
// a message's levels as they are when every one is a row (no copy per line), else the rows among them
const rows = (u: unknown): ReadonlyArray<ReadonlyArray<unknown>> =>
  !Array.isArray(u) ? [] : u.every(isRow) ? (u as ReadonlyArray<ReadonlyArray<unknown>>) : u.filter(isRow)
const str = (u: unknown): string | undefined =>
  typeof u === "string" ? u : typeof u === "number" ? String(u) : undefined

/**
 * The recorded instruments of a replay, by instrument, and the lines that change them.
 *
 * @since 1.2.0
 * @category models
 */
export class RecordedInstruments {
  private readonly recorded = new Map<Instrument, Recorded>()
  private readonly tradeReader = new ReplayTrades.TradeReader()
  /** The first line's receive time: where the instruments the recording does not hold stand still. */
  private held: number | undefined

  /** What the recording left of an instrument, or `undefined` while no line of it was applied. */
  get(i: Instrument): Recorded | undefined {
    return this.recorded.get(i)
  }

  /** Whether the recording carries this instrument's book or trades (the exchange's tick leaves those alone). */
  replays(i: Instrument): boolean {
    const r = this.recorded.get(i)
    return r !== undefined && (r.book !== undefined || r.lastUnits > 0)
  }

  /**
   * The time the instruments the recording does not hold stand at: its first line's receive time (`undefined` before
   * the first line: they are the walk's at the time asked).
   */
  get heldAt(): number | undefined {
    return this.held
  }

  private of(i: Instrument): Recorded {
    let r = this.recorded.get(i)
    if (r === undefined) {
      r = {
        instrument: i,
        book: undefined,
        bookTopic: undefined,
        passable: false,
        gap: false,
        lastUnits: 0,
        ticker: new Map(),
        bars: new Map(),
        trades: new ReplayTrades.KeptTrades(RECORDED_TRADES),
        tradeBars: new TradeBars(i)
      }
      this.recorded.set(i, r)
    }
    return r
  }

  /** Applies one line of the recording; answers what it changed. */
  apply(line: Format.Line | Format.Scan): Applied {
    const applied = this.step(line)
    return applied instanceof ScannedLineTrades
      ? { kind: "trades", instrument: applied.instrument, trades: applied.trades, message: applied.message }
      : applied
  }

  /**
   * `apply`, for the replay itself: a trade line's `trades` may be made objects only when read (the exchange reads
   * them while an order is open, and a subscriber that is not sent the recorded message does).
   */
  step(line: Format.Line | Format.Scan): Applied {
    this.held ??= line.r
    const scanned = Format.scanned(line)
    if (scanned !== undefined) return scanned.kind === "book" ? this.scannedBook(scanned) : this.scannedTrades(scanned)
    // a scan is always scanned (`Reader.scans`)
    if (Format.isScan(line)) return { kind: "none" }
    if ("gap" in line) {
      // a gap of one topic (a book's sequence, a frame of it) hits that book; any other gap, every book of the market
      const topic = line.gap.topic
      for (const r of this.recorded.values())
        if (r.instrument.category === line.c && (topic === undefined || r.bookTopic === topic)) r.gap = true
      return { kind: "none" }
    }
    if (!("m" in line)) return { kind: "none" }
    const { topic } = line.m
    const dot = topic.indexOf(".")
    const head = dot < 0 ? topic : topic.slice(0, dot)
    const symbol = topic.slice(topic.lastIndexOf(".") + 1)
    switch (head) {
      case "orderbook":
        return this.book(line, symbol)
      case "publicTrade":
        return this.trades(this.tradeReader.fromMessage(line), undefined)
      case "tickers":
        return this.tickerLine(line, symbol)
      case "kline":
        return this.kline(line, symbol)
      default:
        return { kind: "none" }
    }
  }

  private book(line: Format.MessageLine, symbol: string): Applied {
    const i = Instruments.find(line.c, symbol)
    const data = line.m.data
    const type = line.m.type
    if (i === undefined || !isRecord(data) || (type !== "snapshot" && type !== "delta")) return { kind: "none" }
    const r = this.of(i)
    if (r.bookTopic !== undefined && r.bookTopic !== line.m.topic) return { kind: "none" }
    r.bookTopic = line.m.topic
    const book = r.book ?? new ReplayBook(i)
    r.book = book
    const again = book.seeded && type === "snapshot" && !line.m.topic.startsWith("orderbook.1.")
    if (!book.apply(type, rows(data.b), rows(data.a), data)) return { kind: "none" }
    const reset = type === "snapshot" && (r.gap || again)
    if (type === "snapshot") r.gap = false
    r.passable = false
    const topic = line.m.topic
    const changes = type === "delta" ? book.changes : undefined
    return { kind: "book", instrument: i, reset, changes, message: undefined, topic, snapshot: type === "snapshot" }
  }

  // the instrument of the last scanned book topic (a recording's lines name a few topics, over and over)
  private lastBook: { readonly c: Format.Market; readonly topic: string; readonly i: Instrument | undefined } = {
    c: "linear",
    topic: "",
    i: undefined
  }

  /** `book` of a line read by scanning its bytes: its levels are laid from them, its message never parsed. */
  private scannedBook(s: ScannedBook): Applied {
    const { topic, type } = s
    let last = this.lastBook
    if (last.topic !== topic || last.c !== s.c) {
      last = { c: s.c, topic, i: Instruments.find(s.c, topic.slice(topic.lastIndexOf(".") + 1)) }
      this.lastBook = last
    }
    const i = last.i
    if (i === undefined || (type !== "snapshot" && type !== "delta")) return { kind: "none" }
    const r = this.of(i)
    if (r.bookTopic !== undefined && r.bookTopic !== topic) return { kind: "none" }
    r.bookTopic = topic
    const book = r.book ?? new ReplayBook(i)
    r.book = book
    const again = book.seeded && type === "snapshot" && !topic.startsWith("orderbook.1.")
    if (!book.applyScanned(s)) return { kind: "none" }
    const reset = type === "snapshot" && (r.gap || again)
    if (type === "snapshot") r.gap = false
    r.passable = book.u > 0
    const message = r.passable ? s.bytes.subarray(s.mStart, s.to - 1) : undefined
    const changes = type === "delta" ? book.changes : undefined
    return { kind: "book", instrument: i, reset, changes, message, topic, snapshot: type === "snapshot" }
  }

  /**
   * An instrument's recorded book with no change since the engine last laid it (after a line that did not move the
   * book), or `undefined` while the recording has not given it a snapshot (the engine then lays the whole market).
   */
  unchanged(i: Instrument): LevelChanges | undefined {
    const book = this.recorded.get(i)?.book
    return book?.seeded === true ? book.unchanged : undefined
  }

  /**
   * The recorded book of an instrument as a snapshot of its recorded topic, while its lines come as bytes with their
   * `u` (`Applied.message`): what a subscriber of that topic starts from before it is sent the recorded messages.
   */
  recordedBook(i: Instrument): { readonly topic: string; readonly message: RecordedMessage } | undefined {
    const r = this.recorded.get(i)
    const book = r?.book
    const topic = r?.bookTopic
    if (r === undefined || !r.passable || book === undefined || !book.seeded || topic === undefined) return undefined
    const depth = Number(topic.split(".")[1])
    return { topic, message: book.message(Number.isInteger(depth) && depth > 0 ? depth : Number.POSITIVE_INFINITY) }
  }

  /**
   * The trades of a line scanned from its bytes: its message goes out as recorded when every trade of it was taken.
   * When every one is (the usual line), they are kept and priced from the scan, and made objects only when read.
   */
  private scannedTrades(s: ScannedTrades): Applied {
    const reader = this.tradeReader
    const i = reader.uniform(s)
    if (i === undefined) {
      const read = reader.fromScan(s)
      const j = read.instrument
      const whole = j !== undefined && read.trades.length === s.trades.length && s.topic === this.tradeTopic(j)
      return this.trades(read, whole ? s.bytes.subarray(s.mStart, s.to - 1) : undefined)
    }
    const r = this.of(i)
    const { prices, sizes } = reader
    const trades = s.trades
    r.lastUnits = prices[trades.length - 1] as number
    for (let k = 0; k < trades.length; k++) {
      const t = trades[k] as ScannedTrade
      r.trades.scanned(s, t, prices[k] as number, sizes[k] as number)
      r.tradeBars.add(t.T ?? s.r, prices[k] as number, sizes[k] as number)
    }
    return new ScannedLineTrades(i, s.topic === this.tradeTopic(i), s, reader)
  }

  // the topic an instrument's trades go out on (a recording's trade lines name one or a few, over and over)
  private lastTradeTopic: { readonly i: Instrument | undefined; readonly topic: string } = { i: undefined, topic: "" }

  private tradeTopic(i: Instrument): string {
    if (this.lastTradeTopic.i !== i) this.lastTradeTopic = { i, topic: `publicTrade.${i.symbol}` }
    return this.lastTradeTopic.topic
  }

  /** The trades of a trade message (scanned from its bytes, or parsed): the instrument's last price, the kept trades. */
  private trades({ instrument, trades }: ReplayTrades.LineTrades, message: Uint8Array | undefined): Applied {
    if (instrument === undefined) return { kind: "none" }
    const last = trades[trades.length - 1]
    if (last !== undefined) {
      const r = this.of(instrument)
      r.lastUnits = last.priceUnits
      for (const t of trades) {
        r.trades.recorded(t)
        r.tradeBars.add(t.T, t.priceUnits, t.qtyUnits)
      }
    }
    return { kind: "trades", instrument, trades, message }
  }

  private tickerLine(line: Format.MessageLine, symbol: string): Applied {
    const i = Instruments.find(line.c, symbol)
    const data = line.m.data
    if (i === undefined || !isRecord(data)) return { kind: "none" }
    const r = this.of(i)
    if (line.m.type === "snapshot") r.ticker.clear()
    // the option stream names some fields apart from REST (`bidPrice`, `markPriceIv`): kept under the REST names
    const names = i.category === "option" ? optionNames : undefined
    for (const [k, v] of Object.entries(data)) {
      const text = str(v)
      if (text !== undefined) r.ticker.set(names?.get(k) ?? k, text)
    }
    return { kind: "ticker", instrument: i }
  }

  private kline(line: Format.MessageLine, symbol: string): Applied {
    const i = Instruments.find(line.c, symbol)
    const data = line.m.data
    if (i === undefined || !Array.isArray(data)) return { kind: "none" }
    const r = this.of(i)
    let interval: KlineInterval | undefined
    for (const b of data) {
      if (!isRecord(b) || typeof b.start !== "number" || typeof b.end !== "number") continue
      const iv = klineIntervals.find((x) => x === str(b.interval))
      if (iv === undefined) continue
      interval = iv
      let bars = r.bars.get(iv)
      if (bars === undefined) {
        bars = new Map()
        r.bars.set(iv, bars)
      }
      bars.set(b.start, {
        start: b.start,
        end: b.end,
        interval: iv,
        open: str(b.open) ?? "0",
        close: str(b.close) ?? "0",
        high: str(b.high) ?? "0",
        low: str(b.low) ?? "0",
        volume: str(b.volume) ?? "0",
        turnover: str(b.turnover) ?? "0",
        confirm: b.confirm === true,
        timestamp: typeof b.timestamp === "number" ? b.timestamp : line.r
      })
    }
    return interval === undefined ? { kind: "none" } : { kind: "kline", instrument: i, interval }
  }
}
