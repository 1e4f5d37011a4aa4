/**
 * A sweep's run reads its recording as it goes (`SweepFeed`): over a generated recording of ~16,000 lines (gzip) it
 * never holds more than a couple of thousand, and its report is the same bytes as the run over the same lines held
 * in memory (how a run read before); a recorder's folder of rotated parts is read the same way, part after part. A file cut short or a corrupt line fails the run with the error a check of the
 * whole file gives.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { strategy } from "../../examples/sweep/strategy.js"
import type * as SweepFeed from "../../src/Cluster/SweepFeed.js"
import { linesOf } from "../../src/Cluster/SweepFeed.js"
import * as SweepRun from "../../src/Cluster/SweepRun.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { corruptText, endLine, header, rowsOf, text, write } from "../support/SweepRecordingFiles.js"

const t0 = Date.UTC(2026, 0, 1)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-stream-"))
const lines = SeededRecording.record({ seed: 71, start: t0, steps: 4000 })
const whole = write(dir, "day.jsonl.gz", text(rowsOf(t0, lines)))
// no end line: a recorder that crashed
const cut = write(dir, "cut.jsonl.gz", text([header(t0), ...lines]))
// a line half written, in the middle
const corrupt = write(dir, "corrupt.jsonl", corruptText(rowsOf(t0, lines), 12_000))
// a recorder's folder: the lines in 3 rotated parts (gzip), each with its header and end line
const folder = path.join(dir, "parts")
fs.mkdirSync(folder)
const third = Math.ceil(lines.length / 3)
for (let k = 0; k < 3; k++) {
  const part = lines.slice(k * third, (k + 1) * third)
  write(folder, `recording-20260101T000000000Z-0000${k}.jsonl.gz`, text([header(t0, k), ...part, endLine(part)]))
}
fs.writeFileSync(path.join(folder, "notes.txt"), "not a part\n")

const settings = { everyMs: 2000, qty: "0.001" }

describe("a sweep's run over a recording", () => {
  it.live(
    "reads it as it goes, holding a bounded number of lines, and reports what the run over the lines in memory does",
    () =>
      Effect.gen(function* () {
        expect(lines.length).toBeGreaterThan(15_000)
        let feed: SweepFeed.Feed | undefined
        const streamed = yield* SweepRun.run(
          { strategy, settings, recording: whole },
          {
            feed: (f) => {
              feed = f
            }
          }
        )
        const inMemory = yield* SweepRun.run({ strategy, settings, recording: whole }, { lines: yield* linesOf(whole) })
        expect(streamed).toBe(inMemory)
        const report = JSON.parse(streamed) as { readonly counts: { readonly lines: number } }
        expect(report.counts.lines).toBe(lines.length + 1)
        expect(feed?.done()).toBe(true)
        expect(feed?.read()).toBe(lines.length + 1)
        // the read-ahead (512), what the reader gives at once and what waits to be let go, not the recording
        expect(feed?.peak()).toBeLessThan(2048)
      }),
    { timeout: 120_000 }
  )

  it.live(
    "reads a recorder's folder of rotated parts one after another, as it goes",
    () =>
      Effect.gen(function* () {
        let feed: SweepFeed.Feed | undefined
        const streamed = yield* SweepRun.run(
          { strategy, settings, recording: folder },
          {
            feed: (f) => {
              feed = f
            }
          }
        )
        const inMemory = yield* SweepRun.run(
          { strategy, settings, recording: folder },
          { lines: yield* linesOf(folder) }
        )
        expect(streamed).toBe(inMemory)
        // every line of the parts, their 3 end lines
        expect(feed?.read()).toBe(lines.length + 3)
        expect(JSON.parse(streamed).counts.lines).toBe(lines.length + 3)
        expect(feed?.peak()).toBeLessThan(2048)
      }),
    { timeout: 120_000 }
  )

  for (const [name, file] of [
    ["cut short", cut],
    ["with a corrupt line", corrupt]
  ] as const) {
    it.live(
      `${name} fails with the error a check of the file gives`,
      () =>
        Effect.gen(function* () {
          const checked = yield* Effect.flip(SweepRun.checkRecording(file))
          const ran = yield* Effect.flip(SweepRun.run({ strategy, settings, recording: file }))
          expect(checked.reason).toBe("recording")
          expect(ran._tag).toBe(checked._tag)
          expect(ran.reason).toBe(checked.reason)
          expect(ran.message).toBe(checked.message)
          expect(ran.message).toContain(path.basename(file))
        }),
      { timeout: 120_000 }
    )
  }
})
