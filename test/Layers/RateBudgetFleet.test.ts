import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import { RateLimits } from "../../src/Emulator/RateLimits.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as RateBudgetStore from "../../src/Layers/RateBudgetStore.js"

// A model of a fleet sharing one budget, on TestClock: processes, each with its own budget over one shared store, send
// orders from several lanes; each request reaches the exchange after a random delay and its reply comes back after
// another, and the reply's headers go to `observe` as the executor hands them over. The exchange is the emulator's
// own counter (`RateLimits`: the documented rolling window). A process converts the stored times through its reading
// of the store's clock, which may be off by a few ms (what `RedisBudgetStore` does with a `TIME` reading): the
// stored times are on the store's clock, each process reads them shifted by its own error.
//
// The claim the fleet test makes at full scale: while every round trip stays well inside the window and every
// reading is tight (the Redis store keeps readings right to within 1.5 ms), the exchange never refuses one.

const uid = "fleet-uid"
const draw: RateBudget.Draw = { group: "order/create", category: "linear", isRead: false, cost: 1, account: uid }

interface Plan {
  /** Each process's clock-reading error, ms. */
  readonly errors: ReadonlyArray<number>
  readonly lanes: number
  /** Per request, in order of sending: ms to the exchange and ms back (cycled). */
  readonly delays: ReadonlyArray<readonly [number, number]>
  readonly simulatedMs: number
  /** The lanes hold their units until the call is settled (`RateBudget.withUnits`), as the executor does. */
  readonly hold?: boolean
}

/** The shared store as one process sees it: stored times are on the store's clock, read `error` ms off. */
const through = (shared: RateBudgetStore.RateBudgetStoreService, error: number) => {
  const shift = (state: RateBudgetStore.BucketState, by: number): RateBudgetStore.BucketState => ({
    ...state,
    stamps: state.stamps.map((t) => t + by),
    pausedUntil: state.pausedUntil + by,
    ...(state.inFlight === undefined ? {} : { inFlight: state.inFlight.map((t) => t + by) })
  })
  return {
    ...shared,
    modify: <A>(
      key: string,
      f: (current: RateBudgetStore.BucketState | undefined) => readonly [A, RateBudgetStore.BucketState]
    ) =>
      shared.modify(key, (stored) => {
        const [answer, next] = f(stored === undefined ? undefined : shift(stored, -error))
        return [answer, shift(next, error)] as const
      })
  } satisfies RateBudgetStore.RateBudgetStoreService
}

const now = Effect.clockWith((clock) => clock.currentTimeMillis)

/** Runs the fleet for `simulatedMs` of TestClock; answers what the exchange granted and refused. */
const runFleet = (plan: Plan) =>
  Effect.gen(function* () {
    const exchange = new RateLimits()
    const shared = yield* RateBudgetStore.makeMemory
    let next = 0
    let granted = 0
    let refused = 0
    const lane = (budget: RateBudget.RateBudgetService) =>
      Effect.forever(
        Effect.gen(function* () {
          const [there, back] = plan.delays[next++ % plan.delays.length] ?? [1, 1]
          const call = (sentAt: number) =>
            Effect.gen(function* () {
              yield* Effect.sleep(`${there} millis`)
              const answer = exchange.take(uid, draw.group, draw.category, draw.isRead, yield* now)
              if (answer.granted === 0) refused++
              else granted++
              yield* Effect.sleep(`${back} millis`)
              yield* budget.observe(draw, {
                limit: answer.limit,
                remaining: answer.remaining,
                resetAt: answer.resetAt,
                sentAt
              })
            })
          yield* plan.hold === true
            ? RateBudget.withUnits(budget, draw, call)
            : Effect.flatMap(budget.acquire(draw), call)
        })
      )
    // an epoch far from 0, as a real clock's (a stored "not paused" 0 read through another process's error must not
    // look like a pause)
    yield* TestClock.setTime(1_800_000_000_000)
    const lanes: Array<Fiber.Fiber<never, unknown>> = []
    for (const error of plan.errors) {
      // a process whose reading is exact reads the store as it is, beside the others' readings through an error
      const budget = RateBudget.makeWith(error === 0 ? shared : through(shared, error))
      for (let k = 0; k < plan.lanes; k++) lanes.push(yield* Effect.forkScoped(lane(budget)))
    }
    yield* TestClock.adjust(`${plan.simulatedMs} millis`)
    // every lane still running: none stopped on a failure
    for (const fiber of lanes) expect(fiber.pollUnsafe()).toBeUndefined()
    return { granted, refused }
  })

describe("a fleet sharing one budget (model on TestClock)", () => {
  it(
    "never refused while round trips stay inside the window and clock readings are tight; the budget is used",
    () =>
      fc.assert(
        fc.asyncProperty(
          fc.record({
            // a tight reading is right to within 1.5 ms, and the store rounds it to a whole ms: within 2 of the truth
            errors: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 2, maxLength: 4 }),
            lanes: fc.integer({ min: 1, max: 3 }),
            // at least 1 ms each way: Effect 4's TestClock returns from a 0 ms sleep without suspending, so lanes of
            // 0 ms round trips spin at one instant while `adjust` moves the clock past them (the model stalls)
            delays: fc.array(fc.tuple(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 120 })), {
              minLength: 1,
              maxLength: 30
            }),
            simulatedMs: fc.constant(2_500)
          }),
          async (plan) => {
            const { granted, refused } = await Effect.runPromise(
              Effect.scoped(runFleet(plan)).pipe(Effect.provide(TestClock.layer()))
            )
            expect(refused).toBe(0)
            // 10 per second: the fleet is held to the window, not starved by it
            expect(granted).toBeGreaterThanOrEqual(15)
          }
        ),
        { numRuns: 15, endOnFailure: true }
      ),
    120_000
  )

  it(
    "units held until their call is settled: never refused, even when a request takes longer than the window to arrive",
    () =>
      fc.assert(
        fc.asyncProperty(
          fc.record({
            errors: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 2, maxLength: 4 }),
            lanes: fc.integer({ min: 1, max: 3 }),
            // a busy machine: some requests reach the exchange more than a window after their units were granted
            delays: fc.array(fc.tuple(fc.integer({ min: 1, max: 1_600 }), fc.integer({ min: 1, max: 300 })), {
              minLength: 1,
              maxLength: 30
            }),
            simulatedMs: fc.constant(4_000),
            hold: fc.constant(true)
          }),
          async (plan) => {
            const { granted, refused } = await Effect.runPromise(
              Effect.scoped(runFleet(plan)).pipe(Effect.provide(TestClock.layer()))
            )
            expect(refused).toBe(0)
            expect(granted).toBeGreaterThan(0)
          }
        ),
        { numRuns: 15, endOnFailure: true }
      ),
    120_000
  )

  // Two plans the property drew on Effect 4: a spent reply raised the stamps of requests still in flight to the
  // server's floor, and their own replies, no longer finding their stamps, left them there to leave a window early.
  it.effect("a spent reply's raised stamps still move with their requests' replies", () =>
    Effect.gen(function* () {
      const plans: ReadonlyArray<Plan> = [
        {
          errors: [-1, 2, -1],
          lanes: 3,
          delays: [
            [120, 59],
            [46, 58],
            [100, 25],
            [56, 38],
            [85, 100],
            [29, 5],
            [2, 108],
            [42, 56],
            [112, 50],
            [97, 30],
            [9, 36],
            [110, 65]
          ],
          simulatedMs: 2_500
        },
        {
          errors: [-1, 2, 1, 0],
          lanes: 2,
          delays: [
            [58, 82],
            [28, 3],
            [57, 118],
            [109, 11],
            [14, 28],
            [82, 62],
            [61, 107],
            [62, 78],
            [96, 6],
            [69, 25],
            [29, 23]
          ],
          simulatedMs: 2_500
        }
      ]
      for (const plan of plans) {
        const { granted, refused } = yield* Effect.scoped(runFleet(plan))
        expect(refused).toBe(0)
        expect(granted).toBeGreaterThanOrEqual(15)
      }
    }).pipe(Effect.provide(TestClock.layer()))
  )

  // Drawn on Effect 4 too: two lanes of one process held units stamped in the same ms; the end of the observed call
  // settled its sibling, still in flight, which then left its window before the server counted it.
  it.effect("the end of an observed call never settles a sibling held in the same ms", () =>
    Effect.gen(function* () {
      const plans: ReadonlyArray<Plan> = [
        {
          errors: [1, 0, 0, 0],
          lanes: 3,
          delays: [
            [4, 224],
            [1142, 294],
            [8, 9],
            [10, 287]
          ],
          simulatedMs: 4_000,
          hold: true
        },
        {
          errors: [0, 2, 0],
          lanes: 3,
          delays: [
            [1595, 126],
            [343, 297],
            [3, 293],
            [4, 228],
            [11, 7],
            [7, 170],
            [182, 42],
            [7, 9]
          ],
          simulatedMs: 4_000,
          hold: true
        }
      ]
      for (const plan of plans) {
        const { granted, refused } = yield* Effect.scoped(runFleet(plan))
        expect(refused).toBe(0)
        expect(granted).toBeGreaterThan(0)
      }
    }).pipe(Effect.provide(TestClock.layer()))
  )

  it.effect("units stamped at the grant only (no hold) are refused when a request arrives a window late", () =>
    Effect.gen(function* () {
      const { refused } = yield* runFleet({
        errors: [0, 0],
        lanes: 3,
        delays: [
          [1_200, 5],
          [5, 5],
          [5, 5],
          [5, 5],
          [5, 5],
          [5, 5]
        ],
        simulatedMs: 4_000
      })
      expect(refused).toBeGreaterThan(0)
    }).pipe(Effect.scoped)
  )

  it.effect("the model can fail: readings 12 ms apart (one taken while a process was busy) draw refusals", () =>
    Effect.gen(function* () {
      const { refused } = yield* runFleet({
        errors: [-12, 12],
        lanes: 3,
        delays: [
          [5, 5],
          [2, 9],
          [7, 3]
        ],
        simulatedMs: 3_000
      })
      expect(refused).toBeGreaterThan(0)
    }).pipe(Effect.scoped)
  )
})
