/**
 * `GET /v5/market/tickers`: last price, best bid/ask and 24 h statistics. One item shape covers every category;
 * fields only some categories send are optional, and every figure may be `""` when the exchange has none.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/tickers`. For `option`, `symbol` or `baseCoin` is required; `baseCoin` and `expDate`
 * (e.g. `25DEC22`) are option only.
 *
 * @since 0.1.0
 * @category schemas
 */
export const TickersRequest = LazySchema.struct("TickersRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  expDate: Schema.optional(Schema.String)
}))

/**
 * The parameters of a tickers query.
 *
 * @since 0.1.0
 * @category models
 */
export interface TickersRequest extends Schema.Schema.Type<typeof TickersRequest> {}

const Figure = Schema.optional(DecimalOrEmpty)

/**
 * One ticker. Every category: `symbol`, `lastPrice`, best bid/ask, 24 h high/low/turnover/volume. Linear/inverse
 * add funding, open interest, basis and pre-market fields; option adds IVs and greeks; spot adds `usdIndexPrice`.
 * Timestamps (`nextFundingTime`, `deliveryTime`) stay strings as sent.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Ticker extends LazyClass.Class<Ticker>("Ticker")(() => ({
  symbol: Schema.String,
  lastPrice: DecimalOrEmpty,
  bid1Price: Figure,
  bid1Size: Figure,
  ask1Price: Figure,
  ask1Size: Figure,
  highPrice24h: Figure,
  lowPrice24h: Figure,
  turnover24h: Figure,
  volume24h: Figure,
  prevPrice24h: Figure,
  price24hPcnt: Figure,
  indexPrice: Figure,
  markPrice: Figure,
  // linear / inverse
  prevPrice1h: Figure,
  openInterest: Figure,
  openInterestValue: Figure,
  singleOpenInterest: Figure,
  singleOpenInterestValue: Figure,
  fundingRate: Figure,
  nextFundingTime: Schema.optional(Schema.String),
  predictedDeliveryPrice: Figure,
  basisRate: Figure,
  basis: Figure,
  basisRateYear: Figure,
  deliveryFeeRate: Figure,
  deliveryTime: Schema.optional(Schema.String),
  preOpenPrice: Figure,
  preQty: Figure,
  curPreListingPhase: Schema.optional(Schema.String),
  fundingIntervalHour: Schema.optional(Schema.String),
  fundingCap: Figure,
  // option
  bid1Iv: Figure,
  ask1Iv: Figure,
  markIv: Figure,
  underlyingPrice: Figure,
  totalVolume: Figure,
  totalTurnover: Figure,
  delta: Figure,
  gamma: Figure,
  vega: Figure,
  theta: Figure,
  change24h: Figure,
  // spot
  usdIndexPrice: Figure
})) {}

/**
 * The result of `/v5/market/tickers`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Tickers extends LazyClass.Class<Tickers>("Tickers")(() => ({
  category: MarketEnums.CategoryTolerant,
  list: Schema.Array(Ticker)
})) {}
