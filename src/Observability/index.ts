// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * Observability: the library's metrics and the names of its spans and span attributes. Spans and metrics go to
 * whatever tracer and metrics layers the application installs (Effect's `Tracer` / `Metric` APIs; docs/OBSERVABILITY.md
 * shows how to export them).
 *
 * @since 0.1.0
 */

/** @since 1.1.0 */
export * as Logs from "./Logs.js"
/** @since 0.1.0 */
export * as Metrics from "./Metrics.js"
/** @since 1.0.0 */
export * as Recorder from "./Recorder.js"
/** @since 0.1.0 */
export * as Spans from "./Spans.js"
