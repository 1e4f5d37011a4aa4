import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import * as KlineStream from "../../src/Http/KlineStream.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Harness from "../support/Harness.js"

// Candles for a range, walked through the emulator's kline endpoints (newest first, at most `limit` per answer).

const NOW = Date.UTC(2026, 0, 15, 12, 0, 30)
const MINUTE = 60_000

/** A public-only client on an exchange frozen at NOW. */
const exchange: Harness.Options = { startAt: NOW, seed: 3, credentials: false }

const collect = <A, E, R>(stream: Stream.Stream<A, E, R>) => Stream.runCollect(stream)

const expectContiguous = (starts: ReadonlyArray<number>, step: number) => {
  for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBe(step)
}

describe("KlineStream", () => {
  it.effect("walks a range longer than one answer: oldest first, every minute once, nothing outside the range", () =>
    Harness.withEmulator(exchange, () =>
      Effect.gen(function* () {
        // 2 500 one-minute candles: three windows of 999 at the default page size
        const end = Math.floor(NOW / MINUTE) * MINUTE - MINUTE
        const start = end - 2_499 * MINUTE
        const candles = yield* collect(
          KlineStream.candles({ category: "linear", symbol: "BTCUSDT", interval: "1", start, end })
        )
        const starts = candles.map((c) => c.startTime)
        expect(candles.length).toBe(2_500)
        expect(starts[0]).toBe(start)
        expect(starts[starts.length - 1]).toBe(end)
        expectContiguous(starts, MINUTE)
        // the same candles as one direct call gives for the newest 200 (reversed: the wire is newest first)
        const direct = yield* Market.getKline({ category: "linear", symbol: "BTCUSDT", interval: "1", end, limit: 200 })
        expect(candles.slice(-200)).toEqual([...direct.list].reverse())
      })
    )
  )

  it.effect("keeps windows apart when the range starts inside a candle and pages are small", () =>
    Harness.withEmulator(exchange, () =>
      Effect.gen(function* () {
        const hour = 60 * MINUTE
        const end = Math.floor(NOW / hour) * hour - 3 * hour
        const start = end - 40 * hour + 17 * MINUTE // inside a candle: that candle starts before the range
        const candles = yield* collect(
          KlineStream.markPriceCandles({
            category: "linear",
            symbol: "ETHUSDT",
            interval: "60",
            start,
            end,
            pageSize: 7
          })
        )
        const starts = candles.map((c) => c.startTime)
        expect(starts[0]).toBe(start - 17 * MINUTE + hour)
        expect(starts[starts.length - 1]).toBe(end)
        expect(candles.length).toBe(40)
        expectContiguous(starts, hour)
        expect(new Set(starts).size).toBe(starts.length)
      })
    )
  )

  it.effect("walks calendar months, whose lengths differ", () =>
    Harness.withEmulator(exchange, () =>
      Effect.gen(function* () {
        const start = Date.UTC(2023, 0, 1)
        const end = Date.UTC(2025, 11, 1)
        const candles = yield* collect(
          KlineStream.indexPriceCandles({
            category: "linear",
            symbol: "BTCUSDT",
            interval: "M",
            start,
            end,
            pageSize: 5
          })
        )
        const months = candles.map((c) => new Date(c.startTime).toISOString().slice(0, 7))
        expect(months.length).toBe(36)
        expect(months[0]).toBe("2023-01")
        expect(months[13]).toBe("2024-02")
        expect(months[35]).toBe("2025-12")
        expect(new Set(months).size).toBe(36)
      })
    )
  )

  it.effect("ends at the exchange's clock: a range reaching into the future gives the candles so far", () =>
    Harness.withEmulator(exchange, () =>
      Effect.gen(function* () {
        const current = Math.floor(NOW / MINUTE) * MINUTE
        const candles = yield* collect(
          KlineStream.premiumIndexPriceCandles({
            symbol: "BTCUSDT",
            interval: "1",
            start: current - 9 * MINUTE,
            end: current + 60 * MINUTE
          })
        )
        expect(candles.map((c) => c.startTime)).toEqual(
          Array.from({ length: 10 }, (_, i) => current - (9 - i) * MINUTE)
        )
      })
    )
  )

  it.effect("refuses a bad range or page size before calling", () =>
    Harness.withEmulator(exchange, () =>
      Effect.gen(function* () {
        const reversed = yield* Effect.flip(
          collect(KlineStream.candles({ symbol: "BTCUSDT", interval: "1", start: NOW, end: NOW - MINUTE }))
        )
        expect(reversed._tag).toBe("InvalidParameters")
        expect(reversed.message).toContain("is after end")
        const page = yield* Effect.flip(
          collect(KlineStream.candles({ symbol: "BTCUSDT", interval: "1", start: 0, end: NOW, pageSize: 1 }))
        )
        expect(page._tag).toBe("InvalidParameters")
        expect(page.message).toContain("params.pageSize")
      })
    )
  )

  it("sizes windows so that no answer can be cut short", () => {
    expect(KlineStream.windowLength("1", 1000)).toBe(999 * MINUTE)
    expect(KlineStream.windowLength("D", 3)).toBe(2 * 24 * 60 * MINUTE)
    expect(KlineStream.windowLength("M", 2)).toBe(28 * 24 * 60 * MINUTE)
  })
})
