/**
 * The new crypto loans, shared part (`/v5/crypto-loan-common/*`): borrowable and collateral coins, the maximum loan
 * and collateral reduction, collateral adjustment with its history, and the whole loan position (flexible and
 * fixed). Collateral moves through the Funding wallet.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A collateral adjustment direction: `"0"` add collateral, `"1"` reduce it.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdjustDirection = LazySchema.make(() => Schema.Literals(["0", "1"]))

/**
 * One collateral coin and amount, as the borrow, renew and max-loan bodies carry them.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Collateral = LazySchema.struct("CryptoLoanCollateral", () => ({
  currency: Schema.String,
  amount: DecimalString
}))

/**
 * A collateral coin and amount.
 *
 * @since 0.1.0
 * @category models
 */
export interface Collateral extends Schema.Schema.Type<typeof Collateral> {}

/**
 * The query of `GET /v5/crypto-loan-common/loanable-data`: VIP level (`VIP0`...`VIP5`, `VIP99`, `PRO1`...`PRO6`)
 * and coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LoanableDataRequest = LazySchema.struct("CryptoLoanCommonLoanableDataRequest", () => ({
  vipLevel: Schema.optional(Schema.String),
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a borrowable coin query.
 *
 * @since 0.1.0
 * @category models
 */
export interface LoanableDataRequest extends Schema.Schema.Type<typeof LoanableDataRequest> {}

/**
 * One borrowable coin: which loan kinds it supports, precisions, bounds, and the best annual rates the fixed market
 * offers now per term (`""` when nobody lends).
 *
 * @since 0.1.0
 * @category schemas
 */
export class LoanableCoin extends LazyClass.Class<LoanableCoin>("CryptoLoanLoanableCoin")(() => ({
  currency: Schema.String,
  fixedBorrowable: Schema.Boolean,
  fixedBorrowingAccuracy: Schema.Number,
  flexibleBorrowable: Schema.Boolean,
  flexibleBorrowingAccuracy: Schema.Number,
  maxBorrowingAmount: DecimalOrEmpty,
  minFixedBorrowingAmount: DecimalOrEmpty,
  minFlexibleBorrowingAmount: DecimalOrEmpty,
  vipLevel: Schema.String,
  flexibleAnnualizedInterestRate: DecimalOrEmpty,
  annualizedInterestRate7D: DecimalOrEmpty,
  annualizedInterestRate14D: DecimalOrEmpty,
  annualizedInterestRate30D: DecimalOrEmpty,
  annualizedInterestRate60D: Schema.optional(DecimalOrEmpty),
  annualizedInterestRate90D: DecimalOrEmpty,
  annualizedInterestRate180D: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/crypto-loan-common/loanable-data`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LoanableCoins extends LazyClass.Class<LoanableCoins>("CryptoLoanLoanableCoins")(() => ({
  list: Schema.Array(LoanableCoin)
})) {}

/**
 * The query of `GET /v5/crypto-loan-common/collateral-data`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CollateralDataRequest = LazySchema.struct("CryptoLoanCommonCollateralDataRequest", () => ({
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a collateral coin query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CollateralDataRequest extends Schema.Schema.Type<typeof CollateralDataRequest> {}

/**
 * One collateral tier: the ratio for collateral values from `minValue` to `maxValue`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralRatio extends LazyClass.Class<CollateralRatio>("CryptoLoanCollateralRatio")(() => ({
  collateralRatio: DecimalOrEmpty,
  maxValue: DecimalOrEmpty,
  minValue: DecimalOrEmpty
})) {}

/**
 * The tiers shared by a group of coins (`currencies` is comma-separated, e.g. `BTC,ETH`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralRatioConfig extends LazyClass.Class<CollateralRatioConfig>("CryptoLoanCollateralRatioConfig")(
  () => ({
    collateralRatioList: Schema.Array(CollateralRatio),
    currencies: Schema.String
  })
) {}

/**
 * A collateral coin's liquidation order.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CurrencyLiquidation extends LazyClass.Class<CurrencyLiquidation>("CryptoLoanCurrencyLiquidation")(() => ({
  currency: Schema.String,
  liquidationOrder: Schema.Number
})) {}

/**
 * The result of `/v5/crypto-loan-common/collateral-data`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralData extends LazyClass.Class<CollateralData>("CryptoLoanCollateralData")(() => ({
  collateralRatioConfigList: Schema.Array(CollateralRatioConfig),
  currencyLiquidationList: Schema.Array(CurrencyLiquidation)
})) {}

/**
 * The query of `GET /v5/crypto-loan-common/max-collateral-amount`: the collateral coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MaxCollateralAmountRequest = LazySchema.struct("CryptoLoanCommonMaxCollateralAmountRequest", () => ({
  currency: Schema.String
}))

/**
 * The parameters of a maximum collateral reduction query.
 *
 * @since 0.1.0
 * @category models
 */
export interface MaxCollateralAmountRequest extends Schema.Schema.Type<typeof MaxCollateralAmountRequest> {}

/**
 * The most of a collateral coin that can be withdrawn at the current LTV.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MaxCollateralAmount extends LazyClass.Class<MaxCollateralAmount>("CryptoLoanCommonMaxCollateralAmount")(
  () => ({
    maxCollateralAmount: DecimalOrEmpty
  })
) {}

/**
 * The body of `POST /v5/crypto-loan-common/max-loan`: the coin to borrow and, optionally, collateral you would add
 * (`ccy` and `amount`, checked against the Funding wallet).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MaxLoanRequest = LazySchema.struct("CryptoLoanMaxLoanRequest", () => ({
  currency: Schema.String,
  collateralList: Schema.optional(
    Schema.Array(
      Schema.Struct({ ccy: Schema.String, amount: DecimalString }).annotate({ identifier: "MaxLoanCollateral" })
    )
  )
}))

/**
 * The parameters of a maximum loan query.
 *
 * @since 0.1.0
 * @category models
 */
export interface MaxLoanRequest extends Schema.Schema.Type<typeof MaxLoanRequest> {}

/**
 * The result of `/v5/crypto-loan-common/max-loan`: the most you can borrow, its USD value and the remaining
 * platform quota (shared by master and subs).
 *
 * @since 0.1.0
 * @category schemas
 */
export class MaxLoan extends LazyClass.Class<MaxLoan>("CryptoLoanMaxLoan")(() => ({
  currency: Schema.String,
  maxLoan: DecimalOrEmpty,
  notionalUsd: DecimalOrEmpty,
  remainingQuota: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/crypto-loan-common/adjust-ltv`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdjustLtvRequest = LazySchema.struct("CryptoLoanCommonAdjustLtvRequest", () => ({
  currency: Schema.String,
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
 * The result of an adjustment: its id (a JSON number).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdjustLtv extends LazyClass.Class<AdjustLtv>("CryptoLoanCommonAdjustLtv")(() => ({
  adjustId: Schema.Number
})) {}

/**
 * The query of `GET /v5/crypto-loan-common/adjustment-history`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdjustmentHistoryRequest = LazySchema.struct("CryptoLoanCommonAdjustmentHistoryRequest", () => ({
  adjustId: Schema.optional(Schema.String),
  collateralCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a collateral adjustment history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdjustmentHistoryRequest extends Schema.Schema.Type<typeof AdjustmentHistoryRequest> {}

/**
 * One collateral adjustment: `direction` `0` add, `1` reduce; `status` `1` success, `2` processing, `3` failed.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Adjustment extends LazyClass.Class<Adjustment>("CryptoLoanCommonAdjustment")(() => ({
  adjustId: Schema.Number,
  adjustTime: Schema.Number,
  afterLTV: DecimalOrEmpty,
  amount: DecimalOrEmpty,
  collateralCurrency: Schema.String,
  direction: Enums.tolerantNumber(Schema.Literals([0, 1])),
  preLTV: DecimalOrEmpty,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3]))
})) {}

/**
 * The result of `/v5/crypto-loan-common/adjustment-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Adjustments extends LazyClass.Class<Adjustments>("CryptoLoanCommonAdjustments")(() => ({
  list: Schema.Array(Adjustment),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * One borrowed coin: fixed and flexible debt in coin and USD, and the flexible hourly rate.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PositionBorrow extends LazyClass.Class<PositionBorrow>("CryptoLoanPositionBorrow")(() => ({
  fixedTotalDebt: DecimalOrEmpty,
  fixedTotalDebtUSD: DecimalOrEmpty,
  flexibleHourlyInterestRate: DecimalOrEmpty,
  flexibleTotalDebt: DecimalOrEmpty,
  flexibleTotalDebtUSD: DecimalOrEmpty,
  loanCurrency: Schema.String
})) {}

/**
 * An amount of a coin with its USD value (collateral after the tiered ratio, or supply).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PositionAmount extends LazyClass.Class<PositionAmount>("CryptoLoanPositionAmount")(() => ({
  amount: DecimalOrEmpty,
  amountUSD: DecimalOrEmpty,
  currency: Schema.String
})) {}

/**
 * The result of `/v5/crypto-loan-common/position`: borrowings, collateral, supply, LTV and USD totals.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Position extends LazyClass.Class<Position>("CryptoLoanPosition")(() => ({
  /** Platform collateral restriction status (`-1` to `2`). */
  colRes: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  borrowList: Schema.Array(PositionBorrow),
  collateralList: Schema.Array(PositionAmount),
  ltv: DecimalOrEmpty,
  supplyList: Schema.Array(PositionAmount),
  totalCollateral: DecimalOrEmpty,
  totalDebt: DecimalOrEmpty,
  totalSupply: DecimalOrEmpty
})) {}
