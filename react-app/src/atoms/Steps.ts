/**
 * The price tick and lot step of every symbol of the selected category (one instruments read per category and
 * environment): what the account's tables write their figures to, whichever symbol a row is of (an average price
 * of `"66462.07454545"` is shown as `66,462.1`, at BTCUSDT's tick). Options: those of the listed base coin.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import { Market } from "effect-bybit"
import * as Feed from "./Feed.js"
import { perEnvironment, publicRuntime } from "./Runtime.js"
import { type Category, categoryAtom, optionBaseAtom } from "./Url.js"

/**
 * A symbol's tick and lot step, as the exchange writes them.
 *
 * @since 1.2.0
 * @category models
 */
export interface Steps {
  readonly tickSize: string
  readonly qtyStep: string
}

const stepsOf = Atom.family((request: string) =>
  publicRuntime.atom(() => {
    const [category, baseCoin] = request.split("|") as [Category, string]
    return Market.getInstrumentsInfo(
      category === "option" ? { category, baseCoin, limit: 1000 } : { category, limit: 1000 }
    ).pipe(
      Effect.retry(Feed.restart),
      Effect.map(
        (info): ReadonlyMap<string, Steps> =>
          new Map(
            info.list.map((i) => [
              i.symbol,
              {
                tickSize: i.priceFilter.tickSize,
                qtyStep: i.lotSizeFilter.qtyStep ?? i.lotSizeFilter.basePrecision ?? "1"
              }
            ])
          )
      )
    )
  })
)

/**
 * The steps of the selected category's symbols, by symbol; empty until read.
 *
 * @since 1.2.0
 * @category atoms
 */
export const stepsAtom: Atom.Atom<ReadonlyMap<string, Steps>> = perEnvironment(() =>
  Atom.readable((get) => {
    const category = get(categoryAtom)
    const result = get(stepsOf(`${category}|${category === "option" ? get(optionBaseAtom) : ""}`))
    return AsyncResult.isSuccess(result) ? result.value : new Map<string, Steps>()
  })
)
