/**
 * Jittered exponential back-off as a `Schedule` of one step function (`Schedule.fromStep`): the delays of the
 * reconnect default (`Schedule.concat(Schedule.duration(first), Schedule.min([Schedule.jittered(
 * Schedule.exponential(base)), Schedule.spaced(cap)]))`) and of the REST retry policy (`Schedule.max([Schedule.jittered(
 * Schedule.min([Schedule.exponential(base), Schedule.spaced(cap)])), Schedule.recurs(retries)])`), step for step, the
 * jitter drawn from Effect's `Random` as `Schedule.jittered` draws it. Written out because those combinators are
 * code of Effect's Schedule module that every program carried for two fixed shapes (docs/BENCHMARKS.md, "What each
 * fast path buys"); a schedule a caller passes is still run by `Schedule.toStepWithSleep`.
 *
 * @since 1.1.0
 * @internal
 */
import * as Cause from "effect/Cause"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Random from "effect/Random"
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

/** `Schedule.jittered`'s delay: uniform between 0.8 and 1.2 times `millis`. */
const jitter = (millis: number, random: number): number => millis * 0.8 * (1 - random) + millis * 1.2 * random

/**
 * The back-off `options` describe, as a schedule (each run counts its own steps); its output is each delay.
 *
 * @since 1.1.0
 * @internal
 */
export const make = (options: Options): Schedule.Schedule<Duration.Duration> => {
  const { first, base, cap, capBeforeJitter, retries } = options
  return Schedule.fromStep(
    Effect.sync(() => {
      let attempt = 0
      return (_now: number, _input: unknown) => {
        attempt++
        if (retries !== undefined && attempt > retries) return Cause.done(Duration.zero)
        if (first !== undefined && attempt === 1) {
          const wait = Duration.millis(first)
          return Effect.succeed([wait, wait] as [Duration.Duration, Duration.Duration])
        }
        const exponential = base * 2 ** (attempt - (first === undefined ? 1 : 2))
        return Effect.map(Random.next, (random): [Duration.Duration, Duration.Duration] => {
          const millis = capBeforeJitter
            ? jitter(Math.min(exponential, cap), random)
            : Math.min(jitter(exponential, random), cap)
          const wait = Duration.millis(millis)
          return [wait, wait]
        })
      }
    })
  )
}

/**
 * A schedule's steps, one per call: each waits the schedule's next delay (given the input) and fails once the
 * schedule is done. `Schedule.toStepWithSleep` without the step metadata it keeps for its caller, which no caller
 * here reads: the reconnect loop and the REST retries run on this, and a program that opens a socket or calls an
 * endpoint carries no copy of that code.
 *
 * @since 1.1.0
 * @internal
 */
export const sleeps = <I>(
  schedule: Schedule.Schedule<unknown, I>
): Effect.Effect<(input: I) => Effect.Effect<void, Cause.Done<unknown>>> =>
  Effect.clockWith((clock) =>
    Effect.map(
      Schedule.toStep(schedule),
      (step) => (input: I) =>
        Effect.flatMap(
          Effect.suspend(() => step(clock.currentTimeMillisUnsafe(), input)),
          ([, delay]) => Effect.sleep(delay)
        )
    )
  )
