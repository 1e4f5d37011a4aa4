/**
 * The import-cost process: imports one library's modules, nothing else, forces two GCs and prints its memory as one
 * JSON line (the targets and the result's shape are in bench/imports.ts). Started by bench/run.ts:
 *
 *   node --expose-gc .bench-build/import-probe.mjs effect|floor|platform|bybit-api|ccxt
 *
 * @since 0.1.0
 */
import { peakRss } from "./common.js"
import { type ImportResult, type ImportTarget, importTargets, programModules, stackModules } from "./imports.js"

// A module of the installed package's Node layout, which bench/run.ts builds beside this file (`node/`, what
// scripts/build.ts writes to dist/node); a computed specifier, so esbuild leaves the import to Node
const installed = (file: string): Promise<unknown> => import(new URL(`./node/${file}`, import.meta.url).href)

const load = (target: ImportTarget): Promise<ReadonlyArray<unknown>> => {
  switch (target) {
    case "effect":
      // `effect-bybit` and `effect-bybit/node`
      return Promise.all([installed("index.js"), installed("node.js")])
    case "effect-modules":
      // `effect-bybit/<Name>` for the names in `programModules`, and `effect-bybit/node`
      return Promise.all([...programModules.map((name) => installed(`modules/${name}.js`)), installed("node.js")])
    case "floor":
      return Promise.all([import("effect/Effect"), import("effect/Schema")])
    case "platform":
      return Promise.all(stackModules.map((specifier) => import(specifier)))
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
