/**
 * The chase limit and scaled-order programs over the ordinary client, on an in-process emulator on the TestClock:
 * the chase rests at its side's best price and follows it (one order, amended), resumes an order the exchange
 * has, and its cancel cancels it; the scaled order's rungs (prices on the tick, sizes by distribution), placed by
 * batch, only the missing ones on a restart, and cancelled when it is interrupted.
 */
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as Chase from "../../src/Algo/Chase.js"
import * as Handle from "../../src/Algo/Handle.js"
import * as Scaled from "../../src/Algo/Scaled.js"
import type * as Slices from "../../src/Algo/Slices.js"
import * as Books from "../../src/Http/v5/market/Books.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { ask, history, options } from "../support/Algo.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

const BTC = { category: "linear", symbol: "BTCUSDT" } as const

const chase = (id: string, over: Partial<Chase.Params> = {}): Chase.Params => ({
  ...BTC,
  id,
  side: "Buy",
  qty: "0.01",
  qtyStep: "0.001",
  poll: "1 second",
  ...over
})

const bestBid = Effect.map(Books.getOrderbook({ ...BTC, limit: 1 }), (b) => String(b.b[0]?.[0]))

/** Waits for a progress the handle accepts, moving the TestClock a second per look. */
const until = (handle: Handle.Handle<unknown>, accept: (p: Slices.Progress) => boolean) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.forkChild(handle.until(accept))
    yield* waitFor(() => fiber.pollUnsafe() !== undefined, "the progress awaited", {
      nudge: "1 second",
      nudgeEvery: 1
    })
    return yield* Fiber.join(fiber)
  })

describe("Chase", () => {
  it.effect("rests at the best bid, follows it with one order, and its cancel cancels it", () =>
    Harness.withEmulator(options, () =>
      Effect.gen(function* () {
        const handle = yield* Handle.start(Chase.run(chase("chase-a")))
        const first = yield* handle.until((p) => p.slices.length === 1)
        const placedAt = first.slices[0]?.price ?? ""
        expect(Number(placedAt)).toBe(Number(yield* bestBid))
        // the market walks: the order moves with the bid (or fills on the way)
        const moved = yield* until(handle, (p) => p.done || p.slices[0]?.price !== placedAt)
        const slice = moved.slices[0]
        if (!moved.done) {
          const open = yield* Trade.getActiveOrders({ ...BTC, orderLinkId: "chase-a-0" })
          expect(open.list.map((o) => String(o.price))).toEqual([slice?.price])
        }
        expect(yield* history("chase-a")).toEqual(["chase-a-0"])
        yield* handle.cancel
        expect((yield* Trade.getActiveOrders(BTC)).list).toEqual([])
      })
    )
  )

  it.effect("resumes the order the exchange has instead of placing another, and holds at maxChasePrice", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        const low = ask(emulator, 0.5)
        yield* Trade.submitOrder({
          ...BTC,
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: low,
          orderLinkId: "chase-r-0"
        })
        const cap = ask(emulator, 0.6)
        const handle = yield* Handle.start(Chase.run(chase("chase-r", { maxChasePrice: cap })))
        const first = yield* handle.until((p) => p.slices.length === 1)
        expect(Number(first.slices[0]?.price)).toBe(Number(low))
        // the best bid is above the cap: the order moves up to the cap, no further
        const capped = yield* until(handle, (p) => p.slices[0]?.price !== first.slices[0]?.price)
        expect(Number(capped.slices[0]?.price)).toBe(Number(cap))
        expect(yield* history("chase-r")).toEqual(["chase-r-0"])
        expect(Chase.target("Buy", "101.5", "100.0")).toBe("100.0")
        expect(Chase.target("Sell", "99.5", "100.0")).toBe("100.0")
        expect(Chase.target("Sell", "100.5", "100.0")).toBe("100.5")
      })
    )
  )
})

describe("Chase, restarted", () => {
  it.effect("a run that failed after placing its order resumes that order: one order in all", () =>
    Harness.withEmulator({ ...options, rest: { ...options.rest, retry: false } }, (emulator) =>
      Effect.gen(function* () {
        const failLook = Effect.sync(() =>
          emulator.admin.apply({ op: "http-status", status: 503, count: 1, path: "/v5/order/realtime" })
        )
        // resting far under the bid: the cap holds it there
        const params = chase("chase-f", { maxChasePrice: ask(emulator, 0.5) })
        // the first progress is the placed order; the look after the next wait fails
        const failed = yield* Effect.forkChild(Stream.runCollect(Stream.tap(Chase.run(params), () => failLook)))
        yield* waitFor(() => failed.pollUnsafe() !== undefined, "the failed run", { nudge: "1 second", nudgeEvery: 1 })
        expect((yield* Effect.flip(Fiber.join(failed)))._tag).toBe("HttpError")
        expect(yield* history("chase-f")).toEqual(["chase-f-0"])
        const handle = yield* Handle.start(Chase.run(params))
        const resumed = yield* handle.until((p) => p.slices.length === 1)
        expect(resumed.slices[0]?.status).toBe("open")
        expect(yield* history("chase-f")).toEqual(["chase-f-0"])
        yield* handle.cancel
      })
    )
  )
})

describe("Scaled", () => {
  const scaled = (id: string, from: string, to: string, over: Partial<Scaled.Params> = {}): Scaled.Params => ({
    ...BTC,
    id,
    side: "Buy",
    total: "0.05",
    qtyStep: "0.001",
    from,
    to,
    tickSize: "0.1",
    count: 5,
    ...over
  })

  it.effect("places the rungs by batch, prices on the tick and sizes by distribution, and cancels them", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        const params = scaled("scl-a", "30000.0", "30100.0", { distribution: "increasing" })
        const handle = yield* Handle.start(Scaled.run(params))
        const placed = yield* handle.until((p) => p.slices.length === 5)
        expect(placed.slices.map((s) => [s.orderLinkId, Number(s.price), s.qty, s.status])).toEqual([
          ["scl-a-0", 30000, "0.003", "open"],
          ["scl-a-1", 30025, "0.006", "open"],
          ["scl-a-2", 30050, "0.010", "open"],
          ["scl-a-3", 30075, "0.013", "open"],
          ["scl-a-4", 30100, "0.018", "open"]
        ])
        expect(yield* history("scl-a")).toEqual(["scl-a-0", "scl-a-1", "scl-a-2", "scl-a-3", "scl-a-4"])
        yield* handle.cancel
        expect((yield* Trade.getActiveOrders(BTC)).list).toEqual([])
        void emulator
      })
    )
  )

  it.effect("a restart places only the rungs the exchange does not have", () =>
    Harness.withEmulator(options, () =>
      Effect.gen(function* () {
        // a run that placed rung 2 and no other (as a batch cut short would leave it)
        const rung = { ...BTC, side: "Buy", orderType: "Limit", qty: "0.010", price: "30050.0" } as const
        const had = yield* Trade.submitOrder({ ...rung, orderLinkId: "scl-r-2" })
        const handle = yield* Handle.start(Scaled.run(scaled("scl-r", "30000.0", "30100.0")))
        const placed = yield* handle.until((p) => p.slices.length === 5)
        expect(placed.slices.find((s) => s.index === 2)?.orderId).toBe(had.orderId)
        expect(yield* history("scl-r")).toEqual(["scl-r-0", "scl-r-1", "scl-r-2", "scl-r-3", "scl-r-4"])
        expect(placed.slices.map((s) => s.qty)).toEqual(["0.010", "0.010", "0.010", "0.010", "0.010"])
      })
    )
  )

  it.effect("refuses a ladder it cannot make", () =>
    Effect.gen(function* () {
      const refused = (over: Partial<Scaled.Params>) =>
        Effect.map(Effect.flip(Scaled.rungs(scaled("scl-x", "30000.0", "30100.0", over))), (e) => e.message)
      expect(yield* refused({ count: 1 })).toContain("count 1")
      expect(yield* refused({ total: "0.004" })).toContain("empty")
      expect(yield* refused({ from: "30000.05" })).toContain("from 30000.05")
    })
  )
})
