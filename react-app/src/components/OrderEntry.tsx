import * as Result from "@effect-atom/atom/Result"
import { useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import { useState } from "react"
import { placeOrderAtom } from "../atoms/Account.js"
import { symbolAtom } from "../atoms/Market.js"
import { failureText } from "./Failure.js"

/** The order form: checked against the instrument's rules before sending; the error in words or the new order id. */
export function OrderEntry() {
  const symbol = useAtomValue(symbolAtom)
  const placed = useAtomValue(placeOrderAtom)
  const place = useAtomSet(placeOrderAtom)
  const [side, setSide] = useState<"Buy" | "Sell">("Buy")
  const [orderType, setOrderType] = useState<"Limit" | "Market">("Limit")
  const [qty, setQty] = useState("")
  const [price, setPrice] = useState("")
  const [takeProfit, setTakeProfit] = useState("")
  const [stopLoss, setStopLoss] = useState("")
  const error = placed.waiting ? undefined : failureText(placed)
  const result = !placed.waiting && Result.isSuccess(placed) ? placed.value.orderId : undefined
  return (
    <section className="panel order-entry">
      <h2>Order · {symbol || "—"}</h2>
      <form
        className="order-form"
        onSubmit={(event) => {
          event.preventDefault()
          place({ side, orderType, qty, price, takeProfit, stopLoss })
        }}
      >
        <label>
          Side
          <select
            data-testid="order-side"
            value={side}
            onChange={(event) => setSide(event.target.value === "Sell" ? "Sell" : "Buy")}
          >
            <option value="Buy">Buy</option>
            <option value="Sell">Sell</option>
          </select>
        </label>
        <label>
          Type
          <select
            data-testid="order-type"
            value={orderType}
            onChange={(event) => setOrderType(event.target.value === "Market" ? "Market" : "Limit")}
          >
            <option value="Limit">Limit</option>
            <option value="Market">Market</option>
          </select>
        </label>
        <label>
          Quantity
          <input data-testid="order-qty" inputMode="decimal" value={qty} onChange={(e) => setQty(e.target.value)} />
        </label>
        <label>
          Price
          <input
            data-testid="order-price"
            inputMode="decimal"
            placeholder={orderType === "Market" ? "market" : ""}
            disabled={orderType === "Market"}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </label>
        <label>
          Take profit
          <input
            data-testid="order-tp"
            inputMode="decimal"
            value={takeProfit}
            onChange={(event) => setTakeProfit(event.target.value)}
          />
        </label>
        <label>
          Stop loss
          <input
            data-testid="order-sl"
            inputMode="decimal"
            value={stopLoss}
            onChange={(event) => setStopLoss(event.target.value)}
          />
        </label>
        <button
          type="submit"
          data-testid="order-submit"
          className={side === "Buy" ? "buy" : "sell"}
          disabled={placed.waiting}
        >
          {placed.waiting ? "Sending…" : `${side} ${orderType}`}
        </button>
      </form>
      <div className="order-outcome">
        {error === undefined ? null : (
          <div className="failure" data-testid="order-error" role="alert">
            {error}
          </div>
        )}
        {result === undefined ? null : (
          <div className="up">
            Order placed: <span data-testid="order-result">{result}</span>
          </div>
        )}
      </div>
    </section>
  )
}
