/**
 * The algorithms' arithmetic (`Plan`), as properties: decimals round-trip through units; a scaled order's ladder
 * sums to its total exactly, every size on the step, every price on the tick between the two ends (both ends
 * included), and the sizes grow or shrink as asked; an iceberg's slices are the visible size but the last.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Plan from "../../src/Algo/Plan.js"

describe("Plan", () => {
  it("reads and writes decimals exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }), (units, scale) => {
        expect(Plan.toUnits(Plan.fromUnits(units, scale), scale)).toBe(units)
      })
    )
    expect(Plan.toUnits("1.2345", 3)).toBeUndefined()
    expect(Plan.toUnits("-1", 3)).toBeUndefined()
    expect(Plan.stepped("total", "0.0505", "0.001")).toBeInstanceOf(Plan.AlgoParamsError)
    expect(Plan.indexOf("ice", "ice-12")).toBe(12)
    expect(Plan.indexOf("ice", "ice2-1")).toBeUndefined()
  })

  it("makes a ladder that sums to the total, on the step and the tick, from one end to the other", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        fc.bigInt({ min: -1_000n, max: 1_000n }),
        fc.constantFrom<Plan.Distribution>("flat", "increasing", "decreasing"),
        (count, extraSteps, fromTicks, spanTicks, distribution) => {
          const step = 5n
          // enough steps that the smallest weight gets one: a ladder with an empty rung is refused
          const total = { units: BigInt((count * (count + 1)) / 2 + extraSteps) * step, step, scale: 3 }
          const tick = 10n
          const prices = { from: fromTicks * tick, to: (fromTicks + spanTicks) * tick, tick }
          const ladder = Plan.ladder(total, prices, count, distribution)
          if (ladder === undefined) throw new Error("no ladder")
          expect(ladder).toHaveLength(count)
          expect(ladder.reduce((s, r) => s + r.qty, 0n)).toBe(total.units)
          for (const r of ladder) {
            expect(r.qty > 0n && r.qty % step === 0n).toBe(true)
            expect(r.price % tick).toBe(0n)
            const [lo, hi] = prices.from <= prices.to ? [prices.from, prices.to] : [prices.to, prices.from]
            expect(r.price >= lo && r.price <= hi).toBe(true)
          }
          expect(ladder[0]?.price).toBe(prices.from)
          expect(ladder[count - 1]?.price).toBe(prices.to)
          // the sizes before the last (which takes the rounding's rest) follow the distribution
          const head = ladder.slice(0, -1).map((r) => r.qty)
          for (let k = 1; k < head.length; k++) {
            const [a, b] = [head[k - 1] ?? 0n, head[k] ?? 0n]
            if (distribution === "increasing") expect(b >= a).toBe(true)
            if (distribution === "decreasing") expect(b <= a).toBe(true)
          }
        }
      )
    )
  })

  it("cuts an iceberg into visible slices, the last what is left", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: 500n }), (total, visible) => {
        const slices: Array<bigint> = []
        for (let filled = 0n; ; ) {
          const next = Plan.nextIcebergSlice(total, visible, filled)
          if (next === 0n) break
          slices.push(next)
          filled += next
        }
        expect(slices.reduce((s, q) => s + q, 0n)).toBe(total)
        expect(slices.slice(0, -1).every((q) => q === visible)).toBe(true)
        expect((slices.at(-1) ?? 0n) <= visible).toBe(true)
      })
    )
  })
})
