/**
 * The one file inside a ZIP archive, as a stream of its bytes: Bybit's order-book history comes as
 * `{date}_{SYMBOL}_ob500.data.zip` holding one `.data` file. The archive's directory (at its end) says where the file's
 * data is and how it is stored; the data is then streamed from there and inflated as it is consumed
 * (`DecompressionStream("deflate-raw")`), never read whole. Layout: PKWARE's APPNOTE.TXT (end of central directory
 * record, central directory file header, local file header; methods 0 stored and 8 deflated). ZIP64 archives (over
 * 4 GiB) and archives of several files are refused by name.
 *
 * @since 1.1.0
 */
import * as Effect from "effect/Effect"
import * as FileSystem from "effect/FileSystem"
import * as Stream from "effect/Stream"
import * as Format from "./Format.js"

const endSignature = 0x06054b50
const centralSignature = 0x02014b50
const localSignature = 0x04034b50
// the end record is 22 bytes plus a comment of at most 65535
const tailBytes = 22 + 65535

/**
 * Whether bytes start as a ZIP archive does (a local file header).
 *
 * @since 1.1.0
 * @category guards
 */
export const isZip = (head: ArrayLike<number>): boolean =>
  head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04

const concat = (chunks: ReadonlyArray<Uint8Array>): DataView => {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return new DataView(out.buffer)
}

/**
 * The bytes of the archive's one file, inflated as they are consumed.
 *
 * @since 1.1.0
 * @category reading
 */
export const member = (
  file: string,
  options: { readonly chunkSize: number; readonly onError: (error: unknown) => Format.RecordingError }
): Effect.Effect<Stream.Stream<Uint8Array, Format.RecordingError>, Format.RecordingError, FileSystem.FileSystem> =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem
    const refuse = (reason: string) => new Format.RecordingError({ file, line: 0, reason: `ZIP archive: ${reason}` })
    const read = (offset: number, bytes: number) =>
      Stream.runCollect(fs.stream(file, { offset, bytesToRead: bytes })).pipe(
        Effect.map(concat),
        Effect.mapError(options.onError)
      )
    const size = Number((yield* Effect.mapError(fs.stat(file), options.onError)).size)
    const tailStart = Math.max(0, size - tailBytes)
    const tail = yield* read(tailStart, size - tailStart)
    let end = -1
    for (let at = tail.byteLength - 22; at >= 0; at--)
      if (tail.getUint32(at, true) === endSignature) {
        end = at
        break
      }
    if (end < 0) return yield* Effect.fail(refuse("no directory at its end (cut short, or not a ZIP)"))
    const entries = tail.getUint16(end + 10, true)
    const directoryOffset = tail.getUint32(end + 16, true)
    if (entries === 0xffff || directoryOffset === 0xffffffff)
      return yield* Effect.fail(refuse("ZIP64 is not read: unzip it"))
    if (entries !== 1) return yield* Effect.fail(refuse(`${entries} files in it: unzip it and read the one you mean`))
    const entry = yield* read(directoryOffset, 46)
    if (entry.byteLength < 46 || entry.getUint32(0, true) !== centralSignature)
      return yield* Effect.fail(refuse("a broken directory"))
    const method = entry.getUint16(10, true)
    const compressed = entry.getUint32(20, true)
    const localOffset = entry.getUint32(42, true)
    if (compressed === 0xffffffff || localOffset === 0xffffffff)
      return yield* Effect.fail(refuse("ZIP64 is not read: unzip it"))
    if (method !== 0 && method !== 8)
      return yield* Effect.fail(refuse(`compression method ${method} (read: stored, deflated)`))
    const local = yield* read(localOffset, 30)
    if (local.byteLength < 30 || local.getUint32(0, true) !== localSignature)
      return yield* Effect.fail(refuse("a broken entry"))
    const dataStart = localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true)
    const data = fs
      .stream(file, { offset: dataStart, bytesToRead: compressed, chunkSize: options.chunkSize })
      .pipe(Stream.mapError(options.onError))
    if (method === 0) return data
    const readable = yield* Stream.toReadableStreamEffect(data)
    return Stream.fromReadableStream({
      // the DOM typings' DecompressionStream takes BufferSource; it is a Uint8Array transform
      evaluate: () =>
        readable.pipeThrough(
          new DecompressionStream("deflate-raw") as unknown as TransformStream<Uint8Array, Uint8Array>
        ),
      onError: options.onError
    })
  })
