/**
 * A real sweep's results file, made in this process: the example strategy (examples/sweep/strategy.ts) over a
 * small grid and examples/recordings/btcusdt.jsonl (`Sweep.run` on the in-memory engine), written as
 * `effect-bybit sweep --out FILE` writes it (the CLI's own `resultsJson`). What the React app's sweep view reads in
 * its tests; never hand-written data.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Effect from "effect/Effect"
import { strategy } from "../../examples/sweep/strategy.js"
import { resultsJson } from "../../src/Cli/SweepCommand.js"
import * as Sweep from "../../src/Cluster/Sweep.js"

/** The grid: four runs whose reports differ (different fills, curves and ranks). */
export const settings = [
  { everyMs: 1000, qty: "0.010", lean: "trend" },
  { everyMs: 1000, qty: "0.010", lean: "fade" },
  { everyMs: 3000, qty: "0.050", lean: "trend" },
  { everyMs: 2000, qty: "0.020", lean: "fade" }
]

/** The recording every run replays. */
export const recording = path.resolve("examples/recordings/btcusdt.jsonl")

/** The results' JSON text, as the CLI writes it (with its closing newline). */
export const resultsText: Effect.Effect<string, unknown> = Sweep.run({
  strategy: "test",
  settings,
  recordings: [recording],
  id: "sweep-results-test"
}).pipe(
  Effect.provide(Sweep.layerLocal({ test: strategy })),
  Effect.map((results) => `${resultsJson(results)}\n`)
)

/** Writes the results to a new file in a temporary folder and gives its path. */
export const writeResultsFile: Effect.Effect<string, unknown> = Effect.map(resultsText, (text) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sweep-results-")), "results.json")
  fs.writeFileSync(file, text)
  return file
})
