import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useEffect, useState } from "react"
import { useAtomSet, useAtomValue } from "../atom-react/index.js"
import { describeCause } from "../atoms/ErrorText.js"
import { marginModeAtom, setMarginModeAtom } from "../atoms/Margin.js"
import { setLeverageAtom } from "../atoms/Orders.js"
import * as Format from "../lib/Format.js"
import { PositionModeSwitch } from "./PositionMargin.js"

/**
 * Margin mode, position mode and leverage, settable before the first position of a symbol (as on the exchange's own
 * page): the account's margin mode (a unified account's cross or isolated margin covers the whole account), the
 * symbol's position mode (one-way or hedge) and its leverage, checked against the instrument's range before it is sent. One request at a time; a refusal is shown in
 * words and keeps what was typed.
 */
export function MarginControls(props: {
  readonly category: "linear" | "inverse"
  readonly symbol: string
  /** The leverage in force at the exchange, when known. */
  readonly leverage: string | undefined
  readonly maxLeverage: string
}) {
  const mode = Option.flatten(AsyncResult.value(useAtomValue(marginModeAtom)))
  const setMode = useAtomSet(setMarginModeAtom, { mode: "promiseExit" })
  const setLeverage = useAtomSet(setLeverageAtom, { mode: "promiseExit" })
  // what the trader typed; `undefined` shows the leverage in force
  const [typed, setTyped] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new leverage (or market) replaces what was typed
  useEffect(() => {
    setTyped(undefined)
  }, [props.leverage, props.symbol])
  const run = (action: () => Promise<Exit.Exit<unknown, unknown>>) => {
    if (busy) return
    setBusy(true)
    setMessage(undefined)
    action().then((exit) => {
      setBusy(false)
      if (Exit.isFailure(exit)) setMessage(describeCause(exit.cause as never))
    })
  }
  const submitLeverage = () => {
    const text = (typed ?? "").trim()
    const value = Number(text)
    const max = Number(props.maxLeverage) || 100
    if (text === "" || !Number.isFinite(value) || value < 1 || value > max) {
      setMessage(`Leverage must be a number from 1 to ${max}`)
      return
    }
    run(() => setLeverage({ category: props.category, symbol: props.symbol, leverage: text }))
  }
  const shown = typed ?? props.leverage ?? ""
  return (
    <>
      <div className="margin-controls" data-testid="margin-controls">
        <select
          data-testid="order-margin-mode"
          data-mode={Option.getOrElse(mode, () => "")}
          aria-label="Margin mode of the whole account"
          title="Margin mode of the whole (unified) account"
          value={Option.getOrElse(mode, () => "cross")}
          disabled={busy || Option.isNone(mode) || Option.getOrUndefined(mode) === "portfolio"}
          onChange={(event) => {
            const next = event.target.value === "isolated" ? "isolated" : "cross"
            run(() => setMode(next))
          }}
        >
          <option value="cross">Cross</option>
          <option value="isolated">Isolated</option>
          {Option.getOrUndefined(mode) === "portfolio" ? <option value="portfolio">Portfolio</option> : null}
        </select>
        <PositionModeSwitch category={props.category} symbol={props.symbol} onMessage={setMessage} />
        <form
          className="leverage-form"
          onSubmit={(event) => {
            event.preventDefault()
            submitLeverage()
          }}
        >
          <label className="leverage-field">
            <span className="field-label">Leverage</span>
            <input
              data-testid="order-leverage"
              inputMode="decimal"
              aria-label="Leverage"
              value={Format.writeDecimal(shown)}
              placeholder="—"
              onChange={(event) => {
                setTyped(Format.readDecimal(event.target.value))
                setMessage(undefined)
              }}
            />
            <span className="unit">x</span>
          </label>
          <button
            type="submit"
            data-testid="order-leverage-set"
            disabled={busy || typed === undefined || typed.trim() === (props.leverage ?? "")}
          >
            {busy ? "Setting…" : "Set"}
          </button>
        </form>
      </div>
      {message === undefined ? null : (
        <div className="failure" role="alert" data-testid="order-margin-error">
          {message}
        </div>
      )}
    </>
  )
}
