/**
 * Institutional (OTC) loans (`/v5/ins-loan/*`): products and margin coins, loan and repayment orders, the LTV of
 * the risk unit, coin delta amounts, binding UIDs to the risk unit and repaying.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

// Product flags come as `0`/`1` numbers from product-infos and as `"0"`/`"1"` strings from loan-order.
const Flag = Enums.IntegerLike

/**
 * A symbol's maximum leverage under the loan.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SymbolLeverage extends LazyClass.Class<SymbolLeverage>("InsLoanSymbolLeverage")(() => ({
  symbol: Schema.String,
  leverage: DecimalOrEmpty
})) {}

// The risk lines, whitelists and leverage limits a product and each of its loans carry.
const productTerms = () => ({
  leverage: DecimalOrEmpty,
  supportSpot: Flag,
  supportContract: Flag,
  withdrawLine: DecimalOrEmpty,
  transferLine: DecimalOrEmpty,
  spotBuyLine: DecimalOrEmpty,
  spotSellLine: DecimalOrEmpty,
  contractOpenLine: DecimalOrEmpty,
  liquidationLine: DecimalOrEmpty,
  stopLiquidationLine: DecimalOrEmpty,
  contractLeverage: DecimalOrEmpty,
  transferRatio: DecimalOrEmpty,
  spotSymbols: Schema.Array(Schema.String),
  contractSymbols: Schema.Array(Schema.String),
  supportUSDCContract: Flag,
  supportUSDCOptions: Flag,
  supportMarginTrading: Schema.optional(Flag),
  USDTPerpetualOpenLine: DecimalOrEmpty,
  USDCContractOpenLine: DecimalOrEmpty,
  USDCOptionsOpenLine: DecimalOrEmpty,
  USDTPerpetualCloseLine: DecimalOrEmpty,
  USDCContractCloseLine: DecimalOrEmpty,
  USDCOptionsCloseLine: DecimalOrEmpty,
  USDCContractSymbols: Schema.Array(Schema.String),
  USDCOptionsSymbols: Schema.Array(Schema.String),
  marginLeverage: DecimalOrEmpty,
  USDTPerpetualLeverage: Schema.Array(SymbolLeverage),
  USDCContractLeverage: Schema.Array(SymbolLeverage)
})

/**
 * A query by an optional product id.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ProductRequest = LazySchema.struct("InsLoanProductRequest", () => ({
  productId: Schema.optional(Schema.String)
}))

/**
 * The parameters of a product query.
 *
 * @since 0.1.0
 * @category models
 */
export interface ProductRequest extends Schema.Schema.Type<typeof ProductRequest> {}

/**
 * One loan product: leverage, what it may trade (flags `0`/`1`), risk lines (`""` when unset), whitelists (empty:
 * anything) and per-symbol leverage.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Product extends LazyClass.Class<Product>("InsLoanProduct")(() => ({
  productId: Schema.String,
  deferredLiquidationLine: Schema.optional(DecimalOrEmpty),
  deferredLiquidationTime: Schema.optional(Schema.String),
  /** `"0"` default, `"1"` CTA, `"2"` hedge. */
  productType: Schema.optional(Schema.String),
  ...productTerms()
})) {}

/**
 * The result of `/v5/ins-loan/product-infos`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Products extends LazyClass.Class<Products>("InsLoanProducts")(() => ({
  marginProductInfo: Schema.Array(Product)
})) {}

/**
 * One ladder of a margin coin: the value band (e.g. `0-500`) and its conversion ratio.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ConvertRatio extends LazyClass.Class<ConvertRatio>("InsLoanConvertRatio")(() => ({
  ladder: Schema.String,
  convertRatio: DecimalOrEmpty
})) {}

/**
 * One margin coin with its ladders.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginTokenInfo extends LazyClass.Class<MarginTokenInfo>("InsLoanMarginTokenInfo")(() => ({
  token: Schema.String,
  convertRatioList: Schema.Array(ConvertRatio)
})) {}

/**
 * The margin coins of one product.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginToken extends LazyClass.Class<MarginToken>("InsLoanMarginToken")(() => ({
  productId: Schema.String,
  tokenInfo: Schema.Array(MarginTokenInfo)
})) {}

/**
 * The result of `/v5/ins-loan/ensure-tokens-convert`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginTokens extends LazyClass.Class<MarginTokens>("InsLoanMarginTokens")(() => ({
  marginToken: Schema.Array(MarginToken)
})) {}

/**
 * The query of `GET /v5/ins-loan/loan-order`: up to 2 years back; `limit` 1-100 (default 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const LoanOrdersRequest = LazySchema.struct("InsLoanLoanOrdersRequest", () => ({
  orderId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a loan order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface LoanOrdersRequest extends Schema.Schema.Type<typeof LoanOrdersRequest> {}

/**
 * One loan: amounts repaid and owed, daily rate, status (`"1"` outstanding, `"2"` paid off) and the product terms
 * it was granted under.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LoanOrder extends LazyClass.Class<LoanOrder>("InsLoanLoanOrder")(() => ({
  orderId: Schema.String,
  orderProductId: Schema.String,
  parentUid: Schema.String,
  loanTime: Schema.String,
  loanCoin: Schema.String,
  loanAmount: DecimalOrEmpty,
  unpaidAmount: DecimalOrEmpty,
  unpaidInterest: DecimalOrEmpty,
  repaidAmount: DecimalOrEmpty,
  repaidInterest: DecimalOrEmpty,
  interestRate: DecimalOrEmpty,
  status: Enums.tolerant(Schema.Literals(["1", "2"])),
  deferredLiquidationLine: Schema.optional(DecimalOrEmpty),
  deferredLiquidationTime: Schema.optional(Schema.String),
  reserveToken: Schema.optional(Schema.String),
  reserveQuantity: Schema.optional(DecimalOrEmpty),
  ...productTerms()
})) {}

/**
 * The result of `/v5/ins-loan/loan-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LoanOrders extends LazyClass.Class<LoanOrders>("InsLoanLoanOrders")(() => ({
  loanInfo: Schema.Array(LoanOrder)
})) {}

/**
 * The query of `GET /v5/ins-loan/repaid-history`: up to 2 years back; `limit` 1-100 (default 100).
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepaidHistoryRequest = LazySchema.struct("InsLoanRepaidHistoryRequest", () => ({
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number)
}))

/**
 * The parameters of a repayment order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepaidHistoryRequest extends Schema.Schema.Type<typeof RepaidHistoryRequest> {}

/**
 * One repayment: type (`"1"` normal, `"2"` by liquidation) and status (`"1"` success, `"2"` failed).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepayOrder extends LazyClass.Class<RepayOrder>("InsLoanRepayOrder")(() => ({
  repayOrderId: Schema.String,
  repaidTime: Schema.String,
  token: Schema.String,
  quantity: DecimalOrEmpty,
  interest: DecimalOrEmpty,
  businessType: Enums.tolerant(Schema.Literals(["1", "2"])),
  status: Enums.tolerant(Schema.Literals(["1", "2"]))
})) {}

/**
 * The result of `/v5/ins-loan/repaid-history`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepayOrders extends LazyClass.Class<RepayOrders>("InsLoanRepayOrders")(() => ({
  repayInfo: Schema.Array(RepayOrder)
})) {}

/**
 * One debt of the risk unit (`unpaidInterest` is unused).
 *
 * @since 0.1.0
 * @category schemas
 */
export class UnpaidInfo extends LazyClass.Class<UnpaidInfo>("InsLoanUnpaidInfo")(() => ({
  token: Schema.String,
  unpaidQty: DecimalOrEmpty,
  unpaidInterest: DecimalOrEmpty
})) {}

/**
 * One margin asset: price, quantity and value after conversion.
 *
 * @since 0.1.0
 * @category schemas
 */
export class BalanceInfo extends LazyClass.Class<BalanceInfo>("InsLoanBalanceInfo")(() => ({
  token: Schema.String,
  price: DecimalOrEmpty,
  qty: DecimalOrEmpty,
  convertedAmount: DecimalOrEmpty
})) {}

/**
 * The LTV of a risk unit (liquidation at 0.9): `rst` is the remaining time to liquidation in seconds, `""` when not
 * triggered; totals in USDT.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Ltv extends LazyClass.Class<Ltv>("InsLoanLtv")(() => ({
  ltv: DecimalOrEmpty,
  rst: Schema.String,
  parentUid: Schema.String,
  subAccountUids: Schema.Array(Schema.String),
  unpaidAmount: DecimalOrEmpty,
  unpaidInfo: Schema.Array(UnpaidInfo),
  balance: DecimalOrEmpty,
  balanceInfo: Schema.Array(BalanceInfo),
  /** `0` normal, `1` under liquidation, `2` manual repayment, `3` transfer in progress (then LTV is not computed). */
  liqStatus: Schema.optional(Schema.Number)
})) {}

/**
 * The result of `/v5/ins-loan/ltv-convert`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LtvInfo extends LazyClass.Class<LtvInfo>("InsLoanLtvInfo")(() => ({
  ltvInfo: Schema.Array(Ltv),
  liqStatus: Schema.optional(Schema.Number)
})) {}

/**
 * The query of `GET /v5/ins-loan/coin-delta-amount`: every coin when omitted.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CoinDeltaRequest = LazySchema.struct("InsLoanCoinDeltaRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a coin delta query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CoinDeltaRequest extends Schema.Schema.Type<typeof CoinDeltaRequest> {}

/**
 * One coin's delta: size, limit and available amount (USD).
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinDelta extends LazyClass.Class<CoinDelta>("InsLoanCoinDelta")(() => ({
  coin: Schema.String,
  coinDeltaSize: DecimalOrEmpty,
  coinDeltaAvailableAmount: DecimalOrEmpty,
  coinDeltaAmount: DecimalOrEmpty
})) {}

/**
 * The result of `/v5/ins-loan/coin-delta-amount`: the risk unit's delta limit and availability (USD) and per coin.
 *
 * @since 0.1.0
 * @category schemas
 */
export class CoinDeltas extends LazyClass.Class<CoinDeltas>("InsLoanCoinDeltas")(() => ({
  riskUnitDeltaAmount: DecimalOrEmpty,
  riskUnitDeltaAvailableAmount: DecimalOrEmpty,
  list: Schema.Array(CoinDelta)
})) {}

/**
 * The body of `POST /v5/ins-loan/association-uid`: `operate` `"0"` bind, `"1"` unbind.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AssociationUidRequest = LazySchema.struct("InsLoanAssociationUidRequest", () => ({
  uid: Schema.String,
  operate: Schema.Literals(["0", "1"])
}))

/**
 * The parameters of binding or unbinding a UID.
 *
 * @since 0.1.0
 * @category models
 */
export interface AssociationUidRequest extends Schema.Schema.Type<typeof AssociationUidRequest> {}

/**
 * The result of a bind or unbind: the echo of the request.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssociationUid extends LazyClass.Class<AssociationUid>("InsLoanAssociationUid")(() => ({
  uid: Schema.String,
  operate: Enums.tolerant(Schema.Literals(["0", "1"]))
})) {}

/**
 * The body of `POST /v5/ins-loan/repay-loan`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RepayLoanRequest = LazySchema.struct("InsLoanRepayLoanRequest", () => ({
  token: Schema.String,
  quantity: DecimalString
}))

/**
 * The parameters of an institutional loan repayment.
 *
 * @since 0.1.0
 * @category models
 */
export interface RepayLoanRequest extends Schema.Schema.Type<typeof RepayLoanRequest> {}

/**
 * The result of a repayment: `"P"` processing (it settles in 2-3 minutes; see the repayment orders).
 *
 * @since 0.1.0
 * @category schemas
 */
export class RepayLoan extends LazyClass.Class<RepayLoan>("InsLoanRepayLoan")(() => ({
  repayOrderStatus: Enums.tolerant(Schema.Literals(["P"]))
})) {}

/**
 * A margin coin and its flat convert ratio (the deprecated `/v5/ins-loan/ensure-tokens`).
 *
 * @since 0.1.0
 * @category schemas
 */
export class TokenRatio extends LazyClass.Class<TokenRatio>("InsLoanTokenRatio")(() => ({
  token: Schema.String,
  convertRatio: DecimalOrEmpty
})) {}

/**
 * The margin coins of one product, spot and contract.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ProductMarginCoins extends LazyClass.Class<ProductMarginCoins>("InsLoanProductMarginCoins")(() => ({
  productId: Schema.String,
  spotToken: Schema.Array(TokenRatio),
  contractToken: Schema.Array(TokenRatio)
})) {}

/**
 * The result of `/v5/ins-loan/ensure-tokens`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class MarginCoins extends LazyClass.Class<MarginCoins>("InsLoanMarginCoins")(() => ({
  marginToken: Schema.Array(ProductMarginCoins)
})) {}

/**
 * A margin asset of the deprecated LTV: its price and quantity.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AssetQuantity extends LazyClass.Class<AssetQuantity>("InsLoanAssetQuantity")(() => ({
  token: Schema.String,
  price: DecimalOrEmpty,
  qty: DecimalOrEmpty
})) {}

/**
 * The LTV of a risk unit as the deprecated `/v5/ins-loan/ltv` reports it: spot margin coins count, the contract
 * balances are shown but not counted.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LegacyLtv extends LazyClass.Class<LegacyLtv>("InsLoanLegacyLtv")(() => ({
  ltv: DecimalOrEmpty,
  parentUid: Schema.String,
  subAccountUids: Schema.Array(Schema.String),
  unpaidAmount: DecimalOrEmpty,
  unpaidInfo: Schema.Array(UnpaidInfo),
  balance: DecimalOrEmpty,
  spotBalanceInfo: Schema.Array(AssetQuantity),
  contractInfo: Schema.Array(AssetQuantity)
})) {}

/**
 * The result of `/v5/ins-loan/ltv`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LegacyLtvInfo extends LazyClass.Class<LegacyLtvInfo>("InsLoanLegacyLtvInfo")(() => ({
  ltvInfo: Schema.Array(LegacyLtv)
})) {}
