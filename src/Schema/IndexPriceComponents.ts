/**
 * `GET /v5/market/index-price-components`: the exchanges and pairs an index price is computed from.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/index-price-components`, e.g. `indexName: "BTCUSDT"`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const IndexPriceComponentsRequest = LazySchema.struct("IndexPriceComponentsRequest", () => ({
  indexName: Schema.String
}))

/**
 * The parameters of an index-components query.
 *
 * @since 0.1.0
 * @category models
 */
export interface IndexPriceComponentsRequest extends Schema.Schema.Type<typeof IndexPriceComponentsRequest> {}

/**
 * One component: exchange, its spot pair, price, multiplier, equivalent price and weight.
 *
 * @since 0.1.0
 * @category schemas
 */
export class IndexComponent extends LazyClass.Class<IndexComponent>("IndexComponent")(() => ({
  exchange: Schema.String,
  spotPair: Schema.String,
  equivalentPrice: Decimal,
  multiplier: Decimal,
  price: Decimal,
  weight: Decimal
})) {}

/**
 * The result of `/v5/market/index-price-components`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class IndexPriceComponents extends LazyClass.Class<IndexPriceComponents>("IndexPriceComponents")(() => ({
  indexName: Schema.String,
  lastPrice: Decimal,
  updateTime: Schema.String,
  components: Schema.Array(IndexComponent)
})) {}
