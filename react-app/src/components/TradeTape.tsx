import * as Result from "@effect-atom/atom/Result"
import { useAtomValue } from "@effect-atom/atom-react"
import * as Option from "effect/Option"
import { type TradePrint, tradesAtom } from "../atoms/Market.js"
import { FailureLine, Waiting } from "./Failure.js"

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19)

/** The recent trades, newest first, coloured by the taker's side. */
export function TradeTape() {
  const trades = useAtomValue(tradesAtom)
  const prints = Option.getOrElse(Result.value(trades), (): ReadonlyArray<TradePrint> => [])
  return (
    <section className="panel trades-panel">
      <h2>Trades</h2>
      <Waiting result={trades} what="trades" />
      <FailureLine result={trades} />
      <div className="trades" data-testid="trades">
        {prints.map((print) => (
          <div key={print.id} className={`trade-row ${print.side === "Buy" ? "up" : "down"}`} data-testid="trade-row">
            <span>{print.price}</span>
            <span className="num">{print.size}</span>
            <span className="num muted">{clock(print.time)}</span>
          </div>
        ))}
      </div>
    </section>
  )
}
