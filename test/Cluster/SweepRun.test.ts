import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"

// A sweep's run keeps its own clock on effect/testing's TestClock (see SweepRun's module description): the one
// testing module library code may import, and only there, so `effect-bybit` never loads the `effect/testing` index
// (its other modules) nor a test clock anywhere else.
const sources = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file))

describe("SweepRun's clock", () => {
  it("library code imports effect/testing only as effect/testing/TestClock, in SweepRun alone", () => {
    const importers = sources("src").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "(effect\/testing[^"]*)"/g)].map((m) => `${file}: ${m[1]}`)
    )
    expect(importers).toEqual([join("src", "Cluster", "SweepRun.ts: effect/testing/TestClock")])
  })
})
