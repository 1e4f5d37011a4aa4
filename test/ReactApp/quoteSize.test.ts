import { describe, expect, it } from "@effect/vitest"
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import * as Result from "effect/Result"
import * as fc from "fast-check"
import * as QuoteSize from "../../react-app/src/lib/QuoteSize.js"

// A linear contract's size typed in USDT: the quantity sent is the amount over the price, down to the lot step;
// below the lot's minimum it is refused in words.

const lot: QuoteSize.Lot = { baseCoin: "BTC", quoteCoin: "USDT", qtyStep: "0.001", minQty: "0.001" }
const at = (price: string) => Option.some(BigDecimal.fromStringUnsafe(price))

describe("QuoteSize.baseQty", () => {
  it("the amount over the price, down to the step, with the step's decimals", () => {
    expect(QuoteSize.baseQty({ amount: "1000", price: at("65000"), lot })).toEqual(Result.succeed("0.015"))
    expect(QuoteSize.baseQty({ amount: "130", price: at("65000"), lot })).toEqual(Result.succeed("0.002"))
    expect(
      QuoteSize.baseQty({ amount: "300", price: at("0.3"), lot: { ...lot, qtyStep: "10", minQty: "10" } })
    ).toEqual(Result.succeed("1000"))
    expect(
      QuoteSize.baseQty({ amount: "12", price: at("100"), lot: { ...lot, qtyStep: "0.010", minQty: "0.01" } })
    ).toEqual(Result.succeed("0.120"))
  })

  it("below the minimum: refused with the smallest amount that would do", () => {
    const refused = QuoteSize.baseQty({ amount: "60", price: at("65000"), lot })
    expect(Result.isFailure(refused)).toBe(true)
    if (Result.isFailure(refused)) {
      expect(refused.failure.reason).toBe("60 USDT is below the minimum of 0.001 BTC (65 USDT at 65000)")
      expect(refused.failure.minAmount).toBe("65")
    }
  })

  it("no amount or no price: said in words", () => {
    const none = QuoteSize.baseQty({ amount: "100", price: Option.none(), lot })
    expect(Result.isFailure(none) && none.failure.reason).toMatch(/Enter a price first/)
    const bad = QuoteSize.baseQty({ amount: "1,5", price: at("1"), lot, write: (s) => s.replace(".", ",") })
    expect(Result.isFailure(bad) && bad.failure.reason).toBe("Enter the size in USDT, like 100")
  })

  it("any amount and price: the quantity is on the step, at least the minimum, and worth no more than the amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom("0.001", "0.01", "1", "10"),
        (cents, tenths, step) => {
          const amount = (cents / 100).toFixed(2)
          const price = (tenths / 10).toFixed(1)
          const got = QuoteSize.baseQty({ amount, price: at(price), lot: { ...lot, qtyStep: step, minQty: step } })
          const q = BigDecimal.fromStringUnsafe(Result.isSuccess(got) ? got.success : "0")
          const a = BigDecimal.fromStringUnsafe(amount)
          const p = BigDecimal.fromStringUnsafe(price)
          const s = BigDecimal.fromStringUnsafe(step)
          const worth = BigDecimal.multiply(q, p)
          if (Result.isFailure(got)) {
            // refused only when one step costs more than the amount
            expect(BigDecimal.isGreaterThan(BigDecimal.multiply(s, p), a)).toBe(true)
            return
          }
          expect(BigDecimal.isLessThanOrEqualTo(worth, a)).toBe(true)
          // one step more would cost more than the amount
          expect(BigDecimal.isGreaterThan(BigDecimal.multiply(BigDecimal.sum(q, s), p), a)).toBe(true)
          expect(Option.getOrThrow(BigDecimal.remainder(q, s)).value).toBe(0n)
        }
      )
    )
  })
})
