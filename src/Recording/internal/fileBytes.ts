/**
 * The bytes of a recording's file, as the reader streams them: read in chunks and inflated as they are consumed
 * (gzip by the runtime's own gunzip where it has one, else the web `DecompressionStream`; a ZIP's one member), with
 * the reasons a read or an inflate fails for. `Reader` scans their lines.
 *
 * @since 1.2.0
 */
import type * as Zlib from "node:zlib"
import * as Arr from "effect/Array"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as FileSystem from "effect/FileSystem"
import * as Stream from "effect/Stream"
import * as Format from "../Format.js"
import * as Zip from "../Zip.js"

/**
 * The line of a failure below the line stage, which carries no line yet: the line stage fills it in.
 *
 * @since 1.2.0
 * @category reading
 */
export const unknownLine = -1

const systemReason = (error: unknown): string => {
  if (typeof error === "object" && error !== null && "reason" in error) {
    const reason = (error as { reason: { _tag?: unknown; message?: unknown } }).reason
    if (reason._tag === "NotFound") return "no such file"
    if (typeof reason.message === "string") return reason.message
  }
  return error instanceof Error ? error.message : String(error)
}

const compressedReason =
  (format: string) =>
  (error: unknown): string => {
    const message = error instanceof Error ? error.message : String(error)
    return /unexpected end/i.test(message)
      ? `truncated: the ${format} stream ends mid-way (a file cut short)`
      : `corrupt ${format} data (${message})`
  }

type NodeGunzip = ReturnType<typeof Zlib.createGunzip>

/**
 * The runtime's own gunzip, where it has one (`process.getBuiltinModule`: Node 20.16 and later, Deno, Bun); elsewhere
 * `undefined`. Fed and read directly: the web `DecompressionStream` hands its output on 16 KB at a time, and node's
 * web adapter of a stream copies every output chunk (more CPU a line of a book recording, gunzip alone:
 * docs/BENCHMARKS.md, "Figures quoted from code").
 * It holds up to four output chunks unread, so the thread pool inflates the next while the lines of this one are
 * scanned (at the default 16 KB, a chunk is inflated only once the one before was read), and hands each on
 * as it was inflated.
 */
const nodeGunzip = (): (() => NodeGunzip) | undefined => {
  const runtime = (globalThis as { readonly process?: { readonly getBuiltinModule?: (id: string) => unknown } }).process
  const zlib = runtime?.getBuiltinModule?.("node:zlib") as typeof Zlib | undefined
  // stream options, which node's typings of zlib's options leave out: its output read chunk by chunk as inflated (a
  // read of bytes joins what is buffered into a new buffer), four chunks at most
  const options: Zlib.ZlibOptions & { readonly readableObjectMode: true; readonly readableHighWaterMark: number } = {
    chunkSize: 256 * 1024,
    readableObjectMode: true,
    readableHighWaterMark: 4
  }
  return zlib === undefined ? undefined : () => zlib.createGunzip(options)
}

/**
 * `raw` gunzipped by a node gunzip: a fiber in the stream's scope writes `raw` to it (waiting while it holds enough
 * unread output) and the stream reads its output; a failure of `raw` ends the output with that failure.
 */
const gunzipped = <E>(
  raw: Stream.Stream<Uint8Array, E, FileSystem.FileSystem>,
  make: () => NodeGunzip,
  onError: (error: unknown) => E
): Stream.Stream<Uint8Array, E, FileSystem.FileSystem> =>
  Stream.unwrap(
    Effect.gen(function* () {
      const gunzip = make()
      yield* Effect.addFinalizer(() => Effect.sync(() => gunzip.destroy()))
      const drained = Effect.callback<void>((resume) => {
        gunzip.once("drain", () => resume(Effect.void))
      })
      yield* Stream.runForEach(raw, (chunk) => (gunzip.write(chunk) ? Effect.void : drained)).pipe(
        Effect.onExit((exit) =>
          Effect.sync(() => {
            if (Exit.isSuccess(exit)) gunzip.end()
            else gunzip.destroy(Cause.hasInterruptsOnly(exit.cause) ? undefined : (Cause.squash(exit.cause) as Error))
          })
        ),
        Effect.forkScoped
      )
      // node's buffers seen as plain byte arrays (no copy), as every other source gives them: the code that reads
      // the lines' bytes sees one kind of array
      return Stream.map(
        Stream.fromAsyncIterable(gunzip as AsyncIterable<Uint8Array>, onError),
        (chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      )
    })
  )

/**
 * The bytes of a file, read `chunkSize` at a time: gunzipped when they start with gzip's magic number, the file
 * inside when they start a ZIP. A failure to read or inflate is a `RecordingError` at `unknownLine` (the line stage
 * fills in the line), one to open the file at line 0.
 *
 * @since 1.2.0
 * @category reading
 */
export const bytes = (
  file: string,
  chunkSize: number
): Stream.Stream<Uint8Array, Format.RecordingError, FileSystem.FileSystem> =>
  Stream.unwrap(
    Effect.gen(function* () {
      const fs = yield* FileSystem.FileSystem
      const fail = (line: number) => (error: unknown) =>
        error instanceof Format.RecordingError
          ? error
          : new Format.RecordingError({ file, line, reason: systemReason(error) })
      const head = Arr.flatMap(
        yield* Stream.runCollect(fs.stream(file, { bytesToRead: 4 })).pipe(Effect.mapError(fail(0))),
        (chunk) => Array.from(chunk)
      )
      if (Zip.isZip(head))
        return yield* Zip.member(file, {
          chunkSize,
          onError: (error) =>
            error instanceof Format.RecordingError
              ? error
              : new Format.RecordingError({ file, line: unknownLine, reason: compressedReason("deflate")(error) })
        })
      const raw = fs.stream(file, { chunkSize }).pipe(Stream.mapError(fail(unknownLine)))
      if (head[0] !== 0x1f || head[1] !== 0x8b) return raw
      const onError = (error: unknown) =>
        error instanceof Format.RecordingError
          ? error
          : new Format.RecordingError({ file, line: unknownLine, reason: compressedReason("gzip")(error) })
      const node = nodeGunzip()
      if (node !== undefined) return gunzipped(raw, node, onError)
      const readable = yield* Stream.toReadableStreamEffect(raw)
      return Stream.fromReadableStream({
        // the DOM typings' DecompressionStream takes BufferSource; it is a Uint8Array transform
        evaluate: () =>
          readable.pipeThrough(new DecompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>),
        onError
      })
    })
  )
