/**
 * `GET /v5/market/fee-group-info`: the grouped contract fee structure (Pro and market-maker levels).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import { IntegerLike } from "./internal/tolerant.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `/v5/market/fee-group-info`: `productType` is `contract`; `groupId` `1`-`7` (more may come).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FeeGroupRequest = LazySchema.struct("FeeGroupRequest", () => ({
  productType: Schema.Literal("contract"),
  groupId: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fee-group query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FeeGroupRequest extends Schema.Schema.Type<typeof FeeGroupRequest> {}

/**
 * The rates of one level; a rate a level does not have is `""`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FeeLevel extends LazyClass.Class<FeeLevel>("FeeLevel")(() => ({
  level: Schema.String,
  takerFeeRate: DecimalOrEmpty,
  makerFeeRate: DecimalOrEmpty,
  makerRebate: DecimalOrEmpty
})) {}

/**
 * One group: name, weighting factor, its symbols and the rates of its Pro and market-maker levels.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FeeGroup extends LazyClass.Class<FeeGroup>("FeeGroup")(() => ({
  groupName: Schema.String,
  weightingFactor: IntegerLike,
  symbolsNumbers: IntegerLike,
  symbols: Schema.Array(Schema.String),
  feeRates: Schema.Struct({
    pro: Schema.optional(Schema.Array(FeeLevel)),
    marketMaker: Schema.optional(Schema.Array(FeeLevel))
  }),
  updateTime: Schema.String
})) {}

/**
 * The result of `/v5/market/fee-group-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FeeGroups extends LazyClass.Class<FeeGroups>("FeeGroups")(() => ({
  list: Schema.Array(FeeGroup)
})) {}
