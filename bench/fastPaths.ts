/**
 * "What each fast path buys" (issue 59): each second implementation the library keeps beside the plain Effect form,
 * measured against that form in the same run, on the row a user feels.
 *
 * - CPU per REST call (bench/fast-paths-client.ts, one process per variant and repetition, against the canned server
 *   bench/fast-paths-server.ts in a process of its own): the library's own HTTP/1.1 client (`NodePlatform.layer`)
 *   against Effect's `HttpClient` (`NodePlatform.layerHttpClient`), and `FastDecode` against Effect's Schema parser
 *   (`Decoding.schema`);
 * - bundle bytes of the minimal browser program (bench/bundle-entry.ts, built as bench/bundle.ts builds it): the
 *   hand-stepped back-off, the connection pool and the socket's broadcasts against their plain forms (bench/plain/), put
 *   in their place by an esbuild plugin;
 * - import heap and RSS of `effect-bybit` + `effect-bybit/node` (bench/fast-paths-import.ts): the schemas and classes
 *   built on first use (`LazySchema`, `LazyClass`, the error union's own) against every schema built at import.
 *
 * Medians over the repetitions, the variants' order rotated between them; the load average is recorded at the start
 * and the end. Run alone: `npm run bench -- --suites fast-paths` writes its section of docs/BENCHMARKS.md, the rest
 * of the report stays as it was.
 *
 * @since 1.2.0
 */
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"
import * as esbuild from "esbuild"
import { prepare, preparePlugin } from "../scripts/build.js"
import { dataNamespacesPlugin } from "../scripts/NamespaceObjects.js"
import { browserBuild, startupOutputs } from "./bundle.js"
import type { FastPathsConfig, FastPathsResult } from "./fast-paths-client.js"

/** One fast path's comparison on one row: the plain form's figure and the fast path's, a cost (lower is better). */
export interface FastPathRow {
  readonly fastPath: string
  readonly row: string
  readonly unit: string
  readonly plain: ReadonlyArray<number>
  readonly fast: ReadonlyArray<number>
}

/** The section's figures. */
export interface FastPathsReport {
  readonly measuredAt: string
  readonly command: string
  readonly reps: number
  readonly loadAtStart: ReadonlyArray<number>
  readonly loadAtEnd: ReadonlyArray<number>
  readonly node: string
  readonly rows: ReadonlyArray<FastPathRow>
}

const median = (xs: ReadonlyArray<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

/** The gain a fast path buys on its row: how much more the plain form costs (0.1: 10 %). */
export const gainOf = (row: FastPathRow): number => median(row.plain) / median(row.fast) - 1

/** A module of `src` replaced by another file: `specifier` matches the import's text (`/pool\.js$/`). */
interface Swap {
  readonly specifier: RegExp
  readonly file: string
}

/** Puts each swap's file in place of the module its specifier names (for imports from `src`). */
const swapPlugin = (root: string, swaps: ReadonlyArray<Swap>, eagerUnion: boolean): esbuild.Plugin => ({
  name: "fast-path-swap",
  setup: (build) => {
    for (const swap of swaps)
      build.onResolve({ filter: swap.specifier }, (args) =>
        args.importer.startsWith(path.join(root, "src")) ? { path: path.join(root, swap.file) } : undefined
      )
    // the error union's own lazy schema, built at once
    if (eagerUnion)
      build.onLoad({ filter: /ExchangeErrorUnion\.ts$/ }, async (args) => {
        const text = await fs.promises.readFile(args.path, "utf8")
        const head = "const lazySchema = <S extends object>(build: () => S): S => {"
        if (!text.includes(head)) throw new Error("ExchangeErrorUnion.ts: its lazySchema is not where it was")
        return {
          contents: prepare(args.path, text.replace(head, `${head}\n  if (build !== undefined) return build()`)),
          loader: "ts"
        }
      })
  }
})

const plain = {
  pool: { specifier: /\/pool\.js$/, file: "bench/plain/pool.ts" },
  hub: { specifier: /\/[hH]ub\.js$/, file: "bench/plain/hub.ts" },
  lazySchema: { specifier: /\/LazySchema\.js$/, file: "bench/plain/LazySchema.ts" },
  lazyClass: { specifier: /\/LazyClass\.js$/, file: "bench/plain/LazyClass.ts" }
} as const

/**
 * A browser program's start-up gzip bytes (the minimal one, bench/bundle-entry.ts, unless `entry` names another),
 * built as bench/bundle.ts builds it, with `swaps` in place.
 */
const bundleBytes = async (
  root: string,
  swaps: ReadonlyArray<Swap>,
  eagerUnion = false,
  entry = "bench/bundle-entry.ts"
): Promise<number> => {
  const result = await esbuild.build({
    ...browserBuild,
    entryPoints: [path.join(root, entry)],
    outdir: "/bundle-out",
    absWorkingDir: root,
    plugins: [swapPlugin(root, swaps, eagerUnion), preparePlugin]
  })
  const startup = startupOutputs(result.metafile, (entryPoint) => entryPoint.endsWith(entry))
  let gzip = 0
  for (const file of result.outputFiles)
    if (startup.has(path.relative(root, file.path))) gzip += zlib.gzipSync(file.contents, { level: 9 }).byteLength
  return gzip
}

/** Bundles a bench process for Node (packages external), with `swaps` in place. */
const nodeBundle = async (
  root: string,
  entry: string,
  outfile: string,
  swaps: ReadonlyArray<Swap>,
  eagerUnion = false
) => {
  await esbuild.build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    plugins: [swapPlugin(root, swaps, eagerUnion), preparePlugin, dataNamespacesPlugin]
  })
}

/** Runs a bundled bench process to its end; its last stdout line is its JSON result. */
const runJson = <A>(root: string, args: ReadonlyArray<string>): Promise<A> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000)
    })
    child.once("exit", (code) => {
      const last = stdout.trim().split("\n").pop() ?? ""
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last) as A)
      else reject(new Error(`${args.join(" ").slice(0, 200)} exited with ${code}: ${stderr}`))
    })
  })

/** Starts the canned server; resolves with its URL and a stop function. */
const startServer = (root: string, file: string) =>
  new Promise<{ readonly rest: string; readonly stop: () => void }>((resolve, reject) => {
    const child = spawn(process.execPath, [file], { cwd: root, stdio: ["ignore", "pipe", "inherit"] })
    child.stdout.once("data", (chunk: Buffer) => {
      const { rest } = JSON.parse(chunk.toString().split("\n")[0] ?? "{}") as { rest: string }
      resolve({ rest, stop: () => child.kill("SIGTERM") })
    })
    child.once("exit", (code) => reject(new Error(`the canned server exited with ${code}`)))
  })

/** Runs the section: `reps` repetitions of each variant, `smoke` with tiny counts. */
export const measureFastPaths = async (
  root: string,
  command: string,
  options: { readonly reps: number; readonly smoke: boolean; readonly log: (line: string) => void }
): Promise<FastPathsReport> => {
  const { reps, smoke, log } = options
  const loadAtStart = os.loadavg()
  const dir = path.join(root, ".bench-build", "fast-paths")
  fs.rmSync(dir, { recursive: true, force: true })
  const files = {
    client: path.join(dir, "client.mjs"),
    server: path.join(dir, "server.mjs"),
    importLazy: path.join(dir, "import-lazy.mjs"),
    importEager: path.join(dir, "import-eager.mjs")
  }
  await nodeBundle(root, "bench/fast-paths-client.ts", files.client, [])
  await nodeBundle(root, "bench/fast-paths-server.ts", files.server, [])
  await nodeBundle(root, "bench/fast-paths-import.ts", files.importLazy, [])
  await nodeBundle(root, "bench/fast-paths-import.ts", files.importEager, [plain.lazySchema, plain.lazyClass], true)
  const rows: Array<FastPathRow> = []
  const pairs = new Map<
    string,
    { plain: Array<number>; fast: Array<number>; fastPath: string; row: string; unit: string }
  >()
  const note = (fastPath: string, row: string, unit: string, side: "plain" | "fast", value: number) => {
    const key = `${fastPath}\u0000${row}`
    let entry = pairs.get(key)
    if (entry === undefined) {
      entry = { plain: [], fast: [], fastPath, row, unit }
      pairs.set(key, entry)
    }
    entry[side].push(value)
  }

  // bundle bytes: deterministic, one build each
  log("fast paths: bundle bytes")
  const bundleRow = "browser bundle, start-up gzip (bench/bundle-entry.ts)"
  const shipped = await bundleBytes(root, [])
  // the same bytes over the Effect floor's (what the start-up target bounds: floor + 20 kB): the library's own share
  const floor = await bundleBytes(root, [], false, "bench/floor-bundle/effect-platform.ts")
  const ownRow = "browser bundle, start-up gzip over the Effect floor's (the library's own bytes)"
  for (const [name, swap] of [
    ["own RcMap (Socket/internal/pool.ts)", plain.pool],
    ["own PubSub and SubscriptionRef (Socket/Hub.ts)", plain.hub]
  ] as const) {
    const plainBytes = await bundleBytes(root, [swap])
    note(name, bundleRow, "B", "fast", shipped)
    note(name, bundleRow, "B", "plain", plainBytes)
    note(name, ownRow, "B", "fast", shipped - floor)
    note(name, ownRow, "B", "plain", plainBytes - floor)
  }
  const lazyName = "lazy schemas and classes (Schema/LazySchema.ts, Schema/LazyClass.ts, the error union's)"
  note(lazyName, bundleRow, "B", "fast", shipped)
  note(lazyName, bundleRow, "B", "plain", await bundleBytes(root, [plain.lazySchema, plain.lazyClass], true))

  // import cost: alternating processes
  log("fast paths: import cost")
  const importRounds = smoke ? 1 : Math.max(5, reps)
  for (let round = 0; round < importRounds; round++) {
    for (const side of round % 2 === 0 ? (["fast", "plain"] as const) : (["plain", "fast"] as const)) {
      const result = await runJson<{ rss: number; heapUsed: number; ms: number }>(root, [
        side === "fast" ? files.importLazy : files.importEager
      ])
      note(lazyName, "import: heap after GC (effect-bybit + effect-bybit/node)", "MB", side, result.heapUsed / 1e6)
      note(lazyName, "import: RSS after GC", "MB", side, result.rss / 1e6)
      note(lazyName, "import: time", "ms", side, result.ms)
    }
  }

  // CPU per call
  log("fast paths: CPU per REST call")
  const server = await startServer(root, files.server)
  try {
    const calls = smoke ? 50 : 2000
    const warmup = smoke ? 20 : 2000
    const variants = ["shipped", "http-plain", "decode-plain"] as const
    for (let rep = 0; rep < reps; rep++) {
      for (let i = 0; i < variants.length; i++) {
        const variant = variants[(i + rep) % variants.length] ?? "shipped"
        const config: FastPathsConfig = { mode: "rest", variant, rest: server.rest, calls, warmup }
        const result = await runJson<FastPathsResult>(root, [files.client, JSON.stringify(config)])
        log(`fast paths: rep ${rep + 1} ${variant}: ${JSON.stringify(result.cpuUs)}`)
        for (const [scenario, us] of Object.entries(result.cpuUs)) {
          const row = `CPU per call: ${scenario}`
          if (variant !== "decode-plain")
            note(
              "own HTTP/1.1 client (Http/internal/http1.ts, http1Reader.ts)",
              row,
              "µs",
              variant === "shipped" ? "fast" : "plain",
              us
            )
          if (variant !== "http-plain")
            note(
              "FastDecode (Schema/FastDecode.ts and its helpers)",
              row,
              "µs",
              variant === "shipped" ? "fast" : "plain",
              us
            )
        }
      }
    }
  } finally {
    server.stop()
  }
  for (const entry of pairs.values()) rows.push(entry)
  return {
    measuredAt: new Date().toISOString(),
    command,
    reps,
    loadAtStart,
    loadAtEnd: os.loadavg(),
    node: process.version,
    rows
  }
}

const figure = (x: number, unit: string) =>
  unit === "B" ? x.toLocaleString("en-US", { maximumFractionDigits: 0 }) : x.toFixed(x < 10 ? 2 : 1)

/** The report's section. */
export const fastPathsSection = (report: FastPathsReport): ReadonlyArray<string> => [
  "## What each fast path buys (issue 59)",
  "",
  `Measured by \`${report.command}\` at ${report.measuredAt} on Node ${report.node} (\`bench/fastPaths.ts\`), load average ${report.loadAtStart.map((l) => l.toFixed(2)).join(" / ")} at the start and ${report.loadAtEnd.map((l) => l.toFixed(2)).join(" / ")} at the end (2 shared cores). Each second implementation beside the plain Effect form in the same run, on the row a user feels: CPU per call (one process per variant and repetition, ${report.reps} repetitions, the order rotated, against a canned server in a process of its own), the minimal browser program's start-up bytes (bench/bundle-entry.ts, the plain form put in the module's place), and the import's heap, RSS and time. *plain* and *fast* are medians; *gain* is how much more the plain form costs; a fast path stays where it gains at least 10 % (docs/ARCHITECTURE.md lists those kept).`,
  "",
  "| fast path | row | plain | fast | gain |",
  "|---|---|---|---|---|",
  ...report.rows.map((r) => {
    const gain = gainOf(r)
    return `| ${r.fastPath} | ${r.row} | ${figure(median(r.plain), r.unit)} ${r.unit} | ${figure(median(r.fast), r.unit)} ${r.unit} | ${gain >= 0 ? "+" : ""}${(gain * 100).toFixed(1)} % |`
  }),
  "",
  ...removed,
  ""
]

// Fast paths removed after they were measured here (their plain form is now the library's, so a run has no second
// form to set beside it): the figures of the run that decided it.
const removed: ReadonlyArray<string> = [
  "Removed for gaining less than 10 % on their row (`npm run bench -- --suites fast-paths --reps 3`, 2026-11-28T06:53Z, load average 11.97 at the start and 5.15 at the end, before the removal):",
  "",
  "| fast path | row | plain | fast | gain |",
  "|---|---|---|---|---|",
  "| fastBudget (Layers/internal/fastBudget.ts, 161 lines) | CPU per call: signed POST order/create, rate budget on (the shipped call + the budget's hold, observe and settle: 7.66 µs general path, 2.31 µs fast path, alone) | 124.4 µs | 119.0 µs | +4.5 % |",
  "| duration text (Layers/internal/durationText.ts, 40 lines) | browser bundle, start-up gzip (bench/bundle-entry.ts) | 66,996 B | 66,786 B | +0.3 % |",
  "",
  "fastBudget came back for issue 71 and was measured on the row it was brought back for: one backtest decision (a book read and a market order with an `orderLinkId`, 200 ms of the recording apart, through a sweep run's client with the README's defaults, answered in process; the fast-paths bench with a decision mode, one process per variant, 5 rounds alternating, 2026-11-29T23:58Z, load average 1.56 at the start). Plain 525.2 µs wall and 718.3 µs CPU a decision, fast 525.5 µs and 715.8 µs: −0.1 % and +0.3 %. It cut the client's effect steps from 168 to 77 a decision, but that did not show as time, so it was removed again (the decision mode with it: it had nothing left to compare).",
  "",
  "Removed in the same way (esbuild builds of bench/bundle-entry.ts and the floor's bench/floor-bundle/effect-platform.ts, 2026-11-28T11:05Z, before the removal; bytes do not depend on the load):",
  "",
  "| fast path | row | plain | fast | gain |",
  "|---|---|---|---|---|",
  "| hand-stepped back-off (Layers/Backoff.ts, 91 lines; the plain form 42) | browser bundle, start-up gzip (bench/bundle-entry.ts) | 68,296 B | 67,206 B | +1.6 % |",
  "| hand-stepped back-off (Layers/Backoff.ts, 91 lines; the plain form 42) | browser bundle, start-up gzip over the Effect floor's (47,479 B: the library's own bytes) | 20,817 B | 19,727 B | +5.5 % |"
]
