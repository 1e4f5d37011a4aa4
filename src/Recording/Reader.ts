/**
 * Reads recordings — and the history files `Tardis` and `BybitHistory` import — as one stream of recording lines in
 * receive-time order: the input a replay takes.
 *
 * - Each file is streamed and decompressed as it is consumed (gzip and a ZIP archive of one file are recognised by
 *   their first bytes, whatever the name; plain text is read as is): nothing reads a file whole, and a consumer that
 *   stops early stops the reads.
 * - A file's format is told by its first line: a recording's header, a Tardis CSV's columns, a Bybit history file's
 *   columns or first message. Anything else is refused with the file's name.
 * - Files are ordered as one recording: files with the same environment and streams are the parts of one series,
 *   read one after another by start time and part number; different series (other markets, other sources) are
 *   merged line by line by receive time `r` (at equal times, the series whose file was given first goes first).
 * - Bad input is a `Format.RecordingError` naming the file and the line (0 for the file as a whole): a missing file,
 *   an unknown format or another exchange's file, a corrupt line, lines out of receive-time order, a file cut short.
 *   It fails this read only; nothing else is stopped.
 *
 * A file cut short — a gzip stream that ends mid-way, a last line without its end, a recording without its end line
 * (a recorder that crashed or ran out of disk) — gives every line that is whole, then, by default, fails with a
 * `RecordingError` at the line where it stops (`truncated: "fail"`): a replay that went on would trade on a market
 * that silently stopped moving. With `truncated: "gap"` it ends instead with a gap line on each of the file's markets
 * (the next file's snapshot rebuilds the books, as after a reconnect) and a warning in the log. A file cut short
 * before it gave a line (a gzip stream that ends inside its first line or row) is refused in either mode: it has
 * nothing to replay and no time to put a gap at.
 *
 * A line longer than `Options.maxLineBytes` (16 MiB by default) is a `RecordingError` at its line; the read holds no
 * more of it than that.
 *
 * @since 1.1.0
 */
import type * as Arr from "effect/Array"
import * as Effect from "effect/Effect"
import type * as FileSystem from "effect/FileSystem"
import type * as Pull from "effect/Pull"
import * as Stream from "effect/Stream"
import * as BybitHistory from "./BybitHistory.js"
import * as Format from "./Format.js"
import type * as Import from "./Import.js"
import * as FileBytes from "./internal/fileBytes.js"
import * as FileLines from "./internal/fileLines.js"
import * as Merge from "./Merge.js"
import * as Tardis from "./Tardis.js"

/**
 * A file to read: its path, or its path with the market its symbol trades on (for a history file whose columns and
 * name cannot say; see `BybitHistory`).
 *
 * @since 1.1.0
 * @category models
 */
export type Input = string | { readonly path: string; readonly market?: Format.Market | undefined }

/**
 * How a read treats a file cut short: `fail` (the default) after its whole lines, or `gap`.
 *
 * @since 1.1.0
 * @category models
 */
export interface Options {
  readonly truncated?: "fail" | "gap" | undefined
  /** Bytes read from a file at a time (256 KiB by default). */
  readonly chunkSize?: number | undefined
  /**
   * The longest line read, in bytes (`defaultMaxLineBytes`, 16 MiB, by default; an imported file's line is counted
   * in characters of its text): a longer line is a `RecordingError` at its line, found once that many bytes of it
   * were read (a line is never held whole beyond the cap).
   */
  readonly maxLineBytes?: number | undefined
}

/**
 * The longest line a read takes by default (`Options.maxLineBytes`): 16 MiB, many times the largest message a
 * recorder of Bybit's streams writes (an option chain's ticker or a 1000-level book snapshot; their sizes in
 * docs/BENCHMARKS.md, "Figures quoted from code").
 *
 * @since 1.2.0
 * @category constants
 */
export const defaultMaxLineBytes = 16 * 1024 * 1024

const capOf = (options: Options): number => options.maxLineBytes ?? defaultMaxLineBytes

const { tooLong } = FileLines

/**
 * One file, recognised: its path, what it is, and its header (a recording's own, or one made for an imported file).
 *
 * @since 1.1.0
 * @category models
 */
export interface Source {
  readonly file: string
  readonly kind: string
  readonly header: Format.Header
  readonly detected: Import.Detected
}

/**
 * The files of a read, recognised, and their lines in order.
 *
 * @since 1.1.0
 * @category models
 */
export interface Recording {
  /** The files in the order their lines are read (series by series). */
  readonly sources: ReadonlyArray<Source>
  readonly lines: Stream.Stream<Format.Line, Format.RecordingError, FileSystem.FileSystem>
}

const defaultChunk = 256 * 1024
// Lines read to recognise a file: a Tardis book's first snapshot (up to 1000 levels a side) must fit.
const peekLines = 2100
const { unknownLine } = FileBytes

const bytes = (file: string, options: Options) => FileBytes.bytes(file, options.chunkSize ?? defaultChunk)

const text = (file: string, options: Options) => Stream.decodeText(bytes(file, options))

// The first whole lines of a file, read no further than they need; a line over the cap fails at its line. A cut or
// corrupt stream ends them (the read proper reports it with its line) unless it ends them before the first whole
// line: then the file cannot be told at all, and that is the error.
const firstLines = (
  file: string,
  options: Options,
  count: number
): Effect.Effect<ReadonlyArray<string>, Format.RecordingError, FileSystem.FileSystem> =>
  Effect.suspend(() => {
    const cap = capOf(options)
    const lines: Array<string> = []
    let rest = ""
    let failure: Format.RecordingError | undefined
    const take = (chunk: string): boolean => {
      if (chunk.indexOf("\n") < 0) rest += chunk
      else {
        const parts = (rest + chunk).split("\n")
        rest = parts.pop() ?? ""
        for (const part of parts) {
          if (part.length > cap) {
            failure = tooLong(file, lines.length + 1, cap)
            return false
          }
          lines.push(part.endsWith("\r") ? part.slice(0, -1) : part)
          if (lines.length >= count) return false
        }
      }
      if (rest.length <= cap) return true
      failure = tooLong(file, lines.length + 1, cap)
      return false
    }
    return Stream.runForEachWhile(text(file, options), (chunk) => Effect.sync(() => take(chunk))).pipe(
      Effect.flatMap(() => {
        if (failure !== undefined) return Effect.fail(failure)
        // the last line, without its newline
        if (lines.length < count && rest !== "") lines.push(rest)
        return Effect.succeed(lines)
      }),
      Effect.catchIf(
        (error) => error.line === unknownLine,
        (error) =>
          lines.length > 0
            ? Effect.succeed(lines)
            : Effect.fail(
                new Format.RecordingError({ file, line: 1, reason: `${error.reason}, before its first whole line` })
              )
      )
    )
  })

// Two lines tell a format; a Tardis book is read on to its first snapshot, whose size names the topic's depth.
const peek = (file: string, options: Options) =>
  Effect.flatMap(firstLines(file, options, 2), (lines) =>
    Tardis.readsOn(lines[0] ?? "") ? firstLines(file, options, peekLines) : Effect.succeed(lines)
  )

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)

const recording = (file: string, header: Format.Header): Import.Detected => ({
  kind: "recording",
  header,
  skip: 1,
  make: () => ({
    line: (line, n) => {
      const decoded = Format.decodeLine(line, file, n)
      return decoded instanceof Format.RecordingError ? decoded : [decoded]
    },
    end: () => []
  })
})

const unknownFormat = (file: string, first: string) =>
  new Format.RecordingError({
    file,
    line: 1,
    reason:
      `unknown format: the first line is ${JSON.stringify(first.slice(0, 80))} (read here: effect-bybit recordings; ` +
      "Tardis.dev CSV incremental_book_L2, trades, derivative_ticker of Bybit; Bybit trading, spot and order-book history)"
  })

/**
 * What a file is, from its first lines.
 *
 * @since 1.1.0
 * @category detection
 */
export const detect = (
  lines: ReadonlyArray<string>,
  file: string,
  options: Import.Options = {}
): Import.Detected | Format.RecordingError => {
  const first = (lines[0] ?? "").replace(/\r$/, "")
  if (first === "") return new Format.RecordingError({ file, line: 1, reason: "empty file" })
  if (first.startsWith("{")) {
    let json: unknown
    try {
      json = JSON.parse(first)
    } catch {
      json = undefined
    }
    if (!isRecord(json) || "format" in json || !("topic" in json)) {
      const header = Format.decodeHeader(first, file)
      return header instanceof Format.RecordingError ? header : recording(file, header)
    }
  }
  return Tardis.detect(lines, file, options) ?? BybitHistory.detect(lines, file, options) ?? unknownFormat(file, first)
}

const pathOf = (input: Input) => (typeof input === "string" ? input : input.path)

/**
 * Recognises one file from its first lines.
 *
 * @since 1.1.0
 * @category reading
 */
export const source = (
  input: Input,
  options: Options = {}
): Effect.Effect<Source, Format.RecordingError, FileSystem.FileSystem> => {
  const file = pathOf(input)
  return Effect.flatMap(peek(file, options), (lines) => {
    const detected = detect(lines, file, typeof input === "string" ? {} : { market: input.market })
    return detected instanceof Format.RecordingError
      ? Effect.fail(detected)
      : Effect.succeed({ file, kind: detected.kind, header: detected.header, detected })
  })
}

/**
 * The lines of one recognised file, in file order (checked to run forward in receive time).
 *
 * @since 1.1.0
 * @category reading
 */
export const lines = (
  src: Source,
  options: Options = {}
): Stream.Stream<Format.Line, Format.RecordingError, FileSystem.FileSystem> =>
  items(src, options, false) as Stream.Stream<Format.Line, Format.RecordingError, FileSystem.FileSystem>

// `lines`, or with `asScans` a recording's book and trade lines as their scans (`scans`).
const items = (
  src: Source,
  options: Options,
  asScans: boolean
): Stream.Stream<FileLines.Item, Format.RecordingError, FileSystem.FileSystem> =>
  Stream.transformPull(
    src.detected.kind === "recording" ? bytes(src.file, options) : text(src.file, options),
    (upstream: Pull.Pull<Arr.NonEmptyReadonlyArray<string | Uint8Array>, Format.RecordingError>) =>
      Effect.sync(() =>
        new FileLines.FileLines({
          file: src.file,
          header: src.header,
          detected: src.detected,
          cap: capOf(options),
          truncated: options.truncated,
          asScans
        }).pull(upstream)
      )
  )

// Series: files with the same environment and streams, in start-time and part order.
const series = (sources: ReadonlyArray<Source>): ReadonlyArray<ReadonlyArray<Source>> => {
  const groups = new Map<string, Array<Source>>()
  for (const src of sources) {
    const key = JSON.stringify([src.header.environment, src.header.streams])
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [src])
    else group.push(src)
  }
  return Array.from(groups.values(), (group) =>
    group.slice().sort((a, b) => a.header.startedAt - b.header.startedAt || a.header.part - b.header.part)
  )
}

/**
 * Recognises the files, orders them as series, and gives their lines merged in receive-time order. The files are
 * opened here only to read their first lines; their lines are read as the stream is consumed.
 *
 * @since 1.1.0
 * @category reading
 */
export const open: (
  inputs: ReadonlyArray<Input>,
  options?: Options
) => Effect.Effect<Recording, Format.RecordingError, FileSystem.FileSystem> = Effect.fn("Reader.open")(function* (
  inputs: ReadonlyArray<Input>,
  options: Options = {}
) {
  const ordered = series(yield* Effect.forEach(inputs, (input) => source(input, options)))
  const recording: Recording = {
    sources: ordered.flat(),
    lines: Merge.byReceiveTime(
      ordered.map((group) => Stream.fromIterable(group).pipe(Stream.flatMap((src) => lines(src, options))))
    )
  }
  return recording
})

/**
 * `read`, whose book and trade lines of a recording's own shape are given as their scans (`Format.Scan`: no
 * `MessageLine` object with a lazy message a line, less CPU a line: docs/BENCHMARKS.md, "Figures quoted from
 * code"): for a replay, which lays the levels
 * and takes the trades from the scan and never reads those messages as objects (`Format.line` makes a scan the
 * line `read` gives). Every other line, and every error, as `read` gives it.
 *
 * @since 1.1.0
 * @category reading
 * @internal
 */
export const scans = (
  inputs: ReadonlyArray<Input>,
  options: Options = {}
): Stream.Stream<Format.Line | Format.Scan, Format.RecordingError, FileSystem.FileSystem> =>
  Stream.unwrap(
    Effect.map(
      Effect.forEach(inputs, (input) => source(input, options)),
      (sources) =>
        Merge.byReceiveTime(
          series(sources).map((group) =>
            Stream.fromIterable(group).pipe(Stream.flatMap((src) => items(src, options, true)))
          )
        )
    )
  )

/**
 * The lines of the files, merged in receive-time order (`open`, as a stream).
 *
 * @example
 * ```ts
 * import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
 * import { Reader } from "effect-bybit/recording"
 * import * as Effect from "effect/Effect"
 * import * as Stream from "effect/Stream"
 *
 * // the lines of two recordings, merged by receive time
 * const program = Reader.read(["recordings/a.jsonl", "recordings/b.jsonl.gz"]).pipe(
 *   Stream.take(100),
 *   Stream.runForEach((line) => Effect.log(line.r))
 * )
 *
 * Effect.runPromise(program.pipe(Effect.provide(NodeFileSystem.layer)))
 * ```
 *
 * @since 1.1.0
 * @category reading
 */
export const read = (
  inputs: ReadonlyArray<Input>,
  options: Options = {}
): Stream.Stream<Format.Line, Format.RecordingError, FileSystem.FileSystem> =>
  Stream.unwrap(Effect.map(open(inputs, options), (recording) => recording.lines))
