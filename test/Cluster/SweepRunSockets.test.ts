/**
 * A sweep's run leaves no socket open: its strategy's client opens public and private streams to the run's emulator
 * (in-process sockets, `InProcess.layer`), and once the run has stopped the strategy, before its report and before the
 * emulator is closed (which would drop what is left), the emulator holds none of them
 * (`openSockets`). Three runs in one process, each counted: what a runner does all its life.
 */
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { strategy as eventDriven } from "../../examples/sweep/event-strategy.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import * as Cluster from "../../src/cluster.js"

const recording = path.resolve("examples/recordings/btcusdt.jsonl")

describe("a sweep's run", () => {
  it.live(
    "closes every socket its strategy opened, run after run",
    () =>
      Effect.gen(function* () {
        for (let k = 0; k < 3; k++) {
          let emulator: SweepRun.RunEmulator | undefined
          let during = 0
          let after: ReadonlyArray<unknown> | undefined
          // the event-driven strategy (a local book, the trade tape, the private executions), and the count of the
          // emulator's sockets once the recording has ended, while the strategy still holds them
          const strategy: Cluster.Strategy = (settings) =>
            Effect.gen(function* () {
              yield* Effect.forkChild(eventDriven(settings))
              while (!(yield* Cluster.ended)) yield* Cluster.wait(1000)
              during = emulator?.openSockets().length ?? 0
            })
          const report = yield* SweepRun.run(
            { strategy, settings: { qty: "0.002", offset: 1 }, recording },
            {
              emulator: (e) => {
                emulator = e
              },
              // the strategy stopped, the emulator not yet closed (closing it drops what is left)
              stopped: () => {
                after = emulator?.openSockets()
              }
            }
          )
          expect(JSON.parse(report).counts.lines).toBe(182)
          // public (book, trades) and private
          expect(during).toBeGreaterThanOrEqual(2)
          expect(after).toEqual([])
          expect(emulator?.wsConnections()).toBe(0)
        }
      }),
    { timeout: 120_000 }
  )
})
