import { describe, expect, it } from "@effect/vitest"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import type { Book } from "../../src/Socket/BookView.js"
import * as BybitSocket from "../../src/Socket/BybitSocket.js"
import type { ConnectionEvent } from "../../src/Socket/ConnectionState.js"
import * as OrderBook from "../../src/Socket/OrderBook.js"
import * as Harness from "../support/Harness.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

// The client bugs the WebSocket fault suite found, each pinned by a test of its own against the emulator: the
// market runs on the TestClock, so only the test moves it; timers of the client too.

const socketOptions: BybitSocket.Options = {
  pingInterval: "1 hour",
  reconnect: Schedule.spaced("50 millis"),
  ackTimeout: "1 second"
}

// the exchange in this process: its frames are handed over as tasks of the scheduler, no socket between
const harness: Harness.Options = { seed: 12, tickMs: 200, inProcess: true, socket: socketOptions }

// Polls on the live clock while the frames settle, nudging the TestClock (by `nudge`) at every poll that found the
// awaited state absent.
const nudging = (nudge: Duration.Input = "10 millis"): WaitOptions => ({
  interval: "1 millis",
  timeout: "8 seconds",
  nudge,
  nudgeEvery: 1
})

const watchEvents = (market: "linear" | "private") =>
  Effect.gen(function* () {
    const socket = yield* BybitSocket.BybitSocket
    const events: Array<ConnectionEvent> = []
    yield* Stream.runForEach(socket.events(market), (e) => Effect.sync(() => events.push(e))).pipe(Effect.forkScoped)
    return events
  })

describe("WebSocket recovery (bugs found by the fault suite)", () => {
  it.effect("an auth request that gets no answer reconnects instead of ending the private stream for good", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const socket = yield* BybitSocket.BybitSocket
        const events = yield* watchEvents("private")
        const wallet: Array<unknown> = []
        yield* Stream.runForEach(socket.subscribeV5("wallet", "private"), (f) =>
          Effect.sync(() => wallet.push(f))
        ).pipe(Effect.forkScoped)
        // the subscription is live (its acknowledgement came before this frame) before the fault
        yield* waitFor(
          () => emulator.admin.wsSubscriptions().some((v) => v.topics.includes("wallet")),
          "the wallet subscription",
          nudging()
        )
        emulator.admin.setBalance("USDT", "121212")
        yield* waitFor(() => wallet.length > 0, "the first wallet frame", nudging())
        // the auth reply never comes: the session ends after the ack timeout and the connection tries again
        emulator.admin.apply({ op: "ack-delay", withhold: true })
        emulator.admin.apply({ op: "drop-sockets", market: "private" })
        yield* waitFor(
          () => events.filter((e) => e._tag === "Disconnected" && e.reason === "no auth reply").length >= 1,
          "the auth timeout",
          nudging("200 millis")
        )
        emulator.admin.apply({ op: "ack-delay", withhold: false })
        // a reconnect may already have gone out inside the same clock nudge, its auth withheld too: wait for the
        // wallet topic to be held by the server again (after an answered auth), nudging past a second auth timeout
        yield* waitFor(
          () =>
            events.filter((e) => e._tag === "Connected").length >= 2 &&
            emulator.admin.wsSubscriptions().some((v) => v.topics.includes("wallet")),
          "resubscribed after an answered auth",
          nudging("200 millis")
        )
        expect(events.filter((e) => e._tag === "Fatal")).toEqual([])
        const before = wallet.length
        emulator.admin.setBalance("USDT", "424242")
        yield* waitFor(() => wallet.length > before, "a wallet frame", nudging())
        expect(JSON.stringify(wallet.at(-1))).toContain("424242")
      })
    )
  )

  it.effect("a topic whose resubscribe acknowledgement was withheld is unsubscribed before a later rebuild", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const events = yield* watchEvents("linear")
        const socket = yield* BybitSocket.BybitSocket
        const conn = yield* socket.connection("linear")
        const topics = ["tickers.BTCUSDT", "tickers.ETHUSDT", "orderbook.50.BTCUSDT"]
        yield* Stream.runDrain(socket.subscribeV5(topics, "linear")).pipe(Effect.forkScoped)
        yield* waitFor(() => emulator.admin.wsSubscriptions()[0]?.topics.length === 3, "subscribed", nudging())
        // the server takes the resubscription after a reconnect but never says so
        emulator.admin.apply({ op: "ack-delay", withhold: true })
        emulator.admin.apply({ op: "drop-sockets" })
        yield* waitFor(
          () => events.some((e) => e._tag === "ResubscribeFailed"),
          "ResubscribeFailed",
          nudging("100 millis")
        )
        // all three acknowledgements are awaited together: one ack timeout (1 s of TestClock), not three
        const failed = events.find((e) => e._tag === "ResubscribeFailed")
        expect(failed?._tag === "ResubscribeFailed" ? [...failed.topics].sort() : []).toEqual([...topics].sort())
        emulator.admin.apply({ op: "ack-delay", withhold: false })
        expect(emulator.admin.wsSubscriptions()[0]?.topics.length).toBe(3)
        // a rebuild (what a book does after a gap) must not be refused with "already subscribed"
        yield* conn.resubscribe(["orderbook.50.BTCUSDT"])
        expect(emulator.admin.wsSubscriptions()[0]?.topics).toContain("orderbook.50.BTCUSDT")
      })
    )
  )

  it.effect("the reconnect's ResubscribeFailed comes after one ack timeout, however many topics are silent", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const events = yield* watchEvents("linear")
        const socket = yield* BybitSocket.BybitSocket
        const topics = ["tickers.BTCUSDT", "tickers.ETHUSDT", "tickers.SOLUSDT", "publicTrade.BTCUSDT"]
        yield* Stream.runDrain(socket.subscribeV5(topics, "linear")).pipe(Effect.forkScoped)
        yield* waitFor(() => emulator.admin.wsSubscriptions()[0]?.topics.length === 4, "subscribed", nudging())
        emulator.admin.apply({ op: "ack-delay", withhold: true })
        emulator.admin.apply({ op: "drop-sockets" })
        yield* waitFor(() => events.filter((e) => e._tag === "Connected").length >= 2, "reconnected", nudging())
        // the TestClock moves only here: 1.5 ack timeouts are enough when the acknowledgements are awaited together
        yield* TestClock.adjust("1500 millis")
        yield* waitFor(
          () => events.some((e) => e._tag === "ResubscribeFailed"),
          "ResubscribeFailed",
          nudging("0 millis")
        )
      })
    )
  )

  it.effect("a book whose snapshot was lost rebuilds from the deltas that follow instead of waiting forever", () =>
    Harness.withEmulator(harness, (emulator) =>
      Effect.gen(function* () {
        const events = yield* watchEvents("linear")
        const seen: { latest: Book | undefined; resets: Array<string> } = { latest: undefined, resets: [] }
        yield* Stream.runForEach(OrderBook.stream("BTCUSDT", 50, "linear"), (event) =>
          Effect.sync(() => {
            if (event._tag === "Book") seen.latest = event
            else {
              seen.latest = undefined
              seen.resets.push(event.reason)
            }
          })
        ).pipe(Effect.forkScoped)
        yield* waitFor(() => seen.latest !== undefined, "the first book", nudging())
        // the next data frame, the snapshot of the resubscription after the drop, arrives corrupted
        emulator.admin.apply({ op: "malformed-frames", truncated: true })
        emulator.admin.apply({ op: "drop-sockets" })
        yield* waitFor(() => events.some((e) => e._tag === "MalformedFrame"), "the corrupted snapshot", nudging())
        expect(seen.latest).toBeUndefined()
        // deltas follow a snapshot the client never had: the book is rebuilt, and equals the exchange's
        const feed = emulator.admin.exchange.feed("linear", "BTCUSDT", 50)
        yield* waitFor(
          () => seen.latest !== undefined && seen.latest.u === feed?.snapshot().u,
          "a rebuilt book",
          nudging("200 millis")
        )
        const exchange = feed?.snapshot()
        expect(seen.latest?.bids).toEqual(exchange?.b)
        expect(seen.latest?.asks).toEqual(exchange?.a)
      })
    )
  )
})
