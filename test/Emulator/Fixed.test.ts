import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Fixed from "../../src/Emulator/base/Fixed.js"

describe("Fixed", () => {
  it("adds decimals without float drift", () => {
    const sum = (Fixed.parse("0.1", 1) ?? 0n) + (Fixed.parse("0.2", 1) ?? 0n)
    expect(Fixed.format(sum, 1)).toBe("0.3")
    expect(Fixed.format(sum, 3)).not.toBe(String(0.1 + 0.2))
  })

  it("formats a safe integer as a bigint formats, at every scale, near 2^48 too; parses a level's bytes as its text", () => {
    const units = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.maxSafeInteger(),
      fc.integer({ min: 2 ** 48 - 10_000, max: 2 ** 48 + 10_000 })
    )
    fc.assert(
      fc.property(units, fc.nat(15), (u, scale) => {
        expect(Fixed.formatNumber(u, scale)).toBe(Fixed.format(BigInt(u), scale))
      })
    )
    const decimal = fc.stringMatching(/^-?[0-9]{0,18}(\.[0-9]{0,18})?$/)
    fc.assert(
      fc.property(decimal, fc.nat(9), fc.nat(4), (text, scale, pad) => {
        const bytes = Uint8Array.from(`${"x".repeat(pad)}${text}"`, (c) => c.charCodeAt(0))
        expect(Fixed.parseUnitsBytes(bytes, pad, pad + text.length, scale)).toBe(Fixed.parseUnits(text, scale))
      })
    )
  })

  it("formats with the tick's decimals", () => {
    expect(Fixed.decimalsOf("0.10")).toBe(2)
    expect(Fixed.decimalsOf("5")).toBe(0)
    expect(Fixed.format(6425010n, 2)).toBe("64250.10")
    expect(Fixed.format(1n, 3)).toBe("0.001")
    expect(Fixed.format(-5n, 2)).toBe("-0.05")
    expect(Fixed.formatTrimmed(263725275000n, 10)).toBe("26.3725275")
    expect(Fixed.formatTrimmed(500n, 2)).toBe("5")
  })

  it("parses exactly or refuses", () => {
    expect(Fixed.parse("64250.1", 2)).toBe(6425010n)
    expect(Fixed.parse("64250.100", 2)).toBe(6425010n)
    expect(Fixed.parse("64250.101", 2)).toBeUndefined()
    expect(Fixed.parse("abc", 2)).toBeUndefined()
    expect(Fixed.parse("1e5", 2)).toBeUndefined()
    // the shapes a decimal must not have, and the edges of the fast path (15 digits in a double)
    for (const text of ["", "-", ".", "1.", ".5", "--1", "+1", " 1", "1 ", "1.2.3", "0x10", "1_000"]) {
      expect(Fixed.parse(text, 4)).toBeUndefined()
      expect(Fixed.isDecimal(text)).toBe(false)
    }
    expect(Fixed.isDecimal("-0.50")).toBe(true)
    expect(Fixed.parse("-0", 2)).toBe(0n)
    expect(Fixed.parse("-1.5", 2)).toBe(-150n)
    expect(Fixed.parse("007.0500", 3)).toBe(7050n)
    expect(Fixed.parse("999999999999.999", 3)).toBe(999999999999999n)
    expect(Fixed.parse("9999999999999.999", 3)).toBe(9999999999999999n)
    expect(Fixed.parse("12345678901234567890.123456789", 9)).toBe(12345678901234567890123456789n)
    expect(Fixed.parse("1.000000000000000000001", 2)).toBeUndefined()
    expect(Fixed.parse("1.000000000000000000000", 2)).toBe(100n)
    expect(Fixed.formatTrimmed(0n, 3)).toBe("0")
    expect(Fixed.formatTrimmed(-1200n, 3)).toBe("-1.2")
    expect(Fixed.formatTrimmed(1000n, 0)).toBe("1000")
    expect(Fixed.formatNumber(642501, 1)).toBe("64250.1")
    expect(Fixed.formatNumber(-5, 3)).toBe("-0.005")
    expect(Fixed.formatNumber(-0, 2)).toBe("0.00")
    expect(Fixed.formatNumber(2 ** 60, 2)).toBe(Fixed.format(2n ** 60n, 2))
    expect(() => Fixed.formatNumber(1.5, 2)).toThrow()
    expect(Fixed.parseRounded("1.2.3", 4, "down")).toBeUndefined()
    expect(Fixed.parseRounded("0.00055", 4, "halfUp")).toBe(6n)
    expect(Fixed.parseRounded("0.00055", 4, "down")).toBe(5n)
  })

  it("multiplies a price by a quantity and a fee rate exactly", () => {
    // The execution example of the docs: 0.5 at 95900.1, fee rate 0.00055.
    const value = (Fixed.parse("95900.1", 1) ?? 0n) * (Fixed.parse("0.5", 3) ?? 0n)
    expect(Fixed.formatTrimmed(value, 4)).toBe("47950.05")
    const fee = value * (Fixed.parse("0.00055", 8) ?? 0n)
    expect(Fixed.formatTrimmed(fee, 12)).toBe("26.3725275")
  })

  it("rounds on division as asked", () => {
    expect(Fixed.divide(10n, 3n, "down")).toBe(3n)
    expect(Fixed.divide(10n, 3n, "up")).toBe(4n)
    expect(Fixed.divide(15n, 10n, "halfUp")).toBe(2n)
    expect(Fixed.divide(-15n, 10n, "halfUp")).toBe(-2n)
    expect(Fixed.rescale(12345n, 4, 2, "halfUp")).toBe(123n)
    expect(Fixed.rescale(12n, 0, 2, "down")).toBe(1200n)
  })

  it("parseUnits is Number(parseRounded(text, scale, halfUp)) for any text, without a bigint on plain ones", () => {
    const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{0,${max}}$`))
    const decimal = fc
      .tuple(fc.constantFrom("", "-", "+"), digits(18), fc.constantFrom("", ".", ".", "x"), digits(12))
      .map(([sign, whole, dot, frac]) => sign + whole + dot + frac)
    fc.assert(
      fc.property(fc.oneof(decimal, fc.string({ maxLength: 8 })), fc.integer({ min: 0, max: 10 }), (text, scale) => {
        const slow = Fixed.parseRounded(text, scale, "halfUp")
        expect(Fixed.parseUnits(text, scale)).toBe(slow === undefined ? undefined : Number(slow))
      }),
      { numRuns: 5000 }
    )
    expect(Fixed.parseUnits("87000.15", 1)).toBe(870002)
    expect(Fixed.parseUnits("87000.14", 1)).toBe(870001)
    expect(Fixed.parseUnits("0.0005", 3)).toBe(1)
    expect(Fixed.parseUnits("1.", 2)).toBe(undefined)
  })
})
