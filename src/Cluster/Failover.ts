/**
 * How fast a cluster of runners (fleet sessions, sweeps) notices a runner gone and moves its shards: the
 * `effect/cluster` `ShardingConfig` timings that `Runner` and `SweepCluster` give their runners and clients, one door
 * for programs, the CLI and the tests.
 *
 * A runner killed outright is noticed two ways: the runner holding the health-check singleton pings every runner each
 * `runnerHealthCheckInterval` (a refused connection is given up after ~2.5 s of retries; an unreachable host after
 * up to 6 pings of 10 s), and a runner whose heartbeat (written with each shard lock refresh) is older than
 * `shardLockExpiration` leaves the runner list. Either way the others see it at their next
 * `refreshAssignmentsInterval`, and its shards' PostgreSQL advisory locks are already free (its connection closed
 * with the process; a frozen process's idle session ends after `shardLockExpiration`). So a dead runner's shards move
 * after at most about `shardLockExpiration + refreshAssignmentsInterval`, sooner when the health check sees it first.
 *
 * effect/cluster's own defaults (35 s locks refreshed every 10 s, a health check each minute, assignments read every
 * 3 s) move them after up to about 40 s; this library's defaults (`lockExpiration` 15 s, refreshed and health-checked
 * every third of it, assignments every second) after at most about 16 s. Shorter means more PostgreSQL traffic per runner (a lock
 * refresh of every shard it holds each third of the expiration) and a runner paused longer than the expiration (a
 * long GC, a stalled host) losing its shards while it still runs: keep it well above such pauses.
 *
 * Precedence, lowest first: this library's defaults, then effect/cluster's environment variables for these settings
 * (`SHARD_LOCK_EXPIRATION`, `SHARD_LOCK_REFRESH_INTERVAL`, `RUNNER_HEALTH_CHECK_INTERVAL`,
 * `REFRESH_ASSIGNMENTS_INTERVAL`, e.g. `SHARD_LOCK_EXPIRATION="6 seconds"`: the refresh and health intervals not set
 * follow it at a third), then `lockExpiration`, then `sharding`. Every other `ShardingConfig` setting keeps
 * effect/cluster's own environment variables and defaults.
 *
 * @since 1.2.0
 */
import * as Config from "effect/Config"
import * as ShardingConfig from "effect/cluster/ShardingConfig"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"

/**
 * The failover timings of a cluster, over this library's defaults and the environment.
 *
 * @since 1.2.0
 * @category models
 */
export interface Options {
  /**
   * How long a silent runner keeps its shards (effect/cluster's `shardLockExpiration`); its locks are refreshed, and
   * the runners health-checked, every third of it. Default 15 s (or `SHARD_LOCK_EXPIRATION`).
   */
  readonly lockExpiration?: Duration.Input | undefined
  /** Other `ShardingConfig` settings, as given, over everything else (the same on every runner of a cluster). */
  readonly sharding?: Partial<ShardingConfig.ShardingConfig["Service"]> | undefined
}

/**
 * This library's defaults: a dead runner's shards move within about 16 s.
 *
 * @since 1.2.0
 * @category defaults
 */
export const defaults = {
  lockExpiration: Duration.seconds(15),
  refreshAssignmentsInterval: Duration.seconds(1)
} as const

const duration = (name: string) => Config.option(Config.Duration(name))

// effect/cluster's own names (ShardingConfig.config), read from the constant-case environment as effect/cluster does
const fromEnvironment = Config.all({
  shardLockExpiration: duration("SHARD_LOCK_EXPIRATION"),
  shardLockRefreshInterval: duration("SHARD_LOCK_REFRESH_INTERVAL"),
  runnerHealthCheckInterval: duration("RUNNER_HEALTH_CHECK_INTERVAL"),
  refreshAssignmentsInterval: duration("REFRESH_ASSIGNMENTS_INTERVAL")
})

/**
 * The `ShardingConfig` settings for `options`: the failover timings resolved (defaults, environment, options) and
 * `sharding` over them. Read from the current `ConfigProvider` (the process environment unless one is provided).
 *
 * @since 1.2.0
 * @category constructors
 */
export const settings = (
  options: Options = {}
): Effect.Effect<Partial<ShardingConfig.ShardingConfig["Service"]>, Config.ConfigError> =>
  Effect.map(fromEnvironment, (env) => {
    const expiration =
      options.lockExpiration === undefined
        ? Option.getOrElse(env.shardLockExpiration, () => defaults.lockExpiration)
        : Duration.fromInputUnsafe(options.lockExpiration)
    // an explicit expiration sets the intervals that follow it, over the environment's
    const third = Duration.divideUnsafe(expiration, 3)
    const follow = (fromEnv: Option.Option<Duration.Duration>) =>
      options.lockExpiration === undefined ? Option.getOrElse(fromEnv, () => third) : third
    return {
      shardLockExpiration: expiration,
      shardLockRefreshInterval: follow(env.shardLockRefreshInterval),
      runnerHealthCheckInterval: follow(env.runnerHealthCheckInterval),
      refreshAssignmentsInterval: Option.getOrElse(
        env.refreshAssignmentsInterval,
        () => defaults.refreshAssignmentsInterval
      ),
      ...options.sharding
    }
  })

/**
 * The `ShardingConfig` that `Runner` and `SweepCluster` give effect/cluster for `options`: `settings` over
 * effect/cluster's environment and defaults, as `NodeClusterSocket.layer` builds it from its `shardingConfig`.
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<ShardingConfig.ShardingConfig, Config.ConfigError> =>
  Layer.unwrap(Effect.map(settings(options), ShardingConfig.layerFromEnv))
