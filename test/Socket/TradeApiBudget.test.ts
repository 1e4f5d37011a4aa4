// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import type { BybitHttp } from "../../src/Http/BybitHttp.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as Node from "../../src/node.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"

const order = (orderLinkId: string) =>
  ({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price: "1000",
    orderLinkId
  }) as const

/** Runs `body` with a TradeApi on the emulator whose server-side order/create limit is `serverLimit` (client: 10/s). */
const withEmulator = <A, E>(
  serverLimit: number,
  body: (
    emulator: Emulator.EmulatorHandle
  ) => Effect.Effect<A, E, TradeApi.TradeApi | RateBudget.RateBudget | BybitHttp>
) =>
  Effect.scoped(
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 5 })
      emulator.admin.setBalance("USDT", "1000000")
      emulator.admin.rateLimits.setLimit(emulator.uid, "order/create", serverLimit)
      const base = Bybit.layer({
        environment: emulator.environment,
        credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
      })
      const layer = TradeApi.layer().pipe(
        Layer.provideMerge(BybitSocket.layer()),
        Layer.provideMerge(base),
        Layer.provide(Node.layer)
      )
      return yield* Effect.provide(body(emulator), layer)
    })
  )

const createBucket = Effect.flatMap(RateBudget.RateBudget, (budget) =>
  Effect.map(budget.snapshot, (entries) => [...entries].find(([key]) => key.endsWith("|order/create:derivatives"))?.[1])
)

describe("TradeApi and the rate budget", () => {
  it.live("a /v5/trade reply's X-Bapi-Limit corrects the group's budget: later orders wait instead of a 10006", () =>
    withEmulator(3, (emulator) =>
      Effect.gen(function* () {
        yield* TradeApi.createOrder(order("b-1"))
        // seeded with the documented 10/s, corrected to the 3/s the server announced
        expect((yield* createBucket)?.limit).toBe(3)
        const started = Date.now()
        const results = yield* Effect.all(
          ["b-2", "b-3", "b-4", "b-5"].map((id) => Effect.result(TradeApi.createOrder(order(id)))),
          { concurrency: "unbounded" }
        )
        expect(results.filter(Result.isFailure)).toEqual([])
        // five orders at 3/s: the fourth and fifth waited for the window
        expect(Date.now() - started).toBeGreaterThanOrEqual(500)
        const orders = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(orders.list.map((o) => o.orderLinkId).sort()).toEqual(["b-1", "b-2", "b-3", "b-4", "b-5"])
        expect(emulator.admin.violations()).toEqual([])
      })
    )
  )

  it.live("a 10006 reply pauses the group until the announced reset; the next order waits and succeeds", () =>
    withEmulator(2, (emulator) =>
      Effect.gen(function* () {
        // another process on the same key spent the server's budget for this second
        emulator.admin.rateLimits.take(emulator.uid, "order/create", "linear", false, emulator.admin.now(), 2)
        const refused = yield* Effect.flip(TradeApi.createOrder(order("p-1")))
        expect(refused._tag).toBe("RateLimitExceeded")
        const bucket = yield* createBucket
        expect(bucket?.pausedUntil ?? 0).toBeGreaterThan(Date.now())
        // the server's count (2 of 2 used) replaced ours (1)
        expect(bucket?.stamps.length).toBeGreaterThanOrEqual(2)
        const pausedUntil = bucket?.pausedUntil ?? 0
        yield* TradeApi.createOrder(order("p-2"))
        expect(Date.now()).toBeGreaterThanOrEqual(pausedUntil - 5)
        const orders = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(orders.list.map((o) => o.orderLinkId)).toEqual(["p-2"])
      })
    )
  )
})
