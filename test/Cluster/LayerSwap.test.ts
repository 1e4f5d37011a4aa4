import { describe, expect, it } from "@effect/vitest"
import * as TestRunner from "effect/cluster/TestRunner"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Fleet from "../../src/Cluster/Fleet.js"
import * as KeySession from "../../src/Cluster/KeySession.js"
import * as SessionHost from "../../src/Cluster/SessionHost.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Node from "../../src/node.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import * as Harness from "../support/Harness.js"

// One program, two layers: the one-process session (this process opens the key's private and trade sockets) and the
// fleet's (a runner holds the key's shard and opens them; here the runner is this process, on effect/cluster's
// in-memory TestRunner). The program's text is the same; what it sees is the same: the order updates of the orders
// it placed, numbered in order, and the same typed error for an order the exchange refuses.

const program = (tag: string) =>
  Effect.gen(function* () {
    const seen: Array<{ readonly seq: number; readonly link: string }> = []
    const updates = yield* KeySession.updates(Topics.order()).pipe(
      Stream.filter((event) => event._tag === "Update"),
      Stream.runForEach((event) =>
        Effect.sync(() => {
          for (const order of event.message.data) seen.push({ seq: event.seq, link: order.orderLinkId })
        })
      ),
      Effect.forkScoped
    )
    const placed: Array<string> = []
    // orders until three updates arrived (the subscription may start after the first order)
    let n = 0
    while (seen.length < 3 && n < 200) {
      const link = `${tag}-${n++}`
      yield* TradeApi.createOrder({
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        orderType: "Limit",
        qty: "0.001",
        price: "20000",
        orderLinkId: link
      })
      placed.push(link)
      yield* Effect.sleep("50 millis")
    }
    const refused = yield* Effect.flip(
      TradeApi.createOrder({
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        orderType: "Limit",
        qty: "0.001",
        price: "20000",
        orderLinkId: placed[0] ?? ""
      })
    )
    yield* Fiber.interrupt(updates)
    return { seen, placed, refused: refused._tag }
  })

const oneProcess = (emulator: Emulator.EmulatorHandle) =>
  Layer.mergeAll(KeySession.layer(), TradeApi.layer()).pipe(Layer.provideMerge(Harness.client(emulator)))

const fleet = (emulator: Emulator.EmulatorHandle) =>
  Fleet.layer({ environment: emulator.environment, apiKey: emulator.apiKey }).pipe(
    Layer.provide(
      SessionHost.layer(
        {
          accounts: [{ environment: emulator.environment, credentials: Harness.masterCredentials(emulator) }]
        },
        Node.layer
      )
    ),
    Layer.provideMerge(TestRunner.layer),
    Layer.provide(FleetTestSecret.layer)
  )

const check = (result: Effect.Success<ReturnType<typeof program>>) => {
  expect(result.seen.length).toBeGreaterThanOrEqual(3)
  // numbered in order, one more each update
  const seqs = [...new Set(result.seen.map((s) => s.seq))]
  expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i))
  for (const s of result.seen) expect(result.placed).toContain(s.link)
  expect(result.refused).toBe("DuplicateOrderLinkId")
}

describe("KeySession: one process or a fleet, by a Layer", () => {
  it.live(
    "the same program on the one-process layer and on the fleet's",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const alone = yield* Effect.scoped(Effect.provide(program("alone"), oneProcess(emulator)))
        check(alone)
        const inFleet = yield* Effect.scoped(Effect.provide(program("fleet"), fleet(emulator)))
        check(inFleet)
        expect(inFleet.refused).toBe(alone.refused)
      }),
    120_000
  )
})
