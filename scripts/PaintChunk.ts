/**
 * A Vite plugin that puts everything the React app's first useful paint loads after the frame into one file. The
 * paint's lazy modules (the market side and the charts) share code with what is loaded after the paint (order entry,
 * the account), and the bundler splits by sharing: left alone it serves the paint as five files (the two modules,
 * the library's public client shared with the account side, and two small shared pieces), each a request of its own
 * with its headers, and each compressed apart. Which module lands where is only known once the bundler has chunked,
 * tree-shaken (a module reached through the library's index may be kept for the account side alone), so the plugin
 * asks it: a first pass, in memory and unminified, chunks the app the default way; the real build then groups every
 * module of the paint's chunks (outside the frame) into one chunk. What the paint downloads is the same code, in one
 * file, compressed as one (about 3 kB less, brotli and headers). With `frame`, the frame's modules join them: the
 * entry file then holds the whole first paint (about 3 kB less again, and no second round trip before the data's
 * requests), at the cost of the frame no longer drawing before the market side has arrived.
 *
 * @since 0.1.0
 */
import * as path from "node:path"
import type { Plugin, Rolldown } from "vite"

/**
 * The modules (relative to the app's root) whose lazy chunks the first paint loads, with everything they import.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** The config file the plugin is in (the first pass builds with it). */
  readonly configFile: string
  readonly roots: ReadonlyArray<string>
  /** The name of the chunk they make. */
  readonly name: string
  /**
   * Whether the frame (the entry chunk and its static imports) goes into that chunk too: then the whole first paint
   * is the entry file alone.
   */
  readonly frame?: boolean
}

// set while the first pass runs: the config file it loads adds this plugin again, which then stands aside
const passFlag = "EFFECT_BYBIT_PAINT_CHUNK_PASS"

const chunksOf = (output: unknown): ReadonlyArray<Rolldown.OutputChunk> => {
  const outputs = (Array.isArray(output) ? output : [output]) as ReadonlyArray<Rolldown.RolldownOutput>
  return outputs.flatMap((o) => o.output.filter((item): item is Rolldown.OutputChunk => item.type === "chunk"))
}

/**
 * The modules that the default chunking puts in the chunks of `roots` and their static imports, leaving out the
 * frame's (the entry chunk and its static imports).
 *
 * @since 0.1.0
 * @category chunking
 */
export const paintModules = (
  chunks: ReadonlyArray<Rolldown.OutputChunk>,
  roots: ReadonlyArray<string>,
  withFrame = false
): ReadonlySet<string> => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: ReadonlyArray<Rolldown.OutputChunk>): Set<string> => {
    const seen = new Set<string>()
    const stack = [...start]
    for (let chunk = stack.pop(); chunk !== undefined; chunk = stack.pop()) {
      if (seen.has(chunk.fileName)) continue
      seen.add(chunk.fileName)
      for (const file of chunk.imports) {
        const next = byFile.get(file)
        if (next !== undefined) stack.push(next)
      }
    }
    return seen
  }
  const frame = closure(chunks.filter((chunk) => chunk.isEntry))
  const wanted = new Set(roots.map((root) => path.resolve(root)))
  const paint = closure(
    chunks.filter((chunk) => chunk.facadeModuleId !== null && wanted.has(path.resolve(chunk.facadeModuleId)))
  )
  if (paint.size === 0) throw new Error(`PaintChunk: no chunk for ${roots.join(", ")}`)
  const modules = new Set<string>()
  for (const file of paint) {
    if (frame.has(file) && !withFrame) continue
    for (const id of byFile.get(file)?.moduleIds ?? []) modules.add(id)
  }
  if (withFrame) for (const file of frame) for (const id of byFile.get(file)?.moduleIds ?? []) modules.add(id)
  return modules
}

/**
 * The plugin (builds only; the dev server serves modules one by one).
 *
 * @since 0.1.0
 * @category plugins
 */
export const plugin = (options: Options): Plugin => ({
  name: "effect-bybit-paint-chunk",
  apply: (_config, env) => env.command === "build" && process.env[passFlag] === undefined,
  async config(config, env) {
    const root = path.resolve(config.root ?? ".")
    const vite = await import("vite")
    process.env[passFlag] = "1"
    let output: unknown
    try {
      output = await vite.build({
        root,
        mode: env.mode,
        configFile: options.configFile,
        logLevel: "silent",
        build: { write: false, minify: false, manifest: false, reportCompressedSize: false }
      })
    } finally {
      delete process.env[passFlag]
    }
    const modules = paintModules(
      chunksOf(output),
      options.roots.map((r) => path.resolve(root, r)),
      options.frame === true
    )
    // before any group of the config file (the frame's own, when the frame is taken in too). The modules the first
    // pass found in the paint's chunks are complete (each chunk's static imports are in the closure), so their own
    // imports need not come along: by default a group takes every module its modules import, and a module that only
    // the account side uses but that a paint module re-exports (the private topics, through `Topics`) would join the
    // paint
    const group = {
      name: options.name,
      test: (id: string) => modules.has(id),
      priority: 1,
      includeDependenciesRecursively: false
    }
    return { build: { rolldownOptions: { output: { codeSplitting: { groups: [group] } } } } }
  }
})
