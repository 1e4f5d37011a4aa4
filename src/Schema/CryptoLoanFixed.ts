/**
 * New fixed-rate crypto loans (`/v5/crypto-loan-fixed/*`): the supply and borrow markets, borrow and supply orders
 * with their cancellation, contracts, repayment (full or with collateral), renewal and the lending pool's inventory.
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
 * A fixed term in days.
 *
 * @since 0.1.0
 * @category schemas
 */
export const Term = LazySchema.make(() => Schema.Literals(["7", "14", "30", "90", "180"]))

/**
 * What happens to a fixed loan at maturity: `"1"` auto repayment from the Funding wallet (default), `"2"` transfer
 * to a flexible loan. Older contracts report `0` (no automatic repayment).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayType = LazySchema.make(() => Schema.Literals(["1", "2"]))

/**
 * A borrow or supply order state: `1` matching, `2` partially filled and cancelled, `3` fully filled, `4` cancelled,
 * `5` failed.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderState = LazySchema.make(() => Schema.Literals([1, 2, 3, 4, 5]))

/**
 * The sort field of a market query: `apy`, `term` or `quantity`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarketOrderBy = LazySchema.make(() => Schema.Literals(["apy", "term", "quantity"]))

/**
 * The query of the markets (`supply-order-quote`, `borrow-order-quote`): `sort` `0` ascending (default) or `1`
 * descending; `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarketRequest = LazySchema.struct("FixedLoanMarketRequest", () => ({
  orderCurrency: Schema.String,
  orderBy: MarketOrderBy,
  term: Schema.optional(Term),
  sort: Schema.optional(Schema.Literals([0, 1])),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a fixed market query.
 *
 * @since 0.1.0
 * @category models
 */
export interface MarketRequest extends Schema.Schema.Type<typeof MarketRequest> {}

/**
 * One counterparty order in a fixed market: term (days), annual rate, quantity.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarketQuote extends LazyClass.Class<MarketQuote>("FixedLoanMarketQuote")(() => ({
  orderCurrency: Schema.String,
  term: Enums.IntegerLike,
  annualRate: DecimalOrEmpty,
  qty: DecimalOrEmpty
})) {}

/**
 * The result of a market query.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarketQuotes extends LazyClass.Class<MarketQuotes>("FixedLoanMarketQuotes")(() => ({
  list: Schema.Array(MarketQuote)
})) {}

/**
 * The body of `POST /v5/crypto-loan-fixed/borrow`: coin, amount, annual rate (`"0.02"` is 2 %), term, maturity
 * handling and up to 100 collateral coins. `autoRepay` (`"true"`/`"false"`) is deprecated for `repayType`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowRequest = LazySchema.struct("FixedBorrowOrderRequest", () => ({
  orderCurrency: Schema.String,
  orderAmount: DecimalString,
  annualRate: DecimalString,
  term: Term,
  autoRepay: Schema.optional(Schema.Literals(["true", "false"])),
  repayType: Schema.optional(RepayType),
  collateralList: Schema.optional(Schema.Array(Collateral).pipe(Schema.check(Schema.isMaxLength(100))))
}))

/**
 * The parameters of a fixed borrow order.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowRequest extends Schema.Schema.Type<typeof BorrowRequest> {}

/**
 * The body of `POST /v5/crypto-loan-fixed/supply`. `availableSource` names where the funds come from.
 *
 * @since 0.1.0
 * @category schemas
 */
export const SupplyRequest = LazySchema.struct("FixedSupplyOrderRequest", () => ({
  orderCurrency: Schema.String,
  orderAmount: DecimalString,
  annualRate: DecimalString,
  term: Term,
  availableSource: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fixed supply order.
 *
 * @since 0.1.0
 * @category models
 */
export interface SupplyRequest extends Schema.Schema.Type<typeof SupplyRequest> {}

/**
 * A result carrying an order id (a string, or a JSON number for renewals).
 *
 * @since 0.1.0
 * @category schemas
 */
export class OrderId extends LazyClass.Class<OrderId>("FixedLoanOrderId")(() => ({
  orderId: Schema.Union([Schema.String, Schema.Number])
})) {}

/**
 * The body of `POST /v5/crypto-loan-fixed/borrow-order-cancel`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelBorrowRequest = LazySchema.struct("FixedCancelBorrowRequest", () => ({
  orderId: Schema.String
}))

/**
 * The parameters of cancelling a fixed borrow order.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelBorrowRequest extends Schema.Schema.Type<typeof CancelBorrowRequest> {}

/**
 * The body of `POST /v5/crypto-loan-fixed/supply-order-cancel`; `refundedAccount` picks where the funds return.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CancelSupplyRequest = LazySchema.struct("FixedCancelSupplyRequest", () => ({
  orderId: Schema.String,
  refundedAccount: Schema.optional(Schema.String)
}))

/**
 * The parameters of cancelling a fixed supply order.
 *
 * @since 0.1.0
 * @category models
 */
export interface CancelSupplyRequest extends Schema.Schema.Type<typeof CancelSupplyRequest> {}

/**
 * The query of `GET /v5/crypto-loan-fixed/borrow-contract-info`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const BorrowContractsRequest = LazySchema.struct("FixedBorrowContractsRequest", () => ({
  orderId: Schema.optional(Schema.String),
  loanId: Schema.optional(Schema.String),
  orderCurrency: Schema.optional(Schema.String),
  term: Schema.optional(Term),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a borrow contract query.
 *
 * @since 0.1.0
 * @category models
 */
export interface BorrowContractsRequest extends Schema.Schema.Type<typeof BorrowContractsRequest> {}

/**
 * One borrow contract: times in ms as strings, unpaid principal and penalty interest, status (`1` unrepaid,
 * `2` fully repaid, `3` overdue).
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowContract extends LazyClass.Class<BorrowContract>("FixedBorrowContract")(() => ({
  annualRate: DecimalOrEmpty,
  autoRepay: Schema.optional(Schema.String),
  borrowCurrency: Schema.String,
  borrowTime: Schema.String,
  interestPaid: DecimalOrEmpty,
  loanId: Schema.String,
  orderId: Schema.String,
  repayType: Schema.optional(Enums.tolerant(Schema.Literals(["0", "1", "2"]))),
  repaymentTime: Schema.String,
  residualPenaltyInterest: DecimalOrEmpty,
  residualPrincipal: DecimalOrEmpty,
  status: Enums.tolerantNumber(Schema.Literals([1, 2, 3])),
  term: Schema.String
})) {}

/**
 * The result of `/v5/crypto-loan-fixed/borrow-contract-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BorrowContracts extends LazyClass.Class<BorrowContracts>("FixedBorrowContracts")(() => ({
  list: Schema.Array(BorrowContract),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/crypto-loan-fixed/supply-contract-info`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SupplyContractsRequest = LazySchema.struct("FixedSupplyContractsRequest", () => ({
  orderId: Schema.optional(Schema.String),
  supplyId: Schema.optional(Schema.String),
  supplyCurrency: Schema.optional(Schema.String),
  term: Schema.optional(Term),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a supply contract query.
 *
 * @since 0.1.0
 * @category models
 */
export interface SupplyContractsRequest extends Schema.Schema.Type<typeof SupplyContractsRequest> {}

/**
 * One supply contract: planned and actual redemption times, interest (`interest` in the docs example,
 * `interestPaid` in the field list), overdue interest and status (`1` supplying, `2` redeemed).
 *
 * @since 0.1.0
 * @category schemas
 */
export class SupplyContract extends LazyClass.Class<SupplyContract>("FixedSupplyContract")(() => ({
  actualRedemptionTime: Schema.String,
  annualRate: DecimalOrEmpty,
  interest: Schema.optional(DecimalOrEmpty),
  interestPaid: Schema.optional(DecimalOrEmpty),
  orderId: Schema.String,
  penaltyInterest: DecimalOrEmpty,
  redemptionTime: Schema.String,
  status: Enums.tolerantNumber(Schema.Literals([1, 2])),
  supplyAmount: DecimalOrEmpty,
  supplyCurrency: Schema.String,
  supplyId: Schema.String,
  supplyTime: Schema.String,
  term: Schema.String
})) {}

/**
 * The result of `/v5/crypto-loan-fixed/supply-contract-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SupplyContracts extends LazyClass.Class<SupplyContracts>("FixedSupplyContracts")(() => ({
  list: Schema.Array(SupplyContract),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of the order lists (`borrow-order-info`, `supply-order-info`): `state` `"1"`-`"4"`; `limit` 1-100.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrdersRequest = LazySchema.struct("FixedLoanOrdersRequest", () => ({
  orderId: Schema.optional(Schema.String),
  orderCurrency: Schema.optional(Schema.String),
  state: Schema.optional(Schema.Literals(["1", "2", "3", "4"])),
  term: Schema.optional(Term),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fixed order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrdersRequest extends Schema.Schema.Type<typeof OrdersRequest> {}

/**
 * One borrow or supply order (`orderId` is a JSON number here); `repayType` on borrow orders only.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Order extends LazyClass.Class<Order>("FixedLoanOrder")(() => ({
  annualRate: DecimalOrEmpty,
  filledQty: DecimalOrEmpty,
  orderCurrency: Schema.String,
  orderId: Schema.Union([Schema.Number, Schema.String]),
  orderQty: DecimalOrEmpty,
  orderTime: Schema.String,
  repayType: Schema.optional(Enums.tolerant(Schema.Literals(["0", "1", "2"]))),
  state: Enums.tolerantNumber(OrderState),
  term: Enums.IntegerLike
})) {}

/**
 * The result of an order list query.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Orders extends LazyClass.Class<Orders>("FixedLoanOrders")(() => ({
  list: Schema.Array(Order),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/crypto-loan-fixed/fully-repay`: a contract (`loanId`) or every loan of a coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export const FullyRepayRequest = LazySchema.struct("FixedFullyRepayRequest", () => ({
  loanId: Schema.optional(Schema.String),
  loanCurrency: Schema.optional(Schema.String)
}))

/**
 * The parameters of a full repayment.
 *
 * @since 0.1.0
 * @category models
 */
export interface FullyRepayRequest extends Schema.Schema.Type<typeof FullyRepayRequest> {}

/**
 * The result of a repayment: its id.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repay extends LazyClass.Class<Repay>("FixedRepay")(() => ({
  repayId: Schema.String
})) {}

/**
 * The body of `POST /v5/crypto-loan-fixed/repay-collateral`: without `loanId`, the contracts closest to maturity
 * (then highest rate) are repaid first; `collateralCoin` may list several coins, comma-separated.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayCollateralRequest = LazySchema.struct("FixedRepayCollateralRequest", () => ({
  loanId: Schema.optional(Schema.String),
  loanCurrency: Schema.String,
  collateralCoin: Schema.String,
  amount: DecimalString
}))

/**
 * The parameters of a fixed repayment with collateral.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepayCollateralRequest extends Schema.Schema.Type<typeof RepayCollateralRequest> {}

/**
 * The query of `GET /v5/crypto-loan-fixed/repayment-history`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepaymentHistoryRequest = LazySchema.struct("FixedRepaymentHistoryRequest", () => ({
  repayId: Schema.optional(Schema.String),
  loanCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a fixed repayment history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepaymentHistoryRequest extends Schema.Schema.Type<typeof RepaymentHistoryRequest> {}

/**
 * The part of a repayment applied to one contract.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepaymentDetail extends LazyClass.Class<RepaymentDetail>("FixedRepaymentDetail")(() => ({
  loanCurrency: Schema.String,
  loanId: Schema.String,
  repayAmount: DecimalOrEmpty
})) {}

/**
 * One fixed repayment: status (`1` success, `2` processing, `3` failed) and type (`1` user, `2` liquidation, `3`
 * auto, `4` overdue, `5` delisting, `6` delayed liquidation, `7` by currency, `8` moved to flexible).
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayment extends LazyClass.Class<Repayment>("FixedRepayment")(() => ({
  details: Schema.Array(RepaymentDetail),
  loanCurrency: Schema.String,
  repayAmount: DecimalOrEmpty,
  repayId: Schema.String,
  repayStatus: Enums.tolerantNumber(Schema.Literals([1, 2, 3])),
  repayTime: Schema.Number,
  repayType: Enums.tolerantNumber(Schema.Literals([1, 2, 3, 4, 5, 6, 7, 8]))
})) {}

/**
 * The result of `/v5/crypto-loan-fixed/repayment-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Repayments extends LazyClass.Class<Repayments>("FixedRepayments")(() => ({
  list: Schema.Array(Repayment),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/crypto-loan-fixed/renew`: re-borrows the principal already repaid on a contract.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RenewRequest = LazySchema.struct("FixedRenewRequest", () => ({
  loanId: Schema.String,
  collateralList: Schema.optional(Schema.Array(Collateral).pipe(Schema.check(Schema.isMaxLength(100))))
}))

/**
 * The parameters of a renewal.
 *
 * @since 0.1.0
 * @category models
 */
export interface RenewRequest extends Schema.Schema.Type<typeof RenewRequest> {}

/**
 * The query of `GET /v5/crypto-loan-fixed/renew-info`: `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RenewInfoRequest = LazySchema.struct("FixedRenewInfoRequest", () => ({
  orderId: Schema.optional(Schema.String),
  orderCurrency: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Number),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a renewal query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RenewInfoRequest extends Schema.Schema.Type<typeof RenewInfoRequest> {}

/**
 * One renewal: amount, maturity handling (`autoRepay` `1` auto, `2` to flexible, `0` none), due time.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Renewal extends LazyClass.Class<Renewal>("FixedRenewal")(() => ({
  amount: DecimalOrEmpty,
  autoRepay: Enums.tolerantNumber(Schema.Literals([0, 1, 2])),
  borrowCurrency: Schema.String,
  contractNo: Schema.String,
  dueTime: Schema.String,
  loanId: Schema.String,
  orderId: Schema.Union([Schema.Number, Schema.String]),
  renewLoanNo: Schema.String,
  time: Schema.String
})) {}

/**
 * The result of `/v5/crypto-loan-fixed/renew-info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Renewals extends LazyClass.Class<Renewals>("FixedRenewals")(() => ({
  list: Schema.Array(Renewal),
  nextPageCursor: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/crypto-loan-fixed/available-inventory`: all three fields required.
 *
 * @since 0.1.0
 * @category schemas
 */
export const InventoryRequest = LazySchema.struct("FixedInventoryRequest", () => ({
  currency: Schema.String,
  term: Term,
  annualRate: DecimalString
}))

/**
 * The parameters of a fixed inventory query.
 *
 * @since 0.1.0
 * @category models
 */
export interface InventoryRequest extends Schema.Schema.Type<typeof InventoryRequest> {}

/**
 * The lending pool's inventory at a term and rate.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Inventory extends LazyClass.Class<Inventory>("FixedLoanInventory")(() => ({
  currency: Schema.String,
  term: Schema.String,
  annualRate: DecimalOrEmpty,
  availableInventory: DecimalOrEmpty,
  updateTime: Schema.String
})) {}
