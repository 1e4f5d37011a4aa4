// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import * as Harness from "../support/Harness.js"
import { restingBuy as order } from "../support/Orders.js"
import { waitFor } from "../support/WaitFor.js"

// On the TestClock: the client's budget and the exchange's rate windows read the same clock, which moves only when
// the test moves it. How fast the machine is (a request's time on the wire, a loaded CI runner) changes nothing the
// tests look at: the exchange stamps each order with the test clock's time when it accepts it.

const startAt = Date.UTC(2026, 0, 15)

/**
 * The emulator at `startAt`, funded, with a server-side order/create limit of `serverLimit` (client: 10/s); in this
 * process, its frames handed over as tasks of the scheduler.
 */
const limited = (serverLimit: number): Harness.Options => ({
  seed: 5,
  startAt,
  inProcess: true,
  setup: (emulator) => {
    emulator.admin.setBalance("USDT", "1000000")
    emulator.admin.rateLimits.setLimit(emulator.uid, "order/create", serverLimit)
  }
})

/** The orders the exchange accepts from now on: orderLinkId -> the exchange's time (the test clock's) of acceptance. */
const accepted = (emulator: Emulator.EmulatorHandle) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const at = new Map<string, number>()
      const stop = emulator.admin.exchange.onPrivate((event) => {
        if (event.topic !== "order") return
        for (const o of event.data as ReadonlyArray<{ readonly orderLinkId?: string }>) {
          if (o.orderLinkId !== undefined && !at.has(o.orderLinkId)) at.set(o.orderLinkId, event.creationTime)
        }
      })
      return { at, stop }
    }),
    ({ stop }) => Effect.sync(stop)
  ).pipe(Effect.map(({ at }) => at))

const createBucket = Effect.flatMap(RateBudget.RateBudget, (budget) =>
  Effect.map(budget.snapshot, (entries) => [...entries].find(([key]) => key.endsWith("|order/create:derivatives"))?.[1])
)

describe("TradeApi and the rate budget", () => {
  it.effect("a /v5/trade reply's X-Bapi-Limit corrects the group's budget: later orders wait instead of a 10006", () =>
    Harness.withEmulator(limited(3), (emulator) =>
      Effect.gen(function* () {
        const at = yield* accepted(emulator)
        yield* TradeApi.createOrder(order("b-1"))
        // seeded with the documented 10/s, corrected to the 3/s the server announced
        expect((yield* createBucket)?.limit).toBe(3)
        const started = yield* Clock.currentTimeMillis
        const all = yield* Effect.forkChild(
          Effect.all(
            ["b-2", "b-3", "b-4", "b-5"].map((id) => Effect.result(TradeApi.createOrder(order(id)))),
            { concurrency: "unbounded" }
          )
        )
        // the clock stands still: b-2 and b-3 fill the window of three at once
        yield* waitFor(() => at.size >= 3, "b-1 to b-3 accepted")
        // then it moves in steps of 50 ms until the fourth and fifth are through
        yield* waitFor(() => at.size === 5, "b-4 and b-5 accepted", { nudge: "50 millis", nudgeEvery: 1 })
        const results = yield* Fiber.join(all)
        expect(results.filter(Result.isFailure)).toEqual([])
        expect([at.get("b-1"), at.get("b-2"), at.get("b-3")]).toEqual([started, started, started])
        // five orders at 3/s: the fourth and fifth waited for the window (a second after the first three)
        expect(at.get("b-4")).toBeGreaterThanOrEqual(started + 1000)
        expect(at.get("b-5")).toBeGreaterThanOrEqual(started + 1000)
        const orders = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(orders.list.map((o) => o.orderLinkId).sort()).toEqual(["b-1", "b-2", "b-3", "b-4", "b-5"])
        expect(emulator.admin.violations()).toEqual([])
      }).pipe(Effect.provide(TradeApi.layer()))
    )
  )

  it.effect("a 10006 reply pauses the group until the announced reset; the next order waits and succeeds", () =>
    Harness.withEmulator(limited(2), (emulator) =>
      Effect.gen(function* () {
        const at = yield* accepted(emulator)
        // another process on the same key spent the server's budget for this second
        emulator.admin.rateLimits.take(emulator.uid, "order/create", "linear", false, emulator.admin.now(), 2)
        const refused = yield* Effect.flip(TradeApi.createOrder(order("p-1")))
        expect(refused._tag).toBe("RateLimitExceeded")
        const bucket = yield* createBucket
        expect(bucket?.pausedUntil ?? 0).toBeGreaterThan(yield* Clock.currentTimeMillis)
        // the server's count (2 of 2 used) replaced ours (1)
        expect(bucket?.stamps.length).toBeGreaterThanOrEqual(2)
        const pausedUntil = bucket?.pausedUntil ?? 0
        const next = yield* Effect.forkChild(TradeApi.createOrder(order("p-2")))
        yield* waitFor(() => at.has("p-2"), "p-2 accepted", { nudge: "50 millis", nudgeEvery: 1 })
        yield* Fiber.join(next)
        // it went out once the pause was over, not before
        expect(at.get("p-2")).toBeGreaterThanOrEqual(pausedUntil)
        expect(yield* Clock.currentTimeMillis).toBeGreaterThanOrEqual(pausedUntil)
        const orders = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(orders.list.map((o) => o.orderLinkId)).toEqual(["p-2"])
      }).pipe(Effect.provide(TradeApi.layer()))
    )
  )

  it.effect(
    "an order whose reply never comes holds its unit until the call ends (OutcomeUnknown), then settles it",
    () =>
      Harness.withEmulator(limited(10), (emulator) =>
        Effect.gen(function* () {
          emulator.admin.apply({ op: "trade-delay", withhold: true })
          const call = yield* Effect.forkChild(
            Effect.flip(TradeApi.createOrder(order("w-1"), { timeout: "5 seconds" }))
          )
          yield* waitFor(
            Effect.map(createBucket, (bucket) => (bucket?.inFlight?.length ?? 0) === 1),
            "the order's unit in flight"
          )
          const sentAt = (yield* createBucket)?.inFlight?.[0]
          // past its window without a reply: still held (the exchange may count it yet)
          yield* waitFor(
            Effect.map(Clock.currentTimeMillis, (now) => now >= startAt + 2_000),
            "two seconds",
            {
              nudge: "100 millis",
              nudgeEvery: 1
            }
          )
          expect((yield* createBucket)?.inFlight).toEqual([sentAt])
          yield* waitFor(() => call.pollUnsafe() !== undefined, "the call's end", {
            nudge: "500 millis",
            nudgeEvery: 1
          })
          expect((yield* Fiber.join(call))._tag).toBe("OutcomeUnknown")
          // settled at its end: a window after it, not after its send
          const bucket = yield* createBucket
          expect(bucket?.inFlight).toBeUndefined()
          expect(bucket?.stamps.at(-1) ?? 0).toBeGreaterThanOrEqual((sentAt ?? 0) + 5_000)
        }).pipe(Effect.provide(TradeApi.layer()))
      )
  )
})
