import * as http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import { Exchange } from "../../../src/Emulator/Exchange.js"
import * as WsLegacySpotV1 from "../../../src/Emulator/wire/WsLegacySpotV1.js"
import * as Environment from "../../../src/Layers/Environment.js"
import * as Node from "../../../src/node.js"
import * as LegacySocket from "../../../src/Socket/legacy/LegacySocket.js"
import * as SpotV1Depth from "../../../src/Socket/legacy/SpotV1Depth.js"
import { spanNames } from "../../support/SpanNames.js"
import { waitFor } from "../../support/WaitFor.js"

// The spot v1 client against the emulator's spot v1 server: the market clock is the test's own, so the book the
// server pushes can be compared with the exchange's book at the same instant.

const serve = Effect.acquireRelease(
  Effect.callback<{
    exchange: Exchange
    server: http.Server
    legacy: WsLegacySpotV1.LegacySpotV1Server
    port: number
    clock: { t: number }
  }>((resume) => {
    const exchange = new Exchange({ seed: 3 })
    const clock = { t: Date.now() }
    const server = http.createServer()
    const legacy = WsLegacySpotV1.attach(server, { exchange, clock: () => clock.t })
    server.listen(0, "127.0.0.1", () => {
      exchange.tick(clock.t)
      resume(Effect.succeed({ exchange, server, legacy, port: (server.address() as AddressInfo).port, clock }))
    })
  }),
  ({ legacy, server }) =>
    Effect.callback<void>((resume) => {
      legacy.close()
      server.close(() => resume(Effect.void))
      server.closeAllConnections()
    })
)

// No test here is about the heartbeat: a long pong timeout, so that a loaded machine's late pong does not reconnect
// (a reconnect sends a fresh book, and a private push made meanwhile is lost).
const options: LegacySocket.Options = {
  pingInterval: "200 millis",
  pongTimeout: "5 seconds",
  reconnect: Schedule.spaced("20 millis"),
  ackTimeout: "10 seconds"
}

describe("spot v1 against the emulator", () => {
  it.live("the merged-depth book equals the emulator's aggregated book, push after push", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { exchange, port, clock } = yield* serve
        const environment = Environment.custom({ restUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` })
        const socket = yield* LegacySocket.make({ market: "spotV1", environment, options })
        const instrument = exchange.instrument("spot", "ETHUSDT")
        if (instrument === undefined) return yield* Effect.die(new Error("no ETHUSDT"))
        const expected: Array<ReturnType<typeof WsLegacySpotV1.mergedDepth>> = []
        const books = yield* SpotV1Depth.mergedBook(socket, "ETHUSDT", 1).pipe(
          Stream.tap(() =>
            Effect.sync(() => {
              // the next push follows a tick: remember the exchange's merged book right after it
              if (expected.length < 3) {
                clock.t += 5_000
                exchange.tick(clock.t)
                expected.push(WsLegacySpotV1.mergedDepth(exchange.engine.depth(instrument, 200), 1))
              }
            })
          ),
          Stream.take(3),
          Stream.runCollect
        )
        const received = books
        expect(received.length).toBe(3)
        const first = received[0]
        expect(first?.dumpScale).toBe(1)
        expect(first?.bids.length).toBeGreaterThan(0)
        for (const book of received) {
          for (const [price] of [...book.bids, ...book.asks]) expect(price).toMatch(/^\d+\.\d$/)
        }
        expect(received[1]?.bids).toEqual(expected[0]?.b)
        expect(received[1]?.asks).toEqual(expected[0]?.a)
        expect(received[2]?.bids).toEqual(expected[1]?.b)
        expect(received[2]?.asks).toEqual(expected[1]?.a)
        // and the library's own merge of the full book agrees with the emulator's
        const full = exchange.engine.depth(instrument, 200)
        expect(SpotV1Depth.merge(full.b, 1, "bid").slice(0, 40)).toEqual(WsLegacySpotV1.mergedDepth(full, 1).b)
        expect(SpotV1Depth.merge(full.a, 1, "ask").slice(0, 40)).toEqual(WsLegacySpotV1.mergedDepth(full, 1).a)
      }).pipe(Effect.provide(Node.layer))
    )
  )

  it.live("a merged book without a dump scale fails before anything is sent", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { legacy, port } = yield* serve
        const environment = Environment.custom({ restUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` })
        // a named, traced call: its span
        const { value: socket, names } = yield* spanNames(LegacySocket.make({ market: "spotV1", environment, options }))
        expect(names).toEqual(["LegacySocket.make"])
        const error = yield* Effect.flip(Stream.runHead(SpotV1Depth.mergedBook(socket, "BTCUSDT", undefined)))
        expect(error.message).toBe("Dumpscale must be provided for merged orderbooks")
        const viaTopic = yield* Effect.flip(Effect.scoped(socket.subscribe("mergedDepth.BTCUSDT", () => {})))
        expect(viaTopic._tag).toBe("DumpScaleRequired")
        expect(legacy.upgrades()).toBe(0)
      }).pipe(Effect.provide(Node.layer))
    )
  )

  it.live("a topic of another market fails with the wrong-market error and opens nothing", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { legacy, port } = yield* serve
        const environment = Environment.custom({ restUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` })
        const socket = yield* LegacySocket.make({ market: "spotV1", environment, options })
        const error = yield* Effect.flip(Effect.scoped(socket.subscribe("orderbook.40.BTCUSDT", () => {})))
        expect(error._tag).toBe("WrongMarket")
        if (error._tag === "WrongMarket") {
          expect(error.market).toBe("spotV1")
          expect(error.expected).toBe("spotV3")
          expect(error.message).toContain("spotV3 market")
        }
        const v3 = yield* LegacySocket.make({ market: "spotV3", environment, options })
        const back = yield* Effect.flip(
          Effect.scoped(v3.subscribe(["trade.BTCUSDT", "mergedDepth.1.BTCUSDT"], () => {}))
        )
        expect(back).toMatchObject({ _tag: "WrongMarket", market: "spotV3", expected: "spotV1" })
        expect(legacy.upgrades()).toBe(0)
      }).pipe(Effect.provide(Node.layer))
    )
  )

  it.live("private: signed URL parameters open the stream; a bad signature is a 401, logged and not retried", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { exchange, legacy, port, clock } = yield* serve
        const environment = Environment.custom({ restUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` })
        const bad = yield* LegacySocket.make({
          market: "spotV1",
          environment,
          options,
          credentials: { apiKey: Redacted.make(exchange.demo.apiKey), apiSecret: Redacted.make("wrong-secret") }
        })
        const refused = yield* Effect.flip(Effect.scoped(bad.subscribe("outboundAccountInfo", () => {})))
        expect(refused._tag).toBe("SocketUnauthorized")
        // a retry would show up by now (a negative check: a slow machine can only make it pass)
        yield* Effect.sleep("200 millis")
        expect(legacy.upgrades()).toBe(1)
        expect(yield* bad.state("outboundAccountInfo")).toBe("initial")
        const again = yield* Effect.flip(Effect.scoped(bad.subscribe("executionReport", () => {})))
        expect(again._tag).toBe("SocketUnauthorized")
        expect(legacy.upgrades()).toBe(1)

        const good = yield* LegacySocket.make({
          market: "spotV1",
          environment,
          options,
          credentials: {
            apiKey: Redacted.make(exchange.demo.apiKey),
            apiSecret: Redacted.make(exchange.demo.apiSecret)
          }
        })
        const events = yield* good
          .stream("outboundAccountInfo")
          .pipe(Stream.take(1), Stream.runCollect, Effect.forkChild)
        // the good socket is open at the server (and there its account's pushes go)
        yield* waitFor(() => legacy.connections() === 1, "the good socket at the server")
        expect(legacy.upgrades()).toBe(2)
        exchange.setBalance(exchange.demo.uid, "UNIFIED", "USDT", "1234.5", clock.t)
        const got = yield* Fiber.join(events)
        expect(got[0]?.e).toBe("outboundAccountInfo")
        expect(JSON.stringify(got[0]?.B)).toContain('"a":"USDT"')
      }).pipe(Effect.provide(Node.layer))
    )
  )
})
