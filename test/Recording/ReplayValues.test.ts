/**
 * The values a replay lays, checked before it lays them (`src/Recording/internal/values.ts`): a decimal text as the
 * exchange writes it (no sign, no exponent, digits on both sides of a point), a price above 0, a book size of 0 or
 * more, a trade size above 0 — the same verdict for a line scanned in place and one read by `JSON.parse`.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Format from "../../src/Recording/Format.js"
import * as Values from "../../src/Recording/internal/values.js"

const book = (price: string, size: string, topic = "orderbook.50.BTCUSDT") =>
  JSON.stringify({
    r: 1,
    c: "linear",
    m: { topic, type: "delta", ts: 1, data: { s: "BTCUSDT", b: [["59000.5", "1"]], a: [[price, size]], u: 2, seq: 2 } }
  })

const trade = (price: string, size: string) =>
  JSON.stringify({
    r: 1,
    c: "linear",
    m: {
      topic: "publicTrade.BTCUSDT",
      type: "snapshot",
      ts: 1,
      data: [{ T: 1, s: "BTCUSDT", S: "Sell", v: size, p: price, L: "MinusTick", i: "t", BT: false }]
    }
  })

// The verdict on a line read as the reader reads it (scanned when it can be) and by JSON.parse.
const verdicts = (text: string): ReadonlyArray<string | undefined> => {
  const scanned = Format.decodeLine(text, "f", 2)
  if (scanned instanceof Format.RecordingError) throw scanned
  const parsed = JSON.parse(text) as Format.Line
  return [Values.refused(scanned), Values.refused(parsed)]
}

describe("replayed values", () => {
  it("takes what the exchange writes: plain decimals, a book size of 0", () => {
    for (const [price, size] of [
      ["60000", "0"],
      ["0.0001", "0.000"],
      ["123456789012345678901234.5", "1"]
    ] as const)
      expect(verdicts(book(price, size)), `${price} ${size}`).toEqual([undefined, undefined])
    expect(verdicts(trade("0.5", "0.001"))).toEqual([undefined, undefined])
  })

  it("refuses the rest, naming the value and the topic, scanned or parsed alike", () => {
    for (const [price, size, reason] of [
      ["abc", "1", 'book price "abc" is not a number above 0 (orderbook.50.BTCUSDT)'],
      ["0", "1", 'book price "0" is not a number above 0'],
      ["-1", "1", 'book price "-1"'],
      ["1e5", "1", 'book price "1e5"'],
      [".5", "1", 'book price ".5"'],
      ["5.", "1", 'book price "5."'],
      ["", "1", 'book price ""'],
      ["60000", "-5", 'book size "-5" is not a number of 0 or more (orderbook.50.BTCUSDT)'],
      ["60000", "+5", 'book size "+5"'],
      ["60000", "1.2.3", 'book size "1.2.3"']
    ] as const) {
      const [scanned, parsed] = verdicts(book(price, size))
      expect(scanned, `${price} ${size}`).toContain(reason)
      expect(parsed).toBe(scanned)
    }
    const [scanned, parsed] = verdicts(trade("60000", "0"))
    expect(scanned).toBe('trade size "0" is not a number above 0 (publicTrade.BTCUSDT)')
    expect(parsed).toBe(scanned)
    expect(verdicts(trade("x".repeat(100), "1"))[0]).toBe(
      `trade price "${"x".repeat(40)}…" is not a number above 0 (publicTrade.BTCUSDT)`
    )
  })

  it("reads other lines as they are", () => {
    const gap = Format.decodeLine(JSON.stringify({ r: 1, c: "linear", gap: { reason: "lost" } }), "f", 2)
    expect(gap instanceof Format.RecordingError ? gap : Values.refused(gap)).toBeUndefined()
    const ticker = JSON.parse(
      JSON.stringify({ r: 1, c: "linear", m: { topic: "tickers.BTCUSDT", type: "delta", ts: 1, data: { x: "-5" } } })
    ) as Format.Line
    expect(Values.refused(ticker)).toBeUndefined()
  })
})
