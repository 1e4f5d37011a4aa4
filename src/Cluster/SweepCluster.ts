/**
 * A sweep over runner processes: each runner serves the run workflow (`SweepWorkflow`) on Effect's cluster
 * (`ClusterWorkflowEngine` over `NodeClusterSocket`), the cluster's messages, replies and shard locks in SQL
 * (`SqlMessageStorage`, `SqlRunnerStorage`: PostgreSQL through `@effect/sql-pg`'s `PgClient.layer`, provided by the
 * caller). The process that starts a sweep is a client of the cluster (`layerClient`): it sends the runs and waits
 * for their replies. Runners are started as `effect-bybit runner --postgres URL --port N` (the CLI), or with
 * `layerRunner` in a program of one's own.
 *
 * @since 1.2.0
 */
import * as NodeClusterSocket from "@effect/platform-node/NodeClusterSocket"
import type { ConfigError } from "effect/Config"
import * as ClusterWorkflowEngine from "effect/cluster/ClusterWorkflowEngine"
import * as RunnerAddress from "effect/cluster/RunnerAddress"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type * as SocketServer from "effect/socket/SocketServer"
import type { SqlClient } from "effect/sql/SqlClient"
import type * as WorkflowEngine from "effect/workflow/WorkflowEngine"
import * as Failover from "./Failover.js"
import { Strategies, type Strategy } from "./SweepStrategy.js"
import * as SweepWorkflow from "./SweepWorkflow.js"

/**
 * A runner's address (where the other runners and clients reach it), the strategies registered by name, and the
 * failover timings and other sharding settings (`Failover`: over this library's defaults and the environment).
 *
 * @since 1.2.0
 * @category models
 */
export interface RunnerOptions extends Failover.Options {
  readonly host?: string | undefined
  readonly port: number
  readonly strategies?: Readonly<Record<string, Strategy>> | undefined
}

/**
 * A runner: serves sweep runs from the cluster whose storage the `SqlClient` holds.
 *
 * @since 1.2.0
 * @category layers
 */
export const layerRunner = (
  options: RunnerOptions
): Layer.Layer<WorkflowEngine.WorkflowEngine | Strategies, ConfigError | SocketServer.SocketServerError, SqlClient> =>
  SweepWorkflow.layer.pipe(
    Layer.provideMerge(Strategies.layer(options.strategies)),
    Layer.provideMerge(ClusterWorkflowEngine.layer),
    Layer.provide(
      Layer.unwrap(
        Effect.map(Failover.settings(options), (settings) =>
          NodeClusterSocket.layer({
            storage: "sql",
            shardingConfig: {
              ...settings,
              runnerAddress: Option.some(RunnerAddress.make(options.host ?? "127.0.0.1", options.port))
            }
          })
        )
      )
    )
  )

/**
 * A client of the cluster: what starts sweeps (`Sweep.run`) and waits for their runs, serving none itself (the same
 * failover timings as its runners: `Failover`).
 *
 * @since 1.2.0
 * @category layers
 */
export const layerClient = (
  options: Failover.Options = {}
): Layer.Layer<WorkflowEngine.WorkflowEngine | Strategies, ConfigError, SqlClient> =>
  SweepWorkflow.layer.pipe(
    Layer.provideMerge(Strategies.layer()),
    Layer.provideMerge(ClusterWorkflowEngine.layer),
    Layer.provide(
      Layer.unwrap(
        Effect.map(Failover.settings(options), (settings) =>
          NodeClusterSocket.layer({ clientOnly: true, storage: "sql", shardingConfig: settings })
        )
      )
    )
  )
