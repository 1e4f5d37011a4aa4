/**
 * The liquidation price an order would have as a position of its own, by the exchange model's one formula
 * (`src/Emulator/LiqPrice.ts`, which the embedded exchange's liquidation scan applies): an isolated position is
 * liquidated when its unrealised PnL falls to its maintenance margin less its initial margin; a cross position when
 * the account's equity falls to its maintenance margin, the other positions held at their marks. The page only
 * supplies the figures: the order's size and value, the leverage, the maintenance rate and the account's equity and
 * maintenance margin. An estimate (fees and funding are not counted), `""` when there is none.
 *
 * @since 0.1.0
 */
import * as Fixed from "../../../src/Emulator/base/Fixed.js"
import * as LiqPrice from "../../../src/Emulator/LiqPrice.js"
import type { Instrument } from "./Instrument.js"

const SCALE = 18
const ONE = Fixed.pow10(SCALE)

const decimals = (step: string): number => {
  const dot = step.indexOf(".")
  return dot < 0 ? 0 : step.slice(dot + 1).replace(/0+$/, "").length
}

// a number as 10^-scale units (rounded to the scale)
const units = (value: number, scale: number): bigint | undefined =>
  Number.isFinite(value) ? Fixed.parse(value.toFixed(scale), scale) : undefined

/**
 * What the estimate needs besides the instrument.
 *
 * @since 0.1.0
 * @category models
 */
export interface Order {
  readonly instrument: Instrument
  readonly side: "Buy" | "Sell"
  /** Quantity in the instrument's unit (base coin; USD contracts on inverse). */
  readonly qty: number
  /** The price the position would open at. */
  readonly price: number
  readonly leverage: number
  readonly mode: "cross" | "isolated" | "portfolio"
  /** Maintenance margin rate, a fraction (`0.005`). */
  readonly maintenanceRate: number
  /** The account's equity and maintenance margin in USD (cross). */
  readonly equity: number
  readonly maintenanceMargin: number
  /** USD per settle coin. */
  readonly usdPerCoin: number
}

/**
 * The order's liquidation price on the instrument's tick, or `""` (no price liquidates it, portfolio margin, or a
 * figure is missing).
 *
 * @since 0.1.0
 * @category estimates
 */
export const liquidationPrice = (order: Order): string => {
  const i = order.instrument
  if (i.category !== "linear" && i.category !== "inverse") return ""
  const priceDecimals = decimals(i.tickSize)
  const qtyDecimals = decimals(i.qtyStep)
  const size = units(order.qty, qtyDecimals)
  const price = units(order.price, SCALE)
  const qty = units(order.qty, SCALE)
  const tick = units(Number(i.tickSize), priceDecimals)
  const usd = units(order.usdPerCoin, SCALE)
  const cash = units(order.equity - order.maintenanceMargin, SCALE)
  const rate = units(order.maintenanceRate, SCALE)
  const leverage = units(order.leverage, 2)
  if ([size, price, qty, tick, usd, cash, rate, leverage].some((x) => x === undefined || x < 0n)) return ""
  if (size === 0n || price === 0n || leverage === 0n) return ""
  const p = price as bigint
  const q = qty as bigint
  // entry value in 10^-18 settle-coin units: quote value on linear, coin value on inverse
  const value = i.category === "inverse" ? Fixed.divide(q * ONE, p, "down") : (q * p) / ONE
  const held: LiqPrice.Held = {
    uid: "order",
    instrument: {
      category: i.category,
      settleCoin: i.settleCoin,
      priceDecimals,
      qtyDecimals,
      tickUnits: Number(tick),
      minPrice: "0",
      maxPrice: "0"
    },
    side: order.side,
    size: size as bigint,
    value
  }
  const model: LiqPrice.MarginModel<LiqPrice.Held> = {
    isolated: () => order.mode === "isolated",
    margin: (x) => Fixed.divide(x.value * 100n, leverage as bigint, "up"),
    maintenance: (x) => (x.value * (rate as bigint)) / ONE,
    unrealised: () => 0n,
    // the account's equity less what its other positions need to stay open
    cash: () => cash as bigint,
    usdPrice: () => usd as bigint
  }
  return LiqPrice.prices(model, held, [held], order.mode === "portfolio", 0).liqPrice
}
