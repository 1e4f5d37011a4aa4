import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import type { PositionRef } from "../atoms/Orders.js"
import { autoAddMarginAtom, changeMarginAtom, positionModeAtom, switchModeAtom } from "../atoms/PositionTools.js"
import { DecimalField, EditRow, MessageRow } from "./Rows.js"

/**
 * An isolated position's auto-add margin, on or off as the position says (`autoAddMargin`); a change is sent at
 * once and the box follows the position the exchange pushes back. A refusal is said in the exchange's words.
 */
function AutoAddMargin(props: {
  readonly positionRef: PositionRef
  readonly on: boolean
  readonly onMessage: (message: string | undefined) => void
}) {
  const set = useAtomSet(autoAddMarginAtom, { mode: "promiseExit" })
  const [busy, setBusy] = useState(false)
  return (
    <label className="check" title="Move margin in from the wallet before the position would be liquidated">
      <input
        type="checkbox"
        data-testid="position-auto-margin"
        data-on={props.on ? "1" : "0"}
        checked={props.on}
        disabled={busy}
        onChange={(event) => {
          if (busy) return
          setBusy(true)
          props.onMessage(undefined)
          set({ ...props.positionRef, on: event.target.checked }).then((exit) => {
            setBusy(false)
            if (Exit.isFailure(exit)) props.onMessage(describeCause(exit.cause as never))
          })
        }}
      />
      Auto-add margin
    </label>
  )
}

/**
 * Adds margin to an isolated position from the wallet, or takes some out (the exchange refuses what would bring
 * the position near its liquidation, and says so), and turns its auto-add margin on or off. One request in flight;
 * a refusal keeps what was typed.
 */
export function MarginEditor(props: {
  readonly positionRef: PositionRef
  /** Whether the position's auto-add margin is on (its `autoAddMargin`). */
  readonly autoAddMargin: boolean
  readonly columns: number
  readonly onDone: () => void
}) {
  const change = useAtomSet(changeMarginAtom, { mode: "promiseExit" })
  const [direction, setDirection] = useState<"add" | "remove">("add")
  const [amount, setAmount] = useState("")
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | undefined>(undefined)
  const submit = () => {
    if (busy) return
    setBusy(true)
    setMessage(undefined)
    change({ ...props.positionRef, direction, amount }).then((exit) => {
      setBusy(false)
      if (Exit.isSuccess(exit)) props.onDone()
      else setMessage(describeCause(exit.cause as never))
    })
  }
  return (
    <>
      <EditRow columns={props.columns} onSubmit={submit}>
        <label>
          Margin
          <select
            data-testid="position-margin-direction"
            value={direction}
            onChange={(event) => setDirection(event.target.value === "remove" ? "remove" : "add")}
          >
            <option value="add">Add</option>
            <option value="remove">Remove</option>
          </select>
        </label>
        <DecimalField label="Amount" testId="position-margin-amount" value={amount} onChange={setAmount} />
        <button type="submit" data-testid="position-margin-save" disabled={busy || amount.trim() === ""}>
          {busy ? "Saving…" : direction === "add" ? "Add margin" : "Remove margin"}
        </button>
        <AutoAddMargin positionRef={props.positionRef} on={props.autoAddMargin} onMessage={setMessage} />
      </EditRow>
      <MessageRow columns={props.columns} testId="position-margin-error" message={message} />
    </>
  )
}

/**
 * The selected symbol's position mode: one-way (one position) or hedge (a long and a short side by side). The
 * exchange refuses the switch while the symbol has a position or an open order; the refusal is shown in its words.
 */
export function PositionModeSwitch(props: {
  readonly category: "linear" | "inverse"
  readonly symbol: string
  /** Where the refusal is said (`undefined` clears it). */
  readonly onMessage: (message: string | undefined) => void
}) {
  const mode = Option.getOrUndefined(
    Option.flatMap(AsyncResult.value(useAtomValue(positionModeAtom)), (feed) => feed.value)
  )
  const switchMode = useAtomSet(switchModeAtom, { mode: "promiseExit" })
  const [busy, setBusy] = useState(false)
  return (
    <select
      data-testid="order-position-mode"
      data-mode={mode ?? ""}
      aria-label="Position mode of the symbol"
      title="One-way: one position per symbol. Hedge: a long and a short side by side"
      value={mode ?? "one-way"}
      disabled={busy || mode === undefined}
      onChange={(event) => {
        const next = event.target.value === "hedge" ? "hedge" : "one-way"
        if (busy) return
        setBusy(true)
        props.onMessage(undefined)
        switchMode({ category: props.category, symbol: props.symbol, mode: next }).then((exit) => {
          setBusy(false)
          if (Exit.isFailure(exit)) props.onMessage(describeCause(exit.cause as never))
        })
      }}
    >
      <option value="one-way">One-way</option>
      <option value="hedge">Hedge</option>
    </select>
  )
}
