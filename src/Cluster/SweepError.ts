/**
 * The one error of a sweep: what was wrong (`reason`) and a message naming the input. A bad input is refused before
 * any run starts (`grid`, `recording`, `strategy`, `out`, `concurrency`), a recording corrupt past its first lines by
 * the run that reads it (`recording`, naming the line), a ranking figure the reports do not hold at the first report
 * (`figure`); a run whose strategy failed fails with `run`. It is a schema, so a run's failure crosses the
 * cluster (a workflow's error) as it is.
 *
 * @since 1.2.0
 */
import * as Schema from "effect/Schema"

/**
 * What a sweep refused or failed on.
 *
 * @since 1.2.0
 * @category models
 */
export const Reason = Schema.Literals(["grid", "recording", "strategy", "figure", "out", "concurrency", "run"])

/**
 * What a sweep refused or failed on: `grid` (settings that are not a grid or a list of objects), `recording` (a file
 * missing or not a recording), `strategy` (a module that does not export one), `figure` (a ranking figure the reports
 * do not hold), `out` (a results file that cannot be written), `concurrency` (not a whole number of runs of at least
 * one), `run` (the strategy failed during a run).
 *
 * @since 1.2.0
 * @category models
 */
export type Reason = typeof Reason.Type

/**
 * A sweep's input was refused, or one of its runs failed.
 *
 * @since 1.2.0
 * @category errors
 */
export class SweepError extends Schema.TaggedError<SweepError>()("SweepError", {
  reason: Reason,
  message: Schema.String
}) {}

/**
 * The text of a cause, for a message.
 *
 * @since 1.2.0
 * @category constructors
 */
export const describe = (cause: unknown): string => {
  if (cause instanceof Error) return cause.message
  if (typeof cause === "object" && cause !== null && "message" in cause && typeof cause.message === "string") {
    return cause.message
  }
  return String(cause)
}
