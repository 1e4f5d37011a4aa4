/**
 * The emulator's binary (SBE) market-data streams, `/v5/public-sbe/{spot,linear,inverse}`, as a market-maker host
 * serves them: JSON control frames (subscribe acknowledgements, pongs) as on the linear stream, and binary data
 * frames encoded by `SbeEncode`.
 *
 * - `ob.50.sbe.{symbol}`: a snapshot of 50 levels on subscribe, then on every book change the changed levels as a
 *   delta (size `0` removes a level) with `u + 1`; more than 100 changed levels go out as a snapshot instead (docs).
 * - `ob.rpi.1.sbe.{symbol}`: the best quotes on subscribe and whenever they change (the emulator has no RPI orders:
 *   the RPI price and size are 0).
 * - `publicTrade.sbe.{symbol}`: the trades of the public trade stream.
 *
 * Prices and sizes carry the instrument's decimals as exponents; times are microseconds.
 *
 * @since 0.1.0
 */
import type * as Sbe from "../../Socket/Sbe.js"
import type { Exchange, PublicEvent } from "../Exchange.js"
import type { BookMessage } from "../engine/MatchingEngine.js"
import * as Instruments from "../market/Instruments.js"
import * as SbeEncode from "./SbeEncode.js"

/**
 * A binary market-data stream and the category it serves.
 *
 * @since 0.1.0
 * @category models
 */
export type SbeChannel = "spotSbe" | "linearSbe" | "inverseSbe"

const categoryOf: Readonly<Record<SbeChannel, Instruments.Category>> = {
  spotSbe: "spot",
  linearSbe: "linear",
  inverseSbe: "inverse"
}

const topicPattern = /^(ob\.50|ob\.rpi\.1|publicTrade)\.sbe\.(.+)$/

/**
 * The parts of an SBE topic, when it is one and its symbol trades in the stream's category.
 *
 * @since 0.1.0
 * @category topics
 */
export const parse = (
  channel: SbeChannel,
  topic: string
): { readonly kind: "ob.50" | "ob.rpi.1" | "publicTrade"; readonly instrument: Instruments.Instrument } | undefined => {
  const m = topicPattern.exec(topic)
  const instrument = m === null ? undefined : Instruments.find(categoryOf[channel], m[2]!)
  return m === null || instrument === undefined
    ? undefined
    : { kind: m[1] as "ob.50" | "ob.rpi.1" | "publicTrade", instrument }
}

/**
 * A connection of a binary stream as the feeds see it.
 *
 * @since 0.1.0
 * @category models
 */
export interface SbeConnection {
  readonly channel: string
  readonly topics: Set<string>
  sendData(frame: string | Uint8Array): void
}

const depth = 50
const snapshotAbove = 100

interface BookState {
  u: number
  bids: Map<string, string>
  asks: Map<string, string>
}

const sideMap = (levels: ReadonlyArray<readonly [string, string]>) => new Map(levels.map(([p, s]) => [p, s] as const))

// Levels whose size changed, appeared or went (size "0"), in the side's order.
const changes = (before: Map<string, string>, after: Map<string, string>): Array<Sbe.Level> => {
  const out: Array<Sbe.Level> = []
  for (const [price, size] of after) if (before.get(price) !== size) out.push({ price, size })
  for (const price of before.keys()) if (!after.has(price)) out.push({ price, size: "0" })
  return out
}

const levels = (side: Map<string, string>): Array<Sbe.Level> => [...side].map(([price, size]) => ({ price, size }))

/**
 * The binary feeds of one emulator: per book topic, the levels and update id last sent.
 *
 * @since 0.1.0
 * @category hubs
 */
export class SbeFeeds {
  private readonly books = new Map<string, BookState>()
  private readonly tops = new Map<string, string>()

  constructor(private readonly exchange: Exchange) {}

  private book(instrument: Instruments.Instrument, now: number): BookMessage | undefined {
    return this.exchange.orderbook(instrument.category, instrument.symbol, depth, now)
  }

  private bookFrame(
    instrument: Instruments.Instrument,
    book: BookMessage,
    state: BookState,
    pkgType: "SNAPSHOT" | "DELTA",
    asks: ReadonlyArray<Sbe.Level>,
    bids: ReadonlyArray<Sbe.Level>,
    now: number
  ): Uint8Array {
    return SbeEncode.encode({
      topic: `ob.50.sbe.${instrument.symbol}`,
      ts: now * 1000,
      seq: book.seq,
      cts: now * 1000,
      u: state.u,
      priceExponent: instrument.priceDecimals,
      sizeExponent: instrument.qtyDecimals,
      pkgType,
      asks,
      bids,
      symbol: instrument.symbol
    })
  }

  private bboFrame(instrument: Instruments.Instrument, book: BookMessage, now: number): Uint8Array {
    const [bid, ask] = [book.b[0], book.a[0]]
    return SbeEncode.encode({
      topic: `ob.rpi.1.sbe.${instrument.symbol}`,
      ts: now * 1000,
      seq: book.seq,
      cts: now * 1000,
      u: book.u,
      askNormalPrice: ask?.[0] ?? "0",
      askNormalSize: ask?.[1] ?? "0",
      askRpiPrice: "0",
      askRpiSize: "0",
      bidNormalPrice: bid?.[0] ?? "0",
      bidNormalSize: bid?.[1] ?? "0",
      bidRpiPrice: "0",
      bidRpiSize: "0",
      priceExponent: instrument.priceDecimals,
      sizeExponent: instrument.qtyDecimals,
      symbol: instrument.symbol
    })
  }

  /** The frames a new subscriber of `topic` receives at once. */
  subscribed(channel: SbeChannel, topic: string, now: number): ReadonlyArray<Uint8Array> {
    const parsed = parse(channel, topic)
    if (parsed === undefined || parsed.kind === "publicTrade") return []
    const book = this.book(parsed.instrument, now)
    if (book === undefined) return []
    if (parsed.kind === "ob.rpi.1") return [this.bboFrame(parsed.instrument, book, now)]
    let state = this.books.get(topic)
    if (state === undefined) {
      state = { u: 1, bids: sideMap(book.b), asks: sideMap(book.a) }
      this.books.set(topic, state)
    }
    return [this.bookFrame(parsed.instrument, book, state, "SNAPSHOT", levels(state.asks), levels(state.bids), now)]
  }

  private bookChanged(
    channel: SbeChannel,
    instrument: Instruments.Instrument,
    subscribers: Array<SbeConnection>,
    now: number
  ) {
    const topic = `ob.50.sbe.${instrument.symbol}`
    const bboTopic = `ob.rpi.1.sbe.${instrument.symbol}`
    const wantBook = subscribers.filter((c) => c.topics.has(topic))
    const wantTop = subscribers.filter((c) => c.topics.has(bboTopic))
    if (wantBook.length === 0 && wantTop.length === 0) return
    const book = this.book(instrument, now)
    if (book === undefined) return
    const state = this.books.get(topic)
    if (wantBook.length > 0 && state !== undefined) {
      const [bids, asks] = [sideMap(book.b), sideMap(book.a)]
      const [bidChanges, askChanges] = [changes(state.bids, bids), changes(state.asks, asks)]
      if (bidChanges.length + askChanges.length > 0) {
        state.u += 1
        state.bids = bids
        state.asks = asks
        const frame =
          bidChanges.length + askChanges.length > snapshotAbove
            ? this.bookFrame(instrument, book, state, "SNAPSHOT", levels(asks), levels(bids), now)
            : this.bookFrame(instrument, book, state, "DELTA", askChanges, bidChanges, now)
        for (const conn of wantBook) conn.sendData(frame)
      }
    }
    const top = `${channel}|${book.b[0]?.join(",")}|${book.a[0]?.join(",")}`
    if (wantTop.length > 0 && this.tops.get(bboTopic) !== top) {
      this.tops.set(bboTopic, top)
      const frame = this.bboFrame(instrument, book, now)
      for (const conn of wantTop) conn.sendData(frame)
    }
  }

  /** Pushes book deltas, changed best quotes and trades to the subscribers of the instrument's topics. */
  onEvent(connections: Iterable<SbeConnection>, event: PublicEvent): void {
    if (event.kind !== "orderbook" && event.kind !== "publicTrade") return
    if (event.category === "option") return
    const channel: SbeChannel = `${event.category}Sbe`
    const subscribers = [...connections].filter((c) => c.channel === channel && c.topics.size > 0)
    if (subscribers.length === 0) return
    const instrument = Instruments.find(event.category, event.symbol)
    if (instrument === undefined) return
    if (event.kind === "orderbook") {
      this.bookChanged(channel, instrument, subscribers, event.ts)
      return
    }
    const topic = `publicTrade.sbe.${event.symbol}`
    const wanted = subscribers.filter((c) => c.topics.has(topic))
    if (wanted.length === 0 || event.data.length === 0) return
    const frame = SbeEncode.encode({
      topic,
      ts: event.ts * 1000,
      priceExponent: instrument.priceDecimals,
      sizeExponent: instrument.qtyDecimals,
      tradeItems: event.data.map((t) => ({
        fillTime: t.T * 1000,
        price: t.p,
        size: t.v,
        seq: t.seq ?? 0,
        side: t.S === "Buy" ? "BUY" : "SELL",
        isBlockTrade: t.BT,
        isRPI: t.RPI === true,
        execId: t.i
      })),
      symbol: event.symbol
    })
    for (const conn of wanted) conn.sendData(frame)
  }

  /** Forgets a book topic's state once nobody subscribes to it (its next subscriber starts from a snapshot). */
  release(topic: string, connections: Iterable<SbeConnection>): void {
    for (const conn of connections) if (conn.topics.has(topic)) return
    this.books.delete(topic)
    this.tops.delete(topic)
  }
}
