/**
 * The client a sweep's run gives its strategy is the one a program has live (`Bybit.layer`'s defaults): its rate
 * budget holds an order over the documented limit (10 order creations a second on linear) until the window has
 * room, where a client without one would be refused a 10006 that the program would never see live; and Effect's
 * random numbers are seeded, so a strategy that draws them (or a retry's jitter) gives the same report run after run.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Random from "effect/Random"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import type * as Cluster from "../../src/cluster.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { btcBook } from "../support/RecordedLines.js"
import * as SweepRecordingFiles from "../support/SweepRecordingFiles.js"

const t0 = Date.UTC(2026, 0, 1)

// five seconds of one unchanging book, a snapshot a second
const recording = (() => {
  const lines = [0, 1, 2, 3, 4, 5].map((s) => btcBook(t0 + s * 1000, { u: s + 1, size: "5.000" }))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-client-"))
  return SweepRecordingFiles.write(dir, "book.jsonl", SweepRecordingFiles.text(SweepRecordingFiles.rowsOf(t0, lines)))
})()

interface Shape {
  readonly fills: ReadonlyArray<{ readonly time: number; readonly orderLinkId: string }>
  readonly counts: { readonly decisions: number }
}

const buy = (orderLinkId: string) =>
  Trade.submitOrder({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Market",
    qty: "0.001",
    orderLinkId
  })

// fifteen market buys at once: five more than the exchange takes in a second
const burst: Cluster.Strategy = () =>
  Effect.gen(function* () {
    for (let k = 1; k <= 15; k++) yield* buy(`burst-${k}`)
  })

const runOf = (strategy: Cluster.Strategy) =>
  Effect.map(SweepRun.run({ strategy, settings: {}, recording }), (text) => ({
    text,
    report: JSON.parse(text) as Shape
  }))

describe("a sweep's run gives its strategy the client a program has live", () => {
  it.live("its rate budget holds the orders over the limit until the window has room: none is refused", () =>
    Effect.gen(function* () {
      const first = yield* runOf(burst)
      const { fills, counts } = first.report
      expect(counts.decisions).toBe(15)
      expect(fills.map((f) => f.orderLinkId)).toEqual(Array.from({ length: 15 }, (_, k) => `burst-${k + 1}`))
      const at = fills.map((f) => f.time - t0)
      // ten in the run's first second, the other five once the first of them is a second old
      expect(at.slice(0, 10).every((ms) => ms < 1000)).toBe(true)
      expect(at.slice(10).every((ms) => ms >= (at[0] as number) + 1000)).toBe(true)
      // the budget's waits are on the run's clock: the same report again
      expect((yield* runOf(burst)).text).toBe(first.text)
    })
  )

  it.live("Effect's random numbers are seeded: a strategy that draws them gives the same report every run", () =>
    Effect.gen(function* () {
      const drawn: Array<ReadonlyArray<number>> = []
      const drawing: Cluster.Strategy = () =>
        Effect.gen(function* () {
          const mine: Array<number> = []
          for (let k = 0; k < 3; k++) {
            const n = yield* Random.nextIntBetween(1, 1_000_000)
            mine.push(n)
            yield* buy(`drawn-${n}`)
          }
          drawn.push(mine)
        })
      const one = yield* runOf(drawing)
      const two = yield* runOf(drawing)
      expect(drawn).toHaveLength(2)
      expect(drawn[1]).toEqual(drawn[0])
      expect(two.text).toBe(one.text)
      expect(one.report.fills.map((f) => f.orderLinkId)).toEqual((drawn[0] ?? []).map((n) => `drawn-${n}`))
    })
  )
})
