import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useAtomValue } from "../atom-react/index.js"
import { instrumentAtom } from "../atoms/Market.js"
import { publicStaleAtom, staleness } from "../atoms/Stale.js"
import { tradesAtom } from "../atoms/Tape.js"
import * as Format from "../lib/Format.js"
import { Panel, Waiting } from "./Panel.js"

/** The recent trades, newest first, coloured by the taker's side (its own chunk, with the tape, after the paint). */
export function TradeTape() {
  const trades = useAtomValue(tradesAtom)
  const socket = useAtomValue(publicStaleAtom)
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const decimals = Option.match(instrument, { onNone: () => 2, onSome: (i) => Format.decimalsOf(i.tickSize) })
  // sizes to the lot, as the book writes them ("0.010" beside "0.002", not "0.01")
  const qtyStep = Option.match(instrument, { onNone: () => undefined, onSome: (i) => i.qtyStep })
  const prints = Option.getOrUndefined(Option.flatMap(AsyncResult.value(trades), (feed) => feed.value))
  return (
    <Panel title="Trades" className="trades-panel" testId="trades-panel" stale={staleness(trades, socket)}>
      {prints === undefined ? <Waiting what="trades" /> : null}
      <div className="trade-head">
        <span>Price</span>
        <span className="num">Size</span>
        <span className="num">Time</span>
      </div>
      <div className="trades" data-testid="trades">
        {(prints ?? []).map((print) => (
          <div key={print.id} className={`trade-row ${print.side === "Buy" ? "up" : "down"}`} data-testid="trade-row">
            <span>{Format.price(print.price, decimals)}</span>
            <span className="num">{Format.lot(print.size, qtyStep)}</span>
            <span className="num muted">{Format.clock(print.time)}</span>
          </div>
        ))}
      </div>
    </Panel>
  )
}
