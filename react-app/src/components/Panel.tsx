import type { ReactNode } from "react"

/**
 * A panel: a titled box whose content is marked stale (dimmed, with the reason in words) while its data is not
 * current. `data-stale` carries the state for tests and styles.
 */
export function Panel(props: {
  readonly title: ReactNode
  readonly className: string
  readonly testId?: string | undefined
  /** Why the data shown is not current, or `undefined` when it is. */
  readonly stale?: string | undefined
  readonly actions?: ReactNode
  readonly children: ReactNode
}) {
  const stale = props.stale !== undefined
  return (
    <section
      className={`panel ${props.className}${stale ? " is-stale" : ""}`}
      data-testid={props.testId}
      data-stale={stale ? "true" : "false"}
    >
      <div className="panel-head">
        <h2>{props.title}</h2>
        {props.actions === undefined ? null : <div className="panel-actions">{props.actions}</div>}
      </div>
      {stale ? (
        <div className="stale-note" role="status" data-testid="stale-note">
          <span className="stale-tag">stale</span>
          <span className="stale-reason">{props.stale}</span>
        </div>
      ) : null}
      <div className="panel-body">{props.children}</div>
    </section>
  )
}

/** A line shown while a panel waits for its first value. */
export function Waiting(props: { readonly what: string }) {
  return <div className="muted waiting">Loading {props.what}…</div>
}
