/**
 * The market side of the page, a lazy module with the library's REST client (in the production build part of the
 * entry file, see scripts/PaintChunk.ts): the ticker and stream states of the header, the order book and the page
 * title that follows the price. The public sockets (`atoms/Live.ts`), the market list (and the option chain,
 * `Markets.tsx`) and the trade tape (`TradeTape.tsx`) are chunks of their own, loaded after the first paint.
 */

import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useEffect } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { instrumentAtom, lastPriceAtom } from "../atoms/Market.js"
import { symbolAtom } from "../atoms/Selection.js"
import * as Format from "../lib/Format.js"

export { ConnectionBadges, TickerSummary } from "./HeaderLive.js"
export { OrderBook } from "./OrderBook.js"

/** Keeps the page title on the price, so a background tab still tells it. */
export function PageTitle() {
  const symbol = useAtomValue(symbolAtom)
  const last = useAtomValue(lastPriceAtom)
  // the price at the tick, as the header writes it (the price's own decimals dropped a last zero: "66,254")
  const tickSize = Option.getOrUndefined(
    Option.map(Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom))), (i) => i.tickSize)
  )
  useEffect(() => {
    document.title = Option.match(last, {
      onNone: () => `${symbol || "effect-bybit"} · effect-bybit`,
      onSome: (price) =>
        tickSize === undefined
          ? `${symbol} · effect-bybit`
          : `${Format.atTick(price, tickSize)} · ${symbol} · effect-bybit`
    })
  }, [symbol, last, tickSize])
  return null
}
