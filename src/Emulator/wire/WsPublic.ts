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
import type { WsPublicTrade } from "../ExchangeTypes.js"
import type { BookMessage } from "../engine/MatchingEngine.js"
import type { Faults } from "../Faults.js"
import type { Category, Instrument } from "../market/Instruments.js"
import * as Instruments from "../market/Instruments.js"
import type { KlineBar, Ticker } from "../market/MarketData.js"
import { type OptionTicker, optionTickerFields } from "../market/MarketTypes.js"
import * as BookFrame from "./BookFrame.js"
import type { CommandOutcome, Connection } from "./WsProtocol.js"
import { fullDepth, type PublicTopic, parsePublicTopic } from "./WsTopics.js"

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

interface Subscriber {
  readonly conn: Connection
  /** When this subscriber last received the level-1 snapshot. */
  lastSentAt: number
  /** The ticker last sent to this subscriber (delta base on linear / inverse, change detector elsewhere). */
  ticker: ReadonlyMap<string, string> | undefined
}

interface Entry {
  readonly key: string
  readonly category: Category
  readonly topic: string
  readonly parsed: PublicTopic
  readonly subscribers: Map<Connection, Subscriber>
  release: (() => void) | undefined
}

type Direction = "PlusTick" | "ZeroPlusTick" | "MinusTick" | "ZeroMinusTick"

const utf8 = new TextDecoder()

const keyOf = (category: Category, topic: string): string => `${category}|${topic}`

/** Field order of the linear / inverse ticker message (docs' WebSocket ticker, futures-only fields last). */
const FUTURES_FIELDS = [
  "symbol",
  "tickDirection",
  "price24hPcnt",
  "lastPrice",
  "prevPrice24h",
  "highPrice24h",
  "lowPrice24h",
  "prevPrice1h",
  "markPrice",
  "indexPrice",
  "openInterest",
  "openInterestValue",
  "singleOpenInterest",
  "singleOpenInterestValue",
  "turnover24h",
  "volume24h",
  "nextFundingTime",
  "fundingRate",
  "bid1Price",
  "bid1Size",
  "ask1Price",
  "ask1Size"
] as const

const DATED_FIELDS = ["deliveryTime", "basisRate", "deliveryFeeRate", "predictedDeliveryPrice", "basis"] as const

const PRELISTING_FIELDS = [
  "preOpenPrice",
  "preQty",
  "curPreListingPhase",
  "fundingIntervalHour",
  "fundingCap",
  "basisRateYear"
] as const

const SPOT_FIELDS = [
  "symbol",
  "lastPrice",
  "highPrice24h",
  "lowPrice24h",
  "prevPrice24h",
  "volume24h",
  "turnover24h",
  "price24hPcnt",
  "usdIndexPrice"
] as const

/** The ticker in the stream's field names and order. */
const wsTicker = (instrument: Instrument, ticker: Ticker, direction: Direction): ReadonlyMap<string, string> => {
  const rest = new Map<string, string>(Object.entries(ticker).map(([k, v]) => [k, String(v)]))
  const out = new Map<string, string>()
  const copy = (fields: ReadonlyArray<string>) => {
    for (const f of fields) {
      const v = rest.get(f)
      if (v !== undefined) out.set(f, v)
    }
  }
  switch (instrument.category) {
    case "spot":
      copy(SPOT_FIELDS)
      break
    case "option":
      for (const [ws, r] of optionTickerFields) {
        const v = rest.get(r)
        if (v !== undefined) out.set(ws, v)
      }
      break
    default:
      rest.set("tickDirection", direction)
      copy(FUTURES_FIELDS)
      if (instrument.deliveryTime > 0) copy(DATED_FIELDS)
      copy(PRELISTING_FIELDS)
  }
  return out
}

const objectOf = (m: ReadonlyMap<string, string>): Record<string, string> => Object.fromEntries(m)

const klineFrame = (topic: string, ts: number, bar: KlineBar): string =>
  JSON.stringify({
    topic,
    data: [
      {
        start: bar.start,
        end: bar.end,
        interval: bar.interval,
        open: bar.open,
        close: bar.close,
        high: bar.high,
        low: bar.low,
        volume: bar.volume,
        turnover: bar.turnover,
        confirm: bar.confirm,
        timestamp: bar.timestamp
      }
    ],
    ts,
    type: "snapshot"
  })

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
  /** `u` offsets per orderbook topic after a restart (published `u` = feed `u` - offset). */
  private readonly offsets = new Map<string, number>()
  private readonly directions = new Map<string, { readonly last: string; readonly direction: Direction }>()
  private messageId = 0
  /** The key of the book `onBook` was last told of. */
  private lastBook: { readonly category: string; readonly symbol: string; readonly key: string } = {
    category: "",
    symbol: "",
    key: ""
  }
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
      entry = { key, category, topic, parsed, subscribers: new Map(), release: undefined }
      this.entries.set(key, entry)
      this.watch(entry)
    }
    const sub: Subscriber = { conn, lastSentAt: now, ticker: undefined }
    entry.subscribers.set(conn, sub)
    switch (parsed.kind) {
      case "orderbook": {
        const feed = this.deps.exchange.feed(category, parsed.symbol, parsed.depth)
        if (feed === undefined) return
        const snap = this.shift(key, feed.snapshot())
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
  }

  private shift(key: string, m: BookMessage): BookMessage {
    const offset = this.offsets.get(key) ?? 0
    return offset === 0 ? m : { ...m, u: m.u - offset }
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
        if (event.reset === true) this.resnapshot(event.category, event.symbol, event.ts)
        else this.onBook(event.category, event.symbol, event.ts)
        return
      case "publicTrade": {
        const topic =
          event.category === "option"
            ? `publicTrade.${this.deps.exchange.instrument("option", event.symbol)?.baseCoin ?? event.symbol}`
            : `publicTrade.${event.symbol}`
        const entry = this.entries.get(keyOf(event.category, topic))
        if (entry === undefined || event.data.length === 0) return
        const frame =
          event.category === "option"
            ? JSON.stringify({
                id: this.nextId(topic, event.ts),
                topic,
                type: "snapshot",
                ts: event.ts,
                data: this.optionTrades(event.symbol, event.data)
              })
            : JSON.stringify({ topic, type: "snapshot", ts: event.ts, data: event.data })
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
    return this.deps.exchange.engine.depth(instrument, 1).seq
  }

  /** The book of a symbol changed: every subscribed depth gets its delta (level 1: a snapshot). */
  private onBook(category: Category, symbol: string, ts: number): void {
    // a replay's lines name the same book over and over: its key is made once
    const last = this.lastBook
    if (last.category !== category || last.symbol !== symbol)
      this.lastBook = { category, symbol, key: keyOf(category, symbol) }
    const entries = this.books.get(this.lastBook.key)
    if (entries === undefined || entries.size === 0) return
    let skipped = false
    for (const entry of entries) {
      const p = entry.parsed
      if (p.kind !== "orderbook" && p.kind !== "orderbook.full") continue
      const depth = p.kind === "orderbook" ? p.depth : fullDepth
      const feed = this.deps.exchange.feed(category, symbol, depth)
      if (feed === undefined) continue
      if (depth === 1 && category !== "option") {
        if (feed.delta() === undefined) continue
        const snap = this.shift(entry.key, feed.snapshot())
        this.broadcast(entry, BookFrame.bookFrame(category, entry.topic, 1, "snapshot", ts, snap), ts)
        continue
      }
      const rows = this.rows
      rows.reset()
      const delta = feed.deltaInto(rows)
      if (delta === undefined) continue
      // A skip-delta fault drops one delta of the symbol: its subscribers see `u` jump by two.
      if (!skipped && this.deps.faults.takeSkipDelta(symbol)) {
        skipped = true
        continue
      }
      const frame = this.frame
      frame.reset()
      const u = delta.u - (this.offsets.get(entry.key) ?? 0)
      BookFrame.writeBookFrame(frame, category, entry.topic, depth, ts, symbol, rows, delta, u)
      this.broadcastBytes(entry, frame.view(), ts)
    }
  }

  /** Re-sends level-1 snapshots unchanged for 3 s (same `u`). */
  scan(now: number): void {
    for (const entry of this.entries.values()) {
      const p = entry.parsed
      if (p.kind !== "orderbook" || p.depth !== 1 || entry.category === "option") continue
      const feed = this.deps.exchange.feed(entry.category, p.symbol, 1)
      if (feed === undefined) continue
      for (const sub of entry.subscribers.values()) {
        if (now - sub.lastSentAt < levelOneResendMs) continue
        sub.lastSentAt = now
        sub.conn.sendData(
          BookFrame.bookFrame(entry.category, entry.topic, 1, "snapshot", now, this.shift(entry.key, feed.snapshot()))
        )
      }
    }
  }

  /**
   * A service restart: every subscribed book starts again at `u = 1` with a snapshot (`orderbook.full`: a `u = 1`
   * message carrying the whole book, the re-initialisation signal).
   */
  restart(now: number): void {
    for (const entry of this.entries.values()) this.restartBook(entry, now)
  }

  /** The market rebuilt a symbol's book (a replay after a gap): its books restart as after a service restart. */
  private resnapshot(category: Category, symbol: string, ts: number): void {
    for (const entry of this.books.get(keyOf(category, symbol)) ?? []) this.restartBook(entry, ts)
  }

  private restartBook(entry: Entry, now: number): void {
    const p = entry.parsed
    if (p.kind !== "orderbook" && p.kind !== "orderbook.full") return
    const depth = p.kind === "orderbook" ? p.depth : fullDepth
    const feed = this.deps.exchange.feed(entry.category, p.symbol, depth)
    if (feed === undefined) return
    feed.delta()
    const snap = feed.snapshot()
    this.offsets.set(entry.key, snap.u - 1)
    const restarted = { ...snap, u: 1 }
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

const sameMap = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean => {
  if (a.size !== b.size) return false
  for (const [k, v] of a) if (b.get(k) !== v) return false
  return true
}
