import * as Option from "effect/Option"
import * as Form from "../atoms/OrderForm.js"
import type { Category } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import type { Instrument } from "../lib/Instrument.js"
import { TriggerBySelect } from "./PositionStops.js"

/**
 * The order's prices and quantity as typed: conditional (with its trigger price), the limit price (Last types the
 * last price), the quantity in its unit (a spot market order's in the base or the quote coin). Each held as the
 * exchange writes it ("0.01"), shown as the reader does ("0,01" in German).
 *
 * @since 1.2.0
 */
export function OrderInputs(props: {
  readonly form: Form.OrderForm
  readonly instrument: Instrument | undefined
  readonly category: Category
  readonly unit: string
  /** A linear size typed in USDT: the quantity it sends, or why it cannot be sent. */
  readonly sized: { readonly qty?: string | undefined; readonly refusal?: string | undefined }
  readonly lastPrice: Option.Option<string>
  readonly conditional: boolean
  readonly onConditional: (conditional: boolean) => void
  readonly edit: (patch: Partial<Form.OrderForm>) => void
  /** The quantity was typed (the share chosen with the slider no longer holds). */
  readonly onQtyTyped: () => void
}) {
  const { form, edit, lastPrice } = props
  const i = props.instrument
  const market = form.orderType === "Market"
  const spotMarket = props.category === "spot" && market
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          data-testid="order-conditional"
          checked={props.conditional}
          onChange={(event) => props.onConditional(event.target.checked)}
        />
        Conditional (trigger price)
      </label>
      {props.conditional ? (
        <label className="field">
          <span className="field-label">Trigger</span>
          <input
            data-testid="order-trigger"
            inputMode="decimal"
            value={Format.writeDecimal(form.triggerPrice)}
            onChange={(event) => edit({ triggerPrice: Format.readDecimal(event.target.value) })}
          />
          <span className="unit">{i?.quoteCoin ?? ""}</span>
        </label>
      ) : null}
      {props.conditional && (props.category === "linear" || props.category === "inverse") ? (
        <span className="field">
          <span className="field-label">Trigger by</span>
          <TriggerBySelect
            testId="order-trigger-by"
            label="The conditional order triggers by"
            value={form.triggerBy ?? "LastPrice"}
            onChange={(triggerBy) => edit({ triggerBy })}
          />
        </span>
      ) : null}
      <label className="field">
        <span className="field-label">Price</span>
        <input
          data-testid="order-price"
          inputMode="decimal"
          placeholder={market ? "at market" : ""}
          disabled={market}
          value={market ? "" : Format.writeDecimal(form.price)}
          onChange={(event) => edit({ price: Format.readDecimal(event.target.value) })}
        />
        <button
          type="button"
          className="unit link"
          data-testid="order-price-last"
          disabled={market || Option.isNone(lastPrice)}
          title="Use the last price"
          onClick={() => Option.map(lastPrice, (price) => edit({ price: Format.onTick(price, i?.tickSize) }))}
        >
          Last
        </button>
      </label>
      <label className="field">
        <span className="field-label">{spotMarket ? "Amount" : "Quantity"}</span>
        <input
          data-testid="order-qty"
          inputMode="decimal"
          value={Format.writeDecimal(form.qty)}
          onChange={(event) => {
            props.onQtyTyped()
            edit({ qty: Format.readDecimal(event.target.value) })
          }}
        />
        {spotMarket && i !== undefined ? (
          <select
            className="unit"
            data-testid="order-unit"
            aria-label="Unit of the amount"
            value={form.marketUnit}
            onChange={(event) =>
              edit({ marketUnit: event.target.value === "quoteCoin" ? "quoteCoin" : "baseCoin", qty: "" })
            }
          >
            <option value="baseCoin">{i.baseCoin}</option>
            <option value="quoteCoin">{i.quoteCoin}</option>
          </select>
        ) : props.category === "linear" && i !== undefined ? (
          <SizeUnit form={form} instrument={i} unit={props.unit} edit={edit} />
        ) : (
          <span className="unit" data-testid="order-qty-unit">
            {props.unit}
          </span>
        )}
      </label>
      {Form.sizedInQuote(form, props.category) && form.qty.trim() !== "" && i !== undefined ? (
        <div
          className={props.sized.refusal === undefined ? "muted qty-sent" : "failure qty-sent"}
          data-testid="order-qty-sent"
          data-qty={props.sized.qty ?? ""}
          role={props.sized.refusal === undefined ? undefined : "alert"}
        >
          {props.sized.refusal ?? `Sends ${Format.size(props.sized.qty, i.qtyStep)} ${i.baseCoin}`}
        </div>
      ) : null}
    </>
  )
}

/**
 * A linear order's size unit, the base coin or USDT, as a button that switches it (the typed size is cleared: a
 * number in one unit means nothing in the other).
 */
function SizeUnit(props: {
  readonly form: Form.OrderForm
  readonly instrument: Instrument
  readonly unit: string
  readonly edit: (patch: Partial<Form.OrderForm>) => void
}) {
  const quote = props.form.sizeIn === "quote"
  const other = quote ? props.instrument.baseCoin : props.instrument.quoteCoin
  return (
    <button
      type="button"
      className="unit link"
      data-testid="order-qty-unit"
      data-size-in={quote ? "quote" : "base"}
      aria-label={`Quantity in ${props.unit}: switch to ${other}`}
      title={`Enter the size in ${other}`}
      onClick={() => props.edit({ sizeIn: quote ? "base" : "quote", qty: "" })}
    >
      {props.unit}
    </button>
  )
}

/**
 * A share of the available balance as the quantity: a slider and 25/50/75/100 % buttons.
 *
 * @since 1.2.0
 */
export function ShareSlider(props: {
  readonly percent: number
  readonly disabled: boolean
  readonly onShare: (percent: number) => void
}) {
  return (
    <div className="percent">
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={props.percent}
        data-testid="order-percent"
        aria-label="Share of the available balance"
        disabled={props.disabled}
        onChange={(event) => props.onShare(Number(event.target.value))}
      />
      <div className="percent-buttons">
        {[25, 50, 75, 100].map((pct) => (
          <button
            key={pct}
            type="button"
            data-testid={`order-pct-${pct}`}
            disabled={props.disabled}
            className={props.percent === pct ? "active" : ""}
            onClick={() => props.onShare(pct)}
          >
            {pct}%
          </button>
        ))}
      </div>
    </div>
  )
}
