/**
 * The plain Effect form of `src/Layers/Backoff.ts`, for the bench's "what each fast path buys" section
 * (bench/fastPaths.ts builds the browser programs with this module in that one's place): the same two back-off
 * shapes written with `Schedule`'s own combinators, and the steps run by `Schedule.toStepWithSleep`.
 *
 * @since 1.2.0
 */
import type * as Cause from "effect/Cause"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import type { Options } from "../../src/Layers/Backoff.js"

/**
 * The back-off `options` describe, from Effect's combinators.
 *
 * @since 1.2.0
 */
export const make = (options: Options): Schedule.Schedule<Duration.Duration> => {
  const { first, base, cap, capBeforeJitter, retries } = options
  const exponential = Schedule.exponential(base)
  const jittered = capBeforeJitter
    ? Schedule.jittered(Schedule.min([exponential, Schedule.spaced(cap)]))
    : Schedule.min([Schedule.jittered(exponential), Schedule.spaced(cap)])
  const shaped = first === undefined ? jittered : Schedule.concat(Schedule.duration(first), jittered)
  return (
    retries === undefined ? shaped : Schedule.max([shaped, Schedule.recurs(retries)])
  ) as Schedule.Schedule<Duration.Duration>
}

/**
 * A schedule's steps, one per call, by `Schedule.toStepWithSleep`.
 *
 * @since 1.2.0
 */
export const sleeps = <I>(
  schedule: Schedule.Schedule<unknown, I>
): Effect.Effect<(input: I) => Effect.Effect<void, Cause.Done<unknown>>> =>
  Effect.map(
    Schedule.toStepWithSleep(schedule),
    (step) => (input: I) => Effect.asVoid(step(input)) as Effect.Effect<void, Cause.Done<unknown>>
  )
