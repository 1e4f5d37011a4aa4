import { useState } from "react"
import type { MarketRow } from "../atoms/Markets.js"
import * as Format from "../lib/Format.js"
import * as Chain from "../lib/OptionChain.js"

const greek = (value: string | undefined, decimals: number): string =>
  value === undefined || value === "" ? "—" : Format.amount(value, decimals)

const price = (value: string | undefined): string =>
  value === undefined || value === "" || Number(value) === 0 ? "—" : Format.amount(value, 4)

/** A side's columns, in order: the head's label, and the cell's test id, class and figure. */
const columns: ReadonlyArray<{
  readonly label: string
  readonly testId: string
  readonly className: string
  readonly figure: (row: MarketRow) => string
}> = [
  {
    label: "mark",
    testId: "chain-mark",
    className: "num",
    figure: (row) => Format.amount(row.option?.markPrice || row.lastPrice, 4)
  },
  { label: "IV", testId: "chain-mark-iv", className: "num muted", figure: (row) => Format.iv(row.option?.markIv) },
  { label: "Δ", testId: "chain-delta", className: "num", figure: (row) => greek(row.option?.delta, 2) },
  { label: "Bid", testId: "chain-bid", className: "num book", figure: (row) => price(row.option?.bid1Price) },
  { label: "Ask", testId: "chain-ask", className: "num book", figure: (row) => price(row.option?.ask1Price) },
  { label: "Bid IV", testId: "chain-bid-iv", className: "num", figure: (row) => Format.iv(row.option?.bid1Iv) },
  { label: "Ask IV", testId: "chain-ask-iv", className: "num", figure: (row) => Format.iv(row.option?.ask1Iv) }
]

/** The head of a side: its columns' labels, the first named for the side ("Call mark", "Put mark"). */
function SideHead(props: { readonly kind: "call" | "put" }) {
  const name = props.kind === "call" ? "Call" : "Put"
  return (
    <span className={`chain-side ${props.kind}`}>
      {columns.map((column, i) => (
        <span key={column.testId} className="num">
          {i === 0 ? `${name} ${column.label}` : column.label}
        </span>
      ))}
    </span>
  )
}

/**
 * One side of a strike: mark, mark IV and delta; the book's bid and ask, and the IV each stands for; a tap trades
 * that option.
 */
function Side(props: {
  readonly row: MarketRow | undefined
  readonly kind: "call" | "put"
  readonly selected: boolean
  readonly onChoose: (symbol: string) => void
}) {
  const { row } = props
  if (row === undefined) return <span className={`chain-side ${props.kind} none`}>—</span>
  return (
    <button
      type="button"
      className={`chain-side ${props.kind}${props.selected ? " selected" : ""}`}
      data-testid={`chain-${props.kind}`}
      data-symbol={row.symbol}
      aria-pressed={props.selected}
      title={`Trade ${row.symbol}`}
      onClick={() => props.onChoose(row.symbol)}
    >
      {columns.map((column) => (
        <span key={column.testId} className={column.className} data-testid={column.testId}>
          {column.figure(row)}
        </span>
      ))}
    </button>
  )
}

/**
 * The option chain of the listed options: an expiry at a time, its strikes with the call on the left and the put on
 * the right (mark, mark IV, delta; bid, ask and their IVs each); a tap selects that option for trading. The selected option's Greeks are below.
 */
export function OptionChain(props: {
  readonly rows: ReadonlyArray<MarketRow>
  readonly selected: string
  readonly onChoose: (symbol: string) => void
}) {
  const expiries = Chain.chain(props.rows)
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const own = Chain.parse(props.selected)?.expiry
  const expiry = expiries.find((e) => e.expiry === (picked ?? own)) ?? expiries[0]
  const chosen = props.rows.find((row) => row.symbol === props.selected)
  const figures = chosen?.option
  return (
    <div className="option-chain" data-testid="option-chain">
      <div className="chain-expiries" role="tablist" aria-label="Expiry">
        {expiries.map((e) => (
          <button
            key={e.expiry}
            type="button"
            role="tab"
            className={`chip${e.expiry === expiry?.expiry ? " active" : ""}`}
            data-testid="chain-expiry"
            data-expiry={e.expiry}
            aria-selected={e.expiry === expiry?.expiry}
            onClick={() => setPicked(e.expiry)}
          >
            {e.expiry}
          </button>
        ))}
      </div>
      <div className="chain-head">
        <SideHead kind="call" />
        <span className="chain-strike">Strike</span>
        <SideHead kind="put" />
      </div>
      <div className="chain-rows">
        {(expiry?.strikes ?? []).map((s) => (
          <div className="chain-row" key={s.strike} data-testid="chain-row" data-strike={s.strike}>
            <Side row={s.call} kind="call" selected={s.call?.symbol === props.selected} onChoose={props.onChoose} />
            <span className="chain-strike num">{Format.amount(s.strike, 8)}</span>
            <Side row={s.put} kind="put" selected={s.put?.symbol === props.selected} onChoose={props.onChoose} />
          </div>
        ))}
      </div>
      {chosen === undefined ? null : (
        <div className="chain-greeks" data-testid="chain-greeks" data-symbol={chosen.symbol}>
          <b>{chosen.symbol}</b> mark {Format.amount(figures?.markPrice || chosen.lastPrice, 4)} · IV{" "}
          {Format.iv(figures?.markIv)} · Δ {greek(figures?.delta, 4)} · Γ {greek(figures?.gamma, 6)} · Θ{" "}
          {greek(figures?.theta, 4)} · V {greek(figures?.vega, 4)}
        </div>
      )}
    </div>
  )
}
