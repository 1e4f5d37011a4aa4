/**
 * Jittered exponential back-off from Effect's `Schedule` combinators: the delays of the reconnect default
 * (`Schedule.concat(Schedule.duration(first), Schedule.min([Schedule.jittered(Schedule.exponential(base)),
 * Schedule.spaced(cap)]))`) and of the REST retry policy (`Schedule.max([Schedule.jittered(Schedule.min([
 * Schedule.exponential(base), Schedule.spaced(cap)])), Schedule.recurs(retries)])`), run step by step by
 * `Schedule.toStepWithSleep`. The library's own step function that stood here bought too little of a browser
 * program's bytes to keep (docs/BENCHMARKS.md, "What each fast path buys").
 *
 * @since 1.1.0
 * @internal
 */
import type * as Cause from "effect/Cause"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"

/**
 * The shape of a back-off, in milliseconds.
 *
 * @since 1.1.0
 * @internal
 */
export interface Options {
  /** An exact (unjittered) wait before the first step, after which the exponential starts at `base`. */
  readonly first?: number | undefined
  readonly base: number
  readonly cap: number
  /** Cap the exponential before the jitter (the retry policy: up to 1.2 × cap) or after it (the reconnects). */
  readonly capBeforeJitter: boolean
  /** Steps after which the schedule is done; none: it never is. */
  readonly retries?: number | undefined
}

/**
 * The back-off `options` describe, as a schedule (each run counts its own steps); its output is each delay.
 *
 * @since 1.1.0
 * @internal
 */
export const make = (options: Options): Schedule.Schedule<Duration.Duration> => {
  const { first, base, cap, capBeforeJitter, retries } = options
  const exponential = Schedule.exponential(base)
  const jittered = capBeforeJitter
    ? Schedule.jittered(Schedule.min([exponential, Schedule.spaced(cap)]))
    : Schedule.min([Schedule.jittered(exponential), Schedule.spaced(cap)])
  const shaped = first === undefined ? jittered : Schedule.concat(Schedule.duration(first), jittered)
  // the output is each step's delay in every shape (`min`, `max` and `concat` keep their schedules' durations)
  return (
    retries === undefined ? shaped : Schedule.max([shaped, Schedule.recurs(retries)])
  ) as Schedule.Schedule<Duration.Duration>
}

/**
 * A schedule's steps, one per call: each waits the schedule's next delay (given the input) and fails once the
 * schedule is done (`Schedule.toStepWithSleep`). The reconnect loop and the REST retries run on this.
 *
 * @since 1.1.0
 * @internal
 */
export const sleeps = <I>(
  schedule: Schedule.Schedule<unknown, I>
): Effect.Effect<(input: I) => Effect.Effect<void, Cause.Done<unknown>>> =>
  Effect.map(
    Schedule.toStepWithSleep(schedule),
    (step) => (input: I) => Effect.asVoid(step(input)) as Effect.Effect<void, Cause.Done<unknown>>
  )
