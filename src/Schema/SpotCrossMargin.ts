/**
 * Spot cross margin on classic (non-unified) accounts (`/v5/spot-cross-margin-trade/*`): margin and borrowable coins,
 * interest and quota, the loan account, borrow, repay, their histories and the margin switch.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A query by an optional coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionalCoinRequest = LazySchema.struct("CrossMarginOptionalCoinRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a query by an optional coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface OptionalCoinRequest extends Schema.Schema.Type<typeof OptionalCoinRequest> {}

/**
 * A query by one coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinRequest = LazySchema.struct("CrossMarginCoinRequest", () => ({
  coin: Schema.String
}))

/**
 * The parameters of a query by one coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinRequest extends Schema.Schema.Type<typeof CoinRequest> {}

/**
 * One margin (collateral) coin: its conversion ratio and liquidation order.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginCoin extends LazyClass.Class<MarginCoin>("CrossMarginCoin")(() => ({
  coin: Schema.String,
  conversionRate: DecimalOrEmpty,
  liquidationOrder: Enums.IntegerLike
})) {}

/**
 * The result of `/v5/spot-cross-margin-trade/pledge-token`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginCoins extends LazyClass.Class<MarginCoins>("CrossMarginCoins")(() => ({
  list: Schema.Array(MarginCoin)
})) {}

/**
 * One borrowable coin: decimal places of borrow and repay amounts.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowableCoin extends LazyClass.Class<BorrowableCoin>("CrossMarginBorrowableCoin")(() => ({
  coin: Schema.String,
  borrowingPrecision: Schema.Number,
  repaymentPrecision: Schema.Number
})) {}

/**
 * The result of `/v5/spot-cross-margin-trade/borrow-token`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowableCoins extends LazyClass.Class<BorrowableCoins>("CrossMarginBorrowableCoins")(() => ({
  list: Schema.Array(BorrowableCoin)
})) {}

/**
 * The result of `/v5/spot-cross-margin-trade/loan-info`: daily rate, estimated loanable amount and the per-user cap.
 *
 * @since 0.1.0
 * @category schemas
 */
export class InterestAndQuota extends LazyClass.Class<InterestAndQuota>("CrossMarginInterestAndQuota")(() => ({
  coin: Schema.String,
  interestRate: DecimalOrEmpty,
  loanAbleAmount: DecimalOrEmpty,
  maxLoanAmount: DecimalOrEmpty
})) {}

/**
 * One coin of the loan account: balances, outstanding principal and interest.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LoanAccountCoin extends LazyClass.Class<LoanAccountCoin>("CrossMarginLoanAccountCoin")(() => ({
  tokenId: Schema.String,
  free: DecimalOrEmpty,
  interest: DecimalOrEmpty,
  loan: DecimalOrEmpty,
  remainAmount: DecimalOrEmpty,
  locked: DecimalOrEmpty,
  total: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/spot-cross-margin-trade/account`: equity and liability in BTC, risk rate, status (`1` normal,
 * `2` withdrawal/transfer restricted, `3` liquidation alert, `4` liquidated) and the margin switch (`1` on).
 *
 * @since 0.1.0
 * @category schemas
 */
export class LoanAccount extends LazyClass.Class<LoanAccount>("CrossMarginLoanAccount")(() => ({
  acctBalanceSum: DecimalOrEmpty,
  debtBalanceSum: DecimalOrEmpty,
  loanAccountList: Schema.Array(LoanAccountCoin),
  riskRate: DecimalOrEmpty,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3, 4])),
  switchStatus: Enums.tolerantNumber(Schema.Literals([0, 1]))
})) {}

/**
 * The body of `POST /v5/spot-cross-margin-trade/loan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowRequest = LazySchema.struct("CrossMarginBorrowRequest", () => ({
  coin: Schema.String,
  qty: DecimalString
}))

/**
 * The parameters of a cross-margin borrow.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowRequest extends Schema.Schema.Type<typeof BorrowRequest> {}

/**
 * The result of a borrow: its transaction id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Borrow extends LazyClass.Class<Borrow>("CrossMarginBorrow")(() => ({
  transactId: Schema.String
})) {}

/**
 * The body of `POST /v5/spot-cross-margin-trade/repay`: either a `qty`, or `completeRepayment: 1` to pay off
 * everything (then `qty` is ignored).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayRequest = LazySchema.struct("CrossMarginRepayRequest", () => ({
  coin: Schema.String,
  qty: Schema.optional(DecimalString),
  completeRepayment: Schema.optional(Schema.Literals([0, 1]))
}))

/**
 * The parameters of a cross-margin repayment.
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
export class Repay extends LazyClass.Class<Repay>("CrossMarginRepay")(() => ({
  repayId: Schema.String
})) {}

/**
 * The query of `GET /v5/spot-cross-margin-trade/orders`: `status` `0` all (default), `1` uncleared, `2` cleared;
 * `limit` 1-500 (default 500).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowOrdersRequest = LazySchema.struct("CrossMarginBorrowOrdersRequest", () => ({
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  coin: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals([0, 1, 2])),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a borrow order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowOrdersRequest extends Schema.Schema.Type<typeof BorrowOrdersRequest> {}

/**
 * One borrow order: principal and interest, outstanding parts, status (`1` uncleared, `2` cleared) and type
 * (`1` manual, `2` auto).
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowOrder extends LazyClass.Class<BorrowOrder>("CrossMarginBorrowOrder")(() => ({
  accountId: Schema.String,
  coin: Schema.String,
  createdTime: Schema.Number,
  id: Schema.String,
  interestAmount: DecimalOrEmpty,
  interestBalance: DecimalOrEmpty,
  loanAmount: DecimalOrEmpty,
  loanBalance: DecimalOrEmpty,
  remainAmount: DecimalOrEmpty,
  status: Enums.tolerantNumber(Schema.Literals([1, 2])),
  type: Enums.tolerantNumber(Schema.Literals([1, 2]))
})) {}

/**
 * The result of `/v5/spot-cross-margin-trade/orders`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowOrders extends LazyClass.Class<BorrowOrders>("CrossMarginBorrowOrders")(() => ({
  list: Schema.Array(BorrowOrder)
})) {}

/**
 * The query of `GET /v5/spot-cross-margin-trade/repay-history`: `limit` 1-500 (default 500).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayHistoryRequest = LazySchema.struct("CrossMarginRepayHistoryRequest", () => ({
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  coin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a repayment history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepayHistoryRequest extends Schema.Schema.Type<typeof RepayHistoryRequest> {}

/**
 * The part of a repayment that went to one borrow transaction.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepaidTransaction extends LazyClass.Class<RepaidTransaction>("CrossMarginRepaidTransaction")(() => ({
  repaidAmount: Schema.optional(DecimalOrEmpty),
  repaidInterest: DecimalOrEmpty,
  repaidPrincipal: DecimalOrEmpty,
  repaidSerialNumber: Schema.String,
  transactId: Schema.String
})) {}

/**
 * One repayment (time in ms as a string) and the borrow transactions it settled.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayment extends LazyClass.Class<Repayment>("CrossMarginRepayment")(() => ({
  accountId: Schema.String,
  coin: Schema.String,
  repaidAmount: DecimalOrEmpty,
  repayId: Schema.String,
  repayMarginOrderId: Schema.String,
  repayTime: Schema.String,
  transactIds: Schema.Array(RepaidTransaction)
})) {}

/**
 * The result of `/v5/spot-cross-margin-trade/repay-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayments extends LazyClass.Class<Repayments>("CrossMarginRepayments")(() => ({
  list: Schema.Array(Repayment)
})) {}

/**
 * The body of `POST /v5/spot-cross-margin-trade/switch`: `1` on, `0` off.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SwitchRequest = LazySchema.struct("CrossMarginSwitchRequest", () => ({
  switch: Schema.Literals([0, 1])
}))

/**
 * The parameters of the cross-margin switch.
 *
 * @since 0.1.0
 * @category models
 */
export interface SwitchRequest extends Schema.Schema.Type<typeof SwitchRequest> {}

/**
 * The result of the switch: the new state (`1` on, `0` off).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Switch extends LazyClass.Class<Switch>("CrossMarginSwitch")(() => ({
  switchStatus: Enums.tolerantNumber(Schema.Literals([0, 1]))
})) {}
