// Written by `npx tsx scripts/barrels.ts` (`npm run codegen`) from scripts/barrels-table.ts: edit that, not this.
/**
 * The recording entry point (`effect-bybit/recording`): record the exchange's public streams into files
 * (`Recorder`), in the recording format (`Format`) that the emulator's replay reads; read recordings and the
 * history files of Tardis.dev and Bybit as one stream of lines (`Reader`, `Tardis`, `BybitHistory`). Needs a `FileSystem` (Node:
 * `NodeServices.layer`) and the client's `BybitSocket` on any environment.
 *
 * ```ts
 * import { Recorder } from "effect-bybit/recording"
 * const streams = [{ category: "linear", topics: Recorder.topics({ symbols: ["BTCUSDT"], depth: 50 }) }] as const
 * yield* Recorder.record({ streams, directory: "recordings", rotateEvery: "1 hour" })
 * ```
 *
 * @since 1.1.0
 */

/** @since 1.1.0 */
export * as BybitHistory from "./Recording/BybitHistory.js"
/** @since 1.1.0 */
export * as Format from "./Recording/Format.js"
/** @since 1.1.0 */
export * as Import from "./Recording/Import.js"
/** @since 1.1.0 */
export * as Reader from "./Recording/Reader.js"
/** @since 1.1.0 */
export * as Recorder from "./Recording/Recorder.js"
/** @since 1.1.0 */
export * as Tardis from "./Recording/Tardis.js"
