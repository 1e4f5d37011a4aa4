/**
 * The chart's candles for the selected symbol and interval: for the first paint the kline endpoint's bars (REST),
 * then, once the public sockets' module is loaded (`Live.ts`), the library's `Candles.stream` (REST history, then live
 * bars from the kline topic, repaired from REST after a reconnect). The exchange keeps no candles for options
 * (neither the kline endpoint nor the topic serves them): their bars are built from the option's live ticker (its
 * mark price), from the moment the chart opens (`Live.ts`).
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import * as Atom from "effect/reactivity/Atom"
import { type CandleSeries, restBar } from "../lib/Bars.js"
import type * as Feed from "./Feed.js"
import { hasValue, klinePageAtom, liveModule } from "./Market.js"
import { categoryAtom } from "./Url.js"

// the kline endpoint's page as the chart's series (oldest first)
const snapshotAtom = Atom.readable((get) =>
  AsyncResult.map(
    get(klinePageAtom),
    (feed): Feed.Feed<CandleSeries> => ({
      value: Option.map(feed.value, (page) => ({ key: page.key, bars: page.list.map(restBar).reverse() })),
      error: feed.error
    })
  )
)

/**
 * The candles of the selected symbol and interval, as a feed: the socket's series once it has one; for the first
 * paint, until then, the kline endpoint's bars.
 *
 * @since 0.1.0
 * @category atoms
 */
export const candlesAtom = Atom.readable((get) => {
  const live = liveModule(get)
  if (live !== undefined) {
    const streamed = get(live.candlesAtom)
    if (hasValue(streamed) || get(categoryAtom) === "option") return streamed
  }
  return get(snapshotAtom)
})
