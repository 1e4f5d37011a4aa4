/**
 * Market-data atoms: the market watch (tickers of a category), the selected symbol's live ticker, candles (REST
 * history, then live bars from the kline topic), the order book, the trade tape and the public socket's state.
 * Each is a Stream of the library run on the key-less runtime; the atom holds its latest value.
 *
 * @since 0.1.0
 */
import * as Atom from "@effect-atom/atom/Atom"
import * as Result from "@effect-atom/atom/Result"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import {
  type BookView,
  BybitSocket,
  Candles,
  type ConnectionState,
  Market,
  OrderBook,
  type Schema,
  Topics,
  TradeTape
} from "effect-bybit"
import * as ErrorText from "./ErrorText.js"
import { publicRuntime } from "./Runtime.js"

/**
 * A product category.
 *
 * @since 0.1.0
 * @category models
 */
export type Category = "spot" | "linear" | "inverse" | "option"

/**
 * The categories, in the order the selector shows them.
 *
 * @since 0.1.0
 * @category constants
 */
export const categories: ReadonlyArray<Category> = ["spot", "linear", "inverse", "option"]

/**
 * The chart intervals the page offers.
 *
 * @since 0.1.0
 * @category models
 */
export type Interval = "1" | "5" | "60" | "D"

/**
 * The intervals, in button order.
 *
 * @since 0.1.0
 * @category constants
 */
export const intervals: ReadonlyArray<Interval> = ["1", "5", "60", "D"]

/**
 * How often the market watch reads the tickers of its category.
 *
 * @since 0.1.0
 * @category constants
 */
export const marketsRefresh = "3 seconds"

/**
 * The selected category.
 *
 * @since 0.1.0
 * @category atoms
 */
export const categoryAtom: Atom.Writable<Category> = Atom.make<Category>("linear").pipe(Atom.keepAlive)

/**
 * The symbol clicked in the market watch, with the category it belongs to.
 *
 * @since 0.1.0
 * @category atoms
 */
export const symbolChoiceAtom: Atom.Writable<{ readonly category: Category; readonly symbol: string } | undefined> =
  Atom.make<{ readonly category: Category; readonly symbol: string } | undefined>(undefined).pipe(Atom.keepAlive)

/**
 * The search text of the market watch.
 *
 * @since 0.1.0
 * @category atoms
 */
export const searchAtom: Atom.Writable<string> = Atom.make("").pipe(Atom.keepAlive)

/**
 * The chart interval.
 *
 * @since 0.1.0
 * @category atoms
 */
export const intervalAtom: Atom.Writable<Interval> = Atom.make<Interval>("60").pipe(Atom.keepAlive)

/**
 * One row of the market watch.
 *
 * @since 0.1.0
 * @category models
 */
export interface MarketRow {
  readonly symbol: string
  readonly lastPrice: string
  /** The 24h change as a fraction (`"0.0123"` is +1.23 %), `""` when the exchange gives none. */
  readonly change24h: string
}

/**
 * The market watch: the latest rows and, while a read fails, why (the rows of the last good read stay).
 *
 * @since 0.1.0
 * @category models
 */
export interface MarketsView {
  readonly rows: ReadonlyArray<MarketRow>
  readonly error: string | undefined
}

const toRow = (ticker: Schema.Tickers.Ticker): MarketRow => ({
  symbol: ticker.symbol,
  lastPrice: ticker.lastPrice,
  change24h: ticker.price24hPcnt ?? ""
})

/**
 * The tickers of the selected category, read now and every {@link marketsRefresh}.
 *
 * @since 0.1.0
 * @category atoms
 */
export const marketsAtom = publicRuntime.atom((get) => {
  const category = get(categoryAtom)
  const read = Market.getTickers({ category }).pipe(
    Effect.map((tickers) => tickers.list.map(toRow)),
    Effect.either
  )
  return Stream.repeatEffectWithSchedule(read, Schedule.spaced(marketsRefresh)).pipe(
    Stream.scan<MarketsView, Either.Either<ReadonlyArray<MarketRow>, ErrorText.Tagged>>(
      { rows: [], error: undefined },
      (view, outcome) =>
        Either.isRight(outcome)
          ? { rows: outcome.right, error: undefined }
          : { rows: view.rows, error: ErrorText.describe(outcome.left) }
    ),
    Stream.drop(1)
  )
})

/**
 * The rows whose symbol contains the search text (case-insensitive).
 *
 * @since 0.1.0
 * @category filters
 */
export const filterRows = (rows: ReadonlyArray<MarketRow>, search: string): ReadonlyArray<MarketRow> => {
  const needle = search.trim().toUpperCase()
  return needle.length === 0 ? rows : rows.filter((row) => row.symbol.toUpperCase().includes(needle))
}

/**
 * The market watch filtered by the search text.
 *
 * @since 0.1.0
 * @category atoms
 */
export const visibleMarketsAtom = Atom.readable((get) =>
  Result.map(get(marketsAtom), (view): MarketsView => ({ ...view, rows: filterRows(view.rows, get(searchAtom)) }))
)

const defaultSymbols: Readonly<Record<Category, string>> = {
  spot: "BTCUSDT",
  linear: "BTCUSDT",
  inverse: "BTCUSD",
  option: ""
}

/**
 * The selected symbol: the one clicked in this category, else the category's default (options: the first listed).
 *
 * @since 0.1.0
 * @category atoms
 */
export const symbolAtom: Atom.Atom<string> = Atom.readable((get) => {
  const category = get(categoryAtom)
  const choice = get(symbolChoiceAtom)
  if (choice !== undefined && choice.category === category) return choice.symbol
  if (category !== "option") return defaultSymbols[category]
  const markets = get(marketsAtom)
  return Result.isSuccess(markets) ? (markets.value.rows[0]?.symbol ?? "") : ""
})

/**
 * The public socket's state for the selected category, as it changes.
 *
 * @since 0.1.0
 * @category atoms
 */
export const connectionStateAtom = publicRuntime.atom((get) =>
  BybitSocket.state(get(categoryAtom))
) satisfies Atom.Atom<Result.Result<ConnectionState.ConnectionState, unknown>>

/**
 * The whole ticker of the selected symbol after every message.
 *
 * @since 0.1.0
 * @category atoms
 */
export const tickerAtom = publicRuntime.atom((get) => {
  const symbol = get(symbolAtom)
  return symbol === "" ? Stream.empty : Topics.tickerState(symbol, get(categoryAtom))
})

/**
 * One chart bar: time in seconds (what lightweight-charts takes), prices and volume as numbers for drawing only.
 *
 * @since 0.1.0
 * @category models
 */
export interface Bar {
  readonly time: number
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  readonly volume: number
}

/**
 * The bars of one symbol and interval, oldest first.
 *
 * @since 0.1.0
 * @category models
 */
export interface CandleSeries {
  /** `category/symbol/interval`: a new key means a new series, not an update of the last one. */
  readonly key: string
  readonly bars: ReadonlyArray<Bar>
}

/**
 * How many bars of history the chart loads.
 *
 * @since 0.1.0
 * @category constants
 */
export const historyLength = 200

/** A library bar as the chart draws it: seconds and plain numbers (drawing only; the exact values stay upstream). */
const chartBar = (bar: Candles.Bar): Bar => ({
  time: Math.floor(bar.start / 1000),
  open: Number(bar.open),
  high: Number(bar.high),
  low: Number(bar.low),
  close: Number(bar.close),
  volume: Number(bar.volume)
})

/**
 * The candles of the selected symbol and interval: the library's `Candles.stream` (REST history, live bars from the
 * kline topic, repaired from REST after a reconnect), at most `historyLength` bars. Options have no kline topic:
 * their chart is the REST history alone.
 *
 * @since 0.1.0
 * @category atoms
 */
export const candlesAtom = publicRuntime.atom((get) => {
  const category = get(categoryAtom)
  const symbol = get(symbolAtom)
  const interval = get(intervalAtom)
  if (symbol === "") return Stream.empty
  const key = `${category}/${symbol}/${interval}`
  if (category === "option") {
    return Stream.fromEffect(
      Effect.map(
        Market.getKline({ category, symbol, interval, limit: historyLength }),
        (kline): CandleSeries => ({
          key,
          // newest first on the wire; every row but the newest has closed
          bars: kline.list.map((c, i) => chartBar(Candles.fromRest(interval, c, i > 0))).reverse()
        })
      )
    )
  }
  return Stream.map(
    Candles.stream(interval, symbol, category, { maxBars: historyLength }),
    (series): CandleSeries => ({ key, bars: series.bars.map(chartBar) })
  )
})

/**
 * The local order book of the selected symbol (50 levels; options 25), after every update.
 *
 * @since 0.1.0
 * @category atoms
 */
export const bookAtom = publicRuntime.atom((get) => {
  const category = get(categoryAtom)
  const symbol = get(symbolAtom)
  if (symbol === "") return Stream.empty
  const events = category === "option" ? OrderBook.stream(symbol, 25, category) : OrderBook.stream(symbol, 50, category)
  return Stream.filter(events, (event): event is BookView.Book => event._tag === "Book")
})

/**
 * One print of the tape.
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

/**
 * How many prints the tape keeps.
 *
 * @since 0.1.0
 * @category constants
 */
export const tapeLength = 40

/**
 * The recent trades of the selected symbol, newest first: the library's `TradeTape.stream` (seeded from REST,
 * deduplicated by trade id, backfilled after a reconnect; options subscribe by base coin and keep their symbol's).
 *
 * @since 0.1.0
 * @category atoms
 */
export const tradesAtom = publicRuntime.atom((get) => {
  const category = get(categoryAtom)
  const symbol = get(symbolAtom)
  if (symbol === "") return Stream.empty
  return Stream.map(TradeTape.stream(symbol, category, { size: tapeLength }), (tape) =>
    tape.trades.map((t): TradePrint => ({ id: t.id, time: t.time, side: t.side, price: t.price, size: t.size }))
  )
})
