import { describe, expect, it } from "@effect/vitest"
import * as FastCheck from "fast-check"
import { BookSide, isZero } from "../../src/Socket/BookSide.js"
import * as BookFrame from "../../src/Socket/internal/bookFrame.js"
import * as Price from "../../src/Socket/internal/price.js"
import * as LocalBook from "../../src/Socket/LocalBook.js"

type Level = readonly [string, string]

// The rules written the slow, obvious way: a Map per side, sorted on every read.
class Naive {
  bids = new Map<number, Level>()
  asks = new Map<number, Level>()
  u = 0
  ready = false

  apply(m: LocalBook.BookMessage): LocalBook.Outcome {
    if (m.type === "snapshot" || m.data.u === 1) {
      this.bids = new Map()
      this.asks = new Map()
      this.ready = true
      this.put(m.data)
      this.u = m.data.u
      return this.isCrossed() ? "crossed" : "snapshot"
    }
    if (!this.ready) return "unseeded"
    if (m.data.u <= this.u) return "stale"
    if (m.data.u !== this.u + 1) return "gap"
    this.put(m.data)
    this.u = m.data.u
    return this.isCrossed() ? "crossed" : "applied"
  }

  private put(data: LocalBook.BookData) {
    for (const [p, s] of data.b) Number(s) === 0 ? this.bids.delete(Number(p)) : this.bids.set(Number(p), [p, s])
    for (const [p, s] of data.a) Number(s) === 0 ? this.asks.delete(Number(p)) : this.asks.set(Number(p), [p, s])
  }

  sortedBids(): Array<Level> {
    return [...this.bids.entries()].sort((x, y) => y[0] - x[0]).map(([, l]) => l)
  }

  sortedAsks(): Array<Level> {
    return [...this.asks.entries()].sort((x, y) => x[0] - y[0]).map(([, l]) => l)
  }

  isCrossed(): boolean {
    const b = this.sortedBids()[0]
    const a = this.sortedAsks()[0]
    return b !== undefined && a !== undefined && Number(b[0]) >= Number(a[0])
  }
}

const size = FastCheck.oneof(
  { weight: 1, arbitrary: FastCheck.constantFrom("0", "0.000") },
  {
    weight: 3,
    arbitrary: FastCheck.tuple(FastCheck.integer({ min: 0, max: 999 }), FastCheck.integer({ min: 1, max: 999 })).map(
      ([i, f]) => `${i}.${String(f).padStart(3, "0")}`
    )
  }
)

// Prices on a 0.5 tick; bids below 50, asks above: such books can never cross.
const price = (min: number, max: number) =>
  FastCheck.integer({ min: min * 2, max: max * 2 }).map((t) => (t / 2).toFixed(1))
const levels = (min: number, max: number) => FastCheck.array(FastCheck.tuple(price(min, max), size), { maxLength: 12 })

// u moves on mostly by one, sometimes repeats, goes back or jumps; sometimes a snapshot (maybe u = 1) comes instead.
const step = (bids: FastCheck.Arbitrary<Array<Level>>, asks: FastCheck.Arbitrary<Array<Level>>) =>
  FastCheck.record({
    snapshot: FastCheck.integer({ min: 0, max: 19 }).map((n) => n === 0),
    du: FastCheck.oneof(
      { weight: 12, arbitrary: FastCheck.constant(1) },
      { weight: 1, arbitrary: FastCheck.integer({ min: -3, max: 3 }) }
    ),
    b: bids,
    a: asks
  })

const messages = (steps: ReadonlyArray<{ snapshot: boolean; du: number; b: Array<Level>; a: Array<Level> }>) => {
  let u = 5
  return steps.map((s, i): LocalBook.BookMessage => {
    u = Math.max(1, u + s.du)
    const first = i === 0
    return {
      type: first || s.snapshot ? "snapshot" : "delta",
      ts: i,
      data: { b: s.b, a: s.a, u, seq: i }
    }
  })
}

const levelsOf = (book: LocalBook.LocalBook) => {
  const view = book.view()
  return { bids: view.bids.map(([p, s]) => [p, s]), asks: view.asks.map(([p, s]) => [p, s]) }
}

describe("LocalBook", () => {
  it("never crosses and matches the naive reference, message by message", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.array(step(levels(1, 49), levels(50.5, 99)), { minLength: 1, maxLength: 80 }),
        (s) => {
          const book = new LocalBook.LocalBook("X", "linear", 1000, true)
          const naive = new Naive()
          for (const m of messages(s)) {
            const outcome = book.apply(m)
            expect(outcome).toBe(naive.apply(m))
            expect(outcome).not.toBe("crossed")
            expect(book.crossed()).toBe(false)
            expect(book.u).toBe(naive.u)
            expect(levelsOf(book)).toEqual({ bids: naive.sortedBids(), asks: naive.sortedAsks() })
          }
        }
      ),
      { numRuns: 300 }
    )
  })

  it("reports a crossed book exactly when the reference is crossed", () => {
    FastCheck.assert(
      FastCheck.property(FastCheck.array(step(levels(1, 30), levels(25, 60)), { minLength: 1, maxLength: 40 }), (s) => {
        const book = new LocalBook.LocalBook("X", "spot", 1000, true)
        const naive = new Naive()
        for (const m of messages(s)) {
          const outcome = book.apply(m)
          expect(outcome).toBe(naive.apply(m))
          if (outcome === "crossed" || outcome === "gap") {
            book.clear()
            naive.ready = false
            naive.u = 0
            naive.bids.clear()
            naive.asks.clear()
          }
        }
      }),
      { numRuns: 300 }
    )
  })

  it("applies the documented rules: delete on zero, stale and unseeded deltas dropped, gaps reported", () => {
    const book = new LocalBook.LocalBook("BTCUSDT", "linear", 50, true)
    const delta = (u: number, b: Array<Level>, a: Array<Level> = []): LocalBook.BookMessage => ({
      type: "delta",
      ts: u,
      data: { b, a, u, seq: u * 10 }
    })
    expect(book.apply(delta(3, [["100", "1"]]))).toBe("unseeded")
    expect(
      book.apply({
        type: "snapshot",
        ts: 1,
        cts: 1,
        data: {
          b: [
            ["100.0", "1"],
            ["99.5", "2"]
          ],
          a: [["101.0", "3"]],
          u: 7,
          seq: 70
        }
      })
    ).toBe("snapshot")
    expect(book.apply(delta(8, [["99.5", "0"]], [["100.5", "4"]]))).toBe("applied")
    expect(levelsOf(book)).toEqual({
      bids: [["100.0", "1"]],
      asks: [
        ["100.5", "4"],
        ["101.0", "3"]
      ]
    })
    expect(book.apply(delta(8, [["98", "9"]]))).toBe("stale")
    expect(book.apply(delta(10, [["98", "9"]]))).toBe("gap")
    expect([book.expectedU, book.receivedU]).toEqual([9, 10])
    expect(book.apply(delta(9, [["101", "1"]]))).toBe("crossed")
    // level 1 re-sends its snapshot with the same u: it replaces
    expect(book.apply({ type: "snapshot", ts: 2, data: { b: [["90", "1"]], a: [["91", "1"]], u: 9 } })).toBe("snapshot")
    expect(book.seq).toBe(90)
    // u = 1 after a restart overwrites, whatever the type says
    expect(book.apply(delta(1, [["50", "1"]], [["51", "1"]]))).toBe("snapshot")
    expect(levelsOf(book)).toEqual({ bids: [["50", "1"]], asks: [["51", "1"]] })
    expect(book.apply(delta(2, [["x", "1"]]))).toBe("invalid")
  })

  it("a non-consecutive category only drops stale deltas", () => {
    const book = new LocalBook.LocalBook("X", "option", 25, false)
    book.apply({ type: "snapshot", ts: 0, data: { b: [["1", "1"]], a: [["2", "1"]], u: 10 } })
    expect(book.apply({ type: "delta", ts: 1, data: { b: [["1", "2"]], a: [], u: 15 } })).toBe("applied")
    expect(book.apply({ type: "delta", ts: 1, data: { b: [["1", "3"]], a: [], u: 15 } })).toBe("stale")
    expect(book.seq).toBeUndefined()
  })
})

// A frame's text as the exchange lays it out.
const textOf = (m: LocalBook.BookMessage, i: number): string =>
  JSON.stringify({ topic: "orderbook.50.X", type: m.type, ts: m.ts, data: { s: "X", ...m.data }, cts: i * 7 })

// The same prices spelled with a trailing zero now and then: a respelled level must show the frame's spelling.
const respelled = (min: number, max: number) =>
  FastCheck.array(
    FastCheck.tuple(
      FastCheck.tuple(FastCheck.integer({ min: min * 2, max: max * 2 }), FastCheck.boolean()).map(([t, long]) =>
        (t / 2).toFixed(long ? 2 : 1)
      ),
      size
    ),
    { maxLength: 12 }
  )

describe("LocalBook.applyReading", () => {
  it("does what apply does with the frame, read straight from its text, message by message", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.array(step(respelled(1, 30), respelled(25, 60)), { minLength: 1, maxLength: 60 }),
        (s) => {
          const framed = new LocalBook.LocalBook("X", "linear", 1000, true)
          const read = new LocalBook.LocalBook("X", "linear", 1000, true)
          const reading = new BookFrame.Reading()
          messages(s).forEach((m, i) => {
            const text = textOf(m, i)
            const frame = BookFrame.scan(text)
            expect(frame).toBeDefined()
            expect(BookFrame.read(text, reading)).toBe(true)
            const outcome = read.applyReading(reading)
            expect(outcome).toBe(framed.apply(frame as LocalBook.BookMessage))
            expect([read.u, read.seq, read.ts, read.cts, read.ready]).toEqual([
              framed.u,
              framed.seq,
              framed.ts,
              framed.cts,
              framed.ready
            ])
            expect(levelsOf(read)).toEqual(levelsOf(framed))
            if (outcome === "crossed" || outcome === "gap") {
              framed.clear()
              read.clear()
            }
          })
        }
      ),
      { numRuns: 300 }
    )
  })

  it("finds a price that is no finite number invalid, as apply does", () => {
    const huge = `1${"0".repeat(400)}`
    const snapshot = textOf({ type: "snapshot", ts: 1, data: { b: [["1", "1"]], a: [["2", "1"]], u: 5 } }, 1)
    const delta = textOf({ type: "delta", ts: 2, data: { b: [[huge, "1"]], a: [], u: 6 } }, 2)
    const book = new LocalBook.LocalBook("X", "linear", 50, true)
    const reading = new BookFrame.Reading()
    expect(BookFrame.read(snapshot, reading) && book.applyReading(reading)).toBe("snapshot")
    expect(BookFrame.read(delta, reading) && book.applyReading(reading)).toBe("invalid")
    const framed = new LocalBook.LocalBook("X", "linear", 50, true)
    framed.apply(BookFrame.scan(snapshot) as LocalBook.BookMessage)
    expect(framed.apply(BookFrame.scan(delta) as LocalBook.BookMessage)).toBe("invalid")
  })
})

describe("BookSide", () => {
  it("keeps levels sorted best first under inserts, updates and deletes, growing past its capacity", () => {
    const side = new BookSide("ask", 4)
    for (const p of ["5", "3", "9", "1", "7", "2"]) side.set(p, `${p}0`)
    side.set("3", "33")
    side.set("9", "0")
    side.set("4", "0")
    expect(side.copy()).toEqual({ prices: ["1", "2", "3", "5", "7"], sizes: ["10", "20", "33", "50", "70"] })
    expect(side.copy(2).prices).toEqual(["1", "2"])
    expect(side.bestPrice()).toBe(1)
    expect(side.sizeOf("7")).toBe("70")
    expect(side.sizeOf("8")).toBeUndefined()
    expect(side.set("NaN", "1")).toBe(false)
    expect([isZero("0"), isZero("0.000"), isZero("0.001"), isZero("10")]).toEqual([true, true, false, false])
  })
})

describe("BookSide against a Map", () => {
  // Prices on a 0.5 tick in a narrow band, so operations hit both ends (the worst level, the touch) and the middle,
  // start from a tiny capacity (it grows), and run long enough to walk the levels into either end of the storage.
  const op = FastCheck.tuple(
    FastCheck.integer({ min: 0, max: 160 }).map((t) => (t / 2).toFixed(t % 3 === 0 ? 2 : 1)),
    FastCheck.oneof(
      { weight: 1, arbitrary: FastCheck.constantFrom("0", "0.00") },
      { weight: 2, arbitrary: FastCheck.integer({ min: 1, max: 99 }).map(String) }
    )
  )
  // a drift: a run of inserts below the worst level or above the best one, then their deletes
  const drift = FastCheck.tuple(FastCheck.boolean(), FastCheck.integer({ min: 1, max: 40 })).map(([down, k]) => {
    const out: Array<readonly [string, string]> = []
    for (let j = 1; j <= k; j++) out.push([String(down ? -j : 100 + j), "1"])
    for (let j = 1; j <= k; j++) out.push([String(down ? -j : 100 + j), "0"])
    return out
  })
  const ops = FastCheck.array(
    FastCheck.oneof({ weight: 6, arbitrary: op.map((o) => [o]) }, { weight: 1, arbitrary: drift }),
    {
      maxLength: 120
    }
  ).map((chunks) => chunks.flat())

  for (const side of ["bid", "ask"] as const) {
    it(`${side}s stay sorted and equal to the reference after every change`, () => {
      FastCheck.assert(
        FastCheck.property(ops, FastCheck.integer({ min: 1, max: 8 }), (changes, capacity) => {
          const book = new BookSide(side, capacity)
          const reference = new Map<number, readonly [string, string]>()
          for (const [p, q] of changes) {
            expect(book.set(p, q)).toBe(true)
            if (Number(q) === 0) reference.delete(Number(p))
            else reference.set(Number(p), [p, q])
            const sorted = [...reference.entries()].sort((x, y) => (side === "bid" ? y[0] - x[0] : x[0] - y[0]))
            expect(book.copy()).toEqual({ prices: sorted.map(([, l]) => l[0]), sizes: sorted.map(([, l]) => l[1]) })
            expect(book.length).toBe(sorted.length)
            expect(book.bestPrice()).toBe(sorted.length === 0 ? Number.NaN : sorted[0]?.[0])
            expect(book.sizeOf(p)).toBe(reference.get(Number(p))?.[1])
          }
          book.clear()
          expect(book.copy()).toEqual({ prices: [], sizes: [] })
        }),
        { numRuns: 300 }
      )
    })
  }

  it("parses prices exactly as `+price` does", () => {
    const odd = ["", ".", "-", "1.", ".5", "-0", "-1.5", "1e5", "0x10", " 1", "1 ", "1.2.3", "Infinity", "NaN", "+7"]
    for (const s of odd) expect(Object.is(Price.parsePrice(s), +s)).toBe(true)
    FastCheck.assert(
      FastCheck.property(FastCheck.stringMatching(/^\d{0,18}(\.\d{0,18})?$/), (s) => {
        expect(Object.is(Price.parsePrice(s), +s)).toBe(true)
      }),
      { numRuns: 5000 }
    )
    FastCheck.assert(
      FastCheck.property(
        FastCheck.double({ min: 0, max: 1e9, noNaN: true }),
        FastCheck.integer({ min: 0, max: 12 }),
        (x, d) => {
          const s = x.toFixed(d)
          expect(Price.parsePrice(s)).toBe(+s)
        }
      ),
      { numRuns: 5000 }
    )
  })
})
