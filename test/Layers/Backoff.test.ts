/**
 * The back-off schedules written as one step function give, step for step and under the same random seed, the delays
 * (and the end) of the Schedule combinators they stand for.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Cause from "effect/Cause"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Random from "effect/Random"
import * as Schedule from "effect/Schedule"
import * as RetryPolicy from "../../src/Http/internal/retryPolicy.js"
import * as Backoff from "../../src/Layers/Backoff.js"
import * as Session from "../../src/Socket/Session.js"

// each step's delay in ms, or "done", for `steps` steps of a fresh run, drawing from a generator seeded with `seed`
const delays = (schedule: Schedule.Schedule<unknown, unknown>, steps: number, seed: string) =>
  Effect.gen(function* () {
    const step = yield* Schedule.toStep(schedule)
    const out: Array<number | "done"> = []
    for (let i = 0; i < steps; i++) {
      const next = yield* Effect.result(step(0, undefined))
      if (next._tag === "Failure") {
        expect(Cause.isDone(next.failure)).toBe(true)
        out.push("done")
        break
      }
      out.push(Duration.toMillis(next.success[1]))
    }
    return out
  }).pipe(Random.withSeed(seed))

describe("back-off", () => {
  it.effect("the reconnect default is Effect's concat of a 500 ms wait and a jittered exponential capped at 30 s", () =>
    Effect.gen(function* () {
      const combinators = Schedule.concat(
        Schedule.duration("500 millis"),
        Schedule.min([Schedule.jittered(Schedule.exponential("1 second")), Schedule.spaced("30 seconds")])
      )
      for (const seed of ["a", "b", "c"]) {
        const ours = yield* delays(Session.defaultReconnect, 12, seed)
        expect(ours).toEqual(yield* delays(combinators, 12, seed))
        expect(ours[0]).toBe(500)
        expect(ours.at(-1)).toBe(30_000)
      }
    })
  )

  it.effect("the retry back-off is Effect's jittered exponential capped at maxDelay, at most `retries` times", () =>
    Effect.gen(function* () {
      for (const policy of [{}, { retries: 6, baseDelay: "250 millis", maxDelay: "2 seconds" }] as const) {
        const combinators = Schedule.max([
          Schedule.jittered(
            Schedule.min([
              Schedule.exponential(policy.baseDelay ?? RetryPolicy.defaults.baseDelay),
              Schedule.spaced(policy.maxDelay ?? RetryPolicy.defaults.maxDelay)
            ])
          ),
          Schedule.recurs(policy.retries ?? RetryPolicy.defaults.retries)
        ])
        for (const seed of ["a", "b"]) {
          const ours = yield* delays(RetryPolicy.backoff(policy), 10, seed)
          expect(ours).toEqual(yield* delays(combinators, 10, seed))
          expect(ours.at(-1)).toBe("done")
          expect(ours.length).toBe((policy.retries ?? RetryPolicy.defaults.retries) + 1)
        }
      }
      // a run counts its own steps: a second run starts again at the first delay
      const schedule = Backoff.make({ first: 5, base: 10, cap: 100, capBeforeJitter: false })
      expect((yield* delays(schedule, 1, "a"))[0]).toBe(5)
      expect((yield* delays(schedule, 1, "a"))[0]).toBe(5)
    })
  )
})
