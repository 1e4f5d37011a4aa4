import { describe, expect, it } from "@effect/vitest"
import * as Arbitrary from "effect/Arbitrary"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as FastCheck from "fast-check"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as Validator from "../../src/Schema/Validator.js"
import * as WsPrivate from "../../src/Schema/WsPrivate.js"
import * as WsPublic from "../../src/Schema/WsPublic.js"

const agrees = <A, I>(schema: Schema.Codec<A, I>, u: unknown): boolean =>
  Validator.check(schema)(u) === Result.isSuccess(Schema.decodeUnknownResult(schema)(u))

/** A property over fast-check arbitraries (`it.prop` of @effect/vitest 4 takes Effect's own `Arbitrary`). */
const fcProp = <A>(name: string, arbitrary: FastCheck.Arbitrary<A>, f: (a: A) => void): void => {
  it(name, () => {
    FastCheck.assert(FastCheck.property(arbitrary, f))
  })
}

// JSON-like values, with the shapes the schemas expect mixed in, so nested checks are reached.
const json = FastCheck.letrec((tie) => ({
  value: FastCheck.oneof(
    { depthSize: "small" },
    FastCheck.constantFrom<unknown>(null, true, false, 0, -1.5, "", "x", "12.5", "-3", "1e5", ".5", "Buy", "snapshot"),
    FastCheck.string(),
    FastCheck.double(),
    FastCheck.array(tie("value"), { maxLength: 4 }),
    FastCheck.dictionary(FastCheck.constantFrom("a", "b", "s", "u", "k", "seq", "0"), tie("value"), { maxKeys: 4 })
  )
})).value

describe("Validator", () => {
  fcProp("isDecimalString agrees with Decimal.pattern", FastCheck.stringMatching(/^[-0-9.e+ ]{0,8}$/), (s) => {
    expect(Validator.isDecimalString(s)).toBe(Decimal.pattern.test(s))
  })

  fcProp("isDecimalString agrees with Decimal.pattern on any string", FastCheck.string(), (s) => {
    expect(Validator.isDecimalString(s)).toBe(Decimal.pattern.test(s))
  })

  const shapes: Record<string, Schema.Codec<unknown, unknown>> = {
    tuple: Schema.Tuple([Schema.String, Schema.optionalKey(Schema.Number)]),
    rest: Schema.TupleWithRest(Schema.Tuple([Schema.Literal("h")]), [Schema.Number, Schema.Boolean]),
    record: Schema.Record(Schema.String, Decimal.Decimal),
    struct: Schema.Struct({
      s: Schema.String,
      u: Schema.optional(Schema.Int),
      k: Schema.Union([Schema.Literals(["a", "b"]), Schema.Number]),
      a: Schema.Unknown
    }),
    tolerant: Schema.Union([Schema.Literals(["Buy", "Sell"]), Schema.String]),
    nested: Schema.Array(Schema.Struct({ b: Schema.Array(Schema.Tuple([Decimal.Decimal, Decimal.DecimalOrEmpty])) })),
    filtered: Schema.String.pipe(Schema.check(Schema.isMaxLength(3))),
    nonEmpty: Schema.NonEmptyArray(Schema.Number)
  }

  for (const [name, schema] of Object.entries(shapes)) {
    fcProp(`agrees with decoding on arbitrary JSON: ${name}`, json, (u) => {
      expect(agrees(schema, u)).toBe(true)
    })
    it.prop(`accepts every value the Schema generates: ${name}`, [Arbitrary.schema(schema)], ([u]) => {
      expect(Validator.check(schema)(u)).toBe(true)
    })
  }

  const messages: Record<string, Schema.Codec<unknown, unknown>> = {
    OrderbookMessage: WsPublic.OrderbookMessage,
    RpiOrderbookMessage: WsPublic.RpiOrderbookMessage,
    PublicTradeMessage: WsPublic.PublicTradeMessage,
    TickerMessage: WsPublic.TickerMessage,
    KlineMessage: WsPublic.KlineMessage,
    LiquidationMessage: WsPublic.LiquidationMessage,
    InsuranceMessage: WsPublic.InsuranceMessage,
    AdlAlertMessage: WsPublic.AdlAlertMessage,
    PriceLimitMessage: WsPublic.PriceLimitMessage,
    SystemStatusMessage: WsPublic.SystemStatusMessage,
    PositionMessage: WsPrivate.PositionMessage,
    ExecutionMessage: WsPrivate.ExecutionMessage,
    FastExecutionMessage: WsPrivate.FastExecutionMessage,
    OrderMessage: WsPrivate.OrderMessage,
    WalletMessage: WsPrivate.WalletMessage,
    GreeksMessage: WsPrivate.GreeksMessage,
    DcpMessage: WsPrivate.DcpMessage
  }

  for (const [name, schema] of Object.entries(messages)) {
    it.prop(
      `accepts every message the Schema generates: ${name}`,
      [Arbitrary.schema(schema)],
      ([u]) => {
        expect(Validator.check(schema)(u)).toBe(true)
      },
      { arbitrary: { runs: 30 } }
    )
  }

  it("refuses a schema that transforms its input", () => {
    expect(() => Validator.check(Schema.NumberFromString)).toThrow(/Transformation/)
    expect(() => Validator.check(Schema.Struct({ n: Schema.NumberFromString }))).toThrow(/not supported/)
  })

  it("returns the value itself, excess properties included", () => {
    const validate = Validator.validator(Schema.Struct({ s: Schema.String }))
    const input = { s: "x", extra: 1 }
    expect(validate(input)).toBe(input)
    expect(validate({ s: 1 })).toBeUndefined()
    expect(validate(["x"])).toBeUndefined()
  })
})

describe("Validator on keys Object.prototype also has", () => {
  const schema = Schema.Struct({ constructor: Schema.optional(Schema.String), toString: Schema.String })
  fcProp("agrees with decoding", json, (u) => {
    expect(agrees(schema, u)).toBe(true)
  })
  // Effect 3 decoding read an optional key only when own; Effect 4 decoding takes any key `in` the input (but
  // `__proto__`) as present, inherited ones too: `{ toString: "x" }` has an inherited `constructor` (a function),
  // which fails `optional(String)`. The validator does as decoding does.
  it("reads keys as decoding does, inherited values included", () => {
    expect(agrees(schema, { toString: "x" })).toBe(true)
    expect(agrees(schema, { toString: "x", constructor: 1 })).toBe(true)
    expect(agrees(schema, { toString: "x", constructor: "c" })).toBe(true)
    expect(agrees(schema, {})).toBe(true)
    expect(Validator.check(schema)({ toString: "x" })).toBe(false)
    expect(Validator.check(schema)({ toString: "x", constructor: "c" })).toBe(true)
    expect(Validator.check(schema)(Object.assign(Object.create(null), { toString: "x" }))).toBe(true)
  })
})
