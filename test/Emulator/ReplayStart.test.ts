import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as FastCheck from "fast-check"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as ReplayStart from "../../src/Emulator/market/ReplayStart.js"
import type * as ReplayStatus from "../../src/Emulator/market/ReplayStatus.js"
import { ReplayClock } from "../../src/Emulator/Replaying.js"
import type * as Format from "../../src/Recording/Format.js"
import * as AdminHttp from "../support/AdminHttp.js"
import * as Harness from "../support/Harness.js"
import { controlOf, serverTime } from "../support/ReplayProbe.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsClient from "./WsClient.js"

// When a replay starts (`Replay.from(lines, { start })`): at once, on `play`, or at the first subscription to a
// recorded topic. Until then the lines of its first receive time are laid and nothing after them: the status's line
// count and clock stand at the first line however long the (test) clock runs.

const patient = { timeout: "60 seconds" } as const
const T0 = 1_767_225_600_000
const lines = SeededRecording.record({ seed: 11, start: T0, steps: 50, stepMs: 200 })
const upTo = (time: number) => lines.filter((l) => l.r <= time).length

const play = (emulator: Emulator.EmulatorHandle) =>
  Effect.promise(() =>
    AdminHttp.fetchAdmin(emulator, "replay", { body: { action: "play" } }).then(
      (r) => r.json() as Promise<{ ok: boolean; result: ReplayStatus.Status }>
    )
  )

const subscribe = (client: WsClient.Client, topic: string) =>
  WsClient.await_(() =>
    client.request({ op: "subscribe", req_id: topic, args: [topic] }, (m) => m.op === "subscribe" && m.req_id === topic)
  )

describe("starting a replay", () => {
  it.effect("paused: nothing past the first receive time is laid, the clock stands there, until play", () =>
    Harness.withEmulator({ startAt: T0, market: Replay.from(lines, { speed: 1, start: "paused" }) }, (emulator) =>
      Effect.gen(function* () {
        const control = controlOf(emulator)
        yield* waitFor(() => control.status().lines === upTo(T0), "the lines of the first receive time", patient)
        expect(control.status()).toMatchObject({ state: "paused", waiting: "play", lines: upTo(T0), time: T0 })
        // a minute of the test's clock: the replay does not move
        yield* TestClock.adjust(60_000)
        expect(yield* serverTime(emulator)).toBe(T0)
        expect(control.status()).toMatchObject({ state: "paused", waiting: "play", lines: upTo(T0), time: T0 })
        const played = yield* play(emulator)
        expect(played.result.state).toBe("playing")
        expect(played.result.waiting).toBeUndefined()
        yield* TestClock.adjust(2_000)
        yield* waitFor(() => control.status().lines === upTo(T0 + 2_000), "the lines of the first 2 s", patient)
        expect(yield* serverTime(emulator)).toBe(T0 + 2_000)
      })
    )
  )

  it.effect(
    "on-subscribe: other symbols and markets do not start it; a subscription to a recorded symbol does, at any depth",
    () =>
      Harness.withEmulator(
        { startAt: T0, market: Replay.from(lines, { speed: "max", start: "on-subscribe" }) },
        (emulator) =>
          Effect.gen(function* () {
            const control = controlOf(emulator)
            yield* waitFor(() => control.status().lines === upTo(T0), "the lines of the first receive time", patient)
            expect(control.status()).toMatchObject({ state: "paused", waiting: "subscription", lines: upTo(T0) })
            const linear = yield* WsClient.connect(emulator.ws.linear)
            const spot = yield* WsClient.connect(emulator.ws.spot)
            yield* subscribe(linear, "orderbook.50.ETHUSDT")
            yield* subscribe(spot, "orderbook.50.BTCUSDT")
            yield* TestClock.adjust(10_000)
            expect(yield* serverTime(emulator)).toBe(T0)
            expect(control.status()).toMatchObject({ waiting: "subscription", lines: upTo(T0), time: T0 })
            // the recording holds orderbook.50.BTCUSDT on linear: another depth of it starts the replay
            yield* subscribe(linear, "orderbook.1.BTCUSDT")
            yield* waitFor(() => control.status().state === "ended", "the end of the recording", patient)
            expect(control.status()).toMatchObject({ lines: lines.length })
            expect(control.status().waiting).toBeUndefined()
          })
      )
  )

  it.effect("now (the default of Replay.from): it plays from the start, at max to the end with nobody subscribed", () =>
    Harness.withEmulator({ startAt: T0, market: Replay.from(lines, { speed: "max" }) }, (emulator) =>
      Effect.gen(function* () {
        const control = controlOf(emulator)
        yield* waitFor(() => control.status().state === "ended", "the end of the recording", patient)
        expect(control.status()).toMatchObject({ lines: lines.length })
      })
    )
  )
})

describe("the start's rules", () => {
  it("a recording's topics are its lines' topics; a subscription starts it on a recorded market and symbol", () => {
    const topics = ReplayStart.topicsOf(lines)
    expect(topics).toContainEqual({ category: "linear", topic: "orderbook.50.BTCUSDT" })
    expect(topics).toContainEqual({ category: "linear", topic: "publicTrade.BTCUSDT" })
    expect(ReplayStart.startsOn(topics, "linear", "tickers.BTCUSDT")).toBe(true)
    expect(ReplayStart.startsOn(topics, "linear", "orderbook.200.BTCUSDT")).toBe(true)
    expect(ReplayStart.startsOn(topics, "spot", "orderbook.50.BTCUSDT")).toBe(false)
    expect(ReplayStart.startsOn(topics, "linear", "orderbook.50.BTCUSDTX")).toBe(false)
    // a stream that did not say its topics: any public subscription
    expect(ReplayStart.startsOn(undefined, "spot", "tickers.SOLUSDT")).toBe(true)
    const gapOnly: ReadonlyArray<Format.Line> = [{ r: T0, c: "linear", gap: { reason: "x" } }]
    expect(ReplayStart.topicsOf(gapOnly)).toEqual([])
  })

  it("a recording's markets: each category and symbol of its topics once, in the order first seen", () => {
    expect(
      ReplayStart.marketsOf([
        { category: "linear", topic: "orderbook.50.BTCUSDT" },
        { category: "linear", topic: "publicTrade.BTCUSDT" },
        { category: "spot", topic: "publicTrade.BTCUSDT" },
        { category: "linear", topic: "kline.1.SOLUSDT" },
        { category: "linear", topic: "tickers.SOLUSDT" }
      ])
    ).toEqual([
      { category: "linear", symbol: "BTCUSDT" },
      { category: "spot", symbol: "BTCUSDT" },
      { category: "linear", symbol: "SOLUSDT" }
    ])
    expect(ReplayStart.marketsOf([])).toEqual([])
  })

  // A model of the start: it waits until the first `play`, or (on-subscribe) the first subscription not preceded by a
  // pause (a pause while it waits hands the start to `play`); once started, pause and play act as ever.
  it("the clock's start against a model, over random sequences of controls", () => {
    type Op = "play" | "pause" | "subscribed"
    FastCheck.assert(
      FastCheck.property(
        FastCheck.constantFrom<ReplayStart.Start>("now", "paused", "on-subscribe"),
        FastCheck.array(FastCheck.constantFrom<Op>("play", "pause", "subscribed"), { maxLength: 12 }),
        (start, ops) => {
          const clock = new ReplayClock(() => 0, "max", start)
          let waiting: "play" | "subscription" | undefined =
            start === "paused" ? "play" : start === "on-subscribe" ? "subscription" : undefined
          let paused = waiting !== undefined
          expect(clock.waiting).toBe(waiting)
          for (const op of ops) {
            if (op === "play") {
              clock.play()
              waiting = undefined
              paused = false
            } else if (op === "pause") {
              clock.pause()
              if (waiting !== undefined) waiting = "play"
              paused = true
            } else {
              clock.subscribed()
              if (waiting === "subscription") {
                waiting = undefined
                paused = false
              }
            }
            expect(clock.waiting).toBe(waiting)
            expect(clock.paused).toBe(paused)
          }
        }
      )
    )
  })
})
