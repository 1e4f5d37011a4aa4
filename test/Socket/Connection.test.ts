import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Metric from "effect/Metric"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Node from "../../src/node.js"
import * as Metrics from "../../src/Observability/Metrics.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as Connection from "../../src/Socket/Connection.js"
import type { ConnectionState } from "../../src/Socket/ConnectionState.js"
import * as Protocol from "../../src/Socket/Protocol.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

const SECRET = WsTestServer.apiSecret

// Pings every 100 ms (the heartbeat also hands the per-message counts to the metrics) and a quick reconnect; the pong
// and acknowledgement timeouts are long: on a loaded machine a 50 ms pong timeout closed sockets (and lost the
// frames broadcast meanwhile) in tests about something else. The test of the pong timeout sets its own.
const fast: BybitSocket.Options = {
  pingInterval: "100 millis",
  pongTimeout: "5 seconds",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "10 seconds"
}

const clientLayer = (url: string, options: BybitSocket.Options = fast) => WsTestServer.clientLayer(url, options)

/** Runs `body` with a scripted server and a client connected to it. */
const subscribes = (server: WsTestServer.WsTestServer) => server.received.filter((f) => f.op === "subscribe")

describe("Connection", () => {
  it.live("a listener's text reader stands in for JSON.parse on its topic; what it declines is parsed as before", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("linear")
        const texts: Array<string> = []
        const withReader: Array<Connection.Frame> = []
        const plain: Array<Connection.Frame> = []
        const reader: Connection.Listener = Object.assign((frame: Connection.Frame) => void withReader.push(frame), {
          // accepts the first frame only (a marker shows which path each frame took)
          parse: (text: string) => {
            texts.push(text)
            return text.includes('"ts":1,') ? { read: true } : undefined
          }
        })
        yield* conn.subscribe(["orderbook.1.BTCUSDT"], reader)
        yield* conn.subscribe(["orderbook.1.BTCUSDT", "tickers.BTCUSDT"], (frame) => void plain.push(frame))
        server.broadcast({ topic: "orderbook.1.BTCUSDT", ts: 1, type: "snapshot" })
        server.broadcast({ topic: "orderbook.1.BTCUSDT", ts: 2, type: "delta" })
        server.broadcast({ topic: "tickers.BTCUSDT", ts: 1, type: "snapshot" })
        yield* waitFor(() => plain.length === 3, "three plain frames")
        // every listener of the topic gets the reader's frame; the declined one is JSON.parse's
        expect(withReader).toEqual([{ read: true }, { topic: "orderbook.1.BTCUSDT", ts: 2, type: "delta" }])
        expect(plain).toEqual([...withReader, { topic: "tickers.BTCUSDT", ts: 1, type: "snapshot" }])
        // only its own topic's frames reach the reader
        expect(texts.length).toBe(2)
        // once its listener leaves, the topic's frames are parsed again
        yield* conn.unsubscribe(["orderbook.1.BTCUSDT"], reader)
        server.broadcast({ topic: "orderbook.1.BTCUSDT", ts: 1, type: "delta" })
        yield* waitFor(() => plain.length === 4, "the fourth plain frame")
        expect(plain[3]).toEqual({ topic: "orderbook.1.BTCUSDT", ts: 1, type: "delta" })
        expect(texts.length).toBe(2)
      })
    )
  )

  it.live("subscribes with a req_id, streams frames, and walks initial → connecting → connected", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const states: Array<ConnectionState> = []
        yield* Effect.forkScoped(Stream.runForEach(socket.state("linear"), (s) => Effect.sync(() => states.push(s))))
        const frames = yield* Effect.forkChild(BybitSocket.take(socket.subscribeV5("tickers.BTCUSDT", "linear"), 2))
        yield* waitFor(() => subscribes(server).length === 1, "the subscribe at the server")
        expect(subscribes(server)[0]).toMatchObject({ op: "subscribe", args: ["tickers.BTCUSDT"] })
        expect(typeof subscribes(server)[0]?.req_id).toBe("string")
        // the server acknowledged the subscribe as it read it: what it sends now arrives after the acknowledgement
        server.broadcast({ topic: "tickers.BTCUSDT", type: "snapshot", ts: 1, data: { symbol: "BTCUSDT" } })
        server.broadcast({ topic: "other.topic", type: "snapshot", ts: 1, data: {} })
        server.broadcast({ topic: "tickers.BTCUSDT", type: "delta", ts: 2, data: { lastPrice: "1" } })
        const got = yield* Fiber.join(frames)
        expect(got.map((f) => f.type)).toEqual(["snapshot", "delta"])
        expect(states.slice(0, 3)).toEqual(["initial", "connecting", "connected"])
      })
    )
  )

  it.live("refused topics fail with '(a,b) failed to subscribe'", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.refuse.add("orderbook.1.NOPE")
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(
          Stream.runDrain(socket.subscribeV5(["orderbook.1.NOPE", "tickers.BTCUSDT"], "linear"))
        )
        expect(error._tag).toBe("SubscribeFailed")
        expect(error.message).toBe("(orderbook.1.NOPE,tickers.BTCUSDT) failed to subscribe")
      })
    )
  )

  it.live("option acknowledgements come as COMMAND_RESP success/fail topic lists", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.settings.optionStyle = true
        server.refuse.add("tickers.BAD-OPTION")
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(
          Stream.runDrain(socket.subscribeV5(["tickers.BTC-25DEC26-70000-C", "tickers.BAD-OPTION"], "option"))
        )
        expect(error.message).toBe("(tickers.BAD-OPTION) failed to subscribe")
      })
    )
  )

  it.live("spot public sends at most 10 topics per subscribe request", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const topics = Array.from({ length: 25 }, (_, i) => `publicTrade.SYM${i}USDT`)
        yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5(topics, "spot")))
        yield* waitFor(() => subscribes(server).length === 3, "three subscribes at the server")
        expect(subscribes(server).map((f) => (f.args as Array<string>).length)).toEqual([10, 10, 5])
      })
    )
  )

  it.live("topics beyond a connection's limits go to further connections (option 2000 args, 21,000 chars)", () =>
    WsTestServer.withClient(
      (server) =>
        Effect.gen(function* () {
          server.settings.optionStyle = true
          const socket = yield* BybitSocket.BybitSocket
          // short names, so the 2000-args rule binds before the 21,000-characters one
          const options = Array.from({ length: 2001 }, (_, i) => `T.${i}`)
          yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5(options, "option")))
          const total = () => subscribes(server).reduce((n, f) => n + (f.args as Array<string>).length, 0)
          yield* waitFor(
            () => server.connections() === 2 && total() === 2001,
            "2001 option topics on two connections",
            { timeout: 20_000 }
          )
          const perConnection = subscribes(server).map((f) => (f.args as Array<string>).length)
          expect(perConnection.reduce((a, b) => a + b, 0)).toBe(2001)
          expect(Math.max(...perConnection)).toBe(2000)

          server.settings.optionStyle = false
          const linear = Array.from({ length: 800 }, (_, i) => `orderbook.50.SYMBOL${String(i).padStart(5, "0")}USDT`)
          expect(linear.join("").length).toBeGreaterThan(21_000)
          yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5(linear, "linear")))
          yield* waitFor(() => server.connections() === 4 && total() === 2801, "2801 topics on four connections", {
            timeout: 20_000
          })
          const linearFrames = subscribes(server).filter((f) => (f.args as Array<string>)[0]?.startsWith("orderbook"))
          expect(linearFrames.length).toBeGreaterThanOrEqual(2)
          const chars = linearFrames.map((f) => (f.args as Array<string>).join("").length)
          expect(Math.max(...chars)).toBeLessThanOrEqual(21_000)
          expect(linearFrames.reduce((n, f) => n + (f.args as Array<string>).length, 0)).toBe(800)
        }),
      // thousands of topics on a loaded 2-core machine: heartbeats and acknowledgements get room, this test is
      // about placement
      { ...fast, pingInterval: "2 seconds", pongTimeout: "5 seconds", ackTimeout: "20 seconds" }
    )
  )

  it.live("a dropped socket reconnects, resubscribes every topic, and the stream keeps flowing", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const states: Array<ConnectionState> = []
        yield* Effect.forkScoped(Stream.runForEach(socket.state("linear"), (s) => Effect.sync(() => states.push(s))))
        const collected: Array<unknown> = []
        yield* Effect.forkScoped(
          Stream.runForEach(socket.subscribeV5(["tickers.A", "tickers.B"], "linear"), (f) =>
            Effect.sync(() => collected.push(f.ts))
          )
        )
        // the server acknowledges a subscribe as it reads it: a frame sent after that follows the acknowledgement
        yield* waitFor(() => subscribes(server).length === 1, "the subscribe at the server")
        server.broadcast({ topic: "tickers.A", type: "snapshot", ts: 1, data: {} })
        yield* waitFor(() => collected.length === 1, "the first frame")
        server.dropAll()
        yield* waitFor(() => subscribes(server).length === 2, "the resubscribe at the server")
        expect(subscribes(server)[1]?.args).toEqual(["tickers.A", "tickers.B"])
        server.broadcast({ topic: "tickers.B", type: "snapshot", ts: 2, data: {} })
        yield* waitFor(() => collected.length === 2, "the frame after the resubscribe")
        expect(collected).toEqual([1, 2])
        expect(server.connections()).toBe(2)
        expect(states).toEqual(
          expect.arrayContaining(["initial", "connecting", "connected", "reconnecting", "connecting", "connected"])
        )
        const reconnecting = states.indexOf("reconnecting")
        expect(states.slice(reconnecting, reconnecting + 3)).toEqual(["reconnecting", "connecting", "connected"])
      })
    )
  )

  it.live("a pong not seen in time closes the socket and reconnects", () =>
    WsTestServer.withClient(
      (server) =>
        Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5("tickers.A", "linear")))
          yield* waitFor(() => server.connections() === 1, "the connection at the server")
          server.settings.answerPings = false
          yield* waitFor(() => server.connections() >= 2, "a second connection at the server")
          expect(server.received.some((f) => f.op === "ping")).toBe(true)
        }),
      { ...fast, pongTimeout: "200 millis" }
    )
  )

  it.live("a connection that delivers nothing while subscribed is treated as dead", () =>
    WsTestServer.withClient(
      (server) =>
        Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5("tickers.A", "linear")))
          yield* waitFor(() => server.connections() >= 2, "a second connection at the server", { timeout: 3_000 })
        }),
      { ...fast, silenceTimeout: "250 millis" }
    )
  )

  it.live(
    "a quiet private stream is not taken for dead: its pongs keep it (the silence check is for public data)",
    () =>
      WsTestServer.withClient(
        (server) =>
          Effect.gen(function* () {
            const socket = yield* BybitSocket.BybitSocket
            yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5("wallet", "private")))
            yield* waitFor(() => server.received.some((f) => f.op === "subscribe"), "the subscribe at the server", {
              timeout: 3_000
            })
            // four silence windows and several pings later, still the first socket
            const pings = () => server.received.filter((f) => f.op === "ping").length
            yield* waitFor(() => pings() >= 3, "three pings", { timeout: 5_000 })
            expect(server.connections()).toBe(1)
          }),
        { ...fast, silenceTimeout: "250 millis" }
      )
  )

  it.live("a 401 upgrade is not retried and fails the subscription", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.settings.refuseUpgrade401 = true
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(Stream.runDrain(socket.subscribeV5("tickers.A", "linear")))
        expect(error._tag).toBe("SocketUnauthorized")
        // a retry would show up by now (a negative check: a slow machine can only make it pass)
        yield* Effect.sleep("300 millis")
        expect(server.connections()).toBe(0)
      })
    )
  )

  it.live("malformed frames are reported and dropped without breaking the stream", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const frames = yield* Effect.forkChild(BybitSocket.take(socket.subscribeV5("tickers.A", "linear"), 1))
        // acknowledged as the server read it: the frames below follow the acknowledgement
        yield* waitFor(() => subscribes(server).length === 1, "the subscribe at the server")
        server.broadcast('{"topic":"tickers.A","type":')
        server.broadcast({ topic: "tickers.A", type: "snapshot", ts: 7, data: {} })
        const got = yield* Fiber.join(frames)
        expect(got[0]?.ts).toBe(7)
      })
    )
  )

  it.live("private connections authenticate (signature over GET/realtime+expires) before subscribing", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const before = Date.now()
        yield* Effect.forkScoped(Stream.runDrain(socket.subscribeV5(["order", "position"], "private")))
        yield* waitFor(() => subscribes(server).length === 1, "the subscribe at the server")
        const authIndex = server.received.findIndex((f) => f.op === "auth")
        const subIndex = server.received.findIndex((f) => f.op === "subscribe")
        expect(authIndex).toBeGreaterThanOrEqual(0)
        expect(authIndex).toBeLessThan(subIndex)
        const [key, expires, signature] = server.received[authIndex]!.args as [string, number, string]
        expect(key).toBe("ws-key")
        // signed at some time between `before` and now, to expire 5 s (the auth window) later
        expect(expires).toBeGreaterThanOrEqual(before + 5_000)
        expect(expires).toBeLessThanOrEqual(Date.now() + 5_000)
        expect(signature).toBe(createHmac("sha256", SECRET).update(`GET/realtime${expires}`).digest("hex"))
      })
    )
  )

  it.live("failed authentication fails the subscription with SocketAuthFailed", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        server.settings.acceptAuth = false
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(Stream.runDrain(socket.subscribeV5("order", "private")))
        expect(error._tag).toBe("SocketAuthFailed")
        expect(error.message).toContain("Params Error")
      })
    )
  )

  it.live("a connection that ends for good after subscribing (auth refused on reconnect) fails its streams", () =>
    WsTestServer.withClient(fast, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const running = yield* Effect.forkChild(Stream.runDrain(socket.subscribeV5("order", "private")))
        yield* waitFor(() => subscribes(server).length === 1, "the subscribe at the server")
        server.settings.acceptAuth = false
        server.dropAll()
        // the stream is told, instead of waiting forever on a connection that will never come back
        const error = yield* Effect.flip(Fiber.join(running))
        expect(error._tag).toBe("SocketAuthFailed")
      })
    )
  )

  it.live("a plain ws:// URL to a remote host is refused before anything connects", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        Stream.runDrain(BybitSocket.subscribeV5("tickers.BTCUSDT", "linear")).pipe(
          Effect.provide(clientLayer("ws://192.0.2.1:9"))
        )
      )
      expect(error._tag).toBe("SocketClosed")
      expect(error.message).toContain("wss")
    })
  )

  it.live("raw subscribe refuses V5 public topics without a category", () =>
    WsTestServer.withClient(fast, () =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const error = yield* Effect.flip(Stream.runDrain(socket.subscribe("orderbook.50.BTCUSDT")))
        expect(error._tag).toBe("CategoryRequired")
        expect(error.message).toContain("use subscribeV5(topic, category)")
      })
    )
  )

  it.live("closing the scope closes the socket and fails pending acknowledgements with SocketClosed", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* WsTestServer.make
        server.settings.ackSubscriptions = false
        const fiber = yield* Effect.forkDetach(
          Effect.scoped(
            Effect.gen(function* () {
              const socket = yield* BybitSocket.BybitSocket
              const conn = yield* socket.connection("linear")
              return yield* Effect.result(conn.subscribe(["tickers.A"], () => {}))
            }).pipe(Effect.provide(clientLayer(server.url)))
          )
        )
        // the socket is open and the subscribe waits for its (withheld) acknowledgement: the scope closes now
        yield* waitFor(
          () => server.open() === 1 && subscribes(server).length === 1,
          "the open socket and its subscribe at the server"
        )
        yield* Fiber.interrupt(fiber)
        yield* waitFor(() => server.open() === 0, "no socket open at the server")

        // the state machine ends in "initial" after a deliberate close, and pending acks fail typed
        const states: Array<ConnectionState> = []
        const result = yield* Effect.scoped(
          Effect.gen(function* () {
            const conn = yield* Connection.make({
              protocol: Protocol.v5Protocols.linear,
              url: Effect.succeed(server.url),
              options: fast
            })
            yield* Effect.forkDetach(Stream.runForEach(conn.state.changes, (s) => Effect.sync(() => states.push(s))))
            const pending = yield* Effect.forkDetach(
              Effect.scoped(Effect.result(conn.subscribe(["tickers.B"], () => {})))
            )
            yield* waitFor(() => subscribes(server).length >= 2, "the second subscribe at the server")
            return pending
          })
        ).pipe(Effect.provide(Node.layer))
        const outcome = yield* Fiber.join(result)
        expect(outcome._tag).toBe("Failure")
        if (outcome._tag === "Failure") expect(outcome.failure._tag).toBe("SocketClosed")
        yield* waitFor(() => states.at(-1) === "initial", "the initial state")
        yield* waitFor(() => server.closeCodes.length >= 2, "two closes at the server")
        // a deliberate close is a clean close
        expect(server.closeCodes.every((code) => code === 1000)).toBe(true)
        expect(states).toEqual(["initial", "connecting", "connected", "closing", "initial"])
        yield* waitFor(() => server.open() === 0, "no socket open at the server")
      })
    )
  )
})

describe("per-message metrics", () => {
  it.live("every data message is counted per market and topic family, and one in 64 is timed", () =>
    WsTestServer.withClient(
      (server) =>
        Effect.gen(function* () {
          const socket = yield* BybitSocket.BybitSocket
          const counted = (family: string) =>
            Effect.map(Metric.value(Metrics.wsMessagesOf("inverse", family)), (s) => s.count)
          const timed = Effect.map(Metric.value(Metrics.wsMessageDecodeOf("inverse", "tickers")), (s) => s.count)
          const before = {
            tickers: yield* counted("tickers"),
            trades: yield* counted("publicTrade"),
            timed: yield* timed
          }
          const got: Array<Connection.Frame> = []
          const fiber = yield* Effect.forkChild(
            Stream.runForEach(socket.subscribeV5(["tickers.A", "publicTrade.A"], "inverse"), (f) =>
              Effect.sync(() => got.push(f))
            )
          )
          yield* waitFor(() => subscribes(server).length === 1, "the subscribe at the server")
          for (let i = 0; i < 128; i++) server.broadcast({ topic: "tickers.A", type: "delta", ts: i, data: {} })
          for (let i = 0; i < 5; i++) server.broadcast({ topic: "publicTrade.A", type: "snapshot", ts: i, data: [] })
          // a frame of a topic nobody holds is not counted
          server.broadcast({ topic: "tickers.B", type: "delta", ts: 0, data: {} })
          yield* waitFor(() => got.length === 133, "all 133 frames")
          // handed to the metrics at the next heartbeat
          yield* Effect.repeat(Effect.all([counted("tickers"), counted("publicTrade"), timed]), {
            until: ([tickers, trades, decoded]) =>
              tickers - before.tickers >= 128 && trades - before.trades >= 5 && decoded - before.timed >= 1,
            schedule: Schedule.spaced("10 millis")
          }).pipe(Effect.timeout("10 seconds"))
          expect((yield* counted("tickers")) - before.tickers).toBe(128)
          expect((yield* counted("publicTrade")) - before.trades).toBe(5)
          expect((yield* timed) - before.timed).toBeGreaterThanOrEqual(1)
          yield* Fiber.interrupt(fiber)
        }),
      fast
    )
  )
})

describe("reconnect schedule", () => {
  it.effect("the first reconnect waits exactly 500 ms; later ones grow with jitter up to 30 s", () =>
    Effect.gen(function* () {
      const step = yield* Schedule.toStep(Connection.defaultReconnect)
      const waits: Array<number> = []
      for (let i = 0; i < 10; i++) {
        const [, delay] = yield* step(0, i)
        waits.push(Duration.toMillis(delay))
      }
      expect(waits[0]).toBe(500)
      for (const wait of waits.slice(1)) {
        expect(wait).toBeGreaterThan(0)
        expect(wait).toBeLessThanOrEqual(30_000)
      }
      expect(waits[4]!).toBeGreaterThan(waits[1]!)
      expect(waits.at(-1)).toBe(30_000)
      expect(Duration.toMillis(Connection.defaults.pingInterval)).toBe(10_000)
      expect(Duration.toMillis(Connection.defaults.pongTimeout)).toBe(1_000)
    })
  )
})
