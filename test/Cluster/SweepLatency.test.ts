/**
 * Latency as a setting of a sweep's run (`Latency`, the grid's `latency`): an order reaches the exchange `order` ms
 * after it was sent and fills at the book then; a stream frame is seen `feed` ms after it was sent. Over a recording
 * whose ask moves from 61,000 to 61,500 at +1,010 ms, a market buy sent at +1,000 fills at 61,000 with no latency or
 * 5 ms, at 61,500 with 20 ms; the rest of the report (counts, sizes, the coin) is the same. Drawn latencies repeat
 * with their seed.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import * as Cluster from "../../src/cluster.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Topics from "../../src/Socket/Topics.js"
import { btcBook, btcTrade } from "../support/RecordedLines.js"

const t0 = Date.UTC(2026, 0, 1)

const recording = (() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-latency-"))
  const file = path.join(dir, "moves.jsonl")
  const header = {
    format: "effect-bybit.recording",
    version: 1,
    startedAt: t0,
    environment: "emulator",
    part: 0,
    streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"] }]
  }
  const lines = [
    btcBook(t0, { ask: "61000.00", u: 1 }),
    btcTrade(t0 + 1000, "60000.00", "0.001", "print-1"),
    btcBook(t0 + 1010, { ask: "61500.00", u: 2 }),
    btcBook(t0 + 5000, { ask: "61500.00", u: 3 }),
    { r: t0 + 5000, end: { messages: 4, gaps: 0 } }
  ]
  fs.writeFileSync(file, [header, ...lines].map((l) => JSON.stringify(l)).join("\n") + "\n")
  return file
})()

interface Fill {
  readonly time: number
  readonly price: string
  readonly qty: string
  readonly orderLinkId: string
}
interface Shape {
  readonly fills: ReadonlyArray<Fill>
  readonly counts: { readonly lines: number; readonly decisions: number }
}

// a market buy at +1,000 ms of the recording (the clock), or on the trade print (the feed)
const onTime: Cluster.Strategy = () =>
  Effect.gen(function* () {
    yield* Cluster.wait(1000)
    yield* Trade.submitOrder({
      category: "linear",
      symbol: "BTCUSDT",
      side: "Buy",
      orderType: "Market",
      qty: "0.001",
      orderLinkId: "on-time"
    })
  })

const onPrint: Cluster.Strategy = () =>
  Topics.subscribe(Topics.publicTrade("BTCUSDT"), "linear").pipe(
    Stream.take(1),
    Stream.runForEach(() =>
      Effect.gen(function* () {
        const seenAt = yield* Clock.currentTimeMillis
        yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Market",
          qty: "0.001",
          orderLinkId: `seen-${seenAt - t0}`
        })
      })
    )
  )

const run = (strategy: Cluster.Strategy, latency?: unknown) =>
  Effect.map(
    SweepRun.run({ strategy, settings: latency === undefined ? {} : { latency }, recording }),
    (text) => JSON.parse(text) as Shape
  )

describe("latency as a setting of a sweep's run", () => {
  it.live("an order's latency moves its fill to the book its arrival meets, and nothing else", () =>
    Effect.gen(function* () {
      const none = yield* run(onTime)
      const five = yield* run(onTime, { order: 5 })
      const twenty = yield* run(onTime, { order: 20 })
      expect(none.fills.map((f) => [f.time - t0, f.price])).toEqual([[1000, "61000.00"]])
      expect(five.fills.map((f) => [f.time - t0, f.price])).toEqual([[1005, "61000.00"]])
      expect(twenty.fills.map((f) => [f.time - t0, f.price])).toEqual([[1020, "61500.00"]])
      // the response's latency delays only the answer: the fill is where the order arrived
      const back = yield* run(onTime, { order: 5, response: 500 })
      expect(back.fills.map((f) => [f.time - t0, f.price])).toEqual([[1005, "61000.00"]])
      for (const r of [five, twenty, back]) {
        expect(r.counts).toEqual(none.counts)
        expect(r.fills.map((f) => [f.qty, f.orderLinkId])).toEqual([["0.001", "on-time"]])
      }
    })
  )

  it.live("a feed's latency: the print is seen that much later, and the order sent then fills at that book", () =>
    Effect.gen(function* () {
      const none = yield* run(onPrint)
      const late = yield* run(onPrint, { feed: 50 })
      expect(none.fills.map((f) => [f.orderLinkId, f.price])).toEqual([["seen-1000", "61000.00"]])
      expect(late.fills.map((f) => [f.orderLinkId, f.price])).toEqual([["seen-1050", "61500.00"]])
    })
  )

  it.live("a latency drawn from recorded samples repeats with its seed; a malformed one is refused by name", () =>
    Effect.gen(function* () {
      const drawn = { order: { samples: [2, 4, 30], seed: 11 } }
      const first = yield* run(onTime, drawn)
      const again = yield* run(onTime, drawn)
      expect(again).toEqual(first)
      const at = (first.fills[0] as Fill).time - t0
      expect([1002, 1004, 1030]).toContain(at)
      expect((first.fills[0] as Fill).price).toBe(at < 1010 ? "61000.00" : "61500.00")
      const refused = yield* Effect.flip(run(onTime, { order: -1 }))
      expect(refused.reason).toBe("grid")
      expect(refused.message).toContain('"latency"')
    })
  )
})
