import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import type { RateBudgetUnavailable } from "../../src/Layers/RateBudgetStore.js"
import * as RateBudgetStore from "../../src/Layers/RateBudgetStore.js"

const draw = (overrides: Partial<RateBudget.Draw> = {}): RateBudget.Draw => ({
  group: "order/realtime",
  category: "linear",
  isRead: true,
  cost: 1,
  account: "acct",
  ...overrides
})

const make = (options: RateBudget.Options = {}) =>
  Effect.map(RateBudgetStore.makeMemory, (store) => RateBudget.makeWith(store, { marginMs: 0, ...options }))

/** Lets forked fibers run up to their next wait. */
const settle = Effect.repeat(Effect.yieldNow, { times: 20 })

describe("RateBudget", () => {
  it("seeds its limits from the documented table", () => {
    expect(RateBudget.limitFor("order/create", "spot", false)).toEqual({ limit: 20, windowMs: 1000 })
    expect(RateBudget.limitFor("order/create", "linear", false)).toEqual({ limit: 10, windowMs: 1000 })
    expect(RateBudget.limitFor("order/cancel-all", "option", false)).toEqual({ limit: 1, windowMs: 1000 })
    expect(RateBudget.limitFor("account/borrow", undefined, false)).toEqual({ limit: 1, windowMs: 1000 })
    expect(RateBudget.limitFor("asset/withdraw/cancel", undefined, false)).toEqual({ limit: 60, windowMs: 60_000 })
    expect(RateBudget.limitFor("something/new", undefined, true)).toEqual({ limit: 50, windowMs: 1000 })
    expect(RateBudget.limitFor("something/new", undefined, false)).toEqual({ limit: 10, windowMs: 1000 })
    expect(RateBudget.bucketOf("order/create", "inverse")).toBe("order/create:derivatives")
    expect(RateBudget.bucketOf("position/list", "linear")).toBe("position/list")
  })

  it.effect("a spent group waits for its window instead of sending", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 2 } })
      yield* budget.acquire(draw())
      yield* TestClock.adjust("300 millis")
      yield* budget.acquire(draw())
      const third = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      expect(third.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("699 millis")
      yield* settle
      expect(third.pollUnsafe()).toBeUndefined()
      // the first unit leaves the rolling window at 1000 ms
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(third)
      const snapshot = yield* budget.snapshot
      expect(snapshot.get("acct|order/realtime")?.stamps).toEqual([300, 1000])
    })
  )

  it.effect("waiters are served first come, first served", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 1 } })
      yield* budget.acquire(draw())
      const served: Array<number> = []
      const fibers: Array<Fiber.Fiber<number, RateBudget.IpBanned | RateBudgetUnavailable>> = []
      for (let i = 0; i < 4; i++) {
        fibers.push(
          yield* Effect.forkChild(Effect.tap(budget.acquire(draw()), () => Effect.sync(() => served.push(i))))
        )
        yield* settle
      }
      for (let step = 1; step <= 4; step++) {
        yield* TestClock.adjust("1 second")
        yield* settle
        expect(served).toEqual([0, 1, 2, 3].slice(0, step))
      }
      yield* Fiber.joinAll(fibers)
    })
  )

  it.effect("an interrupted waiter gives its turn to the next one", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 1 } })
      yield* budget.acquire(draw())
      const first = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      const second = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      yield* Fiber.interrupt(first)
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(second)
    })
  )

  it.effect("a batch draws one unit per order", () =>
    Effect.gen(function* () {
      const budget = yield* make()
      const batch = draw({ group: "order/create-batch", isRead: false, cost: 6 })
      yield* budget.acquire(batch)
      const second = yield* Effect.forkChild(budget.acquire(batch))
      yield* settle
      // 10 per second for linear: 6 + 6 does not fit
      expect(second.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(second)
      const snapshot = yield* budget.snapshot
      expect(snapshot.get("acct|order/create-batch:derivatives")?.stamps).toHaveLength(6)
    })
  )

  it.effect("a reply moves its request's units from the send to the reply's arrival: the server counted it later", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 2 } })
      const first = yield* budget.acquire(draw())
      expect(first).toBe(0)
      yield* TestClock.adjust("5 millis")
      const second = yield* budget.acquire(draw())
      expect(second).toBe(5)
      // the first reply arrives at 40 ms: the server counted that request somewhere in (0, 40]
      yield* TestClock.adjust("35 millis")
      yield* budget.observe(draw(), { limit: 2, remaining: 1, resetAt: 30, sentAt: first })
      expect((yield* budget.snapshot).get("acct|order/realtime")?.stamps).toEqual([5, 40])
      const third = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      // the second unit (still at its send) leaves first, at 1005 ms; the moved one at 1040 ms
      yield* TestClock.adjust("964 millis")
      yield* settle
      expect(third.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(third)).toBe(1005)
      const fourth = yield* Effect.forkChild(budget.acquire(draw()))
      yield* TestClock.adjust("34 millis")
      yield* settle
      expect(fourth.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(fourth)).toBe(1040)
    })
  )

  it.effect("a unit whose call is in flight longer than its window stays spent until its reply is observed", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 1 } })
      const sentAt = yield* budget.hold(draw())
      expect(sentAt).toBe(0)
      const second = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      // one window and more after its stamp the call is still in flight: the exchange has not counted it yet
      yield* TestClock.adjust("1500 millis")
      yield* settle
      expect(second.pollUnsafe()).toBeUndefined()
      expect((yield* budget.snapshot).get("acct|order/realtime")?.inFlight).toEqual([0])
      // the reply arrives at 1500 ms (the server counted the request at 1400): its unit leaves a window after it
      yield* budget.observe(draw(), { limit: 1, remaining: 0, resetAt: 2400, sentAt })
      expect((yield* budget.snapshot).get("acct|order/realtime")).toMatchObject({ stamps: [1500] })
      expect((yield* budget.snapshot).get("acct|order/realtime")?.inFlight).toBeUndefined()
      yield* TestClock.adjust("999 millis")
      yield* settle
      expect(second.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(second)).toBe(2500)
    })
  )

  it.effect("a call that fails before any reply settles its units when it fails (a window later they are free)", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 1 } })
      const call = yield* Effect.forkChild(
        RateBudget.withUnits(budget, draw(), () => Effect.andThen(Effect.sleep("3 seconds"), Effect.fail("refused")))
      )
      yield* settle
      const second = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      yield* TestClock.adjust("2 seconds")
      yield* settle
      // in flight past its window: still spent
      expect(second.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 second")
      // the call failed at 3000 ms without a reply: settled there, free at 4000 ms
      expect(yield* Effect.flip(Fiber.join(call))).toBe("refused")
      expect((yield* budget.snapshot).get("acct|order/realtime")).toMatchObject({ stamps: [3000] })
      expect((yield* budget.snapshot).get("acct|order/realtime")?.inFlight).toBeUndefined()
      yield* TestClock.adjust("999 millis")
      yield* settle
      expect(second.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      expect(yield* Fiber.join(second)).toBe(4000)
    })
  )

  it.effect("two calls granted in the same ms: the end of the observed one leaves its sibling in flight", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 2 } })
      const sibling = yield* Effect.forkChild(RateBudget.withUnits(budget, draw(), () => Effect.never))
      const answered = yield* Effect.forkChild(
        RateBudget.withUnits(budget, draw(), (sentAt) =>
          Effect.andThen(
            Effect.sleep("20 millis"),
            budget.observe(draw(), { limit: 2, remaining: 0, resetAt: 1010, sentAt })
          )
        )
      )
      yield* settle
      expect((yield* budget.snapshot).get("acct|order/realtime")?.inFlight).toEqual([0, 0])
      yield* TestClock.adjust("20 millis")
      yield* Fiber.join(answered)
      // the sibling, same stamp, has not been answered: it stays in flight, whatever its age
      expect((yield* budget.snapshot).get("acct|order/realtime")).toMatchObject({ stamps: [0, 20], inFlight: [0] })
      yield* TestClock.adjust("2980 millis")
      // at 3000 ms one unit is free (the answered call's left at 1020), not two: the sibling still holds its own
      expect(yield* budget.acquire(draw())).toBe(3000)
      const fourth = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      expect(fourth.pollUnsafe()).toBeUndefined()
      yield* Fiber.interrupt(sibling)
      // settled at its end (3000 ms): free a window later
      expect((yield* budget.snapshot).get("acct|order/realtime")?.inFlight).toBeUndefined()
      yield* TestClock.adjust("1 second")
      expect(yield* Fiber.join(fourth)).toBe(4000)
    })
  )

  it.effect("an interrupted call settles its units; a reply observed settles them once (the end changes nothing)", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 2 } })
      const interrupted = yield* Effect.forkChild(RateBudget.withUnits(budget, draw(), () => Effect.never))
      yield* settle
      const answered = yield* Effect.forkChild(
        RateBudget.withUnits(budget, draw(), (sentAt) =>
          Effect.andThen(
            Effect.sleep("2 seconds"),
            budget.observe(draw(), { limit: 2, remaining: 1, resetAt: 2900, sentAt })
          )
        )
      )
      yield* settle
      expect((yield* budget.snapshot).get("acct|order/realtime")?.inFlight).toEqual([0, 0])
      yield* TestClock.adjust("1500 millis")
      yield* Fiber.interrupt(interrupted)
      yield* TestClock.adjust("500 millis")
      yield* Fiber.join(answered)
      const state = (yield* budget.snapshot).get("acct|order/realtime")
      expect(state?.stamps).toEqual([1500, 2000])
      expect(state?.inFlight).toBeUndefined()
      const third = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      expect(third.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("500 millis")
      expect(yield* Fiber.join(third)).toBe(2500)
    })
  )

  it.effect("a unit is stamped when the store writes it, not when the call began (a shared store may wait first)", () =>
    Effect.gen(function* () {
      const memory = yield* RateBudgetStore.makeMemory
      // a store that runs each update 300 ms after it is asked (a lock, a conflicting writer of the fleet)
      const slow: RateBudgetStore.RateBudgetStoreService = {
        ...memory,
        modify: (key, f) => Effect.andThen(Effect.sleep("300 millis"), memory.modify(key, f))
      }
      const budget = RateBudget.makeWith(slow, { marginMs: 0 })
      const acquiring = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      // the IP check, the group's update, the IP check again, the IP's update: 300 ms each
      for (let n = 0; n < 4; n++) {
        yield* TestClock.adjust("300 millis")
        yield* settle
      }
      const sentAt = yield* Fiber.join(acquiring)
      expect(sentAt).toBe(600)
      expect((yield* memory.entries).get("acct|order/realtime")?.stamps).toEqual([600])
    })
  )

  it.effect("the headers correct the budget: units spent elsewhere are counted until the reset", () =>
    Effect.gen(function* () {
      const budget = yield* make()
      yield* TestClock.adjust("10 seconds")
      yield* budget.acquire(draw())
      // the server says the group is spent until 10 400 ms (another process used it)
      yield* budget.observe(draw(), { limit: 50, remaining: 0, resetAt: 10_400 })
      const next = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      expect(next.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("399 millis")
      yield* settle
      expect(next.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(next)
      // and a lower limit than documented replaces the seed
      yield* budget.observe(draw({ group: "position/list" }), { limit: 2, remaining: 1, resetAt: 10_400 })
      expect((yield* budget.snapshot).get("acct|position/list")?.limit).toBe(2)
    })
  )

  it.effect("10006 pauses the group until the reset, other groups go on", () =>
    Effect.gen(function* () {
      const budget = yield* make()
      yield* budget.pause(draw(), 700)
      const paused = yield* Effect.forkChild(budget.acquire(draw()))
      yield* budget.acquire(draw({ group: "position/list" }))
      yield* settle
      expect(paused.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("700 millis")
      yield* Fiber.join(paused)
      // without a reset time the pause is the fallback (1 s)
      yield* budget.pause(draw())
      const fallback = yield* Effect.forkChild(budget.acquire(draw()))
      yield* TestClock.adjust("999 millis")
      yield* settle
      expect(fallback.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fallback)
    })
  )

  it.effect("HTTP 403 pauses every group and fails waiting and new calls with IpBanned instead of hanging", () =>
    Effect.gen(function* () {
      const budget = yield* make({ limits: { "order/realtime": 1 }, banDuration: "10 minutes" })
      yield* budget.acquire(draw())
      const waiting = yield* Effect.forkChild(budget.acquire(draw()))
      yield* settle
      yield* budget.ban
      const error = yield* Fiber.join(waiting).pipe(Effect.as("granted"), Effect.flip)
      expect(error).toBeInstanceOf(RateBudget.IpBanned)
      expect(error._tag === "IpBanned" && error.until).toBe(600_000)
      expect(error.message).toContain("HTTP 403")
      const other = yield* Effect.flip(budget.acquire(draw({ group: "position/list", account: undefined })))
      expect(other._tag).toBe("IpBanned")
      expect(yield* budget.bannedUntil).toBe(600_000)
      yield* TestClock.adjust("10 minutes")
      yield* budget.acquire(draw())
      expect(yield* budget.bannedUntil).toBeUndefined()
    })
  )

  it.effect("the ban duration is configurable", () =>
    Effect.gen(function* () {
      const budget = yield* make({ banDuration: "30 seconds" })
      yield* budget.ban
      expect(yield* budget.bannedUntil).toBe(30_000)
    })
  )

  it.effect("public calls count against the IP only: 600 per 5 seconds", () =>
    Effect.gen(function* () {
      const budget = yield* make()
      const publicDraw = draw({ group: "market/tickers", account: undefined })
      for (let i = 0; i < 600; i++) yield* budget.acquire(publicDraw)
      const next = yield* Effect.forkChild(budget.acquire(publicDraw))
      yield* settle
      expect(next.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("5 seconds")
      yield* Fiber.join(next)
      expect((yield* budget.snapshot).get("public|market/tickers")?.stamps).toEqual([])
    })
  )

  it.effect("the counters live in the store it is given", () =>
    Effect.gen(function* () {
      const memory = yield* RateBudgetStore.makeMemory
      const keys: Array<string> = []
      const store: RateBudgetStore.RateBudgetStoreService = {
        modify: (key, f) =>
          Effect.andThen(
            Effect.sync(() => keys.push(key)),
            memory.modify(key, f)
          ),
        entries: memory.entries
      }
      const budget = yield* RateBudget.make().pipe(Effect.provideService(RateBudgetStore.RateBudgetStore, store))
      yield* budget.acquire(draw())
      expect(keys).toContain("acct|order/realtime")
      expect(keys).toContain("ip")
      expect((yield* memory.entries).get("ip")?.stamps).toHaveLength(1)
    })
  )
})
