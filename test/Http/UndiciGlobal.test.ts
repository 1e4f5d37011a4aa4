import * as Module from "node:module"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Bybit from "../../src/Bybit.js"
import { Emulator } from "../../src/emulator.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Node from "../../src/node.js"

// Its own file (a process of its own): nothing else here loads undici, so what the REST calls load is all there is.
const require = Module.createRequire(import.meta.url)
const globalDispatcher = Symbol.for("undici.globalDispatcher.1")

describe("effect-bybit/node's REST transport and undici", () => {
  it.live(
    "REST calls load no undici (no WebAssembly parser to compile) and leave the global dispatcher as it was",
    () =>
      Effect.gen(function* () {
        const before: unknown = Reflect.get(globalThis, globalDispatcher)
        const emulator = yield* Emulator.make({ port: 0, seed: 1 })
        const layer = Bybit.layer({
          environment: emulator.environment,
          credentials: { apiKey: emulator.apiKey, apiSecret: emulator.apiSecret }
        }).pipe(Layer.provide(Node.layer))
        const [time, ack] = yield* Effect.provide(
          Effect.zip(
            Market.getServerTime({}),
            Trade.submitOrder({
              category: "linear",
              symbol: "BTCUSDT",
              side: "Buy",
              orderType: "Limit",
              qty: "0.001",
              price: "10000"
            })
          ),
          layer
        )
        expect(time.timeSecond.length).toBeGreaterThan(0)
        expect(ack.orderId.length).toBeGreaterThan(0)
        expect(Reflect.get(globalThis, globalDispatcher)).toBe(before)
        // the requests went on the transport's own connections: neither undici's Client nor its index loaded
        expect(require.cache[require.resolve("undici/lib/dispatcher/client.js")]).toBeUndefined()
        expect(require.cache[require.resolve("undici")]).toBeUndefined()
      })
  )
})
