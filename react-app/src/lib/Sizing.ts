/**
 * What the order form works out for the trader before an order is sent: the largest quantity the available balance
 * carries with the fees to open and to close (Max), the fee the order pays, and a take-profit or stop-loss typed as
 * a return on margin (%) or an amount of PnL turned into the price it means. Display and sizing only: every price
 * sent is still checked by the form (tick, side) and by the exchange.
 *
 * @since 0.1.0
 */
import * as Pnl from "./Pnl.js"

/**
 * What the sizing reads of an instrument.
 *
 * @since 0.1.0
 * @category models
 */
export interface Market {
  readonly category: string
  readonly qtyStep: string
  readonly tickSize: string
}

const num = (text: string | number | undefined): number | undefined => {
  if (text === undefined || text === "") return undefined
  const n = typeof text === "number" ? text : Number(text)
  return Number.isFinite(n) ? n : undefined
}

const decimals = (step: string): number => {
  const dot = step.indexOf(".")
  return dot < 0 ? 0 : step.slice(dot + 1).replace(/0+$/, "").length
}

/**
 * A number down (or to the nearest, `round`) to a multiple of a step, as text with the step's decimals.
 *
 * @since 0.1.0
 * @category math
 */
export const onStep = (value: number, step: string, mode: "down" | "nearest" = "down"): string => {
  const s = Number(step)
  if (!(s > 0)) return String(value)
  // a hair of tolerance: 0.3 / 0.1 is 2.9999999999999996
  const units = value / s
  const whole = mode === "down" ? Math.floor(units + 1e-9) : Math.round(units)
  return (whole * s).toFixed(decimals(step))
}

/**
 * The largest quantity (on the step) an order can have: what its margin at `leverage`, the fee to open and the fee
 * to close (both at the taker rate, at the order's price) take must fit in `available`. Linear: quantity in the base
 * coin, `q·p/L + 2·q·p·f ≤ A`; inverse: USD contracts paid in the base coin, `q/(p·L) + 2·q·f/p ≤ A`; spot and
 * option buys pay `q·p·(1 + f)` (no leverage, one fee); a spot sell is the base coin held. `undefined` when a
 * figure is missing or nothing fits.
 *
 * @since 0.1.0
 * @category sizing
 */
export const maxQty = (input: {
  readonly market: Market
  readonly side: "Buy" | "Sell"
  readonly available: string
  readonly price: number | undefined
  readonly leverage: number | undefined
  readonly takerRate: number | undefined
}): string | undefined => {
  const a = num(input.available)
  const p = input.price
  const f = Math.max(0, input.takerRate ?? 0)
  if (a === undefined || !(a > 0)) return undefined
  let q: number
  switch (input.market.category) {
    case "spot":
      if (input.side === "Sell") {
        q = a
        break
      }
      if (p === undefined || !(p > 0)) return undefined
      q = a / (p * (1 + f))
      break
    case "option":
      if (p === undefined || !(p > 0)) return undefined
      q = a / (p * (1 + f))
      break
    case "inverse": {
      const l = input.leverage ?? 1
      if (p === undefined || !(p > 0)) return undefined
      q = (a * p * l) / (1 + 2 * l * f)
      break
    }
    default: {
      const l = input.leverage ?? 1
      if (p === undefined || !(p > 0)) return undefined
      q = (a * l) / (p * (1 + 2 * l * f))
    }
  }
  const stepped = onStep(q, input.market.qtyStep)
  return Number(stepped) > 0 ? stepped : undefined
}

/**
 * The fee of an order worth `value` (in the coin it is paid in) at a rate.
 *
 * @since 0.1.0
 * @category sizing
 */
export const fee = (value: number | undefined, rate: number | undefined): number | undefined =>
  value === undefined || rate === undefined ? undefined : Math.abs(value * rate)

/**
 * Whether an order pays the taker rate: market orders, conditional orders (they trade at market when triggered) and
 * limit orders through the last price; a post-only order, or a limit order that rests, pays the maker rate.
 *
 * @since 0.1.0
 * @category sizing
 */
export const takes = (input: {
  readonly market: boolean
  readonly conditional: boolean
  readonly postOnly: boolean
  readonly side: "Buy" | "Sell"
  readonly price: number | undefined
  readonly last: number | undefined
}): boolean => {
  if (input.market || input.conditional) return true
  if (input.postOnly) return false
  if (input.price === undefined || input.last === undefined) return true
  return input.side === "Buy" ? input.price >= input.last : input.price <= input.last
}

/**
 * How a take-profit or stop-loss is typed: a price, a return on the order's margin in percent (the price change
 * times the leverage; spot and options: the price change), or an amount of PnL in the settle coin (a stop-loss as
 * the loss, a positive amount).
 *
 * @since 0.1.0
 * @category models
 */
export type TargetMode = "price" | "percent" | "pnl"

/**
 * The price a take-profit or stop-loss typed in `mode` means for an order of `qty` at `entry`, on the tick
 * (nearest). The typed text unchanged in price mode; `""` when nothing is typed; `undefined` when the price or
 * quantity it needs is missing. The PnL is turned into a price by the same valuation the positions use.
 *
 * @since 0.1.0
 * @category sizing
 */
export const targetPrice = (input: {
  readonly kind: "takeProfit" | "stopLoss"
  readonly mode: TargetMode
  readonly typed: string
  readonly market: Market
  readonly side: "Buy" | "Sell"
  readonly entry: number | undefined
  readonly qty: number | undefined
  readonly leverage: number | undefined
}): string | undefined => {
  const typed = input.typed.trim()
  if (typed === "" || input.mode === "price") return typed
  const amount = num(typed)
  const entry = input.entry
  if (amount === undefined || entry === undefined || !(entry > 0)) return undefined
  // a gain for a take-profit, a loss for a stop-loss, whatever sign was typed
  const pnlSign = input.kind === "takeProfit" ? 1 : -1
  let price: number | undefined
  if (input.mode === "percent") {
    const derivative = input.market.category === "linear" || input.market.category === "inverse"
    const leverage = derivative ? (input.leverage ?? 1) : 1
    const move = (pnlSign * Math.abs(amount)) / 100 / leverage
    price = input.side === "Buy" ? entry * (1 + move) : entry * (1 - move)
  } else {
    const qty = input.qty
    if (qty === undefined || !(qty > 0)) return undefined
    price = Pnl.priceAt(
      { category: input.market.category, side: input.side, size: String(qty), entryPrice: String(entry) },
      pnlSign * Math.abs(amount)
    )
  }
  if (price === undefined || !(price > 0)) return undefined
  return onStep(price, input.market.tickSize, "nearest")
}

/**
 * The price Max is worked out at: the order's own (its limit or trigger price) when one is typed, else the market's
 * last price, else its mark (an option often has no last trade). A limit buy with no price yet still shows a Max, as
 * the exchange's form does; `undefined` when no price is known.
 *
 * @since 1.2.0
 * @category sizing
 */
export const sizingPrice = (
  typed: number | undefined,
  last: string | undefined,
  mark: string | undefined
): number | undefined => {
  for (const candidate of [typed, num(last), num(mark)]) {
    if (candidate !== undefined && candidate > 0) return candidate
  }
  return undefined
}
