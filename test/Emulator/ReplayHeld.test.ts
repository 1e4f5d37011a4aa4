import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Exchange } from "../../src/Emulator/Exchange.js"
import type * as Format from "../../src/Recording/Format.js"

// During a replay the instruments the recording does not hold stand still where the seeded market stood at the
// recording's first line, whatever the replay's clock says and however often the clock-driven step runs: a
// replay's market is the recording's alone, the same at speed 1 as as fast as it is consumed.

const T0 = 1_767_225_600_000
const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }
const TOPIC = "orderbook.50.BTCUSDT"

/** A BTCUSDT book recorded from a seeded exchange: a snapshot, then `steps` deltas 200 ms apart. */
const record = (steps: number): Array<Format.Line> => {
  const ex = new Exchange({ seed: 11, rsa: RSA })
  const i = ex.instrument("linear", "BTCUSDT")
  if (i === undefined) throw new Error("no BTCUSDT")
  ex.tick(T0)
  const feed = ex.engine.feed(i, 50)
  const line = (r: number, type: "snapshot" | "delta", data: object): Format.Line => ({
    r,
    c: "linear",
    m: { topic: TOPIC, type, ts: r, data, cts: r }
  })
  const lines = [line(T0, "snapshot", feed.snapshot())]
  for (let k = 1; k <= steps; k++) {
    ex.tick(T0 + 200 * k)
    const delta = feed.delta()
    if (delta !== undefined) lines.push(line(T0 + 200 * k, "delta", delta))
  }
  return lines
}

const LINES = record(30)

/** What a bot sees of ETHUSDT (not in the recording): its book, ticker, last price, bars and recent trades. */
const seen = (ex: Exchange, now: number) => {
  const eth = ex.instrument("linear", "ETHUSDT")
  if (eth === undefined) throw new Error("no ETHUSDT")
  const { b, a } = ex.engine.depth(eth, 50)
  return {
    book: { b, a },
    ticker: ex.market.ticker(eth, now),
    last: ex.market.price(eth, "last", now),
    mark: ex.market.price(eth, "mark", now),
    bars: ex.market.klines(eth, "trade", "1", { limit: 3 }, now),
    trades: ex.market.recentTrades(eth, now, 5)
  }
}

/** The seeded market's ETHUSDT at the recording's first line, from an exchange that does not replay. */
const atFirstLine = (() => {
  const ex = new Exchange({ seed: 3, rsa: RSA })
  ex.tick(T0)
  return seen(ex, T0)
})()

/** One step of a replay: the next line at its time, or the clock-driven step `after` ms after the last line. */
type Op = { readonly kind: "line" } | { readonly kind: "tick"; readonly after: number }
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant<Op>({ kind: "line" }),
  fc.integer({ min: 0, max: 120_000 }).map((after): Op => ({ kind: "tick", after }))
)

describe("the instruments a recording does not hold", () => {
  it("stand still at the seeded market of the recording's first line, however the clock steps", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const ex = new Exchange({ seed: 3, rsa: RSA, replay: {} })
        const btc = ex.instrument("linear", "BTCUSDT")
        if (btc === undefined) throw new Error("no BTCUSDT")
        // as the emulator starts one: the first line, then the clock's first step
        let next = 0
        let last = T0
        const apply = () => {
          const line = LINES[next++]
          if (line === undefined) return
          last = line.r
          ex.replay(line, line.r)
        }
        apply()
        ex.tick(T0)
        expect(seen(ex, T0)).toEqual(atFirstLine)
        const recordedAtStart = ex.engine.depth(btc, 50).b
        let now = T0
        for (const o of ops) {
          if (o.kind === "line") {
            apply()
            now = Math.max(now, last)
          } else {
            // the replay's clock moves on, up to the next line's time (on and on once the recording ended)
            now = Math.min(now + o.after, LINES[next]?.r ?? Number.POSITIVE_INFINITY)
            ex.tick(now)
          }
          expect(seen(ex, now)).toEqual(atFirstLine)
        }
        // meanwhile the recorded instrument moved with its deltas
        if (next > 1) expect(ex.engine.depth(btc, 50).b).not.toEqual(recordedAtStart)
      }),
      { numRuns: 40 }
    )
  })

  it("are laid where they stand when read, not all at the step that holds them: only a book something reads", () => {
    const ex = new Exchange({ seed: 3, rsa: RSA, replay: {} })
    const eth = ex.instrument("linear", "ETHUSDT")
    const sol = ex.instrument("linear", "SOLUSDT")
    if (eth === undefined || sol === undefined) throw new Error("no ETHUSDT or SOLUSDT")
    // the emulator's first step, before the recording's first line; then something reads ETHUSDT's book
    ex.tick(T0 - 1_000)
    ex.engine.depth(eth, 50)
    const moved = new Set<string>()
    ex.onPublic((e) => {
      if (e.kind === "orderbook" && e.symbol !== "BTCUSDT") moved.add(e.symbol)
    })
    ex.replay(LINES[0] as Format.Line, T0)
    ex.tick(T0)
    // the book read was laid where the walk stood at the first line, and said so; no other book was laid
    expect([...moved]).toEqual(["ETHUSDT"])
    expect(seen(ex, T0)).toEqual(atFirstLine)
    // another, read now, is the book an exchange that does not replay lays at the first line
    const plain = new Exchange({ seed: 3, rsa: RSA })
    plain.tick(T0)
    const { b, a } = ex.engine.depth(sol, 50)
    const want = plain.engine.depth(sol, 50)
    expect({ b, a }).toEqual({ b: want.b, a: want.a })
  })
})
