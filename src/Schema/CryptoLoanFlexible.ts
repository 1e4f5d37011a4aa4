/**
 * New flexible-rate crypto loans (`/v5/crypto-loan-flexible/*`): borrow, repay (from the Funding wallet or with
 * collateral), ongoing loans, borrowing and repayment history, and the lending pool's inventory.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Collateral } from "./CryptoLoanCommon.js"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The body of `POST /v5/crypto-loan-flexible/borrow`: up to 100 collateral coins.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowRequest = LazySchema.struct("FlexibleBorrowRequest", () => ({
  loanCurrency: Schema.String,
  loanAmount: DecimalString,
  collateralList: Schema.optional(Schema.Array(Collateral).pipe(Schema.check(Schema.isMaxLength(100))))
}))

/**
 * The parameters of a flexible borrow.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowRequest extends Schema.Schema.Type<typeof BorrowRequest> {}

/**
 * The result of a borrow: the loan order id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Borrow extends LazyClass.Class<Borrow>("FlexibleBorrow")(() => ({
  orderId: Schema.String
})) {}

/**
 * The body of `POST /v5/crypto-loan-flexible/repay`: interest is paid first.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayRequest = LazySchema.struct("FlexibleRepayRequest", () => ({
  loanCurrency: Schema.String,
  amount: DecimalString
}))

/**
 * The parameters of a flexible repayment.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepayRequest extends Schema.Schema.Type<typeof RepayRequest> {}

/**
 * The result of a repayment: its id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repay extends LazyClass.Class<Repay>("FlexibleRepay")(() => ({
  repayId: Schema.String
})) {}

/**
 * The body of `POST /v5/crypto-loan-flexible/repay-collateral`: `collateralCoin` may list several coins,
 * comma-separated.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayCollateralRequest = LazySchema.struct("FlexibleRepayCollateralRequest", () => ({
  loanCurrency: Schema.String,
  collateralCoin: Schema.String,
  amount: DecimalString
}))

/**
 * The parameters of a repayment with collateral.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepayCollateralRequest extends Schema.Schema.Type<typeof RepayCollateralRequest> {}

/**
 * The query of `GET /v5/crypto-loan-flexible/ongoing-coin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OngoingLoansRequest = LazySchema.struct("FlexibleOngoingLoansRequest", () => ({
  loanCurrency: Schema.optional(Schema.String)
}))

/**
 * The parameters of an ongoing flexible loan query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OngoingLoansRequest extends Schema.Schema.Type<typeof OngoingLoansRequest> {}

/**
 * One ongoing flexible loan: the latest hourly rate, principal and interest still owed.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OngoingLoan extends LazyClass.Class<OngoingLoan>("FlexibleOngoingLoan")(() => ({
  hourlyInterestRate: DecimalOrEmpty,
  loanCurrency: Schema.String,
  totalDebt: DecimalOrEmpty,
  unpaidAmount: DecimalOrEmpty,
  unpaidInterest: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/crypto-loan-flexible/ongoing-coin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OngoingLoans extends LazyClass.Class<OngoingLoans>("FlexibleOngoingLoans")(() => ({
  list: Schema.Array(OngoingLoan)
})) {}

/**
 * The query of `GET /v5/crypto-loan-flexible/borrow-history`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowHistoryRequest = LazySchema.struct("FlexibleBorrowHistoryRequest", () => ({
  orderId: Schema.optional(Schema.String),
  loanCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a flexible borrowing history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowHistoryRequest extends Schema.Schema.Type<typeof BorrowHistoryRequest> {}

/**
 * One flexible borrow: time in ms, amount, status (`1` success, `2` processing, `3` failed).
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowRecord extends LazyClass.Class<BorrowRecord>("FlexibleBorrowRecord")(() => ({
  borrowTime: Schema.Number,
  initialLoanAmount: DecimalOrEmpty,
  loanCurrency: Schema.String,
  orderId: Schema.String,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3]))
})) {}

/**
 * The result of `/v5/crypto-loan-flexible/borrow-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowHistory extends LazyClass.Class<BorrowHistory>("FlexibleBorrowHistory")(() => ({
  list: Schema.Array(BorrowRecord),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/crypto-loan-flexible/repayment-history`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepaymentHistoryRequest = LazySchema.struct("FlexibleRepaymentHistoryRequest", () => ({
  repayId: Schema.optional(Schema.String),
  loanCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a flexible repayment history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepaymentHistoryRequest extends Schema.Schema.Type<typeof RepaymentHistoryRequest> {}

/**
 * One flexible repayment: status `1` success, `2` processing, `3` failed; type `1` by user, `2` liquidation,
 * `5` delisting, `6` delayed liquidation, `7` by currency.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayment extends LazyClass.Class<Repayment>("FlexibleRepayment")(() => ({
  loanCurrency: Schema.String,
  repayAmount: DecimalOrEmpty,
  repayId: Schema.String,
  repayStatus: Enums.tolerantNumber(Schema.Literals([1, 2, 3])),
  repayTime: Schema.Number,
  repayType: Enums.tolerantNumber(Schema.Literals([1, 2, 5, 6, 7]))
})) {}

/**
 * The result of `/v5/crypto-loan-flexible/repayment-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayments extends LazyClass.Class<Repayments>("FlexibleRepayments")(() => ({
  list: Schema.Array(Repayment),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/crypto-loan-flexible/available-inventory`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InventoryRequest = LazySchema.struct("FlexibleInventoryRequest", () => ({
  currency: Schema.String
}))

/**
 * The parameters of a lending pool inventory query.
 *
 * @since 0.1.0
 * @category models
 */
export interface InventoryRequest extends Schema.Schema.Type<typeof InventoryRequest> {}

/**
 * The lending pool's available inventory of a coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Inventory extends LazyClass.Class<Inventory>("CryptoLoanInventory")(() => ({
  currency: Schema.String,
  availableInventory: DecimalOrEmpty,
  updateTime: Schema.String
})) {}
