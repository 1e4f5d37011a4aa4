import { fileURLToPath } from "node:url"
import { defineConfig, type Plugin } from "vite"
import { annotatePure } from "../scripts/build.js"
import * as PaintChunk from "../scripts/PaintChunk.js"

const librarySources = fileURLToPath(new URL("../src/", import.meta.url))

// The library's files as its published build has them: every module-level definition marked pure (what
// `npm run build` writes into dist/), so the bundler drops the definitions the page never names, as it would for a
// user of the package. Without the marks, every module the page touches kept all its top-level schemas, layers and
// tables.
const libraryAsPublished: Plugin = {
  name: "effect-bybit-pure-annotations",
  enforce: "pre",
  transform(code, id) {
    if (!id.startsWith(librarySources) || !id.endsWith(".ts")) return null
    return { code: annotatePure(id, code), map: null }
  }
}

// The views drawn after the first paint (the depth chart, the account's trade markers, the indicators' lines) import
// lightweight-charts as `lightweight-charts/later`: the same file as a module of its own, bundled apart. One module is
// never split between chunks, so a view loaded later that named the package's area series, options chart, markers
// plugin or line series kept them in the first paint's copy whoever used them (4 kB, brotli). The later copy holds
// only what those views name; what they hand the paint's chart (a markers primitive, a line series' definition) goes
// through the chart's public API, and the depth chart is a chart of its own.
const laterCharts: Plugin = {
  name: "effect-bybit-later-charts",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (source !== "lightweight-charts/later") return null
    const resolved = await this.resolve("lightweight-charts", importer, { ...options, skipSelf: true })
    if (resolved === null) return null
    // the dev server's copy of the package already carries a query (its version)
    return { ...resolved, id: `${resolved.id}${resolved.id.includes("?") ? "&" : "?"}later` }
  }
}

// The app imports the library as `effect-bybit`: the browser entry in src/ (never the Node or emulator entries).
// JSX through Vite's own transform (Oxc; no React plugin needed).
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: { "effect-bybit": fileURLToPath(new URL("../src/index.ts", import.meta.url)) }
  },
  // The whole first paint in one file: the frame with the paint's lazy modules (the market side, the charts) and
  // what they share with later views. The frame alone would draw earlier, but the useful paint waits for both: as one
  // file they are 4.6 kB less (brotli, one request) and the data's requests start a round trip sooner.
  plugins: [
    libraryAsPublished,
    laterCharts,
    PaintChunk.plugin({
      configFile: fileURLToPath(import.meta.url),
      roots: ["src/components/Market.tsx", "src/components/Charts.tsx"],
      name: "index",
      frame: true
    })
  ],
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The frame (the entry and everything it imports statically: React, Effect's runtime, the atoms) in one file:
        // by default its shared part (everything the lazy chunks also use) is a file of its own, and the bundler's
        // runtime a third, each a request of its own and compressed apart (one file: 2 kB less, brotli). PaintChunk's
        // group comes first and takes these modules too; this one shapes its first pass.
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] }
      }
    }
  }
})
