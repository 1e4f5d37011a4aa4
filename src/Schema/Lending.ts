/**
 * Deprecated V5 lending: pool coins, deposit/redeem orders and the lending account. Statuses are numeric strings (`0`
 * initial, `1` processing, `2` success, `10` failed, `11` cancelled).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { Decimal, DecimalString } from "./Decimal.js"
import * as Enums from "./Enums.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * The query of `GET /v5/lending/info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LendingInfoRequest = LazySchema.struct("LendingInfoRequest", () => ({
  coin: Schema.optional(Schema.String)
}))

/**
 * The parameters of `getLendingCoinInfo`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LendingInfoRequest extends Schema.Schema.Type<typeof LendingInfoRequest> {}

/**
 * An entry of the `getLendingCoinInfo` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingInfoResultList extends LazyClass.Class<LendingInfoResultList>("LendingInfoResultList")(() => ({
  actualApy: Decimal,
  coin: Schema.String,
  loanToPoolRatio: Decimal,
  maxRedeemQty: Decimal,
  minPurchaseQty: Decimal,
  precision: Schema.String,
  rate: Decimal
})) {}

/**
 * The result of `GET /v5/lending/info`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingInfoResult extends LazyClass.Class<LendingInfoResult>("LendingInfoResult")(() => ({
  list: Schema.Array(LendingInfoResultList)
})) {}

/**
 * The body of `POST /v5/lending/purchase`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LendingPurchaseRequest = LazySchema.struct("LendingPurchaseRequest", () => ({
  coin: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  quantity: DecimalString,
  serialNo: Schema.optional(Schema.String)
}))

/**
 * The parameters of `depositLendingFunds`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LendingPurchaseRequest extends Schema.Schema.Type<typeof LendingPurchaseRequest> {}

/**
 * The result of `POST /v5/lending/purchase`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingPurchaseResult extends LazyClass.Class<LendingPurchaseResult>("LendingPurchaseResult")(() => ({
  coin: Schema.String,
  createdTime: Schema.String,
  orderId: Schema.String,
  quantity: Decimal,
  serialNo: Schema.String,
  status: Enums.tolerant(Schema.Literals(["0", "1", "2", "10"])),
  updatedTime: Schema.String
})) {}

/**
 * The body of `POST /v5/lending/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LendingRedeemRequest = LazySchema.struct("LendingRedeemRequest", () => ({
  coin: Schema.String.pipe(Schema.check(Schema.isMinLength(1))),
  quantity: DecimalString,
  serialNo: Schema.optional(Schema.String)
}))

/**
 * The parameters of `redeemLendingFunds`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LendingRedeemRequest extends Schema.Schema.Type<typeof LendingRedeemRequest> {}

/**
 * The result of `POST /v5/lending/redeem`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingRedeemResult extends LazyClass.Class<LendingRedeemResult>("LendingRedeemResult")(() => ({
  coin: Schema.String,
  createdTime: Schema.String,
  orderId: Schema.String,
  principalQty: Decimal,
  serialNo: Schema.String,
  status: Enums.tolerant(Schema.Literals(["0", "1", "2", "10"])),
  updatedTime: Schema.String
})) {}

/**
 * The body of `POST /v5/lending/redeem-cancel`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LendingRedeemCancelRequest = LazySchema.struct("LendingRedeemCancelRequest", () => ({
  coin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  serialNo: Schema.optional(Schema.String)
}))

/**
 * The parameters of `cancelRedeemLendingFunds`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LendingRedeemCancelRequest extends Schema.Schema.Type<typeof LendingRedeemCancelRequest> {}

/**
 * The result of `POST /v5/lending/redeem-cancel`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingRedeemCancelResult extends LazyClass.Class<LendingRedeemCancelResult>("LendingRedeemCancelResult")(
  () => ({
    orderId: Schema.String,
    serialNo: Schema.String,
    updatedTime: Schema.String
  })
) {}

/**
 * The query of `GET /v5/lending/history-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LendingHistoryOrderRequest = LazySchema.struct("LendingHistoryOrderRequest", () => ({
  coin: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  startTime: Schema.optional(Schema.Int),
  endTime: Schema.optional(Schema.Int),
  limit: Schema.optional(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 500 })))),
  orderType: Schema.optional(Schema.Literals(["1", "2", "3"]))
}))

/**
 * The parameters of `getLendingOrderRecords`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LendingHistoryOrderRequest extends Schema.Schema.Type<typeof LendingHistoryOrderRequest> {}

/**
 * An entry of the `getLendingOrderRecords` result.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingHistoryOrderResultList extends LazyClass.Class<LendingHistoryOrderResultList>(
  "LendingHistoryOrderResultList"
)(() => ({
  coin: Schema.String,
  createdTime: Schema.String,
  orderId: Schema.String,
  orderType: Enums.tolerant(Schema.Literals(["1", "2", "3"])),
  quantity: Decimal,
  serialNo: Schema.String,
  status: Enums.tolerant(Schema.Literals(["0", "1", "2", "10", "11"])),
  updatedTime: Schema.String
})) {}

/**
 * The result of `GET /v5/lending/history-order`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingHistoryOrderResult extends LazyClass.Class<LendingHistoryOrderResult>("LendingHistoryOrderResult")(
  () => ({
    list: Schema.Array(LendingHistoryOrderResultList)
  })
) {}

/**
 * The query of `GET /v5/lending/account`.
 *
 * @since 0.1.0
 * @category schemas
 */
export const LendingAccountRequest = LazySchema.struct("LendingAccountRequest", () => ({
  coin: Schema.String.pipe(Schema.check(Schema.isMinLength(1)))
}))

/**
 * The parameters of `getLendingAccountInfo`.
 *
 * @since 0.1.0
 * @category models
 */
export interface LendingAccountRequest extends Schema.Schema.Type<typeof LendingAccountRequest> {}

/**
 * The result of `GET /v5/lending/account`.
 *
 * @since 0.1.0
 * @category schemas
 */
export class LendingAccountResult extends LazyClass.Class<LendingAccountResult>("LendingAccountResult")(() => ({
  coin: Schema.String,
  principalInterest: Decimal,
  principalQty: Decimal,
  principalTotal: Decimal,
  quantity: Decimal
})) {}
