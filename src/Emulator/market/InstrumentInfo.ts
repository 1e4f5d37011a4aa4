/**
 * The emulator's instrument models: the instruments-info items field for field as the exchange answers them, and the
 * normalised specs the engine works with. The instruments themselves are in `Instruments.ts`.
 *
 * @since 0.1.0
 */

/**
 * A product category.
 *
 * @since 0.1.0
 * @category models
 */
export type Category = "spot" | "linear" | "inverse" | "option"

/**
 * A linear or inverse instruments-info item, field for field as `/v5/market/instruments-info` returns it.
 *
 * @since 0.1.0
 * @category models
 */
export interface FuturesInfo {
  readonly symbol: string
  readonly symbolId: number
  readonly contractType: "LinearPerpetual" | "InversePerpetual" | "LinearFutures" | "InverseFutures"
  readonly status: "Trading"
  readonly baseCoin: string
  readonly quoteCoin: string
  readonly symbolType: string
  readonly launchTime: string
  readonly deliveryTime: string
  readonly deliveryFeeRate: string
  readonly priceScale: string
  readonly leverageFilter: { readonly minLeverage: string; readonly maxLeverage: string; readonly leverageStep: string }
  readonly priceFilter: { readonly minPrice: string; readonly maxPrice: string; readonly tickSize: string }
  readonly lotSizeFilter: {
    readonly maxOrderQty: string
    readonly minOrderQty: string
    readonly qtyStep: string
    readonly postOnlyMaxOrderQty: string
    readonly maxMktOrderQty: string
    readonly minNotionalValue: string
  }
  readonly unifiedMarginTrade: boolean
  readonly fundingInterval: number
  readonly settleCoin: string
  readonly copyTrading: "none" | "both" | "utaOnly" | "normalOnly"
  readonly upperFundingRate: string
  readonly lowerFundingRate: string
  readonly displayName: string
  readonly forbidUplWithdrawal: boolean
  readonly riskParameters: { readonly priceLimitRatioX: string; readonly priceLimitRatioY: string }
  readonly isPreListing: boolean
  readonly preListingInfo: null
}

/**
 * An option instruments-info item.
 *
 * @since 0.1.0
 * @category models
 */
export interface OptionInfo {
  readonly symbol: string
  readonly symbolId: number
  readonly optionsType: "Call" | "Put"
  readonly status: "Trading"
  readonly baseCoin: string
  readonly quoteCoin: string
  readonly settleCoin: string
  readonly launchTime: string
  readonly deliveryTime: string
  readonly deliveryFeeRate: string
  readonly priceFilter: { readonly minPrice: string; readonly maxPrice: string; readonly tickSize: string }
  readonly lotSizeFilter: { readonly maxOrderQty: string; readonly minOrderQty: string; readonly qtyStep: string }
  readonly displayName: string
}

/**
 * A spot instruments-info item.
 *
 * @since 0.1.0
 * @category models
 */
export interface SpotInfo {
  readonly symbolId: number
  readonly symbol: string
  readonly baseCoin: string
  readonly quoteCoin: string
  readonly innovation: "0" | "1"
  readonly symbolType: string
  readonly status: "Trading"
  readonly marginTrading: "none" | "both" | "utaOnly" | "normalSpotOnly"
  readonly stTag: "0" | "1"
  /** The xStock multiplier; `"1"` (the page's default) on every pair that is not an xStock. */
  readonly xstockMultiplier: string
  readonly lotSizeFilter: {
    readonly basePrecision: string
    readonly quotePrecision: string
    readonly minOrderQty: string
    readonly maxOrderQty: string
    readonly minOrderAmt: string
    readonly maxOrderAmt: string
    readonly maxLimitOrderQty: string
    readonly maxMarketOrderQty: string
    readonly postOnlyMaxLimitOrderSize: string
  }
  readonly priceFilter: { readonly tickSize: string }
  readonly riskParameters: { readonly priceLimitRatioX: string; readonly priceLimitRatioY: string }
}

/**
 * One instrument: its wire item (`info`) plus the normalised specs the engine and the price walk work with.
 * Prices are held in units of 10^-priceDecimals, quantities in units of 10^-qtyDecimals.
 *
 * @since 0.1.0
 * @category models
 */
export interface Instrument {
  readonly category: Category
  readonly symbol: string
  readonly baseCoin: string
  readonly quoteCoin: string
  readonly settleCoin: string
  /** Decimals of a price (from the tick size). */
  readonly priceDecimals: number
  /** Decimals of a quantity (from the qty step, or the base precision on spot). */
  readonly qtyDecimals: number
  readonly tickSize: string
  readonly qtyStep: string
  /** The tick in price units. */
  readonly tickUnits: number
  /** The qty step in quantity units. */
  readonly stepUnits: number
  readonly minPrice: string
  readonly maxPrice: string
  readonly minOrderQty: string
  /** Largest Limit / PostOnly quantity. */
  readonly maxOrderQty: string
  /** Largest Market quantity. */
  readonly maxMarketOrderQty: string
  /** Minimum order value in the quote coin ("" when the category has none). */
  readonly minNotionalValue: string
  /** Where the seeded walk starts for this instrument's underlying. */
  readonly basePrice: string
  readonly launchTime: number
  /** Delivery time in ms, 0 for perpetuals and spot. */
  readonly deliveryTime: number
  /** Funding interval in minutes, 0 when there is no funding. */
  readonly fundingInterval: number
  readonly optionsType?: "Call" | "Put"
  /** Option strike, in price units of the underlying. */
  readonly strike?: string
  readonly info: FuturesInfo | OptionInfo | SpotInfo
}
