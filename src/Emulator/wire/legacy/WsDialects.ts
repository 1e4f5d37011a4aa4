/**
 * The public WebSocket streams of the older markets, as data: each stream's path, the emulator category it reads,
 * its request dialect (`v3`: `{req_id, op, args}` acknowledged with the echoed `req_id`; `op`: `{op, args}`
 * acknowledged with the `request`, as USDC v1 and the v2 inverse and linear streams do), its topics and the push
 * each topic makes of the emulator's books, trades and tickers. Topic names and frame fields are those of the
 * older docs; books are pushed whole (a snapshot) on every change.
 *
 * @since 0.1.0
 */

import type { BookMessage } from "../../engine/MatchingEngine.js"
import type { Category } from "../../market/Instruments.js"
import type { Ticker } from "../../market/MarketData.js"

/**
 * One trade as the emulator's public tape pushes it.
 *
 * @since 0.1.0
 * @category models
 */
export interface TapeTrade {
  readonly T: number
  readonly s: string
  readonly S: "Buy" | "Sell"
  readonly v: string
  readonly p: string
  readonly i: string
  readonly BT: boolean
}

/**
 * What a topic streams.
 *
 * @since 0.1.0
 * @category models
 */
export type Kind = "book" | "trade" | "ticker"

/**
 * A topic's rule: its pattern (the symbol is the last dot-separated part), what it streams, the book depth.
 *
 * @since 0.1.0
 * @category models
 */
export interface TopicRule {
  readonly pattern: RegExp
  readonly kind: Kind
  readonly depth: number
}

/**
 * The frames of one stream's topics.
 *
 * @since 0.1.0
 * @category models
 */
export interface Frames {
  readonly book: (topic: string, book: BookMessage, depth: number, ts: number) => unknown
  /** The frames of a batch of trades (some streams send one frame per trade). */
  readonly trades: (topic: string, trades: ReadonlyArray<TapeTrade>, ts: number) => ReadonlyArray<unknown>
  readonly ticker: (topic: string, ticker: Ticker, book: BookMessage, ts: number) => unknown
}

/**
 * One older public stream.
 *
 * @since 0.1.0
 * @category models
 */
export interface Dialect {
  readonly path: string
  readonly category: Category
  readonly requests: "v3" | "op"
  readonly topics: ReadonlyArray<TopicRule>
  readonly frames: Frames
}

type Levels = ReadonlyArray<readonly [string, string]>
type Fields = Readonly<Record<string, unknown>>
const fields = (t: Ticker): Fields => t as unknown as Fields
const s = (v: unknown): string => (v === undefined || v === null ? "" : String(v))
const sym = (topic: string): string => topic.slice(topic.lastIndexOf(".") + 1)

const rule = (pattern: string, kind: Kind, depth = 0): TopicRule => ({
  pattern: new RegExp(`^${pattern}\\.[A-Z0-9-]+$`),
  kind,
  depth
})

/** Price levels as the v1/v2 row lists (`{price, symbol, side, size}`), bids first. */
const rows = (symbol: string, b: Levels, a: Levels, extra: (price: string, side: string) => Fields = () => ({})) => [
  ...b.map(([price, size]) => ({ price, symbol, side: "Buy", size, ...extra(price, "Buy") })),
  ...a.map(([price, size]) => ({ price, symbol, side: "Sell", size, ...extra(price, "Sell") }))
]

// v2 row ids are the price in ticks (the docs' "price * 10^4")
const v2Id = (price: string): Fields => ({ id: String(Math.round(Number(price) * 10_000)) })

const spotV3: Frames = {
  book: (topic, b, depth, ts) => ({
    topic,
    ts,
    type: "delta",
    data: { s: b.s, t: ts, b: b.b.slice(0, depth), a: b.a.slice(0, depth) }
  }),
  trades: (topic, trades, ts) =>
    trades.map((t) => ({
      topic,
      ts,
      type: "snapshot",
      data: { v: t.i, t: t.T, p: t.p, q: t.v, m: t.S === "Sell", type: "0" }
    })),
  ticker: (topic, t, b, ts) =>
    topic.startsWith("bookticker.")
      ? {
          topic,
          ts,
          type: "snapshot",
          data: { s: b.s, bp: s(b.b[0]?.[0]), bq: s(b.b[0]?.[1]), ap: s(b.a[0]?.[0]), aq: s(b.a[0]?.[1]), t: ts }
        }
      : {
          topic,
          ts,
          type: "snapshot",
          data: {
            t: ts,
            s: b.s,
            o: s(fields(t).prevPrice24h),
            h: s(fields(t).highPrice24h),
            l: s(fields(t).lowPrice24h),
            c: s(fields(t).lastPrice),
            v: s(fields(t).volume24h),
            qv: s(fields(t).turnover24h),
            m: s(fields(t).price24hPcnt)
          }
        }
}

const contractV3: Frames = {
  book: (topic, b, depth, ts) => ({
    topic,
    type: "snapshot",
    ts,
    data: { s: b.s, b: b.b.slice(0, depth), a: b.a.slice(0, depth), u: b.u, seq: b.seq }
  }),
  trades: (topic, trades, ts) => [
    {
      topic,
      type: "snapshot",
      ts,
      data: trades.map((t) => ({ T: t.T, s: t.s, S: t.S, v: t.v, p: t.p, i: t.i, BT: t.BT }))
    }
  ],
  ticker: (topic, t, _b, ts) => ({ topic, type: "snapshot", ts, data: { ...fields(t) } })
}

const usdcOption: Frames = {
  book: (topic, b, depth, ts) => ({
    id: `${topic}-${ts}`,
    topic,
    creationTime: ts,
    data: {
      orderBook: rows(b.s, b.b.slice(0, depth), b.a.slice(0, depth)).map(({ price, side, size }) => ({
        price,
        size: String(size),
        side
      }))
    }
  }),
  trades: (topic, trades, ts) => [
    {
      id: `${topic}-${ts}`,
      topic,
      creationTime: ts,
      data: {
        result: trades.map((t) => ({
          symbol: t.s,
          tradeId: t.i,
          price: t.p,
          size: t.v,
          tradeTime: String(t.T),
          side: t.S,
          isBlockTrade: t.BT
        })),
        version: ts,
        totalCount: trades.length
      }
    }
  ],
  ticker: (topic, t, b, ts) => {
    const f = fields(t)
    return {
      id: `${topic}-${ts}`,
      topic,
      creationTime: ts,
      data: {
        symbol: b.s,
        bid: s(f.bid1Price),
        bidIv: s(f.bid1Iv),
        bidSize: s(f.bid1Size),
        ask: s(f.ask1Price),
        askIv: s(f.ask1Iv),
        askSize: s(f.ask1Size),
        lastPrice: s(f.lastPrice),
        highPrice24h: s(f.highPrice24h),
        lowPrice24h: s(f.lowPrice24h),
        markPrice: s(f.markPrice),
        indexPrice: s(f.indexPrice),
        markPriceIv: s(f.markIv),
        underlyingPrice: s(f.underlyingPrice),
        openInterest: s(f.openInterest),
        delta: s(f.delta),
        gamma: s(f.gamma),
        vega: s(f.vega),
        theta: s(f.theta)
      }
    }
  }
}

const usdcPerp: Frames = {
  book: (topic, b, depth, ts) => ({
    topic,
    type: "snapshot",
    crossSeq: String(b.seq),
    timestampE6: String(ts * 1000),
    data: {
      orderBook: rows(b.s, b.b.slice(0, depth), b.a.slice(0, depth))
    }
  }),
  trades: (topic, trades, ts) => [
    {
      topic,
      data: trades.map((t) => ({
        symbol: t.s,
        tradeTime: new Date(t.T).toISOString(),
        side: t.S,
        size: t.v,
        price: t.p,
        tradeId: t.i,
        tickDirection: "ZeroPlusTick",
        isBlockTrade: t.BT
      })),
      timestampE6: String(ts * 1000)
    }
  ],
  ticker: (topic, t, b, ts) => {
    const f = fields(t)
    return {
      topic,
      type: "snapshot",
      data: {
        symbol: b.s,
        lastPrice: s(f.lastPrice),
        bid1Price: s(f.bid1Price),
        ask1Price: s(f.ask1Price),
        markPrice: s(f.markPrice),
        indexPrice: s(f.indexPrice),
        highPrice24h: s(f.highPrice24h),
        lowPrice24h: s(f.lowPrice24h),
        prevPrice24h: s(f.prevPrice24h),
        turnover24h: s(f.turnover24h),
        volume24h: s(f.volume24h),
        openInterest: s(f.openInterest),
        fundingRate: s(f.fundingRate),
        nextFundingTime: s(f.nextFundingTime)
      },
      timestampE6: String(ts * 1000)
    }
  }
}

/** The v2 frames: inverse lists its rows under `data`, linear under `data.order_book`. */
const v2 = (linear: boolean): Frames => ({
  book: (topic, b, depth, ts) => {
    // v2 sizes are numbers
    const list = rows(b.s, b.b.slice(0, depth), b.a.slice(0, depth), v2Id).map((r) => ({ ...r, size: Number(r.size) }))
    return {
      topic,
      type: "snapshot",
      data: linear ? { order_book: list } : list,
      cross_seq: b.seq,
      timestamp_e6: ts * 1000
    }
  },
  trades: (topic, trades) => [
    {
      topic,
      data: trades.map((t) => ({
        trade_time_ms: t.T,
        timestamp: new Date(t.T).toISOString(),
        symbol: t.s,
        side: t.S,
        size: Number(t.v),
        price: linear ? t.p : Number(t.p),
        tick_direction: "ZeroPlusTick",
        trade_id: t.i,
        cross_seq: 0,
        is_block_trade: String(t.BT)
      }))
    }
  ],
  ticker: (topic, t, b, ts) => {
    const f = fields(t)
    return {
      topic,
      type: "snapshot",
      data: {
        id: 1,
        symbol: b.s,
        last_price: s(f.lastPrice),
        bid1_price: s(f.bid1Price),
        ask1_price: s(f.ask1Price),
        prev_price_24h: s(f.prevPrice24h),
        high_price_24h: s(f.highPrice24h),
        low_price_24h: s(f.lowPrice24h),
        mark_price: s(f.markPrice),
        index_price: s(f.indexPrice),
        open_interest: Number(s(f.openInterest) || "0"),
        turnover_24h: s(f.turnover24h),
        volume_24h: s(f.volume24h),
        funding_rate: s(f.fundingRate),
        next_funding_time: new Date(Number(s(f.nextFundingTime) || "0")).toISOString(),
        updated_at: new Date(ts).toISOString()
      },
      cross_seq: b.seq,
      timestamp_e6: ts * 1000
    }
  }
})

const contractTopics = [
  rule("orderbook\\.1", "book", 1),
  rule("orderbook\\.25", "book", 25),
  rule("orderbook\\.50", "book", 50),
  rule("orderbook\\.200", "book", 200),
  rule("orderbook\\.500", "book", 500),
  rule("publicTrade", "trade"),
  rule("tickers", "ticker")
]

const v2Topics = [
  rule("orderBookL2_25", "book", 25),
  rule("orderBook_200\\.100ms", "book", 200),
  rule("trade", "trade"),
  rule("instrument_info\\.100ms", "ticker")
]

/**
 * Every older public stream the emulator serves.
 *
 * @since 0.1.0
 * @category dialects
 */
export const dialects: ReadonlyArray<Dialect> = [
  {
    path: "/spot/public/v3",
    category: "spot",
    requests: "v3",
    topics: [
      rule("orderbook\\.40", "book", 40),
      rule("trade", "trade"),
      rule("tickers", "ticker"),
      rule("bookticker", "ticker")
    ],
    frames: spotV3
  },
  { path: "/contract/usdt/public/v3", category: "linear", requests: "v3", topics: contractTopics, frames: contractV3 },
  { path: "/contract/usdc/public/v3", category: "linear", requests: "v3", topics: contractTopics, frames: contractV3 },
  {
    path: "/contract/inverse/public/v3",
    category: "inverse",
    requests: "v3",
    topics: contractTopics,
    frames: contractV3
  },
  {
    path: "/option/usdc/public/v3",
    category: "option",
    requests: "v3",
    topics: [
      rule("orderbook\\.25", "book", 25),
      rule("orderbook\\.100", "book", 100),
      rule("publicTrade", "trade"),
      rule("tickers", "ticker")
    ],
    frames: contractV3
  },
  {
    path: "/trade/option/usdc/public/v1",
    category: "option",
    requests: "op",
    topics: [
      rule("orderbook25", "book", 25),
      rule("orderbook100", "book", 100),
      rule("trade", "trade"),
      rule("instrument_info", "ticker")
    ],
    frames: usdcOption
  },
  {
    path: "/perpetual/ws/v1/realtime_public",
    category: "linear",
    requests: "op",
    topics: [
      rule("orderBookL2_25", "book", 25),
      rule("orderBook_200\\.100ms", "book", 200),
      rule("trade", "trade"),
      rule("instrument_info\\.100ms", "ticker")
    ],
    frames: usdcPerp
  },
  { path: "/realtime", category: "inverse", requests: "op", topics: v2Topics, frames: v2(false) },
  { path: "/realtime_public", category: "linear", requests: "op", topics: v2Topics, frames: v2(true) }
]

/**
 * The rule of a topic on a stream, and its symbol.
 *
 * @since 0.1.0
 * @category dialects
 */
export const ruleOf = (
  dialect: Dialect,
  topic: string
): { readonly rule: TopicRule; readonly symbol: string } | undefined => {
  const found = dialect.topics.find((r) => r.pattern.test(topic))
  return found === undefined ? undefined : { rule: found, symbol: sym(topic) }
}
