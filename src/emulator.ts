/**
 * The emulator entry point (`effect-bybit/emulator`): a local Bybit V5 exchange (REST and WebSocket) to test bots
 * offline. `Emulator.layer({ port: 0, seed })` starts one in a scope; its handle has the URLs, an `environment`
 * for `Bybit.layer`, the demo credentials and the admin API; `Faults` lists the fault commands.
 *
 * @since 0.1.0
 */

/** @since 0.1.0 */
export * as Emulator from "./Emulator/Emulator.js"
/** @since 0.1.0 */
export * as Faults from "./Emulator/Faults.js"
