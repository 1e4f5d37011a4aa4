import type * as Form from "../atoms/OrderForm.js"
import * as Format from "../lib/Format.js"
import type * as Sizing from "../lib/Sizing.js"
import { TriggerBySelect } from "./PositionStops.js"

const defaultOptions: Form.TpSlOptions = {
  mode: "Full",
  tpTriggerBy: "LastPrice",
  slTriggerBy: "LastPrice",
  tpLimitPrice: "",
  slLimitPrice: ""
}

/** A limit price field of a partial take-profit or stop-loss (empty: closed at market). */
function LimitField(props: { readonly id: "tp" | "sl"; readonly value: string; readonly onType: (v: string) => void }) {
  return (
    <label className="field">
      <span className="field-label">{props.id === "tp" ? "TP limit" : "SL limit"}</span>
      <input
        data-testid={`order-${props.id}-limit`}
        inputMode="decimal"
        placeholder="market"
        value={Format.writeDecimal(props.value)}
        onChange={(event) => props.onType(Format.readDecimal(event.target.value))}
      />
    </label>
  )
}

/**
 * How a derivative order's take-profit and stop-loss work: the price each triggers by (last, mark or index), and
 * whether they close the whole position at market or this order's quantity, each at market or at a limit price.
 */
function TpSlOptionsFields(props: {
  readonly options: Form.TpSlOptions
  readonly tp: boolean
  readonly sl: boolean
  readonly onChange: (options: Form.TpSlOptions) => void
}) {
  const o = props.options
  const set = (patch: Partial<Form.TpSlOptions>) => props.onChange({ ...o, ...patch })
  return (
    <div className="tpsl-options" data-testid="order-tpsl-options">
      <label className="field">
        <span className="field-label">Closes</span>
        <select
          data-testid="order-tpsl-mode"
          value={o.mode}
          onChange={(event) => set({ mode: event.target.value === "Partial" ? "Partial" : "Full" })}
        >
          <option value="Full">Whole position, market</option>
          <option value="Partial">This order's qty</option>
        </select>
      </label>
      {props.tp ? (
        <span className="field">
          <span className="field-label">TP by</span>
          <TriggerBySelect
            testId="order-tp-by"
            label="Take profit triggers by"
            value={o.tpTriggerBy}
            onChange={(tpTriggerBy) => set({ tpTriggerBy })}
          />
        </span>
      ) : null}
      {props.sl ? (
        <span className="field">
          <span className="field-label">SL by</span>
          <TriggerBySelect
            testId="order-sl-by"
            label="Stop loss triggers by"
            value={o.slTriggerBy}
            onChange={(slTriggerBy) => set({ slTriggerBy })}
          />
        </span>
      ) : null}
      {o.mode === "Partial" && props.tp ? (
        <LimitField id="tp" value={o.tpLimitPrice} onType={(tpLimitPrice) => set({ tpLimitPrice })} />
      ) : null}
      {o.mode === "Partial" && props.sl ? (
        <LimitField id="sl" value={o.slLimitPrice} onType={(slLimitPrice) => set({ slLimitPrice })} />
      ) : null}
    </div>
  )
}

const modes: ReadonlyArray<{ readonly value: Sizing.TargetMode; readonly label: string }> = [
  { value: "price", label: "Price" },
  { value: "percent", label: "ROI %" },
  { value: "pnl", label: "PnL" }
]

const isMode = (value: string): value is Sizing.TargetMode => modes.some((m) => m.value === value)

/**
 * One of the order's take-profit and stop-loss: what the trader types, how (price, ROI % or PnL), and the price it
 * means when it is not typed as a price.
 */
function Target(props: {
  readonly id: "tp" | "sl"
  readonly label: string
  readonly placeholder: string
  readonly typed: string
  readonly mode: Sizing.TargetMode
  /** The price the typed figure means (`undefined`: cannot be worked out yet). */
  readonly price: string | undefined
  readonly tickSize: string | undefined
  readonly coin: string
  readonly onType: (typed: string) => void
  readonly onMode: (mode: Sizing.TargetMode) => void
}) {
  return (
    <div className="tpsl-target">
      <label className="field">
        <span className="field-label">{props.label}</span>
        <input
          data-testid={`order-${props.id}`}
          inputMode="decimal"
          placeholder={props.placeholder}
          value={Format.writeDecimal(props.typed)}
          onChange={(event) => props.onType(Format.readDecimal(event.target.value))}
        />
        <select
          className="unit"
          data-testid={`order-${props.id}-mode`}
          aria-label={`${props.placeholder} as`}
          value={props.mode}
          onChange={(event) => {
            if (isMode(event.target.value)) props.onMode(event.target.value)
          }}
        >
          {modes.map((m) => (
            <option key={m.value} value={m.value}>
              {m.value === "pnl" ? `PnL ${props.coin}` : m.label}
            </option>
          ))}
        </select>
      </label>
      {props.mode === "price" || props.typed.trim() === "" ? null : (
        <span className="muted tpsl-price" data-testid={`order-${props.id}-price`}>
          {props.price === undefined ? "enter price and quantity" : `at ${Format.atTick(props.price, props.tickSize)}`}
        </span>
      )}
    </div>
  )
}

/**
 * The order's take-profit and stop-loss, each typed as a price, a return on margin (%) or an amount of PnL; for a
 * derivative, once one is typed, how they trigger and close.
 */
export function TpSlFields(props: {
  readonly tp: { readonly typed: string; readonly mode: Sizing.TargetMode; readonly price: string | undefined }
  readonly sl: { readonly typed: string; readonly mode: Sizing.TargetMode; readonly price: string | undefined }
  readonly coin: string
  /** The market's price step: the prices a ROI % or PnL means are written at it. */
  readonly tickSize: string | undefined
  readonly onChange: (which: "tp" | "sl", patch: { readonly typed?: string; readonly mode?: Sizing.TargetMode }) => void
  /** Derivatives only: the trigger and close options (none for spot and options). */
  readonly options?:
    | {
        readonly value: Form.TpSlOptions | undefined
        readonly onChange: (options: Form.TpSlOptions) => void
      }
    | undefined
}) {
  const tp = props.tp.typed.trim() !== ""
  const sl = props.sl.typed.trim() !== ""
  return (
    <div className="tpsl">
      <Target
        id="tp"
        label="TP"
        placeholder="take profit"
        typed={props.tp.typed}
        mode={props.tp.mode}
        price={props.tp.price}
        tickSize={props.tickSize}
        coin={props.coin}
        onType={(typed) => props.onChange("tp", { typed })}
        onMode={(mode) => props.onChange("tp", { mode })}
      />
      <Target
        id="sl"
        label="SL"
        placeholder="stop loss"
        typed={props.sl.typed}
        mode={props.sl.mode}
        price={props.sl.price}
        tickSize={props.tickSize}
        coin={props.coin}
        onType={(typed) => props.onChange("sl", { typed })}
        onMode={(mode) => props.onChange("sl", { mode })}
      />
      {props.options === undefined || (!tp && !sl) ? null : (
        <TpSlOptionsFields
          options={props.options.value ?? defaultOptions}
          tp={tp}
          sl={sl}
          onChange={props.options.onChange}
        />
      )}
    </div>
  )
}
