/**
 * Spot leveraged tokens (`/v5/spot-lever-token/*`): token limits and fees, market reference (NAV, basket), purchase,
 * redemption and their history. Token names look like `BTC3L` / `BTC3S`.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalOrEmpty, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import { Millis } from "./Envelope.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * Whether a token can be traded: `"1"` purchase and redeem, `"2"` purchase only, `"3"` redeem only, `"4"` neither,
 * `"5"` adjusting position.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LtStatus = LazySchema.make(() => Schema.Literals(["1", "2", "3", "4", "5"]))

/**
 * {@link LtStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LtStatusTolerant = LazySchema.make(() => Enums.tolerant(LtStatus))

/**
 * A purchase or redemption order status: `"1"` completed, `"2"` in progress, `"3"` failed.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LtOrderStatus = LazySchema.make(() => Schema.Literals(["1", "2", "3"]))

/**
 * {@link LtOrderStatus} in responses: the known values or any other.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LtOrderStatusTolerant = LazySchema.make(() => Enums.tolerant(LtOrderStatus))

/**
 * A leveraged-token order type: `1` purchase, `2` redemption.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LtOrderType = LazySchema.make(() => Schema.Literals([1, 2]))

/**
 * {@link LtOrderType} in responses: the known values or any other integer.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LtOrderTypeTolerant = LazySchema.make(() => Enums.tolerantNumber(LtOrderType))

/**
 * The query of `GET /v5/spot-lever-token/info`: one token, or all when omitted.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LeveragedTokenInfoRequest = LazySchema.struct("LeveragedTokenInfoRequest", () => ({
  ltCoin: Schema.optional(Schema.String)
}))

/**
 * The parameters of a leveraged-token info query.
 *
 * @since 0.1.0
 * @category models
 */
export interface LeveragedTokenInfoRequest extends Schema.Schema.Type<typeof LeveragedTokenInfoRequest> {}

/**
 * One leveraged token: per-order and daily purchase/redemption limits, fee rates, the daily funding and
 * management fees (times in ms as strings), nominal and net value.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LeveragedToken extends LazyClass.Class<LeveragedToken>("LeveragedToken")(() => ({
  ltCoin: Schema.String,
  ltName: Schema.String,
  maxPurchase: DecimalOrEmpty,
  minPurchase: DecimalOrEmpty,
  maxPurchaseDaily: DecimalOrEmpty,
  maxRedeem: DecimalOrEmpty,
  minRedeem: DecimalOrEmpty,
  maxRedeemDaily: DecimalOrEmpty,
  purchaseFeeRate: DecimalOrEmpty,
  redeemFeeRate: DecimalOrEmpty,
  ltStatus: LtStatusTolerant,
  fundFee: DecimalOrEmpty,
  fundFeeTime: Schema.String,
  manageFeeRate: DecimalOrEmpty,
  manageFeeTime: Schema.String,
  value: DecimalOrEmpty,
  netValue: DecimalOrEmpty,
  total: Schema.optional(DecimalOrEmpty)
})) {}

/**
 * The result of `/v5/spot-lever-token/info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LeveragedTokenInfo extends LazyClass.Class<LeveragedTokenInfo>("LeveragedTokenInfo")(() => ({
  list: Schema.Array(LeveragedToken)
})) {}

/**
 * The query of `GET /v5/spot-lever-token/reference`: the token.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LeveragedTokenMarketRequest = LazySchema.struct("LeveragedTokenMarketRequest", () => ({
  ltCoin: Schema.String
}))

/**
 * The parameters of a leveraged-token market query.
 *
 * @since 0.1.0
 * @category models
 */
export interface LeveragedTokenMarketRequest extends Schema.Schema.Type<typeof LeveragedTokenMarketRequest> {}

/**
 * The result of `/v5/spot-lever-token/reference`: net asset value and its time (ms, string), circulating supply,
 * basket and the real leverage at the last traded price (negative for short tokens).
 *
 * @since 0.1.0
 * @category schemas
 */
export class LeveragedTokenMarket extends LazyClass.Class<LeveragedTokenMarket>("LeveragedTokenMarket")(() => ({
  ltCoin: Schema.String,
  nav: Decimal,
  navTime: Schema.String,
  circulation: DecimalOrEmpty,
  basket: DecimalOrEmpty,
  leverage: DecimalOrEmpty
})) {}

/**
 * The body of `POST /v5/spot-lever-token/purchase`: the token, the amount of quote coin to spend and an optional
 * client serial number.
 *
 * @since 0.1.0
 * @category schemas
 */
export const PurchaseRequest = LazySchema.make(() =>
  Schema.Struct({
    ltCoin: Schema.String,
    // The docs' table names this `ltAmount`, but their HTTP and Python examples and bybit-api send `amount`: the
    // exchange reads `amount`. Callers keep writing `ltAmount`; the wire carries `amount`.
    ltAmount: DecimalString,
    serialNo: Schema.optional(Schema.String)
  })
    .pipe(Schema.encodeKeys({ ltAmount: "amount" }))
    .annotate({ identifier: "LeveragedTokenPurchaseRequest" })
)

/**
 * The parameters of a leveraged-token purchase.
 *
 * @since 0.1.0
 * @category models
 */
export interface PurchaseRequest extends Schema.Schema.Type<typeof PurchaseRequest> {}

/**
 * The result of a purchase: usually still in progress (`ltOrderStatus` `"2"`) with empty executed figures.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Purchase extends LazyClass.Class<Purchase>("LeveragedTokenPurchase")(() => ({
  ltCoin: Schema.String,
  ltOrderStatus: LtOrderStatusTolerant,
  execQty: DecimalOrEmpty,
  execAmt: DecimalOrEmpty,
  amount: DecimalOrEmpty,
  purchaseId: Schema.String,
  serialNo: Schema.String,
  valueCoin: Schema.optional(Schema.String)
})) {}

/**
 * The body of `POST /v5/spot-lever-token/redeem`: the token, the quantity to redeem and an optional serial number.
 *
 * @since 0.1.0
 * @category schemas
 */
export const RedeemRequest = LazySchema.struct("LeveragedTokenRedeemRequest", () => ({
  ltCoin: Schema.String,
  quantity: DecimalString,
  serialNo: Schema.optional(Schema.String)
}))

/**
 * The parameters of a leveraged-token redemption.
 *
 * @since 0.1.0
 * @category models
 */
export interface RedeemRequest extends Schema.Schema.Type<typeof RedeemRequest> {}

/**
 * The result of a redemption.
 *
 * @since 0.1.0
 * @category schemas
 */
export class Redeem extends LazyClass.Class<Redeem>("LeveragedTokenRedeem")(() => ({
  ltCoin: Schema.String,
  ltOrderStatus: LtOrderStatusTolerant,
  quantity: DecimalOrEmpty,
  execQty: DecimalOrEmpty,
  execAmt: DecimalOrEmpty,
  redeemId: Schema.String,
  serialNo: Schema.String,
  valueCoin: Schema.optional(Schema.String)
})) {}

/**
 * The query of `GET /v5/spot-lever-token/order-record`: `limit` 1-500 (default 100), times in ms.
 *
 * @since 0.1.0
 * @category schemas
 */
export const OrderRecordRequest = LazySchema.struct("LeveragedTokenOrderRecordRequest", () => ({
  ltCoin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Number),
  endTime: Schema.optional(Schema.Number),
  limit: Schema.optional(Schema.Number),
  ltOrderType: Schema.optional(LtOrderType),
  serialNo: Schema.optional(Schema.String)
}))

/**
 * The parameters of a purchase/redemption history query.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrderRecordRequest extends Schema.Schema.Type<typeof OrderRecordRequest> {}

/**
 * One purchase or redemption: times in ms, fee, token quantity, filled value in `valueCoin`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OrderRecord extends LazyClass.Class<OrderRecord>("LeveragedTokenOrderRecord")(() => ({
  ltCoin: Schema.String,
  orderId: Schema.String,
  ltOrderType: LtOrderTypeTolerant,
  // The table says number, the docs' example sends strings: both decode to ms.
  orderTime: Millis,
  updateTime: Millis,
  ltOrderStatus: LtOrderStatusTolerant,
  fee: DecimalOrEmpty,
  amount: DecimalOrEmpty,
  value: DecimalOrEmpty,
  valueCoin: Schema.String,
  serialNo: Schema.String
})) {}

/**
 * The result of `/v5/spot-lever-token/order-record`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class OrderRecords extends LazyClass.Class<OrderRecords>("LeveragedTokenOrderRecords")(() => ({
  list: Schema.Array(OrderRecord)
})) {}
