/**
 * effect-bybit: the Effect-native client for the Bybit exchange. This entry point runs in a browser (no `node:`
 * module, no `ws`); Node layers live behind `effect-bybit/node`.
 *
 * The pre-V5 API families are here too, under names that keep them apart from V5: `Legacy` (REST: spot v1/v3,
 * contract v3, derivatives v3, unified v3, asset v1/v3, user v3, USDC perpetual and option, v2 inverse, linear,
 * inverse futures, copy trading — e.g. `Legacy.SpotV1.getServerTime()`), `LegacyEndpoints` (their definitions by
 * family) and `LegacyWs` (the legacy WebSocket markets, one client per market).
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as Bybit from "./Bybit.js"
/** @since 0.1.0 */
export * from "./Errors/index.js"
/** @since 0.1.0 */
export * from "./Http/index.js"
/** @since 0.1.0 */
export * from "./Http/v5/index.js"
/** @since 0.1.0 */
export * from "./Layers/index.js"
/** @since 0.1.0 */
export * as Observability from "./Observability/index.js"
/** @since 0.1.0 */
export * as Schema from "./Schema/index.js"
/** @since 0.1.0 */
export * from "./Signing/index.js"
/** @since 0.1.0 */
export * from "./Socket/index.js"
/** @since 0.1.0 */
export * as WebPlatform from "./WebPlatform.js"
