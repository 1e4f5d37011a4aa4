/**
 * What one runner process of a cluster serves, on one `Sharding` over the fleet's authenticated link (`FleetLink`):
 * the private sessions of the keys it was given (`SessionHost`), the sweep runs of the strategy modules it was given
 * (`SweepWorkflow`, each module pinned by its content: `Strategies.layerPinned`), or both. Sessions and sweeps share
 * the cluster's settings (`settings`: JSON lines between the processes, 16 shards, the failover timings of
 * `Failover`), so one runner, and one PostgreSQL database, can hold both. What `effect-bybit runner` builds
 * (`--sessions`, `--strategy FILE`), and `Runner.layer` under it; the storage is the caller's `SqlClient`
 * (`@effect/sql-pg`), so this module loads no database driver itself.
 *
 * @since 2.1.0
 */
import type { ConfigError } from "effect/Config"
import * as ClusterWorkflowEngine from "effect/cluster/ClusterWorkflowEngine"
import * as RunnerAddress from "effect/cluster/RunnerAddress"
import type { Sharding } from "effect/cluster/Sharding"
import type * as ShardingConfig from "effect/cluster/ShardingConfig"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type * as SocketServer from "effect/socket/SocketServer"
import type { SqlClient } from "effect/sql/SqlClient"
import type * as NodePlatform from "../node.js"
import * as Failover from "./Failover.js"
import * as FleetLink from "./FleetLink.js"
import * as FleetSecret from "./FleetSecret.js"
import * as SessionHost from "./SessionHost.js"
import type { SweepError } from "./SweepError.js"
import { Strategies, type Strategy } from "./SweepStrategy.js"
import * as SweepWorkflow from "./SweepWorkflow.js"

/**
 * The shards of a cluster when not told (the same on every runner and client). A fleet holds few keys, and every
 * shard is a lock each runner refreshes in PostgreSQL (effect/cluster's default, 300, keeps a loaded database busy).
 *
 * @since 2.1.0
 * @category constants
 */
export const defaultShards = 16

/**
 * The cluster's options, the same on every runner and client of it: the failover timings (`Failover`), where the
 * fleet's secret is read from (`FleetSecret`), and the shard count (default `defaultShards`).
 *
 * @since 2.1.0
 * @category models
 */
export interface ClusterOptions extends Failover.Options, FleetSecret.Options {
  readonly shards?: number | undefined
}

/**
 * A runner's options: where it listens (`host` defaults to `127.0.0.1`, the loopback: another host exposes the port
 * to that network, every connection still proving the fleet's secret), and what it serves: the sessions of
 * `accounts` (with `trade` and the sessions' options), the strategies of `modules` (files, pinned by content) and
 * `strategies` (registered by name). At least one of them.
 *
 * @since 2.1.0
 * @category models
 */
export interface Options extends ClusterOptions {
  readonly listen: { readonly host?: string | undefined; readonly port: number }
  readonly accounts?: ReadonlyArray<SessionHost.Account> | undefined
  readonly sessions?: Omit<SessionHost.Options, "accounts"> | undefined
  readonly modules?: ReadonlyArray<string> | undefined
  readonly strategies?: Readonly<Record<string, Strategy>> | undefined
}

/**
 * How a runner's or a client's layer fails: a malformed setting (`ConfigError`), no usable fleet secret, or a
 * runner of the cluster holding another one.
 *
 * @since 2.1.0
 * @category errors
 */
export type ClientError = ConfigError | FleetSecret.FleetSecretInvalid | FleetLink.FleetLinkRefused

/**
 * How the cluster's processes encode their messages: JSON lines (effect/cluster's binary layout refuses the
 * exchange's unions, members not told apart by their layout, e.g. the order's tolerant status and the exchange's
 * error classes). Sessions and sweeps use the same, so one runner serves both.
 *
 * @since 2.1.0
 * @category constants
 */
export const serialization = "ndjson" as const

/**
 * The cluster's sharding settings: the failover timings (`Failover.settings`: defaults, environment,
 * `lockExpiration`) and the shard count, under `sharding` as given.
 *
 * @since 2.1.0
 * @category constructors
 */
export const settings = (
  options: ClusterOptions
): Effect.Effect<Partial<ShardingConfig.ShardingConfig["Service"]>, ConfigError> =>
  Failover.settings({
    ...options,
    sharding: { shardsPerGroup: options.shards ?? defaultShards, ...options.sharding }
  })

/** The sweep workflow, running only the strategies given, on the runner's `Sharding`. */
const sweeps = (options: Options) =>
  SweepWorkflow.layer.pipe(
    Layer.provideMerge(Strategies.layerPinned(options.modules ?? [], options.strategies)),
    Layer.provideMerge(ClusterWorkflowEngine.layer)
  )

/**
 * A runner of the cluster whose storage the `SqlClient` holds: listens at `listen` (TLS with the fleet's pre-shared
 * key), takes its share of the shards, and serves what `options` names (sessions need the Node platform: give
 * `Node.layer`). A strategy module that cannot be imported fails it with a `SweepError`; a port that cannot be
 * listened on with a `SocketServerError`.
 *
 * @since 2.1.0
 * @category layers
 */
export const layer = (
  options: Options,
  platform: Layer.Layer<NodePlatform.PlatformServices>
): Layer.Layer<
  Sharding | FleetSecret.FleetSecret,
  ClientError | SocketServer.SocketServerError | SweepError,
  SqlClient
> => {
  const serving: ReadonlyArray<Layer.Layer<never, SweepError, Sharding | FleetSecret.FleetSecret | FleetLinkNeeds>> = [
    ...((options.accounts ?? []).length > 0
      ? [SessionHost.layer({ ...options.sessions, accounts: options.accounts ?? [] }, platform)]
      : []),
    ...((options.modules ?? []).length > 0 || Object.keys(options.strategies ?? {}).length > 0 ? [sweeps(options)] : [])
  ]
  const link = Layer.unwrap(
    Effect.map(settings(options), (shardingConfig) =>
      FleetLink.layer({
        serialization,
        shardingConfig: {
          runnerAddress: Option.some(RunnerAddress.make(options.listen.host ?? "127.0.0.1", options.listen.port)),
          ...shardingConfig
        }
      })
    )
  )
  return Layer.mergeAll(Layer.empty, ...serving).pipe(
    Layer.provideMerge(link),
    Layer.provideMerge(FleetSecret.layer(options))
  )
}

// what the link gives the layers served on it (`Sharding`, `Runners`, `MessageStorage`)
type FleetLinkNeeds = Layer.Success<ReturnType<typeof FleetLink.layer>>

/**
 * A client of the cluster whose storage the `SqlClient` holds: a worker's or a sweep's `Sharding` that holds no
 * shards and sends to the runners, and the fleet's secret.
 *
 * @since 2.1.0
 * @category layers
 */
export const layerClient = (
  options: ClusterOptions = {}
): Layer.Layer<Sharding | FleetSecret.FleetSecret, ClientError, SqlClient> =>
  Layer.unwrap(
    Effect.map(settings(options), (shardingConfig) => FleetLink.layerClientOnly({ serialization, shardingConfig }))
  ).pipe(Layer.provideMerge(FleetSecret.layer(options)))
