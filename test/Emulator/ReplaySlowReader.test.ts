import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"
import * as WideBook from "../support/WideBook.js"
import * as WsClient from "./WsClient.js"

// A reader that stops reading while a replay plays at a fixed speed: past `maxUnsentBytes` unsent it is closed with
// 1008 ("too slow") and what the server holds for it stops growing. Measured at the server: the bytes every socket
// still queues (`admin.wsUnsentBytes`), after each second of a simulated minute at speed 20 (20 minutes of a wide
// book, ~6 kB a delta). A reader that keeps up, on the same replay, is not closed.

const patient = { timeout: "120 seconds" } as const
const T0 = 1_767_225_600_000
const stepMs = 200
const speed = 20
const minute = 60_000
const lines = WideBook.record({ start: T0, steps: (minute * speed) / stepMs, stepMs, levels: 150 })
const upTo = (time: number) => lines.filter((l) => l.r <= time).length
const bound = 2 * 1024 * 1024
// what may be queued at once over the bound: the frame that took it past (one delta), with room to spare
const frameSlack = 64 * 1024

describe("a slow reader of a replay at a fixed speed", () => {
  it.effect("the bound is at least the 1 MiB that holds a replay at max: a smaller one is refused by name", () =>
    Effect.gen(function* () {
      const refused = yield* Emulator.make({ maxUnsentBytes: 1000 }).pipe(Effect.flip)
      expect(refused.message).toMatch(/maxUnsentBytes must be an integer of at least 1048576/)
    }).pipe(Effect.scoped)
  )

  it.effect(
    "is closed with 1008 once over the bound; the bytes the server holds stay under it for the rest of the minute",
    () =>
      Harness.withEmulator({ startAt: T0, maxUnsentBytes: bound, market: Replay.from(lines, { speed }) }, (emulator) =>
        Effect.gen(function* () {
          const control = emulator.replay
          if (control === undefined) throw new Error("not replaying")
          const slow = yield* WsClient.connect(emulator.ws.linear)
          const reader = yield* WsClient.connect(emulator.ws.linear)
          const topic = "orderbook.200.BTCUSDT"
          yield* WsClient.await_(() => slow.request({ op: "subscribe", args: [topic] }, (m) => m.op === "subscribe"))
          yield* WsClient.await_(() =>
            reader.request({ op: "subscribe", args: ["orderbook.1.BTCUSDT"] }, (m) => m.op === "subscribe")
          )
          // it stops reading: what the server sends it stays in the sockets (the kernel's, then the server's)
          slow.socket.pause()
          const samples: Array<number> = []
          for (let s = 1; s <= minute / 1000; s++) {
            yield* TestClock.adjust(1_000)
            yield* waitFor(() => control.status().lines >= upTo(T0 + s * 1_000 * speed), `second ${s}`, patient)
            // a turn of the event loop: the frames of these lines are written (or dropped)
            yield* Effect.promise(() => new Promise((resolve) => setImmediate(resolve)))
            samples.push(emulator.admin.wsUnsentBytes())
          }
          expect(control.status().lines).toBe(lines.length)
          // bounded at every sample, and the slow one is no longer served (the reader is)
          expect(Math.max(...samples)).toBeLessThanOrEqual(bound + frameSlack)
          expect(emulator.admin.wsSubscriptions().map((c) => c.topics)).toEqual([["orderbook.1.BTCUSDT"]])
          // it reads again: what was queued, then the close frame
          slow.socket.resume()
          const code = yield* Effect.promise(() => slow.closed)
          expect(code).toBe(1008)
          expect(reader.closeCode).toBeUndefined()
          expect(reader.frames.length).toBeGreaterThan(lines.length)
          yield* waitFor(() => emulator.admin.wsUnsentBytes() === 0, "the closed socket's bytes gone", patient)
        })
      )
  )
})
