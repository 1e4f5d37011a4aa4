import { describe, expect, it } from "@effect/vitest"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import { fullDepth } from "../../src/Emulator/wire/WsTopics.js"
import type { Book } from "../../src/Socket/BookView.js"
import type * as BybitSocket from "../../src/Socket/BybitSocket.js"
import * as OrderBook from "../../src/Socket/OrderBook.js"
import type * as WsMarket from "../../src/Socket/WsMarket.js"
import * as Harness from "../support/Harness.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

// Local books against the embedded exchange, on the TestClock: the market only moves when the test adjusts the
// clock, so after every step the local book can be compared with the exchange's own book at the same `u`.

const socketOptions: BybitSocket.Options = {
  pingInterval: "1 hour",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "5 seconds"
}

const onEmulator: Harness.Options = {
  seed: 11,
  tickMs: 200,
  credentials: false,
  inProcess: true,
  socket: socketOptions
}

// The exchange is in this process (`inProcess`): its frames are handed over as tasks of the scheduler, settled
// between two polls of the live clock. Where the awaited state is absent a poll nudges the TestClock by 10 ms
// (reconnect delays and the market run on it). Small nudges keep a reconnect inside one market tick: the
// emulator's DepthFeed.snapshot() pairs the current levels with the last published u, so a book that moved while
// nobody was subscribed would give a snapshot its next delta does not continue (reported; real Bybit is consistent).
const nudging = (nudge: Duration.Input = "10 millis"): WaitOptions => ({
  interval: "1 millis",
  timeout: "8 seconds",
  nudge,
  nudgeEvery: 1
})

interface Observed {
  latest: Book | undefined
  readonly resets: Array<OrderBook.BookReset>
  books: number
}

const observe = <E, R>(stream: Stream.Stream<OrderBook.Event, E, R>) =>
  Effect.gen(function* () {
    const seen: Observed = { latest: undefined, resets: [], books: 0 }
    yield* Stream.runForEach(stream, (event) =>
      Effect.sync(() => {
        if (event._tag === "Book") {
          seen.latest = event
          seen.books++
        } else {
          seen.resets.push(event)
          seen.latest = undefined
        }
      })
    ).pipe(Effect.forkScoped)
    return seen
  })

const harness = (
  emulator: Emulator.EmulatorHandle,
  category: WsMarket.Category,
  symbol: string,
  depth: number,
  seen: Observed
) => {
  const feed = emulator.admin.exchange.feed(category, symbol, depth)
  if (feed === undefined) throw new Error(`no feed for ${category} ${symbol}`)
  let offset = 0
  // the `u` the exchange published last (a restart re-numbers from 1)
  const publishedU = () => feed.snapshot().u - offset
  const equalNow = Effect.gen(function* () {
    // reading the book lets the exchange catch up to the clock first (it may publish)
    emulator.admin.book(category, symbol, depth)
    yield* waitFor(() => seen.latest !== undefined && seen.latest.u === publishedU(), `u ${publishedU()}`, nudging())
    const exchange = emulator.admin.book(category, symbol, depth)
    const local = seen.latest as Book
    expect(local.u).toBe(publishedU())
    expect(local.bids).toEqual(exchange?.b)
    expect(local.asks).toEqual(exchange?.a)
    expect(local.bids.length).toBeGreaterThan(0)
    // seq is the cross sequence of the last message; the exchange's moves on with trades that leave this depth alone
    expect(local.seq).toBeLessThanOrEqual(exchange?.seq ?? 0)
  })
  const steps = (n: number) =>
    Effect.gen(function* () {
      for (let i = 0; i < n; i++) {
        yield* TestClock.adjust("200 millis")
        yield* equalNow
      }
    })
  const restart = Effect.gen(function* () {
    emulator.admin.apply({ op: "restart" })
    offset = feed.snapshot().u - 1
    yield* equalNow
    expect(seen.latest?.u).toBe(1)
  })
  const resetsOf = (reason: OrderBook.ResetReason) => seen.resets.filter((r) => r.reason === reason).length
  return { equalNow, steps, restart, resetsOf }
}

const scenario = (category: WsMarket.Category, symbol: string, depth: number) =>
  it.effect(
    `${category} ${symbol} depth ${depth}: equals the exchange's book after deltas, a gap, a restart and a reconnect`,
    () =>
      Harness.withEmulator(onEmulator, (emulator) =>
        Effect.gen(function* () {
          const stream =
            category === "option"
              ? OrderBook.stream(symbol, depth as 25 | 100, "option")
              : OrderBook.stream(symbol, depth as 1 | 50 | 200 | 1000, category)
          const seen = yield* observe(stream)
          const h = harness(emulator, category, symbol, depth, seen)
          yield* h.equalNow
          yield* h.steps(3)

          if (depth !== 1) {
            // a dropped delta: the next one jumps u by two, the book is thrown away and rebuilt from a snapshot
            emulator.admin.apply({ op: "skip-delta", symbol })
            yield* waitFor(() => h.resetsOf("gap") === 1, "the gap reset", nudging("200 millis"))
            const reset = seen.resets.find((r) => r.reason === "gap")
            expect(reset?.detail).toMatch(/^expected u (\d+), received u (\d+)$/)
            yield* h.equalNow
            yield* h.steps(2)
          }

          yield* h.restart
          yield* h.steps(2)

          emulator.admin.apply({ op: "drop-sockets" })
          yield* waitFor(() => h.resetsOf("disconnected") === 1, "the disconnect reset", nudging())
          yield* h.equalNow
          yield* h.steps(2)

          expect(h.resetsOf("crossed")).toBe(0)
          expect(h.resetsOf("invalid")).toBe(0)
          expect(h.resetsOf("stale")).toBe(0)
        })
      ),
    20_000
  )

describe("OrderBook against the emulator", () => {
  for (const category of ["spot", "linear", "inverse"] as const) {
    const symbol = category === "inverse" ? "BTCUSD" : "BTCUSDT"
    for (const depth of [1, 50, 200, 1000]) scenario(category, symbol, depth)
  }
  for (const depth of [25, 100]) scenario("option", "BTC-25DEC26-70000-C", depth)

  it.effect(
    "orderbook.full: seeded from REST, aligned by u, reseeded after a gap and a reconnect, re-initialised on u = 1",
    () =>
      Harness.withEmulator(onEmulator, (emulator) =>
        Effect.gen(function* () {
          const seen = yield* observe(OrderBook.full("ETHUSDT", "spot"))
          const h = harness(emulator, "spot", "ETHUSDT", fullDepth, seen)
          yield* TestClock.adjust("200 millis")
          yield* h.equalNow
          yield* h.steps(3)

          emulator.admin.apply({ op: "skip-delta", symbol: "ETHUSDT" })
          yield* waitFor(() => h.resetsOf("gap") === 1, "the gap reset", nudging("200 millis"))
          yield* h.equalNow
          yield* h.steps(2)

          emulator.admin.apply({ op: "drop-sockets" })
          yield* waitFor(() => h.resetsOf("disconnected") === 1, "the disconnect reset", nudging())
          yield* h.equalNow
          yield* h.steps(2)

          yield* h.restart
          yield* h.steps(2)
          expect(h.resetsOf("crossed") + h.resetsOf("invalid") + h.resetsOf("stale")).toBe(0)
        })
      ),
    20_000
  )
})
