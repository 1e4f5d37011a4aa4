import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type { Running } from "../support/EmulatorProcess.js"
import * as SweepProcesses from "../support/SweepProcesses.js"

// A sweep runner process runs only the strategies it was started with (SYSTEM: PostgreSQL, `effect-bybit runner`
// and `effect-bybit sweep` processes). The runner is started with strategy A (`--strategy A`); a sweep naming B (a
// module of other content) is refused with the typed SweepError (reason `strategy`, one JSON line, exit 1), never
// imported by the runner; a sweep naming A's content at another path runs (the module is pinned by its content).

const recording = path.resolve("examples/recordings/btcusdt.jsonl")

describe("a sweep runner started with strategy A", () => {
  it.live(
    "refuses a sweep naming B; runs one naming A",
    () =>
      Effect.gen(function* () {
        const pg = yield* SweepProcesses.postgres
        const files = yield* Effect.promise(() => SweepProcesses.files())
        const a = files.get(SweepProcesses.strategyModule) ?? ""
        // beside A (the compiled module imports its chunks by relative path), removed with the scope
        const b = path.join(path.dirname(a), `pinned-b-${process.pid}.mjs`)
        const sameAsA = path.join(path.dirname(a), `pinned-same-as-a-${process.pid}.mjs`)
        yield* Effect.acquireRelease(
          Effect.sync(() => {
            fs.writeFileSync(b, `${fs.readFileSync(a, "utf8")}\n// another strategy: other content\n`)
            fs.copyFileSync(a, sameAsA)
          }),
          () =>
            Effect.sync(() => {
              for (const file of [b, sameAsA]) fs.rmSync(file, { force: true })
            })
        )
        const [started] = yield* SweepProcesses.runners(pg.url, 1, ["--strategy", a])
        const runner = (started as { readonly runner: Running }).runner
        const sweep = (strategy: string) =>
          SweepProcesses.sweep(pg.url, { strategy, grid: '{"everyMs":[1000]}', recordings: [recording] })
        const refused = yield* sweep(b)
        const refusedCode = yield* Effect.promise(() => refused.exited)
        expect(refusedCode, refused.stderr()).toBe(1)
        const line = SweepProcesses.sweepErrorLines(refused.stderr())[0]
        expect(line, refused.stderr()).toBeDefined()
        expect(line).toContain('"reason":"strategy"')
        expect(line).toContain("runs only the strategies it was started with")
        expect(runner.stderr()).not.toContain("another strategy")

        const ran = yield* sweep(sameAsA)
        const ranCode = yield* Effect.promise(() => ran.exited)
        expect(ranCode, ran.stderr()).toBe(0)
      }),
    { timeout: 600_000 }
  )
})
