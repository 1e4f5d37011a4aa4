/**
 * The orderbook page's rule (issue 69): a REST book's `u` is the WebSocket feed's `u` of the same depth (200 levels
 * for futures, 50 for spot), so a REST snapshot lines up with the stream's deltas by `u`; `u` = 1 only after a service
 * restart (the restart fault), never at a first subscribe. IN-PROCESS: one exchange and its WebSocket server on
 * loopback, the REST book read from the exchange as `/v5/market/orderbook` answers it.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { restBookDepth } from "../../src/Emulator/engine/DepthFeed.js"
import type { Category } from "../../src/Emulator/market/Instruments.js"
import { type Attached, attached, await_, type Client, connect, type Message } from "./WsClient.js"

const subscribe = (c: Client, args: ReadonlyArray<string>) =>
  await_(() => c.request({ op: "subscribe", args }, (m) => m.op === "subscribe" || m.type === "COMMAND_RESP"))

const uOf = (m: Message): number => Number((m.data as { readonly u?: unknown } | undefined)?.u)

// the REST book as `/v5/market/orderbook` answers it (the handler returns this message's `u`)
const restU = (a: Attached, category: Category, limit = 50): number =>
  a.exchange.orderbook(category, "BTCUSDT", limit, a.now())?.u ?? Number.NaN

// ticks a second at a time until the feed's book changed, then waits for that delta on the socket
const nextDelta = (a: Attached, c: Client, topic: string) =>
  Effect.gen(function* () {
    let t = a.now()
    for (let k = 0; k < 60; k++) {
      t += 1000
      const before = restU(a, topic.includes("linear") ? "linear" : "spot")
      a.tickTo(t)
      if (restU(a, topic.includes("linear") ? "linear" : "spot") !== before) break
    }
    return yield* await_(() => c.wait((m) => m.topic === topic && m.type === "delta"))
  })

describe("a REST book's u is the feed's u", () => {
  for (const [category, path] of [
    ["linear", "/v5/public/linear"],
    ["spot", "/v5/public/spot"]
  ] as const) {
    const depth = restBookDepth(category)
    const topic = `orderbook.${depth}.BTCUSDT`
    it.live(`${category}: REST u is orderbook.${depth}'s, before and after the first subscribe`, () =>
      Effect.gen(function* () {
        const a = yield* attached()
        for (let k = 1; k <= 3; k++) a.tickTo(a.now() + 1000)
        // before any subscriber: not 1 (that is a restart's)
        const before = restU(a, category)
        expect(before).toBeGreaterThan(1)
        const c = yield* connect(a.url(path))
        yield* subscribe(c, [topic])
        const snap = yield* await_(() => c.wait((m) => m.topic === topic && m.type === "snapshot"))
        expect(uOf(snap)).toBe(before)
        expect(restU(a, category)).toBe(uOf(snap))
        // a REST snapshot taken now continues with the stream's next delta, by u
        for (let round = 0; round < 3; round++) {
          const rest = restU(a, category)
          const delta = yield* nextDelta(a, c, topic)
          expect(uOf(delta)).toBe(rest + 1)
          expect(restU(a, category)).toBe(uOf(delta))
        }
        // whatever limit REST is asked for, the u is the feed's
        expect(restU(a, category, 1)).toBe(restU(a, category, 200))
      })
    )
  }

  it.live("u = 1 only after the restart fault: REST and the feed alike, then on together", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const c = yield* connect(a.url("/v5/public/linear"))
      yield* subscribe(c, ["orderbook.200.BTCUSDT"])
      const first = yield* await_(() => c.wait((m) => m.topic === "orderbook.200.BTCUSDT" && m.type === "snapshot"))
      expect(uOf(first)).toBeGreaterThan(1)
      const spotBefore = restU(a, "spot")
      expect(spotBefore).toBeGreaterThan(1)
      a.faults.restart()
      const restarted = yield* await_(() =>
        c.wait((m) => m.topic === "orderbook.200.BTCUSDT" && m.type === "snapshot" && uOf(m) === 1)
      )
      expect(uOf(restarted)).toBe(1)
      expect(restU(a, "linear")).toBe(1)
      // a book no one subscribes to restarts too
      expect(restU(a, "spot")).toBe(1)
      const delta = yield* nextDelta(a, c, "orderbook.200.BTCUSDT")
      expect(uOf(delta)).toBe(2)
      expect(restU(a, "linear")).toBe(2)
    })
  )
})
