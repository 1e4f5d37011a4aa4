import { readdirSync, readFileSync } from "node:fs"
import * as path from "node:path"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { firstAnswers } from "../../bench/backtest.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import * as Cluster from "../../src/cluster.js"
import * as Market from "../../src/Http/v5/Market.js"

// A sweep's run keeps a paced clock of its own (`LockStep.pacedClock`, see SweepRun's module description): library
// code imports nothing of effect/testing, so `effect-bybit` never loads a test clock nor the `effect/testing` index.
const sources = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file))

describe("SweepRun's clock", () => {
  it("library code imports nothing of effect/testing", () => {
    const importers = sources("src").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "(effect\/testing[^"]*)"/g)].map((m) => `${file}: ${m[1]}`)
    )
    expect(importers).toEqual([])
  })
})

describe("SweepRun's answering (the bench's hook)", () => {
  const recording = path.resolve("examples/recordings/btcusdt.jsonl")
  // three book reads 20 s of the recording apart: their update ids
  const reads =
    (seen: Array<number>): Cluster.Strategy =>
    () =>
      Effect.gen(function* () {
        for (let k = 0; k < 3; k++) {
          if (k > 0) yield* Cluster.wait(20_000)
          const book = yield* Market.getOrderbook({ category: "linear", symbol: "BTCUSDT", limit: 1 })
          seen.push(book.u)
        }
      })

  it.live(
    "the client's REST requests go through `answers`: the emulator's own answer by default, the hook's when given (the bench's)",
    () =>
      Effect.gen(function* () {
        const own: Array<number> = []
        yield* SweepRun.run({ strategy: reads(own), settings: {}, recording })
        // the book moved between the reads
        expect(new Set(own).size).toBe(3)
        const given: Array<number> = []
        const urls: Array<string> = []
        yield* SweepRun.run(
          { strategy: reads(given), settings: {}, recording },
          {
            // the bench's hook: the first answer to each request given again to every later one (the book read's too)
            answers: <R>(answer: SweepRun.RunAnswer<R>): SweepRun.RunAnswer<R> => {
              const first = firstAnswers(answer)
              return (method, url, headers, body) => {
                urls.push(url)
                return first(method, url, headers, body)
              }
            }
          }
        )
        expect(given).toEqual([own[0], own[0], own[0]])
        expect(urls.filter((url) => url.startsWith("/v5/market/orderbook"))).toHaveLength(3)
      }),
    { timeout: 60_000 }
  )
})
