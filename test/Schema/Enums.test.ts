import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as Enums from "../../src/Schema/Enums.js"

describe("Enums", () => {
  it("strict request enums accept known values and reject others", () => {
    expect(Schema.decodeUnknownResult(Enums.Category)("linear")).toStrictEqual(Result.succeed("linear"))
    expect(Result.isFailure(Schema.decodeUnknownResult(Enums.Category)("futures"))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(Enums.Side)("buy"))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(Enums.TimeInForce)("GoodTillCancel"))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(Enums.KlineInterval)("2"))).toBe(true)
    expect(Schema.decodeUnknownResult(Enums.KlineInterval)("D")).toStrictEqual(Result.succeed("D"))
  })

  it("numeric request enums: positionIdx 0|1|2, switch-mode 0|3", () => {
    expect(Schema.decodeUnknownResult(Enums.PositionIdx)(2)).toStrictEqual(Result.succeed(2))
    expect(Result.isFailure(Schema.decodeUnknownResult(Enums.PositionIdx)(3))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(Enums.PositionIdx)("1"))).toBe(true)
    expect(Schema.decodeUnknownResult(Enums.PositionMode)(3)).toStrictEqual(Result.succeed(3))
    expect(Result.isFailure(Schema.decodeUnknownResult(Enums.PositionMode)(1))).toBe(true)
    expect(Enums.PositionModes).toEqual({ MergedSingle: 0, BothSides: 3 })
  })

  it("tolerant response enums decode known and unknown values unchanged", () => {
    const status = Schema.decodeUnknownResult(Enums.OrderStatusTolerant)
    expect(status("PartiallyFilled")).toStrictEqual(Result.succeed("PartiallyFilled"))
    expect(status("SomeFutureStatus")).toStrictEqual(Result.succeed("SomeFutureStatus"))
    expect(Schema.decodeUnknownResult(Enums.TriggerByTolerant)("UNKNOWN")).toStrictEqual(Result.succeed("UNKNOWN"))
    expect(Schema.decodeUnknownResult(Enums.SideTolerant)("")).toStrictEqual(Result.succeed(""))
    // Tolerant is not untyped: a non-string still fails.
    expect(Result.isFailure(status(7))).toBe(true)
    expect(Result.isFailure(status(null))).toBe(true)
  })

  it("tolerant numeric enums take any integer, as a number or a numeric string", () => {
    const idx = Schema.decodeUnknownResult(Enums.PositionIdxTolerant)
    expect(idx(1)).toStrictEqual(Result.succeed(1))
    expect(idx(7)).toStrictEqual(Result.succeed(7))
    expect(idx("2")).toStrictEqual(Result.succeed(2))
    expect(Result.isFailure(idx("x"))).toBe(true)
    expect(Result.isFailure(idx(1.5))).toBe(true)
  })

  it("IntegerLike decodes numbers and numeric strings to numbers and encodes numbers", () => {
    const decode = Schema.decodeUnknownResult(Enums.IntegerLike)
    expect(decode(0)).toStrictEqual(Result.succeed(0))
    expect(decode("0")).toStrictEqual(Result.succeed(0))
    expect(decode("-1")).toStrictEqual(Result.succeed(-1))
    expect(Result.isFailure(decode("abc"))).toBe(true)
    expect(Schema.encodeSync(Enums.IntegerLike)(5)).toBe(5)
  })

  it("a refused request enum value is reported with every allowed value, at the field's path", () => {
    const decoded = Schema.decodeUnknownResult(Schema.Struct({ category: Enums.Category }))({ category: "linaer" })
    expect(Result.isFailure(decoded) ? decoded.failure.message : "decoded").toBe(
      'Expected "spot" | "linear" | "inverse" | "option"\n  at ["category"]'
    )
    const side = Schema.decodeUnknownResult(Enums.Side)("buy")
    expect(Result.isFailure(side) ? side.failure.message : "decoded").toBe('Expected "Buy" | "Sell"')
  })

  it("known literals stay visible to the type checker on the tolerant form", () => {
    // Compile-time: the known value is assignable and the type still admits other strings.
    const known: typeof Enums.CategoryTolerant.Type = "option"
    const other: typeof Enums.CategoryTolerant.Type = "spread"
    expect([known, other]).toEqual(["option", "spread"])
    expect(Enums.Category.literals).toEqual(["spot", "linear", "inverse", "option"])
  })
})
