/**
 * The React app's production build (minified, with a manifest, every text file precompressed beside itself as
 * `.br` and `.gz`), made once per state of the sources into `node_modules/.cache/effect-bybit-app-<hash>` and shared
 * by `npm start`, every browser test file and the weight check. The hash is of the sources' contents (react-app/,
 * the library's src/ it bundles, package-lock.json), so an edit anywhere in them makes the next caller build again,
 * and going back to an earlier state finds its build still there. With the build comes Vite's own size report
 * ("gzip:" column, captured from its logger) and what the page loads before its first paint (the entry chunk and its
 * static imports, read from the manifest). Callers starting in parallel share one build: the first takes a lock
 * directory, the others wait for its result.
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import * as Compression from "./Compression.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/**
 * Where the app and its sources are, and where builds go.
 *
 * @since 0.1.0
 * @category models
 */
export interface Sources {
  /** The app's directory (its `index.html`, and `vite.config.ts` when it has one). */
  readonly appRoot: string
  /** Directories and files whose contents the build depends on (a change in any of them means a new build). */
  readonly inputs: ReadonlyArray<string>
  /** The directory builds are cached in, one subdirectory per hash. */
  readonly cacheDir: string
}

/**
 * The React app of this repository: react-app/, the library's src/ it bundles and the lock file of its packages.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultSources: Sources = {
  appRoot: path.join(root, "react-app"),
  inputs: [path.join(root, "react-app"), path.join(root, "src"), path.join(root, "package-lock.json")],
  cacheDir: path.join(root, "node_modules/.cache")
}

/**
 * One file of the build as Vite reported it: size and gzip size in bytes (Vite's kB are 1000 bytes).
 *
 * @since 0.1.0
 * @category models
 */
export interface ReportedFile {
  readonly file: string
  readonly bytes: number
  readonly gzipBytes: number
}

/**
 * A finished build.
 *
 * @since 0.1.0
 * @category models
 */
export interface Built {
  readonly dir: string
  /** Vite's report of the build, file by file. */
  readonly report: ReadonlyArray<ReportedFile>
  /** `.vite/manifest.json`. */
  readonly manifest: Readonly<Record<string, ManifestChunk>>
}

/**
 * An entry of Vite's manifest.
 *
 * @since 0.1.0
 * @category models
 */
export interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly dynamicImports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

const files = (inputs: ReadonlyArray<string>): ReadonlyArray<string> => {
  const out: Array<string> = []
  const walk = (file: string) => {
    const stats = fs.statSync(file, { throwIfNoEntry: false })
    if (stats === undefined) return
    if (!stats.isDirectory()) {
      out.push(file)
      return
    }
    for (const entry of fs.readdirSync(file, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue
      walk(path.join(file, entry.name))
    }
  }
  for (const input of inputs) walk(input)
  return out.sort()
}

// bumped when the build's output changes shape (the precompressed copies came with "production+br+gz")
const recipe = "production+br+gz"

/**
 * The hash of the sources' contents that names their build.
 *
 * @since 0.1.0
 * @category builds
 */
export const hash = (sources: Sources = defaultSources): string => {
  const h = crypto.createHash("sha256")
  for (const file of files(sources.inputs)) {
    h.update(path.relative(sources.appRoot, file))
    h.update("\0")
    h.update(fs.readFileSync(file))
  }
  h.update(recipe)
  return h.digest("hex").slice(0, 16)
}

// "dist/assets/index-abc.js   123.45 kB │ gzip: 45.67 kB" (colours stripped)
const reportLine = /(\S+\.(?:js|css|html))\s+([\d,.]+)\s+kB\s+│\s+gzip:\s+([\d,.]+)\s+kB/

const kB = (text: string): number => Math.round(Number(text.replace(/,/g, "")) * 1000)

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes in Vite's output
const stripAnsi = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, "")

const build = async (appRoot: string, outDir: string): Promise<void> => {
  const vite = await import("vite")
  const lines: Array<string> = []
  const logger = vite.createLogger("info")
  const capture = (message: string) => {
    lines.push(stripAnsi(message))
  }
  // a production build whoever calls (vitest sets NODE_ENV=test, which would give React's development build)
  const saved = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  await vite
    .build({
      mode: "production",
      root: appRoot,
      configFile: fs.existsSync(path.join(appRoot, "vite.config.ts")) ? path.join(appRoot, "vite.config.ts") : false,
      logLevel: "info",
      customLogger: { ...logger, info: capture, warn: capture, warnOnce: capture },
      build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: true }
    })
    .finally(() => {
      if (saved === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = saved
    })
  const report: Array<ReportedFile> = []
  for (const line of lines.join("\n").split("\n")) {
    const match = reportLine.exec(line)
    if (match === null) continue
    // Vite prints paths relative to the working directory; the manifest names them relative to the output
    const printed = match[1] ?? ""
    const at = printed.lastIndexOf("assets/")
    const file = at >= 0 ? printed.slice(at) : path.basename(printed)
    report.push({ file, bytes: kB(match[2] ?? "0"), gzipBytes: kB(match[3] ?? "0") })
  }
  if (report.length === 0) throw new Error(`no size report in Vite's output:\n${lines.join("\n")}`)
  Compression.precompress(outDir)
  // written last: its presence says the build is whole
  fs.writeFileSync(path.join(outDir, "report.json"), JSON.stringify(report, null, 2))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const read = (dir: string): Built => ({
  dir,
  report: JSON.parse(fs.readFileSync(path.join(dir, "report.json"), "utf8")),
  manifest: JSON.parse(fs.readFileSync(path.join(dir, ".vite/manifest.json"), "utf8"))
})

/**
 * The directory the build of the sources as they are now has (or will have).
 *
 * @since 0.1.0
 * @category builds
 */
export const buildDir = (sources: Sources = defaultSources): string =>
  path.join(sources.cacheDir, `effect-bybit-app-${hash(sources)}`)

/**
 * Whether the sources as they are now were built already.
 *
 * @since 0.1.0
 * @category builds
 */
export const isBuilt = (sources: Sources = defaultSources): boolean =>
  fs.existsSync(path.join(buildDir(sources), "report.json"))

/**
 * The production build of the sources as they are now: taken from the cache when these contents were built before,
 * else built now.
 *
 * @since 0.1.0
 * @category builds
 */
export const builtApp = async (sources: Sources = defaultSources): Promise<Built> => {
  const cache = sources.cacheDir
  const dir = buildDir(sources)
  const done = path.join(dir, "report.json")
  if (fs.existsSync(done)) return read(dir)
  fs.mkdirSync(cache, { recursive: true })
  const lock = `${dir}.lock`
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      if (fs.existsSync(done)) return read(dir)
      // a lock older than 10 minutes belongs to a run that died
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 600_000) fs.rmSync(lock, { recursive: true, force: true })
      await sleep(500)
    }
  }
  try {
    if (fs.existsSync(done)) return read(dir)
    const staging = `${dir}.staging-${process.pid}`
    fs.rmSync(staging, { recursive: true, force: true })
    await build(sources.appRoot, staging)
    fs.rmSync(dir, { recursive: true, force: true })
    fs.renameSync(staging, dir)
    return read(dir)
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * The files the page loads before its first paint: the entry chunk and, recursively, its static imports.
 *
 * @since 0.1.0
 * @category weight
 */
export const initialFiles = (built: Built): ReadonlyArray<string> => {
  const entries = Object.entries(built.manifest).filter(([, chunk]) => chunk.isEntry === true)
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = built.manifest[key]
    if (chunk === undefined || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const [key] of entries) visit(key)
  return [...seen]
}

/**
 * The gzip bytes of the JavaScript loaded before the first paint, from the build's report.
 *
 * @since 0.1.0
 * @category weight
 */
export const initialJsGzip = (built: Built): number => {
  const initial = new Set(initialFiles(built).filter((file) => file.endsWith(".js")))
  return built.report.filter((entry) => initial.has(entry.file)).reduce((sum, entry) => sum + entry.gzipBytes, 0)
}
