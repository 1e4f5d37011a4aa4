import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Bybit from "../../src/Bybit.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import { layer as socketLayer } from "../../src/Socket/BybitSocket.js"
import * as SbeTopics from "../../src/Socket/SbeTopics.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// The binary market-maker streams through the library against the emulator: frames are decoded before they reach
// the subscriber, and the level-50 book kept from SBE snapshots and deltas equals the JSON orderbook.50 book of the
// same engine at the same cross sequence.

const harness: Harness.Options = {
  seed: 21,
  credentials: false,
  socket: { reconnect: Schedule.spaced("30 millis"), ackTimeout: "5 seconds" }
}

type Side = Map<string, string>

const applyLevels = (side: Side, levels: ReadonlyArray<{ readonly price: string; readonly size: string }>) => {
  for (const { price, size } of levels) {
    if (Number(size) === 0) side.delete(price)
    else side.set(price, size)
  }
}

const applyTuples = (side: Side, levels: ReadonlyArray<readonly [string, string]>) =>
  applyLevels(
    side,
    levels.map(([price, size]) => ({ price, size }))
  )

// a side as sorted numeric pairs, so "65000.10" and "65000.1" compare equal
const normal = (side: Side) => [...side].map(([p, s]) => [Number(p), Number(s)] as const).sort((a, b) => a[0] - b[0])

describe("binary market-data streams against the emulator", () => {
  it.live("ob.50.sbe: a snapshot, then deltas with u + 1, equal to the JSON book at the same sequence", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const symbol = "BTCUSDT"
        // both streams until they have books of the same cross sequence (and the SBE stream a delta), however long
        // the machine takes to get there: counted, not timed
        const sbeStream = Topics.subscribe(SbeTopics.orderbook50(symbol), "linearSbe")
        const jsonStream = Topics.subscribe(Topics.orderbook(50, symbol), "linear")
        const sbe: Array<Stream.Success<typeof sbeStream>> = []
        const json: Array<Stream.Success<typeof jsonStream>> = []
        const running = yield* Effect.forkChild(
          Effect.all(
            [
              Stream.runForEach(sbeStream, (frame) => Effect.sync(() => sbe.push(frame))),
              Stream.runForEach(jsonStream, (message) => Effect.sync(() => json.push(message)))
            ],
            { concurrency: 2 }
          )
        )
        yield* waitFor(
          () => {
            const seqs = new Set(sbe.map((frame) => frame.seq))
            return sbe.length > 2 && json.some((message) => seqs.has(message.data.seq ?? -1))
          },
          "SBE and JSON books of one cross sequence",
          { timeout: "20 seconds" }
        )
        yield* Fiber.interrupt(running)
        const frames = [...sbe]
        expect(frames.length).toBeGreaterThan(1)
        expect(frames[0]?.pkgType).toBe("SNAPSHOT")
        expect(frames[0]?.asks.length).toBeGreaterThan(0)
        expect(frames[0]?.asks.length).toBeLessThanOrEqual(50)
        const instrument = Instruments.find("linear", symbol)!
        expect(frames[0]?.priceExponent).toBe(instrument.priceDecimals)
        expect(frames[0]?.sizeExponent).toBe(instrument.qtyDecimals)
        for (let i = 1; i < frames.length; i++) expect(frames[i]!.u).toBe(frames[i - 1]!.u + 1)

        // the SBE book after each frame, by the engine's cross sequence
        const sbeBooks = new Map<number, { bids: Side; asks: Side }>()
        let bids: Side = new Map()
        let asks: Side = new Map()
        for (const frame of frames) {
          if (frame.pkgType === "SNAPSHOT") [bids, asks] = [new Map(), new Map()]
          applyLevels(bids, frame.bids)
          applyLevels(asks, frame.asks)
          sbeBooks.set(frame.seq, { bids: new Map(bids), asks: new Map(asks) })
        }
        let compared = 0
        let jb: Side = new Map()
        let ja: Side = new Map()
        for (const message of json) {
          if (message.type === "snapshot") [jb, ja] = [new Map(), new Map()]
          applyTuples(jb, message.data.b)
          applyTuples(ja, message.data.a)
          const seq = message.data.seq
          const same = seq === undefined ? undefined : sbeBooks.get(seq)
          if (same === undefined) continue
          expect(normal(same.bids)).toEqual(normal(jb))
          expect(normal(same.asks)).toEqual(normal(ja))
          compared++
        }
        expect(compared).toBeGreaterThan(0)
      })
    )
  )

  it.live("ob.rpi.1.sbe and publicTrade.sbe arrive decoded; the socket is counted while alive and closed after", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const quotes = yield* Stream.runCollect(Stream.take(Topics.subscribe(SbeTopics.bbo("ETHUSDT"), "spotSbe"), 1))
        const quote = quotes[0]!
        expect(quote.symbol).toBe("ETHUSDT")
        expect(Number(quote.askNormalPrice)).toBeGreaterThan(Number(quote.bidNormalPrice))
        expect(quote.askRpiSize).toBe(Number(0).toFixed(quote.sizeExponent))
        const sockets = () => emulator.admin.openSockets().filter((s) => s.path === "/v5/public-sbe/linear")
        const trades = yield* Stream.runCollect(
          Stream.take(Topics.subscribe(SbeTopics.publicTrade("BTCUSDT"), "linearSbe"), 1).pipe(
            Stream.tap(() => Effect.sync(() => expect(sockets()).toHaveLength(1))),
            Stream.timeoutOrElse({ duration: "20 seconds", orElse: () => Stream.fail("no trade within 20 s") })
          )
        )
        const event = trades[0]!
        expect(event.tradeItems.length).toBeGreaterThan(0)
        expect(["BUY", "SELL"]).toContain(event.tradeItems[0]?.side)
        expect(event.tradeItems[0]?.fillTime).toBeGreaterThan(1e15) // microseconds
        yield* waitFor(() => sockets().length === 0, "the linear SBE socket closed", {
          interval: "50 millis",
          timeout: "10 seconds"
        })
        expect(sockets()).toHaveLength(0)
      })
    )
  )

  it.live("topics are refused where they do not belong", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        // a linear symbol on the spot stream: the server refuses it
        const exit = yield* Effect.exit(Stream.runDrain(Topics.subscribe(SbeTopics.orderbook50("BTCPERP"), "spotSbe")))
        expect(Exit.isFailure(exit)).toBe(true)
        expect(String(exit)).toContain("ob.50.sbe.BTCPERP")
        const wrong = yield* Effect.exit(
          // @ts-expect-error: binary topics are offered only on the market-maker streams
          Stream.runDrain(Topics.subscribe(SbeTopics.orderbook50("BTCUSDT"), "linear"))
        )
        expect(Exit.findErrorOption(wrong)).toMatchObject({
          value: { _tag: "SubscribeFailed", reason: expect.stringContaining("not offered on linear") }
        })
      })
    )
  )

  it("live trading has no market-maker host until the program names one; testnet has a public one", () =>
    Effect.gen(function* () {
      expect(Environment.live.ws.linearSbe).toBeUndefined()
      expect(Environment.testnet.ws.spotSbe).toBe("wss://stream-testnet.bybits.org/v5/public-sbe/spot")
      const mine = Environment.withMarketMakerHost(Environment.live, "wss://mm.example/")
      expect(mine.ws.inverseSbe).toBe("wss://mm.example/v5/public-sbe/inverse")
      expect(mine.ws.linear).toBe(Environment.live.ws.linear)
      const exit = yield* Effect.exit(
        Stream.runDrain(Topics.subscribe(SbeTopics.orderbook50("BTCUSDT"), "linearSbe")).pipe(
          Effect.provide(socketLayer()),
          Effect.provide(Bybit.layer({ environment: Environment.live })),
          Effect.provide(Node.layer)
        )
      )
      expect(String(exit)).toContain("has no linearSbe WebSocket")
    }).pipe(Effect.runPromise))
})
