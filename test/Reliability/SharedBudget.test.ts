// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as Node from "../../src/node.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import { restingBuy as order } from "../support/Orders.js"

describe("one budget for REST and WebSocket order entry", () => {
  it.live("orders placed over /v5/trade and over REST draw on the same order/create budget", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Emulator.make({ port: 0, seed: 3 })
        emulator.admin.setBalance("USDT", "1000000")
        // the server agrees (its headers would otherwise correct the client's budget back to 10/s)
        emulator.admin.rateLimits.setLimit(emulator.uid, "order/create", 3)
        const base = Bybit.layer({
          environment: emulator.environment,
          credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret },
          rateBudget: { limits: { "order/create": 3 } }
        })
        const layer = TradeApi.layer().pipe(
          Layer.provideMerge(BybitSocket.layer()),
          Layer.provideMerge(base),
          Layer.provide(Node.layer)
        )
        yield* Effect.gen(function* () {
          yield* TradeApi.createOrder(order("ws-1"))
          yield* TradeApi.createOrder(order("ws-2"))
          yield* Trade.submitOrder(order("rest-1"))
          const budget = yield* RateBudget.RateBudget
          const state = [...(yield* budget.snapshot)].find(([key]) => key.endsWith("|order/create:derivatives"))?.[1]
          expect(state?.stamps).toHaveLength(3)
          // the fourth waits until the first leaves the 1 s window instead of being sent
          const first = state?.stamps[0] ?? 0
          yield* TradeApi.createOrder(order("ws-3"))
          expect(Date.now()).toBeGreaterThanOrEqual(first + 1_000)
          const orders = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
          expect(orders.list.map((o) => o.orderLinkId).sort()).toEqual(["rest-1", "ws-1", "ws-2", "ws-3"])
        }).pipe(Effect.provide(layer))
      })
    )
  )
})
