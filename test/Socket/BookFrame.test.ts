import { describe, expect, it } from "@effect/vitest"
import * as FastCheck from "fast-check"
import * as BookFrame from "../../src/Socket/internal/bookFrame.js"
import * as BookMessage from "../../src/Socket/internal/bookMessage.js"
import { readWsFixture } from "../Schema/agreement.js"

// The scanner may decline anything, but what it accepts must be exactly JSON.parse's object (same keys in the same
// order, same values) and a frame the validator accepts: then skipping JSON.parse and validate changes nothing.
const agrees = (text: string): boolean => {
  const scanned = BookFrame.scan(text)
  if (scanned === undefined) return false
  let parsed: unknown
  expect(() => {
    parsed = JSON.parse(text)
  }, text).not.toThrow()
  expect(JSON.stringify(scanned), text).toBe(JSON.stringify(parsed))
  expect(scanned, text).toStrictEqual(parsed)
  expect(BookMessage.validate(parsed), text).toBeDefined()
  return true
}

const messages = ["orderbook.snapshot", "orderbook.delta", "orderbook-full"].map(
  (name) => readWsFixture(name).message as { readonly topic: string; readonly ts: number; readonly type: string }
)
// as given, and with `ts` before `type` (spot and level-1 frames)
const fixtures = [
  ...messages.map((m) => JSON.stringify(m)),
  ...messages.map(({ topic, ts, type, ...rest }) => JSON.stringify({ topic, ts, type, ...rest }))
]

// The same frame with `ts` before `type`, the key order of spot and level-1 frames.
const timeFirst = <F extends { readonly topic: unknown; readonly ts: unknown; readonly type: unknown }>({
  topic,
  ts,
  type,
  ...rest
}: F) => ({ topic, ts, type, ...rest })

// characters that matter to the grammar, to JSON or to the decimal pattern
const alphabet = [
  '"',
  "\\",
  "-",
  ".",
  "e",
  "E",
  "+",
  "0",
  "1",
  "9",
  " ",
  ",",
  ":",
  "[",
  "]",
  "{",
  "}",
  "x",
  "\u0001",
  "é"
]

describe("BookFrame.scan", () => {
  it("reads the docs' book frames", () => {
    for (const text of fixtures) expect(agrees(text)).toBe(true)
  })

  it("accepts no one-character edit of them that JSON.parse or the validator would read differently", () => {
    let accepted = 0
    let total = 0
    for (const text of fixtures) {
      for (let i = 0; i <= text.length; i++) {
        const edits = [text.slice(0, i) + text.slice(i + 1)]
        for (const c of alphabet) {
          edits.push(text.slice(0, i) + c + text.slice(i + 1), text.slice(0, i) + c + text.slice(i))
        }
        for (const edit of edits) {
          total++
          if (agrees(edit)) accepted++
        }
      }
    }
    // digits changed inside numbers and decimals stay valid frames: both answers must be well represented
    expect(accepted).toBeGreaterThan(total / 50)
    expect(total - accepted).toBeGreaterThan(total / 2)
  })

  it("agrees with JSON.parse and the validator on generated frames", () => {
    const decimal = FastCheck.oneof(
      { weight: 60, arbitrary: FastCheck.stringMatching(/^-?\d{1,7}(\.\d{1,6})?$/) },
      { weight: 1, arbitrary: FastCheck.constantFrom("", "1e5", "-", ".5", "12.", "1.2.3", " 1", "+1", '1"', "1\\") }
    )
    const integer = FastCheck.oneof(
      { weight: 40, arbitrary: FastCheck.integer({ min: 0, max: 9_999_999_999_999 }) },
      { weight: 1, arbitrary: FastCheck.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }) },
      { weight: 1, arbitrary: FastCheck.constantFrom(-1, 1.5, 1e21, 2 ** 53 + 2, -0) }
    )
    const text = FastCheck.oneof(
      { weight: 40, arbitrary: FastCheck.constantFrom("orderbook.50.BTCUSDT", "BTCUSDT", "") },
      { weight: 1, arbitrary: FastCheck.string() },
      { weight: 1, arbitrary: FastCheck.constantFrom('a"b', "a\\b", "\n", "\u2028", "\ud800") }
    )
    const level = FastCheck.oneof(
      { weight: 60, arbitrary: FastCheck.tuple(decimal, decimal) },
      { weight: 1, arbitrary: FastCheck.array(decimal, { maxLength: 3 }) }
    )
    const body = FastCheck.record(
      {
        s: text,
        b: FastCheck.array(level, { maxLength: 6 }),
        a: FastCheck.array(level, { maxLength: 6 }),
        u: integer,
        seq: integer
      },
      { requiredKeys: ["s", "b", "a", "u"] }
    )
    const frame = FastCheck.record(
      {
        topic: text,
        type: FastCheck.constantFrom("delta", "snapshot", "delta", "snapshot", "partial"),
        ts: integer,
        data: body,
        cts: integer
      },
      { requiredKeys: ["topic", "type", "ts", "data"] }
    )
    const spaced = FastCheck.tuple(frame, FastCheck.integer({ min: 0, max: 9 })).map(([f, shape]) =>
      shape === 0 ? JSON.stringify(f, null, 1) : JSON.stringify(shape % 2 === 0 ? timeFirst(f) : f)
    )
    let accepted = 0
    let runs = 0
    FastCheck.assert(
      FastCheck.property(spaced, (t) => {
        runs++
        if (agrees(t)) accepted++
      }),
      { numRuns: 3000 }
    )
    expect(accepted).toBeGreaterThan(runs / 10)
    expect(runs - accepted).toBeGreaterThan(runs / 10)
  })

  it("reads every canonical frame: integers up to 15 digits, plain strings, decimals, optional seq and cts", () => {
    const frame = FastCheck.record(
      {
        topic: FastCheck.stringMatching(/^[a-zA-Z0-9.]{0,30}$/),
        type: FastCheck.constantFrom("delta", "snapshot"),
        ts: FastCheck.integer({ min: 0, max: 999_999_999_999_999 }),
        data: FastCheck.record(
          {
            s: FastCheck.stringMatching(/^[A-Z0-9-]{0,12}$/),
            b: FastCheck.array(
              FastCheck.tuple(
                FastCheck.stringMatching(/^-?\d{1,7}(\.\d{1,6})?$/),
                FastCheck.stringMatching(/^\d{1,7}(\.\d{1,6})?$/)
              )
            ),
            a: FastCheck.array(
              FastCheck.tuple(
                FastCheck.stringMatching(/^\d{1,7}(\.\d{1,6})?$/),
                FastCheck.stringMatching(/^\d{1,7}(\.\d{1,6})?$/)
              )
            ),
            u: FastCheck.integer({ min: 0, max: 999_999_999_999_999 }),
            seq: FastCheck.integer({ min: 0, max: 999_999_999_999_999 })
          },
          { requiredKeys: ["s", "b", "a", "u"] }
        ),
        cts: FastCheck.integer({ min: 0, max: 999_999_999_999_999 })
      },
      { requiredKeys: ["topic", "type", "ts", "data"] }
    )
    FastCheck.assert(
      FastCheck.property(frame, FastCheck.boolean(), (f, reorder) => {
        expect(agrees(JSON.stringify(reorder ? timeFirst(f) : f))).toBe(true)
      }),
      { numRuns: 1000 }
    )
  })

  it("declines what is not a book frame", () => {
    for (const t of ["", "{}", "[]", "null", '{"topic":"x"}', '{"op":"pong"}', `${fixtures[0]} `, ` ${fixtures[0]}`]) {
      expect(BookFrame.scan(t)).toBeUndefined()
    }
  })
})
