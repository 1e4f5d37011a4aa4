import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react"
import { useAtom, useAtomSet, useAtomValue } from "../atom-react/index.js"
import { lastPriceAtom } from "../atoms/Market.js"
import {
  favouriteKey,
  favouritesAtom,
  favouritesOnlyAtom,
  type MarketRow,
  marketsAtom,
  type SortKey,
  searchAtom,
  sortAtom,
  toggleFavourite,
  visibleMarketsAtom
} from "../atoms/Markets.js"
import { symbolAtom } from "../atoms/Selection.js"
import { staleness } from "../atoms/Stale.js"
import { stepsAtom } from "../atoms/Steps.js"
import { categoryAtom, symbolChoiceAtom } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import { OptionChain } from "./OptionChain.js"
import { Panel, Waiting } from "./Panel.js"

function MagnifierIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <line x1="10" y1="10" x2="14.5" y2="14.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  )
}

const columns: ReadonlyArray<{ readonly key: SortKey; readonly label: string; readonly numeric: boolean }> = [
  { key: "symbol", label: "Symbol", numeric: false },
  { key: "last", label: "Last", numeric: true },
  { key: "change", label: "24h", numeric: true },
  { key: "volume", label: "Vol", numeric: true }
]

function SortHeader() {
  const [sort, setSort] = useAtom(sortAtom)
  return (
    <div className="market-head">
      <span className="fav-col" />
      {columns.map((column) => {
        const active = sort.key === column.key
        return (
          <button
            key={column.key}
            type="button"
            className={`sort${column.numeric ? " num" : ""}${active ? " active" : ""}`}
            data-testid={`sort-${column.key}`}
            aria-pressed={active}
            title={active ? (sort.descending ? "Sorted high to low" : "Sorted low to high") : "Sort by this column"}
            onClick={() =>
              setSort(
                active
                  ? { key: column.key, descending: !sort.descending }
                  : { key: column.key, descending: column.numeric }
              )
            }
          >
            {column.label}
            {active ? (sort.descending ? " ▾" : " ▴") : ""}
          </button>
        )
      })}
    </div>
  )
}

function Row(props: {
  readonly row: MarketRow
  /** The price shown: the header's for the chosen market, the list's read for the others. */
  readonly price: string
  readonly selected: boolean
  readonly highlighted: boolean
  readonly favourite: boolean
  readonly onChoose: () => void
  readonly onFavourite: () => void
}) {
  const { row } = props
  // the price at the symbol's tick, as the header writes it ("65,311.5", not "65,312" beside it)
  const tickSize = useAtomValue(stepsAtom).get(row.symbol)?.tickSize
  const change = Number(row.change24h)
  const ref = useRef<HTMLDivElement>(null)
  const sym = useRef<HTMLSpanElement>(null)
  const [long, setLong] = useState(false)
  useEffect(() => {
    if (props.highlighted) ref.current?.scrollIntoView({ block: "nearest" })
  }, [props.highlighted])
  // a symbol wider than its column takes a line of its own (as option symbols do) rather than being cut short;
  // measured before paint, so the cut one is never shown
  useLayoutEffect(() => {
    const el = sym.current
    if (!long && el !== null && el.scrollWidth > el.clientWidth) setLong(true)
  }, [long])
  return (
    <div
      ref={ref}
      className={`market-row${props.selected ? " selected" : ""}${props.highlighted ? " highlighted" : ""}`}
      data-testid="market-row"
      data-symbol={row.symbol}
      data-highlighted={props.highlighted ? "true" : "false"}
    >
      <button
        type="button"
        className={`fav${props.favourite ? " on" : ""}`}
        data-testid="favourite-toggle"
        aria-label={props.favourite ? `Remove ${row.symbol} from favourites` : `Add ${row.symbol} to favourites`}
        aria-pressed={props.favourite}
        onClick={props.onFavourite}
      >
        {props.favourite ? "★" : "☆"}
      </button>
      <button
        type="button"
        className={`market-pick${long ? " long" : ""}`}
        aria-current={props.selected}
        data-testid="market-pick"
        onClick={props.onChoose}
      >
        <span className="sym" ref={sym}>
          {row.symbol}
        </span>
        <span className="num" data-testid="market-price">
          {Format.atTick(props.price, tickSize)}
        </span>
        <span className={`num ${change >= 0 ? "up" : "down"}`}>
          {row.change24h === "" ? "—" : Format.percent(row.change24h)}
        </span>
        <span className="num muted">{Format.compact(row.turnover24h)}</span>
      </button>
    </div>
  )
}

/** The category's markets: search, sort, favourites, keyboard selection (↑ ↓ Enter in the search box). */
export function MarketList(props: { readonly onChosen?: () => void }) {
  const [search, setSearch] = useAtom(searchAtom)
  const [favouritesOnly, setFavouritesOnly] = useAtom(favouritesOnlyAtom)
  const [favourites, setFavourites] = useAtom(favouritesAtom)
  const markets = useAtomValue(visibleMarketsAtom)
  const feed = useAtomValue(marketsAtom)
  const category = useAtomValue(categoryAtom)
  const selected = useAtomValue(symbolAtom)
  const choose = useAtomSet(symbolChoiceAtom)
  const [highlight, setHighlight] = useState(-1)
  // the chosen market's price from where the header reads it (its ticker stream): the list's REST read every few
  // seconds lagged the header (issue 72)
  const chosenPrice = Option.getOrUndefined(useAtomValue(lastPriceAtom))
  const view = Option.getOrUndefined(AsyncResult.value(markets))
  const rows = view?.rows ?? []
  const stale = staleness(feed, undefined, false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search, category or filter starts the keyboard highlight afresh
  useEffect(() => setHighlight(-1), [search, category, favouritesOnly])
  const pick = (row: { readonly symbol: string } | undefined) => {
    if (row === undefined) return
    choose(Option.some(row.symbol))
    props.onChosen?.()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (rows.length === 0) return
    if (event.key === "ArrowDown") {
      event.preventDefault()
      setHighlight((h) => Math.min(rows.length - 1, h + 1))
    } else if (event.key === "ArrowUp") {
      event.preventDefault()
      setHighlight((h) => Math.max(0, h - 1))
    } else if (event.key === "Enter") {
      event.preventDefault()
      pick(rows[Math.max(highlight, 0)])
    } else if (event.key === "Escape") {
      setSearch("")
    }
  }
  return (
    <Panel
      title="Markets"
      className={`markets${category === "option" ? " options" : ""}`}
      testId="markets"
      stale={stale}
      actions={
        <button
          type="button"
          className={`chip${favouritesOnly ? " active" : ""}`}
          data-testid="favourites-only"
          aria-pressed={favouritesOnly}
          onClick={() => setFavouritesOnly(!favouritesOnly)}
        >
          ★ only
        </button>
      }
    >
      <div className="search">
        <MagnifierIcon />
        <input
          data-testid="market-search"
          placeholder="Search (↑ ↓ Enter)"
          aria-label="Search markets"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {search === "" ? null : (
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
        )}
      </div>
      {view === undefined || !view.loaded ? <Waiting what="markets" /> : null}
      {category === "option" && rows.length > 0 ? (
        // options as Bybit shows them: expiries × strikes, calls and puts side by side
        <OptionChain rows={rows} selected={selected} onChoose={(symbol) => pick({ symbol })} />
      ) : (
        <div className="market-rows">
          <SortHeader />
          {rows.map((row, i) => {
            const key = favouriteKey(category, row.symbol)
            return (
              <Row
                key={row.symbol}
                row={row}
                price={row.symbol === selected && chosenPrice !== undefined ? chosenPrice : row.lastPrice}
                selected={row.symbol === selected}
                highlighted={i === highlight}
                favourite={favourites.includes(key)}
                onChoose={() => pick(row)}
                onFavourite={() => setFavourites(toggleFavourite(favourites, key))}
              />
            )
          })}
          {view?.loaded && rows.length === 0 ? (
            <div className="empty" data-testid="markets-empty">
              {search.trim() !== ""
                ? `No markets match “${search.trim()}”`
                : favouritesOnly
                  ? "No favourites in this category yet: tap ☆ on a market"
                  : "No markets listed"}
            </div>
          ) : null}
        </div>
      )}
    </Panel>
  )
}
