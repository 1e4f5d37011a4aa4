// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The emulator entry point (`effect-bybit/emulator`): a local Bybit V5 exchange (REST and WebSocket) to test bots
 * offline. `Emulator.layer({ port: 0, seed })` starts one in a scope; its handle has the URLs, an `environment`
 * for `Bybit.layer`, the demo credentials and the admin API; `Faults` lists the fault commands; the other namespaces
 * type what the admin API hands out (accounts, API keys, books, rate-limit state, recorded violations).
 *
 * @since 0.1.0
 */

/** @since 1.1.0 */
export * as AccountsDescription from "./Emulator/AccountsDescription.js"
/** @since 0.1.0 */
export * as Accounts from "./Emulator/books/Accounts.js"
/** @since 0.1.0 */
export * as Emulator from "./Emulator/Emulator.js"
/** @since 0.1.0 */
export * as Exchange from "./Emulator/Exchange.js"
/** @since 0.1.0 */
export * as MatchingEngine from "./Emulator/engine/MatchingEngine.js"
/** @since 0.1.0 */
export * as Faults from "./Emulator/Faults.js"
/** @since 2.0.0 */
export * as InProcess from "./Emulator/InProcess.js"
/** @since 2.0.0 */
export * as Latency from "./Emulator/Latency.js"
/** @since 2.0.0 */
export * as LockStep from "./Emulator/LockStep.js"
/** @since 0.1.0 */
export * as Instruments from "./Emulator/market/Instruments.js"
/** @since 0.1.0 */
export * as MarketData from "./Emulator/market/MarketData.js"
/** @since 1.0.0 */
export * as MarketSource from "./Emulator/market/MarketSource.js"
/** @since 1.1.0 */
export * as Replay from "./Emulator/market/Replay.js"
/** @since 1.2.0 */
export * as ReplayStart from "./Emulator/market/ReplayStart.js"
/** @since 1.1.0 */
export * as ReplayStatus from "./Emulator/market/ReplayStatus.js"
/** @since 0.1.0 */
export * as RateLimits from "./Emulator/RateLimits.js"
/** @since 1.1.0 */
export * as ReportTable from "./Emulator/ReportTable.js"
/** @since 1.1.0 */
export * as SavedState from "./Emulator/SavedState.js"
/** @since 1.2.0 */
export * as Admin from "./Emulator/wire/Admin.js"
/** @since 1.2.0 */
export * as AdminBodies from "./Emulator/wire/AdminBodies.js"
/** @since 1.2.0 */
export * as AdminGate from "./Emulator/wire/AdminGate.js"
/** @since 0.1.0 */
export * as Auth from "./Emulator/wire/Auth.js"
/** @since 0.1.0 */
export * as Rest from "./Emulator/wire/Rest.js"
/** @since 1.2.0 */
export * as Rights from "./Emulator/wire/Rights.js"
/** @since 1.1.0 */
export * as RecordingFormat from "./Recording/Format.js"
