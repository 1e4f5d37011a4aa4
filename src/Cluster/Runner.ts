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
import * as RunnerAddress from "effect/cluster/RunnerAddress"
import type { Sharding } from "effect/cluster/Sharding"
import type * as ShardingConfig from "effect/cluster/ShardingConfig"
import * as Duration from "effect/Duration"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import * as Redacted from "effect/Redacted"
import * as Node from "../node.js"
import * as SessionHost from "./SessionHost.js"

/**
 * Where the cluster's storage is, and how fast it notices a runner gone.
 *
 * @since 1.2.0
 * @category models
 */
export interface ClusterOptions {
  /** The PostgreSQL URL (`postgres://user@host:port/database`). */
  readonly postgres: string | Redacted.Redacted<string>
  /**
   * How long a dead runner's shard locks last before another runner takes its shards (the effect/cluster
   * `shardLockExpiration`; refreshed every third of it). Default 15 s.
   */
  readonly lockExpiration?: Duration.Input
  /**
   * Shards in the cluster (the same on every runner and client). Default 16: a fleet holds few keys, and every shard
   * is a lock each runner refreshes in PostgreSQL (effect/cluster's default, 300, keeps a loaded database busy).
   */
  readonly shards?: number
  /** Other `ShardingConfig` settings, as given (every runner of a cluster needs the same `shardsPerGroup`). */
  readonly sharding?: Partial<ShardingConfig.ShardingConfig["Service"]>
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

const sharding = (options: ClusterOptions): Partial<ShardingConfig.ShardingConfig["Service"]> => {
  const expiration = Duration.fromInputUnsafe(options.lockExpiration ?? "15 seconds")
  return {
    shardsPerGroup: options.shards ?? 16,
    shardLockExpiration: expiration,
    shardLockRefreshInterval: Duration.divideUnsafe(expiration, 3),
    runnerHealthCheckInterval: Duration.divideUnsafe(expiration, 3),
    refreshAssignmentsInterval: Duration.seconds(1),
    ...options.sharding
  }
}

/**
 * A runner: joins the cluster in PostgreSQL, listens for the other processes at `listen`, takes its share of the
 * shards and serves the sessions of the keys in `accounts` on them (and `Sharding`, for a program running on it).
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (options: RunnerOptions): Layer.Layer<Sharding, unknown> =>
  SessionHost.layer(options, Node.layer).pipe(
    Layer.provideMerge(
      NodeClusterSocket.layer({
        storage: "sql",
        serialization,
        shardingConfig: {
          runnerAddress: Option.some(RunnerAddress.make(options.listen.host, options.listen.port)),
          ...sharding(options)
        }
      })
    ),
    Layer.provide(postgres(options))
  )

/**
 * A client: a worker's `Sharding` that holds no shards and sends to the runners (give it to `Fleet.layer`).
 *
 * @since 1.2.0
 * @category layers
 */
export const layerClient = (options: ClusterOptions): Layer.Layer<Sharding, unknown> =>
  NodeClusterSocket.layer({ clientOnly: true, storage: "sql", serialization, shardingConfig: sharding(options) }).pipe(
    Layer.provide(postgres(options))
  )
