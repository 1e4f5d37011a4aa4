/**
 * The REST transport into an emulator of the same process (`InProcess`): the same calls as over the wire, answered
 * with no socket (the environment's REST URL points at a closed port), per credential set, and the wire's faults
 * (a delay, a withheld answer, a dropped connection) on the program's clock.
 */
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as InProcess from "../../src/Emulator/InProcess.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as Harness from "../support/Harness.js"
import { restingBuy as order } from "../support/Orders.js"
import { waitFor } from "../support/WaitFor.js"

const startAt = Date.UTC(2026, 0, 15)

// REST at a port nothing listens on: any call that reached for a socket would fail with a TransportError
const closed = Environment.custom({ restUrl: "http://127.0.0.1:1", wsUrl: "ws://127.0.0.1:1", name: "closed" })

const options: Harness.Options = {
  seed: 7,
  startAt,
  inProcess: true,
  environment: closed,
  rest: { timeSync: false, keyCheck: false },
  setup: (emulator) => emulator.admin.setBalance("USDT", "1000000")
}

const openLinkIds = Effect.map(Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" }), (r) =>
  r.list.map((o) => o.orderLinkId).sort()
)

describe("InProcess transport", () => {
  it.effect("as a user writes it: the platform's layer, then the in-process transport merged after it", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.make({ seed: 1 })
      // Node's platform, with REST answered in this process
      const platform = Layer.merge(Node.layer, InProcess.layer(emulator))
      const client = Bybit.layer({ environment: closed }).pipe(Layer.provide(platform))
      const time = yield* Market.getServerTime().pipe(Effect.provide(client))
      // the exchange's clock is the test's: answered with no socket at REST's closed port
      expect(time.millis).toBe(yield* Clock.currentTimeMillis)
    }).pipe(Effect.scoped)
  )

  it.effect("the request's target is the URL's path and query; a text that is no URL fails as InvalidUrl", () =>
    Effect.gen(function* () {
      const seen: Array<string> = []
      const transport = InProcess.make({
        answer: (_method, url) => {
          seen.push(url)
          const reply = {
            status: 200,
            headers: { "Content-Type": "application/json" },
            body: "{}",
            delayMs: 0,
            withhold: false
          }
          return { reply, delayMs: 0 }
        }
      })
      const request = {
        endpoint: "/v5/market/time",
        method: "GET" as const,
        headers: {},
        body: undefined,
        contentType: undefined,
        timeoutMs: 1000
      }
      const reply = yield* transport.send({ ...request, url: "http://127.0.0.1:1/v5/market/time?a=1&b=%20x" })
      expect(seen).toEqual(["/v5/market/time?a=1&b=%20x"])
      expect(reply.headers).toEqual({ "content-type": "application/json" })
      const error = yield* Effect.flip(transport.send({ ...request, url: "/v5/market/time" }))
      expect(error).toMatchObject({ _tag: "TransportError", reason: "InvalidUrl", endpoint: "/v5/market/time" })
      expect(seen).toHaveLength(1)
    })
  )

  it.effect("public and signed calls are answered with no socket, each key seeing its own orders", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        const tickers = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
        expect(tickers.list[0]?.symbol).toBe("BTCUSDT")
        const placed = yield* Trade.submitOrder(order("in-process-1"))
        expect(placed.orderLinkId).toBe("in-process-1")
        expect(yield* openLinkIds).toEqual(["in-process-1"])
        // a second credential set through the same transport: its own account, its own orders
        const sub = yield* Harness.addSubAccount(emulator, { username: "inproc02", apiKey: "SUBKEY2", secret: "s2" })
        yield* sub.as(Trade.submitOrder(order("in-process-sub")))
        expect(yield* sub.as(openLinkIds)).toEqual(["in-process-sub"])
        expect(yield* openLinkIds).toEqual(["in-process-1"])
        // a wrong secret is refused as the wire refuses it
        const refused = yield* Effect.flip(Harness.as(Harness.credentials("SUBKEY2", "wrong"))(openLinkIds))
        expect(refused._tag).toBe("InvalidSignature")
      })
    )
  )

  it.effect("an order-entry delay is slept on the program's clock", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "http-delay", ms: 2_000, count: 1, path: "/v5/order/create" })
        const accepted = new Set<string>()
        const stop = emulator.admin.exchange.onPrivate((event) => {
          if (event.topic !== "order") return
          for (const o of event.data as ReadonlyArray<{ readonly orderLinkId?: string }>)
            if (o.orderLinkId !== undefined) accepted.add(o.orderLinkId)
        })
        yield* Effect.addFinalizer(() => Effect.sync(stop))
        const started = yield* Clock.currentTimeMillis
        const call = yield* Effect.forkChild(Trade.submitOrder(order("delayed-1")))
        // processed at once, answered later: the exchange has it while the client still waits
        yield* waitFor(() => accepted.has("delayed-1"), "the order at the exchange")
        yield* TestClock.adjust("1999 millis")
        yield* Effect.yieldNow
        expect(call.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust("1 millis")
        const placed = yield* Fiber.join(call)
        expect(placed.orderLinkId).toBe("delayed-1")
        expect((yield* Clock.currentTimeMillis) - started).toBe(2_000)
      })
    )
  )

  it.effect("a withheld answer ends at the call's timeout and is looked up; a dropped one is looked up too", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "trade-delay", withhold: true })
        const withheld = yield* Effect.forkChild(Trade.submitOrder(order("withheld-1"), { timeout: "300 millis" }))
        yield* waitFor(() => withheld.pollUnsafe() !== undefined, "the call's end", {
          nudge: "100 millis",
          nudgeEvery: 1
        })
        // the answer never came: the executor looked the order up by its orderLinkId instead of sending it again
        const found = yield* Fiber.join(withheld)
        expect(found.orderLinkId).toBe("withheld-1")
        emulator.admin.apply({ op: "trade-delay", withhold: false })
        emulator.admin.apply({ op: "drop-response", count: 1, path: "/v5/order/create" })
        // the lookup may wait out a back-off first: the test's clock moves until the call ends
        const dropping = yield* Effect.forkChild(Trade.submitOrder(order("dropped-1")))
        yield* waitFor(() => dropping.pollUnsafe() !== undefined, "the call's end", {
          nudge: "100 millis",
          nudgeEvery: 1
        })
        expect((yield* Fiber.join(dropping)).orderLinkId).toBe("dropped-1")
        // each was processed once
        expect(yield* openLinkIds).toEqual(["dropped-1", "withheld-1"])
      })
    )
  )

  it.effect("without an orderLinkId, a dropped answer is OutcomeUnknown and never sent twice", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "drop-response", count: 1, path: "/v5/order/create" })
        const { orderLinkId: _, ...plain } = order("unused")
        const error = yield* Effect.flip(Trade.submitOrder(plain))
        expect(error._tag).toBe("OutcomeUnknown")
        const open = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(open.list).toHaveLength(1)
      })
    )
  )
})
