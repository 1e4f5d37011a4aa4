import { execFile } from "node:child_process"
import { readdirSync } from "node:fs"
import { promisify } from "node:util"
import { describe, expect, it } from "@effect/vitest"

const run = promisify(execFile)
const root = new URL("..", import.meta.url).pathname
const examples = readdirSync(new URL("../examples", import.meta.url)).filter((f) => f.endsWith(".ts"))

// What each example must have printed, beyond starting the exchange.
const expected: Readonly<Record<string, ReadonlyArray<string>>> = {
  "demo.ts": ["server time", "placed ", "cancelled ", "book snapshot", "book delta"],
  "market-data.ts": ["server time:", "best bid"]
}

// Every example runs to completion against the embedded exchange (BYBIT_ENV unset), as `npm start` does.
describe("examples", () => {
  for (const file of examples) {
    it(`${file} runs against the embedded exchange`, { timeout: 60_000 }, async () => {
      const env = { ...process.env }
      delete env.BYBIT_ENV
      delete env.BYBIT_API_KEY
      delete env.BYBIT_API_SECRET
      const { stdout } = await run(process.execPath, ["--import", "tsx", `examples/${file}`], {
        cwd: root,
        env,
        timeout: 50_000
      })
      expect(stdout).toContain("embedded exchange on http://127.0.0.1:")
      expect(stdout).not.toContain("Error")
      for (const line of expected[file] ?? []) expect(stdout).toContain(line)
    })
  }

  it("npm start runs the demo", async () => {
    const pkg = (await import("../package.json", { with: { type: "json" } })).default
    expect(pkg.scripts.start).toBe("tsx examples/demo.ts")
    expect(examples).toContain("demo.ts")
  })
})
