import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as BookScan from "../../src/Recording/BookScan.js"
import * as Format from "../../src/Recording/Format.js"

const header: Format.Header = {
  format: Format.formatName,
  version: Format.version,
  startedAt: 1767225600000,
  environment: "emulator",
  part: 0,
  streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"] }]
}

describe("Recording format", () => {
  it("round-trips a header, a message, a gap and an end line", () => {
    expect(Format.decodeHeader(Format.encode(header).trim(), "a.jsonl")).toEqual(header)
    const lines: ReadonlyArray<Format.Line> = [
      { r: 1, c: "linear", m: { topic: "publicTrade.BTCUSDT", type: "snapshot", ts: 1, data: [{ p: "1" }] } },
      { r: 2, c: "linear", gap: { reason: "socket closed (1006)" } },
      { r: 3, end: { messages: 1, gaps: 1 } }
    ]
    lines.forEach((line, i) => {
      const back = Format.decodeLine(Format.encode(line).trim(), "a.jsonl", i + 2)
      expect(back).toEqual(line)
    })
    expect(Format.isMessage(lines[0]!)).toBe(true)
    expect(Format.isGap(lines[1]!)).toBe(true)
  })

  it("gap lines carry their kind and topic, end lines their gaps by kind; files before 1.2.0 read as they were", () => {
    const lines: ReadonlyArray<Format.Line> = [
      { r: 2, c: "linear", gap: { reason: "socket closed (1006)", kind: "disconnected" } },
      { r: 3, c: "linear", gap: { reason: "expected u 8, received u 9", kind: "sequence", topic: "orderbook.50.X" } },
      { r: 4, c: "spot", gap: { reason: "a frame not JSON", kind: "malformed" } },
      { r: 5, end: { messages: 1, gaps: 3, kinds: { disconnected: 1, sequence: 1, malformed: 1 } } }
    ]
    lines.forEach((line, i) => {
      expect(Format.decodeLine(Format.encode(line).trim(), "a.jsonl", i + 2)).toEqual(line)
    })
    // a file of 1.1: no kind, no kinds
    expect(Format.decodeLine('{"r":2,"c":"linear","gap":{"reason":"socket closed (1006)"}}', "old", 2)).toEqual({
      r: 2,
      c: "linear",
      gap: { reason: "socket closed (1006)" }
    })
    expect(Format.decodeLine('{"r":3,"end":{"messages":4,"gaps":0}}', "old", 3)).toEqual({
      r: 3,
      end: { messages: 4, gaps: 0 }
    })
    // what it is not is refused by name
    const reason = (text: string) => (Format.decodeLine(text, "f", 9) as Format.RecordingError).reason
    expect(reason('{"r":2,"c":"linear","gap":{"reason":"x","kind":"gremlins"}}')).toBe(
      'corrupt gap line: unknown kind "gremlins"'
    )
    expect(reason('{"r":2,"c":"linear","gap":{"reason":"x","topic":7}}')).toBe(
      "corrupt gap line: topic is not a string"
    )
    expect(reason('{"r":2,"c":"linear","gap":{}}')).toBe("corrupt gap line: no reason")
    expect(reason('{"r":3,"end":{"messages":4,"gaps":1,"kinds":{"sequence":"one"}}}')).toBe("corrupt end line")
    expect(reason('{"r":3,"end":{"messages":4,"gaps":1,"kinds":{"gremlins":1}}}')).toBe("corrupt end line")
  })

  it("names the file and the line of what it cannot read", () => {
    const bad = Format.decodeLine('{"r":5,"c":"linear","m":', "day.jsonl.gz", 7)
    expect(bad).toBeInstanceOf(Format.RecordingError)
    expect((bad as Format.RecordingError).message).toBe("day.jsonl.gz:7: corrupt line: not JSON")
    const market = Format.decodeLine('{"r":5,"c":"futures","m":{"topic":"x"}}', "f", 3)
    expect((market as Format.RecordingError).reason).toContain('unknown market "futures"')
  })

  it("refuses another exchange's file and another version by what they are", () => {
    const tardis = Format.decodeHeader("exchange,symbol,timestamp,local_timestamp,id,side,price,amount", "t.csv")
    expect((tardis as Format.RecordingError).message).toBe("t.csv:1: not a recording: the first line is not JSON")
    const v2 = Format.decodeHeader(JSON.stringify({ ...header, version: 2 }), "v2.jsonl")
    expect((v2 as Format.RecordingError).reason).toBe(
      "recording format version 2; this version of effect-bybit reads version 1"
    )
  })
})

describe("Recording format: book lines read by scanning their text", () => {
  const bookLine = (b: ReadonlyArray<readonly [string, string]>, a: ReadonlyArray<readonly [string, string]>) =>
    ({
      r: 1767225600020,
      c: "linear",
      m: {
        topic: "orderbook.50.BTCUSDT",
        type: "delta",
        ts: 1767225600020,
        data: { s: "BTCUSDT", b, a, u: 1001, seq: 6003 },
        cts: 1767225600018
      }
    }) as const

  it("reads a book line as JSON.parse does, and where its levels lie in the text", () => {
    const decimal = fc
      .tuple(fc.nat(1_000_000), fc.nat(999))
      .map(([whole, frac]) => `${whole}.${String(frac).padStart(3, "0")}`)
    const level = fc.tuple(decimal, decimal)
    fc.assert(
      fc.property(fc.array(level, { maxLength: 60 }), fc.array(level, { maxLength: 60 }), (b, a) => {
        const line = bookLine(b, a)
        const text = Format.encode(line).trim()
        const back = Format.decodeLine(text, "a.jsonl", 2) as Format.Line
        expect(back).toEqual(line)
        expect(JSON.parse(JSON.stringify(back))).toEqual(line)
        const scanned = Format.scannedBook(back)
        expect(scanned?.topic).toBe("orderbook.50.BTCUSDT")
        expect(scanned?.type).toBe("delta")
        expect([scanned?.u, scanned?.seq]).toEqual([1001, 6003])
        const texts = (from: number, to: number) => {
          const spans = scanned?.spans ?? new Int32Array(0)
          const out: Array<[string, string]> = []
          for (let k = from; k < to; k += 4)
            out.push([text.slice(spans[k], spans[k + 1]), text.slice(spans[k + 2], spans[k + 3])])
          return out
        }
        expect(texts(scanned?.bidsFrom ?? 0, scanned?.bidsTo ?? 0)).toEqual(b)
        expect(texts(scanned?.asksFrom ?? 0, scanned?.asksTo ?? 0)).toEqual(a)
      })
    )
  })

  it("gives a scanned line as plain data: spread, structuredClone and a copy see its message", () => {
    const line = bookLine([["100.5", "2"]], [["101", "0"]])
    const text = Format.encode(line).trim()
    const fresh = () => Format.decodeLine(text, "a.jsonl", 2) as Format.Line
    expect(Format.scannedBook(fresh())).toBeDefined()
    // each on a line whose message was never read before
    expect(structuredClone(fresh())).toEqual(line)
    expect({ ...fresh() }).toEqual(line)
    expect(Object.keys(fresh())).toEqual(["r", "c", "m"])
    const read = fresh() as Format.MessageLine
    expect(read.m).toBe(read.m)
    expect(structuredClone(read)).toEqual(line)
  })

  it("keeps each line's spans while later lines are scanned, through new blocks and lines refused half-way", () => {
    const level = (k: number, n: number): readonly [string, string] => [`${k}.${n}`, `${n}.${k}`]
    const side = (n: number, from: number) => Array.from({ length: 50 }, (_, k) => level(from + k, n))
    const texts = Array.from({ length: 300 }, (_, n) => Format.encode(bookLine(side(n, 0), side(n, 100))).trim())
    const lines = texts.flatMap((text, n) => {
      // a line that scans up to its last level and is then refused takes no place of the others
      const short = Format.encode(bookLine(side(n, 0).slice(0, 7), [])).trim()
      const cut = Format.decodeLine(short.replace('"cts":', '"cts":x'), "a.jsonl", n)
      expect(cut).toBeInstanceOf(Format.RecordingError)
      return [Format.decodeLine(text, "a.jsonl", n) as Format.Line]
    })
    lines.forEach((line, n) => {
      const scanned = Format.scannedBook(line)
      const text = texts[n] as string
      const at = (from: number, to: number) => {
        const spans = scanned?.spans ?? new Int32Array(0)
        const out: Array<readonly [string, string]> = []
        for (let k = from; k < to; k += 4)
          out.push([text.slice(spans[k], spans[k + 1]), text.slice(spans[k + 2], spans[k + 3])])
        return out
      }
      expect(at(scanned?.bidsFrom ?? 0, scanned?.bidsTo ?? 0)).toEqual(side(n, 0))
      expect(at(scanned?.asksFrom ?? 0, scanned?.asksTo ?? 0)).toEqual(side(n, 100))
    })
    expect(new Set(lines.map((line) => Format.scannedBook(line)?.spans)).size).toBeGreaterThan(2)
  })

  it("leaves every other shape to JSON.parse: the same lines, the same errors", () => {
    const text = Format.encode(bookLine([["1.5", "2"]], [])).trim()
    const others = [
      text.replace('"c":"linear"', '"c":"linear" '),
      text.replace('"1.5"', '"1\\u002e5"'),
      text.replace('"b":', '"b":[],"b":'),
      text.replace('"data":{', '"data":{"x":[1,{"y":null}],'),
      Format.encode({
        r: 1,
        c: "linear",
        m: { topic: "publicTrade.BTCUSDT", type: "snapshot", ts: 1, data: [] }
      }).trim()
    ]
    for (const other of others) {
      const back = Format.decodeLine(other, "a.jsonl", 3)
      expect(back).toEqual(JSON.parse(other))
    }
    expect(Format.scannedBook(Format.decodeLine(others[3]!, "a.jsonl", 3) as Format.Line)).toBeDefined()
    // `u` and `seq` where each is a number; a line that gives one twice is parsed
    const ids = (line: string) => {
      const scanned = Format.scannedBook(Format.decodeLine(line, "a.jsonl", 3) as Format.Line)
      return scanned === undefined ? undefined : [scanned.u, scanned.seq]
    }
    expect(ids(text)).toEqual([1001, 6003])
    expect(ids(text.replace('"u":1001', '"u":"1001"'))).toEqual([undefined, 6003])
    expect(ids(text.replace('"seq":6003', '"seq":6.003e3'))).toEqual([1001, 6003])
    expect(ids(text.replace('"u":1001', '"u":1001,"u":1002'))).toBeUndefined()
    for (const other of others.slice(0, 3))
      expect(Format.scannedBook(Format.decodeLine(other, "a.jsonl", 3) as Format.Line)).toBeUndefined()
    for (const cut of [
      text.slice(0, -1),
      text.replace('"2"]', '"2"'),
      text.replace("1767225600018", "17672-25"),
      `${text}x`
    ]) {
      const bad = Format.decodeLine(cut, "day.jsonl", 9)
      expect((bad as Format.RecordingError).message).toBe("day.jsonl:9: corrupt line: not JSON")
    }
  })
})

describe("Recording format: many heads", () => {
  it("reads each line's own topic and type among more heads than are kept", () => {
    const line = (k: number, type: string) =>
      JSON.stringify({
        r: k,
        c: "linear",
        m: { topic: `orderbook.1.S${k}USDT`, type, ts: k, data: { s: `S${k}USDT`, b: [["1", "2"]], a: [], u: k } }
      })
    for (const round of [0, 1])
      for (let k = 0; k < 1500; k++) {
        const type = (k + round) % 3 === 0 ? "snapshot" : "delta"
        const scanned = Format.scannedBook(Format.decodeLine(line(k, type), "a.jsonl", k + 2) as Format.Line)
        expect([scanned?.topic, scanned?.type, scanned?.u]).toEqual([`orderbook.1.S${k}USDT`, type, k])
      }
  })
})

describe("Recording format: a book line's level values", () => {
  // the scan reads each level text's digits and decimals; `units` of them is what Fixed.parseUnitsBytes reads of the
  // text, or -1 (then the replay reads the text)
  const text = fc.oneof(
    fc.tuple(fc.nat(9_999_999), fc.nat(999_999)).map(([whole, frac]) => `${whole}.${frac}`),
    fc.nat(99_999).map(String),
    fc.constantFrom("0", "0.0", "00.5", "1.", ".5", "1.2.3", "-1", "1e5", "0.000000001", "123456789012345"),
    fc.constantFrom("1234567890123456", "99999999999999.9", "1.23456789012345678", "", "a", "1,5"),
    fc.stringMatching(/^[0-9.]{1,20}$/)
  )
  it("are the units the text reads as, or none", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 8 }), fc.nat(12), (levels, scale) => {
        const line = JSON.stringify({
          r: 1,
          c: "linear",
          m: { topic: "orderbook.50.BTCUSDT", type: "delta", ts: 1, data: { s: "BTCUSDT", b: levels, a: [] } }
        })
        const scanned = Format.scannedBook(Format.decodeLine(line, "a.jsonl", 2) as Format.Line)
        expect(scanned).toBeDefined()
        if (scanned === undefined) return
        const bytes = new TextEncoder().encode(line)
        levels.forEach(([price, size], n) => {
          const k = scanned.bidsFrom + 4 * n
          for (const [at, value] of [
            [k, price],
            [k + 2, size]
          ] as const) {
            const units = BookScan.units(scanned.values, at, scale)
            const read = Fixed.parseUnitsBytes(
              bytes,
              scanned.spans[at] as number,
              scanned.spans[at + 1] as number,
              scale
            )
            if (units >= 0) expect(units, `${value} at scale ${scale}`).toBe(read)
            // a plain decimal of a few digits, its decimals within the scale and its units under 10^15, is read by the scan
            const [whole = "", frac = ""] = value.split(".")
            if (
              /^\d{1,7}(\.\d{1,6})?$/.test(value) &&
              frac.length <= scale &&
              whole.length > 0 &&
              whole.length + scale <= 15
            )
              expect(units, `${value} at scale ${scale}`).toBeGreaterThanOrEqual(0)
          }
        })
      })
    )
  })
})

describe("Recording format: lines whose heads repeat", () => {
  // a line's head (market, topic, type) is scanned once and then recognised by its bytes: lines of many heads, in any
  // order and more than the heads kept, each read as JSON.parse reads it
  const message = fc.record({
    c: fc.constantFrom("spot", "linear", "inverse", "option"),
    topic: fc.constantFrom(
      "orderbook.50.BTCUSDT",
      "orderbook.50.BTCUSDTX",
      "orderbook.1.BTCUSDT",
      "orderbook.200.ETHUSDT",
      "publicTrade.BTCUSDT",
      "publicTrade.ETHUSDT",
      "tickers.BTCUSDT"
    ),
    type: fc.constantFrom("snapshot", "delta", "snapshotx", undefined),
    // where the type lies: after the topic, after the time, after the data
    at: fc.constantFrom(0, 1, 2),
    price: fc.constantFrom("1.5", "100", "0.000001", "1e5", "-2", "1.5 ", "a", ""),
    // the receive time as the line writes it
    r: fc.constantFrom("1767225600020", "0", "-1", "1.5", "2e3", "1E3", "123456789012345", "12345678901234567")
  })
  const text = (m: typeof message extends fc.Arbitrary<infer T> ? T : never, r: number) => {
    const data = m.topic.startsWith("publicTrade")
      ? [{ T: r, s: "BTCUSDT", S: "Buy", v: "1", p: m.price, i: "x", BT: false, seq: r }]
      : { s: "BTCUSDT", b: [[m.price, "2"]], a: [["3", m.price]], u: r, seq: r }
    const type = m.type === undefined ? {} : { type: m.type }
    const body =
      m.at === 0
        ? { topic: m.topic, ...type, ts: r, data }
        : m.at === 1
          ? { topic: m.topic, ts: r, ...type, data }
          : { topic: m.topic, ts: r, data, ...type }
    return JSON.stringify({ r: 0, c: m.c, m: body }).replace('"r":0', `"r":${m.r}`)
  }

  it("reads each line as JSON.parse does, and its market, topic, type and levels as the line says", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 40 }), (messages) => {
        messages.forEach((m, k) => {
          const line = text(m, 1000 + k)
          const back = Format.decodeLine(line, "a.jsonl", k + 2) as Format.MessageLine
          const parsed = JSON.parse(line) as Format.MessageLine
          expect(back).toEqual(parsed)
          const scanned = Format.scanned(back)
          const scans = m.type !== undefined && !m.topic.startsWith("tickers")
          expect(scanned !== undefined, line).toBe(scans)
          if (scanned === undefined) return
          expect([scanned.r, scanned.c, scanned.topic, scanned.type]).toEqual([Number(m.r), m.c, m.topic, m.type])
          expect(JSON.parse(line.slice(scanned.mStart, scanned.to - 1))).toEqual(parsed.m)
          if (scanned.kind === "book") {
            const { spans } = scanned
            const texts = [scanned.bidsFrom, scanned.asksFrom].map((from) =>
              [0, 1, 2, 3].map((j) => line.slice(spans[from + j], spans[from + j + 1]))
            )
            expect([texts[0]?.[0], texts[0]?.[2], texts[1]?.[0], texts[1]?.[2]]).toEqual([m.price, "2", "3", m.price])
          }
        })
      })
    )
  })
})

describe("Recording format: trade lines read by scanning their text", () => {
  const tradeLine = (data: ReadonlyArray<object>) =>
    ({
      r: 1767225600099,
      c: "linear",
      m: { topic: "publicTrade.BTCUSDT", type: "snapshot", ts: 1767225600099, data }
    }) as const
  const decimal = fc
    .tuple(fc.nat(1_000_000), fc.nat(999))
    .map(([whole, frac]) => `${whole}.${String(frac).padStart(3, "0")}`)
  const trade = fc.record(
    {
      T: fc.nat(),
      s: fc.constantFrom("BTCUSDT", "ETHUSDT"),
      S: fc.constantFrom("Buy", "Sell"),
      v: decimal,
      p: decimal,
      L: fc.constantFrom("PlusTick", "ZeroPlusTick", "MinusTick", "ZeroMinusTick"),
      i: fc.uuid(),
      BT: fc.boolean(),
      RPI: fc.boolean(),
      seq: fc.nat(),
      mP: decimal
    },
    { requiredKeys: ["s", "S", "v", "p"] }
  )

  it("reads a trade line as JSON.parse does, and each trade's fields from the text", () => {
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 5 }), (trades) => {
        const line = tradeLine(trades)
        const text = Format.encode(line).trim()
        const back = Format.decodeLine(text, "a.jsonl", 2) as Format.Line
        const scanned = Format.scannedTrades(back)
        expect(scanned?.topic).toBe("publicTrade.BTCUSDT")
        expect(scanned?.type).toBe("snapshot")
        expect(
          scanned?.trades.map((t) => ({
            T: t.T,
            s: t.s,
            S: t.S,
            v: t.vFrom < 0 ? undefined : text.slice(t.vFrom, t.vTo),
            p: t.pFrom < 0 ? undefined : text.slice(t.pFrom, t.pTo),
            L: t.L,
            i: t.iFrom < 0 ? undefined : text.slice(t.iFrom, t.iTo),
            BT: t.BT,
            RPI: t.RPI,
            seq: t.seq,
            object: JSON.parse(text.slice(t.from, t.to))
          }))
        ).toEqual(trades.map(({ mP: _mP, ...t }, k) => ({ ...t, object: trades[k] })))
        expect(back).toEqual(line)
        expect(JSON.parse(JSON.stringify(back))).toEqual(line)
      })
    )
  })

  it("leaves a trade line of any other shape to JSON.parse, and refuses a corrupt one", () => {
    const text = Format.encode(
      tradeLine([{ T: 1, s: "BTCUSDT", S: "Buy", v: "0.010", p: "87000.20", i: "a-1", BT: false, seq: 7 }])
    ).trim()
    const others = [
      text.replace('"T":1', '"T":"1"'),
      text.replace('"s":"BTCUSDT"', '"s":7'),
      text.replace('"BT":false', '"BT":null'),
      text.replace('"seq":7', '"seq":7,"seq":8'),
      text.replace('"p":"87000.20"', '"p":"87000\\u002e20"'),
      text.replace('"S":"Buy"', '"S": "Buy"'),
      text.replace('"data":[', '"data":[1,'),
      text.replace('"data":[{', '"data":{"x":{').replace("}]}}", "}}}}"),
      text.replace('"i":"a-1"', '"i":"a-€"')
    ]
    for (const other of others) {
      const back = Format.decodeLine(other, "a.jsonl", 3)
      expect(back).toEqual(JSON.parse(other))
      expect(Format.scannedTrades(back as Format.Line)).toBeUndefined()
    }
    // a value nested deeper than the scan goes is left to JSON.parse too
    const deep = text.replace('"BT":false', `"BT":false,"x":${"[".repeat(100)}${"]".repeat(100)}`)
    expect(Format.decodeLine(deep, "a.jsonl", 3)).toEqual(JSON.parse(deep))
    expect(Format.scannedTrades(Format.decodeLine(deep, "a.jsonl", 3) as Format.Line)).toBeUndefined()
    // fields it does not read are any JSON, and still scanned
    const extra = text.replace('"BT":false', '"BT":false,"x":[1,{"y":null,"z":-2.5e-3}],"mP":"1"')
    const scanned = Format.decodeLine(extra, "a.jsonl", 3) as Format.Line
    expect(scanned).toEqual(JSON.parse(extra))
    expect(Format.scannedTrades(scanned)?.trades.map((t) => t.seq)).toEqual([7])
    for (const cut of [
      text.slice(0, -1),
      text.replace('"v":"0.010"', '"v":"0.010'),
      text.replace('"T":1', '"T":1x'),
      text.replace('"BT":false', '"BT":fals'),
      text.replace("}]}}", "]}}"),
      `${text}x`
    ]) {
      const bad = Format.decodeLine(cut, "day.jsonl", 9)
      expect((bad as Format.RecordingError).message).toBe("day.jsonl:9: corrupt line: not JSON")
    }
  })
})

describe("Recording format: the integers of a scanned line", () => {
  // `u`, `seq` and a trade's `T` are read in one pass when plain digits, else as any JSON number; a one-letter key is
  // read at once: every form gives what JSON.parse gives, or the same error
  const odd = ["00", "07", "-1", "1.5", "2e3", "1E3", "1.0", "12345678901234567", "7x", ""]
  const forms = ["7", "0", "123456789012345", ...odd]
  const keys = ['"b"', '"\\u0062"', '"\\""', '"ü"']
  const book = (u: string, seq: string, key: string) =>
    `{"r":1,"c":"linear","m":{"topic":"orderbook.50.BTCUSDT","type":"delta","ts":1,"data":{"s":"BTCUSDT",${key}:[["1.5","2"]],"a":[],"u":${u},"seq":${seq}},"cts":1}}`
  const trade = (T: string, seq: string, key: string) =>
    `{"r":1,"c":"linear","m":{"topic":"publicTrade.BTCUSDT","type":"snapshot","ts":1,"data":[{"T":${T},"s":"BTCUSDT","S":"Buy","v":"1","p":"2",${key}:1,"seq":${seq}}]}}`
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text)
    } catch {
      return undefined
    }
  }

  it("reads them, and the lines around them, as JSON.parse does", () => {
    fc.assert(
      fc.property(fc.constantFrom(...forms), fc.constantFrom(...forms), fc.constantFrom(...keys), (a, b, key) => {
        for (const text of [book(a, b, key), trade(a, b, key)]) {
          const parsed = parse(text) as Format.MessageLine | undefined
          const back = Format.decodeLine(text, "a.jsonl", 2)
          if (parsed === undefined) {
            expect((back as Format.RecordingError).reason, text).toBe("corrupt line: not JSON")
            continue
          }
          expect(back, text).toEqual(parsed)
          const data = parsed.m.data as { u?: number; seq?: number } & ReadonlyArray<{ T: number; seq: number }>
          const scannedBook = Format.scannedBook(back as Format.Line)
          const scannedTrades = Format.scannedTrades(back as Format.Line)
          if (scannedBook !== undefined) expect([scannedBook.u, scannedBook.seq]).toEqual([data.u, data.seq])
          if (scannedTrades !== undefined)
            expect(scannedTrades.trades.map((t) => [t.T, t.seq])).toEqual(data.map((t) => [t.T, t.seq]))
          // numbers of any form are scanned, keys of ASCII without escapes too (the others are JSON.parse's)
          expect(scannedBook ?? scannedTrades, text).toEqual(key === '"b"' ? expect.anything() : undefined)
        }
      })
    )
  })
})
