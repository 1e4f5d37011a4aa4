import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as JsonBytes from "../../src/Emulator/base/JsonBytes.js"
import * as BookFrame from "../../src/Emulator/wire/BookFrame.js"

// A book frame written by hand is JSON.stringify's text of the frame's object, byte for byte, for any message.

/** The frame as the emulator wrote it before: `JSON.stringify` of the object, in the category's key order. */
const reference = (
  category: "spot" | "linear" | "inverse" | "option",
  topic: string,
  depth: number,
  type: "snapshot" | "delta",
  ts: number,
  data: { s: string; b: Array<[string, string]>; a: Array<[string, string]>; u: number; seq: number }
): string => {
  const body = { s: data.s, b: data.b, a: data.a, u: data.u, seq: data.seq }
  return category === "spot" || (depth === 1 && category !== "option")
    ? JSON.stringify({ topic, ts, type, data: body, cts: ts })
    : JSON.stringify({ topic, type, ts, data: body, cts: ts })
}

const decimal = fc
  .tuple(fc.nat({ max: 10_000_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([n, d]) => (d === 0 ? String(n) : (n / 10 ** d).toFixed(d)))
// any text too: the hand writer escapes as JSON does
const text = fc.oneof(decimal, fc.string({ maxLength: 6 }), fc.string({ unit: "binary", maxLength: 4 }))
const row = fc.tuple(text, text)
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1e21, Number.MAX_SAFE_INTEGER))

describe("a book frame's text", () => {
  it("is JSON.stringify's text of the frame, for any category, depth, type and levels", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("spot" as const, "linear" as const, "inverse" as const, "option" as const),
        fc.oneof(fc.constant("orderbook.50.BTCUSDT"), fc.string({ maxLength: 12 })),
        fc.constantFrom(1, 50, 200, 1000),
        fc.constantFrom("snapshot" as const, "delta" as const),
        number,
        fc.record({
          s: fc.oneof(fc.constant("BTCUSDT"), fc.string({ maxLength: 8 })),
          b: fc.array(row, { maxLength: 6 }),
          a: fc.array(row, { maxLength: 6 }),
          u: number,
          seq: number
        }),
        (category, topic, depth, type, ts, data) => {
          expect(BookFrame.bookFrame(category, topic, depth, type, ts, data)).toBe(
            reference(category, topic, depth, type, ts, data)
          )
        }
      ),
      { numRuns: 3000 }
    )
  })

  it("written as bytes around a delta's rows, it is the same text in UTF-8", () => {
    const utf8 = new TextDecoder()
    fc.assert(
      fc.property(
        fc.constantFrom("spot" as const, "linear" as const, "inverse" as const, "option" as const),
        fc.oneof(fc.constant("orderbook.50.BTCUSDT"), fc.string({ maxLength: 12 })),
        fc.constantFrom(1, 50, 200, 1000),
        number,
        fc.oneof(fc.constant("BTCUSDT"), fc.string({ maxLength: 8 })),
        fc.array(fc.tuple(decimal, decimal), { maxLength: 6 }),
        fc.array(fc.tuple(decimal, decimal), { maxLength: 6 }),
        number,
        number,
        (category, topic, depth, ts, s, b, a, u, seq) => {
          const rows = new JsonBytes.JsonBytes()
          rows.raw("before")
          const at = (list: ReadonlyArray<readonly [string, string]>) => {
            const from = rows.length
            rows.raw(JSON.stringify(list))
            return [from, rows.length] as const
          }
          const spans = { b: at(b), a: at(a), u: 0, seq }
          const out = new JsonBytes.JsonBytes()
          BookFrame.writeBookFrame(out, category, topic, depth, ts, s, rows, spans, u)
          expect(utf8.decode(out.view())).toBe(
            reference(category, topic, depth, "delta", ts, { s, b: [...b], a: [...a], u, seq })
          )
        }
      ),
      { numRuns: 2000 }
    )
  })

  it("writes units as Fixed.formatNumber does", () => {
    const utf8 = new TextDecoder()
    fc.assert(
      fc.property(
        fc.oneof(fc.nat(), fc.integer({ min: 2 ** 48 - 100, max: 2 ** 48 + 100 })),
        fc.nat(15),
        (u, scale) => {
          const out = new JsonBytes.JsonBytes()
          out.units(u, scale)
          expect(utf8.decode(out.view())).toBe(Fixed.formatNumber(u, scale))
        }
      )
    )
  })
})
