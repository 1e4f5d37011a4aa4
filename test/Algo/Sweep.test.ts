/**
 * The algorithms inside a sweep's strategy (`Cluster.Strategy`: the ordinary client and the replay's clock, in this
 * process): an iceberg waits on the replay's clock (`MarketTime.wait`) and its slices are the run's fills.
 */
import "../../src/Http/v5/all.js"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Chase from "../../src/Algo/Chase.js"
import * as Iceberg from "../../src/Algo/Iceberg.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import * as Cluster from "../../src/cluster.js"
import * as Market from "../../src/Http/v5/Market.js"

const recording = path.resolve("examples/recordings/btcusdt.jsonl")

// an iceberg of 3 slices over the ask (each fills as placed), then the rest of the recording
const strategy: Cluster.Strategy = () =>
  Effect.gen(function* () {
    const time = yield* Cluster.MarketTime
    yield* Cluster.wait(1500)
    const book = yield* Market.getOrderbook({ category: "linear", symbol: "BTCUSDT", limit: 1 })
    const price = (Math.ceil(Number(book.a[0]?.[0]) * 1.01 * 10) / 10).toFixed(1)
    const done = yield* Stream.runLast(
      Iceberg.run({
        id: "sweep-ice",
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        total: "0.003",
        visible: "0.001",
        qtyStep: "0.001",
        price,
        wait: (d) => time.wait(d)
      })
    )
    if (done._tag === "None" || done.value.filled !== "0.003") return yield* Effect.die(new Error("iceberg unfilled"))
  })

describe("the algorithms in a sweep's strategy", () => {
  it.live("an iceberg runs on the run's client and clock; its slices are the run's fills", () =>
    Effect.gen(function* () {
      const report = JSON.parse(yield* SweepRun.run({ strategy, settings: {}, recording })) as {
        readonly fills: ReadonlyArray<unknown>
      }
      expect(report.fills).toHaveLength(3)
    })
  )

  it.live("a chase follows the bid on the replay's clock until it fills, the same in every run", () =>
    Effect.gen(function* () {
      const runOnce = Effect.gen(function* () {
        const moves: Array<string> = []
        const chase: Cluster.Strategy = () =>
          Effect.gen(function* () {
            const time = yield* Cluster.MarketTime
            yield* Cluster.wait(1500)
            const params: Chase.Params = {
              id: "sweep-chase",
              category: "linear",
              symbol: "BTCUSDT",
              side: "Buy",
              qty: "0.001",
              qtyStep: "0.001",
              poll: "1 second",
              wait: (d) => time.wait(d)
            }
            yield* Stream.runForEach(Chase.run(params), (p) =>
              Effect.sync(() => moves.push(`${p.slices[0]?.price} ${p.slices[0]?.status}`))
            )
          })
        const report = JSON.parse(yield* SweepRun.run({ strategy: chase, settings: {}, recording })) as {
          readonly fills: ReadonlyArray<unknown>
        }
        return { moves, fills: report.fills.length }
      })
      const first = yield* runOnce
      // the recording's bid rises: the buy moves up with it, one amend per look, until the market meets it
      expect(first.moves.length).toBeGreaterThan(10)
      expect(first.moves.at(-1)).toMatch(/ filled$/)
      const prices = first.moves.map((m) => Number(m.split(" ")[0]))
      expect(prices.every((p, k) => k === 0 || p >= (prices[k - 1] ?? 0))).toBe(true)
      expect(first.fills).toBe(1)
      expect(yield* runOnce).toEqual(first)
    })
  )
})
