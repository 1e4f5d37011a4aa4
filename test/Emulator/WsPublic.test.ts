import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import { attached, await_, type Client, connect, type Json, type Message } from "./WsClient.js"

type Level = readonly [string, string]

const topicIs = (topic: string, type?: string) => (m: Message) =>
  m.topic === topic && (type === undefined || m.type === type)

const data = (m: Message): { readonly [k: string]: Json } => {
  const d = m.data
  return typeof d === "object" && d !== null && !Array.isArray(d) ? (d as { readonly [k: string]: Json }) : {}
}

const levels = (j: Json | undefined): ReadonlyArray<Level> =>
  Array.isArray(j) ? j.map((l) => [String((l as ReadonlyArray<Json>)[0]), String((l as ReadonlyArray<Json>)[1])]) : []

/** A local book built from a snapshot and the deltas applied to it, as a client would keep it. */
class LocalBook {
  readonly bids = new Map<string, string>()
  readonly asks = new Map<string, string>()
  u = 0

  apply(m: Message): void {
    const d = data(m)
    if (m.type === "snapshot") {
      this.bids.clear()
      this.asks.clear()
    }
    for (const [p, q] of levels(d.b)) q === "0" ? this.bids.delete(p) : this.bids.set(p, q)
    for (const [p, q] of levels(d.a)) q === "0" ? this.asks.delete(p) : this.asks.set(p, q)
    this.u = Number(d.u)
  }

  side(which: "b" | "a"): ReadonlyArray<Level> {
    const m = which === "b" ? this.bids : this.asks
    return [...m.entries()].sort((x, y) => (which === "b" ? Number(y[0]) - Number(x[0]) : Number(x[0]) - Number(y[0])))
  }
}

const subscribe = (c: Client, args: ReadonlyArray<string>) =>
  await_(() => c.request({ op: "subscribe", args }, (m) => m.op === "subscribe" || m.type === "COMMAND_RESP"))

describe("Ws public topics", () => {
  it.live("orderbook.50: snapshot then deltas with u + 1 that rebuild the exchange's book", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const t0 = a.now()
      const c = yield* connect(a.url("/v5/public/linear"))
      const ack = yield* subscribe(c, ["orderbook.50.BTCUSDT"])
      expect(ack.success).toBe(true)
      const snap = yield* await_(() => c.wait(topicIs("orderbook.50.BTCUSDT", "snapshot")))
      expect(Object.keys(snap)).toEqual(["topic", "type", "ts", "data", "cts"])
      expect(Object.keys(data(snap))).toEqual(["s", "b", "a", "u", "seq"])
      expect(levels(data(snap).b).length).toBe(50)
      const book = new LocalBook()
      book.apply(snap)
      for (let k = 1; k <= 15; k++) a.tickTo(t0 + k * 1000)
      const lastU = a.exchange.feed("linear", "BTCUSDT", 50)?.snapshot().u ?? 0
      expect(lastU).toBeGreaterThan(book.u + 3)
      while (book.u < lastU) {
        const delta = yield* await_(() => c.wait(topicIs("orderbook.50.BTCUSDT")))
        expect(delta.type).toBe("delta")
        expect(data(delta).u).toBe(book.u + 1)
        book.apply(delta)
      }
      // A fresh subscriber gets the current book at the same u: the deltas rebuilt it exactly.
      const d = yield* connect(a.url("/v5/public/linear"))
      yield* subscribe(d, ["orderbook.50.BTCUSDT"])
      const fresh = yield* await_(() => d.wait(topicIs("orderbook.50.BTCUSDT", "snapshot")))
      expect(data(fresh).u).toBe(lastU)
      expect(book.side("b")).toEqual(levels(data(fresh).b))
      expect(book.side("a")).toEqual(levels(data(fresh).a))
      const rest = a.exchange.orderbook("linear", "BTCUSDT", 50, a.now())
      expect(book.side("b")).toEqual(rest?.b)
      expect(book.side("a")).toEqual(rest?.a)
    })
  )

  it.live("level 1 sends snapshots only and re-sends an unchanged one after 3 s with the same u", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const t0 = a.now()
      const c = yield* connect(a.url("/v5/public/spot"))
      yield* subscribe(c, ["orderbook.1.BTCUSDT"])
      const first = yield* await_(() => c.wait(topicIs("orderbook.1.BTCUSDT")))
      // Spot (and futures level 1) put ts before type.
      expect(Object.keys(first)).toEqual(["topic", "ts", "type", "data", "cts"])
      expect(first.type).toBe("snapshot")
      expect(levels(data(first).b).length).toBe(1)
      a.setTime(t0 + 2000)
      expect(yield* await_(() => c.quiet(topicIs("orderbook.1.BTCUSDT"), 200))).toBe(true)
      a.setTime(t0 + 3100)
      const again = yield* await_(() => c.wait(topicIs("orderbook.1.BTCUSDT")))
      expect(again.type).toBe("snapshot")
      expect(data(again).u).toBe(data(first).u)
      expect(data(again).b).toEqual(data(first).b)
      for (let k = 1; k <= 10; k++) a.tickTo(t0 + 3100 + k * 1000)
      const lastU = a.exchange.feed("spot", "BTCUSDT", 1)?.snapshot().u ?? 0
      expect(lastU).toBeGreaterThan(Number(data(first).u))
      const last = yield* await_(() => c.wait((m) => m.topic === "orderbook.1.BTCUSDT" && data(m).u === lastU))
      expect(last.type).toBe("snapshot")
      expect(c.frames.every((f) => f.json?.topic !== "orderbook.1.BTCUSDT" || f.json.type === "snapshot")).toBe(true)
    })
  )

  it.live("option books serve depths 25 and 100", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const symbol = optionSymbol()
      const c = yield* connect(a.url("/v5/public/option"))
      const ack = yield* subscribe(c, [`orderbook.25.${symbol}`, `orderbook.1.${symbol}`])
      expect(ack.data).toEqual({ failTopics: [`orderbook.1.${symbol}`], successTopics: [`orderbook.25.${symbol}`] })
      const snap = yield* await_(() => c.wait(topicIs(`orderbook.25.${symbol}`, "snapshot")))
      expect(Object.keys(data(snap))).toEqual(["s", "b", "a", "u", "seq"])
    })
  )

  it.live("skip-delta fault leaves a gap in u; restart sends u = 1 snapshots then u = 2", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const t0 = a.now()
      const c = yield* connect(a.url("/v5/public/linear"))
      yield* subscribe(c, ["orderbook.200.BTCUSDT", "orderbook.1.BTCUSDT"])
      const snap = yield* await_(() => c.wait(topicIs("orderbook.200.BTCUSDT", "snapshot")))
      let t = t0
      const nextDelta = (): number => {
        for (;;) {
          t += 1000
          const before = a.exchange.feed("linear", "BTCUSDT", 200)?.snapshot().u ?? 0
          a.tickTo(t)
          const after = a.exchange.feed("linear", "BTCUSDT", 200)?.snapshot().u ?? 0
          if (after > before) return after
        }
      }
      const u1 = nextDelta()
      const d1 = yield* await_(() => c.wait(topicIs("orderbook.200.BTCUSDT", "delta")))
      expect(data(d1).u).toBe(Number(data(snap).u) + 1)
      expect(data(d1).u).toBe(u1)
      a.faults.apply({ op: "skip-delta", symbol: "BTCUSDT" })
      nextDelta()
      const u3 = nextDelta()
      const d3 = yield* await_(() => c.wait(topicIs("orderbook.200.BTCUSDT", "delta")))
      // The skipped delta never arrives: the next one is two ahead.
      expect(data(d3).u).toBe(u3)
      expect(data(d3).u).toBe(u1 + 2)

      a.faults.restart()
      const restarted = yield* await_(() => c.wait(topicIs("orderbook.200.BTCUSDT", "snapshot")))
      expect(data(restarted).u).toBe(1)
      const l1 = yield* await_(() => c.wait((m) => m.topic === "orderbook.1.BTCUSDT" && data(m).u === 1))
      expect(l1.type).toBe("snapshot")
      nextDelta()
      const d4 = yield* await_(() => c.wait(topicIs("orderbook.200.BTCUSDT", "delta")))
      expect(data(d4).u).toBe(2)
      // A new subscriber after the restart sees the same numbering.
      const d = yield* connect(a.url("/v5/public/linear"))
      yield* subscribe(d, ["orderbook.200.BTCUSDT"])
      const fresh = yield* await_(() => d.wait(topicIs("orderbook.200.BTCUSDT", "snapshot")))
      expect(data(fresh).u).toBe(2)
    })
  )

  it.live("orderbook.full is delta-only, starting after the feed's current u", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const t0 = a.now()
      const c = yield* connect(a.url("/v5/public/spot"))
      const ack = yield* subscribe(c, ["orderbook.full.BTCUSDT"])
      expect(ack.success).toBe(true)
      const start = a.exchange.feed("spot", "BTCUSDT", 10_000)?.snapshot().u ?? 0
      expect(yield* await_(() => c.quiet(topicIs("orderbook.full.BTCUSDT"), 200))).toBe(true)
      for (let k = 1; k <= 5; k++) a.tickTo(t0 + k * 1000)
      const first = yield* await_(() => c.wait(topicIs("orderbook.full.BTCUSDT")))
      expect(first.type).toBe("delta")
      expect(data(first).u).toBe(start + 1)
      const second = yield* await_(() => c.wait(topicIs("orderbook.full.BTCUSDT")))
      expect(data(second).u).toBe(start + 2)
    })
  )

  it.live("tickers: linear snapshot then deltas; spot and option snapshots", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const t0 = a.now()
      const lin = yield* connect(a.url("/v5/public/linear"))
      const spot = yield* connect(a.url("/v5/public/spot"))
      const opt = yield* connect(a.url("/v5/public/option"))
      const symbol = optionSymbol()
      yield* subscribe(lin, ["tickers.BTCUSDT"])
      yield* subscribe(spot, ["tickers.BTCUSDT"])
      yield* subscribe(opt, [`tickers.${symbol}`])
      const ls = yield* await_(() => lin.wait(topicIs("tickers.BTCUSDT")))
      expect(ls.type).toBe("snapshot")
      expect(Object.keys(ls)).toEqual(["topic", "type", "data", "cs", "ts"])
      expect(Object.keys(data(ls)).slice(0, 4)).toEqual(["symbol", "tickDirection", "price24hPcnt", "lastPrice"])
      expect(data(ls)).toHaveProperty("fundingRate")
      const ss = yield* await_(() => spot.wait(topicIs("tickers.BTCUSDT")))
      expect(Object.keys(ss)).toEqual(["topic", "ts", "type", "cs", "data"])
      expect(Object.keys(data(ss))).toEqual([
        "symbol",
        "lastPrice",
        "highPrice24h",
        "lowPrice24h",
        "prevPrice24h",
        "volume24h",
        "turnover24h",
        "price24hPcnt",
        "usdIndexPrice"
      ])
      const os = yield* await_(() => opt.wait(topicIs(`tickers.${symbol}`)))
      expect(Object.keys(os)).toEqual(["id", "topic", "ts", "data", "type"])
      expect(data(os)).toHaveProperty("markPriceIv")
      for (let k = 1; k <= 5; k++) a.tickTo(t0 + k * 1000)
      const ld = yield* await_(() => lin.wait(topicIs("tickers.BTCUSDT")))
      expect(ld.type).toBe("delta")
      expect(data(ld).symbol).toBe("BTCUSDT")
      expect(Object.keys(data(ld)).length).toBeLessThan(Object.keys(data(ls)).length)
      const s2 = yield* await_(() => spot.wait(topicIs("tickers.BTCUSDT")))
      expect(s2.type).toBe("snapshot")
      expect(Object.keys(data(s2)).length).toBe(9)
    })
  )

  it.live("kline, publicTrade and allLiquidation pushes in the docs' shapes", () =>
    Effect.gen(function* () {
      const a = yield* attached()
      const t0 = a.now()
      const c = yield* connect(a.url("/v5/public/linear"))
      const o = yield* connect(a.url("/v5/public/option"))
      const ack = yield* subscribe(c, ["kline.1.BTCUSDT", "publicTrade.BTCUSDT", "allLiquidation.BTCUSDT"])
      expect(ack.success).toBe(true)
      yield* subscribe(o, ["publicTrade.BTC"])
      for (let k = 1; k <= 150; k++) a.tickTo(t0 + k * 1000)
      const kline = yield* await_(() => c.wait(topicIs("kline.1.BTCUSDT")))
      expect(Object.keys(kline)).toEqual(["topic", "data", "ts", "type"])
      const bars = kline.data as ReadonlyArray<Message>
      expect(Object.keys(bars[0] ?? {})).toEqual([
        "start",
        "end",
        "interval",
        "open",
        "close",
        "high",
        "low",
        "volume",
        "turnover",
        "confirm",
        "timestamp"
      ])
      expect(bars[0]?.interval).toBe("1")
      const closed = yield* await_(() =>
        c.wait((m) => m.topic === "kline.1.BTCUSDT" && (m.data as ReadonlyArray<Message>)[0]?.confirm === true)
      )
      expect((closed.data as ReadonlyArray<Message>)[0]?.end).toBe(
        Number((closed.data as ReadonlyArray<Message>)[0]?.start) + 59_999
      )
      const trade = yield* await_(() => c.wait(topicIs("publicTrade.BTCUSDT", "snapshot")))
      const t = (trade.data as ReadonlyArray<Message>)[0] ?? {}
      expect(Object.keys(t).slice(0, 7)).toEqual(["T", "s", "S", "v", "p", "L", "i"])
      expect(t.s).toBe("BTCUSDT")
      const liq = yield* await_(() => c.wait(topicIs("allLiquidation.BTCUSDT", "snapshot")))
      expect(Object.keys((liq.data as ReadonlyArray<Message>)[0] ?? {})).toEqual(["T", "s", "S", "v", "p"])
      const optTrade = yield* await_(() => o.wait(topicIs("publicTrade.BTC")))
      expect(Object.keys(optTrade)[0]).toBe("id")
    })
  )
})

const optionSymbol = (): string => Instruments.byCategory("option").find((i) => i.baseCoin === "BTC")?.symbol ?? ""
