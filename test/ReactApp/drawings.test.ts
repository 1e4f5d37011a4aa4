/**
 * The chart's drawings as data (issue 60): kept per market, read back as written, anything else in storage dropped;
 * moving and deleting; the retracement's levels; bar indices and times, each the other's inverse.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Drawings from "../../react-app/src/lib/Drawings.js"

const anchor = fc.record({
  time: fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
  price: fc.double({ min: 0.0001, max: 1e7, noNaN: true })
})

const drawing: fc.Arbitrary<Drawings.Drawing> = fc.oneof(
  fc.record({ id: fc.string(), kind: fc.constant("horizontal" as const), points: fc.tuple(anchor) }),
  fc.record({
    id: fc.string(),
    kind: fc.constantFrom("trend" as const, "fib" as const, "rect" as const, "ray" as const),
    points: fc.tuple(anchor, anchor)
  })
)

/** A localStorage of a plain map, for the length of `body`. */
const withStorage = (body: (store: Map<string, string>) => void) => {
  const store = new Map<string, string>()
  const previous = Object.getOwnPropertyDescriptor(globalThis, "localStorage")
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    value: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k)
    }
  })
  try {
    body(store)
  } finally {
    if (previous === undefined) Reflect.deleteProperty(globalThis, "localStorage")
    else Object.defineProperty(globalThis, "localStorage", previous)
  }
}

describe("chart drawings", () => {
  it("are read back as saved, per market (category and symbol)", () =>
    withStorage(() =>
      fc.assert(
        fc.property(fc.array(drawing, { maxLength: 6 }), fc.array(drawing, { maxLength: 3 }), (mine, other) => {
          Drawings.save("linear", "BTCUSDT", mine)
          Drawings.save("inverse", "BTCUSDT", other)
          expect(Drawings.load("linear", "BTCUSDT")).toEqual(mine)
          expect(Drawings.load("inverse", "BTCUSDT")).toEqual(other)
          expect(Drawings.load("linear", "ETHUSDT")).toEqual([])
        })
      )
    ))

  it("storage that holds anything else gives no drawings, and bad entries are dropped", () => {
    expect(Drawings.parse("not json")).toEqual([])
    expect(Drawings.parse('{"id":"a"}')).toEqual([])
    expect(Drawings.parse('[{"id":"a","kind":"circle","points":[]}]')).toEqual([])
    const good = { id: "h", kind: "horizontal", points: [{ time: 1, price: 2 }] }
    // a trend line of one point cannot be drawn
    const short = { id: "t", kind: "trend", points: [{ time: 1, price: 2 }] }
    expect(Drawings.parse(JSON.stringify([good, short]))).toEqual([good])
    withStorage((store) => {
      store.set(Drawings.storageKey("linear", "BTCUSDT"), "[1,2")
      expect(Drawings.load("linear", "BTCUSDT")).toEqual([])
    })
  })

  it("a moved drawing keeps its shape; a deleted one is gone, the others stay", () =>
    fc.assert(
      fc.property(
        fc.array(drawing, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.double({ min: -100, max: 100, noNaN: true }),
        (list, dt, dp) => {
          const all = list.map((d, i) => ({ ...d, id: `d${i}` }))
          const target = all[0] as Drawings.Drawing
          const next = Drawings.moved(target, dt, dp)
          for (const [i, p] of next.points.entries()) {
            const q = target.points[i] as Drawings.Anchor
            expect(p.time - q.time).toBe(dt)
            expect(p.price - q.price).toBeCloseTo(dp, 6)
          }
          expect(Drawings.replace(all, next)[0]).toEqual(next)
          const left = Drawings.remove(all, target.id)
          expect(left.map((d) => d.id)).toEqual(all.slice(1).map((d) => d.id))
        }
      )
    ))

  it("a retracement's levels run from the move's end (0) to its start (1)", () => {
    const levels = Drawings.fibLevels({ time: 0, price: 100 }, { time: 60, price: 200 })
    expect(levels.map((l) => l.ratio)).toEqual([0, 0.236, 0.382, 0.5, 0.618, 0.786, 1])
    expect(levels.map((l) => Number(l.price.toFixed(3)))).toEqual([200, 176.4, 161.8, 150, 138.2, 121.4, 100])
  })

  it("bar index and time are each the other's inverse, between bars and beyond them", () =>
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3600 }), { minLength: 1, maxLength: 50 }),
        fc.double({ min: -100, max: 200, noNaN: true }),
        (gaps, index) => {
          const times: Array<number> = []
          for (const gap of gaps) times.push((times[times.length - 1] ?? 1_700_000_000) + gap)
          const time = Drawings.timeOfIndex(times, index)
          expect(Drawings.indexOfTime(times, time)).toBeCloseTo(index, 6)
          // a bar's own time is its index
          const i = Math.min(times.length - 1, Math.max(0, Math.floor(Math.abs(index)) % times.length))
          expect(Drawings.indexOfTime(times, times[i] as number)).toBeCloseTo(i, 9)
        }
      )
    ))
})
