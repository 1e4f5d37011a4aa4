import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { Running } from "../support/EmulatorProcess.js"
import * as Harness from "../support/Harness.js"
import { socketsOf } from "../support/KeySockets.js"
import * as SweepProcesses from "../support/SweepProcesses.js"

// One `effect-bybit runner` serving a key's sessions and a strategy's sweep runs at once (SYSTEM: PostgreSQL, the
// compiled CLI's runner, sweep and worker processes, the emulator in this process): a sweep sent to the cluster
// runs on it, and a worker places an order through the key's session it holds.

const recording = path.resolve("examples/recordings/btcusdt.jsonl")

describe("a runner given --sessions and --strategy", () => {
  it.live(
    "serves both: a sweep's runs and a worker's order through the key's session",
    () =>
      Effect.gen(function* () {
        const pg = yield* SweepProcesses.postgres
        const emulator = yield* Harness.start()
        const files = yield* Effect.promise(() => SweepProcesses.files())
        const strategy = files.get(SweepProcesses.strategyModule) ?? ""
        const exchange = ["--base-url", emulator.rest]
        const [started] = yield* SweepProcesses.runners(
          pg.url,
          1,
          ["--sessions", ...exchange, "--strategy", strategy],
          {
            BYBIT_FLEET_KEYS: `${emulator.apiKey}:${emulator.apiSecret}`
          }
        )
        const { runner, port } = started as { readonly runner: Running; readonly port: number }
        const [ready] = yield* Effect.promise(() => runner.lines(1))
        expect(JSON.parse(ready ?? "")).toEqual({
          runner: `127.0.0.1:${port}`,
          ready: true,
          serves: { sessions: 1, strategies: 1 }
        })

        const sweep = yield* SweepProcesses.sweep(pg.url, {
          strategy,
          grid: '{"everyMs":[1000]}',
          recordings: [recording]
        })
        const sweepCode = yield* Effect.promise(() => sweep.exited)
        expect(sweepCode, sweep.stderr()).toBe(0)
        const results = JSON.parse((yield* Effect.promise(() => sweep.lines(100_000))).join("\n")) as {
          readonly runs: ReadonlyArray<{ readonly report: unknown }>
        }
        expect(results.runs).toHaveLength(1)
        expect(results.runs[0]?.report).toBeTypeOf("object")

        const order = ["category=linear", "symbol=BTCUSDT", "side=Buy", "orderType=Limit", "qty=0.001"]
        const worker = yield* SweepProcesses.launch(
          ["worker", "--postgres", pg.url, ...exchange, ...order, "price=20000", "orderLinkId=both-1"],
          { BYBIT_API_KEY: emulator.apiKey }
        )
        const workerCode = yield* Effect.promise(() => worker.exited)
        expect(workerCode, worker.stderr()).toBe(0)
        const lines = yield* Effect.promise(() => worker.lines(10))
        expect(JSON.parse(lines.at(-1) ?? "")).toMatchObject({ placed: { orderLinkId: "both-1" } })
        // placed through the runner's session: its private and trade connections, one each
        expect(socketsOf(emulator, emulator.apiKey)).toEqual({ private: 1, trade: 1 })
        expect(runner.stderr()).toContain("fleet session open")
      }),
    { timeout: 600_000 }
  )
})
