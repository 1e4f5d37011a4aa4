/**
 * Test harness: `effect-bybit sweep` and `effect-bybit runner` processes on a cluster (the compiled CLI, the fleet's
 * test secret in their environment), and a runner's ready line. Shared by test/Cluster/SweepFleet.test.ts and
 * SweepPinnedFleet.test.ts.
 */
import * as Effect from "effect/Effect"
import { compiled } from "./Compiled.js"
import { type Running, signalGroup, start } from "./EmulatorProcess.js"
import * as FleetTestSecret from "./FleetTestSecret.js"

/** The compiled CLI and the test strategy module. */
export const files = () => compiled(["src/Cli/bin.ts", "test/support/SweepStrategy.ts"])

/** The CLI with `args`, over `env` (killed with its group when the scope closes). */
export const launch = (args: ReadonlyArray<string>, env: Readonly<Record<string, string>> = {}) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const built = await files()
      return start(process.execPath, [built.get("src/Cli/bin.ts") ?? "", ...args], {
        env: { ...process.env, EFFECT_BYBIT_FLEET_SECRET: FleetTestSecret.fleetSecret, ...env }
      })
    }),
    (running) => Effect.sync(() => signalGroup(running, "SIGKILL"))
  )

/** Waits for a runner's ready line (fails with its stderr when it exits first). */
export const ready = (running: Running) =>
  Effect.promise(async () => {
    // the cluster logs its own lines on stdout too: the ready line is among the first few
    for (let n = 1; n <= 20; n++) {
      const lines = await running.lines(n)
      if (lines.some((line) => line.includes('"ready":true'))) return
      if (lines.length < n) break
    }
    throw new Error(`runner not ready: ${running.stderr()}`)
  })
