// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The legacy (pre-V5) WebSocket markets: market definitions, their frame protocols, the market-bound client and
 * the spot v1 merged book.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as LegacySocket from "./LegacySocket.js"
/** @since 0.1.0 */
export * as Markets from "./Markets.js"
/** @since 0.1.0 */
export * as Protocol from "./Protocol.js"
/** @since 0.1.0 */
export * as SpotV1Depth from "./SpotV1Depth.js"
