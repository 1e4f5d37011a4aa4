import { type RefObject, useEffect, useRef } from "react"

/**
 * What became of the last order sent: placed (what, and its id) or refused (why, in words).
 *
 * @since 1.2.0
 */
export type Outcome =
  | { readonly ok: true; readonly orderId: string; readonly summary: string }
  | { readonly ok: false; readonly text: string }

/**
 * The outcome under the order form, scrolled into view when it changes (on a phone the form's foot can be below the
 * fold).
 *
 * @since 1.2.0
 */
export function OrderOutcome(props: { readonly outcome: Outcome | undefined }) {
  const { outcome } = props
  const ref: RefObject<HTMLDivElement | null> = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (outcome !== undefined) ref.current?.scrollIntoView({ block: "nearest", inline: "nearest" })
  }, [outcome])
  return (
    <div className="order-outcome" aria-live="polite" ref={ref}>
      {outcome === undefined ? null : outcome.ok ? (
        <div className="success" data-testid="order-success">
          Placed <span data-testid="order-summary">{outcome.summary}</span>{" "}
          <span className="muted">
            id <span data-testid="order-result">{outcome.orderId}</span>
          </span>
        </div>
      ) : (
        <div className="failure" data-testid="order-error" role="alert">
          {outcome.text}
        </div>
      )}
    </div>
  )
}
