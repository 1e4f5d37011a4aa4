/**
 * Unified-account borrowing: interest history, manual borrow, the repayments (`repay`, `no-convert-repay`,
 * `quick-repayment`) and the collateral available to repay (`pay-info`).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/account/borrow-history`: `limit` 1-50 (default 20).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowHistoryRequest = LazySchema.struct("BorrowHistoryRequest", () => ({
  currency: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a borrow-history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowHistoryRequest extends Schema.Schema.Type<typeof BorrowHistoryRequest> {}

/**
 * One hourly interest record. `InterestBearingBorrowSize` is capitalised on the wire.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowRecord extends LazyClass.Class<BorrowRecord>("BorrowRecord")(() => ({
  currency: Schema.String,
  createdTime: Schema.Number,
  borrowCost: DecimalOrEmpty,
  hourlyBorrowRate: DecimalOrEmpty,
  InterestBearingBorrowSize: DecimalOrEmpty,
  costExemption: DecimalOrEmpty,
  borrowAmount: Schema.optional(DecimalOrEmpty),
  unrealisedLoss: Schema.optional(DecimalOrEmpty),
  freeBorrowedAmount: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/account/borrow-history`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowHistory extends LazyClass.Class<BorrowHistory>("BorrowHistory")(() => ({
  list: Schema.Array(BorrowRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/account/borrow` (variable rate only).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ManualBorrowRequest = LazySchema.struct("ManualBorrowRequest", () => ({
  coin: Schema.String,
  amount: DecimalString
}))

/**
 * The parameters of a manual borrow.
 *
 * @since 0.1.0
 * @category models
 */
export interface ManualBorrowRequest extends Schema.Schema.Type<typeof ManualBorrowRequest> {}

/**
 * The result of `/v5/account/borrow`: what was borrowed.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ManualBorrow extends LazyClass.Class<ManualBorrow>("ManualBorrow")(() => ({
  coin: Schema.String,
  amount: Decimal
})) {}

/**
 * The body of `POST /v5/account/repay`: no `coin` repays everything; `coin` without `amount` repays that coin in
 * full (converting other assets when the coin's balance is short).
 *
 * @since 0.1.0
 * @category schemas
 */
export const ManualRepayRequest = LazySchema.struct("ManualRepayRequest", () => ({
  coin: Schema.optional(Schema.String),
  amount: Schema.optional(DecimalString),
  /** `FLEXIBLE` (default): floating-rate liabilities; `FIXED`: fixed-rate only; `ALL`: both, floating first. */
  repaymentType: Schema.optional(Schema.Literals(["ALL", "FIXED", "FLEXIBLE"]))
}))

/**
 * The parameters of a manual repayment.
 *
 * @since 0.1.0
 * @category models
 */
export interface ManualRepayRequest extends Schema.Schema.Type<typeof ManualRepayRequest> {}

/**
 * The body of `POST /v5/account/no-convert-repay`: repays from the coin's own spot balance only.
 *
 * @since 0.1.0
 * @category schemas
 */
export const NoConvertRepayRequest = LazySchema.struct("NoConvertRepayRequest", () => ({
  coin: Schema.String,
  amount: Schema.optional(DecimalString),
  repaymentType: Schema.optional(Enums.RepaymentType)
}))

/**
 * The parameters of a repayment without conversion.
 *
 * @since 0.1.0
 * @category models
 */
export interface NoConvertRepayRequest extends Schema.Schema.Type<typeof NoConvertRepayRequest> {}

/**
 * The result of the manual repayments: `resultStatus` `P` processing, `SU` success, `FA` failed.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepayStatus extends LazyClass.Class<RepayStatus>("RepayStatus")(() => ({
  resultStatus: Schema.String
})) {}

/**
 * The body of `POST /v5/account/quick-repayment`: one coin's liability, or all without `coin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const QuickRepaymentRequest = LazySchema.struct("QuickRepaymentRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a quick repayment.
 *
 * @since 0.1.0
 * @category models
 */
export interface QuickRepaymentRequest extends Schema.Schema.Type<typeof QuickRepaymentRequest> {}

/**
 * One coin used for a quick repayment and how much of it.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayment extends LazyClass.Class<Repayment>("Repayment")(() => ({
  coin: Schema.String,
  repaymentQty: Decimal
})) {}

/**
 * The result of `/v5/account/quick-repayment`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class QuickRepayment extends LazyClass.Class<QuickRepayment>("QuickRepayment")(() => ({
  list: Schema.Array(Repayment)
})) {}

/**
 * The query of `GET /v5/account/pay-info`: a coin with a liability, or the total without it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PayInfoRequest = LazySchema.struct("PayInfoRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a pay-info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface PayInfoRequest extends Schema.Schema.Type<typeof PayInfoRequest> {}

/**
 * One collateral coin available to repay with.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PayCollateral extends LazyClass.Class<PayCollateral>("PayCollateral")(() => ({
  coin: Schema.String,
  availableSize: Decimal,
  availableValue: Decimal,
  coinScale: Enums.IntegerLike,
  borrowSize: Decimal,
  spotHedgeAmount: Decimal,
  assetFrozen: Decimal
})) {}

/**
 * The result of `/v5/account/pay-info`: collateral coins, and the borrow of the queried coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PayInfo extends LazyClass.Class<PayInfo>("PayInfo")(() => ({
  collateralInfo: Schema.Struct({ collateralList: Schema.Array(PayCollateral) }),
  borrowInfo: Schema.Struct({
    coin: Schema.optional(Schema.String),
    borrowSize: Decimal,
    borrowValue: Decimal,
    assetFrozen: Decimal,
    availableBalance: Decimal
  })
})) {}
