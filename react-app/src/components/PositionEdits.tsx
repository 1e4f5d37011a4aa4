import * as Option from "effect/Option"
import { useState } from "react"
import * as Format from "../lib/Format.js"
import { ConfirmButton } from "./Confirm.js"
import { DecimalField, EditRow } from "./Rows.js"

/**
 * A position's limit or partial close: the quantity (the whole size to start with) and a limit price (the
 * reference price to start with), closed at that limit or at market (asked twice). What was typed stays while the
 * request is refused.
 */
export function CloseEditor(props: {
  readonly columns: number
  /** The position's size, the quantity to start with. */
  readonly size: string
  /** The position's size as the table writes it (at the lot step). */
  readonly sizeText: string
  /** The price to start with (the last traded price, else the mark). */
  readonly reference: Option.Option<string>
  /** The row's request in flight (`"limit"`, `"close"`, …), if any. */
  readonly busy: string | undefined
  readonly onLimit: (qty: string, price: string) => void
  readonly onMarket: (qty: string) => void
}) {
  const [qty, setQty] = useState(props.size)
  const [price, setPrice] = useState(() => Option.getOrElse(props.reference, () => ""))
  return (
    <EditRow columns={props.columns} onSubmit={() => props.onLimit(qty, price)}>
      <DecimalField label="Qty" testId="position-close-qty" value={qty} onChange={setQty} />
      <DecimalField label="Price" testId="position-close-price" value={price} onChange={setPrice} />
      <button
        type="submit"
        data-testid="position-close-limit"
        disabled={props.busy !== undefined || price.trim() === ""}
      >
        {props.busy === "limit" ? "Placing…" : "Limit close"}
      </button>
      <ConfirmButton
        className="sell-outline"
        testId="position-close-market"
        label="Market close"
        question={`Close ${qty.trim() === "" ? props.sizeText : Format.writeDecimal(qty.trim())} at market?`}
        disabled={props.busy !== undefined}
        onConfirm={() => props.onMarket(qty)}
      />
    </EditRow>
  )
}

/** A position's leverage (its current one to start with), saved for both sides of the symbol. */
export function LeverageEditor(props: {
  readonly columns: number
  /** The position's leverage, the value to start with. */
  readonly leverage: string
  /** The row's request in flight, if any. */
  readonly busy: string | undefined
  readonly onSave: (leverage: string) => void
}) {
  const [leverage, setLeverage] = useState(props.leverage)
  return (
    <EditRow columns={props.columns} onSubmit={() => props.onSave(leverage)}>
      <DecimalField label="Leverage" testId="position-leverage-input" value={leverage} onChange={setLeverage} />
      <button type="submit" data-testid="position-leverage-save" disabled={props.busy !== undefined}>
        {props.busy === "leverage" ? "Saving…" : "Save"}
      </button>
    </EditRow>
  )
}
