import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { compiled } from "../support/Compiled.js"
import { signalGroup, start } from "../support/EmulatorProcess.js"
import * as FleetTestSecret from "../support/FleetTestSecret.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { corruptText, rowsOf, write } from "../support/SweepRecordingFiles.js"

// `effect-bybit sweep` refuses bad inputs before any run: exit 1 and the typed error as one JSON line on stderr. A
// recording that opens but is corrupt further on fails the sweep from the run that reads it, the same way.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sweep-cli-"))
const noStrategy = path.join(dir, "none.mjs")
fs.writeFileSync(noStrategy, "export const settings = { everyMs: 1000 }\n")
const notARecording = path.join(dir, "notes.jsonl")
fs.writeFileSync(notARecording, '{"hello":"world"}\n')
// a strategy written as an ES module in a folder `npm init -y` made ("type": "commonjs"): Node reads it as CommonJS
const commonJsFolder = path.join(dir, "commonjs")
fs.mkdirSync(commonJsFolder)
fs.writeFileSync(path.join(commonJsFolder, "package.json"), JSON.stringify({ name: "strategies", type: "commonjs" }))
const commonJsStrategy = path.join(commonJsFolder, "strategy.ts")
fs.writeFileSync(commonJsStrategy, "export const strategy = (settings: unknown) => settings\n")
const recording = path.resolve("examples/recordings/btcusdt.jsonl")
// a generated recording with a line half written far past what opening it reads (512 lines ahead)
const t0 = Date.UTC(2026, 0, 1)
const corruptRows = rowsOf(t0, SeededRecording.record({ seed: 6, start: t0, steps: 1500 }))
const corruptAt = Math.floor(corruptRows.length * 0.75)
const corruptRecording = write(dir, "corrupt.jsonl", corruptText(corruptRows, corruptAt))
const grid = '{"everyMs":[1000]}'

const sweep = (args: ReadonlyArray<string>) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const files = await compiled(["src/Cli/bin.ts", "examples/sweep/strategy.ts"])
      return { files, running: start(process.execPath, [files.get("src/Cli/bin.ts") ?? "", "sweep", ...args]) }
    }),
    ({ running }) => Effect.sync(() => signalGroup(running, "SIGKILL"))
  )

const cases: ReadonlyArray<readonly [string, (strategy: string) => ReadonlyArray<string>, string, RegExp]> = [
  [
    "a missing recording",
    (s) => ["--strategy", s, "--grid", grid, path.join(dir, "missing.jsonl")],
    "recording",
    /missing\.jsonl/
  ],
  [
    "a file that is not a recording",
    (s) => ["--strategy", s, "--grid", grid, notARecording],
    "recording",
    /notes\.jsonl/
  ],
  ["no recording", (s) => ["--strategy", s, "--grid", grid], "recording", /no recording/],
  // not read through before the runs: the run that reads the line fails the sweep, naming the file and the line
  [
    "a recording with a corrupt line mid-file",
    (s) => ["--strategy", s, "--grid", grid, corruptRecording],
    "recording",
    new RegExp(`corrupt\\.jsonl:${corruptAt + 1}: corrupt line`)
  ],
  [
    "a module exporting no strategy",
    () => ["--strategy", noStrategy, "--grid", grid, recording],
    "strategy",
    /exports no strategy/
  ],
  [
    "a missing module",
    () => ["--strategy", path.join(dir, "gone.mjs"), "--grid", grid, recording],
    "strategy",
    /cannot import/
  ],
  [
    'an ES module strategy in a "type": "commonjs" folder',
    () => ["--strategy", commonJsStrategy, "--grid", grid, recording],
    "strategy",
    /commonjs.package\.json says "type": "commonjs".*TS1295.*add "type": "module" there.*name the file strategy\.mts$/
  ],
  ["a grid that is not JSON", (s) => ["--strategy", s, "--grid", "{everyMs: 1}", recording], "grid", /not JSON/],
  [
    "a grid field with no value",
    (s) => ["--strategy", s, "--grid", '{"everyMs":[]}', recording],
    "grid",
    /has no value/
  ],
  [
    "a missing grid file",
    (s) => ["--strategy", s, "--grid", path.join(dir, "grid.json"), recording],
    "grid",
    /cannot read/
  ],
  // checked before the runs: without the check the sweep ran to its end, then died on the write printing nothing
  [
    "an --out in a missing folder",
    (s) => ["--strategy", s, "--grid", grid, "--out", path.join(dir, "gone", "results.json"), recording],
    "out",
    /cannot write the results to .*gone/
  ],
  ["an --out that is a folder", (s) => ["--strategy", s, "--grid", grid, "--out", dir, recording], "out", /a folder/]
]

describe("effect-bybit sweep, bad inputs", () => {
  it.live.each(cases)(
    "refuses %s: exit 1, one JSON line on stderr",
    ([, args, reason, message]) =>
      Effect.gen(function* () {
        const files = yield* Effect.promise(() => compiled(["src/Cli/bin.ts", "examples/sweep/strategy.ts"]))
        const { running } = yield* sweep(args(files.get("examples/sweep/strategy.ts") ?? ""))
        const code = yield* Effect.promise(() => running.exited)
        // Node's own warning, when it read an ES module as CommonJS, is not the CLI's: the CLI's line follows it
        const lines = running
          .stderr()
          .trim()
          .split("\n")
          .filter(
            (line) => !/^\(node:\d+\) Warning: Failed to load the ES module|^\(Use `node --trace-warnings/.test(line)
          )
        expect(code, running.stderr()).toBe(1)
        expect(lines.length, running.stderr()).toBe(1)
        const error = JSON.parse(lines[0] ?? "") as { _tag: string; reason: string; message: string }
        expect(error._tag).toBe("SweepError")
        expect(error.reason).toBe(reason)
        expect(error.message).toMatch(message)
      }),
    { timeout: 120_000 }
  )
})

// Counts the parser refuses (exit 2, usage and the error on stderr): Effect.forEach took --concurrency 0 or -3 as
// one at a time, and the sweep ran (exit 0), a silent fallback; a runner registered at port 0 is unreachable.
describe("effect-bybit sweep and runner, bad counts", () => {
  it.live.each([
    [
      "sweep --concurrency 0",
      (s: string) => ["sweep", "--strategy", s, "--grid", grid, "--concurrency", "0", recording]
    ],
    [
      "sweep --concurrency -3",
      (s: string) => ["sweep", "--strategy", s, "--grid", grid, "--concurrency", "-3", recording]
    ],
    [
      "runner --port 0",
      (s: string) => ["runner", "--postgres", "postgres://127.0.0.1:1/none", "--port", "0", "--strategy", s]
    ]
  ] as const)(
    "refuses %s: exit 2",
    ([, args]) =>
      Effect.gen(function* () {
        const files = yield* Effect.promise(() => compiled(["src/Cli/bin.ts", "examples/sweep/strategy.ts"]))
        const running = yield* Effect.acquireRelease(
          Effect.sync(() =>
            start(process.execPath, [
              files.get("src/Cli/bin.ts") ?? "",
              ...args(files.get("examples/sweep/strategy.ts") ?? "")
            ])
          ),
          (r) => Effect.sync(() => signalGroup(r, "SIGKILL"))
        )
        const code = yield* Effect.promise(() => running.exited)
        expect(code, running.stderr()).toBe(2)
        expect(running.stderr()).toMatch(/must be 1/)
      }),
    { timeout: 120_000 }
  )
})

// The storage's URL may hold a password: taken from EFFECT_BYBIT_POSTGRES_URL too (a command line shows it to `ps`),
// and never written out, even when the database cannot be reached.
describe("effect-bybit runner, the PostgreSQL URL from the environment", () => {
  it.live(
    "takes EFFECT_BYBIT_POSTGRES_URL without --postgres, and prints no part of its password",
    () =>
      Effect.gen(function* () {
        const files = yield* Effect.promise(() => compiled(["src/Cli/bin.ts", "examples/sweep/strategy.ts"]))
        const strategy = files.get("examples/sweep/strategy.ts") ?? ""
        const running = yield* Effect.acquireRelease(
          Effect.sync(() =>
            start(
              process.execPath,
              [files.get("src/Cli/bin.ts") ?? "", "runner", "--port", "34999", "--strategy", strategy],
              {
                env: {
                  ...process.env,
                  EFFECT_BYBIT_POSTGRES_URL: "postgres://bybit:pw-4f2a9c@127.0.0.1:1/none",
                  EFFECT_BYBIT_FLEET_SECRET: FleetTestSecret.fleetSecret
                }
              }
            )
          ),
          (r) => Effect.sync(() => signalGroup(r, "SIGKILL"))
        )
        const code = yield* Effect.promise(() => running.exited)
        const stdout = yield* Effect.promise(() => running.lines(10_000))
        const output = `${stdout.join("\n")}\n${running.stderr()}`
        // the flag was found (no usage error, exit 2): the runner tried the database and failed on it
        expect(code, output).toBe(1)
        expect(output).not.toMatch(/Missing|--postgres/)
        expect(output).not.toContain("pw-4f2a9c")
      }),
    { timeout: 120_000 }
  )
})
