/**
 * The groups of fields the order and execution records of several modules share, each written once: the order an
 * execution belongs to (`Execution`, `PreUpgrade`), and what an order has filled so far (`Order`, `WsPrivate`).
 * Functions, called inside a record's own (lazy) field function.
 *
 * @since 1.2.0
 */
import * as Schema from "effect/Schema"
import { DecimalOrEmpty } from "../Decimal.js"
import * as Enums from "../Enums.js"

/**
 * The order an execution belongs to: its ids, symbol, side, price, qty, what is left of it, and its type.
 *
 * @since 1.2.0
 * @category fields
 */
export const executedOrder = () => ({
  symbol: Schema.String,
  orderId: Schema.String,
  orderLinkId: Schema.String,
  side: Enums.SideTolerant,
  orderPrice: DecimalOrEmpty,
  orderQty: DecimalOrEmpty,
  leavesQty: DecimalOrEmpty,
  orderType: Enums.OrderTypeTolerant
})

/**
 * What an order has filled so far: average price, what is left, the executed quantity, value and fee (`""` before a
 * fill), and the fee per coin.
 *
 * @since 1.2.0
 * @category fields
 */
export const filled = () => {
  const Figure = Schema.optional(DecimalOrEmpty)
  return {
    avgPrice: Figure,
    leavesQty: Figure,
    leavesValue: Figure,
    cumExecQty: Figure,
    cumExecValue: Figure,
    cumExecFee: Figure,
    cumFeeDetail: Schema.optional(Schema.Record(Schema.String, DecimalOrEmpty))
  }
}
