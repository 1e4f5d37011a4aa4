import { describe, expect, it } from "@effect/vitest"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import * as Enums from "../../src/Schema/Enums.js"

describe("Enums", () => {
  it("strict request enums accept known values and reject others", () => {
    expect(Schema.decodeUnknownEither(Enums.Category)("linear")).toStrictEqual(Either.right("linear"))
    expect(Either.isLeft(Schema.decodeUnknownEither(Enums.Category)("futures"))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(Enums.Side)("buy"))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(Enums.TimeInForce)("GoodTillCancel"))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(Enums.KlineInterval)("2"))).toBe(true)
    expect(Schema.decodeUnknownEither(Enums.KlineInterval)("D")).toStrictEqual(Either.right("D"))
  })

  it("numeric request enums: positionIdx 0|1|2, switch-mode 0|3", () => {
    expect(Schema.decodeUnknownEither(Enums.PositionIdx)(2)).toStrictEqual(Either.right(2))
    expect(Either.isLeft(Schema.decodeUnknownEither(Enums.PositionIdx)(3))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(Enums.PositionIdx)("1"))).toBe(true)
    expect(Schema.decodeUnknownEither(Enums.PositionMode)(3)).toStrictEqual(Either.right(3))
    expect(Either.isLeft(Schema.decodeUnknownEither(Enums.PositionMode)(1))).toBe(true)
    expect(Enums.PositionModes).toEqual({ MergedSingle: 0, BothSides: 3 })
  })

  it("tolerant response enums decode known and unknown values unchanged", () => {
    const status = Schema.decodeUnknownEither(Enums.OrderStatusTolerant)
    expect(status("PartiallyFilled")).toStrictEqual(Either.right("PartiallyFilled"))
    expect(status("SomeFutureStatus")).toStrictEqual(Either.right("SomeFutureStatus"))
    expect(Schema.decodeUnknownEither(Enums.TriggerByTolerant)("UNKNOWN")).toStrictEqual(Either.right("UNKNOWN"))
    expect(Schema.decodeUnknownEither(Enums.SideTolerant)("")).toStrictEqual(Either.right(""))
    // Tolerant is not untyped: a non-string still fails.
    expect(Either.isLeft(status(7))).toBe(true)
    expect(Either.isLeft(status(null))).toBe(true)
  })

  it("tolerant numeric enums take any integer, as a number or a numeric string", () => {
    const idx = Schema.decodeUnknownEither(Enums.PositionIdxTolerant)
    expect(idx(1)).toStrictEqual(Either.right(1))
    expect(idx(7)).toStrictEqual(Either.right(7))
    expect(idx("2")).toStrictEqual(Either.right(2))
    expect(Either.isLeft(idx("x"))).toBe(true)
    expect(Either.isLeft(idx(1.5))).toBe(true)
  })

  it("IntegerLike decodes numbers and numeric strings to numbers and encodes numbers", () => {
    const decode = Schema.decodeUnknownEither(Enums.IntegerLike)
    expect(decode(0)).toStrictEqual(Either.right(0))
    expect(decode("0")).toStrictEqual(Either.right(0))
    expect(decode("-1")).toStrictEqual(Either.right(-1))
    expect(Either.isLeft(decode("abc"))).toBe(true)
    expect(Schema.encodeSync(Enums.IntegerLike)(5)).toBe(5)
  })

  it("known literals stay visible to the type checker on the tolerant form", () => {
    // Compile-time: the known value is assignable and the type still admits other strings.
    const known: typeof Enums.CategoryTolerant.Type = "option"
    const other: typeof Enums.CategoryTolerant.Type = "spread"
    expect([known, other]).toEqual(["option", "spread"])
    expect(Enums.Category.literals).toEqual(["spot", "linear", "inverse", "option"])
  })
})
