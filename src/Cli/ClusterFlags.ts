/**
 * What the cluster's commands (`sweep`, `runner`, `worker`) share: `--postgres` (or `EFFECT_BYBIT_POSTGRES_URL`),
 * `--fleet-secret-file`, the exchange a runner's sessions and a worker name (`--env`, `--base-url`, `--ws-url`), the
 * SQL client loaded only when a command needs it (`@effect/sql-pg`, an optional peer), and the typed failures of
 * joining the cluster.
 *
 * @since 2.1.0
 */
import * as Cause from "effect/Cause"
import * as Config from "effect/Config"
import * as Flag from "effect/cli/Flag"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { SqlClient } from "effect/sql/SqlClient"
import { describe } from "../Cluster/SweepError.js"
import * as Environment from "../Layers/Environment.js"

/**
 * A package a command needs is not installed (`@effect/sql-pg` for `--postgres`).
 *
 * @since 1.2.0
 * @category errors
 */
export class MissingPackage extends Schema.TaggedError<MissingPackage>()("MissingPackage", {
  message: Schema.String
}) {}

/**
 * The cluster could not be joined: PostgreSQL refused or is unreachable, or the runner's port is taken.
 *
 * @since 1.2.0
 * @category errors
 */
export class ClusterError extends Schema.TaggedError<ClusterError>()("ClusterError", {
  message: Schema.String
}) {}

/**
 * A runner's or a worker's options do not say what to serve or where: no `--sessions` nor `--strategy`, no exchange
 * named, keys that are not `key:secret` (never echoed: the message names the entry by its place).
 *
 * @since 2.1.0
 * @category errors
 */
export class FleetOptionsError extends Schema.TaggedError<FleetOptionsError>()("FleetOptionsError", {
  message: Schema.String
}) {}

const clusterError = (cause: unknown): MissingPackage | ClusterError =>
  cause instanceof MissingPackage ? cause : new ClusterError({ message: describe(cause) })

/**
 * A layer whose failure to build is a `ClusterError` (or the missing package it was).
 *
 * @since 2.1.0
 * @category layers
 */
export const joining = <A, E, R>(layer: Layer.Layer<A, E, R>): Layer.Layer<A, MissingPackage | ClusterError, R> =>
  Layer.catchCause(layer, (cause) =>
    Layer.effectDiscard(Effect.fail(clusterError(Cause.squash(cause))))
  ) as Layer.Layer<A, MissingPackage | ClusterError, R>

/**
 * `--postgres`: the URL may hold the database's password, so it is read as a Redacted value, and from the
 * environment as well (`EFFECT_BYBIT_POSTGRES_URL`), where a command line would show it to `ps` and the history.
 *
 * @since 2.1.0
 * @category flags
 */
export const postgresUrl = Flag.Redacted("postgres").pipe(
  Flag.withFallbackConfig(Config.Redacted("EFFECT_BYBIT_POSTGRES_URL"))
)

/**
 * `--fleet-secret-file`: the fleet's secret from a file, never the command line (else `EFFECT_BYBIT_FLEET_SECRET`).
 *
 * @since 2.1.0
 * @category flags
 */
export const secretFile = Flag.String("fleet-secret-file").pipe(
  Flag.optional,
  Flag.withDescription(
    "File holding the fleet's secret, the same on every runner and client (else EFFECT_BYBIT_FLEET_SECRET)"
  )
)

/**
 * The cluster's SQL client: `@effect/sql-pg`, loaded only when a command is given `--postgres`.
 *
 * @since 2.1.0
 * @category layers
 */
export const pgLayer = (url: Redacted.Redacted<string>): Layer.Layer<SqlClient, MissingPackage | ClusterError> =>
  Layer.unwrap(
    Effect.map(
      Effect.tryPromise({
        try: () => import("@effect/sql-pg/PgClient"),
        catch: () =>
          new MissingPackage({ message: "--postgres needs the @effect/sql-pg package: npm install @effect/sql-pg" })
      }),
      (PgClient) => joining(PgClient.layer({ url }))
    )
  )

const exchanges = ["testnet", "demo", "live"] as const

/**
 * The exchange a runner's sessions and a worker name: `--env testnet|demo|live`, or `--base-url URL` (another
 * exchange, or an emulator: `npx effect-bybit emulator`), `--ws-url` defaulting to its ws(s) twin. Every runner and
 * worker of a fleet names it the same way (the key's session is addressed by the exchange and the key).
 *
 * @since 2.1.0
 * @category flags
 */
export const exchangeFlags = {
  env: Flag.Literals("env", exchanges).pipe(
    Flag.optional,
    Flag.withMetavar(exchanges.join(" | ")),
    Flag.withDescription("The exchange the keys trade on (or --base-url)")
  ),
  baseUrl: Flag.String("base-url").pipe(
    Flag.optional,
    Flag.withDescription("REST base URL of the exchange, e.g. an emulator's http://127.0.0.1:8080 (instead of --env)")
  ),
  wsUrl: Flag.String("ws-url").pipe(
    Flag.optional,
    Flag.withDescription("WebSocket base URL (default: derived from --base-url)")
  )
}

/**
 * The exchange named by the options, or what is missing.
 *
 * @since 2.1.0
 * @category parsing
 */
export const exchangeOf = (options: {
  readonly env: Option.Option<(typeof exchanges)[number]>
  readonly baseUrl: Option.Option<string>
  readonly wsUrl: Option.Option<string>
}): Result.Result<Environment.EnvironmentShape, FleetOptionsError> => {
  if (Option.isSome(options.baseUrl)) {
    const restUrl = options.baseUrl.value
    return Result.succeed(
      Environment.custom({ restUrl, wsUrl: Option.getOrElse(options.wsUrl, () => restUrl.replace(/^http/, "ws")) })
    )
  }
  if (Option.isSome(options.env)) {
    const presets = { testnet: Environment.testnet, demo: Environment.demo, live: Environment.live } as const
    return Result.succeed(presets[options.env.value])
  }
  return Result.fail(
    new FleetOptionsError({ message: "name the exchange: --env testnet | demo | live, or --base-url URL" })
  )
}
