/**
 * The market's slow statistics, each a pure function of the seed and time: funding rates and history, open
 * interest, the long/short ratio, historical volatility, insurance balances, risk-limit tiers and delivery prices.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { hashSigned, hashString } from "../base/Prng.js"
import type { Category, Instrument } from "./Instruments.js"
import * as Instruments from "./Instruments.js"
import type { RiskLimitTier, StatPeriod, Window } from "./MarketTypes.js"
import {
  BASIS_AMPLITUDE,
  DAY,
  HOUR,
  type Keyed,
  MINUTE,
  noise,
  OPEN_INTEREST_NOTIONAL,
  SALT_BASIS,
  SALT_FUNDING,
  SALT_HV,
  SALT_INSURANCE,
  SALT_OI,
  SALT_RATIO,
  SLOW_AMPLITUDE,
  STAT_PERIOD_MS
} from "./PriceWalk.js"

// One point per period, newest first, from the window's end (or now) back to its start.
const series = <A>(period: StatPeriod, window: Window, now: number, defaultLimit: number, f: (t: number) => A) => {
  const step = STAT_PERIOD_MS[period]
  const limit = window.limit ?? defaultLimit
  const end = Math.min(window.endTime ?? now, now)
  const start = window.startTime ?? Number.NEGATIVE_INFINITY
  const out: Array<A> = []
  for (let t = Math.floor(end / step) * step; t >= start && out.length < limit; t -= step) out.push(f(t))
  return out
}

/**
 * The funding rate settled at `settlement`.
 *
 * @since 0.1.0
 * @category funding
 */
export const fundingRateAt = (seed: number, k: Keyed, settlement: number): string => {
  // Mostly the 0.01 % base rate, sometimes pulled by the premium; capped at the instrument's bounds.
  const h = hashSigned(seed, k.key, SALT_FUNDING, settlement / MINUTE)
  const premium = noise(seed, k.key, SALT_BASIS, settlement, BASIS_AMPLITUDE[k.instrument.category])
  let rate = 0.0001 + (Math.abs(h) > 0.6 ? h * 0.0003 : 0) + premium * 0.3
  rate = Math.max(-0.00375, Math.min(0.00375, rate))
  return Fixed.formatTrimmed(Fixed.fromFloat(rate, 6), 6)
}

/**
 * Funding history (`/v5/market/funding/history`), newest first.
 *
 * @since 0.1.0
 * @category funding
 */
export const fundingHistory = (
  seed: number,
  instrument: Instrument,
  keys: (instrument: Instrument) => Keyed,
  window: Window,
  now: number
): ReadonlyArray<{ readonly symbol: string; readonly fundingRate: string; readonly fundingRateTimestamp: string }> => {
  const interval = instrument.fundingInterval * MINUTE
  if (interval === 0) return []
  const k = keys(instrument)
  const limit = window.limit ?? 200
  const end = Math.min(window.endTime ?? now, now)
  const start = Math.max(window.startTime ?? Number.NEGATIVE_INFINITY, instrument.launchTime)
  const out: Array<{ symbol: string; fundingRate: string; fundingRateTimestamp: string }> = []
  for (let t = Math.floor(end / interval) * interval; t >= start && out.length < limit; t -= interval) {
    out.push({ symbol: instrument.symbol, fundingRate: fundingRateAt(seed, k, t), fundingRateTimestamp: String(t) })
  }
  return out
}

/**
 * The open interest at `t`.
 *
 * @since 0.1.0
 * @category statistics
 */
export const openInterestAt = (seed: number, k: Keyed, t: number): string => {
  const i = k.instrument
  const notional = OPEN_INTEREST_NOTIONAL[i.category] * (1 + noise(seed, k.key, SALT_OI, t, SLOW_AMPLITUDE))
  const qty = i.category === "inverse" ? notional : notional / k.base / (i.category === "option" ? 400 : 1)
  const step = BigInt(i.stepUnits)
  return Fixed.format(Fixed.divide(Fixed.fromFloat(qty, i.qtyDecimals), step, "down") * step, i.qtyDecimals)
}

/**
 * Turnover of `qtyUnits` at `priceUnits`: quote value on spot and linear, base value (8 decimals) on inverse.
 *
 * @since 1.1.0
 * @category statistics
 */
export const turnover = (i: Instrument, qtyUnits: bigint, priceUnits: bigint): string => {
  if (i.category === "inverse") {
    if (priceUnits === 0n) return "0"
    const v = Fixed.divide(qtyUnits * Fixed.pow10(i.priceDecimals + 8), priceUnits * Fixed.pow10(i.qtyDecimals), "down")
    return Fixed.formatTrimmed(v, 8)
  }
  return Fixed.formatTrimmed(qtyUnits * priceUnits, i.qtyDecimals + i.priceDecimals)
}

/**
 * One side of an open interest the docs give as "the sum of both sides" (every contract has a long and a short):
 * half of it, exact, trailing zeros trimmed.
 *
 * @since 1.1.0
 * @category statistics
 */
export const singleSide = (bothSides: string): string =>
  Fixed.formatTrimmed((Fixed.parse(bothSides, 18) ?? 0n) / 2n, 18)

/**
 * Open-interest history (`/v5/market/open-interest`), newest first (default limit 50).
 *
 * @since 0.1.0
 * @category statistics
 */
export const openInterest = (
  seed: number,
  k: Keyed,
  intervalTime: StatPeriod,
  window: Window,
  now: number
): ReadonlyArray<{
  readonly openInterest: string
  readonly singleOpenInterest: string
  readonly timestamp: string
}> => {
  return series(intervalTime, window, now, 50, (t) => {
    const both = openInterestAt(seed, k, t)
    return { openInterest: both, singleOpenInterest: singleSide(both), timestamp: String(t) }
  })
}

/**
 * Long/short account ratio (`/v5/market/account-ratio`), newest first (default limit 50).
 *
 * @since 0.1.0
 * @category statistics
 */
export const accountRatio = (
  seed: number,
  k: Keyed,
  period: StatPeriod,
  window: Window,
  now: number
): ReadonlyArray<{
  readonly symbol: string
  readonly buyRatio: string
  readonly sellRatio: string
  readonly timestamp: string
}> => {
  return series(period, window, now, 50, (t) => {
    const buy = Fixed.fromFloat(0.55 + noise(seed, k.key, SALT_RATIO, t, SLOW_AMPLITUDE), 4)
    return {
      symbol: k.instrument.symbol,
      buyRatio: Fixed.formatTrimmed(buy, 4),
      sellRatio: Fixed.formatTrimmed(10_000n - buy, 4),
      timestamp: String(t)
    }
  })
}

/**
 * Historical volatility of a coin's options (`/v5/market/historical-volatility`), hourly points oldest first:
 * the last hour by default, else the hours in [startTime, endTime].
 *
 * @since 0.1.0
 * @category statistics
 */
export const historicalVolatility = (
  seed: number,
  baseCoin: string,
  period: number,
  window: Window,
  now: number
): ReadonlyArray<{ readonly period: number; readonly value: string; readonly time: string }> => {
  const key = hashString(baseCoin)
  const end = Math.floor(Math.min(window.endTime ?? now, now) / HOUR) * HOUR
  const start = window.startTime === undefined ? end : Math.ceil(window.startTime / HOUR) * HOUR
  const out: Array<{ period: number; value: string; time: string }> = []
  for (let t = start; t <= end; t += HOUR) {
    const v = Math.max(0.05, 0.45 * (1 + 1.5 * noise(seed, key, SALT_HV + period, t, SLOW_AMPLITUDE)))
    out.push({ period, value: Fixed.format(Fixed.fromFloat(v, 8), 8), time: String(t) })
  }
  return out
}

/**
 * Insurance fund balances (`/v5/market/insurance`), updated daily.
 *
 * @since 0.1.0
 * @category statistics
 */
export const insurance = (
  seed: number,
  coin: string | undefined,
  now: number
): {
  readonly updatedTime: string
  readonly list: ReadonlyArray<{
    readonly coin: string
    readonly symbols: string
    readonly balance: string
    readonly value: string
  }>
} => {
  const updated = Math.floor(now / DAY) * DAY
  const funds: ReadonlyArray<readonly [string, string, number, number]> = [
    ["BTC", "BTCUSD", 1_200, 64_250],
    ["ETH", "ETHUSD", 9_000, 3_400],
    ["USDT", "BTCUSDT,ETHUSDT,SOLUSDT", 600_000_000, 1],
    ["USDC", "BTCPERP,ETHPERP", 40_000_000, 1]
  ]
  const list = funds
    .filter(([c]) => coin === undefined || c === coin)
    .map(([c, symbols, balance, usd]) => {
      const b = balance * (1 + noise(seed, hashString(c), SALT_INSURANCE, updated, SLOW_AMPLITUDE))
      const units = Fixed.fromFloat(b, 8)
      const usdUnits = Fixed.fromFloat(usd, 2)
      return {
        coin: c,
        symbols,
        balance: Fixed.formatTrimmed(units, 8),
        value: Fixed.format(Fixed.rescale(units * usdUnits, 10, 2, "halfUp"), 2)
      }
    })
  return { updatedTime: String(updated), list }
}

/**
 * Risk-limit tiers of a linear or inverse instrument: margin rates grow by half a point per tier (percent
 * strings, as the API gives them), with the maintenance-margin deduction that keeps margin continuous.
 *
 * @since 0.1.0
 * @category statistics
 */
export const riskLimits = (instrument: Instrument): ReadonlyArray<RiskLimitTier> => {
  if (!Instruments.isFutures(instrument.category)) return []
  const first = instrument.category === "inverse" ? 150n : instrument.baseCoin === "BTC" ? 2_000_000n : 1_000_000n
  const maxLeverage = Fixed.parse((instrument.info as Instruments.FuturesInfo).leverageFilter.maxLeverage, 2) ?? 100n
  const baseIm = Fixed.divide(10_000n * 100n, maxLeverage, "up") // initial margin % at 2 decimals
  const tiers: Array<RiskLimitTier> = []
  let deduction = 0n // at 4 decimals of the settle value
  let previousMm = 0n
  for (let n = 0; n < 10; n++) {
    const limit = first * BigInt(n + 1)
    const im = baseIm + BigInt(n) * 50n
    const mm = im / 2n
    if (n > 0) deduction += first * BigInt(n) * (mm - previousMm) * 100n
    previousMm = mm
    tiers.push({
      id: n + 1,
      symbol: instrument.symbol,
      riskLimitValue: String(limit),
      maintenanceMargin: Fixed.formatTrimmed(mm, 2),
      initialMargin: Fixed.formatTrimmed(im, 2),
      isLowestRisk: n === 0 ? 1 : 0,
      maxLeverage: Fixed.format(Fixed.divide(10_000n * 100n, im, "halfUp"), 2),
      mmDeduction: n === 0 ? "" : Fixed.formatTrimmed(deduction, 6)
    })
  }
  return tiers
}

/**
 * Delivery prices (`/v5/market/delivery-price`), newest first: the listed instruments already delivered, and
 * for options the weekly Friday 08:00 UTC expiries before `now` (at-the-money strikes).
 *
 * @since 0.1.0
 * @category statistics
 */
export const deliveryPrices = (
  category: Category,
  filter: { readonly symbol?: string | undefined; readonly baseCoin?: string | undefined; readonly limit?: number },
  now: number,
  price: (instrument: Instrument, kind: "index", t: number) => string
): ReadonlyArray<{ readonly symbol: string; readonly deliveryPrice: string; readonly deliveryTime: string }> => {
  const limit = filter.limit ?? 50
  const out: Array<{ symbol: string; deliveryPrice: string; deliveryTime: string; at: number }> = []
  for (const i of Instruments.byCategory(category)) {
    if (i.deliveryTime === 0 || i.deliveryTime > now) continue
    if (filter.symbol !== undefined && filter.symbol !== i.symbol) continue
    if (filter.baseCoin !== undefined && filter.baseCoin !== i.baseCoin) continue
    out.push({
      symbol: i.symbol,
      deliveryPrice: price(i, "index", i.deliveryTime),
      deliveryTime: String(i.deliveryTime),
      at: i.deliveryTime
    })
  }
  if (category === "option") {
    const coins = (filter.baseCoin === undefined ? ["BTC", "ETH"] : [filter.baseCoin]).flatMap((c) => {
      const inst = Instruments.all.find((i) => i.category === "linear" && i.baseCoin === c)
      return inst === undefined ? [] : [inst]
    })
    const week = 7 * DAY
    const fridayOffset = DAY + 8 * HOUR // 1970-01-02 was a Friday
    let t = Math.floor((now - fridayOffset) / week) * week + fridayOffset
    if (t > now) t -= week
    for (let n = 0; n < limit && t > 0; n++, t -= week) {
      for (const inst of coins) {
        const index = price(inst, "index", t)
        const strikeStep = inst.baseCoin === "BTC" ? 1000n : 100n
        const strike = Fixed.divide(Fixed.parse(index, 2) ?? 0n, strikeStep * 100n, "halfUp") * strikeStep
        const code = Instruments.expiryCode(t)
        for (const type of ["C", "P"]) {
          const symbol = `${inst.baseCoin}-${code}-${strike}-${type}`
          if (filter.symbol !== undefined && filter.symbol !== symbol) continue
          out.push({ symbol, deliveryPrice: index, deliveryTime: String(t), at: t })
        }
      }
    }
  }
  out.sort((a, b) => b.at - a.at || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
  return out.slice(0, limit).map(({ at: _at, ...row }) => row)
}
