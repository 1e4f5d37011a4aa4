import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { AccountState } from "effect-bybit"
import { useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { envAtom } from "../atoms/Config.js"
import { describeCause } from "../atoms/ErrorText.js"
import { instrumentAtom, lastPriceAtom, markAtom } from "../atoms/Market.js"
import { closePositionAtom, setLeverageAtom } from "../atoms/Orders.js"
import { stopsKey, stopsTriggerByAtom } from "../atoms/PositionTools.js"
import { symbolAtom } from "../atoms/Selection.js"
import { stepsAtom } from "../atoms/Steps.js"
import { type Category, categories, categoryAtom } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import * as Pnl from "../lib/Pnl.js"
import { ConfirmButton } from "./Confirm.js"
import { PositionCells } from "./PositionCells.js"
import { CloseEditor, LeverageEditor } from "./PositionEdits.js"
import { MarginEditor } from "./PositionMargin.js"
import { StopsEditor } from "./PositionStops.js"
import { MessageRow, RowsTable } from "./Rows.js"

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

/** The form open under a row, one at a time. */
type Editor = "tpsl" | "leverage" | "close" | "margin"

/**
 * A row's requests, one in flight at a time: which one is (`busy`), and the last refusal in the exchange's words
 * (cleared when the next request starts).
 */
function useRowRequest() {
  const [busy, setBusy] = useState<string | undefined>(undefined)
  const [message, setMessage] = useState<string | undefined>(undefined)
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
  return { busy, message, setMessage, run } as const
}

/**
 * How a position is valued and written: at the live mark, its prices at the symbol's tick and its size at the lot
 * step, and the price its TP/SL and limit close start from and are checked against.
 */
function usePositionScale(position: AccountState.Position, category: Category) {
  // valued at the live mark: the position push is only as new as the last fill or TP/SL change
  const mark = Option.getOrUndefined(useAtomValue(markAtom(`${category}|${position.symbol}`)))
  const valued = Pnl.value(position, mark)
  // what the TP/SL editor is checked against: the selected symbol's instrument and last price, else the mark
  const selectedSymbol = useAtomValue(symbolAtom)
  const selectedCategory = useAtomValue(categoryAtom)
  const selected = selectedSymbol === position.symbol && selectedCategory === category
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const last = useAtomValue(lastPriceAtom)
  const reference = selected && Option.isSome(last) ? last : Option.fromNullishOr(mark ?? position.markPrice)
  // entry, mark and liquidation at the symbol's tick (an average entry has as many decimals as its division gave)
  const steps = useAtomValue(stepsAtom)
  const tick = selected && Option.isSome(instrument) ? instrument.value.tickSize : steps.get(position.symbol)?.tickSize
  const decimals = Format.priceDecimals(tick, position.markPrice)
  const qtyStep = selected && Option.isSome(instrument) ? instrument.value.qtyStep : steps.get(position.symbol)?.qtyStep
  return { valued, reference, instrument: selected ? instrument : Option.none(), decimals, qtyStep } as const
}

// the row's forms, each opened (and closed again) by its button, in the order the buttons stand. A button shows a
// short word (the column's "Lev.", the "Limit" of a limit or partial close) and keeps its full name for assistive
// technology and as its tooltip: with the long words the buttons, sticky at the table's right, covered the ROE,
// realised PnL and TP/SL of a single position at 1440×900. An isolated position's margin button shows "±" (margin
// added or removed), so its row, with a liquidation price more, fits there too
const editors: ReadonlyArray<{
  readonly editor: Editor
  readonly testId: string
  readonly label: string
  readonly short: string
}> = [
  { editor: "tpsl", testId: "position-tpsl-edit", label: "TP/SL", short: "TP/SL" },
  { editor: "leverage", testId: "position-leverage-edit", label: "Leverage", short: "Lev." },
  { editor: "margin", testId: "position-margin-edit", label: "Margin", short: "±" },
  { editor: "close", testId: "position-close-edit", label: "Limit / part", short: "Limit" }
]

/**
 * One position: its figures, TP/SL (editable, checked as the order form checks them), leverage and, when isolated,
 * margin (editable), a market close (asked twice) and a limit or partial close. One request per action in flight;
 * failures keep what was typed.
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
  const { busy, message, setMessage, run } = useRowRequest()
  const [editing, setEditing] = useState<Editor | undefined>(undefined)
  const category = categoryOf(position, props.category)
  const side = position.side === "Sell" ? "Sell" : "Buy"
  const ref = { category, symbol: position.symbol, side, size: position.size, positionIdx: idxOf(position) } as const
  const scale = usePositionScale(position, category)
  const savedBy = useAtomValue(stopsTriggerByAtom).get(stopsKey(useAtomValue(envAtom), ref))
  const sizeText = Format.lot(position.size, scale.qtyStep)
  const derivative = category === "linear" || category === "inverse"
  // leverage and margin are a derivative's; margin only an isolated one's
  const offered = (editor: Editor): boolean =>
    editor === "leverage" ? derivative : editor === "margin" ? props.isolated && derivative : true
  const done = () => setEditing(undefined)
  return (
    <>
      <tr data-testid="position-row" data-symbol={position.symbol} data-side={side}>
        <PositionCells
          position={position}
          side={side}
          valued={scale.valued}
          decimals={scale.decimals}
          qtyStep={scale.qtyStep}
          triggerBy={savedBy}
        />
        <td data-label="" className="actions">
          {editors
            .filter(({ editor }) => offered(editor))
            .map(({ editor, testId, label, short }) => (
              <button
                key={editor}
                type="button"
                data-testid={testId}
                aria-label={short === label ? undefined : label}
                title={short === label ? undefined : label}
                aria-expanded={editing === editor}
                disabled={busy !== undefined}
                onClick={() => {
                  setMessage(undefined)
                  setEditing(editing === editor ? undefined : editor)
                }}
              >
                {short}
              </button>
            ))}
          <ConfirmButton
            className="sell-outline"
            testId="position-close"
            label={busy === "close" ? "Closing…" : "Close"}
            question={`Close ${sizeText} at market?`}
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
          reference={scale.reference}
          instrument={scale.instrument}
          onDone={done}
        />
      ) : null}
      {editing === "margin" ? (
        <MarginEditor
          positionRef={ref}
          autoAddMargin={Number(position.autoAddMargin ?? 0) === 1}
          columns={columns.length}
          onDone={done}
        />
      ) : null}
      {editing === "close" ? (
        <CloseEditor
          columns={columns.length}
          size={position.size}
          sizeText={sizeText}
          reference={scale.reference}
          busy={busy}
          onLimit={(qty, price) =>
            run("limit", () => close({ ...ref, qty, price: price === "" ? undefined : price }), done)
          }
          onMarket={(qty) => run("close", () => close({ ...ref, qty }), done)}
        />
      ) : null}
      {editing === "leverage" && derivative ? (
        <LeverageEditor
          columns={columns.length}
          leverage={position.leverage ?? ""}
          busy={busy}
          onSave={(leverage) =>
            run("leverage", () => setLeverage({ category, symbol: position.symbol, leverage: leverage.trim() }), done)
          }
        />
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
    <RowsTable testId="positions-table" className="positions" columns={columns}>
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
