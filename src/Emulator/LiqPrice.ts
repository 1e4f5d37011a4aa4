/**
 * Liquidation and bankruptcy prices of a position, from the same margin model the liquidation scan applies: an
 * isolated position is liquidated when its unrealised PnL at the mark price falls to its maintenance margin less
 * its position margin; a cross position of a unified account when the account's equity (its cash, the cross
 * positions' PnL, less the margin isolated positions hold) falls to the account's maintenance margin, the other
 * positions held at their current marks (an estimate, as the exchange's docs call it). The liquidation price is on
 * the mark price's own grid, so a mark at or beyond it is liquidated by the next scan and a mark short of it is not;
 * it is `""` beyond the instrument's price range, and for an account in portfolio margin mode. The bankruptcy price
 * (where the margin, or the account's equity, is gone) is on the tick, rounded towards the entry.
 *
 * @since 0.1.0
 */
import * as Fixed from "./base/Fixed.js"
import type { Position } from "./books/Positions.js"
import type { Instrument } from "./market/Instruments.js"

/**
 * What the prices read of an instrument: its category, settle coin, decimals, tick and price range.
 *
 * @since 0.1.0
 * @category models
 */
export type Priced = Pick<
  Instrument,
  "category" | "settleCoin" | "priceDecimals" | "qtyDecimals" | "tickUnits" | "minPrice" | "maxPrice"
>

/**
 * What the prices read of a position: the exchange's own, or one a page builds to estimate an order's (its account,
 * side, size in quantity units and entry value in 10^-18 units of the settle coin).
 *
 * @since 0.1.0
 * @category models
 */
export interface Held {
  readonly uid: string
  readonly instrument: Priced
  readonly side: string
  readonly size: bigint
  readonly value: bigint
}

/**
 * What the prices read of the exchange's margin model (amounts in 10^-18 units of the position's settle coin
 * unless said); the liquidation scan's hooks carry the same functions.
 *
 * @since 0.1.0
 * @category models
 */
export interface MarginModel<P extends Held = Position> {
  readonly isolated: (p: P) => boolean
  /** Initial margin held by the position (entry value / leverage, plus margin added). */
  readonly margin: (p: P) => bigint
  readonly maintenance: (p: P) => bigint
  /** Unrealised PnL at the mark price at `now`. */
  readonly unrealised: (p: P, now: number) => bigint
  /** The unified account's cash in USD (10^-18) at `now`: every coin's balance less what it owes. */
  readonly cash: (uid: string, now: number) => bigint
  /** USD per coin (10^-18) at `now`. */
  readonly usdPrice: (coin: string, now: number) => bigint
}

const ONE = Fixed.pow10(18)

/**
 * The unrealised PnL (settle coin, 10^-18) at or below which a position is liquidated, or `undefined` when no
 * price can bring it there (a cross position whose settle coin has no USD price). `account` is every linear and
 * inverse position of the position's account.
 *
 * @since 0.1.0
 * @category math
 */
export const pnlFloor = <P extends Held>(
  model: MarginModel<P>,
  p: P,
  account: ReadonlyArray<P>,
  now: number
): bigint | undefined => {
  if (model.isolated(p)) return model.maintenance(p) - model.margin(p)
  const usd = model.usdPrice(p.instrument.settleCoin, now)
  if (usd === 0n) return undefined
  // the account as the scan adds it up, without this position's own PnL
  let equity = model.cash(p.uid, now)
  let maintenance = 0n
  for (const x of account) {
    if (x.size === 0n) continue
    const xUsd = model.usdPrice(x.instrument.settleCoin, now)
    if (model.isolated(x)) {
      equity -= (model.margin(x) * xUsd) / ONE
      continue
    }
    if (x !== p) equity += (model.unrealised(x, now) * xUsd) / ONE
    maintenance += (model.maintenance(x) * xUsd) / ONE
  }
  return Fixed.divide((maintenance - equity) * ONE, usd, "down")
}

/** The settle-coin scale of `size · price` on linear (price units · quantity units · k = 10^-18 units). */
const linearK = (i: Priced): bigint => Fixed.pow10(18 - i.priceDecimals - i.qtyDecimals)

/**
 * The mark price (price units) from which a position's unrealised PnL is at or below `floor`: the largest such
 * price of a long, the smallest of a short; `undefined` when every price (or none) gets there.
 *
 * @since 0.1.0
 * @category math
 */
export const priceAtPnl = (p: Held, floor: bigint): bigint | undefined => {
  const i = p.instrument
  const long = p.side === "Buy"
  if (i.category === "inverse") {
    // unrealised = value − ⌊C / mark⌋ (long) or ⌊C / mark⌋ − value (short)
    const c = p.size * Fixed.pow10(18 + i.priceDecimals - i.qtyDecimals)
    if (long) {
      const a = p.value - floor
      return a <= 0n ? undefined : c / a
    }
    const b = p.value + floor
    return b < 0n ? undefined : c / (b + 1n) + 1n
  }
  const per = p.size * linearK(i)
  if (long) {
    const at = p.value + floor
    return at <= 0n ? undefined : at / per
  }
  const at = p.value - floor
  return at <= 0n ? undefined : Fixed.divide(at, per, "up")
}

/**
 * The price at which a position's unrealised PnL is `-loss` (the loss it can absorb), on the tick, rounded
 * towards the entry (the exchange never books more than the margin lost).
 *
 * @since 0.1.0
 * @category math
 */
export const bankruptcyPrice = (i: Priced, p: Held, loss: bigint): string => {
  const long = p.side === "Buy"
  const qtyScale = Fixed.pow10(18 - i.qtyDecimals)
  let units: bigint
  if (i.category === "inverse") {
    // value = size / price (coin): long loses as the value at price rises above the entry value
    const at = long ? p.value + loss : p.value - loss
    units = at <= 0n ? 0n : Fixed.divide(p.size * qtyScale * Fixed.pow10(i.priceDecimals), at, long ? "up" : "down")
  } else {
    const at = long ? p.value - loss : p.value + loss
    units = at <= 0n ? 0n : Fixed.divide(at * Fixed.pow10(i.priceDecimals), p.size * qtyScale, long ? "up" : "down")
  }
  const tick = BigInt(i.tickUnits)
  const onTick = long ? ((units + tick - 1n) / tick) * tick : (units / tick) * tick
  return Fixed.format(onTick < tick ? tick : onTick, i.priceDecimals)
}

/** A price inside the instrument's range, else `""`. */
const inRange = (i: Priced, units: bigint | undefined): string => {
  if (units === undefined) return ""
  const min = Fixed.parse(i.minPrice, i.priceDecimals) ?? 0n
  const max = Fixed.parse(i.maxPrice, i.priceDecimals) ?? 0n
  if (units <= min || (max > 0n && units >= max)) return ""
  return Fixed.format(units, i.priceDecimals)
}

/**
 * A position's `liqPrice` and `bustPrice` as `/v5/position/list` shows them: both `""` for a flat position and
 * under portfolio margin; the bankruptcy price only for inverse positions (a unified account shows none for the
 * others). `account` is every linear and inverse position of the position's account.
 *
 * @since 0.1.0
 * @category views
 */
export const prices = <P extends Held>(
  model: MarginModel<P>,
  p: P,
  account: ReadonlyArray<P>,
  portfolio: boolean,
  now: number
): { readonly liqPrice: string; readonly bustPrice: string } => {
  if (p.size === 0n || portfolio) return { liqPrice: "", bustPrice: "" }
  const i = p.instrument
  const floor = pnlFloor(model, p, account, now)
  const liqPrice = floor === undefined ? "" : inRange(i, priceAtPnl(p, floor))
  if (i.category !== "inverse") return { liqPrice, bustPrice: "" }
  let loss: bigint | undefined
  if (model.isolated(p)) loss = model.margin(p)
  else if (floor !== undefined) {
    // the account's equity gone: its maintenance margin is what the floor left above zero
    let maintenance = 0n
    const usd = model.usdPrice(i.settleCoin, now)
    for (const x of account) {
      if (x.size > 0n && !model.isolated(x)) {
        maintenance += (model.maintenance(x) * model.usdPrice(x.instrument.settleCoin, now)) / ONE
      }
    }
    loss = Fixed.divide(maintenance * ONE, usd, "down") - floor
  }
  return { liqPrice, bustPrice: loss === undefined ? "" : bankruptcyPrice(i, p, loss) }
}
