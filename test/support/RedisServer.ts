/**
 * A real Redis server for the tests: Debian's `redis-server`, started on a free loopback port with no persistence
 * and stopped after. Where the binary is missing, the setup installs it when it can (root with apt-get, as CI runs)
 * and otherwise fails with the exact command to run.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as net from "node:net"
import * as Effect from "effect/Effect"
import { waitFor } from "./WaitFor.js"
import * as Watchdog from "./Watchdog.js"

const installCommand = "sudo apt-get install -y redis-server"

const candidates = ["/usr/bin/redis-server", "/usr/local/bin/redis-server", "/usr/sbin/redis-server"]

const onPath = (): string | undefined => {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    const file = `${dir}/redis-server`
    if (dir !== "" && fs.existsSync(file)) return file
  }
  return candidates.find((file) => fs.existsSync(file))
}

/** The `redis-server` binary: found, or installed with apt-get when running as root; else a clear failure. */
export const binary = (): string => {
  const found = onPath()
  if (found !== undefined) return found
  const root = typeof process.getuid === "function" && process.getuid() === 0
  if (root && fs.existsSync("/usr/bin/apt-get")) {
    try {
      execFileSync("apt-get", ["install", "-y", "-q", "redis-server"], {
        stdio: "ignore",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        timeout: 300_000
      })
    } catch {
      execFileSync("apt-get", ["update", "-q"], { stdio: "ignore", timeout: 300_000 })
      execFileSync("apt-get", ["install", "-y", "-q", "redis-server"], {
        stdio: "ignore",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        timeout: 300_000
      })
    }
    const installed = onPath()
    if (installed !== undefined) return installed
  }
  throw new Error(`redis-server is not installed; the Redis tests need it. Run: ${installCommand}`)
}

/** A free loopback port. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

/** Whether something accepts connections on the port. */
const listening = (port: number): Effect.Effect<boolean> =>
  Effect.callback<boolean>((resume) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resume(Effect.succeed(true))
    })
    socket.once("error", () => resume(Effect.succeed(false)))
  })

/** Resolves once the port accepts connections; rejects (`WaitForTimeout`) after `timeoutMs`. */
const waitForPort = (port: number, timeoutMs: number): Promise<void> =>
  Effect.runPromise(
    waitFor(listening(port), `redis-server listening on ${port}`, { interval: "25 millis", timeout: timeoutMs })
  )

/** A running server: its URL, and `stop` / `start` (the same port) for fault tests. */
export interface RedisServer {
  readonly port: number
  readonly url: string
  /** The running server's process id (`undefined` once killed). */
  readonly pid: () => number | undefined
  /** Kills the server (SIGKILL: the way a crash looks to clients). */
  readonly kill: () => Promise<void>
  /** Starts it again on the same port, empty. */
  readonly start: () => Promise<void>
  readonly stop: () => Promise<void>
}

/** Starts a server on a free port. */
export const start = async (): Promise<RedisServer> => {
  const exe = binary()
  const port = await freePort()
  let child: ChildProcess | undefined
  let watchdog: ChildProcess | undefined
  const launch = async () => {
    child = spawn(exe, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore"
    })
    // the server ends with this process even when it is SIGKILLed
    if (child.pid !== undefined) watchdog = await Watchdog.guard(child.pid)
    await waitForPort(port, 10_000)
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
  await launch()
  return { port, url: `redis://127.0.0.1:${port}`, pid: () => child?.pid, kill, start: launch, stop: kill }
}
