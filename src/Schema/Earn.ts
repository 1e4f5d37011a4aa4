/**
 * Bybit Earn, flexible savings and on-chain staking (`/v5/earn/*`): products, stake/redeem orders, positions and
 * yield.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * Earn product category.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnCategory = LazySchema.make(() => Schema.Literals(["FlexibleSaving", "OnChain"]))

/**
 * {@link EarnCategory} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnCategoryTolerant = LazySchema.make(() => Enums.tolerant(EarnCategory))

/**
 * Earn order status.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnOrderStatusTolerant = LazySchema.make(() =>
  Enums.tolerant(Schema.Literals(["Success", "Fail", "Pending"]))
)

/**
 * The query of `/v5/earn/product` (public).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnProductRequest = LazySchema.struct("EarnProductRequest", () => ({
  category: EarnCategory,
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of an earn product query.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnProductRequest extends Schema.Schema.Type<typeof EarnProductRequest> {}

/**
 * A bonus reward on a product (yesterday's reward APR, in a reward coin).
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnBonusEvent extends LazyClass.Class<EarnBonusEvent>("EarnBonusEvent")(() => ({
  apr: Schema.String,
  coin: Schema.String,
  announcement: Schema.String
})) {}

/**
 * An earn product. `estimateApr` is a percentage string (`"3%"`); the redeem, swap and exchange-rate fields have
 * values only for on-chain LST products (`""` otherwise); `term` (days) only for fixed on-chain products.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnProduct extends LazyClass.Class<EarnProduct>("EarnProduct")(() => ({
  category: EarnCategoryTolerant,
  estimateApr: Schema.String,
  coin: Schema.String,
  minStakeAmount: Decimal,
  maxStakeAmount: Decimal,
  precision: Schema.String,
  productId: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Available", "NotAvailable"])),
  bonusEvents: Schema.Array(EarnBonusEvent),
  minRedeemAmount: DecimalOrEmpty,
  maxRedeemAmount: DecimalOrEmpty,
  duration: Enums.tolerant(Schema.Literals(["Fixed", "Flexible", ""])),
  term: Schema.Number,
  swapCoin: Schema.String,
  swapCoinPrecision: Schema.String,
  stakeExchangeRate: DecimalOrEmpty,
  redeemExchangeRate: DecimalOrEmpty,
  rewardDistributionType: Enums.tolerant(Schema.Literals(["Simple", "Compound", "Other", ""])),
  rewardIntervalMinute: Schema.Number,
  // Documented as a string, sent as a number.
  redeemProcessingMinute: Schema.Union([Schema.Number, Schema.String]),
  stakeTime: Schema.String,
  interestCalculationTime: Schema.String
})) {}

/**
 * The result of `/v5/earn/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnProducts extends LazyClass.Class<EarnProducts>("EarnProducts")(() => ({
  list: Schema.Array(EarnProduct)
})) {}

/**
 * The body of `POST /v5/earn/place-order`: on-chain only from `FUND`; `orderLinkId` (at most 36 characters, not
 * reusable for 30 minutes) makes the request safe to replay; `redeemPositionId` only for on-chain non-LST
 * redemptions.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnPlaceOrderRequest = LazySchema.struct("EarnPlaceOrderRequest", () => ({
  category: EarnCategory,
  orderType: Schema.Literals(["Stake", "Redeem"]),
  accountType: Schema.Literals(["FUND", "UNIFIED"]),
  amount: DecimalString,
  coin: Schema.String,
  productId: Schema.String,
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36))),
  redeemPositionId: Schema.optional(Schema.String),
  /** Where an on-chain LST stake lands: `FUND` or `UNIFIED` (non-LST: `FUND` only). */
  toAccountType: Schema.optional(Schema.Literals(["FUND", "UNIFIED"])),
  /** An interest bonus card for a `FlexibleSaving` stake (`awardId` and `specCode` from the coupon list). */
  interestCard: Schema.optional(
    Schema.Struct({
      // an int64: given as a number or, beyond 2^53, as its digits
      awardId: Schema.Union([Schema.Int, Schema.String.pipe(Schema.check(Schema.isPattern(/^\d+$/)))]),
      specCode: Schema.String
    })
  )
}))

/**
 * The parameters of a stake or redeem order.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnPlaceOrderRequest extends Schema.Schema.Type<typeof EarnPlaceOrderRequest> {}

/**
 * The result of `/v5/earn/place-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnOrderAck extends LazyClass.Class<EarnOrderAck>("EarnOrderAck")(() => ({
  orderId: Schema.String,
  orderLinkId: Schema.String
})) {}

/**
 * The query of `/v5/earn/order`: on-chain needs `orderId` or `orderLinkId`; at most 7 days per window; `limit`
 * 1-100 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnOrderHistoryRequest = LazySchema.struct("EarnOrderHistoryRequest", () => ({
  category: EarnCategory,
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  productId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an earn order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnOrderHistoryRequest extends Schema.Schema.Type<typeof EarnOrderHistoryRequest> {}

/**
 * One stake or redeem order (the swap and estimate fields only for on-chain).
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnOrder extends LazyClass.Class<EarnOrder>("EarnOrder")(() => ({
  coin: Schema.String,
  orderValue: Decimal,
  orderType: Enums.tolerant(Schema.Literals(["Stake", "Redeem"])),
  orderId: Schema.String,
  orderLinkId: Schema.String,
  status: EarnOrderStatusTolerant,
  createdAt: Schema.String,
  productId: Schema.String,
  updatedAt: Schema.String,
  swapOrderValue: DecimalOrEmpty,
  estimateRedeemTime: Schema.String,
  estimateStakeTime: Schema.String
})) {}

/**
 * A page of earn orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnOrders extends LazyClass.Class<EarnOrders>("EarnOrders")(() => ({
  list: Schema.Array(EarnOrder),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/earn/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnPositionRequest = LazySchema.struct("EarnPositionRequest", () => ({
  category: EarnCategory,
  productId: Schema.optional(Schema.String),
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of an earn position query.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnPositionRequest extends Schema.Schema.Type<typeof EarnPositionRequest> {}

/**
 * A staked position (flexible savings also lists fully redeemed ones; on-chain only active ones). The id, status
 * and time fields are on-chain only.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnPosition extends LazyClass.Class<EarnPosition>("EarnPosition")(() => ({
  autoReinvest: Schema.optional(Schema.Union([Schema.Boolean, Schema.String, Schema.Number])),
  availableAmount: Schema.optional(Schema.String),
  freezeDetails: Schema.optional(Schema.Array(Schema.Struct({ amount: Schema.String, description: Schema.String }))),
  coin: Schema.String,
  productId: Schema.String,
  amount: Decimal,
  totalPnl: DecimalOrEmpty,
  claimableYield: DecimalOrEmpty,
  id: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Processing", "Active", ""])),
  orderId: Schema.String,
  estimateRedeemTime: Schema.String,
  estimateStakeTime: Schema.String,
  estimateInterestCalculationTime: Schema.String,
  settlementTime: Schema.String
})) {}

/**
 * The result of `/v5/earn/position`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnPositions extends LazyClass.Class<EarnPositions>("EarnPositions")(() => ({
  list: Schema.Array(EarnPosition)
})) {}

/**
 * The body of `POST /v5/earn/position/modify`: turn auto-reinvest on (`1`) or off (`0`) for a fixed on-chain
 * position.
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnModifyPositionRequest = LazySchema.struct("EarnModifyPositionRequest", () => ({
  category: Schema.Literal("OnChain"),
  productId: Schema.Int,
  positionId: Schema.Int,
  autoReinvest: Schema.Literals([0, 1])
}))

/**
 * The parameters of modifying an earn position.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnModifyPositionRequest extends Schema.Schema.Type<typeof EarnModifyPositionRequest> {}

/**
 * The query of `/v5/earn/yield`: flexible savings or on-chain (which takes no `productId`); at most 7 days per
 * window; `limit` 1-100 (default 50).
 *
 * @since 0.1.0
 * @category schemas
 */
export const EarnYieldRequest = LazySchema.struct("EarnYieldRequest", () => ({
  category: Schema.Literals(["FlexibleSaving", "OnChain"]),
  productId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a yield query.
 *
 * @since 0.1.0
 * @category models
 */
export interface EarnYieldRequest extends Schema.Schema.Type<typeof EarnYieldRequest> {}

/**
 * The query of `/v5/earn/hourly-yield` (flexible savings only): at most 7 days per window; `limit` 1-100.
 *
 * @since 1.3.0
 * @category schemas
 */
export const EarnHourlyYieldRequest = LazySchema.struct("EarnHourlyYieldRequest", () => ({
  category: Schema.Literal("FlexibleSaving"),
  productId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 100 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of an hourly yield query.
 *
 * @since 1.3.0
 * @category models
 */
export interface EarnHourlyYieldRequest extends Schema.Schema.Type<typeof EarnHourlyYieldRequest> {}

/**
 * One yield distribution: `distributionMode` `Auto` (daily), `Manual` (on redemption, with its `orderId`) or
 * `Reinvest`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnYield extends LazyClass.Class<EarnYield>("EarnYield")(() => ({
  productId: Schema.String,
  coin: Schema.String,
  id: Schema.String,
  amount: Decimal,
  yieldType: Enums.tolerant(Schema.Literals(["Normal", "Bonus"])),
  distributionMode: Enums.tolerant(Schema.Literals(["Auto", "Manual", "Reinvest"])),
  effectiveStakingAmount: Decimal,
  orderId: Schema.String,
  status: EarnOrderStatusTolerant,
  createdAt: Schema.String
})) {}

/**
 * The result of `/v5/earn/yield` (the list is named `yield`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnYieldHistory extends LazyClass.Class<EarnYieldHistory>("EarnYieldHistory")(() => ({
  yield: Schema.Array(EarnYield),
  // The docs' table names the array `list`; their example (and the exchange) send `yield`.
  list: Schema.optional(Schema.Array(EarnYield)),
  nextPageCursor: Schema.String
})) {}

/**
 * One hourly yield accrual (`hourlyDate` the hour, ms). The docs list an `id` the example leaves out.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnHourlyYield extends LazyClass.Class<EarnHourlyYield>("EarnHourlyYield")(() => ({
  productId: Schema.String,
  coin: Schema.String,
  id: Schema.optional(Schema.String),
  amount: Decimal,
  effectiveStakingAmount: Decimal,
  status: EarnOrderStatusTolerant,
  hourlyDate: Schema.String,
  createdAt: Schema.String
})) {}

/**
 * The result of `/v5/earn/hourly-yield`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class EarnHourlyYieldHistory extends LazyClass.Class<EarnHourlyYieldHistory>("EarnHourlyYieldHistory")(() => ({
  list: Schema.Array(EarnHourlyYield),
  nextPageCursor: Schema.String
})) {}

/**
 * Advanced Earn product category (`category` of `/v5/earn/advance/*`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdvancedEarnCategory = LazySchema.make(() =>
  Schema.Literals(["DualAssets", "DiscountBuy", "DoubleWin", "SmartLeverage"])
)

/**
 * Dual Assets direction: `BuyLow` (invest the quote coin) or `SellHigh` (invest the base coin).
 *
 * @since 0.1.0
 * @category schemas
 */
export const DualAssetsDirection = LazySchema.make(() => Schema.Literals(["BuyLow", "SellHigh"]))

// An Advanced Earn order's or position's direction: Dual Assets' BuyLow/SellHigh, Smart Leverage's Long/Short.
const AdvancedDirection = LazySchema.make(() => Schema.Literals(["BuyLow", "SellHigh", "Long", "Short"]))

/**
 * The query of `/v5/earn/advance/product` (public): `duration` like `8h`, `1d`, `3d`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdvancedProductRequest = LazySchema.struct("AdvancedProductRequest", () => ({
  category: AdvancedEarnCategory,
  coin: Schema.optional(Schema.String),
  duration: Schema.optional(Schema.String)
}))

/**
 * The parameters of an advanced earn product query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdvancedProductRequest extends Schema.Schema.Type<typeof AdvancedProductRequest> {}

/**
 * A Dual Assets product: subscription and accrual windows (ms), minimums and remaining quota per direction.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdvancedProduct extends LazyClass.Class<AdvancedProduct>("AdvancedProduct")(() => ({
  // Fields of the other advanced-earn products (discount buy, double win, smart leverage) sharing this path.
  coin: Schema.optional(Schema.String),
  underlyingAsset: Schema.optional(Schema.String),
  minPurchaseAmount: Schema.optional(Schema.String),
  remainingAmount: Schema.optional(Schema.String),
  orderPrecisionDigital: Schema.optional(Schema.Number),
  investCoin: Schema.optional(Schema.String),
  isRfqProduct: Schema.optional(Schema.Boolean),
  lowerPriceBuffer: Schema.optional(Schema.String),
  upperPriceBuffer: Schema.optional(Schema.String),
  minDeviationRatio: Schema.optional(Schema.String),
  maxDeviationRatio: Schema.optional(Schema.String),
  priceTickSize: Schema.optional(Schema.String),
  direction: Schema.optional(Schema.String),
  leverage: Schema.optional(Schema.String),
  category: Schema.String,
  productId: Schema.String,
  baseCoin: Schema.optional(Schema.String),
  quoteCoin: Schema.optional(Schema.String),
  expectReceiveAt: Schema.String,
  duration: Schema.String,
  status: Schema.optional(Enums.tolerant(Schema.Literals(["Available", "NotAvailable"]))),
  isVipProduct: Schema.optional(Schema.Boolean),
  subscribeStartAt: Schema.String,
  subscribeEndAt: Schema.String,
  applyStartAt: Schema.optional(Schema.String),
  settlementTime: Schema.String,
  minPurchaseQuoteAmount: Schema.optional(Decimal),
  minPurchaseBaseAmount: Schema.optional(Decimal),
  remainingAmountQuote: Schema.optional(Decimal),
  remainingAmountBase: Schema.optional(Decimal),
  orderPrecisionDigitalQuote: Schema.optional(Schema.Number),
  orderPrecisionDigitalBase: Schema.optional(Schema.Number)
})) {}

/**
 * The result of `/v5/earn/advance/product`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdvancedProducts extends LazyClass.Class<AdvancedProducts>("AdvancedProducts")(() => ({
  category: Schema.String,
  list: Schema.Array(AdvancedProduct)
})) {}

/**
 * The query of `/v5/earn/advance/product-extra-info` (public): the live quotes of one product.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdvancedProductQuoteRequest = LazySchema.struct("AdvancedProductQuoteRequest", () => ({
  productId: Schema.String,
  category: AdvancedEarnCategory
}))

/**
 * The parameters of a product quote query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdvancedProductQuoteRequest extends Schema.Schema.Type<typeof AdvancedProductQuoteRequest> {}

/**
 * One selectable target price with its APY (`apyE8` = APY x 10^8) and capacity.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DualAssetsPrice extends LazyClass.Class<DualAssetsPrice>("DualAssetsPrice")(() => ({
  selectPrice: Decimal,
  apyE8: Schema.String,
  maxInvestmentAmount: Decimal
})) {}

/**
 * The quotes of one Dual Assets product in both directions.
 *
 * @since 0.1.0
 * @category schemas
 */
export class DualAssetsOffer extends LazyClass.Class<DualAssetsOffer>("DualAssetsOffer")(() => ({
  productId: Schema.String,
  currentPrice: Decimal,
  buyLowPrice: Schema.Array(DualAssetsPrice),
  sellHighPrice: Schema.Array(DualAssetsPrice)
})) {}

/**
 * The result of `/v5/earn/advance/product-extra-info` (the docs' table shows a `list`; the example answers
 * `dualAssetsExtraInfo.offers`, which is what this decodes).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdvancedProductQuote extends LazyClass.Class<AdvancedProductQuote>("AdvancedProductQuote")(() => ({
  // Fields of the other advanced-earn products (discount buy, double win, smart leverage) sharing this path.
  offers: Schema.optional(
    Schema.Array(
      Schema.Struct({
        productId: Schema.optional(Schema.String),
        category: Schema.optional(Schema.String),
        currentPrice: Schema.optional(Schema.String),
        purchasePrice: Schema.optional(Schema.String),
        knockoutPrice: Schema.optional(Schema.String),
        knockoutCouponE8: Schema.optional(Schema.String),
        maxInvestmentAmount: Schema.optional(Schema.String),
        instUid: Schema.optional(Schema.String),
        expiredAt: Schema.optional(Schema.String)
      })
    )
  ),
  category: Schema.optional(Schema.String),
  productId: Schema.optional(Schema.String),
  leverage: Schema.optional(Schema.String),
  expireTime: Schema.optional(Schema.String),
  maxInvestmentAmount: Schema.optional(Schema.String),
  currentPrice: Schema.optional(Schema.String),
  list: Schema.optional(
    Schema.Array(
      Schema.Struct({
        productId: Schema.optional(Schema.String),
        currentPrice: Schema.optional(Schema.String),
        buyLowPrice: Schema.optional(
          Schema.Array(
            Schema.Struct({
              selectPrice: Schema.optional(Schema.String),
              apyE8: Schema.optional(Schema.String),
              maxInvestmentAmount: Schema.optional(Schema.String),
              expiredAt: Schema.optional(Schema.String)
            })
          )
        ),
        sellHighPrice: Schema.optional(
          Schema.Array(
            Schema.Struct({
              selectPrice: Schema.optional(Schema.String),
              apyE8: Schema.optional(Schema.String),
              maxInvestmentAmount: Schema.optional(Schema.String),
              expiredAt: Schema.optional(Schema.String)
            })
          )
        )
      })
    )
  ),
  breakevenPrice: Schema.optional(Schema.String),
  expireAt: Schema.optional(Schema.String),
  dualAssetsExtraInfo: Schema.optional(Schema.Struct({ offers: Schema.Array(DualAssetsOffer) }))
})) {}

/**
 * The body of a Dual Assets place-order call: `selectPrice` and `apyE8` must match a live quote (the order fails if
 * the confirmed APY is lower); `orderLinkId` (at most 36) returns the same order when resent within 30 minutes;
 * `interestCard` applies an interest bonus card.
 *
 * @since 0.2.0
 * @category schemas
 */
export const DualAssetsPlaceOrderRequest = LazySchema.struct("DualAssetsPlaceOrderRequest", () => ({
  category: Schema.Literal("DualAssets"),
  productId: Schema.String,
  orderType: Schema.Literal("Stake"),
  amount: DecimalString,
  accountType: Schema.Literals(["FUND", "UNIFIED"]),
  coin: Schema.String,
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isMinLength(1)), Schema.check(Schema.isMaxLength(36))),
  dualAssetsExtra: Schema.Struct({
    orderDirection: DualAssetsDirection,
    selectPrice: DecimalString,
    apyE8: Schema.Int
  }),
  interestCard: Schema.optional(Schema.Struct({ awardId: Schema.Int, specCode: Schema.String }))
}))

/**
 * The body of a Discount Buy place-order call: the pricing parameters come from the product quote (`initialPrice`
 * is its `currentPrice`); `settleType` chooses the underlying (`Base`) or USDT (`Quote`) when exercised;
 * `orderLinkId` at most 40 characters of letters, digits, `_` and `-`.
 *
 * @since 0.2.0
 * @category schemas
 */
export const DiscountBuyPlaceOrderRequest = LazySchema.struct("DiscountBuyPlaceOrderRequest", () => ({
  category: Schema.Literal("DiscountBuy"),
  productId: Schema.String,
  orderType: Schema.Literal("Stake"),
  amount: DecimalString,
  accountType: Schema.Literals(["FUND", "UNIFIED"]),
  coin: Schema.String,
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,40}$/))),
  discountBuyExtra: Schema.Struct({
    initialPrice: DecimalString,
    purchasePrice: DecimalString,
    knockoutPrice: DecimalString,
    knockoutCouponE8: Schema.String,
    settleType: Schema.Literals(["Base", "Quote"]),
    instUid: Schema.String
  })
}))

/**
 * The body of a Double-Win place-order call: a stake (`amount`, `accountType`, `coin` and `doubleWinStakeExtra`
 * with the quoted `leverage`, the `initialPrice` and, for RFQ products, the custom range) or an early redemption
 * (`doubleWinRedeemExtra` with the position and its estimated amount); `orderLinkId` at most 36 characters of
 * letters, digits, `_` and `-`.
 *
 * @since 0.2.0
 * @category schemas
 */
export const DoubleWinPlaceOrderRequest = LazySchema.struct("DoubleWinPlaceOrderRequest", () => ({
  category: Schema.Literal("DoubleWin"),
  productId: Schema.String,
  orderType: Schema.Literals(["Stake", "Redeem"]),
  amount: Schema.optional(DecimalString),
  accountType: Schema.optional(Schema.Literals(["FUND", "UNIFIED"])),
  coin: Schema.optional(Schema.String),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,36}$/))),
  doubleWinStakeExtra: Schema.optional(
    Schema.Struct({
      leverage: DecimalString,
      initialPrice: DecimalString,
      lowerPrice: Schema.optional(DecimalString),
      upperPrice: Schema.optional(DecimalString)
    })
  ),
  doubleWinRedeemExtra: Schema.optional(
    Schema.Struct({
      positionId: Schema.String,
      estRedeemAmount: DecimalString,
      isSlippageProtected: Schema.optional(Schema.Boolean)
    })
  )
}))

/**
 * The body of a Smart Leverage place-order call: a stake (`amount`, `accountType`, `coin` and
 * `smartLeverageStakeExtra` with the quoted `initialPrice` and the chosen `breakevenPrice`) or an early redemption
 * (`smartLeverageRedeemExtra` with the position and its estimated amount); `orderLinkId` at most 36 characters.
 *
 * @since 1.3.0
 * @category schemas
 */
export const SmartLeveragePlaceOrderRequest = LazySchema.struct("SmartLeveragePlaceOrderRequest", () => ({
  category: Schema.Literal("SmartLeverage"),
  productId: Schema.String,
  orderType: Schema.Literals(["Stake", "Redeem"]),
  amount: Schema.optional(DecimalString),
  accountType: Schema.Literals(["FUND", "UNIFIED"]),
  coin: Schema.optional(Schema.String),
  orderLinkId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,36}$/))),
  smartLeverageStakeExtra: Schema.optional(
    Schema.Struct({ initialPrice: DecimalString, breakevenPrice: DecimalString })
  ),
  smartLeverageRedeemExtra: Schema.optional(
    Schema.Struct({
      positionId: Schema.String,
      estRedeemAmount: DecimalString,
      isSlippageProtected: Schema.optional(Schema.Boolean)
    })
  )
}))

/**
 * The body of `POST /v5/earn/advance/place-order`: a Dual Assets, Discount Buy, Double-Win or Smart Leverage order,
 * told apart by `category`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdvancedPlaceOrderRequest = LazySchema.make(() =>
  Schema.Union([
    DualAssetsPlaceOrderRequest,
    DiscountBuyPlaceOrderRequest,
    DoubleWinPlaceOrderRequest,
    SmartLeveragePlaceOrderRequest
  ])
)

/**
 * The parameters of placing an Advanced Earn order.
 *
 * @since 0.1.0
 * @category models
 */
export type AdvancedPlaceOrderRequest = Schema.Schema.Type<typeof AdvancedPlaceOrderRequest>

/**
 * The query of `/v5/earn/advance/order`: times in ms as strings; `limit` at most 20.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdvancedOrdersRequest = LazySchema.struct("AdvancedOrdersRequest", () => ({
  category: AdvancedEarnCategory,
  productId: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 20 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a Dual Assets order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdvancedOrdersRequest extends Schema.Schema.Type<typeof AdvancedOrdersRequest> {}

/**
 * A Dual Assets order: `Pending`, `Success` (position created), `Settled` or `Fail`; the settlement fields have
 * values once settled. E8 figures and `settlementTime` come as numeric strings.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdvancedOrder extends LazyClass.Class<AdvancedOrder>("AdvancedOrder")(() => ({
  // Fields of the other advanced-earn products (discount buy, double win, smart leverage) sharing this path.
  underlyingAsset: Schema.optional(Schema.String),
  purchasePrice: Schema.optional(Schema.String),
  knockoutPrice: Schema.optional(Schema.String),
  knockoutCouponE8: Schema.optional(Schema.String),
  settleType: Schema.optional(Schema.String),
  investCoin: Schema.optional(Schema.String),
  leverage: Schema.optional(Schema.String),
  initialPrice: Schema.optional(Schema.String),
  lowerPrice: Schema.optional(Schema.String),
  upperPrice: Schema.optional(Schema.String),
  pnl: Schema.optional(Schema.String),
  breakevenPrice: Schema.optional(Schema.String),
  orderId: Schema.String,
  orderLinkId: Schema.String,
  productId: Schema.String,
  category: Schema.String,
  orderType: Schema.String,
  amount: Decimal,
  coin: Schema.optional(Schema.String),
  baseCoin: Schema.optional(Schema.String),
  quoteCoin: Schema.optional(Schema.String),
  status: Enums.tolerant(Schema.Literals(["Pending", "Success", "Settled", "Fail"])),
  createdTime: Schema.String,
  updatedTime: Schema.optional(Schema.String),
  direction: Schema.optional(Enums.tolerant(AdvancedDirection)),
  targetPrice: Schema.optional(Decimal),
  settlementTime: Enums.IntegerLike,
  estimateApyE8: Schema.optional(Enums.IntegerLike),
  duration: Schema.String,
  accountType: Schema.String,
  toAccountType: Schema.String,
  selectApyE8: Schema.optional(Enums.IntegerLike),
  isVip: Schema.optional(Schema.Boolean),
  settlementCoin: Schema.optional(Schema.String),
  settlementAmount: Schema.optional(DecimalOrEmpty),
  orderMode: Schema.optional(Enums.tolerant(Schema.Literals(["Normal", "RFQ"]))),
  settlementPrice: DecimalOrEmpty,
  refundStatus: Schema.String,
  trialBonusAmount: Schema.optional(DecimalOrEmpty),
  trialBonusPnl: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * A page of Dual Assets orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdvancedOrders extends LazyClass.Class<AdvancedOrders>("AdvancedOrders")(() => ({
  category: Schema.String,
  list: Schema.Array(AdvancedOrder),
  nextPageCursor: Schema.String
})) {}

/**
 * The query of `/v5/earn/advance/position`: `limit` at most 20.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdvancedPositionsRequest = LazySchema.struct("AdvancedPositionsRequest", () => ({
  category: AdvancedEarnCategory,
  productId: Schema.optional(Schema.String),
  coin: Schema.optional(Schema.String),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 20 })))),
  cursor: Schema.optional(Schema.String)
}))

/**
 * The parameters of a Dual Assets position query.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdvancedPositionsRequest extends Schema.Schema.Type<typeof AdvancedPositionsRequest> {}

/**
 * An active (or redeeming) Dual Assets position; `amount` is in `investCoin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdvancedPosition extends LazyClass.Class<AdvancedPosition>("AdvancedPosition")(() => ({
  // Fields of the other advanced-earn products (discount buy, double win, smart leverage) sharing this path.
  coin: Schema.optional(Schema.String),
  underlyingAsset: Schema.optional(Schema.String),
  purchasePrice: Schema.optional(Schema.String),
  knockoutPrice: Schema.optional(Schema.String),
  knockoutCouponE8: Schema.optional(Schema.String),
  settleType: Schema.optional(Schema.String),
  expectReceiveAt: Schema.optional(Schema.String),
  leverage: Schema.optional(Schema.String),
  initialPrice: Schema.optional(Schema.String),
  lowerPrice: Schema.optional(Schema.String),
  upperPrice: Schema.optional(Schema.String),
  createdTime: Schema.optional(Schema.String),
  redeemable: Schema.optional(Schema.Boolean),
  breakevenPrice: Schema.optional(Schema.String),
  orderLinkId: Schema.optional(Schema.String),
  positionId: Schema.String,
  productId: Schema.String,
  category: Schema.String,
  baseCoin: Schema.optional(Schema.String),
  quoteCoin: Schema.optional(Schema.String),
  investCoin: Schema.optional(Schema.String),
  amount: Decimal,
  apyE8: Schema.optional(Schema.String),
  direction: Schema.optional(Enums.tolerant(AdvancedDirection)),
  targetPrice: Schema.optional(Decimal),
  settlementTime: Schema.String,
  status: Enums.tolerant(Schema.Literals(["Active", "Redeeming", "Settling", "Settled"])),
  orderId: Schema.String,
  duration: Schema.String,
  expectReturnCoin: Schema.optional(Schema.String),
  expectReturnAmount: Schema.optional(Decimal),
  accountType: Schema.String,
  toAccountType: Schema.optional(Schema.String),
  yieldStartAt: Schema.optional(Enums.IntegerLike),
  yieldEndAt: Schema.optional(Enums.IntegerLike)
})) {}

/**
 * A page of Dual Assets positions.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdvancedPositions extends LazyClass.Class<AdvancedPositions>("AdvancedPositions")(() => ({
  category: Schema.String,
  list: Schema.Array(AdvancedPosition),
  nextPageCursor: Schema.String
})) {}
