/**
 * The files of one recording, one part at a time: opens a part (its header first), writes lines to it, and closes
 * it with its end line (the counts of that file) before the next one opens. Names carry the recording's start and the
 * part, so they sort in recording order. Private to the library.
 *
 * @since 1.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as FileSystem from "effect/FileSystem"
import * as Scope from "effect/Scope"
import * as Format from "../Format.js"
import * as WriteError from "../WriteError.js"
import * as FileSink from "./fileSink.js"

/**
 * What the parts are made from.
 *
 * @since 1.1.0
 * @category models
 */
export interface Config {
  readonly fs: FileSystem.FileSystem
  readonly directory: string
  readonly prefix: string
  readonly compress: boolean
  readonly environment: string
  readonly streams: Format.Header["streams"]
  /** When the recording started (part 0's header, and every part's name). */
  readonly startedAt: number
  readonly now: () => number
  /** Where each part's scope is forked from. */
  readonly scope: Scope.Scope
}

/**
 * The parts of a recording.
 *
 * @since 1.1.0
 * @category models
 */
export interface Parts {
  /** Opens the next part (part 0 first) and writes its header. */
  readonly open: Effect.Effect<void, WriteError.WriteError>
  /** Writes encoded lines holding `messages` messages and gaps of these kinds to the open part. */
  readonly write: (
    text: string,
    messages: number,
    gaps: ReadonlyArray<Format.GapKind>
  ) => Effect.Effect<void, WriteError.WriteError>
  /** Writes the open part's end line, flushes it to disk and closes it (nothing when none is open). */
  readonly close: Effect.Effect<void, WriteError.WriteError>
  /** When the open part was opened. */
  readonly openedAt: () => number
  /** Bytes of the open part on disk. */
  readonly written: () => number
  /** Bytes on disk of every part. */
  readonly bytes: () => number
  /** Bytes of lines written, before compression. */
  readonly lineBytes: () => number
  /** The open (else the last) part's number; -1 before the first. */
  readonly part: () => number
  /** The paths of the parts, in order. */
  readonly files: () => ReadonlyArray<string>
}

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:.]/g, "")

/**
 * The name of a part: prefix, start time (UTC, to the millisecond) and part, so the names sort in recording order.
 *
 * @since 1.1.0
 * @category utils
 */
export const fileName = (prefix: string, startedAt: number, part: number, compress: boolean): string =>
  `${prefix}-${stamp(startedAt)}-${String(part).padStart(5, "0")}.jsonl${compress ? ".gz" : ""}`

const encoder = new TextEncoder()

/**
 * The parts of a recording; none is open yet.
 *
 * @since 1.1.0
 * @category constructors
 */
export const make = (config: Config): Parts => {
  const files: Array<string> = []
  let sink: FileSink.FileSink | undefined
  let fileScope: Scope.Closeable | undefined
  let part = -1
  let openedAt = config.startedAt
  let closedBytes = 0
  let lineBytes = 0
  let messages = 0
  let gaps = 0
  let kinds: { [K in Format.GapKind]?: number } = {}

  const put = (open: FileSink.FileSink, text: string) =>
    open.write(encoder.encode(text)).pipe(Effect.mapError(WriteError.fromPlatform(open.path)))

  const open = Effect.gen(function* () {
    part++
    openedAt = part === 0 ? config.startedAt : config.now()
    const path = `${config.directory}/${fileName(config.prefix, config.startedAt, part, config.compress)}`
    const scope = yield* Scope.fork(config.scope, "sequential")
    fileScope = scope
    const next = yield* FileSink.open(config.fs, path, config.compress).pipe(
      Scope.provide(scope),
      Effect.mapError(WriteError.fromPlatform(path))
    )
    sink = next
    files.push(path)
    messages = 0
    gaps = 0
    kinds = {}
    const header: Format.Header = {
      format: Format.formatName,
      version: Format.version,
      startedAt: openedAt,
      environment: config.environment,
      part,
      streams: config.streams
    }
    yield* put(next, Format.encode(header))
  })

  const close = Effect.gen(function* () {
    const current = sink
    if (current === undefined) return
    // the kinds only when there were gaps: a file without any ends as it did before 1.2.0
    const end = gaps === 0 ? { messages, gaps } : { messages, gaps, kinds }
    yield* put(current, Format.encode({ r: config.now(), end }))
    yield* current.close.pipe(Effect.mapError(WriteError.fromPlatform(current.path)))
    closedBytes += current.written()
    sink = undefined
    if (fileScope !== undefined) yield* Scope.close(fileScope, Exit.void)
  })

  return {
    open,
    write: (text, m, g) =>
      Effect.suspend(() => {
        const current = sink
        if (current === undefined) return Effect.void
        const bytes = encoder.encode(text)
        lineBytes += bytes.length
        messages += m
        gaps += g.length
        for (const kind of g) kinds[kind] = (kinds[kind] ?? 0) + 1
        return current.write(bytes).pipe(Effect.mapError(WriteError.fromPlatform(current.path)))
      }),
    close,
    openedAt: () => openedAt,
    written: () => sink?.written() ?? 0,
    bytes: () => closedBytes + (sink?.written() ?? 0),
    lineBytes: () => lineBytes,
    part: () => part,
    files: () => files
  }
}
