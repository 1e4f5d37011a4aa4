/**
 * A sweep over runner processes (SYSTEM: PostgreSQL, an `effect-bybit runner`, `effect-bybit sweep --postgres`) over a
 * recording with a corrupt line mid-file: the sweep opens the recording first (it opens), the runs start on the
 * runner and read it, and the first run to reach the line fails the sweep with the typed `SweepError` (reason
 * `recording`) a check of the file gives, naming the file and the line, as one JSON line on stderr and exit 1: the
 * run's error crossed the cluster as itself, not as a defect or a generic workflow failure.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import type { Running } from "../support/EmulatorProcess.js"
import * as SeededRecording from "../support/SeededRecording.js"
import * as SweepProcesses from "../support/SweepProcesses.js"
import { corruptText, rowsOf, write } from "../support/SweepRecordingFiles.js"

const t0 = Date.UTC(2026, 0, 1)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-recording-fleet-"))
const rows = rowsOf(t0, SeededRecording.record({ seed: 5, start: t0, steps: 1500 }))
// far past what opening a recording reads (the 512 lines ahead and the reader's chunk)
const brokenAt = Math.floor(rows.length * 0.75)
const corrupt = write(dir, "corrupt.jsonl", corruptText(rows, brokenAt))

describe("a sweep over runners, a recording with a corrupt line mid-file", () => {
  it.live(
    "fails with the SweepError a check of the file gives, from the runs on the runner",
    () =>
      Effect.gen(function* () {
        const checked = yield* Effect.flip(SweepRun.checkRecording(corrupt))
        expect(checked.message).toMatch(new RegExp(`corrupt\\.jsonl:${brokenAt + 1}: corrupt line`))
        const pg = yield* SweepProcesses.postgres
        const files = yield* Effect.promise(() => SweepProcesses.files())
        const module = files.get(SweepProcesses.strategyModule) ?? ""
        const [started] = yield* SweepProcesses.runners(pg.url, 1, ["--strategy", module])
        const runner = (started as { readonly runner: Running }).runner
        const sweep = yield* SweepProcesses.sweep(pg.url, {
          strategy: module,
          grid: '{"everyMs":[2000,3000]}',
          recordings: [corrupt]
        })
        const code = yield* Effect.promise(() => sweep.exited)
        expect(code, sweep.stderr()).toBe(1)
        const errors = SweepProcesses.sweepErrorLines(sweep.stderr())
        expect(errors.length, sweep.stderr()).toBe(1)
        const error = JSON.parse(errors[0] ?? "") as { _tag: string; reason: string; message: string }
        expect(error).toEqual({ _tag: "SweepError", reason: "recording", message: checked.message })
        // the runs started on the runner: the recording was not read through before them
        expect(runner.stderr()).toContain("sweep run started")
      }),
    { timeout: 600_000 }
  )
})
