import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import type * as RateBudgetStore from "../../src/Layers/RateBudgetStore.js"
import { withEmulator } from "../support/Harness.js"
import { waitForValue } from "../support/WaitFor.js"

// The REST executor holds a call's units while it is in flight (RateBudget.hold): a request whose answer takes longer
// than the window is still counted, and its unit leaves a window after the answer, not after the send.

const order = (orderLinkId: string) => ({
  category: "linear" as const,
  symbol: "BTCUSDT",
  side: "Buy" as const,
  orderType: "Market" as const,
  qty: "0.001",
  orderLinkId
})

const orderCreate = (snapshot: ReadonlyMap<string, RateBudgetStore.BucketState>) =>
  [...snapshot].find(([key]) => key.endsWith("|order/create:derivatives"))?.[1]

describe("the executor on the rate budget's held units", () => {
  it.live("a call in flight past its window holds its unit; the next waits for a window after the answer", () =>
    withEmulator(
      {
        seed: 3,
        setup: (emulator) => {
          // one order per second, at both ends (the answers' headers would otherwise correct the budget's limit)
          emulator.admin.rateLimits.setLimit(emulator.uid, "order/create", 1)
          emulator.admin.faults.injectDelay(1_500, 1, "/v5/order/create")
        },
        rest: { rateBudget: { limits: { "order/create": 1 } } }
      },
      () =>
        Effect.gen(function* () {
          const budget = yield* RateBudget.RateBudget
          const first = yield* Effect.forkChild(Trade.submitOrder(order("hold-1")))
          const held = yield* waitForValue(
            Effect.orDie(budget.snapshot),
            (snapshot) => (orderCreate(snapshot)?.inFlight?.length ?? 0) === 1,
            "the first order's unit in flight"
          )
          const sentAt = orderCreate(held)?.inFlight?.[0] ?? Number.NaN
          const second = yield* Effect.forkChild(Trade.submitOrder(order("hold-2")))
          yield* Fiber.join(first)
          // answered after 1.5 s: its unit moved to the answer (a window after its send it was still counted)
          const answered = orderCreate(yield* Effect.orDie(budget.snapshot))
          const answeredAt = answered?.stamps[0] ?? Number.NaN
          expect(answeredAt - sentAt).toBeGreaterThanOrEqual(1_500)
          yield* Fiber.join(second)
          const after = orderCreate(yield* Effect.orDie(budget.snapshot))
          expect(after?.inFlight).toBeUndefined()
          // limit 1: the second order's unit was granted only once the first's left its window, after the answer
          const secondAt = after?.stamps.at(-1) ?? Number.NaN
          expect(secondAt - answeredAt).toBeGreaterThanOrEqual(1_000)
        })
    )
  )

  it.live("a call the exchange refuses settles its units at its end, its IP unit too: nothing stays in flight", () =>
    withEmulator({ seed: 4 }, () =>
      Effect.gen(function* () {
        const budget = yield* RateBudget.RateBudget
        const refused = yield* Effect.flip(
          Trade.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId: "no-such-order" })
        )
        expect(refused._tag).not.toBe("HttpError")
        const snapshot = yield* Effect.orDie(budget.snapshot)
        expect(snapshot.get("ip")?.stamps.length).toBe(1)
        for (const [key, state] of snapshot) expect([key, state.inFlight]).toEqual([key, undefined])
      })
    )
  )
})
