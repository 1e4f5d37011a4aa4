/**
 * The market's own public events: the trades the seeded market prints between two ticks (those the engine printed
 * go out when they happen), seeded liquidations, and the tickers and bars `watch`ed instruments push every tick.
 *
 * @since 0.1.0
 */
import type { Bus } from "./Bus.js"
import * as Fixed from "./base/Fixed.js"
import { hash, hash01, hashString } from "./base/Prng.js"
import type { Clearing } from "./Clearing.js"
import type { Watch, WsLiquidation } from "./ExchangeTypes.js"
import type { Instrument } from "./market/Instruments.js"
import * as Instruments from "./market/Instruments.js"
import { barStart, type KlineInterval, type PublicTrade } from "./market/MarketData.js"
import type { MarketSource } from "./market/MarketSource.js"

/**
 * The market's public feed.
 *
 * @since 0.1.0
 * @category models
 */
export class MarketFeed {
  private readonly watches = new Map<string, { readonly watch: Watch; count: number; lastStart: number }>()

  constructor(
    private readonly deps: {
      readonly seed: number
      readonly market: MarketSource
      readonly clearing: Clearing
      readonly bus: Bus
    }
  ) {}

  /** Asks `tick` to compute tickers / klines of an instrument for `onPublic` listeners; returns the release. */
  watch(what: Watch): () => void {
    const key =
      what.kind === "ticker"
        ? `t:${what.category}:${what.symbol}`
        : `k:${what.category}:${what.symbol}:${what.interval}`
    const w = this.watches.get(key)
    if (w === undefined) this.watches.set(key, { watch: what, count: 1, lastStart: -1 })
    else w.count++
    let released = false
    return () => {
      if (released) return
      released = true
      const cur = this.watches.get(key)
      if (cur === undefined) return
      cur.count--
      if (cur.count <= 0) this.watches.delete(key)
    }
  }

  marketTrades(i: Instrument, from: number, now: number): void {
    if (now - from > 60_000) return
    // The recent trades come newest first, and a shorter list is the start of a longer one: ask for a few, and for
    // more only while all of them are newer than `from` (a tick is 0.1-1 s of a market printing about a trade a
    // second; building 60 trades per instrument per tick was most of a tick's cost)
    let recent: ReadonlyArray<PublicTrade> = []
    for (let limit = 4; ; limit = Math.min(60, limit * 4)) {
      recent = this.deps.market.recentTrades(i, now, limit)
      const oldest = recent[recent.length - 1]
      if (limit === 60 || recent.length < limit || oldest === undefined || Number(oldest.time) <= from) break
    }
    const trades = recent.filter((t) => Number(t.time) > from).reverse()
    // Trades the engine printed are published when they happen; these are the market's own.
    const own = trades.filter((t) => !this.deps.clearing.printed.has(t.execId))
    if (own.length === 0) return
    this.deps.bus.publish({
      kind: "publicTrade",
      category: i.category,
      symbol: i.symbol,
      ts: now,
      data: own.map((t) => ({
        T: Number(t.time),
        s: t.symbol,
        S: t.side,
        v: t.size,
        p: t.price,
        L: "ZeroPlusTick",
        i: t.execId,
        BT: t.isBlockTrade,
        RPI: t.isRPITrade,
        seq: Number(t.seq)
      }))
    })
  }

  liquidations(i: Instrument, from: number, now: number): void {
    if (i.category !== "linear" && i.category !== "inverse") return
    if (now - from > 60_000) return
    const key = hashString(`liq:${i.symbol}`)
    const data: Array<WsLiquidation> = []
    for (let s = Math.floor(from / 1000) + 1; s <= Math.floor(now / 1000); s++) {
      if (hash01(this.deps.seed, key, s) >= 0.05) continue
      const h = hash(this.deps.seed, key, s, 7)
      const t = s * 1000 + (h % 1000)
      const lots = BigInt(1 + (h % 50))
      const minQty = Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 1n
      data.push({
        T: t,
        s: i.symbol,
        S: h % 2 === 0 ? "Buy" : "Sell",
        v: Fixed.format(minQty * lots, i.qtyDecimals),
        p: this.deps.market.price(i, "last", t)
      })
    }
    if (data.length > 0)
      this.deps.bus.publish({ kind: "allLiquidation", category: i.category, symbol: i.symbol, ts: now, data })
  }

  watched(now: number): void {
    if (!this.deps.bus.hearsPublic) return
    for (const w of this.watches.values()) this.publish(w, now)
  }

  /** Publishes one instrument's watched ticker (`"ticker"`) or bar of an interval now, when it is watched. */
  watchedOf(i: Instrument, what: "ticker" | KlineInterval, now: number): void {
    if (!this.deps.bus.hearsPublic) return
    const key = what === "ticker" ? `t:${i.category}:${i.symbol}` : `k:${i.category}:${i.symbol}:${what}`
    const w = this.watches.get(key)
    if (w !== undefined) this.publish(w, now)
  }

  private publish(w: { readonly watch: Watch; lastStart: number }, now: number): void {
    const what = w.watch
    const i = Instruments.find(what.category, what.symbol)
    if (i === undefined) return
    if (what.kind === "ticker") {
      this.deps.bus.publish({
        kind: "ticker",
        category: i.category,
        symbol: i.symbol,
        ts: now,
        data: this.deps.market.ticker(i, now)
      })
      return
    }
    const start = barStart(what.interval, now)
    if (w.lastStart >= 0 && w.lastStart < start) {
      const closed = this.deps.market.bar(i, "trade", what.interval, w.lastStart, now)
      this.deps.bus.publish({ kind: "kline", category: i.category, symbol: i.symbol, ts: now, data: closed })
    }
    w.lastStart = start
    const bar = this.deps.market.bar(i, "trade", what.interval, start, now)
    this.deps.bus.publish({ kind: "kline", category: i.category, symbol: i.symbol, ts: now, data: bar })
  }
}
