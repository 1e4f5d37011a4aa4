import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { AccountState } from "effect-bybit"
import { useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import { instrumentAtom, lastPriceAtom, markAtom, symbolAtom } from "../atoms/Market.js"
import { closePositionAtom, setLeverageAtom } from "../atoms/Orders.js"
import { stepsAtom } from "../atoms/Steps.js"
import { type Category, categories, categoryAtom } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import * as Pnl from "../lib/Pnl.js"
import { ConfirmButton } from "./Confirm.js"
import { MarginEditor } from "./PositionMargin.js"
import { StopsEditor } from "./PositionStops.js"
import { DecimalField, EditRow, MessageRow, NumCell, RowsTable, SideCell } from "./Rows.js"

const categoryOf = (position: AccountState.Position, fallback: Category): Category =>
  categories.find((category) => category === position.category) ?? fallback

const idxOf = (position: AccountState.Position): 0 | 1 | 2 =>
  position.positionIdx === 1 ? 1 : position.positionIdx === 2 ? 2 : 0

// the table's columns (the last holds the row's buttons)
const columns = [
  { label: "Symbol" },
  { label: "Side" },
  { label: "Size", num: true },
  { label: "Value", num: true, title: "Position value at the mark" },
  { label: "Entry", num: true },
  { label: "Mark", num: true },
  { label: "Liq.", num: true },
  { label: "Lev.", num: true },
  { label: "Margin", num: true, title: "Position margin (initial margin held by the position)" },
  { label: "uPnL", num: true },
  { label: "ROE", num: true, title: "Unrealised PnL over the initial margin (entry value ÷ leverage)" },
  { label: "Realised", num: true },
  { label: "TP / SL", num: true },
  {}
]

const shown = (text: string | undefined): boolean => text !== undefined && text !== "" && Number(text) !== 0

/**
 * One position: size, value, entry, mark, liquidation price, leverage (editable), position margin, uPnL, ROE,
 * realised PnL, TP/SL (editable, checked as the order form checks them), a market close (asked twice) and a limit or
 * partial close. One request per action in flight; failures keep what was typed.
 */
function PositionRow(props: {
  readonly position: AccountState.Position
  readonly category: Category
  /** Whether the position's margin is its own (isolated): margin can then be added or removed. */
  readonly isolated: boolean
}) {
  const { position } = props
  const close = useAtomSet(closePositionAtom, { mode: "promiseExit" })
  const setLeverage = useAtomSet(setLeverageAtom, { mode: "promiseExit" })
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const [message, setMessage] = useState<string | undefined>(undefined)
  const [editing, setEditing] = useState<"tpsl" | "leverage" | "close" | "margin" | undefined>(undefined)
  const [closeQty, setCloseQty] = useState("")
  const [closePrice, setClosePrice] = useState("")
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
  const steps = useAtomValue(stepsAtom)
  const tick = selected && Option.isSome(instrument) ? instrument.value.tickSize : steps.get(position.symbol)?.tickSize
  const decimals = Format.priceDecimals(tick, position.markPrice)
  const qtyStep = selected && Option.isSome(instrument) ? instrument.value.qtyStep : steps.get(position.symbol)?.qtyStep
  return (
    <>
      <tr data-testid="position-row" data-symbol={position.symbol} data-side={side}>
        <td data-label="Symbol">{position.symbol}</td>
        <SideCell up={side === "Buy"}>{side === "Buy" ? "Long" : "Short"}</SideCell>
        <NumCell label="Size" testId="position-size">
          {Format.lot(position.size, qtyStep)}
        </NumCell>
        <NumCell label="Value" testId="position-value">
          {shown(position.positionValue) ? Format.amount(position.positionValue, 4) : "—"}
        </NumCell>
        <NumCell label="Entry">{Format.price(position.entryPrice, decimals)}</NumCell>
        <td
          data-label="Mark"
          className="num"
          data-testid="position-mark"
          title={valued.live ? "Live mark price" : "Mark price of the last position update"}
        >
          {Format.price(valued.mark, decimals)}
        </td>
        <NumCell label="Liq." testId="position-liq">
          {position.liqPrice === undefined || position.liqPrice === ""
            ? "—"
            : Format.price(position.liqPrice, decimals)}
        </NumCell>
        <NumCell label="Lev." testId="position-leverage">
          {position.leverage ? `${Format.amount(position.leverage, 2)}x` : "—"}
        </NumCell>
        <NumCell label="Margin" testId="position-im">
          {shown(position.positionIM) ? Format.amount(position.positionIM, 4) : "—"}
        </NumCell>
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
        <NumCell label="TP / SL" testId="position-tpsl">
          {shown(position.takeProfit) ? Format.price(position.takeProfit, decimals) : "—"} /{" "}
          {shown(position.stopLoss) ? Format.price(position.stopLoss, decimals) : "—"}
          {shown(position.trailingStop) ? (
            <span className="muted" data-testid="position-trailing-shown">
              {" "}
              · trail {Format.price(position.trailingStop, decimals)}
            </span>
          ) : null}
        </NumCell>
        <td data-label="" className="actions">
          <button
            type="button"
            data-testid="position-tpsl-edit"
            disabled={busy !== undefined}
            onClick={() => {
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
          {props.isolated && (category === "linear" || category === "inverse") ? (
            <button
              type="button"
              data-testid="position-margin-edit"
              disabled={busy !== undefined}
              onClick={() => {
                setMessage(undefined)
                setEditing(editing === "margin" ? undefined : "margin")
              }}
            >
              Margin
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
            question={`Close ${Format.lot(position.size, qtyStep)} at market?`}
            disabled={busy !== undefined}
            onConfirm={() => run("close", () => close(ref))}
          />
        </td>
      </tr>
      {editing === "tpsl" ? (
        <StopsEditor
          position={position}
          positionRef={ref}
          columns={columns.length}
          reference={reference}
          instrument={selected ? instrument : Option.none()}
          onDone={() => setEditing(undefined)}
        />
      ) : null}
      {editing === "margin" ? (
        <MarginEditor positionRef={ref} columns={columns.length} onDone={() => setEditing(undefined)} />
      ) : null}
      {editing === "close" ? (
        <EditRow
          columns={columns.length}
          onSubmit={() =>
            run(
              "limit",
              () => close({ ...ref, qty: closeQty, price: closePrice === "" ? undefined : closePrice }),
              () => setEditing(undefined)
            )
          }
        >
          <DecimalField label="Qty" testId="position-close-qty" value={closeQty} onChange={setCloseQty} />
          <DecimalField label="Price" testId="position-close-price" value={closePrice} onChange={setClosePrice} />
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
            question={`Close ${closeQty.trim() === "" ? Format.lot(position.size, qtyStep) : Format.writeDecimal(closeQty.trim())} at market?`}
            disabled={busy !== undefined}
            onConfirm={() =>
              run(
                "close",
                () => close({ ...ref, qty: closeQty }),
                () => setEditing(undefined)
              )
            }
          />
        </EditRow>
      ) : null}
      {editing === "leverage" && (category === "linear" || category === "inverse") ? (
        <EditRow
          columns={columns.length}
          onSubmit={() =>
            run(
              "leverage",
              () => setLeverage({ category, symbol: position.symbol, leverage: leverage.trim() }),
              () => setEditing(undefined)
            )
          }
        >
          <DecimalField label="Leverage" testId="position-leverage-input" value={leverage} onChange={setLeverageText} />
          <button type="submit" data-testid="position-leverage-save" disabled={busy !== undefined}>
            {busy === "leverage" ? "Saving…" : "Save"}
          </button>
        </EditRow>
      ) : null}
      <MessageRow columns={columns.length} testId="position-error" message={message} />
    </>
  )
}

/** The open positions of the category. */
export function PositionsTable(props: {
  readonly positions: ReadonlyArray<AccountState.Position>
  readonly category: Category
  /** Whether the account's margin is isolated (a unified account's isolated margin mode). */
  readonly isolated: boolean
}) {
  return (
    <RowsTable testId="positions-table" columns={columns}>
      {props.positions.map((position) => (
        <PositionRow
          key={`${position.symbol}-${position.positionIdx ?? 0}`}
          position={position}
          category={props.category}
          isolated={props.isolated || Number(position.tradeMode ?? 0) === 1}
        />
      ))}
    </RowsTable>
  )
}
