import type { BybitSchema as Schema } from "effect-bybit"
import { useAtomValue } from "../atom-react/index.js"
import { stepsAtom } from "../atoms/Steps.js"
import * as Format from "../lib/Format.js"
import { NumCell, RowsTable, SideCell } from "./Rows.js"

const orderColumns = [
  { label: "Time" },
  { label: "Symbol" },
  { label: "Side" },
  { label: "Type" },
  { label: "Price", num: true },
  { label: "Qty", num: true },
  { label: "Filled", num: true },
  { label: "Status" }
]

/** Closed, cancelled and filled orders. */
export function OrderHistoryTable(props: { readonly orders: ReadonlyArray<Schema.Order.Order> }) {
  const steps = useAtomValue(stepsAtom)
  return (
    <RowsTable testId="order-history-table" columns={orderColumns}>
      {props.orders.map((order) => (
        <tr
          key={`${order.orderId}${order.updatedTime}`}
          data-testid="order-history-row"
          data-status={order.orderStatus}
        >
          <td data-label="Time">{Format.dateTime(Number(order.updatedTime || order.createdTime))}</td>
          <td data-label="Symbol">{order.symbol}</td>
          <SideCell up={order.side === "Buy"}>{order.side}</SideCell>
          <td data-label="Type">{order.orderType}</td>
          <NumCell label="Price">
            {Format.atTick(
              order.avgPrice && Number(order.avgPrice) > 0 ? order.avgPrice : order.price,
              steps.get(order.symbol)?.tickSize
            )}
          </NumCell>
          <NumCell label="Qty">{Format.lot(order.qty, steps.get(order.symbol)?.qtyStep)}</NumCell>
          <NumCell label="Filled">{Format.lot(order.cumExecQty, steps.get(order.symbol)?.qtyStep)}</NumCell>
          <td data-label="Status">{order.orderStatus}</td>
        </tr>
      ))}
    </RowsTable>
  )
}

const tradeColumns = [
  { label: "Time" },
  { label: "Symbol" },
  { label: "Side" },
  { label: "Price", num: true },
  { label: "Qty", num: true },
  { label: "Fee", num: true },
  { label: "Role" }
]

/** The account's trades. */
export function TradeHistoryTable(props: { readonly trades: ReadonlyArray<Schema.Execution.Execution> }) {
  const steps = useAtomValue(stepsAtom)
  return (
    <RowsTable testId="trade-history-table" columns={tradeColumns}>
      {props.trades.map((trade) => (
        <tr key={trade.execId} data-testid="trade-history-row" data-order-id={trade.orderId}>
          <td data-label="Time">{Format.dateTime(Number(trade.execTime))}</td>
          <td data-label="Symbol">{trade.symbol}</td>
          <SideCell up={trade.side === "Buy"}>{trade.side}</SideCell>
          <NumCell label="Price">{Format.atTick(trade.execPrice, steps.get(trade.symbol)?.tickSize)}</NumCell>
          <NumCell label="Qty">{Format.lot(trade.execQty, steps.get(trade.symbol)?.qtyStep)}</NumCell>
          <NumCell label="Fee">
            {Format.fee(trade.execFee, trade.feeCurrency)} {trade.feeCurrency ?? ""}
          </NumCell>
          <td data-label="Role">{trade.isMaker ? "maker" : "taker"}</td>
        </tr>
      ))}
    </RowsTable>
  )
}

const closedColumns = [
  { label: "Time" },
  { label: "Symbol" },
  { label: "Closed" },
  { label: "Qty", num: true },
  { label: "Entry", num: true },
  { label: "Exit", num: true },
  { label: "Realised PnL", num: true }
]

/** Realised PnL per closing order (linear and inverse), newest first. */
export function ClosedPnlTable(props: { readonly rows: ReadonlyArray<Schema.ClosedPnl.ClosedPnl> }) {
  const steps = useAtomValue(stepsAtom)
  return (
    <RowsTable testId="closed-pnl-table" columns={closedColumns}>
      {props.rows.map((row) => {
        const pnl = Number(row.closedPnl || 0)
        return (
          <tr key={`${row.orderId}${row.updatedTime}`} data-testid="closed-pnl-row" data-symbol={row.symbol}>
            <td data-label="Time">{Format.dateTime(Number(row.updatedTime || row.createdTime))}</td>
            <td data-label="Symbol">{row.symbol}</td>
            {/* the closing order's side: a sell closes a long */}
            <SideCell label="Closed" up={row.side === "Sell"}>
              {row.side === "Sell" ? "Long" : "Short"}
            </SideCell>
            <NumCell label="Qty">{Format.lot(row.closedSize, steps.get(row.symbol)?.qtyStep)}</NumCell>
            <NumCell label="Entry">{Format.atTick(row.avgEntryPrice, steps.get(row.symbol)?.tickSize)}</NumCell>
            <NumCell label="Exit">{Format.atTick(row.avgExitPrice, steps.get(row.symbol)?.tickSize)}</NumCell>
            <td data-label="Realised PnL" className={`num ${pnl >= 0 ? "up" : "down"}`} data-testid="closed-pnl">
              {Format.pnl(row.closedPnl)}
            </td>
          </tr>
        )
      })}
    </RowsTable>
  )
}
