/**
 * The cluster's parts (see `src/cluster.ts`): fleet sessions (one private and one trade session per key across a
 * fleet) and sweeps.
 *
 * @since 1.2.0
 */

/** @since 1.2.0 */
export * as Failover from "./Failover.js"
/** @since 1.2.0 */
export * as Fleet from "./Fleet.js"
/**
 * The link between a cluster's processes, authenticated both ways (TLS with a key from the fleet's secret).
 *
 * @since 1.3.0
 */
export * as FleetLink from "./FleetLink.js"
/**
 * The fleet's secret: from a file or the environment, held Redacted.
 *
 * @since 1.3.0
 */
export * as FleetSecret from "./FleetSecret.js"
/** @since 1.2.0 */
export * as KeySession from "./KeySession.js"
/** @since 1.2.0 */
export * as Runner from "./Runner.js"
/**
 * What one runner process serves (key sessions, sweep runs or both) on one `Sharding`, and a client of its cluster.
 *
 * @since 2.1.0
 */
export * as Serve from "./Serve.js"
/** @since 1.2.0 */
export * as SessionCore from "./SessionCore.js"
/** @since 1.2.0 */
export * as SessionEntity from "./SessionEntity.js"
/** @since 1.2.0 */
export * as SessionHost from "./SessionHost.js"
/**
 * Sweeps: a strategy over a grid of settings and recordings, each run a durable workflow.
 *
 * @since 1.2.0
 */
export * as Sweep from "./Sweep.js"
/**
 * A sweep's runner processes and their client, over PostgreSQL.
 *
 * @since 1.2.0
 */
export * as SweepCluster from "./SweepCluster.js"
/**
 * A sweep's error.
 *
 * @since 1.2.0
 */
export * as SweepError from "./SweepError.js"
/**
 * A sweep's settings: grids and lists.
 *
 * @since 1.2.0
 */
export * as SweepGrid from "./SweepGrid.js"
/**
 * Ranking a sweep's runs and showing them as a table.
 *
 * @since 1.2.0
 */
export * as SweepRank from "./SweepRank.js"
/**
 * One run of a sweep, in this process.
 *
 * @since 1.2.0
 */
export * as SweepRun from "./SweepRun.js"
/**
 * What a sweep runs: strategies, the replay's clock.
 *
 * @since 1.2.0
 */
export * as SweepStrategy from "./SweepStrategy.js"
export { ended, MarketTime, Strategies, type Strategy, wait } from "./SweepStrategy.js"
/**
 * A run's durable workflow.
 *
 * @since 1.2.0
 */
export * as SweepWorkflow from "./SweepWorkflow.js"
