/**
 * Recordings of the exchange's public streams, and the history files of other sources read as recordings: the input
 * of a replay.
 *
 * @since 1.1.0
 */

/** @since 1.1.0 */
export * as BybitHistory from "./BybitHistory.js"
/** @since 1.1.0 */
export * as Format from "./Format.js"
/** @since 1.1.0 */
export * as Import from "./Import.js"
/** @since 1.1.0 */
export * as Merge from "./Merge.js"
/** @since 1.1.0 */
export * as Reader from "./Reader.js"
/** @since 1.1.0 */
export * as Tardis from "./Tardis.js"
/** @since 1.1.0 */
export * as Zip from "./Zip.js"
