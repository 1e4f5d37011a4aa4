/**
 * Demo trading (`/v5/account/demo-apply-money` on the demo host, `/v5/user/create-demo-member` on mainnet).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { DecimalString } from "./Decimal.js"
import * as LazyClass from "./LazyClass.js"
import * as LazySchema from "./LazySchema.js"

/**
 * A coin demo funds can be requested in.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DemoCoin = LazySchema.make(() => Schema.Literals(["BTC", "ETH", "USDT", "USDC"]))

/**
 * The body of `POST /v5/account/demo-apply-money`: `adjustType` `0` (default) adds, `1` reduces; at most
 * 15 BTC, 200 ETH, 100000 USDT or 100000 USDC per coin and request.
 *
 * @since 0.1.0
 * @category schemas
 */
export const DemoApplyMoneyRequest = LazySchema.struct("DemoApplyMoneyRequest", () => ({
  adjustType: Schema.optional(Schema.Literals([0, 1])),
  utaDemoApplyMoney: Schema.optional(Schema.Array(Schema.Struct({ coin: DemoCoin, amountStr: DecimalString })))
}))

/**
 * The parameters of a demo funds request.
 *
 * @since 0.1.0
 * @category models
 */
export interface DemoApplyMoneyRequest extends Schema.Schema.Type<typeof DemoApplyMoneyRequest> {}

/**
 * The result of `/v5/user/create-demo-member`: the demo account's UID (the existing one when there is one).
 *
 * @since 0.1.0
 * @category schemas
 */
export class DemoMember extends LazyClass.Class<DemoMember>("DemoMember")(() => ({
  subMemberId: Schema.String
})) {}
