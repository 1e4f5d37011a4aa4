/**
 * The cluster entry point (`effect-bybit/cluster`), on Effect's `effect/cluster` and `effect/workflow`, with the
 * cluster's messages and shard locks in PostgreSQL (`@effect/platform-node` and `@effect/sql-pg` are optional peer
 * dependencies):
 * - fleet sessions: one private and one trade session per API key across a fleet of processes, a program moving
 *   from one process to the fleet by swapping a Layer;
 * - sweeps: a paper-trading strategy over a grid of settings and recordings, each run a durable workflow spread over
 *   runner processes, or in one process.
 *
 * ```ts
 * import * as Cluster from "effect-bybit/cluster"
 * // a worker: the same program as in one process, on the fleet's layer
 * // (every process of the fleet holds its secret: `secretFile`, or EFFECT_BYBIT_FLEET_SECRET)
 * const fleet = Cluster.Fleet.layer({ environment, apiKey }).pipe(
 *   Layer.provide(Cluster.Runner.layerClient({ postgres, secretFile: "fleet.secret" }))
 * )
 * // a sweep in this process
 * const results = Cluster.Sweep.run({ strategy: "./strategy.ts", settings, recordings }).pipe(
 *   Effect.provide(Cluster.Sweep.layerLocal())
 * )
 * ```
 *
 * @since 1.2.0
 */

export * from "./Cluster/index.js"
