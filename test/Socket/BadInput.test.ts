import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type * as Connection from "../../src/Socket/Connection.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

// Bad subscription input, as typed and untyped callers can give it: each case is a typed error (or, for more than
// ten spot topics, requests the exchange takes), nothing the exchange would refuse goes on the wire, the process
// keeps running and a subscription already flowing on the same connection is not disturbed.

const options: BybitSocket.Options = {
  pingInterval: "1 second",
  pongTimeout: "5 seconds",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "10 seconds"
}

// Untyped JavaScript reaches the same functions with anything at all.
const untyped = <T>(value: unknown): T => value as T

type Market = Parameters<BybitSocket.BybitSocketService["subscribeV5"]>[1]

const cases: ReadonlyArray<{
  readonly name: string
  readonly topics: unknown
  readonly market: Market
  readonly reason: RegExp
}> = [
  { name: "an empty topic list", topics: [], market: "linear", reason: /no topics/ },
  { name: "a topic given twice", topics: ["tickers.BTCUSDT", "tickers.BTCUSDT"], market: "linear", reason: /twice/ },
  {
    name: "a private topic on a public stream",
    topics: ["order"],
    market: "linear",
    reason: /not a linear public topic/
  },
  {
    name: "a public topic on the private stream",
    topics: ["tickers.BTCUSDT"],
    market: "private",
    reason: /not a private topic/
  },
  {
    name: "a public topic on the status stream",
    topics: ["tickers.BTCUSDT"],
    market: "misc",
    reason: /not served on misc/
  },
  { name: "a topic with spaces", topics: ["tickers. BTCUSDT"], market: "linear", reason: /whitespace/ },
  { name: "a 10 kB topic", topics: [`tickers.${"A".repeat(10_000)}`], market: "linear", reason: /characters/ },
  { name: "an empty topic", topics: [""], market: "spot", reason: /empty topic/ },
  { name: "a number for a topic", topics: [42], market: "linear", reason: /must be a string/ },
  { name: "null for the topic list", topics: null, market: "linear", reason: /list of strings/ },
  { name: "an object for the topic list", topics: { topic: "x" }, market: "linear", reason: /list of strings/ }
]

describe("subscription bad input", () => {
  it.live("every case is a typed error, nothing is sent, and a running subscription keeps flowing", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        // a subscription that must not be disturbed
        const got: Array<Connection.Frame> = []
        const running = yield* Effect.forkChild(
          Stream.runForEach(socket.subscribeV5("tickers.BTCUSDT", "linear"), (f) => Effect.sync(() => got.push(f)))
        )
        yield* waitFor(() => server.received.some((f) => f.op === "subscribe"), "the subscribe at the server")
        const sentBefore = server.received.filter((f) => f.op !== "ping").length

        for (const c of cases) {
          const error = yield* Effect.flip(Stream.runDrain(socket.subscribeV5(untyped(c.topics), c.market)))
          expect(error._tag, c.name).toBe("InvalidTopics")
          expect(error.message, c.name).toMatch(c.reason)
        }
        // nothing went on the wire for any of them
        expect(server.received.filter((f) => f.op !== "ping").length).toBe(sentBefore)

        // the raw route without a category is refused before anything connects
        const raw = yield* Effect.flip(Stream.runDrain(socket.subscribe("orderbook.50.BTCUSDT")))
        expect(raw._tag).toBe("CategoryRequired")

        // unsubscribing what this listener never subscribed: a typed refusal, and nothing is sent
        const conn = yield* socket.connection("linear")
        const stranger = yield* Effect.flip(conn.unsubscribe(["tickers.ETHUSDT", "tickers.BTCUSDT"], () => {}))
        expect(stranger._tag).toBe("UnsubscribeFailed")
        expect(stranger.message).toBe("(tickers.ETHUSDT,tickers.BTCUSDT) failed to unsubscribe")
        expect(server.received.filter((f) => f.op === "unsubscribe")).toEqual([])

        // the running subscription still flows
        server.broadcast({ topic: "tickers.BTCUSDT", type: "snapshot", ts: 1, data: {} })
        yield* waitFor(() => got.length === 1, "the frame")
        yield* Fiber.interrupt(running)
      })
    )
  )

  it.live("more than ten spot topics in one call go out as requests of at most ten, all confirmed", () =>
    WsTestServer.withClient(options, (server) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const topics = Array.from({ length: 23 }, (_, i) => `publicTrade.COIN${i}USDT`)
        const fiber = yield* Effect.forkChild(Stream.runDrain(socket.subscribeV5(topics, "spot")))
        const requests = () => server.received.filter((f) => f.op === "subscribe")
        const sent = () => requests().reduce((n, f) => n + (f.args as Array<string>).length, 0)
        yield* waitFor(() => sent() === 23, "all 23 frames sent")
        expect(requests().map((f) => (f.args as Array<string>).length)).toEqual([10, 10, 3])
        // confirmed: a second listener of the same topics waits for the same acknowledgements (and would fail with
        // the refusal), and the stream is still running, not failed
        const conn = yield* socket.connection("spot")
        yield* conn.subscribe(topics, () => {})
        expect(sent()).toBe(23)
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* Fiber.interrupt(fiber)
      })
    )
  )
})
