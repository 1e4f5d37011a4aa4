/**
 * The cluster under fleet sessions, in PostgreSQL: a runner (a process that holds shards and serves the sessions
 * of the keys it was given, reached by the others over a socket) and a client (a worker that only calls them).
 * Runner registrations, shard locks and persisted messages live in PostgreSQL (`effect/cluster`'s SQL storage on
 * `@effect/sql-pg`, an optional peer dependency). Node only.
 *
 * @since 1.2.0
 */
import * as PgClient from "@effect/sql-pg/PgClient"
import type * as Config from "effect/Config"
import type { Sharding } from "effect/cluster/Sharding"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import type { SocketServerError } from "effect/socket/SocketServer"
import type { SqlError } from "effect/sql/SqlError"
import * as Node from "../node.js"
import type * as Failover from "./Failover.js"
import type * as FleetLink from "./FleetLink.js"
import type * as FleetSecret from "./FleetSecret.js"
import * as Serve from "./Serve.js"
import type * as SessionHost from "./SessionHost.js"

/**
 * Where the cluster's storage is, how fast it notices a runner gone (`Failover`: a dead runner's shards move
 * within about 16 s by default), and where the fleet's secret is read from (`FleetSecret`: `secretFile`, else
 * `EFFECT_BYBIT_FLEET_SECRET`; every runner and worker of a fleet holds the same).
 *
 * @since 1.2.0
 * @category models
 */
export interface ClusterOptions extends Failover.Options, FleetSecret.Options {
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
  /**
   * The address the other processes reach this runner at, and where it listens: `host` defaults to `127.0.0.1`
   * (loopback: reachable from this machine only). Another host exposes the link's port to that network: every
   * connection must prove the fleet's secret (`FleetLink`), but keep it on a network only the fleet reaches.
   */
  readonly listen: { readonly host?: string | undefined; readonly port: number }
}

const postgres = (options: ClusterOptions) =>
  PgClient.layer({
    url: typeof options.postgres === "string" ? Redacted.make(options.postgres) : options.postgres
  })

/**
 * How a runner's or a client's layer can fail: a malformed failover setting in the environment (`ConfigError`),
 * PostgreSQL cannot be reached or refused (`SqlError`), no usable fleet secret (`FleetSecretInvalid`), or a runner
 * of the cluster holds another secret (`FleetLinkRefused`).
 *
 * @since 1.3.0
 * @category errors
 */
export type ClientError = Config.ConfigError | SqlError | FleetSecret.FleetSecretInvalid | FleetLink.FleetLinkRefused

/**
 * A runner: joins the cluster in PostgreSQL, listens for the other processes at `listen` (TLS with the fleet's
 * pre-shared key: `FleetLink`), takes its share of the shards and serves the sessions of the keys in `accounts` on
 * them (and `Sharding`, for a program running on it). It fails as a client does (`ClientError`), or with a
 * `SocketServerError` (the port cannot be listened on).
 *
 * @since 1.2.0
 * @category layers
 */
export const layer = (
  options: RunnerOptions
): Layer.Layer<Sharding | FleetSecret.FleetSecret, ClientError | SocketServerError> =>
  Serve.layer({ ...options, sessions: options }, Node.layer).pipe(
    // no strategy module is given: nothing imports one, so nothing fails with a SweepError
    Layer.catchTag("SweepError", (error) =>
      Layer.effectContext<Sharding | FleetSecret.FleetSecret, never, never>(Effect.die(error))
    ),
    Layer.provide(postgres(options))
  )

/**
 * A client: a worker's `Sharding` that holds no shards and sends to the runners, and the fleet's secret (give them
 * to `Fleet.layer`). It fails with a `ClientError`.
 *
 * @since 1.2.0
 * @category layers
 */
export const layerClient = (options: ClusterOptions): Layer.Layer<Sharding | FleetSecret.FleetSecret, ClientError> =>
  Serve.layerClient(options).pipe(Layer.provide(postgres(options)))
