/**
 * A sweep: a strategy over a grid (or list) of settings and a set of recordings, one run per settings and recording,
 * each a durable workflow (`SweepWorkflow`) on whatever engine is provided: `layerLocal` in this process (no
 * database), or `SweepCluster`'s runners over PostgreSQL. The results are the runs' reports, ranked by a figure
 * (`SweepRank`), with progress as they finish.
 *
 * ```ts
 * import * as Cluster from "effect-bybit/cluster"
 * const results = Cluster.Sweep.run({ strategy: "./strategy.ts", settings, recordings: ["btcusdt.jsonl"] }).pipe(
 *   Effect.provide(Cluster.Sweep.layerLocal())
 * )
 * ```
 *
 * @since 1.2.0
 */
import * as crypto from "node:crypto"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import type * as Schema from "effect/Schema"
import * as WorkflowEngine from "effect/workflow/WorkflowEngine"
import { SweepError } from "./SweepError.js"
import * as SweepFeed from "./SweepFeed.js"
import type { Settings } from "./SweepGrid.js"
import * as SweepRank from "./SweepRank.js"
import { Strategies, type Strategy } from "./SweepStrategy.js"
import * as SweepWorkflow from "./SweepWorkflow.js"

/**
 * What a sweep runs: the strategy (a module path, or a name registered with `Strategies.layer`), the settings of
 * every run (`SweepGrid.expand`), the recordings (every settings is run over each), the ranking, how many runs are
 * under way at once (default 8), the sweep's id (a new one by default; the same id answers the runs already done),
 * and what to call as each run finishes.
 *
 * @since 1.2.0
 * @category models
 */
export interface Options {
  readonly strategy: string
  readonly settings: ReadonlyArray<Settings>
  readonly recordings: ReadonlyArray<string>
  readonly ranking?: SweepRank.Ranking | undefined
  readonly concurrency?: number | undefined
  readonly id?: string | undefined
  readonly onRun?: ((done: number, total: number, run: SweepRank.RunResult) => Effect.Effect<void>) | undefined
}

/**
 * A finished sweep: its id and its runs, ranked.
 *
 * @since 1.2.0
 * @category models
 */
export interface Results {
  readonly id: string
  readonly ranking: SweepRank.Ranking
  readonly runs: ReadonlyArray<SweepRank.Ranked>
}

/**
 * The runs of a sweep in order: every settings over the first recording, then over the next.
 *
 * @since 1.2.0
 * @category constructors
 */
export const runsOf = (
  settings: ReadonlyArray<Settings>,
  recordings: ReadonlyArray<string>
): ReadonlyArray<{ readonly index: number; readonly settings: Settings; readonly recording: string }> =>
  recordings.flatMap((recording, r) =>
    settings.map((s, i) => ({ index: r * settings.length + i, settings: s, recording }))
  )

/**
 * Runs a sweep on the provided workflow engine: the inputs checked first (every recording opened — there, readable,
 * of a known format, its first lines decoding — the strategy resolved, a ranking figure given), then every run as a
 * workflow, then the reports ranked. No recording is read through before the runs: each run reads its recording as
 * it plays, once, and the first corrupt or cut-short line fails that run and, at once, the sweep with the
 * `SweepError` (reason `recording`) that `SweepRun.checkRecording` gives for the file, naming it and the line. To
 * check a whole file on purpose, call `SweepRun.checkRecording`.
 *
 * @example
 * ```ts
 * import { Effect } from "effect"
 * import { Sweep } from "effect-bybit/cluster"
 *
 * // the strategy of a module over two settings and one recording, in this process, ranked by the equity's change
 * const results = Sweep.run({
 *   strategy: "./strategy.ts",
 *   settings: [{ everyMs: 1000 }, { everyMs: 3000 }],
 *   recordings: ["recordings/btcusdt.jsonl"]
 * }).pipe(Effect.provide(Sweep.layerLocal()))
 * ```
 *
 * @since 1.2.0
 * @category constructors
 */
export const run = (options: Options): Effect.Effect<Results, SweepError, WorkflowEngine.WorkflowEngine | Strategies> =>
  Effect.gen(function* () {
    if (options.settings.length === 0) {
      return yield* new SweepError({ reason: "grid", message: "the sweep has no settings to run" })
    }
    if (options.recordings.length === 0) {
      return yield* new SweepError({ reason: "recording", message: "the sweep has no recording to run over" })
    }
    const concurrency = options.concurrency ?? 8
    if (!Number.isSafeInteger(concurrency) || concurrency < 1) {
      const message = `concurrency must be a whole number of runs, at least 1 (got ${concurrency})`
      return yield* new SweepError({ reason: "concurrency", message })
    }
    const ranking = options.ranking ?? { by: SweepRank.defaultFigure }
    if (ranking.by.trim() === "") return yield* new SweepError({ reason: "figure", message: "no ranking figure" })
    // each recording opened as a run opens it (missing, unknown format, a bad first line: refused before any run);
    // the rest of each file is checked by the runs as they read it, not read through twice
    yield* Effect.forEach(options.recordings, SweepFeed.probe, { discard: true })
    const strategies = yield* Strategies
    yield* strategies.resolve(options.strategy)
    // the module's content hash: a runner runs only the modules it was started with, named by their hash
    const strategyHash = yield* strategies.fingerprint(options.strategy)
    const id = options.id ?? crypto.randomUUID()
    const runs = runsOf(options.settings, options.recordings)
    let done = 0
    const results = yield* Effect.forEach(
      runs,
      (r) =>
        SweepWorkflow.RunWorkflow.execute({
          sweep: id,
          index: r.index,
          strategy: options.strategy,
          ...(strategyHash === undefined ? {} : { strategyHash }),
          settings: r.settings as { readonly [key: string]: Schema.Json },
          recording: r.recording
        }).pipe(
          // the report's text as the run made it (JSON keeps the keys' order: the same bytes on every runner)
          Effect.map((report): SweepRank.RunResult => ({ ...r, report: JSON.stringify(report) })),
          // a ranking figure the reports do not hold (a typo) stops the sweep at its first report, not after all
          Effect.tap((result) =>
            SweepRank.figure(JSON.parse(result.report), ranking.by) === undefined
              ? Effect.fail(
                  new SweepError({
                    reason: "figure",
                    message: `the report of run ${result.index} has no figure "${ranking.by}"`
                  })
                )
              : Effect.void
          ),
          Effect.tap((result) => {
            done++
            return options.onRun === undefined ? Effect.void : options.onRun(done, runs.length, result)
          })
        ),
      { concurrency }
    )
    const ranked = SweepRank.rank(results, ranking)
    if (Result.isFailure(ranked)) return yield* ranked.failure
    return { id, ranking, runs: ranked.success }
  })

/**
 * Everything a sweep needs in this process alone: an in-memory workflow engine with the run's handler, and the
 * strategies registered by name (others are module paths). A laptop's sweep, no database; a process that dies
 * takes its runs with it.
 *
 * @since 1.2.0
 * @category layers
 */
export const layerLocal = (
  registered: Readonly<Record<string, Strategy>> = {}
): Layer.Layer<WorkflowEngine.WorkflowEngine | Strategies> =>
  SweepWorkflow.layer.pipe(Layer.provideMerge(Layer.mergeAll(WorkflowEngine.layerMemory, Strategies.layer(registered))))
