import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as EmulatorCommand from "../../src/Cli/EmulatorCommand.js"
import * as ReplayFlags from "../../src/Cli/ReplayFlags.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Format from "../../src/Recording/Format.js"
import * as Harness from "../support/Harness.js"
import { waitFor } from "../support/WaitFor.js"

// The replay flags as `emulatorOptions` reads them: the start a speed takes by default, the topics an on-subscribe
// start waits for (from the files' headers), and `--latency-ms` reaching the matching engine: an order placed at the
// replay's time t is in the book, and fills, only once the replay's clock reached t + latency.

const T = 1_767_225_600_000
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "replay-flags-"))
const file = path.join(dir, "book.jsonl")
fs.writeFileSync(
  file,
  Format.encode({
    format: Format.formatName,
    version: Format.version,
    startedAt: T,
    environment: "emulator",
    part: 0,
    streams: [{ category: "linear", topics: ["orderbook.50.BTCUSDT", "publicTrade.BTCUSDT"] }]
  }) +
    Format.encode({
      r: T,
      c: "linear",
      m: {
        topic: "orderbook.50.BTCUSDT",
        type: "snapshot",
        ts: T,
        data: { s: "BTCUSDT", b: [["59999.00", "1.000"]], a: [["60001.00", "2.000"]], u: 1, seq: 1 }
      }
    }) +
    Format.encode({
      r: T + 5_000,
      c: "linear",
      m: {
        topic: "orderbook.50.BTCUSDT",
        type: "delta",
        ts: T + 5_000,
        data: { s: "BTCUSDT", b: [], a: [["60002.00", "1.000"]], u: 2, seq: 2 }
      }
    }) +
    Format.encode({ r: T + 6_000, end: { messages: 2, gaps: 0 } })
)

const settings = (extra: ReplayFlags.Settings & { readonly speed: 1 | "max" }): EmulatorCommand.Settings => ({
  port: 0,
  host: "127.0.0.1",
  seed: 1,
  replay: [file],
  ...extra
})

describe("the replay flags", () => {
  it("the start: on-subscribe at max, now at a fixed speed, unless --start says", () => {
    expect(ReplayFlags.startOf({}, "max")).toBe("on-subscribe")
    expect(ReplayFlags.startOf({}, 1)).toBe("now")
    expect(ReplayFlags.startOf({ start: "now" }, "max")).toBe("now")
    expect(ReplayFlags.startOf({ start: "paused" }, 20)).toBe("paused")
  })

  it.effect("at max by default the replay waits for a recorded topic, read from the files' headers", () =>
    Effect.gen(function* () {
      const options = yield* EmulatorCommand.emulatorOptions(settings({ speed: "max" }))
      expect(options.market).toMatchObject({
        start: "on-subscribe",
        latencyMs: 0,
        topics: [
          { category: "linear", topic: "orderbook.50.BTCUSDT" },
          { category: "linear", topic: "publicTrade.BTCUSDT" }
        ]
      })
      const missing = yield* EmulatorCommand.emulatorOptions({
        ...settings({ speed: "max" }),
        replay: ["/no/file"]
      }).pipe(Effect.flip)
      expect(missing).toMatchObject({ _tag: "RecordingError", file: "/no/file" })
      // the replay's flags without a replay: refused, not ignored
      const alone = { port: 0, host: "127.0.0.1", seed: 1 }
      for (const extra of [{ start: "paused" as const }, { latencyMs: 0 }]) {
        const refused = yield* EmulatorCommand.emulatorOptions({ ...alone, ...extra }).pipe(Effect.flip)
        expect(refused).toMatchObject({ _tag: "EmulatorError", message: expect.stringMatching(/needs --replay/) })
      }
    }).pipe(Effect.provide(NodeFileSystem.layer))
  )

  it.effect("--latency-ms: an order placed at t is matched at t + latency, not before (the replay's clock)", () =>
    Effect.gen(function* () {
      const options = yield* EmulatorCommand.emulatorOptions(settings({ speed: 1, start: "paused", latencyMs: 500 }))
      expect(options.market).toMatchObject({ start: "paused", latencyMs: 500 })
      const emulator = yield* Emulator.make(options)
      const control = emulator.replay
      if (control === undefined) throw new Error("not replaying")
      yield* waitFor(() => control.status().lines === 1, "the first line")
      const orderOf = (orderId: string) =>
        emulator.admin.exchange.engine
          .orders({ accountId: emulator.uid, category: "linear", openOnly: false })
          .find((o) => o.orderId === orderId)
      const placed = yield* Trade.submitOrder({
        category: "linear",
        symbol: "BTCUSDT",
        side: "Buy",
        orderType: "Market",
        qty: "0.5"
      }).pipe(Effect.provide(Harness.client(emulator)))
      // accepted at T; paused, the replay's clock stands at T: it never arrives
      yield* TestClock.adjust(10_000)
      expect(orderOf(placed.orderId)?.cumExecQty).toBe("0.000")
      control.play()
      yield* TestClock.adjust(400)
      yield* waitFor(() => control.status().time === T + 400, "the clock at T + 400")
      // a REST round trip: the market's step at T + 400 has run
      yield* Effect.promise(() => fetch(`${emulator.rest}/v5/market/time`).then((r) => r.json()))
      expect(orderOf(placed.orderId)?.cumExecQty).toBe("0.000")
      // the market steps every 200 ms of its clock: the step at T + 600 brings it in, at its arrival time T + 500
      yield* TestClock.adjust(200)
      yield* waitFor(() => orderOf(placed.orderId)?.orderStatus === "Filled", "the order's fill at T + 500")
      expect(orderOf(placed.orderId)).toMatchObject({
        cumExecQty: "0.500",
        avgPrice: "60001.00",
        createdTime: String(T),
        updatedTime: String(T + 500)
      })
    }).pipe(Effect.provide(NodeFileSystem.layer))
  )
})
