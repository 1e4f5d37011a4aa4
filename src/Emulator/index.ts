/**
 * The embedded exchange emulator's modules.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as Auth from "./Auth.js"
/** @since 0.1.0 */
export * as Emulator from "./Emulator.js"
/** @since 0.1.0 */
export * as Exchange from "./Exchange.js"
/** @since 0.1.0 */
export * as Faults from "./Faults.js"
/** @since 0.1.0 */
export * as Fixed from "./Fixed.js"
/** @since 0.1.0 */
export * as Instruments from "./Instruments.js"
/** @since 0.1.0 */
export * as MarketData from "./MarketData.js"
/** @since 0.1.0 */
export * as MatchingEngine from "./MatchingEngine.js"
/** @since 0.1.0 */
export * as Prng from "./Prng.js"
/** @since 0.1.0 */
export * as RateLimits from "./RateLimits.js"
/** @since 0.1.0 */
export * as Rest from "./Rest.js"
/** @since 0.1.0 */
export * as Ws from "./Ws.js"
