import { describe, expect, it } from "@effect/vitest"
import * as BigDecimal from "effect/BigDecimal"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Decimal from "../../src/Schema/Decimal.js"

const decode = Schema.decodeUnknownResult(Decimal.Decimal)
const decodeOrEmpty = Schema.decodeUnknownResult(Decimal.DecimalOrEmpty)

describe("Decimal", () => {
  it("accepts plain decimal strings unchanged", () => {
    for (const s of ["0.0001", "-12", "42000.10", "0", "-0.5", "1190.000"]) {
      expect(decode(s)).toStrictEqual(Result.succeed(s))
    }
  })

  it("rejects malformed strings, the empty string, exponents and numbers", () => {
    for (const u of ["abc", "1.2.3", "", " 1", "1.", ".5", "+1", "1e-8", "1E8", "NaN", "0x10", 42]) {
      expect(Result.isFailure(decode(u)), String(u)).toBe(true)
    }
  })

  it("its check carries Schema.isPattern(pattern)'s annotations (JSON Schema, arbitraries, code, the validators)", () => {
    const checks = Decimal.DecimalString.ast.checks ?? []
    expect(checks).toHaveLength(1)
    // functions compared by what they give
    const given = (annotations: object | undefined) =>
      Object.fromEntries(
        Object.entries(annotations ?? {}).map(([key, value]) => [key, typeof value === "function" ? value() : value])
      )
    // (the schema's identifier sits on its last check)
    expect(given(checks[0]?.annotations)).toStrictEqual(
      given({ ...Schema.isPattern(Decimal.pattern).annotations, identifier: "DecimalString" })
    )
  })

  it("DecimalOrEmpty accepts the empty string too, and still rejects junk", () => {
    expect(decodeOrEmpty("")).toStrictEqual(Result.succeed(""))
    expect(decodeOrEmpty("17055.5")).toStrictEqual(Result.succeed("17055.5"))
    expect(Result.isFailure(decodeOrEmpty("abc"))).toBe(true)
    expect(Result.isFailure(decodeOrEmpty(null))).toBe(true)
  })

  it.effect("a decode failure names the value", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(Schema.decodeUnknownEffect(Decimal.Decimal)("1.2.3"))
      expect(error.message).toContain("1.2.3")
    })
  )

  it("converts to BigDecimal exactly, keeping the scale", () => {
    const price = Decimal.toBigDecimal(Decimal.make("42000.10"))
    expect(price.value).toBe(4200010n)
    expect(price.scale).toBe(2)
    expect(BigDecimal.equals(price, BigDecimal.make(42000101n, 3))).toBe(false)
    expect(BigDecimal.equals(price, BigDecimal.make(420001n, 1))).toBe(true)
    const negative = Decimal.toBigDecimal(Decimal.make("-0.5"))
    expect([negative.value, negative.scale]).toEqual([-5n, 1])
    const integer = Decimal.toBigDecimal(Decimal.make("-12"))
    expect([integer.value, integer.scale]).toEqual([-12n, 0])
    // Exact where floats are not: 0.1 + 0.2 is 0.3.
    const sum = BigDecimal.sum(Decimal.toBigDecimal(Decimal.make("0.1")), Decimal.toBigDecimal(Decimal.make("0.2")))
    expect(BigDecimal.equals(sum, Decimal.toBigDecimal(Decimal.make("0.3")))).toBe(true)
    // More digits than a double holds survive.
    const long = Decimal.toBigDecimal(Decimal.make("123456789012345678901234567890.123456789"))
    expect(long.value).toBe(123456789012345678901234567890123456789n)
    expect(long.scale).toBe(9)
  })

  it("toBigDecimalOption maps the empty string to None", () => {
    expect(Option.isNone(Decimal.toBigDecimalOption(""))).toBe(true)
    const some = Decimal.toBigDecimalOption(Decimal.make("0.0001"))
    expect(Option.map(some, (d) => [d.value, d.scale])).toStrictEqual(Option.some([1n, 4]))
  })

  it("fromBigDecimal formats plainly with the scale kept, and round-trips", () => {
    expect(Decimal.fromBigDecimal(BigDecimal.make(4200010n, 2))).toBe("42000.10")
    expect(Decimal.fromBigDecimal(BigDecimal.make(-5n, 1))).toBe("-0.5")
    expect(Decimal.fromBigDecimal(BigDecimal.make(1n, 20))).toBe("0.00000000000000000001")
    expect(Decimal.fromBigDecimal(BigDecimal.make(12n, -3))).toBe("12000")
    expect(Decimal.fromBigDecimal(BigDecimal.make(0n, -3))).toBe("0")
    expect(Decimal.fromBigDecimal(BigDecimal.make(-1n, 3))).toBe("-0.001")
    for (const s of ["0.0001", "-12", "42000.10", "0", "17055.5"]) {
      expect(Decimal.fromBigDecimal(Decimal.toBigDecimal(Decimal.make(s)))).toBe(s)
    }
  })

  it("make, option and either validate", () => {
    expect(Decimal.make("1.5")).toBe("1.5")
    expect(() => Decimal.make("1,5")).toThrow()
    expect(Decimal.option("abc")).toStrictEqual(Option.none())
    expect(Decimal.option("2")).toStrictEqual(Option.some("2"))
    expect(Result.isSuccess(Decimal.either("3.25"))).toBe(true)
    expect(Result.isFailure(Decimal.either("3.25.1"))).toBe(true)
    expect(Decimal.is("7")).toBe(true)
    expect(Decimal.is(7)).toBe(false)
  })

  it("DecimalString (request side) validates the same pattern without a brand", () => {
    const decodeParam = Schema.decodeUnknownResult(Decimal.DecimalString)
    expect(decodeParam("0.1")).toStrictEqual(Result.succeed("0.1"))
    expect(Result.isFailure(decodeParam("0.1.1"))).toBe(true)
    expect(Result.isFailure(decodeParam(""))).toBe(true)
  })
})
