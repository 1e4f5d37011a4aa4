import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import * as Socket from "effect/socket/Socket"
import * as TestClock from "effect/testing/TestClock"
import * as SocketError from "../../src/Errors/SocketError.js"
import * as Node from "../../src/node.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type { ConnectionState } from "../../src/Socket/ConnectionState.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

// The default timings (ping every 10 s, pong within 1 s, first reconnect after exactly 500 ms, 30 s of silence) on
// a TestClock: the socket is real, its timers are the test's. Between clock moves the test waits for the real I/O.

/** Waits in real time (the TestClock does not move) until the predicate holds. */
const realTime: WaitOptions = { interval: "5 millis", timeout: "5 seconds" }

/** Real time for I/O that should NOT happen to show up if it were going to. */
const quiet = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 150)))

const pings = (server: WsTestServer.WsTestServer) => server.received.filter((f) => f.op === "ping").length
const subscribes = (server: WsTestServer.WsTestServer) => server.received.filter((f) => f.op === "subscribe").length

describe("connection timings on the TestClock", () => {
  it.effect("ping at 10 s, pong timeout at 1 s, then reconnecting for exactly 500 ms before connecting again", () =>
    WsTestServer.withClient((server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const states: Array<ConnectionState> = []
        yield* Effect.forkScoped(Stream.runForEach(socket.state("linear"), (s) => Effect.sync(() => states.push(s))))
        yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5("tickers.BTCUSDT", "linear")))
        yield* waitFor(() => subscribes(server) === 1 && states.at(-1) === "connected", "first connection", realTime)
        expect(states).toEqual(["initial", "connecting", "connected"])

        server.settings.answerPings = false
        yield* TestClock.adjust("9999 millis")
        yield* quiet
        expect(pings(server)).toBe(0)
        yield* TestClock.adjust("1 millis")
        yield* waitFor(() => pings(server) === 1, "the first ping at 10 s", realTime)

        yield* TestClock.adjust("999 millis")
        yield* quiet
        expect(states.at(-1)).toBe("connected")
        server.settings.answerPings = true
        yield* TestClock.adjust("1 millis")
        yield* waitFor(() => states.at(-1) === "reconnecting", "reconnecting after the pong timeout", realTime)
        expect(server.connections()).toBe(1)

        yield* TestClock.adjust("499 millis")
        yield* quiet
        expect(server.connections()).toBe(1)
        expect(states.at(-1)).toBe("reconnecting")
        yield* TestClock.adjust("1 millis")
        yield* waitFor(() => server.connections() === 2 && subscribes(server) === 2, "reconnected at 500 ms", realTime)
        yield* waitFor(() => states.at(-1) === "connected", "connected again", realTime)
        expect(states).toEqual(["initial", "connecting", "connected", "reconnecting", "connecting", "connected"])
      })
    )
  )

  it.effect("a subscribed connection that delivers no data for 30 s is reconnected, pongs notwithstanding", () =>
    WsTestServer.withClient((server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const states: Array<ConnectionState> = []
        yield* Effect.forkScoped(Stream.runForEach(socket.state("linear"), (s) => Effect.sync(() => states.push(s))))
        yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5("tickers.BTCUSDT", "linear")))
        yield* waitFor(() => subscribes(server) === 1 && states.at(-1) === "connected", "first connection", realTime)
        // pings at 10, 20 and 30 s are answered; at 30 s the silence is not yet beyond 30 s
        for (let n = 1; n <= 3; n++) {
          yield* TestClock.adjust("10 seconds")
          yield* waitFor(() => pings(server) === n, `ping ${n}`, realTime)
        }
        yield* quiet
        expect(states.at(-1)).toBe("connected")
        expect(server.connections()).toBe(1)
        yield* TestClock.adjust("10 seconds")
        yield* waitFor(() => states.at(-1) === "reconnecting", "silence detected at the 40 s check", realTime)
        yield* TestClock.adjust("500 millis")
        yield* waitFor(
          () => server.connections() === 2 && subscribes(server) === 2,
          "reconnected and resubscribed",
          realTime
        )
      })
    )
  )

  it.effect("data frames keep a quiet-pinged connection alive past 30 s", () =>
    WsTestServer.withClient((server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        let frames = 0
        yield* Effect.forkScoped(
          Stream.runForEach(socket.subscribeV5("tickers.BTCUSDT", "linear"), () => Effect.sync(() => frames++))
        )
        yield* waitFor(() => subscribes(server) === 1, "subscribed", realTime)
        for (let n = 1; n <= 6; n++) {
          server.broadcast({ topic: "tickers.BTCUSDT", type: "snapshot", ts: n, data: { symbol: "BTCUSDT" } })
          // the frame read at this (test) time, before the clock moves on
          yield* waitFor(() => frames === n, `data frame ${n}`, realTime)
          yield* TestClock.adjust("10 seconds")
          yield* waitFor(() => pings(server) === n, `ping ${n}`, realTime)
        }
        yield* quiet
        expect(server.connections()).toBe(1)
      })
    )
  )

  it.effect("a subscription whose socket never opens says why when it times out; a silent server says only that", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* WsTestServer.make
        server.settings.ackSubscriptions = false
        // a runtime without a WebSocket (Node 20 under the browser layer): every open fails, the session retries
        const noWebSocket = Layer.succeed(Socket.WebSocketConstructor, () => {
          throw new TypeError("globalThis.WebSocket is not a constructor")
        })
        const subscribeOnce = Effect.flip(
          Stream.runHead(
            Effect.gen(function* () {
              const socket = yield* BybitSocket.BybitSocket
              return socket.subscribeV5("tickers.BTCUSDT", "linear")
            }).pipe(Stream.unwrap)
          )
        )
        const unreachable = yield* Effect.forkScoped(
          subscribeOnce.pipe(
            Effect.provide(
              Layer.fresh(WsTestServer.clientLayer(server.url, {}, true, Layer.merge(Node.layer, noWebSocket)))
            )
          )
        )
        const silent = yield* Effect.forkScoped(
          subscribeOnce.pipe(Effect.provide(Layer.fresh(WsTestServer.clientLayer(server.url))))
        )
        yield* waitFor(() => subscribes(server) === 1, "the silent server got the subscribe", realTime)
        // the reconnects of the socket that cannot open run on the TestClock too
        for (let second = 0; second < 10; second++) yield* TestClock.adjust("1 second")
        const unreachableError = yield* Fiber.join(unreachable)
        const silentError = yield* Fiber.join(silent)
        expect(unreachableError).toBeInstanceOf(SocketError.SubscribeFailed)
        expect(unreachableError.message).toBe("(tickers.BTCUSDT) failed to subscribe")
        expect(unreachableError).toMatchObject({
          reason:
            "not acknowledged within 10s: the socket is not connected (Open: globalThis.WebSocket is not a constructor)"
        })
        expect(silentError).toMatchObject({ _tag: "SubscribeFailed", reason: "not acknowledged within 10s" })
      })
    )
  )
})
