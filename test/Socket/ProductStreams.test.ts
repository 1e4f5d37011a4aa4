import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Queue from "effect/Queue"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import * as Stream from "effect/Stream"
import * as Bybit from "../../src/Bybit.js"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Products from "../../src/Emulator/wire/WsProducts.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import { layer as socketLayer } from "../../src/Socket/BybitSocket.js"
import * as ProductTopics from "../../src/Socket/ProductTopics.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as Harness from "../support/Harness.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

// The product streams beside the categories: spread trading (/v5/public/spread), RFQ block trades (/v5/public/rfq)
// and Advanced Earn's offers (/v5/public/fp). Each typed topic goes to its own stream; the frames below carry the
// fields the docs' tables and examples list.

const spreadBook = {
  topic: "orderbook.25.SOLUSDT_SOL/USDT",
  ts: 1744165512257,
  type: "delta",
  data: { s: "SOLUSDT_SOL/USDT", b: [], a: [["22.3755", "4.7"]], u: 64892, seq: 299084 },
  cts: 1744165512234
}
const spreadTicker = {
  topic: "tickers.SOLUSDT_SOL/USDT",
  ts: 1744168585009,
  type: "snapshot",
  data: {
    symbol: "SOLUSDT_SOL/USDT",
    bidPrice: "20.3359",
    bidSize: "1.7",
    askPrice: "",
    askSize: "",
    lastPrice: "21.8182",
    highPrice24h: "24.2356",
    lowPrice24h: "-3",
    prevPrice24h: "22.1468",
    volume24h: "23309.9"
  }
}
const spreadTrade = {
  topic: "publicTrade.SOLUSDT_SOL/USDT",
  ts: 1744170142723,
  type: "snapshot",
  data: [
    { T: 1744170142720, s: "SOLUSDT_SOL/USDT", S: "Sell", v: "2.5", p: "19.3928", L: "MinusTick", i: "t-1", seq: 7 }
  ]
}
const blockTrade = {
  topic: "rfq.open.public.trades",
  creationTime: 1757579314358,
  data: [
    {
      rfqId: "r-1",
      strategyType: "custom",
      legs: [{ category: "linear", symbol: "BTCUSDT", side: "Sell", price: "91600", qty: "1", markPrice: "90216.29" }],
      createdAt: "1757579314213",
      updatedAt: "1757579314347"
    }
  ]
}
const quote = { s: "74142", a: "979209000", m: "2000", x: "1773825237781" }
const dualAssets = { topic: "earn.dualassets.offers", data: [{ p: "36352", c: "74168.46", b: [quote], s: [quote] }] }
const discountBuy = {
  topic: "earn.discountbuy.offers",
  data: [{ p: "12723", c: "74551.1", b: "73847", k: "75300", e: "10000000", m: "950000", i: "103489231", x: "0" }]
}
const doubleWin = {
  topic: "earn.doublewin.offers",
  data: [{ p: "14082", c: "2050.99", l: "37.78", m: "1000", e: "1775111431407" }]
}
const smartLeverage = {
  topic: "earn.smartleverage.offers",
  data: [{ p: "13010", b: "553.849143", e: "1775040711994", m: "784", c: "615.1" }]
}

describe("product topics", () => {
  it("name their topics as the exchange does and live on their own stream", () => {
    expect(ProductTopics.spreadOrderbook("SOLUSDT_SOL/USDT").name).toBe("orderbook.25.SOLUSDT_SOL/USDT")
    expect(ProductTopics.spreadTickers("X").markets).toEqual(["spread"])
    expect(ProductTopics.spreadPublicTrade("X").name).toBe("publicTrade.X")
    expect(ProductTopics.rfqPublicTrades.markets).toEqual(["rfq"])
    expect(
      [
        ProductTopics.dualAssetsOffers,
        ProductTopics.discountBuyOffers,
        ProductTopics.doubleWinOffers,
        ProductTopics.smartLeverageOffers
      ].map((topic) => [topic.name, topic.markets[0]])
    ).toEqual([
      ["earn.dualassets.offers", "earn"],
      ["earn.discountbuy.offers", "earn"],
      ["earn.doublewin.offers", "earn"],
      ["earn.smartleverage.offers", "earn"]
    ])
  })

  it("decode every documented field, and refuse a frame missing one", () => {
    expect(ProductTopics.spreadOrderbook("SOLUSDT_SOL/USDT").validate(spreadBook)?.data.a[0]).toEqual([
      "22.3755",
      "4.7"
    ])
    const ticker = ProductTopics.spreadTickers("SOLUSDT_SOL/USDT").validate(spreadTicker)
    expect(ticker?.data.askPrice).toBe("")
    expect(ticker?.data.lowPrice24h).toBe("-3")
    expect(ProductTopics.spreadPublicTrade("SOLUSDT_SOL/USDT").validate(spreadTrade)?.data[0]?.seq).toBe(7)
    expect(ProductTopics.rfqPublicTrades.validate(blockTrade)?.data[0]?.legs[0]?.markPrice).toBe("90216.29")
    // int64 in the docs' table, strings in its example: both decode to numbers
    const offers = Schema.decodeUnknownSync(ProductTopics.dualAssetsOffers.schema)(dualAssets)
    expect(offers.data[0]?.p).toBe(36352)
    expect(offers.data[0]?.b[0]?.a).toBe(979209000)
    expect(
      Schema.decodeUnknownSync(ProductTopics.dualAssetsOffers.schema)({
        ...dualAssets,
        data: [{ ...dualAssets.data[0], p: 36352 }]
      }).data[0]?.p
    ).toBe(36352)
    expect(ProductTopics.discountBuyOffers.validate(discountBuy)?.data[0]?.i).toBe("103489231")
    expect(ProductTopics.doubleWinOffers.validate(doubleWin)?.data[0]?.l).toBe("37.78")
    expect(ProductTopics.smartLeverageOffers.validate(smartLeverage)?.data[0]?.b).toBe("553.849143")

    const { askSize: _, ...withoutAsk } = spreadTicker.data
    expect(ProductTopics.spreadTickers("S").validate({ ...spreadTicker, data: withoutAsk })).toBeUndefined()
    expect(
      ProductTopics.rfqPublicTrades.validate({ ...blockTrade, data: [{ ...blockTrade.data[0], legs: undefined }] })
    ).toBeUndefined()
  })

  it("cannot be subscribed on another market (a type error, and refused at run time)", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(
        // @ts-expect-error: spread tickers are offered only on the spread stream
        Stream.runDrain(Topics.subscribe(ProductTopics.spreadTickers("BTCUSDT_BTC/USDT"), "linear"))
      ).pipe(Effect.provide(socketLayer()), Effect.provide(Bybit.layer({ environment: Environment.testnet })))
      expect(Exit.isFailure(exit)).toBe(true)
      expect(Exit.findErrorOption(exit)).toMatchObject({
        value: { _tag: "SubscribeFailed", reason: expect.stringContaining("not offered on linear") }
      })
    }).pipe(Effect.provide(Node.layer), Effect.runPromise))

  it("have URLs on the stream hosts of every environment", () => {
    expect(Environment.live.ws.spread).toBe("wss://stream.bybit.com/v5/public/spread")
    expect(Environment.testnet.ws.rfq).toBe("wss://stream-testnet.bybit.com/v5/public/rfq")
    expect(Environment.live.ws.earn).toBe("wss://stream.bybit.com/v5/public/fp")
    expect(Environment.custom({ restUrl: "http://h", wsUrl: "ws://h:1" }).ws.spread).toBe("ws://h:1/v5/public/spread")
  })
})

const harness: Harness.Options = {
  seed: 11,
  credentials: false,
  socket: { reconnect: Schedule.spaced("30 millis"), ackTimeout: "5 seconds" }
}

const socketsOn = (emulator: Emulator.EmulatorHandle, path: string) =>
  emulator.admin.openSockets().filter((socket) => socket.path === path)

// polls the server's view until it holds (the client's unsubscribe and close travel asynchronously)
const serverView: WaitOptions = { interval: "50 millis", timeout: "10 seconds" }

const takeOne = <A, E, R>(stream: Stream.Stream<A, E, R>) =>
  Effect.gen(function* () {
    const received = yield* Queue.unbounded<A>()
    const reader = yield* Effect.forkChild(Stream.runForEach(stream, (a) => Queue.offer(received, a)))
    const first = yield* Queue.take(received).pipe(Effect.timeout("10 seconds"))
    return { first, reader }
  })

describe("product streams against the emulator", () => {
  const combination = Products.combinations.find((c) => c.perpetual.symbol === "BTCUSDT")!

  it("lists the combinations of a perpetual and its spot pair", () => {
    expect(combination.symbol).toBe("BTCUSDT_BTC/USDT")
    expect(Products.combinations.every((c) => c.symbol === `${c.perpetual.symbol}_${c.spot.baseCoin}/USDT`)).toBe(true)
  })

  it.live("spread book and ticker come from the legs' books, on one spread socket that closes after", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const book = yield* takeOne(Topics.subscribe(ProductTopics.spreadOrderbook(combination.symbol), "spread"))
        const ticker = yield* takeOne(Topics.subscribe(ProductTopics.spreadTickers(combination.symbol), "spread"))
        // both topics on the one spread connection while the subscriptions live
        const open = socketsOn(emulator, "/v5/public/spread")
        expect(open).toHaveLength(1)
        expect([...open[0]!.topics].sort()).toEqual(
          [`orderbook.25.${combination.symbol}`, `tickers.${combination.symbol}`].sort()
        )
        const data = book.first.data
        expect(data.s).toBe(combination.symbol)
        expect(data.b.length).toBeGreaterThan(0)
        expect(data.a.length).toBeGreaterThan(0)
        expect(data.b.length).toBeLessThanOrEqual(25)
        // buying the combination costs more than selling it fetches
        expect(Number(data.a[0]![0])).toBeGreaterThan(Number(data.b[0]![0]))
        expect(ticker.first.data.symbol).toBe(combination.symbol)
        expect(ticker.first.data.lastPrice).toBe("")
        expect(Number(ticker.first.data.askPrice)).toBeGreaterThan(Number(ticker.first.data.bidPrice))
        yield* Fiber.interrupt(book.reader)
        // the book's unsubscribe reaches the server; the ticker's subscription keeps the socket
        yield* waitFor(
          () => socketsOn(emulator, "/v5/public/spread")[0]?.topics.length === 1,
          "the book's unsubscribe at the server",
          serverView
        )
        expect(socketsOn(emulator, "/v5/public/spread")[0]?.topics).toEqual([`tickers.${combination.symbol}`])
        yield* Fiber.interrupt(ticker.reader)
        yield* waitFor(
          () => socketsOn(emulator, "/v5/public/spread").length === 0,
          "the spread socket closed",
          serverView
        )
        expect(socketsOn(emulator, "/v5/public/spread")).toHaveLength(0)
      })
    )
  )

  it.live("an unknown combination is refused by the server", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const exit = yield* Effect.exit(
          Stream.runDrain(Topics.subscribe(ProductTopics.spreadTickers("NOPEUSDT_NOPE/USDT"), "spread"))
        )
        expect(Exit.isFailure(exit)).toBe(true)
        expect(String(exit)).toContain("NOPEUSDT_NOPE/USDT")
      })
    )
  )

  it.live(
    "Earn offers arrive as the full snapshot of online products; RFQ block trades subscribe on their stream",
    () =>
      Harness.withEmulator(harness, (emulator) =>
        Effect.gen(function* () {
          const offers = yield* takeOne(Topics.subscribe(ProductTopics.dualAssetsOffers, "earn"))
          expect(offers.first.topic).toBe("earn.dualassets.offers")
          // the emulator runs no Advanced Earn products
          expect(offers.first.data).toEqual([])
          const blocks = yield* Effect.forkChild(
            Stream.runDrain(Topics.subscribe(ProductTopics.rfqPublicTrades, "rfq"))
          )
          yield* waitFor(
            () => socketsOn(emulator, "/v5/public/rfq").some((s) => s.topics.includes("rfq.open.public.trades")),
            "the block trades subscription at the server",
            serverView
          )
          expect(socketsOn(emulator, "/v5/public/fp")).toHaveLength(1)
          expect(socketsOn(emulator, "/v5/public/rfq")).toHaveLength(1)
          yield* Fiber.interrupt(offers.reader)
          yield* Fiber.interrupt(blocks)
          yield* waitFor(
            () => emulator.admin.openSockets().every((s) => !s.path.startsWith("/v5/public/fp")),
            "the earn socket closed",
            serverView
          )
          expect(socketsOn(emulator, "/v5/public/fp")).toHaveLength(0)
        })
      )
  )
})
