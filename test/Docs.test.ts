import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"

// The API reference builds with no warning: typedoc.json treats warnings as errors, and TypeDoc's validation
// (references to names that are not exported, broken links) runs without writing the site. `--skipErrorChecking`:
// TypeScript 6 checking Effect 4's types took about 2 of typedoc's 3 minutes here, and the types are checked already
// (npm test's TypeScript 7 check of the whole tree; the declaration build the packaging test runs).
const root = new URL("..", import.meta.url).pathname

const typedoc = (): Promise<{ readonly code: number; readonly output: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ["node_modules/typedoc/bin/typedoc", "--emit", "none", "--skipErrorChecking"],
      { cwd: root, timeout: 600_000, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) => {
        // NO_COLOR: plain text, so a failure shows the warnings as they read
        const output = `${stdout}${stderr}`.trim()
        resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, output })
      }
    )
  })

describe("API reference", () => {
  it("typedoc.json keeps warnings fatal", () => {
    const config = JSON.parse(readFileSync(new URL("typedoc.json", `file://${root}`), "utf8")) as {
      readonly treatWarningsAsErrors?: boolean
      readonly validation?: Readonly<Record<string, boolean>>
    }
    expect(config.treatWarningsAsErrors).toBe(true)
    expect(config.validation).toMatchObject({ notExported: true, invalidLink: true })
  })

  it("npx typedoc --emit none --skipErrorChecking prints nothing and exits with 0", { timeout: 620_000 }, async () => {
    expect(await typedoc()).toEqual({ code: 0, output: "" })
  })
})
