/**
 * Where the emulator's market comes from: every public figure the exchange, its desks and its servers read
 * (last, mark and index prices, bars, tickers, the order book's resting liquidity, public trades, funding and the
 * slow statistics), each a function of the instrument and the `now` passed in. The seeded synthetic walk
 * (`MarketData`) is one source; a replay of recorded streams is meant to be the other, so nothing above `market/`
 * names the synthetic one but the assembly that makes it.
 *
 * @since 0.2.0
 */
import type { Category, Instrument } from "./Instruments.js"
import type * as Stats from "./MarketStats.js"
import type {
  KlineBar,
  KlineInterval,
  KlineKind,
  KlineRow,
  KlineWindow,
  Liquidity,
  PublicTrade,
  RecordedMessage,
  RiskLimitTier,
  StatPeriod,
  Ticker,
  Window
} from "./MarketTypes.js"

/**
 * A market source: what the rest of the emulator reads from the market.
 *
 * @since 0.2.0
 * @category models
 */
export interface MarketSource {
  /** The seed of the figures a source does not carry itself (the less common market figures derive from it). */
  readonly seed: number
  /** Price levels per side of the resting liquidity. */
  readonly bookLevels: number
  /** The last, mark or index price at `now`, on the instrument's price grid. */
  price(instrument: Instrument, kind: "last" | "mark" | "index", now: number): string
  /** The last price at `now` in price units (what the matching engine's `onPrice` takes). */
  lastPriceUnits(instrument: Instrument, now: number): number
  /** One bar of `interval` starting at `start`, as seen at `now` (a live bar runs to `now`). */
  bar(instrument: Instrument, kind: KlineKind, interval: KlineInterval, start: number, now: number): KlineBar
  /** Kline rows, newest first, as `/v5/market/kline` answers them. */
  klines(
    instrument: Instrument,
    kind: KlineKind,
    interval: KlineInterval,
    window: KlineWindow,
    now: number
  ): ReadonlyArray<KlineRow>
  /** An option's greeks at `now` (per contract). */
  greeks(
    instrument: Instrument,
    now: number
  ): { readonly delta: number; readonly gamma: number; readonly vega: number; readonly theta: number }
  /** The ticker of an instrument at `now`, in its category's shape. */
  ticker(instrument: Instrument, now: number): Ticker
  /** The resting liquidity around `lastUnits`: `depth` levels per side (default `bookLevels`). */
  levels(instrument: Instrument, lastUnits: number, now: number, depth?: number): Liquidity
  /** Recent public trades, newest first: the source's own merged with those recorded from the matching engine. */
  recentTrades(instrument: Instrument, now: number, limit: number): ReadonlyArray<PublicTrade>
  /** Records a trade the matching engine printed, so the recent trades show it. */
  recordTrade(instrument: Instrument, trade: PublicTrade): void
  /**
   * A replay's recorded book of an instrument as a snapshot of its recorded topic, while its lines come as the
   * exchange's bytes (`ReplayMarket.recordedBook`); a source that replays nothing has none.
   */
  recordedBook?(instrument: Instrument): { readonly topic: string; readonly message: RecordedMessage } | undefined
  /** The next funding settlement after `now`. */
  nextFundingTime(instrument: Instrument, now: number): number
  /** Funding history (`/v5/market/funding/history`), newest first. */
  fundingHistory(
    instrument: Instrument,
    window: Window,
    now: number
  ): ReadonlyArray<{ readonly symbol: string; readonly fundingRate: string; readonly fundingRateTimestamp: string }>
  /** Open-interest history (`/v5/market/open-interest`), newest first. */
  openInterest(
    instrument: Instrument,
    intervalTime: StatPeriod,
    window: Window,
    now: number
  ): ReturnType<typeof Stats.openInterest>
  /** Long/short account ratio (`/v5/market/account-ratio`), newest first. */
  accountRatio(
    instrument: Instrument,
    period: StatPeriod,
    window: Window,
    now: number
  ): ReturnType<typeof Stats.accountRatio>
  /** Historical volatility of a coin's options (`/v5/market/historical-volatility`). */
  historicalVolatility(
    baseCoin: string,
    period: number,
    window: Window,
    now: number
  ): ReturnType<typeof Stats.historicalVolatility>
  /** Insurance fund balances (`/v5/market/insurance`). */
  insurance(coin: string | undefined, now: number): ReturnType<typeof Stats.insurance>
  /** Risk-limit tiers of a linear or inverse instrument. */
  riskLimits(instrument: Instrument): ReadonlyArray<RiskLimitTier>
  /** Delivery prices (`/v5/market/delivery-price`), newest first. */
  deliveryPrices(
    category: Category,
    filter: { readonly symbol?: string | undefined; readonly baseCoin?: string | undefined; readonly limit?: number },
    now: number
  ): ReturnType<typeof Stats.deliveryPrices>
  /** Server time (`/v5/market/time`). */
  serverTime(now: number): { readonly timeSecond: string; readonly timeNano: string }
}
