import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { badInputs } from "../support/BadReplayInputs.js"
import { compiledOne } from "../support/Compiled.js"
import { signalGroup, start } from "../support/EmulatorProcess.js"
import { waitFor } from "../support/WaitFor.js"

// `effect-bybit emulator --replay FILE` over inputs that cannot be read: exit 1, one JSON line on stderr (the
// `RecordingError` naming the file and the line), nothing on stdout — never the seeded market instead.

interface Finished {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs the command to its end (stdout and stderr read whole). */
const runToEnd = (args: ReadonlyArray<string>) =>
  Effect.promise(async (): Promise<Finished> => {
    const bin = await compiledOne("src/Cli/bin.ts")
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"] })
      let stdout = ""
      let stderr = ""
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString()
      })
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString()
      })
      // (a command that served instead would never end: the test's timeout fails it)
      child.on("close", (code) => resolve({ code, stdout, stderr }))
    })
  })

const T = 1_767_225_600_000_000
const tradeColumns = "exchange,symbol,timestamp,local_timestamp,id,side,price,amount"

describe("emulator --replay over an input that cannot be read", () => {
  for (const bad of badInputs()) {
    it.live(
      `${bad.name}: exit 1, the RecordingError as one JSON line on stderr, nothing on stdout`,
      () =>
        Effect.gen(function* () {
          const args = ["emulator", "--replay", bad.file, "--speed", "max"]
          const done = yield* runToEnd(
            bad.maxLineBytes === undefined ? args : [...args, "--max-line-bytes", String(bad.maxLineBytes)]
          )
          expect(done.code, done.stderr).toBe(1)
          expect(done.stdout).toBe("")
          const lines = done.stderr.trimEnd().split("\n")
          expect(lines).toHaveLength(1)
          const error = JSON.parse(lines[0]!) as Record<string, unknown>
          expect(error).toMatchObject({ _tag: "RecordingError", file: bad.file, line: bad.line })
          expect(error.reason).toMatch(bad.reason)
          expect(error.message).toContain(bad.file)
        }),
      60_000
    )
  }

  it.live(
    "a corrupt row far into the file: the ready line first on stdout, then exit 1 with the error naming its line",
    () =>
      Effect.gen(function* () {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "late-bad-"))
        const file = path.join(dir, "trades.csv")
        const rows = [tradeColumns]
        for (let i = 0; i < 3000; i++)
          rows.push(`bybit,BTCUSDT,${T + i * 1000},${T + 1000 + i * 1000},${i},buy,60000,1`)
        rows.push(`bybit,BTCUSDT,${T + 3_000_000},${T + 3_001_000},x,buy,abc,1`)
        fs.writeFileSync(file, rows.join("\n") + "\n")
        const done = yield* runToEnd(["emulator", "--replay", file, "--speed", "max", "--start", "now"])
        expect(done.code, done.stderr).toBe(1)
        const [ready = "", banner = ""] = done.stdout.split("\n")
        expect(JSON.parse(ready)).toHaveProperty("rest")
        expect(banner).toMatch(/^Bybit V5 emulator on/)
        const last = done.stderr.trimEnd().split("\n").at(-1) ?? ""
        expect(JSON.parse(last)).toMatchObject({ _tag: "RecordingError", file, line: 3002 })
      }),
    60_000
  )

  it.live(
    "a file cut short after whole lines (--truncated gap): stdout's first line is the ready line; the warning is JSON on stderr",
    () =>
      Effect.acquireRelease(
        Effect.promise(async () => {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cut-gap-"))
          const file = path.join(dir, "cut.jsonl")
          const header = {
            format: "effect-bybit.recording",
            version: 1,
            startedAt: T / 1000,
            environment: "emulator",
            part: 0,
            streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT"] }]
          }
          const line = {
            r: T / 1000,
            c: "linear",
            m: {
              topic: "orderbook.50.BTCUSDT",
              type: "snapshot",
              ts: T / 1000,
              data: { s: "BTCUSDT", b: [["59999.00", "1.000"]], a: [["60001.00", "2.000"]], u: 1, seq: 1 }
            }
          }
          // no end line: the recorder stopped without closing
          fs.writeFileSync(file, `${JSON.stringify(header)}\n${JSON.stringify(line)}\n`)
          const bin = await compiledOne("src/Cli/bin.ts")
          return start(process.execPath, [bin, "emulator", "--replay", file, "--speed", "max"])
        }),
        (running) => Effect.sync(() => signalGroup(running, "SIGKILL"))
      ).pipe(
        Effect.flatMap((running) =>
          Effect.gen(function* () {
            const [first = ""] = yield* Effect.promise(() => running.lines(1))
            expect(JSON.parse(first), running.stderr()).toHaveProperty("rest")
            yield* waitFor(() => running.stderr().includes("read as a gap"), "the warning on stderr", {
              timeout: "30 seconds"
            })
            const warning = running
              .stderr()
              .split("\n")
              .find((l) => l.includes("read as a gap"))
            expect(JSON.parse(warning ?? "")).toMatchObject({ level: "WARN" })
          })
        )
      ),
    60_000
  )
})
