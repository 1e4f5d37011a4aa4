import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as FileSystem from "effect/FileSystem"
import type * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import type * as Faults from "../../src/Emulator/Faults.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as Format from "../../src/Recording/Format.js"
import { Recorder } from "../../src/recording.js"
import type { Book } from "../../src/Socket/BookView.js"
import { LocalBook } from "../../src/Socket/LocalBook.js"
import * as OrderBook from "../../src/Socket/OrderBook.js"
import * as Harness from "../support/Harness.js"
import * as Recordings from "../support/Recordings.js"
import { waitFor } from "../support/WaitFor.js"

// Faults injected at the source while the recorder listens to the embedded exchange: a dropped book delta (skip-delta),
// a frame that is not JSON (malformed) and a frame cut short (truncated). Each must give exactly one gap line with its
// kind and one resync (the topic subscribed again, a fresh snapshot), and no delta may follow on across a hole. Then
// the recording is replayed through the emulator to a client keeping the library's order book: after each resync its
// book is the source's, as the snapshot that followed recorded it, and it never sees a hole.

const harness: Harness.Options = {
  seed: 7,
  tickMs: 50,
  credentials: false,
  socket: { reconnect: Schedule.spaced("30 millis") }
}

const TOPIC = "orderbook.50.BTCUSDT"
const streams: Recorder.Streams = [{ category: "linear", topics: Recorder.topics({ symbols: ["BTCUSDT"], depth: 50 }) }]
const patient = { timeout: "60 seconds" } as const
// the recording runs on the TestClock with the exchange in this process: four ticks (50 ms) pass at each poll that
// found the awaited state absent, so the exchange moves only as fast as the recorder keeps up, at no real time
const ticking = { ...patient, nudge: "200 millis", nudgeEvery: 1 } as const
const T0 = Date.UTC(2026, 0, 1)

const withFiles = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.provide(effect, NodeFileSystem.layer as Layer.Layer<FileSystem.FileSystem>)

type Injected = "sequence" | "malformed" | "truncated"

const commands: Record<Injected, Faults.Command> = {
  sequence: { op: "skip-delta", symbol: "BTCUSDT" },
  malformed: { op: "malformed-frames" },
  truncated: { op: "malformed-frames", truncated: true }
}

// five rounds of the three faults
const injected: ReadonlyArray<Injected> = Array.from(
  { length: 15 },
  (_, k) => (["sequence", "malformed", "truncated"] as const)[k % 3] as Injected
)

const gapLines = (lines: ReadonlyArray<Format.Line>) => lines.filter((line): line is Format.GapLine => "gap" in line)

/** Records while the faults are injected one at a time, each once the last one's resync came; the files' lines. */
const recordWithFaults = Harness.withEmulator({ ...harness, startAt: T0, inProcess: true }, (emulator) =>
  Effect.gen(function* () {
    const directory = mkdtempSync(`${tmpdir()}/recorder-gaps-`)
    const scope = yield* Scope.make()
    const recorder = yield* Scope.provide(Recorder.make({ streams, directory, compress: false }), scope)
    yield* waitFor(
      Effect.map(recorder.current, (p) => p.messages >= 10),
      "ten messages",
      ticking
    )
    for (const fault of injected) {
      const before = yield* recorder.current
      emulator.admin.apply(commands[fault])
      // written, and nothing waits for its fresh snapshot any more; then a few messages more
      yield* waitFor(
        Effect.map(recorder.current, (p) => p.gaps === before.gaps + 1 && p.waiting === 0),
        `the ${fault} gap and its resync`,
        ticking
      )
      const resynced = (yield* recorder.current).messages
      yield* waitFor(
        Effect.map(recorder.current, (p) => p.messages >= resynced + 5),
        "five messages after the resync",
        ticking
      )
    }
    const last = yield* recorder.stop
    yield* Scope.close(scope, Exit.void)
    return { last, files: Recordings.readDirectory(directory) }
  })
).pipe(withFiles, Effect.provide(TestClock.layer()))

/** The recording's book (its first 50 levels) after each book line, by its `u`, as a client applying it keeps it. */
const recordedBooks = (lines: ReadonlyArray<Format.Line>): Map<number, Book> => {
  const book = new LocalBook("BTCUSDT", "linear", 50, true)
  const byU = new Map<number, Book>()
  for (const line of lines) {
    if ("gap" in line && Recordings.hits(line, "linear", TOPIC)) book.clear()
    if (!("m" in line) || line.m.topic !== TOPIC) continue
    expect(book.apply(line.m as unknown as Parameters<LocalBook["apply"]>[0])).toMatch(/^(snapshot|applied)$/)
    byU.set(book.u, book.view(50))
  }
  return byU
}

const levels = (book: Book | undefined) =>
  book === undefined ? undefined : { b: [book.bidPrices, book.bidSizes], a: [book.askPrices, book.askSizes], u: book.u }

/**
 * Replays the lines through the emulator on the TestClock, a line's time at a time, to a client keeping the
 * `orderbook.50` book; at every resync snapshot, once the client's book reached the last book line played, it is the
 * recording's at that `u`. Answers every event the client saw.
 */
const replayToClient = (lines: ReadonlyArray<Format.Line>) =>
  Effect.gen(function* () {
    const start = (lines[0] as Format.Line).r
    const byU = recordedBooks(lines)
    const followed = Recordings.followBook(lines, "linear", TOPIC)
    // a resync is checked once every line of its time was played (the clock moves a line's time at a time)
    const checkpoints = new Set(
      followed.resyncs.flatMap(({ next }) => {
        if (next === undefined) return []
        let at = next.at
        while ((lines[at + 1] as Format.Line | undefined)?.r === next.line.r) at++
        return [at]
      })
    )
    return yield* Harness.withEmulator(
      { seed: 3, startAt: start, credentials: false, inProcess: true, market: Replay.from(lines, { speed: 1 }) },
      () =>
        Effect.gen(function* () {
          const events: Array<OrderBook.Event> = []
          yield* Effect.forkScoped(
            Stream.runForEach(OrderBook.stream("BTCUSDT", 50, "linear"), (event) =>
              Effect.sync(() => events.push(event))
            )
          )
          const lastBook = () => events.filter((e): e is Book => e._tag !== "BookReset").at(-1)
          yield* waitFor(() => lastBook() !== undefined, "the client's first book", patient)
          let now = start
          let played: number | undefined
          let checked = 0
          for (let at = 0; at < lines.length; at++) {
            const line = lines[at] as Format.Line
            if (line.r > now) {
              yield* TestClock.adjust(line.r - now)
              now = line.r
            }
            if ("m" in line && line.m.topic === TOPIC) played = (line.m.data as { readonly u: number }).u
            if (!checkpoints.has(at)) continue
            const u = played
            yield* waitFor(() => lastBook()?.u === u, `the client's book at u ${u}`, patient)
            expect(levels(lastBook())).toEqual(levels(byU.get(u as number)))
            checked++
          }
          return { events, checked }
        })
    )
  }).pipe(Effect.provide(TestClock.layer()))

describe("Recorder: no silent holes", () => {
  it.live(
    "skip-delta, malformed and truncated faults: one gap line with its kind and one resync each, no delta across a hole; a replay keeps a client's book the source's",
    () =>
      Effect.gen(function* () {
        const { last, files } = yield* recordWithFaults
        const lines = files.flatMap((file) => file.lines)

        // exactly one gap line per fault, in order, each with its kind; counted in the progress and the end lines
        const gaps = gapLines(lines)
        expect(gaps.map((line) => line.gap.kind)).toEqual(injected)
        expect(last.gaps).toBe(injected.length)
        expect(last.gapKinds).toEqual({ disconnected: 0, sequence: 5, malformed: 5, truncated: 5, shape: 0 })
        expect(files.map((file) => file.end?.end.kinds)).toEqual([{ sequence: 5, malformed: 5, truncated: 5 }])
        // a dropped delta names the book; a frame that is not JSON cannot be read for its topic: the whole market
        for (const line of gaps.filter((l) => l.gap.kind === "sequence")) expect(line.gap.topic).toBe(TOPIC)
        for (const line of gaps.filter((l) => l.gap.kind === "malformed")) expect(line.gap.topic).toBeUndefined()

        // no delta follows on across a hole: between gap lines `u` grows by one, and a gap is followed by a snapshot
        const book = Recordings.followBook(lines, "linear", TOPIC)
        expect(book.jumps).toEqual([])
        expect(book.resyncs.length).toBeGreaterThanOrEqual(5 + 5)
        for (const resync of book.resyncs) expect(resync.next?.snapshot).toBe(true)
        // one resync per gap that hit the book: no other snapshot than the first and theirs
        expect(book.books.filter((b) => b.snapshot)).toHaveLength(1 + book.resyncs.length)
        // a gap of another topic (a truncated ticker frame): its next message is a snapshot too
        for (const line of gaps.filter((l) => l.gap.topic?.startsWith("tickers.") === true)) {
          const after = lines.slice(lines.indexOf(line) + 1)
          const next = after.find((l): l is Format.MessageLine => "m" in l && l.m.topic === line.gap.topic)
          expect(next?.m.type).toBe("snapshot")
        }

        // the replay: the client's book is the recording's at every resync, and it never saw a hole of its own
        const replayed = yield* replayToClient(lines)
        expect(replayed.checked).toBeGreaterThanOrEqual(book.resyncs.filter((r) => r.next !== undefined).length)
        expect(replayed.events.filter((e) => e._tag === "BookReset")).toEqual([])
      }),
    120_000
  )
})
