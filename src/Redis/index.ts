// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * A rate budget shared by a fleet of processes through Redis.
 *
 * @since 0.2.0
 */

/** @since 0.2.0 */
export * as LocalShare from "./LocalShare.js"
/** @since 0.2.0 */
export * as RedisBudgetStore from "./RedisBudgetStore.js"
