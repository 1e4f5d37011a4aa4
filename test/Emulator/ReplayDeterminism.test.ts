import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Harness from "../support/Harness.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsClient from "./WsClient.js"

// Determinism in one process: a bot beside `Emulator.make` that acts only on the messages it receives (the level-1
// book of a replayed recording: on every 4th, a maker order at the best bid or ask, or a market order, with an
// orderLinkId of the message's number), on the TestClock. It reads every message of a step before the clock moves
// on (a ping's pong comes after them), so it acts on the same book at the same replay time in every run. Two runs
// over the same recording give byte-identical reports.

const patient = { timeout: "60 seconds" } as const
const T0 = 1_767_225_600_000
const stepMs = 200
const steps = 60
const lines = SeededRecording.record({ seed: 5, start: T0, steps, stepMs })
const upTo = (time: number) => lines.filter((l) => l.r <= time).length

type Level = ReadonlyArray<string>

/** One run: the bot over the recording, then the report as JSON text. */
const run = Harness.withEmulator({ seed: 9, startAt: T0, market: Replay.from(lines, { speed: 1 }) }, (emulator) =>
  Effect.gen(function* () {
    const control = emulator.replay
    if (control === undefined) throw new Error("not replaying")
    const ws = yield* WsClient.connect(emulator.ws.linear)
    yield* WsClient.await_(() =>
      ws.request({ op: "subscribe", req_id: "s", args: ["orderbook.1.BTCUSDT"] }, (m) => m.op === "subscribe")
    )
    let seen = 0
    let read = 0
    for (let k = 0; k <= steps; k++) {
      if (k > 0) yield* TestClock.adjust(stepMs)
      yield* waitFor(() => control.status().lines === upTo(T0 + k * stepMs), `step ${k}`, patient)
      // every message of the step has come: the pong is sent after them
      yield* WsClient.await_(() =>
        ws.request({ op: "ping", req_id: `p${k}` }, (m) => m.op === "ping" && m.req_id === `p${k}`)
      )
      const messages = ws.frames.slice(read).flatMap((f) => (f.json?.topic === "orderbook.1.BTCUSDT" ? [f.json] : []))
      read = ws.frames.length
      for (const message of messages) {
        seen++
        if (seen % 4 !== 0) continue
        const data = message.data as { readonly b: ReadonlyArray<Level>; readonly a: ReadonlyArray<Level> }
        const bid = data.b[0]?.[0]
        const ask = data.a[0]?.[0]
        const kind = (seen / 4) % 3
        yield* Trade.submitOrder({
          category: "linear",
          symbol: "BTCUSDT",
          orderLinkId: `bot-${seen}`,
          qty: "0.010",
          ...(kind === 0 || bid === undefined || ask === undefined
            ? { side: seen % 8 === 0 ? "Buy" : "Sell", orderType: "Market" }
            : kind === 1
              ? { side: "Buy", orderType: "Limit", price: bid, timeInForce: "PostOnly" }
              : { side: "Sell", orderType: "Limit", price: ask, timeInForce: "PostOnly" })
        })
      }
    }
    yield* waitFor(() => control.status().state === "ended", "the end of the recording", patient)
    return JSON.stringify(emulator.admin.report())
  })
)

describe("determinism of a replay", () => {
  it.effect("two runs of the same bot over the same recording give byte-identical reports", () =>
    Effect.gen(function* () {
      const first = yield* run
      const second = yield* run
      const report = JSON.parse(first) as { readonly fills: ReadonlyArray<{ readonly orderLinkId?: string }> }
      // the bot traded: market orders at once, maker orders as the recording's trades reached them
      expect(report.fills.length).toBeGreaterThan(5)
      expect(second).toBe(first)
    })
  )
})
