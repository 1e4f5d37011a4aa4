/**
 * The replay market source: the emulator's books, trades, tickers, klines and prices follow a recording
 * (`src/Recording/Format.ts`) instead of the seeded walk. `from(lines, settings)` names the recording and how to
 * play it; `Emulator.make({ market })` plays it, one line at a time through `ReplayMarket.apply`, on a clock that
 * follows the recording's receive times (`speed` 1, N, or `"max"`: as fast as the emulator consumes).
 *
 * Per recorded instrument the source keeps a local book from the `orderbook.{depth}.{symbol}` messages (the first
 * depth recorded for a symbol is its book; other depths of it are ignored), the last traded price and the recent
 * trades from `publicTrade`, the ticker fields from `tickers` (snapshot, then deltas merged), and the bars from
 * `kline.{interval}`. An interval the recording holds no `kline` of gets the bars its trades make, and an instrument
 * it holds no `tickers` of a ticker whose 24h and 1h figures are its trades' over the window and whose open interest
 * and funding are empty (`ReplayBars`): a recording of books and trades shows what it holds, not the seeded market.
 * Any other figure the recording does not carry (open interest history, insurance, risk limits, greeks, funding
 * history, and every figure of an instrument it does not hold) comes from the seeded walk, so the rest of the
 * emulator reads a whole market. A bar with no trade in it is flat at the last price with no volume.
 *
 * The instruments the recording does not hold (yet) stand still during a replay, at any speed: their prices, books,
 * tickers, bars and recent trades are the seeded walk's at the recording's first line (`heldAt`), whatever the
 * replay's clock says, and the exchange's clock-driven step leaves them alone once it laid them there
 * (`MarketStep`). So what a replay does depends on the recording alone, not on how fast the machine played it, and
 * the walk costs nothing while the recording plays as fast as it is consumed. Their schedules (funding times,
 * statistics, delivery) still follow the replay's clock.
 *
 * @since 1.1.0
 */

import type * as Format from "../../Recording/Format.js"
import * as Fixed from "../base/Fixed.js"
import type { Category, Instrument } from "./Instruments.js"
import { barStart, MarketData, nextBarStart } from "./MarketData.js"
import type { MarketSource } from "./MarketSource.js"
import type {
  KlineBar,
  KlineInterval,
  KlineKind,
  KlineRow,
  KlineWindow,
  LevelChanges,
  Liquidity,
  PublicTrade,
  RecordedMessage,
  StatPeriod,
  Ticker,
  Window
} from "./MarketTypes.js"
import { overwrite, tradeTicker } from "./ReplayBars.js"
import type { Applied, Recorded } from "./ReplayRecorded.js"
import { RecordedInstruments } from "./ReplayRecorded.js"

export type {
  /**
   * What one recorded line changed, for the exchange to act on (see `ReplayRecorded.Applied`).
   *
   * @since 1.1.0
   * @category models
   */
  Applied
} from "./ReplayRecorded.js"
export type {
  /**
   * How much there is to replay, when known (see `ReplaySpec.Extent`).
   *
   * @since 1.1.0
   * @category models
   */
  Extent,
  /**
   * What to replay and how (see `ReplaySpec.ReplaySpec`).
   *
   * @since 1.1.0
   * @category models
   */
  ReplaySpec,
  /**
   * How fast a replay plays (see `ReplaySpec.Speed`).
   *
   * @since 1.1.0
   * @category models
   */
  Speed
} from "./ReplaySpec.js"
export {
  /**
   * A replay of `lines` (see `ReplaySpec.from`).
   *
   * @since 1.1.0
   * @category constructors
   */
  from
} from "./ReplaySpec.js"
export type {
  /**
   * A recorded public trade as the `publicTrade` topic sent it, with its price and size in units.
   *
   * @since 1.1.0
   * @category models
   */
  RecordedTrade
} from "./ReplayTrades.js"

/**
 * The replay's market: a `MarketSource` whose recorded instruments follow the lines `apply` is given.
 *
 * @since 1.1.0
 * @category models
 */
export class ReplayMarket implements MarketSource {
  readonly seed: number
  readonly bookLevels: number
  private readonly walk: MarketData
  private readonly recorded = new RecordedInstruments()

  constructor(options: { readonly seed: number; readonly bookLevels?: number | undefined }) {
    this.walk = new MarketData(
      options.bookLevels === undefined ? { seed: options.seed } : { seed: options.seed, bookLevels: options.bookLevels }
    )
    this.seed = this.walk.seed
    this.bookLevels = this.walk.bookLevels
  }

  /** Whether the recording carries this instrument's book or trades (the exchange's tick leaves those alone). */
  replays(i: Instrument): boolean {
    return this.recorded.replays(i)
  }

  /**
   * The time the instruments the recording does not hold stand at: its first line's receive time (`undefined` before
   * the first line: they are the walk's at the time asked).
   */
  get heldAt(): number | undefined {
    return this.recorded.heldAt
  }

  /** The walk's time of an instrument the recording does not drive, at the replay's `now`. */
  private walkAt(now: number): number {
    return this.recorded.heldAt ?? now
  }

  // ---------------------------------------------------------------- applying the recording (`ReplayRecorded`)

  /** Applies one line of the recording; answers what it changed. */
  apply(line: Format.Line | Format.Scan): Applied {
    return this.recorded.apply(line)
  }

  /**
   * `apply`, for the replay itself: a trade line's `trades` may be made objects only when read (the exchange reads
   * them while an order is open, and a subscriber that is not sent the recorded message does).
   */
  step(line: Format.Line | Format.Scan): Applied {
    return this.recorded.step(line)
  }

  /**
   * An instrument's recorded book with no change since the engine last laid it (after a line that did not move the
   * book), or `undefined` while the recording has not given it a snapshot (the engine then lays the whole market).
   */
  unchanged(i: Instrument): LevelChanges | undefined {
    return this.recorded.unchanged(i)
  }

  /**
   * The recorded book of an instrument as a snapshot of its recorded topic, while its lines come as bytes with their
   * `u` (`Applied.message`): what a subscriber of that topic starts from before it is sent the recorded messages.
   */
  recordedBook(i: Instrument): { readonly topic: string; readonly message: RecordedMessage } | undefined {
    return this.recorded.recordedBook(i)
  }

  // ---------------------------------------------------------------- the market source

  /**
   * The last traded price in units: the last recorded or printed trade, else the recorded ticker's last price (its
   * mark price for an option not traded yet, whose last price is 0), else the mid.
   */
  private lastOf(r: Recorded): number {
    if (r.lastUnits > 0) return r.lastUnits
    const i = r.instrument
    for (const field of ["lastPrice", "markPrice"]) {
      const text = r.ticker.get(field)
      const fromTicker = text === undefined ? undefined : Fixed.parseRounded(text, i.priceDecimals, "halfUp")
      if (fromTicker !== undefined && fromTicker > 0n) return Number(fromTicker)
    }
    const best = r.book?.best()
    const bid = best?.bid?.[0]
    const ask = best?.ask?.[0]
    if (bid !== undefined && ask !== undefined) {
      const mid = Math.floor((bid + ask) / 2)
      return mid - (mid % i.tickUnits)
    }
    return bid ?? ask ?? 0
  }

  private live(i: Instrument): Recorded | undefined {
    const r = this.recorded.get(i)
    return r !== undefined && this.lastOf(r) > 0 ? r : undefined
  }

  price(instrument: Instrument, kind: "last" | "mark" | "index", now: number): string {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.price(instrument, kind, this.walkAt(now))
    const last = Fixed.formatNumber(this.lastOf(r), instrument.priceDecimals)
    if (kind === "last") return last
    const mark = r.ticker.get("markPrice") ?? last
    return kind === "mark" ? mark : (r.ticker.get("indexPrice") ?? mark)
  }

  lastPriceUnits(instrument: Instrument, now: number): number {
    const r = this.live(instrument)
    return r === undefined ? this.walk.lastPriceUnits(instrument, this.walkAt(now)) : this.lastOf(r)
  }

  bar(instrument: Instrument, kind: KlineKind, interval: KlineInterval, start: number, now: number): KlineBar {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.bar(instrument, kind, interval, start, this.walkAt(now))
    if (kind !== "trade") return this.walk.bar(instrument, kind, interval, start, now)
    const bars = r.bars.get(interval)
    const recorded = bars?.get(start)
    const end = nextBarStart(interval, start)
    if (recorded !== undefined) return { ...recorded, confirm: recorded.confirm || now >= end, timestamp: now }
    // no kline of this interval recorded: the bar the recorded trades make
    const built = bars === undefined ? r.tradeBars.bar(interval, start, now) : undefined
    if (built !== undefined) return built
    const last = Fixed.formatNumber(this.lastOf(r), instrument.priceDecimals)
    return {
      start,
      end: end - 1,
      interval,
      open: last,
      close: last,
      high: last,
      low: last,
      volume: "0",
      turnover: "0",
      confirm: now >= end,
      timestamp: now
    }
  }

  klines(
    instrument: Instrument,
    kind: KlineKind,
    interval: KlineInterval,
    window: KlineWindow,
    now: number
  ): ReadonlyArray<KlineRow> {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.klines(instrument, kind, interval, window, this.walkAt(now))
    if (kind !== "trade") return this.walk.klines(instrument, kind, interval, window, now)
    const bars = r.bars.get(interval)
    const limit = window.limit ?? 200
    const first = window.start === undefined ? Number.NEGATIVE_INFINITY : barStart(interval, window.start)
    const last = Math.min(window.end ?? now, now)
    const out: Array<KlineRow> = []
    // the recorded bars only (or, with no kline of this interval recorded, those its trades make): a replay has no
    // history before its first bar
    const starts =
      bars === undefined
        ? r.tradeBars.starts(interval, first, last)
        : [...bars.keys()].filter((s) => s >= first && s <= last)
    starts.sort((a, b) => b - a)
    for (const s of starts.slice(0, limit)) {
      const b = this.bar(instrument, kind, interval, s, now)
      out.push([String(s), b.open, b.high, b.low, b.close, b.volume, b.turnover])
    }
    return out
  }

  greeks(instrument: Instrument, now: number) {
    return this.walk.greeks(instrument, this.live(instrument) === undefined ? this.walkAt(now) : now)
  }

  ticker(instrument: Instrument, now: number): Ticker {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.ticker(instrument, this.walkAt(now))
    const base = this.walk.ticker(instrument, now)
    const i = instrument
    // no `tickers` recorded: the walk's shape, its figures the recorded trades' (or none), never the seeded market's
    const out: Ticker =
      r.ticker.size === 0 && i.category !== "option"
        ? tradeTicker(base, r.tradeBars, i, this.lastOf(r), now)
        : { ...base }
    for (const [k, v] of r.ticker) if (k !== "symbol") overwrite(out, k, v)
    overwrite(out, "lastPrice", Fixed.formatNumber(this.lastOf(r), i.priceDecimals))
    const best = r.book?.best()
    if (best?.bid !== undefined) {
      overwrite(out, "bid1Price", Fixed.formatNumber(best.bid[0], i.priceDecimals))
      overwrite(out, "bid1Size", Fixed.formatNumber(best.bid[1], i.qtyDecimals))
    }
    if (best?.ask !== undefined) {
      overwrite(out, "ask1Price", Fixed.formatNumber(best.ask[0], i.priceDecimals))
      overwrite(out, "ask1Size", Fixed.formatNumber(best.ask[1], i.qtyDecimals))
    }
    overwrite(out, "markPrice", this.price(i, "mark", now))
    overwrite(out, "indexPrice", this.price(i, "index", now))
    return out
  }

  levels(instrument: Instrument, lastUnits: number, now: number, depth?: number): Liquidity {
    const r = this.recorded.get(instrument)
    if (r?.book === undefined)
      return this.walk.levels(instrument, lastUnits, this.replays(instrument) ? now : this.walkAt(now), depth)
    return r.book.liquidity(depth)
  }

  recentTrades(instrument: Instrument, now: number, limit: number): ReadonlyArray<PublicTrade> {
    const r = this.live(instrument)
    if (r === undefined) return this.walk.recentTrades(instrument, this.walkAt(now), limit)
    return r.trades.recent(instrument, now, limit)
  }

  recordTrade(instrument: Instrument, trade: PublicTrade): void {
    const r = this.recorded.get(instrument)
    if (r === undefined) {
      this.walk.recordTrade(instrument, trade)
      return
    }
    r.trades.printed(Object.assign({}, trade, { at: Number(trade.time) }))
    const i = instrument
    const price = Fixed.parse(trade.price, i.priceDecimals)
    const size = Fixed.parse(trade.size, i.qtyDecimals)
    if (price !== undefined && size !== undefined) r.tradeBars.add(Number(trade.time), Number(price), Number(size))
  }

  nextFundingTime(instrument: Instrument, now: number): number {
    const text = this.live(instrument)?.ticker.get("nextFundingTime")
    const t = text === undefined ? Number.NaN : Number(text)
    return Number.isFinite(t) && t > now ? t : this.walk.nextFundingTime(instrument, now)
  }

  fundingHistory(instrument: Instrument, window: Window, now: number) {
    return this.walk.fundingHistory(instrument, window, now)
  }

  openInterest(instrument: Instrument, intervalTime: StatPeriod, window: Window, now: number) {
    return this.walk.openInterest(instrument, intervalTime, window, now)
  }

  accountRatio(instrument: Instrument, period: StatPeriod, window: Window, now: number) {
    return this.walk.accountRatio(instrument, period, window, now)
  }

  historicalVolatility(baseCoin: string, period: number, window: Window, now: number) {
    return this.walk.historicalVolatility(baseCoin, period, window, now)
  }

  insurance(coin: string | undefined, now: number) {
    return this.walk.insurance(coin, now)
  }

  riskLimits(instrument: Instrument) {
    return this.walk.riskLimits(instrument)
  }

  deliveryPrices(
    category: Category,
    filter: { readonly symbol?: string | undefined; readonly baseCoin?: string | undefined; readonly limit?: number },
    now: number
  ) {
    return this.walk.deliveryPrices(category, filter, now)
  }

  serverTime(now: number): { readonly timeSecond: string; readonly timeNano: string } {
    return this.walk.serverTime(now)
  }
}
