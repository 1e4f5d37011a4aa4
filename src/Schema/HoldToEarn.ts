/**
 * Hold-to-earn airdrops: products with yesterday's APR per yield coin, and daily distributed yield records.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/earn/hold-to-earn/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const HoldToEarnProductRequest = LazySchema.make(() =>
  Schema.Struct({}).annotate({
    identifier: "HoldToEarnProductRequest"
  })
)

/**
 * The parameters of `getHoldToEarnAirdropProducts`.
 *
 * @since 0.1.0
 * @category models
 */
export interface HoldToEarnProductRequest extends Schema.Schema.Type<typeof HoldToEarnProductRequest> {}

/**
 * An entry of the `getHoldToEarnAirdropProducts` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class HoldToEarnProductResultProductsYields extends LazyClass.Class<HoldToEarnProductResultProductsYields>(
  "HoldToEarnProductResultProductsYields"
)(() => ({
  coinName: Schema.String,
  apy: Schema.String
})) {}

/**
 * An entry of the `getHoldToEarnAirdropProducts` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class HoldToEarnProductResultProducts extends LazyClass.Class<HoldToEarnProductResultProducts>(
  "HoldToEarnProductResultProducts"
)(() => ({
  coinName: Schema.String,
  yields: Schema.Array(HoldToEarnProductResultProductsYields),
  status: Enums.tolerant(Schema.Literals(["NotStarted", "Online", "Ended"])),
  announcementUrl: Schema.String,
  apy: Schema.String
})) {}

/**
 * The result of `GET /v5/earn/hold-to-earn/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class HoldToEarnProductResult extends LazyClass.Class<HoldToEarnProductResult>("HoldToEarnProductResult")(
  () => ({
    products: Schema.Array(HoldToEarnProductResultProducts)
  })
) {}

/**
 * The query of `GET /v5/earn/hold-to-earn/yield-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const HoldToEarnYieldHistoryRequest = LazySchema.struct("HoldToEarnYieldHistoryRequest", () => ({
  limit: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 49 }))),
  timeStart: Schema.optional(Schema.Int),
  timeEnd: Schema.optional(Schema.Int),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getHoldToEarnAirdropYieldHistory`.
 *
 * @since 0.1.0
 * @category models
 */
export interface HoldToEarnYieldHistoryRequest extends Schema.Schema.Type<typeof HoldToEarnYieldHistoryRequest> {}

/**
 * An entry of the `getHoldToEarnAirdropYieldHistory` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class HoldToEarnYieldHistoryResultAirdropDailyPnls extends LazyClass.Class<HoldToEarnYieldHistoryResultAirdropDailyPnls>(
  "HoldToEarnYieldHistoryResultAirdropDailyPnls"
)(() => ({
  coinName: Schema.String,
  yieldCoinName: Schema.String,
  effectiveAmount: Decimal,
  pnl: Decimal,
  apy: Schema.String,
  createdAt: Schema.Number
})) {}

/**
 * The result of `GET /v5/earn/hold-to-earn/yield-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class HoldToEarnYieldHistoryResult extends LazyClass.Class<HoldToEarnYieldHistoryResult>(
  "HoldToEarnYieldHistoryResult"
)(() => ({
  nextCursor: Schema.String,
  airdropDailyPnls: Schema.Array(HoldToEarnYieldHistoryResultAirdropDailyPnls)
})) {}
