/**
 * The trade tape of the selected symbol: the library's `TradeTape.stream` (seeded from REST, deduplicated by id,
 * backfilled after a reconnect), on the public sockets' runtime (`Live.ts`). Its own chunk, loaded after the first paint (by the tape's panel, and by
 * `Market.ts` for the last trade's side and the last-price fallback).
 *
 * @since 0.1.0
 */
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import { TradeTape } from "effect-bybit"
import * as Feed from "./Feed.js"
import { liveRuntime } from "./Live.js"
import { marketKey, marketOf } from "./Selection.js"

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

/**
 * How many prints the tape keeps.
 *
 * @since 0.1.0
 * @category constants
 */
export const tapeLength = 40

// one atom per market (see `Live.ts`): the prints of the market left behind are never shown under the new one
const tradesOf = Atom.family((key: string) =>
  liveRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (market === undefined) return Stream.make(Feed.empty<ReadonlyArray<TradePrint>>())
    return Feed.feed(
      Stream.map(
        TradeTape.stream(market.symbol, market.category, { size: tapeLength, restRetry: Feed.noRetry }),
        (tape) =>
          tape.trades.map((t): TradePrint => ({ id: t.id, time: t.time, side: t.side, price: t.price, size: t.size }))
      )
    )
  })
)

/**
 * The recent trades of the selected symbol, newest first (the library's `TradeTape.stream`: seeded from REST,
 * deduplicated by id, backfilled after a reconnect).
 *
 * @since 0.1.0
 * @category atoms
 */
export const tradesAtom = Atom.readable((get) => get(tradesOf(marketKey(get))))
