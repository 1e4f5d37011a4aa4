import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as FileSystem from "effect/FileSystem"
import * as Layer from "effect/Layer"
import * as PlatformError from "effect/PlatformError"
import * as Schedule from "effect/Schedule"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Environment from "../../src/Layers/Environment.js"
import type * as Format from "../../src/Recording/Format.js"
import { Recorder } from "../../src/recording.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type * as Protocol from "../../src/Socket/Protocol.js"
import * as Harness from "../support/Harness.js"
import * as Recordings from "../support/Recordings.js"
import { spanNames } from "../support/SpanNames.js"
import { waitFor } from "../support/WaitFor.js"

// The recorder against the embedded exchange: real frames, real reconnects, files read back with the format's own
// decoders (test/support/Recordings.ts). Where the time the messages take is not the subject, the exchange runs on
// the TestClock with its frames handed over in this process (`simulated`): its ticks cost no real time.

const harness: Harness.Options = {
  seed: 7,
  tickMs: 50,
  credentials: false,
  socket: { reconnect: Schedule.spaced("30 millis") }
}

const T0 = Date.UTC(2026, 0, 1)

// The exchange in this process on the TestClock (it.effect): a tick is a TestClock step, a frame a scheduler task.
// (REST and WebSocket URLs at a port nothing listens on: a client that reached for a socket would fail)
const simulated: Harness.Options = {
  ...harness,
  startAt: T0,
  inProcess: true,
  environment: Environment.custom({ restUrl: "http://127.0.0.1:1", wsUrl: "ws://127.0.0.1:1", name: "emulator" })
}

const topics = Recorder.topics({ symbols: ["BTCUSDT"], depth: 50 })
const streams: Recorder.Streams = [{ category: "linear", topics }]

// Runs a recording to its end on the TestClock: the exchange's ticks (50 ms) pass ten per poll until it is done.
const toEnd = <A, E, R>(recording: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.forkChild(recording)
    yield* waitFor(() => fiber.pollUnsafe() !== undefined, "the recording's end", {
      nudge: "500 millis",
      nudgeEvery: 1
    })
    return yield* Fiber.join(fiber)
  })

const freshDirectory = () => mkdtempSync(`${tmpdir()}/recorder-`)

const withFiles = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.provide(effect, NodeFileSystem.layer as Layer.Layer<FileSystem.FileSystem>)

// Every frame of the topics a plain subscriber gets on the same client, from now on.
const plainSubscriber = Effect.gen(function* () {
  const socket = yield* BybitSocket.BybitSocket
  const frames: Array<Protocol.Frame> = []
  yield* Effect.forkScoped(
    Stream.runForEach(socket.subscribeV5(topics, "linear"), (frame) => Effect.sync(() => frames.push(frame)))
  )
  yield* waitFor(() => frames.length > 0, "the plain subscriber's first frame")
  return frames
})

// The recorded messages are the plain subscriber's, from where the recording starts, in order and each once.
const expectSameAsPlain = (recorded: ReadonlyArray<Format.MessageLine>, plain: ReadonlyArray<Protocol.Frame>) =>
  Effect.gen(function* () {
    const first = JSON.stringify(recorded[0]?.m)
    const start = plain.findIndex((frame) => JSON.stringify(frame) === first)
    expect(start).toBeGreaterThanOrEqual(0)
    yield* waitFor(() => plain.length >= start + recorded.length, "the plain subscriber to catch up")
    expect(recorded.map((line) => line.m)).toEqual(plain.slice(start, start + recorded.length))
  })

describe("Recorder", () => {
  it.effect("records the messages a plain subscriber gets, in order, with receive times, into a closed gzip file", () =>
    Harness.withEmulator(simulated, () =>
      Effect.gen(function* () {
        const plain = yield* plainSubscriber
        const directory = freshDirectory()
        const { value: summary, names } = yield* spanNames(
          Effect.gen(function* () {
            // the README quotes this line
            const recording = Recorder.record({ streams, directory, maxMessages: 60, prefix: "btc" })
            return yield* toEnd(recording)
          })
        )
        expect(summary).toMatchObject({ messages: 60, gaps: 0, part: 0, done: true })
        // a named, traced call: its span, and the recorder's below it (then the subscription's, on the socket)
        expect(names.slice(0, 2)).toEqual(["Recorder.record", "Recorder.make"])
        const files = Recordings.readDirectory(directory)
        expect(files.map((file) => file.path)).toEqual(summary.files)
        const [file] = files
        expect(file?.path).toMatch(/\/btc-\d{8}T\d{9}Z-00000\.jsonl\.gz$/)
        expect(file?.header).toMatchObject({ environment: "emulator", part: 0, streams })
        expect(file?.end?.end).toEqual({ messages: 60, gaps: 0 })
        const recorded = Recordings.messages(files)
        expect(recorded).toHaveLength(60)
        const times = recorded.map((line) => line.r)
        expect(times).toEqual([...times].sort((a, b) => a - b))
        expect(recorded.every((line) => line.c === "linear")).toBe(true)
        yield* expectSameAsPlain(recorded, plain)
      })
    ).pipe(withFiles)
  )

  it.effect("rotation by size: several files, parts 0, 1, 2, …, every message exactly once and in order", () =>
    Harness.withEmulator(simulated, () =>
      Effect.gen(function* () {
        const plain = yield* plainSubscriber
        const directory = freshDirectory()
        // one byte: every file rotates as soon as the compressor has handed it anything
        const summary = yield* toEnd(Recorder.record({ streams, directory, maxMessages: 80, rotateBytes: 1 }))
        const files = Recordings.readDirectory(directory)
        expect(files.length).toBeGreaterThan(1)
        expect(files.map((file) => file.header.part)).toEqual(files.map((_, i) => i))
        expect(files.map((file) => file.path)).toEqual(summary.files)
        for (const file of files) {
          const count = file.lines.filter((line) => "m" in line).length
          expect(file.end?.end).toEqual({ messages: count, gaps: 0 })
        }
        const starts = files.map((file) => file.header.startedAt)
        expect(starts).toEqual([...starts].sort((a, b) => a - b))
        const recorded = Recordings.messages(files)
        expect(recorded).toHaveLength(80)
        yield* expectSameAsPlain(recorded, plain)
      })
    ).pipe(withFiles)
  )

  it.effect("rotation by time (TestClock): a new part every period, each closed with its end line", () =>
    Harness.withEmulator(
      {
        ...harness,
        tickMs: 5000,
        startAt: T0,
        socket: { pingInterval: "1 hour", silenceTimeout: "2 hours", reconnect: Schedule.spaced("50 millis") }
      },
      () =>
        Effect.gen(function* () {
          const directory = freshDirectory()
          const scope = yield* Scope.make()
          const recorder = yield* Scope.provide(
            Recorder.make({ streams, directory, rotateEvery: "1 minute", compress: false }),
            scope
          )
          // the exchange ticks every 5 s: the clock moves a tick at a time, to a minute and to two
          for (const part of [1, 2]) {
            for (let tick = 0; tick < 12; tick++) yield* TestClock.adjust("5 seconds")
            yield* waitFor(
              Effect.map(recorder.current, (p) => p.part === part),
              `part ${part}`
            )
          }
          const last = yield* recorder.stop
          yield* Scope.close(scope, Exit.void)
          const files = Recordings.readDirectory(directory)
          expect(files.map((file) => file.header.part)).toEqual([0, 1, 2])
          expect(files.map((file) => file.header.startedAt - T0)).toEqual([0, 60_000, 120_000])
          expect(files.map((file) => file.path)).toEqual(last.files)
          expect(files.every((file) => file.end !== undefined)).toBe(true)
          expect(files[0]?.end?.r).toBe(T0 + 60_000)
          expect(Recordings.messages(files)).toHaveLength(last.messages)
        })
    ).pipe(withFiles)
  )

  it.live("a dropped connection is written as a gap, followed by a fresh snapshot of the book", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const directory = freshDirectory()
        const scope = yield* Scope.make()
        const recorder = yield* Scope.provide(Recorder.make({ streams, directory }), scope)
        yield* waitFor(
          Effect.map(recorder.current, (p) => p.messages >= 10),
          "ten messages"
        )
        emulator.admin.apply({ op: "drop-sockets", market: "linear" })
        yield* waitFor(
          Effect.map(recorder.current, (p) => p.gaps >= 1),
          "the gap"
        )
        const atGap = (yield* recorder.current).messages
        yield* waitFor(
          Effect.map(recorder.current, (p) => p.messages >= atGap + 10),
          "ten messages after the gap"
        )
        const last = yield* recorder.stop
        yield* Scope.close(scope, Exit.void)
        const [file] = Recordings.readDirectory(directory)
        const lines = file?.lines ?? []
        const gapAt = lines.findIndex((line) => "gap" in line)
        expect(lines[gapAt]).toMatchObject({ c: "linear", gap: { reason: expect.any(String), kind: "disconnected" } })
        expect(file?.end?.end).toEqual({ messages: last.messages, gaps: last.gaps, kinds: { disconnected: last.gaps } })
        expect(last.gapKinds.disconnected).toBe(last.gaps)
        // the book's first message after the gap is a snapshot
        const book = lines
          .slice(gapAt + 1)
          .find((line): line is Format.MessageLine => "m" in line && line.m.topic === "orderbook.50.BTCUSDT")
        expect(book?.m.type).toBe("snapshot")
      })
    ).pipe(withFiles)
  )

  it.live("the emulator has no socket of the recorder once its scope is closed", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const directory = freshDirectory()
        yield* Effect.scoped(
          Effect.gen(function* () {
            const recorder = yield* Recorder.make({ streams, directory })
            yield* waitFor(
              Effect.map(recorder.current, (p) => p.messages >= 5),
              "five messages"
            )
            expect(emulator.admin.wsConnections()).toBe(1)
          })
        )
        yield* waitFor(() => emulator.admin.wsConnections() === 0, "no socket at the emulator")
        const [file] = Recordings.readDirectory(directory)
        expect(file?.end).toBeDefined()
      })
    ).pipe(withFiles)
  )

  it.live("refused topics fail with the socket layer's typed errors before anything is written", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const directory = `${freshDirectory()}/never`
        const unknown = yield* Effect.flip(
          Recorder.record({ streams: [{ category: "linear", topics: ["orderbook.50.NOSUCHUSDT"] }], directory })
        )
        expect(unknown._tag).toBe("SubscribeFailed")
        const invalid = yield* Effect.flip(
          Recorder.record({ streams: [{ category: "linear", topics: ["wallet"] }], directory })
        )
        expect(invalid._tag).toBe("InvalidTopics")
        const exists = yield* Effect.flatMap(FileSystem.FileSystem, (fs) => fs.exists(directory))
        expect(exists).toBe(false)
      })
    ).pipe(withFiles)
  )

  it.live("an unwritable path fails with PathUnwritable", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const notADirectory = `${freshDirectory()}/file`
        writeFileSync(notADirectory, "")
        const error = yield* Effect.flip(Recorder.record({ streams, directory: `${notADirectory}/recordings` }))
        expect(error._tag).toBe("PathUnwritable")
        expect((error as Recorder.PathUnwritable).path).toBe(`${notADirectory}/recordings`)
      })
    ).pipe(withFiles)
  )

  it.live("a full disk (ENOSPC) fails with DiskFull naming the file", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const directory = freshDirectory()
        const error = yield* Effect.flip(Recorder.record({ streams, directory, compress: false }))
        expect(error._tag).toBe("DiskFull")
        expect((error as Recorder.DiskFull).path).toMatch(/\/recording-.*-00000\.jsonl$/)
      })
    ).pipe(Effect.provide(diskOf(4_000)))
  )
})

// The Node file system, with a disk that is full once `capacity` bytes were written to it.
const diskOf = (capacity: number): Layer.Layer<FileSystem.FileSystem> =>
  Layer.effect(
    FileSystem.FileSystem,
    Effect.map(FileSystem.FileSystem, (fs): FileSystem.FileSystem => {
      let used = 0
      const full = (path: string) =>
        PlatformError.systemError({
          _tag: "Unknown",
          module: "FileSystem",
          method: "writeAll",
          pathOrDescriptor: path,
          cause: Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" })
        })
      return {
        ...fs,
        open: (path, options) =>
          Effect.map(fs.open(path, options), (file) =>
            Object.assign(Object.create(file) as FileSystem.File, {
              writeAll: (bytes: Uint8Array) => {
                used += bytes.length
                return used > capacity ? Effect.fail(full(path)) : file.writeAll(bytes)
              }
            })
          )
      }
    })
  ).pipe(Layer.provide(NodeFileSystem.layer))
