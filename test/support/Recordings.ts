/**
 * Test harness: reads recording files back (gzip or plain) with the format's own decoders, strictly — a header, then
 * lines, a decoding error thrown with its file and line — so a test can check what a recorder wrote without the
 * library's reader.
 */
import { readdirSync, readFileSync } from "node:fs"
import { gunzipSync } from "node:zlib"
import * as Format from "../../src/Recording/Format.js"

/** One file read back: its header, its lines, and its end line if it has one. */
export interface RecordedFile {
  readonly path: string
  readonly header: Format.Header
  readonly lines: ReadonlyArray<Format.Line>
  readonly end: Format.EndLine | undefined
}

const check = <A>(value: A | Format.RecordingError): A => {
  if (value instanceof Format.RecordingError) throw value
  return value
}

/** Reads one file; throws the `RecordingError` of the first bad line. */
export const readFile = (path: string): RecordedFile => {
  const bytes = readFileSync(path)
  const text = (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8")
  const [first = "", ...rest] = text.split("\n")
  if (rest[rest.length - 1] === "") rest.pop()
  const header = check(Format.decodeHeader(first, path))
  const lines = rest.map((line, i) => check(Format.decodeLine(line, path, i + 2)))
  const last = lines[lines.length - 1]
  const end = last !== undefined && "end" in last ? last : undefined
  return { path, header, lines, end }
}

/** The recording files of a directory, read in the order of their names. */
export const readDirectory = (directory: string): ReadonlyArray<RecordedFile> =>
  readdirSync(directory)
    .filter((name) => /\.jsonl(\.gz)?$/.test(name))
    .sort()
    .map((name) => readFile(`${directory}/${name}`))

/** The message lines of files, in order. */
export const messages = (files: ReadonlyArray<RecordedFile>): ReadonlyArray<Format.MessageLine> =>
  files.flatMap((file) => file.lines.filter((line): line is Format.MessageLine => "m" in line))
