/**
 * Test harness: a sweep fleet of processes — a fresh PostgreSQL, `effect-bybit runner` processes on it (the compiled
 * CLI, the fleet's test secret in their environment) each waited for until ready, and `effect-bybit sweep` sent to
 * them. Shared by test/Cluster/SweepFleet.test.ts, SweepPinnedFleet.test.ts and RunnerBoth.test.ts.
 */
import * as Effect from "effect/Effect"
import { compiled } from "./Compiled.js"
import { type Running, signalGroup, start } from "./EmulatorProcess.js"
import * as FleetTestSecret from "./FleetTestSecret.js"
import * as PostgresServer from "./PostgresServer.js"
import { freePort } from "./RedisServer.js"

/** The test strategy module: the polling sweep example (examples/sweep/strategy.ts). */
export const strategyModule = "examples/sweep/strategy.ts"

/** The compiled CLI and strategy modules (the test strategy unless named). */
export const files = (modules: ReadonlyArray<string> = [strategyModule]) => compiled(["src/Cli/bin.ts", ...modules])

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

/** A fresh PostgreSQL for the scope (stopped, its folder removed, when it closes). */
export const postgres = Effect.acquireRelease(
  Effect.promise(() => PostgresServer.start()),
  (server) => Effect.promise(() => server.stop())
)

/**
 * `count` runners on the database at `url`, each on a free port with `args` after its `--port` (`--strategy FILE`,
 * `--sessions`...) and `env`, each ready before the next starts; their ports beside them.
 */
export const runners = (
  url: string,
  count: number,
  args: ReadonlyArray<string>,
  env: Readonly<Record<string, string>> = {}
) =>
  Effect.gen(function* () {
    const started: Array<{ readonly runner: Running; readonly port: number }> = []
    for (let i = 0; i < count; i++) {
      const port = yield* Effect.promise(() => freePort())
      const runner = yield* launch(["runner", "--postgres", url, "--port", String(port), ...args], env)
      yield* ready(runner)
      started.push({ runner, port })
    }
    return started
  })

/** The lines of a sweep's standard error that carry its `SweepError` (the CLI writes it as one JSON line). */
export const sweepErrorLines = (stderr: string): ReadonlyArray<string> =>
  stderr.split("\n").filter((line) => line.includes("SweepError"))

/** `effect-bybit sweep` on the database at `url`: `strategy` over `grid` (JSON text) and `recordings`, `--json`. */
export const sweep = (
  url: string,
  options: {
    readonly strategy: string
    readonly grid: string
    readonly recordings: ReadonlyArray<string>
    readonly args?: ReadonlyArray<string> | undefined
    readonly env?: Readonly<Record<string, string>> | undefined
  }
) =>
  launch(
    [
      "sweep",
      "--postgres",
      url,
      "--strategy",
      options.strategy,
      "--grid",
      options.grid,
      "--json",
      ...(options.args ?? []),
      ...options.recordings
    ],
    options.env
  )
