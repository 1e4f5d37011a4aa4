/**
 * A real PostgreSQL server for the tests: Debian's `postgresql` binaries (`initdb`, `postgres`), a fresh cluster in a
 * temporary folder, started on a free loopback port with trust authentication and no fsync (a commit still reaches the OS before it answers, so a kill -9 of the server loses nothing), and stopped (its folder
 * removed) after. Where the binaries are missing, the setup installs them when it can (root with apt-get, as CI runs)
 * and otherwise fails with the exact command to run. PostgreSQL refuses to run as root, so under root the cluster
 * belongs to, and the server runs as, the `postgres` user the Debian package creates.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as Effect from "effect/Effect"
import { freePort } from "./RedisServer.js"
import { waitFor } from "./WaitFor.js"
import * as Watchdog from "./Watchdog.js"

const installCommand = "sudo apt-get install -y postgresql"

/**
 * The folder holding `initdb`, `postgres` and `pg_isready`: where `initdb` on PATH really lives (a link such as
 * /usr/local/bin/initdb points into Debian's folder, which has the rest), or Debian's versioned folder, newest first.
 */
const binDir = (): string | undefined => {
  const complete = (dir: string) => ["initdb", "postgres", "pg_isready"].every((f) => fs.existsSync(path.join(dir, f)))
  for (const dir of (process.env.PATH ?? "").split(":")) {
    const initdb = path.join(dir, "initdb")
    if (dir === "" || !fs.existsSync(initdb)) continue
    const real = path.dirname(fs.realpathSync(initdb))
    if (complete(real)) return real
  }
  const debian = "/usr/lib/postgresql"
  if (!fs.existsSync(debian)) return undefined
  const versions = fs
    .readdirSync(debian)
    .filter((v) => fs.existsSync(path.join(debian, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : path.join(debian, versions[0], "bin")
}

const aptInstall = (): void => {
  const run = () =>
    execFileSync("apt-get", ["install", "-y", "-q", "postgresql"], {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      timeout: 600_000
    })
  try {
    run()
  } catch {
    execFileSync("apt-get", ["update", "-q"], { stdio: "ignore", timeout: 300_000 })
    run()
  }
}

const isRoot = (): boolean => typeof process.getuid === "function" && process.getuid() === 0

/** The folder of PostgreSQL's binaries: found, or installed with apt-get when running as root; else a clear failure. */
export const binaries = (): string => {
  const found = binDir()
  if (found !== undefined) return found
  if (isRoot() && fs.existsSync("/usr/bin/apt-get")) {
    aptInstall()
    const installed = binDir()
    if (installed !== undefined) return installed
  }
  throw new Error(`PostgreSQL is not installed; the cluster tests need it. Run: ${installCommand}`)
}

/** The uid and gid the server runs as: the `postgres` user under root, else the current user. */
const owner = (): { readonly uid: number; readonly gid: number } | undefined => {
  if (!isRoot()) return undefined
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim())
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim())
  return { uid, gid }
}

/** A running server: its port and URL (user `postgres`, database `postgres`), and `kill` / `start` for fault tests. */
export interface PostgresServer {
  readonly port: number
  readonly url: string
  /** The folder holding the cluster's data and socket; removed by `stop`. */
  readonly dir: string
  /** The running server's process id (`undefined` once killed). */
  readonly pid: () => number | undefined
  /** Kills the server (SIGKILL: the way a crash looks to clients); the data stays. */
  readonly kill: () => Promise<void>
  /** Starts it again on the same port over the same data. */
  readonly start: () => Promise<void>
  /** Stops it and removes its data folder. */
  readonly stop: () => Promise<void>
}

/** Whether the server answers `pg_isready` on the port. */
const ready = (bin: string, port: number): Effect.Effect<boolean> =>
  Effect.sync(() => {
    try {
      execFileSync(path.join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port), "-q"], { stdio: "ignore" })
      return true
    } catch {
      return false
    }
  })

/** Initialises a fresh cluster and starts a server on a free loopback port. */
export const start = async (): Promise<PostgresServer> => {
  const bin = binaries()
  const user = owner()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-pg-"))
  const data = path.join(dir, "data")
  if (user !== undefined) fs.chownSync(dir, user.uid, user.gid)
  execFileSync(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"],
    { stdio: "ignore", cwd: dir, ...(user ?? {}) }
  )
  const port = await freePort()
  let child: ChildProcess | undefined
  let watchdog: ChildProcess | undefined
  const launch = async () => {
    child = spawn(
      path.join(bin, "postgres"),
      [
        "-D",
        data,
        "-p",
        String(port),
        "-h",
        "127.0.0.1",
        "-k",
        dir,
        "-c",
        "fsync=off",
        "-c",
        "full_page_writes=off",
        "-c",
        "max_connections=200"
      ],
      { stdio: "ignore", cwd: dir, ...(user ?? {}) }
    )
    // the server ends with this process even when it is SIGKILLed
    if (child.pid !== undefined) watchdog = await Watchdog.guard(child.pid, dir)
    await Effect.runPromise(
      waitFor(ready(bin, port), `postgres accepting connections on ${port}`, { interval: "50 millis", timeout: 30_000 })
    )
  }
  const kill = async () => {
    Watchdog.release(watchdog)
    watchdog = undefined
    const current = child
    child = undefined
    if (current === undefined || current.exitCode !== null) return
    await new Promise<void>((resolve) => {
      current.once("exit", () => resolve())
      current.kill("SIGKILL")
    })
  }
  const stop = async () => {
    await kill()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await launch()
  } catch (cause) {
    await stop()
    throw cause
  }
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    pid: () => child?.pid,
    kill,
    start: launch,
    stop
  }
}
