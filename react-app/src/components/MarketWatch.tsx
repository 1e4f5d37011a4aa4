import * as Result from "@effect-atom/atom/Result"
import { useAtom, useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import * as Option from "effect/Option"
import { categoryAtom, searchAtom, symbolAtom, symbolChoiceAtom, visibleMarketsAtom } from "../atoms/Market.js"
import { FailureLine, Waiting } from "./Failure.js"

function MagnifierIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <line x1="10" y1="10" x2="14.5" y2="14.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

/** Instruments of the category with last price and 24h change; a search box narrows them, a click selects one. */
export function MarketWatch() {
  const [search, setSearch] = useAtom(searchAtom)
  const markets = useAtomValue(visibleMarketsAtom)
  const category = useAtomValue(categoryAtom)
  const selected = useAtomValue(symbolAtom)
  const choose = useAtomSet(symbolChoiceAtom)
  const view = Option.getOrUndefined(Result.value(markets))
  return (
    <section className="panel markets">
      <h2>Markets</h2>
      <div className="search">
        <MagnifierIcon />
        <input
          data-testid="market-search"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button
          type="button"
          className="clear"
          data-testid="market-search-clear"
          aria-label="Clear search"
          title="Clear"
          onClick={() => setSearch("")}
        >
          ×
        </button>
      </div>
      <Waiting result={markets} what="markets" />
      <FailureLine result={markets} />
      {view?.error === undefined ? null : <div className="failure">{view.error}</div>}
      <table className="rows">
        <thead>
          <tr>
            <th>Symbol</th>
            <th className="num">Last</th>
            <th className="num">24h</th>
          </tr>
        </thead>
        <tbody>
          {(view?.rows ?? []).map((row) => {
            const change = Number(row.change24h)
            return (
              <tr
                key={row.symbol}
                data-testid="market-row"
                data-symbol={row.symbol}
                className={row.symbol === selected ? "selected clickable" : "clickable"}
                onClick={() => choose({ category, symbol: row.symbol })}
              >
                <td>{row.symbol}</td>
                <td className="num">{row.lastPrice}</td>
                <td className={`num ${change >= 0 ? "up" : "down"}`}>
                  {row.change24h === "" ? "—" : `${(change * 100).toFixed(2)}%`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
