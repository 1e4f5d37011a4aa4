/**
 * Moving `TestClock` while sockets are open. Effect 4's `TestClock.adjust` wakes every sleep due in the interval
 * without letting the event loop run between them, so a client's ping and the pong timeout after it are both
 * woken before the pong (real I/O) can arrive: every socket closes as silent, and its reconnection waits on the
 * test clock. Effect 3's `adjust` let the event loop turn after each wake. `adjust` here moves the clock in steps
 * of at most half the client's pong timeout (1 s by default), with a turn of the event loop after each, so every
 * ping is answered before its timeout is due.
 */
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"

/** One turn of the event loop (timers and I/O), in real time. */
const turn: Effect.Effect<void> = Effect.callback<void>((resume) => {
  const timer = setTimeout(() => resume(Effect.void), 0)
  return Effect.sync(() => clearTimeout(timer))
})

/** `TestClock.adjust(duration)` in steps of `step` (default 500 ms), the event loop turning after each. */
export const adjust = (duration: Duration.Input, step: Duration.Input = "500 millis"): Effect.Effect<void> =>
  Effect.gen(function* () {
    let left = Duration.toMillis(Duration.fromInputUnsafe(duration))
    const each = Duration.toMillis(Duration.fromInputUnsafe(step))
    while (left > 0) {
      const by = Math.min(each, left)
      yield* TestClock.adjust(by)
      yield* turn
      left -= by
    }
  })
