/**
 * An instrument as the page uses it: its trading rules (tick, lot, minimums, leverage) and its coins, read from the
 * exchange's instruments-info entry.
 *
 * @since 1.2.0
 */

import type { BybitSchema as Wire } from "effect-bybit"
import type { Category } from "./Choices.js"

/**
 * The trading rules and coins of a symbol, as the page uses them.
 *
 * @since 0.1.0
 * @category models
 */
export interface Instrument {
  readonly category: Category
  readonly symbol: string
  readonly baseCoin: string
  readonly quoteCoin: string
  /** The coin margin and PnL are settled in (spot: the quote coin). */
  readonly settleCoin: string
  readonly tickSize: string
  readonly qtyStep: string
  readonly minQty: string
  /** Spot: the smallest order value in the quote coin; derivatives: the smallest notional. */
  readonly minNotional: string
  readonly maxLeverage: string
}

/**
 * The page's view of an instruments-info entry.
 *
 * @since 0.1.0
 * @category constructors
 */
export const toInstrument = (category: Category, i: Wire.InstrumentsInfo.Instrument): Instrument => {
  const lot = i.lotSizeFilter
  return {
    category,
    symbol: i.symbol,
    baseCoin: i.baseCoin,
    quoteCoin: i.quoteCoin,
    settleCoin: i.settleCoin ?? i.quoteCoin,
    tickSize: i.priceFilter.tickSize,
    qtyStep: lot.qtyStep ?? lot.basePrecision ?? "1",
    minQty: lot.minOrderQty ?? "0",
    minNotional: lot.minNotionalValue ?? lot.minOrderAmt ?? "0",
    maxLeverage: i.leverageFilter?.maxLeverage ?? ""
  }
}
