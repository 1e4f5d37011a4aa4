import { useEffect, useRef, useState } from "react"

/**
 * A button whose action is asked for twice: the first press puts the question and Yes / No in its place, Yes runs
 * the action. For what cannot be taken back (a market close, cancelling every order).
 */
export function ConfirmButton(props: {
  readonly label: string
  readonly question: string
  readonly onConfirm: () => void
  readonly disabled?: boolean
  readonly className?: string
  readonly testId: string
}) {
  const [asking, setAsking] = useState(false)
  const question = useRef<HTMLSpanElement>(null)
  // the question takes more room than the button: keep it where the trader looks
  useEffect(() => {
    if (asking) question.current?.scrollIntoView({ block: "nearest", inline: "nearest" })
  }, [asking])
  if (!asking) {
    return (
      <button
        type="button"
        className={props.className}
        data-testid={props.testId}
        disabled={props.disabled}
        onClick={() => setAsking(true)}
      >
        {props.label}
      </button>
    )
  }
  return (
    <span
      ref={question}
      className="confirm"
      role="alertdialog"
      aria-label={props.question}
      data-testid={`${props.testId}-ask`}
    >
      <span className="confirm-question">{props.question}</span>
      <button
        type="button"
        className={props.className}
        data-testid={`${props.testId}-confirm`}
        disabled={props.disabled}
        onClick={() => {
          setAsking(false)
          props.onConfirm()
        }}
      >
        Yes
      </button>
      <button type="button" data-testid={`${props.testId}-cancel`} onClick={() => setAsking(false)}>
        No
      </button>
    </span>
  )
}
