// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * Environments, credentials and the clock offset.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as ClockOffset from "./ClockOffset.js"
/** @since 0.1.0 */
export * as Credentials from "./Credentials.js"
/** @since 0.1.0 */
export * as Environment from "./Environment.js"
/** @since 0.1.0 */
export * as RateBudget from "./RateBudget.js"
/** @since 0.1.0 */
export * as RateBudgetStore from "./RateBudgetStore.js"
/** @since 0.2.0 */
export * as RequestDefaults from "./RequestDefaults.js"
