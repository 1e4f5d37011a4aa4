import type { Quote } from "../atoms/OrderQuote.js"
import type { Category } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import type { Instrument } from "../lib/Instrument.js"

/**
 * The order's figures under its fields: what is available, the largest quantity (a tap types it), the order's value
 * (and margin at the leverage) and its fee as a taker or a maker.
 *
 * @since 1.2.0
 */
export function OrderFigures(props: {
  readonly quote: Quote
  readonly instrument: Instrument | undefined
  readonly category: Category
  readonly onMax: (qty: string) => void
}) {
  const { spend, max, value, leverage, unit, taker, feeRate, feeEstimate } = props.quote
  const i = props.instrument
  return (
    <>
      <div className="figures">
        <span className="muted">Available</span>
        <span className="num" data-testid="order-available">
          {spend === undefined ? "—" : `${Format.amount(spend.amount, 4)} ${spend.coin}`}
        </span>
        <span className="muted">Max</span>
        <span className="num">
          <button
            type="button"
            className="link"
            data-testid="order-max"
            disabled={max === undefined}
            title="The largest quantity the available balance carries, with the fees to open and to close"
            onClick={() => {
              if (max !== undefined) props.onMax(max)
            }}
          >
            {max === undefined || i === undefined ? "—" : `${Format.size(max, i.qtyStep)} ${unit}`}
          </button>
        </span>
        <span className="muted">
          {props.category === "spot" || leverage === undefined ? "Value" : "Value · margin"}
        </span>
        <span className="num" data-testid="order-cost">
          {value === undefined
            ? "—"
            : `${Format.amount(value.value, 8)} ${value.coin}${
                leverage === undefined
                  ? ""
                  : ` · ${Format.amount(Number(value.value) / leverage, 2)} at ${Format.amount(leverage, 2)}x`
              }`}
        </span>
      </div>
      <div className="figures">
        <span className="muted">{taker ? "Fee (taker)" : "Fee (maker)"}</span>
        <span className="num" data-testid="order-fee" data-rate={feeRate}>
          {feeEstimate === undefined || value === undefined ? "—" : `${Format.amount(feeEstimate, 8)} ${value.coin}`}
        </span>
      </div>
    </>
  )
}
