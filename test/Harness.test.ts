// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../src/Http/v5/all.js"
import { describe, expect, it, layer } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../src/Emulator/Emulator.js"
import * as Account from "../src/Http/v5/Account.js"
import * as Market from "../src/Http/v5/Market.js"
import * as BybitSocket from "../src/Socket/BybitSocket.js"
import * as Harness from "./support/Harness.js"
import { eventually, WaitForTimeout, waitFor, waitForValue } from "./support/WaitFor.js"

// The tests' shared helpers (test/support/WaitFor.ts, test/support/Harness.ts) do what their callers rely on.

const usdtOf = Effect.map(
  Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }),
  (wallet) => wallet.list[0]?.coin[0]?.walletBalance
)

describe("waitFor", () => {
  it.effect(
    "under the TestClock it polls in real time: a condition set by real time comes true without a clock move",
    () =>
      Effect.gen(function* () {
        let ready = false
        setTimeout(() => {
          ready = true
        }, 30)
        const before = yield* Clock.currentTimeMillis
        yield* waitFor(() => ready, "the timer")
        // the TestClock did not move
        expect(yield* Clock.currentTimeMillis).toBe(before)
      })
  )

  it.effect("a condition that never holds fails with WaitForTimeout naming it, in real time, under the TestClock", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(waitFor(() => false, "the impossible", { timeout: "60 millis" }))
      expect(error).toBeInstanceOf(WaitForTimeout)
      expect(error._tag).toBe("WaitForTimeout")
      expect(error.label).toBe("the impossible")
      expect(error.polls).toBeGreaterThan(0)
      expect(error.elapsedMs).toBeGreaterThanOrEqual(50)
      expect(error.message).toMatch(/^timed out waiting for the impossible \(\d+ polls in \d+ ms\)$/)
    })
  )

  it.live("on the live clock too", () =>
    Effect.gen(function* () {
      let polls = 0
      yield* waitFor(() => ++polls === 3, "the third poll")
      expect(polls).toBe(3)
      const error = yield* Effect.flip(waitFor(() => false, "nothing", { timeout: "40 millis" }))
      expect(error.label).toBe("nothing")
    })
  )

  it.effect("`polls` bounds the number of polls", () =>
    Effect.gen(function* () {
      let polls = 0
      const error = yield* Effect.flip(
        waitFor(() => ++polls > 100, "a hundred polls", { polls: 5, interval: "1 millis", timeout: "5 seconds" })
      )
      expect(polls).toBe(5)
      expect(error.polls).toBe(5)
    })
  )

  it.effect(
    "an effect as the condition runs on the caller's clock; `nudge` moves the TestClock while it is false",
    () =>
      Effect.gen(function* () {
        let woke = false
        const sleeper = yield* Effect.forkChild(
          Effect.sleep("1 minute").pipe(
            Effect.andThen(
              Effect.sync(() => {
                woke = true
              })
            )
          )
        )
        // without a nudge nothing moves the TestClock: the sleeper does not wake
        expect(yield* eventually(() => woke, "the sleeper, unnudged", { timeout: "50 millis" })).toBe(false)
        const at = yield* waitForValue(Clock.currentTimeMillis, (now) => now >= 60_000, "a minute of test time", {
          nudge: "10 seconds",
          nudgeEvery: 1,
          interval: "1 millis"
        })
        expect(at).toBe(60_000)
        yield* Fiber.join(sleeper)
        expect(woke).toBe(true)
      })
  )

  it.effect("with `polls`, the nudges come between polls only, and `timeout: Infinity` leaves the bound to them", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(
        waitFor(
          Effect.map(Clock.currentTimeMillis, (now) => now >= 10_000),
          "ten seconds of test time",
          {
            polls: 3,
            interval: "1 millis",
            nudge: "1 second",
            nudgeEvery: 1,
            timeout: "Infinity"
          }
        )
      )
      expect(error.polls).toBe(3)
      // three polls, two nudges between them
      expect(yield* Clock.currentTimeMillis).toBe(2_000)
    })
  )

  it.effect("`nudgeEvery` spaces the nudges", () =>
    Effect.gen(function* () {
      let polls = 0
      yield* waitFor(
        Effect.map(Clock.currentTimeMillis, (now) => {
          polls++
          return now >= 3_000
        }),
        "three nudges",
        { nudge: "1 second", nudgeEvery: 4, interval: "1 millis" }
      )
      // a nudge after every fourth miss: three nudges need twelve misses, then the poll that sees the time
      expect(polls).toBe(13)
    })
  )

  it.effect("waitForValue returns the value, and its timeout shows the last one read", () =>
    Effect.gen(function* () {
      let n = 0
      expect(
        yield* waitForValue(
          () => ++n,
          (v) => v >= 3,
          "three"
        )
      ).toBe(3)
      const error = yield* Effect.flip(
        waitForValue(
          () => ({ phase: "starting" }),
          (v) => v.phase === "ready",
          "readiness",
          { timeout: "30 millis" }
        )
      )
      expect(error.last).toBe(`{"phase":"starting"}`)
      expect(error.message).toContain(`; last value: {"phase":"starting"}`)
    })
  )

  it.effect("a failing condition fails the wait with its own error", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(waitFor(Effect.fail("broken" as const), "a broken check"))
      expect(error).toBe("broken")
    })
  )

  it.effect("eventually: true when the condition came to hold, false when it did not", () =>
    Effect.gen(function* () {
      let polls = 0
      expect(yield* eventually(() => ++polls >= 2, "two polls")).toBe(true)
      expect(yield* eventually(() => false, "never", { timeout: "30 millis" })).toBe(false)
    })
  )
})

describe("the harness", () => {
  it.live(
    "withEmulator: the emulator (given and as a service), set up before the client, and a signed client on it",
    () =>
      Effect.gen(function* () {
        let kept: Emulator.EmulatorHandle | undefined
        const result = yield* Harness.withEmulator(
          (emulator) =>
            Effect.gen(function* () {
              kept = emulator
              expect(yield* Emulator.Emulator).toBe(emulator)
              expect(emulator.rest).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
              expect(emulator.port).toBeGreaterThan(0)
              expect(yield* usdtOf).toBe("424242")
              const tickers = yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
              return tickers.list[0]?.symbol
            }),
          { seed: 3, setup: (emulator) => emulator.admin.setBalance("USDT", "424242") }
        )
        expect(result).toBe("BTCUSDT")
        // closed afterwards: the port no longer answers
        const closed = yield* Effect.tryPromise(() => fetch(`${kept?.rest}/v5/market/time`)).pipe(Effect.flip)
        expect(closed).toBeDefined()
      })
  )

  it.live("credentials: false is a public-only client (the options first or last)", () =>
    Harness.withEmulator({ credentials: false }, () =>
      Effect.gen(function* () {
        const error = yield* Effect.flip(usdtOf)
        expect(error._tag).toBe("MissingCredentials")
        expect((yield* Market.getTickers({ category: "spot", symbol: "BTCUSDT" })).list).toHaveLength(1)
      })
    ).pipe(
      Effect.andThen(Harness.withEmulator(() => Effect.flip(usdtOf), { credentials: false })),
      Effect.map((error) => expect(error._tag).toBe("MissingCredentials"))
    )
  )

  it.live("the socket client is on the emulator, with the socket options given", () =>
    Harness.withEmulator(
      (emulator) =>
        Effect.gen(function* () {
          const frames = yield* BybitSocket.take(BybitSocket.subscribeV5("tickers.BTCUSDT", "linear"), 1)
          expect(frames[0]?.topic).toBe("tickers.BTCUSDT")
          // the body's scope: a subscription forked in it runs until the body ends
          yield* Effect.forkScoped(Stream.runDrain(BybitSocket.subscribeV5("tickers.ETHUSDT", "linear")))
          yield* waitFor(
            () => emulator.admin.wsSubscriptions().some((s) => s.topics.includes("tickers.ETHUSDT")),
            "the subscription at the exchange"
          )
        }),
      { credentials: false, tickMs: 50, socket: { pingInterval: "1 hour" } }
    )
  )

  it.live("a second credential set: a funded sub-account with a key of its own, and a second master key", () =>
    Harness.withEmulator((emulator) =>
      Effect.gen(function* () {
        const sub = yield* Harness.addSubAccount(emulator, {
          username: "harness01",
          apiKey: "HarnessSubKey00000000001",
          secret: "HarnessSubSecret000000000000000001",
          usdt: "777"
        })
        expect(sub.uid).not.toBe(emulator.uid)
        expect(yield* sub.as(usdtOf)).toBe("777")
        const other = Harness.addKey(emulator, {
          apiKey: "HarnessOtherKey000000001",
          secret: "HarnessOtherSecret0000001"
        })
        expect(yield* Harness.as(other)(usdtOf)).toBe("777")
        expect(yield* Harness.as(Harness.masterCredentials(emulator))(usdtOf)).toBe("777")
      })
    )
  )

  it.effect("startAt: the emulator starts at that time of the TestClock", () =>
    Harness.withEmulator(
      (emulator) =>
        Effect.gen(function* () {
          expect(emulator.admin.now()).toBe(Date.UTC(2026, 0, 15))
          yield* TestClock.adjust("1 hour")
          expect(emulator.admin.now()).toBe(Date.UTC(2026, 0, 15, 1))
        }),
      { startAt: Date.UTC(2026, 0, 15), tickMs: 600_000, credentials: false }
    )
  )

  it.live("start and client: a client's lifetime apart from the emulator's", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const emulator = yield* Harness.start({ seed: 5 })
        const subscribed = Stream.runDrain(BybitSocket.subscribeV5("tickers.BTCUSDT", "linear")).pipe(
          Effect.provide(Harness.client(emulator, { credentials: false })),
          Effect.forkScoped
        )
        const fiber = yield* subscribed
        yield* waitFor(() => emulator.admin.wsConnections() === 1, "the client's socket")
        yield* Fiber.interrupt(fiber)
        yield* waitFor(() => emulator.admin.wsConnections() === 0, "the client's socket closed")
      })
    )
  )
})

layer(Harness.layer({ seed: 7 }))("the harness as a layer (it.layer)", (it) => {
  it.effect("provides the emulator and a signed client", () =>
    Effect.gen(function* () {
      const emulator = yield* Emulator.Emulator
      emulator.admin.setBalance("USDT", "5151")
      expect(yield* usdtOf).toBe("5151")
    })
  )

  it.effect("the same emulator for every test of the block", () =>
    Effect.gen(function* () {
      expect(yield* usdtOf).toBe("5151")
    })
  )
})
