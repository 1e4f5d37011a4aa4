/**
 * Test harness: a recording made from the emulator's own seeded market, in memory, for replay tests — per symbol
 * (linear) its `orderbook.50` (a snapshot, then a delta every step), the public trades between two steps, its
 * ticker, and its `kline.1` and `kline.60` bars (the last `history` bars of each in the first line, so a chart has
 * candles from the start, then the current bar every step).
 */
import { Exchange } from "../../src/Emulator/Exchange.js"
import { barStart } from "../../src/Emulator/market/MarketData.js"
import type { KlineInterval } from "../../src/Emulator/market/MarketTypes.js"
import type * as Format from "../../src/Recording/Format.js"

const RSA = { publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n", privateKeyPem: "PRIV" }

/** What to record. */
export interface Options {
  readonly seed: number
  /** The first line's receive time, ms. */
  readonly start: number
  readonly steps: number
  /** Between two steps, ms (default 200). */
  readonly stepMs?: number
  /** Linear symbols (default BTCUSDT). */
  readonly symbols?: ReadonlyArray<string>
  /** Bars of each interval before the start (default 60). */
  readonly history?: number
}

const intervals: ReadonlyArray<KlineInterval> = ["1", "60"]

/** The recording's lines, in receive-time order. */
export const record = (options: Options): Array<Format.Line> => {
  const { seed, start, steps } = options
  const stepMs = options.stepMs ?? 200
  const ex = new Exchange({ seed, rsa: RSA })
  ex.tick(start)
  const lines: Array<Format.Line> = []
  const message = (r: number, topic: string, type: "snapshot" | "delta", data: unknown): Format.Line => ({
    r,
    c: "linear",
    m: { topic, type, ts: r, data, cts: r }
  })
  const symbols = (options.symbols ?? ["BTCUSDT"]).map((symbol) => {
    const i = ex.instrument("linear", symbol)
    if (i === undefined) throw new Error(`no linear ${symbol}`)
    return { symbol, i, feed: ex.engine.feed(i, 50) }
  })
  const bar = (s: (typeof symbols)[number], interval: KlineInterval, at: number, now: number) =>
    ex.market.bar(s.i, "trade", interval, barStart(interval, at), now)
  for (const s of symbols) {
    lines.push(message(start, `orderbook.50.${s.symbol}`, "snapshot", s.feed.snapshot()))
    for (const interval of intervals) {
      const size = interval === "1" ? 60_000 : 3_600_000
      const past = Array.from({ length: options.history ?? 60 }, (_, k) =>
        bar(s, interval, start - size * ((options.history ?? 60) - k), start)
      )
      lines.push(message(start, `kline.${interval}.${s.symbol}`, "snapshot", [...past, bar(s, interval, start, start)]))
    }
    lines.push(message(start, `tickers.${s.symbol}`, "snapshot", ex.market.ticker(s.i, start)))
  }
  for (let k = 1; k <= steps; k++) {
    const r = start + stepMs * k
    ex.tick(r)
    for (const s of symbols) {
      const trades = ex.market.recentTrades(s.i, r, 50).filter((t) => Number(t.time) > r - stepMs)
      if (trades.length > 0)
        lines.push(
          message(
            r - 1,
            `publicTrade.${s.symbol}`,
            "snapshot",
            trades.reverse().map((t) => ({
              T: Number(t.time),
              s: t.symbol,
              S: t.side,
              v: t.size,
              p: t.price,
              i: t.execId,
              BT: false
            }))
          )
        )
    }
    for (const s of symbols) {
      const delta = s.feed.delta()
      if (delta !== undefined) lines.push(message(r, `orderbook.50.${s.symbol}`, "delta", delta))
      lines.push(message(r, `tickers.${s.symbol}`, "snapshot", ex.market.ticker(s.i, r)))
      for (const interval of intervals)
        lines.push(message(r, `kline.${interval}.${s.symbol}`, "snapshot", [bar(s, interval, r, r)]))
    }
  }
  // receive times in order: trades of a step come just before its book
  return lines.sort((a, b) => a.r - b.r)
}
