/**
 * P2P trading (`/v5/p2p/*`): advertisements, orders, order chat and user information. Signed like V5 but answered
 * with the legacy envelope (`ret_code`, `ret_msg`, `ext_code`, `ext_info`, `time_now`). Many numeric fields come
 * as numbers in one answer and as strings in another; those are typed `number | string`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as FilePart from "./FilePart.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

// Fields whose documented type and example type differ (e.g. `orderNum`: "string" in the table, 0 in the example).
const NumberOrString = LazySchema.make(() => Schema.Union([Schema.Number, Schema.String]))

/**
 * A `result` of `null` (or `{}`, or none): the call's success is the whole answer.
 *
 * @since 0.1.0
 * @category schemas
 */
export const NoResult = LazySchema.make(() =>
  Schema.Union([Schema.Null, Schema.Undefined, Schema.Struct({})]).annotate({
    identifier: "P2PNoResult"
  })
)

/**
 * Ad side as the requests spell it: `"0"` buy, `"1"` sell.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdSide = LazySchema.make(() => Schema.Literals(["0", "1"]))

const Flag = LazySchema.make(() => Schema.Literals(["0", "1"]))

/**
 * The counterparty requirements of an ad, as requests send them (all strings; `"1"` requires).
 *
 * @since 0.1.0
 * @category schemas
 */
export const TradingPreferenceSetRequest = LazySchema.struct("TradingPreferenceSetRequest", () => ({
  hasUnPostAd: Schema.optional(Flag),
  isKyc: Schema.optional(Flag),
  isEmail: Schema.optional(Flag),
  isMobile: Schema.optional(Flag),
  hasRegisterTime: Schema.optional(Flag),
  registerTimeThreshold: Schema.optional(Schema.String),
  orderFinishNumberDay30: Schema.optional(Schema.String),
  completeRateDay30: Schema.optional(Schema.String),
  nationalLimit: Schema.optional(Schema.String),
  hasOrderFinishNumberDay30: Schema.optional(Flag),
  hasCompleteRateDay30: Schema.optional(Flag),
  hasNationalLimit: Schema.optional(Flag)
}))

/**
 * The counterparty requirements of an ad, as answers report them.
 *
 * @since 0.1.0
 * @category schemas
 */
export class TradingPreferenceSet extends LazyClass.Class<TradingPreferenceSet>("TradingPreferenceSet")(() => ({
  hasUnPostAd: NumberOrString,
  isKyc: NumberOrString,
  isEmail: NumberOrString,
  isMobile: NumberOrString,
  hasRegisterTime: NumberOrString,
  registerTimeThreshold: NumberOrString,
  orderFinishNumberDay30: NumberOrString,
  completeRateDay30: NumberOrString,
  nationalLimit: Schema.String,
  hasOrderFinishNumberDay30: NumberOrString,
  hasCompleteRateDay30: NumberOrString,
  hasNationalLimit: NumberOrString
})) {}

/**
 * A fiat currency of a P2P symbol.
 *
 * @since 0.1.0
 * @category schemas
 */
export class P2PCurrency extends LazyClass.Class<P2PCurrency>("P2PCurrency")(() => ({
  id: Schema.String,
  exchangeId: Schema.String,
  orgId: Schema.String,
  currencyId: Schema.String,
  scale: Schema.Number
})) {}

/**
 * A token of a P2P symbol.
 *
 * @since 0.1.0
 * @category schemas
 */
export class P2PToken extends LazyClass.Class<P2PToken>("P2PToken")(() => ({
  id: Schema.String,
  exchangeId: Schema.String,
  orgId: Schema.String,
  tokenId: Schema.String,
  scale: Schema.Number,
  sequence: Schema.Number
})) {}

/**
 * The payment periods (minutes) allowed for one ad side.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdSideConfig extends LazyClass.Class<AdSideConfig>("AdSideConfig")(() => ({
  paymentPeriods: Schema.Array(Schema.Number)
})) {}

/**
 * The token/currency pair of an ad and its limits.
 *
 * @since 0.1.0
 * @category schemas
 */
export class SymbolInfo extends LazyClass.Class<SymbolInfo>("SymbolInfo")(() => ({
  id: Schema.String,
  exchangeId: Schema.String,
  orgId: Schema.String,
  tokenId: Schema.String,
  currencyId: Schema.String,
  status: NumberOrString,
  lowerLimitAlarm: NumberOrString,
  upperLimitAlarm: NumberOrString,
  itemDownRange: DecimalOrEmpty,
  itemUpRange: DecimalOrEmpty,
  currencyMinQuote: DecimalOrEmpty,
  currencyMaxQuote: DecimalOrEmpty,
  currencyLowerMaxQuote: DecimalOrEmpty,
  tokenMinQuote: DecimalOrEmpty,
  tokenMaxQuote: DecimalOrEmpty,
  kycCurrencyLimit: DecimalOrEmpty,
  itemSideLimit: NumberOrString,
  buyFeeRate: DecimalOrEmpty,
  sellFeeRate: DecimalOrEmpty,
  orderAutoCancelMinute: Schema.Number,
  orderFinishMinute: Schema.Number,
  tradeSide: NumberOrString,
  currency: P2PCurrency,
  token: P2PToken,
  buyAd: Schema.NullOr(AdSideConfig),
  sellAd: Schema.NullOr(AdSideConfig)
})) {}

/**
 * A field of a payment method's form.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PaymentField extends LazyClass.Class<PaymentField>("PaymentField")(() => ({
  view: Schema.Boolean,
  name: Schema.String,
  label: Schema.String,
  placeholder: Schema.String,
  type: Schema.String,
  maxLength: NumberOrString,
  required: Schema.Boolean
})) {}

/**
 * A payment method type as ads report it.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PaymentConfig extends LazyClass.Class<PaymentConfig>("PaymentConfig")(() => ({
  paymentType: NumberOrString,
  paymentName: Schema.String,
  paymentDialect: Schema.String,
  paymentTemplateItem: Schema.Array(PaymentField)
})) {}

/**
 * A payment method type as payment lists and orders report it (`online` `1` for balance payments).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PaymentConfigVo extends LazyClass.Class<PaymentConfigVo>("PaymentConfigVo")(() => ({
  paymentType: NumberOrString,
  checkType: Schema.Number,
  sort: Schema.Number,
  paymentName: Schema.String,
  addTips: Schema.String,
  itemTips: Schema.String,
  online: NumberOrString,
  items: Schema.Array(PaymentField)
})) {}

/**
 * A payment method (`id` `"-1"` is the Bybit balance). Ads, payment lists and orders each add their own fields.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PaymentTerm extends LazyClass.Class<PaymentTerm>("PaymentTerm")(() => ({
  id: Schema.String,
  realName: Schema.String,
  paymentType: NumberOrString,
  bankName: Schema.String,
  branchName: Schema.String,
  accountNo: Schema.String,
  qrcode: Schema.String,
  visible: Schema.Number,
  payMessage: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  secondLastName: Schema.String,
  clabe: Schema.String,
  debitCardNumber: Schema.String,
  mobile: Schema.String,
  businessName: Schema.String,
  concept: Schema.String,
  online: Schema.optional(Schema.String),
  countNo: Schema.optional(Schema.String),
  paymentExt1: Schema.String,
  paymentExt2: Schema.String,
  paymentExt3: Schema.String,
  paymentExt4: Schema.String,
  paymentExt5: Schema.String,
  paymentExt6: Schema.String,
  paymentTemplateVersion: Schema.Number,
  hasPaymentTemplateChanged: Schema.optional(Schema.Boolean),
  paymentConfig: Schema.optional(PaymentConfig),
  paymentConfigVo: Schema.optional(PaymentConfigVo),
  realNameVerified: Schema.optional(Schema.Boolean),
  ruPaymentPrompt: Schema.optional(Schema.Boolean),
  channel: Schema.optional(Schema.String),
  currencyBalance: Schema.optional(Schema.Array(Schema.String))
})) {}

/**
 * An advertisement. `side` `0` buy, `1` sell; `priceType` `0` fixed, `1` floating; `status` `10` online, `20`
 * offline, `30` completed. Market listings add the maker's profile fields (`blocked`, `authTag`, `userType`, ...);
 * the caller's own ads add `paymentTerms`, `updateDate` and `feeRate`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class P2PAd extends LazyClass.Class<P2PAd>("P2PAd")(() => ({
  id: Schema.String,
  accountId: Schema.String,
  userId: Schema.String,
  nickName: Schema.String,
  tokenId: Schema.String,
  tokenName: Schema.String,
  currencyId: Schema.String,
  side: Enums.tolerantNumber(Schema.Literals([0, 1])),
  priceType: Enums.tolerantNumber(Schema.Literals([0, 1])),
  price: Decimal,
  premium: DecimalOrEmpty,
  lastQuantity: Decimal,
  quantity: Decimal,
  frozenQuantity: Decimal,
  executedQuantity: Decimal,
  minAmount: Decimal,
  maxAmount: Decimal,
  remark: Schema.String,
  status: Enums.tolerantNumber(Schema.Literals([10, 20, 30])),
  createDate: Schema.String,
  payments: Schema.Array(Schema.String),
  orderNum: NumberOrString,
  finishNum: NumberOrString,
  recentOrderNum: NumberOrString,
  recentExecuteRate: NumberOrString,
  fee: Schema.String,
  isOnline: Schema.Boolean,
  lastLogoutTime: Schema.String,
  blocked: Schema.optional(Schema.String),
  makerContact: Schema.optional(Schema.Boolean),
  symbolInfo: SymbolInfo,
  tradingPreferenceSet: TradingPreferenceSet,
  paymentTerms: Schema.optional(Schema.Array(PaymentTerm)),
  version: Schema.Number,
  authStatus: Schema.optional(Schema.Number),
  recommend: Schema.optional(Schema.Boolean),
  recommendTag: Schema.optional(Schema.String),
  authTag: Schema.optional(Schema.Array(Schema.String)),
  userType: Schema.optional(Schema.String),
  updateDate: Schema.optional(Schema.String),
  feeRate: Schema.optional(DecimalOrEmpty),
  itemType: Enums.tolerant(Schema.Literals(["ORIGIN", "BULK"])),
  paymentPeriod: Schema.Number,
  /** Why the ad is hidden; `""` when it is not (the caller's own ads, newer answers). */
  hiddenReason: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/p2p/item/online`: the market's online ads for a token, fiat currency and side; `page`
 * and `size` as strings (defaults 1 and 10).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OnlineAdsRequest = LazySchema.struct("OnlineAdsRequest", () => ({
  tokenId: Schema.String,
  currencyId: Schema.String,
  side: AdSide,
  page: Schema.optional(Schema.String),
  size: Schema.optional(Schema.String)
}))

/**
 * The parameters of an online ads query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OnlineAdsRequest extends Schema.Schema.Type<typeof OnlineAdsRequest> {}

/**
 * A page of market ads.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OnlineAds extends LazyClass.Class<OnlineAds>("OnlineAds")(() => ({
  count: Schema.Number,
  items: Schema.Array(P2PAd)
})) {}

/**
 * The body of `POST /v5/p2p/item/create`: `priceType` `"0"` fixed or `"1"` floating (with `premium`); `remark`
 * at most 900 characters; at most 5 `paymentIds` (from the user's payment list); `paymentPeriod` in minutes.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CreateAdRequest = LazySchema.struct("CreateAdRequest", () => ({
  tokenId: Schema.String,
  currencyId: Schema.String,
  side: AdSide,
  priceType: Schema.Literals(["0", "1"]),
  premium: Schema.String,
  price: DecimalString,
  minAmount: DecimalString,
  maxAmount: DecimalString,
  remark: Schema.String.pipe(Schema.check(Schema.isMaxLength(900))),
  tradingPreferenceSet: TradingPreferenceSetRequest,
  paymentIds: Schema.Array(Schema.String).pipe(
    Schema.check(Schema.isMinLength(1)),
    Schema.check(Schema.isMaxLength(5))
  ),
  quantity: DecimalString,
  paymentPeriod: Schema.String,
  itemType: Schema.Literals(["ORIGIN", "BULK"])
}))

/**
 * The parameters of posting an ad.
 *
 * @since 0.1.0
 * @category models
 */
export interface CreateAdRequest extends Schema.Schema.Type<typeof CreateAdRequest> {}

/**
 * The risk-check answer of posting or updating an ad (`needSecurityRisk` true when a further check is due).
 *
 * @since 0.1.0
 * @category schemas
 */
export class AdRiskCheck extends LazyClass.Class<AdRiskCheck>("AdRiskCheck")(() => ({
  itemId: Schema.optional(Schema.String),
  securityRiskToken: Schema.String,
  riskTokenType: Schema.String,
  riskVersion: Schema.String,
  needSecurityRisk: Schema.Boolean
})) {}

/**
 * The body of `POST /v5/p2p/item/cancel` and `/v5/p2p/item/info`: one ad.
 *
 * @since 0.1.0
 * @category schemas
 */
export const AdIdRequest = LazySchema.struct("AdIdRequest", () => ({
  itemId: Schema.String
}))

/**
 * The parameters naming one ad.
 *
 * @since 0.1.0
 * @category models
 */
export interface AdIdRequest extends Schema.Schema.Type<typeof AdIdRequest> {}

/**
 * The body of `POST /v5/p2p/item/update`: `actionType` `MODIFY` edits, `ACTIVE` relists.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UpdateAdRequest = LazySchema.struct("UpdateAdRequest", () => ({
  id: Schema.String,
  priceType: Schema.Literals(["0", "1"]),
  premium: Schema.String,
  price: DecimalString,
  minAmount: DecimalString,
  maxAmount: DecimalString,
  remark: Schema.String.pipe(Schema.check(Schema.isMaxLength(900))),
  tradingPreferenceSet: TradingPreferenceSetRequest,
  paymentIds: Schema.Array(Schema.String).pipe(
    Schema.check(Schema.isMinLength(1)),
    Schema.check(Schema.isMaxLength(5))
  ),
  actionType: Schema.Literals(["MODIFY", "ACTIVE"]),
  quantity: DecimalString,
  paymentPeriod: Schema.String
}))

/**
 * The parameters of updating or relisting an ad.
 *
 * @since 0.1.0
 * @category models
 */
export interface UpdateAdRequest extends Schema.Schema.Type<typeof UpdateAdRequest> {}

/**
 * The body of `POST /v5/p2p/item/personal/list`: `status` `"1"` sold out, `"2"` available.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PersonalAdsRequest = LazySchema.struct("PersonalAdsRequest", () => ({
  itemId: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Literals(["1", "2"])),
  side: Schema.optional(AdSide),
  tokenId: Schema.optional(Schema.String),
  page: Schema.optional(Schema.String),
  size: Schema.optional(Schema.String),
  currencyId: Schema.optional(Schema.String)
}))

/**
 * The parameters of listing one's own ads.
 *
 * @since 0.1.0
 * @category models
 */
export interface PersonalAdsRequest extends Schema.Schema.Type<typeof PersonalAdsRequest> {}

/**
 * A page of the caller's ads (`hiddenFlag` true when some are hidden).
 *
 * @since 0.1.0
 * @category schemas
 */
export class PersonalAds extends LazyClass.Class<PersonalAds>("PersonalAds")(() => ({
  count: Schema.Number,
  items: Schema.Array(P2PAd),
  hiddenFlag: Schema.Boolean
})) {}

/**
 * P2P order status: 5 waiting for chain (web3), 10 waiting for the buyer to pay, 20 waiting for the seller to
 * release, 30 appealing, 40 cancelled, 50 finished, 60 paying, 70 payment failed, 80 exception-cancelled, 90
 * waiting for the buyer's token, 100 objecting, 110 waiting for an objection.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderStatus = LazySchema.make(() => Schema.Literals([5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]))

/**
 * The body of `POST /v5/p2p/order/simplifyList` and `/v5/p2p/order/pending/simplifyList` (`side` a list of `0`
 * buy / `1` sell).
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrdersRequest = LazySchema.struct("OrdersRequest", () => ({
  status: Schema.optional(OrderStatus),
  beginTime: Schema.optional(Schema.String),
  endTime: Schema.optional(Schema.String),
  tokenId: Schema.optional(Schema.String),
  side: Schema.optional(Schema.Array(Schema.Literals([0, 1]))),
  page: Schema.Int,
  size: Schema.Int
}))

/**
 * The parameters of a P2P order query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrdersRequest extends Schema.Schema.Type<typeof OrdersRequest> {}

/**
 * The dispute state of an order.
 *
 * @since 0.1.0
 * @category schemas
 */
export class JudgeInfo extends LazyClass.Class<JudgeInfo>("JudgeInfo")(() => ({
  autoJudgeUnlockTime: Schema.String,
  dissentResult: Schema.String,
  preDissent: Schema.String,
  postDissent: Schema.String
})) {}

/**
 * Delayed-withdrawal information of an order.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OrderExtension extends LazyClass.Class<OrderExtension>("OrderExtension")(() => ({
  isDelayWithdraw: Schema.Boolean,
  delayTime: Schema.String,
  startTime: Schema.String
})) {}

/**
 * A P2P order in a list. `orderType` `ORIGIN`, `SMALL_COIN` (HotSwap) or `WEB3`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class P2POrderSummary extends LazyClass.Class<P2POrderSummary>("P2POrderSummary")(() => ({
  id: Schema.String,
  side: Enums.tolerantNumber(Schema.Literals([0, 1])),
  tokenId: Schema.String,
  orderType: Enums.tolerant(Schema.Literals(["ORIGIN", "SMALL_COIN", "WEB3"])),
  amount: Decimal,
  currencyId: Schema.String,
  price: Decimal,
  notifyTokenQuantity: DecimalOrEmpty,
  notifyTokenId: Schema.String,
  fee: DecimalOrEmpty,
  targetNickName: Schema.String,
  targetUserId: Schema.String,
  status: Enums.tolerantNumber(OrderStatus),
  selfUnreadMsgCount: Schema.String,
  createDate: Schema.String,
  transferLastSeconds: Schema.String,
  appealLastSeconds: Schema.String,
  userId: Schema.String,
  sellerRealName: Schema.String,
  buyerRealName: Schema.String,
  judgeInfo: JudgeInfo,
  unreadMsgCount: Schema.String,
  extension: OrderExtension,
  bulkOrderFlag: Schema.Boolean
})) {}

/**
 * A page of P2P orders.
 *
 * @since 0.1.0
 * @category schemas
 */
export class P2POrders extends LazyClass.Class<P2POrders>("P2POrders")(() => ({
  count: Schema.Number,
  items: Schema.Array(P2POrderSummary)
})) {}

/**
 * The body of `POST /v5/p2p/order/info` and `/v5/p2p/order/finish`: one order.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderIdRequest = LazySchema.struct("OrderIdRequest", () => ({
  orderId: Schema.String
}))

/**
 * The parameters naming one P2P order.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderIdRequest extends Schema.Schema.Type<typeof OrderIdRequest> {}

/**
 * The appraisal of a finished order.
 *
 * @since 0.1.0
 * @category schemas
 */
export class AppraiseInfo extends LazyClass.Class<AppraiseInfo>("AppraiseInfo")(() => ({
  anonymous: Schema.String,
  appraiseContent: Schema.String,
  appraiseId: Schema.String,
  appraiseType: Schema.String,
  modifyFlag: Schema.String,
  updateDate: Schema.String
})) {}

/**
 * A P2P order in full: the parties, amounts, the seller's payment methods (`paymentTermList`), the one the buyer
 * used (`confirmedPayTerm`), appeal and chain details.
 *
 * @since 0.1.0
 * @category schemas
 */
export class P2POrderDetail extends LazyClass.Class<P2POrderDetail>("P2POrderDetail")(() => ({
  id: Schema.String,
  side: Enums.tolerantNumber(Schema.Literals([0, 1])),
  itemId: Schema.String,
  accountId: Schema.String,
  userId: Schema.String,
  nickName: Schema.String,
  makerUserId: Schema.String,
  targetAccountId: Schema.String,
  targetUserId: Schema.String,
  targetNickName: Schema.String,
  targetFirstName: Schema.String,
  targetSecondName: Schema.String,
  targetUserAuthStatus: Schema.Number,
  targetConnectInformation: Schema.String,
  payerRealName: Schema.String,
  sellerRealName: Schema.String,
  buyerRealName: Schema.String,
  tokenId: Schema.String,
  tokenName: Schema.String,
  currencyId: Schema.String,
  price: Decimal,
  quantity: Decimal,
  amount: Decimal,
  payCode: Schema.String,
  paymentType: Schema.Number,
  transferDate: Schema.String,
  status: Enums.tolerantNumber(OrderStatus),
  createDate: Schema.String,
  paymentTermList: Schema.Array(PaymentTerm),
  remark: Schema.String,
  transferLastSeconds: Schema.String,
  recentOrderNum: Schema.Number,
  recentExecuteRate: Schema.Number,
  appealLastSeconds: Schema.String,
  appealContent: Schema.String,
  appealType: Schema.Number,
  appealNickName: Schema.String,
  canAppeal: Schema.String,
  totalAppealTimes: Schema.String,
  appealedTimes: Schema.String,
  paymentTermResult: PaymentTerm,
  orderFinishMinute: Schema.Number,
  confirmedPayTerm: PaymentTerm,
  makerFee: DecimalOrEmpty,
  takerFee: DecimalOrEmpty,
  fee: DecimalOrEmpty,
  showContact: Schema.Boolean,
  // The element shape is undocumented (the docs' example is empty); strings until an example shows otherwise.
  contactInfo: Schema.Array(Schema.String),
  tokenBalance: DecimalOrEmpty,
  fiatBalance: DecimalOrEmpty,
  unreadMsgCount: Schema.String,
  updateDate: Schema.String,
  extension: OrderExtension,
  selfUnreadMsgCount: Schema.String,
  judgeType: Schema.String,
  canReport: Schema.Boolean,
  canReportDisagree: Schema.Boolean,
  canReportType: Schema.Array(Schema.String),
  canReportDisagreeType: Schema.Array(Schema.String),
  appraiseStatus: Schema.String,
  appraiseInfo: AppraiseInfo,
  canReportDisagreeTypes: Schema.Array(Schema.String),
  canReportTypes: Schema.Array(Schema.String),
  orderType: Enums.tolerant(Schema.Literals(["ORIGIN", "SMALL_COIN", "WEB3"])),
  middleToken: Schema.String,
  beforePrice: DecimalOrEmpty,
  beforeQuantity: DecimalOrEmpty,
  beforeToken: Schema.String,
  alternative: Schema.String,
  appealUserId: Schema.String,
  notifyTokenId: Schema.String,
  notifyTokenQuantity: DecimalOrEmpty,
  cancelResponsible: Schema.String,
  chainType: Schema.String,
  chainAddress: Schema.String,
  tradeHashCode: Schema.String,
  estimatedGasFee: DecimalOrEmpty,
  gasFeeTokenId: Schema.String,
  tradingFeeTokenId: Schema.String,
  onChainInfo: Schema.String,
  transactionId: Schema.String,
  displayRefund: Schema.String,
  chainWithdrawLastSeconds: Schema.String,
  chainTransferLastSeconds: Schema.String,
  orderSource: Schema.String,
  cancelReason: Schema.String,
  sellerCancelExamineRemainTime: Schema.String,
  needSellerExamineCancel: Schema.Boolean,
  /** `true` while a seller's cancel request waits for the buyer's review (`reviewP2PSellerCancel`); newer answers. */
  needBuyerExamineCancel: Schema.optional(Schema.Boolean),
  couponCurrencyAmount: DecimalOrEmpty,
  totalCurrencyAmount: DecimalOrEmpty,
  usedCoupon: Schema.Boolean,
  couponTokenId: Schema.String,
  couponQuantity: DecimalOrEmpty,
  completedOrderAppealCount: Schema.Number,
  totalCompletedOrderAppealCount: Schema.Number,
  realOrderStatus: Schema.Number,
  appealVersion: Schema.Number,
  judgeInfo: JudgeInfo,
  helpType: Schema.String,
  appealFlowStatus: Schema.String,
  appealSubStatus: Schema.String,
  bulkOrderFlag: Schema.Boolean,
  targetUserType: Enums.tolerant(Schema.Literals(["PERSONAL", "ORG"])),
  targetUserDisplays: Schema.Array(Schema.String),
  appealProcessChangeFlag: Schema.Boolean,
  appealNegotiationNode: Schema.Number
})) {}

/**
 * The body of `POST /v5/p2p/order/pay`: the payment method type and id the buyer used.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MarkPaidRequest = LazySchema.struct("MarkPaidRequest", () => ({
  orderId: Schema.String,
  paymentType: Schema.String,
  paymentId: Schema.String
}))

/**
 * The parameters of marking an order paid.
 *
 * @since 0.1.0
 * @category models
 */
export interface MarkPaidRequest extends Schema.Schema.Type<typeof MarkPaidRequest> {}

/**
 * The body of `POST /v5/p2p/order/buyer/examine/sellerCancelOrderApply`: the buyer's review of a seller's pending
 * cancel request. `REJECT` needs a `rejectReason` and `rejectProofs` (comma-separated image URLs or ids);
 * `rejectRemark` is optional. The page lists three reasons (`buyerRefuseOrderCancelReason_haveMadePayment`,
 * `..._haveNotReceivedFullRefund`, `..._others`) but its own example sends another, so any text is passed on.
 *
 * @since 1.0.0
 * @category schemas
 */
export const SellerCancelReviewRequest = LazySchema.make(() =>
  Schema.Struct({
    orderId: Schema.String,
    examineResult: Schema.Literals(["PASS", "REJECT"]),
    rejectReason: Schema.optional(Schema.String),
    rejectProofs: Schema.optional(Schema.String),
    rejectRemark: Schema.optional(Schema.String)
  })
    .check(
      Schema.makeFilter(
        (review: {
          readonly examineResult: string
          readonly rejectReason?: string | undefined
          readonly rejectProofs?: string | undefined
        }) =>
          review.examineResult !== "REJECT" ||
          (review.rejectReason !== undefined && review.rejectProofs !== undefined) ||
          "examineResult REJECT needs rejectReason and rejectProofs"
      )
    )
    .annotate({ identifier: "SellerCancelReviewRequest" })
)

/**
 * The parameters of reviewing a seller's cancel request.
 *
 * @since 1.0.0
 * @category models
 */
export interface SellerCancelReviewRequest extends Schema.Schema.Type<typeof SellerCancelReviewRequest> {}

/**
 * The body of `POST /v5/p2p/order/message/send`: `contentType` `str` (text; the docs' example sends `text`),
 * `pic`, `pdf` or `video` (the last three send an uploaded file's URL as `message`).
 *
 * @since 0.1.0
 * @category schemas
 */
export const SendMessageRequest = LazySchema.struct("SendMessageRequest", () => ({
  message: Schema.String,
  contentType: Schema.Literals(["str", "text", "pic", "pdf", "video"]),
  orderId: Schema.String,
  msgUuid: Schema.optional(Schema.String),
  fileName: Schema.optional(Schema.String)
}))

/**
 * The parameters of sending a chat message.
 *
 * @since 0.1.0
 * @category models
 */
export interface SendMessageRequest extends Schema.Schema.Type<typeof SendMessageRequest> {}

/**
 * The file types the upload accepts, by file name extension, and the part's media type for each.
 *
 * @since 0.1.0
 * @category constants
 */
export const uploadMediaTypes = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  mp4: "video/mp4"
} as const

const extensionOf = (fileName: string): string => fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase()

/**
 * The parameters of `POST /v5/p2p/oss/upload_file` as bybit-api takes them (`fileBuffer`, `fileName`), plus an
 * optional media type (by default the one of the file name's extension). Only jpg, jpeg, png, pdf and mp4 files are
 * accepted. On the wire this is one multipart file part named `upload_file`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UploadFileRequest = LazySchema.make(() =>
  Schema.Struct({ upload_file: FilePart.FilePart })
    .pipe(
      Schema.decodeTo(
        Schema.Struct({
          fileBuffer: Schema.Uint8Array,
          fileName: Schema.String.check(
            Schema.makeFilter(
              (name: string) =>
                Object.hasOwn(uploadMediaTypes, extensionOf(name)) ||
                "expected a file name ending in .jpg, .jpeg, .png, .pdf or .mp4"
            )
          ),
          contentType: Schema.optional(Schema.Literals(["image/jpeg", "image/png", "application/pdf", "video/mp4"]))
        }),
        SchemaTransformation.transform({
          decode: ({
            upload_file
          }): {
            readonly fileBuffer: Uint8Array
            readonly fileName: string
            readonly contentType?: (typeof uploadMediaTypes)[keyof typeof uploadMediaTypes] | undefined
          } => ({
            fileBuffer: upload_file.bytes,
            fileName: upload_file.fileName,
            contentType: upload_file.contentType as (typeof uploadMediaTypes)[keyof typeof uploadMediaTypes]
          }),
          encode: ({ contentType, fileBuffer, fileName }) => ({
            upload_file: {
              bytes: fileBuffer,
              fileName,
              contentType: contentType ?? uploadMediaTypes[extensionOf(fileName) as keyof typeof uploadMediaTypes]
            }
          })
        })
      )
    )
    .annotate({ identifier: "UploadFileRequest" })
)

/**
 * The parameters of uploading a chat file.
 *
 * @since 0.1.0
 * @category models
 */
export type UploadFileRequest = Schema.Schema.Type<typeof UploadFileRequest>

/**
 * The answer of `POST /v5/p2p/oss/upload_file`: the file's `url` (sent as the `message` of a `pic`, `pdf` or
 * `video` chat message) and its `type` (`IMAGE` in the docs' example).
 *
 * @since 0.1.0
 * @category schemas
 */
export const UploadedFile = LazySchema.struct("UploadedFile", () => ({
  url: Schema.String,
  type: Schema.String,
  uploadId: Schema.optional(Schema.NullOr(Schema.String))
}))

/**
 * An uploaded chat file.
 *
 * @since 0.1.0
 * @category models
 */
export interface UploadedFile extends Schema.Schema.Type<typeof UploadedFile> {}

/**
 * The body of `POST /v5/p2p/order/message/list`: `size` at most 100, from `startMessageId`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const MessagesRequest = LazySchema.struct("MessagesRequest", () => ({
  orderId: Schema.String,
  startMessageId: Schema.optional(Schema.String),
  size: Schema.String
}))

/**
 * The parameters of reading an order's chat.
 *
 * @since 0.1.0
 * @category models
 */
export interface MessagesRequest extends Schema.Schema.Type<typeof MessagesRequest> {}

/**
 * The body of `POST /v5/p2p/order/message/listpage`: `size` per page, from page `currentPage` (numbers as strings).
 *
 * @since 0.1.0
 * @category schemas
 */
export const MessagesPageRequest = LazySchema.struct("MessagesPageRequest", () => ({
  orderId: Schema.String,
  currentPage: Schema.optional(Schema.String),
  size: Schema.String
}))

/**
 * The parameters of `getP2POrderMessages`.
 *
 * @since 0.1.0
 * @category models
 */
export interface MessagesPageRequest extends Schema.Schema.Type<typeof MessagesPageRequest> {}

/**
 * A chat message. `msgType` 0 system, 1 text, 2 image, 5 admin text, 6 admin image, 7 pdf, 8 video.
 *
 * @since 0.1.0
 * @category schemas
 */
export class ChatMessage extends LazyClass.Class<ChatMessage>("ChatMessage")(() => ({
  id: Schema.String,
  accountId: Schema.String,
  message: Schema.String,
  msgType: Enums.tolerantNumber(Schema.Literals([0, 1, 2, 5, 6, 7, 8])),
  msgCode: Schema.Number,
  createDate: Schema.String,
  isRead: Schema.Number,
  contentType: Schema.String,
  roleType: Schema.String,
  userId: Schema.String,
  orderId: Schema.String,
  msgUuid: Schema.String,
  nickName: Schema.String,
  read: Schema.Number,
  fileName: Schema.String,
  onlyForCustomer: Schema.Number
})) {}

/**
 * The result of `/v5/p2p/order/message/listpage` (and `/list`), decoded to the messages themselves. The docs' page
 * showed the messages as the result until 2025-12-29 and as `{ "result": [...] }` since ("fix doc bug"): both
 * shapes are accepted, and the nested one is what is written back.
 *
 * @since 0.1.0
 * @category schemas
 */
export const ChatMessages = LazySchema.make(() => {
  const messages = Schema.Array(ChatMessage)
  const nested = Schema.Struct({ result: messages }).pipe(
    Schema.decodeTo(
      Schema.toType(messages),
      SchemaTransformation.transform({
        decode: (wrapped) => wrapped.result,
        encode: (result) => ({ result })
      })
    )
  )
  return Schema.Union([nested, messages]).annotate({ identifier: "ChatMessages" })
})

/**
 * One privilege of a P2P user.
 *
 * @since 0.1.0
 * @category schemas
 */
export class PrivilegeInfo extends LazyClass.Class<PrivilegeInfo>("PrivilegeInfo")(() => ({
  name: Schema.String,
  data: Schema.String
})) {}

/**
 * A P2P user profile (the caller's own, or a counterparty's). `authStatus` `1` verified advertiser, `2` not.
 *
 * @since 0.1.0
 * @category schemas
 */
export class P2PUserInfo extends LazyClass.Class<P2PUserInfo>("P2PUserInfo")(() => ({
  nickName: Schema.String,
  defaultNickName: Schema.Boolean,
  whiteFlag: Schema.Number,
  contactConfig: Schema.Boolean,
  isOnline: Schema.Boolean,
  email: Schema.String,
  mobile: Schema.String,
  kycLevel: NumberOrString,
  lastLogoutTime: Schema.String,
  recentRate: NumberOrString,
  totalFinishCount: Schema.Number,
  totalFinishSellCount: Schema.Number,
  totalFinishBuyCount: Schema.Number,
  recentFinishCount: Schema.Number,
  averageReleaseTime: Schema.String,
  averageTransferTime: Schema.String,
  accountCreateDays: Schema.Number,
  firstTradeDays: Schema.Number,
  realName: Schema.String,
  recentTradeAmount: DecimalOrEmpty,
  totalTradeAmount: DecimalOrEmpty,
  executeNum: Schema.Number,
  orderNum: Schema.Number,
  hasUnPostAd: Schema.Number,
  registerTime: Schema.String,
  authStatus: Schema.Number,
  kycCountryCode: Schema.String,
  blocked: Schema.String,
  goodAppraiseRate: Schema.String,
  goodAppraiseCount: Schema.Number,
  badAppraiseCount: Schema.Number,
  accountId: NumberOrString,
  paymentCount: Schema.Number,
  contactCount: Schema.Number,
  realNameMask: Schema.String,
  vipLevel: Schema.Number,
  vipProfit: Schema.Array(Schema.String),
  userTag: Schema.Array(Schema.String),
  userCancelCountLimit: Schema.Number,
  paymentRealNameUneditable: Schema.Boolean,
  lostRoleAffected: Schema.Boolean,
  userCurPrivilege: Schema.Array(Schema.String),
  userType: Schema.String,
  userId: Schema.String,
  realNameEn: Schema.String,
  canSubOnline: Schema.Boolean,
  curPrivilegeInfo: Schema.Array(PrivilegeInfo),
  openApiSwitch: Schema.Number
})) {}

/**
 * The body of `POST /v5/p2p/user/order/personal/info`: the counterparty's UID and the order you share.
 *
 * @since 0.1.0
 * @category schemas
 */
export const CounterpartyInfoRequest = LazySchema.struct("CounterpartyInfoRequest", () => ({
  originalUid: Schema.String,
  orderId: Schema.String
}))

/**
 * The parameters of a counterparty profile query.
 *
 * @since 0.1.0
 * @category models
 */
export interface CounterpartyInfoRequest extends Schema.Schema.Type<typeof CounterpartyInfoRequest> {}

/**
 * The result of `/v5/p2p/user/payment/list`: the caller's payment methods.
 *
 * @since 0.1.0
 * @category schemas
 */
export const UserPayments = LazySchema.make(() => Schema.Array(PaymentTerm).annotate({ identifier: "UserPayments" }))
