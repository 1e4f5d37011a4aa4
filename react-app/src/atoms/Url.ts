/**
 * What the address bar keeps: category, symbol, chart interval and the option base coin, as `?category=linear&
 * symbol=BTCUSDT&interval=60`, so a reload or a shared link opens the same market. Built on Effect's
 * `Atom.searchParam` from `effect/reactivity` (it follows back/forward too); outside a browser the atoms hold their
 * values in memory. Keys are never put here.
 *
 * @since 0.1.0
 */

import * as Option from "effect/Option"
import * as Atom from "effect/reactivity/Atom"
import * as Schema from "effect/Schema"
import { Category, Interval } from "../lib/Choices.js"

export { Category, categories, Interval, intervalLabels, intervals } from "../lib/Choices.js"

/**
 * The category when the address names none.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultCategory: Category = "linear"

/**
 * The interval when the address names none.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultInterval: Interval = "60"

// a symbol is letters, digits and dashes (options: BTC-25DEC26-70000-C)
const SymbolName = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Z0-9-]{1,40}$/)))
const Coin = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Z0-9]{1,12}$/)))

const categoryParam = Atom.searchParam("category", { schema: Category }).pipe(Atom.keepAlive)
const symbolParam = Atom.searchParam("symbol", { schema: SymbolName }).pipe(Atom.keepAlive)
const intervalParam = Atom.searchParam("interval", { schema: Interval }).pipe(Atom.keepAlive)
const baseParam = Atom.searchParam("base", { schema: Coin }).pipe(Atom.keepAlive)

/**
 * The selected category; choosing another one also forgets the symbol (symbols belong to a category).
 *
 * @since 0.1.0
 * @category atoms
 */
export const categoryAtom: Atom.Writable<Category> = Atom.writable(
  (get) => Option.getOrElse(get(categoryParam), () => defaultCategory),
  (ctx, value: Category) => {
    if (Option.getOrUndefined(ctx.get(categoryParam)) === value) return
    // one batch: every dependent is marked stale before any is rebuilt, so none reads the new category beside the
    // symbol left behind (a glitch that subscribed the inverse socket to "tickers.BTCUSDT", which it refused)
    Atom.batch(() => {
      ctx.set(symbolParam, Option.none())
      ctx.set(categoryParam, Option.some(value))
    })
  }
).pipe(Atom.keepAlive)

/**
 * The symbol named in the address, if any (the market atoms fall back to the category's default).
 *
 * @since 0.1.0
 * @category atoms
 */
export const symbolChoiceAtom: Atom.Writable<Option.Option<string>> = Atom.writable(
  (get) => get(symbolParam),
  // one batch, as for the category: a dependent observed by two paths (the market's key, and an atom of the market
  // read by that key) is rebuilt once both are stale, never with the new symbol beside the old market's instrument
  (ctx, value: Option.Option<string>) => Atom.batch(() => ctx.set(symbolParam, value))
).pipe(Atom.keepAlive)

/**
 * The chart interval.
 *
 * @since 0.1.0
 * @category atoms
 */
export const intervalAtom: Atom.Writable<Interval> = Atom.writable(
  // an option's bars are the page's own samples of its mark: minutes show its history, an hour one bar
  (get) => Option.getOrElse(get(intervalParam), () => (get(categoryAtom) === "option" ? "1" : defaultInterval)),
  (ctx, value: Interval) => ctx.set(intervalParam, Option.some(value))
).pipe(Atom.keepAlive)

/**
 * The base coin whose options are listed (options are listed per base coin).
 *
 * @since 0.1.0
 * @category atoms
 */
export const optionBaseAtom: Atom.Writable<string> = Atom.writable(
  (get) => Option.getOrElse(get(baseParam), () => "BTC"),
  (ctx, value: string) =>
    // one batch, as for the category: no option symbol of one base read beside the other base
    Atom.batch(() => {
      ctx.set(symbolParam, Option.none())
      ctx.set(baseParam, Option.some(value))
    })
).pipe(Atom.keepAlive)

/**
 * The base coins whose options are listed (the page offers these in the option list).
 *
 * @since 0.1.0
 * @category constants
 */
export const optionBases: ReadonlyArray<string> = ["BTC", "ETH", "SOL"]
