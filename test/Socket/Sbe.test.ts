import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as SbeEncode from "../../src/Emulator/wire/SbeEncode.js"
import * as Sbe from "../../src/Socket/Sbe.js"

// Frames written byte by byte from the SBE template (header: blockLength, templateId, schemaId, version; then the
// fixed block, groups and varString8 data, little-endian), independently of SbeEncode.
class Bytes {
  readonly out: Array<number> = []
  u8(v: number) {
    this.out.push(v & 0xff)
    return this
  }
  u16(v: number) {
    return this.u8(v).u8(v >> 8)
  }
  i64(v: bigint) {
    const b = new DataView(new ArrayBuffer(8))
    b.setBigInt64(0, v, true)
    for (let i = 0; i < 8; i++) this.u8(b.getUint8(i))
    return this
  }
  str(s: string) {
    this.u8(s.length)
    for (const c of s) this.u8(c.charCodeAt(0))
    return this
  }
  done() {
    return new Uint8Array(this.out)
  }
}

const bboFrame = (blockLength = 98) => {
  const b = new Bytes().u16(blockLength).u16(20000).u16(1).u16(0)
  for (const v of [1757497309814000n, 1808827611n, 1757497309030000n, 312n]) b.i64(v)
  // ask normal price/size, ask RPI price/size, bid normal price/size, bid RPI price/size
  for (const v of [1060342500n, 776935000000n, 0n, 0n, 1060250000n, 20000000000n, 1060240000n, 1500000n]) b.i64(v)
  b.u8(2).u8(6)
  for (let i = 98; i < blockLength; i++) b.u8(0xee) // fields a newer schema appends
  return b.str("BTCUSDT").done()
}

const bookFrame = () => {
  const b = new Bytes().u16(35).u16(20001).u16(1).u16(0)
  for (const v of [1000n, 77n, 999n, 10001n]) b.i64(v)
  b.u8(1).u8(3).u8(1) // priceExponent 1, sizeExponent 3, DELTA
  b.u16(16).u16(2).i64(650001n).i64(1500n).i64(650002n).i64(0n) // asks
  b.u16(16).u16(1).i64(649990n).i64(250n) // bids
  return b.str("BTCUSDT").done()
}

const tradeFrame = () => {
  const b = new Bytes().u16(10).u16(20002).u16(1).u16(0)
  b.i64(1757497309814123n).u8(2).u8(4)
  b.u16(35).u16(2)
  b.i64(1757497309813000n).i64(6500012n).i64(5n).i64(41n).u8(1).u8(0).u8(1).str("e-1")
  b.i64(1757497309813500n).i64(6500000n).i64(12500n).i64(42n).u8(2).u8(1).u8(0).str("e-2")
  return b.str("BTCUSDT").done()
}

describe("Sbe.decode", () => {
  it("reads the best-quotes event field by field, with the exponent as decimal places", () => {
    const m = Sbe.decode(bboFrame())
    expect(m).toEqual({
      topic: "ob.rpi.1.sbe.BTCUSDT",
      ts: 1757497309814000,
      seq: 1808827611,
      cts: 1757497309030000,
      u: 312,
      askNormalPrice: "10603425.00",
      askNormalSize: "776935.000000",
      askRpiPrice: "0.00",
      askRpiSize: "0.000000",
      bidNormalPrice: "10602500.00",
      bidNormalSize: "20000.000000",
      bidRpiPrice: "10602400.00",
      bidRpiSize: "1.500000",
      priceExponent: 2,
      sizeExponent: 6,
      symbol: "BTCUSDT"
    })
  })

  it("follows the declared block length, so fields a newer schema appends are skipped", () => {
    const m = Sbe.decode(bboFrame(110))
    expect(Sbe.isFailure(m) ? m.reason : m.symbol).toBe("BTCUSDT")
  })

  it("reads the level-50 book with its groups, and the trades with each entry's own string", () => {
    expect(Sbe.decode(bookFrame())).toEqual({
      topic: "ob.50.sbe.BTCUSDT",
      ts: 1000,
      seq: 77,
      cts: 999,
      u: 10001,
      priceExponent: 1,
      sizeExponent: 3,
      pkgType: "DELTA",
      asks: [
        { price: "65000.1", size: "1.500" },
        { price: "65000.2", size: "0.000" }
      ],
      bids: [{ price: "64999.0", size: "0.250" }],
      symbol: "BTCUSDT"
    })
    const trades = Sbe.decode(tradeFrame())
    expect(trades).toEqual({
      topic: "publicTrade.sbe.BTCUSDT",
      ts: 1757497309814123,
      priceExponent: 2,
      sizeExponent: 4,
      tradeItems: [
        {
          fillTime: 1757497309813000,
          price: "65000.12",
          size: "0.0005",
          seq: 41,
          side: "BUY",
          isBlockTrade: false,
          isRPI: true,
          execId: "e-1"
        },
        {
          fillTime: 1757497309813500,
          price: "65000.00",
          size: "1.2500",
          seq: 42,
          side: "SELL",
          isBlockTrade: true,
          isRPI: false,
          execId: "e-2"
        }
      ],
      symbol: "BTCUSDT"
    })
  })

  it("refuses, never misreads or throws: every truncation, other schemas and templates, short blocks", () => {
    for (const frame of [bboFrame(), bookFrame(), tradeFrame()]) {
      for (let n = 0; n < frame.length; n++) {
        const m = Sbe.decode(frame.subarray(0, n))
        expect(Sbe.isFailure(m), `${n} of ${frame.length} bytes`).toBe(true)
      }
    }
    const otherSchema = bboFrame()
    otherSchema[4] = 2
    expect(Sbe.decode(otherSchema)).toEqual({
      _tag: "DecodeFailure",
      reason: "schema 2 is not the market-data schema 1"
    })
    const otherTemplate = bboFrame()
    otherTemplate[3] = 0x50
    expect(Sbe.decode(otherTemplate)).toMatchObject({
      _tag: "DecodeFailure",
      reason: expect.stringContaining("template")
    })
    // an older layout of the best-quotes event (82-byte block: ten int64 and the exponents) is refused, not misread
    const older = new Bytes().u16(82).u16(20000).u16(1).u16(0)
    for (let i = 0; i < 10; i++) older.i64(1n)
    const oldFrame = older.u8(2).u8(6).str("BTCUSDT").done()
    expect(Sbe.decode(oldFrame)).toEqual({
      _tag: "DecodeFailure",
      reason: "BestOBRpiEvent block of 82 bytes, its fields need 98"
    })
    const badUtf8 = bookFrame()
    badUtf8[badUtf8.length - 1] = 0xff
    expect(Sbe.decode(badUtf8)).toEqual({ _tag: "DecodeFailure", reason: "symbol is not UTF-8" })
  })

  it("round-trips any message through SbeEncode (property)", () => {
    const exponent = fc.integer({ min: 0, max: 8 })
    const mantissa = fc.bigInt({ min: -(2n ** 62n), max: 2n ** 62n })
    const micros = fc.integer({ min: 0, max: 2 ** 52 })
    const symbol = fc.stringMatching(/^[A-Z0-9]{1,20}$/)
    const level = (pe: number, se: number) =>
      fc.record({ price: mantissa, size: mantissa }).map(({ price, size }) => ({
        price: Sbe.toDecimal(price, pe),
        size: Sbe.toDecimal(size, se)
      }))
    const book = fc.tuple(exponent, exponent).chain(([pe, se]) =>
      fc.record({
        ts: micros,
        seq: micros,
        cts: micros,
        u: micros,
        priceExponent: fc.constant(pe),
        sizeExponent: fc.constant(se),
        pkgType: fc.constantFrom("SNAPSHOT" as const, "DELTA" as const),
        asks: fc.array(level(pe, se), { maxLength: 60 }),
        bids: fc.array(level(pe, se), { maxLength: 60 }),
        symbol
      })
    )
    fc.assert(
      fc.property(book, (message) => {
        const decoded = Sbe.decode(SbeEncode.encode({ ...message, topic: "" }))
        expect(decoded).toEqual({ ...message, topic: `ob.50.sbe.${message.symbol}` })
      }),
      { numRuns: 300 }
    )
  })

  it("converts between mantissas and decimals exactly", () => {
    expect(Sbe.toDecimal(1060342500n, 2)).toBe("10603425.00")
    expect(Sbe.toDecimal(-5n, 3)).toBe("-0.005")
    expect(Sbe.toDecimal(12n, -2)).toBe("1200")
    expect(Sbe.toMantissa("10603425.00", 2)).toBe(1060342500n)
    expect(Sbe.toMantissa("-0.005", 3)).toBe(-5n)
    expect(Sbe.toMantissa("1200", -2)).toBe(12n)
  })
})
