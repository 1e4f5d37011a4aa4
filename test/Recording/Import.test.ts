import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as Format from "../../src/Recording/Format.js"
import * as Reader from "../../src/Recording/Reader.js"
import { drain, folder, nodeFs, zip } from "./fixtures.js"

// Hand-checked conversions: each row of a history file and the V5 message it becomes (Tardis times are microseconds,
// Bybit trading history's seconds with a fraction; receive time `r` is Tardis' local_timestamp, else the exchange's).

const errorOf = (error: unknown): Format.RecordingError => {
  expect(error).toBeInstanceOf(Format.RecordingError)
  return error as Format.RecordingError
}

const l2 = [
  "exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount",
  "bybit,BTCUSDT,1700000000000000,1700000000001000,false,bid,99,1",
  "bybit,BTCUSDT,1700000000100000,1700000000101000,true,bid,100,2",
  "bybit,BTCUSDT,1700000000100000,1700000000101000,true,ask,101,3",
  "bybit,BTCUSDT,1700000000200000,1700000000202000,false,bid,100,0",
  "bybit,BTCUSDT,1700000000200000,1700000000202000,false,bid,99.5,4",
  "bybit,BTCUSDT,1700000000250000,1700000000252000,false,ask,101,1.5",
  "bybit,BTCUSDT,1700000000300000,1700000000303000,true,bid,98,1",
  "bybit,BTCUSDT,1700000000300000,1700000000303000,true,ask,99,1"
].join("\n")

const book = (r: number, type: string, ts: number, b: unknown, a: unknown, u: number): Format.Line => ({
  r,
  c: "linear",
  m: { topic: "orderbook.1.BTCUSDT", type, ts, data: { s: "BTCUSDT", b, a, u, seq: u } }
})

describe("Importing history files", () => {
  it.effect("Tardis incremental_book_L2: a message per local_timestamp; a snapshot after updates is a gap", () =>
    Effect.gen(function* () {
      const write = folder()
      for (const name of ["l2.csv", "l2.csv.gz"]) {
        const file = write(name, l2 + "\n")
        const opened = yield* Reader.open([file])
        expect(opened.sources[0]!.kind).toBe("tardis incremental_book_L2")
        expect(opened.sources[0]!.header.streams).toEqual([{ category: "linear", topics: ["orderbook.1.BTCUSDT"] }])
        expect(opened.sources[0]!.header.startedAt).toBe(1700000000001)
        expect(yield* Stream.runCollect(opened.lines)).toEqual([
          // the update before the first snapshot is skipped (it belongs to no book)
          book(1700000000101, "snapshot", 1700000000100, [["100", "2"]], [["101", "3"]], 1),
          book(
            1700000000202,
            "delta",
            1700000000200,
            [
              ["100", "0"],
              ["99.5", "4"]
            ],
            [],
            2
          ),
          book(1700000000252, "delta", 1700000000250, [], [["101", "1.5"]], 3),
          {
            r: 1700000000303,
            c: "linear",
            gap: { reason: "tardis: a snapshot after updates (a reconnect or a new day)" }
          },
          book(1700000000303, "snapshot", 1700000000300, [["98", "1"]], [["99", "1"]], 4)
        ])
      }
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("Tardis trades and derivative_ticker; inverse and spot by exchange id and symbol", () =>
    Effect.gen(function* () {
      const write = folder()
      const trades = write(
        "trades.csv.gz",
        [
          "exchange,symbol,timestamp,local_timestamp,id,side,price,amount",
          "bybit,BTCUSD,1700000000100000,1700000000105000,t1,buy,100.5,10",
          "bybit,BTCUSD,1700000000100000,1700000000105000,t2,sell,100,20",
          "bybit,BTCUSD,1700000000200000,1700000000206000,t3,sell,99.5,5"
        ].join("\n")
      )
      expect(yield* Stream.runCollect(Reader.read([trades]))).toEqual([
        {
          r: 1700000000105,
          c: "inverse",
          m: {
            topic: "publicTrade.BTCUSD",
            type: "snapshot",
            ts: 1700000000100,
            data: [
              { T: 1700000000100, s: "BTCUSD", S: "Buy", v: "10", p: "100.5", i: "t1", BT: false },
              { T: 1700000000100, s: "BTCUSD", S: "Sell", v: "20", p: "100", i: "t2", BT: false }
            ]
          }
        },
        {
          r: 1700000000206,
          c: "inverse",
          m: {
            topic: "publicTrade.BTCUSD",
            type: "snapshot",
            ts: 1700000000200,
            data: [{ T: 1700000000200, s: "BTCUSD", S: "Sell", v: "5", p: "99.5", i: "t3", BT: false }]
          }
        }
      ])
      const spotTrades = write(
        "spot.csv",
        "exchange,symbol,timestamp,local_timestamp,id,side,price,amount\nbybit-spot,ETHUSDT,1700000000100000,1700000000105000,9,buy,2000,1"
      )
      const [spotLine] = yield* Stream.runCollect(Reader.read([spotTrades]))
      expect(spotLine).toMatchObject({ r: 1700000000105, c: "spot", m: { topic: "publicTrade.ETHUSDT" } })

      const ticker = write(
        "ticker.csv",
        [
          "exchange,symbol,timestamp,local_timestamp,funding_timestamp,funding_rate,predicted_funding_rate,open_interest,last_price,index_price,mark_price",
          "bybit,BTCUSDT,1700000000100000,1700000000101000,1700006400000000,0.0001,0.0002,5000.5,37000.5,37001,37000.8",
          "bybit,BTCUSDT,1700000001100000,1700000001101000,,,,,37002,,37001.2"
        ].join("\n")
      )
      expect(yield* Stream.runCollect(Reader.read([ticker]))).toEqual([
        {
          r: 1700000000101,
          c: "linear",
          m: {
            topic: "tickers.BTCUSDT",
            type: "snapshot",
            ts: 1700000000100,
            data: {
              symbol: "BTCUSDT",
              lastPrice: "37000.5",
              markPrice: "37000.8",
              indexPrice: "37001",
              openInterest: "5000.5",
              fundingRate: "0.0001",
              nextFundingTime: "1700006400000"
            }
          }
        },
        {
          r: 1700000001101,
          c: "linear",
          m: {
            topic: "tickers.BTCUSDT",
            type: "delta",
            ts: 1700000001100,
            data: { symbol: "BTCUSDT", lastPrice: "37002", markPrice: "37001.2" }
          }
        }
      ])
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("Bybit trading and spot trade history: a message per run of one time", () =>
    Effect.gen(function* () {
      const write = folder()
      const trading = write(
        "BTCUSDT2024-01-04.csv.gz",
        [
          "timestamp,symbol,side,size,price,tickDirection,trdMatchID,grossValue,homeNotional,foreignNotional",
          "1704326400.1000,BTCUSDT,Buy,0.010,42500.10,PlusTick,m-1,4.25001e+11,0.010,425.001",
          "1704326400.1000,BTCUSDT,Buy,0.020,42500.20,PlusTick,m-2,8.50004e+11,0.020,850.004",
          "1704326401.0974,BTCUSDT,Sell,0.015,42499.90,MinusTick,m-3,6.374985e+11,0.015,637.4985"
        ].join("\n") // no newline after the last row: it is read all the same
      )
      const got = yield* Stream.runCollect(Reader.read([trading]))
      expect(got).toEqual([
        {
          r: 1704326400100,
          c: "linear",
          m: {
            topic: "publicTrade.BTCUSDT",
            type: "snapshot",
            ts: 1704326400100,
            data: [
              {
                T: 1704326400100,
                s: "BTCUSDT",
                S: "Buy",
                v: "0.010",
                p: "42500.10",
                L: "PlusTick",
                i: "m-1",
                BT: false
              },
              {
                T: 1704326400100,
                s: "BTCUSDT",
                S: "Buy",
                v: "0.020",
                p: "42500.20",
                L: "PlusTick",
                i: "m-2",
                BT: false
              }
            ]
          }
        },
        {
          r: 1704326401097,
          c: "linear",
          m: {
            topic: "publicTrade.BTCUSDT",
            type: "snapshot",
            ts: 1704326401097,
            data: [
              {
                T: 1704326401097,
                s: "BTCUSDT",
                S: "Sell",
                v: "0.015",
                p: "42499.90",
                L: "MinusTick",
                i: "m-3",
                BT: false
              }
            ]
          }
        }
      ])
      const spot = write(
        "BTCUSDT_2025-05-19.csv",
        "id,timestamp,price,volume,side,rpi\n1,1747612800074,106453.8,0.003718,sell,0\n2,1747612800150,106456.9,0.000500,buy,0\n"
      )
      expect(yield* Stream.runCollect(Reader.read([spot]))).toEqual([
        {
          r: 1747612800074,
          c: "spot",
          m: {
            topic: "publicTrade.BTCUSDT",
            type: "snapshot",
            ts: 1747612800074,
            data: [{ T: 1747612800074, s: "BTCUSDT", S: "Sell", v: "0.003718", p: "106453.8", i: "1", BT: false }]
          }
        },
        {
          r: 1747612800150,
          c: "spot",
          m: {
            topic: "publicTrade.BTCUSDT",
            type: "snapshot",
            ts: 1747612800150,
            data: [{ T: 1747612800150, s: "BTCUSDT", S: "Buy", v: "0.000500", p: "106456.9", i: "2", BT: false }]
          }
        }
      ])
      const unnamed = write("trades.csv", "id,timestamp,price,volume,side\n1,1747612800074,1,1,buy\n")
      const e = errorOf((yield* drain(Reader.read([unnamed]))).error)
      expect([e.file, e.line]).toEqual([unnamed, 1])
      expect(e.reason).toContain("SYMBOL_YYYY-MM-DD")
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("Bybit order-book history: the V5 messages as they are, at their own time; depth 200 is spot", () =>
    Effect.gen(function* () {
      const write = folder()
      const messages = [
        {
          topic: "orderbook.500.BTCUSDT",
          type: "snapshot",
          ts: 1735689600010,
          data: { s: "BTCUSDT", b: [["93000.0", "1.5"]], a: [["93000.5", "2"]], u: 1, seq: 100 },
          cts: 1735689600005
        },
        {
          topic: "orderbook.500.BTCUSDT",
          type: "delta",
          ts: 1735689600110,
          data: { s: "BTCUSDT", b: [], a: [["93000.5", "0"]], u: 2, seq: 101 },
          cts: 1735689600100
        }
      ]
      const data = write("2025-01-01_BTCUSDT_ob500.data", messages.map((m) => JSON.stringify(m)).join("\n") + "\n")
      const opened = yield* Reader.open([data])
      expect(opened.sources[0]!.header.streams).toEqual([{ category: "linear", topics: ["orderbook.500.BTCUSDT"] }])
      expect(yield* Stream.runCollect(opened.lines)).toEqual(messages.map((m) => ({ r: m.ts, c: "linear", m })))
      const spotBook = write(
        "2025-06-01_BTCUSDT_ob200.data.gz",
        JSON.stringify({ ...messages[0], topic: "orderbook.200.BTCUSDT" }) + "\n"
      )
      const [spotLine] = yield* Stream.runCollect(Reader.read([spotBook]))
      expect(spotLine).toMatchObject({ c: "spot" })
      const asLinear = yield* Stream.runCollect(Reader.read([{ path: spotBook, market: "linear" }]))
      expect(asLinear[0]).toMatchObject({ c: "linear" })

      // the archive as downloaded reads the same; cut short, it is refused by name
      const archive = zip("2025-01-01_BTCUSDT_ob500.data", messages.map((m) => JSON.stringify(m)).join("\n") + "\n")
      const zipped = write("2025-01-01_BTCUSDT_ob500.data.zip", archive, false)
      expect(yield* Stream.runCollect(Reader.read([zipped]))).toEqual(
        messages.map((m) => ({ r: m.ts, c: "linear", m }))
      )
      const cutZip = write("cut_ob500.data.zip", archive.subarray(0, archive.length - 30), false)
      const z = errorOf((yield* drain(Reader.read([cutZip]))).error)
      expect([z.file, z.line, z.reason]).toEqual([
        cutZip,
        0,
        "ZIP archive: no directory at its end (cut short, or not a ZIP)"
      ])

      // a corrupt message names its line; the trades of the same day merge with the book by time
      const corrupt = write("bad_ob500.data", JSON.stringify(messages[0]) + '\n{"topic":"orderbook.500.BTCUSDT",\n')
      const e = errorOf((yield* drain(Reader.read([corrupt]))).error)
      expect([e.file, e.line, e.reason]).toEqual([corrupt, 2, "corrupt line: not JSON"])
      const trading = write(
        "BTCUSDT2025-01-01.csv",
        "timestamp,symbol,side,size,price,tickDirection,trdMatchID\n1735689600.0500,BTCUSDT,Buy,1,93000.5,PlusTick,x\n"
      )
      const merged = yield* Stream.runCollect(Reader.read([data, trading]))
      expect(merged.map((line) => line.r)).toEqual([1735689600010, 1735689600050, 1735689600110])
    }).pipe(Effect.provide(nodeFs))
  )

  it.effect("a Tardis book's topic depth is the smallest V5 depth that holds its first snapshot", () =>
    Effect.gen(function* () {
      const write = folder()
      const rows = ["exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount"]
      for (let i = 0; i < 60; i++) rows.push(`bybit,ETHUSDT,1700000000000000,1700000000001000,true,bid,${1000 - i},1`)
      rows.push("bybit,ETHUSDT,1700000000000000,1700000000001000,true,ask,1001,1")
      const file = write("eth.csv.gz", rows.join("\n"))
      const opened = yield* Reader.open([file])
      expect(opened.sources[0]!.header.streams[0]!.topics).toEqual(["orderbook.200.ETHUSDT"])
      const [snapshot] = yield* Stream.runCollect(opened.lines)
      expect(snapshot).toMatchObject({ m: { topic: "orderbook.200.ETHUSDT", type: "snapshot" } })
      expect(((snapshot as Format.MessageLine).m.data as { b: ReadonlyArray<unknown> }).b.length).toBe(60)
    }).pipe(Effect.provide(nodeFs))
  )

  // Every corrupt row of a Tardis dataset, refused with the file and its line (the rows before it are whole).
  const T = 1700000000000000
  const bookCols = "exchange,symbol,timestamp,local_timestamp,is_snapshot,side,price,amount"
  const tradeCols = "exchange,symbol,timestamp,local_timestamp,id,side,price,amount"
  const tickerCols =
    "exchange,symbol,timestamp,local_timestamp,funding_timestamp,funding_rate,predicted_funding_rate,open_interest,last_price,index_price,mark_price"
  const goodBook = `bybit,BTCUSDT,${T},${T + 1000},true,bid,100,2`
  const goodTrade = `bybit,BTCUSDT,${T},${T + 1000},1,buy,100,2`
  const goodTicker = `bybit,BTCUSDT,${T},${T + 1000},${T + 3600_000_000},0.0001,0.0001,500,100,100,100`
  const corrupt: ReadonlyArray<readonly [string, string, string, RegExp]> = [
    [
      "book: timestamp notanumber",
      bookCols,
      `bybit,BTCUSDT,notanumber,${T + 2000},false,bid,100,1`,
      /timestamp "notanumber"/
    ],
    [
      "book: local_timestamp notanumber",
      bookCols,
      `bybit,BTCUSDT,${T},notanumber,false,bid,100,1`,
      /local_timestamp "notanumber"/
    ],
    ["book: local_timestamp negative", bookCols, `bybit,BTCUSDT,${T},-${T},false,bid,100,1`, /local_timestamp "-/],
    ["book: price abc", bookCols, `bybit,BTCUSDT,${T},${T + 2000},false,bid,abc,1`, /price "abc"/],
    ["book: price Infinity", bookCols, `bybit,BTCUSDT,${T},${T + 2000},false,bid,Infinity,1`, /price "Infinity"/],
    ["book: amount -5", bookCols, `bybit,BTCUSDT,${T},${T + 2000},false,bid,100,-5`, /amount "-5"/],
    ["book: amount empty", bookCols, `bybit,BTCUSDT,${T},${T + 2000},false,bid,100,`, /amount ""/],
    ["book: 1.5 s back", bookCols, `bybit,BTCUSDT,${T},${T + 1000 - 1_500_000},false,bid,100,1`, /1500 ms before/],
    [
      "trades: timestamp notanumber",
      tradeCols,
      `bybit,BTCUSDT,notanumber,${T + 2000},2,buy,100,1`,
      /timestamp "notanumber"/
    ],
    ["trades: price 0", tradeCols, `bybit,BTCUSDT,${T},${T + 2000},2,buy,0,1`, /price "0"/],
    ["trades: size -5", tradeCols, `bybit,BTCUSDT,${T},${T + 2000},2,buy,100,-5`, /amount "-5"/],
    ["trades: size 0", tradeCols, `bybit,BTCUSDT,${T},${T + 2000},2,buy,100,0`, /amount "0"/],
    ["trades: 2 s back", tradeCols, `bybit,BTCUSDT,${T},${T + 1000 - 2_000_000},2,buy,100,1`, /2000 ms before/],
    [
      "ticker: last_price abc",
      tickerCols,
      `bybit,BTCUSDT,${T},${T + 2000},,0.0001,,500,abc,100,100`,
      /last_price "abc"/
    ],
    [
      "ticker: open_interest -1",
      tickerCols,
      `bybit,BTCUSDT,${T},${T + 2000},,0.0001,,-1,100,100,100`,
      /open_interest "-1"/
    ],
    ["ticker: funding_rate x", tickerCols, `bybit,BTCUSDT,${T},${T + 2000},,x,,500,100,100,100`, /funding_rate "x"/],
    [
      "ticker: funding_timestamp x",
      tickerCols,
      `bybit,BTCUSDT,${T},${T + 2000},x,,,500,100,100,100`,
      /funding_timestamp "x"/
    ]
  ]
  it.effect(
    "a corrupt Tardis row (not a number, negative, a time too far back) is refused with its file and line",
    () =>
      Effect.gen(function* () {
        const write = folder()
        let k = 0
        for (const [name, columns, row, reason] of corrupt) {
          const good = columns === bookCols ? goodBook : columns === tradeCols ? goodTrade : goodTicker
          const file = write(`corrupt-${k++}.csv`, [columns, good, good, row, good].join("\n") + "\n")
          const e = errorOf((yield* drain(Reader.read([file]))).error)
          expect([name, e.file, e.line], e.message).toEqual([name, file, 4])
          expect(e.reason, name).toMatch(/^corrupt row: /)
          expect(e.reason, name).toMatch(reason)
        }
      }).pipe(Effect.provide(nodeFs))
  )

  it.effect(
    "a Bybit trade history row whose price or size is not a number above 0 is refused with its file and line",
    () =>
      Effect.gen(function* () {
        const write = folder()
        const trading =
          "timestamp,symbol,side,size,price,tickDirection,trdMatchID,grossValue,homeNotional,foreignNotional"
        const good = "1735689600.1,BTCUSDT,Buy,0.01,93000.5,PlusTick,a,1,0.01,930"
        let k = 0
        for (const [row, reason] of [
          ["1735689600.2,BTCUSDT,Sell,-5,93000.5,MinusTick,b,1,0.01,930", /amount "-5"/],
          ["1735689600.2,BTCUSDT,Sell,0.01,abc,MinusTick,b,1,0.01,930", /price "abc"/]
        ] as const) {
          const file = write(`BTCUSDT2025-01-0${++k}.csv`, [trading, good, row].join("\n") + "\n")
          const e = errorOf((yield* drain(Reader.read([file]))).error)
          expect([e.file, e.line]).toEqual([file, 3])
          expect(e.reason).toMatch(reason)
        }
        const spot = write(
          "BTCUSDT_2025-01-01.csv",
          ["id,timestamp,price,volume,side", "1,1735689600100,93000,0.5,buy", "2,1735689600200,93000,,sell"].join(
            "\n"
          ) + "\n"
        )
        const e = errorOf((yield* drain(Reader.read([spot]))).error)
        expect([e.file, e.line, e.reason]).toEqual([spot, 3, 'corrupt row: amount "" is not a number above 0'])
      }).pipe(Effect.provide(nodeFs))
  )
  it.effect(
    "a Tardis local_timestamp back by up to 1 s is read at the latest time: the receive times never go back",
    () =>
      Effect.gen(function* () {
        const write = folder()
        const file = write(
          "jitter.csv",
          [
            tradeCols,
            `bybit,BTCUSDT,${T},${T + 1_000_000},1,buy,100,1`,
            // 1 s back: tolerated, read at the row before's time
            `bybit,BTCUSDT,${T},${T},2,buy,100,1`,
            `bybit,BTCUSDT,${T},${T + 1_500_000},3,sell,101,1`
          ].join("\n") + "\n"
        )
        const { lines, error } = yield* drain(Reader.read([file]))
        expect(error).toBeUndefined()
        expect(lines.map((l) => l.r)).toEqual([1700000001000, 1700000001000, 1700000001500])
      }).pipe(Effect.provide(nodeFs))
  )
})
