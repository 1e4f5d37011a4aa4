import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Logger from "effect/Logger"
import * as EmulatorCommand from "../../src/Cli/EmulatorCommand.js"
import { Emulator } from "../../src/emulator.js"
import * as Format from "../../src/Recording/Format.js"
import { compiledOne } from "../support/Compiled.js"
import { signalGroup, start } from "../support/EmulatorProcess.js"
import { waitFor } from "../support/WaitFor.js"

// `effect-bybit emulator --replay FILES`: the options the flags become, over files on disk read by the recording
// reader (recordings closed by their end line, a file cut short, a Tardis.dev dataset), and the command itself.

const T = 1_767_225_600_000
const header = (part: number): Format.Header => ({
  format: Format.formatName,
  version: Format.version,
  startedAt: T,
  environment: "emulator",
  part,
  streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT"] }]
})
const bookLine = (
  r: number,
  type: "snapshot" | "delta",
  b: Array<[string, string]>,
  a: Array<[string, string]>,
  u: number
) =>
  Format.encode({
    r,
    c: "linear",
    m: { topic: "orderbook.50.BTCUSDT", type, ts: r, data: { s: "BTCUSDT", b, a, u, seq: u } }
  })
const end = (r: number, messages: number) => Format.encode({ r, end: { messages, gaps: 0 } })

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "replay-"))
const reportFile = path.join(dir, "report.json")
const write = (name: string, text: string): string => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, name.endsWith(".gz") ? zlib.gzipSync(text) : text)
  return file
}

// Two parts of one recording, as the recorder rotates them: each closed by its end line (`cut` drops the first's).
const twoParts = (name: string, cut: boolean) => [
  write(
    `${name}-0.jsonl.gz`,
    Format.encode(header(0)) +
      bookLine(T, "snapshot", [["59999.00", "1.000"]], [["60001.00", "2.000"]], 1) +
      (cut ? "" : end(T + 50, 1))
  ),
  write(
    `${name}-1.jsonl.gz`,
    Format.encode({ ...header(1), startedAt: T + 60 }) +
      bookLine(T + 60, "snapshot", [["59999.00", "1.000"]], [["60001.00", "2.000"]], 1) +
      bookLine(
        T + 100,
        "delta",
        [["59998.00", "0.500"]],
        [
          ["60001.00", "0"],
          ["60002.00", "3.000"]
        ],
        2
      ) +
      end(T + 200, 2)
  )
]

const settings = (files: ReadonlyArray<string>, truncated?: "gap" | "fail") => ({
  port: 0,
  host: "127.0.0.1",
  seed: 1,
  replay: files,
  speed: "max" as const,
  // at max the command waits for a subscription by default: these tests read the book over REST
  start: "now" as const,
  ...(truncated === undefined ? {} : { truncated })
})

/** An emulator of the command's options, with the warnings it logs. */
const replaying = (files: ReadonlyArray<string>, truncated?: "gap" | "fail") =>
  Effect.gen(function* () {
    const warnings: Array<string> = []
    const capture = Logger.make(({ message }) => {
      warnings.push((Array.isArray(message) ? message : [message]).map(String).join(" "))
    })
    const options = yield* EmulatorCommand.emulatorOptions(settings(files, truncated))
    const handle = yield* Emulator.make(options).pipe(Effect.provide(Logger.layer([capture])))
    const i = handle.admin.exchange.instrument("linear", "BTCUSDT")!
    const book = () => handle.admin.exchange.engine.depth(i, 5)
    return { handle, book, warnings }
  }).pipe(Effect.provide(NodeFileSystem.layer))

describe("emulator --replay", () => {
  it.live("replays the parts of a recording in order: the exchange's book is the recorded one", () =>
    Effect.gen(function* () {
      const { book } = yield* replaying(twoParts("whole", false))
      yield* waitFor(() => book().a[0]?.[0] === "60002.00", "the second part's delta")
      expect(book()).toMatchObject({
        b: [
          ["59999.00", "1.000"],
          ["59998.00", "0.500"]
        ],
        a: [["60002.00", "3.000"]]
      })
    })
  )

  it.live("a file cut short (no end line): by default read as a gap, with a warning, and the next part replays", () =>
    Effect.gen(function* () {
      const { book, warnings } = yield* replaying(twoParts("cut-gap", true))
      yield* waitFor(() => book().a[0]?.[0] === "60002.00", "the part after the cut")
      expect(warnings.join("\n")).toMatch(/cut-gap-0\.jsonl\.gz.*no end line.*read as a gap/)
    })
  )

  it.live(
    "a file cut short with --truncated fail: the replay stops at the cut with its error, the next part is not read",
    () =>
      Effect.gen(function* () {
        const files = twoParts("cut-fail", true)
        const { handle, book } = yield* replaying(files, "fail")
        // the replay's end fails with the error naming the file and the line where it was cut (the end line's place)
        const error = yield* Effect.flip(handle.replayEnded)
        expect(error).toMatchObject({ _tag: "RecordingError", file: files[0], line: 3 })
        expect(error.message).toMatch(/truncated: no end line/)
        expect(book()).toMatchObject({ b: [["59999.00", "1.000"]], a: [["60001.00", "2.000"]] })
        // the library's handle still answers (the command exits: see EmulatorReplayInput.test.ts)
        const time = yield* Effect.promise(() => fetch(`${handle.rest}/v5/market/time`).then((r) => r.json()))
        expect(time).toMatchObject({ retCode: 0 })
      })
  )

  it.live("a corrupt line stops the replay there, and its end fails with the error naming the file and line", () =>
    Effect.gen(function* () {
      const file = write(
        "corrupt.jsonl",
        Format.encode(header(0)) +
          bookLine(T, "snapshot", [["59999.00", "1.000"]], [["60001.00", "2.000"]], 1) +
          "{not json\n" +
          bookLine(T + 100, "delta", [], [["60002.00", "3.000"]], 2) +
          end(T + 200, 2)
      )
      const { handle, book } = yield* replaying([file])
      const error = yield* Effect.flip(handle.replayEnded)
      expect(error).toMatchObject({ _tag: "RecordingError", file, line: 3 })
      expect(book().a).toEqual([["60001.00", "2.000"]])
      const time = yield* Effect.promise(() => fetch(`${handle.rest}/v5/market/time`).then((r) => r.json()))
      expect(time).toMatchObject({ retCode: 0 })
    })
  )

  it.live(
    "the command replays a Tardis.dev incremental_book_L2 file: the book it serves is the dataset's last one; the report at the end",
    () =>
      Effect.acquireRelease(
        Effect.promise(async () => {
          const file = write(
            "bybit_incremental_book_L2_2026-01-01_BTCUSDT.csv.gz",
            [
              "exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount",
              "bybit,BTCUSDT,1767225600000000,1767225600001000,true,bid,60000,2",
              "bybit,BTCUSDT,1767225600000000,1767225600001000,true,ask,60001,3",
              "bybit,BTCUSDT,1767225600100000,1767225600101000,false,bid,60000,0",
              "bybit,BTCUSDT,1767225600100000,1767225600101000,false,bid,59999.5,4",
              "bybit,BTCUSDT,1767225600200000,1767225600202000,false,ask,60001,1.5"
            ].join("\n") + "\n"
          )
          const bin = await compiledOne("src/Cli/bin.ts")
          return start(process.execPath, [
            bin,
            "emulator",
            "--replay",
            file,
            "--speed",
            "max",
            "--start",
            "now",
            "--report",
            reportFile
          ])
        }),
        (running) => Effect.sync(() => signalGroup(running, "SIGKILL"))
      ).pipe(
        Effect.flatMap((running) =>
          Effect.gen(function* () {
            const [first = ""] = yield* Effect.promise(() => running.lines(1))
            expect(first.startsWith("{"), `stderr: ${running.stderr()}`).toBe(true)
            const { rest } = JSON.parse(first) as { rest: string }
            const book = () =>
              fetch(`${rest}/v5/market/orderbook?category=linear&symbol=BTCUSDT&limit=5`)
                .then((r) => r.json())
                .then((j) => (j as { result: { b: unknown; a: unknown } }).result)
            let last: { b: unknown; a: unknown } = { b: [], a: [] }
            yield* waitFor(
              Effect.promise(async () => {
                last = await book()
                return JSON.stringify(last.a) === JSON.stringify([["60001.00", "1.500"]])
              }),
              "the dataset's last update",
              { timeout: "60 seconds", interval: "100 millis" }
            )
            expect(last).toMatchObject({ b: [["59999.50", "4.000"]], a: [["60001.00", "1.500"]] })
            // the recording ended: the table on stderr, the JSON in the file (no account traded: the first one's)
            yield* waitFor(() => fs.existsSync(reportFile), "the report file", { timeout: "30 seconds" })
            // the table reaches stderr's pipe on its own time (the file may be written first)
            yield* waitFor(() => running.stderr().includes("The recording ended"), "the report on stderr", {
              timeout: "30 seconds"
            })
            expect(running.stderr()).toContain("The recording ended")
            expect(running.stderr()).toMatch(/Paper-trading report of uid \d+/)
            const written = JSON.parse(fs.readFileSync(reportFile, "utf8")) as ReadonlyArray<{ fills: unknown }>
            expect(written).toHaveLength(1)
            expect(written[0]?.fills).toEqual([])
          })
        )
      ),
    120_000
  )
})
