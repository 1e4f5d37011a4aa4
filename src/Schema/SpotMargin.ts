/**
 * Spot margin trading on the unified account (`/v5/spot-margin-trade/*`): VIP margin data and tiered collateral
 * ratios, the margin switch and leverage, borrowing limits, liabilities, auto-repay mode and fixed-rate borrowing.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty, DecimalString, pattern } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The spot margin switch: `"1"` on, `"0"` off.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpotMarginMode = LazySchema.make(() => Schema.Literals(["1", "0"]))

/**
 * {@link SpotMarginMode} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpotMarginModeTolerant = LazySchema.make(() => Enums.tolerant(SpotMarginMode))

/**
 * The spot auto-repay switch: `"1"` on, `"0"` off.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AutoRepayMode = LazySchema.make(() => Schema.Literals(["1", "0"]))

/**
 * {@link AutoRepayMode} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AutoRepayModeTolerant = LazySchema.make(() => Enums.tolerant(AutoRepayMode))

/**
 * A fixed-rate borrowing term in days.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedTerm = LazySchema.make(() => Schema.Literals(["7", "14", "30", "90", "180"]))

/**
 * What happens to a fixed-rate loan at maturity: `"1"` auto repayment from the unified account (default), `"2"`
 * transfer to a flexible loan. Older contracts report `"0"` (no automatic repayment).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedRepayType = LazySchema.make(() => Schema.Literals(["1", "2"]))

/**
 * {@link FixedRepayType} in responses: the known values (and `"0"`) or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedRepayTypeTolerant = LazySchema.make(() => Enums.tolerant(Schema.Literals(["0", "1", "2"])))

/**
 * How a fixed-rate borrow order may fill: `PARTIAL` or `FULL` only.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyType = LazySchema.make(() => Schema.Literals(["PARTIAL", "FULL"]))

/**
 * {@link StrategyType} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const StrategyTypeTolerant = LazySchema.make(() => Enums.tolerant(StrategyType))

/**
 * A fixed-rate borrow order state: `1` matching, `2` partially filled and cancelled, `3` fully filled,
 * `4` cancelled, `5` failed.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowOrderState = LazySchema.make(() => Schema.Literals([1, 2, 3, 4, 5]))

/**
 * {@link BorrowOrderState} in responses: the known values or any other integer.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowOrderStateTolerant = LazySchema.make(() => Enums.tolerantNumber(BorrowOrderState))

/**
 * A fixed-rate loan contract status: `1` unrepaid, `2` fully repaid, `3` overdue.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LoanContractStatus = LazySchema.make(() => Schema.Literals([1, 2, 3]))

/**
 * {@link LoanContractStatus} in responses: the known values or any other integer.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LoanContractStatusTolerant = LazySchema.make(() => Enums.tolerantNumber(LoanContractStatus))

/**
 * The sort field of a fixed-rate quote query: `apy`, `term` or `quantity`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const QuoteOrderBy = LazySchema.make(() => Schema.Literals(["apy", "term", "quantity"]))

/**
 * A sort direction: `0` ascending (default), `1` descending.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SortDirection = LazySchema.make(() => Schema.Literals([0, 1]))

/**
 * Spot margin leverage as the wire carries it: a decimal string from `2` to `10`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SpotMarginLeverage = LazySchema.make(() =>
  Schema.String.pipe(
    Schema.check(Schema.isPattern(pattern)),
    Schema.check(
      Schema.makeFilter((s: string) => (Number(s) >= 2 && Number(s) <= 10) || "spot margin leverage is 2 to 10")
    ),
    Schema.annotate({ identifier: "SpotMarginLeverage" })
  )
)

/**
 * A query by an optional coin name (upper case).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OptionalCurrencyRequest = LazySchema.struct("SpotMarginOptionalCurrencyRequest", () => ({
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a query by an optional coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface OptionalCurrencyRequest extends Schema.Schema.Type<typeof OptionalCurrencyRequest> {}

/**
 * A query by one coin (upper case).
 *
 * @since 0.1.0
 * @category schemas
 */
export const CurrencyRequest = LazySchema.struct("SpotMarginCurrencyRequest", () => ({
  currency: Schema.String
}))

/**
 * The parameters of a query by one coin.
 *
 * @since 0.1.0
 * @category models
 */
export interface CurrencyRequest extends Schema.Schema.Type<typeof CurrencyRequest> {}

/**
 * The query of `GET /v5/spot-margin-trade/data`: a VIP level (`No VIP`, `VIP-1`, ...) and a coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const VipMarginDataRequest = LazySchema.struct("VipMarginDataRequest", () => ({
  vipLevel: Schema.optional(Schema.String),
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a VIP margin data query.
 *
 * @since 0.1.0
 * @category models
 */
export interface VipMarginDataRequest extends Schema.Schema.Type<typeof VipMarginDataRequest> {}

/**
 * One coin's margin terms at a VIP level (`collateralRatio` is stale since the tiered ratios; see
 * `getTieredCollateralRatio`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class VipMarginCoin extends LazyClass.Class<VipMarginCoin>("VipMarginCoin")(() => ({
  borrowable: Schema.Boolean,
  collateralRatio: DecimalOrEmpty,
  currency: Schema.String,
  hourlyBorrowRate: DecimalOrEmpty,
  liquidationOrder: Schema.String,
  marginCollateral: Schema.Boolean,
  maxBorrowingAmount: DecimalOrEmpty
})) {}

/**
 * The coins of one VIP level.
 *
 * @since 0.1.0
 * @category schemas
 */
export class VipMarginLevel extends LazyClass.Class<VipMarginLevel>("VipMarginLevel")(() => ({
  list: Schema.Array(VipMarginCoin),
  vipLevel: Schema.String
})) {}

/**
 * The result of `/v5/spot-margin-trade/data`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class VipMarginData extends LazyClass.Class<VipMarginData>("VipMarginData")(() => ({
  vipCoinList: Schema.Array(VipMarginLevel)
})) {}

/**
 * One collateral tier: the ratio for holdings from `minQty` to `maxQty` (`""` is unbounded).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CollateralRatioTier extends LazyClass.Class<CollateralRatioTier>("CollateralRatioTier")(() => ({
  minQty: DecimalOrEmpty,
  maxQty: DecimalOrEmpty,
  collateralRatio: DecimalOrEmpty
})) {}

/**
 * One coin's collateral tiers.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinCollateralRatios extends LazyClass.Class<CoinCollateralRatios>("CoinCollateralRatios")(() => ({
  currency: Schema.String,
  collateralRatioList: Schema.Array(CollateralRatioTier)
})) {}

/**
 * The result of `/v5/spot-margin-trade/collateral`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TieredCollateralRatios extends LazyClass.Class<TieredCollateralRatios>("TieredCollateralRatios")(() => ({
  list: Schema.Array(CoinCollateralRatios)
})) {}

/**
 * The query of `GET /v5/spot-margin-trade/interest-rate-history`: at most 30 days when both times are given
 * (both or neither), 7 days by default, up to six months back.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InterestRateHistoryRequest = LazySchema.struct("InterestRateHistoryRequest", () => ({
  currency: Schema.String,
  vipLevel: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number)
}))

/**
 * The parameters of an interest rate history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface InterestRateHistoryRequest extends Schema.Schema.Type<typeof InterestRateHistoryRequest> {}

/**
 * One hourly borrow rate (timestamp in ms).
 *
 * @since 0.1.0
 * @category schemas
 */
export class InterestRate extends LazyClass.Class<InterestRate>("SpotMarginInterestRate")(() => ({
  timestamp: Schema.Number,
  currency: Schema.String,
  hourlyBorrowRate: DecimalOrEmpty,
  vipLevel: Schema.String
})) {}

/**
 * The result of `/v5/spot-margin-trade/interest-rate-history`, newest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class InterestRateHistory extends LazyClass.Class<InterestRateHistory>("SpotMarginInterestRateHistory")(() => ({
  list: Schema.Array(InterestRate)
})) {}

/**
 * One coin's manual borrowing configuration (fields are `""` when that kind of borrowing is disabled).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CurrencyData extends LazyClass.Class<CurrencyData>("SpotMarginCurrencyData")(() => ({
  currency: Schema.String,
  flexibleManualBorrowable: Schema.Boolean,
  minFlexibleManualBorrowQty: DecimalOrEmpty,
  flexibleManualBorrowAccuracy: Schema.String,
  fixedManualBorrowable: Schema.Boolean,
  minFixedManualBorrowQty: DecimalOrEmpty,
  fixedManualBorrowAccuracy: Schema.String,
  fixedInterestRateAccuracy: Schema.String,
  minFixedInterestRate: DecimalOrEmpty,
  maxFixedInterestRate: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/spot-margin-trade/currency-data`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CurrencyDataList extends LazyClass.Class<CurrencyDataList>("SpotMarginCurrencyDataList")(() => ({
  list: Schema.Array(CurrencyData)
})) {}

/**
 * The body of `POST /v5/spot-margin-trade/switch-mode`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SwitchModeRequest = LazySchema.struct("SpotMarginSwitchModeRequest", () => ({
  spotMarginMode: SpotMarginMode
}))

/**
 * The parameters of turning spot margin on or off.
 *
 * @since 0.1.0
 * @category models
 */
export interface SwitchModeRequest extends Schema.Schema.Type<typeof SwitchModeRequest> {}

/**
 * The result of `/v5/spot-margin-trade/switch-mode`: the new state.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SwitchMode extends LazyClass.Class<SwitchMode>("SpotMarginSwitchMode")(() => ({
  spotMarginMode: SpotMarginModeTolerant
})) {}

/**
 * The body of `POST /v5/spot-margin-trade/set-leverage`: leverage 2-10, for one coin or the whole account.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetLeverageRequest = LazySchema.struct("SpotMarginSetLeverageRequest", () => ({
  leverage: SpotMarginLeverage,
  currency: Schema.optional(Schema.String)
}))

/**
 * The parameters of setting spot margin leverage.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetLeverageRequest extends Schema.Schema.Type<typeof SetLeverageRequest> {}

/**
 * The result of `/v5/spot-margin-trade/state`: leverage (`""` when margin is off), the switch, and the actual
 * leverage (2 decimals, truncated).
 *
 * @since 0.1.0
 * @category schemas
 */
export class State extends LazyClass.Class<State>("SpotMarginState")(() => ({
  spotLeverage: DecimalOrEmpty,
  spotMarginMode: SpotMarginModeTolerant,
  effectiveLeverage: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/spot-margin-trade/max-borrowable`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MaxBorrowable extends LazyClass.Class<MaxBorrowable>("SpotMarginMaxBorrowable")(() => ({
  currency: Schema.String,
  maxLoan: DecimalOrEmpty
})) {}

/**
 * One borrowing tier: the cumulative borrow limit with its margin rates and maximum leverage.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PositionTier extends LazyClass.Class<PositionTier>("SpotMarginPositionTier")(() => ({
  tier: Schema.String,
  borrowLimit: DecimalOrEmpty,
  positionMMR: DecimalOrEmpty,
  positionIMR: DecimalOrEmpty,
  maxLeverage: DecimalOrEmpty
})) {}

/**
 * One coin's borrowing tiers, smallest first.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinPositionTiers extends LazyClass.Class<CoinPositionTiers>("SpotMarginCoinPositionTiers")(() => ({
  currency: Schema.String,
  positionTiersRatioList: Schema.Array(PositionTier)
})) {}

/**
 * The result of `/v5/spot-margin-trade/position-tiers`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PositionTiers extends LazyClass.Class<PositionTiers>("SpotMarginPositionTiers")(() => ({
  list: Schema.Array(CoinPositionTiers)
})) {}

/**
 * One coin's spot margin leverage: a number in the docs example, a string (`""` when margin is off) elsewhere.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinState extends LazyClass.Class<CoinState>("SpotMarginCoinState")(() => ({
  currency: Schema.String,
  spotLeverage: Schema.Union([Schema.Number, DecimalOrEmpty])
})) {}

/**
 * The result of `/v5/spot-margin-trade/coinstate`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinStates extends LazyClass.Class<CoinStates>("SpotMarginCoinStates")(() => ({
  list: Schema.Array(CoinState)
})) {}

/**
 * The result of `/v5/spot-margin-trade/repayment-available-amount`: min(available spot balance, borrowed).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepaymentAvailableAmount extends LazyClass.Class<RepaymentAvailableAmount>(
  "SpotMarginRepaymentAvailableAmount"
)(() => ({
  currency: Schema.String,
  lossLessRepaymentAmount: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/spot-margin-trade/set-auto-repay-mode`: every coin when `currency` is omitted.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SetAutoRepayModeRequest = LazySchema.struct("SetAutoRepayModeRequest", () => ({
  currency: Schema.optional(Schema.String),
  autoRepayMode: AutoRepayMode
}))

/**
 * The parameters of setting the auto-repay mode.
 *
 * @since 0.1.0
 * @category models
 */
export interface SetAutoRepayModeRequest extends Schema.Schema.Type<typeof SetAutoRepayModeRequest> {}

/**
 * One coin's auto-repay switch.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinAutoRepayMode extends LazyClass.Class<CoinAutoRepayMode>("CoinAutoRepayMode")(() => ({
  currency: Schema.String,
  autoRepayMode: AutoRepayModeTolerant
})) {}

/**
 * The result of the auto-repay mode endpoints (get and set).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AutoRepayModes extends LazyClass.Class<AutoRepayModes>("AutoRepayModes")(() => ({
  data: Schema.Array(CoinAutoRepayMode)
})) {}

/**
 * The result of `/v5/spot-margin-trade/liability`: total, fixed-rate and flexible liability, and the split
 * between spot (with open orders) and derivatives.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Liability extends LazyClass.Class<Liability>("SpotMarginLiability")(() => ({
  currency: Schema.String,
  totalBorrowAmount: DecimalOrEmpty,
  fixedBorrowAmount: DecimalOrEmpty,
  flexibleBorrowAmount: DecimalOrEmpty,
  spotTotalBorrow: DecimalOrEmpty,
  derivativesBorrow: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/spot-margin-trade/fixedborrow`: coin, amount, annual rate (`"0.02"` is 2 %) and term.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedBorrowRequest = LazySchema.struct("FixedBorrowRequest", () => ({
  orderCurrency: Schema.String,
  orderAmount: DecimalString,
  annualRate: DecimalString,
  term: FixedTerm,
  repayType: Schema.optional(FixedRepayType),
  strategyType: Schema.optional(StrategyType)
}))

/**
 * The parameters of a fixed-rate borrow order.
 *
 * @since 0.1.0
 * @category models
 */
export interface FixedBorrowRequest extends Schema.Schema.Type<typeof FixedBorrowRequest> {}

/**
 * The result of `/v5/spot-margin-trade/fixedborrow`: the loan order id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedBorrow extends LazyClass.Class<FixedBorrow>("SpotMarginFixedBorrow")(() => ({
  orderId: Schema.String
})) {}

/**
 * The query of `GET /v5/spot-margin-trade/fixedborrow-order-info`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedBorrowOrderInfoRequest = LazySchema.struct("FixedBorrowOrderInfoRequest", () => ({
  orderId: Schema.optional(Schema.String),
  orderCurrency: Schema.optional(Schema.String),
  state: Schema.optional(Schema.Literals(["1", "2", "3", "4"])),
  term: Schema.optional(FixedTerm),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fixed-rate borrow order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FixedBorrowOrderInfoRequest extends Schema.Schema.Type<typeof FixedBorrowOrderInfoRequest> {}

/**
 * One fixed-rate borrow order (newest first). `orderTime` is ms as a string.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedBorrowOrder extends LazyClass.Class<FixedBorrowOrder>("SpotMarginFixedBorrowOrder")(() => ({
  annualRate: DecimalOrEmpty,
  orderId: Schema.String,
  orderTime: Schema.String,
  filledQty: DecimalOrEmpty,
  orderQty: DecimalOrEmpty,
  orderCurrency: Schema.String,
  state: BorrowOrderStateTolerant,
  term: Enums.IntegerLike,
  repayType: FixedRepayTypeTolerant,
  strategyType: Schema.optional(StrategyTypeTolerant)
})) {}

/**
 * The result of `/v5/spot-margin-trade/fixedborrow-order-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedBorrowOrders extends LazyClass.Class<FixedBorrowOrders>("SpotMarginFixedBorrowOrders")(() => ({
  list: Schema.Array(FixedBorrowOrder),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/spot-margin-trade/fixedborrow-contract-info`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedBorrowContractInfoRequest = LazySchema.struct("FixedBorrowContractInfoRequest", () => ({
  orderId: Schema.optional(Schema.String),
  orderCurrency: Schema.optional(Schema.String),
  term: Schema.optional(FixedTerm),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fixed-rate loan contract query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FixedBorrowContractInfoRequest extends Schema.Schema.Type<typeof FixedBorrowContractInfoRequest> {}

/**
 * One fixed-rate loan contract (newest first): times in ms as strings, unpaid principal and penalty interest.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedBorrowContract extends LazyClass.Class<FixedBorrowContract>("SpotMarginFixedBorrowContract")(() => ({
  annualRate: DecimalOrEmpty,
  borrowCurrency: Schema.String,
  borrowTime: Schema.String,
  interestPaid: DecimalOrEmpty,
  loanId: Schema.String,
  orderId: Schema.String,
  repaymentTime: Schema.String,
  residualPenaltyInterest: DecimalOrEmpty,
  residualPrincipal: DecimalOrEmpty,
  status: LoanContractStatusTolerant,
  term: Schema.String,
  repayType: Schema.optional(FixedRepayTypeTolerant),
  strategyType: Schema.optional(StrategyTypeTolerant)
})) {}

/**
 * The result of `/v5/spot-margin-trade/fixedborrow-contract-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedBorrowContracts extends LazyClass.Class<FixedBorrowContracts>("SpotMarginFixedBorrowContracts")(
  () => ({
    list: Schema.Array(FixedBorrowContract),
    nextPageCursor: Schema.optional(Schema.String)
  })
) {}

/**
 * The query of `GET /v5/spot-margin-trade/fixedborrow-order-quote`: the coin and sort field are required;
 * `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedBorrowQuoteRequest = LazySchema.struct("FixedBorrowQuoteRequest", () => ({
  orderCurrency: Schema.String,
  orderBy: QuoteOrderBy,
  term: Schema.optional(FixedTerm),
  sort: Schema.optional(SortDirection),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a fixed-rate quote query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FixedBorrowQuoteRequest extends Schema.Schema.Type<typeof FixedBorrowQuoteRequest> {}

/**
 * One lending offer in the fixed-rate market: term (days), annual rate and quantity.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedRateQuote extends LazyClass.Class<FixedRateQuote>("FixedRateQuote")(() => ({
  orderCurrency: Schema.String,
  term: Enums.IntegerLike,
  annualRate: DecimalOrEmpty,
  qty: DecimalOrEmpty
})) {}

/**
 * A list of fixed-rate offers.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedRateQuotes extends LazyClass.Class<FixedRateQuotes>("FixedRateQuotes")(() => ({
  list: Schema.Array(FixedRateQuote)
})) {}

/**
 * The body of `POST /v5/spot-margin-trade/fixedborrow-renew`: the loan, and the quantity to renew (all of the
 * remainder when omitted).
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedBorrowRenewRequest = LazySchema.struct("FixedBorrowRenewRequest", () => ({
  loanId: Schema.String,
  qty: Schema.optional(DecimalString)
}))

/**
 * The parameters of renewing a fixed-rate loan.
 *
 * @since 0.1.0
 * @category models
 */
export interface FixedBorrowRenewRequest extends Schema.Schema.Type<typeof FixedBorrowRenewRequest> {}

/**
 * The result of a renewal: the bare string `"Success"` or `"Failure"`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RenewOutcome = LazySchema.make(() => Enums.tolerant(Schema.Literals(["Success", "Failure"])))

/**
 * The query of `GET /v5/spot-margin-trade/fixed-available-inventory`: all three fields required.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FixedInventoryRequest = LazySchema.struct("FixedInventoryRequest", () => ({
  currency: Schema.String,
  term: FixedTerm,
  annualRate: DecimalString
}))

/**
 * The parameters of a fixed-rate inventory query.
 *
 * @since 0.1.0
 * @category models
 */
export interface FixedInventoryRequest extends Schema.Schema.Type<typeof FixedInventoryRequest> {}

/**
 * The result of `/v5/spot-margin-trade/fixed-available-inventory`: min(platform lendable, own remaining limit);
 * `updateTime` in seconds.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FixedInventory extends LazyClass.Class<FixedInventory>("SpotMarginFixedInventory")(() => ({
  currency: Schema.String,
  term: Schema.String,
  annualRate: DecimalOrEmpty,
  availableInventory: DecimalOrEmpty,
  updateTime: Schema.String
})) {}

/**
 * The result of `/v5/spot-margin-trade/flexible-available-inventory`: `updateTime` in ms.
 *
 * @since 0.1.0
 * @category schemas
 */
export class FlexibleInventory extends LazyClass.Class<FlexibleInventory>("SpotMarginFlexibleInventory")(() => ({
  currency: Schema.String,
  availableInventory: DecimalOrEmpty,
  updateTime: Schema.String
})) {}
