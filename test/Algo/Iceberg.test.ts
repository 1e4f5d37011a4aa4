/**
 * The iceberg program over the ordinary client, on an in-process emulator on the TestClock: slice sizes (the
 * visible size, the last what is left), one slice at a time; a restart after a lost answer places no slice twice;
 * interrupting it (or its handle's `cancel`) cancels the open slice.
 */
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as Handle from "../../src/Algo/Handle.js"
import * as Iceberg from "../../src/Algo/Iceberg.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { ask, history, options } from "../support/Algo.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

const iceberg = (id: string, price: string, over: Partial<Iceberg.Params> = {}): Iceberg.Params => ({
  id,
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  total: "0.05",
  visible: "0.02",
  qtyStep: "0.001",
  price,
  ...over
})

describe("Iceberg", () => {
  it.effect("shows the visible size a slice at a time, the last what is left, and ends filled", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        // a buy over the ask: each slice fills as it is placed
        const all = yield* Stream.runCollect(Iceberg.run(iceberg("ice-a", ask(emulator, 1.01))))
        const last = all.at(-1)
        expect(last?.done).toBe(true)
        expect(last?.filled).toBe("0.050")
        expect(last?.slices.map((s) => [s.orderLinkId, s.qty, s.status])).toEqual([
          ["ice-a-0", "0.020", "filled"],
          ["ice-a-1", "0.020", "filled"],
          ["ice-a-2", "0.010", "filled"]
        ])
        expect(yield* history("ice-a")).toEqual(["ice-a-0", "ice-a-1", "ice-a-2"])
        // run again: the exchange has it all, nothing is placed
        const again = yield* Stream.runCollect(Iceberg.run(iceberg("ice-a", ask(emulator, 1.01))))
        expect(again.at(-1)?.filled).toBe("0.050")
        expect(yield* history("ice-a")).toEqual(["ice-a-0", "ice-a-1", "ice-a-2"])
      })
    )
  )

  it.effect("a restart after a failure between placing a slice and seeing it places no slice twice", () =>
    Harness.withEmulator({ ...options, rest: { ...options.rest, retry: false } }, (emulator) =>
      Effect.gen(function* () {
        // the first slice is placed, then the look at it fails (a 503): the run fails there
        const params = iceberg("ice-r", ask(emulator, 1.01))
        const failLook = Effect.sync(() =>
          emulator.admin.apply({ op: "http-status", status: 503, count: 1, path: "/v5/order/realtime" })
        )
        // the first progress is what the exchange had (nothing); then the first slice is placed and looked at
        const first = yield* Effect.flip(
          Stream.runCollect(Stream.tap(Iceberg.run(params), () => failLook).pipe(Stream.take(5)))
        )
        expect(first._tag).toBe("HttpError")
        expect(yield* history("ice-r")).toEqual(["ice-r-0"])
        const resumed = yield* Stream.runCollect(Iceberg.run(params))
        expect(resumed[0]?.slices.map((s) => s.orderLinkId)).toEqual(["ice-r-0"])
        expect(resumed.at(-1)?.filled).toBe("0.050")
        expect(yield* history("ice-r")).toEqual(["ice-r-0", "ice-r-1", "ice-r-2"])
      })
    )
  )

  it.effect("a slice whose answer was dropped is found by its orderLinkId, not placed again", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        // the exchange places the second slice and drops its answer: the client looks it up by its orderLinkId
        let creates = 0
        const params = iceberg("ice-d", ask(emulator, 1.01))
        const dropSecond = (p: { readonly slices: ReadonlyArray<unknown> }) =>
          Effect.sync(() => {
            if (p.slices.length === 1 && creates++ === 0) {
              emulator.admin.apply({ op: "drop-response", count: 1, path: "/v5/order/create" })
            }
          })
        const run = yield* Effect.forkChild(Stream.runCollect(Stream.tap(Iceberg.run(params), dropSecond)))
        // the lookup may wait out a back-off: the clock moves until the run ends
        yield* waitFor(() => run.pollUnsafe() !== undefined, "the iceberg's end", {
          nudge: "100 millis",
          nudgeEvery: 1
        })
        const all = yield* Fiber.join(run)
        expect(all.at(-1)?.filled).toBe("0.050")
        expect(yield* history("ice-d")).toEqual(["ice-d-0", "ice-d-1", "ice-d-2"])
        // the drop was armed once and taken
        expect(creates).toBeGreaterThan(0)
        expect(emulator.admin.faults.state().responses).toEqual([])
      })
    )
  )

  it.effect("cancelling it cancels its open slice", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        // far under the market: the first slice rests
        const handle = yield* Handle.start(Iceberg.run(iceberg("ice-c", ask(emulator, 0.5), { poll: "1 second" })))
        const resting = yield* handle.until((p) => p.slices.some((s) => s.status === "open"))
        expect(resting.slices.map((s) => s.orderLinkId)).toEqual(["ice-c-0"])
        yield* handle.cancel
        const open = yield* Trade.getActiveOrders({ category: "linear", symbol: "BTCUSDT" })
        expect(open.list.map((o) => o.orderLinkId)).toEqual([])
        const past = yield* Trade.getHistoricOrders({ category: "linear", symbol: "BTCUSDT", orderLinkId: "ice-c-0" })
        expect(past.list.map((o) => o.orderStatus)).toEqual(["Cancelled"])
      })
    )
  )

  it.effect("refuses sizes off the step and a bad id before placing anything", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        const refused = (over: Partial<Iceberg.Params>) =>
          Effect.map(Effect.flip(Stream.runCollect(Iceberg.run(iceberg("ice-x", ask(emulator, 1.01), over)))), (e) =>
            e._tag === "AlgoParamsError" ? e.message : e._tag
          )
        expect(yield* refused({ total: "0.0505" })).toContain("total 0.0505")
        expect(yield* refused({ visible: "0" })).toContain("visible 0")
        expect(yield* refused({ id: "has space" })).toContain("id")
        expect(yield* history("ice-x")).toEqual([])
      })
    )
  )
})
