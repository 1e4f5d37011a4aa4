// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * Execution algorithms over the ordinary client (REST only, so they run in a sweep's strategy too): iceberg,
 * chase limit and scaled orders, each a `Stream` of its progress, cancelled by interruption (or a `Handle`), and
 * resumed by running the same id again. TWAP is the exchange's own: `Strategy.createStrategy`.
 *
 * @since 1.2.0
 */

/** @since 1.2.0 */
export * as Chase from "./Chase.js"
/** @since 1.2.0 */
export * as Handle from "./Handle.js"
/** @since 1.2.0 */
export * as Iceberg from "./Iceberg.js"
/** @since 1.2.0 */
export * as Plan from "./Plan.js"
/** @since 1.2.0 */
export * as Scaled from "./Scaled.js"
/** @since 1.2.0 */
export * as Slices from "./Slices.js"
