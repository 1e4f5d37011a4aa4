/**
 * Which market the page shows: the selected symbol (the address's, else the category's default) and the key every
 * per-market atom is kept by ({@link marketKey}). Below the market's views (`Market.ts`) and the chunks they load
 * (`Live.ts`, `Tape.ts`, `Candles.ts`), which all read it: none of them imports another to learn the market.
 *
 * @since 1.2.0
 */

import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import { type EnvName, envAtom } from "./Config.js"
import { type Category, categoryAtom, type Interval, intervalAtom, symbolChoiceAtom } from "./Url.js"

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
 * One market of one environment, as the streams are read for it (the interval: the chart's).
 *
 * @since 0.1.0
 * @category models
 */
export interface MarketOf {
  readonly env: EnvName
  readonly category: Category
  readonly symbol: string
  readonly interval: Interval
}

/**
 * The selected market as a key (`env|category|symbol`, and `|interval` for the chart's bars): what the market's
 * streams are kept by, one atom per key. An atom whose market changed would keep the value of the market left behind
 * until its new stream delivered, shown under the new market's name (its price, book and bars; a position valued at
 * its mark).
 *
 * @since 0.1.0
 * @category atoms
 */
export const marketKey = (get: Atom.AtomContext, withInterval = false): string =>
  `${get(envAtom)}|${get(categoryAtom)}|${get(symbolAtom)}${withInterval ? `|${get(intervalAtom)}` : ""}`

/**
 * The market of a key made by {@link marketKey}, if it is still the environment in use and names a symbol.
 *
 * @since 0.1.0
 * @category constructors
 */
export const marketOf = (get: Atom.AtomContext, key: string): MarketOf | undefined => {
  const [env, category, symbol, interval = "60"] = key.split("|") as [EnvName, Category, string, Interval?]
  return symbol === "" || get(envAtom) !== env ? undefined : { env, category, symbol, interval }
}

/**
 * The atom of the selected market ({@link marketKey}) in a family of atoms per market. A read of one market (its
 * instrument, fee rate, settings) rebuilt in place for another kept the value of the market left behind until the
 * new one answered: the order form checked tick, lot and minimum of the symbol left behind under the new one's name.
 *
 * @since 1.2.0
 * @category constructors
 */
export const perMarket = <A>(family: (key: string) => Atom.Atom<A>): Atom.Atom<A> =>
  Atom.readable((get) => get(family(marketKey(get))))
