import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import type { KlineInterval } from "../../src/Emulator/market/MarketTypes.js"
import { ReplayMarket } from "../../src/Emulator/market/Replay.js"
import * as Format from "../../src/Recording/Format.js"
import * as RecordedLines from "../support/RecordedLines.js"

// A recording that holds only books and trades (examples/recordings/btcusdt.jsonl): its candles are the ones its
// trades make, and its ticker's 24h figures are its trades' over the window; nothing of the seeded walk shows.

const T0 = 1_767_225_600_000
const btc = Instruments.find("linear", "BTCUSDT")!

interface Trade {
  readonly T: number
  readonly p: number
  readonly v: number
}

const trades = fc
  .array(
    fc.record({
      gap: fc.nat(50_000),
      p: fc.integer({ min: 5_900_000, max: 6_100_000 }),
      v: fc.integer({ min: 1, max: 5_000 })
    }),
    { minLength: 1, maxLength: 60 }
  )
  .map((xs) => {
    let t = T0
    return xs.map(({ gap, p, v }): Trade => {
      t += gap
      return { T: t, p, v }
    })
  })

const lineOf = (t: Trade, k: number): Format.Line =>
  RecordedLines.btcTrade(t.T, (t.p / 100).toFixed(2), (t.v / 1000).toFixed(3), `t${k}`)

const book = RecordedLines.btcBook(T0)

/** The model: the trades of each bar of `size` ms, as REST's kline rows (newest first). */
const model = (ts: ReadonlyArray<Trade>, size: number) => {
  const bars = new Map<number, Array<Trade>>()
  for (const t of ts) {
    const s = Math.floor(t.T / size) * size
    bars.set(s, [...(bars.get(s) ?? []), t])
  }
  return [...bars.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([s, xs]) => [
      String(s),
      ((xs[0] as Trade).p / 100).toFixed(2),
      (Math.max(...xs.map((x) => x.p)) / 100).toFixed(2),
      (Math.min(...xs.map((x) => x.p)) / 100).toFixed(2),
      ((xs[xs.length - 1] as Trade).p / 100).toFixed(2),
      (xs.reduce((n, x) => n + x.v, 0) / 1000).toFixed(3)
    ])
}

const play = (lines: ReadonlyArray<Format.Line>) => {
  const market = new ReplayMarket({ seed: 7 })
  for (const l of lines) market.apply(l)
  return market
}

describe("a replay of books and trades only", () => {
  it("has the candles its trades make, at every interval, whether its lines are parsed or scanned", () => {
    fc.assert(
      fc.property(trades, fc.constantFrom<KlineInterval>("1", "5", "60"), (ts, interval) => {
        const parsed = [book, ...ts.map(lineOf)]
        const scanned = parsed.map(
          (l, k) => Format.decodeLine(Format.encode(l).trim(), "t.jsonl", k + 2) as Format.Line
        )
        const now = (ts[ts.length - 1] as Trade).T
        const expected = model(ts, Number(interval) * 60_000)
        for (const market of [play(parsed), play(scanned)]) {
          const rows = market.klines(btc, "trade", interval, { limit: 1000 }, now)
          expect(rows.map((r) => r.slice(0, 6))).toEqual(expected)
          const current = market.bar(btc, "trade", interval, Number(expected[0]?.[0]), now)
          expect([current.open, current.high, current.low, current.close]).toEqual(expected[0]?.slice(1, 5))
        }
      }),
      { numRuns: 60 }
    )
  })

  it("has a ticker of its trades' window: range, volume and price; no open interest or funding of the seeded walk", () => {
    fc.assert(
      fc.property(trades, (ts) => {
        const now = (ts[ts.length - 1] as Trade).T
        const ticker = play([book, ...ts.map(lineOf)]).ticker(btc, now) as unknown as Record<string, string>
        const prices = ts.map((t) => t.p)
        expect(ticker.lastPrice).toBe(((ts[ts.length - 1] as Trade).p / 100).toFixed(2))
        expect(ticker.highPrice24h).toBe((Math.max(...prices) / 100).toFixed(2))
        expect(ticker.lowPrice24h).toBe((Math.min(...prices) / 100).toFixed(2))
        expect(ticker.prevPrice24h).toBe(((ts[0] as Trade).p / 100).toFixed(2))
        expect(ticker.volume24h).toBe((ts.reduce((n, t) => n + t.v, 0) / 1000).toFixed(3))
        expect([ticker.openInterest, ticker.openInterestValue, ticker.fundingRate, ticker.nextFundingTime]).toEqual([
          "",
          "",
          "",
          ""
        ])
      }),
      { numRuns: 40 }
    )
  })

  it("a recorded kline interval keeps its recorded bars; the trades make only the intervals not recorded", () => {
    const ts: ReadonlyArray<Trade> = [
      { T: T0 + 1_000, p: 6_000_000, v: 10 },
      { T: T0 + 2_000, p: 6_010_000, v: 10 }
    ]
    const kline: Format.Line = {
      r: T0 + 500,
      c: "linear",
      m: {
        topic: "kline.1.BTCUSDT",
        type: "snapshot",
        ts: T0 + 500,
        data: [
          {
            start: T0,
            end: T0 + 59_999,
            interval: "1",
            open: "1.00",
            close: "2.00",
            high: "3.00",
            low: "0.50",
            volume: "9",
            turnover: "9",
            confirm: false,
            timestamp: T0 + 500
          }
        ]
      }
    }
    const market = play([book, kline, ...ts.map(lineOf)])
    expect(market.klines(btc, "trade", "1", {}, T0 + 3_000).map((r) => r[1])).toEqual(["1.00"])
    expect(market.klines(btc, "trade", "5", {}, T0 + 3_000).map((r) => r.slice(1, 5))).toEqual([
      ["60000.00", "60100.00", "60000.00", "60100.00"]
    ])
  })
})
