import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type * as Connection from "../../src/Socket/Connection.js"
import { sleepLive } from "../support/Live.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

// Acknowledged unsubscribe and resubscribe on a shared connection, against a scripted server: the request carries a
// req_id, the Effect resolves on the matching acknowledgement (or on option channels' COMMAND_RESP topic lists), and
// fails with "(a,b) failed to unsubscribe" when refused or not acknowledged in time.
//
// On the TestClock: the acknowledgement timeout (300 ms) runs only when a test moves the clock, so a server slow to
// answer on a loaded machine is never taken for a silent one. Pings keep their default interval (10 s): no test
// here moves the clock that far, and none is about them.

const fast: BybitSocket.Options = {
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "300 millis"
}

const unsubscribes = (server: WsTestServer.WsTestServer) => server.received.filter((f) => f.op === "unsubscribe")
const subscribes = (server: WsTestServer.WsTestServer) => server.received.filter((f) => f.op === "subscribe")

/** A listener that records the topics of the frames it gets. */
const recorder = () => {
  const topics: Array<string> = []
  const listener: Connection.Listener = (frame) => {
    if (typeof frame.topic === "string") topics.push(frame.topic)
  }
  return { topics, listener }
}

describe("acknowledged unsubscribe", () => {
  it.effect("sends the topics with a req_id, resolves on its acknowledgement, and the listener hears no more", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("linear")
        const { topics, listener } = recorder()
        yield* conn.subscribe(["tickers.BTCUSDT", "tickers.ETHUSDT"], listener)
        yield* conn.unsubscribe(["tickers.BTCUSDT"], listener)
        const sent = unsubscribes(server)
        expect(sent).toHaveLength(1)
        expect(sent[0]).toMatchObject({ op: "unsubscribe", args: ["tickers.BTCUSDT"] })
        expect(typeof sent[0]?.req_id).toBe("string")
        expect(sent[0]?.req_id).not.toBe(subscribes(server)[0]?.req_id)
        server.broadcast({ topic: "tickers.BTCUSDT", type: "snapshot", ts: 1, data: {} })
        server.broadcast({ topic: "tickers.ETHUSDT", type: "snapshot", ts: 1, data: {} })
        yield* waitFor(() => topics.includes("tickers.ETHUSDT"), "a tickers.ETHUSDT frame")
        expect(topics).toEqual(["tickers.ETHUSDT"])
      })
    )
  )

  it.effect("a refused unsubscribe fails with '(a,b) failed to unsubscribe'", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.refuseUnsubscribe.add("tickers.BTCUSDT")
        server.refuseUnsubscribe.add("orderbook.50.BTCUSDT")
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("linear")
        const { listener } = recorder()
        yield* conn.subscribe(["tickers.BTCUSDT", "orderbook.50.BTCUSDT"], listener)
        const error = yield* Effect.flip(conn.unsubscribe(["tickers.BTCUSDT", "orderbook.50.BTCUSDT"], listener))
        expect(error._tag).toBe("UnsubscribeFailed")
        expect(error.message).toBe("(tickers.BTCUSDT,orderbook.50.BTCUSDT) failed to unsubscribe")
        expect(error._tag === "UnsubscribeFailed" && error.reason).toContain("unsubscribe refused")
      })
    )
  )

  it.effect("a withheld acknowledgement fails after the acknowledgement timeout instead of hanging", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.settings.ackUnsubscribes = false
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("linear")
        const { listener } = recorder()
        yield* conn.subscribe(["tickers.BTCUSDT"], listener)
        const started = yield* Clock.currentTimeMillis
        const unsubscribing = yield* Effect.forkChild(Effect.flip(conn.unsubscribe(["tickers.BTCUSDT"], listener)))
        yield* waitFor(() => unsubscribes(server).length === 1, "the unsubscribe at the server")
        // no acknowledgement comes: 299 ms on, it is still waiting
        yield* TestClock.adjust("299 millis")
        yield* sleepLive(20)
        expect(unsubscribing.pollUnsafe()).toBeUndefined()
        // the clock moves on until it gives up: at the timeout, not before, and it does not hang
        yield* waitFor(() => unsubscribing.pollUnsafe() !== undefined, "the unsubscribe failed", {
          nudge: "5 millis",
          nudgeEvery: 1
        })
        const waited = (yield* Clock.currentTimeMillis) - started
        const error = yield* Fiber.join(unsubscribing)
        expect(error.message).toBe("(tickers.BTCUSDT) failed to unsubscribe")
        expect(error._tag === "UnsubscribeFailed" && error.reason).toBe("not acknowledged within 300ms")
        expect(waited).toBeGreaterThanOrEqual(300)
        expect(waited).toBeLessThan(3_000)
      })
    )
  )

  it.effect("option channels: COMMAND_RESP successTopics resolve it, failTopics fail it", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.settings.optionStyle = true
        server.refuseUnsubscribe.add("tickers.BTC-25DEC26-80000-C")
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("option")
        const { listener } = recorder()
        yield* conn.subscribe(["tickers.BTC-25DEC26-70000-C", "tickers.BTC-25DEC26-80000-C"], listener)
        yield* conn.unsubscribe(["tickers.BTC-25DEC26-70000-C"], listener)
        const error = yield* Effect.flip(conn.unsubscribe(["tickers.BTC-25DEC26-80000-C"], listener))
        expect(error.message).toBe("(tickers.BTC-25DEC26-80000-C) failed to unsubscribe")
        expect(unsubscribes(server).map((f) => f.args)).toEqual([
          ["tickers.BTC-25DEC26-70000-C"],
          ["tickers.BTC-25DEC26-80000-C"]
        ])
      })
    )
  )

  it.effect("a topic another listener still uses is not unsubscribed on the wire", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("linear")
        const first = recorder()
        const second = recorder()
        yield* conn.subscribe(["tickers.BTCUSDT"], first.listener)
        yield* conn.subscribe(["tickers.BTCUSDT"], second.listener)
        yield* conn.unsubscribe(["tickers.BTCUSDT"], first.listener)
        expect(unsubscribes(server)).toEqual([])
        server.broadcast({ topic: "tickers.BTCUSDT", type: "snapshot", ts: 1, data: {} })
        yield* waitFor(() => second.topics.length === 1, "the second listener's frame")
        expect(first.topics).toEqual([])
        yield* conn.unsubscribe(["tickers.BTCUSDT"], second.listener)
        expect(unsubscribes(server).map((f) => f.args)).toEqual([["tickers.BTCUSDT"]])
      })
    )
  )

  it.effect("spot public unsubscribes in batches of at most 10 topics", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("spot")
        const { listener } = recorder()
        const topics = Array.from({ length: 23 }, (_, i) => `publicTrade.SYM${i}USDT`)
        yield* conn.subscribe(topics, listener)
        yield* conn.unsubscribe(topics, listener)
        expect(unsubscribes(server).map((f) => (f.args as Array<string>).length)).toEqual([10, 10, 3])
      })
    )
  )

  it.effect("resubscribe sends unsubscribe then subscribe for the topic and waits for both acknowledgements", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("linear")
        const { topics, listener } = recorder()
        yield* conn.subscribe(["orderbook.50.BTCUSDT", "tickers.BTCUSDT"], listener)
        const before = server.received.length
        yield* conn.resubscribe(["orderbook.50.BTCUSDT"])
        const after = server.received.slice(before).filter((f) => f.op !== "ping")
        expect(after.map((f) => [f.op, f.args])).toEqual([
          ["unsubscribe", ["orderbook.50.BTCUSDT"]],
          ["subscribe", ["orderbook.50.BTCUSDT"]]
        ])
        // the listener stays in place
        server.broadcast({ topic: "orderbook.50.BTCUSDT", type: "snapshot", ts: 1, data: {} })
        yield* waitFor(() => topics.includes("orderbook.50.BTCUSDT"), "an orderbook.50.BTCUSDT frame")
      })
    )
  )

  it.effect("closing a subscription's Stream sends the unsubscribe without waiting for its acknowledgement", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.settings.ackUnsubscribes = false
        const socket = yield* BybitSocket.BybitSocket
        // keep the connection open after the stream ends, so the unsubscribe goes out on it
        const conn = yield* socket.connection("linear")
        expect(conn).toBeDefined()
        const started = yield* Clock.currentTimeMillis
        const streaming = yield* Effect.forkChild(
          Stream.runDrain(
            Stream.take(socket.subscribeV5("tickers.BTCUSDT", "linear"), 1).pipe(Stream.timeout("5 seconds"))
          )
        )
        // the server acknowledges the subscribe as it reads it, so the frame below arrives after the acknowledgement
        yield* waitFor(() => subscribes(server).length === 1, "the subscribe at the server")
        server.broadcast({ topic: "tickers.BTCUSDT", type: "snapshot", ts: 1, data: {} })
        yield* waitFor(() => unsubscribes(server).length === 1, "the unsubscribe at the server")
        // the stream ended, its release done, with the test clock where it was: the release did not wait for the
        // withheld acknowledgement (it would have waited out the 300 ms acknowledgement timeout)
        yield* waitFor(() => streaming.pollUnsafe() !== undefined, "the stream ended")
        yield* Fiber.join(streaming)
        expect(yield* Clock.currentTimeMillis).toBe(started)
        expect(unsubscribes(server)[0]?.args).toEqual(["tickers.BTCUSDT"])
      })
    )
  )
})
