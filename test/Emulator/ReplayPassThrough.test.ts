import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import { type Caller, Exchange, type Params } from "../../src/Emulator/Exchange.js"
import * as Replay from "../../src/Emulator/market/Replay.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Format from "../../src/Recording/Format.js"
import { LocalBook } from "../../src/Socket/LocalBook.js"
import * as Harness from "../support/Harness.js"
import * as SeededRecording from "../support/SeededRecording.js"
import { waitFor } from "../support/WaitFor.js"
import * as WsClient from "./WsClient.js"

// A replay read from a file passes the recorded book messages through while no order is open on the instrument
// (`PublicEvent.recorded`): their `u` is the recording's. An order that comes to rest sends the subscribers back to
// the engine's feed (a snapshot, then the feed's own `u`); once it left, the next line starts them on the recorded
// messages again (a snapshot of the recorded book). Whatever the path, the client's book is the recorded one at every
// message, and `u` grows by one from each snapshot.

const T0 = 1_767_225_600_000
const TOPIC = "orderbook.50.BTCUSDT"
// the recording's update ids start far from the engine's feed's, so a frame tells which path it came by
const RECORDED_U = 100_000
const patient = { timeout: "60 seconds" } as const

/** The seeded recording as read from a file (book lines scanned from their bytes), its `u` moved up. */
const recording = (steps: number): Array<Format.Line> =>
  SeededRecording.record({ seed: 11, start: T0, steps }).map((line, k) => {
    const moved =
      "m" in line && line.m.topic === TOPIC
        ? {
            ...line,
            m: { ...line.m, data: { ...(line.m.data as object), u: (line.m.data as { u: number }).u + RECORDED_U } }
          }
        : line
    return Format.decodeLine(Format.encode(moved).trim(), "r.jsonl", k + 2) as Format.Line
  })

const bookMessage = (m: unknown) => m as Parameters<LocalBook["apply"]>[0]

const rows = (book: LocalBook, depth = Number.POSITIVE_INFINITY) => {
  const side = (s: LocalBook["bids"]) => {
    const { prices, sizes } = s.copy()
    return prices.slice(0, depth).map((p, k) => [p, sizes[k]])
  }
  return { b: side(book.bids), a: side(book.asks) }
}

/** One topic's frames as a client keeps them: its book, and its snapshots and deltas (`u`) in order. */
const follower = (client: WsClient.Client, topic: string, depth: number) => {
  const book = new LocalBook("BTCUSDT", "linear", depth, true)
  const epochs: Array<Array<number>> = []
  let used = 0
  const frames = () => client.frames.filter((f) => f.json?.topic === topic)
  return {
    book,
    epochs,
    seen: (ts: number) => frames().some((f) => f.json?.ts === ts),
    follow: () => {
      const all = frames()
      for (const f of all.slice(used)) {
        const m = f.json as { type: string; data: { u: number } }
        if (m.type === "snapshot") epochs.push([m.data.u])
        else epochs[epochs.length - 1]?.push(m.data.u)
        expect(book.apply(bookMessage(m))).not.toMatch(/gap|crossed|invalid|unseeded/)
      }
      used = all.length
    }
  }
}

/** A bot's buy far under the recorded book (1 % under its deepest bid): it rests, and nothing trades it. */
const restFarUnder = (recorded: LocalBook) =>
  Trade.submitOrder({
    category: "linear",
    symbol: "BTCUSDT",
    side: "Buy",
    orderType: "Limit",
    qty: "0.01",
    price: (Math.floor(Number(recorded.bids.copy().prices.at(-1)) * 0.99 * 10) / 10).toFixed(1)
  })

const consecutive = (epoch: ReadonlyArray<number>) => epoch.every((u, k) => k === 0 || u === (epoch[k - 1] ?? 0) + 1)

/** Plays `lines` on the TestClock up to each line, `step(k)` after line `k` was followed. */
const play = <E, R>(
  lines: ReadonlyArray<Format.Line>,
  recorded: LocalBook,
  followers: ReadonlyArray<ReturnType<typeof follower>>,
  step: (k: number) => Effect.Effect<void, E, R>
) =>
  Effect.gen(function* () {
    let last = T0
    for (let k = 0; k < lines.length; k++) {
      const line = lines[k] as Format.Line
      if (line.r > last) {
        yield* TestClock.adjust(line.r - last)
        last = line.r
      }
      if (!("m" in line) || line.m.topic !== TOPIC) continue
      recorded.apply(bookMessage(line.m))
      if (line.r > T0)
        for (const f of followers) yield* waitFor(() => f.seen(line.r), `the book message at ${line.r}`, patient)
      for (const f of followers) {
        f.follow()
        expect(rows(f.book)).toEqual(rows(recorded))
      }
      yield* step(k)
    }
  })

const replaying = <A, E, R>(
  lines: ReadonlyArray<Format.Line>,
  body: (emulator: Emulator.EmulatorHandle) => Effect.Effect<A, E, R>
) => Harness.withEmulator({ seed: 3, startAt: T0, market: Replay.from(lines, { speed: 1 }) }, body)

describe("a replay passes the recorded book messages through while no order is open", () => {
  it.effect(
    "a bot's order comes to rest and leaves again: the client's book is the recorded one at every message, u by one per snapshot",
    () => {
      const lines = recording(60)
      const books = lines.flatMap((l, k) => ("m" in l && l.m.topic === TOPIC ? [k] : []))
      const restAt = books[Math.floor(books.length / 3)] ?? 0
      const leaveAt = books[Math.floor((2 * books.length) / 3)] ?? 0
      return replaying(lines, (emulator) =>
        Effect.gen(function* () {
          const client = yield* WsClient.connect(emulator.ws.linear)
          yield* WsClient.await_(() => client.request({ op: "subscribe", args: [TOPIC] }, (m) => m.op === "subscribe"))
          const recorded = new LocalBook("BTCUSDT", "linear", 50, true)
          const fifty = follower(client, TOPIC, 50)
          let orderId = ""
          yield* play(lines, recorded, [fifty], (k) =>
            Effect.gen(function* () {
              if (k === restAt) {
                // it rests out of the 50 levels shown, so the recorded book stays the view
                const placed = yield* restFarUnder(recorded)
                orderId = placed.orderId
                expect(emulator.admin.exchange.engine.idle(instrument(emulator))).toBe(false)
              }
              if (k === leaveAt) {
                yield* Trade.cancelOrder({ category: "linear", symbol: "BTCUSDT", orderId })
                expect(emulator.admin.exchange.engine.idle(instrument(emulator))).toBe(true)
              }
            })
          )
          // the first on subscribing (recorded), one when the order came to rest (the feed's), one at the first line
          // after it left (recorded again)
          expect(fifty.epochs.length).toBe(3)
          const [first, resting, after] = fifty.epochs as [Array<number>, Array<number>, Array<number>]
          expect(first.length).toBeGreaterThan(5)
          expect(resting.length).toBeGreaterThan(5)
          expect(after.length).toBeGreaterThan(5)
          expect(first.every((u) => u > RECORDED_U)).toBe(true)
          expect(resting.every((u) => u < RECORDED_U)).toBe(true)
          expect(after.every((u) => u > RECORDED_U)).toBe(true)
          expect(fifty.epochs.every(consecutive)).toBe(true)
        })
      )
    }
  )

  it.effect(
    "a subscriber of another depth gets the engine's deltas of the recorded book meanwhile; REST reads the recorded book",
    () => {
      const lines = recording(40)
      return replaying(lines, (emulator) =>
        Effect.gen(function* () {
          const client = yield* WsClient.connect(emulator.ws.linear)
          const other = yield* WsClient.connect(emulator.ws.linear)
          yield* WsClient.await_(() => client.request({ op: "subscribe", args: [TOPIC] }, (m) => m.op === "subscribe"))
          yield* WsClient.await_(() =>
            other.request({ op: "subscribe", args: ["orderbook.200.BTCUSDT"] }, (m) => m.op === "subscribe")
          )
          const recorded = new LocalBook("BTCUSDT", "linear", 50, true)
          const fifty = follower(client, TOPIC, 50)
          const deeper = follower(other, "orderbook.200.BTCUSDT", 200)
          let reads = 0
          yield* play(lines, recorded, [fifty, deeper], (k) =>
            Effect.gen(function* () {
              if (k % 7 !== 0) return
              const answer = yield* Effect.promise(() =>
                fetch(`${emulator.rest}/v5/market/orderbook?category=linear&symbol=BTCUSDT&limit=50`).then((r) =>
                  r.json()
                )
              )
              const { b, a } = (answer as { result: { b: Array<[string, string]>; a: Array<[string, string]> } }).result
              const want = rows(recorded)
              expect({
                b: b.map(([p, q]) => [Number(p), Number(q)]),
                a: a.map(([p, q]) => [Number(p), Number(q)])
              }).toEqual({
                b: want.b.map(([p, q]) => [Number(p), Number(q)]),
                a: want.a.map(([p, q]) => [Number(p), Number(q)])
              })
              reads++
            })
          )
          expect(reads).toBeGreaterThan(3)
          // the recorded topic stayed on the recorded messages; the other depth on the engine's feed
          expect(fifty.epochs.length).toBe(1)
          expect(fifty.epochs[0]?.every((u) => u > RECORDED_U)).toBe(true)
          expect(deeper.epochs.length).toBe(1)
          expect(deeper.epochs[0]?.every((u) => u < RECORDED_U)).toBe(true)
          expect([...fifty.epochs, ...deeper.epochs].every(consecutive)).toBe(true)
        })
      )
    }
  )
})

describe("a replay passes its lines through to the subscribers there are at each line", () => {
  it.effect(
    "a subscriber joins and leaves mid-replay and a skip-delta fault drops one delta: each gets every other line, in order",
    () => {
      const lines = recording(60)
      const books = lines.flatMap((l, k) => ("m" in l && l.m.topic === TOPIC ? [k] : []))
      const joinAt = books[Math.floor(books.length / 4)] ?? 0
      const leaveAt = books[Math.floor(books.length / 2)] ?? 0
      const faultAt = books[Math.floor((2 * books.length) / 3)] ?? 0
      const skippedAt = books[Math.floor((2 * books.length) / 3) + 1] ?? 0
      return replaying(lines, (emulator) =>
        Effect.gen(function* () {
          const first = yield* WsClient.connect(emulator.ws.linear)
          const second = yield* WsClient.connect(emulator.ws.linear)
          yield* WsClient.await_(() => first.request({ op: "subscribe", args: [TOPIC] }, (m) => m.op === "subscribe"))
          const recorded = new LocalBook("BTCUSDT", "linear", 50, true)
          const kept = follower(first, TOPIC, 50)
          const joined = follower(second, TOPIC, 50)
          const us = (client: WsClient.Client) =>
            client.frames.flatMap((f) => (f.json?.topic === TOPIC ? [(f.json as { data: { u: number } }).data.u] : []))
          let last = T0
          let on = false
          for (let k = 0; k < lines.length; k++) {
            const line = lines[k] as Format.Line
            if (line.r > last) {
              yield* TestClock.adjust(line.r - last)
              last = line.r
            }
            if (!("m" in line) || line.m.topic !== TOPIC) continue
            recorded.apply(bookMessage(line.m))
            if (k === skippedAt) {
              // the fault took this delta: the first subscriber never sees it
              yield* waitFor(() => emulator.admin.faults.skipDeltas === 0, "the delta skipped", patient)
              continue
            }
            if (line.r > T0) yield* waitFor(() => kept.seen(line.r), `the book message at ${line.r}`, patient)
            if (k < skippedAt) {
              kept.follow()
              expect(rows(kept.book)).toEqual(rows(recorded))
            }
            if (on) {
              yield* waitFor(() => joined.seen(line.r), `the second's book message at ${line.r}`, patient)
              joined.follow()
              expect(rows(joined.book)).toEqual(rows(recorded))
            }
            if (k === joinAt) {
              yield* WsClient.await_(() =>
                second.request({ op: "subscribe", args: [TOPIC] }, (m) => m.op === "subscribe")
              )
              yield* waitFor(() => us(second).length > 0, "the second's snapshot", patient)
              joined.follow()
              expect(rows(joined.book)).toEqual(rows(recorded))
              on = true
            }
            if (k === leaveAt) {
              yield* WsClient.await_(() =>
                second.request({ op: "unsubscribe", args: [TOPIC] }, (m) => m.op === "unsubscribe")
              )
              on = false
            }
            if (k === faultAt) {
              emulator.admin.faults.skipDeltas = 1
              emulator.admin.faults.skipDeltaSymbol = "BTCUSDT"
            }
          }
          // the first: one snapshot, then every delta but the skipped one, in order
          const firstUs = us(first)
          const jumps = firstUs.flatMap((u, k) =>
            k > 0 && u !== (firstUs[k - 1] ?? 0) + 1 ? [u - (firstUs[k - 1] ?? 0)] : []
          )
          expect(jumps).toEqual([2])
          expect(firstUs.length).toBe(books.length - 1)
          // the second: a snapshot when it joined, then every line to the one it left at
          expect(joined.epochs.length).toBe(1)
          expect(joined.epochs.every(consecutive)).toBe(true)
          expect(joined.epochs[0]?.length).toBe(books.indexOf(leaveAt) - books.indexOf(joinAt) + 1)
          expect(firstUs.every((u) => u > RECORDED_U)).toBe(true)
        })
      )
    }
  )
})

describe("a replay's fills do not depend on when its book was read", () => {
  it("the same recording and orders give the same executions, bit for bit, whether the book is read at every line or never", () => {
    const lines = recording(120)
    const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }
    const run = (readEvery: number | undefined) => {
      const ex = new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs: 0 } })
      const me: Caller = { uid: ex.demo.uid, apiKey: ex.demo.apiKey }
      ex.setBalance(me.uid, "UNIFIED", "USDT", "100000000", T0)
      const i = ex.instrument("linear", "BTCUSDT")
      if (i === undefined) throw new Error("no BTCUSDT")
      const place = (params: Params, now: number) => {
        const r = ex.createOrder(me, { category: "linear", symbol: "BTCUSDT", qty: "0.01", ...params }, now)
        if (!r.ok) throw new Error(`${r.retCode} ${r.retMsg}`)
      }
      let deferred = 0
      lines.forEach((line, k) => {
        ex.replay(line, line.r)
        if (ex.engine.idle(i) && !ex.engine.wanted(i)) deferred++
        if (readEvery !== undefined && k % readEvery === 0) ex.engine.depth(i, 50)
        // takers both ways, and makers at the touch that the recorded market may come to
        const at = k % 100
        if (at === 20) place({ side: "Buy", orderType: "Market" }, line.r)
        if (at === 40)
          place({ side: "Buy", orderType: "Limit", price: ex.engine.bestBidAsk(i).bid?.[0] ?? "1" }, line.r)
        if (at === 60) place({ side: "Sell", orderType: "Market" }, line.r)
        if (at === 80)
          place({ side: "Sell", orderType: "Limit", price: ex.engine.bestBidAsk(i).ask?.[0] ?? "1" }, line.r)
      })
      return { executions: ex.engine.executions(me.uid, "linear"), deferred }
    }
    const never = run(undefined)

    expect(never.executions.length).toBeGreaterThanOrEqual(2)
    expect(never.deferred).toBeGreaterThan(20)
    for (const readEvery of [1, 7]) {
      const read = run(readEvery)
      expect(read.executions).toEqual(never.executions)
    }
  })

  it("deferUnlessWanted defers a book nobody read since it was laid, and leaves a read one to be laid", () => {
    const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }
    const ex = new Exchange({ seed: 1, rsa: RSA, replay: { latencyMs: 0 } })
    const i = ex.instrument("linear", "BTCUSDT")
    if (i === undefined) throw new Error("no BTCUSDT")
    const seq0 = ex.engine.crossSeq(i)
    // never read: deferred, and the cross sequence moves as laying would have moved it
    expect(ex.engine.deferUnlessWanted(i, 9_500_000, T0)).toBe(true)
    expect(ex.engine.wanted(i)).toBe(false)
    expect(ex.engine.crossSeq(i)).toBe(seq0 + 1)
    // read since: wanted, nothing deferred (the caller lays it), until the replay says it laid it
    ex.engine.depth(i, 50)
    expect(ex.engine.wanted(i)).toBe(true)
    const seq1 = ex.engine.crossSeq(i)
    expect(ex.engine.deferUnlessWanted(i, 9_600_000, T0 + 1)).toBe(false)
    expect(ex.engine.crossSeq(i)).toBe(seq1)
    ex.engine.laid(i)
    expect(ex.engine.deferUnlessWanted(i, 9_600_000, T0 + 2)).toBe(true)
    expect(ex.engine.crossSeq(i)).toBe(seq1 + 1)
  })
})

describe("a replay's recorded trade messages", () => {
  it.effect(
    "go to the subscribers of their topic as the exchange sent them, an order open or not (its own fields kept)",
    () => {
      const lines = recording(60)
      const trades = lines.filter((l) => "m" in l && l.m.topic === "publicTrade.BTCUSDT")
      expect(trades.length).toBeGreaterThan(5)
      // the recorder's shape: a field the topic's trades are not written with (`cts`), so a message written anew
      // would not be the recorded one
      expect(trades.every((l) => "m" in l && "cts" in l.m)).toBe(true)
      const restAt = lines.indexOf(trades[Math.floor(trades.length / 2)] as Format.Line)
      return replaying(lines, (emulator) =>
        Effect.gen(function* () {
          const client = yield* WsClient.connect(emulator.ws.linear)
          yield* WsClient.await_(() =>
            client.request({ op: "subscribe", args: [TOPIC, "publicTrade.BTCUSDT"] }, (m) => m.op === "subscribe")
          )
          const recorded = new LocalBook("BTCUSDT", "linear", 50, true)
          const fifty = follower(client, TOPIC, 50)
          yield* play(lines, recorded, [fifty], (k) =>
            k !== restAt
              ? Effect.void
              : Effect.gen(function* () {
                  // it rests, and the trades still go out as recorded
                  yield* restFarUnder(recorded)
                  expect(emulator.admin.exchange.engine.idle(instrument(emulator))).toBe(false)
                })
          )
          const sent = () => client.frames.filter((f) => f.json?.topic === "publicTrade.BTCUSDT").map((f) => f.raw)
          yield* waitFor(() => sent().length >= trades.length, "every trade message", patient)
          expect(sent()).toEqual(trades.map((l) => ("m" in l ? JSON.stringify(l.m) : "")))
        })
      )
    }
  )
})

describe("a replay of trades alone", () => {
  it.effect(
    "an instrument the recording gives no book of still has its book laid around each trade, and pushed",
    () => {
      const lines = recording(200).filter((l) => !("m" in l) || l.m.topic === "publicTrade.BTCUSDT")
      const trades = lines.filter((l) => "m" in l)
      expect(trades.length).toBeGreaterThan(10)
      return replaying(lines, (emulator) =>
        Effect.gen(function* () {
          const client = yield* WsClient.connect(emulator.ws.linear)
          yield* WsClient.await_(() => client.request({ op: "subscribe", args: [TOPIC] }, (m) => m.op === "subscribe"))
          const book = follower(client, TOPIC, 50)
          let last = T0
          for (const line of trades) {
            if (line.r > last) yield* TestClock.adjust(line.r - last)
            last = line.r
          }
          yield* waitFor(() => book.seen(last), "the book pushed at the last trade", patient)
          book.follow()
          // a snapshot on subscribing, then the walk's book around each new trade price as deltas
          expect(book.epochs.length).toBe(1)
          expect(book.epochs[0]?.length).toBeGreaterThan(5)
          expect(book.epochs.every(consecutive)).toBe(true)
        })
      )
    }
  )
})

const instrument = (emulator: Emulator.EmulatorHandle) => {
  const i = emulator.admin.exchange.instrument("linear", "BTCUSDT")
  if (i === undefined) throw new Error("no BTCUSDT")
  return i
}
