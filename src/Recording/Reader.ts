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
import * as Arr from "effect/Array"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import type * as FileSystem from "effect/FileSystem"
import * as Pull from "effect/Pull"
import * as Stream from "effect/Stream"
import * as BybitHistory from "./BybitHistory.js"
import * as Format from "./Format.js"
import type * as Import from "./Import.js"
import * as FileBytes from "./internal/fileBytes.js"
import * as LineScan from "./internal/lineScan.js"
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

const tooLong = (file: string, line: number, cap: number) =>
  new Format.RecordingError({
    file,
    line,
    reason: `a line longer than ${cap} bytes (the longest read: maxLineBytes, --max-line-bytes)`
  })

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

const truncatedAt = (file: string, line: number, reason: string) =>
  new Format.RecordingError({ file, line, reason: `truncated: ${reason}` })

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
): Stream.Stream<Format.Line | Format.Scan, Format.RecordingError, FileSystem.FileSystem> =>
  Stream.transformPull(
    src.detected.kind === "recording" ? bytes(src.file, options) : text(src.file, options),
    (upstream: Pull.Pull<Arr.NonEmptyReadonlyArray<string | Uint8Array>, Format.RecordingError>) =>
      Effect.sync(() => {
        const { file, detected } = src
        const importer = detected.make()
        const isRecording = detected.kind === "recording"
        const cap = capOf(options)
        let carry = ""
        // a recording is split into lines as bytes, and its book and trade lines scanned in place
        // (`Format.decodeScanBytes`); a line's start is held as the chunks it spans, joined once its end came (a
        // join at every chunk would copy a long line again and again), and no more than the cap of them
        let carryBytes: Array<Uint8Array> | undefined
        let carryLength = 0
        let n = 0
        let lastR = Number.NEGATIVE_INFINITY
        let ended = false
        let done = false

        // One line read, checked; an error to fail with.
        const check = (item: Format.Line | Format.Scan): Format.RecordingError | undefined => {
          if (item.r < lastR)
            return new Format.RecordingError({
              file,
              line: n,
              reason: `out of order: receive time ${item.r} after ${lastR}`
            })
          lastR = item.r
          if ("end" in item) ended = true
          return undefined
        }

        // The lines one text line gives, checked; an error to fail with.
        const take = (raw: string, out: Array<Format.Line | Format.Scan>): Format.RecordingError | undefined => {
          n++
          if (n <= detected.skip) return undefined
          const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw
          if (line === "") return undefined
          const result = importer.line(line, n)
          if (result instanceof Format.RecordingError) return result
          for (const item of result) {
            const error = check(item)
            if (error !== undefined) return error
            out.push(item)
          }
          return undefined
        }

        // `take` of a recording's line as the bytes from `from` to `to` (its newline excluded).
        const takeBytes = (
          b: Uint8Array,
          from: number,
          to: number,
          out: Array<Format.Line | Format.Scan>
        ): Format.RecordingError | undefined => {
          n++
          if (n <= detected.skip) return undefined
          const end = to > from && b[to - 1] === 0x0d ? to - 1 : to
          if (end === from) return undefined
          const item = Format.decodeScanBytes(b, from, end, file, n)
          if (item instanceof Format.RecordingError) return item
          const error = check(item)
          if (error === undefined) out.push(asScans || !Format.isScan(item) ? item : Format.line(item))
          return error
        }

        // The lines of `chunk` from `start` that end by `limit` (after its last newline), scanned in one loop (a
        // line's bytes read once, no search for its newline): where the next line starts; an error goes to `failedAt`.
        let failedAt: Format.RecordingError | undefined
        const takeLines = (chunk: Uint8Array, start: number, limit: number, out: Array<Format.Line | Format.Scan>) => {
          while (start < limit) {
            // a message line of the recorder's shape is scanned to its end, where its newline must follow: it needs
            // no search for its newline (any other line is found by its newline, and decoded)
            const scan = n >= detected.skip ? LineScan.scanFrom(chunk, start, limit) : undefined
            if (scan !== undefined && scan.to - start <= cap) {
              const to = scan.to
              const after = chunk[to] === 0x0a ? to + 1 : chunk[to] === 0x0d && chunk[to + 1] === 0x0a ? to + 2 : -1
              if (after > 0) {
                n++
                const error = check(scan)
                if (error !== undefined) {
                  failedAt = error
                  return start
                }
                out.push(asScans ? scan : Format.line(scan))
                start = after
                continue
              }
            }
            const nl = chunk.indexOf(0x0a, start)
            const error = nl - start > cap ? tooLong(file, n + 1, cap) : takeBytes(chunk, start, nl, out)
            if (error !== undefined) {
              failedAt = error
              return start
            }
            start = nl + 1
          }
          return start
        }

        // The whole lines of a chunk of bytes; what is left after the last newline waits for the next chunk. Only
        // whole lines are scanned: a scan never reads past a chunk's bytes, and once made fast for a chunk's lines
        // it meets nothing new in the next chunk's.
        const takeChunk = (
          chunk: Uint8Array,
          out: Array<Format.Line | Format.Scan>
        ): Format.RecordingError | undefined => {
          let start = 0
          if (carryBytes !== undefined) {
            const nl = chunk.indexOf(0x0a)
            const head = nl < 0 ? chunk : chunk.subarray(0, nl)
            carryLength += head.length
            if (carryLength > cap) return tooLong(file, n + 1, cap)
            carryBytes.push(head)
            if (nl < 0) return undefined
            const joined = joinBytes(carryBytes, carryLength)
            carryBytes = undefined
            LineScan.reading(joined)
            const error = takeBytes(joined, 0, joined.length, out)
            if (error !== undefined) return error
            start = nl + 1
          }
          const last = chunk.lastIndexOf(0x0a)
          if (last >= start) {
            LineScan.reading(chunk)
            start = takeLines(chunk, start, last + 1, out)
            const error = failedAt
            failedAt = undefined
            if (error !== undefined) return error
          }
          if (start < chunk.length) {
            carryLength = chunk.length - start
            if (carryLength > cap) return tooLong(file, n + 1, cap)
            carryBytes = [chunk.subarray(start)]
          }
          return undefined
        }

        // How a file cut short ends the read: an error, or (truncated: "gap") a gap on each market and a warning.
        const cut = (error: Format.RecordingError, out: Array<Format.Line | Format.Scan>) => {
          done = true
          // a file cut before it gave a line has no time to put a gap at (its header's may be made up: 0 for a
          // Tardis file with no whole row), nor anything to replay: refused either way
          if (!Number.isFinite(lastR) && out.length === 0)
            return Effect.fail(
              new Format.RecordingError({ ...error, reason: `${error.reason}, before the file gave a line to replay` })
            )
          if (options.truncated !== "gap") return Effect.fail(error)
          const r = Number.isFinite(lastR) ? lastR : src.header.startedAt
          for (const stream of src.header.streams) out.push({ r, c: stream.category, gap: { reason: error.message } })
          return Effect.as(
            Effect.logWarning(`replay: ${error.message}; read as a gap`),
            Arr.isArrayNonEmpty(out) ? out : []
          )
        }

        // once: a pull that found nothing to give recurses, and its end reaches the outer pull's end too
        const finish = (): Effect.Effect<ReadonlyArray<Format.Line | Format.Scan>, Format.RecordingError> => {
          if (done) return Effect.succeed([])
          done = true
          const out: Array<Format.Line | Format.Scan> = []
          if (carry !== "" || carryBytes !== undefined) {
            const last = carry
            const lastBytes = carryBytes === undefined ? undefined : joinBytes(carryBytes, carryLength)
            carry = ""
            carryBytes = undefined
            const error = lastBytes === undefined ? take(last, out) : takeBytes(lastBytes, 0, lastBytes.length, out)
            if (error !== undefined)
              return cut(truncatedAt(file, n, `the last line is cut short (${error.reason})`), out)
          }
          out.push(...importer.end())
          if (isRecording && !ended)
            return cut(
              truncatedAt(file, n + 1, "no end line after the last (the recorder stopped without closing)"),
              out
            )
          return Effect.succeed(out)
        }

        // a bad line fails the read after the whole lines before it in the same chunk were given
        let failed: Format.RecordingError | undefined
        const pull: Pull.Pull<
          Arr.NonEmptyReadonlyArray<Format.Line | Format.Scan>,
          Format.RecordingError
        > = Effect.suspend(() => {
          if (failed !== undefined) return Effect.fail(failed)
          if (done) return Cause.done()
          return upstream.pipe(
            Effect.flatMap((chunks) => {
              const out: Array<Format.Line | Format.Scan> = []
              for (const chunk of chunks) {
                let error: Format.RecordingError | undefined
                if (typeof chunk !== "string") error = takeChunk(chunk, out)
                else if (chunk.indexOf("\n") < 0) {
                  // a line that goes on: its text joined as a rope (no copy until it is split)
                  carry += chunk
                  if (carry.length > cap) error = tooLong(file, n + 1, cap)
                } else {
                  const parts = (carry + chunk).split("\n")
                  carry = parts.pop() ?? ""
                  for (const part of parts) {
                    error = part.length > cap ? tooLong(file, n + 1, cap) : take(part, out)
                    if (error !== undefined) break
                  }
                  if (error === undefined && carry.length > cap) error = tooLong(file, n + 1, cap)
                }
                if (error === undefined) continue
                if (!Arr.isArrayNonEmpty(out)) return Effect.fail(error)
                failed = error
                return Effect.succeed(out)
              }
              return Arr.isArrayNonEmpty(out) ? Effect.succeed(out) : pull
            }),
            Pull.catchDone(() =>
              Effect.flatMap(finish(), (out) => (Arr.isReadonlyArrayNonEmpty(out) ? Effect.succeed(out) : Cause.done()))
            ),
            Effect.catchIf(
              (error): error is Format.RecordingError =>
                error instanceof Format.RecordingError && error.line === unknownLine,
              (error) => {
                const at = new Format.RecordingError({ file, line: n + 1, reason: error.reason })
                if (!error.reason.startsWith("truncated")) return Effect.fail(at)
                return Effect.flatMap(cut(at, []), (out) =>
                  Arr.isArrayNonEmpty(out) ? Effect.succeed(out) : Cause.done()
                )
              }
            )
          )
        })
        return pull
      })
  )

// The parts of a line, joined.
const joinBytes = (parts: ReadonlyArray<Uint8Array>, length: number): Uint8Array => {
  if (parts.length === 1) return parts[0]!
  const joined = new Uint8Array(length)
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    at += part.length
  }
  return joined
}

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
