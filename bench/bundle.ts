/**
 * Browser bundle sizes: esbuild (platform browser, ESM, minified, tree-shaken) of a minimal program per client —
 * one public REST call and one WebSocket topic — and its gzip size (level 9).
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import { builtinModules } from "node:module"
import * as path from "node:path"
import * as zlib from "node:zlib"
import * as esbuild from "esbuild"

/**
 * One bundle's size.
 *
 * @since 0.1.0
 * @category models
 */
export interface BundleSize {
  readonly name: string
  readonly minified: number
  readonly gzip: number
  readonly error: string | undefined
  /** A floor: a program of the pinned Effect stack alone, with no client code (bench/floor-bundle/). */
  readonly floor: boolean
}

const nodeBuiltins = builtinModules.filter((m) => !m.startsWith("_"))

const floor = (name: string, file: string) => ({
  name: `floor: ${name}`,
  contents: `export { main } from "./bench/floor-bundle/${file}.ts"`,
  floor: true
})

const entries: ReadonlyArray<{
  readonly name: string
  readonly contents: string
  readonly shipped?: string
  readonly floor?: boolean
}> = [
  {
    name: "effect-bybit (bench/bundle-entry.ts)",
    contents: `export { main } from "./bench/bundle-entry.ts"`
  },
  {
    name: "bybit-api (RestClientV5.getTickers + WebsocketClient.subscribeV5)",
    contents: `import { RestClientV5, WebsocketClient } from "bybit-api"
export const main = async () => {
  const rest = await new RestClientV5().getTickers({ category: "linear", symbol: "BTCUSDT" })
  const ws = new WebsocketClient()
  ws.on("update", (e) => console.log(rest, e))
  ws.subscribeV5("tickers.BTCUSDT", "linear")
}`
  },
  {
    name: "ccxt (pro.bybit fetchTicker + watchTicker)",
    contents: `import { pro } from "ccxt"
export const main = async () => {
  const ex = new pro.bybit()
  const rest = await ex.fetchTicker("BTC/USDT:USDT")
  return [rest, await ex.watchTicker("BTC/USDT:USDT")]
}`,
    shipped: "node_modules/ccxt/dist/ccxt.browser.min.js"
  },
  floor("Effect alone (runPromise around fetch)", "effect"),
  floor("Effect + Schema decode", "effect-schema"),
  floor("Effect + Stream (fetch and WebSocket by hand)", "effect-stream"),
  floor("Effect + Schema decode + Stream", "effect-schema-stream"),
  floor("Effect + Schema + Stream + @effect/platform HttpClient and Socket", "effect-platform")
]

/**
 * Bundles every entry (from the repository root).
 *
 * @since 0.1.0
 * @category measuring
 */
export const bundleSizes = async (root: string, only?: ReadonlyArray<string>): Promise<ReadonlyArray<BundleSize>> => {
  const out: Array<BundleSize> = []
  const build = (contents: string, external: ReadonlyArray<string>) =>
    esbuild.build({
      stdin: { contents, resolveDir: root, sourcefile: "entry.ts", loader: "ts" },
      bundle: true,
      minify: true,
      treeShaking: true,
      platform: "browser",
      format: "esm",
      target: "es2022",
      write: false,
      logLevel: "silent",
      external: [...external]
    })
  const size = (
    name: string,
    result: esbuild.BuildResult<{ write: false }>,
    error: string | undefined,
    isFloor: boolean
  ): BundleSize => {
    const code = result.outputFiles[0]?.contents ?? new Uint8Array()
    return {
      name,
      minified: code.byteLength,
      gzip: zlib.gzipSync(code, { level: 9 }).byteLength,
      error,
      floor: isFloor
    }
  }
  for (const entry of entries) {
    if (only !== undefined && !only.some((o) => entry.name.startsWith(o))) continue
    try {
      out.push(size(entry.name, await build(entry.contents, []), undefined, entry.floor === true))
    } catch (error) {
      const first = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error)
      // a browser build needs polyfills for the Node built-ins it reaches: size it without them, and say so
      try {
        const result = await build(entry.contents, [...nodeBuiltins, ...nodeBuiltins.map((m) => `node:${m}`)])
        out.push(
          size(
            entry.name,
            result,
            `Node built-ins left external (no browser build without polyfills): ${first}`,
            entry.floor === true
          )
        )
      } catch (again) {
        const message = again instanceof Error ? (again.message.split("\n")[0] ?? "") : String(again)
        if (entry.shipped === undefined) {
          out.push({ name: entry.name, minified: 0, gzip: 0, error: message, floor: entry.floor === true })
        } else {
          // the package's own browser build (the whole library) stands in
          const code = fs.readFileSync(path.join(root, entry.shipped))
          out.push({
            name: entry.name,
            minified: code.byteLength,
            gzip: zlib.gzipSync(code, { level: 9 }).byteLength,
            error: `esbuild could not bundle it for the browser (${message}); size of the shipped ${entry.shipped}`,
            floor: false
          })
        }
      }
    }
  }
  return out
}
