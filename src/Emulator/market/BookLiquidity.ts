/**
 * The resting liquidity of the simulated market's order books: seeded sizes per price level that refresh on
 * per-level clocks.
 *
 * @since 0.1.0
 */

import * as Fixed from "../base/Fixed.js"
import { hash, hash01 } from "../base/Prng.js"
import type { Instrument } from "./Instruments.js"
import type { Liquidity } from "./MarketTypes.js"
import { type Keyed, LEVEL_NOTIONAL, SALT_LEVEL } from "./PriceWalk.js"

/** An instrument's minimum order quantity in units, parsed once (every level of every step reads it). */
const minUnitsOf = new Map<Instrument, number>()
const minUnits = (i: Instrument): number => {
  let units = minUnitsOf.get(i)
  if (units === undefined) {
    units = Number(Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? BigInt(i.stepUnits))
    minUnitsOf.set(i, units)
  }
  return units
}

const levelSize = (seed: number, k: Keyed, priceTick: number, distance: number, now: number): number => {
  // Near the touch every tick is quoted; further out some ticks are empty.
  if (distance >= 5 && hash(seed, k.key, SALT_LEVEL, priceTick) % 3 === 0) return 0
  const h = hash(seed, k.key, SALT_LEVEL + 64, priceTick)
  const period = 2_000 + (h % 9) * 1_000
  const epoch = Math.floor((now + ((h >>> 8) % period)) / period)
  const u = hash01(seed, k.key, SALT_LEVEL + 128 + priceTick, epoch)
  const i = k.instrument
  const step = i.stepUnits
  const scale = 1 + distance / 25
  let units: number
  if (i.category === "option") {
    units = Math.round((0.1 + 9.9 * u * u) * scale * 10 ** i.qtyDecimals)
  } else {
    const notional = LEVEL_NOTIONAL[i.category] * (0.05 + 1.95 * u * u) * scale
    const qty = i.category === "inverse" ? notional : notional / k.base
    units = Math.round(qty * 10 ** i.qtyDecimals)
  }
  units = Math.floor(units / step) * step
  return Math.max(units, minUnits(i))
}

/**
 * The resting liquidity of the simulated market around `lastUnits`: bids from the last price down, asks from
 * one tick above, `depth` levels each (default `bookLevels`). A level's size is keyed by its absolute price and
 * a per-level clock, so a one-tick move changes few levels and sizes refresh at different rates, as a real
 * book's do.
 *
 * @since 0.1.0
 * @category books
 */
export const levels = (
  seed: number,
  k: Keyed,
  bookLevels: number,
  lastUnits: number,
  now: number,
  depth?: number
): Liquidity => {
  const n = depth ?? bookLevels
  const tick = k.instrument.tickUnits
  const lastTick = Math.max(1, Math.round(lastUnits / tick))
  const bids: Array<readonly [number, number]> = []
  const asks: Array<readonly [number, number]> = []
  for (let j = 0; bids.length < n && lastTick - j >= 1; j++) {
    const size = levelSize(seed, k, lastTick - j, j, now)
    if (size > 0) bids.push([(lastTick - j) * tick, size])
  }
  for (let j = 0; asks.length < n; j++) {
    const size = levelSize(seed, k, lastTick + 1 + j, j, now)
    if (size > 0) asks.push([(lastTick + 1 + j) * tick, size])
  }
  return { bids, asks }
}
