/**
 * Market maker protection (options): `mmp-modify`, `mmp-reset` and `mmp-state` of `/v5/account`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The body of `POST /v5/account/mmp-modify`: window and frozen period in ms (`"0"` frozen until reset), qty and
 * delta limits (up to 2 decimals).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MmpModifyRequest = LazySchema.struct("MmpModifyRequest", () => ({
  baseCoin: Schema.String,
  window: DecimalString,
  frozenPeriod: DecimalString,
  qtyLimit: DecimalString,
  deltaLimit: DecimalString,
  vegaLimit: Schema.optional(DecimalString)
}))

/**
 * The parameters of an MMP configuration.
 *
 * @since 0.1.0
 * @category models
 */
export interface MmpModifyRequest extends Schema.Schema.Type<typeof MmpModifyRequest> {}

/**
 * The body of `POST /v5/account/mmp-reset` and the query of `GET /v5/account/mmp-state`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MmpBaseCoinRequest = LazySchema.struct("MmpBaseCoinRequest", () => ({
  baseCoin: Schema.String
}))

/**
 * The parameters naming a base coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface MmpBaseCoinRequest extends Schema.Schema.Type<typeof MmpBaseCoinRequest> {}

/**
 * One base coin's MMP state; `mmpFrozenUntil` (ms string) only means something while `mmpFrozen`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MmpStateItem extends LazyClass.Class<MmpStateItem>("MmpStateItem")(() => ({
  baseCoin: Schema.String,
  mmpEnabled: Schema.Boolean,
  window: DecimalOrEmpty,
  frozenPeriod: DecimalOrEmpty,
  qtyLimit: DecimalOrEmpty,
  deltaLimit: DecimalOrEmpty,
  vegaLimit: Schema.optional(DecimalOrEmpty),
  mmpFrozenUntil: Schema.String,
  mmpFrozen: Schema.Boolean
})) {}

/**
 * The result of `/v5/account/mmp-state`: the list sits under a nested `result` key.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MmpState extends LazyClass.Class<MmpState>("MmpState")(() => ({
  result: Schema.Array(MmpStateItem)
})) {}
