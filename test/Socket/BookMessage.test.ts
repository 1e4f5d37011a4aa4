import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as FastCheck from "fast-check"
import * as Validator from "../../src/Schema/Validator.js"
import * as WsPublic from "../../src/Schema/WsPublic.js"
import * as BookMessage from "../../src/Socket/internal/bookMessage.js"
import { readWsFixture, variants } from "../Schema/agreement.js"

const decode = Schema.decodeUnknownResult(WsPublic.OrderbookMessage)
const derived = Validator.validator(WsPublic.OrderbookMessage)

// The hand-written check, the derived validator and the Schema give the same answer; an accepted frame is returned
// as it is.
const agrees = (input: unknown): boolean => {
  const accepted = BookMessage.validate(input)
  const expected = Result.isSuccess(decode(input))
  expect({ input, accepted: accepted !== undefined }).toEqual({ input, accepted: expected })
  expect({ input, derived: derived(input) !== undefined }).toEqual({ input, derived: expected })
  if (accepted !== undefined) expect(accepted).toBe(input)
  return accepted !== undefined
}

const decimal = FastCheck.oneof(
  { weight: 40, arbitrary: FastCheck.stringMatching(/^-?\d{1,6}(\.\d{1,4})?$/) },
  { weight: 1, arbitrary: FastCheck.constantFrom("", "1e5", "-", ".5", "12.", "1.2.3", " 1", "0x1", "Infinity", "+1") }
)
const value = FastCheck.oneof(
  FastCheck.constant(undefined),
  FastCheck.constant(null),
  FastCheck.double(),
  FastCheck.string(),
  FastCheck.boolean(),
  decimal
)
const level = FastCheck.oneof(
  { weight: 30, arbitrary: FastCheck.tuple(decimal, decimal) },
  { weight: 1, arbitrary: FastCheck.array(FastCheck.oneof(decimal, value), { maxLength: 3 }) },
  { weight: 1, arbitrary: value }
)
const levels = FastCheck.oneof(
  { weight: 30, arbitrary: FastCheck.array(level, { maxLength: 6 }) },
  { weight: 1, arbitrary: value }
)
// Mostly well-formed frames, with one field sometimes of the wrong type, missing, or an unknown one added.
const maybe = <A>(arbitrary: FastCheck.Arbitrary<A>) =>
  FastCheck.oneof({ weight: 30, arbitrary }, { weight: 1, arbitrary: value })
const frame = FastCheck.record(
  {
    topic: maybe(FastCheck.constant("orderbook.50.BTCUSDT")),
    type: maybe(FastCheck.constantFrom("snapshot", "delta", "partial")),
    ts: maybe(FastCheck.integer({ min: 0 })),
    cts: maybe(FastCheck.integer({ min: 0 })),
    extra: value,
    data: maybe(
      FastCheck.record(
        {
          s: maybe(FastCheck.constant("BTCUSDT")),
          b: levels,
          a: levels,
          u: maybe(FastCheck.integer({ min: 1 })),
          seq: maybe(FastCheck.integer({ min: 0 }))
        },
        { requiredKeys: ["b", "a"] }
      )
    )
  },
  { requiredKeys: [] }
)

describe("BookMessage.validate", () => {
  it("agrees with the Schema on the docs' book frames and every one-node mutation of them", () => {
    let rejected = 0
    let total = 0
    for (const name of ["orderbook.snapshot", "orderbook.delta", "orderbook-full"]) {
      const message = readWsFixture(name).message
      expect(agrees(message)).toBe(true)
      for (const variant of variants(message as Parameters<typeof variants>[0])) {
        total++
        if (!agrees(variant)) rejected++
      }
    }
    expect(rejected).toBeGreaterThan(30)
    expect(total - rejected).toBeGreaterThan(10)
  })

  it("agrees with the Schema on generated frames", () => {
    let accepted = 0
    let runs = 0
    FastCheck.assert(
      FastCheck.property(frame, (f) => {
        runs++
        if (agrees(f)) accepted++
      }),
      { numRuns: 2000 }
    )
    // both answers must be well represented, or the agreement proves little
    expect(accepted).toBeGreaterThan(runs / 20)
    expect(runs - accepted).toBeGreaterThan(runs / 20)
  })

  it("rejects what is not a struct", () => {
    for (const u of [null, undefined, 1, "x", [], [{}]]) expect(agrees(u)).toBe(false)
  })
})
