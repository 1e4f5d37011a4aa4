/**
 * Collateral of the unified account: per-coin borrow and collateral info, and the collateral switches.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/account/collateral-info`: one `currency`, or all.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CollateralInfoRequest = LazySchema.struct("CollateralInfoRequest", () => ({
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a collateral-info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CollateralInfoRequest extends Schema.Schema.Type<typeof CollateralInfoRequest> {}

/**
 * One coin: borrow rate and limits, amounts borrowed, and whether it counts as collateral (`marginCollateral`,
 * platform) and is switched on (`collateralSwitch`, user). `collateralRatio` and `freeBorrowingAmount` are
 * deprecated.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralCoin extends LazyClass.Class<CollateralCoin>("CollateralCoin")(() => ({
  currency: Schema.String,
  hourlyBorrowRate: DecimalOrEmpty,
  maxBorrowingAmount: DecimalOrEmpty,
  freeBorrowingLimit: DecimalOrEmpty,
  freeBorrowAmount: DecimalOrEmpty,
  borrowAmount: DecimalOrEmpty,
  otherBorrowAmount: DecimalOrEmpty,
  availableToBorrow: DecimalOrEmpty,
  borrowable: Schema.Boolean,
  borrowUsageRate: DecimalOrEmpty,
  marginCollateral: Schema.Boolean,
  collateralSwitch: Schema.Boolean,
  collateralRatio: Schema.optional(DecimalOrEmpty),
  freeBorrowingAmount: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/account/collateral-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralInfo extends LazyClass.Class<CollateralInfo>("CollateralInfo")(() => ({
  list: Schema.Array(CollateralCoin)
})) {}

/**
 * The body of `POST /v5/account/set-collateral-switch` (USDT and USDC cannot be switched).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetCollateralRequest = LazySchema.struct("SetCollateralRequest", () => ({
  coin: Schema.String,
  collateralSwitch: Enums.OnOff
}))

/**
 * The parameters of a collateral switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetCollateralRequest extends Schema.Schema.Type<typeof SetCollateralRequest> {}

/**
 * The body of `POST /v5/account/set-collateral-switch-batch`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetCollateralBatchRequest = LazySchema.struct("SetCollateralBatchRequest", () => ({
  request: Schema.Array(SetCollateralRequest).pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of a batch collateral switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetCollateralBatchRequest extends Schema.Schema.Type<typeof SetCollateralBatchRequest> {}

/**
 * One switched coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralSwitch extends LazyClass.Class<CollateralSwitch>("CollateralSwitch")(() => ({
  coin: Schema.String,
  collateralSwitch: Enums.OnOffTolerant
})) {}

/**
 * The result of `/v5/account/set-collateral-switch-batch`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralSwitches extends LazyClass.Class<CollateralSwitches>("CollateralSwitches")(() => ({
  list: Schema.Array(CollateralSwitch)
})) {}
