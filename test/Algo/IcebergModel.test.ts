/**
 * The iceberg's rule (`Iceberg.decide`) as a state machine against a model exchange, under fast-check's command
 * sequences: steps of the algorithm (some losing their order's answer, so the algorithm forgets what it placed),
 * partial and full fills, cancels on the exchange and restarts (the algorithm rebuilt from what the exchange has,
 * as `Slices.discover` does). Whatever the order of events: no `orderLinkId` is placed twice, no slice is over the
 * visible size, the slices never ask for more than the total, and an iceberg that ends with no slice cut short has
 * filled its total exactly.
 */
import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Iceberg from "../../src/Algo/Iceberg.js"
import * as Plan from "../../src/Algo/Plan.js"
import type * as Slices from "../../src/Algo/Slices.js"

const SCALE = 3

interface ModelOrder {
  readonly index: number
  readonly qty: bigint
  filled: bigint
  status: "open" | "filled" | "closed"
}

/** The exchange (orders by index: slice `k` is `ice-k`) and the algorithm's memory of it (none after a restart). */
class Real {
  readonly orders: Array<ModelOrder> = []
  local: Array<Slices.Slice> | undefined = undefined
  ended = false
  constructor(
    readonly total: bigint,
    readonly visible: bigint
  ) {}

  view(o: ModelOrder): Slices.Slice {
    return {
      index: o.index,
      orderLinkId: Plan.linkId("ice", o.index),
      orderId: String(o.index),
      qty: Plan.fromUnits(o.qty, SCALE),
      price: "100",
      filled: Plan.fromUnits(o.filled, SCALE),
      status: o.status
    }
  }

  open(): ModelOrder | undefined {
    return this.orders.find((o) => o.status === "open")
  }
}

const step = (lose: boolean): fc.Command<object, Real> => ({
  check: () => true,
  run: (_, r) => {
    // after a restart the algorithm reads the exchange first, as `Slices.discover` does
    r.local ??= r.orders.map((o) => r.view(o))
    const next = Iceberg.decide(r.total, r.visible, SCALE, r.local)
    if (next._tag === "Done") {
      const short = r.orders.some((o) => o.status === "closed")
      if (!short) expect(r.orders.reduce((s, o) => s + o.filled, 0n)).toBe(r.total)
      r.ended = true
      return
    }
    if (next._tag === "Await") {
      const now = r.orders[next.slice.index]
      if (now !== undefined) r.local = [...r.local.slice(0, -1), r.view(now)]
      return
    }
    expect(r.orders.some((o) => o.index === next.index)).toBe(false)
    expect(next.index).toBe(r.orders.length)
    expect(next.qty <= r.visible && next.qty > 0n).toBe(true)
    const order: ModelOrder = { index: next.index, qty: next.qty, filled: 0n, status: "open" }
    r.orders.push(order)
    const asked = r.orders.reduce((s, o) => s + (o.status === "closed" ? o.filled : o.qty), 0n)
    expect(asked <= r.total).toBe(true)
    // a lost answer: the order is on the exchange, the algorithm fails and forgets
    r.local = lose ? undefined : [...r.local, r.view(order)]
  },
  toString: () => `step${lose ? " (answer lost)" : ""}`
})

const fill = (part: number): fc.Command<object, Real> => ({
  check: () => true,
  run: (_, r) => {
    const o = r.open()
    if (o === undefined) return
    const left = o.qty - o.filled
    const amount = part >= 4 ? left : (left * BigInt(part)) / 4n
    o.filled += amount
    if (o.filled === o.qty) o.status = "filled"
  },
  toString: () => `fill ${part}/4`
})

const cancel: fc.Command<object, Real> = {
  check: () => true,
  run: (_, r) => {
    const o = r.open()
    if (o !== undefined) o.status = "closed"
  },
  toString: () => "cancel on the exchange"
}

const restart: fc.Command<object, Real> = {
  check: () => true,
  run: (_, r) => {
    r.local = undefined
  },
  toString: () => "restart"
}

describe("the iceberg's rule, against a model exchange", () => {
  it("places no slice twice and never more than the total, whatever fails and restarts", () => {
    const commands = fc.commands(
      [
        fc.boolean().map(step),
        fc.boolean().map(step),
        fc.integer({ min: 1, max: 4 }).map(fill),
        fc.constant(cancel),
        fc.constant(restart)
      ],
      { maxCommands: 60 }
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        commands,
        (totalSteps, visibleSteps, cmds) => {
          const real = new Real(BigInt(totalSteps) * 5n, BigInt(visibleSteps) * 5n)
          fc.modelRun(() => ({ model: {}, real }), cmds)
          // every slice but the last one a cancel cut short showed the visible size or what was left
          for (const o of real.orders) expect(o.qty <= real.visible).toBe(true)
        }
      ),
      { numRuns: 300 }
    )
  })

  it("drives an iceberg to its total when every slice fills, with restarts between", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }), (totalSteps, visibleSteps) => {
        const r = new Real(BigInt(totalSteps), BigInt(visibleSteps))
        const s = step(false)
        for (let k = 0; k < 200 && !r.ended; k++) {
          s.run({}, r)
          fill(4).run({}, r)
          if (k % 3 === 0) restart.run({}, r)
        }
        expect(r.ended).toBe(true)
        expect(r.orders.reduce((sum, o) => sum + o.filled, 0n)).toBe(r.total)
        expect(r.orders.length).toBe(Math.ceil(totalSteps / visibleSteps))
      })
    )
  })
})
