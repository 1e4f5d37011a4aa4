import type * as Form from "../atoms/OrderForm.js"

/**
 * A row of tabs choosing one value, as the order form's side (Buy, Sell) and type (Limit, Market) are chosen.
 *
 * @since 1.2.0
 */
export function Tabs<A extends string>(props: {
  readonly value: A
  readonly options: ReadonlyArray<{ readonly value: A; readonly label: string; readonly className?: string }>
  readonly onChange: (value: A) => void
  readonly testId: string
}) {
  return (
    <div className="tabs" role="tablist">
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={props.value === option.value}
          data-testid={`${props.testId}-${option.value.toLowerCase()}`}
          className={`tab${props.value === option.value ? ` active ${option.className ?? ""}` : ""}`}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}

/**
 * The order's side (Buy, Sell) and type (Limit, Market).
 *
 * @since 1.2.0
 */
export function SideAndType(props: {
  readonly form: Form.OrderForm
  readonly edit: (patch: Partial<Form.OrderForm>) => void
}) {
  return (
    <>
      <Tabs
        testId="order-side"
        value={props.form.side}
        onChange={(side) => props.edit({ side })}
        options={[
          { value: "Buy", label: "Buy", className: "buy" },
          { value: "Sell", label: "Sell", className: "sell" }
        ]}
      />
      <Tabs
        testId="order-type"
        value={props.form.orderType}
        onChange={(orderType) => props.edit({ orderType })}
        options={[
          { value: "Limit", label: "Limit" },
          { value: "Market", label: "Market" }
        ]}
      />
    </>
  )
}
