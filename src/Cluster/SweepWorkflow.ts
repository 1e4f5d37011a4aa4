/**
 * A sweep's run as a durable workflow (`effect/workflow`): its payload names the sweep, the run's place in it, the
 * strategy (a module path or a registered name, and the module's content hash that pins it on a runner), the
 * settings (a JSON object, Schema-checked on both sides) and the recording; its one activity makes the run
 * (`SweepRun.run`) and answers the report (a JSON value). On `ClusterWorkflowEngine` each run is an entity on
 * whichever runner holds its shard; a runner that dies mid-run loses no run: the shard moves, the run's activity,
 * which never completed, runs again on another runner and (being deterministic) gives the same report.
 *
 * @since 1.2.0
 */
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import * as Activity from "effect/workflow/Activity"
import * as Workflow from "effect/workflow/Workflow"
import type * as WorkflowEngine from "effect/workflow/WorkflowEngine"
import { SweepError } from "./SweepError.js"
import type { Settings } from "./SweepGrid.js"
import * as SweepRun from "./SweepRun.js"
import { Strategies } from "./SweepStrategy.js"

/**
 * The workflow of one run: payload in, the report out, a `SweepError` when the strategy failed.
 *
 * @since 1.2.0
 * @category workflows
 */
export const RunWorkflow = Workflow.make("effect-bybit/SweepRun", {
  payload: {
    sweep: Schema.String,
    index: Schema.Int,
    strategy: Schema.String,
    strategyHash: Schema.optional(Schema.String),
    settings: Schema.Record(Schema.String, Schema.Json),
    recording: Schema.String
  },
  success: Schema.Json,
  error: SweepError,
  idempotencyKey: (run) => `${run.sweep}/${run.index}`
})

const started = "sweep run started"
const finished = "sweep run finished"

/**
 * Whether a log message is one of a run's own lines (started, finished on a runner), logged at Debug with the
 * sweep, the run's index and the runner's pid: what `effect-bybit runner` shows beside the cluster's Info lines.
 *
 * @since 1.2.0
 * @category logging
 */
export const isRunLine = (message: unknown): boolean => {
  const parts: ReadonlyArray<unknown> = Array.isArray(message) ? message : [message]
  return parts.some((part) => part === started || part === finished)
}

/**
 * The handler of `RunWorkflow`, registered with the workflow engine: what a runner (or the one process) serves.
 *
 * @since 1.2.0
 * @category layers
 */
export const layer: Layer.Layer<never, never, WorkflowEngine.WorkflowEngine | Strategies> = RunWorkflow.toLayer((run) =>
  Activity.make({
    name: "replay",
    success: Schema.Json,
    error: SweepError,
    execute: Effect.gen(function* () {
      // where each run ran, for the operator (Debug: a runner shows them, a sweep in one process does not): one line
      // as it starts on a runner, one as it ends there (a run whose runner died shows started there, then started
      // and finished on another)
      const where = { sweep: run.sweep, index: run.index, runner: `pid ${process.pid}` }
      yield* Effect.logDebug(started).pipe(Effect.annotateLogs(where))
      const strategies = yield* Strategies
      const strategy = yield* strategies.resolve(run.strategy, run.strategyHash)
      const settings: Settings = run.settings
      const report = yield* SweepRun.run({ strategy, settings, recording: run.recording })
      yield* Effect.logDebug(finished).pipe(Effect.annotateLogs(where))
      return JSON.parse(report) as Schema.Json
    })
  })
)
