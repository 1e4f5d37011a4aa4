import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Market from "../../src/Http/v5/Market.js"
import type * as Decimal from "../../src/Schema/Decimal.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as Candles from "../../src/Socket/Candles.js"
import type { ConnectionEvent } from "../../src/Socket/ConnectionState.js"
import * as Harness from "../support/Harness.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

// Candles against the embedded exchange on the TestClock: the market (and the bars) only move when the test moves
// the clock, so the folded series can be compared with the exchange's own REST klines at the same instant.

const MINUTE = 60_000
// a realistic instant, 10 s into a minute
const T0 = Date.UTC(2026, 0, 5, 12, 0, 10)

// the exchange at T0 on the TestClock; a public-only client whose reconnect waits `reconnect` (of TestClock)
const harness = (reconnect: Duration.Input = "50 millis"): Harness.Options => ({
  seed: 21,
  tickMs: 5000,
  startAt: T0,
  credentials: false,
  socket: { pingInterval: "1 hour", reconnect: Schedule.spaced(reconnect) }
})

// Waits in real time (frames cross real sockets); `ticking` also moves the TestClock by one tick when nothing happens
// for a while, so the exchange keeps ticking (every 5 s). Every move of the clock is a whole number of ticks, so
// the clock always stands on a tick: the feed has published everything REST can answer. `still` only waits.
const ticking: WaitOptions = { interval: "5 millis", timeout: "15 seconds", nudge: "5 seconds", nudgeEvery: 10 }
const still: WaitOptions = { interval: "5 millis", timeout: "15 seconds" }

const observe = <E, R>(stream: Stream.Stream<Candles.Series, E, R>) =>
  Effect.gen(function* () {
    const seen: { latest: Candles.Series | undefined; count: number } = { latest: undefined, count: 0 }
    yield* Stream.runForEach(stream, (series) =>
      Effect.sync(() => {
        seen.latest = series
        seen.count++
      })
    ).pipe(Effect.forkScoped)
    return seen
  })

const barsOf = (seen: { latest: Candles.Series | undefined }) => seen.latest?.bars ?? []

interface RestBar {
  readonly start: number
  readonly open: Decimal.Decimal
  readonly high: Decimal.Decimal
  readonly low: Decimal.Decimal
  readonly close: Decimal.Decimal
  readonly volume: Decimal.Decimal
  readonly turnover: Decimal.Decimal
}

const restBars = (symbol: string, limit: number) =>
  Effect.map(Market.getKline({ category: "linear", symbol, interval: "1", limit }), (k) =>
    k.list.map(
      (c): RestBar => ({
        start: c.startTime,
        open: c.open,
        high: c.high,
        low: c.low,
        close: c.close,
        volume: c.volume,
        turnover: c.turnover
      })
    )
  )

const figures = (b: Candles.Bar): RestBar => ({
  start: b.start,
  open: b.open,
  high: b.high,
  low: b.low,
  close: b.close,
  volume: b.volume,
  turnover: b.turnover
})

const now = Effect.map(Clock.currentTimeMillis, (t) => t)
const barStart = (t: number) => Math.floor(t / MINUTE) * MINUTE

// Every bar but the last is closed and equals the exchange's; starts are consecutive minutes (no gap, no twin).
const expectEqualsExchange = (bars: ReadonlyArray<Candles.Bar>, rest: ReadonlyArray<RestBar>, at: number) => {
  expect(bars.length).toBeGreaterThan(1)
  for (let i = 1; i < bars.length; i++) expect(bars[i]!.start - bars[i - 1]!.start).toBe(MINUTE)
  const last = bars[bars.length - 1]!
  expect(last.start).toBe(barStart(at))
  expect(last.confirm).toBe(false)
  for (const bar of bars.slice(0, -1)) {
    expect(bar.confirm).toBe(true)
    expect(bar.end).toBe(bar.start + MINUTE - 1)
    expect(figures(bar)).toEqual(rest.find((r) => r.start === bar.start))
  }
}

describe("Candles: bar window rules", () => {
  const bar = (start: number, close: string, confirm: boolean): Candles.Bar => ({
    start,
    end: start + MINUTE - 1,
    open: "1" as Decimal.Decimal,
    high: close as Decimal.Decimal,
    low: "1" as Decimal.Decimal,
    close: close as Decimal.Decimal,
    volume: "0" as Decimal.Decimal,
    turnover: "0" as Decimal.Decimal,
    confirm
  })

  it("an update replaces the open bar, confirm closes it, a newer start opens the next, the window is bounded", () => {
    const w = new Candles.BarWindow("1", 3)
    expect(w.live(bar(0, "2", false))).toEqual({ changed: true, repairFrom: undefined })
    expect(w.live(bar(0, "3", false)).changed).toBe(true)
    expect(w.live(bar(0, "4", true)).changed).toBe(true)
    // a late update of the closed bar does not reopen it
    expect(w.live(bar(0, "3", false))).toEqual({ changed: false, repairFrom: undefined })
    expect(w.view().map((b) => [b.close, b.confirm])).toEqual([["4", true]])
    for (const start of [MINUTE, 2 * MINUTE, 3 * MINUTE]) {
      w.live(bar(start - MINUTE, "5", true))
      expect(w.live(bar(start, "6", false)).repairFrom).toBeUndefined()
    }
    expect(w.view().map((b) => b.start)).toEqual([MINUTE, 2 * MINUTE, 3 * MINUTE])
    // an older bar that left the window stays out; one still in it is replaced by its closed version
    expect(w.live(bar(0, "9", true)).changed).toBe(false)
    expect(w.live(bar(MINUTE, "7", true)).changed).toBe(true)
    expect(w.view()[0]?.close).toBe("7")
  })

  it("a bar that opens over an unconfirmed or missing one asks for a repair from the first suspect start", () => {
    const w = new Candles.BarWindow("1", 10)
    w.live(bar(0, "2", false))
    expect(w.live(bar(MINUTE, "2", false)).repairFrom).toBe(0)
    w.live(bar(MINUTE, "2", true))
    expect(w.live(bar(4 * MINUTE, "2", false)).repairFrom).toBe(2 * MINUTE)
  })

  it("REST closes and fills bars, but its running bar never overwrites the live one", () => {
    const w = new Candles.BarWindow("1", 10)
    w.live(bar(0, "2", false))
    w.live(bar(2 * MINUTE, "5", false))
    const outcome = w.rest([bar(0, "3", true), bar(MINUTE, "4", true), bar(2 * MINUTE, "1", false)])
    expect(outcome).toEqual({ changed: true, repairFrom: undefined })
    expect(w.view().map((b) => [b.start, b.close, b.confirm])).toEqual([
      [0, "3", true],
      [MINUTE, "4", true],
      [2 * MINUTE, "5", false]
    ])
    // a running REST bar newer than the live one: the live one must have closed since, read again from it
    expect(w.rest([bar(3 * MINUTE, "1", false)]).repairFrom).toBe(2 * MINUTE)
    expect(w.rest([bar(2 * MINUTE, "6", true)])).toEqual({ changed: true, repairFrom: undefined })
  })
})

describe("Candles against the emulator", () => {
  it.effect(
    "bars built from the kline feed alone equal the exchange's REST klines; confirm closes a bar",
    () =>
      Harness.withEmulator(harness(), () =>
        Effect.gen(function* () {
          const seen = yield* observe(Candles.stream("1", "BTCUSDT", "linear", { history: 0, maxBars: 10 }))
          yield* waitFor(() => barsOf(seen).length > 0, "the first bar", ticking)
          const first = barsOf(seen)[0]!
          expect(first.confirm).toBe(false)

          // cross three minute boundaries in 5 s steps
          while ((yield* now) < first.start + 3 * MINUTE + 5_000) yield* TestClock.adjust("5 seconds")
          const at = yield* now
          yield* waitFor(() => barsOf(seen).at(-1)?.start === barStart(at), "the running bar", still)
          const bars = barsOf(seen)
          expect(bars.map((b) => b.start)).toEqual([0, 1, 2, 3].map((i) => first.start + i * MINUTE))
          expectEqualsExchange(bars, yield* restBars("BTCUSDT", 10), at)
        })
      ),
    30_000
  )

  it.effect(
    "a reconnect neither loses nor duplicates bars: the ones closed while the socket was down come from REST",
    () =>
      Harness.withEmulator(
        (emulator) =>
          Effect.gen(function* () {
            const socket = yield* BybitSocket.BybitSocket
            const events: Array<ConnectionEvent> = []
            yield* Stream.runForEach(socket.events("linear"), (e) => Effect.sync(() => events.push(e))).pipe(
              Effect.forkScoped
            )
            const seen = yield* observe(Candles.stream("1", "ETHUSDT", "linear", { maxBars: 20 }))
            // seeded from REST: a full window at once, the running bar last
            yield* waitFor(() => seen.latest !== undefined, "the seeded series", ticking)
            expect(barsOf(seen)).toHaveLength(20)
            for (let i = 0; i < 12; i++) yield* TestClock.adjust("5 seconds")
            let at = yield* now
            yield* waitFor(() => barsOf(seen).at(-1)?.start === barStart(at), "the live bar", still)
            expectEqualsExchange(barsOf(seen), yield* restBars("ETHUSDT", 30), at)
            const before = barsOf(seen).at(-1)!

            // the socket drops and comes back a minute later: meanwhile the exchange closes the running bar, and the
            // clock goes on to 5 s into the bar after the next
            emulator.admin.apply({ op: "drop-sockets", market: "linear" })
            yield* waitFor(() => events.some((e) => e._tag === "Disconnected"), "the disconnect", still)
            yield* TestClock.adjust(before.start + 2 * MINUTE + 5_000 - (yield* now))
            at = yield* now
            yield* waitFor(() => events.some((e) => e._tag === "Resubscribed"), "the resubscription", still)
            yield* waitFor(() => barsOf(seen).at(-1)?.start === barStart(at), "the bar after the reconnect", still)
            yield* waitFor(
              () => barsOf(seen).every((b, i, all) => b.confirm || i === all.length - 1),
              "the repair",
              still
            )
            const bars = barsOf(seen)
            expect(bars).toHaveLength(20)
            // the bar that was running at the drop is closed and whole, and so is the one after it
            expect(bars.find((b) => b.start === before.start)?.confirm).toBe(true)
            expect(bars.find((b) => b.start === before.start + MINUTE)?.confirm).toBe(true)
            expectEqualsExchange(bars, yield* restBars("ETHUSDT", 30), at)
          }),
        harness("60 seconds")
      ),
    30_000
  )
})
