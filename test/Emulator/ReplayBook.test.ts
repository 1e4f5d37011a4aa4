import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import { ReplayBook } from "../../src/Emulator/market/ReplayBook.js"

// The book a replay keeps of the recorded messages holds each side as a ladder of the instrument's ticks around its
// levels, and as a sorted list once a price leaves the tick grid or the levels spread too far apart (until the next
// snapshot). Either way it is the book the messages make: checked against a plain model (a map a side, sorted when
// read) over random snapshots and deltas whose prices walk, jump far away, and now and then leave the grid.

const instrument = Instruments.find("linear", "BTCUSDT")
if (instrument === undefined) throw new Error("no linear BTCUSDT")
const tick = instrument.tickUnits
const mid = 870_000 * tick

type Row = readonly [number, number]
interface Message {
  readonly type: "snapshot" | "delta"
  readonly b: ReadonlyArray<Row>
  readonly a: ReadonlyArray<Row>
}

// a price in units: near the mid on the grid (most), far from it (a ladder too wide), or off the grid
const price = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: -80, max: 80 }).map((k) => mid + k * tick) },
  { weight: 1, arbitrary: fc.integer({ min: 70_000, max: 200_000 }).map((k) => mid - k * tick) },
  { weight: 1, arbitrary: fc.integer({ min: -80, max: 80 }).map((k) => mid + k * tick + 1) }
)
const size = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 50_000 }) },
  { weight: 1, arbitrary: fc.constant(0) }
)
const rows = fc.array(fc.tuple(price, size), { maxLength: 8 })
const message: fc.Arbitrary<Message> = fc.record({
  type: fc.oneof(
    { weight: 1, arbitrary: fc.constant("snapshot" as const) },
    { weight: 8, arbitrary: fc.constant("delta" as const) }
  ),
  b: rows,
  a: rows
})

const text = (rs: ReadonlyArray<Row>) =>
  rs.map(([p, q]) => [Fixed.formatNumber(p, instrument.priceDecimals), Fixed.formatNumber(q, instrument.qtyDecimals)])

/** The model: a map a side; a snapshot replaces, a delta sets (0 removes); a delta before any snapshot is ignored. */
class Model {
  readonly bids = new Map<number, number>()
  readonly asks = new Map<number, number>()
  seeded = false
  apply(m: Message): void {
    if (m.type === "snapshot") {
      this.bids.clear()
      this.asks.clear()
      this.seeded = true
    }
    if (!this.seeded) return
    for (const [side, rs] of [
      [this.bids, m.b],
      [this.asks, m.a]
    ] as const)
      for (const [p, q] of rs) {
        if (q <= 0) side.delete(p)
        else side.set(p, q)
      }
  }
  sorted(isBid: boolean): Array<readonly [number, number]> {
    return [...(isBid ? this.bids : this.asks)].sort(([p], [q]) => (isBid ? q - p : p - q))
  }
}

describe("a replay's book of the recorded messages", () => {
  it("is the book the messages make: levels, best prices and sizes, ladder or sorted", () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1, maxLength: 40 }), (messages) => {
        const book = new ReplayBook(instrument)
        const model = new Model()
        for (const m of messages) {
          book.apply(m.type, text(m.b), text(m.a))
          model.apply(m)
          const bids = model.sorted(true)
          const asks = model.sorted(false)
          expect(book.liquidity()).toEqual({ bids, asks })
          expect(book.liquidity(3)).toEqual({ bids: bids.slice(0, 3), asks: asks.slice(0, 3) })
          expect(book.bestPrice(true)).toBe(bids[0]?.[0])
          expect(book.bestPrice(false)).toBe(asks[0]?.[0])
          for (const [p] of [...m.b, ...m.a]) {
            expect(book.size(true, p)).toBe(model.bids.get(p) ?? 0)
            expect(book.size(false, p)).toBe(model.asks.get(p) ?? 0)
          }
        }
      }),
      { numRuns: 300 }
    )
  })

  it("follows a market that walks far from where it started, one tick at a time", () => {
    const book = new ReplayBook(instrument)
    const model = new Model()
    const level = (k: number): Row => [mid + k * tick, 1000 + (k & 7)]
    const snapshot: Message = {
      type: "snapshot",
      b: Array.from({ length: 50 }, (_, k) => level(-k)),
      a: Array.from({ length: 50 }, (_, k) => level(k + 1))
    }
    book.apply(snapshot.type, text(snapshot.b), text(snapshot.a))
    model.apply(snapshot)
    // up 3000 ticks, then down 6000: a level comes in at the top and one leaves at the bottom of each side
    const steps = [...Array.from({ length: 3000 }, () => 1), ...Array.from({ length: 6000 }, () => -1)]
    let at = 0
    for (const d of steps) {
      at += d
      const m: Message =
        d > 0
          ? { type: "delta", b: [level(at), [mid + (at - 50) * tick, 0]], a: [[mid + at * tick, 0], level(at + 50)] }
          : {
              type: "delta",
              b: [[mid + (at + 1) * tick, 0], level(at - 49)],
              a: [level(at + 1), [mid + (at + 51) * tick, 0]]
            }
      book.apply(m.type, text(m.b), text(m.a))
      model.apply(m)
    }
    expect(book.liquidity()).toEqual({ bids: model.sorted(true), asks: model.sorted(false) })
    expect(book.liquidity().bids.length).toBe(50)
    expect(book.bestPrice(true)).toBe(mid + at * tick)
  })
})
