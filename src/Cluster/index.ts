/**
 * Fleet sessions on `effect/cluster`: one private and one trade session per key across a fleet.
 *
 * @since 1.2.0
 */

/** @since 1.2.0 */
export * as Fleet from "./Fleet.js"
/** @since 1.2.0 */
export * as KeySession from "./KeySession.js"
/** @since 1.2.0 */
export * as Runner from "./Runner.js"
/** @since 1.2.0 */
export * as SessionCore from "./SessionCore.js"
/** @since 1.2.0 */
export * as SessionEntity from "./SessionEntity.js"
/** @since 1.2.0 */
export * as SessionHost from "./SessionHost.js"
