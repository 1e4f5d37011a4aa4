/**
 * A panel's data as it lives: the last good value, and whether it is current. A library stream that fails (the
 * exchange cannot be reached, the socket gave up) does not end the panel: the failure is kept beside the last value,
 * which the panel then marks as stale, and the stream is started again after a pause (0.5 s, doubling, at most 5 s).
 *
 * @since 0.1.0
 */
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as ErrorText from "./ErrorText.js"

/**
 * The latest value of a feed (none before the first), and why it is not current when its stream is failing.
 *
 * @since 0.1.0
 * @category models
 */
export interface Feed<A> {
  readonly value: Option.Option<A>
  /** Why the value is not current (in words), or `undefined` while the stream delivers. */
  readonly error: string | undefined
}

/**
 * A feed with no value yet.
 *
 * @since 0.1.0
 * @category constructors
 */
export const empty = <A>(): Feed<A> => ({ value: Option.none(), error: undefined })

// a value replaces the last; a failure keeps it, with the reason in words
const step = <A, E extends ErrorText.Tagged>(feed: Feed<A>, outcome: Result.Result<A, E>): Feed<A> =>
  Result.isSuccess(outcome)
    ? { value: Option.some(outcome.success), error: undefined }
    : { value: feed.value, error: ErrorText.describe(outcome.failure) }

/**
 * How long a failed stream waits before it is started again: 0.5 s doubling, at most 5 s.
 *
 * @since 0.1.0
 * @category constants
 */
export const restart: Schedule.Schedule<unknown> = Schedule.min([
  Schedule.exponential("500 millis"),
  Schedule.spaced("5 seconds")
])

/**
 * Runs a stream as a feed: every value replaces the last, a failure keeps the last value with its reason, and the
 * stream is run again after {@link restart}'s pause. The feed never fails and never ends while observed.
 *
 * @since 0.1.0
 * @category constructors
 */
export const feed = <A, E extends ErrorText.Tagged, R>(
  stream: Stream.Stream<A, E, R>,
  schedule: Schedule.Schedule<unknown> = restart
): Stream.Stream<Feed<A>, never, R> => {
  const attempt = Stream.catch(
    Stream.map(stream, (value): Result.Result<A, E> => Result.succeed(value)),
    (error: E) => Stream.make<[Result.Result<A, E>]>(Result.fail(error))
  )
  return Stream.repeat(attempt, schedule).pipe(Stream.scan(empty<A>, step), Stream.drop(1))
}

/**
 * A REST read as a feed: read now, then again `every` after each answer; a failed read keeps the last value with
 * its reason. For data that has no stream (a whole category's tickers).
 *
 * @since 0.1.0
 * @category constructors
 */
export const poll = <A, E extends ErrorText.Tagged, R>(
  read: Effect.Effect<A, E, R>,
  every: Duration.Input
): Stream.Stream<Feed<A>, never, R> =>
  Stream.fromEffectSchedule(Effect.result(read), Schedule.spaced(every)).pipe(
    Stream.scan(empty<A>, step),
    Stream.drop(1)
  )
