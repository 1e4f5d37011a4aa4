import { execFile, execFileSync, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { waitForValue } from "../support/WaitFor.js"

// The runner of bybit-api's own suite (scripts/bybit-api-suite.mjs) never fetches the suite: without a checkout it
// says how to get one and exits 2, before it starts anything. (The suite run itself is measured by hand and recorded
// in docs/EMULATOR-CLIENTS.md: it needs a bybit-api checkout, which a test may not fetch.)
const root = new URL("../..", import.meta.url).pathname

const run = (args: ReadonlyArray<string>, env: Readonly<Record<string, string>>) =>
  new Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["scripts/bybit-api-suite.mjs", ...args],
      { cwd: root, timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stdout, stderr })
    )
  })

describe("scripts/bybit-api-suite.mjs", () => {
  it("exits 2 and says how to get a checkout when the one it is given is missing", async () => {
    for (const [args, env] of [
      [["/nonexistent/bybit-api"], {}],
      [[], { BYBIT_API_CHECKOUT: "/nonexistent/bybit-api" }]
    ] as const) {
      const out = await run(args, env)
      expect(out.code).toBe(2)
      expect(out.stdout).toBe("")
      expect(out.stderr).toContain("Not found: /nonexistent/bybit-api")
      expect(out.stderr).toContain("git clone https://github.com/tiagosiebler/bybit-api")
    }
  })
})

// Interrupted while its emulator starts (Ctrl-C), the script removes its folder (the run's HMAC and RSA keys, the
// proxy's private key) and stops the processes it started: before, the folder stayed behind with the keys in it.
describe("scripts/bybit-api-suite.mjs, interrupted", () => {
  it("removes its folder of keys and stops its emulator on SIGINT", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "suite-interrupted-"))
    const checkout = path.join(tmp, "bybit-api")
    fs.mkdirSync(path.join(checkout, "test", "v5"), { recursive: true })
    fs.writeFileSync(path.join(checkout, "test", "v5", "none.test.ts"), "")
    const git = (...args: ReadonlyArray<string>) =>
      execFileSync("git", ["-C", checkout, "-c", "user.name=t", "-c", "user.email=t@t", ...args])
    git("init", "-q")
    git("add", ".")
    git("commit", "-qm", "suite")
    const work = path.join(tmp, "work")
    fs.mkdirSync(work)
    const child = spawn(process.execPath, ["scripts/bybit-api-suite.mjs", checkout], {
      cwd: root,
      env: { ...process.env, TMPDIR: work },
      stdio: ["ignore", "pipe", "pipe"]
    })
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
    try {
      // the suite is copied and the keys written before the emulator is started: interrupt while it starts
      const folder = await Effect.runPromise(
        waitForValue(
          () => {
            const [made] = fs.readdirSync(work)
            const emulator = descendants(child.pid ?? 0).some((pid) => commandOf(pid).includes("emulator"))
            return made !== undefined && emulator ? path.join(work, made) : undefined
          },
          (made) => made !== undefined,
          "the run's folder, and its emulator starting",
          { timeout: "60 seconds" }
        )
      )
      if (folder === undefined) throw new Error("no folder")
      const before = descendants(child.pid ?? 0)
      expect(before.length).toBeGreaterThan(0)
      child.kill("SIGINT")
      expect(await exited).toBe(130)
      expect(fs.existsSync(folder)).toBe(false)
      for (const pid of before) expect(alive(pid), `process ${pid} of the run`).toBe(false)
    } finally {
      child.kill("SIGKILL")
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }, 120_000)
})

// the processes below `pid` (Linux's /proc), to check none of a run's outlives it
const descendants = (pid: number): ReadonlyArray<number> => {
  const children = (of: number): ReadonlyArray<number> => {
    try {
      return fs
        .readFileSync(`/proc/${of}/task/${of}/children`, "utf8")
        .trim()
        .split(/\s+/)
        .filter((p) => p !== "")
        .map(Number)
    } catch {
      return []
    }
  }
  return children(pid).flatMap((c) => [c, ...descendants(c)])
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return !(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(" ")[2] === "Z")
  } catch {
    return false
  }
}

const commandOf = (pid: number): string => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ")
  } catch {
    return ""
  }
}
