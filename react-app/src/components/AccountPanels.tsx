import * as Result from "@effect-atom/atom/Result"
import { useAtomSet, useAtomValue } from "@effect-atom/atom-react"
import * as Option from "effect/Option"
import type { Schema } from "effect-bybit"
import { useState } from "react"
import {
  amendOrderAtom,
  cancelOrderAtom,
  hasKeysAtom,
  openOrdersAtom,
  positionsAtom,
  walletAtom
} from "../atoms/Account.js"
import { type Category, categories } from "../atoms/Market.js"
import { FailureLine, failureText } from "./Failure.js"

function NoKeys() {
  return <div className="muted">Connect API keys to see this.</div>
}

/** The unified account's coins. */
export function WalletPanel() {
  const hasKeys = useAtomValue(hasKeysAtom)
  const wallet = useAtomValue(walletAtom)
  const rows = Option.getOrElse(Result.value(wallet), () => [])
  return (
    <section className="panel wallet" data-testid="wallet">
      <h2>Wallet</h2>
      {hasKeys ? <FailureLine result={wallet} /> : <NoKeys />}
      <table className="rows">
        <thead>
          <tr>
            <th>Coin</th>
            <th className="num">Balance</th>
            <th className="num">Equity</th>
            <th className="num">USD</th>
          </tr>
        </thead>
        <tbody>
          {hasKeys
            ? rows.map((row) => (
                <tr key={row.coin} data-testid="wallet-row" data-coin={row.coin}>
                  <td>{row.coin}</td>
                  <td className="num">{row.walletBalance}</td>
                  <td className="num">{row.equity}</td>
                  <td className="num">{row.usdValue}</td>
                </tr>
              ))
            : null}
        </tbody>
      </table>
    </section>
  )
}

// the order's own category when it is one the page knows (the wire enum is open to new values)
const categoryOf = (order: Schema.Order.Order, fallback: Category): Category =>
  categories.find((category) => category === order.category) ?? fallback

function OpenOrderRow(props: { readonly order: Schema.Order.Order; readonly category: Category }) {
  const { order } = props
  const cancel = useAtomSet(cancelOrderAtom)
  const amend = useAtomSet(amendOrderAtom)
  const [editing, setEditing] = useState(false)
  const [price, setPrice] = useState("")
  const [qty, setQty] = useState("")
  const category = categoryOf(order, props.category)
  const side = order.side === "Sell" ? "Sell" : "Buy"
  return (
    <>
      <tr data-testid="open-order" data-order-id={order.orderId}>
        <td>{order.symbol}</td>
        <td className={side === "Buy" ? "up" : "down"}>{order.side}</td>
        <td>{order.orderType}</td>
        <td className="num">{order.price}</td>
        <td className="num">{order.qty}</td>
        <td className="actions">
          <button
            type="button"
            data-testid="amend-order"
            onClick={() => {
              setPrice(order.price)
              setQty(order.qty)
              setEditing(!editing)
            }}
          >
            Amend
          </button>
          <button
            type="button"
            data-testid="cancel-order"
            onClick={() => cancel({ category, symbol: order.symbol, orderId: order.orderId })}
          >
            Cancel
          </button>
        </td>
      </tr>
      {editing ? (
        <tr className="amend-row">
          <td colSpan={6}>
            <form
              className="amend-form"
              onSubmit={(event) => {
                event.preventDefault()
                amend({
                  category,
                  symbol: order.symbol,
                  orderId: order.orderId,
                  side,
                  currentPrice: order.price,
                  currentQty: order.qty,
                  price: price === order.price ? "" : price,
                  qty: qty === order.qty ? "" : qty
                })
                setEditing(false)
              }}
            >
              <input data-testid="amend-price" value={price} onChange={(event) => setPrice(event.target.value)} />
              <input data-testid="amend-qty" value={qty} onChange={(event) => setQty(event.target.value)} />
              <button type="submit" data-testid="amend-submit">
                Save
              </button>
            </form>
          </td>
        </tr>
      ) : null}
    </>
  )
}

/** Open orders of the category, each with cancel and amend. */
export function OpenOrdersPanel(props: { readonly category: Category }) {
  const hasKeys = useAtomValue(hasKeysAtom)
  const orders = useAtomValue(openOrdersAtom)
  const cancelled = useAtomValue(cancelOrderAtom)
  const amended = useAtomValue(amendOrderAtom)
  const list = Option.getOrElse(Result.value(orders), (): ReadonlyArray<Schema.Order.Order> => [])
  const actionError = failureText(cancelled) ?? failureText(amended)
  return (
    <section className="panel open-orders" data-testid="open-orders">
      <h2>Open orders</h2>
      {hasKeys ? <FailureLine result={orders} /> : <NoKeys />}
      {actionError === undefined ? null : (
        <div className="failure" data-testid="order-action-error">
          {actionError}
        </div>
      )}
      <table className="rows">
        <thead>
          <tr>
            <th>Symbol</th>
            <th>Side</th>
            <th>Type</th>
            <th className="num">Price</th>
            <th className="num">Qty</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {hasKeys
            ? list.map((order) => <OpenOrderRow key={order.orderId} order={order} category={props.category} />)
            : null}
        </tbody>
      </table>
    </section>
  )
}

/** Open positions of the category. */
export function PositionsPanel() {
  const hasKeys = useAtomValue(hasKeysAtom)
  const positions = useAtomValue(positionsAtom)
  const list = Option.getOrElse(Result.value(positions), (): ReadonlyArray<Schema.Position.Position> => [])
  return (
    <section className="panel positions" data-testid="positions">
      <h2>Positions</h2>
      {hasKeys ? <FailureLine result={positions} /> : <NoKeys />}
      <table className="rows">
        <thead>
          <tr>
            <th>Symbol</th>
            <th>Side</th>
            <th className="num">Size</th>
            <th className="num">Entry</th>
            <th className="num">uPnL</th>
          </tr>
        </thead>
        <tbody>
          {hasKeys
            ? list.map((position) => (
                <tr key={`${position.symbol}-${position.positionIdx ?? 0}`} data-testid="position-row">
                  <td>{position.symbol}</td>
                  <td className={position.side === "Buy" ? "up" : "down"}>{position.side}</td>
                  <td className="num">{position.size}</td>
                  <td className="num">{position.avgPrice ?? ""}</td>
                  <td className="num">{position.unrealisedPnl ?? ""}</td>
                </tr>
              ))
            : null}
        </tbody>
      </table>
    </section>
  )
}
