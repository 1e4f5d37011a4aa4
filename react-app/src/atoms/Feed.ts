/**
 * A panel's data as it lives: the last good value, and whether it is current. A library stream that fails (the
 * exchange cannot be reached, the socket gave up) does not end the panel: the failure is kept beside the last value,
 * which the panel then marks as stale, and the stream is started again after a pause ({@link restart}: 0.5 s,
 * doubling, at most 30 s, each at random within ±20 %), counted afresh once it delivers again. The feed says when the
 * next try is (`retryAt`), for the page to say so. A page left on an exchange that refuses it (403, 429) thins its
 * requests out instead of asking several times a second.
 *
 * @since 0.1.0
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Format from "../lib/Format.js"
import * as ErrorText from "./ErrorText.js"

/**
 * The latest value of a feed (none before the first), and why it is not current when its stream is failing.
 *
 * @since 0.1.0
 * @category models
 */
export interface Feed<A> {
  readonly value: Option.Option<A>
  /** Why the value is not current and when it is tried again (in words), or `undefined` while the stream delivers. */
  readonly error: string | undefined
  /** When the failed stream is tried again (ms since the epoch, the page's clock); `undefined` while it delivers. */
  readonly retryAt?: number | undefined
}

/**
 * A feed with no value yet.
 *
 * @since 0.1.0
 * @category constructors
 */
export const empty = <A>(): Feed<A> => ({ value: Option.none(), error: undefined })

// what an attempt of the stream gives: a value, or its failure with the time of the next try
type Outcome<A, E> = Result.Result<A, { readonly error: E; readonly retryAt: number }>

// a value replaces the last; a failure keeps it, with the reason in words and when it is tried again
const step = <A, E extends ErrorText.Tagged>(feed: Feed<A>, outcome: Outcome<A, E>): Feed<A> =>
  Result.isSuccess(outcome)
    ? { value: Option.some(outcome.success), error: undefined }
    : {
        value: feed.value,
        error: `${ErrorText.describe(outcome.failure.error)} · tries again at ${Format.clock(outcome.failure.retryAt)}`,
        retryAt: outcome.failure.retryAt
      }

/**
 * The longest pause between two tries.
 *
 * @since 1.2.0
 * @category constants
 */
export const restartCap: Duration.Duration = Duration.seconds(30)

/**
 * How long a failed stream or read waits before it is tried again: 0.5 s doubling, at most {@link restartCap}, each
 * pause at random within ±20 % (pages that failed together do not all come back in the same instant).
 *
 * @since 0.1.0
 * @category constants
 */
export const restart: Schedule.Schedule<unknown> = Schedule.min([
  Schedule.exponential("500 millis"),
  Schedule.spaced(restartCap)
]).pipe(Schedule.jittered)

/**
 * The REST retries handed to the library's streams (`Candles`, `TradeTape`, `AccountState`): none. Their own default
 * (200 ms doubling, five times) ran inside each of the feed's attempts, so a refused exchange was asked six times in
 * 6 s, then again after the feed's pause: kline and recent trades at ~1.3 requests a second (issue 72). A failed read
 * fails the stream, and the feed's {@link restart} is the one back-off.
 *
 * @since 1.2.0
 * @category constants
 */
export const noRetry: Schedule.Schedule<unknown> = Schedule.recurs(0)

/**
 * Runs a stream as a feed: every value replaces the last, a failure keeps the last value with its reason and the
 * time of the next try, and the stream is run again after `schedule`'s pause (counted from its start again once the
 * stream delivered a value; a stream that ends without failing waits too). The feed never fails and never ends while
 * observed.
 *
 * @since 0.1.0
 * @category constructors
 */
export const feed = <A, E extends ErrorText.Tagged, R>(
  stream: Stream.Stream<A, E, R>,
  schedule: Schedule.Schedule<unknown> = restart
): Stream.Stream<Feed<A>, never, R> =>
  Stream.suspend(() => {
    // the schedule's steps since the stream last delivered (a fresh one after a value)
    let next:
      | ((now: number, input: unknown) => Effect.Effect<readonly [unknown, Duration.Duration], unknown>)
      | undefined
    const pause = Effect.gen(function* () {
      next ??= yield* Schedule.toStep(schedule)
      const now = yield* Clock.currentTimeMillis
      const delay = yield* next(now, undefined).pipe(
        Effect.map(([, d]) => d),
        Effect.orElseSucceed(() => restartCap)
      )
      return { now, delay }
    })
    const failed = (error: E) =>
      Stream.unwrap(
        Effect.map(pause, ({ now, delay }) =>
          Stream.concat(
            Stream.make<[Outcome<A, E>]>(Result.fail({ error, retryAt: now + Duration.toMillis(delay) })),
            Stream.fromEffectDrain(Effect.sleep(delay))
          )
        )
      )
    let failing = false
    const attempt = Stream.catch(
      Stream.map(stream, (value): Outcome<A, E> => {
        next = undefined
        return Result.succeed(value)
      }),
      (error: E) => {
        failing = true
        return failed(error)
      }
    )
    // an attempt that ended without a failure waits its pause too (the failure's was taken already)
    const ended = Stream.suspend(() => {
      if (failing) {
        failing = false
        return Stream.empty
      }
      return Stream.fromEffectDrain(Effect.flatMap(pause, ({ delay }) => Effect.sleep(delay)))
    })
    return Stream.forever(Stream.concat(attempt, ended))
  }).pipe(Stream.scan(empty<A>, step), Stream.drop(1))

/**
 * A REST read as a feed: read now, then again `every` after each answer; a failed read keeps the last value with
 * its reason and is tried again after {@link restart}'s pause (longer with each failure), not every `every`. For
 * data that has no stream (a whole category's tickers).
 *
 * @since 0.1.0
 * @category constructors
 */
export const poll = <A, E extends ErrorText.Tagged, R>(
  read: Effect.Effect<A, E, R>,
  every: Duration.Input
): Stream.Stream<Feed<A>, never, R> => feed(Stream.fromEffectSchedule(read, Schedule.spaced(every)))
