import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import type * as ExchangeTypes from "../../src/Emulator/ExchangeTypes.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as ReplayStatus from "../../src/Emulator/market/ReplayStatus.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import type * as Format from "../../src/Recording/Format.js"
import * as AdminHttp from "../support/AdminHttp.js"
import * as Harness from "../support/Harness.js"
import * as RecordedLines from "../support/RecordedLines.js"
import { controlOf, serverTime } from "../support/ReplayProbe.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { waitFor } from "../support/WaitFor.js"

// a loaded machine (two cores shared by many) may take a while to run the replay's fiber
const patient = { timeout: "60 seconds" } as const

// Pausing, playing and changing the speed of a replay while it runs, on the handle and over `/__admin/replay`. The
// clock is the TestClock: what a replay delivered is read as the recording's own time and its count of lines.

const T0 = 1_767_225_600_000
const lines = SeededRecording.record({ seed: 11, start: T0, steps: 50, stepMs: 200 })
const last = (lines[lines.length - 1] as Format.Line).r
/** How many lines a replay has applied once its clock reads `time`. */
const upTo = (time: number) => lines.filter((l) => l.r <= time).length

const admin = (emulator: Emulator.EmulatorHandle, body?: object) =>
  Effect.promise(async () => {
    const response = await AdminHttp.fetchAdmin(
      emulator,
      "replay",
      body === undefined ? { method: "GET" } : { method: "POST", body }
    )
    return { status: response.status, json: (await response.json()) as { ok: boolean; result?: ReplayStatus.Status } }
  })

describe("controlling a replay while it runs", () => {
  it.effect(
    "paused, the clock and the market stand still and an order fills against the standing book; play and speed go on",
    () =>
      Harness.withEmulator({ seed: 3, startAt: T0, market: Replay.from(lines, { speed: 1 }) }, (emulator) =>
        Effect.gen(function* () {
          const control = controlOf(emulator)
          yield* waitFor(() => control.status().lines === upTo(T0), "the first lines", patient)
          yield* TestClock.adjust(2_000)
          yield* waitFor(() => control.status().lines === upTo(T0 + 2_000), "the lines of the first 2 s", patient)
          expect(control.status()).toMatchObject({
            state: "playing",
            speed: 1,
            time: T0 + 2_000,
            from: T0,
            extent: { lines: lines.length, from: T0, to: last }
          })
          expect(control.status().progress).toBeCloseTo(2_000 / (last - T0), 6)

          control.pause()
          const book = emulator.admin.book("linear", "BTCUSDT", 1)
          yield* TestClock.adjust(5_000)
          // a REST round trip lets every fiber the adjustment woke run before the reads
          expect(yield* serverTime(emulator)).toBe(T0 + 2_000)
          expect(control.status()).toMatchObject({ state: "paused", time: T0 + 2_000, lines: upTo(T0 + 2_000) })
          expect(emulator.admin.book("linear", "BTCUSDT", 1)).toEqual(book)

          // the bot's order is accepted and takes the best ask the recording left
          const ask = book?.a[0]?.[0]
          const placed = yield* Trade.submitOrder({
            category: "linear",
            symbol: "BTCUSDT",
            side: "Buy",
            orderType: "Market",
            qty: "0.01"
          })
          const order = emulator.admin.exchange.engine
            .orders({ accountId: emulator.uid, category: "linear", openOnly: false })
            .find((o) => o.orderId === placed.orderId)
          expect(order).toMatchObject({ orderStatus: "Filled", cumExecQty: "0.010" })
          expect(Number(order?.avgPrice)).toBe(Number(ask))
          expect(control.status()).toMatchObject({ state: "paused", time: T0 + 2_000, lines: upTo(T0 + 2_000) })

          // a new speed while paused: still paused; played, the clock goes on at 4× from where it stood
          control.setSpeed(4)
          expect(control.status()).toMatchObject({ state: "paused", speed: 4, time: T0 + 2_000 })
          control.play()
          yield* TestClock.adjust(1_000)
          yield* waitFor(() => control.status().lines === upTo(T0 + 6_000), "the lines up to 6 s at 4×", patient)
          expect(control.status()).toMatchObject({ state: "playing", speed: 4, time: T0 + 6_000 })
          expect(yield* serverTime(emulator)).toBe(T0 + 6_000)

          // as fast as consumed: the rest of the recording without the clock moving
          control.setSpeed("max")
          yield* waitFor(() => control.status().state === "ended", "the end of the recording", patient)
          expect(control.status()).toMatchObject({ lines: lines.length, at: last, progress: 1 })
          expect(() => control.setSpeed(0)).toThrow(RangeError)
        })
      )
  )

  it.effect(
    "paused between two of the market's steps, the bar and the ticker pushed are the trades applied up to the pause",
    () => {
      // a book, then a trade every 50 ms at a new price: the market steps every 200 ms of the replay's clock, so the
      // trades of the last 150 ms before a pause came after its last step
      const trades = Array.from({ length: 60 }, (_, k) => ({ T: T0 + 25 + 50 * k, p: 60_000 + 7 * k + (k % 3) * 11 }))
      const tradeLines = trades.map((t, k) => RecordedLines.btcTrade(t.T, t.p.toFixed(2), "0.010", `t${k}`))
      const recording = [RecordedLines.btcBook(T0), ...tradeLines]
      return Harness.withEmulator({ seed: 3, startAt: T0, market: Replay.from(recording, { speed: 1 }) }, (emulator) =>
        Effect.gen(function* () {
          const control = controlOf(emulator)
          const exchange = emulator.admin.exchange
          const pushed: Array<ExchangeTypes.PublicEvent> = []
          const stop = exchange.onPublic((e) => {
            if (e.symbol === "BTCUSDT" && (e.kind === "kline" || e.kind === "ticker")) pushed.push(e)
          })
          const releases = [
            exchange.watch({ kind: "kline", category: "linear", symbol: "BTCUSDT", interval: "60" }),
            exchange.watch({ kind: "ticker", category: "linear", symbol: "BTCUSDT" })
          ]
          yield* waitFor(() => control.status().lines === 1, "the book", patient)
          // steps at 0, 200, …, 2 000 ms; the tick at 2 100 is too close to the last step to take one
          yield* TestClock.adjust(2_150)
          const applied = trades.filter((t) => t.T <= T0 + 2_150)
          yield* waitFor(() => control.status().lines === 1 + applied.length, "the trades of 2.15 s", patient)
          control.pause()
          yield* TestClock.adjust(5_000)
          expect(yield* serverTime(emulator)).toBe(T0 + 2_150)
          const prices = applied.map((t) => t.p)
          const bars = pushed.flatMap((e) => (e.kind === "kline" ? [e.data] : []))
          expect(bars.at(-1)).toMatchObject({
            start: T0,
            open: (prices[0] as number).toFixed(2),
            high: Math.max(...prices).toFixed(2),
            low: Math.min(...prices).toFixed(2),
            close: (prices.at(-1) as number).toFixed(2),
            confirm: false
          })
          const tickers = pushed.flatMap((e) => (e.kind === "ticker" ? [e.data] : []))
          expect(tickers.at(-1)).toMatchObject({ lastPrice: (prices.at(-1) as number).toFixed(2) })
          for (const release of releases) release()
          stop()
        })
      )
    }
  )

  it.effect(
    "GET and POST /__admin/replay answer the status (with the recording's markets) and drive it; a seeded emulator answers that it is not replaying (GET 200, POST 404)",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(T0)
        const emulator = yield* Emulator.make({ seed: 3, market: Replay.from(lines, { speed: 2 }) })
        const control = controlOf(emulator)
        yield* waitFor(() => control.status().lines === upTo(T0), "the first lines", patient)
        const first = yield* admin(emulator)
        expect(first).toMatchObject({
          status: 200,
          json: { ok: true, result: { state: "playing", speed: 2, time: T0 } }
        })
        // the recording's markets (its topics: books, trades, tickers and bars of one symbol), for a page to list
        expect(first.json.result?.markets).toEqual([{ category: "linear", symbol: "BTCUSDT" }])

        const paused = yield* admin(emulator, { action: "pause", speed: 10 })
        expect(paused).toMatchObject({ status: 200, json: { result: { state: "paused", speed: 10, time: T0 } } })
        yield* TestClock.adjust(3_000)
        expect((yield* admin(emulator)).json.result).toMatchObject({ state: "paused", time: T0, lines: upTo(T0) })

        for (const bad of [{ speed: 0 }, { speed: -1 }, { speed: "fast" }, { action: "stop" }, {}]) {
          const refused = yield* admin(emulator, bad)
          expect(refused.status).toBe(400)
          expect(refused.json.ok).toBe(false)
        }
        expect(control.status()).toMatchObject({ state: "paused", speed: 10 })

        const played = yield* admin(emulator, { action: "play" })
        expect(played.json.result).toMatchObject({ state: "playing", speed: 10, time: T0 })
        yield* TestClock.adjust(100)
        yield* waitFor(
          () => control.status().lines === upTo(T0 + 1_000),
          "the lines of the first second at 10×",
          patient
        )
        expect((yield* admin(emulator)).json.result).toMatchObject({ state: "playing", time: T0 + 1_000 })

        const seeded = yield* Emulator.make({ seed: 3 })
        expect(seeded.replay).toBeUndefined()
        // a page asks every emulator: the seeded one says it is not replaying without an error status
        const asked = yield* admin(seeded)
        expect(asked.status).toBe(200)
        expect(asked.json).toEqual({ ok: true, replaying: false })
        expect((yield* admin(seeded, { action: "pause" })).status).toBe(404)
      })
  )
})
