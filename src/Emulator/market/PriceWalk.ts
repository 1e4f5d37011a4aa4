/**
 * The seeded price walk: a sum of octaves of interpolated hashed noise per (seed, key, salt), so any figure at any
 * time is computed directly, with the time units, amplitudes and salts the market derives its figures from.
 *
 * @since 0.1.0
 */

import { hashSigned } from "../base/Prng.js"
import type { Category, Instrument } from "./Instruments.js"
import type { StatPeriod } from "./MarketTypes.js"

/**
 * A minute, in milliseconds.
 *
 * @since 0.1.0
 * @category walk
 */
export const MINUTE = 60_000
/**
 * An hour, in milliseconds.
 *
 * @since 0.1.0
 * @category walk
 */
export const HOUR = 3_600_000
/**
 * A day, in milliseconds.
 *
 * @since 0.1.0
 * @category walk
 */
export const DAY = 86_400_000
/**
 * A year of 365 days, in milliseconds.
 *
 * @since 0.1.0
 * @category walk
 */
export const YEAR = 365 * DAY

/**
 * The length of each statistics period.
 *
 * @since 0.1.0
 * @category walk
 */
export const STAT_PERIOD_MS: Record<StatPeriod, number> = {
  "5min": 5 * MINUTE,
  "15min": 15 * MINUTE,
  "30min": 30 * MINUTE,
  "1h": HOUR,
  "4h": 4 * HOUR,
  "1d": DAY
}

/**
 * Octave lengths of the walk (15 s · 4^k, up to ~182 days).
 *
 * @since 0.1.0
 * @category walk
 */
export const OCTAVE_MS: ReadonlyArray<number> = Array.from({ length: 11 }, (_, k) => 15_000 * 4 ** k)
/**
 * The walk's amplitude per octave: roughly 2-3 % a day.
 *
 * @since 0.1.0
 * @category walk
 */
export const WALK_AMPLITUDE = [0.0003, 0.0006, 0.0012, 0.0024, 0.0048, 0.0096, 0.015, 0.03, 0.05, 0.08, 0.1]
/**
 * The basis (last against index) amplitude per octave, by category.
 *
 * @since 0.1.0
 * @category walk
 */
export const BASIS_AMPLITUDE: Record<Category, ReadonlyArray<number>> = {
  spot: [0.00002, 0.00004, 0.00006],
  linear: [0.00005, 0.0001, 0.0002, 0.0003],
  inverse: [0.00005, 0.0001, 0.0002, 0.0003],
  option: [0.0001, 0.0002]
}
/**
 * Amplitudes of the slow statistics (open interest, ratios, volatility, insurance).
 *
 * @since 0.1.0
 * @category walk
 */
export const SLOW_AMPLITUDE = [0, 0, 0, 0, 0.02, 0.04, 0.06, 0.08, 0.1]

/**
 * Notional traded per minute (quote coin; USD contracts on inverse).
 *
 * @since 0.1.0
 * @category walk
 */
export const NOTIONAL_PER_MINUTE: Record<Category, number> = {
  spot: 400_000,
  linear: 1_500_000,
  inverse: 600_000,
  option: 0
}
/**
 * Notional per resting level.
 *
 * @since 0.1.0
 * @category walk
 */
export const LEVEL_NOTIONAL: Record<Category, number> = { spot: 15_000, linear: 40_000, inverse: 30_000, option: 0 }
/**
 * The open interest notional around which the open interest moves.
 *
 * @since 0.1.0
 * @category walk
 */
export const OPEN_INTEREST_NOTIONAL: Record<Category, number> = { spot: 0, linear: 3e9, inverse: 5e8, option: 2e7 }

/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_WALK = 1
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_BASIS = 2
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_VOLUME = 3
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_TRADE = 4
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_LEVEL = 5
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_FUNDING = 6
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_OI = 7
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_RATIO = 8
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_IV = 9
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_INSURANCE = 10
/**
 * A salt that keeps one of the independent noises of a key apart.
 *
 * @since 0.1.0
 * @category walk
 */
export const SALT_HV = 11

/**
 * The seeded noise of one key and salt at `t`: a sum of octaves of interpolated hashed values.
 *
 * @since 0.1.0
 * @category walk
 */
export const noise = (
  seed: number,
  key: number,
  salt: number,
  t: number,
  amplitudes: ReadonlyArray<number>
): number => {
  let x = 0
  for (let k = 0; k < amplitudes.length; k++) {
    const a = amplitudes[k] ?? 0
    if (a === 0) continue
    const length = OCTAVE_MS[k] ?? 15_000
    const i = Math.floor(t / length)
    const f = (t - i * length) / length
    const v0 = hashSigned(seed, key, salt * 64 + k, i)
    const v1 = hashSigned(seed, key, salt * 64 + k, i + 1)
    x += a * (v0 + (v1 - v0) * f)
  }
  return x
}

/**
 * What the market keeps per instrument: its hash keys, its base price and the cached bars and 24-hour extremes.
 *
 * @since 0.1.0
 * @category models
 */
export interface Keyed {
  readonly instrument: Instrument
  readonly key: number
  readonly coinKey: number
  readonly base: number
  /** The traded high and low over the 24-hour grid points from `first` to `last` (the window last asked). */
  grid: { readonly first: number; readonly last: number; readonly high: bigint; readonly low: bigint } | undefined
  /** Complete hourly bars by start: volume and mid-bar traded units (pure functions of the walk). */
  readonly bars: Map<number, { readonly full: bigint; readonly mid: bigint }>
  /**
   * The last traded units asked and their time: a replay asks the price of the instruments it holds still at one
   * time over and over (the report's equity, once a second of the recording, per account and coin).
   */
  last: { readonly t: number; readonly units: bigint } | undefined
}
