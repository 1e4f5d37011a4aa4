/**
 * Test harness: TypeScript entry points compiled once per test process, for tests that run them as child processes.
 *
 * `node --import tsx entry.ts` compiles every module the entry reaches again in each child (the whole of src for the
 * CLI or an example): seconds of CPU per run, most of a test file's time. `compiled(entries)` bundles the entries
 * together with esbuild (no type check: npm test type-checks; packages stay imports) the first time they are asked
 * for, and answers the path of each one's JavaScript. The output lives under `node_modules/.cache`, so the packages
 * resolve from the project, and is removed when the process exits.
 */
import { readdirSync, rmSync } from "node:fs"
import { basename, join } from "node:path"
import { build } from "esbuild"

const root = new URL("../..", import.meta.url).pathname
const cache = join(root, "node_modules", ".cache")
const builds = new Map<string, Promise<ReadonlyMap<string, string>>>()
let counter = 0

/** Compiles `entries` (paths from the project's root) once; answers each entry's compiled file, by entry. */
export const compiled = (entries: ReadonlyArray<string>): Promise<ReadonlyMap<string, string>> => {
  const id = [...entries].sort().join("\n")
  let known = builds.get(id)
  if (known === undefined) {
    sweep()
    const outdir = join(cache, `compiled-${process.pid}-${counter++}`)
    process.once("exit", () => rmSync(outdir, { recursive: true, force: true }))
    known = build({
      entryPoints: Object.fromEntries(entries.map((entry) => [outName(entry), join(root, entry)])),
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20",
      packages: "external",
      outExtension: { ".js": ".mjs" },
      logLevel: "silent"
    }).then(() => new Map(entries.map((entry) => [entry, join(outdir, `${outName(entry)}.mjs`)])))
    builds.set(id, known)
  }
  return known
}

// A test worker may be ended without its exit handlers running: the output of processes no longer alive goes here.
const sweep = (): void => {
  let names: ReadonlyArray<string> = []
  try {
    names = readdirSync(cache)
  } catch {
    return
  }
  for (const name of names) {
    const pid = Number(/^compiled-(\d+)-/.exec(name)?.[1])
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) {
      rmSync(join(cache, name), { recursive: true, force: true })
    }
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, another user's
    return (error as { readonly code?: string }).code === "EPERM"
  }
}

/** One compiled entry. */
export const compiledOne = (entry: string): Promise<string> =>
  compiled([entry]).then((files) => files.get(entry) ?? entry)

// `examples/demo.ts` → `examples-demo`: unique per entry, readable in a stack trace
const outName = (entry: string): string =>
  `${entry.replace(/\.ts$/, "").split("/").slice(0, -1).join("-")}-${basename(entry, ".ts")}`.replace(/^-/, "")
