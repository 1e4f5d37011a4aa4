import { describe, expect, it } from "@effect/vitest"
import * as TestRunner from "effect/cluster/TestRunner"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Fleet from "../../src/Cluster/Fleet.js"
import * as KeySession from "../../src/Cluster/KeySession.js"
import * as SessionHost from "../../src/Cluster/SessionHost.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import type * as Credentials from "../../src/Layers/Credentials.js"
import * as Node from "../../src/node.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as TradeApi from "../../src/Socket/TradeApi.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// A key the exchange refuses, through the fleet: the same program on the one-process layers and on the fleet's (the
// runner is this process, on effect/cluster's in-memory TestRunner) gets the same typed refusal. A key it does not
// know ends the subscription with SocketAuthFailed after the `refused` schedule's tries (before, the runner's
// session died building, the cluster built it again and again, and the worker waited for ever); a read-only key's
// order is refused as in one process, and its private stream still carries the account's order updates.

const UNKNOWN = { apiKey: "FleetUnknownKey00001", secret: "fleet-unknown-secret-000000000001" }
const READ_ONLY = { apiKey: "FleetReadOnlyKey0001", secret: "fleet-read-only-secret-00000000001" }

// tries counted: each input the refused schedule sees is one refusal of a subscription
const counted = () => {
  const refusals: Array<string> = []
  const schedule = Fleet.refusedDefault.pipe(Schedule.tap(({ input }) => Effect.sync(() => refusals.push(input._tag))))
  return { refusals, schedule }
}

const oneProcess = (emulator: Emulator.EmulatorHandle, credentials: Credentials.ApiCredentials) =>
  Layer.mergeAll(KeySession.layer(), TradeApi.layer()).pipe(
    Layer.provideMerge(Harness.client(emulator, { credentials }))
  )

const fleet = (
  emulator: Emulator.EmulatorHandle,
  credentials: Credentials.ApiCredentials,
  refused?: Fleet.Options["refused"]
) =>
  Fleet.layer({ environment: emulator.environment, apiKey: credentials.apiKey, ...(refused ? { refused } : {}) }).pipe(
    Layer.provide(SessionHost.layer({ accounts: [{ environment: emulator.environment, credentials }] }, Node.layer)),
    Layer.provideMerge(TestRunner.layer),
    Layer.provide(FleetTestSecret.layer)
  )

const order = (orderLinkId: string) =>
  ({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Limit",
    qty: "0.001",
    price: "20000",
    timeInForce: "PostOnly",
    orderLinkId
  }) as const

// the log lines (as JSON, with their annotations), kept to look for the secret in
const captured = () => {
  const lines: Array<string> = []
  const logger = Logger.map(Logger.formatJson, (line) => void lines.push(line))
  return { lines, layer: Logger.layer([logger, Logger.consolePretty()]) }
}

describe("a refused key through the fleet", () => {
  it.live(
    "a key the exchange does not know: the subscription ends with SocketAuthFailed after the refused schedule's tries",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const unknown = Harness.credentials(UNKNOWN.apiKey, UNKNOWN.secret)
        const { refusals, schedule } = counted()
        const log = captured()
        const subscribed = KeySession.updates(Topics.order()).pipe(Stream.runDrain, Effect.flip)
        const ordered = Effect.flip(TradeApi.createOrder(order("refused-0")))
        const [inFleet, inFleetOrder] = yield* Effect.scoped(
          Effect.provide(Effect.all([subscribed, ordered]), fleet(emulator, unknown, schedule))
        ).pipe(Effect.provide(log.layer))
        expect(inFleet._tag).toBe("SocketAuthFailed")
        // three more tries (the default), each after a refusal; the fourth refusal ends the stream
        expect(refusals).toEqual(["SocketAuthFailed", "SocketAuthFailed", "SocketAuthFailed"])
        expect(inFleetOrder._tag).toBe("SocketAuthFailed")
        // in one process the same key fails the same way (the private socket's login, when the layer opens it)
        const alone = yield* Effect.flip(Effect.scoped(Layer.build(oneProcess(emulator, unknown))))
        expect(alone._tag).toBe(inFleet._tag)
        expect(log.lines.some((l) => l.includes("fleet session refused"))).toBe(true)
        expect(log.lines.join("\n")).not.toContain(UNKNOWN.secret)
      }),
    120_000
  )

  it.live(
    "a read-only key: its order refused as in one process, its private stream still carrying the account's updates",
    () =>
      Effect.gen(function* () {
        const emulator = yield* Harness.start()
        const readOnly = Harness.addKey(emulator, { ...READ_ONLY, readOnly: true })
        // the account's orders, placed on its full key over REST (the test's own client)
        const master = (link: string) =>
          Effect.scoped(
            Effect.provide(Trade.submitOrder(order(link)), Harness.client(emulator, { rest: { rateBudget: false } }))
          )
        const program = (tag: string) =>
          Effect.gen(function* () {
            const seen: Array<string> = []
            const updates = yield* KeySession.updates(Topics.order()).pipe(
              Stream.runForEach((event) =>
                Effect.sync(() => {
                  if (event._tag === "Update") for (const o of event.message.data) seen.push(o.orderLinkId)
                })
              ),
              Effect.forkScoped
            )
            const refused = yield* Effect.flip(TradeApi.createOrder(order(`${tag}-mine`)))
            // orders by the full key until the read-only key's stream has shown one (it may subscribe after the first)
            let n = 0
            yield* waitFor(
              Effect.map(
                Effect.suspend(() => master(`${tag}-${n++}`)),
                () => seen.some((link) => link.startsWith(`${tag}-`))
              ),
              "an update on the read-only key's stream",
              { timeout: "60 seconds", interval: "200 millis" }
            )
            yield* Fiber.interrupt(updates)
            return { refused, seen }
          })
        const alone = yield* Effect.scoped(Effect.provide(program("alone"), oneProcess(emulator, readOnly)))
        const inFleet = yield* Effect.scoped(Effect.provide(program("fleet"), fleet(emulator, readOnly)))
        // the exchange's 10005, typed
        expect(alone.refused._tag).toBe("PermissionDenied")
        expect(inFleet.refused).toEqual(alone.refused)
        expect(inFleet.seen).not.toContain("fleet-mine")
        // the refused order never reached the book
        expect(alone.seen).not.toContain("alone-mine")
      }),
    120_000
  )
})
