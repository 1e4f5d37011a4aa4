/**
 * A sweep reads each recording once, in its runs (IN-PROCESS: `Sweep.layerLocal`, files in the OS temp folder).
 * Before any run it only opens each recording as a run opens it (`SweepFeed.probe`): a missing, empty or
 * unknown-format file, or one whose first line is corrupt, is refused with a `SweepError` (reason `recording`) before
 * the workflow engine is asked for any run. A file corrupt or cut short further on fails the sweep from the run that
 * reads it, with the very error a check of the whole file gives (`SweepRun.checkRecording`), naming the file and the
 * line. And no recording is read through first: a recording whose middle is broken when the sweep starts, and mended
 * before its run, runs.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as WorkflowEngine from "effect/workflow/WorkflowEngine"
import { strategy } from "../../examples/sweep/strategy.js"
import * as Sweep from "../../src/Cluster/Sweep.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import { Strategies } from "../../src/Cluster/SweepStrategy.js"
import * as SweepWorkflow from "../../src/Cluster/SweepWorkflow.js"
import type * as Cluster from "../../src/cluster.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { corruptText, header, rowsOf, text, write } from "../support/SweepRecordingFiles.js"

const t0 = Date.UTC(2026, 0, 1)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-recording-"))
const lines = SeededRecording.record({ seed: 4, start: t0, steps: 1500 })
const rows = rowsOf(t0, lines)
const whole = write(dir, "whole.jsonl", text(rows))
// far past what opening a recording reads (the 512 lines ahead and the reader's chunk)
const brokenAt = Math.floor(rows.length * 0.75)
const corrupt = write(dir, "corrupt.jsonl", corruptText(rows, brokenAt))
// no end line: a recorder that crashed
const cut = write(dir, "cut.jsonl.gz", text([header(t0), ...lines]))

const settings = [
  { everyMs: 2000, qty: "0.001" },
  { everyMs: 3000, qty: "0.002" }
]

/**
 * A sweep in this process (`Sweep.layerLocal`'s parts) that counts what it asks of the workflow engine (`executed`:
 * each run's workflow) and which runs started their strategy (`started`).
 */
const counted = () => {
  const counts = { executed: 0, started: 0 }
  const counting: Cluster.Strategy = (s) => {
    counts.started++
    return strategy(s)
  }
  const engine = Layer.effect(WorkflowEngine.WorkflowEngine)(
    Effect.gen(function* () {
      const memory = yield* WorkflowEngine.WorkflowEngine
      const execute = ((workflow, options) =>
        Effect.suspend(() => {
          counts.executed++
          return memory.execute(workflow, options)
        })) as typeof memory.execute
      return WorkflowEngine.WorkflowEngine.of({ ...memory, execute })
    })
  ).pipe(Layer.provide(WorkflowEngine.layerMemory))
  const layer = SweepWorkflow.layer.pipe(Layer.provideMerge(Layer.mergeAll(engine, Strategies.layer({ counting }))))
  return { counts, layer }
}

const sweepOver = (recordings: ReadonlyArray<string>, onRun?: Sweep.Options["onRun"], concurrency = 2) => {
  const { counts, layer } = counted()
  const run = Sweep.run({ strategy: "counting", settings, recordings, concurrency, onRun }).pipe(Effect.provide(layer))
  return { counts, run }
}

describe("a sweep over a recording broken further on", () => {
  for (const [name, file, says] of [
    ["cut short", cut, /^\S+cut\.jsonl\.gz:\d+: truncated: no end line/],
    ["with a corrupt line mid-file", corrupt, new RegExp(`^\\S+corrupt\\.jsonl:${brokenAt + 1}: corrupt line`)]
  ] as const) {
    it.live(
      `${name}: the runs start, and the sweep fails with the error a check of the file gives`,
      () =>
        Effect.gen(function* () {
          const checked = yield* Effect.flip(SweepRun.checkRecording(file))
          const { counts, run } = sweepOver([whole, file])
          // a typed failure, not a defect (a defect would not flip)
          const failed = yield* Effect.flip(run)
          expect(failed._tag).toBe("SweepError")
          expect(failed.reason).toBe("recording")
          expect(failed.message).toBe(checked.message)
          // the file and the line
          expect(failed.message).toMatch(says)
          // the runs started: no recording was read through before them
          expect(counts.executed).toBeGreaterThan(0)
          expect(counts.started).toBeGreaterThan(0)
        }),
      { timeout: 120_000 }
    )
  }
})

// a file that is not a recording, and a recording whose first line after its header is half written
const empty = write(dir, "empty.jsonl", "")
const notARecording = write(dir, "notes.jsonl", '{"hello":"world"}\n')
const badFirst = write(dir, "bad-first.jsonl", corruptText(rows, 1))

describe("a sweep over a recording it cannot open", () => {
  it.live.each([
    ["missing", path.join(dir, "missing.jsonl"), /missing\.jsonl: no such file$/],
    ["empty", empty, /empty\.jsonl:1: empty file$/],
    ["of an unknown format", notARecording, /notes\.jsonl:1: not a recording/],
    ["whose first line is corrupt", badFirst, /bad-first\.jsonl:2: corrupt line/],
    [
      "a folder with no recording in it",
      fs.mkdtempSync(path.join(dir, "nothing-")),
      /: a folder with no recording part/
    ]
  ] as const)("%s: refused before any run, naming it", ([, file, says]) =>
    Effect.gen(function* () {
      let finished = 0
      const { counts, run } = sweepOver([whole, file], () => Effect.sync(() => finished++))
      const failed = yield* Effect.flip(run)
      expect(failed._tag).toBe("SweepError")
      expect(failed.reason).toBe("recording")
      expect(failed.message).toContain(path.basename(file))
      expect(failed.message).toMatch(says)
      // the workflow engine was asked for nothing: no run was made durable, none started
      expect(counts.executed).toBe(0)
      expect(counts.started).toBe(0)
      expect(finished).toBe(0)
    })
  )
})

describe("a sweep reads each recording in its runs, not before", () => {
  it.live(
    "a recording broken mid-file when the sweep starts and mended before its runs: the sweep runs it",
    () =>
      Effect.gen(function* () {
        const later = write(dir, "mended-later.jsonl", corruptText(rows, brokenAt))
        const mended = text(rows)
        // one run at a time: the runs over `whole` first, then those over `later` (`Sweep.runsOf`); the file is
        // mended when the runs over `whole` are done. Read through before the runs (as a sweep did), it was refused.
        let finished = 0
        const { counts, run } = sweepOver(
          [whole, later],
          () =>
            Effect.sync(() => {
              finished++
              if (finished === settings.length) fs.writeFileSync(later, mended)
            }),
          1
        )
        const results = yield* run
        expect(results.runs.length).toBe(4)
        expect(counts.started).toBe(4)
        const over = results.runs.filter((r) => r.recording === later)
        expect(over.length).toBe(2)
        for (const r of over) {
          const alone = yield* SweepRun.run({ strategy, settings: r.settings, recording: whole })
          // the mended file holds the same lines as `whole`: the same report
          expect(r.report).toBe(alone)
        }
      }),
    { timeout: 120_000 }
  )
})
