/**
 * The import probe of the "what each fast path buys" section (bench/fastPaths.ts): imports `effect-bybit` and
 * `effect-bybit/node` (every namespace kept alive), forces two GCs and prints its memory and the import's time as one
 * JSON line. bench/fastPaths.ts bundles it twice: as the sources are, and with every schema built at import (the
 * plain forms in bench/plain/ in place of `LazySchema` and `LazyClass`, the error union built at once).
 *
 * @since 1.2.0
 */
const gc = (globalThis as { gc?: () => void }).gc
if (gc === undefined) throw new Error("run with node --expose-gc")
const t0 = performance.now()
const modules = await Promise.all([import("../src/index.js"), import("../src/node.js")])
const ms = performance.now() - t0
gc()
gc()
const memory = process.memoryUsage()
if (modules.length !== 2) throw new Error("nothing imported")
process.stdout.write(`${JSON.stringify({ rss: memory.rss, heapUsed: memory.heapUsed, ms })}\n`)
