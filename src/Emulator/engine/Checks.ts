/**
 * The matching engine's order checks: quantities and prices parsed into units on the instrument's grids, size
 * and value bounds, and the sides a take-profit and a stop-loss must be on, each refused with the exchange's code
 * and message (spot and derivatives answer differently).
 *
 * @since 0.1.0
 */
import * as Fixed from "../base/Fixed.js"
import type { Instrument } from "../market/Instruments.js"
import type { Rejection, Side } from "./Models.js"
import { notional, px, valueScale } from "./Views.js"

/**
 * The largest unit count the engine keeps as a number.
 *
 * @since 0.1.0
 * @category internals
 */
export const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * A quantity in units of the instrument's quantity step, or the exchange's refusal (too many decimals, off
 * the step grid, not positive).
 *
 * @since 0.1.0
 * @category internals
 */
export const qtyUnits = (i: Instrument, text: string): number | Rejection => {
  const spot = i.category === "spot"
  const u = Fixed.parse(text, i.qtyDecimals)
  if (u === undefined || u > MAX_SAFE) {
    return spot
      ? { retCode: 170137, retMsg: "Order volume decimal too long." }
      : { retCode: 10001, retMsg: "Qty invalid" }
  }
  const units = Number(u)
  if (units <= 0) return { retCode: 10001, retMsg: "Qty invalid" }
  if (units % i.stepUnits !== 0) {
    return spot
      ? { retCode: 170137, retMsg: "Order volume decimal too long." }
      : { retCode: 10001, retMsg: "Qty invalid" }
  }
  return units
}

/**
 * A price in units on the instrument's tick grid within its price bounds, or the exchange's refusal.
 *
 * @since 0.1.0
 * @category internals
 */
export const priceUnits = (i: Instrument, text: string): number | Rejection => {
  const spot = i.category === "spot"
  const u = Fixed.parse(text, i.priceDecimals)
  if (u === undefined || u > MAX_SAFE || (Number(u) > 0 && Number(u) % i.tickUnits !== 0)) {
    return spot
      ? { retCode: 170134, retMsg: "Order price decimal too long." }
      : { retCode: 10001, retMsg: "Price invalid" }
  }
  const units = Number(u)
  const min = Number(Fixed.parse(i.minPrice, i.priceDecimals) ?? 0n)
  const max = Number(Fixed.parse(i.maxPrice, i.priceDecimals) ?? MAX_SAFE)
  if (units < min) {
    return spot
      ? { retCode: 170133, retMsg: "Order price lower than the minimum." }
      : { retCode: 110003, retMsg: "Order price is out of permissible range" }
  }
  if (units > max) {
    return spot
      ? { retCode: 170132, retMsg: "Order price too high." }
      : { retCode: 110003, retMsg: "Order price is out of permissible range" }
  }
  return units
}

/**
 * The instrument's order size bounds (market orders have their own maximum).
 *
 * @since 0.1.0
 * @category internals
 */
export const checkQtyBounds = (i: Instrument, units: number, market: boolean): Rejection | undefined => {
  const spot = i.category === "spot"
  const min = Number(Fixed.parse(i.minOrderQty, i.qtyDecimals) ?? 0n)
  const max = Number(Fixed.parse(market ? i.maxMarketOrderQty : i.maxOrderQty, i.qtyDecimals) ?? MAX_SAFE)
  if (!spot && units < min) return { retCode: 10001, retMsg: "The number of contracts is below the minimum allowed." }
  if (units > max) {
    return spot
      ? { retCode: 170381, retMsg: "Order quantity too large." }
      : { retCode: 10001, retMsg: "The number of contracts exceeds maximum limit allowed: too large" }
  }
  return undefined
}

/**
 * The instrument's minimum order value, when it has one and the price is known.
 *
 * @since 0.1.0
 * @category internals
 */
export const checkNotional = (i: Instrument, price: number, units: number): Rejection | undefined => {
  if (i.minNotionalValue === "" || price === 0) return undefined
  const min = Fixed.parse(i.minNotionalValue, valueScale(i)) ?? 0n
  if (notional(i, price, units) >= min) return undefined
  return i.category === "spot"
    ? { retCode: 170140, retMsg: "Order value exceeded lower limit." }
    : { retCode: 110094, retMsg: `Order does not meet minimum order value ${i.minNotionalValue}${i.quoteCoin}` }
}

/**
 * An optional price (TP/SL, limit prices): absent, empty and `"0"` mean none (0).
 *
 * @since 0.1.0
 * @category internals
 */
export const optionalPrice = (i: Instrument, text: string | undefined): number | Rejection => {
  if (text === undefined || text === "" || text === "0") return 0
  return priceUnits(i, text)
}

/**
 * The exchange refuses (retCode 10001) a take-profit on the wrong side of the order's base price — the trigger
 * price of a conditional order, the limit price, or the last price for a market order: a Buy's take-profit must be
 * above it and its stop-loss below, a Sell's the other way round. The message is the exchange's.
 *
 * @since 0.1.0
 * @category internals
 */
export const tpslSides = (i: Instrument, side: Side, base: number, tp: number, sl: number): string | undefined => {
  if (base <= 0) return undefined
  const buy = side === "Buy"
  if (tp !== 0 && (buy ? tp <= base : tp >= base)) return wrongSide(i, side, base, "TakeProfit", tp, buy)
  if (sl !== 0 && (buy ? sl >= base : sl <= base)) return wrongSide(i, side, base, "StopLoss", sl, !buy)
  return undefined
}

/** The message of a TP or SL on the wrong side (a function, not a closure made per placement). */
const wrongSide = (i: Instrument, side: Side, base: number, name: string, value: number, above: boolean): string =>
  `${name}:${px(i, value)} set for ${side} position should be ${above ? "higher" : "lower"} than base_price:${px(i, base)}??LastPrice`
