import { describe, expect, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { WebSocket } from "ws"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import type * as Format from "../../src/Recording/Format.js"
import { eventually, waitFor } from "../support/WaitFor.js"

// A replay "as fast as it is consumed" never runs ahead of its slowest reader: a client that stops reading holds the
// replay back (the emulator queues about a megabyte for it, not the recording), and once it reads again the replay
// runs to its end with every book message delivered in order.

const T0 = 1_767_225_600_000
// every recorded delta re-sizes all 100 levels, and the client reads the book at three depths: ~12 kB of frames a
// line, so the recording's frames (~25 MB) far exceed what the kernel's socket buffers and the high-water mark hold
const DELTAS = 2_000
const TOPICS = ["orderbook.50.BTCUSDT", "orderbook.200.BTCUSDT", "orderbook.1000.BTCUSDT"]

const price = (units: number) => (units / 10).toFixed(1)
const levels = (n: number) => {
  const size = (k: number) => (n + (k + 1) / 1000).toFixed(3)
  return {
    b: Array.from({ length: 50 }, (_, k) => [price(600_000 - k), size(k)]),
    a: Array.from({ length: 50 }, (_, k) => [price(600_001 + k), size(50 + k)])
  }
}
const bookLine = (n: number): Format.Line => ({
  r: T0 + n * 20,
  c: "linear",
  m: {
    topic: "orderbook.50.BTCUSDT",
    type: n === 0 ? "snapshot" : "delta",
    ts: T0 + n * 20,
    data: { s: "BTCUSDT", ...levels(n), u: n + 1, seq: n + 1 },
    cts: T0 + n * 20
  }
})
/** The line a best bid size says was applied last (its integer part). */
const position = (bestBidSize: string | undefined) => Math.floor(Number(bestBidSize ?? "-1"))

describe("a replay as fast as it is consumed", () => {
  it.live(
    "waits for a reader that stopped reading, and delivers everything in order once it reads again",
    () =>
      Effect.gen(function* () {
        const gate = yield* Deferred.make<void>()
        // the snapshot first (a replaying emulator is served once its first line is in), then the deltas once the
        // reader has stopped reading
        const lines = Stream.concat(
          Stream.make(bookLine(0)),
          Stream.concat(
            Stream.fromEffect(Deferred.await(gate)).pipe(Stream.drain),
            Stream.fromIterable(Array.from({ length: DELTAS }, (_, n) => bookLine(n + 1)))
          )
        )
        const emulator = yield* Emulator.make({ seed: 3, market: Replay.from(lines, { speed: "max" }) })
        const applied = () => position(emulator.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[1])

        const socket = new WebSocket(emulator.ws.linear)
        yield* Effect.addFinalizer(() => Effect.sync(() => socket.terminate()))
        const us = new Map<string, Array<number>>(TOPICS.map((t) => [t, []]))
        let acked = false
        let lastSeen = -1
        socket.on("message", (data) => {
          const m = JSON.parse(String(data)) as { op?: string; topic?: string; data?: { u: number; b: string[][] } }
          if (m.op === "subscribe") acked = true
          if (m.topic === undefined || m.data === undefined) return
          us.get(m.topic)?.push(m.data.u)
          const best = m.data.b.find(([p]) => Number(p) === 60_000)
          if (best !== undefined && m.topic === TOPICS[0]) lastSeen = position(best[1])
        })
        yield* Effect.promise(() => new Promise((resolve) => socket.once("open", resolve)))
        socket.send(JSON.stringify({ op: "subscribe", args: TOPICS }))
        yield* waitFor(() => acked && [...us.values()].every((u) => u.length > 0), "the subscriptions' snapshots")

        // the reader stops reading; the replay starts
        socket.pause()
        yield* Deferred.succeed(gate, undefined)
        yield* waitFor(() => emulator.admin.wsCongested(), "the emulator to find its reader behind", {
          timeout: "60 seconds"
        })
        const held = applied()
        expect(held).toBeGreaterThan(0)
        expect(held).toBeLessThan(DELTAS)
        // while the reader reads nothing, the replay stays where it was held
        const movedOn = yield* eventually(() => applied() !== held, "the replay to move on without its reader", {
          polls: 20
        })
        expect(movedOn).toBe(false)
        expect(emulator.admin.wsCongested()).toBe(true)

        // it reads again: the replay runs to its end and every book message arrives, in order
        socket.resume()
        yield* waitFor(() => lastSeen === DELTAS, "the last recorded book at the reader", { timeout: "120 seconds" })
        expect(applied()).toBe(DELTAS)
        expect(emulator.admin.wsCongested()).toBe(false)
        for (const [topic, seen] of us) {
          expect(seen.length, topic).toBeGreaterThan(DELTAS)
          expect(
            seen.filter((u, k) => k > 0 && u !== (seen[k - 1] ?? 0) + 1),
            topic
          ).toEqual([])
        }
      }),
    180_000
  )
})
