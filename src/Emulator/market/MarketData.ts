/**
 * The emulator's market: a seeded price walk per underlying, from which every public figure is derived on demand
 * (last, mark and index prices, tickers, klines of any interval, public trades, the resting liquidity of the
 * order book, funding, open interest, volatility, insurance, risk limits, delivery prices, long/short ratio).
 *
 * The walk is a sum of octaves of interpolated hashed noise, so the price at any time is computed directly from
 * (seed, coin, time): the same seed and the same times give the same prices, and a bar is the same every time
 * it is asked for. Only `+ - * /`, `Math.floor/round` and `Math.exp` touch floats, and every figure leaves as an
 * exact decimal string rounded once from the walk.
 *
 * @since 0.1.0
 */
import * as Kline from "../../Schema/Kline.js"
import * as Fixed from "../base/Fixed.js"
import { hash, hash01, hashString, hashUuid } from "../base/Prng.js"
import * as Book from "./BookLiquidity.js"
import type * as Instruments from "./Instruments.js"
import type { Category, Instrument } from "./Instruments.js"
import type { MarketSource } from "./MarketSource.js"
import * as Stats from "./MarketStats.js"
import {
  type KlineBar,
  type KlineInterval,
  type KlineKind,
  type KlineRow,
  type KlineWindow,
  klineIntervals,
  type Liquidity,
  type MarketDataOptions,
  type PublicTrade,
  type RiskLimitTier,
  type StatPeriod,
  type Ticker,
  type Window
} from "./MarketTypes.js"
import { type OptionValue, optionValue } from "./OptionPricing.js"
import {
  BASIS_AMPLITUDE,
  DAY,
  HOUR,
  type Keyed,
  MINUTE,
  NOTIONAL_PER_MINUTE,
  noise,
  SALT_BASIS,
  SALT_IV,
  SALT_TRADE,
  SALT_VOLUME,
  SALT_WALK,
  WALK_AMPLITUDE,
  YEAR
} from "./PriceWalk.js"

// The shapes lived here first; `MarketData` still names them.
export * from "./MarketTypes.js"

/**
 * The start of the bar of `interval` that contains `t` (UTC-aligned; weeks start on Monday).
 *
 * @since 0.1.0
 * @category klines
 */
export const barStart = (interval: KlineInterval, t: number): number => {
  switch (interval) {
    case "D":
      return Math.floor(t / DAY) * DAY
    case "W":
      return Math.floor((t - 4 * DAY) / (7 * DAY)) * 7 * DAY + 4 * DAY
    case "M": {
      const d = new Date(t)
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
    }
    default: {
      const length = Number(interval) * MINUTE
      return Math.floor(t / length) * length
    }
  }
}

/**
 * The start of the bar after the one starting at `start`.
 *
 * @since 0.1.0
 * @category klines
 */
export const nextBarStart: (interval: KlineInterval, start: number) => number = Kline.nextStart

/**
 * The start of the bar before the one starting at `start`.
 *
 * @since 0.1.0
 * @category klines
 */
export const previousBarStart = (interval: KlineInterval, start: number): number =>
  interval === "M" ? barStart("M", start - 1) : start - (nextBarStart(interval, start) - start)

const intervalKey = (interval: KlineInterval): number => klineIntervals.indexOf(interval) + 1

// The 24-hour high and low are sampled on this grid.
const STATS_GRID = 4 * 60_000

/**
 * How many engine-printed trades per instrument the recent-trade answers keep (the exchange's recent-trade
 * endpoint returns at most 1000 per symbol).
 *
 * @since 0.1.0
 * @category constants
 */
export const RECORDED_TRADES = 1000

/**
 * The seeded market, the synthetic `MarketSource`. Stateless apart from the public trades recorded from the
 * matching engine.
 *
 * @since 0.1.0
 * @category models
 */
export class MarketData implements MarketSource {
  readonly seed: number
  readonly bookLevels: number
  private readonly keyed = new Map<Instrument, Keyed>()
  // the trades recorded per instrument; those before `start` are dropped (compacted in bulk, not one by one)
  private readonly recorded = new Map<string, { items: Array<PublicTrade & { readonly at: number }>; start: number }>()

  constructor(options: MarketDataOptions) {
    this.seed = options.seed >>> 0
    this.bookLevels = options.bookLevels ?? 200
  }

  private keys(instrument: Instrument): Keyed {
    let k = this.keyed.get(instrument)
    if (k === undefined) {
      k = {
        instrument,
        key: hashString(`${instrument.category}:${instrument.symbol}`),
        coinKey: hashString(instrument.baseCoin),
        base: Number(instrument.basePrice),
        grid: undefined,
        bars: new Map(),
        last: undefined
      }
      this.keyed.set(instrument, k)
    }
    return k
  }

  /** The underlying (index) of a coin at `t`, as a float. */
  private underlying(k: Keyed, t: number): number {
    return k.base * (1 + noise(this.seed, k.coinKey, SALT_WALK, t, WALK_AMPLITUDE))
  }

  private impliedVol(k: Keyed, t: number): number {
    return 0.5 + noise(this.seed, k.coinKey, SALT_IV, t, [0, 0, 0, 0.01, 0.02, 0.03, 0.04])
  }

  private option(k: Keyed, t: number, spot: number): OptionValue {
    const i = k.instrument
    const years = Math.max(i.deliveryTime - t, 0) / YEAR
    return optionValue(i.optionsType === "Call", spot, Number(i.strike ?? "0"), years, this.impliedVol(k, t))
  }

  /** The float value of a price kind at `t` (premium is a ratio). */
  private value(k: Keyed, kind: KlineKind, t: number): number {
    const index = this.underlying(k, t)
    if (kind === "index") return index
    const basis = noise(this.seed, k.key, SALT_BASIS, t, BASIS_AMPLITUDE[k.instrument.category])
    if (kind === "premium") return basis / 2
    if (k.instrument.category === "option") {
      return this.option(k, t, kind === "trade" ? index * (1 + basis) : index).price
    }
    return index * (1 + (kind === "trade" ? basis : basis / 2))
  }

  private decimalsOf(k: Keyed, kind: KlineKind): number {
    if (kind === "premium") return 6
    if (kind === "index") return k.instrument.category === "option" ? 2 : Math.max(k.instrument.priceDecimals, 2)
    if (kind === "mark" && k.instrument.category === "option") return Math.max(k.instrument.priceDecimals, 2)
    return k.instrument.priceDecimals
  }

  /** Units at `decimalsOf(kind)`: traded prices on the tick grid and never below the minimum price. */
  private units(k: Keyed, kind: KlineKind, t: number): bigint {
    // a pure function of the time: the last traded units asked are kept
    if (kind === "trade" && k.last?.t === t) return k.last.units
    const v = this.value(k, kind, t)
    const d = this.decimalsOf(k, kind)
    if (kind === "trade") {
      const tick = BigInt(k.instrument.tickUnits)
      const ticks = Fixed.divide(Fixed.fromFloat(v, d), tick, "halfUp")
      const units = (ticks < 1n ? 1n : ticks) * tick
      k.last = { t, units }
      return units
    }
    return Fixed.fromFloat(v, d)
  }

  /**
   * A price of the instrument at `now`, as the exchange formats it: `last` on the tick grid, `mark` and `index`
   * at the instrument's price decimals (at least two).
   */
  price(instrument: Instrument, kind: "last" | "mark" | "index", now: number): string {
    const k = this.keys(instrument)
    const kk: KlineKind = kind === "last" ? "trade" : kind
    return Fixed.format(this.units(k, kk, now), this.decimalsOf(k, kk))
  }

  /** The last price in price units (what the matching engine's `onPrice` takes). */
  lastPriceUnits(instrument: Instrument, now: number): number {
    return Number(this.units(this.keys(instrument), "trade", now))
  }

  // ---------------------------------------------------------------- klines

  private barVolumeUnits(k: Keyed, interval: KlineInterval, start: number, end: number, upTo: number): bigint {
    const i = k.instrument
    if (i.category === "option") return 0n
    const minutes = (end - start) / MINUTE
    const factor = 0.5 + hash01(this.seed, k.key, SALT_VOLUME * 64 + intervalKey(interval), start / MINUTE)
    const notional = NOTIONAL_PER_MINUTE[i.category] * minutes * factor * Math.min(1, (upTo - start) / (end - start))
    const qty = i.category === "inverse" ? notional : notional / k.base
    const step = BigInt(i.stepUnits)
    return Fixed.divide(Fixed.fromFloat(qty, i.qtyDecimals), step, "down") * step
  }

  /** One bar of `interval` starting at `start`, as seen at `now` (a live bar runs to `now`). */
  bar(instrument: Instrument, kind: KlineKind, interval: KlineInterval, start: number, now: number): KlineBar {
    const k = this.keys(instrument)
    const end = nextBarStart(interval, start)
    const upTo = Math.min(end, now)
    const length = end - start
    // Sample on the finest octave grid that keeps a bar under 128 samples: each bar is then fixed by its start.
    let step = 15_000
    while (length / step > 128) step *= 4
    let high = this.units(k, kind, start)
    let low = high
    const open = high
    for (let t = start + step; t < upTo; t += step) {
      const u = this.units(k, kind, t)
      if (u > high) high = u
      if (u < low) low = u
    }
    const close = this.units(k, kind, upTo)
    if (close > high) high = close
    if (close < low) low = close
    const d = this.decimalsOf(k, kind)
    const volume = kind === "trade" ? this.barVolumeUnits(k, interval, start, end, upTo) : 0n
    const typical = (open + high + low + close) / 4n
    return {
      start,
      end: end - 1,
      interval,
      open: Fixed.format(open, d),
      close: Fixed.format(close, d),
      high: Fixed.format(high, d),
      low: Fixed.format(low, d),
      volume: Fixed.formatTrimmed(volume, instrument.qtyDecimals),
      turnover: kind === "trade" ? Stats.turnover(instrument, volume, typical) : "0",
      confirm: now >= end,
      timestamp: now
    }
  }

  /**
   * Kline rows, newest first, as `/v5/market/kline` (and the mark / index / premium variants) return them: the
   * bars from the one containing `start` to the one containing `end` (default `now`), at most `limit`
   * (default 200) counted back from the newest. Bars after `now` do not exist yet.
   */
  klines(
    instrument: Instrument,
    kind: KlineKind,
    interval: KlineInterval,
    window: KlineWindow,
    now: number
  ): ReadonlyArray<KlineRow> {
    const limit = window.limit ?? 200
    const last = barStart(interval, Math.min(window.end ?? now, now))
    const first = window.start === undefined ? Number.NEGATIVE_INFINITY : barStart(interval, window.start)
    const rows: Array<KlineRow> = []
    for (let s = last; s >= first && rows.length < limit; s = previousBarStart(interval, s)) {
      const b = this.bar(instrument, kind, interval, s, now)
      rows.push(
        kind === "trade"
          ? [String(s), b.open, b.high, b.low, b.close, b.volume, b.turnover]
          : [String(s), b.open, b.high, b.low, b.close]
      )
    }
    return rows
  }

  // ---------------------------------------------------------------- tickers

  // The walk is a pure function of time: the grid's extremes and the complete bars are computed once per window.
  private gridExtremes(k: Keyed, from: number, now: number): { readonly high: bigint; readonly low: bigint } {
    const first = Math.ceil(from / STATS_GRID) * STATS_GRID
    const last = first + Math.floor((now - first) / STATS_GRID) * STATS_GRID
    const cached = k.grid
    if (cached !== undefined && cached.first === first && cached.last === last) return cached
    let high = this.units(k, "trade", first)
    let low = high
    for (let t = first + STATS_GRID; t <= last; t += STATS_GRID) {
      const u = this.units(k, "trade", t)
      if (u > high) high = u
      if (u < low) low = u
    }
    k.grid = { first, last, high, low }
    return k.grid
  }

  private hourBar(k: Keyed, s: number, now: number): { readonly full: bigint; readonly mid: bigint } {
    const complete = s + HOUR <= now
    const cached = complete ? k.bars.get(s) : undefined
    if (cached !== undefined) return cached
    const covered = Math.min(s + HOUR, now) - s
    const bar = {
      full: this.barVolumeUnits(k, "60", s, s + HOUR, now),
      mid: this.units(k, "trade", s + Math.floor(covered / 2))
    }
    if (complete) {
      if (k.bars.size > 64) for (const start of k.bars.keys()) if (start < now - 2 * DAY) k.bars.delete(start)
      k.bars.set(s, bar)
    }
    return bar
  }

  private stats24h(k: Keyed, now: number) {
    const i = k.instrument
    const from = now - DAY
    let high = this.units(k, "trade", from)
    let low = high
    if (Math.ceil(from / STATS_GRID) * STATS_GRID <= now) {
      const grid = this.gridExtremes(k, from, now)
      if (grid.high > high) high = grid.high
      if (grid.low < low) low = grid.low
    }
    const last = this.units(k, "trade", now)
    if (last > high) high = last
    if (last < low) low = last
    // Volume and turnover: the hourly bars overlapping the last 24 hours, pro rata on the edges.
    let volume = 0n
    let turnover = 0n
    const step = BigInt(i.stepUnits)
    for (let s = barStart("60", from); s <= now; s += HOUR) {
      const overlap = Math.min(s + HOUR, now) - Math.max(s, from)
      if (overlap <= 0) continue
      const { full, mid } = this.hourBar(k, s, now)
      const covered = Math.min(s + HOUR, now) - s
      const part = covered === 0 ? 0n : (full * BigInt(overlap)) / BigInt(covered)
      const q = (part / step) * step
      volume += q
      turnover +=
        i.category === "inverse"
          ? Fixed.divide(q * Fixed.pow10(i.priceDecimals + 8), mid * Fixed.pow10(i.qtyDecimals), "down")
          : q * mid
    }
    const turnoverScale = i.category === "inverse" ? 8 : i.qtyDecimals + i.priceDecimals
    return { high, low, last, volume, turnover: Fixed.formatTrimmed(turnover, turnoverScale) }
  }

  private pcnt(last: bigint, prev: bigint, decimals: number): string {
    if (prev === 0n) return "0"
    return Fixed.format(Fixed.divide((last - prev) * Fixed.pow10(decimals), prev, "halfUp"), decimals)
  }

  /** An option's greeks at `now` (per contract), as the option ticker shows them. */
  greeks(
    instrument: Instrument,
    now: number
  ): { readonly delta: number; readonly gamma: number; readonly vega: number; readonly theta: number } {
    const k = this.keys(instrument)
    const v = this.option(k, now, this.underlying(k, now))
    return { delta: v.delta, gamma: v.gamma, vega: v.vega, theta: v.theta }
  }

  /** The ticker of an instrument at `now`, in its category's shape. */
  ticker(instrument: Instrument, now: number): Ticker {
    const k = this.keys(instrument)
    const i = instrument
    const d = i.priceDecimals
    const px = (u: bigint) => Fixed.format(u, d)
    const book = this.levels(i, Number(this.units(k, "trade", now)), now, 1)
    const [bidPrice, bidSize] = book.bids[0] ?? [0, 0]
    const [askPrice, askSize] = book.asks[0] ?? [0, 0]
    const qty = (u: number) => Fixed.formatNumber(u, i.qtyDecimals)
    const s = this.stats24h(k, now)
    if (i.category === "spot") {
      const prev = this.units(k, "trade", now - DAY)
      return {
        symbol: i.symbol,
        bid1Price: Fixed.formatNumber(bidPrice, d),
        bid1Size: qty(bidSize),
        ask1Price: Fixed.formatNumber(askPrice, d),
        ask1Size: qty(askSize),
        lastPrice: px(s.last),
        prevPrice24h: px(prev),
        price24hPcnt: this.pcnt(s.last, prev, 4),
        highPrice24h: px(s.high),
        lowPrice24h: px(s.low),
        turnover24h: s.turnover,
        volume24h: Fixed.formatTrimmed(s.volume, i.qtyDecimals),
        usdIndexPrice: this.price(i, "index", now)
      }
    }
    if (i.category === "option") {
      const underlying = this.underlying(k, now)
      const v = this.option(k, now, underlying)
      const iv = this.impliedVol(k, now)
      const prev = this.units(k, "trade", now - DAY)
      const g = (x: number) => Fixed.formatTrimmed(Fixed.fromFloat(x, 8), 8)
      return {
        symbol: i.symbol,
        bid1Price: Fixed.formatNumber(bidPrice, d),
        bid1Size: qty(bidSize),
        bid1Iv: g(iv - 0.01),
        ask1Price: Fixed.formatNumber(askPrice, d),
        ask1Size: qty(askSize),
        ask1Iv: g(iv + 0.01),
        lastPrice: px(s.last),
        highPrice24h: px(s.high),
        lowPrice24h: px(s.low),
        markPrice: this.price(i, "mark", now),
        indexPrice: this.price(i, "index", now),
        markIv: Fixed.format(Fixed.fromFloat(iv, 4), 4),
        underlyingPrice: this.price(i, "index", now),
        openInterest: Stats.openInterestAt(this.seed, k, now),
        turnover24h: "0",
        volume24h: "0",
        totalVolume: "0",
        totalTurnover: "0",
        delta: g(v.delta),
        gamma: g(v.gamma),
        vega: g(v.vega),
        theta: g(v.theta),
        predictedDeliveryPrice: "0",
        change24h: this.pcnt(s.last, prev, 4)
      }
    }
    const prev = this.units(k, "trade", now - DAY)
    const prev1h = this.units(k, "trade", now - HOUR)
    const mark = this.units(k, "mark", now)
    const oi = Stats.openInterestAt(this.seed, k, now)
    const oiUnits = Fixed.parse(oi, i.qtyDecimals) ?? 0n
    const oiValue =
      i.category === "inverse"
        ? Stats.turnover(i, oiUnits, mark)
        : Fixed.format(Fixed.rescale(oiUnits * mark, i.qtyDecimals + d, 2, "halfUp"), 2)
    const nextFunding = this.nextFundingTime(i, now)
    return {
      symbol: i.symbol,
      lastPrice: px(s.last),
      indexPrice: this.price(i, "index", now),
      markPrice: this.price(i, "mark", now),
      prevPrice24h: px(prev),
      price24hPcnt: this.pcnt(s.last, prev, 6),
      highPrice24h: px(s.high),
      lowPrice24h: px(s.low),
      prevPrice1h: px(prev1h),
      openInterest: oi,
      openInterestValue: oiValue,
      singleOpenInterest: Stats.singleSide(oi),
      singleOpenInterestValue: Stats.singleSide(oiValue),
      turnover24h: s.turnover,
      volume24h: Fixed.formatTrimmed(s.volume, i.qtyDecimals),
      fundingRate: Stats.fundingRateAt(this.seed, k, nextFunding),
      nextFundingTime: String(nextFunding),
      predictedDeliveryPrice: "",
      basisRate: "",
      deliveryFeeRate: "",
      deliveryTime: "0",
      ask1Size: qty(askSize),
      bid1Price: Fixed.formatNumber(bidPrice, d),
      ask1Price: Fixed.formatNumber(askPrice, d),
      bid1Size: qty(bidSize),
      basis: "",
      preOpenPrice: "",
      preQty: "",
      curPreListingPhase: "",
      fundingIntervalHour: String(i.fundingInterval / 60),
      fundingCap: (i.info as Instruments.FuturesInfo).upperFundingRate,
      basisRateYear: ""
    }
  }

  // ---------------------------------------------------------------- order book liquidity

  /**
   * The resting liquidity of the simulated market around `lastUnits`: bids from the last price down, asks from
   * one tick above, `depth` levels each (default `bookLevels`).
   */
  levels(instrument: Instrument, lastUnits: number, now: number, depth?: number): Liquidity {
    return Book.levels(this.seed, this.keys(instrument), this.bookLevels, lastUnits, now, depth)
  }

  // ---------------------------------------------------------------- public trades

  /**
   * Recent public trades, newest first: the market's own trades (about one every second or two, derived from
   * the walk) merged with the trades recorded from the matching engine.
   */
  recentTrades(instrument: Instrument, now: number, limit: number): ReadonlyArray<PublicTrade> {
    const k = this.keys(instrument)
    const out: Array<PublicTrade & { readonly at: number }> = []
    const kept = this.recorded.get(this.recordKey(instrument))
    const recorded = kept?.items ?? []
    const first = kept?.start ?? 0
    let r = recorded.length - 1
    while (r >= first && (recorded[r]?.at ?? 0) > now) r--
    let second = Math.floor(now / 1000)
    // Walk back second by second; the window is bounded so a quiet market cannot loop for long.
    for (let guard = 0; out.length < limit && guard < limit * 4 + 60; guard++, second--) {
      const synthetic = this.syntheticTrade(k, second, now)
      while (r >= first && out.length < limit && (recorded[r]?.at ?? 0) >= (synthetic?.at ?? second * 1000)) {
        const rec = recorded[r]
        if (rec !== undefined) out.push(rec)
        r--
      }
      if (synthetic !== undefined && out.length < limit) out.push(synthetic)
    }
    return out.map(({ at: _at, ...trade }) => trade)
  }

  private syntheticTrade(k: Keyed, second: number, now: number): (PublicTrade & { readonly at: number }) | undefined {
    const i = k.instrument
    const h = hash(this.seed, k.key, SALT_TRADE, second)
    if (h % 10 >= (i.category === "option" ? 1 : 6)) return undefined
    const at = second * 1000 + ((h >>> 4) % 1000)
    if (at > now) return undefined
    const price = this.units(k, "trade", at)
    const before = this.units(k, "trade", at - 1000)
    const u = hash01(this.seed, k.key, SALT_TRADE + 64, second)
    let units: number
    if (i.category === "option") units = Math.round((0.1 + 2 * u) * 10 ** i.qtyDecimals)
    else {
      const notional = 2_000 * (0.05 + 4 * u * u * u)
      units = Math.round((i.category === "inverse" ? notional : notional / k.base) * 10 ** i.qtyDecimals)
    }
    units = Math.max(Math.floor(units / i.stepUnits) * i.stepUnits, i.stepUnits)
    const side = price > before ? "Buy" : price < before ? "Sell" : (h >>> 16) % 2 === 0 ? "Buy" : "Sell"
    return {
      at,
      execId: hashUuid(this.seed, k.key, second),
      symbol: i.symbol,
      price: Fixed.format(price, i.priceDecimals),
      size: Fixed.formatNumber(units, i.qtyDecimals),
      side,
      time: String(at),
      isBlockTrade: false,
      isRPITrade: false,
      seq: String(second)
    }
  }

  private recordKey(instrument: Instrument): string {
    return `${instrument.category}:${instrument.symbol}`
  }

  /** Records a trade printed by the matching engine so recent-trade queries include it (last 1000 kept). */
  recordTrade(instrument: Instrument, trade: PublicTrade): void {
    const key = this.recordKey(instrument)
    let kept = this.recorded.get(key)
    if (kept === undefined) {
      kept = { items: [], start: 0 }
      this.recorded.set(key, kept)
    }
    // assign, not an object spread: the spread is several times slower on this hot path
    kept.items.push(Object.assign({}, trade, { at: Number(trade.time) }))
    if (kept.items.length - kept.start > RECORDED_TRADES) kept.start = kept.items.length - RECORDED_TRADES
    if (kept.start >= RECORDED_TRADES) {
      kept.items.splice(0, kept.start)
      kept.start = 0
    }
  }

  // ---------------------------------------------------------------- funding, open interest, ratios

  /** The next funding settlement after `now` (funding settles on the interval grid, UTC-aligned). */
  nextFundingTime(instrument: Instrument, now: number): number {
    const interval = instrument.fundingInterval * MINUTE
    if (interval === 0) return 0
    return (Math.floor(now / interval) + 1) * interval
  }

  /** Funding history (`/v5/market/funding/history`), newest first. */
  fundingHistory(
    instrument: Instrument,
    window: Window,
    now: number
  ): ReadonlyArray<{ readonly symbol: string; readonly fundingRate: string; readonly fundingRateTimestamp: string }> {
    return Stats.fundingHistory(this.seed, instrument, (i) => this.keys(i), window, now)
  }

  /** Open-interest history (`/v5/market/open-interest`), newest first (default limit 50). */
  openInterest(instrument: Instrument, intervalTime: StatPeriod, window: Window, now: number) {
    return Stats.openInterest(this.seed, this.keys(instrument), intervalTime, window, now)
  }

  /** Long/short account ratio (`/v5/market/account-ratio`), newest first (default limit 50). */
  accountRatio(instrument: Instrument, period: StatPeriod, window: Window, now: number) {
    return Stats.accountRatio(this.seed, this.keys(instrument), period, window, now)
  }

  /** Historical volatility of a coin's options (`/v5/market/historical-volatility`), hourly points oldest first. */
  historicalVolatility(baseCoin: string, period: number, window: Window, now: number) {
    return Stats.historicalVolatility(this.seed, baseCoin, period, window, now)
  }

  /** Insurance fund balances (`/v5/market/insurance`), updated daily. */
  insurance(coin: string | undefined, now: number) {
    return Stats.insurance(this.seed, coin, now)
  }

  /** Risk-limit tiers of a linear or inverse instrument. */
  riskLimits(instrument: Instrument): ReadonlyArray<RiskLimitTier> {
    return Stats.riskLimits(instrument)
  }

  /** Delivery prices (`/v5/market/delivery-price`), newest first. */
  deliveryPrices(
    category: Category,
    filter: { readonly symbol?: string | undefined; readonly baseCoin?: string | undefined; readonly limit?: number },
    now: number
  ) {
    return Stats.deliveryPrices(category, filter, now, (i, kind, t) => this.price(i, kind, t))
  }

  /** Server time (`/v5/market/time`). */
  serverTime(now: number): { readonly timeSecond: string; readonly timeNano: string } {
    return { timeSecond: String(Math.floor(now / 1000)), timeNano: `${now}000000` }
  }
}
