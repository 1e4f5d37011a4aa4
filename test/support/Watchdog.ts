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
process.stdout.write("ready\\n")
setInterval(() => { if (!alive()) process.exit(0) }, 500)
`

/**
 * Watches `pid` (a server this process started): SIGKILLs it, and removes `dir` when given, once this process dies.
 * Answers once the watchdog runs, so its start-up does not compete with the test that follows (a 200 ms timeout
 * on a first Redis command failed in CI while a watchdog was still booting). The returned watchdog must be killed
 * (SIGKILL, so it does nothing) before the server is stopped on purpose.
 */
export const guard = (pid: number, dir?: string): Promise<ChildProcess> => {
  const watchdog = spawn(process.execPath, ["-e", script, String(pid), ...(dir === undefined ? [] : [dir])], {
    stdio: ["pipe", "pipe", "ignore"]
  })
  // neither the watchdog nor its pipes keep this process alive
  watchdog.unref()
  if (watchdog.stdin instanceof net.Socket) watchdog.stdin.unref()
  return new Promise((resolve, reject) => {
    const stdout = watchdog.stdout
    if (stdout === null) return reject(new Error("the watchdog has no output pipe"))
    stdout.once("data", () => {
      // left open (a closed pipe ends the watchdog), but not holding this process alive
      if (stdout instanceof net.Socket) stdout.unref()
      resolve(watchdog)
    })
    watchdog.once("exit", (code) => reject(new Error(`the watchdog ended before it was ready (exit ${code})`)))
  })
}

/** Ends a watchdog without it acting (the server is being stopped on purpose). */
export const release = (watchdog: ChildProcess | undefined): void => {
  if (watchdog !== undefined && watchdog.exitCode === null) watchdog.kill("SIGKILL")
}
