import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Logger from "effect/Logger"
import * as Redacted from "effect/Redacted"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import WebSocket from "ws"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as WsLegacySpotV1 from "../../src/Emulator/wire/WsLegacySpotV1.js"
import * as Node from "../../src/node.js"
import type * as Connection from "../../src/Socket/Connection.js"
import type { ConnectionEvent } from "../../src/Socket/ConnectionState.js"
import * as LegacySocket from "../../src/Socket/legacy/LegacySocket.js"
import * as Markets from "../../src/Socket/legacy/Markets.js"
import * as SpotV1Depth from "../../src/Socket/legacy/SpotV1Depth.js"
import * as Harness from "../support/Harness.js"
import { provideLive } from "../support/Live.js"
import { eventually, type Options as WaitOptions } from "../support/WaitFor.js"

// The spot v1 WebSocket served by the emulator's own HTTP server (the handle's `legacyWs` URLs), driven by the
// library's legacy client. The market is frozen on a TestClock: it moves only with TestClock.adjust.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

const start = Harness.start({ seed: 8, startAt: NOW })

// waits in real time (the TestClock stays put), up to 10 s
const realTime: WaitOptions = { timeout: "10 seconds" }

const mergedOf = (h: Emulator.EmulatorHandle, symbol: string, dumpScale: number) => {
  const book = h.admin.book("spot", symbol, 200)
  if (book === undefined) throw new Error(`no spot book ${symbol}`)
  return WsLegacySpotV1.mergedDepth(book, dumpScale)
}

/** One raw frame exchange with the emulator's public spot v1 stream. */
const rawExchange = (url: string, request: unknown) =>
  Effect.callback<Record<string, unknown>>((resume) => {
    const ws = new WebSocket(url)
    ws.on("open", () => ws.send(JSON.stringify(request)))
    ws.on("message", (data) => {
      ws.close()
      resume(Effect.succeed(JSON.parse(String(data)) as Record<string, unknown>))
    })
    return Effect.sync(() => ws.terminate())
  })

describe("spot v1 WebSocket through the emulator handle", () => {
  it.effect("is served on the emulator's own server: the merged book equals the emulator's, push after push", () =>
    Effect.gen(function* () {
      const h = yield* start
      expect(h.legacyWs).toEqual({
        spotV1Public: `ws://127.0.0.1:${h.port}/spot/quote/ws/v1`,
        spotV1Private: `ws://127.0.0.1:${h.port}/spot/ws`
      })
      // the client finds the same stream from the emulator's environment alone
      const market = Markets.markets.spotV1
      expect(`${Markets.hostOf(h.environment)}${Markets.pathOf(market, "public", "mergedDepth.1.ETHUSDT")}`).toBe(
        h.legacyWs.spotV1Public
      )
      const socket = yield* LegacySocket.make({ market: "spotV1", environment: h.environment })
      const books: Array<SpotV1Depth.MergedBook> = []
      yield* Effect.forkScoped(
        Stream.runForEach(SpotV1Depth.mergedBook(socket, "ETHUSDT", 1), (book) => Effect.sync(() => books.push(book)))
      )
      expect(yield* eventually(() => books.length >= 1, "the first book", realTime)).toBe(true)
      const first = books[0]
      const expected = mergedOf(h, "ETHUSDT", 1)
      expect([first?.symbol, first?.dumpScale, first?.time]).toEqual(["ETHUSDT", 1, NOW])
      expect(first?.bids).toEqual(expected.b)
      expect(first?.asks).toEqual(expected.a)
      expect(first?.bids.length).toBeGreaterThan(0)
      for (const [price] of [...(first?.bids ?? []), ...(first?.asks ?? [])]) expect(price).toMatch(/^\d+\.\d$/)

      // the market moves only when the clock does; each book change is pushed whole
      yield* TestClock.adjust("2 seconds")
      expect(yield* eventually(() => books.length >= 2, "the next book", realTime)).toBe(true)
      // one tick may push more than once: wait for the push of the book as it is now (the clock stands still)
      const moved = mergedOf(h, "ETHUSDT", 1)
      const same = (book: SpotV1Depth.MergedBook | undefined) =>
        JSON.stringify([book?.bids, book?.asks]) === JSON.stringify([moved.b, moved.a])
      expect(yield* eventually(() => same(books.at(-1)), "the book of this tick", realTime)).toBe(true)
      expect(books.at(-1)?.bids).toEqual(moved.b)
      expect(books.at(-1)?.asks).toEqual(moved.a)
      expect(moved).not.toEqual(expected)
      expect(h.admin.legacyWs.upgrades()).toBe(1)
      expect(h.admin.legacyWs.connections()).toBe(1)
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("a merged book needs a dump scale: the exact message, on the client and on the server", () =>
    Effect.gen(function* () {
      const h = yield* start
      const socket = yield* LegacySocket.make({ market: "spotV1", environment: h.environment })
      const error = yield* Effect.flip(Stream.runHead(SpotV1Depth.mergedBook(socket, "BTCUSDT", undefined)))
      expect(error._tag).toBe("DumpScaleRequired")
      expect(error.message).toBe("Dumpscale must be provided for merged orderbooks")
      // refused before anything was opened
      expect(h.admin.legacyWs.upgrades()).toBe(0)
      // the server refuses such a request too, with the same words
      const reply = yield* rawExchange(h.legacyWs.spotV1Public, {
        symbol: "BTCUSDT",
        topic: "mergedDepth",
        event: "sub",
        params: { binary: false }
      })
      expect(reply).toEqual({
        topic: "mergedDepth",
        event: "sub",
        symbol: "BTCUSDT",
        code: "10001",
        msg: "Dumpscale must be provided for merged orderbooks"
      })
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("each legacy client serves one market: another market's topic is a wrong-market error", () =>
    Effect.gen(function* () {
      const h = yield* start
      const socket = yield* LegacySocket.make({ market: "spotV1", environment: h.environment })
      const error = yield* Effect.flip(Effect.scoped(socket.subscribe("orderbook.40.BTCUSDT", () => {})))
      expect(error).toMatchObject({ _tag: "WrongMarket", market: "spotV1", expected: "spotV3" })
      expect(error.message).toBe(
        'subscribe("orderbook.40.BTCUSDT") is for the spotV3 market, but this WebSocket client serves spotV1'
      )
      expect(h.admin.legacyWs.upgrades()).toBe(0)
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("private: a bad signature is a 401, logged and not retried; signed URL parameters open it", () =>
    Effect.gen(function* () {
      const h = yield* start
      const errors: Array<string> = []
      const logger = Logger.layer([
        Logger.make(({ logLevel, message }) => {
          if (logLevel === "Error") errors.push(Array.isArray(message) ? message.join(" ") : String(message))
        })
      ])
      const bad = yield* LegacySocket.make({
        market: "spotV1",
        environment: h.environment,
        credentials: { apiKey: Redacted.make(h.apiKey), apiSecret: Redacted.make(`${h.apiSecret}x`) }
      })
      const events: Array<ConnectionEvent> = []
      // started at once: subscribed to the events before anything connects
      yield* Effect.forkScoped(
        Stream.runForEach(bad.events, (e) => Effect.sync(() => events.push(e))),
        { startImmediately: true }
      )
      const refused = yield* Effect.flip(
        Effect.scoped(bad.subscribe("outboundAccountInfo", () => {})).pipe(Effect.provide(logger))
      )
      expect(refused._tag).toBe("SocketUnauthorized")
      expect(errors).toEqual(["WebSocket spotV1/spot/ws: upgrade refused with 401, not retrying"])
      // a reconnect loop (500 ms, then 1 s, 2 s...) would have retried by now, given real time for its sockets
      yield* TestClock.adjust("5 seconds")
      yield* provideLive(Effect.sleep("100 millis"))
      expect(h.admin.legacyWs.upgrades()).toBe(1)
      // the end for good reaches the client's events
      expect(yield* eventually(() => events.length >= 1, "the Fatal event", realTime)).toBe(true)
      expect(events.map((e) => e._tag)).toEqual(["Fatal"])
      expect(yield* bad.state("outboundAccountInfo")).toBe("initial")
      // and later subscriptions fail at once, without a new upgrade
      const again = yield* Effect.flip(Effect.scoped(bad.subscribe("executionReport", () => {})))
      expect(again._tag).toBe("SocketUnauthorized")
      expect(h.admin.legacyWs.upgrades()).toBe(1)

      const good = yield* LegacySocket.make({
        market: "spotV1",
        environment: h.environment,
        credentials: { apiKey: Redacted.make(h.apiKey), apiSecret: Redacted.make(h.apiSecret) }
      })
      const frames: Array<Connection.Frame> = []
      yield* Effect.forkScoped(
        Stream.runForEach(good.stream("outboundAccountInfo"), (frame) => Effect.sync(() => frames.push(frame)))
      )
      expect(
        yield* eventually(() => h.admin.legacyWs.connections() === 1, "the legacy connection at the emulator", realTime)
      ).toBe(true)
      expect(h.admin.legacyWs.upgrades()).toBe(2)
      h.admin.setBalance("USDT", "1234.5")
      expect(yield* eventually(() => frames.length >= 1, "the first frame", realTime)).toBe(true)
      expect(frames[0]?.e).toBe("outboundAccountInfo")
      expect(frames[0]?.B).toContainEqual({ a: "USDT", f: "1234.5", l: "0" })
    }).pipe(Effect.provide(Node.layer))
  )
})
