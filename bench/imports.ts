/**
 * What importing a client costs: the targets and the figures of one import-cost process (bench/import-probe.ts, the
 * esbuild build of which bench/run.ts starts with `node --expose-gc`, the packages left external, as every bench
 * process). This module runs nothing: bench/run.ts imports it for the names.
 *
 * - effect: `effect-bybit` and `effect-bybit/node` (src/index.ts and src/node.ts, every namespace kept alive);
 * - floor: what the Effect floor's REST process loads (`effect/Effect` and `effect/Schema`, as bench/floor.ts);
 * - platform: the floor with the stack the library stands on (`effect/Stream`, @effect/platform's HttpClient and
 *   Socket, @effect/platform-node's layers);
 * - bybit-api, ccxt: the peers' packages.
 *
 * @since 0.1.0
 */
/**
 * One library's import cost.
 *
 * @since 0.1.0
 * @category models
 */
export interface ImportResult {
  readonly target: ImportTarget
  /** RSS after the import and two forced GCs, bytes. */
  readonly rss: number
  /** Heap in use after the GCs, bytes. */
  readonly heapUsed: number
  /** The process's peak RSS, bytes (the import's transient allocations included). */
  readonly peakRss: number
  readonly ms: number
}

/**
 * What a process imports.
 *
 * @since 0.1.0
 * @category models
 */
export type ImportTarget = "effect" | "floor" | "platform" | "bybit-api" | "ccxt"

/**
 * The targets, in the report's order.
 *
 * @since 0.1.0
 * @category models
 */
export const importTargets: ReadonlyArray<ImportTarget> = ["floor", "platform", "effect", "bybit-api", "ccxt"]
