/**
 * The replay market source: the emulator's books, trades, tickers, klines and prices follow a recording
 * (`src/Recording/Format.ts`) instead of the seeded walk. `from(lines, settings)` names the recording and how to
 * play it; `Emulator.make({ market })` plays it, one line at a time through `ReplayMarket.apply`, on a clock that
 * follows the recording's receive times (`speed` 1, N, or `"max"`: as fast as the emulator consumes).
 *
 * Per recorded instrument the source keeps a local book from the `orderbook.{depth}.{symbol}` messages (the first
 * depth recorded for a symbol is its book; other depths of it are ignored), the last traded price and the recent
 * trades from `publicTrade`, the ticker fields from `tickers` (snapshot, then deltas merged), and the bars from
 * `kline.{interval}`. An interval the recording holds no `kline` of gets the bars its trades make, and an instrument
 * it holds no `tickers` of a ticker whose 24h and 1h figures are its trades' over the window and whose open interest
 * and funding are empty (`ReplayBars`): a recording of books and trades shows what it holds, not the seeded market.
 * Any other figure the recording does not carry (open interest history, insurance, risk limits, greeks, funding
 * history, and every figure of an instrument it does not hold) comes from the seeded walk, so the rest of the
 * emulator reads a whole market. A bar with no trade in it is flat at the last price with no volume.
 *
 * The instruments the recording does not hold (yet) stand still during a replay, at any speed: their prices, books,
 * tickers, bars and recent trades are the seeded walk's at the recording's first line (`heldAt`), whatever the
 * replay's clock says, and the exchange's clock-driven step leaves them alone once it laid them there
 * (`MarketStep`). So what a replay does depends on the recording alone, not on how fast the machine played it, and
 * the walk costs nothing while the recording plays as fast as it is consumed. Their schedules (funding times,
 * statistics, delivery) still follow the replay's clock.
 *
 * @since 1.1.0
 */

import type { ScannedBook } from "../../Recording/BookScan.js"
import * as Format from "../../Recording/Format.js"
import type { ScannedTrade, ScannedTrades } from "../../Recording/TradeScan.js"
import * as Fixed from "../base/Fixed.js"
import type { Category, Instrument } from "./Instruments.js"
import * as Instruments from "./Instruments.js"
import { barStart, MarketData, nextBarStart, RECORDED_TRADES } from "./MarketData.js"
import type { MarketSource } from "./MarketSource.js"
import type {
  KlineBar,
  KlineInterval,
  KlineKind,
  KlineRow,
  LevelChanges,
  Liquidity,
  PublicTrade,
  RecordedMessage,
  StatPeriod,
  Ticker,
  Window
} from "./MarketTypes.js"
import { klineIntervals, optionTickerFields } from "./MarketTypes.js"
import { TradeBars, tradeTicker } from "./ReplayBars.js"
import { ReplayBook } from "./ReplayBook.js"
import type { RecordedTrade } from "./ReplayTrades.js"
import * as ReplayTrades from "./ReplayTrades.js"

export type {
  /**
   * How much there is to replay, when known (see `ReplaySpec.Extent`).
   *
   * @since 1.1.0
   * @category models
   */
  Extent,
  /**
   * What to replay and how (see `ReplaySpec.ReplaySpec`).
   *
   * @since 1.1.0
   * @category models
   */
  ReplaySpec,
  /**
   * How fast a replay plays (see `ReplaySpec.Speed`).
   *
   * @since 1.1.0
   * @category models
   */
  Speed
} from "./ReplaySpec.js"

export {
  /**
   * A replay of `lines` (see `ReplaySpec.from`).
   *
   * @since 1.1.0
   * @category constructors
   */
  from
} from "./ReplaySpec.js"
export type {
  /**
   * A recorded public trade as the `publicTrade` topic sent it, with its price and size in units.
   *
   * @since 1.1.0
   * @category models
   */
  RecordedTrade
} from "./ReplayTrades.js"

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

/** What the source keeps of one recorded instrument. */
interface Recorded {
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
 * The replay's market: a `MarketSource` whose recorded instruments follow the lines `apply` is given.
 *
 * @since 1.1.0
 * @category models
 */
export class ReplayMarket implements MarketSource {
  readonly seed: number
  readonly bookLevels: number
  private readonly walk: MarketData
  private readonly recorded = new Map<Instrument, Recorded>()
  private readonly tradeReader = new ReplayTrades.TradeReader()
  /** The first line's receive time: where the instruments the recording does not hold stand still. */
  private held: number | undefined

  constructor(options: { readonly seed: number; readonly bookLevels?: number | undefined }) {
    this.walk = new MarketData(
      options.bookLevels === undefined ? { seed: options.seed } : { seed: options.seed, bookLevels: options.bookLevels }
    )
    this.seed = this.walk.seed
    this.bookLevels = this.walk.bookLevels
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

  /** The walk's time of an instrument the recording does not drive, at the replay's `now`. */
  private walkAt(now: number): number {
    return this.held ?? now
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

  // ---------------------------------------------------------------- applying the recording

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

  // ---------------------------------------------------------------- the market source

  /**
   * The last traded price in units: the last recorded or printed trade, else the recorded ticker's last price (its
   * mark price for an option not traded yet, whose last price is 0), else the mid.
   */
  private lastOf(r: Recorded): number {
    if (r.lastUnits > 0) return r.lastUnits
    const i = r.instrument
    for (const field of ["lastPrice", "markPrice"]) {
      const text = r.ticker.get(field)
      const fromTicker = text === undefined ? undefined : Fixed.parseRounded(text, i.priceDecimals, "halfUp")
      if (fromTicker !== undefined && fromTicker > 0n) return Number(fromTicker)
    }
    const best = r.book?.best()
    const bid = best?.bid?.[0]
    const ask = best?.ask?.[0]
    if (bid !== undefined && ask !== undefined) {
      const mid = Math.floor((bid + ask) / 2)
      return mid - (mid % i.tickUnits)
    }
    return bid ?? ask ?? 0
  }

  private live(i: Instrument): Recorded | undefined {
    const r = this.recorded.get(i)
    return r !== undefined && this.lastOf(r) > 0 ? r : undefined
  }

  price(instrument: Instrument, kind: "last" | "mark" | "index", now: number): string {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.price(instrument, kind, this.walkAt(now))
    const last = Fixed.formatNumber(this.lastOf(r), instrument.priceDecimals)
    if (kind === "last") return last
    const mark = r.ticker.get("markPrice") ?? last
    return kind === "mark" ? mark : (r.ticker.get("indexPrice") ?? mark)
  }

  lastPriceUnits(instrument: Instrument, now: number): number {
    const r = this.live(instrument)
    return r === undefined ? this.walk.lastPriceUnits(instrument, this.walkAt(now)) : this.lastOf(r)
  }

  bar(instrument: Instrument, kind: KlineKind, interval: KlineInterval, start: number, now: number): KlineBar {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.bar(instrument, kind, interval, start, this.walkAt(now))
    if (kind !== "trade") return this.walk.bar(instrument, kind, interval, start, now)
    const bars = r.bars.get(interval)
    const recorded = bars?.get(start)
    const end = nextBarStart(interval, start)
    if (recorded !== undefined) return { ...recorded, confirm: recorded.confirm || now >= end, timestamp: now }
    // no kline of this interval recorded: the bar the recorded trades make
    const built = bars === undefined ? r.tradeBars.bar(interval, start, now) : undefined
    if (built !== undefined) return built
    const last = Fixed.formatNumber(this.lastOf(r), instrument.priceDecimals)
    return {
      start,
      end: end - 1,
      interval,
      open: last,
      close: last,
      high: last,
      low: last,
      volume: "0",
      turnover: "0",
      confirm: now >= end,
      timestamp: now
    }
  }

  klines(
    instrument: Instrument,
    kind: KlineKind,
    interval: KlineInterval,
    window: {
      readonly start?: number | undefined
      readonly end?: number | undefined
      readonly limit?: number | undefined
    },
    now: number
  ): ReadonlyArray<KlineRow> {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.klines(instrument, kind, interval, window, this.walkAt(now))
    if (kind !== "trade") return this.walk.klines(instrument, kind, interval, window, now)
    const bars = r.bars.get(interval)
    const limit = window.limit ?? 200
    const first = window.start === undefined ? Number.NEGATIVE_INFINITY : barStart(interval, window.start)
    const last = Math.min(window.end ?? now, now)
    const out: Array<KlineRow> = []
    // the recorded bars only (or, with no kline of this interval recorded, those its trades make): a replay has no
    // history before its first bar
    const starts =
      bars === undefined
        ? r.tradeBars.starts(interval, first, last)
        : [...bars.keys()].filter((s) => s >= first && s <= last)
    starts.sort((a, b) => b - a)
    for (const s of starts.slice(0, limit)) {
      const b = this.bar(instrument, kind, interval, s, now)
      out.push([String(s), b.open, b.high, b.low, b.close, b.volume, b.turnover])
    }
    return out
  }

  greeks(instrument: Instrument, now: number) {
    return this.walk.greeks(instrument, this.live(instrument) === undefined ? this.walkAt(now) : now)
  }

  ticker(instrument: Instrument, now: number): Ticker {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.ticker(instrument, this.walkAt(now))
    const base = this.walk.ticker(instrument, now)
    const i = instrument
    // no `tickers` recorded: the walk's shape, its figures the recorded trades' (or none), never the seeded market's
    const out: Record<string, unknown> =
      r.ticker.size === 0 && i.category !== "option"
        ? tradeTicker(base as unknown as Record<string, unknown>, r.tradeBars, i, this.lastOf(r), now)
        : { ...base }
    for (const [k, v] of r.ticker) if (k in out && k !== "symbol") out[k] = v
    out.lastPrice = Fixed.formatNumber(this.lastOf(r), i.priceDecimals)
    const best = r.book?.best()
    if (best?.bid !== undefined) {
      out.bid1Price = Fixed.formatNumber(best.bid[0], i.priceDecimals)
      out.bid1Size = Fixed.formatNumber(best.bid[1], i.qtyDecimals)
    }
    if (best?.ask !== undefined) {
      out.ask1Price = Fixed.formatNumber(best.ask[0], i.priceDecimals)
      out.ask1Size = Fixed.formatNumber(best.ask[1], i.qtyDecimals)
    }
    if ("markPrice" in out) out.markPrice = this.price(i, "mark", now)
    if ("indexPrice" in out) out.indexPrice = this.price(i, "index", now)
    return out as unknown as Ticker
  }

  levels(instrument: Instrument, lastUnits: number, now: number, depth?: number): Liquidity {
    const r = this.recorded.get(instrument)
    if (r?.book === undefined)
      return this.walk.levels(instrument, lastUnits, this.replays(instrument) ? now : this.walkAt(now), depth)
    return r.book.liquidity(depth)
  }

  recentTrades(instrument: Instrument, now: number, limit: number): ReadonlyArray<PublicTrade> {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.recentTrades(instrument, this.walkAt(now), limit)
    return r.trades.recent(instrument, now, limit)
  }

  recordTrade(instrument: Instrument, trade: PublicTrade): void {
    const r = this.recorded.get(instrument)
    if (r === undefined) {
      this.walk.recordTrade(instrument, trade)
      return
    }
    r.trades.printed(Object.assign({}, trade, { at: Number(trade.time) }))
    const i = instrument
    const price = Fixed.parse(trade.price, i.priceDecimals)
    const size = Fixed.parse(trade.size, i.qtyDecimals)
    if (price !== undefined && size !== undefined) r.tradeBars.add(Number(trade.time), Number(price), Number(size))
  }

  nextFundingTime(instrument: Instrument, now: number): number {
    const text = this.live(instrument)?.ticker.get("nextFundingTime")
    const t = text === undefined ? Number.NaN : Number(text)
    return Number.isFinite(t) && t > now ? t : this.walk.nextFundingTime(instrument, now)
  }

  fundingHistory(instrument: Instrument, window: Window, now: number) {
    return this.walk.fundingHistory(instrument, window, now)
  }

  openInterest(instrument: Instrument, intervalTime: StatPeriod, window: Window, now: number) {
    return this.walk.openInterest(instrument, intervalTime, window, now)
  }

  accountRatio(instrument: Instrument, period: StatPeriod, window: Window, now: number) {
    return this.walk.accountRatio(instrument, period, window, now)
  }

  historicalVolatility(baseCoin: string, period: number, window: Window, now: number) {
    return this.walk.historicalVolatility(baseCoin, period, window, now)
  }

  insurance(coin: string | undefined, now: number) {
    return this.walk.insurance(coin, now)
  }

  riskLimits(instrument: Instrument) {
    return this.walk.riskLimits(instrument)
  }

  deliveryPrices(
    category: Category,
    filter: { readonly symbol?: string | undefined; readonly baseCoin?: string | undefined; readonly limit?: number },
    now: number
  ) {
    return this.walk.deliveryPrices(category, filter, now)
  }

  serverTime(now: number): { readonly timeSecond: string; readonly timeNano: string } {
    return this.walk.serverTime(now)
  }
}
