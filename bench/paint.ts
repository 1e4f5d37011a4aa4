/**
 * The `paint` suite: the React app's first useful paint under `npm start`, beside `npm run dev` (Vite's dev server,
 * what `npm start` served before) on the same machine at the same time. Starts `scripts/start.ts` as `npm start`
 * does (its own process: the production build, built first when the sources changed, and the embedded emulator),
 * and again with `--dev`, then loads each page `reps` times in the test browser (test/support/Browser.ts), the two
 * alternating, each load in a fresh context (no cache), at 1440×900, and reads the moment the ticker, the book and
 * the chart are drawn and the bytes downloaded until then (scripts/FirstPaint.ts). The load average is read before
 * each load; under load, read the ratio of the two.
 *
 * @since 0.1.0
 */
import { spawn } from "node:child_process"
import * as os from "node:os"
import * as path from "node:path"
import * as readline from "node:readline"
import * as FirstPaint from "../scripts/FirstPaint.js"
import * as BrowserSupport from "../test/support/Browser.js"

/**
 * One load of the page.
 *
 * @since 0.1.0
 * @category models
 */
export interface PaintSample {
  /** `start` (`npm start`) or `dev` (`npm run dev`). */
  readonly mode: "start" | "dev"
  /** Navigation start to ticker, book and chart drawn, ms. */
  readonly paintMs: number
  /** Bytes over the wire before it (app files and data). */
  readonly bytes: number
  /** Of which the app's own files. */
  readonly appBytes: number
  /** The 1-minute load average just before the load. */
  readonly load: number
}

/**
 * What the suite measured.
 *
 * @since 0.1.0
 * @category models
 */
export interface PaintResult {
  /** When, and by which command line, the suite ran (a later run without the suite keeps its section). */
  readonly measuredAt: string
  readonly command: string
  /** From starting `npm start` to its printed URL, ms (includes a build when the sources changed). */
  readonly startMs: number
  /** Whether that start built the app. */
  readonly built: boolean
  readonly samples: ReadonlyArray<PaintSample>
}

interface Started {
  readonly url: string
  readonly startMs: number
  readonly built: boolean
  readonly stop: () => void
}

const start = async (root: string, flags: ReadonlyArray<string>): Promise<Started> => {
  const started = Date.now()
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/start.ts", "--port", "0", ...flags],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] }
  )
  let built = false
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let err = ""
      child.stderr?.on("data", (chunk: Buffer) => {
        err += chunk.toString()
      })
      child.once("exit", (code) => reject(new Error(`npm start exited with ${code}: ${err.slice(-2000)}`)))
      if (child.stdout === null) return reject(new Error("npm start has no stdout"))
      readline.createInterface({ input: child.stdout }).on("line", (line) => {
        if (line.startsWith("building the app")) built = true
        const match = /effect-bybit app: (\S+)/.exec(line)
        if (match?.[1] !== undefined) resolve(match[1])
      })
    })
    return { url, startMs: Date.now() - started, built, stop: () => child.kill("SIGINT") }
  } catch (error) {
    child.kill("SIGINT")
    throw error
  }
}

/**
 * Runs the suite: `reps` loads of each page.
 *
 * @since 0.1.0
 * @category suites
 */
export const measurePaint = async (root: string, reps: number, command: string): Promise<PaintResult> => {
  const prod = await start(root, [])
  try {
    const dev = await start(root, ["--dev"])
    try {
      const { browser } = await BrowserSupport.launch()
      try {
        const samples: Array<PaintSample> = []
        for (let rep = 0; rep < reps; rep++) {
          // alternate, the first of each pair swapped every repetition
          const order = rep % 2 === 0 ? (["start", "dev"] as const) : (["dev", "start"] as const)
          for (const mode of order) {
            const load = os.loadavg()[0] ?? 0
            const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
            try {
              const { measured } = await FirstPaint.measure(context, mode === "start" ? prod.url : dev.url)
              samples.push({
                mode,
                paintMs: measured.paintMs,
                bytes: measured.bytes,
                appBytes: measured.appBytes,
                load
              })
            } finally {
              await context.close()
            }
          }
        }
        return {
          measuredAt: new Date().toISOString(),
          command,
          startMs: prod.startMs,
          built: prod.built,
          samples
        }
      } finally {
        await browser.close()
      }
    } finally {
      dev.stop()
    }
  } finally {
    prod.stop()
  }
}
