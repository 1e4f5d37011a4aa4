import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import { Exchange } from "../../src/Emulator/Exchange.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as Format from "../../src/Recording/Format.js"
import { LocalBook } from "../../src/Socket/LocalBook.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsClient from "./WsClient.js"

// A recording of the emulator's own streams, replayed through a second emulator: a client keeping a local book from
// the replaying emulator's `orderbook.50` holds the recorded book at every recorded message, and a gap in the
// recording reaches it as one fresh snapshot.

const T0 = 1_767_225_600_000
const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }
const TOPIC = "orderbook.50.BTCUSDT"

/** `steps` book messages (and the trades between them) of the seeded market, 200 ms apart, from `start`. */
const record = (seed: number, start: number, steps: number): Array<Format.Line> => {
  const ex = new Exchange({ seed, rsa: RSA })
  const i = ex.instrument("linear", "BTCUSDT")
  if (i === undefined) throw new Error("no BTCUSDT")
  ex.tick(start)
  const feed = ex.engine.feed(i, 50)
  const lines: Array<Format.Line> = []
  const bookLine = (r: number, type: "snapshot" | "delta", data: object): Format.Line => ({
    r,
    c: "linear",
    m: { topic: TOPIC, type, ts: r, data, cts: r }
  })
  lines.push(bookLine(start, "snapshot", feed.snapshot()))
  for (let k = 1; k <= steps; k++) {
    const r = start + 200 * k
    ex.tick(r)
    const trades = ex.market.recentTrades(i, r, 50).filter((t) => Number(t.time) > r - 200)
    if (trades.length > 0)
      lines.push({
        r: r - 1,
        c: "linear",
        m: {
          topic: "publicTrade.BTCUSDT",
          type: "snapshot",
          ts: r - 1,
          data: trades
            .reverse()
            .map((t) => ({ T: Number(t.time), s: t.symbol, S: t.side, v: t.size, p: t.price, i: t.execId, BT: false }))
        }
      })
    const delta = feed.delta()
    if (delta !== undefined) lines.push(bookLine(r, "delta", delta))
  }
  return lines
}

/** The top levels of a local book as `[price, size]` rows. */
const rows = (book: LocalBook) => {
  const side = (s: LocalBook["bids"]) => {
    const { prices, sizes } = s.copy()
    return prices.map((p, k) => [p, sizes[k]])
  }
  return { b: side(book.bids), a: side(book.asks) }
}

const bookMessage = (m: Format.MessageLine["m"]) => m as unknown as Parameters<LocalBook["apply"]>[0]

/**
 * Replays `lines` at speed 1 on the TestClock with a client subscribed to the book; after every recorded book
 * message, the client's book (from the emulator's frames) against the book kept from the recording itself.
 */
const replayAndCompare = (lines: ReadonlyArray<Format.Line>) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(T0)
    const emulator = yield* Emulator.make({ seed: 3, market: Replay.from(lines, { speed: 1 }) })
    const client = yield* WsClient.connect(emulator.ws.linear)
    yield* WsClient.await_(() =>
      client.request({ op: "subscribe", args: [TOPIC, "publicTrade.BTCUSDT"] }, (m) => m.op === "subscribe")
    )
    const recorded = new LocalBook("BTCUSDT", "linear", 50, true)
    const seen = new LocalBook("BTCUSDT", "linear", 50, true)
    const books = () => client.frames.filter((f) => f.json?.topic === TOPIC)
    let used = 0
    let snapshots = 0
    const follow = () => {
      for (const f of books().slice(used)) {
        const m = bookMessage(f.json as Format.MessageLine["m"])
        if (m.type === "snapshot") snapshots++
        expect(seen.apply(m)).not.toMatch(/gap|crossed|invalid|unseeded/)
      }
      used = books().length
    }
    let last = T0
    for (const line of lines) {
      if (line.r > last) {
        yield* TestClock.adjust(line.r - last)
        last = line.r
      }
      if (!("m" in line) || line.m.topic !== TOPIC) continue
      recorded.apply(bookMessage(line.m))
      if (recorded.ready && line.r > T0) {
        yield* waitFor(() => books().some((f) => f.json?.ts === line.r), `the book message at ${line.r}`)
      }
      follow()
      if (seen.ready) expect(rows(seen)).toEqual(rows(recorded))
    }
    const trades = client.frames
      .filter((f) => f.json?.topic === "publicTrade.BTCUSDT")
      .flatMap((f) => f.json?.data as ReadonlyArray<object>)
    return { snapshots, trades }
  })

describe("replaying a recording through the emulator", () => {
  it.effect(
    "a client keeping a book from the emulator holds the recorded book at every message; trades as recorded",
    () =>
      Effect.gen(function* () {
        const lines = record(11, T0, 40)
        expect(lines.filter((l) => "m" in l && l.m.topic === TOPIC).length).toBeGreaterThan(20)
        const { snapshots, trades } = yield* replayAndCompare(lines)
        expect(snapshots).toBe(1)
        const recordedTrades = lines.flatMap((l) =>
          "m" in l && l.m.topic === "publicTrade.BTCUSDT" ? (l.m.data as ReadonlyArray<object>) : []
        )
        expect(recordedTrades.length).toBeGreaterThan(0)
        expect(trades).toEqual(recordedTrades)
      })
  )

  it.effect("the same lines read from a recording's text: book lines scanned, laid from the text, the same book", () =>
    Effect.gen(function* () {
      const read = (lines: ReadonlyArray<Format.Line>) =>
        lines.map((l, k) => Format.decodeLine(Format.encode(l).trim(), "r.jsonl", k + 2) as Format.Line)
      const gap: Format.Line = { r: T0 + 2_100, c: "linear", gap: { reason: "socket closed (1006)" } }
      const lines = read([...record(11, T0, 10), gap, ...record(12, T0 + 2_200, 20)])
      const books = lines.filter((l) => "m" in l && l.m.topic === TOPIC)
      expect(books.length).toBeGreaterThan(20)
      expect(books.every((l) => Format.scannedBook(l) !== undefined)).toBe(true)
      const { snapshots, trades } = yield* replayAndCompare(lines)
      expect(snapshots).toBe(2)
      expect(trades.length).toBeGreaterThan(0)
    })
  )

  it.effect("a gap in the recording: the emulator sends one fresh snapshot and the client's book is right after", () =>
    Effect.gen(function* () {
      const before = record(11, T0, 10)
      const gapAt = T0 + 2_100
      // the recorder reconnected to a market that had moved on: another session, starting with its own snapshot
      const after = record(12, T0 + 2_200, 10)
      const lines: ReadonlyArray<Format.Line> = [
        ...before,
        { r: gapAt, c: "linear", gap: { reason: "socket closed (1006)" } },
        ...after
      ]
      const { snapshots } = yield* replayAndCompare(lines)
      // the first on subscribing, one after the gap
      expect(snapshots).toBe(2)
    })
  )

  it.effect("the server clock is the recording's; a bot signs with its own clock and is served", () =>
    Effect.gen(function* () {
      const recordedAt = T0 - 86_400_000
      yield* TestClock.setTime(T0)
      const emulator = yield* Emulator.make({ seed: 3, market: Replay.from(record(11, recordedAt, 3), { speed: 1 }) })
      const time = yield* WsClient.await_(() => fetch(`${emulator.rest}/v5/market/time`).then((r) => r.json()))
      expect(Number((time as { result: { timeSecond: string } }).result.timeSecond)).toBe(recordedAt / 1000)
      const query = "accountType=UNIFIED"
      const timestamp = String(T0)
      const sign = crypto
        .createHmac("sha256", emulator.apiSecret)
        .update(`${timestamp}${emulator.apiKey}5000${query}`)
        .digest("hex")
      const wallet = yield* WsClient.await_(() =>
        fetch(`${emulator.rest}/v5/account/wallet-balance?${query}`, {
          headers: {
            "X-BAPI-API-KEY": emulator.apiKey,
            "X-BAPI-TIMESTAMP": timestamp,
            "X-BAPI-RECV-WINDOW": "5000",
            "X-BAPI-SIGN": sign
          }
        }).then((r) => r.json())
      )
      expect(wallet).toMatchObject({ retCode: 0 })
    })
  )
})

describe("a gap line of one topic", () => {
  // level 1 re-sends its snapshot unchanged: only a gap makes the next one a reset (a fresh snapshot to subscribers)
  const level1 = (symbol: string, r: number, u: number): Format.Line => ({
    r,
    c: "linear",
    m: {
      topic: `orderbook.1.${symbol}`,
      type: "snapshot",
      ts: r,
      data: { s: symbol, b: [["100.0", "1"]], a: [["100.5", "1"]], u, seq: u }
    }
  })
  const resets = (gap: Format.GapLine["gap"]) => {
    const market = new Replay.ReplayMarket({ seed: 1 })
    for (const line of [level1("BTCUSDT", T0, 5), level1("ETHUSDT", T0, 7)]) market.apply(line)
    market.apply({ r: T0 + 1, c: "linear", gap })
    return ["BTCUSDT", "ETHUSDT"].map((symbol) => {
      const applied = market.apply(level1(symbol, T0 + 2, 9))
      return applied.kind === "book" && applied.reset
    })
  }

  it("resets that topic's book alone; a gap of the whole market (a lost connection) every book of it", () => {
    expect(resets({ reason: "expected u 6, received u 8", kind: "sequence", topic: "orderbook.1.ETHUSDT" })).toEqual([
      false,
      true
    ])
    expect(resets({ reason: "socket closed (1006)", kind: "disconnected" })).toEqual([true, true])
    expect(resets({ reason: "a frame not JSON", kind: "malformed" })).toEqual([true, true])
  })
})
