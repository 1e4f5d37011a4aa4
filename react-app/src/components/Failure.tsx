import * as Result from "@effect-atom/atom/Result"
import type * as ErrorText from "../atoms/ErrorText.js"
import { describeCause } from "../atoms/ErrorText.js"

/** The failure of a result in words, or nothing. */
export const failureText = <A, E extends ErrorText.Tagged>(result: Result.Result<A, E>): string | undefined =>
  Result.isFailure(result) ? describeCause(result.cause) : undefined

/** A panel's error line: shown while the panel's stream or request is failing. */
export function FailureLine<A, E extends ErrorText.Tagged>(props: {
  readonly result: Result.Result<A, E>
  readonly testId?: string
}) {
  const text = failureText(props.result)
  if (text === undefined) return null
  return (
    <div className="failure" role="alert" data-testid={props.testId}>
      {text}
    </div>
  )
}

/** Shown while a panel waits for its first value. */
export function Waiting<A, E>(props: { readonly result: Result.Result<A, E>; readonly what: string }) {
  return Result.isInitial(props.result) ? <div className="muted">Loading {props.what}…</div> : null
}
