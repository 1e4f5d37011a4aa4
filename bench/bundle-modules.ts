/**
 * What a browser program's start-up chunks carry beyond the floor, module by module: the bytes each input module
 * puts in the start-up chunks (esbuild's metafile, minified, code splitting on, as `bench/bundle.ts` builds) for the
 * program and for the floor program (the pinned Effect stack doing the same work with no effect-bybit code), and the
 * difference. The list the bundle target is cut against:
 *
 *   npx tsx bench/bundle-modules.ts [--entry bench/bundle-entry.ts] [--floor bench/floor-bundle/effect-platform.ts]
 *     [--top 40]
 *
 * @since 0.1.0
 */
import * as path from "node:path"
import * as esbuild from "esbuild"
import { preparePlugin } from "../scripts/build.js"
import * as Bundle from "./bundle.js"

/**
 * One input module's minified bytes in the start-up chunks of the program and of the floor.
 *
 * @since 0.1.0
 * @category models
 */
export interface ModuleBytes {
  /** The module, relative to the repository (packages as `effect/dist/...`). */
  readonly module: string
  readonly ours: number
  readonly floor: number
}

// packages resolve through the worktree's node_modules link: name them by package path
const moduleName = (input: string): string => input.replace(/^(\.\.\/)*.*?node_modules\//, "")

/**
 * The minified bytes each module puts in the start-up chunks (the entry and the chunks it imports statically) of
 * one program's browser build.
 *
 * @since 0.1.0
 * @category measuring
 */
export const startupModules = async (root: string, entry: string): Promise<ReadonlyMap<string, number>> => {
  const result = await esbuild.build({
    ...Bundle.browserBuild,
    entryPoints: [path.join(root, entry)],
    outdir: "/bundle-modules-out",
    absWorkingDir: root,
    // src with the build's pure annotations, as dist/ ships it
    plugins: [preparePlugin]
  })
  const outputs = result.metafile.outputs
  // the program's entry is the first output with an entry point (a dynamic import's target has one too)
  const entryPoint = Object.values(outputs).find((output) => output.entryPoint !== undefined)?.entryPoint
  const startup = Bundle.startupOutputs(result.metafile, (candidate) => candidate === entryPoint)
  const bytes = new Map<string, number>()
  for (const file of startup) {
    for (const [input, used] of Object.entries(outputs[file]?.inputs ?? {})) {
      const name = moduleName(input)
      bytes.set(name, (bytes.get(name) ?? 0) + used.bytesInOutput)
    }
  }
  return bytes
}

/**
 * Every module of either program with its bytes in both, the largest excess over the floor first.
 *
 * @since 0.1.0
 * @category measuring
 */
export const breakdown = async (root: string, entry: string, floor: string): Promise<ReadonlyArray<ModuleBytes>> => {
  const ours = await startupModules(root, entry)
  const theirs = await startupModules(root, floor)
  return [...new Set([...ours.keys(), ...theirs.keys()])]
    .map((module) => ({ module, ours: ours.get(module) ?? 0, floor: theirs.get(module) ?? 0 }))
    .sort((a, b) => b.ours - b.floor - (a.ours - a.floor) || a.module.localeCompare(b.module))
}

/**
 * The breakdown as a markdown report: totals by origin (effect-bybit's `src/`, each package), then the modules with
 * the largest excess.
 *
 * @since 0.1.0
 * @category reporting
 */
export const report = (rows: ReadonlyArray<ModuleBytes>, top: number): string => {
  const origin = (module: string) =>
    module.startsWith("src/") ? "effect-bybit (src/)" : (/^((@[^/]+\/)?[^/]+)/.exec(module)?.[1] ?? module)
  const totals = new Map<string, { ours: number; floor: number }>()
  for (const row of rows) {
    const total = totals.get(origin(row.module)) ?? { ours: 0, floor: 0 }
    totals.set(origin(row.module), { ours: total.ours + row.ours, floor: total.floor + row.floor })
  }
  const kB = (bytes: number) => (bytes / 1000).toFixed(1)
  const lines = [
    "| origin | program, minified kB | floor, minified kB | excess kB |",
    "|---|---:|---:|---:|",
    ...[...totals]
      .sort(([, a], [, b]) => b.ours - b.floor - (a.ours - a.floor))
      .map(([name, t]) => `| ${name} | ${kB(t.ours)} | ${kB(t.floor)} | ${kB(t.ours - t.floor)} |`),
    "",
    "| module | program, minified bytes | floor, minified bytes | excess bytes |",
    "|---|---:|---:|---:|",
    ...rows.slice(0, top).map((row) => `| ${row.module} | ${row.ours} | ${row.floor} | ${row.ours - row.floor} |`)
  ]
  return lines.join("\n")
}

const option = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name)
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..")
  const rows = await breakdown(
    root,
    option("--entry", "bench/bundle-entry.ts"),
    option("--floor", "bench/floor-bundle/effect-platform.ts")
  )
  console.log(report(rows, Number(option("--top", "40"))))
}
