import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as RateBudgetStore from "../../src/Layers/RateBudgetStore.js"

// The budget on the in-memory store takes its fast path (a draw, a settlement and a reply's correction in one step
// while no draw waits); the same budget over a copy of that store (`{ ...memory }`: not the object `makeMemory`
// made) takes the general path (lanes, one effect per store write). The model runs one random sequence of calls on
// both, in step on one TestClock, and compares every answer and the counters after every step.

const draws: ReadonlyArray<RateBudget.Draw> = [
  { group: "order/create", category: "linear", isRead: false, cost: 1, account: "a" },
  { group: "order/create", category: "linear", isRead: false, cost: 2, account: "a" },
  { group: "order/create", category: "spot", isRead: false, cost: 1, account: "b" },
  { group: "position/list", category: "linear", isRead: true, cost: 1, account: "a" },
  { group: "market/tickers", category: "linear", isRead: true, cost: 1, account: undefined }
]

type Op =
  | { readonly _tag: "advance"; readonly ms: number }
  | { readonly _tag: "acquire" | "hold"; readonly draw: number }
  | { readonly _tag: "pair"; readonly first: number; readonly second: number }
  | {
      readonly _tag: "observe"
      readonly call: number
      readonly limit: number
      readonly remaining: number
      readonly resetIn: number
      readonly sent: boolean
    }
  | { readonly _tag: "settle"; readonly call: number }
  | { readonly _tag: "pause"; readonly draw: number; readonly forMs: number | undefined }
  | { readonly _tag: "ban" }

const drawIndex = fc.integer({ min: 0, max: draws.length - 1 })
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 15, arbitrary: fc.record({ _tag: fc.constant("advance" as const), ms: fc.integer({ min: 0, max: 700 }) }) },
  { weight: 10, arbitrary: fc.record({ _tag: fc.constant("acquire" as const), draw: drawIndex }) },
  { weight: 20, arbitrary: fc.record({ _tag: fc.constant("hold" as const), draw: drawIndex }) },
  { weight: 5, arbitrary: fc.record({ _tag: fc.constant("pair" as const), first: drawIndex, second: drawIndex }) },
  {
    weight: 15,
    arbitrary: fc.record({
      _tag: fc.constant("observe" as const),
      call: fc.nat(),
      limit: fc.integer({ min: 0, max: 6 }),
      remaining: fc.integer({ min: 0, max: 6 }),
      resetIn: fc.integer({ min: -200, max: 1500 }),
      sent: fc.boolean()
    })
  },
  { weight: 15, arbitrary: fc.record({ _tag: fc.constant("settle" as const), call: fc.nat() }) },
  {
    weight: 5,
    arbitrary: fc.record({
      _tag: fc.constant("pause" as const),
      draw: drawIndex,
      forMs: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined })
    })
  },
  { weight: 1, arbitrary: fc.constant({ _tag: "ban" as const }) }
)

/** Lets forked fibers run up to their next wait. */
const yieldMany = Effect.repeat(Effect.yieldNow, { times: 20 })

type Outcome = string

/** A draw's answer: its stamp, its error's tag, or that it waits (it is then interrupted). */
const outcomeOf = (fiber: Fiber.Fiber<number, { readonly _tag: string }>): Effect.Effect<Outcome | number> =>
  Effect.gen(function* () {
    const exit = fiber.pollUnsafe()
    if (exit === undefined) {
      yield* Fiber.interrupt(fiber)
      return "waits"
    }
    if (Exit.isSuccess(exit)) return exit.value
    const error = exit.cause.reasons[0]
    return error !== undefined && error._tag === "Fail" ? error.error._tag : "defect"
  })

interface Side {
  readonly budget: RateBudget.RateBudgetService
  /** The held calls not yet settled: their draw and stamp. */
  readonly open: Array<{ readonly draw: RateBudget.Draw; readonly sentAt: number }>
}

/** Runs one step on one side; answers what it answered. */
const step = (side: Side, op: Op): Effect.Effect<ReadonlyArray<Outcome | number>> =>
  Effect.gen(function* () {
    const { budget, open } = side
    switch (op._tag) {
      case "advance":
        return []
      case "acquire":
      case "hold":
      case "pair": {
        const wanted =
          op._tag === "pair"
            ? [
                ["hold", op.first],
                ["hold", op.second]
              ]
            : [[op._tag, op.draw]]
        const fibers: Array<readonly [RateBudget.Draw, boolean, Fiber.Fiber<number, { readonly _tag: string }>]> = []
        for (const [kind, index] of wanted) {
          const draw = draws[index as number] as RateBudget.Draw
          const hold = kind === "hold"
          fibers.push([draw, hold, yield* Effect.forkChild(hold ? budget.hold(draw) : budget.acquire(draw))])
        }
        yield* yieldMany
        const answers: Array<Outcome | number> = []
        for (const [draw, hold, fiber] of fibers) {
          const answer = yield* outcomeOf(fiber)
          if (hold && typeof answer === "number") open.push({ draw, sentAt: answer })
          answers.push(answer)
        }
        return answers
      }
      case "observe": {
        const call = open[op.call % Math.max(1, open.length)]
        if (call === undefined) return []
        const now = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
        yield* budget.observe(call.draw, {
          limit: op.limit,
          remaining: op.remaining,
          resetAt: now + op.resetIn,
          ...(op.sent ? { sentAt: call.sentAt } : {})
        })
        return []
      }
      case "settle": {
        const at = op.call % Math.max(1, open.length)
        const call = open[at]
        if (call === undefined) return []
        open.splice(at, 1)
        yield* budget.settle(call.draw, call.sentAt)
        return []
      }
      case "pause": {
        const now = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
        const draw = draws[op.draw] as RateBudget.Draw
        yield* budget.pause(draw, op.forMs === undefined ? undefined : now + op.forMs)
        return []
      }
      case "ban":
        yield* budget.ban
        return []
    }
  })

const model = (ops: ReadonlyArray<Op>, options: RateBudget.Options) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(1_800_000_000_000)
    const memory = yield* RateBudgetStore.makeMemory
    const copied = yield* RateBudgetStore.makeMemory
    const fast: Side = { budget: RateBudget.makeWith(memory, options), open: [] }
    const general: Side = { budget: RateBudget.makeWith({ ...copied }, options), open: [] }
    for (const [i, op] of ops.entries()) {
      if (op._tag === "advance") yield* TestClock.adjust(`${op.ms} millis`)
      const a = yield* step(fast, op)
      const b = yield* step(general, op)
      const where = `step ${i}: ${JSON.stringify(op)}`
      expect(a, where).toEqual(b)
      expect(yield* fast.budget.snapshot, where).toEqual(yield* general.budget.snapshot)
      expect(yield* fast.budget.bannedUntil, where).toEqual(yield* general.budget.bannedUntil)
    }
  })

describe("RateBudget's fast path (the in-memory store)", () => {
  it(
    "answers and counts as the general path does, call for call",
    () =>
      fc.assert(
        fc.asyncProperty(
          fc.array(op, { minLength: 1, maxLength: 60 }),
          fc.record({
            limits: fc.record({
              "order/create": fc.integer({ min: 1, max: 4 }),
              "position/list": fc.integer({ min: 1, max: 3 })
            }),
            marginMs: fc.integer({ min: 0, max: 5 })
          }),
          async (ops, options) => {
            await Effect.runPromise(Effect.scoped(model(ops, options)).pipe(Effect.provide(TestClock.layer())))
          }
        ),
        { numRuns: 150, endOnFailure: true }
      ),
    120_000
  )

  it.effect("the store `makeMemory` made is the one known synchronous; a copy of it is not", () =>
    Effect.gen(function* () {
      const memory = yield* RateBudgetStore.makeMemory
      expect(RateBudgetStore.modifyUnsafeOf(memory)).toBeDefined()
      expect(RateBudgetStore.modifyUnsafeOf({ ...memory })).toBeUndefined()
    })
  )
})
