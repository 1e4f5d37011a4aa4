/**
 * `GET /v5/market/instruments-info`: the specification of each tradable symbol (price and size filters, leverage).
 * One item shape covers spot, linear, inverse and option; fields only some categories send are optional.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import { IntegerLike } from "./internal/tolerant.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/instruments-info`. `limit` is 1-1000 (default 500); spot has no pagination.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InstrumentsInfoRequest = LazySchema.struct("InstrumentsInfoRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.optional(Schema.String),
  symbolType: Schema.optional(MarketEnums.SymbolType),
  status: Schema.optional(MarketEnums.InstrumentStatus),
  baseCoin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an instruments-info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface InstrumentsInfoRequest extends Schema.Schema.Type<typeof InstrumentsInfoRequest> {}

/**
 * Leverage bounds (linear, inverse).
 *
 * @since 0.1.0
 * @category schemas
 */
export const LeverageFilter = LazySchema.struct("LeverageFilter", () => ({
  minLeverage: Decimal,
  maxLeverage: Decimal,
  leverageStep: Decimal
}))

/**
 * Decoded leverage bounds.
 *
 * @since 0.1.0
 * @category models
 */
export interface LeverageFilter extends Schema.Schema.Type<typeof LeverageFilter> {}

/**
 * Price rules: `tickSize` everywhere, `minPrice`/`maxPrice` for derivatives and options.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PriceFilter = LazySchema.struct("PriceFilter", () => ({
  tickSize: Decimal,
  minPrice: Schema.optional(Decimal),
  maxPrice: Schema.optional(Decimal)
}))

/**
 * Decoded price rules.
 *
 * @since 0.1.0
 * @category models
 */
export interface PriceFilter extends Schema.Schema.Type<typeof PriceFilter> {}

/**
 * Size rules. Derivatives and options: `minOrderQty`, `maxOrderQty`, `qtyStep` (+ `maxMktOrderQty`,
 * `minNotionalValue` for linear/inverse); spot: `basePrecision`, `quotePrecision`, `minOrderAmt`,
 * `maxLimitOrderQty`, `maxMarketOrderQty` (its `minOrderQty`, `maxOrderQty`, `maxOrderAmt` are deprecated).
 *
 * @since 0.1.0
 * @category schemas
 */
export const LotSizeFilter = LazySchema.struct("LotSizeFilter", () => ({
  minOrderQty: Schema.optional(Decimal),
  maxOrderQty: Schema.optional(Decimal),
  qtyStep: Schema.optional(Decimal),
  maxMktOrderQty: Schema.optional(Decimal),
  // inverse contracts send "" (no notional floor)
  minNotionalValue: Schema.optional(DecimalOrEmpty),
  postOnlyMaxOrderQty: Schema.optional(Decimal),
  basePrecision: Schema.optional(Decimal),
  quotePrecision: Schema.optional(Decimal),
  minOrderAmt: Schema.optional(Decimal),
  maxOrderAmt: Schema.optional(Decimal),
  maxLimitOrderQty: Schema.optional(Decimal),
  maxMarketOrderQty: Schema.optional(Decimal),
  postOnlyMaxLimitOrderSize: Schema.optional(Decimal)
}))

/**
 * Decoded size rules.
 *
 * @since 0.1.0
 * @category models
 */
export interface LotSizeFilter extends Schema.Schema.Type<typeof LotSizeFilter> {}

/**
 * Limit-order price band parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RiskParameters = LazySchema.struct("RiskParameters", () => ({
  priceLimitRatioX: DecimalOrEmpty,
  priceLimitRatioY: DecimalOrEmpty
}))

/**
 * Decoded price band parameters.
 *
 * @since 0.1.0
 * @category models
 */
export interface RiskParameters extends Schema.Schema.Type<typeof RiskParameters> {}

/**
 * One phase of a pre-market contract's auction; `endTime` is `""` for the open-ended last phase.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AuctionPhaseTime = LazySchema.struct("AuctionPhaseTime", () => ({
  phase: MarketEnums.AuctionPhaseTolerant,
  startTime: Schema.String,
  endTime: Schema.String
}))

/**
 * A decoded auction phase.
 *
 * @since 0.1.0
 * @category models
 */
export interface AuctionPhaseTime extends Schema.Schema.Type<typeof AuctionPhaseTime> {}

/**
 * Pre-market details (`null` unless `isPreListing`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const PreListingInfo = LazySchema.struct("PreListingInfo", () => ({
  curAuctionPhase: MarketEnums.AuctionPhaseTolerant,
  phases: Schema.Array(AuctionPhaseTime),
  auctionFeeInfo: Schema.optional(
    Schema.Struct({
      auctionFeeRate: DecimalOrEmpty,
      takerFeeRate: DecimalOrEmpty,
      makerFeeRate: DecimalOrEmpty
    })
  ),
  skipCallAuction: Schema.optional(Schema.Boolean)
}))

/**
 * Decoded pre-market details.
 *
 * @since 0.1.0
 * @category models
 */
export interface PreListingInfo extends Schema.Schema.Type<typeof PreListingInfo> {}

/**
 * One instrument. Timestamps (`launchTime`, `deliveryTime` — `"0"` for perpetuals) stay strings as sent.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Instrument extends LazyClass.Class<Instrument>("Instrument")(() => ({
  symbol: Schema.String,
  status: MarketEnums.InstrumentStatusTolerant,
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  priceFilter: PriceFilter,
  lotSizeFilter: LotSizeFilter,
  // an integer in the docs' field table; tolerate either form
  symbolId: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  settleCoin: Schema.optional(Schema.String),
  symbolType: Schema.optional(Schema.String),
  launchTime: Schema.optional(Schema.String),
  deliveryTime: Schema.optional(Schema.String),
  deliveryFeeRate: Schema.optional(DecimalOrEmpty),
  displayName: Schema.optional(Schema.String),
  riskParameters: Schema.optional(RiskParameters),
  // linear / inverse
  contractType: Schema.optional(MarketEnums.ContractTypeTolerant),
  priceScale: Schema.optional(Schema.String),
  leverageFilter: Schema.optional(LeverageFilter),
  unifiedMarginTrade: Schema.optional(Schema.Boolean),
  fundingInterval: Schema.optional(IntegerLike),
  copyTrading: Schema.optional(MarketEnums.CopyTradingTolerant),
  upperFundingRate: Schema.optional(DecimalOrEmpty),
  lowerFundingRate: Schema.optional(DecimalOrEmpty),
  forbidUplWithdrawal: Schema.optional(Schema.Boolean),
  isPreListing: Schema.optional(Schema.Boolean),
  preListingInfo: Schema.optional(Schema.NullOr(PreListingInfo)),
  // option
  optionsType: Schema.optional(MarketEnums.OptionsTypeTolerant),
  // spot
  innovation: Schema.optional(Schema.String),
  marginTrading: Schema.optional(MarketEnums.MarginTradingTolerant),
  stTag: Schema.optional(Schema.String),
  xstockMultiplier: Schema.optional(Schema.String),
  // RPI (retail price improvement) orders: offered to market makers openly, and whether this user may place them
  isPublicRpi: Schema.optional(Schema.Boolean),
  myRpiPermission: Schema.optional(Schema.Boolean)
})) {}

/**
 * The result of `/v5/market/instruments-info`. `nextPageCursor` is `""` on the last page and absent for spot.
 *
 * @since 0.1.0
 * @category schemas
 */
export class InstrumentsInfo extends LazyClass.Class<InstrumentsInfo>("InstrumentsInfo")(() => ({
  category: MarketEnums.CategoryTolerant,
  list: Schema.Array(Instrument),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/account/instruments-info` (spot, linear, inverse): the instruments as available to this
 * account. `limit` and `cursor` do not apply to spot.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AccountInstrumentsInfoRequest = LazySchema.struct("AccountInstrumentsInfoRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an account instruments-info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AccountInstrumentsInfoRequest extends Schema.Schema.Type<typeof AccountInstrumentsInfoRequest> {}
