/** A socket's state as a badge: exactly the state, coloured. */
export function Badge(props: { readonly label: string; readonly state: string; readonly testId: string }) {
  return (
    <span className="badge-wrap" title={`${props.label} stream: ${props.state}`}>
      <span className="badge-label">{props.label}</span>
      <span className={`badge badge-${props.state}`} data-testid={props.testId}>
        {props.state}
      </span>
    </span>
  )
}
