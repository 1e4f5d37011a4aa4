/**
 * The line stage of a read: one recognised file's chunks (a recording's bytes, an imported file's text) split into
 * lines, decoded, checked to run forward in receive time, and ended as the file ends (whole, cut short, or failed at
 * a line). `Reader` pulls a file's lines through it.
 *
 * @since 1.2.0
 */
import * as Arr from "effect/Array"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Pull from "effect/Pull"
import * as Format from "../Format.js"
import type * as Import from "../Import.js"
import { unknownLine } from "./fileBytes.js"
import * as LineScan from "./lineScan.js"
import * as Values from "./values.js"

/**
 * The error of a line over the cap (`Reader.Options.maxLineBytes`).
 *
 * @since 1.2.0
 * @category errors
 */
export const tooLong = (file: string, line: number, cap: number) =>
  new Format.RecordingError({
    file,
    line,
    reason: `a line longer than ${cap} bytes (the longest read: maxLineBytes, --max-line-bytes)`
  })

const truncatedAt = (file: string, line: number, reason: string) =>
  new Format.RecordingError({ file, line, reason: `truncated: ${reason}` })

/**
 * A file's lines as `Reader` gives them: a line, or with `asScans` a recording's book or trade line as its scan.
 *
 * @since 1.2.0
 * @category models
 */
export type Item = Format.Line | Format.Scan

/**
 * What the line stage reads of a file: its path, what it is, its header, and the read's settings.
 *
 * @since 1.2.0
 * @category models
 */
export interface Settings {
  readonly file: string
  readonly header: Format.Header
  readonly detected: Import.Detected
  /** The longest line, in bytes (a recording's) or characters (an imported file's). */
  readonly cap: number
  readonly truncated: "fail" | "gap" | undefined
  /** A recording's book and trade lines given as their scans. */
  readonly asScans: boolean
}

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

/**
 * One file's read in progress: the line it is at, the start of a line that goes on into the next chunk, the last
 * receive time, and whether the file ended or failed.
 *
 * @since 1.2.0
 * @category models
 */
export class FileLines {
  private readonly importer: Import.Importer
  private carry = ""
  // a recording is split into lines as bytes, and its book and trade lines scanned in place
  // (`Format.decodeScanBytes`); a line's start is held as the chunks it spans, joined once its end came (a join at
  // every chunk would copy a long line again and again), and no more than the cap of them
  private carryBytes: Array<Uint8Array> | undefined
  private carryLength = 0
  private n = 0
  private lastR = Number.NEGATIVE_INFINITY
  private ended = false
  private done = false
  // an error `takeLines` stopped at
  private failedAt: Format.RecordingError | undefined
  // a bad line fails the read after the whole lines before it in the same chunk were given
  private failed: Format.RecordingError | undefined

  constructor(private readonly settings: Settings) {
    this.importer = settings.detected.make()
  }

  // One line read, checked; an error to fail with.
  private check(item: Item): Format.RecordingError | undefined {
    if (item.r < this.lastR)
      return new Format.RecordingError({
        file: this.settings.file,
        line: this.n,
        reason: `out of order: receive time ${item.r} after ${this.lastR}`
      })
    this.lastR = item.r
    if ("end" in item) this.ended = true
    // a recording's book and trade values, as the recorder checked them live (the imports check their own rows)
    if (this.settings.detected.kind === "recording") {
      const reason = Values.refused(item)
      if (reason !== undefined) return new Format.RecordingError({ file: this.settings.file, line: this.n, reason })
    }
    return undefined
  }

  // The lines one text line gives, checked; an error to fail with.
  private take(raw: string, out: Array<Item>): Format.RecordingError | undefined {
    this.n++
    if (this.n <= this.settings.detected.skip) return undefined
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw
    if (line === "") return undefined
    const result = this.importer.line(line, this.n)
    if (result instanceof Format.RecordingError) return result
    for (const item of result) {
      const error = this.check(item)
      if (error !== undefined) return error
      out.push(item)
    }
    return undefined
  }

  // `take` of a recording's line as the bytes from `from` to `to` (its newline excluded).
  private takeBytes(b: Uint8Array, from: number, to: number, out: Array<Item>): Format.RecordingError | undefined {
    this.n++
    if (this.n <= this.settings.detected.skip) return undefined
    const end = to > from && b[to - 1] === 0x0d ? to - 1 : to
    if (end === from) return undefined
    const item = Format.decodeScanBytes(b, from, end, this.settings.file, this.n)
    if (item instanceof Format.RecordingError) return item
    const error = this.check(item)
    if (error === undefined) out.push(this.settings.asScans || !Format.isScan(item) ? item : Format.line(item))
    return error
  }

  // The lines of `chunk` from `start` that end by `limit` (after its last newline), scanned in one loop (a line's
  // bytes read once, no search for its newline): where the next line starts; an error goes to `failedAt`.
  private takeLines(chunk: Uint8Array, start: number, limit: number, out: Array<Item>): number {
    const { cap, asScans, detected, file } = this.settings
    while (start < limit) {
      // a message line of the recorder's shape is scanned to its end, where its newline must follow: it needs no
      // search for its newline (any other line is found by its newline, and decoded)
      const scan = this.n >= detected.skip ? LineScan.scanFrom(chunk, start, limit) : undefined
      if (scan !== undefined && scan.to - start <= cap) {
        const to = scan.to
        const after = chunk[to] === 0x0a ? to + 1 : chunk[to] === 0x0d && chunk[to + 1] === 0x0a ? to + 2 : -1
        if (after > 0) {
          this.n++
          const error = this.check(scan)
          if (error !== undefined) {
            this.failedAt = error
            return start
          }
          out.push(asScans ? scan : Format.line(scan))
          start = after
          continue
        }
      }
      const nl = chunk.indexOf(0x0a, start)
      const error = nl - start > cap ? tooLong(file, this.n + 1, cap) : this.takeBytes(chunk, start, nl, out)
      if (error !== undefined) {
        this.failedAt = error
        return start
      }
      start = nl + 1
    }
    return start
  }

  // The whole lines of a chunk of bytes; what is left after the last newline waits for the next chunk. Only whole
  // lines are scanned: a scan never reads past a chunk's bytes, and once made fast for a chunk's lines it meets
  // nothing new in the next chunk's.
  private takeChunk(chunk: Uint8Array, out: Array<Item>): Format.RecordingError | undefined {
    const { cap, file } = this.settings
    let start = 0
    if (this.carryBytes !== undefined) {
      const nl = chunk.indexOf(0x0a)
      const head = nl < 0 ? chunk : chunk.subarray(0, nl)
      this.carryLength += head.length
      if (this.carryLength > cap) return tooLong(file, this.n + 1, cap)
      this.carryBytes.push(head)
      if (nl < 0) return undefined
      const joined = joinBytes(this.carryBytes, this.carryLength)
      this.carryBytes = undefined
      LineScan.reading(joined)
      const error = this.takeBytes(joined, 0, joined.length, out)
      if (error !== undefined) return error
      start = nl + 1
    }
    const last = chunk.lastIndexOf(0x0a)
    if (last >= start) {
      LineScan.reading(chunk)
      start = this.takeLines(chunk, start, last + 1, out)
      const error = this.failedAt
      this.failedAt = undefined
      if (error !== undefined) return error
    }
    if (start < chunk.length) {
      this.carryLength = chunk.length - start
      if (this.carryLength > cap) return tooLong(file, this.n + 1, cap)
      this.carryBytes = [chunk.subarray(start)]
    }
    return undefined
  }

  // The whole lines of a chunk of text; what is left after the last newline waits for the next chunk.
  private takeText(chunk: string, out: Array<Item>): Format.RecordingError | undefined {
    const { cap, file } = this.settings
    if (chunk.indexOf("\n") < 0) {
      // a line that goes on: its text joined as a rope (no copy until it is split)
      this.carry += chunk
      return this.carry.length > cap ? tooLong(file, this.n + 1, cap) : undefined
    }
    const parts = (this.carry + chunk).split("\n")
    this.carry = parts.pop() ?? ""
    for (const part of parts) {
      const error = part.length > cap ? tooLong(file, this.n + 1, cap) : this.take(part, out)
      if (error !== undefined) return error
    }
    return this.carry.length > cap ? tooLong(file, this.n + 1, cap) : undefined
  }

  // How a file cut short ends the read: an error, or (truncated: "gap") a gap on each market and a warning.
  private cut(
    error: Format.RecordingError,
    out: Array<Item>
  ): Effect.Effect<ReadonlyArray<Item>, Format.RecordingError> {
    this.done = true
    // a file cut before it gave a line has no time to put a gap at (its header's may be made up: 0 for a Tardis file
    // with no whole row), nor anything to replay: refused either way
    if (!Number.isFinite(this.lastR) && out.length === 0)
      return Effect.fail(
        new Format.RecordingError({ ...error, reason: `${error.reason}, before the file gave a line to replay` })
      )
    if (this.settings.truncated !== "gap") return Effect.fail(error)
    const { header } = this.settings
    const r = Number.isFinite(this.lastR) ? this.lastR : header.startedAt
    for (const stream of header.streams) out.push({ r, c: stream.category, gap: { reason: error.message } })
    return Effect.as(Effect.logWarning(`replay: ${error.message}; read as a gap`), Arr.isArrayNonEmpty(out) ? out : [])
  }

  // once: a pull that found nothing to give recurses, and its end reaches the outer pull's end too
  private finish(): Effect.Effect<ReadonlyArray<Item>, Format.RecordingError> {
    if (this.done) return Effect.succeed([])
    this.done = true
    const { file } = this.settings
    const out: Array<Item> = []
    if (this.carry !== "" || this.carryBytes !== undefined) {
      const last = this.carry
      const lastBytes = this.carryBytes === undefined ? undefined : joinBytes(this.carryBytes, this.carryLength)
      this.carry = ""
      this.carryBytes = undefined
      const error = lastBytes === undefined ? this.take(last, out) : this.takeBytes(lastBytes, 0, lastBytes.length, out)
      if (error !== undefined)
        return this.cut(truncatedAt(file, this.n, `the last line is cut short (${error.reason})`), out)
    }
    out.push(...this.importer.end())
    if (this.settings.detected.kind === "recording" && !this.ended)
      return this.cut(
        truncatedAt(file, this.n + 1, "no end line after the last (the recorder stopped without closing)"),
        out
      )
    return Effect.succeed(out)
  }

  // The lines of the chunks pulled: those before a bad line are given first, the bad line's error on the next pull.
  private taken(
    chunks: Arr.NonEmptyReadonlyArray<string | Uint8Array>,
    upstream: Pull.Pull<Arr.NonEmptyReadonlyArray<string | Uint8Array>, Format.RecordingError>
  ): Effect.Effect<Arr.NonEmptyReadonlyArray<Item>, Format.RecordingError | Cause.Done> {
    const out: Array<Item> = []
    for (const chunk of chunks) {
      const error = typeof chunk === "string" ? this.takeText(chunk, out) : this.takeChunk(chunk, out)
      if (error === undefined) continue
      if (!Arr.isArrayNonEmpty(out)) return Effect.fail(error)
      this.failed = error
      return Effect.succeed(out)
    }
    return Arr.isArrayNonEmpty(out) ? Effect.succeed(out) : this.pull(upstream)
  }

  // A failure of the bytes below (a read or an inflate), at the line it stopped before; a stream cut short ends as
  // a file cut short.
  private failedBelow(
    error: Format.RecordingError
  ): Effect.Effect<Arr.NonEmptyReadonlyArray<Item>, Format.RecordingError | Cause.Done> {
    const at = new Format.RecordingError({ file: this.settings.file, line: this.n + 1, reason: error.reason })
    if (!error.reason.startsWith("truncated")) return Effect.fail(at)
    return Effect.flatMap(this.cut(at, []), (out) =>
      Arr.isReadonlyArrayNonEmpty(out) ? Effect.succeed(out) : Cause.done()
    )
  }

  /**
   * The next lines of the file, pulled from its chunks.
   *
   * @since 1.2.0
   */
  pull(
    upstream: Pull.Pull<Arr.NonEmptyReadonlyArray<string | Uint8Array>, Format.RecordingError>
  ): Pull.Pull<Arr.NonEmptyReadonlyArray<Item>, Format.RecordingError> {
    return Effect.suspend(() => {
      if (this.failed !== undefined) return Effect.fail(this.failed)
      if (this.done) return Cause.done()
      return upstream.pipe(
        Effect.flatMap((chunks) => this.taken(chunks, upstream)),
        Pull.catchDone(() =>
          Effect.flatMap(this.finish(), (out) =>
            Arr.isReadonlyArrayNonEmpty(out) ? Effect.succeed(out) : Cause.done()
          )
        ),
        Effect.catchIf(
          (error): error is Format.RecordingError =>
            error instanceof Format.RecordingError && error.line === unknownLine,
          (error) => this.failedBelow(error)
        )
      )
    })
  }
}
