/**
 * The selected market: its symbol, its instrument (tick, lot, coins), its live ticker, order book and trade tape,
 * and the public socket's state. Each live view is a library Stream run as a feed (see `Feed.ts`): a failure keeps
 * the last value, marked stale, and the stream starts again. The streams and the public sockets are a chunk of their
 * own (`Live.ts`), loaded once the first paint is on the screen: until the socket's book arrives the book is a REST
 * snapshot, and the ticker waits for the socket (the header shows the chart's last close meanwhile). Each market's
 * streams are atoms of their own (`Selection.marketKey`): switching market leaves the old ones unobserved, which ends
 * their subscriptions, and shows nothing of the old market under the new one's name.
 *
 * @since 0.1.0
 */

import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import { BookView, type ConnectionState, Market, type BybitSchema as Wire } from "effect-bybit"
import { historyLength } from "../lib/Bars.js"
import { whenDrawn } from "../lib/FirstPaint.js"
import { type Instrument, toInstrument } from "../lib/Instrument.js"
import * as Feed from "./Feed.js"
import type { ShownBook } from "./Live.js"
import { publicRuntime } from "./Runtime.js"
import { marketKey, marketOf, perMarket, symbolAtom } from "./Selection.js"
import type { TradePrint } from "./Tape.js"
import { paintedAtom } from "./Ui.js"
import { type Category, categoryAtom } from "./Url.js"

// The public sockets' module (the streams): requested once the first paint, which REST draws, is on the screen. An
// option's page asks for it at once: the exchange keeps no candles for options, its chart and price come from the
// ticker alone.
// A chunk that fails to load (the connection dropped meanwhile) is asked for three times more, after 0.5, 1 and 2 s;
// then the page says to reload it (Chromium keeps a failed module's failure for its address: asked again, it fails
// at once, without a request).
const loadLive = Effect.retry(
  Effect.tryPromise(() => import("./Live.js")),
  { schedule: Feed.restart, times: 3 }
)
const liveAfterPaintAtom = Atom.make(
  Effect.andThen(
    Effect.promise(() => whenDrawn()),
    loadLive
  )
).pipe(Atom.keepAlive)
const liveNowAtom = Atom.make(loadLive).pipe(Atom.keepAlive)
const liveModuleResult = (get: Atom.AtomContext) =>
  get(get(categoryAtom) === "option" ? liveNowAtom : liveAfterPaintAtom)

/**
 * The public sockets' module (`Live.ts`) once it is loaded: after the first paint, at once on an option's page.
 *
 * @since 0.1.0
 * @category atoms
 */
export const liveModule = (get: Atom.AtomContext): typeof import("./Live.js") | undefined => {
  const module = liveModuleResult(get)
  return AsyncResult.isSuccess(module) ? module.value : undefined
}

/**
 * Whether the public sockets' module could not be loaded: what REST drew is all the page has, until it is reloaded.
 *
 * @since 0.1.0
 * @category atoms
 */
export const liveUnavailableAtom: Atom.Atom<boolean> = Atom.readable((get) =>
  AsyncResult.isFailure(liveModuleResult(get))
)

// Whether the sockets' module had been loaded when `get` ran, read once (not a dependency): the REST snapshots are the
// first paint's. Read for a symbol, interval or environment chosen later, they are empty, and that view waits for the
// socket's data (a snapshot read then would be read twice: the book's and the candles' streams read their own).
const liveLoaded = (get: Atom.AtomContext): boolean =>
  AsyncResult.isSuccess(get.once(get.once(categoryAtom) === "option" ? liveNowAtom : liveAfterPaintAtom))

/**
 * Whether a feed has a value to show.
 *
 * @since 0.1.0
 * @category constructors
 */
export const hasValue = <A, E>(result: AsyncResult.AsyncResult<Feed.Feed<A>, E>): boolean =>
  AsyncResult.isSuccess(result) && Option.isSome(result.value.value)

const instrumentOf = Atom.family((key: string) =>
  publicRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (market === undefined) return Effect.never
    const { category, symbol } = market
    return Market.getInstrumentsInfo({ category, symbol }).pipe(
      Effect.retry(Feed.restart),
      Effect.map((info) => {
        const found = info.list.find((i) => i.symbol === symbol)
        return found === undefined ? Option.none<Instrument>() : Option.some(toInstrument(category, found))
      })
    )
  })
)

/**
 * The instrument of the selected symbol (read once per market; retried until the exchange answers). Another market
 * has none until its own is read.
 *
 * @since 0.1.0
 * @category atoms
 */
export const instrumentAtom = perMarket(instrumentOf)

/**
 * The public socket's state for the selected category, as it changes; a failure reads as `reconnecting`. Before
 * the sockets' module is loaded: initial until the first paint, `connecting` from then on, so the figures REST drew
 * are marked as not moving; a failure when the module could not be loaded.
 *
 * @since 0.1.0
 * @category atoms
 */
export const connectionStateAtom = Atom.readable(
  (get): AsyncResult.AsyncResult<ConnectionState.ConnectionState, unknown> => {
    const live = liveModule(get)
    if (live !== undefined) return get(live.connectionStateAtom)
    if (get(liveUnavailableAtom)) return AsyncResult.fail("not loaded")
    // once the paint is on the screen the sockets' code is on its way: what REST drew no longer moves
    return get(paintedAtom)
      ? AsyncResult.success<ConnectionState.ConnectionState>("connecting")
      : AsyncResult.initial<ConnectionState.ConnectionState>()
  }
)

/**
 * Whether the public data is current: the socket is connected.
 *
 * @since 0.1.0
 * @category atoms
 */
export const publicLiveAtom: Atom.Atom<boolean> = Atom.readable((get) => {
  const state = get(connectionStateAtom)
  return AsyncResult.isSuccess(state) && state.value === "connected"
})

/**
 * The selected symbol's ticker, merged from snapshots and deltas, after every message; none until the sockets'
 * module is loaded.
 *
 * @since 0.1.0
 * @category atoms
 */
export const tickerAtom = Atom.readable((get) => {
  const live = liveModule(get)
  return live === undefined ? AsyncResult.initial<Feed.Feed<Wire.WsPublic.Ticker>>() : get(live.tickerAtom)
})

/**
 * The live mark price of any symbol of a category (`"linear|BTCUSDT"`): what a position of that symbol is valued
 * at. The selected symbol's is the header's own ticker (the position and the header move in the same frame); any
 * other symbol's comes from a ticker subscription of its own.
 *
 * @since 0.1.0
 * @category atoms
 */
export const markAtom = Atom.family((key: string) =>
  Atom.readable((get): Option.Option<string> => {
    const [category, symbol] = key.split("|")
    if (category === get(categoryAtom) && symbol === get(symbolAtom)) {
      const ticker = Option.flatMap(AsyncResult.value(get(tickerAtom)), (feed) => feed.value)
      return Option.flatMap(ticker, (t) => Option.fromNullishOr(t.markPrice === "" ? undefined : t.markPrice))
    }
    const live = liveModule(get)
    return live === undefined ? Option.none() : get(live.otherMarkAtom(key))
  })
)

/**
 * How many book levels the page subscribes to per category (options offer 25 and 100).
 *
 * @since 0.1.0
 * @category constants
 */
export const bookDepth = (category: Category): 25 | 50 => (category === "option" ? 25 : 50)

// the book of a REST snapshot for the first paint; read once (the stream that ends is held open, so the feed does not
// read it again), and again after a pause when it fails
const snapshotBookOf = Atom.family((key: string) =>
  publicRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (market === undefined || liveLoaded(get)) return Stream.make(Feed.empty<ShownBook>())
    const { category, symbol } = market
    const depth = bookDepth(category)
    const read = Effect.map(
      Market.getOrderbook({ category, symbol, limit: depth }),
      (snapshot): ShownBook => ({ book: bookOf(category, depth, snapshot), rebuilding: undefined })
    )
    return Feed.feed(Stream.concat(Stream.fromEffect(read), Stream.never))
  })
)
const snapshotBookAtom = Atom.readable((get) => get(snapshotBookOf(marketKey(get))))

/**
 * A REST snapshot of the book as the library's book view.
 *
 * @since 0.1.0
 * @category constructors
 */
export const bookOf = (category: Category, depth: number, snapshot: Wire.Orderbook.Orderbook): BookView.Book =>
  new BookView.Book(
    snapshot.s,
    category,
    depth,
    snapshot.u,
    snapshot.seq,
    snapshot.ts,
    snapshot.cts,
    snapshot.b.map((level) => level[0]),
    snapshot.b.map((level) => level[1]),
    snapshot.a.map((level) => level[0]),
    snapshot.a.map((level) => level[1])
  )

/**
 * The order book of the selected symbol: the socket's local book after every update, once it has one; for the first
 * paint, until then, a REST snapshot.
 *
 * @since 0.1.0
 * @category atoms
 */
export const bookAtom = Atom.readable((get) => {
  const live = liveModule(get)
  if (live !== undefined) {
    const streamed = get(live.bookAtom)
    if (hasValue(streamed)) return streamed
  }
  return get(snapshotBookAtom)
})

// The tape's module (the library's TradeTape and its REST history): requested once the first paint is on the
// screen, so none of its code or data is part of that paint; then read like any atom.
const tapeModuleAtom = Atom.make(Effect.promise(() => import("./Tape.js"))).pipe(Atom.keepAlive)

// the tape, once the first paint is on the screen and its module is loaded; nothing before
const paintedTape = (get: Atom.AtomContext): Option.Option<ReadonlyArray<TradePrint>> => {
  if (!get(paintedAtom)) return Option.none()
  const tape = get(tapeModuleAtom)
  if (!AsyncResult.isSuccess(tape)) return Option.none()
  return Option.flatMap(AsyncResult.value(get(tape.value.tradesAtom)), (feed) => feed.value)
}

/**
 * A page of the kline endpoint: the bars of the series `key` (`category/symbol/interval`), newest first.
 *
 * @since 0.1.0
 * @category models
 */
export interface KlinePage {
  readonly key: string
  readonly list: ReadonlyArray<Wire.Kline.Candle>
}

const klinePageOf = Atom.family((marketAndInterval: string) =>
  publicRuntime.atom((get) => {
    const market = marketOf(get, marketAndInterval)
    if (market === undefined || market.category === "option" || liveLoaded(get)) {
      return Stream.make(Feed.empty<KlinePage>())
    }
    const { category, symbol, interval } = market
    const key = `${category}/${symbol}/${interval}`
    const read = Effect.map(
      Market.getKline({ category, symbol, interval, limit: historyLength }),
      (page): KlinePage => ({ key, list: page.list })
    )
    return Feed.feed(Stream.concat(Stream.fromEffect(read), Stream.never))
  })
)

/**
 * The kline endpoint's newest {@link historyLength} bars of the selected symbol and interval: the chart's bars and
 * the last price of the first paint (`Candles.ts`), until the socket's come (none once the sockets are loaded). Read once (the stream that ends is held
 * open, so the feed does not read it again), and again after a pause when it fails. None for options (the exchange
 * keeps no candles for them).
 *
 * @since 0.1.0
 * @category atoms
 */
export const klinePageAtom = Atom.readable((get) => get(klinePageOf(marketKey(get, true))))

/**
 * The last traded price of the selected symbol: the ticker's, else (after the first paint) the newest print's, else
 * (before the socket's ticker) the close of the kline endpoint's running bar, which closes at the last trade.
 *
 * @since 0.1.0
 * @category atoms
 */
export const lastPriceAtom: Atom.Atom<Option.Option<string>> = Atom.readable((get) => {
  const ticker = Option.flatMap(AsyncResult.value(get(tickerAtom)), (feed) => feed.value)
  const fromTicker = Option.flatMap(ticker, (t) =>
    t.lastPrice === undefined || t.lastPrice === "" ? Option.none() : Option.some(t.lastPrice)
  )
  if (Option.isSome(fromTicker)) return fromTicker
  const fromTape = Option.flatMap(paintedTape(get), (prints) => Option.fromNullishOr(prints[0]?.price))
  if (Option.isSome(fromTape)) return fromTape
  const page = Option.flatMap(AsyncResult.value(get(klinePageAtom)), (feed) => feed.value)
  return Option.flatMap(page, (p) => Option.fromNullishOr(p.list[0]?.close))
})

/**
 * The taker side of the selected symbol's last trade (`Buy`, `Sell`), from the tape once the first paint is on the
 * screen; `undefined` until then.
 *
 * @since 0.1.0
 * @category atoms
 */
export const lastTradeSideAtom: Atom.Atom<string | undefined> = Atom.readable((get) =>
  Option.getOrUndefined(Option.flatMap(paintedTape(get), (prints) => Option.fromNullishOr(prints[0]?.side)))
)
