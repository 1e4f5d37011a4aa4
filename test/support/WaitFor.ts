/**
 * The tests' one wait loop: poll a condition on a `Schedule` until it holds; when it does not within the bound, fail
 * with `WaitForTimeout`, which names what was awaited.
 *
 * - `waitFor(condition, label, options?)` waits for a condition (`() => boolean` or an `Effect<boolean>`).
 * - `waitForValue(read, accept, label, options?)` waits for a value (`() => A` or an `Effect<A>`) that `accept`s,
 *   and returns it; its timeout error shows the last value read.
 * - `eventually(condition, label, options?)` is `waitFor` as a boolean: whether the condition came to hold in time.
 *
 * Time: the polls are spaced, and the timeout measured, on the live clock, whatever clock the test runs on. Under
 * `it.effect` (TestClock) a wait for sockets, servers or other fibers therefore neither hangs on a clock nobody moves
 * nor moves the test's clock; the condition itself runs on the caller's clock. When what is awaited needs simulated
 * time to pass as well (a reconnect delay, an ack timeout, the emulator's ticks on the TestClock), `nudge` moves the
 * TestClock by that much after every `nudgeEvery`-th poll that found the condition false (and is ignored on the live
 * clock).
 */
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import { isTestClock } from "./Live.js"

/** How long and how often to poll. */
export interface Options {
  /**
   * Real time after which the wait fails with `WaitForTimeout`; `"Infinity"` for none (then `polls` bounds the wait).
   * Default: 10 seconds.
   */
  readonly timeout?: Duration.Input
  /** At most this many polls (the first included), then `WaitForTimeout`; besides `timeout`. Default: no limit. */
  readonly polls?: number
  /** Real time between two polls. Default: 10 millis. */
  readonly interval?: Duration.Input
  /**
   * Under TestClock: how far to move the test clock after every `nudgeEvery`-th poll that found the condition false
   * (between polls: never after the last one `polls` allows).
   */
  readonly nudge?: Duration.Input
  /** With `nudge`: move the test clock after every this many polls that found the condition false. Default: 10. */
  readonly nudgeEvery?: number
}

/** What was awaited did not come within the bound. */
export class WaitForTimeout extends Schema.TaggedError<WaitForTimeout>()("WaitForTimeout", {
  /** What was awaited. */
  label: Schema.String,
  /** Polls made. */
  polls: Schema.Number,
  /** Real time waited. */
  elapsedMs: Schema.Number,
  /** The last value read (`waitForValue`), as JSON, cut at 400 characters. */
  last: Schema.optionalKey(Schema.String)
}) {
  override get message(): string {
    const last = this.last === undefined ? "" : `; last value: ${this.last}`
    return `timed out waiting for ${this.label} (${this.polls} polls in ${this.elapsedMs} ms)${last}`
  }
}

/** A condition or value to poll: a thunk, or an effect (run again for every poll). */
export type Poll<A, E = never, R = never> = (() => A) | Effect.Effect<A, E, R>

const render = (value: unknown): string => {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 400)
  } catch {
    return String(value).slice(0, 400)
  }
}

/**
 * Polls `read` until `accept` holds of its value, and returns that value; fails with `WaitForTimeout` (naming
 * `label`, with the last value read) when it does not within `options.timeout` (default 10 s) or `options.polls`.
 */
export const waitForValue = <A, E = never, R = never>(
  read: Poll<A, E, R>,
  accept: (value: A) => boolean,
  label: string,
  options: Options = {}
): Effect.Effect<A, E | WaitForTimeout, R> =>
  Effect.withFiber((fiber) => {
    const callerClock = fiber.getRef(Clock.Clock)
    const testClock = isTestClock(callerClock) ? callerClock : undefined
    const nudge = testClock !== undefined && options.nudge !== undefined ? testClock.adjust(options.nudge) : undefined
    const nudgeEvery = Math.max(1, options.nudgeEvery ?? 10)
    let polls = 0
    let misses = 0
    let last: { readonly value: A } | undefined
    let held = false
    const once: Effect.Effect<A, E, R> = Effect.isEffect(read) ? read : Effect.sync(read)
    // the condition (and the nudge) on the caller's clock; the loop's sleeps and its deadline on the live one
    const poll = once.pipe(
      Effect.flatMap((value) => {
        polls++
        last = { value }
        held = accept(value)
        const final = options.polls !== undefined && polls >= options.polls
        if (held || nudge === undefined || final || ++misses % nudgeEvery !== 0) return Effect.succeed(value)
        return Effect.as(nudge, value)
      }),
      Effect.provideService(Clock.Clock, callerClock)
    )
    const loop = Effect.gen(function* () {
      const started = yield* Clock.currentTimeMillis
      const timedOut = Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.fail(
          new WaitForTimeout({
            label,
            polls,
            elapsedMs: now - started,
            ...(last === undefined || typeof last.value === "boolean" ? {} : { last: render(last.value) })
          })
        )
      )
      const schedule = Schedule.spaced(options.interval ?? "10 millis")
      const polling = Effect.repeat(poll, {
        schedule,
        until: () => held,
        ...(options.polls === undefined ? {} : { times: Math.max(0, options.polls - 1) })
      })
      const timeout = Duration.fromInputUnsafe(options.timeout ?? "10 seconds")
      const value = yield* Duration.isFinite(timeout)
        ? Effect.timeoutOrElse(polling, { duration: timeout, orElse: () => timedOut })
        : polling
      // the polls ran out before the condition held
      if (!held) return yield* timedOut
      return value
    })
    return testClock === undefined ? loop : testClock.withLive(loop)
  })

/**
 * Polls `condition` until it holds; fails with `WaitForTimeout` naming `label` when it does not within
 * `options.timeout` (default 10 s) or `options.polls`.
 */
export const waitFor = <E = never, R = never>(
  condition: Poll<boolean, E, R>,
  label: string,
  options: Options = {}
): Effect.Effect<void, E | WaitForTimeout, R> => Effect.asVoid(waitForValue(condition, (held) => held, label, options))

/** Whether `condition` came to hold within the bound (`waitFor`, with the timeout as `false`). */
export const eventually = <E = never, R = never>(
  condition: Poll<boolean, E, R>,
  label: string,
  options: Options = {}
): Effect.Effect<boolean, E, R> =>
  waitFor(condition, label, options).pipe(
    Effect.as(true),
    Effect.catchTag("WaitForTimeout", () => Effect.succeed(false))
  )
