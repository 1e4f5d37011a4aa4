import { describe, expect, it } from "@effect/vitest"
import * as Fixed from "../../src/Emulator/base/Fixed.js"
import type { Instrument } from "../../src/Emulator/market/Instruments.js"
import * as Instruments from "../../src/Emulator/market/Instruments.js"
import type { FuturesTicker, KlineRow } from "../../src/Emulator/market/MarketData.js"
import { barStart, klineIntervals, MarketData } from "../../src/Emulator/market/MarketData.js"

const NOW = Date.UTC(2026, 10, 22, 12, 34, 56, 789)
const get = (category: Instruments.Category, symbol: string): Instrument => {
  const i = Instruments.find(category, symbol)
  if (i === undefined) throw new Error(`no ${category} ${symbol}`)
  return i
}
const btc = get("linear", "BTCUSDT")
const onTick = (i: Instrument, price: string): boolean => {
  const u = Fixed.parse(price, i.priceDecimals)
  return (
    u !== undefined && Number(u) % i.tickUnits === 0 && price.split(".")[1]?.length === (i.priceDecimals || undefined)
  )
}

describe("MarketData", () => {
  it("gives the same prices for the same seed and times, across instances", () => {
    const a = new MarketData({ seed: 7 })
    const b = new MarketData({ seed: 7 })
    for (const i of Instruments.all) {
      for (const t of [0, NOW - 86_400_000, NOW, NOW + 1]) {
        expect(a.price(i, "last", t)).toBe(b.price(i, "last", t))
        expect(a.price(i, "mark", t)).toBe(b.price(i, "mark", t))
        expect(a.price(i, "index", t)).toBe(b.price(i, "index", t))
      }
      expect(a.ticker(i, NOW)).toEqual(b.ticker(i, NOW))
    }
    expect(new MarketData({ seed: 8 }).price(btc, "last", NOW)).not.toBe(a.price(btc, "last", NOW))
  })

  it("walks: prices move over time and stay near the base", () => {
    const m = new MarketData({ seed: 1 })
    const prices = Array.from({ length: 50 }, (_, k) => Number(m.price(btc, "last", NOW + k * 3_600_000)))
    expect(new Set(prices).size).toBeGreaterThan(40)
    for (const p of prices) expect(p > 64_250 * 0.6 && p < 64_250 * 1.4).toBe(true)
  })

  it("formats last prices on the tick grid with the tick's decimals", () => {
    const m = new MarketData({ seed: 3 })
    for (const i of Instruments.all) {
      const last = m.price(i, "last", NOW)
      expect(onTick(i, last)).toBe(true)
    }
    expect(m.price(btc, "last", NOW)).toMatch(/^\d+\.\d0$/)
  })

  it("returns the same kline bars for overlapping queries, newest first", () => {
    const m = new MarketData({ seed: 5 })
    for (const interval of klineIntervals) {
      const a = m.klines(btc, "trade", interval, { limit: 6 }, NOW)
      const endOfSecond = Number(a[2]?.[0]) + 1
      const b = m.klines(btc, "trade", interval, { end: endOfSecond, limit: 6 }, NOW)
      expect(a.slice(2)).toEqual(b.slice(0, 4))
      const starts = a.map((r) => Number(r[0]))
      expect([...starts].sort((x, y) => y - x)).toEqual(starts)
      expect(starts[0]).toBe(barStart(interval, NOW))
    }
    // Asked again from a later clock, a closed bar is unchanged.
    const early = m.klines(btc, "trade", "5", { start: NOW - 3_600_000, end: NOW - 1_800_000 }, NOW)
    const later = m.klines(btc, "trade", "5", { start: NOW - 3_600_000, end: NOW - 1_800_000 }, NOW + 86_400_000)
    expect(later).toEqual(early)
    expect(early.length).toBe(7)
  })

  it("keeps bars coherent: high and low bound open and close, bars chain", () => {
    const m = new MarketData({ seed: 11 })
    const rows: ReadonlyArray<KlineRow> = m.klines(btc, "trade", "15", { limit: 50 }, NOW)
    const n = (r: KlineRow | undefined, k: number) => Number(r?.[k])
    for (let k = 0; k < rows.length; k++) {
      const r = rows[k]
      expect(n(r, 2)).toBeGreaterThanOrEqual(Math.max(n(r, 1), n(r, 4)))
      expect(n(r, 3)).toBeLessThanOrEqual(Math.min(n(r, 1), n(r, 4)))
      expect(r?.length).toBe(7)
      if (k > 0) expect(rows[k]?.[4]).toBe(rows[k - 1]?.[1])
    }
    const mark = m.klines(btc, "mark", "60", { limit: 3 }, NOW)
    expect(mark[0]?.length).toBe(5)
    expect(m.klines(btc, "premium", "60", { limit: 1 }, NOW)[0]?.[1]).toMatch(/^-?0\.\d{6}$/)
  })

  it("computes a linear ticker with 24h stats, funding and open interest", () => {
    const m = new MarketData({ seed: 2 })
    const t = m.ticker(btc, NOW) as FuturesTicker
    const last = Number(t.lastPrice)
    expect(Number(t.highPrice24h)).toBeGreaterThanOrEqual(last)
    expect(Number(t.lowPrice24h)).toBeLessThanOrEqual(last)
    expect(Number(t.volume24h)).toBeGreaterThan(0)
    expect(Number(t.turnover24h)).toBeGreaterThan(0)
    expect(t.nextFundingTime).toBe(String(Date.UTC(2026, 10, 22, 16)))
    expect(t.fundingIntervalHour).toBe("8")
    expect(Number(t.bid1Price)).toBeLessThan(Number(t.ask1Price))
    const prev = Fixed.parse(t.prevPrice24h, 2) ?? 1n
    const pct = Fixed.divide(((Fixed.parse(t.lastPrice, 2) ?? 0n) - prev) * 1_000_000n, prev, "halfUp")
    expect(t.price24hPcnt).toBe(Fixed.format(pct, 6))
    expect(t.price24hPcnt).not.toMatch(/e/)
  })

  it("answers a ticker asked again and again as a fresh market does, wherever the clock goes", () => {
    // the 24-hour stats are kept between queries: moving forward, back and across grid and hour edges
    const kept = new MarketData({ seed: 11 })
    const edge = Math.ceil(NOW / 240_000) * 240_000 // a grid point: the window gains its newest sample there
    const times = [
      edge - 1,
      edge,
      NOW,
      NOW + 1,
      NOW + 239_999,
      NOW + 240_000,
      NOW + 3_600_000,
      Math.floor(NOW / 3_600_000) * 3_600_000,
      NOW - 5 * 86_400_000,
      NOW + 2 * 86_400_000 + 17,
      NOW
    ]
    for (const t of times) {
      for (const i of Instruments.all) {
        expect(kept.ticker(i, t), `${i.symbol} at ${t}`).toEqual(new MarketData({ seed: 11 }).ticker(i, t))
      }
    }
  })

  it("lays liquidity around the price: bids below asks, every level on the grid", () => {
    const m = new MarketData({ seed: 4 })
    const last = m.lastPriceUnits(btc, NOW)
    const book = m.levels(btc, last, NOW)
    expect(book.bids.length).toBe(200)
    expect(book.asks.length).toBe(200)
    expect(book.bids[0]?.[0]).toBe(last)
    expect(book.asks[0]?.[0]).toBe(last + btc.tickUnits)
    for (let k = 1; k < 200; k++) {
      expect(book.bids[k]?.[0] ?? 0).toBeLessThan(book.bids[k - 1]?.[0] ?? 0)
      expect(book.asks[k]?.[0] ?? 0).toBeGreaterThan(book.asks[k - 1]?.[0] ?? 0)
    }
    for (const [, q] of [...book.bids, ...book.asks]) expect(q).toBeGreaterThanOrEqual(1)
    // A moment later most levels are unchanged: sizes refresh level by level.
    const later = m.levels(btc, last, NOW + 1_000)
    const same = later.bids.filter(([p, q], k) => book.bids[k]?.[0] === p && book.bids[k]?.[1] === q).length
    expect(same).toBeGreaterThan(100)
    expect(same).toBeLessThan(200)
  })

  it("prints recent trades newest first, reproducibly, merged with recorded ones", () => {
    const m = new MarketData({ seed: 6 })
    const trades = m.recentTrades(btc, NOW, 60)
    expect(trades.length).toBe(60)
    const times = trades.map((t) => Number(t.time))
    expect([...times].sort((x, y) => y - x)).toEqual(times)
    expect(times[0]).toBeLessThanOrEqual(NOW)
    expect(new MarketData({ seed: 6 }).recentTrades(btc, NOW, 60)).toEqual(trades)
    m.recordTrade(btc, {
      execId: "engine-1",
      symbol: "BTCUSDT",
      price: "64000.00",
      size: "1.000",
      side: "Buy",
      time: String(NOW - 1),
      isBlockTrade: false,
      isRPITrade: false,
      seq: "1"
    })
    const merged = m.recentTrades(btc, NOW, 60)
    expect(merged.some((t) => t.execId === "engine-1")).toBe(true)
    expect(merged.map((t) => Number(t.time))).toEqual([...merged.map((t) => Number(t.time))].sort((x, y) => y - x))
  })

  it("answers the other market endpoints from the same seed", () => {
    const m = new MarketData({ seed: 9 })
    const funding = m.fundingHistory(btc, { limit: 5 }, NOW)
    expect(funding.map((f) => Number(f.fundingRateTimestamp) % (8 * 3_600_000))).toEqual([0, 0, 0, 0, 0])
    for (const f of funding) expect(Math.abs(Number(f.fundingRate))).toBeLessThanOrEqual(0.00375)
    const oi = m.openInterest(btc, "1h", { limit: 3 }, NOW)
    expect(oi.map((o) => o.timestamp)).toEqual([0, 1, 2].map((k) => String(Date.UTC(2026, 10, 22, 12 - k))))
    const ratio = m.accountRatio(btc, "4h", { limit: 2 }, NOW)
    for (const r of ratio) {
      expect((Fixed.parse(r.buyRatio, 4) ?? 0n) + (Fixed.parse(r.sellRatio, 4) ?? 0n)).toBe(10_000n)
    }
    expect(m.historicalVolatility("BTC", 7, {}, NOW)).toHaveLength(1)
    expect(m.historicalVolatility("BTC", 30, { startTime: NOW - 86_400_000, endTime: NOW }, NOW)).toHaveLength(24)
    expect(m.insurance("USDT", NOW).list.map((r) => r.coin)).toEqual(["USDT"])
    const tiers = m.riskLimits(btc)
    expect(tiers[0]).toMatchObject({ id: 1, maintenanceMargin: "0.5", initialMargin: "1", maxLeverage: "100.00" })
    expect(tiers[1]?.maxLeverage).toBe("66.67")
    expect(m.riskLimits(get("spot", "BTCUSDT"))).toEqual([])
    const delivered = m.deliveryPrices("option", { baseCoin: "BTC", limit: 4 }, NOW)
    expect(delivered).toHaveLength(4)
    expect(delivered[0]?.symbol).toMatch(/^BTC-20NOV26-\d+-[CP]$/)
    expect(m.serverTime(NOW)).toEqual({ timeSecond: String(Math.floor(NOW / 1000)), timeNano: `${NOW}000000` })
  })
})
