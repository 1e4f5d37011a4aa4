/**
 * The buy/sell ratio beside the book (Bybit's long/short ratio, `/v5/market/account-ratio`): the share of accounts
 * net long and net short on the selected perpetual or future over the latest 5 minutes, read again every minute.
 * Spot and options have none.
 *
 * @since 2.0.0
 */
import * as Effect from "effect/Effect"
import type * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import { Market, type BybitSchema as Wire } from "effect-bybit"
import * as Feed from "./Feed.js"
import { publicRuntime } from "./Runtime.js"
import { marketOf, perMarket } from "./Selection.js"

/**
 * How often the ratio is read (the exchange's own figure moves every 5 minutes).
 *
 * @since 2.0.0
 * @category constants
 */
export const ratioRefresh = "60 seconds"

const ratioOf = Atom.family((key: string) =>
  publicRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (market === undefined || (market.category !== "linear" && market.category !== "inverse"))
      return Stream.make(Feed.empty<Wire.LongShortRatio.Ratio | undefined>())
    const { category, symbol } = market
    return Feed.poll(
      Effect.map(
        Market.getLongShortRatio({ category, symbol, period: "5min", limit: 1 }),
        (answer): Wire.LongShortRatio.Ratio | undefined => answer.list[0]
      ),
      ratioRefresh
    )
  })
)

/**
 * The selected market's latest buy/sell ratio (`undefined` inside the feed when the exchange has none yet).
 *
 * @since 2.0.0
 * @category atoms
 */
export const ratioAtom: Atom.Atom<AsyncResult.AsyncResult<Feed.Feed<Wire.LongShortRatio.Ratio | undefined>, unknown>> =
  perMarket(ratioOf)
