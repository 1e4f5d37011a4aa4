import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Format from "../../src/Recording/Format.js"
import * as Reader from "../../src/Recording/Reader.js"
import { spanNames } from "../support/SpanNames.js"
import {
  countingFileSystem,
  drain,
  folder,
  header,
  nodeFs,
  recordingText,
  trade,
  watchingFileSystem
} from "./fixtures.js"

const linear = [{ category: "linear" as const, topics: ["publicTrade.BTCUSDT"] }]
const spot = [{ category: "spot" as const, topics: ["publicTrade.BTCUSDT"] }]

const errorOf = (error: unknown): Format.RecordingError => {
  expect(error).toBeInstanceOf(Format.RecordingError)
  return error as Format.RecordingError
}

describe("Recording reader", () => {
  it.effect("open is a named, traced call: a span `Reader.open`", () =>
    Effect.gen(function* () {
      const file = folder()("a.jsonl", recordingText(header(0, 1000, linear), [trade(1000)]))
      const { value, names } = yield* spanNames(Reader.open([file]))
      expect(value.sources).toHaveLength(1)
      expect(names).toEqual(["Reader.open"])
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("reads a gzip recording and a plain one alike, with the header of each", () =>
    Effect.gen(function* () {
      const write = folder()
      const lines: ReadonlyArray<Format.Line> = [
        trade(1000),
        { r: 1500, c: "linear", gap: { reason: "socket closed (1006)" } },
        trade(2000),
        { r: 3000, end: { messages: 2, gaps: 1 } }
      ]
      const text = recordingText(header(0, 1000, linear), lines)
      const gz = write("a.jsonl.gz", text)
      const plain = write("b.jsonl", text)
      const opened = yield* Reader.open([gz])
      expect(opened.sources.map((s) => [s.file, s.kind, s.header.startedAt])).toEqual([[gz, "recording", 1000]])
      expect(yield* Stream.runCollect(opened.lines)).toEqual(lines)
      expect(yield* Stream.runCollect(Reader.read([plain]))).toEqual(lines)
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect(
    "book and trade lines are scanned as bytes: across chunk edges, CRLF and non-ASCII lines read as JSON.parse does",
    () =>
      Effect.gen(function* () {
        const write = folder()
        const book = (r: number, type: string, b: ReadonlyArray<readonly [string, string]>): Format.Line => ({
          r,
          c: "linear",
          m: { topic: "orderbook.50.BTCUSDT", type, ts: r, data: { s: "BTCUSDT", b, a: [["2.5", "1"]], u: r, seq: 1 } }
        })
        const lines: ReadonlyArray<Format.Line> = [
          book(1000, "snapshot", [
            ["1.5", "2"],
            ["1.4", "3.25"]
          ]),
          trade(1100),
          book(1200, "delta", [["1.5", "0"]]),
          // not ASCII: parsed, not scanned
          { r: 1300, c: "linear", m: { topic: "orderbook.50.BTCUSDT", type: "delta", ts: 1300, data: { s: "BTC€" } } },
          { r: 2000, end: { messages: 4, gaps: 0 } }
        ]
        const text = recordingText(header(0, 1000, linear), lines)
        for (const [name, body] of [
          ["lf.jsonl", text],
          ["crlf.jsonl", text.replaceAll("\n", "\r\n")]
        ] as const) {
          const file = write(name, body)
          for (const chunkSize of [5, 64, 65536]) {
            const got = yield* Stream.runCollect(Reader.read([file], { chunkSize }))
            expect(got).toEqual(lines)
            expect(got.map((line) => Format.scanned(line)?.kind)).toEqual([
              "book",
              "trades",
              "book",
              undefined,
              undefined
            ])
            // for a replay: the scanned lines as their scans, the same lines once made lines
            const scans = yield* Stream.runCollect(Reader.scans([file], { chunkSize }))
            expect(scans.map(Format.isScan)).toEqual([true, true, true, false, false])
            expect(scans.map((item) => (Format.isScan(item) ? Format.line(item) : item))).toEqual(lines)
            expect(scans.map((item) => Format.scanned(item)?.kind)).toEqual([
              "book",
              "trades",
              "book",
              undefined,
              undefined
            ])
          }
        }
      }).pipe(Effect.provide(nodeFs))
  )

  it.effect("scans a chunk's whole lines only: a line cut by a chunk's end is read once it is whole", () =>
    Effect.gen(function* () {
      const write = folder()
      const book = (r: number): Format.Line => ({
        r,
        c: "linear",
        m: {
          topic: "orderbook.50.BTCUSDT",
          type: r === 1000 ? "snapshot" : "delta",
          ts: r,
          data: { s: "BTCUSDT", b: [["1.5", String(r)]], a: [["2.5", "1"]], u: r, seq: 1 }
        }
      })
      const lines: Array<Format.Line> = []
      for (let r = 1000; r < 1040; r++) lines.push(r % 3 === 0 ? trade(r) : book(r))
      lines.push({ r: 2000, end: { messages: 40, gaps: 0 } })
      const file = write("cut.jsonl", recordingText(header(0, 1000, linear), lines))
      // chunks that end inside lines, at every place of a line in turn (a line is ~150-200 bytes)
      for (const chunkSize of [61, 97, 256]) {
        const { pastLines, layer } = watchingFileSystem()
        const scans = yield* Stream.runCollect(Reader.scans([file], { chunkSize })).pipe(Effect.provide(layer))
        expect(scans.map((item) => (Format.isScan(item) ? Format.line(item) : item))).toEqual(lines)
        expect(scans.filter(Format.isScan).length).toBe(40)
        // nothing read of a chunk after its last newline, but as the bytes carried to the next chunk
        expect(pastLines).toEqual([])
      }
    })
  )

  it.effect("gives scans in the order and with the errors of the lines: merged series, a corrupt line", () =>
    Effect.gen(function* () {
      const write = folder()
      const a = write(
        "a.jsonl.gz",
        recordingText(header(0, 1000, linear), [trade(1000), trade(3000), { r: 4000, end: { messages: 2, gaps: 0 } }])
      )
      const spotTrade = (r: number): Format.Line => ({ ...trade(r), c: "spot" })
      const b = write(
        "b.jsonl.gz",
        recordingText(header(0, 1000, spot), [
          spotTrade(2000),
          spotTrade(3000),
          { r: 5000, end: { messages: 2, gaps: 0 } }
        ])
      )
      const lines = yield* Stream.runCollect(Reader.read([a, b]))
      const scans = yield* Stream.runCollect(Reader.scans([a, b]))
      expect(scans.map((item) => item.r)).toEqual([1000, 2000, 3000, 3000, 4000, 5000])
      expect(scans.map((item) => (Format.isScan(item) ? Format.line(item) : item))).toEqual(lines)
      // a corrupt third line, between two trades
      const [head = "", first = "", second = ""] = recordingText(header(0, 1000, linear), [
        trade(1000),
        trade(2000)
      ]).split("\n")
      const bad = write("bad.jsonl", [head, first, "{x", second, ""].join("\n"))
      const read = yield* drain(Reader.read([bad]))
      const scanned = yield* drain(Reader.scans([bad]))
      expect(scanned.error).toEqual(read.error)
      expect(errorOf(scanned.error).line).toBe(3)
      expect(scanned.lines.map((item) => (Format.isScan(item) ? Format.line(item) : item))).toEqual(read.lines)
      expect(scanned.lines.map(Format.isScan)).toEqual([true])
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("reads rotated parts in part order, and merges series of other markets by receive time", () =>
    Effect.gen(function* () {
      const write = folder()
      const part0 = write(
        "p0.jsonl.gz",
        recordingText(header(0, 1000, linear), [trade(1000), trade(1300), { r: 2000, end: { messages: 2, gaps: 0 } }])
      )
      const part1 = write(
        "p1.jsonl.gz",
        recordingText(header(1, 2000, linear), [trade(2000), trade(2600), { r: 3000, end: { messages: 2, gaps: 0 } }])
      )
      const spots = write(
        "s.jsonl",
        recordingText(header(0, 1000, spot), [
          trade(1000, "spot"),
          trade(1300, "spot"),
          trade(2500, "spot"),
          { r: 2700, end: { messages: 3, gaps: 0 } }
        ])
      )
      // given out of order: the parts are put back in order; at equal times the series given first goes first
      const got = yield* Stream.runCollect(Reader.read([part1, spots, part0]))
      expect(got.map((line) => [line.r, "c" in line ? line.c : "end"])).toEqual([
        [1000, "linear"],
        [1000, "spot"],
        [1300, "linear"],
        [1300, "spot"],
        [2000, "end"],
        [2000, "linear"],
        [2500, "spot"],
        [2600, "linear"],
        [2700, "end"],
        [3000, "end"]
      ])
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("streams a file as it is consumed: taking the first lines reads a small part of it", () => {
    const write = folder()
    const many = Array.from({ length: 20_000 }, (_, i) => trade(1000 + i))
    const text = recordingText(header(0, 1000, linear), [...many, { r: 50_000, end: { messages: 20_000, gaps: 0 } }])
    const gz = write("big.jsonl.gz", text)
    const plain = write("big.jsonl", text)
    return Effect.gen(function* () {
      for (const file of [gz, plain]) {
        const { count, layer } = countingFileSystem()
        const first = yield* Stream.runCollect(Reader.read([file], { chunkSize: 1024 }).pipe(Stream.take(5))).pipe(
          Effect.provide(layer)
        )
        expect(first).toEqual(many.slice(0, 5))
        const partial = count.bytes
        const all = yield* Stream.runCollect(Reader.read([file], { chunkSize: 1024 })).pipe(Effect.provide(layer))
        expect(all.length).toBe(20_001)
        const whole = count.bytes - partial
        // the whole read reads the file (once, plus the first lines that recognise it); the first lines, a sliver
        expect(partial * 20).toBeLessThan(whole)
      }
    })
  })

  it.effect("names the file and the line of each bad input", () =>
    Effect.gen(function* () {
      const write = folder()
      const good = recordingText(header(0, 1000, linear), [
        trade(1000),
        trade(2000),
        { r: 3000, end: { messages: 2, gaps: 0 } }
      ])
      const cases: Array<[string, string | Uint8Array, number, string]> = [
        ["corrupt.jsonl", good.replace('{"r":2000', '{"r":2000,,'), 3, "corrupt line: not JSON"],
        // a trade line corrupt inside its trades, or after its JSON ends (the scan reads it to its end)
        ["corrupt-trade.jsonl", good.replace('"T":2000,"s"', '"T":2000,,"s"'), 3, "corrupt line: not JSON"],
        ["corrupt-end.jsonl", good.replace('}]}}\n{"r":3000', '}]}}x\n{"r":3000'), 3, "corrupt line: not JSON"],
        ["order.jsonl", recordingText(header(0, 1000, linear), [trade(2000), trade(1000)]), 3, "out of order"],
        ["version.jsonl", good.replace('"version":1', '"version":2'), 1, "recording format version 2"],
        [
          "other.csv",
          "exchange,symbol,timestamp,local_timestamp,id,side,price,amount\nbinance-futures,BTCUSDT,1,2,x,buy,1,1\n",
          2,
          'another exchange: tardis "binance-futures"'
        ],
        ["unknown.csv", "time,open,high,low,close\n1,2,3,4,5\n", 1, "unknown format"],
        ["empty.jsonl", "", 1, "empty file"],
        ["archive.zip", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 0, "ZIP archive: no directory at its end"]
      ]
      for (const [name, text, line, reason] of cases) {
        const file = write(name, text, false)
        const { lines, error } = yield* drain(Reader.read([file]))
        const e = errorOf(error)
        expect([e.file, e.line], name).toEqual([file, line])
        expect(e.reason, name).toContain(reason)
        // the whole lines before a bad one are given first (they sit in the same chunk)
        if (name.startsWith("corrupt") || name === "order.jsonl") expect(lines, name).toHaveLength(1)
      }
      const missing = errorOf((yield* drain(Reader.read([`${write("x", "")}-missing.jsonl.gz`]))).error)
      expect([missing.line, missing.reason]).toEqual([0, "no such file"])
      expect(missing.file).toMatch(/-missing\.jsonl\.gz$/)
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("a file cut short gives its whole lines, then fails at the cut — or, asked, ends with a gap", () =>
    Effect.gen(function* () {
      const write = folder()
      const many = Array.from({ length: 5000 }, (_, i) => trade(1000 + i))
      const text = recordingText(header(0, 1000, linear), [...many, { r: 9000, end: { messages: 5000, gaps: 0 } }])
      const gz = write("cut.jsonl.gz", text)
      const { readFileSync } = yield* Effect.promise(() => import("node:fs"))
      const bytes = readFileSync(gz)
      const cutGz = write("cut-short.jsonl.gz", bytes.subarray(0, Math.floor(bytes.length / 2)), false)
      const cut = yield* drain(Reader.read([cutGz]))
      const e = errorOf(cut.error)
      expect(cut.lines.length).toBeGreaterThan(0)
      expect(cut.lines).toEqual(many.slice(0, cut.lines.length))
      expect([e.file, e.line]).toEqual([cutGz, cut.lines.length + 2])
      expect(e.reason).toContain("truncated: the gzip stream ends mid-way")

      // a recorder that stopped without its end line, and one that stopped mid-line
      const noEnd = write("no-end.jsonl", recordingText(header(0, 1000, linear), many.slice(0, 3)))
      const midLine = write(
        "mid-line.jsonl",
        recordingText(header(0, 1000, linear), many.slice(0, 3)) + '{"r":1003,"c":"lin'
      )
      const a = yield* drain(Reader.read([noEnd]))
      expect(a.lines).toEqual(many.slice(0, 3))
      expect([errorOf(a.error).line, errorOf(a.error).reason]).toEqual([
        5,
        "truncated: no end line after the last (the recorder stopped without closing)"
      ])
      const b = yield* drain(Reader.read([midLine]))
      expect(b.lines).toEqual(many.slice(0, 3))
      expect(errorOf(b.error).line).toBe(5)
      expect(errorOf(b.error).reason).toContain("truncated: the last line is cut short")

      // truncated: "gap" — the same lines, then a gap on the file's market, and no error
      const c = yield* drain(Reader.read([midLine], { truncated: "gap" }))
      expect(c.error).toBeUndefined()
      expect(c.lines.slice(0, 3)).toEqual(many.slice(0, 3))
      expect(c.lines[3]).toMatchObject({
        r: 1002,
        c: "linear",
        gap: { reason: expect.stringContaining("mid-line.jsonl:5") }
      })
      const d = yield* drain(Reader.read([cutGz], { truncated: "gap" }))
      expect(d.error).toBeUndefined()
      expect(d.lines.at(-1)).toMatchObject({ c: "linear", gap: { reason: expect.stringContaining("truncated") } })
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("a gzip file whose data check fails gives its lines, then fails naming the file and the line", () =>
    Effect.gen(function* () {
      const write = folder()
      const many = Array.from({ length: 3000 }, (_, i) => trade(1000 + i))
      const text = recordingText(header(0, 1000, linear), [...many, { r: 9000, end: { messages: 3000, gaps: 0 } }])
      const { readFileSync } = yield* Effect.promise(() => import("node:fs"))
      const bytes = Uint8Array.from(readFileSync(write("whole.jsonl.gz", text)))
      // the trailer's CRC-32 of the data, changed: every byte inflates, the check at the end fails
      bytes[bytes.length - 8] = (bytes[bytes.length - 8] as number) ^ 0xff
      const bad = write("bad-crc.jsonl.gz", bytes, false)
      for (const chunkSize of [1024, 65536]) {
        const { lines, error } = yield* drain(Reader.read([bad], { chunkSize }))
        const e = errorOf(error)
        expect(lines.length).toBeLessThanOrEqual(3001)
        expect(lines).toEqual([...many, { r: 9000, end: { messages: 3000, gaps: 0 } }].slice(0, lines.length))
        expect([e.file, e.line]).toEqual([bad, lines.length + 2])
        expect(e.reason).toMatch(/^corrupt gzip data \(/)
      }
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("a bad file fails only the read it is in", () =>
    Effect.gen(function* () {
      const write = folder()
      const good = write(
        "good.jsonl.gz",
        recordingText(header(0, 1000, linear), [trade(1000), trade(2000), { r: 3000, end: { messages: 2, gaps: 0 } }])
      )
      const bad = write("bad.jsonl", recordingText(header(0, 1000, spot), [trade(1500, "spot")]).replace("1500", "x"))
      const [withBad, alone] = yield* Effect.all([drain(Reader.read([good, bad])), drain(Reader.read([good]))], {
        concurrency: 2
      })
      expect(errorOf(withBad.error).file).toBe(bad)
      expect(alone.error).toBeUndefined()
      expect(alone.lines.length).toBe(3)
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect(
    "a line longer than the cap is refused at its line, however it falls across chunks and in either format",
    () =>
      Effect.gen(function* () {
        const write = folder()
        const many = Array.from({ length: 50 }, (_, i) => trade(1000 + i))
        const long = { ...trade(1050), m: { ...trade(1050).m, pad: "x".repeat(20_000) } }
        const text = recordingText(header(0, 1000, linear), [
          ...many,
          long,
          { r: 9000, end: { messages: 51, gaps: 0 } }
        ])
        const csv = write(
          "long.csv",
          [
            "exchange,symbol,timestamp,local_timestamp,id,side,price,amount",
            "bybit,BTCUSDT,1700000000000000,1700000000001000,1,buy,100,1",
            `bybit,BTCUSDT,1700000000000000,1700000000001000,${"2".repeat(20_000)},buy,100,1`
          ].join("\n") + "\n"
        )
        const cases = [
          [write("long.jsonl", text), 52],
          [write("long.jsonl.gz", text), 52],
          [csv, 3]
        ] as const
        for (const [file, line] of cases) {
          // the long line within one chunk, across a few, and across many
          for (const chunkSize of [1 << 16, 4096, 512]) {
            const { lines, error } = yield* drain(Reader.read([file], { chunkSize, maxLineBytes: 10_000 }))
            const e = errorOf(error)
            expect([e.file, e.line, e.reason], `${file} ${chunkSize}`).toEqual([
              file,
              line,
              "a line longer than 10000 bytes (the longest read: maxLineBytes, --max-line-bytes)"
            ])
            if (file !== csv) expect(lines).toEqual(many.slice(0, lines.length))
          }
          // under a cap it fits, it is read
          const whole = yield* drain(Reader.read([file], { maxLineBytes: 30_000 }))
          expect(whole.error).toBeUndefined()
        }
        // a line of 4 MB over a cap of 10 kB: the read stops once the cap is passed, having read about the cap of it
        // (it is never held whole), both when the file is recognised (its second line) and when its lines are read
        for (const huge of [
          write(
            "huge.jsonl",
            recordingText(header(0, 1000, linear), [many[0]!, long]).replace("x".repeat(20_000), "x".repeat(4_000_000))
          ),
          write(
            "huge-second.jsonl",
            recordingText(header(0, 1000, linear), [{ ...long, m: { ...long.m, pad: "x".repeat(4_000_000) } }])
          )
        ]) {
          const { count, layer } = countingFileSystem()
          const { error } = yield* drain(Reader.read([huge], { chunkSize: 4096, maxLineBytes: 10_000 })).pipe(
            Effect.provide(layer)
          )
          expect(errorOf(error).reason).toMatch(/a line longer than 10000 bytes/)
          expect(count.bytes).toBeLessThan(100_000)
        }

        // a first line over the cap: refused while the file is being recognised
        const longHeader = write("long-header.jsonl", `{"format":"${"f".repeat(5000)}"}\n`)
        const e = errorOf((yield* drain(Reader.read([longHeader], { maxLineBytes: 1000 }))).error)
        expect([e.file, e.line]).toEqual([longHeader, 1])
        expect(e.reason).toMatch(/a line longer than 1000 bytes/)
      }).pipe(Effect.provide(nodeFs))
  )

  it.effect(
    "a file cut short before it gave a line is refused even with truncated: gap (no gap at a made-up time)",
    () =>
      Effect.gen(function* () {
        const write = folder()
        const columns = "exchange,symbol,timestamp,local_timestamp,id,side,price,amount\n"
        const { gzipSync } = yield* Effect.promise(() => import("node:zlib"))
        // the columns whole, the first row cut: a header whose start time would be 0
        const full = gzipSync(`${columns}bybit,BTCUSDT,1700000000000000,1700000000001000,1,buy,100,1\n`)
        const cutRow = write("cut-row.csv.gz", full.subarray(0, 90), false)
        // the header itself cut
        const cutHeader = write(
          "cut-header.jsonl.gz",
          gzipSync(Format.encode(header(0, 1000, linear))).subarray(0, 40),
          false
        )
        for (const [file, line] of [
          [cutRow, 2],
          [cutHeader, 1]
        ] as const) {
          const { lines, error } = yield* drain(Reader.read([file], { truncated: "gap" }))
          expect(lines).toEqual([])
          const e = errorOf(error)
          expect([e.file, e.line]).toEqual([file, line])
          expect(e.reason).toMatch(/^truncated: the gzip stream ends mid-way/)
        }
      }).pipe(Effect.provide(nodeFs))
  )
})
