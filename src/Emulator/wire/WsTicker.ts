/**
 * The public stream's ticker and kline messages as the docs show them: the ticker's fields in the stream's names and
 * order per category, the tick direction, and the kline frame.
 *
 * @since 1.1.0
 */
import type { Instrument } from "../market/Instruments.js"
import type { KlineBar, Ticker } from "../market/MarketData.js"
import { optionTickerFields } from "../market/MarketTypes.js"

/**
 * The tick direction of the last price, as the futures ticker reports it.
 *
 * @since 1.1.0
 * @category models
 */
export type Direction = "PlusTick" | "ZeroPlusTick" | "MinusTick" | "ZeroMinusTick"

/** Field order of the linear / inverse ticker message (docs' WebSocket ticker, futures-only fields last). */
const FUTURES_FIELDS = [
  "symbol",
  "tickDirection",
  "price24hPcnt",
  "lastPrice",
  "prevPrice24h",
  "highPrice24h",
  "lowPrice24h",
  "prevPrice1h",
  "markPrice",
  "indexPrice",
  "openInterest",
  "openInterestValue",
  "singleOpenInterest",
  "singleOpenInterestValue",
  "turnover24h",
  "volume24h",
  "nextFundingTime",
  "fundingRate",
  "bid1Price",
  "bid1Size",
  "ask1Price",
  "ask1Size"
] as const

const DATED_FIELDS = ["deliveryTime", "basisRate", "deliveryFeeRate", "predictedDeliveryPrice", "basis"] as const

const PRELISTING_FIELDS = [
  "preOpenPrice",
  "preQty",
  "curPreListingPhase",
  "fundingIntervalHour",
  "fundingCap",
  "basisRateYear"
] as const

const SPOT_FIELDS = [
  "symbol",
  "lastPrice",
  "highPrice24h",
  "lowPrice24h",
  "prevPrice24h",
  "volume24h",
  "turnover24h",
  "price24hPcnt",
  "usdIndexPrice"
] as const

/**
 * The ticker in the stream's field names and order.
 *
 * @since 1.1.0
 * @category encoding
 */
export const wsTicker = (instrument: Instrument, ticker: Ticker, direction: Direction): ReadonlyMap<string, string> => {
  const rest = new Map<string, string>(Object.entries(ticker).map(([k, v]) => [k, String(v)]))
  const out = new Map<string, string>()
  const copy = (fields: ReadonlyArray<string>) => {
    for (const f of fields) {
      const v = rest.get(f)
      if (v !== undefined) out.set(f, v)
    }
  }
  switch (instrument.category) {
    case "spot":
      copy(SPOT_FIELDS)
      break
    case "option":
      for (const [ws, r] of optionTickerFields) {
        const v = rest.get(r)
        if (v !== undefined) out.set(ws, v)
      }
      break
    default:
      rest.set("tickDirection", direction)
      copy(FUTURES_FIELDS)
      if (instrument.deliveryTime > 0) copy(DATED_FIELDS)
      copy(PRELISTING_FIELDS)
  }
  return out
}

/**
 * A ticker's fields as an object, in their order.
 *
 * @since 1.1.0
 * @category encoding
 */
export const objectOf = (m: ReadonlyMap<string, string>): Record<string, string> => Object.fromEntries(m)

/**
 * The frame of a `kline.{interval}.{symbol}` message of one bar.
 *
 * @since 1.1.0
 * @category encoding
 */
export const klineFrame = (topic: string, ts: number, bar: KlineBar): string =>
  JSON.stringify({
    topic,
    data: [
      {
        start: bar.start,
        end: bar.end,
        interval: bar.interval,
        open: bar.open,
        close: bar.close,
        high: bar.high,
        low: bar.low,
        volume: bar.volume,
        turnover: bar.turnover,
        confirm: bar.confirm,
        timestamp: bar.timestamp
      }
    ],
    ts,
    type: "snapshot"
  })

/**
 * Whether two tickers hold the same fields and values.
 *
 * @since 1.1.0
 * @category encoding
 */
export const sameMap = (a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean => {
  if (a.size !== b.size) return false
  for (const [k, v] of a) if (b.get(k) !== v) return false
  return true
}
