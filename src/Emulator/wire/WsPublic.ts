/**
 * The public market-data topics of the emulator's WebSocket streams (`/v5/public/{spot,linear,inverse,option}`):
 * subscriptions per connection and the messages pushed from the exchange's public events, in the exchange's documented shapes:
 * `orderbook.{depth}.{symbol}` (a snapshot, then deltas with `u` growing by one; level 1 sends snapshots and
 * re-sends an unchanged one after 3 s), `orderbook.full.{symbol}` (deltas only, on the feed the REST full
 * snapshot reads), `publicTrade`, `tickers` (snapshot then deltas on linear / inverse, snapshots on spot and option),
 * `kline.{interval}.{symbol}` and `allLiquidation`. A restart re-sends every book with `u = 1`; a skip-delta fault
 * drops one delta so clients see a gap.
 *
 * @since 0.1.0
 */
import * as JsonBytes from "../base/JsonBytes.js"
import type { Exchange, PublicEvent } from "../Exchange.js"
import type { RecordedBookMessage, WsPublicTrade } from "../ExchangeTypes.js"
import type { Faults } from "../Faults.js"
import type { Category, Instrument } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import type { Ticker } from "../market/MarketData.js"
import type { OptionTicker } from "../market/MarketTypes.js"
import * as BookFrame from "./BookFrame.js"
import type { CommandOutcome, Connection } from "./WsProtocol.js"
import { type Entry, RecordedRoute, type Subscriber } from "./WsRoute.js"
import { type Direction, klineFrame, objectOf, sameMap, wsTicker } from "./WsTicker.js"
import { fullDepth, parsePublicTopic } from "./WsTopics.js"

/**
 * How long an unchanged level-1 book waits before its snapshot is pushed again (docs: 3 s).
 *
 * @since 0.1.0
 * @category constants
 */
export const levelOneResendMs = 3000

/**
 * The most topics one spot `subscribe` may carry (docs; the exchange answers `args size >10`).
 *
 * @since 0.1.0
 * @category constants
 */
export const spotArgsLimit = 10

const utf8 = new TextDecoder()

const keyOf = (category: Category, topic: string): string => `${category}|${topic}`

/**
 * What the public hub needs: the exchange (events, feeds, instruments, the market for first ticker snapshots)
 * and the fault state (skip-delta).
 *
 * @since 0.1.0
 * @category models
 */
export interface PublicDeps {
  readonly exchange: Exchange
  readonly faults: Faults
}

/**
 * The subscriptions of every public connection, and the fan-out of the exchange's public events to them.
 *
 * @since 0.1.0
 * @category models
 */
export class PublicHub {
  private readonly entries = new Map<string, Entry>()
  /** Orderbook entries (any depth, and full) per `category|symbol`. */
  private readonly books = new Map<string, Set<Entry>>()
  private readonly directions = new Map<string, { readonly last: string; readonly direction: Direction }>()
  private messageId = 0
  /** The key of the book `onBook` was last told of. */
  private lastBook: { readonly category: string; readonly symbol: string; readonly key: string } = {
    category: "",
    symbol: "",
    key: ""
  }
  /** The key of the `publicTrade` topic `onEvent` was last told of. */
  private lastTrade: { readonly category: string; readonly symbol: string; readonly key: string } = {
    category: "",
    symbol: "",
    key: ""
  }
  /** The route of the recorded book messages a replay passes through, when they have one. */
  private readonly route = new RecordedRoute()
  /** A delta's rows and its frame, as bytes (reused from delta to delta). */
  private readonly rows = new JsonBytes.JsonBytes()
  private readonly frame = new JsonBytes.JsonBytes()

  constructor(private readonly deps: PublicDeps) {}

  private exists(category: Category, symbol: string): boolean {
    return this.deps.exchange.instrument(category, symbol) !== undefined
  }

  private optionBaseExists(coin: string): boolean {
    return Instruments.byCategory("option").some((i) => i.baseCoin === coin)
  }

  /**
   * Checks a `subscribe` of `topics` on a connection of `category`: spot refuses more than 10 args; unknown topics
   * fail with `error:handler not found,topic:…`, repeated ones with `error:already subscribed,topic:…`. Spot and
   * futures fail the whole request on the first bad topic; option subscribes the good ones and lists the others in
   * `failTopics`. Returns the outcome and the topics to `add` once the acknowledgement is on its way.
   */
  check(
    conn: Connection,
    category: Category,
    topics: ReadonlyArray<string>
  ): { readonly outcome: CommandOutcome; readonly accepted: ReadonlyArray<string> } {
    if (category === "spot" && topics.length > spotArgsLimit) {
      return { outcome: { success: false, retMsg: "args size >10", successTopics: [], failTopics: [] }, accepted: [] }
    }
    const accepted: Array<string> = []
    const failed: Array<string> = []
    let retMsg = ""
    for (const topic of topics) {
      const parsed = parsePublicTopic(
        category,
        topic,
        (s) => this.exists(category, s),
        (c) => this.optionBaseExists(c)
      )
      const problem =
        parsed === undefined
          ? `error:handler not found,topic:${topic}`
          : conn.topics.has(topic) || accepted.includes(topic)
            ? `error:already subscribed,topic:${topic}`
            : undefined
      if (problem === undefined) accepted.push(topic)
      else {
        failed.push(topic)
        if (retMsg === "") retMsg = problem
      }
    }
    if (failed.length > 0 && category !== "option") {
      return { outcome: { success: false, retMsg, successTopics: [], failTopics: failed }, accepted: [] }
    }
    return {
      outcome: { success: failed.length === 0, retMsg, successTopics: accepted, failTopics: failed },
      accepted
    }
  }

  /**
   * Subscribes a connection to a checked topic and sends what a new subscriber gets first: the book snapshot
   * (with the current `u`), or the ticker snapshot. The exchange should have ticked to `now` already.
   */
  add(conn: Connection, category: Category, topic: string, now: number): void {
    const parsed = parsePublicTopic(
      category,
      topic,
      (s) => this.exists(category, s),
      (c) => this.optionBaseExists(c)
    )
    if (parsed === undefined) return
    conn.topics.add(topic)
    const key = keyOf(category, topic)
    let entry = this.entries.get(key)
    if (entry === undefined) {
      entry = { key, category, topic, parsed, subscribers: new Map(), release: undefined, passing: false }
      this.entries.set(key, entry)
      this.watch(entry)
    }
    const sub: Subscriber = { conn, lastSentAt: now, ticker: undefined }
    entry.subscribers.set(conn, sub)
    this.route.moved()
    switch (parsed.kind) {
      case "orderbook": {
        // the others of the topic are on one source of messages; the newcomer starts on the source the book has now
        const others = entry.subscribers.size > 1
        const recorded = this.recordedBook(category, parsed.symbol)
        if (recorded !== undefined && recorded.topic === topic) {
          const frame = BookFrame.bookFrame(category, topic, parsed.depth, "snapshot", now, recorded.message)
          if (others && !entry.passing) this.broadcast(entry, frame, now)
          else conn.sendData(frame)
          entry.passing = true
          return
        }
        if (others && entry.passing) {
          this.toFeed(entry, now)
          return
        }
        entry.passing = false
        const feed = this.deps.exchange.feed(category, parsed.symbol, parsed.depth)
        if (feed === undefined) return
        const snap = feed.snapshot()
        conn.sendData(BookFrame.bookFrame(category, topic, parsed.depth, "snapshot", now, snap))
        return
      }
      case "orderbook.full":
        // Delta-only: the first subscriber starts the feed's update ids; clients seed from the REST snapshot.
        this.deps.exchange.feed(category, parsed.symbol, fullDepth)?.snapshot()
        return
      case "tickers": {
        const instrument = this.deps.exchange.instrument(category, parsed.symbol)
        if (instrument === undefined) return
        this.sendTicker(entry, sub, instrument, this.deps.exchange.market.ticker(instrument, now), now, false)
        return
      }
      default:
        return
    }
  }

  /** Asks the exchange to compute tickers / klines for a topic while it has subscribers; books join the index. */
  private watch(entry: Entry): void {
    const p = entry.parsed
    switch (p.kind) {
      case "tickers":
        entry.release = this.deps.exchange.watch({ kind: "ticker", category: entry.category, symbol: p.symbol })
        return
      case "kline":
        entry.release = this.deps.exchange.watch({
          kind: "kline",
          category: entry.category,
          symbol: p.symbol,
          interval: p.interval
        })
        return
      case "orderbook":
      case "orderbook.full": {
        const k = keyOf(entry.category, p.symbol)
        let set = this.books.get(k)
        if (set === undefined) {
          set = new Set()
          this.books.set(k, set)
        }
        set.add(entry)
        return
      }
      default:
        return
    }
  }

  /** Unsubscribes a connection from a topic; `false` when it was not subscribed. */
  remove(conn: Connection, category: Category, topic: string): boolean {
    const key = keyOf(category, topic)
    const entry = this.entries.get(key)
    const had = conn.topics.delete(topic)
    if (entry === undefined) return had
    entry.subscribers.delete(conn)
    this.route.moved()
    if (entry.subscribers.size === 0) {
      entry.release?.()
      this.entries.delete(key)
      const p = entry.parsed
      if (p.kind === "orderbook" || p.kind === "orderbook.full")
        this.books.get(keyOf(category, p.symbol))?.delete(entry)
    }
    return had
  }

  /** Forgets a closed connection. */
  drop(conn: Connection, category: Category): void {
    for (const topic of [...conn.topics]) this.remove(conn, category, topic)
  }

  /** Releases every watch (server shutdown). */
  close(): void {
    for (const entry of this.entries.values()) entry.release?.()
    this.entries.clear()
    this.books.clear()
    this.route.forget()
  }

  /** A frame's UTF-8 bytes to every subscriber of `entry` (decoded for a connection that takes text only). */
  private broadcastBytes(entry: Entry, bytes: Uint8Array, now: number): void {
    for (const sub of entry.subscribers.values()) {
      sub.lastSentAt = now
      if (sub.conn.sendText !== undefined) sub.conn.sendText(bytes)
      else sub.conn.sendData(utf8.decode(bytes))
    }
  }

  private broadcast(entry: Entry, frame: string, now: number): void {
    for (const sub of entry.subscribers.values()) {
      sub.lastSentAt = now
      sub.conn.sendData(frame)
    }
  }

  // ---------------------------------------------------------------- events

  /**
   * An option's trades as the trade page lists them: with the fields unique to options (mark and index price, mark
   * IV and the trade's IV — the walk prices options on one volatility, so the mark IV), without the tick direction,
   * which is unique to perpetuals and futures (websocket/public/trade).
   */
  private optionTrades(symbol: string, data: ReadonlyArray<WsPublicTrade>): ReadonlyArray<object> {
    const instrument = this.deps.exchange.instrument("option", symbol)
    if (instrument === undefined) return data
    return data.map(({ L: _direction, ...trade }) => {
      const ticker = this.deps.exchange.market.ticker(instrument, trade.T) as OptionTicker
      return { ...trade, mP: ticker.markPrice, iP: ticker.indexPrice, mIv: ticker.markIv, iv: ticker.markIv }
    })
  }

  /** Pushes one public event to the subscribers of its topic. */
  onEvent(event: PublicEvent): void {
    switch (event.kind) {
      case "orderbook":
        if (event.recorded !== undefined)
          this.onRecorded(event.category, event.symbol, event.ts, event.recorded, event.reset === true)
        else if (event.reset === true) this.resnapshot(event.category, event.symbol, event.ts)
        else this.onBook(event.category, event.symbol, event.ts)
        return
      case "publicTrade": {
        if (event.category !== "option") {
          const entry = this.entries.get(this.tradeKey(event.category, event.symbol))
          if (entry === undefined) return
          // a replayed line's trades as the exchange sent them
          if (event.recorded !== undefined) this.broadcastBytes(entry, event.recorded, event.ts)
          else if (event.data.length > 0)
            this.broadcast(
              entry,
              JSON.stringify({ topic: entry.topic, type: "snapshot", ts: event.ts, data: event.data }),
              event.ts
            )
          return
        }
        const topic = `publicTrade.${this.deps.exchange.instrument("option", event.symbol)?.baseCoin ?? event.symbol}`
        const entry = this.entries.get(keyOf(event.category, topic))
        if (entry === undefined || event.data.length === 0) return
        const frame = JSON.stringify({
          id: this.nextId(topic, event.ts),
          topic,
          type: "snapshot",
          ts: event.ts,
          data: this.optionTrades(event.symbol, event.data)
        })
        this.broadcast(entry, frame, event.ts)
        return
      }
      case "ticker": {
        const instrument = this.deps.exchange.instrument(event.category, event.symbol)
        const entry = this.entries.get(keyOf(event.category, `tickers.${event.symbol}`))
        if (instrument === undefined) return
        this.track(instrument, event.data)
        if (entry === undefined) return
        for (const sub of entry.subscribers.values())
          this.sendTicker(entry, sub, instrument, event.data, event.ts, true)
        return
      }
      case "kline": {
        const topic = `kline.${event.data.interval}.${event.symbol}`
        const entry = this.entries.get(keyOf(event.category, topic))
        if (entry === undefined) return
        this.broadcast(entry, klineFrame(topic, event.ts, event.data), event.ts)
        return
      }
      case "allLiquidation": {
        const topic = `allLiquidation.${event.symbol}`
        const entry = this.entries.get(keyOf(event.category, topic))
        if (entry === undefined || event.data.length === 0) return
        this.broadcast(entry, JSON.stringify({ topic, type: "snapshot", ts: event.ts, data: event.data }), event.ts)
        return
      }
    }
  }

  private nextId(topic: string, ts: number): string {
    this.messageId += 1
    return `${topic}-${this.messageId}-${ts}`
  }

  /** Tick direction of the last price, as the futures ticker reports it. */
  private track(instrument: Instrument, ticker: Ticker): Direction {
    const k = keyOf(instrument.category, instrument.symbol)
    const prev = this.directions.get(k)
    const last = ticker.lastPrice
    let direction: Direction = prev?.direction ?? "ZeroPlusTick"
    if (prev !== undefined && prev.last !== last) {
      direction = Number(last) > Number(prev.last) ? "PlusTick" : "MinusTick"
    } else if (prev !== undefined) {
      direction = prev.direction === "PlusTick" || prev.direction === "ZeroPlusTick" ? "ZeroPlusTick" : "ZeroMinusTick"
    }
    this.directions.set(k, { last, direction })
    return direction
  }

  private sendTicker(
    entry: Entry,
    sub: Subscriber,
    instrument: Instrument,
    ticker: Ticker,
    ts: number,
    fromEvent: boolean
  ): void {
    const k = keyOf(instrument.category, instrument.symbol)
    const direction = this.directions.get(k)?.direction ?? "ZeroPlusTick"
    const data = wsTicker(instrument, ticker, direction)
    const prev = sub.ticker
    const topic = entry.topic
    if (instrument.category === "linear" || instrument.category === "inverse") {
      // Derivatives: the first message is a snapshot, then only the fields that changed (docs).
      if (prev === undefined) {
        sub.ticker = data
        const cs = this.crossSeq(instrument)
        sub.conn.sendData(JSON.stringify({ topic, type: "snapshot", data: objectOf(data), cs, ts }))
        return
      }
      const delta = new Map<string, string>([["symbol", instrument.symbol]])
      for (const [f, v] of data) if (f !== "symbol" && prev.get(f) !== v) delta.set(f, v)
      if (delta.size === 1) return
      sub.ticker = data
      const cs = this.crossSeq(instrument)
      sub.conn.sendData(JSON.stringify({ topic, type: "delta", data: objectOf(delta), cs, ts }))
      return
    }
    // Spot and option send snapshots only; an unchanged ticker is not repeated.
    if (fromEvent && prev !== undefined && sameMap(prev, data)) return
    sub.ticker = data
    if (instrument.category === "spot") {
      const cs = this.crossSeq(instrument)
      sub.conn.sendData(JSON.stringify({ topic, ts, type: "snapshot", cs, data: objectOf(data) }))
    } else {
      sub.conn.sendData(
        JSON.stringify({ id: this.nextId(topic, ts), topic, ts, data: objectOf(data), type: "snapshot" })
      )
    }
  }

  private crossSeq(instrument: Instrument): number {
    return this.deps.exchange.engine.crossSeq(instrument)
  }

  /** The entry key of a symbol's `publicTrade` topic (spot, linear, inverse): made once for the symbol traded last. */
  private tradeKey(category: Category, symbol: string): string {
    const last = this.lastTrade
    if (last.category !== category || last.symbol !== symbol)
      this.lastTrade = { category, symbol, key: keyOf(category, `publicTrade.${symbol}`) }
    return this.lastTrade.key
  }

  /** The orderbook entries of a symbol (a replay's lines name the same book over and over: its key is made once). */
  private bookEntries(category: Category, symbol: string): Set<Entry> | undefined {
    const last = this.lastBook
    if (last.category !== category || last.symbol !== symbol)
      this.lastBook = { category, symbol, key: keyOf(category, symbol) }
    const entries = this.books.get(this.lastBook.key)
    return entries === undefined || entries.size === 0 ? undefined : entries
  }

  /**
   * The book of a symbol changed: every subscribed depth gets its delta (level 1: a snapshot); one on a replay's
   * recorded messages goes back to the engine's feed, with a snapshot.
   */
  private onBook(category: Category, symbol: string, ts: number): void {
    const entries = this.bookEntries(category, symbol)
    if (entries === undefined) return
    let skipped = false
    for (const entry of entries) {
      if (entry.passing) this.toFeed(entry, ts)
      else skipped = this.bookDelta(entry, category, symbol, ts, skipped)
    }
  }

  /**
   * A replayed line moved a book no order is open on (`PublicEvent.recorded`): the subscribers of the recorded topic
   * get the recorded message as it is (after a snapshot of the recorded book when they were on the engine's feed);
   * those of another depth get the engine's deltas, as from `onBook`.
   */
  onRecorded(category: Category, symbol: string, ts: number, recorded: RecordedBookMessage, reset: boolean): void {
    // the usual line of a replay: to the one subscriber of the recorded topic, as it is (what the full path does)
    const sub = this.route.take(category, symbol, recorded.topic, this.deps.faults)
    if (sub !== undefined) {
      sub.lastSentAt = ts
      if (sub.conn.sendText !== undefined) sub.conn.sendText(recorded.message)
      else sub.conn.sendData(utf8.decode(recorded.message))
      return
    }
    this.recordedToAll(category, symbol, ts, recorded, reset)
  }

  /** `onRecorded` for every book entry of the symbol; the route of the next lines when they can take one. */
  private recordedToAll(
    category: Category,
    symbol: string,
    ts: number,
    recorded: RecordedBookMessage,
    reset: boolean
  ): void {
    this.route.forget()
    const entries = this.bookEntries(category, symbol)
    if (entries === undefined) return
    let skipped = false
    for (const entry of entries) {
      if (entry.topic !== recorded.topic || entry.parsed.kind !== "orderbook") {
        if (reset) this.restartBook(entry, ts)
        else skipped = this.bookDelta(entry, category, symbol, ts, skipped)
        continue
      }
      if (entry.passing || recorded.snapshot) {
        // A skip-delta fault drops one delta of the symbol: its subscribers see `u` jump by two.
        if (!recorded.snapshot && !skipped && this.deps.faults.takeSkipDelta(symbol)) {
          skipped = true
          continue
        }
        entry.passing = true
        this.broadcastBytes(entry, recorded.message, ts)
        continue
      }
      const book = this.recordedBook(category, symbol)
      if (book === undefined) continue
      entry.passing = true
      this.broadcast(
        entry,
        BookFrame.bookFrame(category, entry.topic, entry.parsed.depth, "snapshot", ts, book.message),
        ts
      )
    }
    this.route.learn(category, symbol, recorded.topic, entries)
  }

  /**
   * The recorded book of a replayed symbol no order is open on, as a snapshot of its recorded topic, while its lines
   * pass through (`PublicEvent.recorded`); `undefined` while the book is the engine's.
   */
  private recordedBook(category: Category, symbol: string) {
    const { engine, market } = this.deps.exchange
    const i = Instruments.find(category, symbol)
    return i === undefined || !engine.idle(i) ? undefined : market.recordedBook?.(i)
  }

  /** An entry on the recorded messages goes back to the engine's feed: its subscribers get the feed's snapshot. */
  private toFeed(entry: Entry, now: number): void {
    entry.passing = false
    const p = entry.parsed
    if (p.kind !== "orderbook") return
    const feed = this.deps.exchange.feed(entry.category, p.symbol, p.depth)
    if (feed === undefined) return
    feed.delta()
    const snap = feed.snapshot()
    this.broadcast(entry, BookFrame.bookFrame(entry.category, entry.topic, p.depth, "snapshot", now, snap), now)
  }

  /** One entry's delta from the engine's feed (level 1: a snapshot); whether a skip-delta fault was taken. */
  private bookDelta(entry: Entry, category: Category, symbol: string, ts: number, skipped: boolean): boolean {
    const p = entry.parsed
    if (p.kind !== "orderbook" && p.kind !== "orderbook.full") return skipped
    const depth = p.kind === "orderbook" ? p.depth : fullDepth
    const feed = this.deps.exchange.feed(category, symbol, depth)
    if (feed === undefined) return skipped
    if (depth === 1 && category !== "option") {
      if (feed.delta() === undefined) return skipped
      const snap = feed.snapshot()
      this.broadcast(entry, BookFrame.bookFrame(category, entry.topic, 1, "snapshot", ts, snap), ts)
      return skipped
    }
    const rows = this.rows
    rows.reset()
    const delta = feed.deltaInto(rows)
    if (delta === undefined) return skipped
    // A skip-delta fault drops one delta of the symbol: its subscribers see `u` jump by two.
    if (!skipped && this.deps.faults.takeSkipDelta(symbol)) return true
    const frame = this.frame
    frame.reset()
    const u = delta.u
    BookFrame.writeBookFrame(frame, category, entry.topic, depth, ts, symbol, rows, delta, u)
    this.broadcastBytes(entry, frame.view(), ts)
    return skipped
  }

  /** Re-sends level-1 snapshots unchanged for 3 s (same `u`). */
  scan(now: number): void {
    for (const entry of this.entries.values()) {
      const p = entry.parsed
      // on a replay's recorded messages, the recording's own snapshots are its resends
      if (p.kind !== "orderbook" || p.depth !== 1 || entry.category === "option" || entry.passing) continue
      const feed = this.deps.exchange.feed(entry.category, p.symbol, 1)
      if (feed === undefined) continue
      for (const sub of entry.subscribers.values()) {
        if (now - sub.lastSentAt < levelOneResendMs) continue
        sub.lastSentAt = now
        sub.conn.sendData(BookFrame.bookFrame(entry.category, entry.topic, 1, "snapshot", now, feed.snapshot()))
      }
    }
  }

  /**
   * A service restart: every subscribed book starts again at `u = 1` with a snapshot (`orderbook.full`: a `u = 1`
   * message carrying the whole book, the re-initialisation signal).
   */
  restart(now: number): void {
    // every book's feeds, those no one subscribes to as well: a REST book answers u = 1 with them
    this.deps.exchange.engine.restartFeeds()
    for (const entry of this.entries.values()) this.restartBook(entry, now)
  }

  /** The market rebuilt a symbol's book (a replay after a gap): its books restart as after a service restart. */
  private resnapshot(category: Category, symbol: string, ts: number): void {
    for (const entry of this.books.get(keyOf(category, symbol)) ?? []) this.restartBook(entry, ts)
  }

  private restartBook(entry: Entry, now: number): void {
    const p = entry.parsed
    if (p.kind !== "orderbook" && p.kind !== "orderbook.full") return
    entry.passing = false
    const depth = p.kind === "orderbook" ? p.depth : fullDepth
    const feed = this.deps.exchange.feed(entry.category, p.symbol, depth)
    if (feed === undefined) return
    // the feed's own ids start again (REST's `u` with them); a feed restarted already is at 1
    feed.restart()
    const restarted = feed.snapshot()
    this.broadcast(
      entry,
      BookFrame.bookFrame(
        entry.category,
        entry.topic,
        depth,
        p.kind === "orderbook" ? "snapshot" : "delta",
        now,
        restarted
      ),
      now
    )
  }
}
