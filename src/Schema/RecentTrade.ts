/**
 * `GET /v5/market/recent-trade`: the latest public trades of a symbol (or of an option base coin).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/recent-trade`. `symbol` is required for spot, linear and inverse; `baseCoin` and
 * `optionType` are option only; `limit` is 1-60 for spot (default 60), 1-1000 otherwise (default 500).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RecentTradeRequest = LazySchema.struct("RecentTradeRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  optionType: Schema.optional(MarketEnums.OptionsType),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a recent-trade query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RecentTradeRequest extends Schema.Schema.Type<typeof RecentTradeRequest> {}

/**
 * One public trade. `side` is the taker's; `time` is ms as a string; `mP`, `iP`, `mIv`, `iv` (mark, index, mark IV,
 * trade IV) are option only; `isRPITrade` and `seq` appear on newer responses.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PublicTrade extends LazyClass.Class<PublicTrade>("PublicTrade")(() => ({
  execId: Schema.String,
  symbol: Schema.String,
  price: Decimal,
  size: Decimal,
  side: MarketEnums.SideTolerant,
  time: Schema.String,
  isBlockTrade: Schema.Boolean,
  isRPITrade: Schema.optional(Schema.Boolean),
  seq: Schema.optional(Schema.String),
  mP: Schema.optional(DecimalOrEmpty),
  iP: Schema.optional(DecimalOrEmpty),
  mIv: Schema.optional(DecimalOrEmpty),
  iv: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/market/recent-trade`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RecentTrades extends LazyClass.Class<RecentTrades>("RecentTrades")(() => ({
  category: MarketEnums.CategoryTolerant,
  list: Schema.Array(PublicTrade)
})) {}
