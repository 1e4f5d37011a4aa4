/**
 * effect-bybit: the Effect-native client for the Bybit exchange. This entry point runs in a browser (no `node:`
 * module, no `ws`); Node layers live behind `effect-bybit/node`.
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
export * as Schema from "./Schema/index.js"
/** @since 0.1.0 */
export * from "./Signing/index.js"
/** @since 0.1.0 */
export * from "./Socket/index.js"
/** @since 0.1.0 */
export * as WebPlatform from "./WebPlatform.js"
