// Loaded first: the V5 barrel and its registry import each other, and the registry must be entered first.
import "../../src/Http/v5/all.js"
import { describe, expect, it } from "@effect/vitest"
import type * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Metric from "effect/Metric"
import * as Schedule from "effect/Schedule"
import * as Stream from "effect/Stream"
import * as Market from "../../src/Http/v5/Market.js"
import * as Metrics from "../../src/Observability/Metrics.js"
import * as OrderBook from "../../src/Socket/OrderBook.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// The counters against the emulator's faults: a dropped socket is one reconnect, a dropped delta one gap reset, and
// the stream's own BookReset events agree with the counters.

// the emulator's market ticks fast; the client is public-only and reconnects at once
const harness: Harness.Options = {
  seed: 21,
  tickMs: 50,
  credentials: false,
  socket: { pingInterval: "1 hour", reconnect: Schedule.spaced("50 millis"), ackTimeout: "5 seconds" }
}

// polls on the live clock, moving the TestClock by a tick at each poll that found the awaited state absent
const ticking = { interval: "1 millis", nudge: "50 millis", nudgeEvery: 1 } as const

const count = (metric: Metric.Counter<number>) => Effect.map(Metric.value(metric), (state) => state.count)

// The exporter pattern of docs/OBSERVABILITY.md: Effect keeps every metric in its registry; read it with
// Metric.snapshot and write it where it should go, here as Prometheus text (counters; histogram count and sum).
const prometheusText = (snapshots: ReadonlyArray<Metric.Metric.Snapshot>): string =>
  snapshots
    .filter((snapshot) => snapshot.id.startsWith("bybit_"))
    .flatMap((snapshot) => {
      const name = snapshot.id
      const tags = Object.entries(snapshot.attributes ?? {})
      const labels = tags.length === 0 ? "" : `{${tags.map(([key, value]) => `${key}="${value}"`).join(",")}}`
      if (snapshot.type === "Counter") return [`${name}${labels} ${snapshot.state.count}`]
      if (snapshot.type === "Histogram") {
        return [`${name}_count${labels} ${snapshot.state.count}`, `${name}_sum${labels} ${snapshot.state.sum}`]
      }
      return []
    })
    .join("\n")

// Writes the metrics every `interval` for as long as the enclosing scope lives.
const exportMetrics = (interval: Duration.Input, write: (text: string) => Effect.Effect<void>) =>
  Metric.snapshot.pipe(
    Effect.flatMap((snapshots) => write(prometheusText(snapshots))),
    Effect.repeat(Schedule.spaced(interval)),
    Effect.forkScoped
  )

const reasons: ReadonlyArray<OrderBook.ResetReason> = ["gap", "crossed", "invalid", "stale", "disconnected"]

const resetCounts = Effect.forEach(reasons, (reason) => count(Metrics.bookResetsOf("linear", reason)))

describe("metrics", () => {
  // on the TestClock with the exchange in this process: its ticks and the reconnect's delay pass at each poll that
  // found the awaited state absent, its frames are tasks of the scheduler
  it.effect("a dropped socket counts one reconnect of its market; book gaps and drops count one reset each", () =>
    Harness.withEmulator({ ...harness, startAt: Date.UTC(2026, 0, 15), inProcess: true }, (emulator) =>
      Effect.gen(function* () {
        const reconnectsBefore = yield* count(Metrics.reconnectsOf("linear"))
        const privateBefore = yield* count(Metrics.reconnectsOf("private"))
        const resetsBefore = yield* resetCounts

        const resets: Array<OrderBook.BookReset> = []
        let books = 0
        yield* Stream.runForEach(OrderBook.stream("BTCUSDT", 50, "linear"), (event) =>
          Effect.sync(() => {
            if (event._tag === "BookReset") resets.push(event)
            else books++
          })
        ).pipe(Effect.forkScoped)
        yield* waitFor(() => books > 0, "the first book", ticking)
        // a live connection reconnects nothing, and books flowing reset nothing
        expect(yield* count(Metrics.reconnectsOf("linear"))).toBe(reconnectsBefore)
        expect(yield* resetCounts).toEqual(resetsBefore)

        // a dropped delta: the next one jumps u, the book is thrown away and rebuilt
        emulator.admin.apply({ op: "skip-delta", symbol: "BTCUSDT" })
        yield* waitFor(() => resets.some((r) => r.reason === "gap"), "the gap reset", ticking)
        const afterGap = books
        yield* waitFor(() => books > afterGap, "a book after the gap", ticking)
        expect(yield* count(Metrics.bookResetsOf("linear", "gap"))).toBe((resetsBefore[0] ?? 0) + 1)
        expect(yield* count(Metrics.reconnectsOf("linear"))).toBe(reconnectsBefore)

        // every socket dropped: the connection reconnects once, the book resets once
        emulator.admin.apply({ op: "drop-sockets" })
        yield* waitFor(() => resets.some((r) => r.reason === "disconnected"), "the disconnect reset", ticking)
        const afterDrop = books
        yield* waitFor(() => books > afterDrop, "a book after the reconnect", ticking)
        expect(yield* count(Metrics.reconnectsOf("linear"))).toBe(reconnectsBefore + 1)
        expect(yield* count(Metrics.reconnectsOf("private"))).toBe(privateBefore)

        // the counters moved exactly as the stream's own BookReset events say
        const resetsAfter = yield* resetCounts
        const moved = reasons.map((_, i) => (resetsAfter[i] ?? 0) - (resetsBefore[i] ?? 0))
        expect(moved).toEqual(reasons.map((reason) => resets.filter((r) => r.reason === reason).length))
        expect(moved).toEqual([1, 0, 0, 0, 1])

        // and they are exported under their documented names and labels
        const snapshot = yield* Metric.snapshot
        const find = (name: string, tags: Record<string, string>) =>
          snapshot.find(
            (entry) =>
              entry.id === name && Object.entries(tags).every(([key, value]) => entry.attributes?.[key] === value)
          )
        const counted = (name: string, tags: Record<string, string>) => {
          const found = find(name, tags)
          return found?.type === "Counter" ? found.state.count : undefined
        }
        expect(counted("bybit_ws_reconnects_total", { market: "linear" })).toBe(reconnectsBefore + 1)
        expect(counted("bybit_book_resets_total", { category: "linear", reason: "gap" })).toBe(
          (resetsBefore[0] ?? 0) + 1
        )
        const text = prometheusText(snapshot).split("\n")
        expect(text).toContain(`bybit_ws_reconnects_total{market="linear"} ${reconnectsBefore + 1}`)
        expect(text).toContain(`bybit_book_resets_total{category="linear",reason="disconnected"} ${resetsAfter[4]}`)
      })
    )
  )

  it.live("a REST call records its latency, and its wait for the rate budget, under its endpoint", () =>
    Harness.withEmulator(harness, () =>
      Effect.gen(function* () {
        const latency = Metric.withAttributes(Metrics.requestLatency, { endpoint: "/v5/market/tickers" })
        const wait = Metric.withAttributes(Metrics.budgetWait, { endpoint: "/v5/market/tickers" })
        const before = [(yield* Metric.value(latency)).count, (yield* Metric.value(wait)).count]
        yield* Market.getTickers({ category: "linear", symbol: "BTCUSDT" })
        yield* Market.getTickers({ category: "linear", symbol: "ETHUSDT" })
        const after = [(yield* Metric.value(latency)).count, (yield* Metric.value(wait)).count]
        expect(after).toEqual([(before[0] ?? 0) + 2, (before[1] ?? 0) + 2])
        const recorded = yield* Metric.value(latency)
        expect(recorded.min).toBeGreaterThanOrEqual(0)
        expect(recorded.max).toBeLessThan(30_000)

        // the periodic exporter writes what the registry holds
        const written: Array<string> = []
        yield* exportMetrics("20 millis", (text) => Effect.sync(() => written.push(text)))
        yield* waitFor(() => written.length >= 2, "two exports")
        const lines = (written[0] ?? "").split("\n")
        expect(lines).toContain(`bybit_request_duration_ms_count{endpoint="/v5/market/tickers"} ${after[0]}`)
        expect(lines).toContain(`bybit_budget_wait_ms_count{endpoint="/v5/market/tickers"} ${after[1]}`)
      })
    )
  )
})
