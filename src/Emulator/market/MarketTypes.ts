/**
 * The shapes of the emulated market's figures: kline intervals and bars, public trades, tickers, liquidity,
 * statistics windows and periods, risk-limit tiers, and the market's options.
 *
 * @since 0.1.0
 */

/**
 * A kline interval.
 *
 * @since 0.1.0
 * @category models
 */
export type KlineInterval = "1" | "3" | "5" | "15" | "30" | "60" | "120" | "240" | "360" | "720" | "D" | "W" | "M"

/**
 * Every kline interval, shortest first.
 *
 * @since 0.1.0
 * @category models
 */
export const klineIntervals: ReadonlyArray<KlineInterval> = [
  "1",
  "3",
  "5",
  "15",
  "30",
  "60",
  "120",
  "240",
  "360",
  "720",
  "D",
  "W",
  "M"
]

/**
 * Which price a kline follows: traded (`/v5/market/kline`), mark, index or premium index.
 *
 * @since 0.1.0
 * @category models
 */
export type KlineKind = "trade" | "mark" | "index" | "premium"

/**
 * A kline row as the REST API returns it: `[startTime, open, high, low, close, volume, turnover]` for traded
 * prices, the first five for mark / index / premium.
 *
 * @since 0.1.0
 * @category models
 */
export type KlineRow = ReadonlyArray<string>

/**
 * One bar with its figures and whether it is closed, for the `kline.{interval}.{symbol}` topic.
 *
 * @since 0.1.0
 * @category models
 */
export interface KlineBar {
  readonly start: number
  readonly end: number
  readonly interval: KlineInterval
  readonly open: string
  readonly close: string
  readonly high: string
  readonly low: string
  readonly volume: string
  readonly turnover: string
  readonly confirm: boolean
  readonly timestamp: number
}

/**
 * A public trade, shaped as a `/v5/market/recent-trade` item.
 *
 * @since 0.1.0
 * @category models
 */
export interface PublicTrade {
  readonly execId: string
  readonly symbol: string
  readonly price: string
  readonly size: string
  readonly side: "Buy" | "Sell"
  readonly time: string
  readonly isBlockTrade: boolean
  readonly isRPITrade: boolean
  readonly seq: string
}

/**
 * A linear or inverse ticker (`/v5/market/tickers`).
 *
 * @since 0.1.0
 * @category models
 */
export interface FuturesTicker {
  readonly symbol: string
  readonly lastPrice: string
  readonly indexPrice: string
  readonly markPrice: string
  readonly prevPrice24h: string
  readonly price24hPcnt: string
  readonly highPrice24h: string
  readonly lowPrice24h: string
  readonly prevPrice1h: string
  readonly openInterest: string
  readonly openInterestValue: string
  /** One side of the open interest (the page's "single side"). */
  readonly singleOpenInterest: string
  /** One side of the open interest's value. */
  readonly singleOpenInterestValue: string
  readonly turnover24h: string
  readonly volume24h: string
  readonly fundingRate: string
  readonly nextFundingTime: string
  readonly predictedDeliveryPrice: string
  readonly basisRate: string
  readonly deliveryFeeRate: string
  readonly deliveryTime: string
  readonly ask1Size: string
  readonly bid1Price: string
  readonly ask1Price: string
  readonly bid1Size: string
  readonly basis: string
  readonly preOpenPrice: string
  readonly preQty: string
  readonly curPreListingPhase: string
  readonly fundingIntervalHour: string
  readonly fundingCap: string
  readonly basisRateYear: string
}

/**
 * A spot ticker.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpotTicker {
  readonly symbol: string
  readonly bid1Price: string
  readonly bid1Size: string
  readonly ask1Price: string
  readonly ask1Size: string
  readonly lastPrice: string
  readonly prevPrice24h: string
  readonly price24hPcnt: string
  readonly highPrice24h: string
  readonly lowPrice24h: string
  readonly turnover24h: string
  readonly volume24h: string
  readonly usdIndexPrice: string
}

/**
 * An option ticker.
 *
 * @since 0.1.0
 * @category models
 */
export interface OptionTicker {
  readonly symbol: string
  readonly bid1Price: string
  readonly bid1Size: string
  readonly bid1Iv: string
  readonly ask1Price: string
  readonly ask1Size: string
  readonly ask1Iv: string
  readonly lastPrice: string
  readonly highPrice24h: string
  readonly lowPrice24h: string
  readonly markPrice: string
  readonly indexPrice: string
  readonly markIv: string
  readonly underlyingPrice: string
  readonly openInterest: string
  readonly turnover24h: string
  readonly volume24h: string
  readonly totalVolume: string
  readonly totalTurnover: string
  readonly delta: string
  readonly gamma: string
  readonly vega: string
  readonly theta: string
  readonly predictedDeliveryPrice: string
  readonly change24h: string
}

/**
 * The option ticker's fields as the `tickers` stream names them, each with the REST field it carries (`bidPrice` is
 * REST's `bid1Price`, `markPriceIv` its `markIv`), in the stream's order: the stream is written from the REST ticker
 * with it, and a recorded option ticker is read back into the REST names with it.
 *
 * @since 1.1.0
 * @category constants
 */
export const optionTickerFields: ReadonlyArray<readonly [stream: string, rest: keyof OptionTicker]> = [
  ["symbol", "symbol"],
  ["bidPrice", "bid1Price"],
  ["bidSize", "bid1Size"],
  ["bidIv", "bid1Iv"],
  ["askPrice", "ask1Price"],
  ["askSize", "ask1Size"],
  ["askIv", "ask1Iv"],
  ["lastPrice", "lastPrice"],
  ["highPrice24h", "highPrice24h"],
  ["lowPrice24h", "lowPrice24h"],
  ["markPrice", "markPrice"],
  ["indexPrice", "indexPrice"],
  ["markPriceIv", "markIv"],
  ["underlyingPrice", "underlyingPrice"],
  ["openInterest", "openInterest"],
  ["turnover24h", "turnover24h"],
  ["volume24h", "volume24h"],
  ["totalVolume", "totalVolume"],
  ["totalTurnover", "totalTurnover"],
  ["delta", "delta"],
  ["gamma", "gamma"],
  ["vega", "vega"],
  ["theta", "theta"],
  ["predictedDeliveryPrice", "predictedDeliveryPrice"],
  ["change24h", "change24h"]
]

/**
 * A ticker of any category.
 *
 * @since 0.1.0
 * @category models
 */
export type Ticker = FuturesTicker | SpotTicker | OptionTicker

/**
 * Resting liquidity of the simulated market around a price: `[priceUnits, qtyUnits]` per level, best first.
 *
 * @since 0.1.0
 * @category models
 */
export interface Liquidity {
  readonly bids: ReadonlyArray<readonly [number, number]>
  readonly asks: ReadonlyArray<readonly [number, number]>
}

/**
 * A market's book as the engine reads it level by level (a replayed recording's book, `ReplayBook`): the size at a
 * price (units; 0 where none rests) and the best price of a side (`undefined` when it is empty).
 *
 * @since 1.1.0
 * @category models
 */
export interface LevelSource {
  readonly size: (isBid: boolean, price: number) => number
  readonly bestPrice: (isBid: boolean) => number | undefined
}

/**
 * A book message's data as the exchange writes it (`orderbook.{depth}.{symbol}`): levels as `[price, size]` texts.
 *
 * @since 1.1.0
 * @category models
 */
export interface RecordedMessage {
  readonly s: string
  readonly b: ReadonlyArray<readonly [string, string]>
  readonly a: ReadonlyArray<readonly [string, string]>
  readonly u: number
  readonly seq: number
}

/**
 * What changed of a `LevelSource` since the engine last laid it: the prices per side whose size changed (a price
 * may repeat; its size now is the source's).
 *
 * @since 1.1.0
 * @category models
 */
export interface LevelChanges {
  readonly source: LevelSource
  readonly bids: ReadonlyArray<number>
  readonly asks: ReadonlyArray<number>
}

/**
 * The bars a kline request asks for: from the one containing `start` to the one containing `end`, at most `limit`.
 *
 * @since 1.2.0
 * @category models
 */
export interface KlineWindow {
  readonly start?: number | undefined
  readonly end?: number | undefined
  readonly limit?: number | undefined
}

/**
 * A time window and page size, as the history endpoints take them.
 *
 * @since 0.1.0
 * @category models
 */
export interface Window {
  readonly startTime?: number | undefined
  readonly endTime?: number | undefined
  readonly limit?: number | undefined
}

/**
 * The open-interest / account-ratio period.
 *
 * @since 0.1.0
 * @category models
 */
export type StatPeriod = "5min" | "15min" | "30min" | "1h" | "4h" | "1d"

/**
 * A risk-limit tier (`/v5/market/risk-limit`).
 *
 * @since 0.1.0
 * @category models
 */
export interface RiskLimitTier {
  readonly id: number
  readonly symbol: string
  readonly riskLimitValue: string
  readonly maintenanceMargin: string
  readonly initialMargin: string
  readonly isLowestRisk: 0 | 1
  readonly maxLeverage: string
  readonly mmDeduction: string
}

/**
 * Options of the market.
 *
 * @since 0.1.0
 * @category models
 */
export interface MarketDataOptions {
  readonly seed: number
  /** Resting levels per side the simulated market keeps (default 200). */
  readonly bookLevels?: number
}

/**
 * A public trade as the `publicTrade.{symbol}` topic sends it.
 *
 * @since 1.1.0
 * @category models
 */
export interface WsPublicTrade {
  readonly T: number
  readonly s: string
  readonly S: "Buy" | "Sell"
  readonly v: string
  readonly p: string
  readonly L?: string
  readonly i: string
  readonly BT: boolean
  readonly RPI?: boolean
  readonly seq?: number
}
