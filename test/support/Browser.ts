/**
 * The browser of the browser tests: the Chromium that `npm install` brings inside the `@sparticuz/chromium` package
 * (no system package, no download), or a Chromium of your own when `EFFECT_BYBIT_CHROMIUM` names its executable.
 * Driven by playwright-core.
 *
 * The package ships its binary, fonts and software GL brotli-compressed; they are unpacked once into
 * `node_modules/.cache/` (into a private directory first and then renamed, so test files starting in parallel never
 * run a half-written binary, and nothing is shared with other checkouts through `/tmp`).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { type Browser, chromium as playwright } from "playwright-core"

/** The environment variable that points the tests at another Chromium (its executable). */
export const executableEnv = "EFFECT_BYBIT_CHROMIUM"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/** Flags for a desktop Chromium started headless by a test (the npm browser brings its own list). */
const systemArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

/** The packaged browser's flags that draw through SwiftShader, a GPU emulated on the CPU (see `choose`). */
const emulatedGpu = new Set([
  "--ignore-gpu-blocklist",
  "--in-process-gpu",
  "--use-gl=angle",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader"
])

/** Which browser a test run uses. */
export interface Choice {
  readonly executablePath: string
  readonly args: ReadonlyArray<string>
  /** `npm`: the packaged Chromium; `env`: the one `EFFECT_BYBIT_CHROMIUM` names. */
  readonly source: "npm" | "env"
  /** Extra environment for the browser process (the packaged one finds its fonts through it). */
  readonly env: Readonly<Record<string, string>>
}

const packageVersion = (): string => {
  const manifest = path.join(root, "node_modules/@sparticuz/chromium/package.json")
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version
}

// fontconfig reads the unpacked fonts first, then whatever the machine has
const fontsConf = (dir: string): string =>
  [
    `<?xml version="1.0"?>`,
    `<!DOCTYPE fontconfig SYSTEM "fonts.dtd">`,
    `<fontconfig>`,
    `  <dir>${path.join(dir, "fonts")}</dir>`,
    `  <dir>/usr/share/fonts</dir>`,
    `  <cachedir>${path.join(dir, "fonts-cache")}</cachedir>`,
    `</fontconfig>`,
    ``
  ].join("\n")

/** Unpacks the packaged Chromium into `node_modules/.cache` once; returns its directory. */
const unpack = async (): Promise<string> => {
  const dir = path.join(root, "node_modules/.cache", `sparticuz-chromium-${packageVersion()}`)
  const done = path.join(dir, "unpacked")
  if (fs.existsSync(done)) return dir
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  const staging = fs.mkdtempSync(`${dir}.staging-`)
  const { default: Chromium } = await import("@sparticuz/chromium")
  // the package unpacks into os.tmpdir(), read at call time: point it at the private staging directory
  const saved = process.env.TMPDIR
  process.env.TMPDIR = staging
  try {
    const binary = await Chromium.executablePath()
    if (path.dirname(binary) !== staging) throw new Error(`@sparticuz/chromium unpacked to ${binary}, not ${staging}`)
  } finally {
    if (saved === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = saved
  }
  fs.writeFileSync(path.join(staging, "fonts.conf"), fontsConf(dir))
  fs.writeFileSync(path.join(staging, "unpacked"), new Date().toISOString())
  try {
    fs.renameSync(staging, dir)
  } catch {
    // another test file finished first: use its copy
    fs.rmSync(staging, { recursive: true, force: true })
    if (!fs.existsSync(done)) throw new Error(`cannot unpack @sparticuz/chromium into ${dir}`)
  }
  return dir
}

/**
 * The browser to use: `EFFECT_BYBIT_CHROMIUM` when set (it must name an executable file), else the packaged one.
 */
export const choose = async (): Promise<Choice> => {
  const configured = process.env[executableEnv]
  if (configured !== undefined && configured !== "") {
    if (!fs.existsSync(configured)) throw new Error(`${executableEnv}=${configured}: no such file`)
    return { executablePath: configured, args: systemArgs, source: "env", env: {} }
  }
  const dir = await unpack()
  const { default: Chromium } = await import("@sparticuz/chromium")
  return {
    executablePath: path.join(dir, "chromium"),
    // One process per page, as a desktop browser runs: in --single-process mode closing a page takes the whole
    // browser down, and the tests open and close pages (the flag is for serverless sandboxes, not needed here).
    // No emulated GPU: the package asks for SwiftShader's GL in the browser process, which drew the pages' canvases
    // and layers on the CPU at about twice the cost of Chromium's own software raster (Chromium's CPU in
    // test/ReactApp/e2e.sockets: 41.3 s with it, 18.7 s with --disable-gpu, back to back).
    args: [...Chromium.args.filter((arg) => arg !== "--single-process" && !emulatedGpu.has(arg)), "--disable-gpu"],
    source: "npm",
    env: { FONTCONFIG_PATH: dir }
  }
}

/** Options of a launch. */
export interface LaunchOptions {
  /** Environment of the browser process on top of the test's (e.g. `LANG`, which sets `navigator.language`). */
  readonly env?: Readonly<Record<string, string>>
}

/** Launches the chosen browser headless; the caller closes it. */
export const launch = async (options: LaunchOptions = {}): Promise<{ browser: Browser; choice: Choice }> => {
  const choice = await choose()
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  Object.assign(env, choice.env, options.env ?? {})
  const browser = await playwright.launch({
    executablePath: choice.executablePath,
    args: [...choice.args],
    headless: true,
    env
  })
  return { browser, choice }
}
