/**
 * The React app's production build (minified, with a manifest), made once per state of the sources into
 * `node_modules/.cache/effect-bybit-app-<hash of the sources>` and shared by every browser test file and the weight
 * check, with the build's own size report (Vite's "gzip:" column, captured from its logger) and what the page loads
 * before its first paint (the entry chunk and its static imports, read from the manifest). Callers starting in
 * parallel share one build: the first takes a lock directory, the others wait for its result.
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const appRoot = path.join(root, "react-app")

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

const sources = (): ReadonlyArray<string> => {
  const out: Array<string> = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.push(full)
    }
  }
  walk(appRoot)
  walk(path.join(root, "src"))
  out.push(path.join(root, "package-lock.json"))
  return out.sort()
}

const hash = (): string => {
  const h = crypto.createHash("sha256")
  for (const file of sources()) {
    h.update(path.relative(root, file))
    h.update(fs.readFileSync(file))
  }
  h.update("production")
  return h.digest("hex").slice(0, 16)
}

// "dist/assets/index-abc.js   123.45 kB │ gzip: 45.67 kB" (colours stripped)
const reportLine = /(\S+\.(?:js|css|html))\s+([\d,.]+)\s+kB\s+│\s+gzip:\s+([\d,.]+)\s+kB/

const kB = (text: string): number => Math.round(Number(text.replace(/,/g, "")) * 1000)

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes in Vite's output
const stripAnsi = (text: string): string => text.replace(/\u001b\[[0-9;]*m/g, "")

const build = async (outDir: string): Promise<void> => {
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
      configFile: path.join(appRoot, "vite.config.ts"),
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
  fs.writeFileSync(path.join(outDir, "report.json"), JSON.stringify(report, null, 2))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const read = (dir: string): Built => ({
  dir,
  report: JSON.parse(fs.readFileSync(path.join(dir, "report.json"), "utf8")),
  manifest: JSON.parse(fs.readFileSync(path.join(dir, ".vite/manifest.json"), "utf8"))
})

/**
 * The production build of the current sources, built now or taken from the cache.
 *
 * @since 0.1.0
 * @category builds
 */
export const builtApp = async (): Promise<Built> => {
  const cache = path.join(root, "node_modules/.cache")
  const dir = path.join(cache, `effect-bybit-app-${hash()}`)
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
    await build(staging)
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

/**
 * The most JavaScript, gzip bytes, the page may load before its first paint.
 *
 * @since 0.1.0
 * @category weight
 */
export const firstPaintBudget = 200_000
