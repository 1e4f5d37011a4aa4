import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as ClockReading from "../../src/Redis/internal/clockReading.js"

// A reading is right to within half its round trip: the server read its clock somewhere between `before` and
// `after`. Which readings a store keeps decides how far apart two processes of a fleet put the same stored time.

/** One reading of a server whose clock is `skew` ms ahead, answered at `at` (0..1) of a round trip of `rtt` ms. */
const readingArb = (skew: number) =>
  fc
    .record({
      before: fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
      rtt: fc.oneof(fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 3, max: 200, noNaN: true })),
      at: fc.double({ min: 0, max: 1, noNaN: true })
    })
    .map(({ before, rtt, at }) =>
      ClockReading.fromTimes(
        ClockReading.serverMs(
          Math.floor((before + skew + at * rtt) / 1000),
          ((before + skew + at * rtt) % 1000) * 1000
        ),
        before,
        before + rtt
      )
    )

describe("ClockReading", () => {
  it("a reading's skew is whole ms, its round trip the time it took", () => {
    expect(ClockReading.fromTimes(1_000_050.7, 1_000_000, 1_000_040)).toEqual({ skewMs: 31, roundTripMs: 40 })
    expect(ClockReading.serverMs("1795682437", "398123")).toBeCloseTo(1_795_682_437_398.123, 3)
  })

  it("every reading is right to within half its round trip and half a ms", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5_000, max: 5_000 }).chain((skew) => fc.tuple(fc.constant(skew), readingArb(skew))),
        ([skew, reading]) => {
          expect(Math.abs(reading.skewMs - skew)).toBeLessThanOrEqual(reading.roundTripMs / 2 + 0.5 + 1e-6)
        }
      ),
      { numRuns: 500 }
    )
  })

  it("kept over any run of readings: as right as the tightest one so far (within a tight reading's error)", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: -5_000, max: 5_000 })
          .chain((skew) => fc.tuple(fc.constant(skew), fc.array(readingArb(skew), { minLength: 1, maxLength: 20 }))),
        ([skew, readings]) => {
          let kept: ClockReading.ClockReading | undefined
          for (const reading of readings) kept = ClockReading.keep(kept, reading)
          const tightest = Math.min(...readings.map((r) => r.roundTripMs))
          const bound = Math.max(tightest, ClockReading.tightMs) / 2 + 0.5 + 1e-6
          expect(Math.abs((kept?.skewMs ?? Number.NaN) - skew)).toBeLessThanOrEqual(bound)
        }
      ),
      { numRuns: 500 }
    )
  })

  it("a tight reading stays in force (stored times keep their place) until one proves it wrong", () => {
    const tight = { skewMs: 10, roundTripMs: 1 }
    // tighter still, or looser and consistent with it: kept
    expect(ClockReading.keep(tight, { skewMs: 11, roundTripMs: 0.2 })).toBe(tight)
    expect(ClockReading.keep(tight, { skewMs: 30, roundTripMs: 60 })).toBe(tight)
    // a host's clock stepped by 50 ms: the readings cannot both be right
    expect(ClockReading.keep(tight, { skewMs: 60, roundTripMs: 2 })).toEqual({ skewMs: 60, roundTripMs: 2 })
    // a loose reading gives way to a tighter one
    const loose = { skewMs: -23, roundTripMs: 47 }
    expect(ClockReading.keep(loose, { skewMs: 0, roundTripMs: 0.4 })).toEqual({ skewMs: 0, roundTripMs: 0.4 })
    expect(ClockReading.keep(undefined, loose)).toBe(loose)
  })
})
