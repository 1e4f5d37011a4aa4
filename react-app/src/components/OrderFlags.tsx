import type * as Form from "../atoms/OrderForm.js"

/**
 * The order's flags: time in force and post-only (limit orders), reduce-only (derivatives).
 *
 * @since 1.2.0
 */
export function OrderFlags(props: {
  readonly form: Form.OrderForm
  readonly market: boolean
  readonly derivative: boolean
  readonly edit: (patch: Partial<Form.OrderForm>) => void
}) {
  const { form, market, edit } = props
  return (
    <div className="flags">
      {market ? null : (
        <select
          data-testid="order-tif"
          aria-label="Time in force"
          value={form.timeInForce === "PostOnly" ? "GTC" : form.timeInForce}
          disabled={form.timeInForce === "PostOnly"}
          onChange={(event) => {
            const tif = event.target.value
            if (tif === "GTC" || tif === "IOC" || tif === "FOK") edit({ timeInForce: tif })
          }}
        >
          <option value="GTC">Good till cancel</option>
          <option value="IOC">Immediate or cancel</option>
          <option value="FOK">Fill or kill</option>
        </select>
      )}
      {market ? null : (
        <label className="check">
          <input
            type="checkbox"
            data-testid="order-post-only"
            checked={form.timeInForce === "PostOnly"}
            onChange={(event) => edit({ timeInForce: event.target.checked ? "PostOnly" : "GTC" })}
          />
          Post-only
        </label>
      )}
      {props.derivative ? (
        <label className="check">
          <input
            type="checkbox"
            data-testid="order-reduce-only"
            checked={form.reduceOnly}
            onChange={(event) => edit({ reduceOnly: event.target.checked })}
          />
          Reduce-only
        </label>
      ) : null}
    </div>
  )
}
