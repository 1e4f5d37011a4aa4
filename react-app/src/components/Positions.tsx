import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { AccountState } from "effect-bybit"
import { useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import { instrumentAtom, lastPriceAtom, markAtom, symbolAtom } from "../atoms/Market.js"
import { closePositionAtom, setLeverageAtom, setTpSlAtom } from "../atoms/Orders.js"
import { type Category, categories, categoryAtom } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import * as Pnl from "../lib/Pnl.js"
import { ConfirmButton } from "./Confirm.js"

const categoryOf = (position: AccountState.Position, fallback: Category): Category =>
  categories.find((category) => category === position.category) ?? fallback

const idxOf = (position: AccountState.Position): 0 | 1 | 2 =>
  position.positionIdx === 1 ? 1 : position.positionIdx === 2 ? 2 : 0

// the table's columns, for the rows that span it
const columns = 14

const shown = (text: string | undefined): boolean => text !== undefined && text !== "" && Number(text) !== 0

/**
 * One position: size, value, entry, mark, liquidation price, leverage (editable), position margin, uPnL, ROE,
 * realised PnL, TP/SL (editable, checked as the order form checks them), a market close (asked twice) and a limit or
 * partial close. One request per action in flight; failures keep what was typed.
 */
function PositionRow(props: { readonly position: AccountState.Position; readonly category: Category }) {
  const { position } = props
  const close = useAtomSet(closePositionAtom, { mode: "promiseExit" })
  const setTpSl = useAtomSet(setTpSlAtom, { mode: "promiseExit" })
  const setLeverage = useAtomSet(setLeverageAtom, { mode: "promiseExit" })
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const [message, setMessage] = useState<string | undefined>(undefined)
  const [editing, setEditing] = useState<"tpsl" | "leverage" | "close" | undefined>(undefined)
  const [closeQty, setCloseQty] = useState("")
  const [closePrice, setClosePrice] = useState("")
  const [tp, setTp] = useState("")
  const [sl, setSl] = useState("")
  const [leverage, setLeverageText] = useState("")
  const category = categoryOf(position, props.category)
  const side = position.side === "Sell" ? "Sell" : "Buy"
  const ref = { category, symbol: position.symbol, side, size: position.size, positionIdx: idxOf(position) } as const
  const run = <E,>(what: string, action: () => Promise<Exit.Exit<unknown, E>>, onDone?: () => void) => {
    if (busy !== undefined) return
    setBusy(what)
    setMessage(undefined)
    action().then((exit) => {
      setBusy(undefined)
      if (Exit.isSuccess(exit)) onDone?.()
      else setMessage(describeCause(exit.cause as never))
    })
  }
  // valued at the live mark: the position push is only as new as the last fill or TP/SL change
  const mark = Option.getOrUndefined(useAtomValue(markAtom(`${category}|${position.symbol}`)))
  const valued = Pnl.value(position, mark)
  const pnl = valued.upnl ?? 0
  // what the TP/SL editor is checked against: the selected symbol's instrument and last price, else the mark
  const selectedSymbol = useAtomValue(symbolAtom)
  const selectedCategory = useAtomValue(categoryAtom)
  const selected = selectedSymbol === position.symbol && selectedCategory === category
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const last = useAtomValue(lastPriceAtom)
  const reference = selected && Option.isSome(last) ? last : Option.fromNullishOr(mark ?? position.markPrice)
  const realised = Number(position.curRealisedPnl ?? 0)
  // entry, mark and liquidation at the symbol's tick (an average entry has as many decimals as its division gave)
  const tick = selected && Option.isSome(instrument) ? instrument.value.tickSize : undefined
  const decimals = Format.priceDecimals(tick, position.markPrice)
  return (
    <>
      <tr data-testid="position-row" data-symbol={position.symbol} data-side={side}>
        <td data-label="Symbol">{position.symbol}</td>
        <td data-label="Side" className={side === "Buy" ? "up" : "down"}>
          {side === "Buy" ? "Long" : "Short"}
        </td>
        <td data-label="Size" className="num" data-testid="position-size">
          {Format.amount(position.size, 8)}
        </td>
        <td data-label="Value" className="num" data-testid="position-value">
          {shown(position.positionValue) ? Format.amount(position.positionValue, 4) : "—"}
        </td>
        <td data-label="Entry" className="num">
          {Format.price(position.entryPrice, decimals)}
        </td>
        <td
          data-label="Mark"
          className="num"
          data-testid="position-mark"
          title={valued.live ? "Live mark price" : "Mark price of the last position update"}
        >
          {Format.price(valued.mark, decimals)}
        </td>
        <td data-label="Liq." className="num" data-testid="position-liq">
          {position.liqPrice === undefined || position.liqPrice === ""
            ? "—"
            : Format.price(position.liqPrice, decimals)}
        </td>
        <td data-label="Lev." className="num" data-testid="position-leverage">
          {position.leverage ? `${Format.amount(position.leverage, 2)}x` : "—"}
        </td>
        <td data-label="Margin" className="num" data-testid="position-im">
          {shown(position.positionIM) ? Format.amount(position.positionIM, 4) : "—"}
        </td>
        <td data-label="uPnL" className={`num ${pnl >= 0 ? "up" : "down"}`} data-testid="position-upnl">
          {Format.amount(valued.upnl, 4)}
        </td>
        <td data-label="ROE" className={`num ${pnl >= 0 ? "up" : "down"}`} data-testid="position-roe">
          {valued.roe === undefined ? "—" : Format.percent(valued.roe / 100)}
        </td>
        <td
          data-label="Realised"
          className={`num ${realised >= 0 ? "up" : "down"}`}
          data-testid="position-realised"
          title="Realised PnL of the position (fees and funding included)"
        >
          {Format.amount(position.curRealisedPnl ?? "0", 4)}
        </td>
        <td data-label="TP / SL" className="num" data-testid="position-tpsl">
          {position.takeProfit && Number(position.takeProfit) > 0 ? Format.amount(position.takeProfit, 8) : "—"} /{" "}
          {position.stopLoss && Number(position.stopLoss) > 0 ? Format.amount(position.stopLoss, 8) : "—"}
        </td>
        <td data-label="" className="actions">
          <button
            type="button"
            data-testid="position-tpsl-edit"
            disabled={busy !== undefined}
            onClick={() => {
              setTp(position.takeProfit && Number(position.takeProfit) > 0 ? position.takeProfit : "")
              setSl(position.stopLoss && Number(position.stopLoss) > 0 ? position.stopLoss : "")
              setMessage(undefined)
              setEditing(editing === "tpsl" ? undefined : "tpsl")
            }}
          >
            TP/SL
          </button>
          {category === "linear" || category === "inverse" ? (
            <button
              type="button"
              data-testid="position-leverage-edit"
              disabled={busy !== undefined}
              onClick={() => {
                setLeverageText(position.leverage ?? "")
                setMessage(undefined)
                setEditing(editing === "leverage" ? undefined : "leverage")
              }}
            >
              Leverage
            </button>
          ) : null}
          <button
            type="button"
            data-testid="position-close-edit"
            disabled={busy !== undefined}
            onClick={() => {
              setCloseQty(position.size)
              setClosePrice(Option.getOrElse(reference, () => ""))
              setMessage(undefined)
              setEditing(editing === "close" ? undefined : "close")
            }}
          >
            Limit / part
          </button>
          <ConfirmButton
            className="sell-outline"
            testId="position-close"
            label={busy === "close" ? "Closing…" : "Close"}
            question={`Close ${Format.amount(position.size, 8)} at market?`}
            disabled={busy !== undefined}
            onConfirm={() => run("close", () => close(ref))}
          />
        </td>
      </tr>
      {editing === "tpsl" ? (
        <tr className="amend-row">
          <td colSpan={columns}>
            <form
              className="amend-form"
              onSubmit={(event) => {
                event.preventDefault()
                run(
                  "tpsl",
                  () =>
                    setTpSl({
                      ...ref,
                      takeProfit: tp,
                      stopLoss: sl,
                      reference,
                      instrument: selected ? instrument : Option.none()
                    }),
                  () => setEditing(undefined)
                )
              }}
            >
              <label>
                TP
                <input
                  data-testid="position-tp"
                  inputMode="decimal"
                  value={tp}
                  onChange={(e) => setTp(e.target.value)}
                />
              </label>
              <label>
                SL
                <input
                  data-testid="position-sl"
                  inputMode="decimal"
                  value={sl}
                  onChange={(e) => setSl(e.target.value)}
                />
              </label>
              <button type="submit" data-testid="position-tpsl-save" disabled={busy !== undefined}>
                {busy === "tpsl" ? "Saving…" : "Save"}
              </button>
            </form>
          </td>
        </tr>
      ) : null}
      {editing === "close" ? (
        <tr className="amend-row">
          <td colSpan={columns}>
            <form
              className="amend-form"
              onSubmit={(event) => {
                event.preventDefault()
                run(
                  "limit",
                  () => close({ ...ref, qty: closeQty, price: closePrice === "" ? undefined : closePrice }),
                  () => setEditing(undefined)
                )
              }}
            >
              <label>
                Qty
                <input
                  data-testid="position-close-qty"
                  inputMode="decimal"
                  value={closeQty}
                  onChange={(e) => setCloseQty(e.target.value)}
                />
              </label>
              <label>
                Price
                <input
                  data-testid="position-close-price"
                  inputMode="decimal"
                  value={closePrice}
                  onChange={(e) => setClosePrice(e.target.value)}
                />
              </label>
              <button
                type="submit"
                data-testid="position-close-limit"
                disabled={busy !== undefined || closePrice.trim() === ""}
              >
                {busy === "limit" ? "Placing…" : "Limit close"}
              </button>
              <ConfirmButton
                className="sell-outline"
                testId="position-close-market"
                label="Market close"
                question={`Close ${closeQty.trim() || position.size} at market?`}
                disabled={busy !== undefined}
                onConfirm={() =>
                  run(
                    "close",
                    () => close({ ...ref, qty: closeQty }),
                    () => setEditing(undefined)
                  )
                }
              />
            </form>
          </td>
        </tr>
      ) : null}
      {editing === "leverage" && (category === "linear" || category === "inverse") ? (
        <tr className="amend-row">
          <td colSpan={columns}>
            <form
              className="amend-form"
              onSubmit={(event) => {
                event.preventDefault()
                run(
                  "leverage",
                  () => setLeverage({ category, symbol: position.symbol, leverage: leverage.trim() }),
                  () => setEditing(undefined)
                )
              }}
            >
              <label>
                Leverage
                <input
                  data-testid="position-leverage-input"
                  inputMode="decimal"
                  value={leverage}
                  onChange={(e) => setLeverageText(e.target.value)}
                />
              </label>
              <button type="submit" data-testid="position-leverage-save" disabled={busy !== undefined}>
                {busy === "leverage" ? "Saving…" : "Save"}
              </button>
            </form>
          </td>
        </tr>
      ) : null}
      {message === undefined ? null : (
        <tr className="message-row">
          <td colSpan={columns}>
            <div className="failure" role="alert" data-testid="position-error">
              {message}
            </div>
          </td>
        </tr>
      )}
    </>
  )
}

/** The open positions of the category. */
export function PositionsTable(props: {
  readonly positions: ReadonlyArray<AccountState.Position>
  readonly category: Category
}) {
  return (
    <table className="rows responsive" data-testid="positions-table">
      <thead>
        <tr>
          <th>Symbol</th>
          <th>Side</th>
          <th className="num">Size</th>
          <th className="num" title="Position value at the mark">
            Value
          </th>
          <th className="num">Entry</th>
          <th className="num">Mark</th>
          <th className="num">Liq.</th>
          <th className="num">Lev.</th>
          <th className="num" title="Position margin (initial margin held by the position)">
            Margin
          </th>
          <th className="num">uPnL</th>
          <th className="num" title="Unrealised PnL over the initial margin (entry value ÷ leverage)">
            ROE
          </th>
          <th className="num">Realised</th>
          <th className="num">TP / SL</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {props.positions.map((position) => (
          <PositionRow
            key={`${position.symbol}-${position.positionIdx ?? 0}`}
            position={position}
            category={props.category}
          />
        ))}
      </tbody>
    </table>
  )
}
