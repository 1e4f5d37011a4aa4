import { execFile } from "node:child_process"
import { describe, expect, it } from "@effect/vitest"

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
