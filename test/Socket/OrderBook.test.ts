import { describe, expect, it } from "@effect/vitest"
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as BookView from "../../src/Socket/BookView.js"
import type * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as OrderBook from "../../src/Socket/OrderBook.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"
import * as WsTestServer from "../support/WsTestServer.js"

// The reset rules against a scripted server: every frame is chosen by the test, the TestClock drives the stale timer.

const options: BybitSocket.Options = { pingInterval: "1 hour", reconnect: Schedule.spaced("50 millis") }

// no credentials: the book is public
const publicOnly: WsTestServer.ClientOptions = { ...options, credentials: false }
const clientLayer = (url: string) => WsTestServer.clientLayer(url, options, false)

// frames cross a real socket: wait in real time, the TestClock where it is
const realTime: WaitOptions = { interval: "5 millis", timeout: "5 seconds" }

const TOPIC = "orderbook.50.BTCUSDT"

const frame = (type: "snapshot" | "delta", u: number, b: Array<[string, string]>, a: Array<[string, string]>) => ({
  topic: TOPIC,
  type,
  ts: 1000 + u,
  data: { s: "BTCUSDT", b, a, u, seq: 500 + u },
  cts: 999 + u
})

const run = (options?: OrderBook.Options) =>
  Effect.gen(function* () {
    const events: Array<OrderBook.Event> = []
    yield* Stream.runForEach(OrderBook.stream("BTCUSDT", 50, "linear", options), (e) =>
      Effect.sync(() => {
        events.push(e)
      })
    ).pipe(Effect.forkScoped)
    const books = () => events.filter((e): e is BookView.Book => e._tag === "Book")
    const resets = () => events.filter((e): e is OrderBook.BookReset => e._tag === "BookReset")
    return { events, books, resets, last: () => books().at(-1) }
  })

const subscribes = (server: WsTestServer.WsTestServer, op: "subscribe" | "unsubscribe") =>
  server.received.filter((f) => f.op === op && (f.args as ReadonlyArray<string>).includes(TOPIC)).length

const started = (server: WsTestServer.WsTestServer, s: { books: () => ReadonlyArray<BookView.Book> }) =>
  Effect.gen(function* () {
    yield* waitFor(() => subscribes(server, "subscribe") === 1, "the subscription", realTime)
    server.broadcast(
      frame(
        "snapshot",
        100,
        [
          ["64000.0", "1.5"],
          ["63999.5", "2"]
        ],
        [
          ["64000.5", "0.25"],
          ["64001.0", "3"]
        ]
      )
    )
    yield* waitFor(() => s.books().length === 1, "the first book", realTime)
  })

describe("OrderBook.stream", () => {
  it.effect("emits the book after a snapshot and deltas, with its u, seq and times", () =>
    WsTestServer.withClient(publicOnly, (server) =>
      Effect.gen(function* () {
        const s = yield* run()
        yield* started(server, s)
        server.broadcast(frame("delta", 101, [["63999.5", "0"]], [["64000.5", "1"]]))
        yield* waitFor(() => s.last()?.u === 101, "u 101", realTime)
        const book = s.last() as BookView.Book
        expect(book.bids).toEqual([["64000.0", "1.5"]])
        expect(book.asks).toEqual([
          ["64000.5", "1"],
          ["64001.0", "3"]
        ])
        expect([book.seq, book.ts, book.cts, book.depth, book.category]).toEqual([601, 1101, 1100, 50, "linear"])
        expect(s.resets()).toEqual([])
      })
    )
  )

  it.effect("a gap, a crossed book and an invalid frame each reset the book and resubscribe for a snapshot", () =>
    WsTestServer.withClient(publicOnly, (server) =>
      Effect.gen(function* () {
        const s = yield* run()
        yield* started(server, s)

        server.broadcast(frame("delta", 103, [["63000", "1"]], []))
        yield* waitFor(() => s.resets().length === 1, "the gap reset", realTime)
        expect(s.resets()[0]).toMatchObject({ reason: "gap", u: 100, detail: "expected u 101, received u 103" })
        yield* waitFor(() => subscribes(server, "subscribe") === 2, "the resubscription", realTime)
        expect(subscribes(server, "unsubscribe")).toBe(1)
        // deltas before the new snapshot are dropped
        server.broadcast(frame("delta", 104, [["1", "1"]], []))
        server.broadcast(frame("snapshot", 200, [["10", "1"]], [["11", "1"]]))
        yield* waitFor(() => s.last()?.u === 200, "the rebuilt book", realTime)
        expect(s.last()?.bids).toEqual([["10", "1"]])

        server.broadcast(frame("delta", 201, [["11.5", "1"]], []))
        yield* waitFor(() => s.resets().length === 2, "the crossed reset", realTime)
        expect(s.resets()[1]).toMatchObject({ reason: "crossed", u: 201 })
        yield* waitFor(() => subscribes(server, "subscribe") === 3, "the second resubscription", realTime)
        server.broadcast(frame("snapshot", 300, [["10", "2"]], [["11", "2"]]))
        yield* waitFor(() => s.last()?.u === 300, "the second rebuilt book", realTime)

        server.broadcast({
          topic: TOPIC,
          type: "delta",
          ts: 1,
          data: { s: "BTCUSDT", b: [["10", "abc"]], a: [], u: 301 }
        })
        yield* waitFor(() => s.resets().length === 3, "the invalid-frame reset", realTime)
        expect(s.resets()[2]?.reason).toBe("invalid")
        yield* waitFor(() => subscribes(server, "subscribe") === 4, "the third resubscription", realTime)
        // no Book was emitted between a reset and its rebuilt snapshot
        const order = s.events.map((e) => (e._tag === "Book" ? e.u : e.reason))
        expect(order.indexOf("gap")).toBeLessThan(order.indexOf(200))
        expect(order.slice(order.indexOf("gap") + 1, order.indexOf(200))).toEqual([])
      })
    )
  )

  it.effect("no message for the stale timeout resets the book and resubscribes; a level-1 style re-send does not", () =>
    WsTestServer.withClient(publicOnly, (server) =>
      Effect.gen(function* () {
        const s = yield* run({ staleTimeout: "10 seconds" })
        yield* started(server, s)
        yield* TestClock.adjust("9 seconds")
        server.broadcast(frame("snapshot", 100, [["64000.0", "1"]], [["64000.5", "1"]]))
        yield* waitFor(() => s.books().length === 2, "the re-sent snapshot", realTime)
        expect(s.last()?.bids).toEqual([["64000.0", "1"]])
        yield* TestClock.adjust("9 seconds")
        expect(s.resets()).toEqual([])
        yield* TestClock.adjust("1 second")
        yield* waitFor(() => s.resets().length === 1, "the stale reset", realTime)
        expect(s.resets()[0]?.reason).toBe("stale")
        yield* waitFor(() => subscribes(server, "subscribe") === 2, "the resubscription", realTime)
      })
    )
  )

  it.effect("a dropped connection resets the book; the resubscription's snapshot rebuilds it", () =>
    WsTestServer.withClient(publicOnly, (server) =>
      Effect.gen(function* () {
        const s = yield* run()
        yield* started(server, s)
        server.dropAll()
        yield* waitFor(() => s.resets().length === 1, "the disconnect reset", realTime)
        expect(s.resets()[0]?.reason).toBe("disconnected")
        // the reconnect waits on the TestClock: move it in 50 ms steps until the resubscription is at the server
        yield* waitFor(() => subscribes(server, "subscribe") >= 2, "the resubscription", {
          interval: "10 millis",
          nudge: "50 millis",
          nudgeEvery: 1
        })
        server.broadcast(frame("snapshot", 7, [["1", "1"]], [["2", "1"]]))
        yield* waitFor(() => s.last()?.u === 7, "the rebuilt book", realTime)
      })
    )
  )

  it.effect("a depth the category does not offer fails with SubscribeFailed", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        Stream.runDrain(OrderBook.stream("BTCUSDT", 25 as 50, "linear")).pipe(
          Effect.provide(clientLayer("ws://127.0.0.1:9"))
        )
      )
      expect(error._tag).toBe("SubscribeFailed")
    })
  )
})

describe("BookView", () => {
  const book = new BookView.Book(
    "BTCUSDT",
    "linear",
    50,
    9,
    90,
    1,
    1,
    ["100.5", "100.0", "99.0"] as Array<never>,
    ["1", "2.5", "10"] as Array<never>,
    ["101.0", "101.5", "103"] as Array<never>,
    ["0.5", "1.5", "4"] as Array<never>
  )
  const dec = (s: string) => BigDecimal.fromStringUnsafe(s)
  const eq = (a: Option.Option<BigDecimal.BigDecimal>, b: string) =>
    expect(Option.map(a, (x) => BigDecimal.equals(x, dec(b)))).toEqual(Option.some(true))

  it("best levels, spread and mid, exactly", () => {
    expect(BookView.bestBid(book)).toEqual(Option.some(["100.5", "1"]))
    expect(BookView.bestAsk(book)).toEqual(Option.some(["101.0", "0.5"]))
    eq(BookView.spread(book), "0.5")
    eq(BookView.mid(book), "100.75")
    expect(BookView.top(book, 2)).toEqual({
      bids: [
        ["100.5", "1"],
        ["100.0", "2.5"]
      ],
      asks: [
        ["101.0", "0.5"],
        ["101.5", "1.5"]
      ]
    })
    const empty = new BookView.Book("X", "spot", 1, 1, undefined, 0, undefined, [], [], [], [])
    expect(Option.isNone(BookView.mid(empty))).toBe(true)
  })

  it("cumulative depth and the price to fill a size", () => {
    const steps = BookView.cumulative(book, "bid", 2)
    expect(steps.map((s) => [s.price, BigDecimal.format(s.size), BigDecimal.format(s.notional)])).toEqual([
      ["100.5", "1", "100.5"],
      ["100.0", "3.5", "350.5"]
    ])
    const buy = Option.getOrThrow(BookView.fill(book, "Buy", dec("1")))
    // 0.5 @ 101.0 + 0.5 @ 101.5 = 101.25
    expect(BigDecimal.equals(buy.averagePrice, dec("101.25"))).toBe(true)
    expect(BigDecimal.equals(buy.notional, dec("101.25"))).toBe(true)
    expect([buy.worstPrice, buy.levels, buy.complete]).toEqual(["101.5", 2, true])
    const sell = Option.getOrThrow(BookView.fill(book, "Sell", "20" as never))
    expect(BigDecimal.equals(sell.filled, dec("13.5"))).toBe(true)
    expect(sell.complete).toBe(false)
    // (100.5 + 250 + 990) / 13.5, not a terminating decimal: 100 significant digits
    const average = Decimal.fromBigDecimal(sell.averagePrice)
    expect(average).toMatch(/^99\.(296){30}/)
    expect(average.length).toBeGreaterThan(90)
    expect(Option.isNone(BookView.fill(book, "Buy", dec("0")))).toBe(true)
  })
})
