/**
 * The trailing stop against a model written from the docs' words, on any walk of last prices: it never fires before
 * the activation price is reached ("triggered when this price is reached only"), and it fires at the first price
 * that is the distance back from the best price since it armed (a long: below the highest; a short: above the
 * lowest), not before and not after.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as TrailingStop from "../../../src/Emulator/engine/TrailingStop.js"

// bigints have no Math.max
const higher = (a: bigint, b: bigint): bigint => {
  if (b > a) return b
  return a
}
const lower = (a: bigint, b: bigint): bigint => {
  if (b < a) return b
  return a
}

/** The index of the price that fires the stop, worked out over the whole walk at once; -1: it never fires. */
const model = (stop: TrailingStop.TrailingStop, walk: ReadonlyArray<bigint>): number => {
  const armedAt = walk.findIndex(
    (p) => stop.activePrice === 0n || (stop.long ? p >= stop.activePrice : p <= stop.activePrice)
  )
  if (armedAt < 0) return -1
  for (let k = armedAt + 1; k < walk.length; k++) {
    const seen = walk.slice(armedAt, k + 1)
    const price = walk[k] as bigint
    if (stop.long) {
      const high = seen.reduce(higher)
      if (price <= high - stop.distance) return k
    } else {
      const low = seen.reduce(lower)
      if (price >= low + stop.distance) return k
    }
  }
  return -1
}

/** The index of the price that fired the stop, one price at a time as the exchange steps it; -1: never. */
const stepped = (stop: TrailingStop.TrailingStop, walk: ReadonlyArray<bigint>): number => {
  let best: bigint | undefined
  for (let k = 0; k < walk.length; k++) {
    const trail = TrailingStop.step(stop, best, walk[k] as bigint)
    if (trail.fired) return k
    best = trail.best
  }
  return -1
}

const price = fc.bigInt({ min: 90_000n, max: 110_000n })

describe("trailing stop", () => {
  it("fires where the docs' model says, on any walk, for longs and shorts, armed at once or at a price", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.bigInt({ min: 1n, max: 5_000n }),
        fc.oneof(fc.constant(0n), price),
        fc.array(price, { minLength: 1, maxLength: 60 }),
        (long, distance, activePrice, walk) => {
          const stop = { long, distance, activePrice }
          expect(stepped(stop, walk)).toBe(model(stop, walk))
        }
      ),
      { numRuns: 2_000 }
    )
  })

  it("waits for its activation price: a long's stop set above the price does not fire on a fall", () => {
    const stop = { long: true, distance: 100n, activePrice: 101_000n }
    expect(stepped(stop, [100_000n, 99_000n, 98_000n])).toBe(-1)
    // reached, then 100 back from the high of 101,500
    expect(stepped(stop, [100_000n, 101_000n, 101_500n, 101_450n, 101_400n])).toBe(4)
    // a short's mirror: armed at or below 99,000, fires 100 above the low
    expect(stepped({ long: false, distance: 100n, activePrice: 99_000n }, [99_500n, 99_000n, 98_800n, 98_900n])).toBe(3)
  })
})
