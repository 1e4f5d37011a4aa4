import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Emulator } from "../../src/emulator.js"
import * as Node from "../../src/node.js"
import { createClient } from "../../src/promise.js"

// Its own file: a process where the Node platform has run. The default (fetch) platform must keep working in such a
// process: the second test places an order with it. (The Node platform's transport leaves the global dispatcher
// alone; test/WebPlatformFetch.test.ts covers a process where npm's undici installed its own.)
describe("promise client on the Node platform", () => {
  it.live("signs private calls and places orders through undici and node:crypto", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 1 })
      const client = yield* Effect.acquireRelease(
        Effect.sync(() =>
          createClient({
            environment: emulator.environment,
            apiKey: emulator.apiKey,
            apiSecret: emulator.apiSecret,
            platform: Node.layer
          })
        ),
        (client) => Effect.promise(() => client.dispose())
      )
      const wallet = yield* Effect.promise(() => client.getWalletBalance({ accountType: "UNIFIED" }))
      expect(wallet.list.length).toBe(1)
      const ack = yield* Effect.promise(() =>
        client.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.001",
          price: "10000"
        })
      )
      const open = yield* Effect.promise(() => client.getActiveOrders({ category: "linear", symbol: "BTCUSDT" }))
      expect(open.list.map((order) => order.orderId)).toContain(ack.orderId)
    })
  )

  it.live("the default fetch platform signs and POSTs in the same process (no explicit content-length)", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ port: 0, seed: 2 })
      const client = yield* Effect.acquireRelease(
        Effect.sync(() =>
          createClient({ environment: emulator.environment, apiKey: emulator.apiKey, apiSecret: emulator.apiSecret })
        ),
        (client) => Effect.promise(() => client.dispose())
      )
      const ack = yield* Effect.promise(() =>
        client.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.001",
          price: "10000",
          orderLinkId: "promise-fetch-1"
        })
      )
      expect(ack.orderLinkId).toBe("promise-fetch-1")
      const open = yield* Effect.promise(() => client.getActiveOrders({ category: "linear", symbol: "BTCUSDT" }))
      expect(open.list.map((order) => order.orderLinkId)).toEqual(["promise-fetch-1"])
    })
  )
})
