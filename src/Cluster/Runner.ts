/**
 * The cluster under fleet sessions, in PostgreSQL: a runner (a process that holds shards and serves the sessions
 * of the keys it was given, reached by the others over a socket) and a client (a worker that only calls them).
 * Runner registrations, shard locks and persisted messages live in PostgreSQL (`effect/cluster`'s SQL storage on
 * `@effect/sql-pg`, an optional peer dependency). Node only.
 *
 * @since 1.2.0
 */
import * as NodeClusterSocket from "@effect/platform-node/NodeClusterSocket"
import * as PgClient from "@effect/sql-pg/PgClient"
import type * as Config from "effect/Config"
import * as RunnerAddress from "effect/cluster/RunnerAddress"
import type { Sharding } from "effect/cluster/Sharding"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import type { SocketServerError } from "effect/socket/SocketServer"
import type { SqlError } from "effect/sql/SqlError"
import * as Node from "../node.js"
import * as Failover from "./Failover.js"
import * as SessionHost from "./SessionHost.js"

/**
 * Where the cluster's storage is, and how fast it notices a runner gone (`Failover`: a dead runner's shards move
 * within about 16 s by default).
 *
 * @since 1.2.0
 * @category models
 */
export interface ClusterOptions extends Failover.Options {
  /** The PostgreSQL URL (`postgres://user@host:port/database`). */
  readonly postgres: string | Redacted.Redacted<string>
  /**
   * Shards in the cluster (the same on every runner and client). Default 16: a fleet holds few keys, and every shard
   * is a lock each runner refreshes in PostgreSQL (effect/cluster's default, 300, keeps a loaded database busy).
   */
  readonly shards?: number
}

/**
 * A runner's options: the cluster's, where it listens, and the keys it serves.
 *
 * @since 1.2.0
 * @category models
 */
export interface RunnerOptions extends ClusterOptions, SessionHost.Options {
  /** The address the other processes reach this runner at (host and port). */
  readonly listen: { readonly host: string; readonly port: number }
}

// JSON lines between the processes: effect/cluster's binary layout refuses the exchange's unions (members that are
// not told apart by their layout, e.g. the order's tolerant status and the exchange's error classes)
const serialization = "ndjson" as const

const postgres = (options: ClusterOptions) =>
  PgClient.layer({
    url: typeof options.postgres === "string" ? Redacted.make(options.postgres) : options.postgres
  })

// the failover timings (`Failover`: defaults, environment, `lockExpiration`) and the fleet's shard count
const sharding = (options: ClusterOptions) =>
  Failover.settings({
    ...options,
    sharding: { shardsPerGroup: options.shards ?? 16, ...options.sharding }
  })

/**
 * A runner: joins the cluster in PostgreSQL, listens for the other processes at `listen`, takes its share of the
 * shards and serves the sessions of the keys in `accounts` on them (and `Sharding`, for a program running on it). It
 * fails with a `ConfigError` (a malformed failover setting in the environment), a `SqlError` (PostgreSQL cannot be
 * reached or refused) or a `SocketServerError` (the port cannot be listened on).
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (
  options: RunnerOptions
): Layer.Layer<Sharding, Config.ConfigError | SocketServerError | SqlError> =>
  SessionHost.layer(options, Node.layer).pipe(
    Layer.provideMerge(
      Layer.unwrap(
        Effect.map(sharding(options), (settings) =>
          NodeClusterSocket.layer({
            storage: "sql",
            serialization,
            shardingConfig: {
              runnerAddress: Option.some(RunnerAddress.make(options.listen.host, options.listen.port)),
              ...settings
            }
          })
        )
      )
    ),
    Layer.provide(postgres(options))
  )

/**
 * A client: a worker's `Sharding` that holds no shards and sends to the runners (give it to `Fleet.layer`). It fails
 * with a `ConfigError` (a malformed failover setting in the environment) or a `SqlError` (PostgreSQL cannot be reached
 * or refused).
 *
 * @since 1.2.0
 * @category layers
 */
export const layerClient = (options: ClusterOptions): Layer.Layer<Sharding, Config.ConfigError | SqlError> =>
  Layer.unwrap(
    Effect.map(sharding(options), (settings) =>
      NodeClusterSocket.layer({ clientOnly: true, storage: "sql", serialization, shardingConfig: settings })
    )
  ).pipe(Layer.provide(postgres(options)))
