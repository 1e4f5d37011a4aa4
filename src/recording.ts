/**
 * The recording entry point (`effect-bybit/recording`): record the exchange's public streams into files
 * (`Recorder`), in the recording format (`Format`) that the emulator's replay reads. Needs a `FileSystem` (Node:
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
export * as Format from "./Recording/Format.js"
/** @since 1.1.0 */
export * as Recorder from "./Recording/Recorder.js"
