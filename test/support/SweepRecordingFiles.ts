/**
 * Test harness: recording files for sweep tests, written from lines in memory (`SeededRecording.record`): the
 * recorder's header (one linear stream of BTCUSDT's book, trades, ticker and bars), the lines, the end line, as JSON
 * lines, gzip when the name ends in `.gz`. Shared by test/Cluster/SweepStream.test.ts and SweepRecording.test.ts.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as zlib from "node:zlib"
import type * as Format from "../../src/Recording/Format.js"

/** A recorder's header for a recording started at `startedAt` (part `part` of a rotated recording). */
export const header = (startedAt: number, part = 0) => ({
  format: "effect-bybit.recording",
  version: 1,
  startedAt,
  environment: "emulator",
  part,
  streams: [
    {
      category: "linear",
      topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT", "tickers.BTCUSDT", "kline.1.BTCUSDT", "kline.60.BTCUSDT"]
    }
  ]
})

/** The end line of a recording (or part) holding `lines`: at the last line's time, counting them, no gap. */
export const endLine = (lines: ReadonlyArray<Format.Line>) => ({
  r: (lines[lines.length - 1] as Format.Line).r,
  end: { messages: lines.length, gaps: 0 }
})

/** Rows as JSON lines (each ending with a newline). */
export const text = (rows: ReadonlyArray<unknown>): string => rows.map((row) => JSON.stringify(row)).join("\n") + "\n"

/** The rows of a whole recording: header, lines, end line. */
export const rowsOf = (startedAt: number, lines: ReadonlyArray<Format.Line>): ReadonlyArray<unknown> => [
  header(startedAt),
  ...lines,
  endLine(lines)
]

/** The rows as JSON lines with row `at` cut to its first 40 characters: a line half written, mid-file. */
export const corruptText = (rows: ReadonlyArray<unknown>, at: number): string => {
  const texts = rows.map((row) => JSON.stringify(row))
  texts[at] = (texts[at] as string).slice(0, 40)
  return texts.join("\n") + "\n"
}

/** Writes `content` to `dir/name` (gzip when the name ends in `.gz`) and answers the file's path. */
export const write = (dir: string, name: string, content: string): string => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, name.endsWith(".gz") ? zlib.gzipSync(content) : content)
  return file
}
