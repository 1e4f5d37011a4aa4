/**
 * Live time inside tests: `provideLive` runs an effect on the live clock when the test runs on `TestClock` (what
 * Effect 3's `TestServices.provideLive` did for sleeps), and as is otherwise.
 */
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import type * as TestClock from "effect/testing/TestClock"

/** Whether a clock is the TestClock (it can be moved, and can run an effect on the live clock). */
export const isTestClock = (clock: Clock.Clock): clock is TestClock.TestClock =>
  "withLive" in clock && typeof clock.withLive === "function"

/** Runs `effect` with the live clock (its sleeps take real time), whatever clock the test runs on. */
export const provideLive = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.withFiber((fiber) => {
    const clock = fiber.getRef(Clock.Clock)
    return isTestClock(clock) ? clock.withLive(effect) : effect
  })

/** Sleeps in real time, whatever clock the test runs on. */
export const sleepLive = (millis: number): Effect.Effect<void> => provideLive(Effect.sleep(millis))
