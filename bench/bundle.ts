/**
 * Browser bundle sizes: esbuild (platform browser, ESM, minified, tree-shaken) of a minimal program per client —
 * one public REST call and one WebSocket topic — and its gzip size (level 9).
 *
 * Built as a browser app's bundler (Vite, Rollup) builds it: with code splitting, so a dynamic `import()` becomes a
 * chunk of its own, loaded when the code reaches it. Two figures per program: the start-up chunks (the entry and
 * every chunk it imports statically: what the page downloads before the program runs) and all chunks (the start-up
 * ones and those loaded later, e.g. effect-bybit's error catalogue on the first refused request). Without splitting
 * esbuild inlines a dynamic import and the two figures would be one.
 *
 * @since 0.1.0
 */
import * as fs from "node:fs"
import { builtinModules } from "node:module"
import * as path from "node:path"
import * as zlib from "node:zlib"
import * as esbuild from "esbuild"
import { prepare, preparePlugin } from "../scripts/build.js"

/**
 * One bundle's size.
 *
 * @since 0.1.0
 * @category models
 */
export interface BundleSize {
  readonly name: string
  /** The start-up chunks (entry + its static imports), minified bytes. */
  readonly minified: number
  /** The start-up chunks, gzip bytes (each chunk compressed on its own, as a server sends it). */
  readonly gzip: number
  /** Every chunk, the lazily loaded ones included, minified bytes. */
  readonly totalMinified: number
  /** Every chunk, gzip bytes. */
  readonly totalGzip: number
  /** How many chunks load later, through a dynamic import. */
  readonly lazyChunks: number
  /** Of the start-up chunks' minified bytes, those from effect-bybit's own modules (`src/`). */
  readonly ownMinified: number
  readonly error: string | undefined
  /** A floor: a program of the pinned Effect stack alone, with no client code (bench/floor-bundle/). */
  readonly floor: boolean
  /** The bundler: esbuild, or Vite's production build (Rollup, minified by esbuild). */
  readonly bundler: "esbuild" | "vite"
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
    // after the row above: the targets read the first effect-bybit row
    name: 'effect-bybit, namespaces from the root: import { Market } from "effect-bybit" (bench/bundle-entry-root.ts)',
    contents: `export { main } from "./bench/bundle-entry-root.ts"`
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
  floor("Effect + Schema + Stream + effect/http HttpClient and effect/socket Socket", "effect-platform")
]

/**
 * Bundles every entry (from the repository root).
 *
 * @since 0.1.0
 * @category measuring
 */
export const bundleSizes = async (root: string, only?: ReadonlyArray<string>): Promise<ReadonlyArray<BundleSize>> => {
  const build: Build = (contents: string, external: ReadonlyArray<string>) =>
    esbuild.build({
      // a virtual entry module (esbuild splits only real entry points, not stdin)
      entryPoints: ["virtual-entry"],
      plugins: [
        {
          name: "virtual-entry",
          setup: (plugin: esbuild.PluginBuild) => {
            plugin.onResolve({ filter: /^virtual-entry$/ }, () => ({ path: "entry.ts", namespace: "virtual-entry" }))
            plugin.onLoad({ filter: /.*/, namespace: "virtual-entry" }, () => ({
              contents,
              resolveDir: root,
              loader: "ts"
            }))
          }
        },
        // src as dist/ ships it: with the build's pure annotations (the virtual entry is loaded above, first)
        preparePlugin
      ],
      ...browserBuild,
      outdir,
      absWorkingDir: root,
      external: [...external]
    })
  const sizes = await measure(entries, only, build, root)
  const vite: Array<BundleSize> = []
  for (const entry of viteEntries) {
    if (only !== undefined && !only.some((o) => entry.name.startsWith(o))) continue
    vite.push(await viteSize(root, entry.name, entry.file, entry.floor))
  }
  return [...sizes, ...vite]
}

// Vite (Rollup) tree-shakes a namespace re-exported by a barrel (`export * as Market`) member by member, which esbuild
// does not (the esbuild row of bench/bundle-entry-root.ts): with Vite both doors give the same bundle.
const viteEntries: ReadonlyArray<{ readonly name: string; readonly file: string; readonly floor: boolean }> = [
  { name: "Vite: effect-bybit (bench/bundle-entry.ts)", file: "bench/bundle-entry.ts", floor: false },
  {
    name: "Vite: floor: Effect + Schema + Stream + effect/http HttpClient and effect/socket Socket",
    file: "bench/floor-bundle/effect-platform.ts",
    floor: true
  }
]

/** One program built as a Vite app's production build (code splitting on, the entry's exports kept). */
const viteSize = async (root: string, name: string, file: string, isFloor: boolean): Promise<BundleSize> => {
  const vite = await import("vite")
  const result = await vite.build({
    configFile: false,
    logLevel: "silent",
    root,
    mode: "production",
    build: {
      write: false,
      target: "es2022",
      minify: "esbuild",
      modulePreload: false,
      rollupOptions: { input: path.join(root, file), preserveEntrySignatures: "exports-only" }
    },
    // the build's pure annotations, as dist/ has them, before Vite compiles the TypeScript
    plugins: [
      {
        name: "prepare",
        enforce: "pre",
        transform: (code: string, id: string) => (id.endsWith(".ts") ? prepare(id, code) : undefined)
      }
    ]
  })
  const outputs = (Array.isArray(result) ? result : "output" in result ? [result] : []).flatMap((r) => r.output)
  const chunks = new Map(outputs.flatMap((o) => (o.type === "chunk" ? [[o.fileName, o] as const] : [])))
  const startup = new Set<string>()
  const visit = (name: string) => {
    if (startup.has(name)) return
    startup.add(name)
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  let minified = 0
  let gzip = 0
  let totalMinified = 0
  let totalGzip = 0
  for (const chunk of chunks.values()) {
    const bytes = Buffer.byteLength(chunk.code)
    const gz = zlib.gzipSync(chunk.code, { level: 9 }).byteLength
    totalMinified += bytes
    totalGzip += gz
    if (startup.has(chunk.fileName)) {
      minified += bytes
      gzip += gz
    }
  }
  return {
    name,
    minified,
    gzip,
    totalMinified,
    totalGzip,
    lazyChunks: chunks.size - startup.size,
    // Rollup reports each module's size before minification only
    ownMinified: Number.NaN,
    error: undefined,
    floor: isFloor,
    bundler: "vite"
  }
}

// where esbuild pretends to write the chunks (nothing is written)
const outdir = "/bundle-out"

/**
 * The esbuild options every browser build of the bench shares: minified, tree-shaken ESM with code splitting, kept in
 * memory with its metafile.
 *
 * @since 0.1.0
 * @category measuring
 */
export const browserBuild = {
  bundle: true,
  minify: true,
  treeShaking: true,
  platform: "browser",
  format: "esm",
  target: "es2022",
  write: false,
  logLevel: "silent",
  splitting: true,
  metafile: true
} as const satisfies esbuild.BuildOptions

/**
 * The start-up outputs of a split build: the entry whose `entryPoint` `isEntry` picks and every chunk it imports
 * statically (a chunk reached only by a dynamic import loads later).
 *
 * @since 0.1.0
 * @category measuring
 */
export const startupOutputs = (metafile: esbuild.Metafile, isEntry: (entryPoint: string) => boolean): Set<string> => {
  const outputs = metafile.outputs
  const startup = new Set<string>()
  const visit = (file: string) => {
    if (startup.has(file)) return
    startup.add(file)
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path)
  }
  for (const [file, output] of Object.entries(outputs)) {
    if (output.entryPoint !== undefined && isEntry(output.entryPoint)) visit(file)
  }
  return startup
}

type Build = (
  contents: string,
  external: ReadonlyArray<string>
) => Promise<esbuild.BuildResult<{ write: false; metafile: true }>>

/** The start-up chunks' and all chunks' sizes of one build. */
const size = (
  root: string,
  name: string,
  result: esbuild.BuildResult<{ write: false; metafile: true }>,
  error: string | undefined,
  isFloor: boolean
): BundleSize => {
  // the program's entry (a dynamic import's target is an entry point of its own too)
  const startup = startupOutputs(result.metafile, (entryPoint) => entryPoint.startsWith("virtual-entry:"))
  let minified = 0
  let gzip = 0
  let totalMinified = 0
  let totalGzip = 0
  let lazyChunks = 0
  for (const file of result.outputFiles) {
    // the metafile names outputs relative to the working directory
    const key = path.relative(root, file.path)
    const gz = zlib.gzipSync(file.contents, { level: 9 }).byteLength
    totalMinified += file.contents.byteLength
    totalGzip += gz
    if (startup.has(key)) {
      minified += file.contents.byteLength
      gzip += gz
    } else lazyChunks++
  }
  let ownMinified = 0
  for (const file of startup)
    for (const [input, used] of Object.entries(result.metafile.outputs[file]?.inputs ?? {}))
      if (input.startsWith("src/")) ownMinified += used.bytesInOutput
  return {
    name,
    minified,
    gzip,
    totalMinified,
    totalGzip,
    lazyChunks,
    ownMinified,
    error,
    floor: isFloor,
    bundler: "esbuild"
  }
}

const measure = async (
  entries: ReadonlyArray<{
    readonly name: string
    readonly contents: string
    readonly shipped?: string
    readonly floor?: boolean
  }>,
  only: ReadonlyArray<string> | undefined,
  build: Build,
  root: string
): Promise<ReadonlyArray<BundleSize>> => {
  const out: Array<BundleSize> = []
  for (const entry of entries) {
    if (only !== undefined && !only.some((o) => entry.name.startsWith(o))) continue
    try {
      out.push(size(root, entry.name, await build(entry.contents, []), undefined, entry.floor === true))
    } catch (error) {
      const first = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error)
      // a browser build needs polyfills for the Node built-ins it reaches: size it without them, and say so
      try {
        const result = await build(entry.contents, [...nodeBuiltins, ...nodeBuiltins.map((m) => `node:${m}`)])
        out.push(
          size(
            root,
            entry.name,
            result,
            `Node built-ins left external (no browser build without polyfills): ${first}`,
            entry.floor === true
          )
        )
      } catch (again) {
        const message = again instanceof Error ? (again.message.split("\n")[0] ?? "") : String(again)
        if (entry.shipped === undefined) {
          out.push({
            name: entry.name,
            minified: 0,
            gzip: 0,
            totalMinified: 0,
            totalGzip: 0,
            lazyChunks: 0,
            ownMinified: 0,
            error: message,
            floor: entry.floor === true,
            bundler: "esbuild"
          })
        } else {
          // the package's own browser build (the whole library) stands in
          const code = fs.readFileSync(path.join(root, entry.shipped))
          const gzip = zlib.gzipSync(code, { level: 9 }).byteLength
          out.push({
            name: entry.name,
            minified: code.byteLength,
            gzip,
            totalMinified: code.byteLength,
            totalGzip: gzip,
            lazyChunks: 0,
            ownMinified: 0,
            error: `esbuild could not bundle it for the browser (${message}); size of the shipped ${entry.shipped}`,
            floor: false,
            bundler: "esbuild"
          })
        }
      }
    }
  }
  return out
}
