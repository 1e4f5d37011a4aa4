import * as PgClient from "@effect/sql-pg/PgClient"
import { describe, expect, expectTypeOf, it } from "@effect/vitest"
import type * as Config from "effect/Config"
import * as ConfigProvider from "effect/ConfigProvider"
import * as Context from "effect/Context"
import type { Sharding } from "effect/cluster/Sharding"
import * as ShardingConfig from "effect/cluster/ShardingConfig"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import type { SocketServerError } from "effect/socket/SocketServer"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import * as fc from "fast-check"
import { vi } from "vitest"
import * as Failover from "../../src/Cluster/Failover.js"
import type * as FleetLink from "../../src/Cluster/FleetLink.js"
import type * as FleetSecret from "../../src/Cluster/FleetSecret.js"
import * as Runner from "../../src/Cluster/Runner.js"
import * as SweepCluster from "../../src/Cluster/SweepCluster.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"

// The door for failover timings reaches effect/cluster's ShardingConfig: the library's defaults, effect/cluster's
// environment variables (what test/Cluster/SweepFleet.test.ts sets to fail over in seconds), `lockExpiration`, and
// `sharding`, in that order; and Runner and SweepCluster give the cluster's transport (FleetLink, effect/cluster's
// socket layers over TLS-PSK) exactly these settings.

// what FleetLink.layer was last given, by the layers under test (the real layer is built for the others)
const given: Array<Partial<ShardingConfig.ShardingConfig["Service"]>> = []
vi.mock("../../src/Cluster/FleetLink.js", async (original) => {
  const real = await original<typeof import("../../src/Cluster/FleetLink.js")>()
  const layer = (options?: { readonly shardingConfig?: Partial<ShardingConfig.ShardingConfig["Service"]> }) => {
    given.push(options?.shardingConfig ?? {})
    return Layer.effectDiscard(Effect.die("FleetLink is not started in this test"))
  }
  return { ...real, layer, layerClientOnly: layer }
})

const ms = (input: Duration.Input | undefined) =>
  input === undefined ? undefined : Duration.toMillis(Duration.fromInputUnsafe(input))

type Timings = {
  readonly expiration: number | undefined
  readonly refresh: number | undefined
  readonly health: number | undefined
  readonly assignments: number | undefined
}
const timings = (config: Partial<ShardingConfig.ShardingConfig["Service"]>): Timings => ({
  expiration: ms(config.shardLockExpiration),
  refresh: ms(config.shardLockRefreshInterval),
  health: ms(config.runnerHealthCheckInterval),
  assignments: ms(config.refreshAssignmentsInterval)
})

const withEnv = (env: Record<string, string>) =>
  Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromEnv({ env }))

/** The ShardingConfig effect/cluster is given for `options` under `env`. */
const built = (options: Failover.Options, env: Record<string, string> = {}) =>
  Effect.scoped(
    Effect.map(Layer.build(Failover.layer(options)), (context) => Context.get(context, ShardingConfig.ShardingConfig))
  ).pipe(withEnv(env))

describe("Failover: the cluster's failover timings, one door", () => {
  it.effect(
    "the defaults reach ShardingConfig: 15 s locks, refreshed and health-checked every 5 s, assignments every 1 s",
    () =>
      Effect.gen(function* () {
        const config = yield* built({})
        expect(timings(config)).toEqual({ expiration: 15_000, refresh: 5_000, health: 5_000, assignments: 1_000 })
        // the other settings are effect/cluster's own
        expect(config.shardsPerGroup).toBe(ShardingConfig.defaults.shardsPerGroup)
        expect(config.entityMessagePollInterval).toEqual(ShardingConfig.defaults.entityMessagePollInterval)
      })
  )

  it.effect("effect/cluster's environment variables, as the tests set them, reach ShardingConfig", () =>
    Effect.gen(function* () {
      const config = yield* built(
        {},
        {
          RUNNER_HEALTH_CHECK_INTERVAL: "2 seconds",
          SHARD_LOCK_REFRESH_INTERVAL: "1 second",
          SHARD_LOCK_EXPIRATION: "5 seconds",
          REFRESH_ASSIGNMENTS_INTERVAL: "1 second",
          ENTITY_MESSAGE_POLL_INTERVAL: "1 second"
        }
      )
      expect(timings(config)).toEqual({ expiration: 5_000, refresh: 1_000, health: 2_000, assignments: 1_000 })
    })
  )

  it.effect("an expiration alone (environment or option) sets the intervals that follow it at a third", () =>
    Effect.gen(function* () {
      expect(timings(yield* built({}, { SHARD_LOCK_EXPIRATION: "6 seconds" }))).toEqual({
        expiration: 6_000,
        refresh: 2_000,
        health: 2_000,
        assignments: 1_000
      })
      // the option wins over the environment, its intervals too
      const config = yield* built(
        { lockExpiration: "9 seconds" },
        { SHARD_LOCK_EXPIRATION: "6 seconds", RUNNER_HEALTH_CHECK_INTERVAL: "1 second" }
      )
      expect(timings(config)).toEqual({ expiration: 9_000, refresh: 3_000, health: 3_000, assignments: 1_000 })
    })
  )

  it.effect("`sharding` is given as it is, over everything", () =>
    Effect.gen(function* () {
      const config = yield* built(
        { lockExpiration: "9 seconds", sharding: { runnerHealthCheckInterval: "1 minute", shardsPerGroup: 8 } },
        { SHARD_LOCK_EXPIRATION: "6 seconds" }
      )
      expect(timings(config)).toEqual({ expiration: 9_000, refresh: 3_000, health: 60_000, assignments: 1_000 })
      expect(config.shardsPerGroup).toBe(8)
    })
  )

  it.effect("a malformed setting in the environment fails with a ConfigError naming it, never a silent default", () =>
    Effect.gen(function* () {
      const exit = yield* Effect.exit(Failover.settings().pipe(withEnv({ SHARD_LOCK_EXPIRATION: "soon" })))
      expect(Exit.isFailure(exit)).toBe(true)
      if (Exit.isFailure(exit)) expect(String(exit.cause)).toContain("SHARD_LOCK_EXPIRATION")
    })
  )

  it("any expiration: refreshed and health-checked three times within it", () =>
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 600_000 }), (millis) => {
        const settings = Effect.runSync(
          Failover.settings({ lockExpiration: Duration.millis(millis) }).pipe(withEnv({}))
        )
        const t = timings(settings)
        expect(t.expiration).toBe(millis)
        expect(t.refresh).toBeCloseTo(millis / 3)
        expect(t.health).toBeCloseTo(millis / 3)
      })
    ))

  it.effect(
    "Runner and SweepCluster give the cluster's transport these settings (their runners and clients alike)",
    () =>
      Effect.gen(function* () {
        const env = { SHARD_LOCK_EXPIRATION: "6 seconds", EFFECT_BYBIT_FLEET_SECRET: FleetTestSecret.fleetSecret }
        // no database: the client connects only when used, and nothing here uses it
        const database = PgClient.layer({ url: Redacted.make("postgres://127.0.0.1:1/none") })
        const attempt = <A, E>(layer: Layer.Layer<A, E, SqlClient>) =>
          Effect.scoped(Effect.exit(Layer.build(Layer.provide(layer, database)))).pipe(withEnv(env))
        given.length = 0
        yield* attempt(Runner.layerClient({ postgres: "postgres://127.0.0.1:1/none", lockExpiration: "9 seconds" }))
        yield* attempt(Runner.layerClient({ postgres: "postgres://127.0.0.1:1/none" }))
        yield* attempt(SweepCluster.layerClient({ lockExpiration: "9 seconds" }))
        yield* attempt(SweepCluster.layerRunner({ port: 1 }))
        const nine = { expiration: 9_000, refresh: 3_000, health: 3_000, assignments: 1_000 }
        const six = { expiration: 6_000, refresh: 2_000, health: 2_000, assignments: 1_000 }
        expect(given.map(timings)).toEqual([nine, six, nine, six])
        // the fleet's own shard count rides along
        expect(given[0]?.shardsPerGroup).toBe(16)
      })
  )
})

describe("Runner's layers name how they fail", () => {
  it("a runner: a setting, PostgreSQL, the fleet's secret or its port; a client: the same but the port (not `unknown`)", () => {
    type Client = Config.ConfigError | SqlError | FleetSecret.FleetSecretInvalid | FleetLink.FleetLinkRefused
    expectTypeOf(Runner.layer).returns.toEqualTypeOf<
      Layer.Layer<Sharding | FleetSecret.FleetSecret, Client | SocketServerError>
    >()
    expectTypeOf(Runner.layerClient).returns.toEqualTypeOf<Layer.Layer<Sharding | FleetSecret.FleetSecret, Client>>()
  })
})
