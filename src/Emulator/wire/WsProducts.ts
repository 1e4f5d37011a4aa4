/**
 * The emulator's product streams beside the categories: spread trading (`/v5/public/spread`), RFQ block trades
 * (`/v5/public/rfq`) and Advanced Earn's quote offers (`/v5/public/fp`).
 *
 * Spread combinations pair a USDT perpetual with the spot pair of the same coin (`SOLUSDT_SOL/USDT`: long the
 * perpetual, short the spot). Their book is derived from the two legs' books, level by level: a combination's bid is
 * what buying it fetches at once (sell the perpetual at its bid, buy the spot at its ask), its ask the reverse, each
 * level's size the smaller of its two legs. `orderbook.25.{symbol}` pushes that book as a snapshot whenever a leg's
 * book moves; `tickers.{symbol}` pushes its best levels. No combination ever trades here, so `publicTrade.{symbol}`
 * stays silent and the ticker's last and 24 h prices are empty, as the exchange sends them for an untraded
 * combination. The emulator runs no RFQ and no Advanced Earn products: `rfq.open.public.trades` stays silent and each
 * `earn.*.offers` subscriber receives the full snapshot of online products — an empty list. The binary market-maker
 * streams (`/v5/public-sbe/*`) are served by `WsSbe` through the same hub.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import type { Exchange, PublicEvent } from "../Exchange.js"
import type { BookMessage } from "../engine/MatchingEngine.js"
import * as Instruments from "../market/Instruments.js"
import type { CommandOutcome, ProductChannel } from "./WsProtocol.js"
import { parse as parseSbe, type SbeChannel, SbeFeeds } from "./WsSbe.js"

/**
 * The depth of spread books (docs: level 25).
 *
 * @since 0.1.0
 * @category constants
 */
export const spreadDepth = 25

/**
 * One spread combination: its symbol and its two legs.
 *
 * @since 0.1.0
 * @category models
 */
export interface Combination {
  readonly symbol: string
  readonly perpetual: Instruments.Instrument
  readonly spot: Instruments.Instrument
}

/**
 * Every combination: a USDT perpetual and the spot pair of its base coin (`BTCUSDT_BTC/USDT`).
 *
 * @since 0.1.0
 * @category constants
 */
export const combinations: ReadonlyArray<Combination> = Instruments.byCategory("linear").flatMap((perpetual) => {
  if (perpetual.quoteCoin !== "USDT" || perpetual.deliveryTime !== 0) return []
  const spot = Instruments.find("spot", perpetual.symbol)
  return spot === undefined
    ? []
    : [{ symbol: `${perpetual.symbol}_${spot.baseCoin}/${spot.quoteCoin}`, perpetual, spot }]
})

const bySymbol = new Map(combinations.map((c) => [c.symbol, c] as const))

const earnTopics = new Set([
  "earn.dualassets.offers",
  "earn.discountbuy.offers",
  "earn.doublewin.offers",
  "earn.smartleverage.offers"
])

const spreadTopic = /^(orderbook\.25|tickers|publicTrade)\.(.+)$/

/**
 * Whether a product stream serves a topic.
 *
 * @since 0.1.0
 * @category topics
 */
export const serves = (channel: ProductChannel, topic: string): boolean => {
  switch (channel) {
    case "spotSbe":
    case "linearSbe":
    case "inverseSbe":
      return parseSbe(channel, topic) !== undefined
    case "spread": {
      const m = spreadTopic.exec(topic)
      return m !== null && bySymbol.has(m[2]!)
    }
    case "rfq":
      return topic === "rfq.open.public.trades"
    case "earn":
      return earnTopics.has(topic)
  }
}

type Level = readonly [string, string]

// Price and size of one leg level in units of the combination's scales.
const units = (level: Level, scale: number): readonly [bigint, bigint] => [
  Fixed.parse(level[0], scale) ?? 0n,
  Fixed.parse(level[1], scale) ?? 0n
]

const combine = (
  buyLeg: ReadonlyArray<Level>,
  sellLeg: ReadonlyArray<Level>,
  priceScale: number,
  sizeScale: number
): Array<Level> => {
  const out: Array<Level> = []
  for (let k = 0; k < Math.min(buyLeg.length, sellLeg.length, spreadDepth); k++) {
    const [p1] = units(buyLeg[k]!, priceScale)
    const [p2] = units(sellLeg[k]!, priceScale)
    const size = Fixed.min(Fixed.parse(buyLeg[k]![1], sizeScale) ?? 0n, Fixed.parse(sellLeg[k]![1], sizeScale) ?? 0n)
    if (size > 0n) out.push([Fixed.formatTrimmed(p1 - p2, priceScale), Fixed.formatTrimmed(size, sizeScale)])
  }
  return out
}

/**
 * The book of a combination at `now`, from its legs' books: bids are perpetual bids less spot asks, asks are
 * perpetual asks less spot bids, each level as large as the smaller leg.
 *
 * @since 0.1.0
 * @category books
 */
export const spreadBook = (exchange: Exchange, combination: Combination, now: number): BookMessage | undefined => {
  const perp = exchange.orderbook("linear", combination.perpetual.symbol, spreadDepth, now)
  const spot = exchange.orderbook("spot", combination.spot.symbol, spreadDepth, now)
  if (perp === undefined || spot === undefined) return undefined
  const priceScale = Math.max(combination.perpetual.priceDecimals, combination.spot.priceDecimals)
  const sizeScale = Math.max(combination.perpetual.qtyDecimals, combination.spot.qtyDecimals)
  return {
    s: combination.symbol,
    b: combine(perp.b, spot.a, priceScale, sizeScale),
    a: combine(perp.a, spot.b, priceScale, sizeScale),
    u: perp.u + spot.u,
    seq: perp.seq + spot.seq
  }
}

/**
 * A connection of a product stream as the hub sees it.
 *
 * @since 0.1.0
 * @category models
 */
export interface ProductConnection {
  readonly channel: string
  readonly topics: Set<string>
  sendData(frame: string | Uint8Array): void
}

/**
 * The frames a product topic pushes at `now`: a spread book or ticker snapshot, an empty Earn offers snapshot, or
 * nothing (spread trades and RFQ block trades, which never happen here).
 *
 * @since 0.1.0
 * @category topics
 */
export const framesOf = (exchange: Exchange, topic: string, now: number): ReadonlyArray<string> => {
  if (earnTopics.has(topic)) return [JSON.stringify({ topic, data: [] })]
  const m = spreadTopic.exec(topic)
  const combination = m === null ? undefined : bySymbol.get(m[2]!)
  if (m === null || combination === undefined || m[1] === "publicTrade") return []
  const book = spreadBook(exchange, combination, now)
  if (book === undefined) return []
  if (m[1] === "orderbook.25") return [JSON.stringify({ topic, ts: now, type: "snapshot", data: book, cts: now })]
  const [bid, ask] = [book.b[0], book.a[0]]
  return [
    JSON.stringify({
      topic,
      ts: now,
      type: "snapshot",
      data: {
        symbol: combination.symbol,
        bidPrice: bid?.[0] ?? "",
        bidSize: bid?.[1] ?? "",
        askPrice: ask?.[0] ?? "",
        askSize: ask?.[1] ?? "",
        lastPrice: "",
        highPrice24h: "",
        lowPrice24h: "",
        prevPrice24h: "",
        volume24h: "0"
      }
    })
  ]
}

/**
 * Pushes the spread topics of the subscribed connections when a leg's book moves.
 *
 * @since 0.1.0
 * @category hubs
 */
export const onPublicEvent = (
  exchange: Exchange,
  connections: Iterable<ProductConnection>,
  event: PublicEvent
): void => {
  if (event.kind !== "orderbook" || (event.category !== "linear" && event.category !== "spot")) return
  const moved = combinations.filter((c) => (event.category === "linear" ? c.perpetual : c.spot).symbol === event.symbol)
  if (moved.length === 0) return
  const wanted = new Set<string>()
  for (const c of moved) wanted.add(`orderbook.25.${c.symbol}`).add(`tickers.${c.symbol}`)
  const cache = new Map<string, ReadonlyArray<string>>()
  for (const conn of connections) {
    if (conn.channel !== "spread") continue
    for (const topic of conn.topics) {
      if (!wanted.has(topic)) continue
      let frames = cache.get(topic)
      if (frames === undefined) {
        frames = framesOf(exchange, topic, event.ts)
        cache.set(topic, frames)
      }
      for (const frame of frames) conn.sendData(frame)
    }
  }
}

const isSbe = (channel: ProductChannel): channel is SbeChannel =>
  channel === "spotSbe" || channel === "linearSbe" || channel === "inverseSbe"

/**
 * The product streams of one emulator: subscriptions checked as the linear stream checks them (the whole request
 * fails on a topic the stream does not serve or one already subscribed), each new subscriber's first frames, and the
 * pushes that follow the market.
 *
 * @since 0.1.0
 * @category hubs
 */
export class ProductHub {
  private readonly sbe: SbeFeeds
  /** Topics subscribed on the product streams, in all: while 0, market events cost nothing here. */
  private subscribed = 0

  /** Whether any topic is subscribed on the product streams (market events are read here only then). */
  get listening(): boolean {
    return this.subscribed > 0
  }

  constructor(private readonly exchange: Exchange) {
    this.sbe = new SbeFeeds(exchange)
  }

  /** The outcome of a `subscribe` of `topics` on a connection. */
  check(conn: ProductConnection, channel: ProductChannel, topics: ReadonlyArray<string>): CommandOutcome {
    const unknown = topics.find((topic) => !serves(channel, topic))
    if (unknown !== undefined) {
      return {
        success: false,
        retMsg: `error:handler not found,topic:${unknown}`,
        successTopics: [],
        failTopics: [unknown]
      }
    }
    const repeated = topics.find((topic) => conn.topics.has(topic))
    if (repeated !== undefined) {
      return {
        success: false,
        retMsg: `error:already subscribed,topic:${repeated}`,
        successTopics: [],
        failTopics: [repeated]
      }
    }
    return { success: true, retMsg: "", successTopics: topics, failTopics: [] }
  }

  /** Subscribes a checked topic and sends its current snapshot, if it has one. */
  add(conn: ProductConnection, channel: ProductChannel, topic: string, now: number): void {
    conn.topics.add(topic)
    this.subscribed++
    const frames = isSbe(channel) ? this.sbe.subscribed(channel, topic, now) : framesOf(this.exchange, topic, now)
    for (const frame of frames) conn.sendData(frame)
  }

  /** Unsubscribes a topic (a connection's close removes each of its topics). */
  remove(conn: ProductConnection, topic: string, connections: Iterable<ProductConnection>): void {
    if (conn.topics.delete(topic)) this.subscribed--
    this.sbe.release(topic, connections)
  }

  /** Follows the market: spread books and tickers, and the binary streams' books and trades. */
  onEvent(connections: Iterable<ProductConnection>, event: PublicEvent): void {
    if (this.subscribed === 0) return
    onPublicEvent(this.exchange, connections, event)
    this.sbe.onEvent(connections, event)
  }
}
