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
  /**
   * What brings the module into the program: a shortest chain of static imports from the entry, nearest importer
   * first (`["src/Http/stages/decode.ts", "src/Http/Executor.ts", ...]`); empty for the entry and for a
   * module only the floor has. A chain says what imports it, not which of its exports are kept.
   */
  readonly via: ReadonlyArray<string>
}

/**
 * One module's minified bytes in a program's start-up chunks and the chain of static imports that brings it in.
 *
 * @since 1.0.0
 * @category models
 */
export interface StartupModule {
  readonly bytes: number
  readonly via: ReadonlyArray<string>
}

// packages resolve through the worktree's node_modules link: name them by package path
const moduleName = (input: string): string => input.replace(/^(\.\.\/)*.*?node_modules\//, "")

/**
 * For each input the build reached by static imports from `entry`, the input that imports it on a chain with the
 * fewest hops out of a barrel (`index.ts`, which imports every module of its folder): a module the executor imports
 * is shown coming through the executor, not through the root barrel that also lists it.
 */
const importers = (inputs: esbuild.Metafile["inputs"], entry: string): ReadonlyMap<string, string | undefined> => {
  const parent = new Map<string, string | undefined>([[entry, undefined]])
  const cost = new Map<string, number>([[entry, 0]])
  // 0-1 breadth first: a hop out of a barrel costs 1, any other hop 0
  const queue: Array<string> = [entry]
  const done = new Set<string>()
  while (queue.length > 0) {
    const from = queue.shift() as string
    if (done.has(from)) continue
    done.add(from)
    const weight = /(^|\/)index\.[jt]s$/.test(from) ? 1 : 0
    for (const imported of inputs[from]?.imports ?? []) {
      if (imported.kind !== "import-statement" || !(imported.path in inputs)) continue
      const reached = (cost.get(from) ?? 0) + weight
      if (reached >= (cost.get(imported.path) ?? Number.POSITIVE_INFINITY)) continue
      cost.set(imported.path, reached)
      parent.set(imported.path, from)
      if (weight === 0) queue.unshift(imported.path)
      else queue.push(imported.path)
    }
  }
  return parent
}

/**
 * The minified bytes each module puts in the start-up chunks (the entry and the chunks it imports statically) of
 * one program's browser build, and the chain of static imports that brings it in.
 *
 * @since 0.1.0
 * @category measuring
 */
export const startupModules = async (root: string, entry: string): Promise<ReadonlyMap<string, StartupModule>> => {
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
  const parent =
    entryPoint === undefined ? new Map<string, string | undefined>() : importers(result.metafile.inputs, entryPoint)
  const chain = (input: string): ReadonlyArray<string> => {
    const via: Array<string> = []
    for (let at = parent.get(input); at !== undefined; at = parent.get(at)) via.push(moduleName(at))
    return via
  }
  const modules = new Map<string, StartupModule>()
  for (const file of startup) {
    for (const [input, used] of Object.entries(outputs[file]?.inputs ?? {})) {
      const name = moduleName(input)
      modules.set(name, { bytes: (modules.get(name)?.bytes ?? 0) + used.bytesInOutput, via: chain(input) })
    }
  }
  return modules
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
    .map((module) => ({
      module,
      ours: ours.get(module)?.bytes ?? 0,
      floor: theirs.get(module)?.bytes ?? 0,
      via: ours.get(module)?.via ?? []
    }))
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
    "| module | program, minified bytes | floor, minified bytes | excess bytes | imported by |",
    "|---|---:|---:|---:|---|",
    ...rows
      .slice(0, top)
      .map((row) => `| ${row.module} | ${row.ours} | ${row.floor} | ${row.ours - row.floor} | ${importedBy(row.via)} |`)
  ]
  return lines.join("\n")
}

// the nearest importers, then the entry's side of the chain: enough to see which door a module came in by
const importedBy = (via: ReadonlyArray<string>): string =>
  via.length <= 4 ? via.join(" ← ") : [...via.slice(0, 2), "…", ...via.slice(-2)].join(" ← ")

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
