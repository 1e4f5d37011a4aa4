import * as Exit from "effect/Exit"
import type * as Option from "effect/Option"
import type { AccountState } from "effect-bybit"
import { useState } from "react"
import { useAtomSet } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import type { PositionRef } from "../atoms/Orders.js"
import { isTriggerBy, setStopsAtom, type TriggerBy, triggerByNames } from "../atoms/PositionTools.js"
import type { Instrument } from "../lib/Instrument.js"
import { DecimalField, EditRow, MessageRow } from "./Rows.js"

const shown = (text: string | undefined): string => (text !== undefined && Number(text) > 0 ? text : "")

/** A select of the price a stop triggers by: last, mark or index. */
export function TriggerBySelect(props: {
  readonly testId: string
  readonly label: string
  readonly value: TriggerBy | undefined
  readonly onChange: (value: TriggerBy) => void
}) {
  return (
    <select
      data-testid={props.testId}
      aria-label={props.label}
      title={props.label}
      value={props.value ?? "LastPrice"}
      onChange={(event) => {
        if (isTriggerBy(event.target.value)) props.onChange(event.target.value)
      }}
    >
      {triggerByNames.map((t) => (
        <option key={t.value} value={t.value}>
          {t.label}
        </option>
      ))}
    </select>
  )
}

/**
 * A position's stops, edited under its row: take-profit and stop-loss with the price each triggers by (last, mark or
 * index), for the whole position or part of it (a quantity, each closed by a market or limit order), and a trailing
 * stop (a distance, armed at once or at an activation price). Checked in words before it is sent; one request in
 * flight; a refusal keeps what was typed.
 */
export function StopsEditor(props: {
  readonly position: AccountState.Position
  readonly positionRef: PositionRef
  readonly columns: number
  readonly reference: Option.Option<string>
  readonly instrument: Option.Option<Instrument>
  readonly onDone: () => void
}) {
  const { position } = props
  const setStops = useAtomSet(setStopsAtom, { mode: "promiseExit" })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | undefined>(undefined)
  const [mode, setMode] = useState<"Full" | "Partial">("Full")
  const [tp, setTp] = useState(shown(position.takeProfit))
  const [sl, setSl] = useState(shown(position.stopLoss))
  // as it is until the trader picks one (the position does not say which price its stops trigger by)
  const [tpBy, setTpBy] = useState<TriggerBy | undefined>(undefined)
  const [slBy, setSlBy] = useState<TriggerBy | undefined>(undefined)
  const [partialSize, setPartialSize] = useState<string>(position.size)
  const [tpLimit, setTpLimit] = useState("")
  const [slLimit, setSlLimit] = useState("")
  const [trailing, setTrailing] = useState(shown(position.trailingStop))
  const [active, setActive] = useState("")
  const partial = mode === "Partial"
  const submit = () => {
    if (busy) return
    setBusy(true)
    setMessage(undefined)
    setStops({
      ...props.positionRef,
      reference: props.reference,
      instrument: props.instrument,
      mode,
      // a partial call only adds: what the position already has is not sent again
      takeProfit: partial && tp === shown(position.takeProfit) ? "" : tp,
      stopLoss: partial && sl === shown(position.stopLoss) ? "" : sl,
      tpTriggerBy: tpBy,
      slTriggerBy: slBy,
      partialSize,
      tpLimitPrice: tpLimit,
      slLimitPrice: slLimit,
      trailingStop: trailing,
      activePrice: active,
      current: {
        takeProfit: position.takeProfit ?? "",
        stopLoss: position.stopLoss ?? "",
        trailingStop: position.trailingStop ?? "0"
      }
    }).then((exit) => {
      setBusy(false)
      if (Exit.isSuccess(exit)) props.onDone()
      else setMessage(describeCause(exit.cause as never))
    })
  }
  return (
    <>
      <EditRow columns={props.columns} onSubmit={submit}>
        <label>
          Covers
          <select
            data-testid="position-tpsl-mode"
            value={mode}
            onChange={(event) => setMode(event.target.value === "Partial" ? "Partial" : "Full")}
          >
            <option value="Full">Whole position</option>
            <option value="Partial">Part (quantity)</option>
          </select>
        </label>
        {partial ? (
          <DecimalField label="Qty" testId="position-tpsl-size" value={partialSize} onChange={setPartialSize} />
        ) : null}
        <span className="stop-leg">
          <DecimalField label="TP" testId="position-tp" value={tp} onChange={setTp} />
          <TriggerBySelect testId="position-tp-by" label="Take profit triggers by" value={tpBy} onChange={setTpBy} />
          {partial ? (
            <DecimalField label="TP limit" testId="position-tp-limit" value={tpLimit} onChange={setTpLimit} />
          ) : null}
        </span>
        <span className="stop-leg">
          <DecimalField label="SL" testId="position-sl" value={sl} onChange={setSl} />
          <TriggerBySelect testId="position-sl-by" label="Stop loss triggers by" value={slBy} onChange={setSlBy} />
          {partial ? (
            <DecimalField label="SL limit" testId="position-sl-limit" value={slLimit} onChange={setSlLimit} />
          ) : null}
        </span>
        <span
          className="stop-leg"
          title="Closes the whole position when the last price falls back this far from its best"
        >
          <DecimalField label="Trailing" testId="position-trailing" value={trailing} onChange={setTrailing} />
          <DecimalField label="Activate at" testId="position-trailing-active" value={active} onChange={setActive} />
        </span>
        <button type="submit" data-testid="position-tpsl-save" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </button>
      </EditRow>
      <MessageRow columns={props.columns} testId="position-error" message={message} />
    </>
  )
}
