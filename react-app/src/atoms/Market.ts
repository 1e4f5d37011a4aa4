/**
 * The selected market: its symbol, its instrument (tick, lot, coins), its live ticker, order book and trade tape,
 * and the public socket's state. Each live view is a library Stream run on the key-less runtime as a feed (see
 * `Feed.ts`): a failure keeps the last value, marked stale, and the stream starts again. Everything depends on the
 * category and symbol atoms, so switching either ends the old subscriptions with the atoms that held them.
 *
 * @since 0.1.0
 */

import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import {
  type BookView,
  BybitSocket,
  type ConnectionState,
  Market,
  OrderBook,
  Topics,
  type BybitSchema as Wire
} from "effect-bybit"
import * as Feed from "./Feed.js"
import { perEnvironment, publicRuntime } from "./Runtime.js"
import { paintedAtom } from "./Ui.js"
import { type Category, categoryAtom, symbolChoiceAtom } from "./Url.js"

const defaultSymbols: Readonly<Record<Exclude<Category, "option">, string>> = {
  spot: "BTCUSDT",
  linear: "BTCUSDT",
  inverse: "BTCUSD"
}

// The market list's module (the category's tickers, with the list's chunk): an option page without a symbol in its
// address needs it for its symbol; any other page loads it after the first paint, with the list.
const marketsModuleAtom = Atom.make(Effect.promise(() => import("./Markets.js"))).pipe(Atom.keepAlive)

/**
 * The selected symbol: the one in the address, else the category's default (options: the first one listed).
 *
 * @since 0.1.0
 * @category atoms
 */
export const symbolAtom: Atom.Atom<string> = Atom.readable((get) => {
  const choice = get(symbolChoiceAtom)
  if (Option.isSome(choice)) return choice.value
  const category = get(categoryAtom)
  if (category !== "option") return defaultSymbols[category]
  const module = get(marketsModuleAtom)
  if (!AsyncResult.isSuccess(module)) return ""
  const markets = get(module.value.marketsAtom)
  if (!AsyncResult.isSuccess(markets)) return ""
  return Option.match(markets.value.value, { onNone: () => "", onSome: (rows) => rows[0]?.symbol ?? "" })
})

/**
 * The trading rules and coins of a symbol, as the page uses them.
 *
 * @since 0.1.0
 * @category models
 */
export interface Instrument {
  readonly category: Category
  readonly symbol: string
  readonly baseCoin: string
  readonly quoteCoin: string
  /** The coin margin and PnL are settled in (spot: the quote coin). */
  readonly settleCoin: string
  readonly tickSize: string
  readonly qtyStep: string
  readonly minQty: string
  /** Spot: the smallest order value in the quote coin; derivatives: the smallest notional. */
  readonly minNotional: string
  readonly maxLeverage: string
}

/**
 * The page's view of an instruments-info entry.
 *
 * @since 0.1.0
 * @category constructors
 */
export const toInstrument = (category: Category, i: Wire.InstrumentsInfo.Instrument): Instrument => {
  const lot = i.lotSizeFilter
  return {
    category,
    symbol: i.symbol,
    baseCoin: i.baseCoin,
    quoteCoin: i.quoteCoin,
    settleCoin: i.settleCoin ?? i.quoteCoin,
    tickSize: i.priceFilter.tickSize,
    qtyStep: lot.qtyStep ?? lot.basePrecision ?? "1",
    minQty: lot.minOrderQty ?? "0",
    minNotional: lot.minNotionalValue ?? lot.minOrderAmt ?? "0",
    maxLeverage: i.leverageFilter?.maxLeverage ?? ""
  }
}

/**
 * The instrument of the selected symbol (read once per symbol; retried until the exchange answers).
 *
 * @since 0.1.0
 * @category atoms
 */
export const instrumentAtom = perEnvironment(() =>
  publicRuntime.atom((get) => {
    const category = get(categoryAtom)
    const symbol = get(symbolAtom)
    if (symbol === "") return Effect.never
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
 * The public socket's state for the selected category, as it changes; a failure reads as `reconnecting`.
 *
 * @since 0.1.0
 * @category atoms
 */
export const connectionStateAtom = perEnvironment(() =>
  publicRuntime.atom((get) =>
    BybitSocket.state(get(categoryAtom)).pipe(
      Stream.catch(() => Stream.make<[ConnectionState.ConnectionState]>("reconnecting")),
      Stream.repeat(Feed.restart)
    )
  )
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
 * The selected symbol's ticker, merged from snapshots and deltas, after every message.
 *
 * @since 0.1.0
 * @category atoms
 */
export const tickerAtom = perEnvironment(() =>
  publicRuntime.atom((get) => {
    const symbol = get(symbolAtom)
    return symbol === ""
      ? Stream.make(Feed.empty<Wire.WsPublic.Ticker>())
      : Feed.feed(Topics.tickerState(symbol, get(categoryAtom)))
  })
)

// the mark of a symbol other than the selected one, from a ticker subscription of its own
const otherMarkAtom = Atom.family((key: string) =>
  publicRuntime.atom(() => {
    const [category, symbol] = key.split("|")
    const known = (value: string | undefined): value is Category =>
      value === "linear" || value === "inverse" || value === "option" || value === "spot"
    if (symbol === undefined || symbol === "" || !known(category)) return Stream.make(Option.none<string>())
    return Topics.tickerState(symbol, category).pipe(
      Stream.map((ticker) => Option.fromNullishOr(ticker.markPrice === "" ? undefined : ticker.markPrice)),
      Stream.changes,
      // a lost stream is picked up again; meanwhile the position's own figures are shown
      Stream.catch(() => Stream.make(Option.none<string>())),
      Stream.repeat(Feed.restart)
    )
  })
)

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
    return Option.flatten(AsyncResult.value(get(otherMarkAtom(key))))
  })
)

/**
 * How many book levels the page subscribes to per category (options offer 25 and 100).
 *
 * @since 0.1.0
 * @category constants
 */
export const bookDepth = (category: Category): 25 | 50 => (category === "option" ? 25 : 50)

/**
 * The book as the page shows it: the latest book, and why it is being rebuilt after a reset (a gap, a dropped
 * connection), while the last one stays on screen, marked.
 *
 * @since 0.1.0
 * @category models
 */
export interface ShownBook {
  readonly book: BookView.Book | undefined
  readonly rebuilding: string | undefined
}

const resetWords: Readonly<Record<OrderBook.ResetReason, string>> = {
  gap: "Updates were missed; rebuilding the book…",
  crossed: "The book crossed; rebuilding it…",
  invalid: "A bad update arrived; rebuilding the book…",
  stale: "No updates for a while; rebuilding the book…",
  disconnected: "Connection lost; the book will be rebuilt"
}

/**
 * The local order book of the selected symbol after every update.
 *
 * @since 0.1.0
 * @category atoms
 */
export const bookAtom = perEnvironment(() =>
  publicRuntime.atom((get) => {
    const category = get(categoryAtom)
    const symbol = get(symbolAtom)
    if (symbol === "") return Stream.make(Feed.empty<ShownBook>())
    const events =
      category === "option" ? OrderBook.stream(symbol, 25, category) : OrderBook.stream(symbol, 50, category)
    return Feed.feed(
      Stream.scan(
        events,
        (): ShownBook => ({ book: undefined, rebuilding: undefined }),
        (shown, event) =>
          event._tag === "Book"
            ? { book: event, rebuilding: undefined }
            : { book: shown.book, rebuilding: resetWords[event.reason] }
      ).pipe(Stream.drop(1))
    )
  })
)

/**
 * One print of the tape (the tape itself, `Tape.ts`, is loaded after the first paint).
 *
 * @since 0.1.0
 * @category models
 */
export interface TradePrint {
  readonly id: string
  readonly time: number
  readonly side: string
  readonly price: string
  readonly size: string
}

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
 * The last traded price of the selected symbol: the ticker's, else (after the first paint) the newest print's.
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
  return Option.flatMap(paintedTape(get), (prints) => Option.fromNullishOr(prints[0]?.price))
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
