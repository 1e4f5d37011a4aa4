// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import * as TestClock from "effect/testing/TestClock"
import * as Bybit from "../../src/Bybit.js"
import { BybitHttp } from "../../src/Http/BybitHttp.js"
import * as InstrumentRules from "../../src/Http/InstrumentRules.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Batch from "../../src/Http/v5/Batch.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import { ClockOffset } from "../../src/Layers/ClockOffset.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as RateBudget from "../../src/Layers/RateBudget.js"
import * as Node from "../../src/node.js"
import * as Harness from "../support/Harness.js"
import { waitFor, waitForValue } from "../support/WaitFor.js"

// The executor's reliability against the embedded exchange: real sockets, real budgets, injected faults.

const SYMBOL = "BTCUSDT"

// a funded account on the seeded master key
const harness: Harness.Options = { seed: 11, setup: (emulator) => emulator.admin.setBalance("USDT", "1000000") }

const limitOrder = (orderLinkId?: string) => ({
  category: "linear" as const,
  symbol: SYMBOL,
  side: "Buy" as const,
  orderType: "Limit" as const,
  qty: "0.01",
  price: "1000",
  ...(orderLinkId === undefined ? {} : { orderLinkId })
})

const startAt = Date.UTC(2026, 0, 15)

// the client's budget state of one rate-limit group
const bucket = (group: string) =>
  Effect.flatMap(RateBudget.RateBudget, (budget) =>
    Effect.map(budget.snapshot, (entries) => [...entries].find(([key]) => key.endsWith(`|${group}`))?.[1])
  )

const openOrders = Effect.map(Trade.getActiveOrders({ category: "linear", symbol: SYMBOL }), (r) => r.list)

describe("REST reliability against the emulator", () => {
  // On the TestClock: the exchange's window and the client's pause run on simulated time, so a loaded machine can
  // neither let the outside requests' window pass before the call arrives nor cut a wait short.
  it.effect("10006 with its headers: the group waits until the announced reset, then the call succeeds", () =>
    Harness.withEmulator({ ...harness, startAt }, (emulator) =>
      Effect.gen(function* () {
        const { admin, uid } = emulator
        admin.rateLimits.setLimit(uid, "account/wallet-balance", 2)
        // another process spent the window: the client does not know until the server says so
        const taken = admin.rateLimits.take(uid, "account/wallet-balance", undefined, true, admin.now(), 2)
        expect(taken.remaining).toBe(0)
        const started = yield* Clock.currentTimeMillis
        const call = yield* Effect.forkChild(Account.getWalletBalance({ accountType: "UNIFIED" }))
        // the 10006 pauses the group until the reset it announces: when the outside requests leave the 1 s window
        const paused = yield* waitForValue(
          bucket("account/wallet-balance"),
          (state) => (state?.pausedUntil ?? 0) > started,
          "the group paused by the 10006"
        )
        expect(paused?.limit).toBe(2)
        expect(paused?.pausedUntil).toBeGreaterThanOrEqual(started + 800)
        // time stands still: the call waits
        expect(call.pollUnsafe()).toBeUndefined()
        yield* waitFor(() => call.pollUnsafe() !== undefined, "the call's end", { nudge: "100 millis", nudgeEvery: 1 })
        const wallet = yield* Fiber.join(call)
        expect(wallet.list.length).toBeGreaterThan(0)
        expect(yield* Clock.currentTimeMillis).toBeGreaterThanOrEqual(paused?.pausedUntil ?? Number.POSITIVE_INFINITY)
      })
    )
  )

  it.effect("the headers teach the real limit: later calls wait instead of drawing 10006", () =>
    Harness.withEmulator({ ...harness, startAt }, (emulator) =>
      Effect.gen(function* () {
        // the documented 50/s is seeded; this account's real limit is 3/s
        emulator.admin.rateLimits.setLimit(emulator.uid, "order/realtime", 3)
        const started = yield* Clock.currentTimeMillis
        const calls = yield* Effect.forkChild(
          Effect.repeat(Trade.getActiveOrders({ category: "linear", symbol: SYMBOL }), { times: 6 })
        )
        yield* waitFor(() => calls.pollUnsafe() !== undefined, "seven reads", { nudge: "100 millis", nudgeEvery: 1 })
        yield* Fiber.join(calls)
        // 7 calls at 3 per rolling second need two full windows
        expect((yield* Clock.currentTimeMillis) - started).toBeGreaterThanOrEqual(2_000)
        const state = yield* bucket("order/realtime")
        expect(state?.limit).toBe(3)
        // a pause is only ever set by a 10006: none was drawn
        expect(state?.pausedUntil).toBe(0)
      })
    )
  )

  it.live("an injected 5xx on a read is retried and the read succeeds", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "http-status", status: 503, count: 2, path: "/v5/market/tickers" })
        const tickers = yield* Market.getTickers({ category: "linear", symbol: SYMBOL })
        expect(tickers.list[0]?.symbol).toBe(SYMBOL)
        expect(emulator.admin.faults.state().http).toEqual([])
      })
    )
  )

  it.live("a create without orderLinkId hit by a 5xx is not re-sent: OutcomeUnknown, and no order exists", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "http-status", status: 502, count: 1, path: "/v5/order/create" })
        const error = yield* Effect.flip(Trade.submitOrder(limitOrder()))
        expect(error._tag).toBe("OutcomeUnknown")
        expect(error.message).toContain("Outcome of submitOrder")
        // a re-send would have gone through (the fault was for one request only)
        expect(yield* openOrders).toEqual([])
      })
    )
  )

  it.live("a create with orderLinkId whose answer is lost is looked up, not duplicated", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "trade-delay", withhold: true })
        const ack = yield* Trade.submitOrder(limitOrder("lost-answer-1"), { timeout: "300 millis" })
        expect(ack.orderLinkId).toBe("lost-answer-1")
        emulator.admin.apply({ op: "trade-delay", withhold: false })
        const orders = (yield* openOrders).filter((o) => o.orderLinkId === "lost-answer-1")
        expect(orders).toHaveLength(1)
        expect(orders[0]?.orderId).toBe(ack.orderId)
      })
    )
  )

  it.live("a create with orderLinkId refused by a 5xx before it landed is re-sent once, after the lookup", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.apply({ op: "http-status", status: 503, count: 1, path: "/v5/order/create" })
        const ack = yield* Trade.submitOrder(limitOrder("refused-first-1"))
        const orders = (yield* openOrders).filter((o) => o.orderLinkId === "refused-first-1")
        expect(orders.map((o) => o.orderId)).toEqual([ack.orderId])
      })
    )
  )

  it.live("10002 after the server clock moved: one resync, one re-send, success", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        emulator.admin.moveClock(60_000)
        const wallet = yield* Account.getWalletBalance({ accountType: "UNIFIED" })
        expect(wallet.list.length).toBeGreaterThan(0)
        const clock = yield* ClockOffset
        const offset = yield* clock.offset
        expect(Math.abs(offset - 60_000)).toBeLessThan(1_000)
      })
    )
  )

  it.live("with retries off, a 10002 is returned as it is", () =>
    Harness.withEmulator(
      (emulator) =>
        Effect.gen(function* () {
          emulator.admin.moveClock(60_000)
          const error = yield* Effect.flip(Account.getWalletBalance({ accountType: "UNIFIED" }))
          expect(error._tag).toBe("TimestampOutOfWindow")
        }),
      { ...harness, rest: { retry: false } }
    )
  )

  it.effect("HTTP 403 pauses every group: later calls fail at once with a typed 403, nothing sent", () =>
    Harness.withEmulator(
      (emulator) =>
        Effect.gen(function* () {
          emulator.admin.apply({ op: "http-status", status: 403, count: 1, path: "/v5/market/tickers" })
          const first = yield* Effect.flip(Market.getTickers({ category: "linear", symbol: SYMBOL }))
          expect(first).toMatchObject({ _tag: "HttpError", code: 403 })
          // "Not sent": refused by the client's pause, not answered by the exchange
          const during = yield* Effect.flip(Account.getWalletBalance({ accountType: "UNIFIED" }))
          expect(during).toMatchObject({ _tag: "HttpError", code: 403 })
          if (during._tag === "HttpError") expect(during.body).toContain("Not sent")
          // the 1 s ban runs out on the client's clock (the TestClock: the exchange answers in this process)
          yield* TestClock.adjust("999 millis")
          const late = yield* Effect.flip(Account.getWalletBalance({ accountType: "UNIFIED" }))
          expect(late).toMatchObject({ _tag: "HttpError", code: 403 })
          yield* TestClock.adjust("1 millis")
          const after = yield* Market.getTickers({ category: "linear", symbol: SYMBOL })
          expect(after.list).toHaveLength(1)
        }),
      { ...harness, startAt, inProcess: true, rest: { rateBudget: { banDuration: "1 second" } } }
    )
  )

  it.live("a batch draws one unit per order from the shared budget", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const orders = Array.from({ length: 4 }, (_, i) => {
          const { category: _c, ...rest } = limitOrder(`batch-${i}`)
          return rest
        })
        const results = yield* Batch.batchSubmitOrders({ category: "linear", request: orders })
        expect(results).toHaveLength(4)
        const budget = yield* RateBudget.RateBudget
        const snapshot = yield* budget.snapshot
        const state = [...snapshot].find(([key]) => key.endsWith("|order/create-batch:derivatives"))?.[1]
        expect(state?.stamps).toHaveLength(4)
      })
    )
  )

  it.live("bad input is a typed error and nothing is sent", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const before = emulator.admin.exchange
        const cases = [
          { ...limitOrder(), symbol: "" },
          { ...limitOrder(), qty: "0" },
          { ...limitOrder(), qty: "-0.01" },
          { ...limitOrder(), qty: "ten" },
          { ...limitOrder(), price: "-1" },
          { ...limitOrder(), qty: Number.NaN as unknown as string },
          { ...limitOrder(), side: "Up" as unknown as "Buy" },
          { ...limitOrder(), category: "futures" as unknown as "linear" }
        ]
        for (const params of cases) {
          const error = yield* Effect.flip(Trade.submitOrder(params))
          expect(error._tag).toBe("InvalidParameters")
          expect(error.message).toContain("/v5/order/create")
        }
        expect(before).toBe(emulator.admin.exchange)
        expect(yield* openOrders).toEqual([])
        // off-tick prices: the instrument rules refuse them before sending
        const rules = yield* InstrumentRules.make().pipe(Effect.provideService(BybitHttp, yield* BybitHttp))
        const offTick = yield* Effect.flip(rules.submitOrder({ ...limitOrder(), price: "1000.0001" }))
        expect(offTick).toMatchObject({ _tag: "OrderRuleViolation", rule: "tickSize", field: "price" })
        expect(yield* openOrders).toEqual([])
      })
    )
  )

  it.live("a plain http URL to a remote host is refused with a typed error, nothing sent", () =>
    Effect.gen(function* () {
      const layer = Bybit.layer({
        environment: Environment.custom({ restUrl: "http://api.bybit.com", wsUrl: "ws://stream.bybit.com" }),
        credentials: { apiKey: "key", apiSecret: "secret" },
        keyCheck: false
      }).pipe(Layer.provide(Node.layer))
      const error = yield* Effect.flip(Effect.provide(Market.getServerTime(), layer))
      expect(error).toMatchObject({ _tag: "TransportError", reason: "InvalidUrl" })
      expect(error.message).toContain("https")
    })
  )
})
