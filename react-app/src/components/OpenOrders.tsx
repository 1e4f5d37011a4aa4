import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import type { AccountState } from "effect-bybit"
import { useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import { amendOrderAtom, cancelAllAtom, cancelOrderAtom } from "../atoms/Orders.js"
import { triggerByNames } from "../atoms/PositionTools.js"
import { stepsAtom } from "../atoms/Steps.js"
import { type Category, categories } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import { ConfirmButton } from "./Confirm.js"
import { DecimalField, EditRow, MessageRow, NumCell, RowsTable, SideCell } from "./Rows.js"

/**
 * Whether an order waits for a trigger: a conditional order or a position's take-profit or stop-loss (the
 * "Conditional · TP/SL" tab), rather than resting in the book (the "Open orders" tab).
 */
export const isConditional = (order: AccountState.Order): boolean =>
  order.orderStatus === "Untriggered" ||
  (order.stopOrderType !== undefined && order.stopOrderType !== "" && order.stopOrderType !== "UNKNOWN")

// the order's own category when the page knows it (the wire enum is open to new values)
const categoryOf = (order: AccountState.Order, fallback: Category): Category =>
  categories.find((category) => category === order.category) ?? fallback

// a trigger price as the page names it: "Last", "Mark" or "Index"
const triggerByName = (by: string | undefined): string => triggerByNames.find((t) => t.value === by)?.label ?? "Last"

/**
 * What an order's Price column shows: "Market" for a market order (a conditional one carries the exchange's
 * protection price in `price`, which is not where it triggers nor where it fills), else its limit price.
 */
export const shownPrice = (order: AccountState.Order): string | undefined =>
  order.orderType === "Market" || order.price === "" || Number(order.price) === 0 ? undefined : order.price

// the table's columns (the last holds the row's buttons)
const columns = [
  { label: "Symbol" },
  { label: "Side" },
  { label: "Type" },
  { label: "Price", num: true },
  { label: "Qty", num: true },
  { label: "Filled", num: true },
  {}
]

/**
 * One open order with Amend and Cancel. Each action keeps one request in flight (a double click sends one); its
 * message replaces the previous one and a success clears it; a failed amend keeps what was typed.
 */
function OpenOrderRow(props: { readonly order: AccountState.Order; readonly category: Category }) {
  const { order } = props
  const cancel = useAtomSet(cancelOrderAtom, { mode: "promiseExit" })
  const amend = useAtomSet(amendOrderAtom, { mode: "promiseExit" })
  const [busy, setBusy] = useState<"cancel" | "amend" | undefined>(undefined)
  const [message, setMessage] = useState<string | undefined>(undefined)
  const [editing, setEditing] = useState(false)
  const [price, setPrice] = useState("")
  const [qty, setQty] = useState("")
  const category = categoryOf(order, props.category)
  const side = order.side === "Sell" ? "Sell" : "Buy"
  const ref = { category, symbol: order.symbol, orderId: order.orderId }
  const onCancel = () => {
    if (busy !== undefined) return
    setBusy("cancel")
    setMessage(undefined)
    cancel(ref).then((exit) => {
      setBusy(undefined)
      if (Exit.isFailure(exit)) setMessage(describeCause(exit.cause))
    })
  }
  const onAmend = () => {
    if (busy !== undefined) return
    setBusy("amend")
    setMessage(undefined)
    amend({ ...ref, side, currentPrice: order.price, currentQty: order.qty, price, qty }).then((exit) => {
      setBusy(undefined)
      if (Exit.isSuccess(exit)) setEditing(false)
      else setMessage(describeCause(exit.cause))
    })
  }
  const filled = order.cumExecQty ?? "0"
  // prices at the symbol's tick, sizes to its lot
  const steps = useAtomValue(stepsAtom).get(order.symbol)
  return (
    <>
      <tr data-testid="open-order" data-order-id={order.orderId}>
        <td data-label="Symbol">{order.symbol}</td>
        <SideCell up={side === "Buy"}>{order.side}</SideCell>
        <td data-label="Type">
          {order.stopOrderType !== undefined && order.stopOrderType !== "" && order.stopOrderType !== "UNKNOWN"
            ? `${order.stopOrderType} · `
            : ""}
          {order.orderType}
          {order.triggerPrice && Number(order.triggerPrice) > 0 ? (
            <span data-testid="order-trigger-shown">
              {` @${Format.atTick(order.triggerPrice, steps?.tickSize)} · ${triggerByName(order.triggerBy)}`}
            </span>
          ) : (
            ""
          )}
          {order.reduceOnly ? " · RO" : ""}
          {order.timeInForce === "PostOnly" ? " · PO" : ""}
        </td>
        <NumCell label="Price" testId="order-price-shown">
          {Option.match(Option.fromNullishOr(shownPrice(order)), {
            onNone: () => "Market",
            onSome: (price) => Format.atTick(price, steps?.tickSize)
          })}
        </NumCell>
        <NumCell label="Qty">{Format.lot(order.qty, steps?.qtyStep)}</NumCell>
        <NumCell label="Filled">{Format.lot(filled, steps?.qtyStep)}</NumCell>
        <td data-label="" className="actions">
          <button
            type="button"
            data-testid="amend-order"
            disabled={busy !== undefined}
            onClick={() => {
              if (!editing) {
                setPrice(order.price)
                setQty(order.qty)
              }
              setMessage(undefined)
              setEditing(!editing)
            }}
          >
            {editing ? "Close" : "Amend"}
          </button>
          <button type="button" data-testid="cancel-order" disabled={busy !== undefined} onClick={onCancel}>
            {busy === "cancel" ? "Cancelling…" : "Cancel"}
          </button>
        </td>
      </tr>
      {editing ? (
        <EditRow columns={columns.length} onSubmit={onAmend}>
          <DecimalField label="Price" testId="amend-price" value={price} onChange={setPrice} />
          <DecimalField label="Qty" testId="amend-qty" value={qty} onChange={setQty} />
          <button type="submit" data-testid="amend-submit" disabled={busy !== undefined}>
            {busy === "amend" ? "Saving…" : "Save"}
          </button>
        </EditRow>
      ) : null}
      <MessageRow columns={columns.length} testId="order-action-error" message={message} />
    </>
  )
}

/**
 * The open orders of the category, newest first: those resting in the book, or those waiting for a trigger
 * (conditional orders, TP/SL). "Cancel all" (asked twice) cancels every order the table lists.
 */
export function OpenOrdersTable(props: {
  readonly orders: ReadonlyArray<AccountState.Order>
  readonly category: Category
  readonly kind: "Order" | "StopOrder"
}) {
  const cancelAll = useAtomSet(cancelAllAtom, { mode: "promiseExit" })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | undefined>(undefined)
  const symbols = Array.from(new Set(props.orders.map((o) => o.symbol)))
  const onCancelAll = () => {
    if (busy || symbols.length === 0) return
    setBusy(true)
    setMessage(undefined)
    cancelAll({ category: props.category, symbols, kind: props.kind }).then((exit) => {
      setBusy(false)
      if (Exit.isFailure(exit)) setMessage(describeCause(exit.cause))
    })
  }
  return (
    <>
      <div className="table-actions">
        <ConfirmButton
          testId="cancel-all"
          label={busy ? "Cancelling…" : "Cancel all"}
          question={`Cancel ${props.orders.length} order${props.orders.length === 1 ? "" : "s"}?`}
          disabled={busy || props.orders.length === 0}
          onConfirm={onCancelAll}
        />
        {message === undefined ? null : (
          <div className="failure" role="alert" data-testid="cancel-all-error">
            {message}
          </div>
        )}
      </div>
      <RowsTable testId={props.kind === "Order" ? "open-orders-table" : "conditional-orders-table"} columns={columns}>
        {props.orders.map((order) => (
          <OpenOrderRow key={order.orderId} order={order} category={props.category} />
        ))}
      </RowsTable>
    </>
  )
}
