/**
 * Test harness: a server a test process starts ends with that process, even when it is SIGKILLed (vitest killed,
 * kill -9), where no exit hook runs. A small Node process holds the read end of a pipe from the test process; the
 * kernel closes the write end when the test process dies, however it dies, and on that EOF the watchdog SIGKILLs the
 * server (and removes its folder, when it has one). It also ends on its own once the server is gone.
 */
import { type ChildProcess, spawn } from "node:child_process"
import * as net from "node:net"

// plain JavaScript run with `node -e`: argv is [node, pid, folder?]
const script = `
const fs = require("node:fs")
const pid = Number(process.argv[1])
const dir = process.argv[2]
const alive = () => { try { process.kill(pid, 0); return true } catch (e) { return e.code === "EPERM" } }
const end = () => {
  try { process.kill(pid, "SIGKILL") } catch {}
  if (dir) { const gone = () => { if (alive()) setTimeout(gone, 20); else { fs.rmSync(dir, { recursive: true, force: true }); process.exit(0) } }; gone() }
  else process.exit(0)
}
process.stdin.on("end", end)
process.stdin.on("error", end)
process.stdin.resume()
setInterval(() => { if (!alive()) process.exit(0) }, 500)
`

/**
 * Watches `pid` (a server this process started): SIGKILLs it, and removes `dir` when given, once this process dies.
 * The returned watchdog must be killed (SIGKILL, so it does nothing) before the server is stopped on purpose.
 */
export const guard = (pid: number, dir?: string): ChildProcess => {
  const watchdog = spawn(process.execPath, ["-e", script, String(pid), ...(dir === undefined ? [] : [dir])], {
    stdio: ["pipe", "ignore", "ignore"]
  })
  // neither the watchdog nor its pipe keeps this process alive
  watchdog.unref()
  if (watchdog.stdin instanceof net.Socket) watchdog.stdin.unref()
  return watchdog
}

/** Ends a watchdog without it acting (the server is being stopped on purpose). */
export const release = (watchdog: ChildProcess | undefined): void => {
  if (watchdog !== undefined && watchdog.exitCode === null) watchdog.kill("SIGKILL")
}
