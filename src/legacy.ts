// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The pre-V5 API families (`effect-bybit/legacy`), kept out of the root entry so that an application which never
 * calls them does not load them: `Legacy` (REST: spot v1/v3, contract v3, derivatives v3, unified v3, asset v1/v3,
 * user v3, USDC perpetual and option, v2 inverse, linear, inverse futures, copy trading — e.g.
 * `Legacy.SpotV1.getServerTime()`), `LegacyEndpoints` (their definitions by family) and `LegacyWs` (the legacy
 * WebSocket markets, one client per market).
 *
 * They run on the root's services: the REST callables need the same `BybitHttp` as V5 (legacy signing and envelopes
 * are chosen by each definition), and the Promise client calls a definition with `client.call`.
 *
 * ```ts
 * import { Legacy } from "effect-bybit/legacy"
 * const time = Legacy.SpotV1.getServerTime()                              // an Effect needing BybitHttp
 * await client.call(Legacy.LinearV2.orderCreate, { symbol: "BTCUSDT", ... }) // effect-bybit/promise's client
 * ```
 *
 * @since 0.2.0
 */

/** Every pre-V5 endpoint definition, grouped by family (`LegacyEndpoints.families`). @since 0.2.0 */
export * as LegacyEndpoints from "./Http/legacy/all.js"
/** The pre-V5 REST families' definitions and callables, one namespace per family. @since 0.2.0 */
export * as Legacy from "./Http/legacy/index.js"
/** The legacy WebSocket markets: market definitions, frame protocols, the market-bound client. @since 0.2.0 */
export * as LegacyWs from "./Socket/legacy/index.js"
