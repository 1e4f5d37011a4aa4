/**
 * `npx tsx scripts/import-memory.ts [--reps 5] [--only name,...]`: what importing the library costs in memory
 * (issue #11). Each entry is bundled by esbuild (ESM, platform node, packages external, so `effect` and
 * `@effect/platform-node` load from node_modules as a user's program would load them), then imported by a fresh
 * `node --expose-gc` process that forces full collections and reports RSS and heapUsed. Every entry is measured
 * `--reps` times, interleaved, and the median is printed: the machine is shared and RSS is noisy.
 *
 * @since 0.1.0
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import * as esbuild from "esbuild"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/**
 * One entry: a name and the module specifiers it imports (relative to the repository root, or package names).
 *
 * @since 0.1.0
 * @category models
 */
export interface Entry {
  readonly name: string
  readonly imports: ReadonlyArray<string>
}

const stack = [
  "effect/Effect",
  "effect/Schema",
  "effect/Stream",
  "effect/Layer",
  "effect/socket/Socket",
  "effect/http/HttpClient",
  "@effect/platform-node/NodeSocket"
]

/**
 * The entries measured, from a bare process up to the whole library.
 *
 * @since 0.1.0
 * @category constants
 */
export const entries: ReadonlyArray<Entry> = [
  { name: "bare node", imports: [] },
  { name: "stack (Effect, Schema, Stream, Layer, Socket, HttpClient, NodeSocket)", imports: stack },
  { name: "effect-bybit (src/index.ts + src/node.ts)", imports: ["./src/index.ts", "./src/node.ts"] },
  { name: "src/index.ts", imports: ["./src/index.ts"] },
  { name: "src/node.ts", imports: ["./src/node.ts"] },
  { name: "src/legacy.ts (the pre-V5 families)", imports: ["./src/legacy.ts"] },
  { name: "src/Errors/index.ts", imports: ["./src/Errors/index.ts"] },
  { name: "src/Schema/index.ts", imports: ["./src/Schema/index.ts"] },
  { name: "src/Http/v5/index.ts", imports: ["./src/Http/v5/index.ts"] },
  { name: "src/Http/index.ts", imports: ["./src/Http/index.ts"] },
  { name: "src/Socket/index.ts", imports: ["./src/Socket/index.ts"] },
  { name: "src/Layers/index.ts", imports: ["./src/Layers/index.ts"] },
  { name: "src/Bybit.ts", imports: ["./src/Bybit.ts"] },
  { name: "one endpoint (Market.getTickers + Bybit.layer + node layer)", imports: ["./scripts/import-one.ts"] }
]

/**
 * One measurement, in bytes.
 *
 * @since 0.1.0
 * @category models
 */
export interface Sample {
  readonly rss: number
  readonly heapUsed: number
}

const probe = `
const [, , file] = process.argv
if (file) await import(file)
for (let i = 0; i < 4; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 10)) }
const m = process.memoryUsage()
process.stdout.write(JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed }))
`

const bundle = async (entry: Entry, dir: string, index: number): Promise<string | undefined> => {
  if (entry.imports.length === 0) return undefined
  const contents = entry.imports
    .map((spec, i) => `import * as m${i} from ${JSON.stringify(spec)}\nglobalThis.__keep${i} = m${i}`)
    .join("\n")
  const outfile = path.join(dir, `entry-${index}.mjs`)
  await esbuild.build({
    stdin: { contents, resolveDir: root, loader: "ts", sourcefile: `entry-${index}.ts` },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile,
    logLevel: "error"
  })
  return outfile
}

const measure = (probeFile: string, file: string | undefined): Sample => {
  const out = execFileSync(process.execPath, ["--expose-gc", probeFile, ...(file ? [file] : [])], {
    cwd: root,
    encoding: "utf8"
  })
  return JSON.parse(out) as Sample
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1)

const main = async (): Promise<void> => {
  const args = process.argv.slice(2)
  const flag = (name: string): string | undefined => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const reps = Number(flag("--reps") ?? "5")
  const only = flag("--only")?.split(",")
  const selected = only ? entries.filter((e) => only.some((o) => e.name.includes(o))) : entries
  // Inside the repository, so the bundles' bare imports resolve from its node_modules.
  const dir = fs.mkdtempSync(path.join(root, "node_modules", ".import-memory-"))
  try {
    const probeFile = path.join(dir, "probe.mjs")
    fs.writeFileSync(probeFile, probe)
    const files = await Promise.all(selected.map((entry, i) => bundle(entry, dir, i)))
    const samples: Array<Array<Sample>> = selected.map(() => [])
    for (let r = 0; r < reps; r++) {
      selected.forEach((_, i) => {
        samples[i]?.push(measure(probeFile, files[i]))
      })
    }
    console.log(`| entry | RSS MB (median of ${reps}) | heapUsed MB | RSS min–max |`)
    console.log("|---|---:|---:|---:|")
    selected.forEach((entry, i) => {
      const s = samples[i] ?? []
      const rss = s.map((x) => x.rss)
      console.log(
        `| ${entry.name} | ${mb(median(rss))} | ${mb(median(s.map((x) => x.heapUsed)))} | ${mb(Math.min(...rss))}–${mb(Math.max(...rss))} |`
      )
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

await main()
