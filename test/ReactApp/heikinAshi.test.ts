import { describe, expect, it } from "@effect/vitest"
import { heikinAshi } from "../../react-app/src/lib/HeikinAshi.js"

// Heikin-Ashi candles against figures worked out by hand on three bars.
describe("Heikin-Ashi candles", () => {
  it("close is the bar's mean, open the midpoint of the averaged bar before, high and low take both in", () => {
    const bars = [
      { time: 1, open: 10, high: 14, low: 8, close: 12 },
      { time: 2, open: 12, high: 13, low: 11, close: 11 },
      { time: 3, open: 11, high: 11.5, low: 9, close: 9 }
    ]
    expect(heikinAshi(bars)).toEqual([
      // close (10+14+8+12)/4 = 11, open (10+12)/2 = 11
      { time: 1, open: 11, high: 14, low: 8, close: 11 },
      // close (12+13+11+11)/4 = 11.75, open (11+11)/2 = 11
      { time: 2, open: 11, high: 13, low: 11, close: 11.75 },
      // close (11+11.5+9+9)/4 = 10.125, open (11+11.75)/2 = 11.375: above the bar's open and close, under its high
      { time: 3, open: 11.375, high: 11.5, low: 9, close: 10.125 }
    ])
    expect(heikinAshi([])).toEqual([])
  })
})
