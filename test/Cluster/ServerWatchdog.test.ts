/**
 * The test servers (test/support/PostgresServer.ts, RedisServer.ts) end with the test process that started them,
 * even when it is SIGKILLed: a process started with test/support/StartedServer.ts is killed with kill -9 and the
 * server's pid (and Postgres's folder) must be gone.
 */
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import * as readline from "node:readline"
import * as Effect from "effect/Effect"
import { expect, it } from "vitest"
import { waitFor } from "../support/WaitFor.js"

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (cause) {
    return cause instanceof Error && "code" in cause && cause.code === "EPERM"
  }
}

const script = path.join(import.meta.dirname, "..", "support", "StartedServer.ts")

for (const kind of ["redis", "postgres"] as const) {
  it(`a ${kind} server ends when the process that started it is SIGKILLed`, async () => {
    const owner = spawn(process.execPath, ["--import", "tsx", script, kind], { stdio: ["ignore", "pipe", "inherit"] })
    const first = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: owner.stdout }).once("line", resolve)
      owner.once("exit", (code) => reject(new Error(`StartedServer exited (${code}) before writing its server's pid`)))
    })
    const started: { readonly pid: number; readonly dir?: string } = JSON.parse(first)
    expect(alive(started.pid)).toBe(true)
    owner.kill("SIGKILL")
    await Effect.runPromise(
      waitFor(
        Effect.sync(() => !alive(started.pid)),
        `${kind} server ${started.pid} gone`,
        {
          interval: "50 millis",
          timeout: 60_000
        }
      )
    )
    if (started.dir !== undefined) {
      const dir = started.dir
      await Effect.runPromise(
        waitFor(
          Effect.sync(() => !fs.existsSync(dir)),
          `${dir} removed`,
          { interval: "50 millis", timeout: 60_000 }
        )
      )
    }
  }, 120_000)
}
