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

/** Whether a gap line hits a topic of its market: a gap of that topic, or of every topic of the market. */
export const hits = (line: Format.GapLine, c: Format.Market, topic: string): boolean =>
  line.c === c && (line.gap.topic === undefined || line.gap.topic === topic)

/** A book line of a recording: where it is, its type and its update id. */
export interface BookLine {
  readonly at: number
  readonly line: Format.MessageLine
  readonly snapshot: boolean
  readonly u: number
}

/**
 * Follows one book topic through a recording's lines as a replay would: a gap line that hits it starts it afresh,
 * and from then on a delta must come after a snapshot. `jumps` are the deltas that do not follow on (`u` other than
 * the last + 1 with no gap line between, or a delta after a gap before any snapshot): holes a replay would apply a
 * delta across. `resyncs` pairs every gap line that hit the topic with the first book line after it.
 */
export const followBook = (lines: ReadonlyArray<Format.Line>, c: Format.Market, topic: string) => {
  const books: Array<BookLine> = []
  const jumps: Array<{ readonly at: number; readonly u: number; readonly expected: number | undefined }> = []
  const resyncs: Array<{ readonly gap: number; readonly next: BookLine | undefined }> = []
  let last: number | undefined
  let started = false
  let open: number | undefined
  lines.forEach((line, at) => {
    if ("gap" in line) {
      if (!hits(line, c, topic)) return
      if (open !== undefined) resyncs.push({ gap: open, next: undefined })
      open = at
      last = undefined
      return
    }
    if (!("m" in line) || line.c !== c || line.m.topic !== topic) return
    const data = line.m.data as { readonly u: number }
    const snapshot = line.m.type === "snapshot" || data.u === 1
    const book = { at, line, snapshot, u: data.u }
    books.push(book)
    if (open !== undefined) {
      resyncs.push({ gap: open, next: book })
      open = undefined
    }
    // the first line starts the sequence, whatever its type
    if (!snapshot && started && (last === undefined || data.u !== last + 1))
      jumps.push({ at, u: data.u, expected: last })
    started = true
    last = data.u
  })
  if (open !== undefined) resyncs.push({ gap: open, next: undefined })
  return { books, jumps, resyncs }
}
