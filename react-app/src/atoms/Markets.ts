/**
 * The market list: the category's tickers (options: those of one base coin) with last price, 24h change and 24h
 * turnover; a search, a sort, favourites kept in this browser, and the rows in the order shown. The exchange has no
 * stream of a whole category's tickers, so the list is read over REST every few seconds; the selected symbol's own
 * figures come from its ticker stream (see `Market.ts`).
 *
 * @since 0.1.0
 */

import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Schema from "effect/Schema"
import { Market, type BybitSchema as Wire } from "effect-bybit"
import * as Feed from "./Feed.js"
import { recordedSymbolsAtom } from "./ReplayStatus.js"
import { perEnvironment, publicRuntime } from "./Runtime.js"
import { type Category, categoryAtom, optionBaseAtom } from "./Url.js"

/**
 * How often the market list is read.
 *
 * @since 0.1.0
 * @category constants
 */
export const marketsRefresh = "5 seconds"

/**
 * One row of the market list.
 *
 * @since 0.1.0
 * @category models
 */
export interface MarketRow {
  readonly symbol: string
  readonly lastPrice: string
  /** The 24h change as a fraction (`"0.0123"` is +1.23 %), `""` when the exchange gives none. */
  readonly change24h: string
  /** The 24h turnover in the quote coin, `""` when the exchange gives none. */
  readonly turnover24h: string
  /** An option's mark, implied volatility and Greeks, as its ticker carries them (absent for other markets). */
  readonly option?: OptionFigures
}

/**
 * An option's figures from its ticker (decimal strings; `markIv` a fraction, `0.482` is 48.2 %).
 *
 * @since 0.1.0
 * @category models
 */
export interface OptionFigures {
  readonly markPrice: string
  readonly markIv: string
  /** The best bid and ask of the book and the implied volatility each stands for (a fraction, as `markIv`). */
  readonly bid1Price: string
  readonly ask1Price: string
  readonly bid1Iv: string
  readonly ask1Iv: string
  readonly delta: string
  readonly gamma: string
  readonly vega: string
  readonly theta: string
}

/**
 * A ticker as a row (options give their 24h change as `change24h`).
 *
 * @since 0.1.0
 * @category constructors
 */
export const toRow = (ticker: Wire.Tickers.Ticker): MarketRow => ({
  symbol: ticker.symbol,
  lastPrice: ticker.lastPrice,
  change24h: ticker.price24hPcnt ?? ticker.change24h ?? "",
  turnover24h: ticker.turnover24h ?? "",
  ...(ticker.markIv === undefined
    ? {}
    : {
        option: {
          markPrice: ticker.markPrice ?? "",
          markIv: ticker.markIv,
          bid1Price: ticker.bid1Price ?? "",
          ask1Price: ticker.ask1Price ?? "",
          bid1Iv: ticker.bid1Iv ?? "",
          ask1Iv: ticker.ask1Iv ?? "",
          delta: ticker.delta ?? "",
          gamma: ticker.gamma ?? "",
          vega: ticker.vega ?? "",
          theta: ticker.theta ?? ""
        }
      })
})

/**
 * The tickers request of a category: options are listed per base coin (the exchange requires one).
 *
 * @since 0.1.0
 * @category constructors
 */
export const tickersRequest = (
  category: Category,
  optionBase: string
): { readonly category: Category; readonly baseCoin?: string } =>
  category === "option" ? { category, baseCoin: optionBase } : { category }

// One list atom per list (the category; for options, with the base coin), as the market's streams are kept per
// market: a list rebuilt for another category kept the rows left behind until its read answered, so the page listed
// linear rows under "option" and took "BTCUSDT" for the first option (the option socket refused its ticker).
const marketsOf = Atom.family((list: string) => {
  const [category, optionBase = ""] = list.split("|") as [Category, string?]
  return perEnvironment(() =>
    publicRuntime.atom(() =>
      Feed.poll(
        Effect.map(Market.getTickers(tickersRequest(category, optionBase)), (tickers) => tickers.list.map(toRow)),
        marketsRefresh
      )
    )
  )
})

/**
 * The list of the selected category, read now and every {@link marketsRefresh}; while a read fails the rows of the
 * last good read stay, marked by the feed's error. Another category (or base coin) starts with no rows.
 *
 * @since 0.1.0
 * @category atoms
 */
export const marketsAtom = Atom.readable((get) => {
  const category = get(categoryAtom)
  return get(marketsOf(category === "option" ? `option|${get(optionBaseAtom)}` : category))
})

/**
 * The base coins whose options are listed.
 *
 * @since 0.1.0
 * @category constants
 */
export { optionBases } from "./Url.js"

/**
 * The search text of the market list; it belongs to the category it was typed in (another category starts with none:
 * "BTCUSDT" kept into the options matched nothing and hid the chain).
 *
 * @since 0.1.0
 * @category atoms
 */
export const searchAtom: Atom.Writable<string> = Atom.writable(
  (get) => {
    get(categoryAtom)
    return ""
  },
  (ctx, value: string) => ctx.setSelf(value)
).pipe(Atom.keepAlive)

/**
 * A sort column.
 *
 * @since 0.1.0
 * @category models
 */
export type SortKey = "symbol" | "last" | "change" | "volume"

/**
 * The list's order: a column and a direction.
 *
 * @since 0.1.0
 * @category models
 */
export interface Sort {
  readonly key: SortKey
  readonly descending: boolean
}

/**
 * The list's order (highest turnover first until the user picks another column).
 *
 * @since 0.1.0
 * @category atoms
 */
export const sortAtom: Atom.Writable<Sort> = Atom.make<Sort>({ key: "volume", descending: true }).pipe(Atom.keepAlive)

/**
 * Whether the list shows favourites only.
 *
 * @since 0.1.0
 * @category atoms
 */
export const favouritesOnlyAtom: Atom.Writable<boolean> = Atom.make(false).pipe(Atom.keepAlive)

const favouritesKey = "effect-bybit.favourites"
const Favourites = Schema.fromJsonString(Schema.Array(Schema.String))

// Favourites are a preference, not a secret: this browser's localStorage keeps them across visits.
const loadFavourites = (): ReadonlyArray<string> => {
  try {
    const text = globalThis.localStorage?.getItem(favouritesKey)
    return text == null ? [] : Option.getOrElse(Schema.decodeUnknownOption(Favourites)(text), () => [])
  } catch {
    return []
  }
}

const saveFavourites = (list: ReadonlyArray<string>): void => {
  try {
    globalThis.localStorage?.setItem(favouritesKey, JSON.stringify(list))
  } catch {
    // storage refused (private mode, quota): favourites last for this visit only
  }
}

/**
 * The favourite markets, as `category:symbol`.
 *
 * @since 0.1.0
 * @category atoms
 */
export const favouritesAtom: Atom.Writable<ReadonlyArray<string>> = Atom.writable(
  () => loadFavourites(),
  (ctx, value: ReadonlyArray<string>) => {
    saveFavourites(value)
    ctx.setSelf(value)
  }
).pipe(Atom.keepAlive)

/**
 * The key of a market in {@link favouritesAtom}.
 *
 * @since 0.1.0
 * @category constructors
 */
export const favouriteKey = (category: Category, symbol: string): string => `${category}:${symbol}`

/**
 * The list with a market added to or removed from the favourites.
 *
 * @since 0.1.0
 * @category constructors
 */
export const toggleFavourite = (list: ReadonlyArray<string>, key: string): ReadonlyArray<string> =>
  list.includes(key) ? list.filter((k) => k !== key) : [...list, key]

const numeric = (text: string): number => {
  const n = Number(text)
  return text === "" || !Number.isFinite(n) ? Number.NEGATIVE_INFINITY : n
}

/**
 * The rows that match the search (case-insensitive), in the chosen order; ties keep the symbol order.
 *
 * @since 0.1.0
 * @category filters
 */
export const arrange = (
  rows: ReadonlyArray<MarketRow>,
  options: {
    readonly search: string
    readonly sort: Sort
    readonly favourites?: ReadonlySet<string> | undefined
  }
): ReadonlyArray<MarketRow> => {
  const needle = options.search.trim().toUpperCase()
  const kept = rows.filter(
    (row) =>
      (needle === "" || row.symbol.toUpperCase().includes(needle)) &&
      (options.favourites === undefined || options.favourites.has(row.symbol))
  )
  const value = (row: MarketRow): number | string => {
    switch (options.sort.key) {
      case "symbol":
        return row.symbol
      case "last":
        return numeric(row.lastPrice)
      case "change":
        return numeric(row.change24h)
      case "volume":
        return numeric(row.turnover24h)
    }
  }
  const direction = options.sort.descending ? -1 : 1
  return [...kept].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const order = x < y ? -1 : x > y ? 1 : 0
    return order !== 0 ? order * direction : a.symbol.localeCompare(b.symbol)
  })
}

/**
 * The list as shown: searched, favourites-only when asked, sorted; with the feed's error. During a replay whose
 * markets are known, the recording's markets alone (the seeded market's others stood beside them, issue 72).
 *
 * @since 0.1.0
 * @category atoms
 */
export const visibleMarketsAtom = Atom.readable((get) => {
  const category = get(categoryAtom)
  const favourites = get(favouritesAtom)
  const mine = get(favouritesOnlyAtom)
    ? new Set(favourites.filter((k) => k.startsWith(`${category}:`)).map((k) => k.slice(category.length + 1)))
    : undefined
  const recorded = get(recordedSymbolsAtom(category))
  return AsyncResult.map(get(marketsAtom), (feed) => ({
    error: feed.error,
    loaded: Option.isSome(feed.value),
    rows: arrange(
      Option.getOrElse(feed.value, () => []).filter((row) => recorded === undefined || recorded.has(row.symbol)),
      {
        search: get(searchAtom),
        sort: get(sortAtom),
        favourites: mine
      }
    )
  }))
})
