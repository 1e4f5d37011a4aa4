import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { BookView } from "effect-bybit"
import { useLayoutEffect, useRef, useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { bookAtom, instrumentAtom, lastPriceAtom, lastTradeSideAtom } from "../atoms/Market.js"
import { publicStaleAtom, staleness } from "../atoms/Stale.js"
import { phoneTabAtom, pickedPriceAtom } from "../atoms/Ui.js"
import { groupLevels, type Level } from "../lib/Book.js"
import * as Format from "../lib/Format.js"
import { Panel, Waiting } from "./Panel.js"

const depthChoices = [5, 10, 20] as const

/** The ladder: asks above, the last price and the spread between, bids below; a click on a row picks its price. */
export function OrderBook() {
  const book = useAtomValue(bookAtom)
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const last = useAtomValue(lastPriceAtom)
  const socket = useAtomValue(publicStaleAtom)
  const pick = useAtomSet(pickedPriceAtom)
  const setTab = useAtomSet(phoneTabAtom)
  const [groupFactor, setGroupFactor] = useState(1)
  const [levels, setLevels] = useState<number>(10)
  // the asks run upwards from the spread: when they outnumber their rows, the side starts scrolled to the best ask
  // (the farthest ones are a scroll up); set once per depth and market, so a trader's own scroll is kept
  const asksBox = useRef<HTMLDivElement>(null)
  const shown = Option.getOrUndefined(Option.flatMap(AsyncResult.value(book), (feed) => feed.value))
  const current: BookView.Book | undefined = shown?.book
  const tick = Option.match(instrument, { onNone: () => "0.01", onSome: (i) => i.tickSize })
  // sizes to the lot, every row alike ("112.00" beside "117.82", not "112")
  const qtyStep = Option.match(instrument, { onNone: () => undefined, onSome: (i) => i.qtyStep })
  const decimals = Math.max(0, Format.decimalsOf(tick) - Math.round(Math.log10(groupFactor)))
  const group = Number(tick) * groupFactor
  const asks = current === undefined ? [] : groupLevels(current.askPrices, current.askSizes, group, "ask", levels)
  const bids = current === undefined ? [] : groupLevels(current.bidPrices, current.bidSizes, group, "bid", levels)
  const max = Math.max(asks[asks.length - 1]?.total ?? 0, bids[bids.length - 1]?.total ?? 0, Number.MIN_VALUE)
  const bestBid = current?.bidPrices[0]
  const bestAsk = current?.askPrices[0]
  const spread = bestBid !== undefined && bestAsk !== undefined ? Number(bestAsk) - Number(bestBid) : undefined
  const lastPrice = Option.getOrUndefined(last)
  // the last trade's side colours the last price; unknown (no colour) until the tape comes, after the first paint
  const lastSide = useAtomValue(lastTradeSideAtom)
  const bookKey = `${current?.symbol ?? ""}/${levels}/${groupFactor}/${asks.length}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the depth, market or grouping changed
  useLayoutEffect(() => {
    const box = asksBox.current
    if (box !== null) box.scrollTop = box.scrollHeight
  }, [bookKey])
  const choose = (price: number) => {
    pick({ price: price.toFixed(Math.max(0, Format.decimalsOf(tick))), at: Date.now() })
    setTab("orders")
  }
  const row = (level: Level, side: "ask" | "bid") => (
    <button
      type="button"
      key={`${side}${level.price}`}
      className={`book-row ${side}`}
      data-testid={side === "ask" ? "book-ask" : "book-bid"}
      data-price={level.price.toFixed(Math.max(0, Format.decimalsOf(tick)))}
      title="Use this price in the order form"
      onClick={() => choose(level.price)}
    >
      <span className="depth-bar" style={{ width: `${(level.total / max) * 100}%` }} />
      <span className="px">{Format.price(level.price, decimals)}</span>
      <span className="num">{Format.lot(level.size, qtyStep)}</span>
      <span className="num">{Format.lot(level.total, qtyStep)}</span>
    </button>
  )
  return (
    <Panel
      title="Order book"
      className="book-panel"
      testId="book-panel"
      stale={staleness(book, socket) ?? shown?.rebuilding}
      actions={
        <>
          <select
            aria-label="Price grouping"
            data-testid="book-grouping"
            value={groupFactor}
            onChange={(event) => setGroupFactor(Number(event.target.value))}
          >
            {[1, 10, 100].map((factor) => (
              <option key={factor} value={factor}>
                {Format.amount(Number(tick) * factor, 8)}
              </option>
            ))}
          </select>
          <select
            aria-label="Levels shown"
            data-testid="book-depth"
            value={levels}
            onChange={(event) => setLevels(Number(event.target.value))}
          >
            {depthChoices.map((n) => (
              <option key={n} value={n}>
                {n} levels
              </option>
            ))}
          </select>
        </>
      }
    >
      {current === undefined ? <Waiting what="the book" /> : null}
      <div
        className="book"
        data-testid="book"
        data-symbol={current?.symbol ?? ""}
        data-u={current?.u ?? ""}
        data-levels={levels}
        data-group={group}
      >
        <div className="book-head">
          <span>Price</span>
          <span className="num">Size</span>
          <span className="num">Total</span>
        </div>
        <div className="book-side asks" ref={asksBox}>
          {[...asks].reverse().map((level) => row(level, "ask"))}
        </div>
        <div className="book-mid" data-testid="book-spread">
          <span
            className={`book-last${lastSide === undefined ? "" : lastSide === "Sell" ? " down" : " up"}`}
            data-testid="book-last"
            title="Last traded price"
          >
            {lastPrice === undefined ? "—" : Format.price(lastPrice, Format.decimalsOf(tick))}
          </span>
          <span className="muted">
            spread {spread === undefined ? "—" : Format.price(spread, Format.decimalsOf(tick))}
          </span>
        </div>
        <div className="book-side bids">{bids.map((level) => row(level, "bid"))}</div>
      </div>
    </Panel>
  )
}
