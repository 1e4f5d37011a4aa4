import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"

// A sweep's run keeps a paced clock of its own (`LockStep.pacedClock`, see SweepRun's module description): library
// code imports nothing of effect/testing, so `effect-bybit` never loads a test clock nor the `effect/testing` index.
const sources = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file))

describe("SweepRun's clock", () => {
  it("library code imports nothing of effect/testing", () => {
    const importers = sources("src").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "(effect\/testing[^"]*)"/g)].map((m) => `${file}: ${m[1]}`)
    )
    expect(importers).toEqual([])
  })
})
