/**
 * Test harness: replay inputs that cannot be read, written to a temporary folder, each with the line its error must
 * name (0: the file as a whole). One table for the command's test (`effect-bybit emulator --replay`) and the
 * library's (`Emulator.make({ market })`), so both refuse the same inputs with the same error.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"

/** A bad input: the file to replay, the line its error names, what the reason says, and the read's options. */
export interface BadInput {
  readonly name: string
  readonly file: string
  readonly line: number
  readonly reason: RegExp
  /** `--max-line-bytes` / `Reader.Options.maxLineBytes` for the case (the default otherwise). */
  readonly maxLineBytes?: number
}

const bookColumns = "exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount"
const tradeColumns = "exchange,symbol,timestamp,local_timestamp,id,side,price,amount"
const T = 1_767_225_600_000_000

// A recording of BTCUSDT (linear): its header, then the lines given (each a JSON text).
const recording = (...lines: ReadonlyArray<string>): string =>
  [
    JSON.stringify({
      format: "effect-bybit.recording",
      version: 1,
      startedAt: 1_767_225_600_000,
      environment: "mainnet",
      part: 0,
      streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"] }]
    }),
    ...lines
  ].join("\n") + "\n"

const R = 1_767_225_600_000

// A book line as the recorder writes it (scanned in place by the reader), its levels given.
const bookLine = (b: ReadonlyArray<ReadonlyArray<string>>, a: ReadonlyArray<ReadonlyArray<string>>, topic = "50") =>
  JSON.stringify({
    r: R,
    c: "linear",
    m: { topic: `orderbook.${topic}.BTCUSDT`, type: "snapshot", ts: R, data: { s: "BTCUSDT", b, a, u: 1, seq: 1 } }
  })

const tradeLine = (p: string, v: string) =>
  JSON.stringify({
    r: R,
    c: "linear",
    m: {
      topic: "publicTrade.BTCUSDT",
      type: "snapshot",
      ts: R,
      data: [{ T: R, s: "BTCUSDT", S: "Buy", v, p, L: "PlusTick", i: "t1", BT: false }]
    }
  })

// A whole gzip stream cut `keep` bytes in: its first bytes inflate, its end never comes (90 bytes of the trade file
// inflate to its columns and the start of its first row).
const cutGzip = (text: string, keep: number): Buffer => zlib.gzipSync(text).subarray(0, keep)

/** Writes the bad inputs into a new temporary folder. */
export const badInputs = (): ReadonlyArray<BadInput> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bad-replay-"))
  const write = (name: string, content: string | Buffer): string => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, content)
    return file
  }
  const rows = (columns: string, ...lines: ReadonlyArray<string>) => [columns, ...lines].join("\n") + "\n"
  return [
    { name: "a missing file", file: path.join(dir, "missing.jsonl.gz"), line: 0, reason: /no such file/ },
    {
      name: "an unknown format",
      file: write("unknown.txt", "hello, world\n"),
      line: 1,
      reason: /unknown format/
    },
    {
      name: "wrong Tardis columns",
      file: write(
        "columns.csv",
        rows("exchange,symbol,timestamp,local_ts,id,side,price,amount", "bybit,BTCUSDT,1,2,3")
      ),
      line: 1,
      reason: /unknown format/
    },
    {
      name: "a notanumber timestamp",
      file: write("timestamp.csv", rows(tradeColumns, `bybit,BTCUSDT,${T},notanumber,1,buy,60000,1`)),
      line: 2,
      reason: /local_timestamp "notanumber"/
    },
    {
      name: "price abc",
      file: write("price.csv", rows(bookColumns, `bybit,BTCUSDT,${T},${T + 1000},true,bid,abc,2`)),
      line: 2,
      reason: /price "abc"/
    },
    {
      name: "size -5",
      file: write("size.csv", rows(tradeColumns, `bybit,BTCUSDT,${T},${T + 1000},1,buy,60000,-5`)),
      line: 2,
      reason: /amount "-5"/
    },
    {
      name: "a time going backwards beyond the tolerance (1 s)",
      file: write(
        "backwards.csv",
        rows(
          tradeColumns,
          `bybit,BTCUSDT,${T},${T + 5_000_000},1,buy,60000,1`,
          // 1.5 s behind the row before
          `bybit,BTCUSDT,${T},${T + 3_500_000},2,buy,60000,1`
        )
      ),
      line: 3,
      reason: /1500 ms before the row before/
    },
    {
      name: "a truncated gzip with no whole line",
      file: write("cut.jsonl.gz", cutGzip('{"format":"effect-bybit.recording","version":1,"startedAt":1}\n', 20)),
      line: 1,
      reason: /truncated.*before its first whole line/
    },
    {
      name: "a truncated gzip with no whole row after the columns",
      file: write("cut-row.csv.gz", cutGzip(rows(tradeColumns, `bybit,BTCUSDT,${T},${T + 1000},1,buy,60000,1`), 90)),
      line: 2,
      reason: /truncated.*before the file gave a line/
    },
    {
      name: "a recorded book level of size -5",
      file: write("book-size.jsonl", recording(bookLine([["59000.00", "-5"]], [["61000.00", "1.000"]]))),
      line: 2,
      reason: /book size "-5" is not a number of 0 or more \(orderbook\.50\.BTCUSDT\)/
    },
    {
      name: "a recorded book level of price abc",
      file: write("book-price.jsonl", recording(bookLine([["59000.00", "1.000"]], [["abc", "1.000"]]))),
      line: 2,
      reason: /book price "abc" is not a number above 0/
    },
    {
      name: "a recorded book level of price 0",
      file: write("book-zero.jsonl", recording(bookLine([["0.00", "1.000"]], []))),
      line: 2,
      reason: /book price "0.00" is not a number above 0/
    },
    {
      name: "a recorded rpi book level of size -5 (a line read by JSON.parse)",
      file: write("book-rpi.jsonl", recording(bookLine([["59000.00", "1.000", "-5"]], [], "rpi"))),
      line: 2,
      reason: /book size "-5" is not a number of 0 or more \(orderbook\.rpi\.BTCUSDT\)/
    },
    {
      name: "a recorded trade of price abc",
      file: write("trade-price.jsonl", recording(tradeLine("abc", "0.001"))),
      line: 2,
      reason: /trade price "abc" is not a number above 0 \(publicTrade\.BTCUSDT\)/
    },
    {
      name: "a recorded trade of size -5",
      file: write("trade-size.jsonl", recording(tradeLine("60000.00", "-5"))),
      line: 2,
      reason: /trade size "-5" is not a number above 0/
    },
    {
      name: "a line over the cap",
      file: write(
        "long.csv",
        rows(tradeColumns, `bybit,BTCUSDT,${T},${T + 1000},1,buy,60000,1`, `bybit,BTCUSDT,${T},${"1".repeat(5000)}`)
      ),
      line: 3,
      reason: /a line longer than 4096 bytes/,
      maxLineBytes: 4096
    }
  ]
}
