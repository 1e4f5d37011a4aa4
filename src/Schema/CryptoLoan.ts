/**
 * Legacy crypto loans (`/v5/crypto-loan/*`): collateral and borrowable coins per VIP level, account limits,
 * borrow, repay, collateral adjustment and the loan, repayment and adjustment histories. Loans and collateral move
 * through the Funding wallet.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A fixed loan term in days; a flexible loan has none.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LoanTerm = LazySchema.make(() => Schema.Literals(["7", "14", "30", "90", "180"]))

/**
 * A collateral adjustment direction: `"0"` add collateral, `"1"` reduce it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdjustDirection = LazySchema.make(() => Schema.Literals(["0", "1"]))

/**
 * The query of the public coin lists: VIP level (`VIP0`...`VIP5`, `VIP99`, `PRO1`...`PRO6`) and coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VipCoinsRequest = LazySchema.struct("CryptoLoanVipCoinsRequest", () => ({
  vipLevel: Schema.optional(Schema.String),
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a coin list query.
 *
 * @since 0.1.0
 * @category models
 */
export interface VipCoinsRequest extends Schema.Schema.Type<typeof VipCoinsRequest> {}

/**
 * One collateral coin: precision, initial, margin-call and liquidation LTV, and the collateral cap.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralCoin extends LazyClass.Class<CollateralCoin>("CryptoLoanCollateralCoin")(() => ({
  collateralAccuracy: Schema.Number,
  currency: Schema.String,
  initialLTV: DecimalOrEmpty,
  marginCallLTV: DecimalOrEmpty,
  liquidationLTV: DecimalOrEmpty,
  maxLimit: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/crypto-loan/collateral-data`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralCoins extends LazyClass.Class<CollateralCoins>("CryptoLoanCollateralCoins")(() => ({
  vipCoinList: Schema.Array(
    Schema.Struct({ list: Schema.Array(CollateralCoin), vipLevel: Schema.String }).annotate({
      identifier: "CryptoLoanCollateralVipLevel"
    })
  )
})) {}

/**
 * One borrowable coin: precision, hourly rates (flexible and per fixed term; `""` when that term is not offered) and
 * borrowing bounds.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowableCoin extends LazyClass.Class<BorrowableCoin>("CryptoLoanBorrowableCoin")(() => ({
  borrowingAccuracy: Schema.Number,
  currency: Schema.String,
  flexibleHourlyInterestRate: DecimalOrEmpty,
  hourlyInterestRate7D: DecimalOrEmpty,
  hourlyInterestRate14D: DecimalOrEmpty,
  hourlyInterestRate30D: DecimalOrEmpty,
  hourlyInterestRate90D: DecimalOrEmpty,
  hourlyInterestRate180D: DecimalOrEmpty,
  maxBorrowingAmount: DecimalOrEmpty,
  minBorrowingAmount: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/crypto-loan/loanable-data`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowableCoins extends LazyClass.Class<BorrowableCoins>("CryptoLoanBorrowableCoins")(() => ({
  vipCoinList: Schema.Array(
    Schema.Struct({ list: Schema.Array(BorrowableCoin), vipLevel: Schema.String }).annotate({
      identifier: "CryptoLoanBorrowableVipLevel"
    })
  )
})) {}

/**
 * The query of `GET /v5/crypto-loan/borrowable-collateralisable-number`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowCollateralLimitRequest = LazySchema.struct("CryptoLoanBorrowCollateralLimitRequest", () => ({
  loanCurrency: Schema.String,
  collateralCurrency: Schema.String
}))

/**
 * The parameters of an account limit query.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowCollateralLimitRequest extends Schema.Schema.Type<typeof BorrowCollateralLimitRequest> {}

/**
 * The result of `/v5/crypto-loan/borrowable-collateralisable-number`: the account's borrow and collateral bounds.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowCollateralLimit extends LazyClass.Class<BorrowCollateralLimit>("CryptoLoanBorrowCollateralLimit")(
  () => ({
    collateralCurrency: Schema.String,
    loanCurrency: Schema.String,
    maxCollateralAmount: DecimalOrEmpty,
    maxLoanAmount: DecimalOrEmpty,
    minCollateralAmount: DecimalOrEmpty,
    minLoanAmount: DecimalOrEmpty
  })
) {}

/**
 * The body of `POST /v5/crypto-loan/borrow`: give `loanAmount` or `collateralAmount`; no `loanTerm` means a
 * flexible loan.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowRequest = LazySchema.struct("CryptoLoanBorrowRequest", () => ({
  loanCurrency: Schema.String,
  loanAmount: Schema.optional(DecimalString),
  loanTerm: Schema.optional(LoanTerm),
  collateralCurrency: Schema.String,
  collateralAmount: Schema.optional(DecimalString)
}))

/**
 * The parameters of a legacy crypto loan.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowRequest extends Schema.Schema.Type<typeof BorrowRequest> {}

/**
 * A result carrying a loan order id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LoanOrderId extends LazyClass.Class<LoanOrderId>("CryptoLoanOrderId")(() => ({
  orderId: Schema.String
})) {}

/**
 * The body of `POST /v5/crypto-loan/repay`: interest due is paid first.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayRequest = LazySchema.struct("CryptoLoanRepayRequest", () => ({
  orderId: Schema.String,
  amount: DecimalString
}))

/**
 * The parameters of a legacy loan repayment.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepayRequest extends Schema.Schema.Type<typeof RepayRequest> {}

/**
 * A result carrying a repayment id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepayId extends LazyClass.Class<RepayId>("CryptoLoanRepayId")(() => ({
  repayId: Schema.String
})) {}

/**
 * The query of `GET /v5/crypto-loan/ongoing-orders`: `loanTermType` `"1"` fixed (then `loanTerm` is required) or
 * `"2"` flexible; `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const UnpaidLoansRequest = LazySchema.struct("CryptoLoanUnpaidLoansRequest", () => ({
  orderId: Schema.optional(Schema.String),
  loanCurrency: Schema.optional(Schema.String),
  collateralCurrency: Schema.optional(Schema.String),
  loanTermType: Schema.optional(Schema.Literals(["1", "2"])),
  loanTerm: Schema.optional(LoanTerm),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an unpaid loan query.
 *
 * @since 0.1.0
 * @category models
 */
export interface UnpaidLoansRequest extends Schema.Schema.Type<typeof UnpaidLoansRequest> {}

/**
 * One ongoing loan: collateral, LTV, rate, maturity (`""` for flexible) and what is still owed.
 *
 * @since 0.1.0
 * @category schemas
 */
export class UnpaidLoan extends LazyClass.Class<UnpaidLoan>("CryptoLoanUnpaidLoan")(() => ({
  collateralAmount: DecimalOrEmpty,
  collateralCurrency: Schema.String,
  currentLTV: DecimalOrEmpty,
  expirationTime: Schema.String,
  hourlyInterestRate: DecimalOrEmpty,
  loanCurrency: Schema.String,
  loanTerm: Schema.String,
  orderId: Schema.String,
  residualInterest: DecimalOrEmpty,
  residualPenaltyInterest: DecimalOrEmpty,
  totalDebt: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/crypto-loan/ongoing-orders`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class UnpaidLoans extends LazyClass.Class<UnpaidLoans>("CryptoLoanUnpaidLoans")(() => ({
  list: Schema.Array(UnpaidLoan),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/crypto-loan/repayment-history` (last 6 months, successful repayments only).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepaymentHistoryRequest = LazySchema.struct("CryptoLoanRepaymentHistoryRequest", () => ({
  orderId: Schema.optional(Schema.String),
  repayId: Schema.optional(Schema.String),
  loanCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a repayment history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepaymentHistoryRequest extends Schema.Schema.Type<typeof RepaymentHistoryRequest> {}

/**
 * One repayment: collateral returned (`"0"` unless final), status (`1` success, `2` processing) and type
 * (`"1"` by user, `"2"` by liquidation).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayment extends LazyClass.Class<Repayment>("CryptoLoanRepayment")(() => ({
  collateralCurrency: Schema.String,
  collateralReturn: DecimalOrEmpty,
  loanCurrency: Schema.String,
  loanTerm: Schema.String,
  orderId: Schema.String,
  repayAmount: DecimalOrEmpty,
  repayId: Schema.String,
  repayStatus: Enums.tolerantNumber(Schema.Literals([1, 2])),
  repayTime: Schema.String,
  repayType: Enums.tolerant(Schema.Literals(["1", "2"]))
})) {}

/**
 * The result of `/v5/crypto-loan/repayment-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayments extends LazyClass.Class<Repayments>("CryptoLoanRepayments")(() => ({
  list: Schema.Array(Repayment),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/crypto-loan/borrow-history` (completed loans of the last 6 months).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CompletedLoansRequest = LazySchema.struct("CryptoLoanCompletedLoansRequest", () => ({
  orderId: Schema.optional(Schema.String),
  loanCurrency: Schema.optional(Schema.String),
  collateralCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a completed loan query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CompletedLoansRequest extends Schema.Schema.Type<typeof CompletedLoansRequest> {}

/**
 * One fully repaid loan: status `1` repaid manually, `2` repaid by liquidation.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CompletedLoan extends LazyClass.Class<CompletedLoan>("CryptoLoanCompletedLoan")(() => ({
  borrowTime: Schema.String,
  collateralCurrency: Schema.String,
  expirationTime: Schema.String,
  hourlyInterestRate: DecimalOrEmpty,
  initialCollateralAmount: DecimalOrEmpty,
  initialLoanAmount: DecimalOrEmpty,
  loanCurrency: Schema.String,
  loanTerm: Schema.String,
  orderId: Schema.String,
  repaidInterest: DecimalOrEmpty,
  repaidPenaltyInterest: DecimalOrEmpty,
  status: Enums.tolerantNumber(Schema.Literals([1, 2]))
})) {}

/**
 * The result of `/v5/crypto-loan/borrow-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CompletedLoans extends LazyClass.Class<CompletedLoans>("CryptoLoanCompletedLoans")(() => ({
  list: Schema.Array(CompletedLoan),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/crypto-loan/max-collateral-amount`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MaxCollateralReductionRequest = LazySchema.struct("CryptoLoanMaxCollateralReductionRequest", () => ({
  orderId: Schema.String
}))

/**
 * The parameters of a maximum collateral reduction query.
 *
 * @since 0.1.0
 * @category models
 */
export interface MaxCollateralReductionRequest extends Schema.Schema.Type<typeof MaxCollateralReductionRequest> {}

/**
 * The most collateral that can be withdrawn now.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MaxCollateralAmount extends LazyClass.Class<MaxCollateralAmount>("CryptoLoanMaxCollateralAmount")(() => ({
  maxCollateralAmount: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/crypto-loan/adjust-ltv`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdjustLtvRequest = LazySchema.struct("CryptoLoanAdjustLtvRequest", () => ({
  orderId: Schema.String,
  amount: DecimalString,
  direction: AdjustDirection
}))

/**
 * The parameters of a collateral adjustment.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdjustLtvRequest extends Schema.Schema.Type<typeof AdjustLtvRequest> {}

/**
 * A result carrying a collateral adjustment id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdjustId extends LazyClass.Class<AdjustId>("CryptoLoanAdjustId")(() => ({
  adjustId: Schema.String
})) {}

/**
 * The query of `GET /v5/crypto-loan/adjustment-history` (user adjustments of the last 6 months).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdjustmentHistoryRequest = LazySchema.struct("CryptoLoanAdjustmentHistoryRequest", () => ({
  orderId: Schema.optional(Schema.String),
  adjustId: Schema.optional(Schema.String),
  collateralCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an LTV adjustment history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdjustmentHistoryRequest extends Schema.Schema.Type<typeof AdjustmentHistoryRequest> {}

/**
 * One collateral adjustment: LTV before and after; `direction` `0` added, `1` reduced.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Adjustment extends LazyClass.Class<Adjustment>("CryptoLoanAdjustment")(() => ({
  adjustId: Schema.String,
  adjustTime: Schema.String,
  afterLTV: DecimalOrEmpty,
  amount: Schema.optional(DecimalOrEmpty),
  collateralCurrency: Schema.String,
  direction: Enums.tolerantNumber(Schema.Literals([0, 1])),
  orderId: Schema.String,
  preLTV: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/crypto-loan/adjustment-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Adjustments extends LazyClass.Class<Adjustments>("CryptoLoanAdjustments")(() => ({
  list: Schema.Array(Adjustment),
  nextPageCursor: Schema.optional(Schema.String)
})) {}
