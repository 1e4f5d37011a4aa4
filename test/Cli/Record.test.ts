import { existsSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AdminHttp from "../support/AdminHttp.js"
import { compiledOne } from "../support/Compiled.js"
import { type Ready, type Running, signalGroup, start } from "../support/EmulatorProcess.js"
import * as Recordings from "../support/Recordings.js"
import { waitFor, waitForValue } from "../support/WaitFor.js"

// `effect-bybit record …` as `npx effect-bybit` runs it (src/Cli/bin.ts, compiled once here), recording from
// `effect-bybit emulator` in another process; both stopped with the test's scope if a test leaves them running.
const launch = (args: ReadonlyArray<string>) =>
  Effect.acquireRelease(
    Effect.promise(async () => start(process.execPath, [await compiledOne("src/Cli/bin.ts"), ...args])),
    (running) => Effect.sync(() => signalGroup(running, "SIGKILL"))
  )

const await_ = <A>(promise: Promise<A>) => Effect.promise(() => promise)

const emulatorReady = (running: Running) =>
  Effect.map(await_(running.lines(1)), ([first = ""]) => {
    expect(first.startsWith("{"), `stdout: ${first}\nstderr: ${running.stderr()}`).toBe(true)
    return JSON.parse(first) as Ready
  })

// The WebSockets open at the emulator, from its admin API, asked afresh each time the effect runs (a poll re-reading
// one promise saw the listing of before the recorder's reset reached the server, ten seconds long), each with its
// path, key, topics and half-open flag, so a socket left open names itself in a failure.
const openSockets = (emulator: Ready) =>
  Effect.promise(() =>
    AdminHttp.fetchAdmin(emulator, "sockets", { method: "GET" })
      .then((response) => response.json() as Promise<{ sockets: ReadonlyArray<unknown> }>)
      .then((body) => body.sockets)
  )

const progressed = (running: Running) => /record: [1-9]\d* messages/.test(running.stderr())

describe("effect-bybit record", () => {
  it.live(
    "records from an emulator process, prints progress on stderr, stops on SIGTERM with 0, the file closed with its end line and no socket left",
    () =>
      Effect.gen(function* () {
        const emulator = yield* emulatorReady(yield* launch(["emulator", "--port", "0", "--seed", "3"]))
        const directory = mkdtempSync(`${tmpdir()}/record-cli-`)
        const recorder = yield* launch([
          "record",
          "--base-url",
          emulator.rest,
          "--category",
          "linear",
          "--symbol",
          "BTCUSDT",
          "--depth",
          "50",
          "--topics",
          "orderbook,trades,tickers",
          "--out",
          directory,
          "--rotate-mb",
          "64"
        ])
        yield* waitFor(() => progressed(recorder), "a progress line with messages", { timeout: "60 seconds" })
        expect(yield* openSockets(emulator)).toHaveLength(1)
        signalGroup(recorder, "SIGTERM")
        expect(yield* await_(recorder.exited)).toBe(0)
        const [summaryLine = ""] = yield* await_(recorder.lines(1))
        const summary = JSON.parse(summaryLine) as {
          messages: number
          gaps: number
          gapKinds: Record<string, number>
          files: ReadonlyArray<string>
        }
        expect(summary.gapKinds).toEqual({ disconnected: 0, sequence: 0, malformed: 0, truncated: 0, shape: 0 })
        const files = Recordings.readDirectory(directory)
        expect(files.map((file) => file.path)).toEqual(summary.files)
        expect(files).toHaveLength(1)
        const [file] = files
        expect(file?.header).toMatchObject({
          environment: emulator.ws.linear?.replace(/\/v5\/public\/linear$/, ""),
          part: 0,
          streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT", "tickers.BTCUSDT"] }]
        })
        expect(file?.end?.end).toEqual({ messages: summary.messages, gaps: summary.gaps })
        expect(Recordings.messages(files)).toHaveLength(summary.messages)
        yield* waitForValue(openSockets(emulator), (sockets) => sockets.length === 0, "no socket left at the emulator")
      }),
    120_000
  )

  it.live(
    "a topic the exchange refuses: exit 1, the typed error as JSON on stderr, no file",
    () =>
      Effect.gen(function* () {
        const emulator = yield* emulatorReady(yield* launch(["emulator", "--port", "0"]))
        const directory = `${mkdtempSync(`${tmpdir()}/record-cli-`)}/never`
        const recorder = yield* launch([
          "record",
          "--base-url",
          emulator.rest,
          "--symbol",
          "NOSUCH",
          "--out",
          directory
        ])
        expect(yield* await_(recorder.exited)).toBe(1)
        expect(JSON.parse(recorder.stderr())).toMatchObject({ _tag: "SubscribeFailed" })
        expect(existsSync(directory)).toBe(false)
      }),
    120_000
  )
})
