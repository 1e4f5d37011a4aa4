import * as Result from "@effect-atom/atom/Result"
import { useAtomValue } from "@effect-atom/atom-react"
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import { BookView } from "effect-bybit"
import { bookAtom } from "../atoms/Market.js"
import { FailureLine, Waiting } from "./Failure.js"

const levels = 12

// totals are sums of sizes for display only: a few decimals, no trailing zeros
const formatTotal = (total: number): string => String(Number(total.toFixed(4)))

/** The ladder: asks above (best nearest the spread), bids below, each with a bar for its cumulative depth. */
export function OrderBookLadder() {
  const book = useAtomValue(bookAtom)
  const current = Option.getOrUndefined(Result.value(book))
  const top = current === undefined ? { bids: [], asks: [] } : BookView.top(current, levels)
  const cumulative = (sizes: ReadonlyArray<readonly [string, string]>) => {
    let total = 0
    return sizes.map(([price, size]) => {
      total += Number(size)
      return { price, size, total }
    })
  }
  const asks = cumulative(top.asks)
  const bids = cumulative(top.bids)
  const max = Math.max(asks[asks.length - 1]?.total ?? 0, bids[bids.length - 1]?.total ?? 0, Number.MIN_VALUE)
  const spread = current === undefined ? Option.none() : BookView.spread(current)
  return (
    <section className="panel book-panel">
      <h2>Order book</h2>
      <Waiting result={book} what="the book" />
      <FailureLine result={book} />
      <div className="book" data-testid="book" data-u={current?.u ?? ""}>
        <div className="book-head">
          <span>Price</span>
          <span className="num">Size</span>
          <span className="num">Total</span>
        </div>
        {[...asks].reverse().map((level) => (
          <div key={`a${level.price}`} className="book-row ask" data-testid="book-ask">
            <div className="depth-bar" style={{ width: `${(level.total / max) * 100}%` }} />
            <span>{level.price}</span>
            <span className="num">{level.size}</span>
            <span className="num">{formatTotal(level.total)}</span>
          </div>
        ))}
        <div className="book-spread" data-testid="book-spread">
          spread {Option.match(spread, { onNone: () => "—", onSome: BigDecimal.format })}
        </div>
        {bids.map((level) => (
          <div key={`b${level.price}`} className="book-row bid" data-testid="book-bid">
            <div className="depth-bar" style={{ width: `${(level.total / max) * 100}%` }} />
            <span>{level.price}</span>
            <span className="num">{level.size}</span>
            <span className="num">{formatTotal(level.total)}</span>
          </div>
        ))}
      </div>
    </section>
  )
}
