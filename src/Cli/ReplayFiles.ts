/**
 * The lines of recording files for `emulator --replay`: each file (`.jsonl.gz`, or plain `.jsonl`) read line by line
 * in turn, its header checked, every later line decoded (`Recording/Format`). A file that cannot be read, a header
 * of another format and a corrupt line fail the stream with a `RecordingError` naming the file and the line; the
 * emulator then keeps serving the market where the replay stopped. Kept small on purpose: the library's recording
 * reader is the place for the whole format (rotation, truncation), and this reads only what the format guarantees.
 *
 * @since 1.1.0
 */
import * as fs from "node:fs"
import * as readline from "node:readline"
import * as zlib from "node:zlib"
import * as Stream from "effect/Stream"
import * as Format from "../Recording/Format.js"

async function* linesOf(files: ReadonlyArray<string>): AsyncGenerator<Format.Line> {
  for (const file of files) {
    const raw = fs.createReadStream(file)
    const input = file.endsWith(".gz") ? raw.pipe(zlib.createGunzip()) : raw
    let n = 0
    try {
      for await (const text of readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
        n++
        if (text === "") continue
        const decoded = n === 1 ? Format.decodeHeader(text, file) : Format.decodeLine(text, file, n)
        if (decoded instanceof Format.RecordingError) throw decoded
        if (n > 1) yield decoded as Format.Line
      }
    } catch (cause) {
      if (cause instanceof Format.RecordingError) throw cause
      throw new Format.RecordingError({ file, line: n, reason: cause instanceof Error ? cause.message : String(cause) })
    }
    if (n === 0) throw new Format.RecordingError({ file, line: 0, reason: "empty file: no header" })
  }
}

/**
 * The lines of `files`, in order.
 *
 * @since 1.1.0
 * @category constructors
 */
export const lines = (files: ReadonlyArray<string>): Stream.Stream<Format.Line, Format.RecordingError> =>
  Stream.fromAsyncIterable(linesOf(files), (cause) =>
    cause instanceof Format.RecordingError
      ? cause
      : new Format.RecordingError({ file: files.join(","), line: 0, reason: String(cause) })
  )
