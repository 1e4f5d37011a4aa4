/**
 * `GET /v5/market/price-limit`: the highest buy and lowest sell price an order may have now.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/price-limit`; `category` defaults to `linear`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PriceLimitRequest = LazySchema.struct("PriceLimitRequest", () => ({
  category: Schema.optional(MarketEnums.Category),
  symbol: Schema.String
}))

/**
 * The parameters of a price-limit query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PriceLimitRequest extends Schema.Schema.Type<typeof PriceLimitRequest> {}

/**
 * The result of `/v5/market/price-limit`: `buyLmt` (highest bid), `sellLmt` (lowest ask), `ts` ms string.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PriceLimit extends LazyClass.Class<PriceLimit>("PriceLimit")(() => ({
  symbol: Schema.String,
  buyLmt: Decimal,
  sellLmt: Decimal,
  ts: Schema.String
})) {}
