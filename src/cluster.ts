/**
 * The cluster entry point (`effect-bybit/cluster`), on Effect's `effect/cluster` and `effect/workflow`: sweeps of a
 * paper-trading strategy over a grid of settings and recordings, each run a durable workflow spread over runner
 * processes (PostgreSQL holds the cluster's messages and shard locks), or in one process.
 *
 * ```ts
 * import * as Cluster from "effect-bybit/cluster"
 * const results = Cluster.Sweep.run({ strategy: "./strategy.ts", settings, recordings }).pipe(
 *   Effect.provide(Cluster.Sweep.layerLocal())
 * )
 * ```
 *
 * @since 1.2.0
 */

export * from "./Cluster/index.js"
