import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as RateBudgetStore from "../../src/Layers/RateBudgetStore.js"

// The exchange counts a request against the IP (600 per 5 s) when it arrives, which is some time after the client
// drew the unit: a stamp left at the draw leaves the client's window before the server's count of it does, and the
// send it then lets through is refused with HTTP 403 (a ban of 10 minutes). These pin that the unit stays counted
// until the call ends.

const publicDraw: RateBudget.Draw = {
  group: "market/tickers",
  category: "linear",
  isRead: true,
  cost: 1,
  account: undefined
}
const privateDraw: RateBudget.Draw = {
  group: "order/realtime",
  category: "linear",
  isRead: true,
  cost: 1,
  account: "acct"
}

// the model's callers: public calls and calls signed by two different accounts (two credential sets)
const draws: ReadonlyArray<RateBudget.Draw> = [publicDraw, privateDraw, { ...privateDraw, account: "other" }]

/** Lets forked fibers run up to their next wait. */
const yieldAll = Effect.repeat(Effect.yieldNow, { times: 20 })

// The in-memory store, and a copy of it (a store built around another's record).
const paths = [
  { name: "in-memory store", store: RateBudgetStore.makeMemory },
  { name: "a copy of it", store: Effect.map(RateBudgetStore.makeMemory, (memory) => ({ ...memory })) }
] as const

describe("RateBudget: the per-IP window", () => {
  for (const { name, store } of paths) {
    it.effect(`a request that reached the server late is counted until its call ended (${name})`, () =>
      Effect.gen(function* () {
        const budget = RateBudget.makeWith(yield* store, { marginMs: 0 })
        // drawn at 0, reaches the server at 30 and ends at 40
        const late = yield* Effect.forkChild(RateBudget.withUnits(budget, publicDraw, () => Effect.sleep("40 millis")))
        yield* yieldAll
        yield* TestClock.adjust("4990 millis")
        // 599 more, each ended at once: the window holds 600
        for (let i = 0; i < 599; i++) yield* RateBudget.withUnits(budget, publicDraw, () => Effect.void)
        yield* Fiber.join(late)
        // at 5010 the server still counts the late request (it arrived at 30): a send now would be its 601st
        yield* TestClock.adjust("20 millis")
        const next = yield* Effect.forkChild(budget.hold(publicDraw))
        yield* yieldAll
        expect(next.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust("29 millis")
        yield* yieldAll
        expect(next.pollUnsafe()).toBeUndefined()
        // the call ended at 40: 5 s later it has left every count (the hold answers its group's stamp, 5010, and
        // keeps the IP unit under it while the call is in flight)
        yield* TestClock.adjust("1 millis")
        expect(yield* Fiber.join(next)).toBe(5010)
        const ip = (yield* budget.snapshot).get("ip")
        expect(ip?.stamps).toHaveLength(600)
        expect(ip?.inFlight).toEqual([5010])
      })
    )

    it.effect(`a call refused before it is sent holds no IP unit (${name})`, () =>
      Effect.gen(function* () {
        const budget = RateBudget.makeWith(yield* store, { marginMs: 0 })
        const failed = yield* Effect.flip(RateBudget.withUnits(budget, privateDraw, () => Effect.fail("refused")))
        expect(failed).toBe("refused")
        const ip = (yield* budget.snapshot).get("ip")
        expect(ip?.stamps).toEqual([0])
        expect(ip?.inFlight).toBeUndefined()
      })
    )

    // The model: calls start at random times, reach the server after a random delay and end after another; the
    // server counts each arrival against the IP's rolling 5 s window and refuses past 600. Whatever the delays, the
    // budget never lets a send through that the server refuses.
    it(`the server never counts a 601st request in 5 s from the IP's accounts, whatever the delays (${name})`, () =>
      fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              start: fc.integer({ min: 0, max: 3_000 }),
              arrive: fc.integer({ min: 0, max: 60 }),
              reply: fc.integer({ min: 0, max: 60 }),
              // public, or signed by one of two accounts: each account has its own groups, all share the IP
              who: fc.integer({ min: 0, max: 2 })
            }),
            { minLength: 650, maxLength: 900 }
          ),
          (calls) =>
            Effect.runPromise(
              Effect.gen(function* () {
                const budget = RateBudget.makeWith(yield* store, { marginMs: 0 })
                const arrivals: Array<number> = []
                let refused = 0
                const fibers = yield* Effect.forEach(calls, (call) =>
                  Effect.forkChild(
                    Effect.andThen(
                      Effect.sleep(call.start),
                      RateBudget.withUnits(budget, draws[call.who] ?? publicDraw, () =>
                        Effect.gen(function* () {
                          yield* Effect.sleep(call.arrive)
                          const at = yield* Clock.currentTimeMillis
                          // the server's count: its window, then this arrival
                          const counted = arrivals.filter((t) => t > at - 5_000).length
                          if (counted >= 600) refused++
                          else arrivals.push(at)
                          yield* Effect.sleep(call.reply)
                        })
                      )
                    )
                  )
                )
                for (let t = 0; t < 40; t++) {
                  yield* TestClock.adjust("500 millis")
                  yield* yieldAll
                }
                yield* Fiber.joinAll(fibers)
                expect(refused).toBe(0)
                expect(arrivals).toHaveLength(calls.length)
              }).pipe(Effect.provide(TestClock.layer()), Effect.scoped)
            )
        ),
        { numRuns: 15, endOnFailure: true }
      ))
  }
})
