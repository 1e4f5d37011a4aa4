import type { ReactNode } from "react"
import * as Format from "../lib/Format.js"

/** A column of a rows table: its heading, right-aligned for figures, with an optional explanation. */
export interface Column {
  readonly label?: string
  readonly num?: boolean
  readonly title?: string
}

/**
 * The account's tables (positions, orders, history): one row per item that becomes a card on a phone
 * (`rows responsive`, each cell labelled by `data-label`).
 */
export function RowsTable(props: {
  readonly testId: string
  readonly columns: ReadonlyArray<Column>
  readonly children: ReactNode
  /** A class more on the table (the positions table's closer cells). */
  readonly className?: string
}) {
  return (
    <table
      className={props.className === undefined ? "rows responsive" : `rows responsive ${props.className}`}
      data-testid={props.testId}
    >
      <thead>
        <tr>
          {props.columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list
            <th key={i} className={column.num === true ? "num" : undefined} title={column.title}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  )
}

/** A figure's cell: right-aligned, labelled for the phone's cards. */
export function NumCell(props: { readonly label: string; readonly testId?: string; readonly children: ReactNode }) {
  return (
    <td data-label={props.label} className="num" data-testid={props.testId}>
      {props.children}
    </td>
  )
}

/** A side cell, coloured up (a buy; a closed long) or down. */
export function SideCell(props: { readonly label?: string; readonly up: boolean; readonly children: ReactNode }) {
  return (
    <td data-label={props.label ?? "Side"} className={props.up ? "up" : "down"}>
      {props.children}
    </td>
  )
}

/** A row under a table row that spans the table with a small form (amend, TP/SL, close, leverage). */
export function EditRow(props: {
  readonly columns: number
  readonly onSubmit: () => void
  readonly children: ReactNode
}) {
  return (
    <tr className="amend-row">
      <td colSpan={props.columns}>
        <form
          className="amend-form"
          onSubmit={(event) => {
            event.preventDefault()
            props.onSubmit()
          }}
        >
          {props.children}
        </form>
      </td>
    </tr>
  )
}

/** A labelled decimal field of an edit row: the value as the exchange writes it, shown and typed as the reader does. */
export function DecimalField(props: {
  readonly label: string
  readonly testId: string
  readonly value: string
  readonly onChange: (value: string) => void
}) {
  return (
    <label>
      {props.label}
      <input
        data-testid={props.testId}
        inputMode="decimal"
        value={Format.writeDecimal(props.value)}
        onChange={(e) => props.onChange(Format.readDecimal(e.target.value))}
      />
    </label>
  )
}

/** A row's failure message, spanning the table (nothing when there is none). */
export function MessageRow(props: {
  readonly columns: number
  readonly testId: string
  readonly message: string | undefined
}) {
  if (props.message === undefined) return null
  return (
    <tr className="message-row">
      <td colSpan={props.columns}>
        <div className="failure" role="alert" data-testid={props.testId}>
          {props.message}
        </div>
      </td>
    </tr>
  )
}
