import * as Format from "../lib/Format.js"
import type * as Sizing from "../lib/Sizing.js"

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
          {props.price === undefined ? "enter price and quantity" : `at ${props.price}`}
        </span>
      )}
    </div>
  )
}

/** The order's take-profit and stop-loss, each typed as a price, a return on margin (%) or an amount of PnL. */
export function TpSlFields(props: {
  readonly tp: { readonly typed: string; readonly mode: Sizing.TargetMode; readonly price: string | undefined }
  readonly sl: { readonly typed: string; readonly mode: Sizing.TargetMode; readonly price: string | undefined }
  readonly coin: string
  readonly onChange: (which: "tp" | "sl", patch: { readonly typed?: string; readonly mode?: Sizing.TargetMode }) => void
}) {
  return (
    <div className="tpsl">
      <Target
        id="tp"
        label="TP"
        placeholder="take profit"
        typed={props.tp.typed}
        mode={props.tp.mode}
        price={props.tp.price}
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
        coin={props.coin}
        onType={(typed) => props.onChange("sl", { typed })}
        onMode={(mode) => props.onChange("sl", { mode })}
      />
    </div>
  )
}
