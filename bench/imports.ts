/**
 * What importing a client costs: one process imports one library's modules, nothing else, forces two GCs and prints
 * its memory as one JSON line. Started by bench/run.ts (`node --expose-gc`, the esbuild build of this file with the
 * packages left external, as every bench process).
 *
 *   node --expose-gc .bench-build/imports.mjs effect|floor|platform|bybit-api|ccxt
 *
 * - effect: `effect-bybit` and `effect-bybit/node` (src/index.ts and src/node.ts, every namespace kept alive);
 * - floor: what the Effect floor's REST process loads (`effect/Effect` and `effect/Schema`, as bench/floor.ts);
 * - platform: the floor with the stack the library stands on (`effect/Stream`, @effect/platform's HttpClient and
 *   Socket, @effect/platform-node's layers);
 * - bybit-api, ccxt: the peers' packages.
 *
 * @since 0.1.0
 */
import { peakRss } from "./common.js"

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

const load = (target: ImportTarget): Promise<ReadonlyArray<unknown>> => {
  switch (target) {
    case "effect":
      return Promise.all([import("../src/index.js"), import("../src/node.js")])
    case "floor":
      return Promise.all([import("effect/Effect"), import("effect/Schema")])
    case "platform":
      return Promise.all([
        import("effect/Effect"),
        import("effect/Schema"),
        import("effect/Stream"),
        import("@effect/platform/HttpClient"),
        import("@effect/platform/Socket"),
        import("@effect/platform-node/NodeHttpClient"),
        import("@effect/platform-node/NodeSocket")
      ])
    case "bybit-api":
      return Promise.all([import("bybit-api")])
    case "ccxt":
      return Promise.all([import("ccxt")])
  }
}

const main = async () => {
  const target = process.argv[2] as ImportTarget
  if (!importTargets.includes(target)) throw new Error(`unknown import target ${process.argv[2]}`)
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc === undefined) throw new Error("run with node --expose-gc")
  const t0 = performance.now()
  const modules = await load(target)
  const ms = performance.now() - t0
  gc()
  gc()
  const memory = process.memoryUsage()
  const result: ImportResult = { target, rss: memory.rss, heapUsed: memory.heapUsed, peakRss: peakRss(), ms }
  // the modules stay reachable until the figures are read
  if (modules.length === 0) throw new Error("nothing imported")
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exitCode = 1
})
