/**
 * The emulator's TWAP rule (`Twap.advance` / `Twap.end`) as a state machine under fast-check's command sequences,
 * over model hooks (orders kept in a map): clock moves of any size, fills of the open slices, stops. Whatever the
 * order: slice `k` is placed once, never before `created + k·interval`, and no slice after the end; every due slice
 * is placed by the next step; the slices' sizes sum to the size once all are placed; the status leaves 2 once, for
 * 3 (all executed) or 4, and the last push says so.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { ok } from "../../src/Emulator/base/Handler.js"
import type { OrderView } from "../../src/Emulator/engine/MatchingEngine.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import * as Twap from "../../src/Emulator/Twap.js"

const BTC = Instruments.find("linear", "BTCUSDT")
const T0 = Date.UTC(2026, 0, 15)

interface ModelOrder {
  orderStatus: string
  readonly qty: string
  cumExecQty: string
}

class Real {
  now = T0
  readonly orders = new Map<string, ModelOrder>()
  readonly placed: Array<{ readonly at: number; readonly linkId: string; readonly qty: string }> = []
  readonly pushes: Array<number> = []
  readonly hooks: Twap.TwapHooks = {
    place: (_caller, params, now) => {
      const orderId = String(this.placed.length)
      this.placed.push({ at: now, linkId: String(params.orderLinkId), qty: String(params.qty) })
      this.orders.set(orderId, { orderStatus: "New", qty: String(params.qty), cumExecQty: "0.000" })
      return ok({ orderId })
    },
    cancel: (_caller, params) => {
      const o = this.orders.get(String(params.orderId))
      if (o?.orderStatus === "New") o.orderStatus = "Cancelled"
    },
    order: (_uid, _category, orderId) => {
      const o = this.orders.get(orderId)
      return o === undefined ? undefined : ({ ...o, avgPrice: o.cumExecQty === "0.000" ? "" : "100.0" } as OrderView)
    },
    push: (twap) => {
      this.pushes.push(twap.status)
    }
  }
  constructor(readonly twap: Twap.Twap) {}
}

const make = (size: bigint, duration: number, interval: number): Twap.Twap => {
  if (BTC === undefined) throw new Error("no BTCUSDT")
  return {
    strategyId: "00000000-0000-4000-8000-000000000001",
    caller: { uid: "1", apiKey: "k" },
    product: "UTA_USDT",
    instrument: BTC,
    side: "Buy",
    size,
    duration,
    interval,
    isRandom: false,
    reduceOnly: false,
    positionIdx: 0,
    limitPrice: "",
    createdAt: T0,
    slices: [],
    status: 2,
    terminateType: 0,
    terminateRemark: "",
    endedAt: 0,
    updatedAt: T0
  }
}

type Cmd = fc.Command<object, Real>

const advance = (ms: number): Cmd => ({
  check: () => true,
  run: (_, r) => {
    const before = r.twap.status
    r.now += ms
    Twap.advance(r.hooks, r.twap, r.now)
    const count = Twap.sliceCount(r.twap.duration, r.twap.interval)
    if (before === 2 && r.twap.terminateType !== 2) {
      // every slice due by now is placed, and none early
      const due = Math.min(count, Math.floor((r.now - T0) / (r.twap.interval * 1000)) + 1)
      expect(r.placed).toHaveLength(due)
    }
    r.placed.forEach((p, k) => {
      expect(p.at).toBeGreaterThanOrEqual(T0 + k * r.twap.interval * 1000)
      expect(p.linkId).toBe(Twap.sliceLinkId(r.twap.strategyId, k))
    })
    if (r.now >= T0 + r.twap.duration * 1000) expect(r.twap.status).not.toBe(2)
  },
  toString: () => `advance ${ms} ms`
})

const fillOpen: Cmd = {
  check: () => true,
  run: (_, r) => {
    for (const o of r.orders.values()) {
      if (o.orderStatus !== "New") continue
      o.orderStatus = "Filled"
      o.cumExecQty = o.qty
    }
  },
  toString: () => "fill the open slices"
}

const stop: Cmd = {
  check: () => true,
  run: (_, r) => {
    if (r.twap.status !== 2) return
    const placed = r.placed.length
    Twap.end(r.hooks, r.twap, r.now, 2, "stopped by user")
    // (read anew: `end` changed it after the check above narrowed it)
    const ended: number = (r.twap as Twap.Twap).status
    expect([3, 4]).toContain(ended)
    Twap.advance(r.hooks, r.twap, r.now + 3_600_000)
    expect(r.placed).toHaveLength(placed)
  },
  toString: () => "stop"
}

describe("the TWAP rule, as a state machine", () => {
  it("places each due slice once, on time, never after the end, and ends once", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(5, 10, 15, 30, 60, 120),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.commands(
          [
            fc.integer({ min: 0, max: 200_000 }).map(advance),
            fc.integer({ min: 0, max: 5_000 }).map(advance),
            fc.constant(fillOpen),
            fc.constant(stop)
          ],
          { maxCommands: 40 }
        ),
        (interval, intervals, sizeSteps, cmds) => {
          const duration = Math.max(300, Math.ceil(300 / interval) * interval) + interval * intervals
          const real = new Real(make(BigInt(sizeSteps) * 1000n, duration, interval))
          Twap.advance(real.hooks, real.twap, real.now)
          fc.modelRun(() => ({ model: {}, real }), cmds)
          // to the end: everything due placed, the status final, the last push the final status
          Twap.advance(real.hooks, real.twap, T0 + duration * 1000)
          expect(real.twap.status).not.toBe(2)
          expect(real.pushes.at(-1)).toBe(real.twap.status)
          expect(real.pushes.filter((s) => s !== 2)).toHaveLength(1)
          const links = real.placed.map((p) => p.linkId)
          expect(new Set(links).size).toBe(links.length)
          if (real.twap.terminateType === 1) {
            expect(real.placed).toHaveLength(Twap.sliceCount(duration, interval))
            const sum = real.placed.reduce((s, p) => s + BigInt(p.qty.replace(".", "")), 0n)
            expect(sum).toBe(real.twap.size)
          }
          const all = real.placed.length > 0 && [...real.orders.values()].every((o) => o.orderStatus === "Filled")
          const executed = Twap.executed(real.hooks, real.twap).qty
          expect(real.twap.status).toBe(executed === real.twap.size ? 3 : 4)
          if (real.twap.status === 3) expect(all).toBe(true)
        }
      ),
      { numRuns: 200 }
    )
  })
})
