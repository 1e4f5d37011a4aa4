/**
 * `effect-bybit sweep`. `sweep --strategy FILE --grid GRID RECORDING…` runs the strategy
 * (a module exporting it) over every settings of the grid (a JSON file, or JSON text: an object of arrays, or a list
 * of objects) and every recording, each run a durable workflow; it prints the runs ranked by `--rank FIGURE` (a
 * dotted path into the report, default `equity.change`; `--ascending` puts the smallest first) as a table, or as JSON
 * with `--json`, and writes the JSON to `--out FILE`. Progress goes to stderr: a bar on a terminal, a line per run
 * otherwise. Without `--postgres` the runs are made in this process; with `--postgres URL` they go to the cluster's
 * runners, each started as `effect-bybit runner --postgres URL --port N --strategy FILE` (on as many machines as one
 * likes; a runner runs only the strategy modules it was started with, pinned by content hash). Runners and the sweep
 * prove the fleet's secret to each other (`--fleet-secret-file FILE` or `EFFECT_BYBIT_FLEET_SECRET`). A bad
 * input (a missing recording, a module that exports no strategy, a malformed grid) prints the error as one JSON line
 * on stderr and exits 1.
 *
 * @since 1.2.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as Console from "effect/Console"
import * as Argument from "effect/cli/Argument"
import * as CliCommand from "effect/cli/Command"
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Sweep from "../Cluster/Sweep.js"
import * as SweepCluster from "../Cluster/SweepCluster.js"
import { describe, SweepError } from "../Cluster/SweepError.js"
import * as SweepGrid from "../Cluster/SweepGrid.js"
import * as SweepRank from "../Cluster/SweepRank.js"
import { joining, pgLayer, postgresUrl, secretFile } from "./ClusterFlags.js"
import * as Output from "./Output.js"

const postgres = postgresUrl.pipe(
  Flag.optional,
  Flag.withDescription(
    "PostgreSQL URL of the cluster's storage (also EFFECT_BYBIT_POSTGRES_URL; runs go to its runners; default: in " +
      "this process)"
  )
)

/** The settings of `--grid`: JSON text as it is, else the file it names. */
const gridOf = (grid: string): Effect.Effect<ReadonlyArray<SweepGrid.Settings>, SweepError> =>
  Effect.gen(function* () {
    const trimmed = grid.trim()
    const text =
      trimmed.startsWith("{") || trimmed.startsWith("[")
        ? trimmed
        : yield* Effect.try({
            try: () => fs.readFileSync(grid, "utf8"),
            catch: (cause) =>
              new SweepError({
                reason: "grid",
                message: `cannot read the grid file ${grid}: ${cause instanceof Error ? cause.message : String(cause)}`
              })
          })
    return yield* Effect.fromResult(SweepGrid.parse(text))
  })

const outError = (file: string, cause: unknown) =>
  new SweepError({ reason: "out", message: `cannot write the results to ${file}: ${describe(cause)}` })

/**
 * Checks `--out` before any run (a sweep of hours must not end on a mistyped folder): its folder is writable and it
 * is not itself a folder.
 */
const checkOut = (file: string): Effect.Effect<void, SweepError> =>
  Effect.try({
    try: () => {
      fs.accessSync(path.dirname(path.resolve(file)), fs.constants.W_OK)
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) throw new Error("it is a folder")
    },
    catch: (cause) => outError(file, cause)
  })

const writeOut = (file: string, text: string): Effect.Effect<void, SweepError> =>
  Effect.try({ try: () => fs.writeFileSync(file, text), catch: (cause) => outError(file, cause) })

/** Progress on stderr: a bar redrawn in place on a terminal, a line per finished run otherwise. */
const progress = (done: number, total: number, run: SweepRank.RunResult): Effect.Effect<void> =>
  Effect.sync(() => {
    if (process.stderr.isTTY) {
      const width = 30
      const filled = Math.round((done / total) * width)
      process.stderr.write(`\rsweep [${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}`)
      if (done === total) process.stderr.write("\n")
    } else {
      process.stderr.write(`sweep: ${done}/${total} runs (run ${run.index} done)\n`)
    }
  })

/**
 * The sweep's results as JSON (what `--json` prints and `--out` writes): the ranking, and each run with its
 * settings, figure and report. The React app's sweep view reads this (react-app/src/lib/SweepResults.ts).
 *
 * @since 1.3.0
 * @category rendering
 */
export const resultsJson = (results: Sweep.Results): string =>
  Output.json(
    {
      id: results.id,
      rankedBy: results.ranking.by,
      order: results.ranking.order ?? "desc",
      runs: results.runs.map((r) => ({
        rank: r.rank,
        run: r.index,
        recording: r.recording,
        settings: r.settings,
        figure: r.figure,
        report: JSON.parse(r.report) as unknown
      }))
    },
    2
  )

const sweep = CliCommand.make(
  "sweep",
  {
    strategy: Flag.String("strategy").pipe(
      Flag.withDescription(
        "Module exporting the strategy (as `strategy` or default): an Effect program of its settings"
      )
    ),
    grid: Flag.String("grid").pipe(
      Flag.withDescription("Settings: a JSON file or JSON text, a grid {field: [values]} or a list [{…}, …]")
    ),
    rank: Flag.String("rank").pipe(
      Flag.withDefault(SweepRank.defaultFigure),
      Flag.withDescription("Figure of the report the runs are ranked by (default equity.change)")
    ),
    ascending: Flag.Boolean("ascending").pipe(
      Flag.withDefault(false),
      Flag.withDescription("Rank the smallest figure first")
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDefault(false),
      Flag.withDescription("Print the results as JSON instead of a table")
    ),
    out: Flag.String("out").pipe(Flag.optional, Flag.withDescription("Also write the results as JSON to this file")),
    concurrency: Flag.Int("concurrency").pipe(
      // Effect.forEach takes 0 or less as one at a time: a mistyped value would be a silent fallback
      Flag.filter(
        (n) => n >= 1,
        (n) => `--concurrency must be 1 or more, got ${n}`
      ),
      Flag.optional,
      Flag.withDescription("Runs under way at once (default 8; in this process, one per core)")
    ),
    id: Flag.String("id").pipe(
      Flag.optional,
      Flag.withDescription("The sweep's id: the same id over the same cluster answers the runs already done")
    ),
    postgres,
    secretFile,
    recordings: Argument.String("recording").pipe(
      Argument.variadic(),
      Argument.withDescription("Recording files (each settings runs over every one)")
    )
  },
  (options) =>
    Effect.gen(function* () {
      const settings = yield* gridOf(options.grid)
      if (Option.isSome(options.out)) yield* checkOut(options.out.value)
      const results = yield* Sweep.run({
        strategy: path.resolve(options.strategy),
        settings,
        recordings: options.recordings.map((r) => path.resolve(r)),
        ranking: { by: options.rank, order: options.ascending ? "asc" : "desc" },
        concurrency: Option.getOrUndefined(options.concurrency),
        id: Option.getOrUndefined(options.id),
        onRun: progress
      }).pipe(
        Effect.provide(
          Option.match(options.postgres, {
            onNone: () => Sweep.layerLocal(),
            onSome: (url) =>
              joining(
                SweepCluster.layerClient({ secretFile: Option.getOrUndefined(options.secretFile) }).pipe(
                  Layer.provide(pgLayer(url))
                )
              )
          })
        )
      )
      const json = resultsJson(results)
      if (Option.isSome(options.out)) yield* writeOut(options.out.value, `${json}\n`)
      yield* Console.log(options.json ? json : SweepRank.table(results.runs, options.rank))
    }).pipe(Effect.tapError((error) => Console.error(Output.error(error, 0))))
).pipe(
  CliCommand.withDescription(
    "Run a strategy over a grid of settings and recordings (each run a paper-trading replay), ranked by a figure"
  )
)

/**
 * The `sweep` command (`runner` is src/Cli/RunnerCommand.ts).
 *
 * @since 1.2.0
 * @category commands
 */
export const commands = [sweep] as const
