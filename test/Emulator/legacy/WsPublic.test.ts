// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Stream from "effect/Stream"
import WebSocket from "ws"
import * as Bybit from "../../../src/Bybit.js"
import type * as Emulator from "../../../src/Emulator/Emulator.js"
import type { Category } from "../../../src/Emulator/market/Instruments.js"
import * as Market from "../../../src/Http/v5/Market.js"
import * as Trade from "../../../src/Http/v5/Trade.js"
import * as Node from "../../../src/node.js"
import type * as Connection from "../../../src/Socket/Connection.js"
import * as LegacySocket from "../../../src/Socket/legacy/LegacySocket.js"
import * as Markets from "../../../src/Socket/legacy/Markets.js"
import * as Harness from "../../support/Harness.js"
import { eventually, type Options as WaitOptions } from "../../support/WaitFor.js"

// Every older market's public stream, served by the emulator from its own books, trades and tickers and read by
// the library's legacy client; sockets are counted at the emulator while the client lives.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)
const OPTION = "BTC-25DEC26-70000-C"

const start = Harness.start({ seed: 8, startAt: NOW })

// waits in real time (the TestClock stays put), up to 5 s
const realTime: WaitOptions = { timeout: "5 seconds" }

type Json = Readonly<Record<string, unknown>>
const dataOf = (frame: Connection.Frame | undefined): Json => (frame?.data ?? {}) as Json

/** `[price, size]` pairs of the v1/v2 row lists (`{price, side, size}`), one side; v2 sizes are numbers. */
const rowsOf = (rows: unknown, side: "Buy" | "Sell") =>
  (rows as ReadonlyArray<{ price: string; side: string; size: string | number }>)
    .filter((r) => r.side === side)
    .map((r) => [r.price, typeof r.size === "number" ? r.size : String(r.size)])

/** A book side with numeric sizes, as the v2 rows carry them. */
const numeric = (levels: ReadonlyArray<readonly [string, string]>) => levels.map(([p, q]) => [p, Number(q)])

/** The first frame of one topic on a fresh client of `market`, and the emulator's open sockets meanwhile. */
const firstFrame = (h: Emulator.EmulatorHandle, market: Markets.MarketId, topic: string) =>
  Effect.scoped(
    Effect.gen(function* () {
      const socket = yield* LegacySocket.make({ market, environment: h.environment })
      const frames: Array<Connection.Frame> = []
      yield* Effect.forkScoped(Stream.runForEach(socket.stream(topic), (f) => Effect.sync(() => frames.push(f))))
      expect(yield* eventually(() => frames.length >= 1, "the first frame", realTime)).toBe(true)
      const open = h.admin.openSockets().map((s) => [s.path, s.topics])
      return { frame: frames[0], open }
    })
  )

const book = (h: Emulator.EmulatorHandle, category: Category, symbol: string, depth: number) => {
  const b = h.admin.book(category, symbol, depth)
  if (b === undefined) throw new Error(`no ${category} ${symbol}`)
  return b
}

describe("the older markets' public streams, served by the emulator", () => {
  it.effect("v3 books (spot, contract USDT and inverse, unified perpetual and option) are the emulator's", () =>
    Effect.gen(function* () {
      const h = yield* start
      const cases: ReadonlyArray<readonly [Markets.MarketId, string, Category, string, number, string]> = [
        ["spotV3", "orderbook.40.BTCUSDT", "spot", "BTCUSDT", 40, "/spot/public/v3"],
        ["contractUSDT", "orderbook.25.ETHUSDT", "linear", "ETHUSDT", 25, "/contract/usdt/public/v3"],
        ["contractInverse", "orderbook.25.BTCUSD", "inverse", "BTCUSD", 25, "/contract/inverse/public/v3"],
        ["unifiedPerp", "orderbook.50.BTCUSDT", "linear", "BTCUSDT", 50, "/contract/usdt/public/v3"],
        ["unifiedOption", `orderbook.25.${OPTION}`, "option", OPTION, 25, "/option/usdc/public/v3"]
      ]
      for (const [market, topic, category, symbol, depth, path] of cases) {
        const { frame, open } = yield* firstFrame(h, market, topic)
        const expected = book(h, category, symbol, depth)
        expect([frame?.topic, dataOf(frame).s]).toEqual([topic, symbol])
        expect([dataOf(frame).b, dataOf(frame).a]).toEqual([expected.b, expected.a])
        // counted at the emulator while the client lives, on the stream the market names
        expect(open).toContainEqual([path, [topic]])
        expect(`${Markets.hostOf(h.environment)}${Markets.pathOf(Markets.markets[market], "public", topic)}`).toContain(
          path
        )
      }
      // and gone once each client's scope closed
      expect(
        yield* eventually(() => h.admin.openSockets().length === 0, "no socket left at the emulator", realTime)
      ).toBe(true)
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("USDC v1 books and the perpetual ticker; a refused topic subscribes nothing", () =>
    Effect.gen(function* () {
      const h = yield* start
      const option = yield* firstFrame(h, "usdcOption", `orderbook25.${OPTION}`)
      const optionBook = book(h, "option", OPTION, 25)
      const optionRows = dataOf(option.frame).orderBook
      expect([rowsOf(optionRows, "Buy"), rowsOf(optionRows, "Sell")]).toEqual([optionBook.b, optionBook.a])
      expect(option.open).toContainEqual(["/trade/option/usdc/public/v1", [`orderbook25.${OPTION}`]])

      const perp = yield* firstFrame(h, "usdcPerp", "orderBookL2_25.BTCUSDT")
      const perpBook = book(h, "linear", "BTCUSDT", 25)
      const perpRows = dataOf(perp.frame).orderBook
      expect([rowsOf(perpRows, "Buy"), rowsOf(perpRows, "Sell")]).toEqual([perpBook.b, perpBook.a])

      const ticker = yield* firstFrame(h, "usdcPerp", "instrument_info.100ms.BTCUSDT")
      const tickers = yield* Effect.provide(Market.getTickers({ category: "linear", symbol: "BTCUSDT" }), client(h))
      const v5 = tickers.list[0]
      expect([dataOf(ticker.frame).symbol, dataOf(ticker.frame).lastPrice]).toEqual(["BTCUSDT", v5?.lastPrice])

      // an unknown symbol is refused by the server: the request fails and nothing stays subscribed
      const refused = yield* Effect.scoped(
        Effect.gen(function* () {
          const socket = yield* LegacySocket.make({ market: "usdcPerp", environment: h.environment })
          return yield* Effect.flip(socket.subscribe("orderBookL2_25.NOPEUSDT", () => {}))
        })
      )
      expect(["SubscribeFailed", "InvalidTopics"]).toContain(refused._tag)
      expect(refused.message).toContain("orderBookL2_25.NOPEUSDT")
      expect(h.admin.openSockets().flatMap((s) => s.topics)).toEqual([])
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("a trade on the exchange is pushed on the v3 publicTrade and spot v3 trade topics", () =>
    Effect.gen(function* () {
      const h = yield* start
      const contract = yield* LegacySocket.make({ market: "contractUSDT", environment: h.environment })
      const spot = yield* LegacySocket.make({ market: "spotV3", environment: h.environment })
      const frames: Array<Connection.Frame> = []
      const spotFrames: Array<Connection.Frame> = []
      yield* Effect.forkScoped(
        Stream.runForEach(contract.stream("publicTrade.BTCUSDT"), (f) => Effect.sync(() => frames.push(f)))
      )
      yield* Effect.forkScoped(
        Stream.runForEach(spot.stream("trade.BTCUSDT"), (f) => Effect.sync(() => spotFrames.push(f)))
      )
      // both subscriptions held at the emulator before the trades happen (the clients listen from before they ask)
      const held = () => h.admin.openSockets().flatMap((s) => s.topics)
      expect(
        yield* eventually(
          () => held().includes("publicTrade.BTCUSDT") && held().includes("trade.BTCUSDT"),
          "both trade subscriptions at the emulator",
          realTime
        )
      ).toBe(true)
      expect(h.admin.openSockets()).toHaveLength(2)
      const order = yield* Effect.provide(
        Effect.zip(
          Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.5" }),
          Trade.submitOrder({ category: "spot", symbol: "BTCUSDT", side: "Sell", orderType: "Market", qty: "0.01" })
        ),
        client(h)
      )
      expect(order[0].orderId).not.toBe("")
      expect(
        yield* eventually(() => frames.length >= 1 && spotFrames.length >= 1, "a frame on each socket", realTime)
      ).toBe(true)
      const trades = frames.flatMap((f) => f.data as ReadonlyArray<{ S: string; v: string; s: string }>)
      expect(trades.every((t) => t.s === "BTCUSDT" && t.S === "Buy")).toBe(true)
      expect(trades.reduce((sum, t) => sum + Number(t.v), 0)).toBeCloseTo(0.5, 10)
      // spot v3 sends one frame per trade: the taker sold, so the buyer was the maker
      expect(spotFrames.every((f) => f.topic === "trade.BTCUSDT" && dataOf(f).m === true)).toBe(true)
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("the library's v2 inverse and linear clients read the emulator's books, trades and tickers", () =>
    Effect.gen(function* () {
      const h = yield* start
      const inverse = yield* firstFrame(h, "inverseV2", "orderBookL2_25.BTCUSD")
      const expected = book(h, "inverse", "BTCUSD", 25)
      expect([rowsOf(inverse.frame?.data, "Buy"), rowsOf(inverse.frame?.data, "Sell")]).toEqual([
        numeric(expected.b),
        numeric(expected.a)
      ])
      expect(inverse.open).toContainEqual(["/realtime", ["orderBookL2_25.BTCUSD"]])
      const linear = yield* firstFrame(h, "linearV2", "instrument_info.100ms.BTCUSDT")
      const tickers = yield* Effect.provide(Market.getTickers({ category: "linear", symbol: "BTCUSDT" }), client(h))
      expect([dataOf(linear.frame).symbol, dataOf(linear.frame).last_price]).toEqual([
        "BTCUSDT",
        tickers.list[0]?.lastPrice
      ])
      expect(linear.open).toContainEqual(["/realtime_public", ["instrument_info.100ms.BTCUSDT"]])

      const socket = yield* LegacySocket.make({ market: "linearV2", environment: h.environment })
      const trades: Array<Connection.Frame> = []
      yield* Effect.forkScoped(
        Stream.runForEach(socket.stream("trade.BTCUSDT"), (f) => Effect.sync(() => trades.push(f)))
      )
      expect(
        yield* eventually(
          () => h.admin.openSockets().some((s) => s.topics.includes("trade.BTCUSDT")),
          "the trade.BTCUSDT subscription at the emulator",
          realTime
        )
      ).toBe(true)
      yield* Effect.provide(
        Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Sell", orderType: "Market", qty: "0.2" }),
        client(h)
      )
      expect(yield* eventually(() => trades.length >= 1, "the first trade", realTime)).toBe(true)
      const rows = trades.flatMap((f) => f.data as ReadonlyArray<{ side: string; size: number; symbol: string }>)
      expect(rows.every((t) => t.side === "Sell" && t.symbol === "BTCUSDT")).toBe(true)
      expect(rows.reduce((sum, t) => sum + t.size, 0)).toBeCloseTo(0.2, 10)
    }).pipe(Effect.provide(Node.layer))
  )

  it.effect("the v2 inverse and linear streams answer in their own frames; ping answers pong", () =>
    Effect.gen(function* () {
      const h = yield* start
      const base = Markets.hostOf(h.environment)
      const inverse = yield* raw(`${base}/realtime`, { op: "subscribe", args: ["orderBookL2_25.BTCUSD"] }, 2)
      expect(inverse[0]).toMatchObject({ success: true, request: { op: "subscribe", args: ["orderBookL2_25.BTCUSD"] } })
      const expected = book(h, "inverse", "BTCUSD", 25)
      expect(inverse[1]).toMatchObject({ topic: "orderBookL2_25.BTCUSD", type: "snapshot" })
      expect([rowsOf(inverse[1]?.data, "Buy"), rowsOf(inverse[1]?.data, "Sell")]).toEqual([
        numeric(expected.b),
        numeric(expected.a)
      ])

      const linear = yield* raw(`${base}/realtime_public`, { op: "subscribe", args: ["orderBookL2_25.BTCUSDT"] }, 2)
      const linearBook = book(h, "linear", "BTCUSDT", 25)
      const rows = ((linear[1]?.data ?? {}) as Json).order_book
      expect([rowsOf(rows, "Buy"), rowsOf(rows, "Sell")]).toEqual([numeric(linearBook.b), numeric(linearBook.a)])

      const pong = yield* raw(`${base}/realtime`, { op: "ping" }, 1)
      expect(pong[0]).toMatchObject({ success: true, ret_msg: "pong", request: { op: "ping", args: null } })
      const refused = yield* raw(`${base}/realtime`, { op: "subscribe", args: ["orderBookL2_25.NOPE"] }, 1)
      expect(refused[0]).toMatchObject({ success: false, ret_msg: "error:handler not found,topic:orderBookL2_25.NOPE" })
    })
  )
})

const client = (h: Emulator.EmulatorHandle) =>
  Bybit.layer({ environment: h.environment, credentials: { apiKey: h.apiKey, apiSecret: h.apiSecret } }).pipe(
    Layer.provide(Node.layer)
  )

/** Sends one request on a fresh raw socket and collects `count` frames. */
const raw = (url: string, request: unknown, count: number) =>
  Effect.callback<ReadonlyArray<Json>>((resume) => {
    const ws = new WebSocket(url)
    const got: Array<Json> = []
    ws.on("open", () => ws.send(JSON.stringify(request)))
    ws.on("message", (data) => {
      got.push(JSON.parse(String(data)) as Json)
      if (got.length === count) {
        ws.close()
        resume(Effect.succeed(got))
      }
    })
    return Effect.sync(() => ws.terminate())
  })
