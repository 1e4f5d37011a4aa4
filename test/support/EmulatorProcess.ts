/**
 * Test harness: `effect-bybit emulator` as a child process (from the compiled CLI or an installed package), the lines
 * it prints, its exit, and the README's recipes (examples/local-bybit) run against it as a user runs them.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process"
import * as net from "node:net"
import * as readline from "node:readline"
import { promisify } from "node:util"

const run = promisify(execFile)
const root = new URL("../..", import.meta.url).pathname

/** The emulator's first line. */
export interface Ready {
  readonly rest: string
  readonly ws: Readonly<Record<string, string>>
  readonly uid: string
  readonly apiKey: string
  /** Absent when an accounts file gave the first key's secret. */
  readonly apiSecret?: string
  /** The RSA key on the emulator's pair (absent when none was opened); its private key with --rsa-private-key. */
  readonly rsa?: { readonly apiKey: string; readonly privateKeyPem?: string }
  readonly host: string
  readonly port: number
  readonly seed: number
  /** The admin API's token (`Authorization: Bearer …`), absent when `--admin-token` gave it. */
  readonly adminToken?: string
  /** The accounts it opened and their keys (secrets only where it generated them). */
  readonly accounts?: ReadonlyArray<{
    readonly uid: string
    readonly username: string
    readonly apiKeys: ReadonlyArray<{ readonly apiKey: string; readonly secret?: string }>
    readonly subAccounts: ReadonlyArray<{ readonly uid: string; readonly username: string }>
  }>
}

/** A running command: the child, its first stdout lines as they come, and its exit code (or signal). */
export interface Running {
  readonly child: ChildProcess
  readonly lines: (count: number) => Promise<ReadonlyArray<string>>
  /** Every stdout line so far (a long-running command's output, read as it comes). */
  readonly output: () => ReadonlyArray<string>
  readonly exited: Promise<number | NodeJS.Signals | null>
  readonly stderr: () => string
}

/** Starts `command args` in its own process group (so the whole tree can be stopped). */
export const start = (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly cwd?: string; readonly env?: NodeJS.ProcessEnv } = {}
): Running => {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"]
  })
  const out: Array<string> = []
  const waiting: Array<() => void> = []
  let closed = false
  let err = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString()
  })
  if (child.stdout !== null) {
    const rl = readline.createInterface({ input: child.stdout })
    rl.on("line", (line) => {
      out.push(line)
      for (const wake of waiting.splice(0)) wake()
    })
    rl.on("close", () => {
      closed = true
      for (const wake of waiting.splice(0)) wake()
    })
  }
  const lines = (count: number): Promise<ReadonlyArray<string>> =>
    new Promise((resolve) => {
      const check = () => {
        if (out.length >= count || closed) resolve(out.slice(0, count))
        else waiting.push(check)
      }
      check()
    })
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal))
  )
  return { child, lines, output: () => [...out], exited, stderr: () => err }
}

/** Sends `signal` to the process group, as a terminal's Ctrl-C does (ignored when it has exited). */
export const signalGroup = (running: Running, signal: NodeJS.Signals): void => {
  const { child } = running
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Kills the whole process group with SIGKILL and answers once no process of it is left. The group is signalled even
 * when its leader has exited: `npm exec` may end before the command under it has.
 */
export const killGroup = async (running: Running): Promise<void> => {
  const pid = running.child.pid
  if (pid === undefined) return
  const alive = () => {
    try {
      process.kill(-pid, 0)
      return true
    } catch {
      return false
    }
  }
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    return // no process of the group is left
  }
  for (let i = 0; i < 200 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 50))
}

/** Whether a port on 127.0.0.1 can be listened on again. */
export const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })

/** The environment the recipes read: the emulator's REST URL and HMAC key. */
export const recipeEnv = (ready: Ready): NodeJS.ProcessEnv => ({
  ...process.env,
  BYBIT_REST_URL: ready.rest,
  BYBIT_API_KEY: ready.apiKey,
  BYBIT_API_SECRET: ready.apiSecret
})

/** The recipe files the README quotes, by name. */
export const recipes = {
  ccxt: "examples/local-bybit/ccxt.mjs",
  bybitApi: "examples/local-bybit/bybit-api.mjs",
  curl: "examples/local-bybit/curl.sh"
} as const

/**
 * Runs a recipe as the README says (`node <file>` or `sh <file>`) against the emulator; answers the JSON lines it
 * printed (the SDKs' own log lines are not JSON). By default the repository's copy on this process's Node; `from`
 * names the folder holding `examples/local-bybit` (an installed package's) and `node` another Node.
 */
export const runRecipe = async (
  file: string,
  ready: Ready,
  options: { readonly from?: string; readonly node?: string } = {}
): Promise<ReadonlyArray<unknown>> => {
  const from = options.from ?? root
  const path = `${from.endsWith("/") ? from : `${from}/`}${file}`
  const { stdout } = await run(file.endsWith(".sh") ? "sh" : (options.node ?? process.execPath), [path], {
    cwd: from,
    env: recipeEnv(ready),
    timeout: 120_000
  })
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as unknown)
}
