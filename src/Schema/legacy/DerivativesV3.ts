/**
 * Derivatives v3 public market data (`/derivatives/v3/public`), shared by contract v3 and unified margin v3.
 * Source: bybit-exchange/docs-legacy `source/includes/derivativesV3/_market_data.md`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as LazySchema from "../LazySchema.js"
import { Level } from "./Common.js"

/**
 * The derivatives v3 categories.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Category = LazySchema.make(() => Schema.Literals(["linear", "inverse", "option"]))

/**
 * `GET /derivatives/v3/public/order-book/L2` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderBookRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Schema.optional(Category),
    symbol: Schema.String,
    limit: Schema.optional(Schema.Number)
  })
)

/**
 * `GET /derivatives/v3/public/order-book/L2`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderBook = LazySchema.struct("DerivativesV3OrderBook", () => ({
  s: Schema.String,
  b: Schema.Array(Level),
  a: Schema.Array(Level),
  ts: Schema.Number,
  u: Schema.Number
}))

/**
 * `GET /derivatives/v3/public/tickers` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TickersRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Category,
    symbol: Schema.optional(Schema.String)
  })
)

/**
 * A linear/inverse ticker.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Ticker = LazySchema.struct("DerivativesV3Ticker", () => ({
  symbol: Schema.String,
  bidPrice: Schema.String,
  askPrice: Schema.String,
  lastPrice: Schema.String,
  lastTickDirection: Schema.String,
  prevPrice24h: Schema.String,
  price24hPcnt: Schema.String,
  highPrice24h: Schema.String,
  lowPrice24h: Schema.String,
  prevPrice1h: Schema.String,
  markPrice: Schema.String,
  indexPrice: Schema.String,
  openInterest: Schema.String,
  turnover24h: Schema.String,
  volume24h: Schema.String,
  fundingRate: Schema.String,
  nextFundingTime: Schema.String,
  predictedDeliveryPrice: Schema.String,
  basisRate: Schema.String,
  deliveryFeeRate: Schema.String,
  deliveryTime: Schema.String
}))

/**
 * `GET /derivatives/v3/public/tickers` (linear and inverse).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Tickers = LazySchema.make(() =>
  Schema.Struct({ category: Schema.String, list: Schema.Array(Ticker) }).annotate({
    identifier: "DerivativesV3Tickers"
  })
)

/**
 * `GET /derivatives/v3/public/instruments-info` parameters.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InstrumentsRequest = LazySchema.make(() =>
  Schema.Struct({
    category: Category,
    symbol: Schema.optional(Schema.String),
    baseCoin: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Number),
    cursor: Schema.optional(Schema.String)
  })
)

/**
 * A linear/inverse instrument.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Instrument = LazySchema.struct("DerivativesV3Instrument", () => ({
  symbol: Schema.String,
  contractType: Schema.String,
  status: Schema.String,
  baseCoin: Schema.String,
  quoteCoin: Schema.String,
  launchTime: Schema.String,
  deliveryTime: Schema.String,
  deliveryFeeRate: Schema.String,
  priceScale: Schema.String,
  leverageFilter: Schema.Struct({
    minLeverage: Schema.String,
    maxLeverage: Schema.String,
    leverageStep: Schema.String
  }),
  priceFilter: Schema.Struct({ minPrice: Schema.String, maxPrice: Schema.String, tickSize: Schema.String }),
  lotSizeFilter: Schema.Struct({ maxTradingQty: Schema.String, minTradingQty: Schema.String, qtyStep: Schema.String })
}))

/**
 * `GET /derivatives/v3/public/instruments-info` (linear and inverse).
 *
 * @since 0.1.0
 * @category schemas
 */
export const Instruments = LazySchema.struct("DerivativesV3Instruments", () => ({
  category: Schema.String,
  list: Schema.Array(Instrument),
  nextPageCursor: Schema.String
}))
