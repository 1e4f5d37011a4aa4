import { useState } from "react"
import type { MarketRow } from "../atoms/Markets.js"
import * as Format from "../lib/Format.js"
import * as Chain from "../lib/OptionChain.js"

const iv = (fraction: string | undefined): string =>
  fraction === undefined || fraction === "" ? "—" : `${Format.amount(Number(fraction) * 100, 1)}%`

const greek = (value: string | undefined, decimals: number): string =>
  value === undefined || value === "" ? "—" : Format.amount(value, decimals)

const price = (value: string | undefined): string =>
  value === undefined || value === "" || Number(value) === 0 ? "—" : Format.amount(value, 4)

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
  const figures = row.option
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
      <span className="num" data-testid="chain-mark">
        {Format.amount(figures?.markPrice || row.lastPrice, 4)}
      </span>
      <span className="num muted" data-testid="chain-mark-iv">
        {iv(figures?.markIv)}
      </span>
      <span className="num" data-testid="chain-delta">
        {greek(figures?.delta, 2)}
      </span>
      <span className="num book" data-testid="chain-bid">
        {price(figures?.bid1Price)}
      </span>
      <span className="num book" data-testid="chain-ask">
        {price(figures?.ask1Price)}
      </span>
      <span className="num" data-testid="chain-bid-iv">
        {iv(figures?.bid1Iv)}
      </span>
      <span className="num" data-testid="chain-ask-iv">
        {iv(figures?.ask1Iv)}
      </span>
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
        <span className="chain-side call">
          <span className="num">Call mark</span>
          <span className="num">IV</span>
          <span className="num">Δ</span>
          <span className="num">Bid</span>
          <span className="num">Ask</span>
          <span className="num">Bid IV</span>
          <span className="num">Ask IV</span>
        </span>
        <span className="chain-strike">Strike</span>
        <span className="chain-side put">
          <span className="num">Put mark</span>
          <span className="num">IV</span>
          <span className="num">Δ</span>
          <span className="num">Bid</span>
          <span className="num">Ask</span>
          <span className="num">Bid IV</span>
          <span className="num">Ask IV</span>
        </span>
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
          {iv(figures?.markIv)} · Δ {greek(figures?.delta, 4)} · Γ {greek(figures?.gamma, 6)} · Θ{" "}
          {greek(figures?.theta, 4)} · V {greek(figures?.vega, 4)}
        </div>
      )}
    </div>
  )
}
