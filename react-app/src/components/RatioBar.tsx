/**
 * The buy/sell ratio under the book, as Bybit shows it: the share of accounts net long (B, green) and net short (S,
 * red) on the market over the latest 5 minutes, the exchange's own figures (`/v5/market/account-ratio`). Nothing for
 * spot and options, nor before the first answer.
 */
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useAtomValue } from "../atom-react/index.js"
import { ratioAtom } from "../atoms/Ratio.js"
import * as Format from "../lib/Format.js"
import "./RatioBar.css"

/** The bar; `null` when the market has no ratio. */
export function RatioBar() {
  const result = useAtomValue(ratioAtom)
  const ratio = Option.getOrUndefined(
    Option.flatMap(AsyncResult.value(result), (feed) => Option.flatMap(feed.value, Option.fromNullishOr))
  )
  if (ratio === undefined) return null
  const buy = Number(ratio.buyRatio)
  const share = Number.isFinite(buy) ? Math.min(100, Math.max(0, buy * 100)) : 50
  return (
    <div
      className="ratio-bar"
      data-testid="ratio-bar"
      data-buy={ratio.buyRatio}
      data-sell={ratio.sellRatio}
      title="Accounts net long (B) and net short (S) over the latest 5 minutes"
    >
      <span className="up" data-testid="ratio-buy">
        B {Format.ratio(ratio.buyRatio)}
      </span>
      <span className="ratio-track" aria-hidden="true">
        <span className="ratio-long" style={{ width: `${share}%` }} />
      </span>
      <span className="down" data-testid="ratio-sell">
        {Format.ratio(ratio.sellRatio)} S
      </span>
    </div>
  )
}
