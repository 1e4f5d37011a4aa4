import type { BybitSchema as Schema } from "effect-bybit"
import * as Format from "../lib/Format.js"

/** Closed, cancelled and filled orders. */
export function OrderHistoryTable(props: { readonly orders: ReadonlyArray<Schema.Order.Order> }) {
  return (
    <table className="rows responsive" data-testid="order-history-table">
      <thead>
        <tr>
          <th>Time</th>
          <th>Symbol</th>
          <th>Side</th>
          <th>Type</th>
          <th className="num">Price</th>
          <th className="num">Qty</th>
          <th className="num">Filled</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {props.orders.map((order) => (
          <tr
            key={`${order.orderId}${order.updatedTime}`}
            data-testid="order-history-row"
            data-status={order.orderStatus}
          >
            <td data-label="Time">{Format.dateTime(Number(order.updatedTime || order.createdTime))}</td>
            <td data-label="Symbol">{order.symbol}</td>
            <td data-label="Side" className={order.side === "Buy" ? "up" : "down"}>
              {order.side}
            </td>
            <td data-label="Type">{order.orderType}</td>
            <td data-label="Price" className="num">
              {Format.amount(order.avgPrice && Number(order.avgPrice) > 0 ? order.avgPrice : order.price, 8)}
            </td>
            <td data-label="Qty" className="num">
              {Format.amount(order.qty, 8)}
            </td>
            <td data-label="Filled" className="num">
              {Format.amount(order.cumExecQty, 8)}
            </td>
            <td data-label="Status">{order.orderStatus}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The account's trades. */
export function TradeHistoryTable(props: { readonly trades: ReadonlyArray<Schema.Execution.Execution> }) {
  return (
    <table className="rows responsive" data-testid="trade-history-table">
      <thead>
        <tr>
          <th>Time</th>
          <th>Symbol</th>
          <th>Side</th>
          <th className="num">Price</th>
          <th className="num">Qty</th>
          <th className="num">Fee</th>
          <th>Role</th>
        </tr>
      </thead>
      <tbody>
        {props.trades.map((trade) => (
          <tr key={trade.execId} data-testid="trade-history-row" data-order-id={trade.orderId}>
            <td data-label="Time">{Format.dateTime(Number(trade.execTime))}</td>
            <td data-label="Symbol">{trade.symbol}</td>
            <td data-label="Side" className={trade.side === "Buy" ? "up" : "down"}>
              {trade.side}
            </td>
            <td data-label="Price" className="num">
              {Format.amount(trade.execPrice, 8)}
            </td>
            <td data-label="Qty" className="num">
              {Format.amount(trade.execQty, 8)}
            </td>
            <td data-label="Fee" className="num">
              {Format.amount(trade.execFee, 8)} {trade.feeCurrency ?? ""}
            </td>
            <td data-label="Role">{trade.isMaker ? "maker" : "taker"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Realised PnL per closing order (linear and inverse), newest first. */
export function ClosedPnlTable(props: { readonly rows: ReadonlyArray<Schema.ClosedPnl.ClosedPnl> }) {
  return (
    <table className="rows responsive" data-testid="closed-pnl-table">
      <thead>
        <tr>
          <th>Time</th>
          <th>Symbol</th>
          <th>Closed</th>
          <th className="num">Qty</th>
          <th className="num">Entry</th>
          <th className="num">Exit</th>
          <th className="num">Realised PnL</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => {
          const pnl = Number(row.closedPnl || 0)
          return (
            <tr key={`${row.orderId}${row.updatedTime}`} data-testid="closed-pnl-row" data-symbol={row.symbol}>
              <td data-label="Time">{Format.dateTime(Number(row.updatedTime || row.createdTime))}</td>
              <td data-label="Symbol">{row.symbol}</td>
              {/* the closing order's side: a sell closes a long */}
              <td data-label="Closed" className={row.side === "Sell" ? "up" : "down"}>
                {row.side === "Sell" ? "Long" : "Short"}
              </td>
              <td data-label="Qty" className="num">
                {Format.amount(row.closedSize, 8)}
              </td>
              <td data-label="Entry" className="num">
                {Format.amount(row.avgEntryPrice, 8)}
              </td>
              <td data-label="Exit" className="num">
                {Format.amount(row.avgExitPrice, 8)}
              </td>
              <td data-label="Realised PnL" className={`num ${pnl >= 0 ? "up" : "down"}`} data-testid="closed-pnl">
                {Format.amount(row.closedPnl, 4)}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
