/**
 * Option exposure of the account: greeks per base coin (`/v5/asset/coin-greeks`) and P&L and margin per coin
 * (`/v5/account/option-asset-info`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/asset/coin-greeks`: one base coin, or all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinGreeksRequest = LazySchema.struct("CoinGreeksRequest", () => ({
  baseCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a coin-greeks query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinGreeksRequest extends Schema.Schema.Type<typeof CoinGreeksRequest> {}

/**
 * One base coin's total delta, gamma, vega and theta.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinGreek extends LazyClass.Class<CoinGreek>("CoinGreek")(() => ({
  baseCoin: Schema.String,
  totalDelta: Decimal,
  totalGamma: Decimal,
  totalVega: Decimal,
  totalTheta: Decimal
})) {}

/**
 * The result of `/v5/asset/coin-greeks`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinGreeks extends LazyClass.Class<CoinGreeks>("CoinGreeks")(() => ({
  list: Schema.Array(CoinGreek)
})) {}

/**
 * One coin's option P&L and margin; `sendTime` is a ms number.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OptionAsset extends LazyClass.Class<OptionAsset>("OptionAsset")(() => ({
  coin: Schema.String,
  totalDelta: Decimal,
  totalRPL: Decimal,
  totalUPL: Decimal,
  assetIM: Decimal,
  assetMM: Decimal,
  sendTime: Schema.Number
})) {}

/**
 * The result of `GET /v5/account/option-asset-info`: the list sits under a nested `result` key.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OptionAssetInfo extends LazyClass.Class<OptionAssetInfo>("OptionAssetInfo")(() => ({
  result: Schema.Array(OptionAsset)
})) {}
