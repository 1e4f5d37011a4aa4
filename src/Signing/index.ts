// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * Signing, browser-safe: the `Signer` service and its WebCrypto layer, V5 parameters and headers, legacy
 * signed parameters and WebSocket auth. The `node:crypto` layer (`SignerNode`) is exported by `effect-bybit/node`.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as Signer from "./Signer.js"
/** @since 0.1.0 */
export * as SignerWeb from "./SignerWeb.js"
/** @since 0.1.0 */
export * as SignLegacy from "./SignLegacy.js"
/** @since 0.1.0 */
export * as SignV5 from "./SignV5.js"
/** @since 0.1.0 */
export * as WsAuth from "./WsAuth.js"
