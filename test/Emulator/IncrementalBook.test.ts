import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as JsonBytes from "../../src/Emulator/base/JsonBytes.js"
import type { BookMessage, PlaceOrder } from "../../src/Emulator/engine/MatchingEngine.js"
import { MatchingEngine } from "../../src/Emulator/engine/MatchingEngine.js"
import type { Instrument } from "../../src/Emulator/market/Instruments.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import type { LevelChanges, LevelSource, Liquidity } from "../../src/Emulator/market/MarketTypes.js"

// A replay lays only the levels a recorded delta set (`MatchingEngine.onLevels`) and a depth feed publishes from the
// prices that changed (`DepthFeed.delta`): both must give what the whole-book paths give. Models: an engine laying
// the whole recorded book on every line (`onPrice`), and the view rebuilt whole and compared with the published one.

const utf8 = new TextDecoder()
const perp = Instruments.find("linear", "BTCUSDT") as Instrument
const T = 1_800_000_000_000
const tick = perp.tickUnits
const step = perp.stepUnits
/** Prices of the test's grid: bids at 100..119 ticks, asks at 115..134 (a recorded book may cross, rarely). */
const bidPrice = (k: number) => (100 + k) * tick
const askPrice = (k: number) => (115 + k) * tick

/** A recorded book: the sizes per price, and what its last message set. */
class Recorded implements LevelSource {
  readonly bids = new Map<number, number>()
  readonly asks = new Map<number, number>()
  changedBids: Array<number> = []
  changedAsks: Array<number> = []
  size(isBid: boolean, price: number): number {
    return (isBid ? this.bids : this.asks).get(price) ?? 0
  }
  bestPrice(isBid: boolean): number | undefined {
    const prices = [...(isBid ? this.bids : this.asks).keys()]
    return prices.length === 0 ? undefined : isBid ? Math.max(...prices) : Math.min(...prices)
  }
  liquidity(): Liquidity {
    const sorted = (m: Map<number, number>, desc: boolean) =>
      [...m].sort((x, y) => (desc ? y[0] - x[0] : x[0] - y[0])) as Array<readonly [number, number]>
    return { bids: sorted(this.bids, true), asks: sorted(this.asks, false) }
  }
  apply(sets: ReadonlyArray<Set>): LevelChanges {
    this.changedBids = []
    this.changedAsks = []
    for (const s of sets) {
      const side = s.bid ? this.bids : this.asks
      const price = s.bid ? bidPrice(s.k) : askPrice(s.k)
      if (s.size === 0) side.delete(price)
      else side.set(price, s.size * step)
      ;(s.bid ? this.changedBids : this.changedAsks).push(price)
    }
    return { source: this, bids: this.changedBids, asks: this.changedAsks }
  }
}

interface Set {
  readonly bid: boolean
  readonly k: number
  readonly size: number
}
type Action =
  | { readonly kind: "delta"; readonly sets: ReadonlyArray<Set> }
  | { readonly kind: "trades" }
  | {
      readonly kind: "order"
      readonly side: "Buy" | "Sell"
      readonly k: number
      readonly qty: number
      readonly market: boolean
    }
  | { readonly kind: "cancel"; readonly pick: number }

const set: fc.Arbitrary<Set> = fc.record({
  bid: fc.boolean(),
  k: fc.nat(19),
  size: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 }))
})
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("delta" as const), sets: fc.array(set, { maxLength: 8 }) }) },
  // a whole-book change now and then: more marks than a small feed keeps, so it rebuilds its view
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delta" as const), sets: fc.array(set, { maxLength: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("trades" as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("order" as const),
      side: fc.constantFrom("Buy" as const, "Sell" as const),
      k: fc.nat(34),
      qty: fc.integer({ min: 1, max: 60 }),
      market: fc.boolean()
    })
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat(30) }) }
)
const opening: fc.Arbitrary<ReadonlyArray<Set>> = fc.array(set, { minLength: 10, maxLength: 40 })

const fees = { maker: "0.0002", taker: "0.00055" }
const orderOf = (a: Extract<Action, { kind: "order" }>): PlaceOrder => ({
  accountId: "bot",
  side: a.side,
  orderType: a.market ? "Market" : "Limit",
  qty: ((a.qty * step) / 10 ** perp.qtyDecimals).toFixed(perp.qtyDecimals),
  ...(a.market ? {} : { price: (((100 + a.k) * tick) / 10 ** perp.priceDecimals).toFixed(perp.priceDecimals) }),
  fees
})

/** The last traded price the engine is fed: the recorded mid, on the grid. */
const lastOf = (r: Recorded): number => {
  const bid = r.bestPrice(true)
  const ask = r.bestPrice(false)
  return bid !== undefined && ask !== undefined ? Math.floor((bid + ask) / 2 / tick) * tick : (bid ?? ask ?? 110 * tick)
}

describe("a replay's incremental book", () => {
  it("laying only the changed levels leaves the engine as laying the whole recorded book does (fills too)", () => {
    fc.assert(
      fc.property(opening, fc.array(action, { maxLength: 40 }), (first, actions) => {
        const recorded = new Recorded()
        const whole = new MatchingEngine({ seed: 1, liquidity: { levels: () => recorded.liquidity() } })
        const changed = new MatchingEngine({ seed: 1, liquidity: { levels: () => recorded.liquidity() } })
        recorded.apply(first)
        // the snapshot: laid whole on both
        whole.onPrice(perp, lastOf(recorded), T)
        changed.onPrice(perp, lastOf(recorded), T)
        const ids: Array<string> = []
        actions.forEach((a, n) => {
          const now = T + 1 + n
          switch (a.kind) {
            case "delta":
            case "trades": {
              const changes = a.kind === "delta" ? recorded.apply(a.sets) : { source: recorded, bids: [], asks: [] }
              const last = lastOf(recorded)
              expect(changed.onLevels(perp, last, changes, now)).toEqual(whole.onPrice(perp, last, now))
              break
            }
            case "order": {
              const one = whole.place(perp, orderOf(a), now)
              expect(changed.place(perp, orderOf(a), now)).toEqual(one)
              if (one._tag === "Accepted") ids.push(one.value.orderId)
              break
            }
            case "cancel": {
              const orderId = ids[a.pick % Math.max(1, ids.length)]
              if (orderId === undefined) break
              const ref = { accountId: "bot", orderId }
              expect(changed.cancel(perp, ref, now)).toEqual(whole.cancel(perp, ref, now))
              break
            }
          }
          expect(changed.depth(perp, 1000)).toEqual(whole.depth(perp, 1000))
        })
      }),
      { numRuns: 300 }
    )
  })

  it("a depth feed's delta equals the whole view rebuilt and compared with the one published, at every depth", () => {
    const depths = [1, 3, 7, 50]
    const rows = (m: ReadonlyMap<number, number>, isBid: boolean) =>
      [...m]
        .sort((x, y) => (isBid ? y[0] - x[0] : x[0] - y[0]))
        .map(([p, q]) => [
          (p / 10 ** perp.priceDecimals).toFixed(perp.priceDecimals),
          q === 0 ? "0" : (q / 10 ** perp.qtyDecimals).toFixed(perp.qtyDecimals)
        ])
    const view = (m: BookMessage, isBid: boolean) => {
      const out = new Map<number, number>()
      for (const [p, q] of isBid ? m.b : m.a)
        out.set(Math.round(Number(p) * 10 ** perp.priceDecimals), Math.round(Number(q) * 10 ** perp.qtyDecimals))
      return out
    }
    const diff = (prev: ReadonlyMap<number, number>, next: ReadonlyMap<number, number>) => {
      const out = new Map<number, number>()
      for (const [p, q] of next) if (prev.get(p) !== q) out.set(p, q)
      for (const p of prev.keys()) if (!next.has(p)) out.set(p, 0)
      return out
    }
    fc.assert(
      fc.property(opening, fc.array(action, { maxLength: 40 }), (first, actions) => {
        const recorded = new Recorded()
        // a twin engine, fed the same, whose feeds write their deltas' rows as JSON bytes (`deltaInto`, what a frame carries)
        const [engine, twin] = [1, 2].map(
          () => new MatchingEngine({ seed: 1, liquidity: { levels: () => recorded.liquidity() } })
        ) as [MatchingEngine, MatchingEngine]
        recorded.apply(first)
        for (const e of [engine, twin]) e.onPrice(perp, lastOf(recorded), T)
        const feeds = depths.map((depth) => {
          const feed = engine.feed(perp, depth)
          const text = twin.feed(perp, depth)
          const snap = feed.snapshot()
          expect(text.snapshot()).toEqual(snap)
          return { depth, feed, text, bids: view(snap, true), asks: view(snap, false), u: snap.u }
        })
        const ids: Array<string> = []
        actions.forEach((a, n) => {
          const now = T + 1 + n
          for (const e of [engine, twin]) {
            // setting the same levels twice leaves the recorded book as once
            if (a.kind === "delta") e.onLevels(perp, lastOf(recorded), recorded.apply(a.sets), now)
            else if (a.kind === "trades")
              e.onLevels(perp, lastOf(recorded), { source: recorded, bids: [], asks: [] }, now)
            else if (a.kind === "order") {
              const r = e.place(perp, orderOf(a), now)
              if (r._tag === "Accepted" && e === engine) ids.push(r.value.orderId)
            } else {
              const orderId = ids[a.pick % Math.max(1, ids.length)]
              if (orderId !== undefined) e.cancel(perp, { accountId: "bot", orderId }, now)
            }
          }
          for (const f of feeds) {
            const bytes = new JsonBytes.JsonBytes()
            // written after something else: the rows' spans are where they lie
            bytes.raw("xyz")
            const written = f.text.deltaInto(bytes)
            const rowsOf = (span: readonly [number, number]) => JSON.parse(utf8.decode(bytes.view(span[0], span[1])))
            const text =
              written === undefined
                ? undefined
                : { s: perp.symbol, b: rowsOf(written.b), a: rowsOf(written.a), u: written.u, seq: written.seq }
            // the model: the view now, rebuilt whole, against what was published
            const now = engine.depth(perp, f.depth)
            const bids = view(now, true)
            const asks = view(now, false)
            const db = diff(f.bids, bids)
            const da = diff(f.asks, asks)
            const delta = f.feed.delta()
            expect(text).toEqual(delta)
            if (db.size === 0 && da.size === 0) {
              // a change out of view (or none): nothing to publish
              if (delta !== undefined) expect({ b: delta.b, a: delta.a }).toEqual({ b: [], a: [] })
              continue
            }
            expect(delta).toBeDefined()
            expect({ b: delta?.b, a: delta?.a, u: delta?.u }).toEqual({
              b: rows(db, true),
              a: rows(da, false),
              u: f.u + 1
            })
            f.u += 1
            f.bids = bids
            f.asks = asks
          }
        })
      }),
      { numRuns: 300 }
    )
  })
})
