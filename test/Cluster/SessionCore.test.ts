import { describe, expect, it } from "@effect/vitest"
import * as TestRunner from "effect/cluster/TestRunner"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Fleet from "../../src/Cluster/Fleet.js"
import * as KeySession from "../../src/Cluster/KeySession.js"
import * as SessionCore from "../../src/Cluster/SessionCore.js"
import * as SessionHost from "../../src/Cluster/SessionHost.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Node from "../../src/node.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// A key's session in one process (SessionCore, what a runner holds per key) against an in-process emulator: after a
// loss of the private socket, `Reconnected` carries every open order (the read-back follows the cursor, page after
// page, not only the first 50), and a read-back that fails ends every subscriber's stream with the typed
// `SubscribeFailed` (none waits for ever), as does any later subscription.

// orders placed as fast as the test likes: no rate limit at the emulator, no budget at the client
const options = {
  setup: (emulator: Emulator.EmulatorHandle) => emulator.admin.rateLimits.setLimit(emulator.uid, "order/create", 1e6),
  rest: { rateBudget: false }
} as const

const place = (count: number) =>
  Effect.forEach(
    Array.from({ length: count }, (_, i) => i),
    (i) =>
      Trade.submitOrder({
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        orderType: "Limit",
        qty: "0.001",
        price: String(20000 - i),
        timeInForce: "PostOnly",
        orderLinkId: `open-${i}`
      }),
    { concurrency: 8, discard: true }
  )

describe("a key's session (SessionCore)", () => {
  it.live(
    "Reconnected after a loss lists all 316 open orders (every page)",
    () =>
      Harness.withEmulator(options, (emulator) =>
        Effect.gen(function* () {
          yield* place(316)
          const core = yield* SessionCore.make()
          const events = yield* core.subscribe(["order"])
          const first = yield* Stream.runHead(Stream.filter(events, (e) => e._tag === "Reconnected")).pipe(
            Effect.forkScoped
          )
          emulator.admin.apply({ op: "drop-sockets", market: "private" })
          const reconnected = yield* Fiber.join(first)
          const orders =
            reconnected._tag === "Some" && reconnected.value._tag === "Reconnected" ? reconnected.value.orders : []
          const open = orders.filter((o) => o.orderStatus === "New")
          expect(open.length).toBe(316)
          expect(new Set(open.map((o) => o.orderLinkId)).size).toBe(316)
        })
      ),
    { timeout: 120_000 }
  )

  it.live(
    "a read-back that fails after a loss ends the subscribers' streams with SubscribeFailed, and later ones at once",
    () =>
      Harness.withEmulator(options, (emulator) =>
        Effect.gen(function* () {
          const core = yield* SessionCore.make()
          const events = yield* core.subscribe(["order"])
          const ended = yield* Effect.forkScoped(Effect.flip(Stream.runDrain(events)))
          // the exchange answers every read of the orders with a 500 from now on, then the private socket drops
          emulator.admin.apply({ op: "http-status", status: 500, count: 1000, path: "/v5/order/realtime" })
          emulator.admin.apply({ op: "drop-sockets", market: "private" })
          const error = yield* Fiber.join(ended)
          expect(error._tag).toBe("SubscribeFailed")
          expect(error.reason).toContain("read back")
          const later = yield* Effect.flip(Stream.runDrain(yield* core.subscribe(["wallet"])))
          expect(later._tag).toBe("SubscribeFailed")
          expect((yield* core.failed)._tag).toBe("SubscribeFailed")
        })
      ),
    { timeout: 120_000 }
  )

  it.live(
    "through the fleet (a runner's session on a TestRunner): the worker's stream ends with the typed SubscribeFailed",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const fleet = Fleet.layer({ environment: emulator.environment, apiKey: emulator.apiKey }).pipe(
          Layer.provide(
            SessionHost.layer(
              { accounts: [{ environment: emulator.environment, credentials: Harness.masterCredentials(emulator) }] },
              Node.layer
            )
          ),
          Layer.provideMerge(TestRunner.layer),
          Layer.provide(FleetTestSecret.layer)
        )
        const error = yield* Effect.gen(function* () {
          const ended = yield* Effect.forkScoped(Effect.flip(Stream.runDrain(KeySession.updates(Topics.order()))))
          // the runner's session open and subscribed (its private socket at the emulator)
          yield* waitFor(
            () => emulator.admin.openSockets().some((s) => s.path.includes("private")),
            "the session's private socket"
          )
          emulator.admin.apply({ op: "http-status", status: 500, count: 1000, path: "/v5/order/realtime" })
          emulator.admin.apply({ op: "drop-sockets", market: "private" })
          return yield* Fiber.join(ended)
        }).pipe(Effect.scoped, Effect.provide(fleet))
        expect(error._tag).toBe("SubscribeFailed")
      }),
    { timeout: 120_000 }
  )
})
