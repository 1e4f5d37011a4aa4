import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import type { Shortfall } from "../atoms/OrderAmounts.js"
import type * as Form from "../atoms/OrderForm.js"
import type { Quote } from "../atoms/OrderQuote.js"
import { placeOrderAtom } from "../atoms/Orders.js"
import { positionModeAtom } from "../atoms/PositionTools.js"
import type { Category } from "../atoms/Url.js"
import type { Instrument } from "../lib/Instrument.js"
import type { Outcome } from "./OrderOutcome.js"
import { shortfallText, summaryOf } from "./OrderText.js"

/**
 * Sends the order the form describes, one at a time: refused in words while a TP/SL in % or PnL cannot be worked
 * out; in hedge mode the order names the side of its position; its outcome (what was placed, or why not) is handed
 * to `setOutcome`.
 *
 * @since 1.2.0
 */
export function useSendOrder(setOutcome: (outcome: Outcome | undefined) => void) {
  const place = useAtomSet(placeOrderAtom, { mode: "promiseExit" })
  const positionMode = useAtomValue(positionModeAtom)
  const [pending, setPending] = useState(false)
  const send = (input: {
    readonly quote: Quote
    readonly category: Category
    readonly symbol: string
    readonly instrument: Option.Option<Instrument>
    readonly lastPrice: Option.Option<string>
  }) => {
    const { quote, category, symbol, instrument, lastPrice } = input
    if (pending) return
    if (quote.unresolved) {
      setOutcome({
        ok: false,
        text: "Enter the price and quantity first: the TP/SL in % or PnL is worked out from them"
      })
      return
    }
    setPending(true)
    setOutcome(undefined)
    const context: Form.Context = {
      category,
      symbol,
      instrument,
      lastPrice,
      hedge: Option.getOrUndefined(Option.flatMap(AsyncResult.value(positionMode), (feed) => feed.value)) === "hedge"
    }
    const summary = summaryOf(quote.sent, symbol, quote.unit)
    place({ form: quote.sent, context }).then((exit) => {
      setPending(false)
      setOutcome(
        Exit.isSuccess(exit)
          ? { ok: true, orderId: exit.value.orderId, summary }
          : { ok: false, text: describeCause(exit.cause) }
      )
    })
  }
  return { pending, send }
}

/**
 * The order form's submit button (`Buy BTC at market`), held back while an order is in flight, trading is paused or
 * the order needs more than is available, with the reason under it.
 *
 * @since 1.2.0
 */
export function OrderSubmit(props: {
  readonly form: Form.OrderForm
  readonly instrument: Instrument | undefined
  readonly conditional: boolean
  readonly pending: boolean
  readonly paused: string | undefined
  readonly short: Shortfall | undefined
}) {
  const { form, pending, paused, short } = props
  const market = form.orderType === "Market"
  return (
    <>
      <button
        type="submit"
        data-testid="order-submit"
        className={`submit ${form.side === "Buy" ? "buy" : "sell"}`}
        disabled={pending || paused !== undefined || short !== undefined}
      >
        {pending
          ? "Sending…"
          : `${form.side} ${props.instrument?.baseCoin ?? ""}${market ? " at market" : ""}${props.conditional ? " on trigger" : ""}`}
      </button>
      {short === undefined ? null : (
        <div className="failure" role="alert" data-testid="order-insufficient">
          {shortfallText(short)}
        </div>
      )}
      {paused === undefined ? null : (
        <div className="muted paused" data-testid="order-paused">
          {paused}
        </div>
      )}
    </>
  )
}
