/**
 * A run's recording as the run reads it (`SweepRun`): the lines come off the file as the replay takes them, and a
 * line the replay took is let go, so a run over a week of recording holds about as many lines as a run over a minute.
 * While the replay waits for lines being read (`reading`), the run's drive waits too: it moves the clock only when
 * the replay sleeps, never while what it would apply first is still on the disk.
 *
 * Read from a file, the feed is the recording reader's stream (`Reader.read`: gzip, ZIP, imported history files,
 * each checked as it is read); a folder is a recorder's folder, its rotated parts (`.jsonl`, `.jsonl.gz`) read one
 * after another; a line that fails to read (a corrupt line, a file cut short) fails the run there, with
 * the same `SweepError` a check of the whole file gives (`checkRecording`). A sweep opens each recording this way
 * before its runs (`probe`: its first lines read, then let go) and leaves the rest to them: a recording is read
 * through once a run, never before. Lines in memory make a feed too, the replay then taking the array as it is (a
 * test's reference: the same report, byte for byte).
 *
 * @since 2.0.0
 */
import * as path from "node:path"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import type * as Arr from "effect/Array"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as FileSystem from "effect/FileSystem"
import * as Pull from "effect/Pull"
import type * as Scope from "effect/Scope"
import * as Stream from "effect/Stream"
import * as Format from "../Recording/Format.js"
import * as Reader from "../Recording/Reader.js"
import { describe, SweepError } from "./SweepError.js"

/**
 * A run's recording: the lines read so far (by index from the first line of the recording), what the replay plays,
 * and the reads ahead the drive asks for.
 *
 * @since 2.0.0
 * @category models
 */
export interface Feed {
  /** The first line's receive time. */
  readonly first: number
  /** The lines read so far. */
  readonly read: () => number
  /** Whether every line was read. */
  readonly done: () => boolean
  /** The last line's receive time, once every line was read. */
  readonly last: () => number | undefined
  /** Whether the replay waits for lines being read. */
  readonly reading: () => boolean
  /** The lines in memory now. */
  readonly held: () => number
  /** The most lines in memory at once so far. */
  readonly peak: () => number
  /** What the replay plays. */
  readonly lines: Stream.Stream<Format.Line, Format.RecordingError> | ReadonlyArray<Format.Line>
}

// A recording's files: the file named, or the parts in the folder named (a recorder's folder: its rotated parts,
// `.jsonl` or `.jsonl.gz`, which the reader orders by start time and part). Anything else is read as named (the
// reader's error then names it); a folder with no part is refused by name (read as a file, it failed as one).
const inputsOf = (
  recording: string
): Effect.Effect<ReadonlyArray<string>, Format.RecordingError, FileSystem.FileSystem> =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const info = yield* Effect.option(fs.stat(recording))
    if (info._tag === "None" || info.value.type !== "Directory") return [recording]
    const names = yield* fs.readDirectory(recording).pipe(Effect.orElseSucceed((): ReadonlyArray<string> => []))
    const parts = names.filter((name) => /\.jsonl(\.gz)?$/.test(name)).sort()
    if (parts.length > 0) return parts.map((name) => path.join(recording, name))
    const reason = "a folder with no recording part in it (.jsonl, .jsonl.gz)"
    return yield* new Format.RecordingError({ file: recording, line: 0, reason })
  })

// The lines of a recording (a file or a folder of parts), checked as they are read.
const recordingLines = (recording: string): Stream.Stream<Format.Line, Format.RecordingError> =>
  Stream.unwrap(Effect.map(inputsOf(recording), (inputs) => Reader.read(inputs))).pipe(
    Stream.provide(NodeFileSystem.layer)
  )

const noLine = (recording: string) => new SweepError({ reason: "recording", message: `${recording} holds no line` })

const recordingError = (cause: unknown) => new SweepError({ reason: "recording", message: describe(cause) })

/**
 * Lines in memory, played as they are (`Replay.from` counts them and reads their topics).
 *
 * @since 2.0.0
 * @category constructors
 */
export const fromLines = (recording: string, lines: ReadonlyArray<Format.Line>): Effect.Effect<Feed, SweepError> =>
  lines.length === 0
    ? Effect.fail(noLine(recording))
    : Effect.succeed({
        first: (lines[0] as Format.Line).r,
        read: () => lines.length,
        done: () => true,
        last: () => (lines[lines.length - 1] as Format.Line).r,
        reading: () => false,
        held: () => lines.length,
        peak: () => lines.length,
        lines
      })

// Lines let go at once, at least (a shift of the array's head is a copy of the rest)
const dropAtOnce = 512
// Lines read ahead of the replay at a time, at least (each read a turn of the event loop the run waits for)
const readAhead = 512

/**
 * The recording at `recording`, read as the replay takes it (see the module's description). Its reads end with the
 * scope.
 *
 * @since 2.0.0
 * @category constructors
 */
export const open = (recording: string): Effect.Effect<Feed, SweepError, Scope.Scope> =>
  Effect.gen(function* () {
    const pull = yield* Stream.toPull(recordingLines(recording))
    // lines[k] is line base + k; the replay took the lines before `taken`
    let lines: Array<Format.Line> = []
    let base = 0
    let taken = 0
    let ended = false
    let reading = false
    // the receive time of the last line read
    let lastAt = Number.NEGATIVE_INFINITY
    let peak = 0
    const read = () => base + lines.length
    const readMore: Effect.Effect<void, Format.RecordingError> = pull.pipe(
      Effect.flatMap((chunk: Arr.NonEmptyReadonlyArray<Format.Line>) =>
        Effect.sync(() => {
          for (const line of chunk) {
            lines.push(line)
            lastAt = line.r
          }
          peak = Math.max(peak, lines.length)
        })
      ),
      Pull.catchDone(() =>
        Effect.sync(() => {
          ended = true
        })
      )
    )
    const readWhile = (more: () => boolean): Effect.Effect<void, Format.RecordingError> =>
      Effect.whileLoop({ while: () => !ended && more(), body: () => readMore, step: () => undefined })
    const drop = () => {
      const k = taken - base
      if (k >= dropAtOnce) {
        lines = lines.slice(k)
        base += k
      }
    }
    // The replay's pull: the lines read and not yet taken, read on demand (a line that fails to read fails the
    // replay with the reader's error, which the run reports as a check of the file would)
    const take: Pull.Pull<Arr.NonEmptyReadonlyArray<Format.Line>, Format.RecordingError, void> = Effect.suspend(() => {
      if (taken < read()) {
        const chunk = lines.slice(taken - base) as unknown as Arr.NonEmptyReadonlyArray<Format.Line>
        taken = read()
        drop()
        return Effect.succeed(chunk)
      }
      if (ended) return Cause.done()
      reading = true
      const target = read() + readAhead
      return readWhile(() => read() < target).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            reading = false
          })
        ),
        Effect.andThen(take)
      )
    })
    yield* readWhile(() => read() < readAhead).pipe(Effect.mapError(recordingError))
    const first = lines[0]
    if (first === undefined) return yield* noLine(recording)
    const feed: Feed = {
      first: first.r,
      read,
      done: () => ended,
      last: () => (ended ? lastAt : undefined),
      reading: () => reading,
      held: () => lines.length,
      peak: () => peak,
      lines: Stream.fromPull(Effect.succeed(take))
    }
    return feed
  })

/**
 * Opens a recording as a run does (`open`) and lets it go: the file (or folder) is there and readable, its format
 * is recognised and its first lines (the read-ahead: 512) decode. What a sweep checks of each recording before any
 * run starts; the rest of the file is checked by each run as it reads (a week's file is not read through first).
 *
 * @since 2.0.0
 * @category constructors
 */
export const probe = (recording: string): Effect.Effect<void, SweepError> =>
  Effect.scoped(Effect.asVoid(open(recording)))

/**
 * Reads a recording through, checking every line, and holding none (`SweepRun.checkRecording`): a check of the whole
 * file on purpose, as a run's reads would find it.
 *
 * @since 2.0.0
 * @category constructors
 */
export const check = (recording: string): Effect.Effect<void, SweepError> =>
  Stream.runCount(recordingLines(recording)).pipe(
    Effect.mapError(recordingError),
    Effect.flatMap((count) => (count === 0 ? Effect.fail(noLine(recording)) : Effect.void))
  )

/**
 * A recording's lines, all in memory: what a run played before it read as it goes (`SweepRun.RunOptions.lines`, a
 * test's reference).
 *
 * @since 2.0.0
 * @category constructors
 * @internal
 */
export const linesOf = (recording: string): Effect.Effect<ReadonlyArray<Format.Line>, SweepError> =>
  Stream.runCollect(recordingLines(recording)).pipe(Effect.mapError(recordingError))
