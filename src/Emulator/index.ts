// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The embedded exchange emulator's modules.
 *
 * @since 0.1.0
 */

/** @since 1.1.0 */
export * as AccountsDescription from "./AccountsDescription.js"
/** @since 0.1.0 */
export * as Fixed from "./base/Fixed.js"
/** @since 0.1.0 */
export * as Prng from "./base/Prng.js"
/** @since 0.1.0 */
export * as Emulator from "./Emulator.js"
/** @since 0.1.0 */
export * as Exchange from "./Exchange.js"
/** @since 0.1.0 */
export * as MatchingEngine from "./engine/MatchingEngine.js"
/** @since 0.1.0 */
export * as Faults from "./Faults.js"
/** @since 2.0.0 */
export * as InProcess from "./InProcess.js"
/** @since 2.0.0 */
export * as Latency from "./Latency.js"
/** @since 2.0.0 */
export * as LockStep from "./LockStep.js"
/** @since 0.1.0 */
export * as Instruments from "./market/Instruments.js"
/** @since 0.1.0 */
export * as MarketData from "./market/MarketData.js"
/** @since 1.0.0 */
export * as MarketSource from "./market/MarketSource.js"
/** @since 1.1.0 */
export * as Replay from "./market/Replay.js"
/** @since 1.2.0 */
export * as ReplayStart from "./market/ReplayStart.js"
/** @since 1.1.0 */
export * as ReplayStatus from "./market/ReplayStatus.js"
/** @since 0.1.0 */
export * as RateLimits from "./RateLimits.js"
/** @since 1.1.0 */
export * as SavedState from "./SavedState.js"
/** @since 1.2.0 */
export * as Admin from "./wire/Admin.js"
/** @since 1.2.0 */
export * as AdminBodies from "./wire/AdminBodies.js"
/** @since 1.2.0 */
export * as AdminGate from "./wire/AdminGate.js"
/** @since 0.1.0 */
export * as Auth from "./wire/Auth.js"
/** @since 0.1.0 */
export * as Rest from "./wire/Rest.js"
/** @since 1.2.0 */
export * as Rights from "./wire/Rights.js"
/** @since 0.1.0 */
export * as Ws from "./wire/Ws.js"
