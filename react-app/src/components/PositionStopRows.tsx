import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { AccountState } from "effect-bybit"
import { useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import { instrumentAtom, lastPriceAtom, markAtom } from "../atoms/Market.js"
import type { PositionRef } from "../atoms/Orders.js"
import { setStopsAtom } from "../atoms/PositionTools.js"
import { symbolAtom } from "../atoms/Selection.js"
import { stepsAtom } from "../atoms/Steps.js"
import { type Category, categories, categoryAtom } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import { StopsEditor } from "./PositionStops.js"
import { MessageRow, NumCell, RowsTable, SideCell } from "./Rows.js"

type Kind = "tp" | "sl" | "trailing"

const names: Readonly<Record<Kind, string>> = { tp: "Take profit", sl: "Stop loss", trailing: "Trailing stop" }

const set = (text: string | undefined): boolean => text !== undefined && text !== "" && Number(text) > 0

/** The stops a position holds: its take-profit, stop-loss and trailing stop, each one row. */
export const stopsOf = (position: AccountState.Position): ReadonlyArray<Kind> => [
  ...(set(position.takeProfit) ? (["tp"] as const) : []),
  ...(set(position.stopLoss) ? (["sl"] as const) : []),
  ...(set(position.trailingStop) ? (["trailing"] as const) : [])
]

const columns = [
  { label: "Symbol" },
  { label: "Side" },
  { label: "Type" },
  { label: "Trigger", num: true },
  { label: "Qty", num: true },
  {}
]

/**
 * One stop of a position, as the "Conditional · TP/SL" tab lists it: which, the price that triggers it (a trailing
 * stop: its distance), the whole position it closes; Edit opens the position's stops editor under it, Remove takes
 * just this stop off (the others stay).
 */
function StopRow(props: {
  readonly position: AccountState.Position
  readonly kind: Kind
  readonly category: Category
}) {
  const { position, kind } = props
  const setStops = useAtomSet(setStopsAtom, { mode: "promiseExit" })
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | undefined>(undefined)
  const category = categories.find((c) => c === position.category) ?? props.category
  const side = position.side === "Sell" ? "Sell" : "Buy"
  const ref: PositionRef = {
    category,
    symbol: position.symbol,
    side,
    size: position.size,
    positionIdx: position.positionIdx === 1 ? 1 : position.positionIdx === 2 ? 2 : 0
  }
  const selectedSymbol = useAtomValue(symbolAtom)
  const selectedCategory = useAtomValue(categoryAtom)
  const selected = selectedSymbol === position.symbol && selectedCategory === category
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const last = useAtomValue(lastPriceAtom)
  const mark = Option.getOrUndefined(useAtomValue(markAtom(`${category}|${position.symbol}`)))
  const reference = selected && Option.isSome(last) ? last : Option.fromNullishOr(mark ?? position.markPrice)
  const current = {
    takeProfit: position.takeProfit ?? "",
    stopLoss: position.stopLoss ?? "",
    trailingStop: position.trailingStop ?? "0"
  }
  const remove = () => {
    if (busy) return
    setBusy(true)
    setMessage(undefined)
    setStops({
      ...ref,
      reference: Option.none(),
      instrument: Option.none(),
      mode: "Full",
      takeProfit: kind === "tp" ? "" : current.takeProfit,
      stopLoss: kind === "sl" ? "" : current.stopLoss,
      tpTriggerBy: undefined,
      slTriggerBy: undefined,
      partialSize: "",
      tpLimitPrice: "",
      slLimitPrice: "",
      trailingStop: kind === "trailing" ? "" : current.trailingStop,
      activePrice: "",
      current
    }).then((exit) => {
      setBusy(false)
      if (Exit.isFailure(exit)) setMessage(describeCause(exit.cause as never))
    })
  }
  const price = kind === "tp" ? position.takeProfit : kind === "sl" ? position.stopLoss : position.trailingStop
  // the trigger (a trailing stop's distance too) at the symbol's tick, the size to its lot
  const steps = useAtomValue(stepsAtom).get(position.symbol)
  const tick = selected && Option.isSome(instrument) ? instrument.value.tickSize : steps?.tickSize
  const qtyStep = selected && Option.isSome(instrument) ? instrument.value.qtyStep : steps?.qtyStep
  return (
    <>
      <tr data-testid="position-stop-row" data-kind={kind} data-symbol={position.symbol}>
        <td data-label="Symbol">{position.symbol}</td>
        {/* a stop closes the position: it sells a long, buys back a short */}
        <SideCell up={side === "Sell"}>{side === "Buy" ? "Sell" : "Buy"}</SideCell>
        <td data-label="Type">{names[kind]} · position</td>
        <NumCell label="Trigger" testId="position-stop-trigger">
          {kind === "trailing" ? `${Format.atTick(price, tick)} away` : Format.atTick(price, tick)}
        </NumCell>
        <NumCell label="Qty">{`All ${Format.lot(position.size, qtyStep)}`}</NumCell>
        <td data-label="" className="actions">
          <button
            type="button"
            data-testid="position-stop-edit"
            disabled={busy}
            onClick={() => {
              setMessage(undefined)
              setEditing(!editing)
            }}
          >
            {editing ? "Close" : "Edit"}
          </button>
          <button type="button" data-testid="position-stop-remove" disabled={busy} onClick={remove}>
            {busy ? "Removing…" : "Remove"}
          </button>
        </td>
      </tr>
      {editing ? (
        <StopsEditor
          position={position}
          positionRef={ref}
          columns={columns.length}
          reference={reference}
          instrument={selected ? instrument : Option.none()}
          onDone={() => setEditing(false)}
        />
      ) : null}
      <MessageRow columns={columns.length} testId="position-stop-error" message={message} />
    </>
  )
}

/** The stops of the category's positions (take-profit, stop-loss, trailing stop), listed and editable. */
export function PositionStopsTable(props: {
  readonly positions: ReadonlyArray<AccountState.Position>
  readonly category: Category
}) {
  const rows = props.positions.flatMap((position) => stopsOf(position).map((kind) => ({ position, kind })))
  if (rows.length === 0) return null
  return (
    <RowsTable testId="position-stops-table" columns={columns}>
      {rows.map(({ position, kind }) => (
        <StopRow
          key={`${position.symbol}-${position.positionIdx ?? 0}-${kind}`}
          position={position}
          kind={kind}
          category={props.category}
        />
      ))}
    </RowsTable>
  )
}
