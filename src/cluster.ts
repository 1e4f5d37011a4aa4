/**
 * The cluster entry point (`effect-bybit/cluster`): fleet sessions, one private and one trade session per API key
 * across a fleet of processes, on `effect/cluster` with its storage in PostgreSQL. Needs `@effect/platform-node` and
 * `@effect/sql-pg` (optional peer dependencies).
 *
 * ```ts
 * import * as Cluster from "effect-bybit/cluster"
 * // a worker: the same program as in one process, on the fleet's layer
 * const fleet = Cluster.Fleet.layer({ environment, apiKey }).pipe(Layer.provide(Cluster.Runner.layerClient({ postgres })))
 * ```
 *
 * @since 1.2.0
 */

export * from "./Cluster/index.js"
