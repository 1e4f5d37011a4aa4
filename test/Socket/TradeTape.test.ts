import { describe, expect, it } from "@effect/vitest"
import * as BigDecimal from "effect/BigDecimal"
import * as Clock from "effect/Clock"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as Market from "../../src/Http/v5/Market.js"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type { ConnectionEvent } from "../../src/Socket/ConnectionState.js"
import * as TradeTape from "../../src/Socket/TradeTape.js"
import * as Harness from "../support/Harness.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

// The tape against the embedded exchange on the TestClock: trades are only printed when the test moves the clock,
// so the tape can be compared with the exchange's own recent trades (REST) at the same instant.

const T0 = Date.UTC(2026, 0, 5, 12, 0, 10)

// the exchange at T0 on the TestClock; a public-only client whose reconnect waits `reconnect` (of TestClock)
const harness = (reconnect: Duration.Input = "50 millis"): Harness.Options => ({
  seed: 5,
  tickMs: 1000,
  startAt: T0,
  credentials: false,
  socket: { pingInterval: "1 hour", reconnect: Schedule.spaced(reconnect) }
})

// Waits in real time (frames cross real sockets); `ticking` also moves the TestClock by one tick when nothing happens
// for a while, so the exchange keeps printing trades. Every move of the clock is a whole number of ticks (1 s), so
// the clock always stands on a tick: the feed has published every trade REST can answer. `still` only waits.
const ticking: WaitOptions = { interval: "5 millis", timeout: "15 seconds", nudge: "1 second", nudgeEvery: 10 }
const still: WaitOptions = { interval: "5 millis", timeout: "15 seconds" }

const observe = <E, R>(stream: Stream.Stream<TradeTape.Tape, E, R>) =>
  Effect.gen(function* () {
    const seen: { latest: TradeTape.Tape | undefined } = { latest: undefined }
    yield* Stream.runForEach(stream, (tape) =>
      Effect.sync(() => {
        seen.latest = tape
      })
    ).pipe(Effect.forkScoped)
    return seen
  })

const tradesOf = (seen: { latest: TradeTape.Tape | undefined }) => seen.latest?.trades ?? []

const recent = (symbol: string, limit: number) =>
  Effect.map(Market.getPublicTradingHistory({ category: "linear", symbol, limit }), (r) =>
    r.list.map(TradeTape.fromRest)
  )

const sum = (sizes: ReadonlyArray<Decimal.Decimal>) =>
  BigDecimal.normalize(sizes.reduce((acc, s) => BigDecimal.sum(acc, Decimal.toBigDecimal(s)), BigDecimal.make(0n, 0)))

// The derived figures, recomputed from the trades themselves.
const expectFigures = (tape: TradeTape.Tape) => {
  expect(tape.lastPrice).toEqual(Option.fromNullishOr(tape.trades[0]?.price))
  expect(BigDecimal.equals(tape.volume, sum(tape.trades.map((t) => t.size)))).toBe(true)
  const buys = sum(tape.trades.filter((t) => t.side === "Buy").map((t) => t.size))
  const sells = sum(tape.trades.filter((t) => t.side === "Sell").map((t) => t.size))
  expect(BigDecimal.equals(tape.buyVolume, buys)).toBe(true)
  expect(BigDecimal.equals(tape.sellVolume, sells)).toBe(true)
  expect(BigDecimal.equals(tape.volume, BigDecimal.sum(buys, sells))).toBe(true)
}

const print = (id: string, time: number, side: "Buy" | "Sell", size: string): TradeTape.Print => ({
  id,
  time,
  symbol: "X",
  side,
  price: Decimal.make("100.5"),
  size: Decimal.make(size),
  blockTrade: false
})

describe("TradeTape: tape rules", () => {
  it("keeps the newest trades by time, once each, and sums exactly", () => {
    const tape = new TradeTape.TapeWindow(3)
    expect(tape.add(print("a", 1, "Buy", "0.1"))).toBe(true)
    expect(tape.add(print("b", 2, "Sell", "0.2"))).toBe(true)
    expect(tape.add(print("a", 1, "Buy", "0.1"))).toBe(false)
    expect(tape.add(print("c", 3, "Buy", "0.7"))).toBe(true)
    expect(tape.add(print("d", 4, "Buy", "0.000000001"))).toBe(true)
    const view = tape.view("X", "linear")
    expect(view.trades.map((t) => t.id)).toEqual(["d", "c", "b"])
    // 0.1 + 0.2 would not be 0.3 in floats; here the figures are exact
    expect(Decimal.fromBigDecimal(view.volume)).toBe("0.900000001")
    expect(Decimal.fromBigDecimal(view.buyVolume)).toBe("0.700000001")
    expect(Decimal.fromBigDecimal(view.sellVolume)).toBe("0.2")
    // a trade that rolled off, or one older than a full tape, does not come back
    expect(tape.add(print("a", 1, "Buy", "0.1"))).toBe(false)
    expect(tape.add(print("e", 0, "Sell", "1"))).toBe(false)
    // a late trade that is still recent enough takes its place by time
    expect(tape.add(print("f", 3, "Sell", "1"))).toBe(true)
    expect(tape.view("X", "linear").trades.map((t) => t.id)).toEqual(["d", "f", "c"])
  })
})

describe("TradeTape against the emulator", () => {
  it.effect(
    "the tape built from the feed equals the exchange's recent trades over the same window",
    () =>
      Harness.withEmulator(harness(), () =>
        Effect.gen(function* () {
          const seen = yield* observe(TradeTape.stream("BTCUSDT", "linear", { seed: false, size: 200 }))
          yield* waitFor(() => tradesOf(seen).length > 0, "the first trade", ticking)
          for (let i = 0; i < 20; i++) yield* TestClock.adjust("1 second")
          const rest = yield* recent("BTCUSDT", 1000)
          yield* waitFor(() => tradesOf(seen)[0]?.id === rest[0]?.id, "the newest trade", still)
          const trades = tradesOf(seen)
          expect(trades.length).toBeGreaterThan(2)
          const oldest = trades[trades.length - 1]!.time
          expect(trades).toEqual(rest.filter((t) => t.time >= oldest))
          expectFigures(seen.latest!)
        })
      ),
    30_000
  )

  it.effect(
    "after a dropped socket the tape is backfilled from REST, with no trade twice",
    () =>
      Harness.withEmulator(
        (emulator) =>
          Effect.gen(function* () {
            const socket = yield* BybitSocket.BybitSocket
            const events: Array<ConnectionEvent> = []
            yield* Stream.runForEach(socket.events("linear"), (e) => Effect.sync(() => events.push(e))).pipe(
              Effect.forkScoped
            )
            const seen = yield* observe(TradeTape.stream("BTCUSDT", "linear", { size: 30 }))
            // seeded: the tape starts full
            yield* waitFor(() => tradesOf(seen).length === 30, "the seeded tape", ticking)
            for (let i = 0; i < 5; i++) yield* TestClock.adjust("1 second")
            let rest = yield* recent("BTCUSDT", 30)
            yield* waitFor(() => tradesOf(seen)[0]?.id === rest[0]?.id, "the live tape", still)
            expect(tradesOf(seen)).toEqual(rest)

            emulator.admin.apply({ op: "drop-sockets", market: "linear" })
            yield* waitFor(() => events.some((e) => e._tag === "Disconnected"), "the disconnect", still)
            const droppedAt = yield* Clock.currentTimeMillis
            // trades are printed while the socket is down (it comes back after 20 s)
            yield* TestClock.adjust("25 seconds")
            yield* waitFor(() => events.some((e) => e._tag === "Resubscribed"), "the resubscription", still)
            rest = yield* recent("BTCUSDT", 30)
            yield* waitFor(() => tradesOf(seen)[0]?.id === rest[0]?.id, "the backfill", still)
            const trades = tradesOf(seen)
            expect(trades).toEqual(rest)
            expect(new Set(trades.map((t) => t.id)).size).toBe(trades.length)
            expect(trades.some((t) => t.time > droppedAt && t.time < droppedAt + 20_000)).toBe(true)
            expectFigures(seen.latest!)
          }),
        harness("20 seconds")
      ),
    30_000
  )
})
