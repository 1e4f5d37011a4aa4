import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as ClockOffset from "../../src/Layers/ClockOffset.js"
import * as Credentials from "../../src/Layers/Credentials.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type { ConnectionEvent } from "../../src/Socket/ConnectionState.js"
import * as FiberTracker from "../support/FiberTracker.js"
import * as Harness from "../support/Harness.js"
import { waitFor, waitForValue } from "../support/WaitFor.js"

// The library's WebSocket client against the embedded exchange: real frames, real reconnects.

const fast: BybitSocket.Options = {
  pingInterval: "200 millis",
  pongTimeout: "150 millis",
  reconnect: Schedule.spaced("30 millis"),
  ackTimeout: "2 seconds"
}

// For tests about something other than liveness: the default pings (every 10 s, 1 s for the pong) and acknowledgement
// timeout (10 s), so a loaded machine's late pong or acknowledgement does not close a socket (losing a push sent
// meanwhile) or fail a resubscription in the middle of the test.
const steady: BybitSocket.Options = {
  reconnect: Schedule.spaced("30 millis")
}

const harness = (socket: BybitSocket.Options = fast): Harness.Options => ({ seed: 7, tickMs: 50, socket })

describe("WebSocket client against the emulator", () => {
  it.live("an order book stream starts with a snapshot and continues with deltas whose u increases", () =>
    Harness.withEmulator(harness(), () =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const frames = yield* BybitSocket.take(socket.subscribeV5("orderbook.50.BTCUSDT", "linear"), 4)
        expect(frames[0]?.type).toBe("snapshot")
        const ids = frames.map((f) => (f.data as { u: number }).u)
        // a delta moves u on; a snapshot sent again (after a resubscription the loaded machine's short pong
        // timeout can cause) repeats the current u and never goes back
        for (let i = 1; i < ids.length; i++) {
          if (frames[i]?.type === "delta") expect(ids[i]).toBeGreaterThan(ids[i - 1]!)
          else expect(ids[i]).toBeGreaterThanOrEqual(ids[i - 1]!)
        }
        expect(frames.some((f) => f.type === "delta")).toBe(true)
      })
    )
  )

  it.live("an unknown topic is refused with '(topic) failed to subscribe'", () =>
    Harness.withEmulator(harness(), () =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(Stream.runDrain(socket.subscribeV5("orderbook.50.NOSUCHUSDT", "linear")))
        expect(error.message).toBe("(orderbook.50.NOSUCHUSDT) failed to subscribe")
      })
    )
  )

  it.live("private streams authenticate and deliver the order placed over REST", () =>
    Harness.withEmulator(
      () =>
        Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          const orders = yield* Effect.forkChild(BybitSocket.take(socket.subscribeV5("order", "private"), 1))
          const conn = yield* socket.connection("private")
          // the stream's listener is in place...
          yield* waitForValue(conn.topics, (topics) => topics.includes("order"), "the stream's listener on order")
          // ...and the server confirmed the topic: a second listener on it waits for the same acknowledgement
          yield* conn.subscribe(["order"], () => {})
          const ack = yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price: "1000",
            orderLinkId: "ws-private-1"
          })
          const [frame] = yield* Fiber.join(orders)
          const data = frame?.data as ReadonlyArray<{ orderId: string; orderLinkId: string }>
          expect(data.some((o) => o.orderId === ack.orderId && o.orderLinkId === "ws-private-1")).toBe(true)
        }),
      harness(steady)
    )
  )

  it.live("the emulator dropping every socket: reconnect, resubscribe, the stream keeps flowing", () =>
    Harness.withEmulator(harness(), (emulator) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const events: Array<ConnectionEvent> = []
        yield* Effect.forkScoped(Stream.runForEach(socket.events("linear"), (e) => Effect.sync(() => events.push(e))))
        let received = 0
        yield* Effect.forkScoped(
          Stream.runForEach(socket.subscribeV5(["tickers.BTCUSDT", "publicTrade.BTCUSDT"], "linear"), () =>
            Effect.sync(() => {
              received++
            })
          )
        )
        yield* waitFor(() => received > 0, "the first frame")
        emulator.admin.apply({ op: "drop-sockets" })
        yield* waitFor(() => events.some((e) => e._tag === "Resubscribed"), "the resubscription")
        const after = received
        yield* waitFor(() => received > after, "a frame after the reconnect")
      })
    )
  )

  it.live("refused upgrade (401) is not retried", () =>
    Harness.withEmulator(harness(), (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "refuse-upgrade", enabled: true })
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(Stream.runDrain(socket.subscribeV5("tickers.BTCUSDT", "linear")))
        expect(error._tag).toBe("SocketUnauthorized")
      })
    )
  )

  it.live("silent pings: the pong timeout closes the socket and the client reconnects", () =>
    Harness.withEmulator(harness(), (emulator) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const events: Array<ConnectionEvent> = []
        yield* Effect.forkScoped(Stream.runForEach(socket.events("spot"), (e) => Effect.sync(() => events.push(e))))
        yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5("tickers.BTCUSDT", "spot")))
        yield* waitFor(() => events.some((e) => e._tag === "Connected"), "the connection")
        emulator.admin.apply({ op: "silent-pings", enabled: true })
        yield* waitFor(
          () => events.some((e) => e._tag === "Disconnected" && e.reason === "pong timeout"),
          "the pong timeout"
        )
        emulator.admin.apply({ op: "silent-pings", enabled: false })
        yield* waitFor(() => events.filter((e) => e._tag === "Connected").length >= 2, "the reconnect")
      })
    )
  )

  it.live("a withheld acknowledgement fails the subscription after the ack timeout instead of hanging", () =>
    Harness.withEmulator(
      (emulator) =>
        Effect.gen(function* () {
          emulator.admin.apply({ op: "ack-delay", withhold: true })
          const socket = yield* BybitSocket.BybitSocket
          const error = yield* Effect.flip(Stream.runDrain(socket.subscribeV5("tickers.BTCUSDT", "linear")))
          expect(error._tag).toBe("SubscribeFailed")
          expect(error.message).toBe("(tickers.BTCUSDT) failed to subscribe")
          if (error._tag === "SubscribeFailed") expect(error.reason).toContain("not acknowledged")
        }),
      harness({ ...fast, ackTimeout: "300 millis" })
    )
  )

  it.live("failed authentication (wrong secret) fails private subscriptions with SocketAuthFailed", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Harness.start({ seed: 7 })
        const layer = Harness.client(emulator, {
          credentials: { apiKey: emulator.apiKey, apiSecret: "not-the-secret" },
          socket: fast
        })
        const error = yield* Effect.flip(
          Stream.runDrain(BybitSocket.subscribeV5("order", "private")).pipe(Effect.provide(layer))
        )
        expect(error._tag).toBe("SocketAuthFailed")
      })
    )
  )

  it.live("a private connection re-authenticates and resubscribes after a drop", () =>
    Harness.withEmulator(
      (emulator) =>
        Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          const events: Array<ConnectionEvent> = []
          yield* Effect.forkScoped(
            Stream.runForEach(socket.events("private"), (e) => Effect.sync(() => events.push(e)))
          )
          const seen: Array<string> = []
          yield* Effect.forkScoped(
            Stream.runForEach(socket.subscribeV5("order", "private"), (frame) =>
              Effect.sync(() => {
                for (const o of frame.data as ReadonlyArray<{ orderLinkId: string }>) seen.push(o.orderLinkId)
              })
            )
          )
          yield* waitFor(() => events.some((e) => e._tag === "Connected"), "the connection")
          emulator.admin.apply({ op: "drop-sockets" })
          yield* waitFor(() => events.some((e) => e._tag === "Resubscribed"), "the resubscription")
          yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Limit",
            qty: "0.01",
            price: "1000",
            orderLinkId: "after-reconnect"
          })
          yield* waitFor(() => seen.includes("after-reconnect"), "the order placed after the reconnect")
        }),
      harness(steady)
    )
  )

  it.live("a connection that goes quiet while subscribed is reconnected", () =>
    Harness.withEmulator(
      () =>
        Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          const events: Array<ConnectionEvent> = []
          yield* Effect.forkScoped(
            Stream.runForEach(socket.events("inverse"), (e) => Effect.sync(() => events.push(e)))
          )
          // a topic that pushes rarely: nothing arrives within the (short) silence timeout
          yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5("allLiquidation.ETHUSD", "inverse")))
          yield* waitFor(
            () => events.some((e) => e._tag === "Disconnected" && e.reason.startsWith("no data")),
            "the silence timeout"
          )
          yield* waitFor(() => events.filter((e) => e._tag === "Connected").length >= 2, "the reconnect")
        }),
      harness({ ...fast, silenceTimeout: "250 millis" })
    )
  )

  it.live("soak: 20 forced disconnects, every topic resubscribed, still delivering, nothing left open", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Harness.start({ seed: 7, tickMs: 50 })
        const tracker = yield* FiberTracker.make
        const layer = Harness.client(emulator, { socket: steady })
        const client = Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          const events: Array<ConnectionEvent> = []
          yield* Effect.forkScoped(Stream.runForEach(socket.events("linear"), (e) => Effect.sync(() => events.push(e))))
          let received = 0
          const topics = ["tickers.BTCUSDT", "orderbook.1.ETHUSDT", "publicTrade.SOLUSDT"]
          yield* Effect.forkScoped(
            Stream.runForEach(socket.subscribeV5(topics, "linear"), () =>
              Effect.sync(() => {
                received++
              })
            )
          )
          yield* waitFor(() => received > 0, "the first frame")
          for (let i = 1; i <= 20; i++) {
            emulator.admin.apply({ op: "drop-sockets" })
            yield* waitFor(() => events.filter((e) => e._tag === "Resubscribed").length >= i, `resubscription ${i}`, {
              timeout: 15_000
            })
          }
          const resubscribed = events.filter((e) => e._tag === "Resubscribed")
          expect(resubscribed).toHaveLength(20)
          for (const e of resubscribed)
            if (e._tag === "Resubscribed") expect([...e.topics].sort()).toEqual([...topics].sort())
          expect(events.filter((e) => e._tag === "ResubscribeFailed")).toHaveLength(0)
          const before = received
          yield* waitFor(() => received > before, "a frame after the last reconnect")
          expect(emulator.admin.wsConnections()).toBe(1)
          // the client's fibers are running while it is open: the tracking sees them
          expect(yield* tracker.live).toBeGreaterThan(0)
        })
        yield* tracker.track(Effect.scoped(Effect.provide(client, layer)))
        // the client's scope is closed: no socket of ours is left on the server, no fiber of the client still runs
        yield* waitFor(() => emulator.admin.wsConnections() === 0, "no socket of the client left at the exchange")
        expect(yield* tracker.live).toBe(0)
      })
    )
  )
})

describe("environments", () => {
  it.live("demo has no order-entry WebSocket: asking for it is a typed error, nothing connects", () =>
    Effect.gen(function* () {
      const layer = BybitSocket.layer(fast).pipe(
        Layer.provide(
          Layer.mergeAll(Environment.layer(Environment.demo), Credentials.layerNone, ClockOffset.layerNone)
        ),
        Layer.provide(Node.layer)
      )
      const error = yield* Effect.flip(
        Effect.scoped(Effect.flatMap(BybitSocket.BybitSocket, (s) => s.connection("trade"))).pipe(Effect.provide(layer))
      )
      expect(error._tag).toBe("SocketClosed")
      expect(error.message).toContain("no trade WebSocket")
    })
  )
})
