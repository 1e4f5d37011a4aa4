/**
 * The emulator's strategy service (`/v5/strategy/*`, `Twap`): a TWAP's slices placed on the exchange's clock (the
 * TestClock) at `interval` steps with equal sizes and the rest on the last, the private `strategy` topic's pushes,
 * stop, the strategy codes (60061, 60065, 60074, 60062, 60077, 60078, 60200, 60201), the key's trading permission
 * and each account's own strategies. In process: REST answered with no socket.
 */
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import type { PrivateEvent } from "../../src/Emulator/Exchange.js"
import type * as SavedState from "../../src/Emulator/SavedState.js"
import * as Strategy from "../../src/Http/v5/Strategy.js"
import * as Environment from "../../src/Layers/Environment.js"
import type * as StrategySchema from "../../src/Schema/Strategy.js"
import * as Topics from "../../src/Socket/Topics.js"
import * as Harness from "../support/Harness.js"
import { settling } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"

const startAt = Date.UTC(2026, 0, 15)

const closed = Environment.custom({ restUrl: "http://127.0.0.1:1", wsUrl: "ws://127.0.0.1:1", name: "closed" })

const options: Harness.Options = {
  seed: 7,
  startAt,
  // the market steps every 5 s of the TestClock: the slices (every 30 s) fall on its steps, and minutes pass cheaply
  tickMs: 5_000,
  inProcess: true,
  environment: closed,
  rest: { timeSync: false, keyCheck: false, rateBudget: false },
  setup: (emulator) => emulator.admin.setBalance("USDT", "1000000")
}

const twap = (over: Partial<StrategySchema.CreateStrategyRequest> = {}): StrategySchema.CreateStrategyRequest => ({
  category: "UTA_USDT",
  symbol: "BTCUSDT",
  side: "Buy",
  size: "0.105",
  strategyType: "twap",
  duration: 300,
  interval: 30,
  ...over
})

const slices = (strategyId: string) =>
  Effect.map(Strategy.getStrategyOrderList({ strategyId, pageSize: 50 }), (r) =>
    [...r.list]
      .reverse()
      .map((o) => ({ at: Number(o.createdTimeE3) - startAt, size: String(o.size), status: o.status }))
  )

const one = (strategyId: string) =>
  Effect.map(Strategy.getStrategyList({ strategyId }), (r) => {
    const s = r.list[0]
    if (s === undefined) throw new Error(`no strategy ${strategyId}`)
    return s
  })

describe("TWAP on the emulator's strategy service", () => {
  it.effect("slices every interval over the duration, equal cuts with the rest on the last, then terminates", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        const pushes: Array<Record<string, unknown>> = []
        const stop = emulator.admin.exchange.onPrivate((e: PrivateEvent) => {
          if (e.topic === "strategy") for (const d of e.data) pushes.push(d as Record<string, unknown>)
        })
        yield* Effect.addFinalizer(() => Effect.sync(stop))
        const { strategyId } = yield* Strategy.createStrategy(twap())
        // the first slice goes at once
        expect(yield* slices(strategyId)).toEqual([{ at: 0, size: "0.010", status: "5" }])
        yield* TestClock.adjust("95 seconds")
        expect((yield* slices(strategyId)).map((s) => s.at)).toEqual([0, 30_000, 60_000, 90_000])
        const running = yield* one(strategyId)
        expect(running.status).toBe(2)
        expect(String(running.executedSize)).toBe("0.040")
        yield* TestClock.adjust("205 seconds")
        const all = yield* slices(strategyId)
        expect(all.map((s) => s.at)).toEqual(Array.from({ length: 10 }, (_, k) => k * 30_000))
        expect(all.map((s) => s.size)).toEqual([...Array.from({ length: 9 }, () => "0.010"), "0.015"])
        expect(all.every((s) => s.status === "5")).toBe(true)
        const done = yield* one(strategyId)
        expect(done.status).toBe(3)
        expect(String(done.executedSize)).toBe("0.105")
        expect(Number(done.executedEndTimeE3)).toBe(startAt + 300_000)
        // the topic: created, one push per slice, the end; the executed size grows
        expect(pushes.map((p) => p.status)).toEqual([...Array.from({ length: 11 }, () => 2), 3])
        expect(pushes.map((p) => p.executedSize)).toEqual([
          "0.000",
          ...Array.from({ length: 9 }, (_, k) => `0.0${k + 1}0`),
          "0.105",
          "0.105"
        ])
        expect(pushes.every((p) => p.strategyId === strategyId && p.category === "UTA_USDT")).toBe(true)
      })
    )
  )

  it.effect("stop cancels the resting slices and ends it; a second stop and an ended one are refused", () =>
    Harness.withEmulator(options, () =>
      Effect.gen(function* () {
        // limit slices far under the market: they rest
        const { strategyId } = yield* Strategy.createStrategy(twap({ limitPrice: "1000" }))
        yield* TestClock.adjust("65 seconds")
        expect((yield* slices(strategyId)).map((s) => s.status)).toEqual(["2", "2", "2"])
        expect(yield* Strategy.stopStrategy({ strategyId })).toMatchObject({ strategyId })
        expect((yield* slices(strategyId)).map((s) => s.status)).toEqual(["7", "7", "7"])
        const stopped = yield* one(strategyId)
        expect(stopped.status).toBe(4)
        // no slice after a stop
        yield* TestClock.adjust("60 seconds")
        expect(yield* slices(strategyId)).toHaveLength(3)
        expect((yield* Effect.flip(Strategy.stopStrategy({ strategyId })))._tag).toBe("StrategyStopped")
        const short = yield* Strategy.createStrategy(twap())
        yield* TestClock.adjust("300 seconds")
        const ended = yield* Effect.flip(Strategy.stopStrategy({ strategyId: short.strategyId }))
        expect(ended._tag).toBe("StrategyTerminated")
        const unknown = yield* Effect.flip(Strategy.stopStrategy({ strategyId: "no-such-strategy" }))
        expect(unknown._tag).toBe("StrategyNotFound")
      })
    )
  )

  it.effect("answers the strategy codes for what it cannot work", () =>
    Harness.withEmulator(options, () =>
      Effect.gen(function* () {
        const refused = (request: StrategySchema.CreateStrategyRequest) =>
          Effect.map(Effect.flip(Strategy.createStrategy(request)), (e) => e._tag)
        // 10 slices of 0.0005: under BTCUSDT's 0.001 minimum; 10 of 1000: over its market maximum
        expect(yield* refused(twap({ size: "0.005" }))).toBe("TwapInverseStepBelowMin")
        expect(yield* refused(twap({ size: "10000" }))).toBe("TwapInverseStepAboveMax")
        expect(yield* refused(twap({ duration: 310 }))).toBe("InvalidStrategy")
        expect(yield* refused(twap({ strategyType: "iceberg" }))).toBe("StrategyCreationFailed")
        expect(yield* refused(twap({ category: "UTA_USDC" }))).toBe("StrategySymbolUnsupported")
        expect((yield* Strategy.getStrategyList({})).list).toHaveLength(0)
      })
    )
  )

  it.effect("needs the trading permission, and each account sees and stops only its own", () =>
    Harness.withEmulator(options, (emulator) =>
      Effect.gen(function* () {
        const reader = Harness.addKey(emulator, { apiKey: "TWAPREADER", secret: "twap-reader", readOnly: true })
        const denied = yield* Effect.flip(Harness.as(reader)(Strategy.createStrategy(twap())))
        expect(denied._tag).toBe("PermissionDenied")
        const { strategyId } = yield* Strategy.createStrategy(twap())
        const sub = yield* Harness.addSubAccount(emulator, { username: "twapsub01", apiKey: "TWAPSUB", secret: "s" })
        expect((yield* sub.as(Strategy.getStrategyList({}))).list).toHaveLength(0)
        expect((yield* Effect.flip(sub.as(Strategy.stopStrategy({ strategyId }))))._tag).toBe("StrategyNotFound")
        const orders = yield* Effect.flip(sub.as(Strategy.getStrategyOrderList({ strategyId })))
        expect(orders._tag).toBe("StrategyNotFound")
        const own = yield* sub.as(Strategy.createStrategy(twap({ side: "Sell" })))
        expect((yield* sub.as(Strategy.getStrategyList({}))).list.map((s) => s.strategyId)).toEqual([own.strategyId])
        expect((yield* Strategy.getStrategyList({})).list.map((s) => s.strategyId)).toEqual([strategyId])
        // the master's strategy runs on
        expect((yield* one(strategyId)).status).toBe(2)
      })
    )
  )

  it.effect("pushes its progress on the private strategy topic, decoded by the client's own schema", () =>
    // REST in process, the private stream over a socket to the emulator
    Harness.withEmulator({ ...options, environment: undefined }, (emulator) =>
      Effect.gen(function* () {
        const pushed: Array<{ status: number; tradingCount: number | undefined }> = []
        yield* Effect.forkChild(
          Stream.runForEach(Topics.subscribe(Topics.strategy), (m) =>
            Effect.sync(() => {
              for (const d of m.data) pushed.push({ status: d.status, tradingCount: d.tradingCount })
            })
          )
        )
        yield* waitFor(
          () => emulator.admin.openSockets().some((s) => s.path === "/v5/private" && s.topics.includes("strategy")),
          "the private strategy topic",
          settling
        )
        // 60 resting slices of 0.01 (10 USDT each: over the 5 USDT minimum order value)
        const { strategyId } = yield* Strategy.createStrategy(twap({ size: "0.6", interval: 5, limitPrice: "1000" }))
        yield* TestClock.adjust("5 seconds")
        yield* waitFor(() => pushed.length === 3, "three pushes", settling)
        yield* Strategy.stopStrategy({ strategyId })
        yield* waitFor(() => pushed.length === 4, "the stop's push", settling)
        expect(pushed).toEqual([
          { status: 2, tradingCount: 0 },
          { status: 2, tradingCount: 1 },
          { status: 2, tradingCount: 2 },
          { status: 4, tradingCount: 2 }
        ])
      })
    )
  )

  it.effect("a running TWAP is in the saved state, and goes on after a restart with no slice twice", () =>
    Effect.gen(function* () {
      const { strategyId, state } = yield* Harness.withEmulator(options, (emulator) =>
        Effect.gen(function* () {
          const created = yield* Strategy.createStrategy(twap({ limitPrice: "1000" }))
          yield* TestClock.adjust("65 seconds")
          expect(yield* slices(created.strategyId)).toHaveLength(3)
          // through JSON, as a state file holds it
          const saved = JSON.parse(JSON.stringify(emulator.admin.save())) as SavedState.SavedState
          return { strategyId: created.strategyId, state: saved }
        })
      )
      // the same exchange from its state, the clock going on from where it stopped
      yield* Harness.withEmulator({ ...options, startAt: undefined, setup: undefined, state }, () =>
        Effect.gen(function* () {
          yield* TestClock.adjust("60 seconds")
          const all = yield* slices(strategyId)
          expect(all.map((s) => s.at)).toEqual([0, 30_000, 60_000, 90_000, 120_000])
          expect(all.map((s) => s.status)).toEqual(["2", "2", "2", "2", "2"])
          expect((yield* one(strategyId)).status).toBe(2)
          // a new strategy gets an id of its own
          const next = yield* Strategy.createStrategy(twap({ limitPrice: "1000" }))
          expect(next.strategyId).not.toBe(strategyId)
        })
      )
    })
  )
})
