/**
 * A sweep over runner processes: each runner serves the run workflow (`SweepWorkflow`) on Effect's cluster
 * (`ClusterWorkflowEngine` over `NodeClusterSocket`), the cluster's messages, replies and shard locks in SQL
 * (`SqlMessageStorage`, `SqlRunnerStorage`: PostgreSQL through `@effect/sql-pg`'s `PgClient.layer`, provided by the
 * caller). The process that starts a sweep is a client of the cluster (`layerClient`): it sends the runs and waits
 * for their replies. Runners are started as `effect-bybit runner --postgres URL --port N --strategy FILE` (the
 * CLI), or with `layerRunner` in a program of one's own. Runners and clients reach each other over the fleet's
 * authenticated link (`FleetLink`: TLS with a key from the fleet's secret, `FleetSecret`), and a runner runs only the
 * strategy modules it was started with (`Strategies.layerPinned`).
 *
 * @since 1.2.0
 */
import type { ConfigError } from "effect/Config"
import * as ClusterWorkflowEngine from "effect/cluster/ClusterWorkflowEngine"
import * as RunnerAddress from "effect/cluster/RunnerAddress"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type * as SocketServer from "effect/socket/SocketServer"
import type { SqlClient } from "effect/sql/SqlClient"
import type * as WorkflowEngine from "effect/workflow/WorkflowEngine"
import type * as Failover from "./Failover.js"
import * as FleetLink from "./FleetLink.js"
import * as FleetSecret from "./FleetSecret.js"
import * as Serve from "./Serve.js"
import type { SweepError } from "./SweepError.js"
import { Strategies, type Strategy } from "./SweepStrategy.js"
import * as SweepWorkflow from "./SweepWorkflow.js"

/**
 * A client's options: the failover timings and other sharding settings (`Failover`: over this library's defaults
 * and the environment), and where the fleet's secret is read from (`FleetSecret`).
 *
 * @since 1.3.0
 * @category models
 */
export interface ClientOptions extends Failover.Options, FleetSecret.Options {}

/**
 * A runner's address (where the other runners and clients reach it, and where it listens: `127.0.0.1` unless
 * told), the strategy modules it runs (`modules`, pinned by content hash) and strategies registered by name, and a
 * client's options.
 *
 * @since 1.2.0
 * @category models
 */
export interface RunnerOptions extends ClientOptions {
  readonly host?: string | undefined
  readonly port: number
  readonly modules?: ReadonlyArray<string> | undefined
  readonly strategies?: Readonly<Record<string, Strategy>> | undefined
}

/**
 * How a runner's or client's layer fails: a malformed setting (`ConfigError`), no usable fleet secret, or a runner
 * of the cluster holding another one.
 *
 * @since 1.3.0
 * @category errors
 */
export type ClientError = ConfigError | FleetSecret.FleetSecretInvalid | FleetLink.FleetLinkRefused

/**
 * A runner: serves sweep runs from the cluster whose storage the `SqlClient` holds, running only the strategies it
 * was given (a module that cannot be imported fails it with a `SweepError`).
 *
 * @since 1.2.0
 * @category layers
 */
export const layerRunner = (
  options: RunnerOptions
): Layer.Layer<
  WorkflowEngine.WorkflowEngine | Strategies,
  ClientError | SocketServer.SocketServerError | SweepError,
  SqlClient
> =>
  SweepWorkflow.layer.pipe(
    Layer.provideMerge(Strategies.layerPinned(options.modules ?? [], options.strategies)),
    Layer.provideMerge(ClusterWorkflowEngine.layer),
    Layer.provide(
      Layer.unwrap(
        Effect.map(Serve.settings(options), (settings) =>
          FleetLink.layer({
            serialization: Serve.serialization,
            shardingConfig: {
              ...settings,
              runnerAddress: Option.some(RunnerAddress.make(options.host ?? "127.0.0.1", options.port))
            }
          })
        )
      )
    ),
    Layer.provide(FleetSecret.layer(options))
  )

/**
 * A client of the cluster: what starts sweeps (`Sweep.run`) and waits for their runs, serving none itself (the same
 * failover timings as its runners: `Failover`).
 *
 * @since 1.2.0
 * @category layers
 */
export const layerClient = (
  options: ClientOptions = {}
): Layer.Layer<WorkflowEngine.WorkflowEngine | Strategies, ClientError, SqlClient> =>
  SweepWorkflow.layer.pipe(
    Layer.provideMerge(Strategies.layer()),
    Layer.provideMerge(ClusterWorkflowEngine.layer),
    Layer.provide(
      Layer.unwrap(
        Effect.map(Serve.settings(options), (settings) =>
          FleetLink.layerClientOnly({ serialization: Serve.serialization, shardingConfig: settings })
        )
      )
    ),
    Layer.provide(FleetSecret.layer(options))
  )
