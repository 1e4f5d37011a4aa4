/**
 * Delivery prices: `GET /v5/market/delivery-price` (per expired contract) and `GET /v5/market/new-delivery-price`
 * (option settlements per base coin).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as MarketEnums from "./internal/marketEnums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/delivery-price` (option, inverse and USDC futures). `limit` is 1-200 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DeliveryPriceRequest = LazySchema.struct("DeliveryPriceRequest", () => ({
  category: MarketEnums.Category,
  symbol: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  settleCoin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a delivery-price query.
 *
 * @since 0.1.0
 * @category models
 */
export interface DeliveryPriceRequest extends Schema.Schema.Type<typeof DeliveryPriceRequest> {}

/**
 * One delivery: symbol, price and time (ms string).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Delivery extends LazyClass.Class<Delivery>("Delivery")(() => ({
  symbol: Schema.String,
  deliveryPrice: Decimal,
  deliveryTime: Schema.String
})) {}

/**
 * The result of `/v5/market/delivery-price`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DeliveryPrices extends LazyClass.Class<DeliveryPrices>("DeliveryPrices")(() => ({
  category: MarketEnums.CategoryTolerant,
  list: Schema.Array(Delivery),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `/v5/market/new-delivery-price` (`category` is `option`); `settleCoin` defaults to `USDT`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const NewDeliveryPriceRequest = LazySchema.struct("NewDeliveryPriceRequest", () => ({
  category: MarketEnums.Category,
  baseCoin: Schema.String,
  settleCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a new-delivery-price query.
 *
 * @since 0.1.0
 * @category models
 */
export interface NewDeliveryPriceRequest extends Schema.Schema.Type<typeof NewDeliveryPriceRequest> {}

/**
 * One settlement of a base coin's options: price and time (ms string).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Settlement extends LazyClass.Class<Settlement>("Settlement")(() => ({
  deliveryPrice: Decimal,
  deliveryTime: Schema.String
})) {}

/**
 * The result of `/v5/market/new-delivery-price`: the last 50 settlements, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class NewDeliveryPrices extends LazyClass.Class<NewDeliveryPrices>("NewDeliveryPrices")(() => ({
  category: MarketEnums.CategoryTolerant,
  list: Schema.Array(Settlement)
})) {}
